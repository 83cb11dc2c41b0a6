//! The crowd and the pitch's edges at a league's stadium (004:L3631-L3805): the stadium
//! attributes that change a push into the crowd, a throw-in, a Kick-off table result that
//! hurts a player, a foul that takes a player off the pitch, and the start of a drive.
//!
//! - Enclosed Pitch (004:L3702-L3743): nobody is pushed into the crowd; the player the push
//!   would put there is Knocked Down where he stands, with an Armour roll (one lying there
//!   keeps his stance and has the Armour roll, our reading), and nobody pushed into him moves
//!   (our reading: the chain stops at him as at a Stand Firm, 004:L10602).
//!   A throw-in goes D3 squares (a D6 halved), not 2D6.
//! - Bunch of Pacifists (004:L3745-L3805): a player pushed into the crowd goes to Reserves on
//!   4+ with no Injury roll; a player a Kick-off table result would Stun, KO or injure ignores
//!   it on 4+ (one D6 each for Pitch Invasion's victims; for Throw a Rock, our reading: a rock
//!   always leaves its man at least Stunned, so the D6 comes as it hits, before any Injury
//!   roll; Breaking Scandal's errant fans alike, before the Armour roll; the actions a result
//!   grants, Blitz!, Violent Outburst, Bloodthirsty Fans, are not the table's knock-downs).
//! - Know-it-all Hecklers (004:L3745-L3805): a foul that takes its victim off the pitch (KO'd
//!   or worse, our reading of "fouled off the pitch") with no double: a D6, 1-3 the fouler is
//!   sent off as for a double; asked only if the fouler was not sent off (after a famous
//!   referee's own D6, 004:L3773-L3777), and not in a drive with no referee.
//! - Solemn and Silent (004:L3745-L3805): a player pushed into the crowd comes back once the
//!   push and the follow-up are done, on the free square on the edge he left by nearest the
//!   square he left (at equal distance the lower coordinate, our reading), in the stance he
//!   had (a Prone or Stunned player stays so, our reading), or Placed Prone there with an
//!   Armour roll if the block knocked him down (004:L3804-L3805). A ball he held goes out
//!   with him and the crowd throws it in (our reading).
//! - Fair Weather Fans (004:L3745-L3805): at the start of each drive after the first a D6, 1-2
//!   the fans leave: both FAMEs -1. Each time the ball leaves play a D6, -1 for each time they
//!   left: 4+ the throw-in as normal, else the ball stays out until the end of the next turn
//!   and is thrown in then from where it left, if still off the pitch (with a second ball,
//!   that very ball: `FansBall::other`).

use super::steps::{Edge, PendingRoll, PushChain, PushOutcome, PushTarget, RollKind, Step, Steps};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, InjuryResult};
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::state::{
    BUNCH_OF_PACIFISTS, ENCLOSED_PITCH, FAIR_WEATHER_FANS, KNOW_IT_ALL_HECKLERS, SOLEMN_AND_SILENT,
};

/// What the crowd keeps track of during the match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct CrowdState {
    /// Fair Weather Fans: how many times a large number of fans have left.
    pub fans_left: u8,
    /// Fair Weather Fans: the balls they have not thrown back yet.
    pub fans_balls: Vec<FansBall>,
    /// The other ball swapped in as the ball now (`Step::SwapBalls`), if any: which ball a
    /// step on the ball handles, for the balls the fans keep.
    pub swapped: Option<u8>,
}

/// A ball the Fair Weather Fans keep until the end of the next turn (004:L3745-L3805).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FansBall {
    /// The square it left play from, and over which edge.
    pub from: Square,
    pub edge: Edge,
    /// The turn it left play in (its team, the half, the team's turn number); `None` outside
    /// a turn, when the next turn to end is the first.
    pub left_in: Option<(Side, u8, u8)>,
    /// Which ball: `None` the ball, else the other ball at that place (Rogue Ball, Ball
    /// Clone; `MatchState::other_balls`).
    pub other: Option<u8>,
}

