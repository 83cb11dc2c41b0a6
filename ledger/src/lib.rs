//! Nuffle's ledger: the SQLite database behind every match.
//!
//! It owns the file, its schema (versioned migrations) and every read and write of match
//! records: the append-only input log of each match (an input is recorded before it counts,
//! so a match resumes at its last recorded input after any crash), the league's teams and
//! players, the post-match sequence, standings, leaderboards and exports. It never judges a
//! rule itself: the engine does, from what the ledger hands it back.

mod abandon;
mod blitz_export;
mod blitz_results;
mod choose_inducements;
mod cup_roster;
mod error;
mod export;
mod formations;
mod hire_fire;
mod journeymen;
mod league_start;
mod lease;
mod log;
mod matches;
mod open;
mod open_match;
mod post_match;
mod post_match_run;
mod pre_match_notes;
mod record;
mod record_players;
mod schema;
mod seasons;
mod standings;
mod tally;
mod team_export;
mod teams;
mod turn_times;

pub use blitz_export::{BlitzResultRow, BlitzStandingRow};
pub use blitz_results::{BlitzResult, BlitzStanding, conceded_id, victory_id, victory_words};
pub use choose_inducements::InducementsBought;
pub use cup_roster::{CUP_GAMES, CupRoster, cup_team_after_games};
pub use error::{LedgerError, Unusable};
pub use export::{MatchRow, PlayerRow, Table};
pub use formations::{Formation, FormationPlace};
pub use hire_fire::{HireFireReport, Purchase, ROSTER_STAFF, RosterChange, gold, staff_price};
pub use journeymen::{FIELD_AT_LEAST, journeyman_position};
pub use lease::{HEARTBEAT_SECS, Lease, LeaseHolder, STALE_AFTER_SECS};
pub use log::{LogEntry, VERSION, effective_inputs};
pub use matches::{MatchRecord, MatchStart, NewMatch};
pub use open::{Ledger, default_database_path};
pub use open_match::{InputError, OpenMatch, ReplayBreak, match_book};
pub use post_match::{
    Answer, Ask, HiredPlayer, Improvement, LeaguePlayer, Outcome, PostMatch, PostMatchSetup,
};
pub use post_match_run::PostMatchRun;
pub use record::Counted;
pub use rules::expensive_mistakes::{EXPENSIVE_MISTAKES_FROM, Mistake};
pub use schema::SCHEMA_VERSION;
pub use seasons::Season;
pub use standings::{DiceCount, LEADERBOARD_FIELDS, Leader, PointsRule, Standing, TeamTotals};
pub use tally::{MatchTally, PlayerTally, Rookie, tally};
pub use team_export::TeamRow;
pub use teams::{PlayerFile, PlayerRecord, Team, TeamFile};
pub use turn_times::{CoachTurnTime, TurnTime};
