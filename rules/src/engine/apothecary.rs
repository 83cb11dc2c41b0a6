//! The medical staff during a match: the Apothecary and Wandering Apothecaries
//! (004:L1108-L1129, L3010-L3019; 001:L519-L527), Regeneration's Igor (004:L3086-L3092) and the
//! Necromancer's Raise the Dead (004:L1095-L1106).
//!
//! Which Apothecary rule applies follows the injuries in play. In league play (the Casualty
//! table, 004) an Apothecary helps a KO'd player (back on his square Stunned, or to Reserves)
//! or, after a Casualty roll, has the opponent roll again and his coach keep either result; a
//! player left only Badly Hurt goes to Reserves. Without the Casualty table (the box game and
//! Bugman's, 001:L523) he helps only a Casualty: a D6, 3+ to Reserves. Regeneration comes after
//! the Apothecary (001:L927; 004:L10491-L10502), the Igor after a failed Regeneration, and Raise
//! the Dead after all of them. No purchased or induced Apothecary or Igor treats a Star Player
//! (004:L3116-L3119).

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, InjuryResult};
use crate::pitch::Square;
use crate::player::{Place, Player, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;

/// What an Apothecary would treat.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Treat {
    /// A KO'd player (league play, 004:L1118-L1121); `square`: where he fell, if on the pitch.
    KnockedOut { square: Option<Square> },
    /// A Casualty, or a Stunty's Badly Hurt, with no Casualty table: a D6, 3+ to Reserves
    /// (001:L523).
    Casualty { result: InjuryResult },
    /// A Stunty's Badly Hurt in league play: only Badly Hurt, so to Reserves (004:L1124-L1129).
    BadlyHurt,
    /// A result of the Casualty table (004:L1121-L1129).
    CasualtyTable(CasualtyCase),
}

/// A player's Casualty as the Casualty table settles it, roll by roll.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct CasualtyCase {
    pub player: PlayerId,
    /// This roll's result.
    pub result: String,
    /// Results that stand from earlier rolls (Decay's first, 004:L10088-L10094).
    pub earlier: Vec<String>,
    /// Decay's second roll is still to come.
    pub decay: bool,
    /// An Apothecary has treated him.
    pub patched: bool,
}

impl CasualtyCase {
    fn standing(&self) -> impl Iterator<Item = &String> {
        self.earlier.iter().chain(std::iter::once(&self.result))
    }
}

/// Whether a Casualty table result is Badly Hurt (11-38, 004:L2479-L2515).
fn badly_hurt(result: &str) -> bool {
    result.eq_ignore_ascii_case("badly hurt")
}

/// Whether a Casualty table result is Dead (61-68, 004:L2515).
fn dead(result: &str) -> bool {
    result.eq_ignore_ascii_case("dead")
}

