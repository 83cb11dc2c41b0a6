//! Blitz Bowl teams: a Team Card of `tables::BlitzBowl` (`[[team]]`) as a [`TeamSetup`] the
//! engine plays (002:L243-L259, L1020-L1065). Each position's `count` players are numbered 1,
//! 2, … in the card's order and named by their position; the team has no re-rolls (Blitz Bowl
//! has none but abilities' and cards', 002:L331; digest §8).
//!
//! A player's Blitz Bowl line is kept whole in [`Profile::blitz`] ([`BlitzProfile`]), the one
//! place his Block, Throw and Armour Values live: the Blitz Bowl switches read it (the Block
//! Dice, the Throw Check, the Armour Check). The team's Emergency Reserves Value is the card's
//! (`TeamSetup::emergency_reserves`, 002:L610). His 2016 characteristics carry the nearest reading, for what
//! reads them and for the window: MA his Move (0 for a "D6" Move), ST his Block Value, AG
//! the Agility whose roll's target is his Throw Value (0 for '-'), AV his Armour Value's
//! number (0 for '-'). His ability is not a 2016 skill, so `skills` is empty.
//!
//! A script names a Blitz Bowl team as a quick-start team `"blitz-bowl/<id>"` (`"blitz-bowl/
//! dwarf"`), read from the built-in data ([`TeamSpec::QuickStart`](crate::TeamSpec)).

use serde::{Deserialize, Serialize};
use tables::{BlitzBowl, MoveValue, Target};

use crate::blitz_ability::BlitzAbility;
use crate::pitch::Side;
use crate::player::Profile;
use crate::setup::{Inducements, MatchSetup, SetupError, TeamSetup};

/// The prefix a script's quick-start id gives a Blitz Bowl team: `"blitz-bowl/dwarf"`.
pub const SCRIPT_PREFIX: &str = "blitz-bowl/";

/// A player's line on a Blitz Bowl Team Card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlitzProfile {
    /// Block Value: the Block Dice he rolls (002:L550).
    pub block: u8,
    /// Throw Value, "n+" as `Some(n)`; `None` for '-': he never takes possession (002:L327).
    pub throw: Option<u8>,
    /// Armour Value, "n+" as `Some(n)`; `None` for '-': every Armour Check fails (002:L327).
    pub armour: Option<u8>,
    /// A Move of "D6": a D6 for each Run Action gives its squares (002:L489).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub move_d6: bool,
    /// His position may make a Throw Team-mate Action (an Ogre, a Troll, a Treeman: the
    /// data's `throws_team_mates`, 002:L773).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub throw_team_mate: bool,
    /// His ability's id in the data (`"safe-hands"`), if he has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<String>,
}

impl BlitzProfile {
    /// Whether his ability is `ability` (an ability hooks into its step by asking this).
    pub fn has(&self, ability: BlitzAbility) -> bool {
        self.ability.as_deref() == Some(ability.id())
    }
}

fn target(t: Target) -> Option<u8> {
    match t {
        Target::Needs(n) => Some(n),
        Target::Never => None,
    }
}

/// The Team Card `team` (an id or name) of `data` as a team to play.
pub fn blitz_team(data: &BlitzBowl, team: &str) -> Result<TeamSetup, SetupError> {
    let card = data.team(team).map_err(|e| SetupError(e.to_string()))?;
    let mut players = Vec::new();
    for position in &card.positions {
        for _ in 0..position.count {
            let number = u8::try_from(players.len() + 1)
                .map_err(|_| SetupError(format!("team \"{}\" has too many players", card.id)))?;
            let (ma, move_d6) = match position.move_value {
                MoveValue::Squares(n) => (n, false),
                MoveValue::D6 => (0, true),
            };
            let throw = target(position.throw);
            let armour = target(position.armour);
            players.push(Profile {
                number,
                name: position.name.clone(),
                position: position.name.clone(),
                ma,
                st: position.block,
                // agility_target(ag) = 7 - ag: the Agility whose target is the Throw Value.
                ag: throw.map_or(0, |n| 7 - n),
                av: armour.unwrap_or(0),
                skills: Vec::new(),
                team: String::new(),
                blitz: Some(BlitzProfile {
                    block: position.block,
                    throw,
                    armour,
                    move_d6,
                    throw_team_mate: position.throws_team_mates,
                    ability: position.ability.clone(),
                }),
                niggling: 0,
            });
        }
    }
    Ok(TeamSetup {
        name: card.name.clone(),
        roster: format!("{SCRIPT_PREFIX}{}", card.id),
        rerolls: 0,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players,
        emergency_reserves: card.emergency_reserves,
        apothecaries: 0,
        igor: false,
        raise_the_dead: None,
        inducements: Inducements::default(),
        hired_by_both: Vec::new(),
    })
}

/// A Blitz Bowl match of `home` against `away` (Team Card ids or names of `data`); `first`
/// the team that sets up first and plays first (the coin toss's loser, 002:L431, L439), or
/// `None` for a toss before the match. No weather and no FAME: Blitz Bowl has neither.
pub fn blitz_match_setup(
    data: &BlitzBowl,
    home: &str,
    away: &str,
    first: Option<Side>,
) -> Result<MatchSetup, SetupError> {
    Ok(MatchSetup {
        home: blitz_team(data, home)?,
        away: blitz_team(data, away)?,
        kicking: first,
        weather: Some(crate::setup::Weather::Nice),
        fame: Some(crate::setup::Fame { home: 0, away: 0 }),
        league: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data() -> &'static BlitzBowl {
        tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
    }

    /// The Dwarf Runner: Move 6, Block 1, Throw 4+, Armour 3+, Safe Hands (002:L253).
    #[test]
    fn the_dwarf_runner_keeps_his_card_line_002_l253() {
        let team = blitz_team(data(), "dwarf").expect("the Dwarfs are profiled");
        assert_eq!(team.players.len(), 6);
        assert_eq!(team.rerolls, 0);
        let runner = team
            .players
            .iter()
            .find(|p| p.position == "Runner")
            .expect("a Runner");
        assert_eq!(runner.ma, 6);
        assert_eq!(
            runner.blitz,
            Some(BlitzProfile {
                block: 1,
                throw: Some(4),
                armour: Some(3),
                move_d6: false,
                throw_team_mate: false,
                ability: Some("safe-hands".into()),
            })
        );
        assert_eq!(crate::dice::agility_target(runner.ag), 4);
    }

    /// A '-' Throw and Armour and a "D6" Move are kept as such (002:L327, L489).
    #[test]
    fn dashes_and_a_d6_move_are_kept_002_l327_l489() {
        let team = blitz_team(data(), "snotling").expect("the Snotlings are profiled");
        let blitz: Vec<&BlitzProfile> = team
            .players
            .iter()
            .filter_map(|p| p.blitz.as_ref())
            .collect();
        assert!(blitz.iter().any(|b| b.armour.is_none()));
        assert!(blitz.iter().any(|b| b.move_d6 && b.throw.is_none()));
    }

    /// The Emergency Reserves Value is the Team Card's (002:L267, L610): the Dwarfs' 4.
    #[test]
    fn the_emergency_reserves_value_is_the_team_cards_002_l267_l610() {
        let team = blitz_team(data(), "dwarf").expect("the Dwarfs are profiled");
        assert_eq!(team.emergency_reserves, 4);
    }

    #[test]
    fn an_unknown_team_is_refused_with_its_name() {
        let err = blitz_team(data(), "halfling").expect_err("no such card");
        assert!(err.to_string().contains("halfling"), "{err}");
    }
}
