//! End-to-end tests that cross Nuffle's crates live in `tests/tests/`. This library holds what
//! every crate's tests share: where the material beside the repository is (`../shared`: the
//! rules digests, the seed texts, the byler-d6 photos), and what a test does without it.

use std::path::{Path, PathBuf};

/// The folder beside the repository that holds the rules digests, seeds and datasets.
pub fn shared_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

/// `relative` under [`shared_dir`], if it is there. If not, `None` with a `SKIPPED` notice, so
/// a checkout without `../shared` still runs the rest; but with `NUFFLE_REQUIRE_SHARED` set,
/// as CI does, its absence is a failure (a panic naming the path).
#[track_caller]
pub fn shared(relative: impl AsRef<Path>) -> Option<PathBuf> {
    let path = shared_dir().join(relative);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("NUFFLE_REQUIRE_SHARED").is_none(),
        "{} not found (NUFFLE_REQUIRE_SHARED is set)",
        path.display()
    );
    eprintln!("SKIPPED: {} not found", path.display());
    None
}

/// The byler-d6 photos (250 real labelled dice photos), as [`shared`] finds them.
#[track_caller]
pub fn byler() -> Option<PathBuf> {
    shared("datasets/dice/byler-d6")
}

/// One byler-d6 photo by its file name, as [`shared`] finds it.
#[track_caller]
pub fn byler_image(name: &str) -> Option<PathBuf> {
    shared(Path::new("datasets/dice/byler-d6/images").join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is there is found; what is not is `None` (this test runs without
    /// `NUFFLE_REQUIRE_SHARED` only: with it, the missing path would rightly panic).
    #[test]
    fn a_missing_path_is_skipped_and_a_present_one_found() {
        if std::env::var_os("NUFFLE_REQUIRE_SHARED").is_some() {
            assert!(shared("rules").is_some_and(|p| p.is_dir()));
            return;
        }
        assert_eq!(shared("no/such/thing/here"), None);
    }
}
