//! `nuffle`: the table-side companion for real Blood Bowl matches. With no arguments it opens
//! the window on the database's unfinished match (or its start page); with a subcommand it is a
//! command-line tool.

use std::process::ExitCode;

use clap::Parser;
use nuffle_app::{cli, gui};

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    let result = match args.command {
        None => gui::run(args.db, args.tower, args.camera),
        Some(command) => cli::run(command, args.rules.as_deref(), args.db.as_deref()),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("nuffle: {}", cli::error_words(&err));
            ExitCode::FAILURE
        }
    }
}
