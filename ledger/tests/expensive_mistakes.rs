//! Expensive Mistakes in the league (004:L2944-L2961, L3004-L3009): a team with 100,000 gold
//! or more in its Treasury at step 5 of the post-match sequence, Prepare for Next Match, rolls
//! a D6 on the column of its gold (004:L2976-L2977). Step 5 comes after Hire and Fire, step 4
//! (004:L2692-L2693), which spends from the Treasury: the post-match sequence asks nothing, and
//! the team's next match starts with the roll on the Treasury it brings then (the table and
//! its dice: `rules/tests/expensive_mistakes.rs`). On real database files.

use crate::common;

use common::{TestResult, book};
use ledger::{
    Answer, Ask, Improvement, Ledger, OpenMatch, Outcome, PostMatch, PostMatchSetup, RosterChange,
};
use rules::{DiceRoll, Die, Input, Prompt};

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

/// A match home lost 0-1 with FAME 0, nobody of either team to nominate: home's winnings are
/// its D6 `home_die` x 10,000 (004:L2838-L2856), away's (a 1 and the win) 20,000 from a
/// Treasury of 0, under 100,000. The sequence is taken to step 5.
fn at_step_5(home_treasury: u32, home_die: u8) -> Result<PostMatch, String> {
    let setup = PostMatchSetup {
        friendly: false,
        score: [0, 1],
        fame: [0, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [home_treasury, 0],
        tally: Default::default(),
        players: Vec::new(),
        hired: Vec::new(),
        absent: Vec::new(),
    };
    let mut post = PostMatch::new(setup, book())?;
    post.answer(Answer::Nominate(Vec::new()), book())?;
    post.answer(Answer::Nominate(Vec::new()), book())?;
    post.answer(d6(&[home_die]), book())?;
    post.answer(d6(&[1]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    post.answer(d6(&[3, 3]), book())?;
    post.answer(d6(&[1, 1, 1]), book())?;
    assert_eq!(
        post.outcome().winnings,
        [u32::from(home_die) * 10_000, 20_000]
    );
    Ok(post)
}

/// The post-match sequence of a team holding 300,000 ends after its Fan Factor roll: its
/// Expensive Mistakes wait for its Hire and Fire (004:L2692-L2693), not asked here as they
/// were when the roll read the Treasury before step 4.
#[test]
fn the_post_match_sequence_asks_no_expensive_mistakes_004_l2692() -> TestResult {
    let post = at_step_5(300_000, 6)?;
    assert_eq!(post.ask(), Ask::Done);
    Ok(())
}

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

/// Eleven Linemen of `roster` with `treasury` gold, Fan Factor 3.
fn team(name: &str, roster: &str, treasury: u32) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": "Lineman" }))
        .collect();
    serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": 2,
        "fan_factor": 3, "treasury": treasury, "players": players
    })
    .to_string()
}

/// Answers a post-match sequence with threes, the first MVP nominees, the first improvement
/// offered (a skill when refused), and no winnings re-roll; records it, and gives what it
/// came to.
fn record(
    ledger: &mut Ledger,
    open: &OpenMatch,
    setup: &PostMatchSetup,
) -> Result<Outcome, Box<dyn std::error::Error>> {
    let mut post = PostMatch::new(setup.clone(), book())?;
    while let Some(answer) = common::plain_answer(&post.ask()) {
        if post.answer(answer, book()).is_err() {
            post.answer(Answer::Improve(Improvement::Skill("Tackle".into())), book())?;
        }
    }
    ledger.record_result(book(), open, setup, post.outcome())?;
    Ok(post.outcome().clone())
}

/// A league with Humans (`home_gold`) and Orcs (no gold) who have played and recorded one
/// match: the ledger, its folder and the two team ids.
fn after_one_match(
    home_gold: u32,
) -> Result<(tempfile::TempDir, Ledger, i64, i64), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let home = ledger
        .import_team(book(), "h.json", &team("Home", "human", home_gold))?
        .id;
    let away = ledger
        .import_team(book(), "a.json", &team("Away", "orc", 0))?
        .id;
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE,
        friendly: false,
        seed: 3,
    };
    let (open, setup) = common::played_league_match(&mut ledger, book(), (home, away), &how)?;
    record(&mut ledger, &open, &setup)?;
    Ok((dir, ledger, home, away))
}

/// The next league match between the two, as the window and `nuffle match record --league`
/// start it.
fn next_match(
    ledger: &mut Ledger,
    home: i64,
    away: i64,
) -> Result<OpenMatch, Box<dyn std::error::Error>> {
    let league = book().with_file("house-rules.toml", LEAGUE)?;
    let start = ledger.league_match_start(
        &league,
        Some(LEAGUE.into()),
        "league".into(),
        (home, away),
        false,
    )?;
    Ok(ledger.start_match(&start)?)
}

fn first_roll(open: &OpenMatch) -> String {
    match open.game().prompt() {
        Prompt::Roll(asked) => format!("{}: {}", asked.roll, asked.purpose),
        other => format!("{other:?}"),
    }
}

