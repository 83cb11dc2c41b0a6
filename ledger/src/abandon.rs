//! Abandoning a match nobody will finish: it leaves the match lists and can no longer be
//! resumed for writing; its row, input log and rulings stay, with an audit line.

use rules::{Side, StepFive};
use rusqlite::{OptionalExtension, params};

use crate::{Ledger, LedgerError};

impl Ledger {
    /// Marks match `match_id` abandoned: it leaves the match lists ([`Ledger::matches`]) and
    /// can no longer be resumed; its row, its input log and its rulings are kept, and the
    /// audit trail says who abandoned it and why. A finished and locked match has its result
    /// in the league and cannot be abandoned.
    ///
    /// A league match abandoned after a team's Expensive Mistakes were rolled (step 5 of its
    /// last post-match sequence, rolled as this match started, 004:L2976-L2977) keeps them:
    /// the loss comes off the team's Treasury now and the step is no longer due, so starting
    /// again rolls none. Refused while a Minor Incident's or Catastrophe's roll is still to
    /// make, with what to do.
    pub fn abandon_match(&self, match_id: i64, who: &str, reason: &str) -> Result<(), LedgerError> {
        if self.is_locked(match_id)? {
            return Err(LedgerError::LockedResult(match_id));
        }
        let kept = self.expensive_mistakes_kept(match_id)?;
        let tx = self.conn.unchecked_transaction()?;
        let abandoned = tx.execute(
            "UPDATE matches SET abandoned_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE id = ?1 AND abandoned_at IS NULL",
            [match_id],
        )?;
        if abandoned == 1 {
            for (team_id, lost) in kept {
                tx.execute(
                    "UPDATE teams SET treasury = MAX(0, treasury - ?2), mistakes_due = 0
                     WHERE id = ?1 AND mistakes_due = 1",
                    params![team_id, lost],
                )?;
            }
        }
        tx.execute(
            "INSERT INTO audit (match_id, who, what, reason) VALUES (?1, ?2, 'abandoned', ?3)",
            params![match_id, who, reason],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The league teams of match `match_id` whose step 5 was rolled in it, with what it took
    /// from each; refused while one is half rolled. None for a match without league teams.
    fn expensive_mistakes_kept(&self, match_id: i64) -> Result<Vec<(i64, u32)>, LedgerError> {
        let Ok((home, away)) = self.match_teams(match_id) else {
            return Ok(Vec::new());
        };
        // A match whose setup no longer loads can tell nothing: it is abandoned all the same.
        let Ok(open) = self.view_match(match_id) else {
            return Ok(Vec::new());
        };
        let game = open.game();
        let mut kept = Vec::new();
        for ((team_id, side), step) in [(home, Side::Home), (away, Side::Away)]
            .into_iter()
            .zip(game.expensive_mistakes_step())
        {
            match step {
                StepFive::Done => {
                    kept.push((team_id, game.state().treasury_lost[side.index()]));
                }
                StepFive::Rolling => {
                    return Err(LedgerError::AbandonMidRoll {
                        match_id,
                        team: game.state().team(side).name.clone(),
                    });
                }
                StepFive::NotDue | StepFive::ToRoll => {}
            }
        }
        Ok(kept)
    }

    /// When match `match_id` was abandoned (UTC, ISO 8601), if it was.
    pub fn abandoned_at(&self, match_id: i64) -> Result<Option<String>, LedgerError> {
        if !self.knows_abandoning()? {
            return Ok(None);
        }
        let at: Option<Option<String>> = self
            .conn
            .query_row(
                "SELECT abandoned_at FROM matches WHERE id = ?1",
                [match_id],
                |r| r.get(0),
            )
            .optional()?;
        at.ok_or(LedgerError::NoMatch(match_id))
    }

    /// Whether the file's schema has the abandoned mark (a file of an older Nuffle opened
    /// read-only has not: none of its matches is abandoned).
    pub(crate) fn knows_abandoning(&self) -> Result<bool, LedgerError> {
        Ok(self.schema_version()? >= 4)
    }
}
