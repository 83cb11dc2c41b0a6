//! The Warlock Engineer, a Skaven inducement (004:L3424-L3451): once a match, at the Wizard's
//! two moments (the start of his team's turn before any Action, or just after it has ended,
//! a turnover too), he casts a bolt of warp lightning from a square on a sideline, answered
//! `Decision::WarpLightning` in the same prompts as the Wizard's spells. The bolt runs
//! straight across the pitch towards the other sideline: an Armour roll for the first player
//! in its path, from either team; armour that holds lets it run on to the next, until one
//! breaks or it leaves the pitch (004:L3438-L3445). The player whose armour it breaks is
//! Knocked Down and rolls for Injury; then it arcs to each standing player next to him, a D6
//! each, 4+ Knocked Down too, with their own Armour rolls, and arcs no further
//! (004:L3447-L3451).
//!
//! The engine's reading: the bolt's first square is the sideline square itself; a player of
//! the moving team it knocks down is a turnover, as the Wizard's Lightning Bolt's (000:L443);
//! after the turn has ended there is none.

use super::steps::{PendingRoll, RollKind, Step, Steps};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};

/// The arcing lightning knocks a player down on 4+ (004:L3449-L3450).
pub(crate) const ARC_HITS: u8 = 4;

impl Engine<'_> {
    /// The Warlock Engineer's bolt starts on `square`, a sideline square (the caller checked
    /// it and spent him): it strikes the first player in its path.
    pub(crate) fn warp_lightning_from(&mut self, side: Side, square: Square) {
        let team = self.words(format_args!("{}", self.s.team(side).name));
        self.say(
            EventKind::Note,
            format_args!(
                "The {team} Warlock Engineer casts a bolt of warp lightning from {square} \
                 across the pitch (004:L3434-L3440)"
            ),
        );
        let towards = if square.y() == 0 { 1 } else { -1 };
        self.warp_bolt_on(
            side,
            (i32::from(square.x()), i32::from(square.y())),
            towards,
        );
    }

    /// The bolt runs on from `at` (included) by `towards` along y: an Armour roll for the
    /// first player in its path, or it leaves the pitch.
    fn warp_bolt_on(&mut self, side: Side, at: (i32, i32), towards: i32) {
        let pitch = self.s.pitch();
        let mut y = at.1;
        let struck = loop {
            let Some(square) = pitch.square(at.0, y) else {
                break None;
            };
            if let Some(p) = self.s.player_at(square) {
                break Some((p.id, square, p.profile.av));
            }
            y += towards;
        };
        let Some((player, square, av)) = struck else {
            self.say(
                EventKind::Note,
                format_args!("The warp lightning runs off the pitch (004:L3444-L3445)"),
            );
            return;
        };
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "Warp lightning strikes {label} on {square}: Armour roll, 2D6 must beat AV {av}; \
             armour that holds lets the bolt run on across the pitch (004:L3440-L3445)"
        ));
        self.push(PendingRoll::plain(
            RollKind::WarpLightning {
                player,
                towards: towards > 0,
            },
            side,
            &[DieKind::D6, DieKind::D6][..],
            purpose,
        ));
    }

    /// The bolt's Armour roll for `player` read: broken, he is Knocked Down, rolls for Injury
    /// and the lightning arcs; held, the bolt runs on past him.
    pub(crate) fn warp_lightning_rolled(
        &mut self,
        side: Side,
        player: PlayerId,
        towards: bool,
        dice: &[Die],
    ) {
        let Some((square, av)) = self
            .s
            .player(player)
            .and_then(|p| p.square().map(|s| (s, p.profile.av)))
        else {
            return;
        };
        let total: u8 = dice.iter().filter_map(|d| d.value()).sum();
        let label = self.ruling_label(player);
        let step = if towards { 1 } else { -1 };
        if total <= av {
            self.say(
                EventKind::Note,
                format_args!(
                    "Warp lightning: {label}'s armour holds ({total} against AV {av}); the bolt \
                     runs on (004:L3441-L3445)"
                ),
            );
            self.warp_bolt_on(
                side,
                (i32::from(square.x()), i32::from(square.y()) + step),
                step,
            );
            return;
        }
        self.warp_turnover(player);
        let standing = self.s.player(player).is_some_and(|p| p.is_standing());
        if standing {
            self.s.set_place(
                player,
                Place::Pitch {
                    square,
                    stance: Stance::Prone,
                },
            );
        }
        self.say(
            EventKind::KnockedDown { player, square },
            format_args!(
                "Warp lightning: {label}'s armour breaks ({total} against AV {av}): Knocked Down \
                 on {square}, Injury roll (004:L3447-L3448)"
            ),
        );
        let mut steps = Steps::new();
        steps.push(self.injury_roll(player, Vec::new(), false, None, None));
        let mut loose = None;
        for s in self.drop_ball_going_down(player, square) {
            match s {
                Step::LooseBall { from } if loose.is_none() => loose = Some(from),
                other => steps.push(other),
            }
        }
        let arcs: Vec<PlayerId> = self.warp_arc_targets(square);
        if arcs.is_empty() {
            steps.extend(loose.map(|from| Step::LooseBall { from }));
        } else {
            let names: Vec<String> = arcs.iter().map(|&p| self.ruling_label(p)).collect();
            let purpose = self.words(format_args!(
                "Warp lightning arcs from {label} to each standing player next to him, a D6 each \
                 in this order: {}; {ARC_HITS}+ is Knocked Down (004:L3448-L3451)",
                names.join(", ")
            ));
            let dice = vec![DieKind::D6; arcs.len()];
            steps.push(PendingRoll::plain(
                RollKind::WarpArc {
                    players: arcs,
                    loose,
                },
                side,
                dice,
                purpose,
            ));
        }
        self.push_in_order(steps);
    }

    /// The arcs' D6s read, one a player in order: 4+ Knocked Down, with his Armour roll; then
    /// the ball the struck player dropped bounces.
    pub(crate) fn warp_arc_rolled(
        &mut self,
        players: &[PlayerId],
        loose: Option<Square>,
        dice: &[Die],
    ) {
        let mut steps = Steps::new();
        let mut bounce: Vec<Step> = loose
            .map(|from| Step::LooseBall { from })
            .into_iter()
            .collect();
        for (&p, die) in players.iter().zip(dice) {
            let value = die.value().unwrap_or(1);
            let label = self.ruling_label(p);
            if value < ARC_HITS {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "The warp lightning's arc misses {label} ({value}, {ARC_HITS}+ hits; \
                         004:L3449-L3450)"
                    ),
                );
                continue;
            }
            self.warp_turnover(p);
            let (rolls, balls) = super::steps::ball_steps_apart(self.knock_down(p, None));
            steps.extend(rolls);
            bounce.extend(balls);
        }
        // One ball bounces once, whoever dropped it: the first ball's first bounce, and the
        // second ball's bracket (only one player can hold it).
        let mut bracket = false;
        let mut first_bounce = false;
        bounce.retain(|s| match s {
            Step::SwapBalls { .. } => {
                bracket = !bracket;
                true
            }
            Step::LooseBall { .. } if !bracket => !std::mem::replace(&mut first_bounce, true),
            _ => true,
        });
        steps.extend(bounce);
        self.push_in_order(steps);
    }

    /// A player of the moving team knocked down by the bolt during its turn: a turnover,
    /// as a Lightning Bolt's (000:L443).
    fn warp_turnover(&mut self, player: PlayerId) {
        let moving = self.s.turn.as_ref().filter(|t| !t.ended).map(|t| t.side);
        if moving == Some(player.side) {
            let label = self.ruling_label(player);
            self.turnover(format_args!(
                "the warp lightning knocked down {label} of the moving team (000:L443)"
            ));
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The standing players next to `square`, in reading order (004:L3448-L3450).
    fn warp_arc_targets(&self, square: Square) -> Vec<PlayerId> {
        let pitch = self.s.pitch();
        let (x, y) = (i32::from(square.x()), i32::from(square.y()));
        (-1..=1)
            .flat_map(|dy| (-1..=1).map(move |dx| (x + dx, y + dy)))
            .filter(|&at| at != (x, y))
            .filter_map(|(x, y)| pitch.square(x, y))
            .filter_map(|s| self.s.player_at(s))
            .filter(|p| p.is_standing())
            .map(|p| p.id)
            .collect()
    }

    /// Whether `square` is one the bolt may start on: a square on either sideline
    /// (004:L3438-L3439).
    pub(crate) fn on_sideline(&self, square: Square) -> bool {
        square.y() == 0 || square.y().saturating_add(1) == self.s.pitch().width()
    }

    /// The bolts `side`'s Warlock Engineer may cast, if he has not yet: one from each square
    /// on either sideline (004:L3438-L3439).
    pub(crate) fn warp_lightning_options(
        &self,
        side: Side,
        options: &mut Vec<crate::input::Decision>,
    ) {
        if !self
            .s
            .team(side)
            .inducements
            .has(Inducement::WarlockEngineer)
        {
            return;
        }
        options.extend(
            self.s
                .pitch()
                .all()
                .filter(|s| self.on_sideline(*s))
                .map(|square| crate::input::Decision::WarpLightning { square }),
        );
    }
}
