//! What a match's rulings add up to for the league: touchdowns, casualties (and who earned
//! Star Player Points for them), completions, interceptions, fouls and lasting injuries.
//! Pure: it reads events, nothing else.
//!
//! Blackmail's player (004:L5138-L5161) plays one turn for the card's team under a shirt of
//! it (`EventKind::Blackmailed` names both): what the rulings of that turn say of that shirt is
//! his, counted on his own id, so his own team's roster keeps it (004:L2472-L2477). Whether a
//! casualty earns SPP is judged as the turn was played: that turn he is the card's team's
//! player in everything but the two things the card names (no touchdown for it, no
//! sending-off for fouling his own team, 004:L5154-L5161), so a team-mate he knocks out is an
//! opponent he blocked and earns him the Casualty's 2 SPP, and a team-mate who knocks him out
//! earns them too (004:L2548-L2551). The casualties each team inflicted are counted the same
//! way.

use std::collections::{BTreeMap, BTreeSet};

use rules::{Event, EventKind, InjuryResult, PlayerId, Side};
use serde::Serialize;

/// One player's counts in one match.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct PlayerTally {
    /// Touchdowns scored (not those awarded when a team cannot field players).
    pub td: u16,
    /// Casualties caused by blocking or being blocked: the ones that earn SPP (004:L2548-L2554).
    pub cas: u16,
    /// Times he was removed as a Casualty, however it happened.
    pub cas_suffered: u16,
    /// Completions (004:L2536-L2540).
    pub comp: u16,
    /// Interceptions (004:L2544-L2546).
    pub int: u16,
    /// Fouls made.
    pub fouls: u16,
}

/// A free rookie the match brought, who joins his team's roster after it if it has room
/// (Nurgle's Rot, 004:L10402-L10412; Raise the Dead, 004:L1102-L1106).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rookie {
    /// His team.
    pub side: Side,
    /// The roster position he joins as.
    pub position: String,
    /// The shirt he played the rest of the match in (Raise the Dead's Zombie): what he did
    /// and suffered in it is his, on the roster too (004:L1100-L1101, L2917).
    pub played_as: Option<PlayerId>,
}

/// A match's counts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct MatchTally {
    /// Per player, for those with anything to count.
    pub players: BTreeMap<PlayerId, PlayerTally>,
    /// Lasting injuries: the Casualty table result of each casualty rolled in league play.
    pub injuries: Vec<(PlayerId, String)>,
    /// Players who miss the next match for a reason outside the Casualty table (Weeping
    /// Dagger, 004:L10751-L10759).
    pub misses_next_game: Vec<PlayerId>,
    /// Free rookies who may join a roster after the match (Nurgle's Rot, Raise the Dead).
    pub rookies: Vec<Rookie>,
    /// Who conceded, if anyone did.
    pub conceded: Option<Side>,
    /// The concession came at a set-up, before a kick-off (the engine allows it only to a
    /// team that cannot put 3 players on the line of scrimmage, so it could field 2 or
    /// fewer): no penalty beyond the loss (004:L2995-L2996).
    pub conceded_at_setup: bool,
    /// Bonus MVP awards the match gave, on top of the coaches' (Star Ascendant,
    /// 004:L5890-L5908).
    pub bonus_mvps: Vec<PlayerId>,
    /// The teams, home then away, that played Promo Tour: an extra D3 on their winnings roll
    /// (004:L6028-L6046).
    pub promo_tour: [bool; 2],
    /// Casualties each team inflicted, home then away: opponents removed as Casualties,
    /// however, each counted for the other side of the team he played for when hurt.
    pub inflicted: [u16; 2],
}

impl MatchTally {
    /// Casualties the team on `side` inflicted: opponents removed as Casualties, however.
    pub fn casualties_inflicted(&self, side: Side) -> u16 {
        self.inflicted[side.index()]
    }

    /// The team that conceded and pays for it: its MVP and winnings go to the winner, it loses
    /// 1 Fan Factor without a roll (004:L2996-L3000). `None` when nobody conceded, or when a
    /// team conceded at a set-up with 2 or fewer players to field (004:L2995-L2996).
    pub fn penalised(&self) -> Option<Side> {
        self.conceded.filter(|_| !self.conceded_at_setup)
    }
}

