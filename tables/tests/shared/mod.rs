//! Reading the rules digests (`../shared/rules`) and seed texts (`../shared/seeds`) that the
//! data is checked against.
//!
//! They live beside the repository, not in it. Without them the tests that need them say so and
//! pass, unless `NUFFLE_REQUIRE_SHARED` is set, as CI does, which makes their absence a failure.

#![allow(dead_code)] // each test file uses its own part

use std::path::PathBuf;

/// The text of a digest file, or `None` (with a notice) when the digests are not beside us.
pub fn digest(file: &str) -> Option<String> {
    shared_file(&PathBuf::from("rules").join(file))
}

/// The lines of the seed text numbered `number` (`"004"`), or `None` as for [`digest`].
pub fn seed(number: &str) -> Option<Vec<String>> {
    let dir = nuffle_tests::shared("seeds")?;
    let name = std::fs::read_dir(&dir).ok().and_then(|entries| {
        entries
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .find(|n| n.to_string_lossy().starts_with(&format!("{number}_")))
    });
    let name = name.unwrap_or_else(|| format!("{number}_missing.txt").into());
    shared_file(&PathBuf::from("seeds").join(name))
        .map(|text| text.lines().map(str::to_string).collect())
}

/// The text of a file under `../shared`, or `None` as [`nuffle_tests::shared`] says.
#[track_caller]
fn shared_file(relative: &std::path::Path) -> Option<String> {
    let path = nuffle_tests::shared(relative)?;
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

/// Folds a cell for comparison: no markdown emphasis, straight apostrophes, lower case.
pub fn fold(cell: &str) -> String {
    cell.replace(['*'], "")
        .replace(['’', '‘'], "'")
        .trim()
        .to_lowercase()
}

/// The cells of the `nth` (1-based) markdown table under the heading that starts with
/// `#### {section} `, `### {section} ` or `## {section}. `, up to the next heading, header and
/// separator rows skipped.
pub fn section_table(text: &str, section: &str, nth: usize) -> Vec<Vec<String>> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| {
            l.starts_with(&format!("#### {section} "))
                || l.starts_with(&format!("### {section} "))
                || l.starts_with(&format!("## {section}. "))
        })
        .unwrap_or_else(|| panic!("no section {section} in the digest"));
    let mut tables: Vec<Vec<Vec<String>>> = Vec::new();
    let mut in_table = false;
    for line in &lines[start + 1..] {
        if line.starts_with('#') {
            break;
        }
        if line.starts_with('|') {
            if !in_table {
                tables.push(Vec::new());
                in_table = true;
            }
            let cells: Vec<String> = line
                .trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect();
            if let Some(t) = tables.last_mut() {
                t.push(cells);
            }
        } else {
            in_table = false;
        }
    }
    let table = tables
        .into_iter()
        .nth(nth - 1)
        .unwrap_or_else(|| panic!("section {section} has no table {nth}"));
    table
        .into_iter()
        .skip(2) // header and |---| separator
        .collect()
}

/// `"2-7"` → (2, 7); `"41"` → (41, 41).
pub fn rolls(cell: &str) -> (u8, u8) {
    let cell = fold(cell);
    let parse = |s: &str| {
        s.trim()
            .parse::<u8>()
            .unwrap_or_else(|e| panic!("roll {s:?}: {e}"))
    };
    match cell.split_once('-') {
        Some((a, b)) => (parse(a), parse(b)),
        None => (parse(&cell), parse(&cell)),
    }
}

pub fn builtin() -> &'static tables::Rulebook {
    tables::builtin().unwrap_or_else(|e| panic!("built-in data: {e}"))
}
