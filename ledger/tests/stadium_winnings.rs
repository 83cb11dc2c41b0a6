//! Stadium attributes settled after the match (004:L3631-L3743): Desperate for Exposure's
//! one D6 x 10,000 for both teams, Integrated Merchandise Stalls' D3 x 10,000 for each coach,
//! Broadcast Studio's +3 on the Fan Factor roll, and Appalling Stands' FAME below 0 taking
//! gold off winnings that never go below 0. Dice are chosen so the nearest wrong reading
//! gives another answer; the last test records a match at such a stadium in a real SQLite
//! file and reads what the post-match sequence starts from.

use crate::common;

use common::{TestResult, book};
use ledger::{Answer, Ask, Ledger, MatchTally, PostMatch, PostMatchSetup};
use rules::{
    Decision, DiceRoll, Die, Edit, Input, LeagueSetup, MatchSetup, PlayerId, Side, Square, Stance,
};

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

/// A match of `score` at `stadium` (FAME as given, Fan Factor 5 each), each team's one
/// player nominated as its MVP: the next ask is the first after the MVPs.
fn post_match(score: [u8; 2], fame: [i16; 2], stadium: Option<&str>) -> Result<PostMatch, String> {
    let setup = PostMatchSetup {
        friendly: false,
        score,
        fame,
        stadium: stadium.map(str::to_string),
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        tally: MatchTally::default(),
        players: vec![
            common::league_player(Side::Home, 1, 0),
            common::league_player(Side::Away, 1, 0),
        ],
        hired: Vec::new(),
        absent: Vec::new(),
    };
    let mut post = PostMatch::new(setup, book())?;
    while let Ask::Nominate {
        eligible, count, ..
    } = post.ask()
    {
        post.answer(Answer::Nominate(eligible[..count].to_vec()), book())?;
    }
    // Each team's one MVP earns 5 SPP: not enough for an improvement roll.
    Ok(post)
}

fn asked(post: &PostMatch) -> String {
    match post.ask() {
        Ask::Roll { what, .. } => what,
        other => format!("{other:?}"),
    }
}

