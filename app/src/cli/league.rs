//! `nuffle league …`: import a team, Hire and Fire (`hire_fire.rs`), and the league's
//! standings, leaderboards, matches and dice records from the match database.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tables::Rulebook;

use super::db;

/// Arguments of `nuffle league`.
#[derive(Debug, clap::Args)]
pub struct LeagueArgs {
    #[command(subcommand)]
    command: LeagueCommand,
}

#[derive(Debug, clap::Subcommand)]
enum LeagueCommand {
    /// Import a team file (JSON, see docs/ledger.md), checked against the rulebook.
    Import {
        /// The team file.
        file: PathBuf,
        /// Add the team even when the league already has one of the same name and coach.
        #[arg(long)]
        again: bool,
    },
    /// Write a team as a team file (JSON) that `league import` takes back: its players, staff
    /// and, for a Bugman's League Cup team, its Star Players and the cup games it played.
    ExportTeam {
        /// The team's id (`nuffle league teams`).
        team: i64,
        /// Write to this file instead of the terminal.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The standings: points (win/draw/loss as the league sets), touchdowns, casualties.
    Standings {
        /// Only this season.
        #[arg(long)]
        season: Option<i64>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Player leaderboard.
    Players {
        /// Order by spp, td, cas, cas_suffered, comp, int, mvp or fouls.
        #[arg(long, default_value = "spp")]
        by: String,
        /// Only this season.
        #[arg(long)]
        season: Option<i64>,
        /// How many lines.
        #[arg(long, default_value_t = 20)]
        top: usize,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Team leaderboard: each team's totals.
    Teams {
        /// Order by spp, td, cas, cas_suffered, comp, int, mvp or fouls.
        #[arg(long, default_value = "td")]
        by: String,
        /// Only this season.
        #[arg(long)]
        season: Option<i64>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Start a season of a league (the league is created with it if new): its matches,
    /// recorded with `match record --league … --season ID`, make its standings.
    SeasonNew {
        /// The league's name.
        league: String,
        /// The season's name.
        season: String,
        /// A new league's points for a win, a draw and a loss (default 3,1,0, 004:L2811); an
        /// existing league keeps its own.
        #[arg(long, value_delimiter = ',', value_name = "WIN,DRAW,LOSS")]
        points: Option<Vec<u32>>,
    },
    /// Every season, with its league and points.
    Seasons {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Every match in the database.
    Matches {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Each coach's dice: how often each face came up, against fair dice.
    Dice {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Hire and Fire (post-match step 4): hire, fire, buy, let-go.
    #[command(flatten)]
    HireFire(super::hire_fire::HireFireCommand),
    /// Hire permanently a Journeyman who played the team's last recorded match, at his Rookie
    /// cost from the Treasury: he loses Loner and keeps his SPP (004:L2928-L2933).
    HireJourneyman {
        /// The team's id (`nuffle league teams --json`).
        team: i64,
        /// The shirt number he wore.
        number: u8,
    },
}

/// Runs a `nuffle league` command.
pub fn run(book: &Rulebook, db_path: Option<&Path>, args: &LeagueArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        LeagueCommand::Import { file, again } => {
            // Checked before the database is opened, so a bad file creates no empty one.
            let (name, checked) = ledger::TeamFile::read(book, file)?;
            let path = db::path(db_path)?;
            let mut ledger = ledger::Ledger::open(&path)?;
            let team = if *again {
                ledger.add_team_again(book, &name, &checked)?
            } else {
                ledger.add_team(book, &name, &checked)?
            };
            let players = ledger.players(team.id)?;
            outln!(
                "imported team {}: {} ({}), coach {}, {} players, into {}",
                team.id,
                team.name,
                team.roster,
                team.coach,
                players.len(),
                path.display()
            );
            let cup = ledger.cup_roster(team.id)?;
            if !cup.is_empty() {
                outln!("its Bugman's League Cup roster: {}", cup.words(book));
            }
        }
        LeagueCommand::ExportTeam { team, out } => {
            let file = db::read_only(db_path)?.team_file(*team)?;
            let text = serde_json::to_string_pretty(&file)?;
            match out {
                Some(path) => std::fs::write(path, format!("{text}\n"))
                    .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?,
                None => outln!("{text}"),
            }
        }
        LeagueCommand::SeasonNew {
            league,
            season,
            points,
        } => {
            let points = match points.as_deref() {
                None => None,
                Some(&[win, draw, loss]) => Some(ledger::PointsRule { win, draw, loss }),
                Some(other) => anyhow::bail!(
                    "--points takes three numbers, a win's, a draw's and a loss's (3,1,0), \
                     not {}; no season was created",
                    other.len()
                ),
            };
            let path = db::path(db_path)?;
            let mut ledger = ledger::Ledger::open(&path)?;
            let made = ledger.create_season(league, season, points)?;
            outln!(
                "season {}: {} of {} (win {}, draw {}, loss {}); record its matches with \
                 nuffle match record --league HOME AWAY --season {}",
                made.id,
                made.name,
                made.league,
                made.points.win,
                made.points.draw,
                made.points.loss,
                made.id
            );
        }
        LeagueCommand::Seasons { json } => {
            let seasons = db::read_only(db_path)?.seasons()?;
            if *json {
                outln!("{}", serde_json::to_string_pretty(&seasons)?);
            } else if seasons.is_empty() {
                outln!("no season yet: nuffle league season-new LEAGUE SEASON");
            } else {
                for s in &seasons {
                    outln!(
                        "{:>4}  {} ({}): win {}, draw {}, loss {}",
                        s.id,
                        s.name,
                        s.league,
                        s.points.win,
                        s.points.draw,
                        s.points.loss
                    );
                }
            }
        }
        LeagueCommand::Standings { season, json } => {
            let table = db::read_only(db_path)?.standings(*season)?;
            if *json {
                outln!("{}", serde_json::to_string_pretty(&table)?);
            } else if table.is_empty() {
                outln!("no recorded competition matches yet");
            } else {
                outln!(
                    "{:>3}  {:<28} {:>2} {:>2} {:>2} {:>2}  {:>5}  {:>5}  {:>3}",
                    "#",
                    "team",
                    "P",
                    "W",
                    "D",
                    "L",
                    "TD",
                    "CAS",
                    "Pts"
                );
                for (i, s) in table.iter().enumerate() {
                    outln!(
                        "{:>3}  {:<28} {:>2} {:>2} {:>2} {:>2}  {:>2}-{:<2}  {:>2}-{:<2}  {:>3}",
                        i + 1,
                        s.team,
                        s.played,
                        s.won,
                        s.drawn,
                        s.lost,
                        s.td_for,
                        s.td_against,
                        s.cas_for,
                        s.cas_against,
                        s.points
                    );
                }
            }
        }
        LeagueCommand::Players {
            by,
            season,
            top,
            json,
        } => {
            let board = db::read_only(db_path)?.leaderboard(by, *season, *top)?;
            if *json {
                outln!("{}", serde_json::to_string_pretty(&board)?);
            } else if board.is_empty() {
                outln!("nobody has any {by} yet");
            } else {
                outln!(
                    "{:<24} {:<22} {:>3} {:>3} {:>3} {:>3} {:>3} {:>3} {:>3}",
                    "player",
                    "team",
                    "SPP",
                    "TD",
                    "CAS",
                    "CMP",
                    "INT",
                    "MVP",
                    "FL"
                );
                for l in &board {
                    outln!(
                        "{:<24} {:<22} {:>3} {:>3} {:>3} {:>3} {:>3} {:>3} {:>3}",
                        format!("#{} {}", l.number, l.name),
                        l.team,
                        l.spp,
                        l.td,
                        l.cas,
                        l.comp,
                        l.int,
                        l.mvp,
                        l.fouls
                    );
                }
            }
        }
        LeagueCommand::Teams { by, season, json } => {
            let ledger = db::read_only(db_path)?;
            let board = ledger.team_leaderboard(by, *season)?;
            if *json {
                outln!("{}", serde_json::to_string_pretty(&board)?);
            } else {
                outln!(
                    "{:<28} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>9} {:>9}",
                    "team",
                    "SPP",
                    "TD",
                    "CAS",
                    "CSUF",
                    "CMP",
                    "INT",
                    "MVP",
                    "FL",
                    "TV",
                    "Treasury"
                );
                for t in &board {
                    // The roster sheet's Team Value and Treasury, as Hire and Fire leaves them.
                    let value = ledger.team_value(book, t.team_id)?;
                    let treasury = ledger.team(t.team_id)?.treasury;
                    outln!(
                        "{:<28} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>4} {:>9} {:>9}",
                        t.team,
                        t.spp,
                        t.td,
                        t.cas,
                        t.cas_suffered,
                        t.comp,
                        t.int,
                        t.mvp,
                        t.fouls,
                        ledger::gold(value),
                        ledger::gold(treasury)
                    );
                }
            }
        }
        LeagueCommand::Matches { json } => {
            let ledger = db::read_only(db_path)?;
            let matches = ledger.matches()?;
            if *json {
                let list: Vec<_> = matches
                    .iter()
                    .map(|m| {
                        serde_json::json!({
                            "id": m.id, "home": m.setup.home_team, "away": m.setup.away_team,
                            "ruleset": m.setup.ruleset, "created_at": m.created_at,
                        })
                    })
                    .collect();
                outln!("{}", serde_json::to_string_pretty(&list)?);
            } else {
                for m in &matches {
                    let locked = if ledger.is_locked(m.id)? {
                        "recorded"
                    } else {
                        "open"
                    };
                    outln!(
                        "{:>5}  {}  {} v {}  ({locked})",
                        m.id,
                        m.created_at,
                        m.setup.home_team,
                        m.setup.away_team
                    );
                }
            }
        }
        LeagueCommand::HireFire(command) => super::hire_fire::run(book, db_path, command)?,
        LeagueCommand::HireJourneyman { team, number } => {
            let mut ledger = db::existing(db_path)?;
            let before = ledger.team(*team)?.treasury;
            let hired = ledger.hire_journeyman(book, *team, *number)?;
            let team = ledger.team(*team)?;
            // What the Treasury paid: his Rookie cost (004:L2928-L2930), not his value.
            outln!(
                "{} hired #{} {} ({}) permanently for {} gold, his Rookie cost: Loner gone, {} \
                 SPP kept, value {}; Treasury now {}",
                team.name,
                hired.number,
                hired.name,
                hired.position,
                before.saturating_sub(team.treasury),
                hired.spp,
                hired.value,
                team.treasury
            );
        }
        LeagueCommand::Dice { json } => {
            let record = db::read_only(db_path)?.dice_record()?;
            if *json {
                outln!("{}", serde_json::to_string_pretty(&record)?);
            } else {
                for d in &record {
                    outln!(
                        "{:<24} {:<5} {:>2}: {:>6} (fair dice: {:.1})",
                        d.coach,
                        d.kind,
                        d.value,
                        d.count,
                        d.expected
                    );
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
