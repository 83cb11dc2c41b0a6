//! The scatter and throw-in templates: which square a die result points to.

use serde::{Deserialize, Serialize};

use crate::Dice;

/// A template laid over the ball: each face of its die names one step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Template {
    /// Stable id (`"scatter"`, `"throw-in"`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// The die read against it.
    pub dice: Dice,
    /// The ruleset option that picks between layouts, if there are several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    /// Seed lines.
    pub source: String,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// For results 1, 2, … the step `[dx, dy]`.
    pub directions: Vec<[i8; 2]>,
}

impl Template {
    /// The step for a die result, or `None` if the die cannot show it.
    pub fn step(&self, roll: u8) -> Option<[i8; 2]> {
        self.directions
            .get(usize::from(roll).checked_sub(1)?)
            .copied()
    }

    /// A problem with the template, if any: a step that is not to a neighbouring square, or
    /// a number of steps unlike the die's faces.
    pub(crate) fn check(&self) -> Result<(), String> {
        let faces = self.dice.keys().len();
        if self.directions.len() != faces {
            return Err(format!(
                "template \"{}\" has {} directions for a {} with {faces} results",
                self.id,
                self.directions.len(),
                self.dice.name()
            ));
        }
        if let Some(bad) = self
            .directions
            .iter()
            .find(|[dx, dy]| dx.abs() > 1 || dy.abs() > 1 || (*dx == 0 && *dy == 0))
        {
            return Err(format!(
                "template \"{}\": step {bad:?} is not to a neighbouring square",
                self.id
            ));
        }
        Ok(())
    }
}
