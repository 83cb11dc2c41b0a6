//! The weather's effects in play that the Winter Weather and Subterranean Stadium Conditions
//! tables add (004:L1423-L1575), each hooked into the step it changes: the pass roll's
//! modifiers, the Armour roll of a player Knocked Down, a Blitz's strength, and the ball's
//! flight before a kick's or an inaccurate pass's scatter (Howling Winds' wind). The
//! standard table's effects sit in their steps as they always have (Very Sunny in
//! `pass.rs`, Pouring Rain in `movement.rs`, Blizzard in both, Sweltering Heat in `flow.rs`).

use super::Engine;
use super::ball::edge_of;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::Facing;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::setup::{Weather, WeatherTable};
use crate::state::Ball;

impl Engine<'_> {
    /// The Weather table this match rolls on (the ruleset option `weather-table`).
    pub(crate) fn weather_table(&self) -> WeatherTable {
        WeatherTable::chosen(self.book)
    }

    /// The weather a 2D6 total gives on the table in use, and the words for its ruling: the
    /// table, the result, what it does (the data's row) and its lines.
    pub(crate) fn weather_on(&self, total: u8) -> (Weather, String) {
        let table = self.weather_table();
        let weather = Weather::on(table, total);
        if !self.worded {
            return (weather, String::new());
        }
        let row = self
            .book
            .table(table.id())
            .ok()
            .and_then(|t| t.row(total).ok());
        let (effect, source) = row.map_or(("", ""), |r| (r.effect.as_str(), r.source.as_str()));
        let name = self
            .book
            .table(table.id())
            .map_or(table.id(), |t| t.name.as_str());
        (
            weather,
            format!(
                "{total} on the {name}: {}. {effect} ({source})",
                weather.name()
            ),
        )
    }

    /// His ST now: less 1 under Heavy Snow while he makes a Blitz Action (004:L1485-L1491).
    pub(crate) fn strength_now(&self, player: &crate::player::Player) -> u8 {
        if self.heavy_snow(player.id) {
            player.profile.st.saturating_sub(1).max(1)
        } else {
            player.profile.st
        }
    }

    /// Heavy Snow: a player making a Blitz Action has ST -1 for it (004:L1485-L1491).
    pub(crate) fn heavy_snow(&self, id: PlayerId) -> bool {
        self.s.weather == Weather::HeavySnow && self.blitzing(id)
    }

    /// The weather has just been rolled: Howling Winds asks its roll-off for the wind, a new
    /// one each time the result comes up (004:L1460-L1463).
    pub(crate) fn weather_came(&mut self) {
        if self.s.weather == Weather::HowlingWinds {
            self.s.wind = None;
            self.push(wind_direction_roll());
        }
    }

    /// The roll-off read: the wind blows towards the End Zone of the coach who rolled lower;
    /// a tie is rolled again (004:L1460-L1463).
    pub(crate) fn wind_direction_rolled(&mut self, dice: &[Die]) {
        let value = |i: usize| dice.get(i).and_then(|d| d.value()).unwrap_or(0);
        let (home, away) = (value(0), value(1));
        if home == away {
            self.say(
                EventKind::Note,
                format_args!("Howling Winds: {home} each, a tie: roll again (004:L1460-L1461)"),
            );
            self.push(wind_direction_roll());
            return;
        }
        let towards = if home < away { Side::Home } else { Side::Away };
        self.s.wind = Some(towards);
        let team = self.s.team(towards).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Howling Winds: home {home}, away {away}; the wind blows down the pitch towards \
                 the {team} End Zone (004:L1460-L1463)"
            ),
        );
    }

    /// Before the scatter roll just pushed (a kick's or an inaccurate pass's), Howling Winds
    /// blows the ball two squares down-wind (004:L1463-L1472); the roll-off first if the
    /// wind was never rolled (weather given by the setup).
    pub(crate) fn push_wind(&mut self, from: crate::pitch::Square) {
        if self.s.weather != Weather::HowlingWinds {
            return;
        }
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        self.push(PendingRoll::plain(
            RollKind::Wind,
            side,
            &[DieKind::D6, DieKind::D6][..],
            self.words(format_args!(
                "Howling Winds: before the scatter, the ball on {from} is blown one square \
                 down-wind for each D6 on the Throw-in template, its 3-4 pointing down-wind \
                 (004:L1463-L1472)"
            )),
        ));
        if self.s.wind.is_none() {
            self.push(wind_direction_roll());
        }
    }

    /// The wind's two D6: the ball waiting for its scatter roll under this one moves a square
    /// for each; blown off the pitch, a kick is a touchback and a pass goes to the crowd's
    /// throw-in (000:L387, L740).
    pub(crate) fn wind_blown(&mut self, dice: &[Die]) {
        let Some(at) = self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r)
                if matches!(r.kind, RollKind::KickScatter { .. } | RollKind::PassScatter { .. }))
        }) else {
            return;
        };
        let Some(Step::Roll(scatter)) = self.s.stack.get(at) else {
            return;
        };
        let (from, kick) = match scatter.kind {
            RollKind::KickScatter { target, .. } => (target, true),
            RollKind::PassScatter { from } => (from, false),
            _ => return,
        };
        // The Throw-in template's 3-4 points down-wind.
        let facing = match self.s.wind {
            Some(Side::Home) => Facing::HomeEndZone,
            _ => Facing::AwayEndZone,
        };
        let mut square = from;
        for die in dice {
            let (dx, dy) = self.throw_in_template_step(facing, die.value().unwrap_or(3));
            let (x, y) = (i32::from(square.x()) + dx, i32::from(square.y()) + dy);
            match self.s.pitch().square(x, y) {
                Some(next) => square = next,
                None if kick => {
                    self.s.stack.truncate(at);
                    self.say(
                        EventKind::KickOff {
                            result: String::new(),
                        },
                        format_args!(
                            "Howling Winds blow the kick off the pitch from {square}: a \
                             touchback once the Kick-off table is resolved (004:L1463-L1472; \
                             000:L387)"
                        ),
                    );
                    self.kick_will_land(None);
                    return;
                }
                None => {
                    self.s.ball = Ball::OffPitch;
                    self.s.stack[at] = Step::ThrowIn {
                        from: square,
                        edge: edge_of(self.s.pitch(), x, y),
                    };
                    self.say(
                        EventKind::BallMoved { to: None },
                        format_args!(
                            "Howling Winds blow the pass off the pitch from {square}: the crowd \
                             throws it in (004:L1463-L1472; 000:L740)"
                        ),
                    );
                    return;
                }
            }
        }
        if let Some(Step::Roll(scatter)) = self.s.stack.get_mut(at) {
            match &mut scatter.kind {
                RollKind::KickScatter { target, .. } => *target = square,
                RollKind::PassScatter { from } => *from = square,
                _ => {}
            }
        }
        self.say(
            EventKind::BallMoved { to: Some(square) },
            format_args!(
                "Howling Winds blow the ball from {from} to {square}; it scatters from there \
                 (004:L1463-L1472)"
            ),
        );
    }
}

