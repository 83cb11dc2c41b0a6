//! The famous referees' rules beyond a plain sending-off (004:L1939-L2037, cards
//! 004:L7153-L7322): Ranulf 'Red' Hokuli's 'Red' Card, Jorm the Ogre's check on the fouling
//! team, Thoron Korensson's chain of sendings-off, and the Trundlefoot Triplets' kit check.
//! Each hooks into the step it changes: the famous referee's D6 after a foul with no double
//! ([`Engine::famous_referee_watch`]), the Bribe and the argument against a call, the start
//! of a drive.

use std::borrow::Cow;

use super::referee::{RED_HOKULI, THORON_KORENSSON, TRUNDLEFOOT_TRIPLETS};
use super::steps::{ArmourCause, Call, PendingRoll, RandomFor, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::prompt::Modifier;
use crate::rejection::Rejection;

/// The Trundlefoot Triplets' kit check: `side`'s coach rolls a D6 before his team sets up
/// for a drive, after the KO'd players' rolls (004:L2008-L2012).
pub(crate) fn kit_check_roll(side: Side, team: &str) -> Step {
    PendingRoll::plain(
        RollKind::KitCheck { side },
        side,
        &[DieKind::D6][..],
        format!(
            "Kit check: the {team} coach rolls a D6 before setting up; 1 and a random player of \
             his, not in the KO'd or Dead & Injured box, may not be set up this drive \
             (004:L2008-L2012)"
        ),
    )
}

/// Whether the Trundlefoot Triplets referee a match with this referee.
pub(crate) fn checks_kit(referee: Option<&str>) -> bool {
    referee == Some(TRUNDLEFOOT_TRIPLETS)
}

impl Engine<'_> {
    /// Red Hokuli's D6 after a foul with no double (004:L2021-L2031).
    pub(crate) fn red_card_purpose(&self, fouler: PlayerId) -> String {
        let label = self.ruling_label(fouler);
        self.words(format_args!(
            "'Red' Card: Red Hokuli watches the foul: 1-2 and {label}'s coach chooses a Bribe, \
             the send-off (a turnover), or Red's axe (an Injury roll +2 and a turnover) \
             (004:L2021-L2031)"
        ))
    }

    /// Red saw the foul on 1-2: the fouling coach's choice, asked as an answer to a call
    /// ([`Call::RedCard`]): a Bribe, the send-off, or [`Engine::reds_axe`]. Filthy Rich comes
    /// first, as for any call (004:L10180-L10185): our reading, since the coach who chose the
    /// send-off would roll it then.
    pub(crate) fn red_card_rolled(&mut self, fouler: PlayerId, roll: u8) {
        let on_pitch = self.s.player(fouler).is_some_and(|p| p.square().is_some());
        if roll <= 2 && on_pitch {
            self.say(
                EventKind::Note,
                format_args!("Red Hokuli saw the foul ({roll}, 004:L2021-L2024)"),
            );
            self.referee_call(fouler, Call::RedCard);
        } else {
            self.say(
                EventKind::Note,
                format_args!("Red Hokuli saw nothing ({roll}, 004:L2021-L2024)"),
            );
        }
    }

    /// Red's axe: an Injury roll +2 for the fouler, where he stands, and a turnover
    /// (004:L2029-L2031).
    pub(crate) fn reds_axe(&mut self, player: PlayerId) -> Result<(), Rejection> {
        if self.s.referee.as_deref() != Some(RED_HOKULI) {
            return Err(self.refuse(
                format_args!("only Red Hokuli swings an axe"),
                "004:L2029-L2031",
            ));
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Red's axe: {label} takes an Injury roll +2, and his team a turnover \
                 (004:L2029-L2031)"
            ),
        );
        self.turnover(format_args!("Red's axe fell on {label} (004:L2029-L2031)"));
        let axe = Modifier {
            name: self.words(format_args!("Red's axe (004:L2029-L2031)")),
            value: 2,
        };
        let step = self.injury_roll(player, vec![axe], false, None, None);
        self.push(step);
        Ok(())
    }

    /// Jorm the Ogre's D6 after a foul with no double (004:L1957-L1966).
    pub(crate) fn jorm_purpose(&self, fouler: PlayerId) -> String {
        let team = self.s.team(fouler.side).name.clone();
        let seen = if self.ahead(fouler.side) { "1-2" } else { "1" };
        self.words(format_args!(
            "Jorm Not Like Cheaters: Jorm the Ogre watches the foul: {seen} (1-2 when the \
             fouling team leads) and a random {team} player on the pitch takes an Armour roll as \
             if from a Mighty Blow player; unless he stays standing, a turnover \
             (004:L1957-L1966)"
        ))
    }

    /// Jorm saw the foul: a random player of the fouling team on the pitch, the fouler
    /// among them, is picked for his Armour roll.
    pub(crate) fn jorm_rolled(&mut self, fouler: PlayerId, roll: u8) {
        let seen = if self.ahead(fouler.side) { 2 } else { 1 };
        if roll > seen {
            self.say(
                EventKind::Note,
                format_args!("Jorm the Ogre saw nothing ({roll}, 004:L1957-L1960)"),
            );
            return;
        }
        let eligible: Vec<PlayerId> = self.s.on_pitch(fouler.side).map(|p| p.id).collect();
        if eligible.is_empty() {
            self.say(
                EventKind::Note,
                format_args!(
                    "Jorm the Ogre saw the foul ({roll}), but no player of the team is on the \
                     pitch (004:L1957-L1962)"
                ),
            );
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Jorm the Ogre saw the foul ({roll}): a random player of the team on the pitch \
                 pays for it (004:L1957-L1962)"
            ),
        );
        let step = self.random_player_roll(fouler.side, eligible, RandomFor::Jorm);
        self.push(step);
    }

    /// Jorm picked `id`: the opposing coach's Armour roll for him as if by a Mighty Blow
    /// player (the Armour roll's `spell` flag, which counts Mighty Blow the same way), then
    /// the verdict. He is not knocked down: armour that holds leaves him standing
    /// (004:L1960-L1966).
    pub(crate) fn jorm_picked(&mut self, id: PlayerId, n: u8) {
        let Some(av) = self.s.player(id).map(|p| p.profile.av) else {
            return;
        };
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!("Jorm the Ogre picks {label} (D16 {n}, 004:L1957-L1962)"),
        );
        let modifiers: Vec<Modifier> = self.stadium_armour().into_iter().collect();
        let armour = Step::roll(PendingRoll {
            kind: RollKind::Armour {
                player: id,
                cause: ArmourCause {
                    spell: true,
                    ..ArmourCause::default()
                },
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Jorm the Ogre's Armour roll for {label}, as if from a Mighty Blow player: 2D6 \
                 must beat AV {av}; broken, an Injury roll and a turnover (004:L1960-L1966)"
            )),
        });
        self.push_in_order([
            armour,
            Step::JormsVerdict {
                player: id,
                broken: false,
            },
        ]);
    }

    /// Jorm's Armour roll broke `id`'s armour: his verdict, waiting under it, says so.
    pub(crate) fn jorm_broke_armour(&mut self, id: PlayerId) {
        for step in self.s.stack.iter_mut().rev() {
            if let Step::JormsVerdict { player, broken } = step
                && *player == id
            {
                *broken = true;
                return;
            }
        }
    }

    /// Jorm's Armour roll (and Injury roll) settled: a turnover if it broke `player`'s armour,
    /// whether he stood or lay on the ground when picked; armour that holds is no turnover
    /// (004:L1963-L1966).
    pub(crate) fn jorms_verdict(&mut self, player: PlayerId, broken: bool) {
        let label = self.ruling_label(player);
        if !broken {
            self.say(
                EventKind::Note,
                format_args!("Jorm the Ogre: {label}'s armour held, no turnover (004:L1963-L1964)"),
            );
        } else {
            self.turnover(format_args!(
                "Jorm the Ogre broke {label}'s armour (004:L1964-L1966)"
            ));
        }
    }

    /// Thoron Korensson's chain: the Bribe or the argument against his call rolled a 1, so
    /// `player` is sent off, and a random team-mate on the pitch with him, who may be saved
    /// the same way (004:L1944-L1950).
    pub(crate) fn korensson_chain(
        &mut self,
        player: PlayerId,
        call: Call,
        how: std::fmt::Arguments<'_>,
    ) {
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Strict Discipline: {how}, so Thoron Korensson sends {label} off, and a random \
                 team-mate on the pitch with him (004:L1944-L1950)"
            ),
        );
        self.eject(player, call, "", Place::SentOff);
        let eligible: Vec<PlayerId> = self.s.on_pitch(player.side).map(|p| p.id).collect();
        if eligible.is_empty() {
            self.say(
                EventKind::Note,
                format_args!("Thoron Korensson finds no team-mate on the pitch (004:L1946-L1947)"),
            );
            return;
        }
        let step = self.random_player_roll(player.side, eligible, RandomFor::Korensson);
        self.push(step);
    }

    /// Korensson picked `id`: the call against him, answered like any (Filthy Rich, a Bribe,
    /// an argument), and chained again on a 1 (004:L1948-L1950).
    pub(crate) fn korensson_picked(&mut self, id: PlayerId, n: u8) {
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!("Thoron Korensson picks {label} (D16 {n}, 004:L1946-L1947)"),
        );
        self.referee_call(id, Call::Chain);
    }

    /// `side` is about to set up: with the Trundlefoot Triplets its coach checks the kit,
    /// after the KO'd players' rolls, and Kari Coldsteel's offer, which counts the players he
    /// may set up, waits on its result; without them Kari's offer at once (004:L2008-L2012,
    /// L3162-L3166).
    pub(crate) fn kit_check_then_kari(&mut self, side: Side) {
        if checks_kit(self.s.referee.as_deref()) {
            let roll = kit_check_roll(side, &self.s.team(side).name);
            self.push(roll);
        } else {
            self.offer_kari(side);
        }
    }

    /// The Triplets rolled in the pre-match of a match whose setup names the kicking team: the
    /// kicking team's first set-up already waits on the stack, so its kit check goes just
    /// before it, in place of a Kari offer already there, which the check makes again.
    pub(crate) fn kit_checks_before_first_set_up(&mut self) {
        if !checks_kit(self.s.referee.as_deref())
            || self.s.stack.iter().any(
                |step| matches!(step, Step::Roll(r) if matches!(r.kind, RollKind::KitCheck { .. })),
            )
        {
            return;
        }
        let Some((at, side)) = self
            .s
            .stack
            .iter()
            .enumerate()
            .find_map(|(i, step)| match step {
                Step::Setup { side } => Some((i, *side)),
                _ => None,
            })
        else {
            return;
        };
        self.s.stack.retain(|step| {
            !matches!(step, Step::UseTeamInducement { which: crate::Inducement::KariColdsteel, side: s } if *s == side)
        });
        let roll = kit_check_roll(side, &self.s.team(side).name);
        // The stack runs from its end: the kit check, then the set-up.
        self.s.stack.insert(at + 1, roll);
    }

    pub(crate) fn kit_check_rolled(&mut self, side: Side, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(0);
        let team = self.s.team(side).name.clone();
        if !checks_kit(self.s.referee.as_deref()) {
            // The Triplets left (a Get the Ref) or were never the referee: no check.
            self.offer_kari(side);
            return;
        }
        if roll != 1 {
            self.say(
                EventKind::Note,
                format_args!("Kit check ({roll}): the {team} kit passes (004:L2010-L2012)"),
            );
            self.offer_kari(side);
            return;
        }
        // Those he could set up: in the Reserves box, not already kept out of this drive; the
        // KO'd and Dead & Injured boxes are left out (004:L2010-L2011).
        let eligible: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::Reserves && !p.out_until_drive_ends)
            .map(|p| p.id)
            .collect();
        if eligible.is_empty() {
            self.say(
                EventKind::Note,
                format_args!("Kit check (1): the {team} team has nobody to call out"),
            );
            self.offer_kari(side);
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Kit check (1): a random {team} player is called out for his kit \
                 (004:L2010-L2012)"
            ),
        );
        let mut step = self.random_player_roll(side, eligible, RandomFor::KitCheck);
        if let Step::Roll(r) = &mut step {
            r.purpose = self.words(format_args!(
                "Kit check: D16 for the shirt number of a {team} player in Reserves, roll again \
                 for a number nobody eligible wears (000:L983, 004:L2010-L2012)"
            ));
        }
        self.push(step);
    }

    /// The kit check picked `id`: he may not be set up this drive (004:L2010-L2012).
    pub(crate) fn kit_check_picked(&mut self, id: PlayerId, n: u8) {
        if let Some(p) = self.s.player_mut(id) {
            p.out_until_drive_ends = true;
        }
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Kit check: {label} (D16 {n}) may not be set up this drive (004:L2010-L2012)"
            ),
        );
        let can_field = |side| super::setup_phase::can_field(&self.s.players, side);
        let (home, away) = (can_field(Side::Home), can_field(Side::Away));
        if !(home && away) {
            // He was the last the team could set up: nobody to set up (000:L818).
            self.s.stack.clear();
            self.nobody_to_set_up(self.s.kicking, home, away);
            return;
        }
        self.offer_kari(id.side);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether `side` has scored more touchdowns than its opponent.
    fn ahead(&self, side: Side) -> bool {
        self.s.team(side).score > self.s.team(side.opponent()).score
    }

    /// Whether `id`'s Armour roll is Jorm the Ogre's: his verdict waits under it.
    pub(crate) fn jorms_armour(&self, id: PlayerId) -> bool {
        self.s
            .stack
            .iter()
            .any(|step| matches!(step, Step::JormsVerdict { player, .. } if *player == id))
    }

    /// Whether a 1 on the Bribe or the argument against `call` chains, as Thoron Korensson's
    /// Strict Discipline does for any call for fouling under him and for its chain (our
    /// reading: the rule is his, not only his D6's, 004:L1941-L1950).
    pub(crate) fn korensson_chains(&self, call: Call) -> bool {
        self.s.referee.as_deref() == Some(THORON_KORENSSON)
            && matches!(call, Call::Foul | Call::Chain)
    }
}
