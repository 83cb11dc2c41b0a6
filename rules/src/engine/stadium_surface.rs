//! The Unusual Playing Surface table in play (004:L3585-L3629; its cards 004:L7324-L7450):
//! each attribute hooks into the step it changes. Astrogranite's D6 after a failed Go For It
//! and Uneven Footing's MA and Go For It change the move (`movement.rs`); Solid Stone's second
//! bounce, Ice's skid and Sloping Pitch's bounce down the slope change the bounce (`ball.rs`);
//! Ankle-deep Water changes the Armour roll of a fall and the turn's end (`flow.rs`); Ice's
//! slide comes before a Knocked Down player's Armour roll (`injury.rs`). Astrogranite's +1
//! Armour and Solid Stone's +1 Injury are in `injury.rs`.

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::Facing;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::state::{ANKLE_DEEP_WATER, ASTROGRANITE, Ball, ICE, SLOPING_PITCH, SOLID_STONE};
use crate::state::{MatchState, UNEVEN_FOOTING};

/// The rolls the playing surface asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SurfaceRoll {
    /// Astrogranite: the D6 after a failed Go For It, 4+ he stays standing (004:L3625-L3629).
    Astrogranite { player: PlayerId },
    /// Ankle-deep Water: the D6 of a Stunned player about to turn face-up, 1 he stays Stunned
    /// (004:L3602-L3607).
    AnkleDeepWater { player: PlayerId },
    /// Ice: the D8 on the scatter template a Knocked Down player slides on (004:L3617-L3624).
    IceSlide { player: PlayerId },
    /// Solid Stone: the ball's second bounce, a D8 as any bounce (004:L3634-L3636).
    SecondBounce { from: Square },
    /// Sloping Pitch: the D6 for the End Zone the pitch slopes towards this drive
    /// (004:L3608-L3611).
    Slope,
}

impl SurfaceRoll {
    /// The roll's name, as the prompt and a script give it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            SurfaceRoll::Astrogranite { .. } => "Astrogranite",
            SurfaceRoll::AnkleDeepWater { .. } => "Ankle-deep Water",
            SurfaceRoll::IceSlide { .. } => "Ice slide",
            SurfaceRoll::SecondBounce { .. } => "Bounce",
            SurfaceRoll::Slope => "Sloping Pitch",
        }
    }

    /// The player the roll is for, if any.
    pub(crate) fn player(self) -> Option<PlayerId> {
        match self {
            SurfaceRoll::Astrogranite { player }
            | SurfaceRoll::AnkleDeepWater { player }
            | SurfaceRoll::IceSlide { player } => Some(player),
            SurfaceRoll::SecondBounce { .. } | SurfaceRoll::Slope => None,
        }
    }
}

/// The slope's D6, rolled by the `kicking` coach: 1-3 towards `low`'s End Zone, 4-6 towards
/// `high`'s (004:L3608-L3611).
fn slope_roll(kicking: Side, low: &str, high: &str) -> Step {
    PendingRoll::plain(
        RollKind::Surface(SurfaceRoll::Slope),
        kicking,
        &[DieKind::D6][..],
        format!(
            "Sloping Pitch: a D6 for the slope this drive: 1-3 down towards the {low} End Zone, \
             4-6 towards the {high} End Zone (004:L3608-L3611)"
        ),
    )
}

/// The first drive's slope, for a match whose setup names a Sloping Pitch and the team kicking:
/// the match starts at that team's set-up, so the roll comes before it.
pub(crate) fn first_slope_roll(setup: &crate::setup::MatchSetup, kicking: Side) -> Option<Step> {
    let sloping = setup
        .league
        .as_ref()
        .and_then(|l| l.stadium.as_ref())
        .and_then(|s| s.attribute.as_deref())
        == Some(SLOPING_PITCH);
    sloping.then(|| {
        slope_roll(
            kicking,
            &setup.team(Side::Home).name,
            &setup.team(Side::Away).name,
        )
    })
}

