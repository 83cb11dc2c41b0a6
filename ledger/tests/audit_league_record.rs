//! Audit of what a recorded league match leaves on the roster, on a real database file:
//! "miss next game" served by exactly the next match, the dead gone, what counts in Team
//! Value (004:L2517-L2532, L2974-L2993), Spiralling Expenses reaching the Treasury
//! (004:L3368-L3370) and the Free Fan Factor rule (004:L3280-L3286). Matches are played to
//! their end by the simulator's coach; the lasting injuries are set on the tally, as a
//! Casualty table would give them.

use crate::common;

use common::{TestResult, book};
use ledger::{Ledger, Outcome, PlayerRecord, PostMatchSetup};
use rules::{PlayerId, Side};

const LEAGUE_RULES: &str = "[ruleset]\nleague = \"on\"\n";

/// Eleven Human Linemen (50,000 each), 2 re-rolls (50,000 each), Fan Factor 3.
fn team_json(name: &str, treasury: u32) -> String {
    common::team_file(name, "human", &[("Lineman", 11)], 2, 3, treasury)
}

struct League {
    _dir: tempfile::TempDir,
    ledger: Ledger,
    home: i64,
    away: i64,
}

fn league(treasury: [u32; 2]) -> Result<League, Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let home = ledger
        .import_team(book(), "h.json", &team_json("Home", treasury[0]))?
        .id;
    let away = ledger
        .import_team(book(), "a.json", &team_json("Away", treasury[1]))?
        .id;
    Ok(League {
        _dir: dir,
        ledger,
        home,
        away,
    })
}

/// Plays a league match between the two teams as they stand to its end and records it with
/// `injuries` (shirt, Casualty table result) as the lasting injuries and `outcome` as the
/// post-match sequence's.
fn play_and_record(
    l: &mut League,
    seed: u64,
    injuries: &[(Side, u8, &str)],
    outcome: &Outcome,
) -> Result<PostMatchSetup, Box<dyn std::error::Error>> {
    play_and_record_as(l, seed, injuries, outcome, Competition::Friendly)
}

/// How a match is played and ended.
enum Competition {
    /// A Friendly, nobody conceding.
    Friendly,
    /// A Competition Match of this final score, `conceded` by one team or none.
    Match([u8; 2], Option<Side>),
}

fn play_and_record_as(
    l: &mut League,
    seed: u64,
    injuries: &[(Side, u8, &str)],
    outcome: &Outcome,
    how: Competition,
) -> Result<PostMatchSetup, Box<dyn std::error::Error>> {
    let book = book();
    let how_played = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE_RULES,
        friendly: matches!(how, Competition::Friendly),
        seed,
    };
    let (open, mut setup) =
        common::played_league_match(&mut l.ledger, book, (l.home, l.away), &how_played)?;
    setup.tally.injuries = injuries
        .iter()
        .map(|(side, n, result)| (PlayerId::new(*side, *n), (*result).to_string()))
        .collect();
    setup.tally.misses_next_game.clear();
    setup.tally.rookies.clear();
    setup.tally.conceded = None;
    if let Competition::Match(score, conceded) = how {
        setup.score = score;
        setup.tally.conceded = conceded;
    }
    l.ledger.record_result(book, &open, &setup, outcome)?;
    Ok(setup)
}

fn number(players: &[PlayerRecord], n: u8) -> Result<&PlayerRecord, String> {
    players
        .iter()
        .find(|p| p.number == n)
        .ok_or_else(|| format!("no #{n}"))
}

/// "M": write it, and rub it out at the end of the next match (004:L2517-L2518); a Niggling
/// Injury and a -1 characteristic miss the next game as well (004:L2520-L2527); a second
/// "miss next game" in one match is not cumulative (FAQ, 004:L11586-L11588); the dead leave
/// (004:L2529-L2532). Team Value leaves out who will miss the next match and the dead
/// (004:L2988-L2993): 680,000 (550,000 + 100,000 + 30,000) less four Linemen, 480,000, and
/// the 7 who can play take 4 free Journeymen (#12-#15, Linemen at 50,000 in Team Value,
/// 004:L2978-L2985): 680,000. After the next match, which #3, #4 and #5 sit out, only the
/// dead man is missing: the four Journeymen leave (not hired, 004:L2928-L2930) and one joins
/// (#16): 630,000 + 50,000.
#[test]
fn miss_next_game_lasts_exactly_the_next_match_and_counts_nothing_in_team_value_004_l2517()
-> TestResult {
    let mut l = league([0, 0])?;
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    let home = Side::Home;
    play_and_record(
        &mut l,
        3,
        &[
            (home, 3, "Broken Ribs"),
            (home, 3, "Groin Strain"),
            (home, 4, "Damaged Back"),
            (home, 5, "Serious Concussion"),
            (home, 6, "DEAD"),
        ],
        &Outcome::default(),
    )?;
    let players = l.ledger.players(l.home)?;
    for n in [3, 4, 5] {
        assert!(number(&players, n)?.miss_next, "#{n} misses the next game");
    }
    assert_eq!(number(&players, 4)?.niggling, 1);
    assert_eq!(number(&players, 5)?.av, 7, "Serious Concussion: -1 AV");
    assert_eq!(number(&players, 6)?.status, "dead");
    assert!(!number(&players, 7)?.miss_next);
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    let fielded = l.ledger.team_setup(book(), l.home)?;
    let shirts: Vec<u8> = fielded.players.iter().map(|p| p.number).collect();
    assert_eq!(
        shirts,
        vec![1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15],
        "{shirts:?}"
    );

    let second = play_and_record(&mut l, 5, &[], &Outcome::default())?;
    let absent: Vec<_> = second.absent.iter().map(|p| p.id).collect();
    assert_eq!(
        absent,
        [3, 4, 5].map(|n| PlayerId::new(home, n)),
        "the three who sat out, known for a concession's departures"
    );
    let players = l.ledger.players(l.home)?;
    for n in [3, 4, 5] {
        assert!(!number(&players, n)?.miss_next, "#{n} served his one match");
    }
    assert_eq!(number(&players, 4)?.niggling, 1, "the N stays");
    assert_eq!(number(&players, 5)?.av, 7, "the -1 AV stays");
    assert_eq!(number(&players, 6)?.status, "dead");
    for n in 12..=15 {
        assert_eq!(number(&players, n)?.status, "fired", "#{n} not hired");
    }
    assert!(number(&players, 16)?.journeyman);
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    Ok(())
}

