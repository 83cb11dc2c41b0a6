//! The Blitz Bowl coach (`--policy blitz`): random among the engine's legal options, but
//! weighted so a match is played: it spends its three Actions (it ends a turn early rarely),
//! Blocks whoever it can, Marks opponents, runs to the loose ball and the carrier to the End
//! Zone, throws to the team-mate nearest that End Zone, brings Reserves back and stands its
//! fallen players up; it takes a Free Action three times in four and an ability's re-roll two
//! times in three (the Rookies to Watch card's and a Raw Talent's one in three), plays a
//! Bonus Play it holds at one turn prompt in three, sends a Safe Hands ball to a
//! team-mate or an empty square, and leaps as it steps. It never rules: every pick is one of
//! the prompt's options, and where it has no leaning the uniform coach picks.

use rand::{Rng, RngExt};
use rules::{ActionKind, Ball, Decision, DecisionKind, DecisionRequest, MatchState, Square};

/// The weight of declaring each Action: a Block most, then what brings the ball forward,
/// then a Mark (which brings players together so a Block follows), then the rest.
fn declare_weight(state: &MatchState, player: rules::PlayerId, action: ActionKind) -> u32 {
    let carrier = state.carries_ball(player);
    let loose = balls(state).any(|b| matches!(b, Ball::OnGround(_)));
    match action {
        ActionKind::Block => 8,
        ActionKind::Pass if carrier => 6,
        ActionKind::Move if carrier => 8,
        ActionKind::Move if loose => 5,
        ActionKind::Move => 2,
        ActionKind::Mark => 5,
        ActionKind::Reserves => 4,
        ActionKind::StandUp => 3,
        ActionKind::Sidestep if carrier => 4,
        ActionKind::Sidestep => 1,
        ActionKind::Foul => 2,
        _ => 1,
    }
}

/// Every ball in play: the ball and the others (Multi-Ball's, 002:L640).
fn balls(state: &MatchState) -> impl Iterator<Item = Ball> + Clone + '_ {
    state.balls().map(|(ball, _)| ball)
}

/// A pick weighted by `weight` among `options`; `None` when every weight is 0.
fn weighted<'a>(
    options: impl Iterator<Item = (&'a Decision, u32)> + Clone,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let total: u32 = options.clone().map(|(_, w)| w).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    for (d, w) in options {
        if pick < w {
            return Some(*d);
        }
        pick -= w;
    }
    None
}

/// The squares' distance in moves (the larger of the two axes' steps).
fn steps(a: Square, b: Square) -> u8 {
    a.distance(b)
}

/// The Blitz Bowl coach's leanings; `None` leaves the pick to the uniform coach.
pub fn blitz(
    state: &MatchState,
    request: &DecisionRequest,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let options = &request.options;
    match request.kind {
        DecisionKind::Turn => turn(state, options, rng),
        DecisionKind::Action => action(state, options, rng),
        // Claim a card one time in four a step (the Coach's word on an unchecked card: a
        // coach claiming at every chance would end the game in a few turns).
        DecisionKind::ChallengeCard => {
            let claim = rng.random_range(0..4) == 0;
            let pool: Vec<&Decision> = options
                .iter()
                .filter(|d| matches!(d, Decision::ClaimChallenge { .. }) == claim)
                .collect();
            (!pool.is_empty()).then(|| *pool[rng.random_range(0..pool.len())])
        }
        // An ability's or a held ball's re-roll (Offensive Specialist, Expert Passer, the Dwarf
        // Rune Ball, the Extra Spikey Ball): taken two times in three, kept otherwise; without
        // one, the Rookies to Watch card is discarded one time in three. The Random Event on
        // top and the ball placed are the uniform coach's picks.
        DecisionKind::Reroll => {
            let find = |pick: fn(&Decision) -> bool| options.iter().find(|d| pick(d)).copied();
            let own = find(|d| {
                matches!(
                    d,
                    Decision::Reroll(rules::Reroll::Ability(_) | rules::Reroll::Ball(_))
                )
            });
            let card = find(|d| {
                matches!(
                    d,
                    Decision::Reroll(rules::Reroll::RookiesToWatch | rules::Reroll::RawTalent)
                )
            });
            let keep = find(|d| matches!(d, Decision::Reroll(rules::Reroll::Keep)));
            match (own, card) {
                (Some(a), _) if rng.random_range(0..3) < 2 => Some(a),
                (None, Some(c)) if rng.random_range(0..3) == 0 => Some(c),
                _ => keep,
            }
        }
        // Safe Hands: three times in four a team-mate's square if there is one, else an
        // empty one; otherwise any option, the D8 included.
        DecisionKind::SafeHands if rng.random_range(0..4) < 3 => {
            let holder = |d: &&Decision| match d {
                Decision::BounceInto { square: Some(sq) } => {
                    state.player_at(*sq).map(|p| p.id.side == request.side)
                }
                _ => None,
            };
            let mates: Vec<&Decision> =
                options.iter().filter(|d| holder(d) == Some(true)).collect();
            let empty: Vec<&Decision> = options
                .iter()
                .filter(|d| {
                    matches!(d, Decision::BounceInto { square: Some(_) }) && holder(d).is_none()
                })
                .collect();
            let pool = if mates.is_empty() { empty } else { mates };
            (!pool.is_empty()).then(|| *pool[rng.random_range(0..pool.len())])
        }
        // A Free Action is taken three times in four (002:L473: taken now or never); the
        // Minion is Injured in place of a Bloodlust player one time in two (002:L1027).
        DecisionKind::FreeAction => {
            let take = rng.random_range(0..4) != 0;
            options
                .iter()
                .find(|d| matches!(d, Decision::Declare { .. }) == take)
                .copied()
        }
        _ => None,
    }
}

