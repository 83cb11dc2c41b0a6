//! Every test file of this folder is a module of this one test binary: one link for the crate,
//! not one a file, keeps `target/` and CI's link time small (`autotests = false` in Cargo.toml;
//! `every_test_file_is_a_module_of_its_crates_binary` in tests/tests fails on a file left out).

mod ledger_names_known_rosters;
mod test_binaries;
mod tower_to_match;