/// A D6 a stadium's crowd asks for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum CrowdRoll {
    /// Bunch of Pacifists: `player` was pushed into the crowd; 4+ to Reserves unhurt.
    PacifistsCrowd { player: PlayerId },
    /// Bunch of Pacifists: a rock hit `player`; 4+ it is ignored.
    PacifistsRock { player: PlayerId },
    /// Bunch of Pacifists: the players a Pitch Invasion would Stun, one D6 each; 4+ ignored.
    PacifistsInvasion { players: Vec<PlayerId> },
    /// Bunch of Pacifists: the players Breaking Scandal's errant fans would knock down, one D6
    /// each; 4+ ignored.
    PacifistsErrantFans { players: Vec<PlayerId> },
    /// Know-it-all Hecklers: `fouler` took his victim off the pitch; 1-3 he is sent off.
    Hecklers { fouler: PlayerId },
    /// Fair Weather Fans at the start of a drive after the first: 1-2 they leave.
    FansLeave,
    /// Fair Weather Fans as the ball leaves play: 4+ (less 1 a time they left) thrown in now.
    FansThrowBack { from: Square, edge: Edge },
}

impl CrowdRoll {
    /// The player the roll is for, if any.
    pub(crate) fn player(&self) -> Option<PlayerId> {
        match self {
            CrowdRoll::PacifistsCrowd { player } | CrowdRoll::PacifistsRock { player } => {
                Some(*player)
            }
            CrowdRoll::Hecklers { fouler } => Some(*fouler),
            CrowdRoll::PacifistsInvasion { .. }
            | CrowdRoll::PacifistsErrantFans { .. }
            | CrowdRoll::FansLeave
            | CrowdRoll::FansThrowBack { .. } => None,
        }
    }

    /// The roll's name: the attribute's.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            CrowdRoll::PacifistsCrowd { .. }
            | CrowdRoll::PacifistsRock { .. }
            | CrowdRoll::PacifistsInvasion { .. }
            | CrowdRoll::PacifistsErrantFans { .. } => BUNCH_OF_PACIFISTS,
            CrowdRoll::Hecklers { .. } => KNOW_IT_ALL_HECKLERS,
            CrowdRoll::FansLeave | CrowdRoll::FansThrowBack { .. } => FAIR_WEATHER_FANS,
        }
    }
}

impl<S: State> Engine<'_, S> {
    fn at(&self, attribute: &str) -> bool {
        self.s.stadium_attribute() == Some(attribute)
    }

    /// A throw-in's distance dice and their words: one D6 read as a D3 at an Enclosed Pitch
    /// (004:L3735-L3737), else 2D6 (000:L153).
    pub(crate) fn throw_in_distance_dice(&self) -> (&'static [DieKind], &'static str) {
        if self.at(ENCLOSED_PITCH) {
            (
                &[DieKind::D6],
                "a D6 halved (a D3; Enclosed Pitch, 004:L3735-L3737)",
            )
        } else {
            (&[DieKind::D6, DieKind::D6], "2D6")
        }
    }

    /// The throw-in's distance from its distance dice: a D3 at an Enclosed Pitch, else 2D6
    /// (2 at least, should a die be missing).
    pub(crate) fn throw_in_distance(&self, dice: &[u8]) -> i32 {
        match dice {
            [a] if self.at(ENCLOSED_PITCH) => i32::from(crate::dice::d3((*a).clamp(1, 6))),
            _ => dice.iter().map(|&v| i32::from(v)).sum::<i32>().max(2),
        }
    }

    /// Bunch of Pacifists is the stadium's attribute (004:L3779-L3783).
    fn pacifists(&self) -> bool {
        self.at(BUNCH_OF_PACIFISTS)
    }
}

