//! Time per turn, read from the input log's timestamps (no column of its own): a turn starts
//! with the input after which it began and ends with the input after which it was over; the
//! match is replayed to tell them. The window's League view shows each coach's average
//! (the four-minute turn: 000:L1039-L1041; 001:L102).

use std::collections::BTreeMap;

use rules::{Match, Side};

use crate::{Ledger, LedgerError, effective_inputs, match_book};

/// One finished turn of a match.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TurnTime {
    /// The team whose turn it was.
    pub side: Side,
    /// How long it took, in seconds.
    pub seconds: f64,
}

/// A coach's turns over the league's matches.
#[derive(Debug, Clone, PartialEq)]
pub struct CoachTurnTime {
    /// The coach.
    pub coach: String,
    /// Turns timed.
    pub turns: usize,
    /// Their average, in seconds.
    pub average: f64,
}

/// The turn in progress, told apart from every other.
fn turn_key(m: &Match) -> Option<(u8, Side, u8, bool)> {
    let s = m.state();
    let t = s.turn.as_ref()?;
    Some((s.half, t.side, s.team(t.side).turn, t.bonus))
}

impl Ledger {
    /// The finished turns of a logged match with the time each took, oldest first. A log
    /// that stops replaying gives the turns before the break.
    pub fn turn_times(&self, match_id: i64) -> Result<Vec<TurnTime>, LedgerError> {
        let (setup, house_rules) = self.match_setup(match_id)?;
        let book = match_book(match_id, house_rules.as_deref())?;
        let mut game = Match::new(setup, &book).map_err(|e| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail: e.to_string(),
        })?;
        game.set_worded(false);
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, (julianday(entered_at) - 2440587.5) * 86400.0
             FROM inputs WHERE match_id = ?1",
        )?;
        let at: BTreeMap<i64, f64> = stmt
            .query_map([match_id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut out = Vec::new();
        let mut current: Option<((u8, Side, u8, bool), f64)> = None;
        for (seq, input) in effective_inputs(&self.log(match_id)?) {
            if game.apply(input).is_err() {
                break;
            }
            let Some(&t) = at.get(&seq) else {
                continue;
            };
            let key = turn_key(&game);
            if key != current.map(|(k, _)| k) {
                if let Some(((_, side, _, _), start)) = current {
                    out.push(TurnTime {
                        side,
                        seconds: (t - start).max(0.0),
                    });
                }
                current = key.map(|k| (k, t));
            }
        }
        Ok(out)
    }

    /// Each coach's average time per turn over the logged matches between league teams,
    /// slowest first.
    pub fn coach_turn_times(&self) -> Result<Vec<CoachTurnTime>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT m.id, h.coach, a.coach FROM matches m
             JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
             WHERE m.setup IS NOT NULL ORDER BY m.id",
        )?;
        let matches: Vec<(i64, String, String)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        let mut sums: BTreeMap<String, (usize, f64)> = BTreeMap::new();
        for (id, home, away) in matches {
            for turn in self.turn_times(id)? {
                let coach = if turn.side == Side::Home {
                    &home
                } else {
                    &away
                };
                let entry = sums.entry(coach.clone()).or_default();
                entry.0 += 1;
                entry.1 += turn.seconds;
            }
        }
        let mut out: Vec<CoachTurnTime> = sums
            .into_iter()
            .map(|(coach, (turns, total))| CoachTurnTime {
                coach,
                turns,
                average: total / turns as f64,
            })
            .collect();
        out.sort_by(|a, b| b.average.total_cmp(&a.average));
        Ok(out)
    }
}
