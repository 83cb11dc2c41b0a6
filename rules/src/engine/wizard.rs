//! The Wizard, an inducement (004:L3372-L3399): once a match he casts a Fireball or a
//! Lightning Bolt, at the start of his team's turn before any player takes an Action, or just
//! after its turn has ended, a turnover too (004:L3377-L3381). The players a spell knocks down
//! go through the same knock-down, Armour and Injury steps as a block's, the Armour and Injury
//! rolls made as if by a player with Mighty Blow (004:L3387-L3389, L3397-L3399).
//!
//! Horatio X. Scottenheim, of the (In)Famous Coaching Staff, casts a fireball the same way and
//! at the same moments, once a half: his target scatters D3 squares first (004:L3139-L3155).

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::state::Ball;

/// The Fireball's to-hit roll: 4+ on a D6 (004:L3385-L3386).
const FIREBALL_HITS: u8 = 4;
/// The Lightning Bolt's to-hit roll: 2+ on a D6 (004:L3395-L3396).
const BOLT_HITS: u8 = 2;

impl Engine<'_> {
    /// The turn is ending: if its team's Wizard has not cast yet, his coach is asked first
    /// (004:L3379-L3381), and the turn ends once that is settled. Returns whether it asked.
    pub(crate) fn offer_spell_after_turn(&mut self) -> bool {
        let Some(turn) = self.s.turn.as_ref() else {
            return false;
        };
        let side = turn.side;
        // A Blitz! bonus turn is the kick-off's, not the team's own (000:L1007).
        if turn.ended || turn.bonus || !self.has_caster(side) {
            return false;
        }
        if let Some(turn) = self.s.turn.as_mut() {
            turn.ended = true;
        }
        self.s.stack.push(Step::EndTurn);
        self.s.stack.push(Step::Spell { side });
        true
    }

    /// The Wizard casts a Fireball on `square`: a D6 for each standing player on it or next
    /// to it, in reading order (004:L3383-L3386).
    pub(crate) fn cast_fireball(&mut self, square: Square) -> Result<(), Rejection> {
        let side = self.cast(Decision::Fireball { square })?;
        let (x, y) = (i32::from(square.x()), i32::from(square.y()));
        self.fireball_at(side, (x, y), "Wizard", "004:L3383-L3385");
        Ok(())
    }

    /// Horatio aims his fireball of the half at `square`: the D8 and D3 of its scatter
    /// (004:L3147-L3149).
    pub(crate) fn cast_horatio(&mut self, square: Square) -> Result<(), Rejection> {
        let side = self.cast(Decision::HoratioFireball { square })?;
        let team = self.words(format_args!("{}", self.s.team(side).name));
        self.say(
            EventKind::Note,
            format_args!(
                "The {team} team's Horatio X. Scottenheim aims his fireball of the half at \
                 {square} (004:L3143-L3147)"
            ),
        );
        let purpose = self.words(format_args!(
            "Horatio's fireball aimed at {square} scatters: a D8 for the direction and a D6 read \
             as a D3 (1-2: 1, 3-4: 2, 5-6: 3) for the squares (004:L3147-L3149)"
        ));
        self.push(PendingRoll::plain(
            RollKind::HoratioScatter { target: square },
            side,
            &[DieKind::D8, DieKind::D6][..],
            purpose,
        ));
        Ok(())
    }

    /// Horatio's fireball has scattered from `target`: it comes down D3 squares away, off the
    /// pitch too, where it still reaches the players next to it on the pitch (004:L3149-L3151).
    pub(crate) fn horatio_scattered(&mut self, target: Square, dice: &[Die]) {
        let value = |i: usize| dice.get(i).and_then(|d| d.value()).unwrap_or(1);
        let (direction, distance) = (value(0), crate::dice::d3(value(1)));
        let (dx, dy) = self.scatter_step(direction);
        let d = i32::from(distance);
        let at = (
            i32::from(target.x()) + dx * d,
            i32::from(target.y()) + dy * d,
        );
        let side = self.s.turn.as_ref().map_or(Side::Home, |t| t.side);
        self.fireball_at(side, at, "Horatio X. Scottenheim", "004:L3147-L3151");
    }

    /// A fireball comes down at `at` (a square, or a point past the edge): a D6 for each
    /// standing player on it or next to it, in reading order.
    fn fireball_at(&mut self, side: Side, at: (i32, i32), caster: &str, cite: &str) {
        let players = self.fireball_players(at);
        let names: Vec<String> = players.iter().map(|&p| self.ruling_label(p)).collect();
        let team = self.words(format_args!("{}", self.s.team(side).name));
        let square = self.words(format_args!(
            "{}",
            self.s.pitch().square(at.0, at.1).map_or_else(
                || format!("({}, {}), off the pitch", at.0, at.1),
                |s| s.to_string()
            )
        ));
        self.say(
            EventKind::Note,
            format_args!(
                "The {team} team's {caster}: a Fireball on {square}: {} standing player(s) on it \
                 or next to it ({cite})",
                players.len()
            ),
        );
        if players.is_empty() {
            return;
        }
        let purpose = self.words(format_args!(
            "Fireball on {square}: a D6 for each standing player on it or next to it, in this \
             order: {}; {FIREBALL_HITS}+ is Knocked Down (004:L3383-L3387)",
            names.join(", ")
        ));
        let dice = vec![DieKind::D6; players.len()];
        self.push(PendingRoll::plain(
            RollKind::Fireball { players },
            side,
            Cow::Owned(dice),
            purpose,
        ));
    }

    /// The Warlock Engineer casts his bolt of warp lightning from `square`, on a sideline
    /// (004:L3434-L3440).
    pub(crate) fn cast_warp_lightning(&mut self, square: Square) -> Result<(), Rejection> {
        let side = self.cast(Decision::WarpLightning { square })?;
        self.warp_lightning_from(side, square);
        Ok(())
    }

    /// The Wizard casts a Lightning Bolt at `target`: a D6, 2+ hits (004:L3394-L3397).
    pub(crate) fn cast_lightning_bolt(&mut self, target: PlayerId) -> Result<(), Rejection> {
        let side = self.cast(Decision::LightningBolt { target })?;
        let label = self.ruling_label(target);
        let team = self.words(format_args!("{}", self.s.team(side).name));
        self.say(
            EventKind::Note,
            format_args!("The {team} Wizard casts a Lightning Bolt at {label} (004:L3394)"),
        );
        let purpose = self.words(format_args!(
            "Lightning Bolt at {label}: a D6, {BOLT_HITS}+ hits and he is Knocked Down, 1 he \
             dodges it (004:L3394-L3397)"
        ));
        self.push(PendingRoll::plain(
            RollKind::LightningBolt { target },
            side,
            &[DieKind::D6][..],
            purpose,
        ));
        Ok(())
    }

    /// Checks the spell and spends its caster (the Wizard for the match, Horatio for the
    /// half); returns the casting team.
    fn cast(&mut self, spell: Decision) -> Result<Side, Rejection> {
        let side = self.spell_problem(&spell)?;
        if matches!(self.s.stack.last(), Some(Step::Spell { .. })) {
            self.s.stack.pop();
        }
        let team = self.s.team_mut(side);
        if matches!(spell, Decision::HoratioFireball { .. }) {
            team.inducements.use_one(Inducement::HoratioXScottenheim);
        } else if matches!(spell, Decision::WarpLightning { .. }) {
            team.inducements.use_one(Inducement::WarlockEngineer);
        } else {
            team.inducements.use_one(Inducement::Wizard);
        }
        Ok(side)
    }

    /// The Fireball's D6s read, one for each player in order: 4+ Knocked Down.
    pub(crate) fn fireball_rolled(&mut self, players: &[PlayerId], dice: &[Die]) {
        let mut hit = Vec::new();
        for (&p, die) in players.iter().zip(dice) {
            let value = die.value().unwrap_or(1);
            if value >= FIREBALL_HITS {
                hit.push(p);
            } else {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{} dodges the Fireball's blast ({value}, {FIREBALL_HITS}+ hits; \
                         004:L3386-L3387)",
                        self.ruling_label(p)
                    ),
                );
            }
        }
        self.spell_knock_downs(hit, true);
    }

    /// The Lightning Bolt's D6 read: 2+ he is Knocked Down, 1 he dodges it.
    pub(crate) fn lightning_bolt_rolled(&mut self, target: PlayerId, dice: &[Die]) {
        let value = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if value >= BOLT_HITS {
            self.spell_knock_downs(vec![target], false);
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{} dodges the Lightning Bolt (1; 004:L3396-L3397)",
                    self.ruling_label(target)
                ),
            );
        }
    }

    /// Knocks down the players a spell hit: Armour and Injury rolls in order, as if by a player
    /// with Mighty Blow, a dropped ball bouncing after. A Fireball turns the moving team over
    /// only when it downs that team's ball carrier (004:L3390-L3392); the Lightning Bolt, whose
    /// text makes no exception, whenever it downs a player of the moving team (000:L443). After
    /// the turn has ended there is no turnover to suffer.
    fn spell_knock_downs(&mut self, hit: Vec<PlayerId>, fireball: bool) {
        if hit.is_empty() {
            return;
        }
        let moving = self.s.turn.as_ref().filter(|t| !t.ended).map(|t| t.side);
        let ball = self.s.ball;
        let own = hit
            .iter()
            .copied()
            .find(|p| Some(p.side) == moving && (!fireball || ball == Ball::Held(*p)));
        if let Some(own) = own {
            self.turnover(format_args!(
                "the {} knocked down {} of the moving team{} ({})",
                if fireball {
                    "Fireball"
                } else {
                    "Lightning Bolt"
                },
                self.ruling_label(own),
                if fireball { " holding the ball" } else { "" },
                if fireball {
                    "004:L3390-L3392"
                } else {
                    "000:L443"
                }
            ));
        }
        let mut steps = Vec::new();
        let mut bounce = Vec::new();
        for id in hit {
            let (rolls, balls) = super::steps::ball_steps_apart(self.knock_down(id, None));
            for mut step in rolls {
                if let Step::Roll(r) = &mut step
                    && let RollKind::Armour { cause, .. } = &mut r.kind
                {
                    cause.spell = true;
                    r.purpose.push_str(&self.words(format_args!(
                        "; the spell strikes as if with Mighty Blow, +1 to the Armour or the \
                         Injury roll (004:L3387-L3389)"
                    )));
                }
                steps.push(step);
            }
            bounce.extend(balls);
        }
        steps.extend(bounce);
        self.push_in_order(steps);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The standing players on the square at `at` or next to it (those on the pitch, `at`
    /// may lie past its edge), in reading order (row by row from the lowest y, then by x).
    pub(super) fn fireball_players(&self, at: (i32, i32)) -> Vec<PlayerId> {
        let pitch = self.s.pitch();
        (-1..=1)
            .flat_map(|dy| (-1..=1).map(move |dx| (at.0 + dx, at.1 + dy)))
            .filter_map(|(x, y)| pitch.square(x, y))
            .filter_map(|s| self.s.player_at(s))
            .filter(|p| p.is_standing())
            .map(|p| p.id)
            .collect()
    }

    /// Whether `side` has a spell to cast: its Wizard's, Horatio's of this half, or its
    /// Warlock Engineer's bolt.
    pub(crate) fn has_caster(&self, side: Side) -> bool {
        let team = self.s.team(side);
        team.inducements.has(Inducement::Wizard)
            || team.inducements.has(Inducement::HoratioXScottenheim)
            || team.inducements.has(Inducement::WarlockEngineer)
    }

    /// Why the Wizard may not cast `spell` now; else the casting team. He casts once a match,
    /// at the start of his team's turn before any player takes an Action, or just after it has
    /// ended (004:L3377-L3381).
    pub(crate) fn spell_problem(&self, spell: &Decision) -> Result<Side, Rejection> {
        let side = match self.s.stack.last() {
            Some(Step::Spell { side }) => *side,
            Some(Step::Turn) => {
                let Some(turn) = self.s.turn.as_ref() else {
                    return Err(self.refuse_input(format_args!("no turn is being played")));
                };
                if turn.bonus || !self.turn_untouched(turn.side) {
                    return Err(self.refuse(
                        format_args!(
                            "a Wizard, Horatio X. Scottenheim or a Warlock Engineer casts only at \
                             the start of his team's own turn, before any player takes an \
                             Action, or just after the turn has ended"
                        ),
                        "004:L3377-L3381",
                    ));
                }
                turn.side
            }
            _ => {
                return Err(self.refuse_input(format_args!(
                    "the match is not at the start or the end of a turn"
                )));
            }
        };
        if matches!(spell, Decision::HoratioFireball { .. }) {
            if !self
                .s
                .team(side)
                .inducements
                .has(Inducement::HoratioXScottenheim)
            {
                return Err(self.refuse(
                    format_args!(
                        "the {} team has no Horatio X. Scottenheim with a fireball still to cast \
                         this half (once a half; and neither team has him when both hired him)",
                        self.s.team(side).name
                    ),
                    "004:L3143, 004:L3049-L3052",
                ));
            }
        } else if let Decision::WarpLightning { square } = spell {
            if !self
                .s
                .team(side)
                .inducements
                .has(Inducement::WarlockEngineer)
            {
                return Err(self.refuse(
                    format_args!(
                        "the {} team has no Warlock Engineer whose bolt is still to cast: he \
                         casts once a match",
                        self.s.team(side).name
                    ),
                    "004:L3434",
                ));
            }
            if !self.on_sideline(*square) {
                return Err(self.refuse(
                    format_args!(
                        "the warp lightning starts on a square next to a sideline (y 0 or the \
                         last row), and {square} is not one"
                    ),
                    "004:L3438-L3439",
                ));
            }
        } else if !self.s.team(side).inducements.has(Inducement::Wizard) {
            return Err(self.refuse(
                format_args!(
                    "the {} team has no Wizard whose spell is still to cast: he casts once a \
                     match",
                    self.s.team(side).name
                ),
                "004:L3377",
            ));
        }
        if let Decision::LightningBolt { target } = spell
            && self.s.standing_square(*target).is_none()
        {
            return Err(self.refuse(
                format_args!(
                    "the Lightning Bolt is aimed at a standing player on the pitch, and {} is \
                     not one",
                    self.named(*target)
                ),
                "004:L3394",
            ));
        }
        Ok(side)
    }

    /// The spells `side`'s Wizard may cast, if he has not yet: a Fireball on any square and a
    /// Lightning Bolt at any standing player (004:L3383, L3394). The caller knows the timing.
    pub(crate) fn spell_options(&self, side: Side, options: &mut Vec<Decision>) {
        // Horatio's fireball of the half, at any square (004:L3143-L3147).
        if self
            .s
            .team(side)
            .inducements
            .has(Inducement::HoratioXScottenheim)
        {
            options.extend(
                self.s
                    .pitch()
                    .all()
                    .map(|square| Decision::HoratioFireball { square }),
            );
        }
        self.warp_lightning_options(side, options);
        if !self.s.team(side).inducements.has(Inducement::Wizard) {
            return;
        }
        options.extend(
            self.s
                .pitch()
                .all()
                .map(|square| Decision::Fireball { square }),
        );
        options.extend(
            self.s
                .players
                .iter()
                .filter(|p| p.is_standing() && p.square().is_some())
                .map(|p| Decision::LightningBolt { target: p.id }),
        );
    }
}
