//! The Runesmith's runes (004:L3400-L3424): what each gives a player until the end of the drive.

use serde::{Deserialize, Serialize};

use crate::skill::Skill;

/// A rune the Runesmith beats into a player's kit (004:L3419-L3424).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rune {
    /// +1 ST.
    Might,
    /// Dauntless, Mighty Blow, Frenzy.
    Fury,
    /// +2 MA.
    Speed,
    /// +1 AV and Stand Firm.
    Iron,
    /// Juggernaut and Horns.
    Impact,
}

impl Rune {
    /// Every rune, in the text's order.
    pub const ALL: [Rune; 5] = [
        Rune::Might,
        Rune::Fury,
        Rune::Speed,
        Rune::Iron,
        Rune::Impact,
    ];

    /// Its name in the text.
    pub fn name(self) -> &'static str {
        match self {
            Rune::Might => "Rune of Might",
            Rune::Fury => "Rune of Fury",
            Rune::Speed => "Rune of Speed",
            Rune::Iron => "Rune of Iron",
            Rune::Impact => "Rune of Impact",
        }
    }

    /// What it adds to MA, ST and AV.
    pub fn characteristics(self) -> [u8; 3] {
        match self {
            Rune::Might => [0, 1, 0],
            Rune::Speed => [2, 0, 0],
            Rune::Iron => [0, 0, 1],
            Rune::Fury | Rune::Impact => [0, 0, 0],
        }
    }

    /// The skills it gives.
    pub fn skills(self) -> &'static [Skill] {
        match self {
            Rune::Fury => &[Skill::Dauntless, Skill::MightyBlow, Skill::Frenzy],
            Rune::Iron => &[Skill::StandFirm],
            Rune::Impact => &[Skill::Juggernaut, Skill::Horns],
            Rune::Might | Rune::Speed => &[],
        }
    }
}
