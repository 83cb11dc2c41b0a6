//! The rulebook a command reads: the built-in data, with a league's house-rules file laid over
//! it when `--rules FILE` is given.

use std::borrow::Cow;
use std::path::Path;

use anyhow::{Context, anyhow};
use tables::Rulebook;

/// The built-in rulebook, or a copy with `rules` laid over it. A file that cannot be read or
/// does not check out is an error naming the file, line and field; nothing is half-applied.
pub fn load(rules: Option<&Path>) -> anyhow::Result<Cow<'static, Rulebook>> {
    let book = tables::builtin().map_err(|e| anyhow!("rulebook data: {e}"))?;
    let Some(path) = rules else {
        return Ok(Cow::Borrowed(book));
    };
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the house rules file {}", path.display()))?;
    let name = path.display().to_string();
    let league = book.with_file(&name, &text).map_err(|e| {
        anyhow!("{e}\nThe house rules were not applied; fix the file and run again.")
    })?;
    Ok(Cow::Owned(league))
}
