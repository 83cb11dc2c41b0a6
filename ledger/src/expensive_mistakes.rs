//! Expensive Mistakes (004:L2944-L2961, L3004-L3009): at step 5 of the post-match sequence a
//! team with 100,000 gold or more in its Treasury must roll a D6 (004:L2976-L2977) on the
//! column of its Treasury. Pure: the dice come from the table.

use serde::Serialize;

/// The least Treasury that rolls (004:L2976-L2977).
pub const EXPENSIVE_MISTAKES_FROM: u32 = 100_000;

/// A result of the Expensive Mistakes table (004:L3004-L3009).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mistake {
    /// Nothing happens.
    CrisisAverted,
    /// D3 x 10,000 lost.
    MinorIncident,
    /// Half the Treasury lost, the loss rounded up.
    MajorIncident,
    /// All lost but 2D6 x 10,000.
    Catastrophe,
}

use Mistake::{
    Catastrophe as Cat, CrisisAverted as Fine, MajorIncident as Maj, MinorIncident as Min,
};

/// The table by column (100,000-190,000, 200,000-290,000, 300,000-390,000, 400,000-490,000,
/// 500,000 and more), each the D6 from 1 to 6 (004:L2946-L2959).
const TABLE: [[Mistake; 6]; 5] = [
    [Min, Min, Fine, Fine, Fine, Fine],
    [Min, Min, Min, Fine, Fine, Fine],
    [Cat, Maj, Min, Min, Fine, Fine],
    [Cat, Cat, Maj, Min, Min, Fine],
    [Cat, Cat, Cat, Maj, Min, Min],
];

impl Mistake {
    /// What a D6 of `d6` gives a Treasury of `treasury`; `None` below
    /// [`EXPENSIVE_MISTAKES_FROM`], which does not roll.
    pub fn rolled(treasury: u32, d6: u8) -> Option<Mistake> {
        if treasury < EXPENSIVE_MISTAKES_FROM {
            return None;
        }
        let column = ((treasury / 100_000) as usize - 1).min(TABLE.len() - 1);
        Some(TABLE[column][usize::from(d6.clamp(1, 6) - 1)])
    }

    /// The result's name in the table.
    pub fn words(self) -> &'static str {
        match self {
            Mistake::CrisisAverted => "Crisis Averted",
            Mistake::MinorIncident => "Minor Incident",
            Mistake::MajorIncident => "Major Incident",
            Mistake::Catastrophe => "Catastrophe",
        }
    }
}

/// A Major Incident's loss: half the Treasury, rounded up (004:L3006-L3007).
pub fn major_loss(treasury: u32) -> u32 {
    treasury.div_ceil(2)
}

/// A Catastrophe's loss: all but 2D6 x 10,000 (004:L3008-L3009), `two_d6` their total.
pub fn catastrophe_loss(treasury: u32, two_d6: u8) -> u32 {
    treasury.saturating_sub(u32::from(two_d6) * 10_000)
}

/// A Minor Incident's loss: D3 x 10,000 (004:L3005), never more than the Treasury.
pub fn minor_loss(treasury: u32, d3: u8) -> u32 {
    (u32::from(d3) * 10_000).min(treasury)
}
