//! Dice for a roll prompt from the seeded generator: the simulator's dice tower.

use rand::{Rng, RngExt};
use rules::{BlockFace, DiceRoll, DiceSource, Die, DieKind, RollRequest};

/// One die of this kind.
pub fn roll_die(kind: DieKind, rng: &mut impl Rng) -> Die {
    match kind {
        DieKind::D6 => Die::D6(rng.random_range(1..=6)),
        DieKind::D8 => Die::D8(rng.random_range(1..=8)),
        DieKind::D16 => Die::D16(rng.random_range(1..=16)),
        DieKind::Block => {
            Die::Block(BlockFace::from_number(rng.random_range(1..=6)).unwrap_or(BlockFace::Pushed))
        }
    }
}

/// The dice a roll prompt asks for.
pub fn roll(request: &RollRequest, rng: &mut impl Rng) -> DiceRoll {
    DiceRoll {
        dice: request.dice.iter().map(|&k| roll_die(k, rng)).collect(),
        source: DiceSource::Simulator,
        confidence: Vec::new(),
    }
}
