//! Star Players and Mercenaries induced for a league match may be its MVP: the MVP is the one
//! award either earns SPP from (004:L3039-L3040, L3114-L3115), and each coach nominates
//! three players from his team (004:L2556-L2559). They play the match only, so the award is
//! the team's but its SPP go to no player of the league. The Bugman's League Cup has no MVP
//! (001:L1084-L1106): its one improvement stays for the team's own players.

use crate::common;

use common::{TestResult, book, temp_ledger};
use ledger::{
    Answer, Ask, HiredPlayer, Improvement, Ledger, MatchTally, PlayerTally, PostMatch,
    PostMatchSetup,
};
use rules::{
    Die, InducementSpec, LeagueSpec, MercenarySpec, PlayerId, Prompt, SetupSpec, Side, StarSpec,
    TeamSpec,
};

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

fn home(n: u8) -> PlayerId {
    PlayerId::new(Side::Home, n)
}

fn away(n: u8) -> PlayerId {
    PlayerId::new(Side::Away, n)
}

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

/// Eleven Human Linemen, numbered 1-11, with `treasury` gold.
fn team_json(name: &str, treasury: u32) -> String {
    common::team_file(name, "human", &[("Lineman", 11)], 2, 3, treasury)
}

/// A league team's spec with `stars` hired and `mercenaries` (Linemen, by shirt), paid from
/// its Treasury.
fn hiring(
    ledger: &Ledger,
    id: i64,
    hired_stars: &[(&str, u8)],
    mercenaries: &[u8],
) -> Result<TeamSpec, Box<dyn std::error::Error>> {
    let mut spec = ledger.team_spec(book(), id)?;
    let treasury = ledger.team(id)?.treasury;
    if let TeamSpec::Roster {
        stars, inducements, ..
    } = &mut spec
    {
        *stars = hired_stars
            .iter()
            .map(|(star, number)| StarSpec {
                star: (*star).into(),
                numbers: vec![*number],
            })
            .collect();
        *inducements = InducementSpec {
            treasury,
            mercenaries: mercenaries
                .iter()
                .map(|n| MercenarySpec {
                    number: *n,
                    position: "Lineman".into(),
                    name: None,
                    skill: None,
                })
                .collect(),
            ..InducementSpec::default()
        };
    }
    Ok(spec)
}

/// On a database file: the home team hires Griff Oberwald (#12) and a Mercenary Lineman
/// (#13), the away team a Mercenary Lineman (#12). Each coach is offered them with his own
/// players; home's D6 of 2 (D3 1) picks Griff, first of three, and away's 6 (D3 3) its
/// Mercenary, third. Both awards are given, as the teams' two, and no player of the league
/// gets an MVP or its 5 SPP: the recorded SPP are what each did, nothing more.
#[test]
fn a_star_player_and_a_mercenary_receive_the_mvp_and_its_spp_leave_with_them_004_l3039_l3114()
-> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let h = ledger.import_team(book(), "h.json", &team_json("Reavers", 500_000))?;
    let a = ledger.import_team(book(), "a.json", &team_json("Raiders", 100_000))?;
    let setup = SetupSpec {
        home: hiring(&ledger, h.id, &[("Griff Oberwald", 12)], &[13])?,
        away: hiring(&ledger, a.id, &[], &[12])?,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    }
    .build(book())?;
    let start = common::league_start([(&h.name, h.id), (&a.name, a.id)], setup, LEAGUE);
    let mut open = ledger.start_match(&start)?;
    let mut feed = common::Feeder::new(5);
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let setup = ledger.post_match_setup(book(), &open)?;
    assert_eq!(setup.tally.conceded, None);
    let ids: Vec<(PlayerId, bool)> = setup.hired.iter().map(|p| (p.id, p.star)).collect();
    assert_eq!(
        ids,
        vec![(home(12), true), (home(13), false), (away(12), false)]
    );
    assert!(
        setup
            .players
            .iter()
            .all(|p| p.id.number <= 11 && !setup.hired.iter().any(|h| h.id == p.id)),
        "the league's players are the eleven of each roster"
    );
    let mut post = PostMatch::new(setup.clone(), book())?;
    loop {
        let answer = match post.ask() {
            Ask::Nominate {
                side,
                eligible,
                count,
            } => {
                assert_eq!(count, 3);
                let (nominees, die) = if side == Side::Home {
                    assert!(eligible.contains(&home(12)) && eligible.contains(&home(13)));
                    (vec![home(12), home(1), home(13)], 2)
                } else {
                    assert!(eligible.contains(&away(12)), "{eligible:?}");
                    (vec![away(1), away(2), away(12)], 6)
                };
                post.answer(Answer::Nominate(nominees), book())?;
                d6(&[die])
            }
            other => match common::plain_answer(&other) {
                Some(answer) => answer,
                None => break,
            },
        };
        if post.answer(answer, book()).is_err() {
            post.answer(Answer::Improve(Improvement::Skill("Tackle".into())), book())?;
        }
    }
    let outcome = post.outcome().clone();
    assert_eq!(outcome.mvps, vec![home(12), away(12)]);
    // Each league player's SPP from what he did alone: TD 3, CAS 2, COMP 1, INT 2
    // (004:L2598-L2605).
    let did = |id: &PlayerId| {
        let t = setup.tally.players.get(id).copied().unwrap_or_default();
        3 * t.td + 2 * t.cas + t.comp + 2 * t.int
    };
    for p in &setup.players {
        assert_eq!(
            outcome.spp.get(&p.id).copied().unwrap_or(0),
            did(&p.id),
            "{}",
            p.name
        );
    }
    ledger.record_result(book(), &open, &setup, &outcome)?;
    let match_id = open.id();
    let report = ledger.match_report(match_id)?;
    assert!(report.iter().all(|l| l.mvp == 0), "{report:?}");
    for id in [h.id, a.id] {
        for p in ledger.players(id)? {
            let side = if id == h.id { Side::Home } else { Side::Away };
            assert_eq!(p.spp, did(&PlayerId::new(side, p.number)), "{}", p.name);
        }
    }
    drop(open);
    drop(ledger);
    // The recorded outcome keeps both awards.
    let conn = rusqlite::Connection::open(dir.path().join("nuffle.sqlite3"))?;
    let stored: String = conn.query_row(
        "SELECT report FROM results WHERE match_id = ?1",
        [match_id],
        |r| r.get(0),
    )?;
    let stored: serde_json::Value = serde_json::from_str(&stored)?;
    assert_eq!(
        stored["outcome"]["mvps"],
        serde_json::json!(["home#12", "away#12"])
    );
    Ok(())
}

