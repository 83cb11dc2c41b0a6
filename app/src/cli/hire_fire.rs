//! `nuffle league hire|fire|buy|let-go`: post-match step 4's roster update, Hire and Fire
//! (004:L2915-L2926), one change a command, paid from the team's Treasury
//! ([`ledger::Ledger::hire_and_fire`]).

use std::path::Path;

use ledger::{Purchase, RosterChange, gold};
use tables::Rulebook;

use super::db;

/// The Hire and Fire commands of `nuffle league`.
#[derive(Debug, clap::Subcommand)]
pub enum HireFireCommand {
    /// Hire a player of a position of the team's list at its cost, from the Treasury.
    Hire {
        /// The team: its id or its name.
        team: String,
        /// The position, as the team list names it ("Lineman", "Blitzer" …).
        #[arg(long)]
        position: String,
        /// His name (the position's when left out).
        #[arg(long)]
        name: Option<String>,
        /// His shirt number (the lowest free one when left out).
        #[arg(long)]
        number: Option<u8>,
    },
    /// Fire a player: off the roster, no refund; his record and stats are kept.
    Fire {
        /// The team: its id or its name.
        team: String,
        /// His shirt number.
        number: u8,
    },
    /// Buy a team re-roll (double the team list's price) or a staff member, from the Treasury.
    Buy {
        /// The team: its id or its name.
        team: String,
        /// re-roll, assistant-coach, cheerleader or apothecary.
        #[arg(value_parser = purchase)]
        what: Purchase,
    },
    /// Remove a team re-roll or let a staff member go (no refund).
    LetGo {
        /// The team: its id or its name.
        team: String,
        /// re-roll, assistant-coach, cheerleader or apothecary.
        #[arg(value_parser = purchase)]
        what: Purchase,
    },
}

fn purchase(word: &str) -> Result<Purchase, String> {
    Purchase::from_word(word).ok_or_else(|| {
        let known: Vec<&str> = Purchase::ALL.iter().map(|p| p.id()).collect();
        format!("\"{word}\" is none of {}", known.join(", "))
    })
}

/// Runs one Hire and Fire command on the database (which must exist) and says what it did,
/// the Treasury left and the Team Value.
pub fn run(
    book: &Rulebook,
    db_path: Option<&Path>,
    command: &HireFireCommand,
) -> anyhow::Result<()> {
    let (team, change) = match command {
        HireFireCommand::Hire {
            team,
            position,
            name,
            number,
        } => (
            team,
            RosterChange::Hire {
                position: position.clone(),
                name: name.clone(),
                number: *number,
            },
        ),
        HireFireCommand::Fire { team, number } => (team, RosterChange::Fire { number: *number }),
        HireFireCommand::Buy { team, what } => (team, RosterChange::Buy(*what)),
        HireFireCommand::LetGo { team, what } => (team, RosterChange::LetGo(*what)),
    };
    let mut ledger = db::existing(db_path)?;
    let id = ledger.team_named(team)?.id;
    let report = ledger.hire_and_fire(book, id, &[change])?;
    for line in &report.done {
        outln!("{}: {line}", report.team.name);
    }
    outln!(
        "Treasury left: {}; Team Value: {}",
        gold(report.team.treasury),
        gold(report.team_value)
    );
    Ok(())
}