/// Spiralling Expenses "can never reduce a team's Treasury to less than zero"
/// (004:L3368-L3370): what the winnings did not cover comes from the Treasury, down to 0.
/// Home (50,000) owes 20,000 and keeps 30,000; away (10,000) owes 30,000 and has 0, not less.
#[test]
fn spiralling_expenses_the_winnings_did_not_cover_leave_the_treasury_down_to_0_004_l3368()
-> TestResult {
    let mut l = league([50_000, 10_000])?;
    let outcome = Outcome {
        expenses_from_treasury: [20_000, 30_000],
        ..Outcome::default()
    };
    play_and_record(&mut l, 3, &[], &outcome)?;
    assert_eq!(l.ledger.team(l.home)?.treasury, 30_000);
    assert_eq!(l.ledger.team(l.away)?.treasury, 0);
    Ok(())
}

/// Under the Free Fan Factor rule "Fan Factor never adds to a team's value"
/// (004:L3280-L3286): the team of Fan Factor 3 is worth 650,000 there, 680,000 otherwise.
#[test]
fn free_fan_factor_adds_nothing_to_team_value_004_l3280() -> TestResult {
    let l = league([0, 0])?;
    let free = book().with_file(
        "league.toml",
        "[ruleset]\nleague = \"on\"\nfree-fan-factor = \"on\"\n",
    )?;
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    assert_eq!(l.ledger.team_value(&free, l.home)?, 650_000);
    Ok(())
}

/// League points go by the result (004:L2810-L2814), and a team that concedes loses
/// (004:L2996-L2998) whatever the score: home, 2-0 up when it conceded, has a loss and 0
/// points, away a win and 3. A second match, a 1-1 draw, gives each 1 more.
#[test]
fn a_team_that_concedes_while_ahead_loses_in_the_standings_004_l2996_l2811() -> TestResult {
    let mut l = league([0, 0])?;
    let how = Competition::Match([2, 0], Some(Side::Home));
    play_and_record_as(&mut l, 3, &[], &Outcome::default(), how)?;
    let how = Competition::Match([1, 1], None);
    play_and_record_as(&mut l, 5, &[], &Outcome::default(), how)?;
    let table = l.ledger.standings(None)?;
    let line = |id: i64| {
        table
            .iter()
            .find(|s| s.team_id == id)
            .map(|s| (s.won, s.drawn, s.lost, s.points))
            .ok_or("no line")
    };
    assert_eq!(line(l.home)?, (0, 1, 1, 1));
    assert_eq!(line(l.away)?, (1, 1, 0, 4));
    Ok(())
}

/// A player of the conceding team who rolled 1-3 for his 51+ SPP leaves it
/// (004:L3000-L3003): off the roster, out of the next match and of Team Value, where the
/// free Journeyman the 10 left take counts his 50,000 instead (004:L2978-L2985).
#[test]
fn a_conceding_teams_departed_player_leaves_the_roster_004_l3000() -> TestResult {
    let mut l = league([0, 0])?;
    let outcome = Outcome {
        departed: vec![PlayerId::new(Side::Home, 2)],
        ..Outcome::default()
    };
    let how = Competition::Match([0, 1], Some(Side::Home));
    play_and_record_as(&mut l, 3, &[], &outcome, how)?;
    let players = l.ledger.players(l.home)?;
    assert_ne!(number(&players, 2)?.status, "active");
    assert_eq!(number(&players, 3)?.status, "active");
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    let fielded = l.ledger.team_setup(book(), l.home)?;
    assert!(fielded.players.iter().all(|p| p.number != 2));
    Ok(())
}