impl Engine<'_> {
    /// Whether `id`'s team has an Apothecary left that may treat him.
    fn apothecary_for(&self, id: PlayerId) -> bool {
        self.s.team(id.side).apothecaries > 0
            && self.s.player(id).is_some_and(|p| !self.hired_star(p))
    }

    /// A Star Player hired for the match, whom no team's Apothecary or Igor treats; at the
    /// Bugman's League Cup a Star is a roster player like any other (001:L467).
    fn hired_star(&self, p: &Player) -> bool {
        self.s.is_star_player(p) && !self.book.is_on(super::turn_clock::BUGMANS)
    }

    /// The name of the staff member who re-rolls a failed Regeneration roll: the Igor
    /// (004:L3086-L3092), or at the Bugman's League Cup the Hunchbacked Henchman (001:L501).
    pub(crate) fn regeneration_helper(&self) -> (&'static str, &'static str) {
        if self.book.is_on(super::turn_clock::BUGMANS) {
            ("Hunchbacked Henchman", "001:L501")
        } else {
            ("Igor", "004:L3090-L3092")
        }
    }

    /// An Injury roll has just put `id` out (`result`): offers the Apothecary where one may
    /// help, and otherwise goes on as the result says (Casualty roll, Regeneration). Returns
    /// false when nothing follows.
    pub(crate) fn after_injury(
        &mut self,
        id: PlayerId,
        result: InjuryResult,
        square: Option<Square>,
    ) {
        // The Bugman's rules have no Casualty table even in a league (001:L527, L1108-L1118).
        let league = self.book.is_on("league") && !self.book.is_on(super::turn_clock::BUGMANS);
        if result != InjuryResult::Stunned
            && let Some(turn) = self.s.turn.as_mut()
        {
            turn.injured[id.side.index()] = true;
        }
        match result {
            InjuryResult::Stunned => {}
            InjuryResult::KnockedOut => {
                if league && self.apothecary_for(id) {
                    self.push(Step::Apothecary {
                        player: id,
                        treat: Treat::KnockedOut { square },
                    });
                }
            }
            InjuryResult::Casualty if league => {
                let decay = self.s.player(id).is_some_and(|p| p.has(Skill::Decay));
                self.push(self.casualty_roll(id, decay, Vec::new(), false));
            }
            InjuryResult::BadlyHurt if league => {
                if self.apothecary_for(id) {
                    self.push(Step::Apothecary {
                        player: id,
                        treat: Treat::BadlyHurt,
                    });
                } else {
                    self.regeneration(id);
                }
            }
            // A Stunty's Badly Hurt is a Casualty too (the Dead & Injured box), so Regeneration
            // heals it as it heals any (000:L1265).
            InjuryResult::Casualty | InjuryResult::BadlyHurt => {
                if self.apothecary_for(id) {
                    self.push(Step::Apothecary {
                        player: id,
                        treat: Treat::Casualty { result },
                    });
                } else {
                    self.regeneration(id);
                }
            }
        }
    }

    /// A Casualty roll's result: the Apothecary may have it rolled again first.
    pub(crate) fn casualty_result(&mut self, case: CasualtyCase) {
        if self.apothecary_for(case.player) {
            self.push(Step::Apothecary {
                player: case.player,
                treat: Treat::CasualtyTable(case),
            });
        } else {
            self.casualty_stands(case);
        }
    }

    /// The result of a Casualty roll stands: Decay's second roll, or the end of the case:
    /// Reserves for a patched-up player only Badly Hurt, else Regeneration, else Raise the Dead.
    fn casualty_stands(&mut self, mut case: CasualtyCase) {
        let id = case.player;
        if case.decay {
            case.earlier.push(case.result);
            self.push(self.casualty_roll(id, false, case.earlier, case.patched));
            return;
        }
        // Whether he is dead, as the case settles it (004:L2515): Krot never picks the dead.
        let is_dead = case.standing().any(|r| dead(r));
        if let Some(p) = self.s.player_mut(id) {
            p.dead = is_dead;
        }
        if case.patched && case.standing().all(|r| badly_hurt(r)) {
            let label = self.ruling_label(id);
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "The Apothecary patches {label} up: only Badly Hurt, so to Reserves \
                     (004:L1124-L1129)"
                ),
            );
            return;
        }
        if self
            .s
            .player(id)
            .is_some_and(|p| p.has(Skill::Regeneration))
        {
            self.regeneration(id);
            return;
        }
        if case.standing().any(|r| dead(r)) {
            self.raise_the_dead(id);
        }
    }

    /// The coach of the player hurt uses an Apothecary, or not.
    pub(crate) fn apothecary(
        &mut self,
        id: PlayerId,
        treat: Treat,
        use_it: bool,
    ) -> Result<(), Rejection> {
        self.s.stack.pop();
        let label = self.ruling_label(id);
        if !use_it {
            self.say(EventKind::Note, format_args!("No Apothecary for {label}"));
            match treat {
                Treat::KnockedOut { .. } => {}
                Treat::BadlyHurt | Treat::Casualty { .. } => self.regeneration(id),
                Treat::CasualtyTable(case) => self.casualty_stands(case),
            }
            return Ok(());
        }
        let team = self.s.team_mut(id.side);
        team.apothecaries = team.apothecaries.saturating_sub(1);
        let left = team.apothecaries;
        self.say(
            EventKind::ApothecaryUsed { player: id },
            format_args!("An Apothecary treats {label} ({left} left this match)"),
        );
        match treat {
            Treat::KnockedOut { square } => {
                let free = square.filter(|sq| self.s.player_at(*sq).is_none());
                match free {
                    Some(square) => {
                        self.s.set_place(
                            id,
                            Place::Pitch {
                                square,
                                stance: Stance::Stunned,
                            },
                        );
                        let in_a_turn = self.s.turn.is_some();
                        if let Some(p) = self.s.player_mut(id) {
                            p.stunned_this_turn = in_a_turn;
                        }
                        self.say(
                            EventKind::Recovered { player: id },
                            format_args!(
                                "The Apothecary brings {label} round: he stays on the pitch \
                                 Stunned (004:L1118-L1121)"
                            ),
                        );
                    }
                    None => {
                        self.s.set_place(id, Place::Reserves);
                        self.say(
                            EventKind::Recovered { player: id },
                            format_args!(
                                "The Apothecary brings {label} round: off the pitch, so to \
                                 Reserves (004:L1118-L1121)"
                            ),
                        );
                    }
                }
            }
            Treat::BadlyHurt => {
                self.s.set_place(id, Place::Reserves);
                self.say(
                    EventKind::Recovered { player: id },
                    format_args!(
                        "The Apothecary patches {label} up: only Badly Hurt, so to Reserves \
                         (004:L1124-L1129)"
                    ),
                );
            }
            Treat::Casualty { .. } => {
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::Apothecary { player: id },
                    side: id.side,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: Some(3),
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Apothecary for {label}: 3-6 he goes to Reserves, 1-2 he stays a \
                         Casualty (001:L523)"
                    )),
                }));
            }
            Treat::CasualtyTable(case) => {
                let first = case.result.clone();
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::CasualtyAgain(Box::new(case)),
                    side: id.side.opponent(),
                    dice: Cow::Borrowed(&[DieKind::D6, DieKind::D8]),
                    target: None,
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Apothecary: the Casualty roll again for {label} (D6 tens, D8 units); \
                         his coach then keeps {first} or the new result (004:L1121-L1124)"
                    )),
                }));
            }
        }
        Ok(())
    }

    /// Bugman's Apothecary's D6 (001:L523); Regeneration follows a failure (001:L927).
    pub(crate) fn apothecary_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "Apothecary ({shown}): {label} is revived and goes to Reserves (001:L523)"
                ),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Apothecary ({shown}): {label} stays in the Dead & Injured box (001:L523)"
                ),
            );
            self.regeneration(id);
        }
    }

    /// The Apothecary's second Casualty roll: the same result stands; another is the coach's
    /// to choose.
    pub(crate) fn casualty_again_rolled(&mut self, mut case: CasualtyCase, dice: &[Die]) {
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        let label = self.ruling_label(case.player);
        case.patched = true;
        let second = match self.book.table("casualty").and_then(|t| t.lookup(&values)) {
            Ok(row) => row.result.clone(),
            Err(e) => {
                self.say(
                    EventKind::Note,
                    format_args!("Apothecary's Casualty roll for {label}: {e}; the first stands"),
                );
                self.casualty_stands(case);
                return;
            }
        };
        let shown: String = values.iter().map(u8::to_string).collect();
        if second == case.result {
            self.say(
                EventKind::Note,
                format_args!(
                    "Apothecary's Casualty roll for {label}: {shown}: {second} again, so it stands \
                     (004:L1121-L1124)"
                ),
            );
            self.casualty_stands(case);
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Apothecary's Casualty roll for {label}: {shown}: {second}; his coach keeps \
                     {} or {second} (004:L1121-L1124)",
                    case.result
                ),
            );
            self.push(Step::KeepCasualty {
                case: Box::new(case),
                second,
            });
        }
    }

    /// The coach keeps one of the two Casualty results.
    pub(crate) fn keep_casualty(
        &mut self,
        mut case: CasualtyCase,
        second: String,
        keep_second: bool,
    ) -> Result<(), Rejection> {
        self.s.stack.pop();
        let label = self.ruling_label(case.player);
        if keep_second {
            self.say(
                EventKind::CasualtyReplaced {
                    player: case.player,
                    from: case.result.clone(),
                    to: second.clone(),
                },
                format_args!("{label}'s coach keeps {second} instead of {}", case.result),
            );
            self.casualty_result_stands(case.player, &second);
            case.result = second;
        } else {
            self.say(
                EventKind::Note,
                format_args!("{label}'s coach keeps {}", case.result),
            );
        }
        self.casualty_stands(case);
        Ok(())
    }

    /// Whether `id`'s team still has its Igor to re-roll his failed Regeneration roll, once a
    /// match; never a Star's (004:L3090-L3092).
    pub(crate) fn igor_may_reroll(&self, id: PlayerId) -> bool {
        self.s.team(id.side).igor && self.s.player(id).is_some_and(|p| !self.hired_star(p))
    }

    /// The coach uses the Igor on a failed Regeneration roll, or not (004:L3090-L3092).
    pub(crate) fn igor(&mut self, id: PlayerId, use_it: bool) -> Result<(), Rejection> {
        self.s.stack.pop();
        if !use_it {
            let (helper, cite) = self.regeneration_helper();
            let label = self.ruling_label(id);
            self.say(
                EventKind::Injured {
                    player: id,
                    result: InjuryResult::Casualty,
                },
                format_args!(
                    "The {helper} is not used: {label}'s Regeneration fails and he stays a \
                     Casualty (000:L1265, {cite})"
                ),
            );
            return Ok(());
        }
        self.s.team_mut(id.side).igor = false;
        let label = self.ruling_label(id);
        let (helper, cite) = self.regeneration_helper();
        self.say(
            EventKind::Reroll {
                side: id.side,
                with: "igor".into(),
            },
            format_args!(
                "The {helper} re-rolls {label}'s Regeneration roll, once a match ({cite})"
            ),
        );
        self.regeneration(id);
        Ok(())
    }

    /// Raise the Dead: an opponent of a team with a Necromancer is killed (ST 4 or less, neither
    /// Regeneration nor Stunty): a Zombie joins its Reserves, once a match (004:L1095-L1106).
    fn raise_the_dead(&mut self, victim: PlayerId) {
        let Some(p) = self.s.player(victim) else {
            return;
        };
        if p.profile.st > 4 || p.has(Skill::Regeneration) || p.has(Skill::Stunty) {
            return;
        }
        let side = victim.side.opponent();
        let Some(profile) = self.s.team_mut(side).raise_the_dead.take() else {
            return;
        };
        let position = profile.position.clone();
        let victim_label = self.ruling_label(victim);
        let team = self.s.team(side).name.clone();
        let why = format!(
            "Raise the Dead: {victim_label} rises for {team} as {{label}}, in Reserves \
             (004:L1095-L1106)"
        );
        // With 255 players already, nobody to raise.
        let Some(id) = self.join_team(side, profile, Place::Reserves, &why) else {
            return;
        };
        let label = self.ruling_label(id);
        self.say(
            EventKind::NewRookie {
                side,
                position,
                played_as: Some(id),
            },
            format_args!(
                "{label} may join {team}'s roster after the match for free, if it has fewer than \
                 16 players (004:L1102-L1106)"
            ),
        );
    }
}
