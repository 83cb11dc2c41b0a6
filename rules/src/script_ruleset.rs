//! Which game a match script plays: the setup line's `ruleset` key (`"blitz-bowl"`, with the
//! board side as `board`), absent for Blood Bowl 2016. A Blitz Bowl match is played by
//! [`RulesetParams::blitz_bowl`] from the built-in data, with its Challenge Cards, and the
//! advanced rules its `advanced` list names (`["foul", "throw-team-mate", "rookies-to-watch",
//! "random-events"]`, 002:L706-L782; with Rookies to Watch, `rookies_to_watch` names the coach
//! given the card: `"home"` or `"away"`) and the optional rules its `optional` list names
//! (`["arenas", "balls"]`, 002:L788-L850).

use std::sync::Arc;

use tables::Rulebook;

use crate::Match;
use crate::challenge::{BonusPlayCard, ChallengeCard, RandomEventCard};
use crate::pitch::Side;
use crate::ruleset::{AdvancedRule, OptionalRule, RulesetParams};
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
    /// The coach given the Rookies to Watch card at set-up (`"rookies_to_watch": "home"`),
    /// with that advanced rule only (002:L735).
    pub rookies_to_watch: Option<Side>,
    /// Blitz Bowl's optional rules to play with (`"optional": ["arenas"]`); none by default.
    pub optional: Vec<OptionalRule>,
    /// The Blitz Bowl data to play from: a league's file laid over the built-in data
    /// (`BlitzBowl::with_file`); `None`: the built-in data. Not a script key: a program sets it.
    pub data: Option<Arc<tables::BlitzBowl>>,
}