/// Hire and Fire comes before step 5 (004:L2692-L2693): a team that spends its 300,000 and
/// more on Blitzers until it holds less than 100,000 rolls no Expensive Mistakes
/// (004:L2976-L2977); the match starts with the Weather. The setup says what each team
/// brought to step 5: both have played, so both brought their Treasury.
#[test]
fn gold_spent_in_hire_and_fire_rolls_no_expensive_mistakes_004_l2692_l2976() -> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    assert!(ledger.team(home)?.treasury >= 300_000);
    while ledger.team(home)?.treasury >= 100_000 {
        let hire = RosterChange::Hire {
            position: "Blitzer".into(),
            name: None,
            number: None,
        };
        ledger.hire_and_fire(book(), home, &[hire])?;
    }
    let gold = [ledger.team(home)?.treasury, ledger.team(away)?.treasury];
    assert!(gold[1] < 100_000, "the Orcs' winnings alone: {gold:?}");
    let open = next_match(&mut ledger, home, away)?;
    let (stored, _) = ledger.match_setup(open.id())?;
    assert_eq!(
        stored.league.map(|l| l.expensive_mistakes),
        Some([Some(gold[0]), Some(gold[1])])
    );
    assert!(
        first_roll(&open).starts_with("Weather"),
        "{}",
        first_roll(&open)
    );
    Ok(())
}

/// Without Hire and Fire the Treasury the Humans bring (300,000 and the first match's
/// winnings, under 400,000) rolls on the 300,000-390,000 column as the next match starts,
/// where a 2 is a Major Incident losing half, rounded up (004:L2944-L2961, L3006-L3007). When
/// that match is recorded the Treasury is what the mistake left plus the new winnings.
#[test]
fn the_next_match_rolls_on_the_treasury_brought_and_its_record_takes_the_loss_004_l3006()
-> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    let gold = ledger.team(home)?.treasury;
    assert!((300_000..400_000).contains(&gold), "{gold}");
    let mut open = next_match(&mut ledger, home, away)?;
    let asked = first_roll(&open);
    assert!(
        asked.starts_with("Expensive Mistakes") && asked.contains("300,000-390,000"),
        "{asked}"
    );
    open.apply(
        &mut ledger,
        Input::Dice(DiceRoll::manual(vec![Die::D6(2)])),
        "test",
    )?;
    let lost = gold.div_ceil(2);
    assert_eq!(open.game().state().treasury_lost, [lost, 0]);

    // The match played on, nothing bought at the inducements, and recorded.
    let mut feed = common::Feeder::new(5);
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        if open
            .game()
            .choosing_inducements()
            .is_some_and(|c| !c.chosen)
        {
            let spec = ledger.league_match_spec(book(), open.id())?;
            open.buy_inducements(&mut ledger, &spec, "test")?;
            continue;
        }
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let setup = ledger.post_match_setup(book(), &open)?;
    assert_eq!(
        setup.treasury[0],
        gold - lost,
        "the Treasury the post-match sequence starts from"
    );
    let outcome = record(&mut ledger, &open, &setup)?;
    assert_eq!(outcome.expenses_from_treasury, [0, 0]);
    assert_eq!(
        ledger.team(home)?.treasury,
        gold - lost + outcome.winnings[0]
    );
    Ok(())
}

/// Rolls `dice` for the home team's Expensive Mistakes as the next match starts.
fn roll(ledger: &mut Ledger, open: &mut OpenMatch, dice: &[u8]) -> TestResult {
    let dice: Vec<Die> = dice.iter().map(|v| Die::D6(*v)).collect();
    open.apply(ledger, Input::Dice(DiceRoll::manual(dice)), "test")?;
    Ok(())
}

/// Step 5 belongs to the last post-match sequence, not to the match it is rolled at
/// (004:L2692-L2693, L2976-L2977): a next match abandoned after a Major Incident (a 2 on the
/// 300,000-390,000 column loses half, rounded up, 004:L3006-L3007) keeps the loss, and the
/// match started again rolls none; re-rolling it there would let a coach undo a bad roll by
/// abandoning.
#[test]
fn a_match_abandoned_after_the_roll_keeps_the_loss_and_rolls_none_again_004_l3006() -> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    let gold = ledger.team(home)?.treasury;
    let mut open = next_match(&mut ledger, home, away)?;
    roll(&mut ledger, &mut open, &[2])?;
    open.release(&mut ledger)?;
    ledger.abandon_match(open.id(), "referee", "called off")?;
    assert_eq!(ledger.team(home)?.treasury, gold - gold.div_ceil(2));
    assert!(!ledger.mistakes_due(home)?);
    // The Orcs brought under 100,000: their step 5 is over too, nothing lost.
    assert!(!ledger.mistakes_due(away)?);
    let open = next_match(&mut ledger, home, away)?;
    let (stored, _) = ledger.match_setup(open.id())?;
    assert_eq!(
        stored.league.map(|l| l.expensive_mistakes),
        Some([None, None])
    );
    assert!(
        first_roll(&open).starts_with("Weather"),
        "{}",
        first_roll(&open)
    );
    Ok(())
}

