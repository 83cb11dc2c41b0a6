//! Special balls (ruleset option `special-balls`, 004:L2061-L2306): once both teams are set
//! up for a drive, the kicking coach may declare a special ball and nominate its kicker
//! (`Step::SpecialBall`, 004:L2142-L2153); a double on the Kick-off table sends the kicker off
//! as though he had fouled, before the result (004:L2153-L2158); a Goblin team's second and
//! later ball adds a D6 once the kick-off is resolved, 1-2 sent off (004:L2250-L2254). The
//! ball's rules hold for the drive, for the ball kicked (a second ball is a normal one,
//! 004:L2130-L2134): each is read where its step is built (`special_ball`).
//!
//! A team may declare as many balls in a match as the data's list has balls of its race, at
//! least one, each once: one for most teams (004:L2142), three for a Goblin team, any of which
//! may be the Extra Spiky Ball (004:L2232-L2236).

use super::steps::{Call, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{Decision, PassRange};
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::ruleset::{BallEntry, RulesetName};
use crate::skill::Ruled;
use crate::special_ball::{
    SPECIAL_BALLS_LIST, SPECIAL_BALLS_OPTION, SpecialBall, SpecialBallInPlay,
};

impl Engine<'_> {
    /// Both teams are set up for a drive `kicking` kicks: its coach is asked for a special
    /// ball if he has one left and a player who may kick it (004:L2142-L2153).
    pub(crate) fn ask_special_ball(&mut self, kicking: Side) {
        if self.special_balls_on()
            && !self.special_balls_left(kicking).is_empty()
            && !self.special_kickers(kicking).is_empty()
        {
            self.push(Step::SpecialBall { side: kicking });
        }
    }

    /// The kicking coach's declaration: `ball` kicked by `kicker`, or none.
    pub(crate) fn declare_special_ball(
        &mut self,
        side: Side,
        chosen: Option<(SpecialBall, PlayerId)>,
    ) -> Result<(), Rejection> {
        if let Some((ball, kicker)) = chosen
            && let Some(problem) = self.special_ball_problem(side, ball, kicker)
        {
            return Err(problem);
        }
        self.s.stack.pop();
        let team = self.s.team(side).name.clone();
        let Some((ball, kicker)) = chosen else {
            self.say(
                EventKind::Note,
                format_args!("Special balls: the {team} coach kicks a normal ball this drive"),
            );
            return Ok(());
        };
        let used = &mut self.s.special_balls_used[side.index()];
        let used_before = used.count() > 0;
        used.insert(ball);
        self.s.drive.special_ball = Some(SpecialBallInPlay {
            ball,
            side,
            kicker,
            kicker_rolled: false,
            gone: false,
            thrown: false,
            hops: 0,
            fuse: 0,
        });
        if ball == SpecialBall::ExplodinBall {
            // Its marker goes on the score track as the ball is placed (004:L2191-L2193).
            self.push(Step::Fuse { side });
        }
        let label = self.ruling_label(kicker);
        let call = if ball == SpecialBall::ShadySpecial {
            "he can't be sent off for it (004:L2269-L2271)".to_string()
        } else if used_before {
            "a double on the Kick-off table sends him off, and so does a D6 of 1-2 once the \
             kick-off result is resolved, as the team has used a special ball before \
             (004:L2244-L2254)"
                .to_string()
        } else {
            "a double on the Kick-off table sends him off as though he had fouled \
             (004:L2153-L2158)"
                .to_string()
        };
        let ruled = match ball.ruled() {
            Ruled::Yes => String::new(),
            Ruled::InPart(what) => format!("; not ruled: {what}, apply it by hand"),
            Ruled::No => format!(
                "; its own rule is not ruled: the referee applies it by hand ({})",
                ball.cite()
            ),
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Special balls: the {team} coach declares {} for this drive, kicked by {label}; \
                 {call}{ruled}",
                ball.name()
            ),
        );
        Ok(())
    }

    /// The Kick-off table's 2D6 are a double and the special ball's kicker is on the pitch:
    /// the referee's call comes before the result, which waits under it (004:L2153-L2158).
    /// False when there is no call to make.
    pub(crate) fn special_ball_double(
        &mut self,
        dice: &[Die],
        total: u8,
        blitzmania: bool,
    ) -> bool {
        let Some(play) = self.s.drive.special_ball else {
            return false;
        };
        let double = matches!(dice, [a, b] if a.value().is_some() && a.value() == b.value());
        if !double || !self.on_pitch_now(play.kicker) {
            return false;
        }
        let label = self.ruling_label(play.kicker);
        if play.ball == SpecialBall::ShadySpecial {
            self.say(
                EventKind::Note,
                format_args!(
                    "Special balls: a double on the Kick-off table, but {label} can't be sent off \
                     for kicking the Shady Special (004:L2269-L2271)"
                ),
            );
            return false;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Special balls: a double on the Kick-off table: the referee calls {label} out \
                 for kicking {}, sent off as though he had fouled, before the result is \
                 resolved; the ball stays in play (004:L2153-L2158)",
                play.ball.name()
            ),
        );
        self.push(Step::KickOffResult { total, blitzmania });
        self.referee_call(play.kicker, Call::SpecialBall);
        true
    }

    /// Once the kick-off is resolved, before the receiving team's turn: a Goblin team's D6
    /// for the kicker of its second or later special ball of the match (004:L2250-L2254).
    /// True when it was asked (the kick-off's end waits under it).
    pub(crate) fn special_ball_kicker_due(&mut self) -> bool {
        // The team had kicked a special ball before this one: two or more used this match.
        let used = &self.s.special_balls_used;
        let Some(play) = self.s.drive.special_ball.as_mut() else {
            return false;
        };
        let used_before = used[play.side.index()].count() > 1;
        if !used_before || play.kicker_rolled || play.ball == SpecialBall::ShadySpecial {
            return false;
        }
        play.kicker_rolled = true;
        let (kicker, side) = (play.kicker, play.side);
        if !self.on_pitch_now(kicker) {
            return false;
        }
        let label = self.ruling_label(kicker);
        self.push(Step::KickOffDone);
        self.push(PendingRoll::plain(
            RollKind::SpecialBallKicker { kicker },
            side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Special balls: the team has used a special ball before this match: a D6 once \
                 the kick-off result is resolved, on 1-2 {label} is sent off as though he had \
                 fouled (004:L2250-L2254)"
            )),
        ));
        true
    }

    /// The Goblin team's D6 for its kicker: 1-2 he is sent off (004:L2252-L2254).
    pub(crate) fn special_ball_kicker_rolled(&mut self, kicker: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(6);
        let label = self.ruling_label(kicker);
        if roll <= 2 {
            self.say(
                EventKind::Note,
                format_args!(
                    "Special balls ({roll}): the referee calls {label} out, sent off as though \
                     he had fouled (004:L2252-L2254)"
                ),
            );
            self.referee_call(kicker, Call::SpecialBall);
        } else {
            self.say(
                EventKind::Note,
                format_args!("Special balls ({roll}): {label} gets away with it (004:L2252-L2254)"),
            );
        }
    }

    /// `player`'s pick-up, catch or interception roll on `ball` is settled, re-rolls and all:
    /// a natural 1 on the Extra Spiky Ball stabs him, on the Warpstone Brazier mutates him
    /// (004:L2168-L2171, L2065-L2068).
    pub(crate) fn special_ball_handled(
        &mut self,
        ball: SpecialBall,
        player: PlayerId,
        dice: &[Die],
    ) {
        if dice.first().and_then(|d| d.value()) != Some(1) {
            return;
        }
        match ball {
            SpecialBall::ExtraSpikyBall => self.spiky_ball_bites(player),
            SpecialBall::WarpstoneBrazier => self.warpstone_touches(player),
            _ => {}
        }
    }

    /// The Extra Spiky Ball: a pick-up, catch or interception roll of a natural 1, after
    /// re-rolls, has the player treated as attacked with Stab: an unmodified Armour roll,
    /// made before the ball bounces (004:L2168-L2171).
    fn spiky_ball_bites(&mut self, player: PlayerId) {
        self.stabbed_by_the_ball(
            player,
            "Extra Spiky Ball",
            "rolls a natural 1",
            "004:L2168-L2171",
        );
    }

    /// Rogue Ball's replica bursts: if it was the special ball, the ball in play is a normal
    /// one from now on (004:L2130-L2134).
    pub(crate) fn special_ball_burst(&mut self) {
        if let Some(play) = self.s.drive.special_ball.as_mut() {
            play.gone = true;
            let name = play.ball.name();
            self.say(
                EventKind::Note,
                format_args!(
                    "Special balls: {name} was the replica; the real ball is a normal one \
                     (004:L2130-L2134)"
                ),
            );
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether the league plays special balls: a 2016 match with the option on.
    pub(crate) fn special_balls_on(&self) -> bool {
        self.s.ruleset.name == RulesetName::Bb2016
            && self.s.ruleset.ball_entry == BallEntry::KickOff
            && self.book.is_on(SPECIAL_BALLS_OPTION)
    }

    /// The special ball the engine handles now: the drive's, unless another ball is swapped
    /// in or it burst as the replica (a second ball is a normal one, 004:L2130-L2134).
    #[inline]
    pub(crate) fn special_ball(&self) -> Option<SpecialBall> {
        match self.s.drive.special_ball {
            Some(play) if !play.gone && self.s.crowd.swapped.is_none() => Some(play.ball),
            _ => None,
        }
    }

    /// Whether `side` may kick `ball` by the data's list: the Extra Spiky Ball any team
    /// (empty `teams`), a race's ball its roster (004:L2142-L2146).
    fn ball_for(&self, side: Side, ball: SpecialBall) -> bool {
        let roster = self.book.race_of(&self.s.team(side).roster);
        self.book.list(SPECIAL_BALLS_LIST).is_ok_and(|list| {
            list.entries
                .iter()
                .any(|e| e.id == ball.id() && e.allows(roster))
        })
    }

    /// How many special balls `side` may use in a match: as many as its race has, at least
    /// one (once per match, 004:L2142; a Goblin team's three, 004:L2232-L2236).
    fn special_ball_limit(&self, side: Side) -> u8 {
        let race = SpecialBall::ALL
            .into_iter()
            .filter(|&b| b != SpecialBall::ExtraSpikyBall && self.ball_for(side, b))
            .count();
        u8::try_from(race.max(1)).unwrap_or(u8::MAX)
    }

    /// The balls `side` may still declare this match.
    pub(crate) fn special_balls_left(&self, side: Side) -> Vec<SpecialBall> {
        let used = self.s.special_balls_used[side.index()];
        if used.count() >= self.special_ball_limit(side) {
            return Vec::new();
        }
        SpecialBall::ALL
            .into_iter()
            .filter(|&b| !used.contains(b) && self.ball_for(side, b))
            .collect()
    }

    /// `side`'s players who may kick a special ball: on the pitch, not in a wide zone, not on
    /// the line of scrimmage (004:L2149-L2151).
    pub(crate) fn special_kickers(&self, side: Side) -> Vec<PlayerId> {
        let pitch = self.s.pitch();
        self.s
            .on_pitch(side)
            .filter(|p| {
                p.square()
                    .is_some_and(|s| !pitch.is_wide_zone(s) && pitch.line_of_scrimmage(s).is_none())
            })
            .map(|p| p.id)
            .collect()
    }

    /// Every declaration open to `side`: each ball left with each kicker, then none.
    pub(crate) fn special_ball_options(&self, side: Side) -> Vec<Decision> {
        let kickers = self.special_kickers(side);
        let mut options: Vec<Decision> = self
            .special_balls_left(side)
            .into_iter()
            .flat_map(|ball| {
                kickers
                    .iter()
                    .map(move |&kicker| Decision::SpecialBall { ball, kicker })
            })
            .collect();
        options.push(Decision::Done);
        options
    }

    /// Why `side` may not declare `ball` kicked by `kicker`, if it may not.
    pub(crate) fn special_ball_problem(
        &self,
        side: Side,
        ball: SpecialBall,
        kicker: PlayerId,
    ) -> Option<Rejection> {
        if !self.ball_for(side, ball) {
            return Some(self.refuse(
                format_args!(
                    "{} is not a ball of the {} team's race",
                    ball.name(),
                    self.s.team(side).name.clone()
                ),
                "004:L2142-L2146",
            ));
        }
        if !self.special_balls_left(side).contains(&ball) {
            return Some(self.refuse(
                format_args!(
                    "the {} team has used {} or all its special balls this match",
                    self.s.team(side).name.clone(),
                    ball.name()
                ),
                "004:L2142, L2232-L2236",
            ));
        }
        if kicker.side != side || !self.special_kickers(side).contains(&kicker) {
            return Some(self.refuse(
                format_args!(
                    "{} may not kick it: the kicker is a player of the kicking team on the \
                     pitch, not in a wide zone and not on the line of scrimmage",
                    self.named(kicker)
                ),
                "004:L2149-L2151",
            ));
        }
        None
    }

    /// What the declaration asks, in words.
    pub(crate) fn special_ball_about(&self, side: Side) -> String {
        let left: Vec<&str> = self
            .special_balls_left(side)
            .into_iter()
            .map(SpecialBall::name)
            .collect();
        format!(
            "Special balls: the {} coach may declare a special ball for this drive ({}) and \
             nominate its kicker, or done for a normal ball (004:L2142-L2153)",
            self.s.team(side).name,
            left.join(", ")
        )
    }

    /// Whether the ball, thrown, thrown in or kicked off, stays on the empty square it comes
    /// down on instead of bouncing: the Extra Spiky Ball's and the Master-Hewn Ball's rule
    /// (004:L2166-L2168, L2112-L2113).
    #[inline]
    pub(crate) fn special_ball_sticks(&self) -> Option<SpecialBall> {
        self.special_ball()
            .filter(|&b| matches!(b, SpecialBall::ExtraSpikyBall | SpecialBall::MasterHewnBall))
    }

    /// The ball's own modifier on a pass of it over `range`: the Shady Special's −2
    /// (004:L2265-L2266), the Master-Hewn Ball's −1 more on a Long Pass (004:L2110).
    pub(crate) fn special_ball_pass_modifier(&self, range: PassRange) -> Option<Modifier> {
        match self.special_ball()? {
            SpecialBall::ShadySpecial => Some(Modifier {
                name: self.words(format_args!("Shady Special (004:L2265-L2266)")),
                value: -2,
            }),
            SpecialBall::MasterHewnBall if range == PassRange::Long => Some(Modifier {
                name: self.words(format_args!("Master-Hewn Ball, a Long Pass (004:L2110)")),
                value: -1,
            }),
            _ => None,
        }
    }

    /// Whether the acting player holds the Master-Hewn Ball, which may not go as a Long Bomb
    /// or by Hail Mary Pass (004:L2108-L2109).
    pub(crate) fn master_hewn_in_hand(&self) -> bool {
        self.special_ball() == Some(SpecialBall::MasterHewnBall)
            && self
                .s
                .action()
                .is_some_and(|a| self.s.ball == crate::state::Ball::Held(a.player))
    }

    /// The kick's squares of scatter as the ball reads its D6: the Master-Hewn Ball's D3
    /// (004:L2105-L2106), the D6 read as a D3; any other ball as rolled.
    pub(crate) fn special_kick_distance(&self, distance: u8) -> u8 {
        if self.special_ball() == Some(SpecialBall::MasterHewnBall) {
            crate::dice::d3(distance)
        } else {
            distance
        }
    }

    /// Changing Weather's roll on the Kick-off table: with the Master-Hewn Ball the weather
    /// changes, but no gentle gust drifts the kick (004:L2106-L2107); the roll is the
    /// pre-match one, which has none.
    pub(crate) fn changing_weather_roll(&self) -> Step {
        if self.special_ball() != Some(SpecialBall::MasterHewnBall) {
            return super::pre_match::weather_roll(true);
        }
        let mut step = super::pre_match::weather_roll(false);
        if let Step::Roll(roll) = &mut step {
            roll.purpose = "Changing Weather: roll the Weather table again, one D6 from each \
                            coach; the Master-Hewn Ball is not affected by the gentle gust \
                            (000:L1004, 004:L2106-L2107)"
                .into();
        }
        step
    }

    /// Whether `id` is on the pitch now.
    fn on_pitch_now(&self, id: PlayerId) -> bool {
        self.s.player(id).is_some_and(|p| p.square().is_some())
    }
}
