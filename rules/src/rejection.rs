//! Why an input was refused, in the rulebook's terms and with the seed line.

use serde::{Deserialize, Serialize};

/// An input the match refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("illegal: {reason}{}", cite_suffix(.cite))]
pub struct Rejection {
    /// What is wrong, and what to do instead.
    pub reason: String,
    /// The seed line of the rule, when a rule refuses it (`"000:L455"`).
    pub cite: Option<String>,
}

fn cite_suffix(cite: &Option<String>) -> String {
    cite.as_ref().map(|c| format!(" ({c})")).unwrap_or_default()
}

impl Rejection {
    /// A refusal under the rule at `cite`.
    pub fn rule(reason: impl Into<String>, cite: &str) -> Rejection {
        Rejection {
            reason: reason.into(),
            cite: Some(cite.to_string()),
        }
    }

    /// A refusal without words: what the prompt's checks give (it only needs yes or no), so
    /// no text is written for the thousands of candidates it turns down. Never shown.
    pub(crate) fn unworded() -> Rejection {
        Rejection {
            reason: String::new(),
            cite: None,
        }
    }

    /// A refusal that is not a rule's (the input does not fit what the match waits for).
    pub fn input(reason: impl Into<String>) -> Rejection {
        Rejection {
            reason: reason.into(),
            cite: None,
        }
    }
}
