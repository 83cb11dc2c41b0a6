//! Blitz Bowl's Throw Action, the `pass` switch at [`PassPolicy::ThrowRuler`] (002:L510-L546).
//! An Open player holding the ball throws it to a standing team-mate within the Throw Ruler's
//! reach: next to him a Hand-off, taken with no roll (002:L546); within `short` a Short Throw,
//! within `long` a Long one. The Throw Check is a D6 against the thrower's Throw Value, −1 for
//! a Long Throw and −1 for an Obstructed one (the target Marked, or a blocked square or an Open
//! opponent under the ruler), never more than −1 in all (002:L518-L523). A success: the target
//! takes possession, no catch roll. A failure: the ball Bounces from the target's square; a 1
//! before or after modifiers is a Fumble and it Bounces from the thrower's (002:L525, L542).
//! The text has no interception and no catch roll, so none is asked.
//!
//! The ruler as numbers is the digest's default (§3.4, §9 A3): a straight-line distance between
//! square centres, and "under the ruler" the squares the line between the centres passes
//! through or touches (a supercover line), the thrower's and the target's left out.
//!
//! Every check starts with the switch, one field test, so a 2016 pass walks none of this.

use std::borrow::Cow;

use super::steps::{RollKind, Step};
use super::{Engine, State};
use crate::dice::{DieKind, agility_target};
use crate::event::EventKind;
use crate::input::PassRange;
use crate::pitch::Square;
use crate::player::{Player, PlayerId};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::ruleset::PassPolicy;
use crate::state::Ball;

/// What a throw `dx` along and `dy` across is on the ruler: a Hand-off next to the thrower,
/// a Short Throw within `short` squares (centre to centre), a Long one within `long`; `None`
/// out of reach or onto his own square (002:L512, L546).
pub(crate) fn throw_band(dx: i32, dy: i32, short: u8, long: u8) -> Option<PassRange> {
    let far = dx.unsigned_abs().max(dy.unsigned_abs());
    let squared = dx.unsigned_abs().pow(2) + dy.unsigned_abs().pow(2);
    match far {
        0 => None,
        1 => Some(PassRange::Quick),
        _ if squared <= u32::from(short).pow(2) => Some(PassRange::Short),
        _ if squared <= u32::from(long).pow(2) => Some(PassRange::Long),
        _ => None,
    }
}

/// Whether the line between the centres of `from` and `to` passes through or touches the
/// square `at` (doubled coordinates keep it exact). Only asked of squares between them.
fn under_the_ruler(from: Square, to: Square, at: Square) -> bool {
    let (rx, ry) = (
        i64::from(to.x()) - i64::from(from.x()),
        i64::from(to.y()) - i64::from(from.y()),
    );
    let (ix, iy) = (
        i64::from(at.x()) - i64::from(from.x()),
        i64::from(at.y()) - i64::from(from.y()),
    );
    let crosses = [(-1, -1), (-1, 1), (1, -1), (1, 1)].map(|(cx, cy)| {
        let (px, py) = (2 * ix + cx, 2 * iy + cy);
        px * ry - py * rx
    });
    crosses.iter().any(|&c| c <= 0) && crosses.iter().any(|&c| c >= 0)
}

/// The Throw Value of `player`: his Blitz Bowl profile's, `None` for a '-' (002:L321, L327);
/// a player without one (a 2016 roster) throws on his Agility roll's target.
pub(crate) fn throw_value(player: &Player) -> Option<u8> {
    match &player.profile.blitz {
        Some(blitz) => blitz.throw,
        None => Some(agility_target(player.profile.ag)),
    }
}

/// Whether `player` may take possession of a ball: not with a '-' Throw Value (002:L327).
pub(crate) fn can_hold(player: &Player) -> bool {
    player
        .profile
        .blitz
        .as_ref()
        .is_none_or(|b| b.throw.is_some())
}

