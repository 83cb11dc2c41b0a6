//! The Bugman's League Cup's post-match sequence and injuries (seed 001), recorded on a real
//! database file: one improvement a team by a D6 (001:L1093-L1096), the winner's +1 Fan Factor
//! (001:L1087, L1102), no SPP, MVP or winnings (001:L1106), and casualties that last the
//! match only (001:L1108-L1118).

use crate::common;

use common::TestResult;
use ledger::{Answer, Ask, Improvement, Ledger, PostMatch};
use rules::{Die, PlayerId, Side};

const CUP_RULES: &str = "[ruleset]\nleague = \"on\"\nbugmans-league-cup = \"on\"\n";

fn cup_book() -> tables::Rulebook {
    common::book()
        .with_file("house-rules.toml", CUP_RULES)
        .expect("cup rules")
}

fn team_json(name: &str, roster: &str, position: &str) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": position }))
        .collect();
    serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": 2,
        "fan_factor": 3, "players": players
    })
    .to_string()
}

/// Two imported teams play a cup match to the end with the simulator's coach; the ledger is
/// a file in a temporary folder.
fn played_cup_match(
    ledger: &mut Ledger,
    book: &tables::Rulebook,
) -> Result<(ledger::OpenMatch, ledger::PostMatchSetup, i64, i64), Box<dyn std::error::Error>> {
    let humans =
        ledger.import_team(book, "h.json", &team_json("Cup Humans", "human", "Lineman"))?;
    let orcs = ledger.import_team(book, "o.json", &team_json("Cup Orcs", "orc", "Lineman"))?;
    let how = common::LeagueMatch {
        ruleset: "bugmans",
        house_rules: CUP_RULES,
        friendly: false,
        seed: 11,
    };
    let (open, post) = common::played_league_match(ledger, book, (humans.id, orcs.id), &how)?;
    Ok((open, post, humans.id, orcs.id))
}

fn home(n: u8) -> PlayerId {
    PlayerId::new(Side::Home, n)
}

fn away(n: u8) -> PlayerId {
    PlayerId::new(Side::Away, n)
}

#[test]
fn one_improvement_each_the_winner_gains_a_fan_factor_and_casualties_heal_001_l1084_l1118()
-> TestResult {
    let book = cup_book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("cup.sqlite3"))?;
    let (open, mut setup, humans, orcs) = played_cup_match(&mut ledger, &book)?;
    // Whatever the simulated match came to: home won 2-1, and home #3 died and home #4 was
    // to miss the next game, as a league match would record them.
    setup.score = [2, 1];
    setup.tally.conceded = None;
    setup.tally.injuries.push((home(3), "Dead".into()));
    setup.tally.misses_next_game.push(home(4));
    let mut post = PostMatch::new(setup.clone(), &book)?;

    // The home coach chooses one player (not three nominees, no MVP: 001:L1086, L1106).
    let Ask::Nominate { side, count, .. } = post.ask() else {
        panic!("first the home coach chooses his player: {:?}", post.ask());
    };
    assert_eq!((side, count), (Side::Home, 1));
    assert!(
        post.answer(Answer::Nominate(vec![home(1), home(2)]), &book)
            .is_err(),
        "one player, not two"
    );
    post.answer(Answer::Nominate(vec![home(1)]), &book)?;
    let Ask::Roll { dice, what, .. } = post.ask() else {
        panic!("a D6: {:?}", post.ask());
    };
    assert_eq!(dice.len(), 1, "one D6, not 2D6: {what}");
    assert!(what.contains("001:L1093-L1096"), "{what}");
    post.answer(Answer::Dice(vec![Die::D6(5)]), &book)?;
    // 1-5: his Normal categories only (a Human Lineman: General). Mighty Blow (Strength) is
    // refused; Block (General) is taken (001:L1095).
    assert!(
        post.answer(
            Answer::Improve(Improvement::Skill("Mighty Blow".into())),
            &book
        )
        .is_err()
    );
    let refused = post
        .answer(Answer::Improve(Improvement::Ma), &book)
        .expect_err("a skill, never a characteristic");
    assert!(
        refused.contains("an improvement is a new skill") && refused.contains("001:L1093"),
        "{refused}"
    );
    post.answer(Answer::Improve(Improvement::Skill("Block".into())), &book)?;

    // The away coach: a 6 opens every category (001:L1096): Pass (a Passing skill) for an Orc Lineman.
    post.answer(Answer::Nominate(vec![away(2)]), &book)?;
    post.answer(Answer::Dice(vec![Die::D6(6)]), &book)?;
    post.answer(Answer::Improve(Improvement::Skill("Pass".into())), &book)?;
    assert_eq!(post.ask(), Ask::Done, "no winnings, no Fan Factor roll");
    let outcome = post.outcome().clone();
    assert_eq!(
        outcome.fan_factor,
        [1, 0],
        "the winner's +1 (001:L1087, L1102)"
    );
    assert_eq!(outcome.winnings, [0, 0]);
    assert!(outcome.spp.is_empty() && outcome.mvps.is_empty());

    ledger.record_result(&book, &open, &setup, &outcome)?;
    assert_eq!(ledger.team(humans)?.fan_factor, 4);
    assert_eq!(ledger.team(orcs)?.fan_factor, 3);
    let hp = ledger.players(humans)?;
    let one = hp.iter().find(|p| p.number == 1).ok_or("#1")?;
    assert!(one.skills.iter().any(|s| s == "block"), "{:?}", one.skills);
    for n in [3, 4] {
        let p = hp.iter().find(|p| p.number == n).ok_or("player")?;
        assert_eq!(p.status, "active", "#{n} plays the next game (001:L1114)");
        assert!(!p.miss_next, "#{n} misses nothing (001:L1114)");
    }
    let op = ledger.players(orcs)?;
    let two = op.iter().find(|p| p.number == 2).ok_or("#2")?;
    assert!(two.skills.iter().any(|s| s == "pass"), "{:?}", two.skills);
    assert!(
        op.iter().all(|p| p.spp == 0),
        "no Star Player Points (001:L1106)"
    );
    Ok(())
}

