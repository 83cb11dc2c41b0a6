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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NewMatch;
    use rand::SeedableRng;

    fn blitz_start() -> MatchStart {
        let data = tables::blitz_bowl().expect("the Blitz Bowl data");
        MatchStart {
            label: NewMatch {
                home_team: "blitz-bowl/dwarf".into(),
                away_team: "blitz-bowl/orc".into(),
                ruleset: "blitz-bowl".into(),
            },
            setup: rules::blitz_team::blitz_match_setup(data, "dwarf", "orc", None)
                .expect("two Team Cards"),
            house_rules: None,
            teams: None,
            season_id: None,
            friendly: false,
        }
    }

    /// A Blitz Bowl match is played on the board side named at its start (002:L224): stored,
    /// it reopens on that side's 20 x 11 board with its two Trapdoors (the data's), three
    /// Actions a turn (002:L458), and every input replayed.
    #[test]
    fn a_blitz_bowl_match_replays_on_its_board_side_002_l224()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("n.sqlite3");
        let game = ScriptRuleset {
            ruleset: Some("blitz-bowl".into()),
            board: Some("many-trapdoors".into()),
        };
        let mut ledger = Ledger::open(&path)?;
        let mut open = ledger.start_game(&blitz_start(), &game)?;
        let id = open.id();
        let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(3);
        for _ in 0..40 {
            let Some(input) = sim::Policy::Forward.next_input(open.game(), &mut rng) else {
                break;
            };
            open.apply(&mut ledger, input, "test")
                .map_err(|e| format!("{e:?}"))?;
        }
        let inputs = open.game().inputs().len();
        open.release(&mut ledger)?;
        drop(ledger);
        let mut ledger = Ledger::open(&path)?;
        assert_eq!(ledger.match_game(id)?, game);
        assert_eq!(ledger.matches()?[0].setup.ruleset, "blitz-bowl");
        let open = ledger.open_match(id)?;
        assert!(open.broken().is_none());
        assert_eq!(open.game().inputs().len(), inputs);
        let state = open.game().state();
        assert_eq!((state.pitch().length(), state.pitch().width()), (20, 11));
        assert_eq!(state.ruleset.pitch.trapdoors.len(), 2);
        assert!(matches!(
            state.ruleset.activation,
            rules::ruleset::Activation::ActionBudget { actions: 3, .. }
        ));
        Ok(())
    }

    /// A 2016 match's stored setup names no game: it replays as 2016.
    #[test]
    fn a_2016_match_names_no_game() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut ledger = Ledger::open(&dir.path().join("n.sqlite3"))?;
        let book = tables::builtin()?;
        let setup = rules::SetupSpec {
            home: rules::TeamSpec::QuickStart("human-quick-start".into()),
            away: rules::TeamSpec::QuickStart("orc-quick-start".into()),
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        }
        .build(book)?;
        let start = MatchStart {
            label: NewMatch {
                home_team: "human-quick-start".into(),
                away_team: "orc-quick-start".into(),
                ruleset: "box-2016".into(),
            },
            setup,
            ..blitz_start()
        };
        let open = ledger.start_match(&start)?;
        assert_eq!(ledger.match_game(open.id())?, ScriptRuleset::default());
        assert_eq!(open.game().state().pitch(), rules::Pitch::BB2016);
        Ok(())
    }
}
