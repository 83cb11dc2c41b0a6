//! The command line: one subcommand group per concern, parsed with clap.

/// `println!` for command output: a closed pipe (`nuffle roster --json | head`) ends the
/// command quietly with exit status 0, where `println!` would panic.
macro_rules! outln {
    () => {
        $crate::cli::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for command output, as [`outln!`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!($($arg)*))
    };
}

mod book;
mod db;
mod error_words;
mod export;
mod hire_fire;
mod league;
mod lookup;
mod match_abandon;
mod match_record;
mod match_run;
mod odds;
mod post_match_lines;
mod roster;
mod script_text;
mod simulate;
mod skill;
mod star;
mod tower;
mod vision;
mod watch;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use error_words::error_words;

/// Writes command output to standard output. When the reader has gone (a closed pipe) the
/// command has nothing more to say: it ends at once, quietly, with exit status 0; inputs a
/// command recorded before are already in the database. Any other write error ends it with
/// a message and status 1.
pub fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("nuffle: cannot write the output: {e}");
        std::process::exit(1);
    }
}

/// Nuffle mirrors a real Blood Bowl table: it takes the dice, rules on every move and records
/// the match. Run it without a command to open the table-side window.
#[derive(Debug, Parser)]
#[command(name = "nuffle", version, about, long_about = None)]
pub struct Cli {
    /// The match database file, for the window and the league, export and match commands
    /// (default: nuffle.sqlite3 in the platform data folder).
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,

    /// A league's house-rules file (TOML) laid over the built-in rulebook data: entries with a
    /// known id replace the built-in ones, new ones are added, a `[ruleset]` table picks options.
    #[arg(long, global = true, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// The dice tower's serial port for the window (default: find it by its USB ids).
    #[arg(long, value_name = "PORT")]
    pub tower: Option<PathBuf>,
    /// The camera over the dice tray for the window, for this run (the saved setting is kept):
    /// a folder of dice photos, `frames DIR`, or `webcam N` in a build with webcam support.
    #[arg(long, value_name = "CAMERA")]
    pub camera: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommand groups.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a match script: `nuffle match run drive.jsonl`.
    Match(match_run::MatchArgs),
    /// Look up a rulebook table: `nuffle lookup injury 9`.
    Lookup(lookup::LookupArgs),
    /// The chance that rolls succeed, with and without re-rolls: `nuffle odds 3+ 2+ --rerolls 1`.
    Odds(odds::OddsArgs),
    /// Play seeded random matches to test and measure the engine.
    Simulate(simulate::SimulateArgs),
    /// The USB dice tower: listen to it, or simulate one.
    Tower(tower::TowerArgs),
    /// Read dice from photos or a camera.
    Vision(vision::VisionArgs),
    /// League teams, standings and leaderboards from the match database.
    League(league::LeagueArgs),
    /// Export matches, players and standings (CSV, JSON, NAF XML).
    Export(export::ExportArgs),
    /// Show a team list from the rulebook data: `nuffle roster orc`.
    Roster(roster::RosterArgs),
    /// Show a skill: `nuffle skill "Mighty Blow"`.
    Skill(skill::SkillArgs),
    /// Show a Star Player and who may hire him: `nuffle star "Griff Oberwald"`.
    Star(star::StarArgs),
}

/// Runs one subcommand; `rules` is the league's house-rules file, if any, and `db` the match
/// database given with `--db`.
pub fn run(command: Command, rules: Option<&Path>, db: Option<&Path>) -> anyhow::Result<ExitCode> {
    match command {
        Command::Match(args) => match_run::run(rules, db, &args),
        Command::Lookup(args) => lookup::run(&*book::load(rules)?, &args),
        Command::Odds(args) => odds::run(&args),
        Command::Simulate(args) => simulate::run(&*book::load(rules)?, &args),
        Command::Tower(args) => tower::run(&args),
        Command::Vision(args) => vision::run(&args),
        Command::League(args) => league::run(&*book::load(rules)?, db, &args),
        Command::Export(args) => export::run(&*book::load(rules)?, db, &args),
        Command::Roster(args) => roster::run(&*book::load(rules)?, &args),
        Command::Skill(args) => skill::run(&*book::load(rules)?, &args),
        Command::Star(args) => star::run(&*book::load(rules)?, &args),
    }
}