impl<S: State> Engine<'_, S> {
    /// The Throw Ruler's Short and Long reach when the match throws by it: a plain field test.
    #[inline]
    pub(crate) fn throw_ruler(&self) -> Option<(u8, u8)> {
        match self.s.ruleset.pass {
            PassPolicy::ThrowRuler { short, long } => Some((short, long)),
            PassPolicy::RangeRuler => None,
        }
    }

    /// Why the acting player on `from` may not throw to `target` by the Throw Ruler: no
    /// standing team-mate there, out of the ruler's reach, or the thrower not Open
    /// (002:L512, L546).
    pub(crate) fn throw_ruler_problem(
        &self,
        from: Square,
        target: Square,
        (short, long): (u8, u8),
    ) -> Option<Rejection> {
        let thrower = self.s.action()?.player;
        let mate = self
            .s
            .player_at(target)
            .filter(|p| p.id.side == thrower.side && p.id != thrower);
        let Some(mate) = mate else {
            return Some(self.refuse(
                format_args!("{target} holds no team-mate: a Throw goes to a team-mate"),
                "002:L512",
            ));
        };
        if !mate.is_standing() {
            return Some(self.refuse(
                format_args!("{} is Prone: no Throw to a Prone team-mate", mate.tag()),
                "002:L512",
            ));
        }
        let (dx, dy) = (
            i32::from(target.x()) - i32::from(from.x()),
            i32::from(target.y()) - i32::from(from.y()),
        );
        if throw_band(dx, dy, short, long).is_none() {
            return Some(self.refuse(
                format_args!(
                    "{target} is beyond the Throw Ruler's reach from {from} (Long: {long} \
                     squares centre to centre, the data's [throw_ruler])"
                ),
                "002:L512",
            ));
        }
        if self.marked_squares(thrower.side).contains(from) {
            return Some(self.refuse(
                format_args!(
                    "{} is Marked: only an Open player throws",
                    self.named(thrower)
                ),
                "002:L512",
            ));
        }
        None
    }

    /// The Throw Check of a Short or Long Throw (`band`) by `thrower` from `from` to `target`:
    /// his Throw Value and the modifiers, −1 for a Long Throw (none in Arena 4) and −1 when
    /// Obstructed, never more than −1 in all (002:L518-L523, L802). Read by the Throw itself
    /// and by the window's preview (`Match::pass_preview`).
    pub(crate) fn throw_check(
        &self,
        thrower: PlayerId,
        player: &Player,
        from: Square,
        target: Square,
        band: PassRange,
    ) -> (u8, super::steps::Modifiers) {
        let mut modifiers: super::steps::Modifiers = Default::default();
        // −1 for a Long Throw (002:L518-L520), none in Arena 4 (002:L802).
        let long = self.s.ruleset.arena.long_throw_modifier;
        if band == PassRange::Long && long != 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!("Long Throw")),
                value: long,
            });
        }
        if let Some(why) = self.obstruction(thrower.side, from, target) {
            modifiers.push(Modifier {
                name: why,
                value: -1,
            });
        }
        (throw_value(player).unwrap_or(7), self.capped(modifiers))
    }

    /// A Throw's band and Throw Check as the window previews them, to any square in reach:
    /// `None` beyond the Long reach (002:L512).
    pub(crate) fn throw_preview(
        &self,
        thrower: PlayerId,
        from: Square,
        target: Square,
        (short, long): (u8, u8),
    ) -> Option<super::preview::PassPreview> {
        let (dx, dy) = (
            i32::from(target.x()) - i32::from(from.x()),
            i32::from(target.y()) - i32::from(from.y()),
        );
        let range = throw_band(dx, dy, short, long)?;
        let band = match range {
            PassRange::Quick => "Hand-off",
            PassRange::Short => "Short Throw",
            _ => "Long Throw",
        };
        if range == PassRange::Quick {
            return Some(super::preview::PassPreview {
                range,
                band: band.to_string(),
                needs: 0,
                modifiers: Vec::new(),
            });
        }
        let player = self.s.player(thrower)?;
        let (value, modifiers) = self.throw_check(thrower, player, from, target, range);
        let total: i8 = modifiers.iter().map(|m| m.value).sum();
        Some(super::preview::PassPreview {
            range,
            band: band.to_string(),
            needs: crate::dice::natural_needed(total, value),
            modifiers: modifiers.to_vec(),
        })
    }

    /// Why a throw from `from` to `target` by a player of `side` is Obstructed, if it is: the
    /// target is Marked, or a square under the ruler between them is blocked or holds an Open
    /// opponent (002:L521). `None`: not Obstructed.
    pub(crate) fn obstruction(
        &self,
        side: crate::pitch::Side,
        from: Square,
        target: Square,
    ) -> Option<String> {
        if self.marked_squares(side).contains(target) {
            return Some(self.words(format_args!("Obstructed: the target is Marked")));
        }
        self.ruler_obstruction(side, from, target)
    }

    /// Why a throw from `from` to `target` is Obstructed under the ruler, if it is: a blocked
    /// square or an Open opponent between them (002:L521).
    pub(crate) fn ruler_obstruction(
        &self,
        side: crate::pitch::Side,
        from: Square,
        target: Square,
    ) -> Option<String> {
        let opponents_marked = self.marked_squares(side.opponent());
        let (x0, x1) = (from.x().min(target.x()), from.x().max(target.x()));
        let (y0, y1) = (from.y().min(target.y()), from.y().max(target.y()));
        for x in x0..=x1 {
            for y in y0..=y1 {
                let Some(at) = self.s.pitch().square(i32::from(x), i32::from(y)) else {
                    continue;
                };
                if at == from || at == target || !under_the_ruler(from, target, at) {
                    continue;
                }
                if self.s.ruleset.pitch.blocked.contains(at) {
                    return Some(self.words(format_args!(
                        "Obstructed: the ruler crosses the blocked square {at}"
                    )));
                }
                if let Some(o) = self.s.player_at(at)
                    && o.id.side != side
                    && o.is_standing()
                    && !opponents_marked.contains(at)
                {
                    return Some(self.words(format_args!(
                        "Obstructed: the ruler crosses {}, an Open opponent",
                        o.tag()
                    )));
                }
            }
        }
        None
    }
}

