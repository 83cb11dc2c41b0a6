//! Every test file of this folder is a module of this one test binary: one link for the crate,
//! not one a file, keeps `target/` and CI's link time small (`autotests = false` in Cargo.toml;
//! `every_test_file_is_a_module_of_its_crates_binary` in tests/tests fails on a file left out).

mod any_roster;
mod ball_and_chain_in_play;
mod blitz_bowl;
mod block_skills;
mod league_inducements;
mod planted_bug;
mod prompt_options;
mod refusals;
mod skills_in_play;
mod special_play_cards;
mod worded;
