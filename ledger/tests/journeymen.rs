//! Journeymen on a real database file (004:L2978-L2985 step 5, L2928-L2933 step 4): a team
//! that can field only 10 or fewer takes free Journeymen of its 0-16 or 0-12 position, with
//! Loner, until it can field 11, even above 16 on the roster; Team Value counts them at their
//! Rookie cost; after their match they leave unless hired, and a hired one keeps his SPP and
//! loses Loner. Matches are played to their end by the simulator's coach; the lasting
//! injuries and the post-match outcome are set as the table would give them.

use crate::common;

use common::{TestResult, book};
use ledger::{Ledger, LedgerError, Outcome, PlayerRecord};
use rules::{PlayerId, Side};

const LEAGUE_RULES: &str = "[ruleset]\nleague = \"on\"\n";

/// A team file: `players` of (position, how many), numbered from 1; 2 re-rolls, Fan Factor 3.
fn team_json(name: &str, roster: &str, players: &[(&str, usize)], treasury: u32) -> String {
    common::team_file(name, roster, players, 2, 3, treasury)
}

struct League {
    _dir: tempfile::TempDir,
    ledger: Ledger,
    home: i64,
    away: i64,
}

/// A league of `home` (its team file) against eleven Orc Linemen.
fn league(home: &str) -> Result<League, Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let home = ledger.import_team(book(), "h.json", home)?.id;
    let away = ledger
        .import_team(
            book(),
            "a.json",
            &team_json("Away", "orc", &[("Lineman", 11)], 0),
        )?
        .id;
    Ok(League {
        _dir: dir,
        ledger,
        home,
        away,
    })
}

/// Plays a league match of the two teams as they stand (Journeymen prepared as the window
/// does) and records it with `injuries` as its only lasting injuries and `outcome` as its
/// post-match sequence's. Returns the shirts home fielded.
fn play_and_record(
    l: &mut League,
    seed: u64,
    injuries: &[(u8, &str)],
    outcome: &Outcome,
) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE_RULES,
        friendly: false,
        seed,
    };
    let (open, mut setup) =
        common::played_league_match(&mut l.ledger, book(), (l.home, l.away), &how)?;
    setup.tally.injuries = injuries
        .iter()
        .map(|(n, result)| (PlayerId::new(Side::Home, *n), (*result).to_string()))
        .collect();
    setup.tally.misses_next_game.clear();
    setup.tally.rookies.clear();
    setup.tally.conceded = None;
    let fielded: Vec<u8> = l
        .ledger
        .match_players(open.id())?
        .keys()
        .filter(|id| id.side == Side::Home)
        .map(|id| id.number)
        .collect();
    l.ledger.record_result(book(), &open, &setup, outcome)?;
    Ok(fielded)
}

fn number(players: &[PlayerRecord], n: u8) -> Result<&PlayerRecord, String> {
    players
        .iter()
        .rev()
        .find(|p| p.number == n)
        .ok_or_else(|| format!("no #{n}"))
}

fn active(players: &[PlayerRecord]) -> Vec<u8> {
    players
        .iter()
        .filter(|p| p.status == "active")
        .map(|p| p.number)
        .collect()
}