impl Engine<'_> {
    /// The Throw Action to `target` by the Throw Ruler, its checks passed: a Hand-off next to
    /// the thrower, else the Throw Check (002:L512-L546).
    pub(crate) fn throw_by_ruler(
        &mut self,
        thrower: PlayerId,
        from: Square,
        target: Square,
        (short, long): (u8, u8),
    ) {
        let (dx, dy) = (
            i32::from(target.x()) - i32::from(from.x()),
            i32::from(target.y()) - i32::from(from.y()),
        );
        let Some(band) = throw_band(dx, dy, short, long) else {
            return;
        };
        let Some(mate) = self.s.player_at(target).map(|p| p.id) else {
            return;
        };
        let label = self.ruling_label(thrower);
        if band == PassRange::Quick {
            let to = self.ruling_label(mate);
            self.say(
                EventKind::HandedOff {
                    player: thrower,
                    target: mate,
                },
                format_args!(
                    "{label} hands the ball to {to}, next to him: a Hand-off, taken with no \
                     Throw Check (002:L546)"
                ),
            );
            self.push(Step::EndAction);
            self.takes_possession(mate, target);
            return;
        }
        let name = if band == PassRange::Short {
            "a Short Throw"
        } else {
            "a Long Throw"
        };
        self.say(
            EventKind::Thrown {
                player: thrower,
                target,
                range: band,
            },
            format_args!("{label} throws from {from} to {target}: {name} (002:L512)"),
        );
        let Some(player) = self.s.player(thrower) else {
            return;
        };
        let (value, modifiers) = self.throw_check(thrower, player, from, target, band);
        let purpose = self.words(format_args!(
            "Throw Check: {} throws to {target}, a D6 against his Throw Value {value}+; a 1 \
             before or after modifiers is a Fumble (002:L518-L523, L542)",
            player.tag()
        ));
        self.push(Step::EndAction);
        self.push(Step::roll(super::steps::PendingRoll {
            kind: RollKind::Pass {
                player: thrower,
                target,
            },
            side: thrower.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(value),
            modifiers,
            rerolled: false,
            is_reroll: false,
            purpose,
        }));
    }

    /// The Throw Check is made (the Action's end waits below it): a success gives the target
    /// the ball, a failure Bounces it from his square, a Fumble from the thrower's (002:L525,
    /// L542).
    pub(crate) fn throw_check_rolled(
        &mut self,
        thrower: PlayerId,
        target: Square,
        natural: u8,
        modifier: i8,
        success: bool,
        shown: &str,
    ) {
        let label = self.ruling_label(thrower);
        let Some(from) = self.s.player(thrower).and_then(|p| p.square()) else {
            return;
        };
        let fumble = crate::dice::fumbled(natural, modifier);
        if fumble {
            self.say(
                EventKind::BallMoved { to: Some(from) },
                format_args!(
                    "{label} Fumbles the throw ({shown}): the ball Bounces from his own square \
                     {from} (002:L542)"
                ),
            );
            self.loose_ball(from);
            return;
        }
        match self.s.player_at(target).map(|p| p.id) {
            Some(mate) if success => {
                self.say(
                    EventKind::BallMoved { to: Some(target) },
                    format_args!(
                        "{label}'s Throw Check succeeds ({shown}): the ball reaches {target} \
                         (002:L525)"
                    ),
                );
                // Catcher's Instincts asks for the Open target of a successful Throw
                // (002:L1064): kept with the Action, read after its Claim step.
                if !self.marked_squares(mate.side).contains(target)
                    && let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut())
                {
                    action.thrown_to = Some(mate);
                }
                self.takes_possession(mate, target);
            }
            _ => {
                self.say(
                    EventKind::BallMoved { to: Some(target) },
                    format_args!(
                        "{label}'s Throw Check fails ({shown}): the ball Bounces from the \
                         target's square {target} (002:L525)"
                    ),
                );
                self.loose_ball(target);
            }
        }
    }

    /// The thrown ball reaches `mate` on `at`: he takes possession with no roll, unless his
    /// Throw Value is '-', when it Bounces again from his square (002:L525, L327), or he holds
    /// another ball (002:L640, L642).
    fn takes_possession(&mut self, mate: PlayerId, at: Square) {
        let label = self.ruling_label(mate);
        if self.s.carries_ball(mate) {
            self.say(
                EventKind::BallMoved { to: Some(at) },
                format_args!(
                    "{label} holds another ball and cannot take possession of this one: it \
                     Bounces from {at} (002:L640, L642)"
                ),
            );
            self.loose_ball(at);
        } else if self.s.player(mate).is_some_and(can_hold) {
            self.s.ball = Ball::Held(mate);
            self.say(
                EventKind::BallHeld { player: mate },
                format_args!("{label} takes possession of the ball, no catch roll (002:L525)"),
            );
        } else {
            self.say(
                EventKind::BallMoved { to: Some(at) },
                format_args!(
                    "{label} has a '-' Throw Value and cannot take possession: the ball \
                     Bounces from {at} (002:L327)"
                ),
            );
            self.loose_ball(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(x: i32, y: i32) -> Square {
        Square::new(x, y).expect("on the pitch")
    }

    #[test]
    fn the_ruler_reads_centre_to_centre_002_l512() {
        assert_eq!(
            throw_band(1, 1, 4, 7),
            Some(PassRange::Quick),
            "next to him"
        );
        assert_eq!(throw_band(4, 0, 4, 7), Some(PassRange::Short));
        assert_eq!(throw_band(3, 3, 4, 7), Some(PassRange::Long), "4.24 > 4");
        assert_eq!(throw_band(7, 0, 4, 7), Some(PassRange::Long));
        assert_eq!(throw_band(5, 5, 4, 7), None, "7.07 > 7");
        assert_eq!(throw_band(0, 0, 4, 7), None);
    }

    #[test]
    fn under_the_ruler_is_what_the_line_touches() {
        let (from, to) = (sq(2, 2), sq(6, 2));
        assert!(under_the_ruler(from, to, sq(4, 2)));
        assert!(!under_the_ruler(from, to, sq(4, 3)));
        let (from, to) = (sq(2, 2), sq(5, 5));
        assert!(under_the_ruler(from, to, sq(3, 3)));
        assert!(
            under_the_ruler(from, to, sq(3, 2)),
            "a corner on the diagonal"
        );
        assert!(!under_the_ruler(from, to, sq(4, 2)));
    }
}
