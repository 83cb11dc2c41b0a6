//! A league match's post-match sequence in progress (004:L2556-L3009), as the window's panel
//! and `nuffle match record`'s `{"post_match": …}` lines run it: begun only for a finished,
//! unrecorded match between two league teams of the database, answered one [`Ask`] at a time,
//! and recorded in one transaction once done ([`Ledger::record_result`]), so a sequence left
//! half-way records nothing of it. The rulebook is the match's own.

use std::sync::Arc;

use tables::Rulebook;

use crate::{Answer, Ask, Ledger, LedgerError, OpenMatch, Outcome, PostMatch, PostMatchSetup};

/// The sequence of one match, with what it started from and the match's rulebook.
pub struct PostMatchRun {
    setup: PostMatchSetup,
    post: PostMatch,
    book: Arc<Rulebook>,
}

impl PostMatchRun {
    /// Begins the sequence of `open`, which must be a finished match between two league
    /// teams of the database whose result is not recorded yet.
    pub fn begin(ledger: &Ledger, open: &OpenMatch) -> Result<PostMatchRun, LedgerError> {
        let id = open.id();
        match ledger.match_teams(id) {
            Ok(_) => {}
            Err(LedgerError::PostMatch(_)) => {
                return Err(LedgerError::PostMatch(format!(
                    "match {id} is not between two league teams of the database, so it has no \
                     post-match sequence (a league match starts with both teams from the \
                     database: --league HOME_ID AWAY_ID, or the window's league teams)"
                )));
            }
            Err(e) => return Err(e),
        }
        if ledger.is_locked(id)? {
            return Err(LedgerError::PostMatch(format!(
                "match {id}'s result is recorded already; correct it with a reason instead"
            )));
        }
        if !open.game().state().finished {
            return Err(LedgerError::PostMatch(format!(
                "match {id} is not over: the post-match sequence starts after the final \
                 whistle (004:L2556); give the match's inputs first"
            )));
        }
        let book = open.game().book().clone();
        let setup = ledger.post_match_setup(&book, open)?;
        let post = PostMatch::new(setup.clone(), &book).map_err(LedgerError::PostMatch)?;
        Ok(PostMatchRun { setup, post, book })
    }

    /// What the sequence waits for.
    pub fn ask(&self) -> Ask {
        self.post.ask()
    }

    /// Answers what the sequence asks; refused, with why, when it asks something else.
    pub fn answer(&mut self, answer: Answer) -> Result<(), String> {
        self.post.answer(answer, &self.book)
    }

    /// What it started from: the teams' Fan Factor, players and Treasury before it.
    pub fn setup(&self) -> &PostMatchSetup {
        &self.setup
    }

    /// What it has settled so far (all of it once [`Ask::Done`]).
    pub fn outcome(&self) -> &Outcome {
        self.post.outcome()
    }

    /// Records the finished sequence: result, SPP, improvements, winnings; the match is then
    /// locked. Refused, and nothing written, before the sequence is done.
    pub fn record(&self, ledger: &mut Ledger, open: &OpenMatch) -> Result<(), LedgerError> {
        if self.post.ask() != Ask::Done {
            return Err(LedgerError::PostMatch(
                "the post-match sequence is not finished".into(),
            ));
        }
        ledger.record_result(&self.book, open, &self.setup, self.post.outcome())
    }
}
