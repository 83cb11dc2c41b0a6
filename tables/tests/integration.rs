//! Every test file of this folder is a module of this one test binary: one link for the crate,
//! not one a file, keeps `target/` and CI's link time small (`autotests = false` in Cargo.toml;
//! `every_test_file_is_a_module_of_its_crates_binary` in tests/tests fails on a file left out).

mod shared;

mod against_digests;
mod blitz_bowl;
mod box_rosters;
mod dice_tables;
mod house_rules_doc;
mod league_and_rulesets;
mod lists;
mod passing_and_templates;
mod rosters;
mod skills;
mod skills_and_stars_against_sources;
mod stars;
