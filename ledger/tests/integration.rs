//! Every test file of this folder is a module of this one test binary: one link for the crate,
//! not one a file, keeps `target/` and CI's link time small (`autotests = false` in Cargo.toml;
//! `every_test_file_is_a_module_of_its_crates_binary` in tests/tests fails on a file left out).

mod common;

mod abandon;
mod audit_league;
mod audit_league_record;
mod bad_input;
mod blackmail_record;
mod bugmans;
mod crash;
mod cup_league;
mod cup_roster;
mod expensive_mistakes;
mod hire_fire;
mod hire_fire_journeymen;
mod hired_mvp;
mod inducements_after_referee;
mod input_log;
mod journeymen;
mod lasting_injuries;
mod league_spec;
mod mvp_pick;
mod niggling_setup;
mod one_writer;
mod post_match;
mod post_match_cards;
mod post_match_run;
mod pre_match_notes;
mod season;
mod stadium_fame_winnings;
mod stadium_winnings;
mod stored_setups;
mod tally_from_play;
mod team_file_characteristics;
mod turn_times;