/// Without the cup, the same death is carried to the next match (the league's rule): the
/// cup's healing is the preset's, not the ledger's habit.
#[test]
fn in_a_plain_league_the_dead_stay_dead_004() -> TestResult {
    let league = common::book()
        .with_file("house-rules.toml", "[ruleset]\nleague = \"on\"\n")
        .expect("league rules");
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let (open, mut setup, humans, _) = played_cup_match(&mut ledger, &league)?;
    setup.tally.injuries.push((home(3), "Dead".into()));
    let mut post = PostMatch::new(setup.clone(), &league)?;
    let mut guard = 0;
    while post.ask() != Ask::Done && guard < 200 {
        guard += 1;
        let answer = match post.ask() {
            Ask::Nominate {
                eligible, count, ..
            } => Answer::Nominate(eligible.into_iter().take(count).collect()),
            Ask::Roll { dice, .. } => Answer::Dice(dice.iter().map(|_| Die::D6(1)).collect()),
            Ask::RerollWinnings { .. } => Answer::Reroll(false),
            Ask::Improve { .. } => Answer::Improve(Improvement::Skill("Block".into())),
            Ask::Done => break,
        };
        post.answer(answer, &league)?;
    }
    ledger.record_result(&league, &open, &setup, post.outcome())?;
    let p = ledger
        .players(humans)?
        .into_iter()
        .find(|p| p.number == 3)
        .ok_or("#3")?;
    assert_eq!(p.status, "dead");
    Ok(())
}

/// A draw wins nothing: only the winner's Fan Factor rises (001:L1102), and the away team's
/// win gives the away team, not the home team, its +1.
#[test]
fn a_draw_raises_no_fan_factor_and_an_away_win_the_away_teams_001_l1102() -> TestResult {
    let book = cup_book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("cup.sqlite3"))?;
    let (_, setup, _, _) = played_cup_match(&mut ledger, &book)?;
    for (score, expected) in [([1, 1], [0, 0]), ([0, 2], [0, 1])] {
        let mut setup = setup.clone();
        setup.score = score;
        setup.tally.conceded = None;
        let mut post = PostMatch::new(setup, &book)?;
        for (side, n) in [(Side::Home, 1), (Side::Away, 1)] {
            post.answer(Answer::Nominate(vec![PlayerId::new(side, n)]), &book)?;
            post.answer(Answer::Dice(vec![Die::D6(3)]), &book)?;
            post.answer(Answer::Improve(Improvement::Skill("Block".into())), &book)?;
        }
        assert_eq!(post.ask(), Ask::Done);
        assert_eq!(post.outcome().fan_factor, expected, "score {score:?}");
    }
    Ok(())
}