/// 9 fit players (4 Blitzers, 4 Catchers, 1 Lineman) take exactly 2 Journeymen, #10 and #11,
/// from the 0-16 position (Linemen, not the Blitzers or the Catchers the team has most of),
/// with Loner (004:L2978-L2983); the match fields them with Loner; a second preparation adds
/// none (the team can field 11).
#[test]
fn nine_fit_players_take_exactly_two_linemen_journeymen_with_loner_004_l2978() -> TestResult {
    let l = league(&team_json(
        "Home",
        "human",
        &[("Blitzer", 4), ("Catcher", 4), ("Lineman", 1)],
        0,
    ))?;
    assert_eq!(l.ledger.prepare_journeymen(book(), l.home)?, vec![10, 11]);
    let players = l.ledger.players(l.home)?;
    assert_eq!(active(&players), (1..=11).collect::<Vec<u8>>());
    for n in [10, 11] {
        let j = number(&players, n)?;
        assert!(j.journeyman, "#{n}");
        assert_eq!(j.position, "Lineman");
        assert_eq!(j.skills, vec!["loner".to_string()]);
        assert_eq!((j.ma, j.st, j.ag, j.av), (6, 3, 3, 8));
        assert_eq!(j.value, 50_000, "his Rookie cost");
        assert_eq!(j.spp, 0);
    }
    assert!(!number(&players, 9)?.journeyman);
    let fielded = l.ledger.team_setup(book(), l.home)?;
    assert_eq!(fielded.players.len(), 11);
    let j = fielded
        .players
        .iter()
        .find(|p| p.number == 10)
        .ok_or("#10 fielded")?;
    assert!(j.skills.iter().any(|s| s == "loner"), "{:?}", j.skills);
    assert_eq!(
        l.ledger.prepare_journeymen(book(), l.home)?,
        Vec::<u8>::new()
    );
    Ok(())
}

/// The 0-12 position counts as the 0-16 does (004:L2980-L2981): Chaos Renegades' Human
/// Renegades.
#[test]
fn a_team_list_of_0_12_takes_its_journeymen_there_004_l2980() -> TestResult {
    let l = league(&team_json(
        "Renegades",
        "chaos-renegades",
        &[("Human Renegade", 10)],
        0,
    ))?;
    assert_eq!(l.ledger.prepare_journeymen(book(), l.home)?, vec![11]);
    let players = l.ledger.players(l.home)?;
    assert_eq!(number(&players, 11)?.position, "Human Renegade");
    Ok(())
}

/// 11 fit players take none (only "10 or fewer", 004:L2978).
#[test]
fn eleven_fit_players_take_no_journeyman_004_l2978() -> TestResult {
    let l = league(&team_json("Home", "human", &[("Lineman", 11)], 0))?;
    assert!(l.ledger.prepare_journeymen(book(), l.home)?.is_empty());
    assert!(l.ledger.players(l.home)?.iter().all(|p| !p.journeyman));
    Ok(())
}

/// Team Value counts a Journeyman at his Rookie cost (004:L2982-L2983): 9 Linemen (450,000),
/// 2 re-rolls (100,000) and Fan Factor 3 (30,000) make 580,000; with the two Journeymen,
/// 680,000.
#[test]
fn team_value_counts_journeymen_at_their_rookie_cost_004_l2982() -> TestResult {
    let l = league(&team_json("Home", "human", &[("Lineman", 9)], 0))?;
    assert_eq!(l.ledger.team_value(book(), l.home)?, 580_000);
    l.ledger.prepare_journeymen(book(), l.home)?;
    assert_eq!(l.ledger.team_value(book(), l.home)?, 680_000);
    Ok(())
}

/// A roster of 16 with 6 of them out injured can field 10: step 5 adds one Journeyman, #17,
/// taking the roster to 17 (004:L2984-L2985). He plays the next match; once it is recorded
/// the 16 are fit again, and he cannot be hired: the team must have fewer than 16 players
/// (004:L2930-L2931).
#[test]
fn sixteen_with_six_injured_take_a_journeyman_above_16_004_l2984() -> TestResult {
    let mut l = league(&team_json("Home", "human", &[("Lineman", 16)], 200_000))?;
    let ribs: Vec<(u8, &str)> = (1..=6).map(|n| (n, "Broken Ribs")).collect();
    play_and_record(&mut l, 3, &ribs, &Outcome::default())?;
    let players = l.ledger.players(l.home)?;
    assert_eq!(active(&players).len(), 17);
    assert!(number(&players, 17)?.journeyman);
    let fielded = play_and_record(&mut l, 5, &[], &Outcome::default())?;
    assert!(fielded.contains(&17), "{fielded:?}");
    let players = l.ledger.players(l.home)?;
    assert_eq!(
        number(&players, 17)?.status,
        "fired",
        "not hired: he leaves"
    );
    assert_eq!(active(&players).len(), 16);
    match l.ledger.hire_journeyman(book(), l.home, 17) {
        Err(LedgerError::Journeyman(why)) => assert!(why.contains("fewer than 16"), "{why}"),
        other => return Err(format!("expected a refusal, got {other:?}").into()),
    }
    assert_eq!(l.ledger.team(l.home)?.treasury, 200_000, "nothing paid");
    Ok(())
}

