//! FAME lost during the match reaches the winnings (004:L3785-L3789): Fair Weather Fans (and
//! Blitzmania's Breaking Scandal, Appalling Stands) lower a team's FAME for the rest of the
//! match, below 0 too, and the winnings the post-match sequence works out from it never go
//! below 0. One test works the winnings out from a FAME below 0; one plays a league match at
//! a Fair Weather Fans stadium into a real SQLite file and reads what the record passes on.

use crate::common;

use common::{Feeder, TestResult, book, league_player, temp_ledger};
use ledger::{Answer, Ask, MatchStart, MatchTally, NewMatch, PostMatch, PostMatchSetup};
use rules::{DiceRoll, Die, Input, LeagueSetup, Prompt, Side};

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

/// Winnings are D6 x 10,000 + FAME x 10,000 + 10,000 for a win or a tie (004:L2838-L2856).
/// Home lost with FAME -2 and rolled 1: 10,000 - 20,000 is below 0, so 0 (004:L3788-L3789);
/// away won with FAME -1 and rolled 3 (kept, no re-roll): 30,000 - 10,000 + 10,000.
#[test]
fn fame_below_0_takes_gold_off_but_winnings_stop_at_0_004_l3788() -> Result<(), String> {
    let setup = PostMatchSetup {
        friendly: false,
        score: [0, 1],
        fame: [-2, -1],
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        // 20 SPP: the MVPs keep them Veterans, no Improvement roll.
        players: vec![
            league_player(Side::Home, 1, 20),
            league_player(Side::Away, 1, 20),
        ],
        tally: MatchTally::default(),
        hired: Vec::new(),
        absent: Vec::new(),
        stadium: None,
    };
    let mut post = PostMatch::new(setup, book())?;
    while let Ask::Nominate {
        eligible, count, ..
    } = post.ask()
    {
        post.answer(Answer::Nominate(eligible[..count].to_vec()), book())?;
    }
    post.answer(d6(&[1]), book())?;
    post.answer(d6(&[3]), book())?;
    if let Ask::RerollWinnings { .. } = post.ask() {
        post.answer(Answer::Reroll(false), book())?;
    }
    assert_eq!(post.outcome().winnings, [0, 30_000 - 10_000 + 10_000]);
    Ok(())
}

/// A league match at a Fair Weather Fans stadium, played by the simulator's coach and dice,
/// but each drive-start D6 of the fans is a 1 (they leave: FAME -1 each, 004:L3785-L3789).
/// The record's post-match setup carries each team's FAME as the match ended: its pre-match
/// FAME less one for each time the fans left (so below 0 if they left often enough).
#[test]
fn the_record_carries_the_fame_the_fans_took_off_004_l3785() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let house = "[ruleset]\nleague = \"on\"\n";
    let rules_book = book().with_file("league.toml", house)?;
    let h = ledger.import_team(&rules_book, "h.json", &team_json("Reavers", "human"))?;
    let a = ledger.import_team(&rules_book, "a.json", &team_json("Raiders", "orc"))?;
    let start = MatchStart {
        label: NewMatch {
            home_team: h.name.clone(),
            away_team: a.name.clone(),
            ruleset: "league".into(),
        },
        setup: rules::MatchSetup {
            home: ledger.team_setup(&rules_book, h.id)?,
            away: ledger.team_setup(&rules_book, a.id)?,
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: Some(LeagueSetup {
                stadium: Some(rules::Stadium {
                    kind: "Local Crowd".into(),
                    attribute: Some("Fair Weather Fans".into()),
                }),
                ..LeagueSetup::default()
            }),
        },
        house_rules: Some(house.into()),
        teams: Some((h.id, a.id)),
        season_id: None,
        friendly: false,
    };
    let mut open = ledger.start_match(&start)?;
    let mut feed = Feeder::new(17);
    let mut left = 0i16;
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        let fans_leave = matches!(open.game().prompt(), Prompt::Roll(r)
            if r.roll == "Fair Weather Fans" && r.purpose.contains("start of a drive"));
        let input = if fans_leave {
            left += 1;
            Input::Dice(DiceRoll::manual(vec![Die::D6(1)]))
        } else {
            feed.next_forward(open.game()).ok_or("no input")?
        };
        open.apply(&mut ledger, input, "sim")?;
    }
    assert!(left > 0, "a drive after the first was played");
    let before = [Side::Home, Side::Away].map(|s| i16::from(open.game().state().team(s).fame));
    let post = ledger.post_match_setup(&rules_book, &open)?;
    assert_eq!(post.fame, before.map(|f| f - left));
    Ok(())
}

fn team_json(name: &str, roster: &str) -> String {
    common::team_file(name, roster, &[("Lineman", 11)], 3, 4, 0)
}