impl Engine<'_> {
    /// Enclosed Pitch: a chain whose last push goes into the crowd stops: that player is
    /// Knocked Down where he stands (his Armour roll comes with the push's aftermath) and
    /// nobody pushed into him moves (004:L3702-L3743; our reading). His id, when so.
    pub(crate) fn enclosed_push(&mut self, chain: &mut PushChain) -> Option<PlayerId> {
        if !self.at(ENCLOSED_PITCH) {
            return None;
        }
        let &(player, at, target) = chain.links.last()?;
        if !matches!(target, PushTarget::Crowd { .. }) {
            return None;
        }
        chain.links.clear();
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Enclosed Pitch: {label} cannot be pushed into the crowd; he is Knocked Down on \
                 {at} instead, and nobody pushed into him moves (004:L3702-L3743)"
            ),
        );
        Some(player)
    }

    /// Enclosed Pitch: the players a push could not put into the crowd are Knocked Down where
    /// they stand, with an Armour roll (004:L3735-L3737). A player lying there already keeps
    /// his stance and has his Armour roll (our reading, as a Ball & Chain's push,
    /// 004:L9828-L9830); the one the push's own step knocked down is skipped, his roll is owed
    /// already. The turnover's cause when a standing one is of the moving team (000:L443).
    pub(crate) fn enclosed_knock_downs(
        &mut self,
        outcome: &mut PushOutcome,
        steps: &mut Steps,
    ) -> Option<String> {
        let mut turnover = None;
        for player in std::mem::take(&mut outcome.enclosed) {
            if outcome.down == Some(player) {
                continue;
            }
            if self.s.standing_square(player).is_none() {
                steps.extend(self.lying_armour(player, "Enclosed Pitch, 004:L3735-L3737"));
                continue;
            }
            steps.extend(self.knock_down(player, None));
            if self.moving_team(player) {
                turnover = Some(format!(
                    "{} of the moving team was Knocked Down (000:L443)",
                    self.ruling_label(player)
                ));
            }
        }
        turnover
    }

    /// The Armour roll of a player lying on the pitch whom the crowd's rule knocks down; his
    /// stance stays. `why` names the rule and its seed line.
    fn lying_armour(&self, player: PlayerId, why: &str) -> Option<Step> {
        let mut step = self.lying_armour_roll(player)?;
        if let Step::Roll(pending) = &mut step {
            let label = self.ruling_label(player);
            let av = self.s.player(player).map_or(0, |p| p.profile.av);
            pending.purpose = self.words(format_args!(
                "Armour roll for {label}, lying where the push left him: 2D6 must beat AV {av} \
                 ({why}; 000:L617)"
            ));
        }
        Some(step)
    }

    /// Solemn and Silent: each player pushed into the crowd comes back, once the push and
    /// the follow-up are done, on the nearest free square of the edge he left by
    /// (004:L3799-L3806). The one the push's own step knocked down is Placed Prone there with
    /// the Armour roll his knock-down owed (no turnover of its own, 000:L443); anyone else keeps the
    /// stance he had, standing or, our reading, Prone or Stunned (the text's "otherwise
    /// standing" is for a player the push did not knock down). The steps go in `steps`.
    pub(crate) fn crowd_return(&mut self, outcome: &PushOutcome, steps: &mut Steps) {
        if !self.at(SOLEMN_AND_SILENT) {
            return;
        }
        for &(player, last, edge, _) in &outcome.crowd {
            if self
                .s
                .player(player)
                .is_none_or(|p| p.place != Place::Reserves)
            {
                continue;
            }
            let Some(square) = self.return_square(last, edge) else {
                continue;
            };
            let stance = outcome
                .crowd_lying
                .iter()
                .find(|(id, _)| *id == player)
                .map_or(Stance::Standing, |&(_, stance)| stance);
            self.s.set_place(player, Place::Pitch { square, stance });
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!(
                    "Solemn and Silent: the crowd returns {label}, pushed off from {last}, to \
                     {square} by the sideline (004:L3799-L3806)"
                ),
            );
            if outcome.down != Some(player) {
                continue;
            }
            if stance == Stance::Standing {
                // Knocked Down in the push: his normal Armour roll, as the knock-down's would
                // have been, with the blocker's Mighty Blow or Claw and the weather's Freezing
                // (004:L3804-L3805, 000:L1247-L1249, 000:L617).
                steps.extend(self.place_prone_knocked_down(player, outcome.down_by));
            } else {
                steps.extend(self.lying_armour(player, "Solemn and Silent, 004:L3804-L3805"));
            }
        }
    }

    /// The free square (no player, no ball) nearest `last` on the edge the player left by;
    /// with that edge full, the next line in, and so on. At equal distance the lower
    /// coordinate (our reading).
    fn return_square(&self, last: Square, edge: Edge) -> Option<Square> {
        let pitch = self.s.pitch();
        let (length, width) = (i32::from(pitch.length()), i32::from(pitch.width()));
        let depth = |s: Square| {
            let (x, y) = (i32::from(s.x()), i32::from(s.y()));
            match edge {
                Edge::NearSideline => y,
                Edge::FarSideline => width - 1 - y,
                Edge::HomeEnd => x,
                Edge::AwayEnd => length - 1 - x,
            }
        };
        let ball_on = |s: Square| self.s.ball == crate::state::Ball::OnGround(s);
        (0..length)
            .flat_map(|x| (0..width).map(move |y| (x, y)))
            .filter_map(|(x, y)| pitch.square(x, y))
            .filter(|s| !self.s.is_occupied(*s) && !ball_on(*s))
            .min_by_key(|s| (depth(*s), s.distance(last), s.x(), s.y()))
    }

    /// What the crowd does to a player pushed into it (or, as the rules say, beaten up "in
    /// the same manner": thrown, chained or shot off the pitch, 000:L1297): its Injury roll,
    /// or with Bunch of Pacifists first their D6, 4+ straight to Reserves (004:L3745-L3805).
    pub(crate) fn crowd_injury(&self, player: PlayerId) -> Step {
        if !self.pacifists() {
            return self.injury_roll(player, Vec::new(), true, None, None);
        }
        let label = self.ruling_label(player);
        self.crowd_d6(
            CrowdRoll::PacifistsCrowd { player },
            player.side,
            1,
            self.words(format_args!(
                "Bunch of Pacifists: {label} went into the crowd: 4+ he goes straight to \
                 Reserves, else the Injury roll (004:L3745-L3805)"
            )),
        )
    }

    /// Bunch of Pacifists: a rock hit `player`; the D6 comes before his Injury roll. `true`
    /// when it was asked (004:L3745-L3805).
    pub(crate) fn pacifists_rock(&mut self, player: PlayerId) -> bool {
        if !self.pacifists() {
            return false;
        }
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "Bunch of Pacifists: the rock hit {label}: 4+ it is ignored, else his Injury roll \
             (004:L3745-L3805)"
        ));
        self.push(self.crowd_d6(CrowdRoll::PacifistsRock { player }, player.side, 1, purpose));
        true
    }

    /// The players a Pitch Invasion Stuns (000:L1009); with Bunch of Pacifists they roll a
    /// D6 each first, 4+ they ignore it (004:L3779-L3783).
    pub(crate) fn pitch_invaded(&mut self, by: Side, players: Vec<PlayerId>) {
        if !self.pacifists() || players.is_empty() {
            for id in players {
                self.invaded(id);
            }
            return;
        }
        let names: Vec<String> = players.iter().map(|&p| self.ruling_label(p)).collect();
        let purpose = self.words(format_args!(
            "Bunch of Pacifists: the Pitch Invasion would Stun {}: a D6 each in that order, 4+ \
             he ignores it (004:L3745-L3805)",
            names.join(", ")
        ));
        let n = players.len();
        self.push(self.crowd_d6(
            CrowdRoll::PacifistsInvasion { players },
            by.opponent(),
            n,
            purpose,
        ));
    }

    /// Breaking Scandal's errant fans knock these players down (Blitzmania's Kick-off table,
    /// 004:L1320-L1330): the steps to run. With Bunch of Pacifists they roll a D6 each first,
    /// 4+ they ignore it (004:L3779-L3783; our reading, as for a rock: the D6 comes as the
    /// fans hit, before the Armour roll that could Stun, KO or injure them).
    pub(crate) fn errant_fans_knock_down(&mut self, side: Side, players: Vec<PlayerId>) -> Steps {
        let mut steps = Steps::new();
        if !self.pacifists() || players.is_empty() {
            for id in players {
                steps.extend(self.knock_down(id, None));
            }
            return steps;
        }
        let names: Vec<String> = players.iter().map(|&p| self.ruling_label(p)).collect();
        let purpose = self.words(format_args!(
            "Bunch of Pacifists: Breaking Scandal's fans would knock down {}: a D6 each in that \
             order, 4+ he ignores it (004:L3779-L3783)",
            names.join(", ")
        ));
        let n = players.len();
        steps.push(self.crowd_d6(CrowdRoll::PacifistsErrantFans { players }, side, n, purpose));
        steps
    }

    /// Know-it-all Hecklers: the fouler took his victim off the pitch with no double. Their
    /// D6 waits under a famous referee's, and comes only if the fouler was not sent off
    /// (004:L3773-L3777); none in a drive with no referee to hear them (004:L1311-L1318).
    pub(crate) fn hecklers(&mut self, fouler: PlayerId, result: InjuryResult) {
        if !self.at(KNOW_IT_ALL_HECKLERS)
            || result == InjuryResult::Stunned
            || self.s.drive.no_referee
        {
            return;
        }
        self.push(Step::Hecklers { fouler });
    }

    /// Know-it-all Hecklers: the referee's D6 on the foul, if any, is settled; their D6 if the
    /// fouler is still on the pitch (a Bribe that kept him on leaves him "not sent off", our
    /// reading) (004:L3773-L3777).
    pub(crate) fn hecklers_heard(&mut self, fouler: PlayerId) {
        if self.s.player(fouler).is_none_or(|p| p.square().is_none()) {
            return;
        }
        let label = self.ruling_label(fouler);
        let purpose = self.words(format_args!(
            "Know-it-all Hecklers: {label} fouled his man off the pitch and was not sent off: \
             1-3 he is sent off as for a double (004:L3773-L3777)"
        ));
        self.push(self.crowd_d6(
            CrowdRoll::Hecklers { fouler },
            fouler.side.opponent(),
            1,
            purpose,
        ));
    }

    /// Fair Weather Fans: the D6 at the start of each drive after the first
    /// (004:L3745-L3805), one of `stadium_drive_starts`.
    pub(crate) fn fans_leave(&self) -> Option<Step> {
        if !self.at(FAIR_WEATHER_FANS) {
            return None;
        }
        let purpose = self.words(format_args!(
            "Fair Weather Fans: the start of a drive: 1-2 a large number of fans leave, both \
             teams' FAME -1 (004:L3745-L3805)"
        ));
        Some(self.crowd_d6(CrowdRoll::FansLeave, Side::Home, 1, purpose))
    }

    /// Fair Weather Fans: the ball left play; their D6 before the throw-in. `true` when it
    /// was asked (004:L3745-L3805).
    pub(crate) fn fans_throw_back(&mut self, from: Square, edge: Edge) -> bool {
        if !self.at(FAIR_WEATHER_FANS) {
            return false;
        }
        let left = self.s.crowd.fans_left;
        let purpose = self.words(format_args!(
            "Fair Weather Fans: the ball left play from {from}: a D6 -{left} (once for each time \
             the fans left): 4+ it is thrown in, else not until the end of the next turn \
             (004:L3745-L3805)"
        ));
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        self.push(self.crowd_d6(CrowdRoll::FansThrowBack { from, edge }, side, 1, purpose));
        true
    }

    /// Fair Weather Fans: the end of a turn after the one a ball left play in: they throw it
    /// in now, if it is still off the pitch, and the turn ends after (004:L3785-L3793). `true`
    /// when one was thrown.
    pub(crate) fn fans_return_ball(&mut self) -> bool {
        let Some(now) = self
            .s
            .turn
            .as_ref()
            .map(|t| (t.side, self.s.half, self.s.team(t.side).turn))
        else {
            return false;
        };
        let (due, kept): (Vec<FansBall>, Vec<FansBall>) =
            std::mem::take(&mut self.s.crowd.fans_balls)
                .into_iter()
                .partition(|b| b.left_in != Some(now));
        self.s.crowd.fans_balls = kept;
        let mut thrown = Vec::new();
        for ball in due {
            let off = match ball.other {
                None => self.s.ball == crate::state::Ball::OffPitch,
                Some(i) => self
                    .s
                    .other_balls
                    .get(usize::from(i))
                    .is_some_and(|b| b.ball == crate::state::Ball::OffPitch),
            };
            if off {
                thrown.push(ball);
            }
        }
        if thrown.is_empty() {
            return false;
        }
        self.s.stack.push(Step::EndTurn);
        let mut steps = Vec::new();
        for ball in thrown {
            let step = Step::FansThrowIn {
                from: ball.from,
                edge: ball.edge,
            };
            match ball.other {
                None => steps.push(step),
                Some(i) => steps.extend(super::other_balls::with_other_ball(i, vec![step])),
            }
            let which = if ball.other.is_some() { "a" } else { "the" };
            self.say(
                EventKind::Note,
                format_args!(
                    "Fair Weather Fans: the end of the next turn: {which} ball is thrown back in \
                     from {} (004:L3785-L3793)",
                    ball.from
                ),
            );
        }
        self.push_in_order(steps);
        true
    }

    /// Fair Weather Fans: the throw-in of a ball they kept, with no D6 of theirs this time.
    pub(crate) fn fans_throw_in(&mut self, from: Square, edge: Edge) {
        if !self.hometown_throw_in(from, edge) {
            self.throw_in_roll(from, edge);
        }
    }

    fn crowd_d6(&self, roll: CrowdRoll, side: Side, n: usize, purpose: String) -> Step {
        PendingRoll::plain(
            RollKind::StadiumCrowd(roll),
            side,
            vec![DieKind::D6; n.max(1)],
            purpose,
        )
    }

    pub(crate) fn crowd_rolled(&mut self, roll: CrowdRoll, dice: &[Die]) {
        let first = dice.first().and_then(|d| d.value()).unwrap_or(1);
        match roll {
            CrowdRoll::PacifistsCrowd { player } => {
                let label = self.ruling_label(player);
                if first >= 4 {
                    self.s.set_place(player, Place::Reserves);
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Bunch of Pacifists ({first}): {label} goes straight to Reserves, no \
                             Injury roll (004:L3745-L3805)"
                        ),
                    );
                } else {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Bunch of Pacifists ({first}): the crowd beats {label} up \
                             (004:L3745-L3805)"
                        ),
                    );
                    self.push(self.injury_roll(player, Vec::new(), true, None, None));
                }
            }
            CrowdRoll::PacifistsRock { player } => {
                let label = self.ruling_label(player);
                if first >= 4 {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Bunch of Pacifists ({first}): the rock on {label} is ignored \
                             (004:L3745-L3805)"
                        ),
                    );
                } else {
                    self.push(self.rock_injury_roll(player));
                }
            }
            CrowdRoll::PacifistsInvasion { players } => {
                let mut hurt = Vec::new();
                let mut spared = Vec::new();
                for (i, id) in players.iter().enumerate() {
                    let roll = dice.get(i).and_then(|d| d.value()).unwrap_or(1);
                    let label = format!("{} ({roll})", self.ruling_label(*id));
                    if roll >= 4 {
                        spared.push(label);
                    } else {
                        self.invaded(*id);
                        hurt.push(label);
                    }
                }
                let list = |v: &[String]| {
                    if v.is_empty() {
                        "nobody".to_string()
                    } else {
                        v.join(", ")
                    }
                };
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Bunch of Pacifists: the Pitch Invasion Stuns {}; ignored by {} \
                         (004:L3745-L3805; a Ball & Chain player is KO'd instead, 000:L1009)",
                        list(&hurt),
                        list(&spared)
                    ),
                );
            }
            CrowdRoll::PacifistsErrantFans { players } => {
                let mut steps = Steps::new();
                let mut spared = Vec::new();
                for (i, id) in players.iter().enumerate() {
                    let roll = dice.get(i).and_then(|d| d.value()).unwrap_or(1);
                    if roll >= 4 {
                        spared.push(format!("{} ({roll})", self.ruling_label(*id)));
                    } else if self.s.standing_square(*id).is_some() {
                        steps.extend(self.knock_down(*id, None));
                    }
                }
                if !spared.is_empty() {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Bunch of Pacifists: the fans' knock-down is ignored by {} \
                             (004:L3779-L3783)",
                            spared.join(", ")
                        ),
                    );
                }
                self.push_in_order(steps);
            }
            CrowdRoll::Hecklers { fouler } => {
                let label = self.ruling_label(fouler);
                let on_pitch = self.s.player(fouler).is_some_and(|p| p.square().is_some());
                if first <= 3 && on_pitch {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Know-it-all Hecklers ({first}): the referee hears them, {label} is \
                             sent off as for a double (004:L3745-L3805)"
                        ),
                    );
                    self.push(Step::SendOff { fouler });
                } else {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Know-it-all Hecklers ({first}): the referee does not listen \
                             (004:L3745-L3805)"
                        ),
                    );
                }
            }
            CrowdRoll::FansLeave => {
                if first <= 2 {
                    self.s.crowd.fans_left = self.s.crowd.fans_left.saturating_add(1);
                    for team in &mut self.s.teams {
                        team.fame_lost = team.fame_lost.saturating_add(1);
                    }
                    let (home, away) = (
                        self.s.team(Side::Home).fame_now(),
                        self.s.team(Side::Away).fame_now(),
                    );
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Fair Weather Fans ({first}): a large number of fans have left: \
                             FAME -1 each, now {home} home and {away} away (004:L3745-L3805)"
                        ),
                    );
                } else {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Fair Weather Fans ({first}): the fans stay (004:L3745-L3805)"
                        ),
                    );
                }
            }
            CrowdRoll::FansThrowBack { from, edge } => {
                let left = self.s.crowd.fans_left;
                let total = i16::from(first) - i16::from(left);
                if total >= 4 {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Fair Weather Fans ({first} -{left} = {total}): the ball is thrown \
                             back in (004:L3745-L3805)"
                        ),
                    );
                    if !self.hometown_throw_in(from, edge) {
                        self.throw_in_roll(from, edge);
                    }
                } else {
                    let left_in = self
                        .s
                        .turn
                        .as_ref()
                        .map(|t| (t.side, self.s.half, self.s.team(t.side).turn));
                    let other = self.s.crowd.swapped;
                    self.s.crowd.fans_balls.push(FansBall {
                        from,
                        edge,
                        left_in,
                        other,
                    });
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Fair Weather Fans ({first} -{left} = {total}): the ball is not \
                             thrown back until the end of the next turn, from {from} \
                             (004:L3745-L3805)"
                        ),
                    );
                }
            }
        }
    }
}
