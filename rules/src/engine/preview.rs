//! The numbers of a moment before it happens, for the window to show at the pointer: a block's
//! dice and who picks them, a pass's range band and target, and the template the roll on
//! screen is read against. Each comes from the engine's own computation, run on a copy of the
//! state, so what is shown is what the engine will rule.

use super::steps::{BlockCtx, Edge, PassCtx, RollKind, Step};
use super::{Engine, Match};
use crate::dice::{DieKind, natural_needed};
use crate::input::PassRange;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::prompt::Modifier;

/// A block's dice before they are rolled (000:L541-L551, L1074-L1093).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockPreview {
    /// The blocker's Strength with his assists and skills.
    pub attacker_st: u8,
    /// The target's Strength with his assists.
    pub defender_st: u8,
    /// The blocker's team-mates who assist him.
    pub offence: Vec<PlayerId>,
    /// The target's team-mates who assist him.
    pub defence: Vec<PlayerId>,
    /// How many block dice.
    pub dice: u8,
    /// The coach who picks the die that counts.
    pub chooser: Side,
    /// The blocker has Dauntless against a stronger target: a D6 is rolled first, and on a
    /// success he blocks as strong as the target (the dice then are fewer or the pick his).
    pub dauntless: bool,
    /// Blitz Bowl's Block Dice, counted from the blocker's Block Value in place of the
    /// Strengths (which are then 0 and `defence` empty): `None` in a 2016 match.
    pub block_value: Option<BlockValuePreview>,
}

/// A Blitz Bowl Block's dice before they are rolled (002:L550, L586-L590, L804, L806, L1051):
/// the Block Value, one more (Arena 6: two) when Assisted, the blocker's coach picking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockValuePreview {
    /// The blocker's Block Value (his Team Card line).
    pub value: u8,
    /// Assisted: a standing team-mate of the blocker next to the target (in `offence`), or
    /// Arena 8's Trapdoor next to him.
    pub assisted: bool,
    /// Assisted by the Trapdoor next to the target (Arena 8), no team-mate doing it.
    pub trapdoor: bool,
    /// A Bomber's Block from afar: never Assisted.
    pub bombing: bool,
}

/// A pass's range and target before it is thrown (000:L645, L696-L704, L1151-L1153); under
/// Blitz Bowl's Throw Ruler, the Throw's band and its Throw Check (002:L512-L523, L546).
#[derive(Debug, Clone, PartialEq)]
pub struct PassPreview {
    /// The band of the range ruler (the Throw Ruler's: `Quick` is a Hand-off next to the
    /// thrower, `Short` and `Long` the Throws).
    pub range: PassRange,
    /// The band's name in the tables (`"Quick Pass"`; `"Hand-off"`, `"Short Throw"`,
    /// `"Long Throw"` by the Throw Ruler).
    pub band: String,
    /// The natural D6 the pass needs, modifiers included; 0 for a Blitz Bowl Hand-off, which
    /// asks no roll (002:L546).
    pub needs: u8,
    /// The modifiers, the band's first.
    pub modifiers: Vec<Modifier>,
}

/// Which template a roll on screen is read against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TemplateKind {
    /// The Scatter template: a D8 for one of the eight squares around the centre (000:L157).
    Scatter,
    /// The Throw-in template: a D6 for the direction from the last square the ball was in
    /// (000:L153, L740-L744).
    ThrowIn,
}

/// The template a roll on screen is read against, laid on the pitch: its centre and, for each
/// face of the die, the step `(dx, dy)` from the centre that face gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateLaid {
    /// Scatter or Throw-in.
    pub kind: TemplateKind,
    /// The square the template is centred on.
    pub centre: Square,
    /// For faces 1, 2, …: the step from the centre.
    pub faces: Vec<(u8, (i32, i32))>,
}

impl Match {
    /// The dice and the picking coach if `attacker` blocked `defender` now, from where they
    /// stand: the same strength count the block makes (assists, Horns on a Blitz, Guard,
    /// Dauntless). `None` when either is not on the pitch.
    pub fn block_preview(&self, attacker: PlayerId, defender: PlayerId) -> Option<BlockPreview> {
        let (a, d) = (
            self.state.player(attacker)?.clone(),
            self.state.player(defender)?.clone(),
        );
        a.square()?;
        d.square()?;
        let mut scratch = self.state.clone();
        let engine = Engine::on(&mut scratch, &self.book, self.planted);
        if let Some(b) = engine.blitz_block_dice(attacker, defender) {
            return Some(BlockPreview {
                attacker_st: 0,
                defender_st: 0,
                offence: b.helper.into_iter().collect(),
                defence: Vec::new(),
                dice: b.dice,
                chooser: attacker.side,
                dauntless: false,
                block_value: Some(BlockValuePreview {
                    value: b.value,
                    assisted: b.helper.is_some() || b.trapdoor,
                    trapdoor: b.trapdoor,
                    bombing: b.bombing,
                }),
            });
        }
        let s = engine.block_strengths(&BlockCtx::new(attacker, defender), &a, &d);
        let (dice, chooser) = super::block::block_dice(s.attacker, s.defender, attacker.side);
        Some(BlockPreview {
            attacker_st: s.attacker,
            defender_st: s.defender,
            offence: s.offence,
            defence: s.defence,
            dice,
            chooser,
            dauntless: s.dauntless.is_some(),
            block_value: None,
        })
    }