/// The turn: a Bonus Play held one time in three (002:L678); declare an Action, weighted by
/// kind; end the turn early one time in fifty.
fn turn(state: &MatchState, options: &[Decision], rng: &mut impl Rng) -> Option<Decision> {
    let plays: Vec<&Decision> = options
        .iter()
        .filter(|d| matches!(d, Decision::PlayBonusPlay { .. }))
        .collect();
    if !plays.is_empty() && rng.random_range(0..3) == 0 {
        return Some(*plays[rng.random_range(0..plays.len())]);
    }
    let declares = options.iter().filter_map(|d| match d {
        Decision::Declare { player, action } => Some((d, declare_weight(state, *player, *action))),
        _ => None,
    });
    if rng.random_range(0..50) == 0 && options.contains(&Decision::EndTurn) {
        return Some(Decision::EndTurn);
    }
    weighted(declares, rng)
}

/// An Action under way: Block, throw forward, run to the ball or the End Zone, Mark towards
/// the ball; end it when its work is done.
fn action(state: &MatchState, options: &[Decision], rng: &mut impl Rng) -> Option<Decision> {
    let active = state.action()?;
    let mover = active.player;
    let side = mover.side;
    let from = state.player(mover).and_then(|p| p.square());
    // A Block: a target at random.
    let blocks: Vec<&Decision> = options
        .iter()
        .filter(|d| matches!(d, Decision::Block { .. } | Decision::Foul { .. }))
        .collect();
    if !blocks.is_empty() {
        return Some(*blocks[rng.random_range(0..blocks.len())]);
    }
    // A Throw: mostly the team-mate nearest the End Zone, else any.
    let end_zone = state.pitch().scoring_end_zone_x(side);
    let to_goal = |sq: Square| i32::from(sq.x()).abs_diff(i32::from(end_zone));
    let throws: Vec<&Decision> = options
        .iter()
        .filter(|d| matches!(d, Decision::Pass { .. } | Decision::HandOff { .. }))
        .collect();
    if !throws.is_empty() && rng.random_range(0..10) < 8 {
        if rng.random_range(0..10) < 7
            && let Some(best) = throws.iter().min_by_key(|d| match d {
                Decision::Pass { target, .. } => to_goal(*target),
                _ => u32::MAX,
            })
        {
            return Some(**best);
        }
        return Some(*throws[rng.random_range(0..throws.len())]);
    }
    // A Leap (Blitz Bowl's ability, on a Run) is a step as far as the coach cares.
    let moves = options.iter().filter_map(|d| match d {
        Decision::Move { to } | Decision::Leap { to } => Some(*to),
        _ => None,
    });
    // Where the mover heads: the End Zone with a ball, the nearest loose ball, else a
    // carrier (to Mark or free him) or the nearest opponent.
    let carries = state.carries_ball(mover);
    let nearest = |squares: &mut dyn Iterator<Item = Square>| {
        squares.min_by_key(|sq| from.map_or(0, |f| steps(*sq, f)))
    };
    let target: Option<Square> = if carries {
        None
    } else {
        nearest(&mut balls(state).filter_map(|b| match b {
            Ball::OnGround(sq) => Some(sq),
            _ => None,
        }))
        .or_else(|| {
            nearest(&mut balls(state).filter_map(|b| match b {
                Ball::Held(c) => state.player(c).and_then(|p| p.square()),
                _ => None,
            }))
        })
        .or_else(|| {
            let from = from?;
            state
                .on_pitch(side.opponent())
                .filter_map(|p| p.square())
                .min_by_key(|sq| steps(*sq, from))
        })
    };
    let best = if carries {
        moves.clone().min_by_key(|sq| to_goal(*sq))
    } else {
        target.and_then(|t| moves.clone().min_by_key(|sq| steps(*sq, t)))
    };
    let closer = |to: Square| match (carries, target, from) {
        (true, _, Some(f)) => to_goal(to) < to_goal(f),
        (false, Some(t), Some(f)) => steps(to, t) < steps(f, t),
        _ => false,
    };
    if let Some(to) = best
        && closer(to)
        && rng.random_range(0..10) < 9
    {
        let leap = Decision::Leap { to };
        return Some(if options.contains(&leap) {
            leap
        } else {
            Decision::Move { to }
        });
    }
    // No step brings him closer: end the Action mostly, else any option but a step back.
    if options.contains(&Decision::EndAction) && rng.random_range(0..10) < 7 {
        return Some(Decision::EndAction);
    }
    None
}