impl ScriptRuleset {
    /// Takes the `ruleset`, `board` and `advanced` keys out of a setup line's `setup` object,
    /// leaving the rest for [`crate::SetupSpec`]. A value of the wrong kind, or an advanced
    /// rule the engine does not know, is refused with what to write.
    pub fn take(setup: &mut serde_json::Value) -> Result<ScriptRuleset, SetupError> {
        let advanced = Self::take_list(setup, "advanced", AdvancedRule::from_id, || {
            AdvancedRule::ALL.iter().map(|r| r.id()).collect()
        })?;
        let optional = Self::take_list(setup, "optional", OptionalRule::from_id, || {
            OptionalRule::ALL.iter().map(|r| r.id()).collect()
        })?;
        let rookies_to_watch = match setup
            .as_object_mut()
            .and_then(|o| o.remove("rookies_to_watch"))
        {
            None => None,
            Some(value) => Some(serde_json::from_value::<Side>(value.clone()).map_err(|_| {
                SetupError(format!(
                    "\"rookies_to_watch\" is {value}: write the coach given the card, \"home\" \
                     or \"away\""
                ))
            })?),
        };
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
            rookies_to_watch,
            optional,
            data: None,
        })
    }

    /// The `key` list (`"advanced"`, `"optional"`): rules by id, `rule` reading one, `known`
    /// naming them all for the error.
    fn take_list<R: PartialEq>(
        setup: &mut serde_json::Value,
        key: &str,
        rule: fn(&str) -> Option<R>,
        known: fn() -> Vec<&'static str>,
    ) -> Result<Vec<R>, SetupError> {
        let wrong = |what: String| {
            let known = known();
            SetupError(format!(
                "\"{key}\": {what}: write a list of {}, e.g. \"{key}\": [\"{}\"]",
                known.join(", "),
                known.first().copied().unwrap_or_default()
            ))
        };
        let Some(value) = setup.as_object_mut().and_then(|o| o.remove(key)) else {
            return Ok(Vec::new());
        };
        let serde_json::Value::Array(items) = value else {
            return Err(wrong(format!("{value} is not a list")));
        };
        let mut rules = Vec::new();
        for item in items {
            let one = item
                .as_str()
                .and_then(rule)
                .ok_or_else(|| wrong(format!("{item} is not one")))?;
            if !rules.contains(&one) {
                rules.push(one);
            }
        }
        Ok(rules)
    }

    /// The rules this game plays with besides its board, by name, as a ledger keeps them: each
    /// advanced rule's id as the `"advanced"` list writes it, each optional rule's as the
    /// `"optional"` list does, and the coach given the Rookies to Watch card as
    /// `rookies-to-watch:home` (or `:away`). [`ScriptRuleset::add_option`] reads them back.
    pub fn option_names(&self) -> Vec<String> {
        let advanced = self.advanced.iter().map(|r| r.id().to_string());
        let optional = self.optional.iter().map(|r| r.id().to_string());
        let holder = self
            .rookies_to_watch
            .map(|side| format!("{ROOKIES_HOLDER}{}", side_id(side)));
        advanced.chain(optional).chain(holder).collect()
    }

    /// Plays with the rule named `name` (one of [`ScriptRuleset::option_names`]'); a name the
    /// engine does not know is refused, naming those it knows.
    pub fn add_option(&mut self, name: &str) -> Result<(), SetupError> {
        if let Some(side) = name.strip_prefix(ROOKIES_HOLDER) {
            self.rookies_to_watch = Some(match side {
                "home" => Side::Home,
                "away" => Side::Away,
                _ => {
                    return Err(SetupError(format!(
                        "no coach called \"{side}\" in \"{name}\": the card goes to \"home\" or \"away\""
                    )));
                }
            });
        } else if let Some(rule) = AdvancedRule::from_id(name) {
            if !self.advanced.contains(&rule) {
                self.advanced.push(rule);
            }
        } else if let Some(rule) = OptionalRule::from_id(name) {
            if !self.optional.contains(&rule) {
                self.optional.push(rule);
            }
        } else {
            let known: Vec<&str> = (AdvancedRule::ALL.iter().map(|r| r.id()))
                .chain(OptionalRule::ALL.iter().map(|r| r.id()))
                .collect();
            return Err(SetupError(format!(
                "no rule called \"{name}\": this Nuffle knows {} and {ROOKIES_HOLDER}home or \
                 away",
                known.join(", ")
            )));
        }
        Ok(())
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
        if self.ruleset.as_deref() != Some(BLITZ_BOWL) {
            let rule = (self.advanced.first().map(|r| ("advanced", r.id())))
                .or_else(|| self.optional.first().map(|r| ("optional", r.id())));
            if let Some((key, id)) = rule {
                return Err(SetupError(format!(
                    "\"{key}\": \"{id}\" is a Blitz Bowl rule: add \"ruleset\": \"{BLITZ_BOWL}\""
                )));
            }
        }
        let rookies = self.advanced.contains(&AdvancedRule::RookiesToWatch);
        match (rookies, self.rookies_to_watch) {
            (true, None) => {
                return Err(SetupError(
                    "\"advanced\": \"rookies-to-watch\" gives the card to one coach at set-up \
                     (002:L735): add \"rookies_to_watch\": \"home\" or \"away\""
                        .into(),
                ));
            }
            (false, Some(side)) => {
                return Err(SetupError(format!(
                    "\"rookies_to_watch\": \"{}\" gives a card of an advanced rule this match \
                     does not play: add \"rookies-to-watch\" to \"advanced\" (002:L731), or \
                     leave \"rookies_to_watch\" out",
                    side.name()
                )));
            }
            _ => {}
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
                for &rule in &self.optional {
                    ruleset = ruleset.with_optional(rule);
                }
                let game = Match::with_ruleset(setup, Arc::new(book.clone()), ruleset)?
                    .with_challenge_cards(ChallengeCard::from_tables(data)?)?
                    .with_bonus_plays(BonusPlayCard::from_tables(data))?;
                let game = if self.advanced.contains(&AdvancedRule::RandomEvents) {
                    game.with_random_events(RandomEventCard::from_tables(data))?
                } else {
                    game
                };
                match self.rookies_to_watch {
                    Some(side) => game.with_rookies_to_watch(side),
                    None => Ok(game),
                }
            }
            (Some(other), _) => Err(SetupError(format!(
                "no ruleset called \"{other}\": write \"ruleset\": \"{BLITZ_BOWL}\" (with \
                 \"board\"), or leave it out for Blood Bowl 2016"
            ))),
        }
    }
}

/// How [`ScriptRuleset::option_names`] names the coach given the Rookies to Watch card.
const ROOKIES_HOLDER: &str = "rookies-to-watch:";

/// A side as a script writes it.
fn side_id(side: Side) -> &'static str {
    match side {
        Side::Home => "home",
        Side::Away => "away",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every advanced rule's name reads back as that rule (002:L741-L782); an unknown name is
    /// refused, naming the known ones.
    #[test]
    fn option_names_read_back_as_the_same_rules_002_l741() {
        let game = ScriptRuleset {
            advanced: AdvancedRule::ALL.to_vec(),
            optional: OptionalRule::ALL.to_vec(),
            rookies_to_watch: Some(Side::Away),
            ..ScriptRuleset::default()
        };
        let mut back = ScriptRuleset::default();
        for name in game.option_names() {
            back.add_option(&name).expect("a known name");
        }
        assert_eq!(back, game);
        let refused = back.add_option("random-weather").expect_err("unknown");
        assert!(refused.0.contains("random-weather") && refused.0.contains("foul"));
        assert!(back.add_option("rookies-to-watch:north").is_err());
    }
}