    /// The range band and target roll of a pass by the acting player to `target` from where he
    /// stands, as the pass roll would ask it; `None` when nobody is acting on the pitch or the
    /// range ruler does not reach.
    pub fn pass_preview(&self, target: Square) -> Option<PassPreview> {
        let thrower = self.state.action()?.player;
        let from = self.state.player(thrower)?.square()?;
        let mut scratch = self.state.clone();
        let engine = Engine::on(&mut scratch, &self.book, self.planted);
        if let Some((short, long)) = engine.throw_ruler() {
            return engine.throw_preview(thrower, from, target, (short, long));
        }
        let range = engine.pass_range(from, target)?;
        let (band, _) = engine.range_band(range);
        let ctx = PassCtx {
            thrower,
            target,
            range,
            stage: 1,
            hail_mary: false,
        };
        let Step::Roll(roll) = engine.pass_roll(&ctx) else {
            return None;
        };
        Some(PassPreview {
            range,
            band,
            needs: natural_needed(roll.modifier(), roll.target?),
            modifiers: roll.modifiers.to_vec(),
        })
    }

    /// The template the roll on screen is read against, laid where the engine will read it: the
    /// Scatter template on every scatter or bounce D8 (the kick's, a pass's, a bomb's, a thrown
    /// player's, Rogue Ball, Sneaky Sprint, the Gentle breeze: centred where the first D8 is
    /// read), the Throw-in template on a throw-in (at the last square the ball was in, turned
    /// to its edge). `None` for any other prompt.
    pub fn template_laid(&self) -> Option<TemplateLaid> {
        let Some(Step::Roll(roll)) = self.state.stack.last() else {
            return None;
        };
        let (kind, centre, edge) = match roll.kind {
            // Sloping Pitch: the bounce's D6 on the Throw-in template down the slope, laid as
            // a throw-in from the uphill end (004:L3611-L3614).
            RollKind::Bounce { from } if roll.dice.first() == Some(&DieKind::D6) => {
                let edge = match self.state.slope? {
                    Side::Home => Edge::AwayEnd,
                    Side::Away => Edge::HomeEnd,
                };
                (TemplateKind::ThrowIn, from, Some(edge))
            }
            RollKind::Surface(super::stadium_surface::SurfaceRoll::SecondBounce { from })
            | RollKind::Bounce { from }
            | RollKind::PassScatter { from }
            | RollKind::ReplacementBall { from }
            | RollKind::ThrownScatter { from, .. } => (TemplateKind::Scatter, from, None),
            RollKind::BombScatter { from } => (TemplateKind::Scatter, from, None),
            RollKind::KickScatter { target, .. } | RollKind::RogueScatter { target } => {
                (TemplateKind::Scatter, target, None)
            }
            RollKind::SprintScatter { player } => (
                TemplateKind::Scatter,
                self.state.player(player)?.square()?,
                None,
            ),
            RollKind::GentleBreeze => (TemplateKind::Scatter, self.state.kick?.landing?, None),
            RollKind::ThrowIn { from, edge } => (TemplateKind::ThrowIn, from, Some(edge)),
            _ => return None,
        };
        // Blitz Bowl's Bounce reads the board's chart, not the template (002:L529).
        if let (RollKind::Bounce { .. }, crate::ruleset::BouncePolicy::BounceChart { chart }) =
            (&roll.kind, self.state.ruleset.bounce)
        {
            let faces = (1..=8u8)
                .zip(chart)
                .map(|(f, [dx, dy])| (f, (i32::from(dx), i32::from(dy))))
                .collect();
            return Some(TemplateLaid {
                kind,
                centre,
                faces,
            });
        }
        let mut scratch = self.state.clone();
        let engine = Engine::on(&mut scratch, &self.book, self.planted);
        let faces = match edge {
            None => (1..=8).map(|f| (f, engine.scatter_step(f))).collect(),
            Some(edge) => (1..=6)
                .map(|f| (f, engine.throw_in_template_step(edge.facing(), f)))
                .collect(),
        };
        Some(TemplateLaid {
            kind,
            centre,
            faces,
        })
    }
}
