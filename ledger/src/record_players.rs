//! What a recorded league match leaves on each player's record: his match statistics and
//! SPP, the improvements the post-match sequence gave him, and his injuries (a match to miss,
//! a Niggling Injury, a characteristic lost, death). One pass serves the players the match
//! began with and a free rookie who played on in it (Raise the Dead's Zombie, 004:L1100-L1106).

use std::collections::BTreeMap;

use rules::PlayerId;
use rusqlite::{Transaction, params};

use crate::LedgerError;
use crate::post_match::{Improvement, Outcome, PostMatchSetup};

/// The match's outcome, as each player's record takes it.
pub(crate) struct Settle<'a> {
    pub match_id: i64,
    pub setup: &'a PostMatchSetup,
    pub outcome: &'a Outcome,
    pub casualty_table: Option<&'a tables::DiceTable>,
    /// Bugman's League Cup: a Casualty lasts the match only (001:L1108-L1118).
    pub healed: bool,
}

impl Settle<'_> {
    /// The Casualty table's effect of `result`, lower-case ("dead", "miss next game").
    fn effect(&self, result: &str) -> String {
        self.casualty_table
            .and_then(|table| {
                table
                    .rows
                    .iter()
                    .find(|r| r.result.eq_ignore_ascii_case(result))
            })
            .map(|r| r.effect.to_ascii_lowercase())
            .unwrap_or_default()
    }

    fn is_death(&self, result: &str) -> bool {
        death(result, &self.effect(result))
    }

    /// Whether the player who played the match as `shirt` died in it (004:L2527-L2530).
    pub fn dies(&self, shirt: PlayerId) -> bool {
        !self.healed
            && self
                .setup
                .tally
                .injuries
                .iter()
                .any(|(who, result)| *who == shirt && self.is_death(result))
    }

    /// Writes onto each roster player of `ids` (his shirt in the match, his `players` row)
    /// what the match gave him.
    pub fn players(
        &self,
        tx: &Transaction<'_>,
        ids: &BTreeMap<PlayerId, i64>,
    ) -> Result<(), LedgerError> {
        for (shirt, player_id) in ids {
            let pt = self
                .setup
                .tally
                .players
                .get(shirt)
                .copied()
                .unwrap_or_default();
            let mvp = self.outcome.mvps.iter().filter(|m| *m == shirt).count();
            let spp = self.outcome.spp.get(shirt).copied().unwrap_or(0);
            if pt != Default::default() || mvp > 0 || spp > 0 {
                tx.execute(
                    "INSERT INTO player_stats (match_id, player_id, td, cas, cas_suffered, comp,
                                               int, mvp, fouls, spp)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                    params![
                        self.match_id,
                        player_id,
                        pt.td,
                        pt.cas,
                        pt.cas_suffered,
                        pt.comp,
                        pt.int,
                        mvp as i64,
                        pt.fouls,
                        spp
                    ],
                )?;
            }
            if spp > 0 {
                tx.execute(
                    "UPDATE players SET spp = spp + ?1 WHERE id = ?2",
                    params![spp, player_id],
                )?;
            }
        }
        for (shirt, improvement, value) in &self.outcome.improvements {
            let Some(player_id) = ids.get(shirt) else {
                continue;
            };
            let column = match improvement {
                Improvement::Skill(skill) => {
                    tx.execute(
                        "UPDATE players SET skills = json_insert(skills, '$[#]', ?1),
                                            value = value + ?2 WHERE id = ?3",
                        params![skill, value, player_id],
                    )?;
                    continue;
                }
                Improvement::Ma => "ma",
                Improvement::St => "st",
                Improvement::Ag => "ag",
                Improvement::Av => "av",
            };
            tx.execute(
                &format!(
                    "UPDATE players SET {column} = {column} + 1, value = value + ?1 WHERE id = ?2"
                ),
                params![value, player_id],
            )?;
        }
        let tally = &self.setup.tally;
        let (misses_next_game, injuries) = if self.healed {
            (&[][..], &[][..])
        } else {
            (&tally.misses_next_game[..], &tally.injuries[..])
        };
        for shirt in misses_next_game {
            if let Some(player_id) = ids.get(shirt) {
                tx.execute(
                    "UPDATE players SET miss_next = 1 WHERE id = ?1",
                    [player_id],
                )?;
            }
        }
        for (shirt, result) in injuries {
            let Some(player_id) = ids.get(shirt) else {
                continue;
            };
            let effect = self.effect(result);
            if death(result, &effect) {
                tx.execute(
                    "UPDATE players SET status = 'dead' WHERE id = ?1",
                    [player_id],
                )?;
                continue;
            }
            if effect.contains("miss next game") {
                tx.execute(
                    "UPDATE players SET miss_next = 1 WHERE id = ?1",
                    [player_id],
                )?;
            }
            if effect.contains("niggling") {
                tx.execute(
                    "UPDATE players SET niggling = niggling + 1 WHERE id = ?1",
                    [player_id],
                )?;
            }
            // No characteristic falls more than 2 below its starting value nor below 1; an
            // injury that would take it further is ignored (004:L2524-L2527).
            let start = self
                .setup
                .players
                .iter()
                .find(|p| p.id == *shirt)
                .map_or([1; 4], |p| p.start);
            for (stat, start) in ["ma", "st", "ag", "av"].into_iter().zip(start) {
                if effect.contains(&format!("-1 {stat}")) {
                    let floor = start
                        .saturating_sub(rules::characteristic::FALL_MAX)
                        .max(rules::characteristic::LOWEST);
                    tx.execute(
                        &format!(
                            "UPDATE players SET {stat} = {stat} - 1 WHERE id = ?1 AND {stat} > ?2"
                        ),
                        params![player_id, floor],
                    )?;
                }
            }
        }
        Ok(())
    }
}

/// Whether a Casualty table `result`, with its lower-case `effect`, is death
/// (004:L2515, L2527-L2530).
fn death(result: &str, effect: &str) -> bool {
    result.eq_ignore_ascii_case("dead") || effect.starts_with("dead")
}
