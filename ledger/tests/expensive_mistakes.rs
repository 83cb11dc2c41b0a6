//! Expensive Mistakes (004:L2944-L2961, L3004-L3009): at step 5 of the post-match sequence a
//! team with 100,000 gold or more in its Treasury must roll a D6 on the column of its gold
//! (004:L2976-L2977). Dice are chosen so the nearest wrong reading gives another answer: each
//! column's edge, the D3 read as the D6, half rounded down, 2D6 kept as gold rather than x
//! 10,000.

use crate::common;

use common::{TestResult, book};
use ledger::{Answer, Ask, Improvement, Ledger, Mistake, PostMatch, PostMatchSetup};
use rules::{Die, Side};

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

/// The Expensive Mistakes roll asked of home, with its words.
fn asked(post: &PostMatch) -> Result<String, String> {
    match post.ask() {
        Ask::Roll { side, what, dice } if what.starts_with("Expensive Mistakes") => {
            assert_eq!((side, dice.len()), (Side::Home, 1), "{what}");
            Ok(what)
        }
        other => Err(format!(
            "expected home's Expensive Mistakes roll, got {other:?}"
        )),
    }
}

/// 80,000 and a winnings die of 1 make 90,000 at step 5: no roll (004:L2976-L2977); 90,000
/// and the same die make 100,000: the D6 is asked on the first column.
#[test]
fn ninety_thousand_rolls_nothing_and_a_hundred_thousand_rolls_004_l2976() -> TestResult {
    let post = at_step_5(80_000, 1)?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().mistakes, [None, None]);
    let post = at_step_5(90_000, 1)?;
    let what = asked(&post)?;
    assert!(
        what.contains("100,000-190,000") && what.contains("100000"),
        "{what}"
    );
    Ok(())
}

/// A 3 averts the crisis at 190,000 (first column) but is a Minor Incident at 200,000 (the
/// second, 004:L2946-L2953); its D3 (a D6 of 5 halved, rounding up: 3) loses 30,000
/// (004:L3005), not 50,000.
#[test]
fn the_column_turns_at_200_000_and_a_minor_incident_loses_d3_x_10_000_004_l2946_l3005() -> TestResult
{
    let mut post = at_step_5(180_000, 1)?;
    asked(&post)?;
    post.answer(d6(&[3]), book())?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::CrisisAverted));
    assert_eq!(post.outcome().mistakes_cost, [0, 0]);

    let mut post = at_step_5(190_000, 1)?;
    assert!(asked(&post)?.contains("200,000-290,000"));
    post.answer(d6(&[3]), book())?;
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::MinorIncident));
    match post.ask() {
        Ask::Roll { side, what, .. } => {
            assert!(
                side == Side::Home && what.starts_with("Minor Incident"),
                "{what}"
            )
        }
        other => return Err(format!("expected the Minor Incident's D3, got {other:?}").into()),
    }
    post.answer(d6(&[5]), book())?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().mistakes_cost, [30_000, 0]);
    Ok(())
}

/// A Major Incident loses half the Treasury, the loss rounded up (004:L3006-L3007): of
/// 310,001 gold (300,001 and a winnings die of 1), a 2 on the third column loses 155,001.
#[test]
fn a_major_incident_loses_half_the_treasury_rounded_up_004_l3006() -> TestResult {
    let mut post = at_step_5(300_001, 1)?;
    assert!(asked(&post)?.contains("300,000-390,000"));
    post.answer(d6(&[2]), book())?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::MajorIncident));
    assert_eq!(post.outcome().mistakes_cost, [155_001, 0]);
    Ok(())
}

/// A Catastrophe empties the Treasury but for 2D6 x 10,000 (004:L3008-L3009): of 610,000
/// (the 500,000+ column, where a 3 is a Catastrophe) a 3 and a 4 keep 70,000, losing
/// 540,000.
#[test]
fn a_catastrophe_keeps_2d6_x_10_000_004_l3008() -> TestResult {
    let mut post = at_step_5(600_000, 1)?;
    assert!(asked(&post)?.contains("500,000+"));
    post.answer(d6(&[3]), book())?;
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::Catastrophe));
    match post.ask() {
        Ask::Roll { dice, what, .. } => assert_eq!(dice.len(), 2, "{what}"),
        other => return Err(format!("expected the Catastrophe's 2D6, got {other:?}").into()),
    }
    post.answer(d6(&[3, 4]), book())?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().mistakes_cost, [540_000, 0]);
    Ok(())
}

/// At 500,000 (the last column, 004:L2959) even a 6 is a Minor Incident; a D6 of 1 halves to a
/// D3 of 1: 10,000.
#[test]
fn at_500_000_a_6_is_a_minor_incident_004_l2959() -> TestResult {
    let mut post = at_step_5(490_000, 1)?;
    asked(&post)?;
    post.answer(d6(&[6]), book())?;
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::MinorIncident));
    post.answer(d6(&[1]), book())?;
    assert_eq!(post.outcome().mistakes_cost, [10_000, 0]);
    Ok(())
}