impl MatchState {
    /// Uneven Footing: MA -1, but never below 3 by it (a player of MA 3 or less keeps his,
    /// 004:L3630-L3633).
    #[inline]
    pub(crate) fn surface_movement(&self, ma: u8) -> u8 {
        if ma > 3 && self.stadium_attribute() == Some(UNEVEN_FOOTING) {
            ma - 1
        } else {
            ma
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Go For It squares the surface adds: one on Uneven Footing (004:L3630-L3633).
    #[inline]
    pub(crate) fn surface_go_for_its(&self) -> u8 {
        u8::from(self.s.stadium_attribute() == Some(UNEVEN_FOOTING))
    }

    /// Astrogranite: `id`'s Action has had a failed Go For It saved, so the Go For It squares
    /// he has used are all he may (004:L3627-L3629).
    #[inline]
    pub(crate) fn barred_go_for_its(&self, id: PlayerId) -> Option<u8> {
        self.s
            .action()
            .filter(|a| a.player == id && a.go_for_it_barred)
            .map(|a| a.extra)
    }

    /// Sloping Pitch: a step from `from` to `to` goes down the slope, towards the End Zone it
    /// slopes to (a diagonal one too; 004:L3614-L3616).
    pub(crate) fn downhill(&self, from: Square, to: Square) -> bool {
        match self.slope() {
            Some(Side::Home) => to.x() < from.x(),
            Some(Side::Away) => to.x() > from.x(),
            None => false,
        }
    }

    /// Sloping Pitch: `player`, his MA and Go For It squares spent, has the slope's one more
    /// Go For It, for a step down the slope only (004:L3614-L3616). Our reading: a step of
    /// movement, not a Leap nor a Blitz's block; none after Astrogranite's save (another
    /// stadium) or a player who has taken root.
    pub(crate) fn slope_go_for_it(
        &self,
        action: &crate::state::ActiveAction,
        player: &crate::player::Player,
    ) -> bool {
        self.slope().is_some()
            && !player.rooted
            && !action.go_for_it_barred
            && action.moved >= self.s.movement_allowance(player)
            && action.extra == self.max_go_for_it(player.id)
    }

    /// The slope, on a Sloping Pitch once rolled.
    pub(crate) fn slope(&self) -> Option<Side> {
        if self.s.stadium_attribute() == Some(SLOPING_PITCH) {
            self.s.slope
        } else {
            None
        }
    }
}

impl Engine<'_> {
    /// The surface's roll read.
    pub(crate) fn surface_rolled(&mut self, roll: SurfaceRoll, dice: &[Die]) {
        match roll {
            SurfaceRoll::Astrogranite { player } => self.astrogranite_rolled(player, dice),
            SurfaceRoll::AnkleDeepWater { player } => self.water_rolled(player, dice),
            SurfaceRoll::IceSlide { player } => self.ice_slid(player, dice),
            SurfaceRoll::SecondBounce { from } => self.bounce_from(from, dice, true),
            SurfaceRoll::Slope => self.slope_rolled(dice),
        }
    }

    // Astrogranite (004:L3625-L3629).

    /// A Go For It has failed, re-rolls settled: on Astrogranite his D6 comes first, and true
    /// is returned. Once a failed Go For It is saved he attempts none in the Action (a Leap's
    /// second is not rolled: `astrogranite_leap_stopped`), so there is never a second D6.
    pub(crate) fn astrogranite_roll(&mut self, player: PlayerId, shown: &str) -> bool {
        if self.s.stadium_attribute() != Some(ASTROGRANITE)
            || self.barred_go_for_its(player).is_some()
        {
            return false;
        }
        let label = self.ruling_label(player);
        self.push(PendingRoll::plain(
            RollKind::Surface(SurfaceRoll::Astrogranite { player }),
            player.side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Astrogranite: {label} failed a Go For It ({shown}); 4+ and he stays standing, no \
                 turnover, but may not Go For It again this Action (004:L3625-L3629)"
            )),
        ));
        true
    }

    /// 4+: he stays standing where he stepped, the step goes on (a Blitz's block too, our
    /// reading: the square counts as made), and his Action has no more Go For It; else he
    /// falls as for the failed Go For It.
    fn astrogranite_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if roll < 4 {
            self.go_for_it_failed(
                player,
                &format!("and {roll} on the Astrogranite D6 (004:L3627)"),
            );
            return;
        }
        if let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut())
            && action.player == player
        {
            action.go_for_it_barred = true;
        }
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Astrogranite: {roll}, {label} stays standing, no turnover; no more Go For It \
                 this Action (004:L3627-L3629)"
            ),
        );
    }

    /// A Leap's first Go For It saved on Astrogranite: he may not attempt its second
    /// (004:L3627-L3629), so the Leap ends. Our reading: the Leap is not made; he stays,
    /// standing, on the square he leapt from, no turnover, the squares and the Leap spent.
    pub(crate) fn astrogranite_leap_stopped(&mut self, player: PlayerId, to: Square, from: Square) {
        self.s.set_place(
            player,
            Place::Pitch {
                square: from,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(player);
        self.say(
            EventKind::Moved {
                player,
                from: to,
                to: from,
            },
            format_args!(
                "Astrogranite: {label} may not Go For It again this Action, so the Leap's second \
                 Go For It is not attempted: the Leap ends and he stays on {from} (004:L3627-L3629)"
            ),
        );
    }

    // Ankle-deep Water (004:L3602-L3607).

    /// `player` just fell on a failed Go For It or Dodge: in Ankle-deep Water his Armour roll,
    /// waiting on the stack, is 1 less.
    pub(crate) fn ankle_deep_water(&mut self, player: PlayerId) {
        if self.s.stadium_attribute() != Some(ANKLE_DEEP_WATER) {
            return;
        }
        let name = self.words(format_args!("Ankle-deep Water (004:L3602-L3604)"));
        if let Some(at) = self.pending_armour(player)
            && let Some(Step::Roll(roll)) = self.s.stack.get_mut(at)
        {
            roll.modifiers.push(Modifier { name, value: -1 });
        }
    }

    /// As a turn ends in Ankle-deep Water, each of the team's players who would turn face-up
    /// rolls a D6 first (his coach; shirt order). Pushes the rolls under a new `EndTurn` and
    /// returns true the first time the turn ends.
    pub(crate) fn water_recovery(&mut self) -> bool {
        if self.s.stadium_attribute() != Some(ANKLE_DEEP_WATER) {
            return false;
        }
        let Some(side) = self.first_turn_end(|t| &mut t.water_rolled) else {
            return false;
        };
        let stunned: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| {
                p.id.side == side
                    && p.stance() == Some(Stance::Stunned)
                    && !p.stunned_this_turn
                    && p.square().is_some()
            })
            .map(|p| p.id)
            .collect();
        if stunned.is_empty() {
            return false;
        }
        self.s.stack.push(Step::EndTurn);
        let rolls: Vec<Step> = stunned
            .into_iter()
            .map(|player| {
                let label = self.ruling_label(player);
                PendingRoll::plain(
                    RollKind::Surface(SurfaceRoll::AnkleDeepWater { player }),
                    side,
                    &[DieKind::D6][..],
                    self.words(format_args!(
                        "Ankle-deep Water: {label} would turn face-up; on a 1 he stays Stunned \
                         another turn (004:L3604-L3607)"
                    )),
                )
            })
            .collect();
        self.push_in_order(rolls);
        true
    }

    /// A 1 keeps him Stunned through this turn's end, as if Stunned in it (000:L633).
    fn water_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(6);
        let label = self.ruling_label(player);
        if roll == 1 {
            if let Some(p) = self.s.player_mut(player) {
                p.stunned_this_turn = true;
            }
            self.say(
                EventKind::Note,
                format_args!(
                    "Ankle-deep Water: 1, {label} stays Stunned for another turn (004:L3606)"
                ),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!("Ankle-deep Water: {roll}, {label} recovers (004:L3604-L3607)"),
            );
        }
    }

    // Ice (004:L3617-L3624).

    /// Ice: `id`, just Knocked Down, slides a square in a random direction before his Armour
    /// roll. `None` on any other surface.
    #[inline]
    pub(crate) fn ice_slide_roll(&self, id: PlayerId) -> Option<Step> {
        if self.s.stadium_attribute() != Some(ICE) {
            return None;
        }
        let label = self.ruling_label(id);
        Some(PendingRoll::plain(
            RollKind::Surface(SurfaceRoll::IceSlide { player: id }),
            id.side,
            &[DieKind::D8][..],
            self.words(format_args!(
                "Ice: {label}, Knocked Down, slides a square: D8 on the scatter template \
                 (004:L3619-L3624)"
            )),
        ))
    }

    /// His slide: into an occupied square he stays; off the pitch the crowd's Injury roll
    /// replaces his Armour roll (000:L587; Ball & Chain's Injury roll stands, his one Injury
    /// roll); onto the loose ball, it bounces once his rolls are done. Our reading, as for Thermal Geysers: a ball he held was dropped where he fell
    /// and bounces from there.
    fn ice_slid(&mut self, id: PlayerId, dice: &[Die]) {
        let Some(from) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        let (dx, dy) = self.scatter_step(dice.first().and_then(|d| d.value()).unwrap_or(1));
        let label = self.ruling_label(id);
        let (x, y) = (i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        let Some(to) = self.s.pitch().square(x, y) else {
            if let Some(at) = self.pending_armour(id) {
                let injury = self.injury_roll(id, Vec::new(), true, None, None);
                self.s.stack[at] = injury;
            }
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Pushed {
                    player: id,
                    from,
                    to: None,
                },
                format_args!(
                    "Ice: {label} slides off the pitch from {from}, and the crowd beats him up: \
                     an Injury roll with no Armour roll (004:L3622-L3623, 000:L587)"
                ),
            );
            return;
        };
        if self.s.is_occupied(to) {
            self.say(
                EventKind::Note,
                format_args!("Ice: {label} would slide into {to}, occupied: he stays (004:L3621)"),
            );
            return;
        }
        let on_ball = self.land_prone(
            id,
            from,
            to,
            format_args!("Ice: {label} slides from {from} to {to} (004:L3619-L3621)"),
        );
        if on_ball {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "Ice: {label} slides into the ball on {to}; it bounces after his rolls \
                     (004:L3623-L3624)"
                ),
            );
        }
    }

    // The bounce: Solid Stone, Ice and Sloping Pitch.

    /// A bounce from `from` has just reached `to` (the step `(dx, dy)`), not its own second
    /// bounce (`second`): on Solid Stone an empty square makes it bounce once more
    /// (004:L3634-L3636); on Ice an empty square lets it skid one more square the same way
    /// (004:L3617-L3619). True when the surface took the ball on. Our reading for Ice: a
    /// player on the bounce's square catches it or makes it bounce as ever; only a ball that
    /// would stay on an empty square skids on.
    pub(crate) fn surface_bounce(
        &mut self,
        from: Square,
        to: Square,
        (dx, dy): (i32, i32),
        second: bool,
    ) -> bool {
        let attribute = self.s.stadium_attribute();
        if second
            || !matches!(attribute, Some(SOLID_STONE | ICE))
            || self.s.is_occupied(to)
            || self.s.other_ball_on(to).is_some()
        {
            return false;
        }
        if attribute == Some(SOLID_STONE) {
            self.s.ball = Ball::OnGround(to);
            self.kick_bounce_spent();
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "The ball bounces from {from} to {to}, an empty square: on Solid Stone it \
                     bounces once more (004:L3634-L3636)"
                ),
            );
            let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
            self.push(PendingRoll::plain(
                RollKind::Surface(SurfaceRoll::SecondBounce { from: to }),
                side,
                &[DieKind::D8][..],
                self.words(format_args!(
                    "Bounce: Solid Stone's second bounce, D8 on the scatter template from {to}, \
                     one square (004:L3634-L3636)"
                )),
            ));
            return true;
        }
        let (x, y) = (i32::from(to.x()) + dx, i32::from(to.y()) + dy);
        let next = self.s.pitch().square(x, y);
        if self.kick_out_of_play(next) {
            let why = self.words(format_args!(
                "The kick bounces from {from} to {to} and skids on the Ice (004:L3617-L3619) \
                 out of the receiving half"
            ));
            self.touchback(&why);
            return true;
        }
        let Some(next) = next else {
            self.s.ball = Ball::OffPitch;
            self.say(
                EventKind::BallMoved { to: None },
                format_args!(
                    "The ball bounces from {from} to {to} and skids on the Ice off the pitch: \
                     the crowd throws it in (004:L3617-L3619, 000:L740)"
                ),
            );
            self.push(Step::ThrowIn {
                from: to,
                edge: super::ball::edge_of(self.s.pitch(), x, y),
            });
            return true;
        };
        let how = self.words(format_args!(
            "The ball bounces from {from} to {to} and skids on the Ice to {next} \
             (004:L3617-L3619)"
        ));
        self.ball_lands(next, super::ball::Landing::Bounce, &how, None);
        true
    }

    /// Sloping Pitch: a bounce is a D6 on the Throw-in template, its 3-4 pointing down the
    /// slope (004:L3611-L3614). `None` on any other surface, or before the slope is rolled.
    pub(crate) fn slope_bounce_roll(&self, from: Square) -> Option<Step> {
        let towards = self.slope()?;
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        let team = &self.s.team(towards).name;
        Some(PendingRoll::plain(
            RollKind::Bounce { from },
            side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Bounce: D6 on the Throw-in template from {from}, its 3-4 pointing down the \
                 slope towards the {team} End Zone, one square (Sloping Pitch, 004:L3611-L3614)"
            )),
        ))
    }

    /// The square a bounce's die moves the ball on a Sloping Pitch: the Throw-in template
    /// down the slope. `None` on any other surface.
    pub(crate) fn slope_bounce_step(&self, roll: u8) -> Option<(i32, i32)> {
        let facing = match self.slope()? {
            Side::Home => Facing::HomeEndZone,
            Side::Away => Facing::AwayEndZone,
        };
        Some(self.throw_in_template_step(facing, roll))
    }

    // Sloping Pitch's slope (004:L3608-L3611).

    /// On a Sloping Pitch, a drive starting with no slope rolled yet.
    #[inline]
    pub(crate) fn slope_due(&self) -> bool {
        self.s.slope.is_none() && self.s.stadium_attribute() == Some(SLOPING_PITCH)
    }

    /// At the start of each drive, on a Sloping Pitch, the kicking coach's D6 for the slope.
    pub(crate) fn slope_roll(&mut self) {
        let (low, high) = self.slope_faces();
        let roll = slope_roll(
            self.s.kicking,
            &self.s.team(low).name,
            &self.s.team(high).name,
        );
        self.push(roll);
    }

    /// The End Zones a 1-3 and a 4-6 slope towards. Our reading of the slope turning at
    /// half-time (004:L3609-L3611): the teams change ends and the ground stays, so in the second
    /// half (and overtime) the die's faces point the other way; the roll at each drive's start
    /// stands.
    fn slope_faces(&self) -> (Side, Side) {
        if self.s.half >= 2 {
            (Side::Away, Side::Home)
        } else {
            (Side::Home, Side::Away)
        }
    }

    fn slope_rolled(&mut self, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let (low, high) = self.slope_faces();
        let towards = if roll <= 3 { low } else { high };
        self.s.slope = Some(towards);
        let team = self.s.team(towards).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Sloping Pitch: {roll}, the pitch slopes down towards the {team} End Zone this \
                 drive (004:L3608-L3611)"
            ),
        );
    }
}
