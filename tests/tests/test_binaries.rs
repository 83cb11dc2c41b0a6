//! Each crate builds its integration tests as one binary, tests/integration.rs, with
//! `autotests = false`: Cargo then ignores a file that module list leaves out, so a new test
//! file would never run. This reads every crate's tests/ folder and its integration.rs.

use std::fs;
use std::path::Path;

const CRATES: [&str; 8] = [
    "app", "device", "ledger", "rules", "sim", "tables", "tests", "vision",
];

#[test]
fn every_test_file_is_a_module_of_its_crates_binary() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut missing = Vec::new();
    for krate in CRATES {
        let folder = workspace.join(krate).join("tests");
        let list = fs::read_to_string(folder.join("integration.rs"))
            .unwrap_or_else(|e| panic!("{krate}/tests/integration.rs: {e}"));
        let manifest = fs::read_to_string(workspace.join(krate).join("Cargo.toml"))
            .unwrap_or_else(|e| panic!("{krate}/Cargo.toml: {e}"));
        assert!(
            manifest.contains("autotests = false") && manifest.contains("tests/integration.rs"),
            "{krate}/Cargo.toml should build tests/integration.rs as its one test binary"
        );
        let entries = fs::read_dir(&folder).unwrap_or_else(|e| panic!("{krate}/tests: {e}"));
        for entry in entries {
            let path = entry.expect("a readable tests/ entry").path();
            let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
                continue;
            };
            let module =
                path.extension().is_some_and(|e| e == "rs") || path.join("mod.rs").is_file();
            if module && stem != "integration" && !list.lines().any(|l| l == format!("mod {stem};"))
            {
                missing.push(format!("{krate}/tests/{stem}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not a module of integration.rs, so never run: {missing:?}"
    );
}
