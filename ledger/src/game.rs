//! Which game a logged match plays: Blood Bowl 2016, or Blitz Bowl on a board side. The choice
//! is kept in the match's stored setup under the keys a match script's setup line uses
//! (`"ruleset": "blitz-bowl"`, `"board": "<side id>"`), so the log replays on its own.

use rules::script_ruleset::ScriptRuleset;
use rusqlite::OptionalExtension;

use crate::{Ledger, LedgerError, MatchStart, OpenMatch};

/// `start`'s setup as stored, with `game`'s keys when it is not 2016.
fn setup_json(start: &MatchStart, game: &ScriptRuleset) -> Result<String, LedgerError> {
    let encoding =
        |e: serde_json::Error| LedgerError::PostMatch(format!("encoding the setup: {e}"));
    let mut value = serde_json::to_value(&start.setup).map_err(encoding)?;
    if let Some(object) = value.as_object_mut() {
        for (key, given) in [("ruleset", &game.ruleset), ("board", &game.board)] {
            if let Some(given) = given {
                object.insert(key.into(), serde_json::Value::String(given.clone()));
            }
        }
    }
    serde_json::to_string(&value).map_err(encoding)
}

impl Ledger {
    /// Starts a logged match of `game` (see [`Ledger::start_match`]) and opens it for writing.
    /// A Blitz Bowl match is listed under `start.label.ruleset` (`"blitz-bowl"`).
    pub fn start_game(
        &mut self,
        start: &MatchStart,
        game: &ScriptRuleset,
    ) -> Result<OpenMatch, LedgerError> {
        let record = self.create_logged_match_with(start, setup_json(start, game)?)?;
        self.open_match(record.id)
    }

    /// The game a logged match plays, as its stored setup names it (2016: both keys `None`).
    pub fn match_game(&self, match_id: i64) -> Result<ScriptRuleset, LedgerError> {
        let setup: Option<Option<String>> = self
            .conn
            .query_row("SELECT setup FROM matches WHERE id = ?1", [match_id], |r| {
                r.get(0)
            })
            .optional()?;
        let setup = setup.ok_or(LedgerError::NoMatch(match_id))?;
        let Some(setup) = setup else {
            return Ok(ScriptRuleset::default());
        };
        let stored = |detail: String| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail,
        };
        let mut value: serde_json::Value =
            serde_json::from_str(&setup).map_err(|e| stored(e.to_string()))?;
        ScriptRuleset::take(&mut value).map_err(|e| stored(e.to_string()))
    }
}
