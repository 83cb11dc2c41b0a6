//! Looking things up by name the way a referee types them: any case, and nearest names on a miss.

use crate::TablesError;

/// How many suggestions a miss offers.
const SUGGESTIONS: usize = 3;

/// Folds a name for comparison: lower case, with spaces, hyphens and apostrophes dropped, so
/// "Throw Team-mate", "throw team mate" and "THROW TEAM-MATE" are one name.
pub(crate) fn fold(name: &str) -> String {
    folded(name).collect()
}

/// The characters of [`fold`], without collecting them.
fn folded(name: &str) -> impl Iterator<Item = char> + '_ {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
}

/// Finds the item one of whose `keys` folds to the same as `name`, or reports the nearest keys.
/// The last key of an item is its display name, offered as a suggestion.
pub(crate) fn find<'a, T, K, I>(
    kind: &'static str,
    name: &str,
    items: &'a [T],
    keys: K,
) -> Result<&'a T, TablesError>
where
    K: Fn(&'a T) -> I,
    I: IntoIterator<Item = &'a str>,
{
    // The engine looks tables up by their exact id during a match (every kick-off, scatter
    // and injury): that is found without folding anything.
    if let Some(hit) = items
        .iter()
        .find(|item| keys(item).into_iter().any(|k| k == name))
    {
        return Ok(hit);
    }
    let wanted = fold(name);
    // Each key is folded as it is compared, not collected: the engine looks tables up by id
    // during a match (every kick-off and injury), and a copy of every name was most of that.
    if let Some(hit) = items
        .iter()
        .find(|item| keys(item).into_iter().any(|k| folded(k).eq(wanted.chars())))
    {
        return Ok(hit);
    }
    let mut scored: Vec<(f64, &str)> = items
        .iter()
        .filter_map(|item| keys(item).into_iter().last())
        .map(|display| (strsim::jaro_winkler(&fold(display), &wanted), display))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(TablesError::NotFound {
        kind,
        name: name.to_string(),
        nearest: scored
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, n)| n.to_string())
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_ignores_case_space_and_hyphen() {
        assert_eq!(fold("Throw Team-mate"), fold("THROW TEAM MATE"));
        assert_eq!(fold("Morg 'n' Thorg"), "morgnthorg");
    }

    #[test]
    fn a_miss_suggests_the_nearest_name_first() {
        let items = ["Orc", "Human", "Halfling"];
        let err = find("team", "Hum", &items, |s: &&str| [*s]).err();
        match err {
            Some(TablesError::NotFound { nearest, .. }) => {
                assert_eq!(nearest.first().map(String::as_str), Some("Human"));
            }
            other => panic!("expected NotFound, got {other:?}"),
        }
    }
}
