//! The Foul Action and the referee (000:L1174-L1190; digest §11): an Armour roll with assists
//! against a player on the ground, a sending-off on a double, and the Bribe that may stop it.

use std::borrow::Cow;

use super::steps::{ArmourCause, Call, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::rejection::Rejection;

impl Engine<'_> {
    pub(crate) fn foul(&mut self, target: PlayerId) -> Result<(), Rejection> {
        if let Some(problem) = self.foul_problem(target) {
            return Err(problem);
        }
        let Some(fouler) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        if self.marking() {
            // Blitz Bowl's Foul: one Block Die read as a foul result (002:L749).
            self.blitz_foul(fouler, target);
            return Ok(());
        }
        let (a, b) = (self.ruling_label(fouler), self.ruling_label(target));
        self.say(
            EventKind::Fouled {
                player: fouler,
                target,
            },
            format_args!("{a} fouls {b} (000:L1180)"),
        );
        // A chainsaw fouls too, after its kick-back roll (004:L10054-L10056).
        let first = if self
            .s
            .player(fouler)
            .is_some_and(|p| p.has(crate::skill::Skill::Chainsaw))
        {
            self.chainsaw_roll(fouler, target, true)
        } else {
            self.foul_armour_roll(fouler, target, false)
        };
        // The Foul ends the fouler's Action (digest §11.1 leaves moving on open; the safe ruling).
        self.push_in_order(vec![first, Step::EndAction]);
        Ok(())
    }

    /// The Foul's Armour roll: 2D6 with the assists, and +3 for a chainsaw that hit
    /// (000:L1182-L1188, 004:L10054).
    pub(crate) fn foul_armour_roll(
        &self,
        fouler: PlayerId,
        target: PlayerId,
        chainsaw: bool,
    ) -> Step {
        let (mut helping, mut defending) = (
            self.assists(fouler.side, target, fouler, false).len(),
            self.assists(target.side, fouler, target, false).len(),
        );
        // Rowdy Fans: one more assist against an opposing player by a sideline (004:L4791).
        if let (Some(f), Some(t)) = (self.s.player(fouler), self.s.player(target)) {
            helping += usize::from(self.rowdy_fans_assist(fouler.side, t));
            defending += usize::from(self.rowdy_fans_assist(target.side, f));
        }
        let mut modifiers = Vec::new();
        if chainsaw {
            modifiers.push(Modifier {
                name: self.words(format_args!("Chainsaw (004:L10054)")),
                value: 3,
            });
        }
        if helping > 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!("{helping} assist(s) for the fouler")),
                value: i8::try_from(helping).unwrap_or(8),
            });
        }
        if defending > 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!("{defending} assist(s) for the victim")),
                value: -i8::try_from(defending).unwrap_or(8),
            });
        }
        modifiers.extend(self.stadium_armour());
        let (a, b) = (self.ruling_label(fouler), self.ruling_label(target));
        let av = self.s.player(target).map_or(0, |p| p.profile.av);
        let sneaky = self
            .s
            .player(fouler)
            .is_some_and(|p| p.has(crate::skill::Skill::SneakyGit));
        Step::roll(PendingRoll {
            kind: RollKind::Armour {
                player: target,
                cause: ArmourCause {
                    foul: Some(fouler),
                    ..ArmourCause::default()
                },
            },
            side: fouler.side,
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            rerolled: true,
            is_reroll: false,
            purpose: if self.foulest_of_fouls(fouler.side) {
                // The card in play: the roll breaks the armour and is no double.
                self.words(format_args!(
                    "Foul: Armour roll for {b}: Foulest of Fouls breaks the armour whatever the \
                     2D6 show, and they are no double ({}); a double on the Injury roll sends \
                     {a} off (000:L1182-L1188)",
                    crate::special_play::Card::FoulestOfFouls.cite()
                ))
            } else {
                self.words(format_args!(
                    "Foul: Armour roll for {b}, 2D6 plus {}assists must beat AV {av}; a double \
                 on this{} or the Injury roll sends {a} off (000:L1182-L1188{})",
                    if chainsaw {
                        "3 for the chainsaw and "
                    } else {
                        ""
                    },
                    if sneaky {
                        " (with Sneaky Git only if it breaks the armour)"
                    } else {
                        ""
                    },
                    if sneaky { "; 004:L10569-L10574" } else { "" }
                ))
            },
        })
    }

    /// The referee saw the double: off he goes, unless Filthy Rich or a Bribe keeps him.
    pub(crate) fn send_off(&mut self, fouler: PlayerId) {
        if self.s.player(fouler).is_none_or(|p| p.square().is_none()) {
            return;
        }
        if self.s.drive.no_referee {
            let label = self.ruling_label(fouler);
            self.say(
                crate::event::EventKind::Note,
                format_args!(
                    "Um... Where's the Ref: a double, but there is no referee this drive; {label} \
                     stays on the pitch (004:L1311-L1318)"
                ),
            );
            return;
        }
        if self.blackmail_not_ejected(fouler) {
            self.blackmail_foul_stays(fouler);
            self.referee_track_foul(fouler);
            return;
        }
        self.referee_call(fouler, Call::Foul);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why the acting player may not foul `target` now, if he may not.
    pub(crate) fn foul_problem(&self, target: PlayerId) -> Option<Rejection> {
        if let Some(wrong) = self.wrong_action(ActionKind::Foul, "fouls", "000:L1176") {
            return Some(wrong);
        }
        let fouler = self.s.player(self.s.action()?.player)?;
        let from = self.s.standing_square(fouler.id)?;
        let Some(victim) = self.s.player(target) else {
            return Some(self.refuse_input(format_args!("there is no player {target}")));
        };
        if victim.id.side == fouler.id.side {
            return Some(self.refuse(format_args!("{} is a team-mate", victim.tag()), "000:L1178"));
        }
        if let Some(problem) = self.spranleys_cup_foul(victim) {
            return Some(problem);
        }
        let on_ground = victim.square().is_some() && !victim.is_standing();
        if !on_ground {
            return Some(self.refuse(
                format_args!(
                    "{} is not Prone or Stunned on the pitch: only a player on the ground is \
                     fouled",
                    victim.tag()
                ),
                "000:L1178",
            ));
        }
        if victim.square().is_none_or(|s| s.distance(from) != 1) {
            return Some(self.refuse(
                format_args!("{} is not next to {}", victim.tag(), fouler.tag()),
                "000:L1178",
            ));
        }
        None
    }
}
