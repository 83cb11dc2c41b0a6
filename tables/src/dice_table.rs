//! Dice tables: a roll in, a result with its effect and seed line out.

use serde::{Deserialize, Serialize};

use crate::TablesError;

/// What a table is rolled with, and so which rolls it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dice {
    /// A D6 halved, rounding up (000:L251).
    D3,
    /// One six-sided die.
    D6,
    /// Two six-sided dice, added.
    #[serde(rename = "2D6")]
    TwoD6,
    /// One eight-sided die.
    D8,
    /// A D6 for the tens and a D8 for the units: 11-68.
    D68,
    /// Not a roll: the table is read by a player's Agility (1-10).
    #[serde(rename = "AG")]
    Agility,
}

impl Dice {
    /// Every key a table of this kind must answer, in order.
    pub fn keys(self) -> Vec<u8> {
        match self {
            Dice::D3 => (1..=3).collect(),
            Dice::D6 => (1..=6).collect(),
            Dice::TwoD6 => (2..=12).collect(),
            Dice::D8 => (1..=8).collect(),
            Dice::D68 => (1..=6)
                .flat_map(|tens| (1..=8).map(move |units| tens * 10 + units))
                .collect(),
            Dice::Agility => (1..=10).collect(),
        }
    }

    /// Turns the dice as read from the table (one total, or each die) into the table's key,
    /// or says why they cannot be a roll of this kind.
    pub fn key(self, dice: &[u8]) -> Result<u8, String> {
        let in_range = |v: u8, lo: u8, hi: u8, what: &str| {
            if (lo..=hi).contains(&v) {
                Ok(v)
            } else {
                Err(format!("{v} is not {what} ({lo}-{hi})"))
            }
        };
        match (self, dice) {
            (Dice::D3, [v]) => in_range(*v, 1, 3, "a D3 result"),
            (Dice::D6, [v]) => in_range(*v, 1, 6, "a D6 result"),
            (Dice::D8, [v]) => in_range(*v, 1, 8, "a D8 result"),
            (Dice::Agility, [v]) => in_range(*v, 1, 10, "an Agility value"),
            (Dice::TwoD6, [total]) => in_range(*total, 2, 12, "a 2D6 total"),
            (Dice::TwoD6, [a, b]) => {
                let a = in_range(*a, 1, 6, "a D6 result")?;
                let b = in_range(*b, 1, 6, "a D6 result")?;
                Ok(a + b)
            }
            (Dice::D68, [tens, units]) => {
                let tens = in_range(*tens, 1, 6, "a D6 result (the tens)")?;
                let units = in_range(*units, 1, 8, "a D8 result (the units)")?;
                Ok(tens * 10 + units)
            }
            (Dice::D68, [both]) => {
                let (tens, units) = (both / 10, both % 10);
                if (1..=6).contains(&tens) && (1..=8).contains(&units) {
                    Ok(*both)
                } else {
                    Err(format!(
                        "{both} is not a D68 result (tens 1-6 from a D6, units 1-8 from a D8)"
                    ))
                }
            }
            (kind, dice) => Err(format!(
                "a {} table takes {}, not {} value(s)",
                kind.name(),
                kind.expects(),
                dice.len()
            )),
        }
    }

    /// The rulebook's name for these dice.
    pub fn name(self) -> &'static str {
        match self {
            Dice::D3 => "D3",
            Dice::D6 => "D6",
            Dice::TwoD6 => "2D6",
            Dice::D8 => "D8",
            Dice::D68 => "D68",
            Dice::Agility => "Agility",
        }
    }

    fn expects(self) -> &'static str {
        match self {
            Dice::TwoD6 => "one total (2-12) or two dice (1-6 each)",
            Dice::D68 => "a D6 and a D8 (or the two digits together, like 42)",
            Dice::Agility => "one Agility value",
            _ => "one die",
        }
    }
}

