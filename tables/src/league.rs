//! League rules that are numbers rather than rolls: Star Player Points, levels, value
//! increases, winnings, Fan Factor, card draws, Star upkeep and Spiralling Expenses.

use serde::{Deserialize, Serialize};

/// The league rules of one ruleset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct League {
    pub source: String,
    /// League points for a win, a draw and a loss.
    pub win_points: u8,
    pub draw_points: u8,
    pub loss_points: u8,
    pub points_source: String,
    /// A characteristic may rise at most this much above its starting value …
    pub characteristic_rise_max: u8,
    /// … and never above this.
    pub characteristic_max: u8,
    pub characteristic_source: String,
    /// Star Player Points per achievement.
    pub spp: Vec<SppAward>,
    /// Levels by Star Player Points, lowest first.
    #[serde(rename = "level")]
    pub levels: Vec<Level>,
    /// What each kind of improvement adds to a player's value.
    #[serde(rename = "value_increase")]
    pub value_increases: Vec<ValueIncrease>,
    pub winnings: Winnings,
    pub fan_factor: FanFactor,
    pub spiralling_expenses: SpirallingExpenses,
    /// Special Play cards drawn and kept by the higher team value, lowest band first.
    #[serde(rename = "card_draw")]
    pub card_draws: Vec<CardDraw>,
    /// Upkeep of a rostered Star by his cost, lowest band first.
    pub star_upkeep: Vec<StarUpkeep>,
}

/// Star Player Points for one achievement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SppAward {
    pub id: String,
    pub name: String,
    pub spp: u8,
    pub source: String,
}

/// A band of Star Player Points and the improvements reached by it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub from: u16,
    /// Highest SPP of the band; `None` for the last, open band.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<u16>,
    pub title: String,
    /// Improvement rolls made in all on reaching this band.
    pub improvements: u8,
    pub source: String,
}

/// What an improvement adds to a player's value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueIncrease {
    pub id: String,
    pub name: String,
    pub value: u32,
    pub source: String,
}

/// How winnings are worked out after a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Winnings {
    /// The die rolled for a Competition Match, and for a Friendly.
    pub die: String,
    pub friendly_die: String,
    /// Gold per pip of that die.
    pub unit: u32,
    /// Gold per point of FAME.
    pub per_fame: u32,
    pub win_bonus: u32,
    pub tie_bonus: u32,
    pub source: String,
}

/// Buying Fan Factor and rolling to change it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FanFactor {
    pub cost: u32,
    pub max_at_creation: u8,
    /// D6 rolled after a win, a draw and a loss.
    pub win_dice: u8,
    pub draw_dice: u8,
    pub loss_dice: u8,
    pub source: String,
}

/// Spiralling Expenses: winnings lost by a team whose value is high.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpirallingExpenses {
    pub option: String,
    pub threshold: u32,
    pub step: u32,
    pub per_step: u32,
    pub source: String,
}

/// Cards drawn and kept up to a team value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDraw {
    /// Highest team value of the band; `None` for the last, open band.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_to_tv: Option<u32>,
    pub draw: u8,
    pub keep: u8,
    pub source: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Upkeep of a rostered Star up to a cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarUpkeep {
    /// Highest Star cost of the band; `None` for the last, open band.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_to_cost: Option<u32>,
    pub upkeep: u32,
    pub source: String,
}

impl League {
    /// The level a player with `spp` Star Player Points has reached.
    pub fn level(&self, spp: u16) -> Option<&Level> {
        self.levels
            .iter()
            .find(|l| spp >= l.from && l.to.is_none_or(|to| spp <= to))
    }

    /// Star Player Points for an achievement by id (`"touchdown"`).
    pub fn spp(&self, id: &str) -> Option<u8> {
        self.spp.iter().find(|a| a.id == id).map(|a| a.spp)
    }

    /// Value added by an improvement by id (`"normal-skill"`, `"st"`).
    pub fn value_increase(&self, id: &str) -> Option<u32> {
        self.value_increases
            .iter()
            .find(|v| v.id == id)
            .map(|v| v.value)
    }

    /// Gold taken from winnings for a team value under Spiralling Expenses (004:L3357-L3370).
    pub fn spiralling_expenses(&self, team_value: u32) -> u32 {
        let s = &self.spiralling_expenses;
        if team_value < s.threshold || s.step == 0 {
            return 0;
        }
        let steps = (team_value - s.threshold) / s.step + 1;
        steps.saturating_mul(s.per_step)
    }

    /// Special Play cards drawn and kept when the higher team value is `team_value`.
    pub fn card_draw(&self, team_value: u32) -> Option<&CardDraw> {
        self.card_draws
            .iter()
            .find(|c| c.up_to_tv.is_none_or(|top| team_value <= top))
    }

    /// Upkeep per match of a rostered Star costing `cost`.
    pub fn star_upkeep(&self, cost: u32) -> Option<u32> {
        self.star_upkeep
            .iter()
            .find(|u| u.up_to_cost.is_none_or(|top| cost <= top))
            .map(|u| u.upkeep)
    }

    /// A problem with the bands, if any: levels must start at 0 and follow on without gap or
    /// overlap, and only the last band of each kind may be open.
    pub(crate) fn check(&self) -> Result<(), String> {
        let mut next = 0u16;
        for (i, level) in self.levels.iter().enumerate() {
            if level.from != next {
                return Err(format!(
                    "league level \"{}\" starts at {} SPP, expected {next}",
                    level.title, level.from
                ));
            }
            match level.to {
                Some(to) if to >= level.from => next = to.saturating_add(1),
                None if i + 1 == self.levels.len() => {}
                _ => {
                    return Err(format!("league level \"{}\" has a bad end", level.title));
                }
            }
        }
        let draw_tops: Vec<Option<u32>> = self.card_draws.iter().map(|c| c.up_to_tv).collect();
        let upkeep_tops: Vec<Option<u32>> = self.star_upkeep.iter().map(|u| u.up_to_cost).collect();
        for (name, tops) in [("card_draw", draw_tops), ("star_upkeep", upkeep_tops)] {
            if !one_open_band_last(&tops) {
                return Err(format!("league {name} needs exactly one open band, last"));
            }
        }
        Ok(())
    }
}

/// Whether only the last of `tops` (band upper bounds, lowest first) is open.
fn one_open_band_last(tops: &[Option<u32>]) -> bool {
    matches!(tops.split_last(), Some((None, rest)) if rest.iter().all(Option::is_some))
}

#[cfg(test)]
mod tests {
    use super::one_open_band_last;

    #[test]
    fn only_the_last_band_may_be_open() {
        assert!(one_open_band_last(&[Some(1), Some(2), None]));
        assert!(!one_open_band_last(&[Some(1), Some(2)]));
        assert!(!one_open_band_last(&[None, Some(2), None]));
        assert!(!one_open_band_last(&[]));
    }
}