/// Home won: its die and no re-roll, then away's die.
fn winnings(post: &mut PostMatch, home: u8, away: u8) -> Result<(), String> {
    post.answer(d6(&[home]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    post.answer(d6(&[away]), book())
}

#[test]
fn desperate_for_exposure_one_d6_x_10000_for_both_teams_004_l3677() -> Result<(), String> {
    let mut post = post_match([2, 1], [1, 0], Some("Desperate for Exposure"))?;
    assert!(
        asked(&post).contains("Desperate for Exposure"),
        "{}",
        asked(&post)
    );
    post.answer(d6(&[4]), book())?;
    // One roll for both: the winnings come next, no second Exposure die.
    assert!(asked(&post).contains("Winnings"), "{}", asked(&post));
    winnings(&mut post, 2, 3)?;
    // Home: 2 x 10,000 + 40,000 + FAME 1 x 10,000 + 10,000 for the win; away: 30,000 + 40,000.
    assert_eq!(post.outcome().winnings, [80_000, 70_000]);
    // Without the stadium: no such roll, no such gold.
    let mut post = post_match([2, 1], [1, 0], None)?;
    assert!(asked(&post).contains("Winnings"), "{}", asked(&post));
    winnings(&mut post, 2, 3)?;
    assert_eq!(post.outcome().winnings, [40_000, 30_000]);
    Ok(())
}

#[test]
fn integrated_merchandise_stalls_a_d3_x_10000_for_each_coach_004_l3718() -> Result<(), String> {
    let mut post = post_match([2, 1], [0, 0], Some("Integrated Merchandise Stalls"))?;
    // Home's D6 5 is D3 3, away's 2 is D3 1 (not 50,000 and 20,000 for the D6 itself).
    match post.ask() {
        Ask::Roll { side, what, .. } => {
            assert_eq!(side, Side::Home);
            assert!(what.contains("Merchandise"), "{what}");
        }
        other => panic!("the stalls' D3 is asked, not {other:?}"),
    }
    post.answer(d6(&[5]), book())?;
    assert!(
        matches!(
            post.ask(),
            Ask::Roll {
                side: Side::Away,
                ..
            }
        ),
        "{:?}",
        post.ask()
    );
    post.answer(d6(&[2]), book())?;
    winnings(&mut post, 1, 1)?;
    // Home: 10,000 + 30,000 + 10,000 for the win; away: 10,000 + 10,000.
    assert_eq!(post.outcome().winnings, [50_000, 20_000]);
    Ok(())
}

#[test]
fn broadcast_studio_adds_3_to_each_fan_factor_roll_004_l3725() -> Result<(), String> {
    for (stadium, change) in [(Some("Broadcast Studio"), [1, 0]), (None, [0, -1])] {
        let mut post = post_match([2, 1], [0, 0], stadium)?;
        winnings(&mut post, 1, 1)?;
        assert!(asked(&post).contains("Fan Factor"), "{}", asked(&post));
        // Home won: 3D6 of 1, 1, 1 = 3 (+3 = 6, more than Fan Factor 5: +1). Away lost: 1 + 2
        // = 3 (+3 = 6, not less than 5: kept; without, less: -1).
        post.answer(d6(&[1, 1, 1]), book())?;
        post.answer(d6(&[1, 2]), book())?;
        assert_eq!(post.outcome().fan_factor, change, "{stadium:?}");
    }
    Ok(())
}

#[test]
fn fame_below_0_takes_gold_off_and_winnings_never_go_below_0_004_l3658() -> Result<(), String> {
    // Away won 1-0; home FAME -1 (one Appalling Stands 1) and away FAME -3.
    let mut post = post_match([0, 1], [-1, -3], Some("Appalling Stands"))?;
    post.answer(d6(&[3]), book())?;
    post.answer(d6(&[1]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    // Home: 30,000 - 10,000; away: 10,000 - 30,000 + 10,000 for the win is below 0: 0.
    assert_eq!(post.outcome().winnings, [20_000, 0]);
    Ok(())
}

const RULES: &str = "[ruleset]\nleague = \"on\"\n";

fn team_json(name: &str, roster: &str, players: &[(&str, usize)]) -> String {
    common::team_file(name, roster, players, 3, 4, 0)
}

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y).expect("square on the pitch")
}

#[test]
fn a_recorded_match_at_appalling_stands_starts_its_post_match_with_the_fame_left_004_l3658()
-> TestResult {
    let book = book().with_file("league.toml", RULES)?;
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let humans = [("Blitzer", 2), ("Catcher", 2), ("Lineman", 7)];
    let orcs = [("Blitzer", 2), ("Black Orc", 2), ("Lineman", 7)];
    let h = ledger.import_team(&book, "h.json", &team_json("Reavers", "human", &humans))?;
    let a = ledger.import_team(&book, "a.json", &team_json("Raiders", "orc", &orcs))?;
    let setup = MatchSetup {
        home: ledger.team_setup(&book, h.id)?,
        away: ledger.team_setup(&book, a.id)?,
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame { home: 1, away: 0 }),
        league: Some(LeagueSetup {
            stadium: Some(rules::Stadium {
                kind: "Rough & Ready".into(),
                attribute: Some("Appalling Stands".into()),
            }),
            team_value: [
                ledger.team_value(&book, h.id)?,
                ledger.team_value(&book, a.id)?,
            ],
            ..LeagueSetup::default()
        }),
    };
    let start = common::league_start([(&h.name, h.id), (&a.name, a.id)], setup, RULES);
    let mut open = ledger.start_match(&start)?;
    let mut put = |open: &mut ledger::OpenMatch, input: Input| {
        if let Err(e) = open.apply(&mut ledger, input.clone(), "test") {
            panic!("{input:?} refused: {e}\n{:#?}", open.game().prompt());
        }
    };
    let dice = |d: &[Die]| Input::Dice(DiceRoll::manual(d.to_vec()));
    let d6 = |v: &[u8]| dice(&v.iter().map(|v| Die::D6(*v)).collect::<Vec<_>>());
    let set_up = |open: &mut ledger::OpenMatch,
                  put: &mut dyn FnMut(&mut ledger::OpenMatch, Input)| {
        let kicking = open.game().state().kicking;
        for side in [kicking, kicking.opponent()] {
            for (i, square) in rules::pitch::example_formation(side).iter().enumerate() {
                let number = u8::try_from(i + 1).expect("small");
                put(
                    open,
                    Input::Decide(Decision::Place {
                        player: PlayerId::new(side, number),
                        square: *square,
                    }),
                );
            }
            put(open, Input::Decide(Decision::EndSetup));
        }
    };
    // The quiet kick-off of the rules tests: a High Kick nobody uses, a bounce, the ball off.
    let kick =
        |open: &mut ledger::OpenMatch, put: &mut dyn FnMut(&mut ledger::OpenMatch, Input), x| {
            put(open, Input::Decide(Decision::KickTo { square: sq(x, 3) }));
            put(open, dice(&[Die::D8(2), Die::D6(1)]));
            put(open, d6(&[2, 3]));
            put(open, Input::Decide(Decision::Done));
            put(open, dice(&[Die::D8(7)]));
            put(open, Input::Edit(Edit::RemoveBall));
        };
    set_up(&mut open, &mut put);
    kick(&mut open, &mut put, 3);
    // Home #1 scores: the drive ends, and Appalling Stands rolls: home 1, away 6.
    put(
        &mut open,
        Input::Edit(Edit::PlacePlayer {
            player: PlayerId::new(Side::Home, 1),
            square: sq(24, 1),
            stance: Stance::Standing,
        }),
    );
    put(
        &mut open,
        Input::Edit(Edit::PlaceBall { square: sq(24, 1) }),
    );
    put(
        &mut open,
        Input::Decide(Decision::Declare {
            player: PlayerId::new(Side::Home, 1),
            action: rules::ActionKind::Move,
        }),
    );
    put(&mut open, Input::Decide(Decision::Move { to: sq(25, 1) }));
    put(&mut open, d6(&[1, 6]));
    // Home kicks; away concedes at the start of its turn.
    set_up(&mut open, &mut put);
    kick(&mut open, &mut put, 22);
    put(&mut open, Input::Decide(Decision::Concede));
    let post = ledger.post_match_setup(&book, &open)?;
    assert_eq!(post.fame, [0, 0], "home's FAME 1 less the stands' 1");
    assert_eq!(post.stadium.as_deref(), Some("Appalling Stands"));
    Ok(())
}