fn hired(id: PlayerId, star: bool) -> HiredPlayer {
    HiredPlayer {
        id,
        name: format!("#{}", id.number),
        star,
    }
}

fn setup_with(hired: Vec<HiredPlayer>, tally: MatchTally) -> PostMatchSetup {
    PostMatchSetup {
        friendly: false,
        score: [0, 1],
        fame: [0, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        tally,
        players: vec![
            common::league_player(Side::Home, 1, 0),
            common::league_player(Side::Home, 2, 0),
            common::league_player(Side::Away, 1, 0),
        ],
        hired,
        absent: Vec::new(),
    }
}

/// A team that concedes gives its MVP to the winner (004:L2560-L2562): its Mercenary is not
/// nominated, and the winner's coach nominates from his own players and hirelings. Its
/// players of 51 SPP or more may leave (004:L3000-L3003): home #5 sat the match out with 50,
/// and the Mercenary who wore #5 scored a touchdown (3 SPP he keeps for himself), so #5 does
/// not roll.
#[test]
fn a_conceding_teams_mercenary_gets_no_mvp_and_his_spp_are_nobody_elses_004_l2560_l3000()
-> TestResult {
    let mut tally = MatchTally {
        conceded: Some(Side::Home),
        ..MatchTally::default()
    };
    tally.players.insert(
        home(5),
        PlayerTally {
            td: 1,
            ..PlayerTally::default()
        },
    );
    let mut setup = setup_with(vec![hired(home(5), false), hired(away(12), true)], tally);
    setup.absent = vec![common::league_player(Side::Home, 5, 50)];
    let mut post = PostMatch::new(setup, book())?;
    for _ in 0..2 {
        match post.ask() {
            Ask::Nominate {
                side: Side::Away,
                eligible,
                count,
            } => {
                assert_eq!(eligible, vec![away(1), away(12)]);
                assert_eq!(count, 2);
                assert!(
                    post.answer(Answer::Nominate(vec![home(5), away(1)]), book())
                        .is_err(),
                    "home's Mercenary is not the winner's to nominate"
                );
                post.answer(Answer::Nominate(vec![away(12), away(1)]), book())?;
                // Of two, 1-3 the first (004:L2556-L2559).
                post.answer(d6(&[3]), book())?;
            }
            other => return Err(format!("the winner nominates twice: {other:?}").into()),
        }
    }
    assert_eq!(post.outcome().mvps, vec![away(12), away(12)]);
    assert!(post.outcome().spp.is_empty(), "{:?}", post.outcome().spp);
    loop {
        let answer = match post.ask() {
            Ask::Done => break,
            Ask::Roll { what, dice, .. } => {
                assert!(!what.contains("Concession"), "{what}");
                d6(&vec![3; dice.len()])
            }
            Ask::RerollWinnings { .. } => Answer::Reroll(false),
            other => return Err(format!("nothing more to choose: {other:?}").into()),
        };
        post.answer(answer, book())?;
    }
    Ok(())
}

/// The Bugman's League Cup's one improvement is chosen among the team's own players
/// (001:L1086, L1093): a hired player is not offered, nor taken.
#[test]
fn the_cups_improvement_is_not_offered_to_a_hired_player_001_l1086() -> TestResult {
    let cup = book().with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")?;
    let setup = setup_with(vec![hired(home(12), true)], MatchTally::default());
    let mut post = PostMatch::new(setup, &cup)?;
    match post.ask() {
        Ask::Nominate {
            side: Side::Home,
            eligible,
            count,
        } => {
            assert_eq!(eligible, vec![home(1), home(2)]);
            assert_eq!(count, 1);
        }
        other => return Err(format!("the home coach chooses first: {other:?}").into()),
    }
    assert!(
        post.answer(Answer::Nominate(vec![home(12)]), &cup).is_err(),
        "a hired player is no player of the team"
    );
    Ok(())
}
