//! Which game a match script plays: the setup line's `ruleset` key (`"blitz-bowl"`, with the
//! board side as `board`), absent for Blood Bowl 2016. A Blitz Bowl match is played by
//! [`RulesetParams::blitz_bowl`] from the built-in data, with its Challenge Cards, and the
//! advanced rules its `advanced` list names (`["foul", "throw-team-mate", "random-events"]`,
//! 002:L706-L782).

use std::sync::Arc;

use tables::Rulebook;

use crate::Match;
use crate::challenge::{ChallengeCard, RandomEventCard};
use crate::ruleset::{AdvancedRule, RulesetParams};
use crate::setup::{MatchSetup, SetupError};

/// The `ruleset` value that plays Blitz Bowl (seed 002).
pub const BLITZ_BOWL: &str = "blitz-bowl";

/// A script's choice of game: its setup line's `ruleset` and `board` keys.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScriptRuleset {
    /// `"blitz-bowl"`; `None`: Blood Bowl 2016.
    pub ruleset: Option<String>,
    /// The Blitz Bowl board side by id or name (`"one-trapdoor"`).
    pub board: Option<String>,
    /// Blitz Bowl's advanced rules to play with (`"advanced": ["foul"]`); none by default.
    pub advanced: Vec<AdvancedRule>,
    /// Blitz Bowl's Balls optional rule (`"optional": ["balls"]`, 002:L810-L850); off by
    /// default.
    pub balls: bool,
    /// The Blitz Bowl data to play from: a league's file laid over the built-in data
    /// (`BlitzBowl::with_file`); `None`: the built-in data. Not a script key: a program sets it.
    pub data: Option<Arc<tables::BlitzBowl>>,
}

impl ScriptRuleset {
    /// Takes the `ruleset`, `board` and `advanced` keys out of a setup line's `setup` object,
    /// leaving the rest for [`crate::SetupSpec`]. A value of the wrong kind, or an advanced
    /// rule the engine does not know, is refused with what to write.
    pub fn take(setup: &mut serde_json::Value) -> Result<ScriptRuleset, SetupError> {
        let advanced = Self::take_advanced(setup)?;
        let balls = Self::take_optional(setup)?;
        let mut take = |key: &str| -> Result<Option<String>, SetupError> {
            match setup.as_object_mut().and_then(|o| o.remove(key)) {
                None => Ok(None),
                Some(serde_json::Value::String(s)) => Ok(Some(s)),
                Some(other) => Err(SetupError(format!(
                    "\"{key}\" is {other}: write a string, e.g. \"ruleset\": \"{BLITZ_BOWL}\", \
                     \"board\": \"one-trapdoor\""
                ))),
            }
        };
        Ok(ScriptRuleset {
            ruleset: take("ruleset")?,
            board: take("board")?,
            advanced,
            balls,
            data: None,
        })
    }

    /// The `optional` key: a list of optional rules' ids; `"balls"` the one this reads.
    fn take_optional(setup: &mut serde_json::Value) -> Result<bool, SetupError> {
        let Some(value) = setup.as_object_mut().and_then(|o| o.remove("optional")) else {
            return Ok(false);
        };
        let wrong = |what: String| {
            SetupError(format!(
                "\"optional\": {what}: write a list of optional rules, e.g. \"optional\": \
                 [\"balls\"]"
            ))
        };
        let serde_json::Value::Array(items) = value else {
            return Err(wrong(format!("{value} is not a list")));
        };
        let mut balls = false;
        for item in items {
            match item.as_str() {
                Some("balls") => balls = true,
                _ => return Err(wrong(format!("{item} is not an optional rule"))),
            }
        }
        Ok(balls)
    }

