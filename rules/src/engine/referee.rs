//! The referee's calls that send a player off — a double seen on a Foul (000:L1188) or a Secret
//! Weapon at the end of a drive he played in (004:L10535-L10539) — and what may stop one:
//! Filthy Rich (004:L10180-L10185), then a Bribe (000:L999).

use std::borrow::Cow;

use super::Engine;
use super::steps::{Call, PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

impl Call {
    /// Why he is sent off, for rulings and prompts.
    pub(crate) fn reason(self) -> &'static str {
        match self {
            Call::Foul => "for fouling",
            Call::SecretWeapon => "for his Secret Weapon",
        }
    }
}

impl Engine<'_> {
    /// Everyone on the pitch now has played in this drive (004:L10535).
    pub(crate) fn mark_played(&mut self) {
        for p in &mut self.s.players {
            if p.square().is_some() {
                p.played_this_drive = true;
            }
        }
    }

    /// As a drive ends: a Secret Weapon call for each player with the skill who played in it,
    /// on the pitch or not — in Reserves, in the KO'd box — but not one already in the Dead &
    /// Injured box or the dungeon (004:L10535-L10539). Every player's mark is wiped for the next
    /// drive. Without a referee this drive nobody is sent off (004:L1311-L1318).
    pub(crate) fn secret_weapon_calls(&mut self) -> Vec<Step> {
        let called: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| {
                p.played_this_drive
                    && p.has(Skill::SecretWeapon)
                    && !matches!(p.place, Place::Casualty | Place::SentOff)
            })
            .map(|p| p.id)
            .collect();
        for p in &mut self.s.players {
            p.played_this_drive = false;
        }
        if called.is_empty() {
            return Vec::new();
        }
        if self.s.drive.no_referee {
            self.say(
                EventKind::Note,
                format_args!(
                    "Um... Where's the Ref: no referee this drive, so no Secret Weapon is sent \
                     off (004:L1311-L1318)"
                ),
            );
            return Vec::new();
        }
        called
            .into_iter()
            .map(|player| Step::SecretWeapon { player })
            .collect()
    }

    /// The referee sends `player` off for `call`: Filthy Rich first (it costs nothing and asks
    /// nothing), then a Bribe if his team has one, else off he goes.
    pub(crate) fn referee_call(&mut self, player: PlayerId, call: Call) {
        let Some(p) = self.s.player(player) else {
            return;
        };
        if p.has(Skill::FilthyRich) {
            let label = self.ruling_label(player);
            self.push(Step::roll(PendingRoll {
                kind: RollKind::FilthyRich { player, call },
                side: player.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(2),
                modifiers: Vec::new(),
                rerolled: true,
                purpose: self.words(format_args!(
                    "Filthy Rich: {label} is sent off {}; 2+ and he is not (004:L10180-L10185)",
                    call.reason()
                )),
            }));
            return;
        }
        self.offer_bribe(player, call);
    }

    fn offer_bribe(&mut self, player: PlayerId, call: Call) {
        if self.s.team(player.side).bribes > 0 {
            self.push(Step::Bribe { player, call });
        } else {
            self.eject(player, call, "");
        }
    }

    /// What stands when the call is ignored.
    fn call_ignored(&mut self, player: PlayerId, call: Call, how: std::fmt::Arguments<'_>) {
        let label = self.ruling_label(player);
        let rest = match call {
            Call::Foul => "stays on and there is no turnover",
            Call::SecretWeapon => "is not sent off",
        };
        self.say(EventKind::Note, format_args!("{how}: {label} {rest}"));
    }

    pub(crate) fn filthy_rich_rolled(
        &mut self,
        player: PlayerId,
        call: Call,
        success: bool,
        shown: &str,
    ) {
        if success {
            self.call_ignored(
                player,
                call,
                format_args!("Filthy Rich ({shown}, 004:L10182-L10183)"),
            );
        } else {
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!("Filthy Rich fails ({shown}): the call against {label} stands"),
            );
            self.offer_bribe(player, call);
        }
    }

    pub(crate) fn bribe(
        &mut self,
        player: PlayerId,
        call: Call,
        bribe: bool,
    ) -> Result<(), Rejection> {
        self.s.stack.pop();
        if !bribe {
            self.eject(player, call, "no Bribe used; ");
            return Ok(());
        }
        let team = self.s.team_mut(player.side);
        team.bribes = team.bribes.saturating_sub(1);
        let label = self.ruling_label(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Bribe { player, call },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Vec::new(),
            rerolled: true,
            purpose: self.words(format_args!(
                "Bribe for {label}: 2-6 the referee looks away, 1 the Bribe is wasted (000:L999)"
            )),
        }));
        Ok(())
    }

    pub(crate) fn bribe_rolled(
        &mut self,
        player: PlayerId,
        call: Call,
        success: bool,
        shown: &str,
    ) {
        if success {
            self.call_ignored(
                player,
                call,
                format_args!("The Bribe works ({shown}, 000:L999)"),
            );
        } else {
            self.eject(player, call, &format!("the Bribe is wasted ({shown}); "));
        }
    }

    /// Sends the player to the dungeon. A fouler's ball bounces and his team's turn is over
    /// (000:L1188-L1190); a Secret Weapon goes as the drive ends, wherever he is
    /// (004:L10535-L10539).
    fn eject(&mut self, player: PlayerId, call: Call, how: &str) {
        let label = self.ruling_label(player);
        let square = self.s.player(player).and_then(|p| p.square());
        self.s.set_place(player, Place::SentOff);
        if call == Call::SecretWeapon {
            self.say(
                EventKind::SentOff { player },
                format_args!(
                    "The drive is over: {how}{label} is sent off for the rest of the match for \
                     his Secret Weapon (004:L10535-L10539)"
                ),
            );
            return;
        }
        self.say(
            EventKind::SentOff { player },
            format_args!(
                "The referee sees a double: {how}{label} is sent off for the rest of the match \
                 (000:L1188-L1190)"
            ),
        );
        self.turnover(format_args!(
            "{label} was sent off for fouling (000:L449, L1188)"
        ));
        if self.s.ball == Ball::Held(player)
            && let Some(square) = square
        {
            self.s.ball = Ball::OnGround(square);
            self.push(Step::LooseBall { from: square });
        }
        if self.s.second_ball == Some(Ball::Held(player))
            && let Some(square) = square
        {
            let steps = self.second_ball_drops(player, square);
            self.push_in_order(steps);
        }
    }
}
