//! The 2016 league rules' special balls (ruleset option `special-balls`, 004:L2061-L2306):
//! the rulebook with them on, and a kicking team of eleven of one position.

use rules::{InducementSpec, Match, SetupSpec, Side, TeamSpec};

use super::{Game, book, eleven_of};

/// The built-in rulebook with special balls on.
pub fn balls_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nspecial-balls = \"on\"\n")
        .expect("league file")
}

/// Both teams set up, eleven `position`s of `roster` (away) kicking to the Human quick-start
/// team.
pub fn eleven_kick(book: &tables::Rulebook, roster: &str, position: &str) -> Game {
    let spec = SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: eleven_of(roster, position, 1_000_000, InducementSpec::default()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    };
    let setup = spec.build(book).expect("the teams build");
    let mut g = Game {
        m: Match::new(setup, book).expect("match builds"),
    };
    g.set_up_both();
    g
}