/// Reads a match's rulings, oldest first.
pub fn tally(events: &[Event]) -> MatchTally {
    let mut out = MatchTally::default();
    // The block being resolved: (attacker, defender).
    let mut block: Option<(PlayerId, PlayerId)> = None;
    // Who knocked each player down in the current block (the one who earns the CAS).
    let mut downed_by: BTreeMap<PlayerId, PlayerId> = BTreeMap::new();
    // Players in the Dead & Injured box now (a failed Regeneration says so again).
    let mut in_casualty_box: BTreeSet<PlayerId> = BTreeSet::new();
    // Where each player's lasting injuries of his current stay in that box start in
    // `out.injuries`: healed (Regeneration, an Apothecary), they do not last.
    let mut injuries_from: BTreeMap<PlayerId, usize> = BTreeMap::new();
    // Blackmail's shirts: the one each played under, to his own (004:L5151-L5154).
    let mut own: BTreeMap<PlayerId, PlayerId> = BTreeMap::new();
    // Between the end of a drive (or the start) and the next kick-off: the teams set up.
    let mut setting_up = true;
    for event in events {
        let me = |id: &PlayerId| own.get(id).copied().unwrap_or(*id);
        match &event.kind {
            EventKind::Blackmailed { player, playing_as } => {
                own.insert(*playing_as, *player);
            }
            EventKind::BlockDice {
                attacker, defender, ..
            } => {
                block = Some((*attacker, *defender));
                downed_by.clear();
            }
            EventKind::KnockedDown { player, .. } => {
                if let Some((attacker, defender)) = block {
                    if *player == defender {
                        downed_by.insert(*player, attacker);
                    } else if *player == attacker {
                        downed_by.insert(*player, defender);
                    }
                }
            }
            // Pushed into the crowd: the crowd's injury earns nobody anything.
            EventKind::Pushed {
                player, to: None, ..
            } => {
                downed_by.remove(player);
            }
            // Moves inside a block do not end it: a player it knocked down sliding on Ice or
            // flown by a geyser before his rolls, a shadower following the blocker
            // (004:L2548-L2551 still give the CAS to whoever knocked him down). The blocker
            // moving on in his Blitz does.
            EventKind::Moved { player, .. }
                if downed_by.contains_key(player)
                    || block.is_some_and(|(attacker, _)| attacker != *player) => {}
            // The blocker's own Go For It, Dodge or Leap after his block (the Go For It of a
            // Frenzy's second block, a Blitz moving on): that block is over, and a fall now
            // is no one's CAS (004:L2548-L2554).
            EventKind::Roll {
                roll,
                player: Some(player),
                ..
            } if block.is_some_and(|(attacker, _)| attacker == *player)
                && matches!(roll.as_ref(), "Go For It" | "Dodge" | "Leap") =>
            {
                block = None;
                downed_by.clear();
            }
            // Not a turnover: the attacker knocked down is one, said before his armour and
            // injury rolls, and the defender still earns the CAS (004:L2550).
            EventKind::ActionDeclared { .. }
            | EventKind::ActionEnded { .. }
            | EventKind::TurnEnded { .. }
            | EventKind::Moved { .. }
            | EventKind::Thrown { .. }
            | EventKind::HandedOff { .. }
            | EventKind::DriveEnded => {
                block = None;
                downed_by.clear();
                if matches!(event.kind, EventKind::DriveEnded) {
                    setting_up = true;
                }
            }
            EventKind::Fouled { player, .. } => {
                block = None;
                downed_by.clear();
                out.players.entry(me(player)).or_default().fouls += 1;
            }
            EventKind::Touchdown { player } => out.players.entry(me(player)).or_default().td += 1,
            EventKind::Completion { thrower, .. } => {
                out.players.entry(me(thrower)).or_default().comp += 1;
            }
            EventKind::Intercepted { player } => {
                out.players.entry(me(player)).or_default().int += 1;
            }
            EventKind::Injured { player, result } => {
                // Opponents as the turn was played: the shirts the rulings name.
                let played_for = player.side;
                let by = downed_by.remove(player).filter(|by| by.side != played_for);
                let (player, by) = (me(player), by.map(|by| me(&by)));
                let hurt = matches!(result, InjuryResult::BadlyHurt | InjuryResult::Casualty);
                if hurt && in_casualty_box.insert(player) {
                    injuries_from.insert(player, out.injuries.len());
                    out.players.entry(player).or_default().cas_suffered += 1;
                    out.inflicted[played_for.opponent().index()] += 1;
                    if let Some(by) = by {
                        out.players.entry(by).or_default().cas += 1;
                    }
                }
            }
            EventKind::Recovered { player } => {
                let player = me(player);
                in_casualty_box.remove(&player);
                if let Some(from) = injuries_from.remove(&player) {
                    let mut k = 0;
                    out.injuries.retain(|(who, _)| {
                        k += 1;
                        k <= from || *who != player
                    });
                }
            }
            EventKind::Casualty { player, result } => {
                out.injuries.push((me(player), result.clone()));
            }
            EventKind::CasualtyReplaced { player, from, to } => {
                let player = me(player);
                if let Some(kept) = out
                    .injuries
                    .iter_mut()
                    .rev()
                    .find(|(who, result)| *who == player && result == from)
                {
                    kept.1 = to.clone();
                }
            }
            EventKind::MissesNextGame { player } => out.misses_next_game.push(me(player)),
            EventKind::NewRookie {
                side,
                position,
                played_as,
            } => out.rookies.push(Rookie {
                side: *side,
                position: position.clone(),
                played_as: played_as.map(|p| me(&p)),
            }),
            EventKind::Conceded { side } => {
                out.conceded = Some(*side);
                out.conceded_at_setup = setting_up;
            }
            EventKind::KickOff { .. } => setting_up = false,
            EventKind::HalfEnded { .. } => setting_up = true,
            EventKind::BonusMvp { player } => out.bonus_mvps.push(me(player)),
            EventKind::CardPlayed {
                side,
                card: rules::special_play::Card::PromoTour,
            } => out.promo_tour[side.index()] = true,
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{BlockFace, Square};

    fn ev(kind: EventKind) -> Event {
        Event::new(kind, "")
    }

    fn sq(x: i32, y: i32) -> Square {
        Square::new(x, y).unwrap_or_else(|| panic!("square {x},{y}"))
    }

    const A: PlayerId = PlayerId {
        side: Side::Home,
        number: 4,
    };
    const D: PlayerId = PlayerId {
        side: Side::Away,
        number: 9,
    };

    fn block() -> Vec<Event> {
        vec![
            ev(EventKind::ActionDeclared {
                player: A,
                action: rules::ActionKind::Block,
            }),
            ev(EventKind::BlockDice {
                attacker: A,
                defender: D,
                dice: 1,
                chooser: Side::Home,
            }),
            ev(EventKind::BlockResult {
                face: BlockFace::BothDown,
            }),
        ]
    }

    #[test]
    fn a_blocker_earns_the_cas_of_the_player_he_knocks_down_004_l2548() {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: D,
            square: sq(10, 7),
        }));
        events.push(ev(EventKind::Injured {
            player: D,
            result: InjuryResult::Casualty,
        }));
        let t = tally(&events);
        assert_eq!(t.players[&A].cas, 1);
        assert_eq!(t.players[&D].cas_suffered, 1);
        assert_eq!(t.casualties_inflicted(Side::Home), 1);
    }

    /// Moves the engine says between the block and the Injury roll, in its order: the
    /// knocked-down defender sliding on Ice before his Armour roll (004:L3619), and a shadower
    /// following the blocker's follow-up before the block's knock-downs (004:L10548). The CAS
    /// is still the blocker's (004:L2548-L2551).
    #[test]
    fn a_slide_or_a_shadower_between_block_and_injury_keeps_the_cas_004_l2548() {
        let shadower = PlayerId {
            side: Side::Away,
            number: 3,
        };
        let slide = ev(EventKind::Moved {
            player: D,
            from: sq(10, 7),
            to: sq(11, 7),
        });
        let shadow = ev(EventKind::Moved {
            player: shadower,
            from: sq(8, 7),
            to: sq(9, 7),
        });
        for (before, after) in [(None, Some(slide)), (Some(shadow), None)] {
            let mut events = block();
            events.extend(before);
            events.push(ev(EventKind::KnockedDown {
                player: D,
                square: sq(10, 7),
            }));
            events.extend(after);
            events.push(ev(EventKind::Injured {
                player: D,
                result: InjuryResult::Casualty,
            }));
            let t = tally(&events);
            assert_eq!(t.players.get(&A).map_or(0, |p| p.cas), 1);
        }
    }

    /// The blocker moving on in his Blitz ends the block: an Injury roll said after it is no
    /// longer the block's.
    #[test]
    fn the_blocker_moving_on_ends_the_block() {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: D,
            square: sq(10, 7),
        }));
        events.push(ev(EventKind::Moved {
            player: A,
            from: sq(9, 7),
            to: sq(9, 8),
        }));
        events.push(ev(EventKind::Injured {
            player: D,
            result: InjuryResult::Casualty,
        }));
        let t = tally(&events);
        assert_eq!(t.players.get(&A).map_or(0, |p| p.cas), 0);
    }

    #[test]
    fn the_blocked_player_earns_the_cas_when_the_attacker_goes_down_004_l2550() {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: A,
            square: sq(9, 7),
        }));
        events.push(ev(EventKind::Injured {
            player: A,
            result: InjuryResult::BadlyHurt,
        }));
        let t = tally(&events);
        assert_eq!(t.players[&D].cas, 1);
        assert_eq!(t.players.get(&A).map_or(0, |p| p.cas), 0);
    }

    /// The attacker knocked down is a turnover, said before his armour and injury rolls: the
    /// defender still earns his CAS (004:L2550).
    #[test]
    fn the_blocked_player_earns_the_cas_after_the_turnover_004_l2550() {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: A,
            square: sq(9, 7),
        }));
        events.push(ev(EventKind::Turnover { side: Side::Home }));
        events.push(ev(EventKind::Injured {
            player: A,
            result: InjuryResult::Casualty,
        }));
        let t = tally(&events);
        assert_eq!(t.players[&D].cas, 1);
    }

    #[test]
    fn a_crowd_or_foul_casualty_earns_no_spp_004_l2552() {
        let mut events = block();
        events.push(ev(EventKind::Pushed {
            player: D,
            from: sq(1, 7),
            to: None,
        }));
        events.push(ev(EventKind::Injured {
            player: D,
            result: InjuryResult::Casualty,
        }));
        events.push(ev(EventKind::Fouled {
            player: A,
            target: PlayerId::new(Side::Away, 3),
        }));
        events.push(ev(EventKind::Injured {
            player: PlayerId::new(Side::Away, 3),
            result: InjuryResult::Casualty,
        }));
        let t = tally(&events);
        assert_eq!(t.players[&A].cas, 0);
        assert_eq!(t.players[&A].fouls, 1);
        assert_eq!(t.casualties_inflicted(Side::Home), 2);
    }

    #[test]
    fn a_failed_regeneration_is_not_a_second_casualty() {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: D,
            square: sq(10, 7),
        }));
        for _ in 0..2 {
            events.push(ev(EventKind::Injured {
                player: D,
                result: InjuryResult::Casualty,
            }));
        }
        let t = tally(&events);
        assert_eq!((t.players[&A].cas, t.players[&D].cas_suffered), (1, 1));
    }

    fn casualty_of_d(result: &str) -> Vec<Event> {
        let mut events = block();
        events.push(ev(EventKind::KnockedDown {
            player: D,
            square: sq(10, 7),
        }));
        events.push(ev(EventKind::Injured {
            player: D,
            result: InjuryResult::Casualty,
        }));
        events.push(ev(EventKind::Casualty {
            player: D,
            result: result.to_string(),
        }));
        events
    }

    /// Regeneration's 4+ heals the injury: he goes to Reserves, and the Casualty table's result
    /// does not last (004:L10491-L10502); the blocker keeps his CAS.
    #[test]
    fn a_regenerated_casualty_leaves_no_lasting_injury_004_l10491() {
        let mut events = casualty_of_d("Smashed Knee");
        events.push(ev(EventKind::Recovered { player: D }));
        let t = tally(&events);
        assert!(t.injuries.is_empty(), "{:?}", t.injuries);
        assert_eq!(t.players[&A].cas, 1);
    }

    /// The Apothecary's second Casualty roll, kept by the coach, is the one that lasts
    /// (004:L1121-L1124).
    #[test]
    fn the_kept_second_casualty_result_is_the_lasting_one_004_l1121() {
        let mut events = casualty_of_d("DEAD");
        events.push(ev(EventKind::ApothecaryUsed { player: D }));
        events.push(ev(EventKind::CasualtyReplaced {
            player: D,
            from: "DEAD".into(),
            to: "Smashed Knee".into(),
        }));
        let t = tally(&events);
        assert_eq!(t.injuries, vec![(D, "Smashed Knee".to_string())]);
    }

    /// Weeping Dagger's 4+ makes the victim miss the next game (004:L10755-L10756).
    #[test]
    fn weeping_dagger_misses_next_game_is_tallied_004_l10755() {
        let mut events = casualty_of_d("Badly Hurt");
        events.push(ev(EventKind::MissesNextGame { player: D }));
        let t = tally(&events);
        assert_eq!(t.misses_next_game, vec![D]);
    }

    const HIM: PlayerId = PlayerId {
        side: Side::Away,
        number: 1,
    };
    /// The shirt he plays under for home this turn.
    const AS: PlayerId = PlayerId {
        side: Side::Home,
        number: 13,
    };
    const MATE: PlayerId = PlayerId {
        side: Side::Away,
        number: 3,
    };

    /// Blackmail's player as home #13 blocks his team-mate away #3 with `face` and `down`
    /// is injured to the Dead & Injured box with `result` on the Casualty table.
    fn blackmail_block(down: PlayerId, result: &str) -> Vec<Event> {
        vec![
            ev(EventKind::Blackmailed {
                player: HIM,
                playing_as: AS,
            }),
            ev(EventKind::BlockDice {
                attacker: AS,
                defender: MATE,
                dice: 2,
                chooser: Side::Away,
            }),
            ev(EventKind::KnockedDown {
                player: down,
                square: sq(12, 7),
            }),
            ev(EventKind::Injured {
                player: down,
                result: InjuryResult::Casualty,
            }),
            ev(EventKind::Casualty {
                player: down,
                result: result.to_string(),
            }),
        ]
    }

    /// What he does under home #13 is away #1's: the Casualty he causes his team-mate, whom
    /// he blocked as an opponent that turn, earns him the CAS (004:L5151-L5154, L2548-L2551),
    /// and home inflicted it; no line for home #13.
    #[test]
    fn blackmail_his_cas_is_on_his_own_id_004_l5151_l2548() {
        let t = tally(&blackmail_block(MATE, "Badly Hurt"));
        assert_eq!(t.players[&HIM].cas, 1);
        assert_eq!(t.players[&MATE].cas_suffered, 1);
        assert!(!t.players.contains_key(&AS), "{:?}", t.players);
        assert_eq!(t.inflicted, [1, 0]);
    }

    /// Knocked down and hurt under home #13, the lasting injury and the casualty suffered are
    /// away #1's; away #3, the opponent he blocked, earns the CAS (004:L2550); away inflicted
    /// it.
    #[test]
    fn blackmail_his_injury_is_on_his_own_id_004_l5151_l2479() {
        let t = tally(&blackmail_block(AS, "Smashed Knee"));
        assert_eq!(t.injuries, vec![(HIM, "Smashed Knee".to_string())]);
        assert_eq!(t.players[&HIM].cas_suffered, 1);
        assert_eq!(t.players[&MATE].cas, 1);
        assert!(!t.players.contains_key(&AS), "{:?}", t.players);
        assert_eq!(t.inflicted, [0, 1]);
    }
}