/// One row of a table: the rolls it covers and what they mean.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRow {
    /// Lowest roll of the row.
    pub from: u8,
    /// Highest roll of the row; absent when the row is one roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<u8>,
    /// The result's name, as the rulebook prints it.
    pub result: String,
    /// What it does, in one line of our own words.
    pub effect: String,
    /// Seed line.
    pub source: String,
}

impl TableRow {
    /// True when `key` falls in this row.
    pub fn covers(&self, key: u8) -> bool {
        (self.from..=self.to.unwrap_or(self.from)).contains(&key)
    }

    /// The rolls as printed: `"8-9"` or `"12"`.
    pub fn rolls(&self) -> String {
        match self.to {
            Some(to) if to != self.from => format!("{}-{}", self.from, to),
            _ => self.from.to_string(),
        }
    }
}

/// A dice table of the rulebook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceTable {
    /// Stable id (`"injury"`, `"kickoff"`).
    pub id: String,
    /// The rulebook's name.
    pub name: String,
    /// What it is rolled with.
    pub dice: Dice,
    /// Seed lines of the whole table.
    pub source: String,
    /// The table this one replaces for some players or rulesets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_of: Option<String>,
    /// The ruleset option that brings it in, if it does not always apply (`"league"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    /// Where the data departs from what the source prints, or when it applies, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The section of the digests (`file#section[@n]`) the tests check every row against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
    /// The rows, lowest roll first.
    #[serde(rename = "row")]
    pub rows: Vec<TableRow>,
}

impl DiceTable {
    /// The row for dice as read (one total or each die), or why they are not a roll here.
    pub fn lookup(&self, dice: &[u8]) -> Result<&TableRow, TablesError> {
        let key = self
            .dice
            .key(dice)
            .map_err(|message| TablesError::BadRoll {
                table: self.name.clone(),
                message,
            })?;
        self.row(key)
    }

    /// The row for a key (a total, a D68 value, an Agility).
    pub fn row(&self, key: u8) -> Result<&TableRow, TablesError> {
        self.rows
            .iter()
            .find(|r| r.covers(key))
            .ok_or_else(|| TablesError::BadRoll {
                table: self.name.clone(),
                message: format!("no row for {key}"),
            })
    }

    /// Checks that every possible key is covered by exactly one row.
    pub(crate) fn check_coverage(&self) -> Result<(), String> {
        let valid = self.dice.keys();
        for &key in &valid {
            match self.rows.iter().filter(|r| r.covers(key)).count() {
                1 => {}
                0 => return Err(format!("{}: no row covers {key}", self.id)),
                _ => return Err(format!("{}: more than one row covers {key}", self.id)),
            }
        }
        if let Some(row) = self
            .rows
            .iter()
            .find(|r| !valid.iter().any(|&k| r.covers(k)))
        {
            return Err(format!(
                "{}: row {} covers no possible roll",
                self.id,
                row.rolls()
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Dice;

    #[test]
    fn two_dice_are_added_for_a_2d6_table() {
        assert_eq!(Dice::TwoD6.key(&[4, 5]), Ok(9));
        assert_eq!(Dice::TwoD6.key(&[9]), Ok(9));
    }

    #[test]
    fn impossible_rolls_are_refused_with_the_reason() {
        assert_eq!(
            Dice::TwoD6.key(&[13]),
            Err("13 is not a 2D6 total (2-12)".to_string())
        );
        assert_eq!(
            Dice::TwoD6.key(&[7, 1]),
            Err("7 is not a D6 result (1-6)".to_string())
        );
        assert!(Dice::D68.key(&[4, 9]).is_err());
        assert!(Dice::D68.key(&[19]).is_err());
        assert!(Dice::D6.key(&[]).is_err());
    }

    #[test]
    fn d68_reads_tens_from_the_d6_and_units_from_the_d8() {
        assert_eq!(Dice::D68.key(&[4, 2]), Ok(42));
        assert_eq!(Dice::D68.key(&[42]), Ok(42));
        assert_eq!(Dice::D68.keys().len(), 48);
    }
}
