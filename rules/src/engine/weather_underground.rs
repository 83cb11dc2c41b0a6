//! The Subterranean Stadium Conditions table's two results that act by rolls of their own
//! (004:L1548-L1575): Thermal Geysers, a D6 for a player Knocked Down before his Armour roll,
//! and on a 1 his flight; Seismic Activity, a D6 as each turn ends, and on 6 or more the
//! falling rocks. Bubbling up from Below and Gloomy change steps that exist already (MA and Go
//! For It in `movement.rs`, the pass's modifiers in `weather.rs`).

use super::Engine;
use super::steps::{PendingRoll, RandomFor, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::setup::Weather;

/// What the Thermal Geysers' +2 to the Injury roll is called.
const SHOT_UP: &str = "Thermal Geyser: shot into the air (004:L1560-L1562)";

impl Engine<'_> {
    /// Thermal Geysers: `id`, just Knocked Down, rolls a D6 before his Armour roll
    /// (004:L1548-L1562). `None` in any other weather.
    #[inline]
    pub(crate) fn geyser_roll(&self, id: PlayerId) -> Option<Step> {
        if self.s.weather != Weather::ThermalGeysers {
            return None;
        }
        Some(self.geyser_step(id))
    }

    #[cold]
    fn geyser_step(&self, id: PlayerId) -> Step {
        let label = self.ruling_label(id);
        PendingRoll::plain(
            RollKind::Geyser { player: id },
            id.side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Thermal Geysers: a D6 for {label}, Knocked Down; on a 1 a geyser shoots him D3 \
                 squares into the air, +2 to his Injury roll (004:L1550-L1562)"
            )),
        )
    }

    /// The geyser's D6: on a 1 his flight, a D8 for the direction and a D6 halved for the D3
    /// squares.
    pub(crate) fn geyser_rolled(&mut self, id: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(6);
        let label = self.ruling_label(id);
        if roll != 1 {
            self.say(
                EventKind::Note,
                format_args!("Thermal Geysers: {roll} for {label}, no geyser (004:L1553)"),
            );
            return;
        }
        self.push(PendingRoll::plain(
            RollKind::GeyserFlight { player: id },
            id.side,
            &[DieKind::D8, DieKind::D6][..],
            self.words(format_args!(
                "Thermal Geysers: a 1, {label} is shot into the air: D8 on the scatter template \
                 for the direction, a D6 halved (rounding up) for the D3 squares \
                 (004:L1553-L1558)"
            )),
        ));
    }

    /// His flight: D3 squares in the D8's direction, the squares between ignored; on a
    /// player, one more square the same way until an empty one or off the pitch
    /// (004:L1555-L1560). Off the pitch the crowd beats him up: an Injury roll instead of his
    /// Armour roll (000:L587), with the geyser's +2 either way.
    pub(crate) fn geyser_flight_rolled(&mut self, id: PlayerId, dice: &[Die]) {
        let Some(from) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        let value = |i: usize, or: u8| dice.get(i).and_then(|d| d.value()).unwrap_or(or);
        let (dx, dy) = self.scatter_step(value(0, 1));
        let squares = value(1, 1).div_ceil(2);
        let label = self.ruling_label(id);
        let mut at = (
            i32::from(from.x()) + dx * i32::from(squares),
            i32::from(from.y()) + dy * i32::from(squares),
        );
        let landing = loop {
            match self.s.pitch().square(at.0, at.1) {
                Some(square) if self.s.is_occupied(square) && square != from => {
                    at = (at.0 + dx, at.1 + dy);
                }
                Some(square) => break Some(square),
                None => break None,
            }
        };
        self.s.shot_into_the_air.push(id);
        let Some(to) = landing else {
            // His Armour roll waits under this one: the crowd's Injury roll takes its place.
            if let Some(at) = self.pending_armour(id) {
                let injury = self.crowd_injury(id);
                self.s.stack[at] = injury;
            }
            self.s.shot_into_the_air.retain(|&p| p != id);
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Pushed {
                    player: id,
                    from,
                    to: None,
                },
                format_args!(
                    "Thermal Geysers: {label} flies {squares} square(s) from {from} off the \
                     pitch, and the crowd beats him up: an Injury roll with no Armour roll, +2 \
                     (004:L1558-L1562, 000:L587)"
                ),
            );
            return;
        };
        self.land_prone(
            id,
            from,
            to,
            format_args!(
                "Thermal Geysers: {label} flies {squares} square(s) from {from} and comes down \
                 Prone on {to}; +2 to his Injury roll (004:L1555-L1562)"
            ),
        );
    }

    /// The geyser's +2 on `id`'s Injury roll, while he has flown and not yet rolled it.
    pub(crate) fn geyser_injury(&self, id: PlayerId) -> Option<Modifier> {
        self.s.shot_into_the_air.contains(&id).then(|| Modifier {
            name: self.words(format_args!("{SHOT_UP}")),
            value: 2,
        })
    }

    /// Seismic Activity: as the turn ends, its D6 + 1 for each player on the pitch with ST 5
    /// or more (004:L1563-L1575). Pushes the roll (under a new `EndTurn`) and returns true
    /// the first time a turn ends in it.
    pub(crate) fn seismic_activity(&mut self) -> bool {
        if self.s.weather != Weather::SeismicActivity {
            return false;
        }
        let Some(side) = self.first_turn_end(|t| &mut t.seismic_rolled) else {
            return false;
        };
        let strong = self
            .s
            .players
            .iter()
            .filter(|p| p.square().is_some() && p.profile.st >= 5)
            .count();
        let strong = i8::try_from(strong).unwrap_or(i8::MAX);
        self.s.stack.push(Step::EndTurn);
        let modifiers = if strong > 0 {
            vec![Modifier {
                name: self.words(format_args!(
                    "{strong} player(s) of ST 5 or more on the pitch"
                )),
                value: strong,
            }]
        } else {
            Vec::new()
        };
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Seismic,
            side,
            dice: std::borrow::Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Seismic Activity: a D6 as the turn ends, +1 for each player on the pitch with \
                 ST 5 or more; on 6 or more rocks fall (004:L1566-L1569)"
            )),
        }));
        true
    }

    /// The tremor's D6: on 6 or more, a D6 each for the rocks (004:L1568-L1575).
    pub(crate) fn seismic_rolled(&mut self, dice: &[Die], modifiers: &[Modifier]) {
        let roll = i16::from(dice.first().and_then(|d| d.value()).unwrap_or(1));
        let total = roll + modifiers.iter().map(|m| i16::from(m.value)).sum::<i16>();
        if total < 6 {
            self.say(
                EventKind::Note,
                format_args!("Seismic Activity: {total}, the ground holds (004:L1566-L1569)"),
            );
            return;
        }
        if let Some(turn) = self.s.turn.as_mut() {
            // Knocked down as the turn ends: no turnover (the turn is over).
            turn.ended = true;
        }
        self.say(
            EventKind::Note,
            format_args!("Seismic Activity: {total}, rocks tumble down (004:L1569)"),
        );
        self.push(PendingRoll::plain(
            RollKind::FallingRocks,
            Side::Home,
            &[DieKind::D6, DieKind::D6][..],
            self.words(format_args!(
                "Falling rocks: a D6 each, home's first; the lower coach's random player on the \
                 pitch is hit, one of each team's on a tie (004:L1569-L1575)"
            )),
        ));
    }

    /// The rocks' D6s: the lower team (both on a tie) has a random player of its own on the
    /// pitch hit (004:L1570-L1575).
    pub(crate) fn falling_rocks_rolled(&mut self, dice: &[Die]) {
        let value = |i: usize| dice.get(i).and_then(|d| d.value()).unwrap_or(1);
        let (home, away) = (value(0), value(1));
        let hit: Vec<Side> = match home.cmp(&away) {
            std::cmp::Ordering::Less => vec![Side::Home],
            std::cmp::Ordering::Greater => vec![Side::Away],
            std::cmp::Ordering::Equal => Side::BOTH.to_vec(),
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Falling rocks: home {home}, away {away}{} (004:L1570-L1575)",
                if hit.len() == 2 { ", a tie" } else { "" }
            ),
        );
        let mut steps = Vec::new();
        for team in hit {
            let eligible: Vec<PlayerId> = self.s.on_pitch(team).map(|p| p.id).collect();
            if !eligible.is_empty() {
                steps.push(self.random_player_roll(team, eligible, RandomFor::FallingRock));
            }
        }
        self.push_in_order(steps);
    }

    /// A falling rock hits `id`: Knocked Down, and the other coach makes his Injury roll, no
    /// Armour roll (004:L1571-L1573).
    pub(crate) fn rock_fell_on(&mut self, id: PlayerId, n: u8) {
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        let label = self.ruling_label(id);
        let stance = match self.s.player(id).and_then(|p| p.stance()) {
            Some(Stance::Stunned) => Stance::Stunned,
            _ => Stance::Prone,
        };
        self.s.set_place(id, Place::Pitch { square, stance });
        self.say(
            EventKind::KnockedDown { player: id, square },
            format_args!(
                "Falling rocks: a rock hits {label} (D16 {n}), Knocked Down on {square}; an \
                 Injury roll, no Armour roll (004:L1571-L1573)"
            ),
        );
        let mut steps = vec![self.injury_roll(id, Vec::new(), false, None, None)];
        steps.extend(self.drop_ball_going_down(id, square));
        self.push_in_order(steps);
    }
}