    /// The `advanced` key: a list of advanced rules' ids.
    fn take_advanced(setup: &mut serde_json::Value) -> Result<Vec<AdvancedRule>, SetupError> {
        let known: Vec<&str> = AdvancedRule::ALL.iter().map(|r| r.id()).collect();
        let wrong = |what: String| {
            SetupError(format!(
                "\"advanced\": {what}: write a list of {}, e.g. \"advanced\": [\"foul\"]",
                known.join(", ")
            ))
        };
        let Some(value) = setup.as_object_mut().and_then(|o| o.remove("advanced")) else {
            return Ok(Vec::new());
        };
        let serde_json::Value::Array(items) = value else {
            return Err(wrong(format!("{value} is not a list")));
        };
        let mut rules = Vec::new();
        for item in items {
            let rule = item
                .as_str()
                .and_then(AdvancedRule::from_id)
                .ok_or_else(|| wrong(format!("{item} is not an advanced rule")))?;
            if !rules.contains(&rule) {
                rules.push(rule);
            }
        }
        Ok(rules)
    }

    /// The match this choice plays: 2016 by [`Match::new`], Blitz Bowl by
    /// [`Match::with_ruleset`] on the named board with the data's Challenge Cards. An unknown
    /// ruleset, a Blitz Bowl match without a board, or a board without Blitz Bowl is refused
    /// with what to write. Blitz Bowl has no weather or FAME: none is rolled.
    pub fn start(&self, mut setup: MatchSetup, book: &Rulebook) -> Result<Match, SetupError> {
        let data = || match &self.data {
            Some(data) => Ok(data.as_ref()),
            None => tables::blitz_bowl().map_err(|e| SetupError(e.to_string())),
        };
        if self.ruleset.as_deref() != Some(BLITZ_BOWL)
            && let Some(rule) = self.advanced.first()
        {
            return Err(SetupError(format!(
                "\"advanced\": \"{}\" is a Blitz Bowl rule: add \"ruleset\": \"{BLITZ_BOWL}\"",
                rule.id()
            )));
        }
        if self.ruleset.as_deref() != Some(BLITZ_BOWL) && self.balls {
            return Err(SetupError(format!(
                "\"optional\": \"balls\" is a Blitz Bowl rule: add \"ruleset\": \"{BLITZ_BOWL}\""
            )));
        }
        match (self.ruleset.as_deref(), self.board.as_deref()) {
            (None, None) => Match::new(setup, book),
            (None, Some(board)) => Err(SetupError(format!(
                "\"board\": \"{board}\" is a Blitz Bowl board side: add \"ruleset\": \
                 \"{BLITZ_BOWL}\", or leave \"board\" out for Blood Bowl 2016"
            ))),
            (Some(BLITZ_BOWL), None) => {
                let boards: Vec<&str> = data()?.boards().iter().map(|b| b.id.as_str()).collect();
                Err(SetupError(format!(
                    "a Blitz Bowl match needs its board side: add \"board\": one of {}",
                    boards.join(", ")
                )))
            }
            (Some(BLITZ_BOWL), Some(board)) => {
                let data = data()?;
                // No weather and no FAME: Blitz Bowl has neither (as `blitz_match_setup`).
                setup.weather = Some(crate::setup::Weather::Nice);
                setup.fame = Some(crate::setup::Fame { home: 0, away: 0 });
                let mut ruleset = RulesetParams::blitz_bowl(data, board)?;
                for &rule in &self.advanced {
                    ruleset = ruleset.with_advanced(data, rule)?;
                }
                if self.balls {
                    ruleset = ruleset.with_balls();
                }
                let game = Match::with_ruleset(setup, Arc::new(book.clone()), ruleset)?
                    .with_challenge_cards(ChallengeCard::from_tables(data)?)?;
                if self.advanced.contains(&AdvancedRule::RandomEvents) {
                    game.with_random_events(RandomEventCard::from_tables(data))
                } else {
                    Ok(game)
                }
            }
            (Some(other), _) => Err(SetupError(format!(
                "no ruleset called \"{other}\": write \"ruleset\": \"{BLITZ_BOWL}\" (with \
                 \"board\"), or leave it out for Blood Bowl 2016"
            ))),
        }
    }
}
