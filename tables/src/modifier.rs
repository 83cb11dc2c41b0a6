//! What each kind of roll adds or takes away, outside skills that only re-roll.

use serde::{Deserialize, Serialize};

/// One modifier to one kind of roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    /// The roll it applies to (`"dodge"`, `"pick-up"`, `"pass"`, `"catch"`, `"interception"`,
    /// `"go-for-it"`).
    pub roll: String,
    /// What the referee sees it called.
    pub name: String,
    /// What it adds (negative takes away), once or per `per`.
    pub value: i8,
    /// What the value is counted for, if more than once (`"opposing tackle zone"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per: Option<String>,
    /// The weather or case that brings it in, if not always.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<String>,
    /// Seed lines.
    pub source: String,
}
