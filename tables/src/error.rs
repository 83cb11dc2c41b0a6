//! Errors from loading or looking up rulebook data.

/// What went wrong, with the place to fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TablesError {
    /// A data file does not parse or has a wrong or missing field.
    #[error("{file}:{line}:{column}: {message}")]
    Parse {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// A data file parses but contradicts itself or another file.
    #[error("{file}: {message}")]
    Invalid { file: String, message: String },
    /// Dice that cannot be a roll on this table.
    #[error("{table}: {message}")]
    BadRoll { table: String, message: String },
    /// A name matched nothing; `nearest` lists the closest known names.
    #[error("no {kind} called \"{name}\"{}", suggest(.nearest))]
    NotFound {
        kind: &'static str,
        name: String,
        nearest: Vec<String>,
    },
}

fn suggest(nearest: &[String]) -> String {
    if nearest.is_empty() {
        String::new()
    } else {
        format!("; did you mean {}?", nearest.join(", "))
    }
}