/// A next match abandoned before its Expensive Mistakes D6 leaves the step due, the Treasury
/// whole: the match started again rolls it (004:L2976-L2977).
#[test]
fn a_match_abandoned_before_the_roll_leaves_it_due_004_l2976() -> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    let gold = ledger.team(home)?.treasury;
    let mut open = next_match(&mut ledger, home, away)?;
    open.release(&mut ledger)?;
    ledger.abandon_match(open.id(), "referee", "wrong teams")?;
    assert_eq!(ledger.team(home)?.treasury, gold);
    assert!(ledger.mistakes_due(home)?);
    let open = next_match(&mut ledger, home, away)?;
    assert!(
        first_roll(&open).starts_with("Expensive Mistakes"),
        "{}",
        first_roll(&open)
    );
    Ok(())
}

/// A 1 on the 300,000-390,000 column is a Catastrophe, whose 2D6 says what is kept
/// (004:L2944-L2961, L3008-L3009): abandoning between the two is refused, the loss not yet
/// known; after the 2D6 (3 + 4: 70,000 kept) it goes, and the Treasury keeps 70,000.
#[test]
fn abandoning_between_a_catastrophe_and_its_2d6_is_refused_004_l3008() -> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    let mut open = next_match(&mut ledger, home, away)?;
    roll(&mut ledger, &mut open, &[1])?;
    assert!(
        first_roll(&open).starts_with("Catastrophe"),
        "{}",
        first_roll(&open)
    );
    open.release(&mut ledger)?;
    let refused = ledger
        .abandon_match(open.id(), "referee", "bad luck")
        .expect_err("the 2D6 is still to roll");
    assert!(refused.to_string().contains("roll it first"), "{refused}");
    assert_eq!(ledger.abandoned_at(open.id())?, None);
    let mut open = ledger.open_match(open.id())?;
    roll(&mut ledger, &mut open, &[3, 4])?;
    open.release(&mut ledger)?;
    ledger.abandon_match(open.id(), "referee", "bad luck")?;
    assert_eq!(ledger.team(home)?.treasury, 70_000);
    Ok(())
}

/// A team file written after a league match carries the step 5 still due, so the league it
/// goes to rolls it at the team's first match there (004:L2976-L2977); without it the team
/// would move its gold to another league and never roll.
#[test]
fn a_team_file_carries_a_step_5_still_due_004_l2976() -> TestResult {
    let (_dir, ledger, home, _) = after_one_match(300_000)?;
    let file = ledger.team_file(home)?;
    assert!(file.expensive_mistakes_due);
    let json = serde_json::to_string(&file)?;
    let dir = tempfile::tempdir()?;
    let mut other = Ledger::open(&dir.path().join("other.sqlite3"))?;
    let moved = other.import_team(book(), "moved.json", &json)?.id;
    let rivals = other
        .import_team(book(), "r.json", &team("Rivals", "orc", 0))?
        .id;
    assert!(other.mistakes_due(moved)? && !other.mistakes_due(rivals)?);
    let open = next_match(&mut other, moved, rivals)?;
    assert!(
        first_roll(&open).starts_with("Expensive Mistakes"),
        "{}",
        first_roll(&open)
    );
    Ok(())
}

/// The inducements are chosen knowing what Expensive Mistakes took (004:L2676-L2682,
/// L2976-L2977): after the Humans bought a Bribe on a Crisis Averted 6, correcting the D6 to a
/// 2 (a Major Incident, half the Treasury lost) is refused, the purchase made on gold the
/// Treasury no longer holds; correcting it to a 5, Crisis Averted as well, is taken.
#[test]
fn a_corrected_mistakes_roll_that_changes_the_loss_needs_the_inducements_chosen_again_004_l2976()
-> TestResult {
    let (_dir, mut ledger, home, away) = after_one_match(300_000)?;
    let mut open = next_match(&mut ledger, home, away)?;
    roll(&mut ledger, &mut open, &[6])?;
    let d6_seq = open.last_seq();
    let mut feed = common::Feeder::new(7);
    while open.game().choosing_inducements().is_none_or(|c| c.chosen) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let mut spec = ledger.league_match_spec(book(), open.id())?;
    if let rules::TeamSpec::Roster { inducements, .. } = &mut spec.home {
        *inducements = inducements.clone().with(rules::Inducement::Bribes, 1);
    }
    open.buy_inducements(&mut ledger, &spec, "test")?;
    let (stored, _) = ledger.match_setup(open.id())?;
    assert!(stored.league.is_some_and(|l| l.spent[0] == 100_000));

    let major = Input::Dice(DiceRoll::manual(vec![Die::D6(2)]));
    let refused = open
        .correct(&mut ledger, d6_seq, major, "test", None)
        .expect_err("the Bribe was bought on the Treasury the 6 left whole");
    assert!(refused.to_string().contains("Expensive"), "{refused}");
    assert_eq!(open.game().state().treasury_lost, [0, 0]);

    let averted = Input::Dice(DiceRoll::manual(vec![Die::D6(5)]));
    open.correct(&mut ledger, d6_seq, averted, "test", None)?;
    assert_eq!(open.game().state().treasury_lost, [0, 0]);
    Ok(())
}