/// After the match he played, a Journeyman hired permanently (004:L2928-L2933) pays his
/// Rookie cost (50,000) from the Treasury (120,000 leaves 70,000), loses Loner, keeps the 3
/// SPP he earned, and plays on as a player of the team; the other, not hired, has left. Step
/// 5 had added two fresh Journeymen (#12, #13) for the 9; with #10 hired the team fields 11
/// with one of them, and the other (#13) leaves again.
#[test]
fn a_hired_journeyman_keeps_his_spp_and_loses_loner_and_one_not_hired_leaves_004_l2931()
-> TestResult {
    let mut l = league(&team_json("Home", "human", &[("Lineman", 9)], 120_000))?;
    let mut outcome = Outcome::default();
    outcome.spp.insert(PlayerId::new(Side::Home, 10), 3);
    let fielded = play_and_record(&mut l, 3, &[], &outcome)?;
    assert!(
        fielded.contains(&10) && fielded.contains(&11),
        "{fielded:?}"
    );
    let players = l.ledger.players(l.home)?;
    assert_eq!(number(&players, 10)?.status, "fired");
    assert_eq!(number(&players, 10)?.spp, 3, "his SPP are recorded");
    assert_eq!(active(&players), vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13]);

    let hired = l.ledger.hire_journeyman(book(), l.home, 10)?;
    assert_eq!(hired.status, "active");
    assert!(!hired.journeyman);
    assert_eq!(hired.spp, 3);
    assert!(hired.skills.is_empty(), "Loner gone: {:?}", hired.skills);
    assert_eq!(hired.value, 50_000);
    assert_eq!(l.ledger.team(l.home)?.treasury, 70_000);
    let players = l.ledger.players(l.home)?;
    assert_eq!(active(&players), vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    assert_eq!(number(&players, 11)?.status, "fired", "#11 was not hired");
    let fielded = l.ledger.team_setup(book(), l.home)?;
    let ten = fielded
        .players
        .iter()
        .find(|p| p.number == 10)
        .ok_or("#10 plays on")?;
    assert!(ten.skills.iter().all(|s| s != "loner"));
    assert!(fielded.players.iter().all(|p| p.number != 11));
    Ok(())
}

/// What a hire refuses, each with the rule: a player who is not a Journeyman; a Journeyman
/// whose Rookie cost the Treasury cannot pay (40,000 for 50,000); one who has not played yet;
/// one whose team has started another match since his (004:L2928-L2933).
#[test]
fn a_hire_is_refused_with_the_reason_004_l2928() -> TestResult {
    let mut l = league(&team_json("Home", "human", &[("Lineman", 10)], 40_000))?;
    play_and_record(&mut l, 3, &[], &Outcome::default())?;
    let refused = |r: Result<PlayerRecord, LedgerError>, words: &str| match r {
        Err(LedgerError::Journeyman(why)) if why.contains(words) => Ok(()),
        other => Err(format!("expected \"{words}\", got {other:?}")),
    };
    refused(
        l.ledger.hire_journeyman(book(), l.home, 1),
        "not a Journeyman",
    )?;
    refused(
        l.ledger.hire_journeyman(book(), l.home, 11),
        "40000 in its Treasury",
    )?;
    // #12, added at step 5, has not played.
    refused(l.ledger.hire_journeyman(book(), l.home, 12), "did not play")?;
    play_and_record(&mut l, 5, &[], &Outcome::default())?;
    refused(l.ledger.hire_journeyman(book(), l.home, 11), "did not play")?;
    assert_eq!(l.ledger.team(l.home)?.treasury, 40_000);
    Ok(())
}