impl<S: super::State> Engine<'_, S> {
    /// The weather's modifiers on a pass roll: Very Sunny -1 (000:L1020), Howling Winds -1
    /// (004:L1458-L1460). Gloomy's is the range band's (`pass_modifiers`).
    pub(crate) fn weather_pass_modifiers(&self) -> Option<Modifier> {
        let (name, value) = match self.s.weather {
            Weather::VerySunny => ("Very Sunny", -1),
            Weather::HowlingWinds => ("Howling Winds", -1),
            _ => return None,
        };
        Some(Modifier {
            name: self.words(format_args!("{name}")),
            value,
        })
    }

    /// Freezing: +1 to the Armour roll of a player Knocked Down (004:L1473-L1478).
    #[inline]
    pub(crate) fn weather_armour(&self) -> Option<Modifier> {
        (self.s.weather == Weather::Freezing).then(|| Modifier {
            name: self.words(format_args!("Freezing (004:L1473-L1478)")),
            value: 1,
        })
    }

    /// Go For It squares the weather adds: one while it is Bubbling up from Below
    /// (004:L1527-L1531).
    #[inline]
    pub(crate) fn weather_go_for_its(&self) -> u8 {
        u8::from(self.s.weather == Weather::BubblingUpFromBelow)
    }

    /// Gloomy: this Go For It, the `attempt`th of his Action, is his second (his third with
    /// Sprint) or later, and fails on 1-2 (004:L1536-L1541).
    #[inline]
    pub(crate) fn gloomy_go_for_it(&self, id: PlayerId, attempt: u8) -> bool {
        self.s.weather == Weather::Gloomy
            && attempt
                >= 2 + u8::from(
                    self.s
                        .player(id)
                        .is_some_and(|p| p.has(crate::skill::Skill::Sprint)),
                )
    }
}

impl crate::state::MatchState {
    /// A player's MA as the weather leaves it: 1 less for everyone on the pitch while it
    /// is Bubbling up from Below (004:L1525-L1528); and as the stadium does (Uneven Footing).
    #[inline]
    pub fn movement_allowance(&self, player: &crate::player::Player) -> u8 {
        // Uneven Footing's -1 first, to a minimum of 3 (004:L3630-L3633).
        let ma = self.surface_movement(player.profile.ma);
        if self.weather == Weather::BubblingUpFromBelow && player.square().is_some() {
            ma.saturating_sub(1)
        } else {
            ma
        }
    }
}

/// Howling Winds' roll-off: a D6 each, home's first (004:L1460-L1461).
fn wind_direction_roll() -> Step {
    PendingRoll::plain(
        RollKind::WindDirection,
        Side::Home,
        &[DieKind::D6, DieKind::D6][..],
        "Howling Winds: each coach rolls a D6, home's first, ties rolled again; the wind blows \
         towards the End Zone of the lower (004:L1460-L1463)"
            .to_string(),
    )
}
