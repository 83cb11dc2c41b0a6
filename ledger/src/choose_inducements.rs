//! A league match's inducements chosen after the Referee roll (004:L2676-L2682): the stored
//! setup becomes the one with the purchases, and the input that lets the match go on is
//! appended, in one transaction, so the database never holds one without the other.

use rules::{Event, MatchSetup};

use crate::log::{Row, append_checked, insert_rulings};
use crate::{Ledger, LedgerError, OpenMatch};

impl OpenMatch {
    /// Puts the inducements the coaches chose into the match ([`rules::Match::choose_inducements`]):
    /// `setup` is the match's setup with what they bought, marked chosen. In one transaction
    /// the stored setup is replaced, the audit trail says what each team spent, and
    /// [`rules::Decision::InducementsChosen`] is appended with its rulings; only then does it
    /// count here. Refused, with nothing written, if the match is not waiting for them, if
    /// `setup` changes more than the purchases, or if the database cannot take it.
    pub fn choose_inducements(
        &mut self,
        ledger: &mut Ledger,
        setup: MatchSetup,
        entered_by: &str,
    ) -> Result<Vec<Event>, LedgerError> {
        if let Some(problem) = self.write_problem() {
            return Err(problem);
        }
        let Some(lease) = self.lease.clone() else {
            return Err(LedgerError::ReadOnlyView(self.id));
        };
        let json = serde_json::to_string(&setup)
            .map_err(|e| LedgerError::Inducements(format!("encoding the setup: {e}")))?;
        let spent = setup.league.as_ref().map_or([0, 0], |l| l.spent);
        let what = format!(
            "inducements chosen after the Referee roll (004:L2676-L2682): {} spent {}, {} spent {}",
            setup.home.name,
            crate::gold(spent[0]),
            setup.away.name,
            crate::gold(spent[1])
        );
        let mut next = self.game.clone();
        next.choose_inducements(setup)
            .map_err(|e| LedgerError::Inducements(e.to_string()))?;
        let input = rules::Match::inducements_chosen_input();
        let events = next
            .apply(input.clone())
            .map_err(|e| LedgerError::Inducements(e.to_string()))?;
        let tx = ledger
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let row = Row {
            input: &input,
            entered_by,
            corrects: None,
            sets_aside: false,
            reason: None,
        };
        let seq = append_checked(&tx, &lease, self.last_seq, &row)?;
        insert_rulings(&tx, self.id, seq, &events)?;
        tx.execute(
            "UPDATE matches SET setup = ?1 WHERE id = ?2",
            rusqlite::params![json, self.id],
        )?;
        tx.execute(
            "INSERT INTO audit (match_id, at, who, what, reason)
             VALUES (?1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?2, ?3, ?4)",
            rusqlite::params![self.id, entered_by, what, "the league's pre-match sequence"],
        )?;
        tx.commit()?;
        self.game = next;
        self.last_seq = seq;
        Ok(events)
    }
}