/// On a database file: a team of 300,000 gold plays a league match; at step 5 its Treasury
/// with the winnings is on the 300,000-390,000 column, where a 2 is a Major Incident
/// (004:L2944-L2961): the recorded Treasury is what is left, half of it rounded down. The
/// other team, with no gold, does not roll.
#[test]
fn the_recorded_treasury_loses_what_the_mistake_took_004_l3004() -> TestResult {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let team = |name: &str, roster: &str, treasury: u32| {
        let players: Vec<_> = (1..=11)
            .map(|n| serde_json::json!({ "number": n, "position": "Lineman" }))
            .collect();
        serde_json::json!({
            "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": 2,
            "fan_factor": 3, "treasury": treasury, "players": players
        })
        .to_string()
    };
    let home = ledger
        .import_team(book(), "h.json", &team("Home", "human", 300_000))?
        .id;
    let away = ledger
        .import_team(book(), "a.json", &team("Away", "orc", 0))?
        .id;
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: "[ruleset]\nleague = \"on\"\n",
        friendly: false,
        seed: 3,
    };
    let (open, setup) = common::played_league_match(&mut ledger, book(), (home, away), &how)?;
    assert_eq!(setup.treasury, [300_000, 0]);
    let mut post = PostMatch::new(setup.clone(), book())?;
    let mut home_rolled = false;
    loop {
        let answer = match post.ask() {
            Ask::Done => break,
            Ask::Nominate {
                eligible, count, ..
            } => Answer::Nominate(eligible[..count].to_vec()),
            Ask::Roll { side, what, dice } => {
                if what.starts_with("Expensive Mistakes") {
                    assert_eq!(side, Side::Home, "{what}");
                    assert!(what.contains("300,000-390,000"), "{what}");
                    home_rolled = true;
                    d6(&[2])
                } else {
                    d6(&vec![3; dice.len()])
                }
            }
            Ask::RerollWinnings { .. } => Answer::Reroll(false),
            Ask::Improve {
                characteristics, ..
            } => Answer::Improve(
                characteristics
                    .first()
                    .cloned()
                    .unwrap_or(Improvement::Skill("Block".into())),
            ),
        };
        if post.answer(answer, book()).is_err() {
            post.answer(Answer::Improve(Improvement::Skill("Tackle".into())), book())?;
        }
    }
    assert!(home_rolled);
    let outcome = post.outcome().clone();
    assert_eq!(outcome.mistakes, [Some(Mistake::MajorIncident), None]);
    let gold = 300_000 + outcome.winnings[0];
    assert_eq!(outcome.mistakes_cost[0], gold.div_ceil(2));
    ledger.record_result(book(), &open, &setup, &outcome)?;
    assert_eq!(ledger.team(home)?.treasury, gold / 2);
    assert_eq!(ledger.team(away)?.treasury, outcome.winnings[1]);
    Ok(())
}

/// The columns are the rulebook's tables: a league whose house rules replace the
/// 100,000-190,000 column (its own table, every face a Major Incident) has a 6 there lose half
/// of 100,000.
#[test]
fn a_house_rule_table_replaces_a_column_004_l2946() -> TestResult {
    let rows: String = (1..=6)
        .map(|face| {
            format!(
                "[[table.row]]\nfrom = {face}\nresult = \"Major Incident\"\n\
                 effect = \"Half the Treasury.\"\nsource = \"our league\"\n"
            )
        })
        .collect();
    let league = book().with_file(
        "league.toml",
        &format!(
            "[ruleset]\nleague = \"on\"\n\n[[table]]\nid = \"expensive-mistakes-100k\"\n\
             name = \"Expensive Mistakes, Treasury 100'000-190'000\"\ndice = \"D6\"\n\
             source = \"our league\"\noption = \"league\"\n{rows}"
        ),
    )?;
    let setup = PostMatchSetup {
        friendly: false,
        score: [0, 1],
        fame: [0, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [90_000, 0],
        tally: Default::default(),
        players: Vec::new(),
        hired: Vec::new(),
        absent: Vec::new(),
    };
    let mut post = PostMatch::new(setup, &league)?;
    for answer in [
        Answer::Nominate(Vec::new()),
        Answer::Nominate(Vec::new()),
        d6(&[1]),
        d6(&[1]),
        Answer::Reroll(false),
        d6(&[3, 3]),
        d6(&[1, 1, 1]),
    ] {
        post.answer(answer, &league)?;
    }
    asked(&post)?;
    post.answer(d6(&[6]), &league)?;
    assert_eq!(post.outcome().mistakes[0], Some(Mistake::MajorIncident));
    assert_eq!(post.outcome().mistakes_cost, [50_000, 0]);
    Ok(())
}
