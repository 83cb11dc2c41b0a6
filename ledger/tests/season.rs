//! A season of simulated league matches, recorded through the ledger and its post-match
//! sequence: the standings and leaderboards agree with what the test counts itself from the
//! matches' final states and rulings.

use crate::common;

use std::collections::BTreeMap;

use common::{TestResult, book};
use ledger::{
    Answer, Ask, Improvement, Ledger, MatchStart, NewMatch, PointsRule, PostMatch, Table,
};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{Die, EventKind, MatchSetup, Place, Prompt, Side};

pub fn team_json(name: &str, roster: &str, players: &[(&str, usize)]) -> String {
    let mut list = Vec::new();
    for (position, count) in players {
        for _ in 0..*count {
            list.push(serde_json::json!({ "number": list.len() + 1, "position": position }));
        }
    }
    serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": 3,
        "fan_factor": 4, "treasury": 0, "apothecary": false, "players": list,
        "naf_number": 1000 + name.len()
    })
    .to_string()
}

const LEAGUE_RULES: &str = "[ruleset]\nleague = \"on\"\n";

#[derive(Default, Debug, PartialEq, Eq)]
struct Counted {
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
    td_for: u32,
    td_against: u32,
    cas_against: u32,
}

fn answer_all(post: &mut PostMatch, rng: &mut Xoshiro256PlusPlus) -> TestResult {
    let book = book();
    for _ in 0..500 {
        let answer = match post.ask() {
            Ask::Done => return Ok(()),
            Ask::Nominate {
                eligible, count, ..
            } => Answer::Nominate(eligible.into_iter().take(count).collect()),
            Ask::Roll { dice, .. } => Answer::Dice(
                dice.iter()
                    .map(|_| Die::D6(rng.random_range(1..=6)))
                    .collect(),
            ),
            Ask::RerollWinnings { first, .. } => Answer::Reroll(first < 3),
            Ask::Improve {
                characteristics,
                categories,
                ..
            } => {
                if let Some(c) = characteristics.first() {
                    Answer::Improve(c.clone())
                } else {
                    // The first skill of his categories that he does not have yet.
                    let mut taken = None;
                    for skill in book
                        .skills()
                        .iter()
                        .filter(|s| categories.contains(&s.category))
                    {
                        let mut trial = post.clone();
                        let choice = Answer::Improve(Improvement::Skill(skill.id.clone()));
                        if trial.answer(choice.clone(), book).is_ok() {
                            taken = Some(choice);
                            break;
                        }
                    }
                    taken.ok_or("no skill could be taken")?
                }
            }
        };
        post.answer(answer, book)?;
    }
    Err("the post-match sequence did not end".into())
}

#[test]
fn a_simulated_season_gives_standings_and_leaderboards_that_agree_with_the_matches() -> TestResult {
    let book = book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    // A league that gives 2 points for a win: the rule is the league's, not a constant.
    let rule = PointsRule {
        win: 2,
        draw: 1,
        loss: 0,
    };
    let season = ledger
        .create_season("Old World Classic", "2026", Some(rule))?
        .id;
    let humans = [
        ("Blitzer", 2),
        ("Catcher", 2),
        ("Thrower", 1),
        ("Lineman", 7),
    ];
    let orcs = [
        ("Blitzer", 2),
        ("Black Orc", 2),
        ("Thrower", 1),
        ("Lineman", 7),
    ];
    let teams = [
        ledger.import_team(
            book,
            "a.json",
            &team_json("Reikland Reavers", "human", &humans),
        )?,
        ledger.import_team(book, "b.json", &team_json("Gouged Eye", "orc", &orcs))?,
        ledger.import_team(book, "c.json", &team_json("Altdorf Ales", "human", &humans))?,
        ledger.import_team(book, "d.json", &team_json("Orcland Raiders", "orc", &orcs))?,
    ];
    let mut expected: BTreeMap<i64, Counted> = BTreeMap::new();
    // Per league player: touchdowns, completions, interceptions, fouls, MVPs.
    let mut per_player: BTreeMap<i64, [u32; 5]> = BTreeMap::new();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let mut feed = common::Feeder::new(2026);
    let mut matches = 0;
    for home in &teams {
        for away in &teams {
            if home.id == away.id {
                continue;
            }
            let setup = MatchSetup {
                home: ledger.team_setup(book, home.id)?,
                away: ledger.team_setup(book, away.id)?,
                kicking: None,
                weather: None,
                fame: None,
                league: None,
            };
            let start = MatchStart {
                label: NewMatch {
                    home_team: home.name.clone(),
                    away_team: away.name.clone(),
                    ruleset: "league".into(),
                },
                setup,
                house_rules: Some(LEAGUE_RULES.into()),
                teams: Some((home.id, away.id)),
                season_id: Some(season),
                friendly: false,
            };
            let mut open = ledger.start_match(&start)?;
            let mapping = ledger.match_players(open.id())?;
            let mut events = Vec::new();
            loop {
                let input = match open.game().prompt() {
                    Prompt::MatchOver { .. } => break,
                    _ => feed.next_forward(open.game()).ok_or("no input")?,
                };
                events.extend(open.apply(&mut ledger, input, "sim")?);
            }
            for e in &events {
                let (player, i) = match e.kind {
                    EventKind::Touchdown { player } => (player, 0),
                    EventKind::Completion { thrower, .. } => (thrower, 1),
                    EventKind::Intercepted { player } => (player, 2),
                    EventKind::Fouled { player, .. } => (player, 3),
                    _ => continue,
                };
                per_player.entry(mapping[&player]).or_default()[i] += 1;
            }
            let state = open.game().state();
            for (side, team) in [(Side::Home, home), (Side::Away, away)] {
                let mine = u32::from(state.team(side).score);
                let theirs = u32::from(state.team(side.opponent()).score);
                let c = expected.entry(team.id).or_default();
                c.played += 1;
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => c.won += 1,
                    std::cmp::Ordering::Equal => c.drawn += 1,
                    std::cmp::Ordering::Less => c.lost += 1,
                }
                c.td_for += mine;
                c.td_against += theirs;
                c.cas_against += state
                    .players
                    .iter()
                    .filter(|p| p.id.side == side && p.place == Place::Casualty)
                    .count() as u32;
            }
            let post_setup = ledger.post_match_setup(book, &open)?;
            let mut post = PostMatch::new(post_setup.clone(), book)?;
            answer_all(&mut post, &mut rng)?;
            for mvp in &post.outcome().mvps {
                per_player.entry(mapping[mvp]).or_default()[4] += 1;
            }
            ledger.record_result(book, &open, &post_setup, post.outcome())?;
            assert!(ledger.is_locked(open.id())?);
            matches += 1;
        }
    }
    assert_eq!(matches, 12);

    let standings = ledger.standings(Some(season))?;
    assert_eq!(standings.len(), 4);
    let mut last_points = u32::MAX;
    for s in &standings {
        let c = &expected[&s.team_id];
        assert_eq!(
            (
                s.played,
                s.won,
                s.drawn,
                s.lost,
                s.td_for,
                s.td_against,
                s.cas_against
            ),
            (
                c.played,
                c.won,
                c.drawn,
                c.lost,
                c.td_for,
                c.td_against,
                c.cas_against
            ),
            "{}",
            s.team
        );
        assert_eq!(s.points, 2 * c.won + c.drawn);
        assert!(s.points <= last_points, "sorted by points");
        last_points = s.points;
    }
    let total_td: u32 = standings.iter().map(|s| s.td_for).sum();
    assert!(total_td > 0, "the season had touchdowns to count");
    // Every competition match at once counts each match by its own league's points: here
    // all are this league's, so the table is the season's (the rulebook's 3 for a win
    // would give other points, 004:L2811-L2814).
    assert!(standings.iter().any(|s| s.won > 0), "a match was won");
    assert_eq!(ledger.standings(None)?, standings);

    // Every player with anything counted appears in the leaderboards with the same counts.
    let board = ledger.leaderboard("spp", Some(season), 1000)?;
    let mut seen = 0;
    for (player, [td, comp, int, fouls, mvp]) in &per_player {
        let line = board.iter().find(|l| l.player_id == *player);
        if td + comp + int + mvp == 0 {
            continue; // fouls alone earn no SPP; checked on the fouls board below
        }
        let line = line.ok_or(format!("player {player} missing from the SPP board"))?;
        assert_eq!(
            (line.td, line.comp, line.int, line.mvp, line.fouls),
            (*td, *comp, *int, *mvp, *fouls),
            "player {player}"
        );
        assert_eq!(line.spp, 3 * td + comp + 2 * int + 5 * mvp + 2 * line.cas);
        seen += 1;
    }
    assert!(seen > 0);
    let fouls = ledger.leaderboard("fouls", Some(season), 1000)?;
    let counted_fouls: u32 = per_player.values().map(|c| c[3]).sum();
    assert_eq!(fouls.iter().map(|l| l.fouls).sum::<u32>(), counted_fouls);
    // The team leaderboard adds up its players' lines, and its touchdowns are the standings'.
    let teams_board = ledger.team_leaderboard("td", Some(season))?;
    assert_eq!(teams_board.len(), 4);
    for t in &teams_board {
        let standing = standings
            .iter()
            .find(|s| s.team_id == t.team_id)
            .ok_or("team")?;
        assert_eq!(t.td, standing.td_for, "{}", t.team);
        let players: Vec<i64> = ledger.players(t.team_id)?.iter().map(|p| p.id).collect();
        let fouls: u32 = per_player
            .iter()
            .filter(|(id, _)| players.contains(id))
            .map(|(_, c)| c[3])
            .sum();
        assert_eq!(t.fouls, fouls, "{}", t.team);
    }
    assert!(teams_board.windows(2).all(|w| w[0].td >= w[1].td));
    // The SPP on each player's record is the sum of what his matches gave him.
    for team in &teams {
        for p in ledger.players(team.id)? {
            let earned = board
                .iter()
                .find(|l| l.player_id == p.id)
                .map_or(0, |l| l.spp);
            assert_eq!(u32::from(p.spp), earned, "{}", p.name);
        }
    }
    // The SPP a team earned match by match add up to its leaderboard line, in match order.
    let by_match = ledger.spp_by_match(Some(season))?;
    assert!(by_match.windows(2).all(|w| w[0].1 <= w[1].1));
    let spp_board = ledger.team_leaderboard("spp", Some(season))?;
    for t in &spp_board {
        let summed: i64 = by_match
            .iter()
            .filter(|(team, _, _)| *team == t.team)
            .map(|(_, _, spp)| spp)
            .sum();
        assert_eq!(summed, i64::from(t.spp), "{}", t.team);
    }
    // Each match's report has the lines that add up to the leaderboard.
    let mut spp_in_reports = 0u32;
    for m in ledger.recorded_matches(None)? {
        spp_in_reports += ledger
            .match_report(m.id)?
            .iter()
            .map(|l| l.spp)
            .sum::<u32>();
    }
    assert_eq!(spp_in_reports, board.iter().map(|l| l.spp).sum::<u32>());
    // Each coach's dice record has every roll of his team: a D6 face count per coach.
    let dice = ledger.dice_record()?;
    assert!(dice.iter().any(|d| d.kind == "d6" && d.count > 0));

    // Exports carry the same numbers.
    let csv = ledger.export_csv(book, Table::Matches)?;
    assert_eq!(csv.lines().count(), 13, "a header and 12 matches");
    let json: serde_json::Value = serde_json::from_str(&ledger.export_json(book)?)?;
    assert_eq!(json["matches"].as_array().map(Vec::len), Some(12));
    assert_eq!(json["standings"].as_array().map(Vec::len), Some(4));
    let naf = ledger.export_naf("Old World Classic", None)?;
    assert_eq!(naf.matches("<game>").count(), 12);
    assert_eq!(naf.matches("<coach>").count(), 4);
    let naf_td: u32 = naf
        .split("<touchDowns>")
        .skip(1)
        .filter_map(|s| s.split('<').next()?.parse::<u32>().ok())
        .sum();
    assert_eq!(naf_td, total_td);
    Ok(())
}

#[test]
fn an_empty_database_exports_each_table_as_its_header_line() -> TestResult {
    let (_dir, ledger) = common::temp_ledger();
    let book = book();
    let matches = ledger.export_csv(book, Table::Matches)?;
    assert_eq!(matches.lines().count(), 1, "{matches}");
    assert!(matches.starts_with("id,recorded_at,home,"), "{matches}");
    let players = ledger.export_csv(book, Table::Players)?;
    assert!(players.starts_with("id,team,number,name,"), "{players}");
    assert_eq!(players.lines().count(), 1, "{players}");
    let standings = ledger.export_csv(book, Table::Standings)?;
    assert!(
        standings.starts_with("team_id,team,coach,played,"),
        "{standings}"
    );
    assert_eq!(standings.lines().count(), 1, "{standings}");
    Ok(())
}

/// Plays a league match between two imported teams with the feeder and returns the post-match
/// setup, ready to answer.
fn played_match(
    ledger: &mut Ledger,
    home: &ledger::Team,
    away: &ledger::Team,
) -> Result<(ledger::OpenMatch, ledger::PostMatchSetup), Box<dyn std::error::Error>> {
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE_RULES,
        friendly: true,
        seed: 77,
    };
    common::played_league_match(ledger, book(), (home.id, away.id), &how)
}

/// A free rookie the match brought (a Nurgle's Rot kill) joins the roster after the match,
/// numbered after the squad, at full value, when the team has fewer than 16 players; a team
/// of 16 gets none (004:L10402-L10412, L1102-L1106).
#[test]
fn a_free_rookie_joins_a_roster_with_room_004_l10402() -> TestResult {
    let book = book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let orcs = [("Lineman", 11)];
    let nurgle = ledger.import_team(
        book,
        "n.json",
        &team_json("Rotten Rovers", "nurgle", &[("Rotter", 11)]),
    )?;
    let full = ledger.import_team(
        book,
        "m.json",
        &team_json("Sixteen Rotters", "nurgle", &[("Rotter", 16)]),
    )?;
    let orc = ledger.import_team(book, "o.json", &team_json("Gouged Eye", "orc", &orcs))?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    for (team, expect_new) in [(&nurgle, true), (&full, false)] {
        let before = ledger.players(team.id)?;
        let (open, mut post_setup) = played_match(&mut ledger, team, &orc)?;
        post_setup.tally.rookies.push(ledger::Rookie {
            side: Side::Home,
            position: "Rotter".into(),
            played_as: None,
        });
        if !expect_new {
            // Nobody of the 16 leaves the roster, so there is no room.
            post_setup.tally.injuries.clear();
        }
        let mut post = PostMatch::new(post_setup.clone(), book)?;
        answer_all(&mut post, &mut rng)?;
        ledger.record_result(book, &open, &post_setup, post.outcome())?;
        let after = ledger.players(team.id)?;
        let top = before.iter().map(|p| p.number).max().unwrap_or(0);
        let rookie = after.iter().find(|p| p.number == top + 1);
        if expect_new {
            let rookie = rookie.ok_or("no rookie joined")?;
            assert_eq!(rookie.position, "Rotter");
            assert_eq!((rookie.ma, rookie.st, rookie.ag, rookie.av), (5, 3, 3, 8));
            assert_eq!(rookie.value, 40_000, "at full value");
            // His position's Decay and Nurgle's Rot are his by position, not skills gained
            // (a team file listing them again is refused on import).
            assert!(rookie.skills.is_empty(), "{:?}", rookie.skills);
            assert_eq!(after.len(), before.len() + 1);
        } else {
            assert!(rookie.is_none(), "a team of 16 has no room");
        }
    }
    Ok(())
}

/// The Treasury gold a team put into its inducements leaves its Treasury when the match is
/// recorded, and the winnings come in (004:L2749-L2754): Reavers (760,000, the underdog by
/// 120,000) buy a Wizard for 150,000, 30,000 of it from their Treasury of 40,000; Raiders buy
/// nothing and keep theirs.
#[test]
fn treasury_gold_spent_on_inducements_leaves_the_treasury_when_the_match_is_recorded_004_l2750()
-> TestResult {
    let book = book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let with_treasury = |json: String| -> Result<String, serde_json::Error> {
        let mut v: serde_json::Value = serde_json::from_str(&json)?;
        v["treasury"] = 40_000.into();
        v["rerolls"] = 2.into();
        v["fan_factor"] = 3.into();
        Ok(v.to_string())
    };
    let reavers = ledger.import_team(
        book,
        "r.json",
        &with_treasury(team_json(
            "Reavers",
            "human",
            &[("Blitzer", 2), ("Lineman", 9)],
        ))?,
    )?;
    let raiders = ledger.import_team(
        book,
        "o.json",
        &with_treasury(team_json(
            "Raiders",
            "orc",
            &[("Black Orc", 4), ("Blitzer", 2), ("Lineman", 5)],
        ))?,
    )?;
    let mut home = ledger.team_spec(book, reavers.id)?;
    if let rules::TeamSpec::Roster { inducements, .. } = &mut home {
        inducements.treasury = 40_000;
        inducements.bought.set(rules::Inducement::Wizard, 1);
    }
    let spec = rules::SetupSpec {
        home,
        away: ledger.team_spec(book, raiders.id)?,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(rules::LeagueSpec::default()),
    };
    let setup = spec.build(book)?;
    let league = setup.league.clone().ok_or("a league match")?;
    assert_eq!(league.inducement_gold, [120_000, 0]);
    assert_eq!(league.from_treasury, [30_000, 0]);
    let start = MatchStart {
        label: NewMatch {
            home_team: reavers.name.clone(),
            away_team: raiders.name.clone(),
            ruleset: "league".into(),
        },
        setup,
        house_rules: Some(LEAGUE_RULES.into()),
        teams: Some((reavers.id, raiders.id)),
        season_id: None,
        friendly: true,
    };
    let mut open = ledger.start_match(&start)?;
    let mut feed = common::Feeder::new(31);
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let post_setup = ledger.post_match_setup(book, &open)?;
    let mut post = PostMatch::new(post_setup.clone(), book)?;
    answer_all(&mut post, &mut Xoshiro256PlusPlus::seed_from_u64(3))?;
    let winnings = post.outcome().winnings;
    ledger.record_result(book, &open, &post_setup, post.outcome())?;
    drop(ledger);
    let ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    assert_eq!(
        ledger.team(reavers.id)?.treasury,
        40_000 - 30_000 + winnings[0]
    );
    assert_eq!(ledger.team(raiders.id)?.treasury, 40_000 + winnings[1]);
    Ok(())
}

/// A recorded result stands on the inputs it was worked out from: once it is recorded the
/// match takes no new input (an undo would leave the league's record of a match no longer
/// over, docs/ledger.md "corrections"), only a correction with a reason; and a result is never
/// recorded for a match that is not over (004:L2556: the sequence is played after the match).
#[test]
fn a_recorded_result_takes_no_new_input_and_an_unfinished_match_no_result_004_l2556() -> TestResult
{
    let book = book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let humans = ledger.import_team(
        book,
        "h.json",
        &team_json("Reavers", "human", &[("Lineman", 11)]),
    )?;
    let orcs = ledger.import_team(
        book,
        "o.json",
        &team_json("Gouged Eye", "orc", &[("Lineman", 11)]),
    )?;
    let (mut open, post_setup) = played_match(&mut ledger, &humans, &orcs)?;
    let mut post = PostMatch::new(post_setup.clone(), book)?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    answer_all(&mut post, &mut rng)?;

    // Undone past the final whistle, the match is not over: no result for it.
    let last = ledger::effective_inputs(&ledger.log(open.id())?)
        .last()
        .map(|(_, input)| input.clone())
        .ok_or("a log")?;
    open.apply(&mut ledger, rules::Input::Undo, "test")?;
    assert!(!open.game().state().finished);
    let early = ledger.record_result(book, &open, &post_setup, post.outcome());
    assert!(
        early
            .as_ref()
            .is_err_and(|e| e.to_string().contains("is not over")),
        "{early:?}"
    );
    assert!(!ledger.is_locked(open.id())?);
    // Given again, the last input ends it once more, and the result is recorded.
    open.apply(&mut ledger, last, "test")?;
    assert!(open.game().state().finished);
    ledger.record_result(book, &open, &post_setup, post.outcome())?;
    let before = ledger.log(open.id())?.len();
    let refused = open.apply(&mut ledger, rules::Input::Undo, "test");
    assert!(
        matches!(
            refused,
            Err(ledger::InputError::NotRecorded(
                ledger::LedgerError::LockedInput(_)
            ))
        ),
        "{refused:?}"
    );
    assert_eq!(ledger.log(open.id())?.len(), before, "nothing appended");
    assert!(open.game().state().finished);
    Ok(())
}

/// A league's points are one rule for all its seasons (004:L2811-L2814 leaves them to the
/// league): a second season takes them, other points are refused, as is a season name the
/// league has already; nothing is written by a refusal.
#[test]
fn a_leagues_seasons_share_its_points_and_names_are_not_repeated_004_l2811() -> TestResult {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let two = PointsRule {
        win: 2,
        draw: 1,
        loss: 0,
    };
    let first = ledger.create_season("Old World", "2026", Some(two))?;
    let second = ledger.create_season("Old World", "2027", None)?;
    assert_eq!(second.points, two, "the league's own points");
    let other = ledger.create_season("Old World", "2028", Some(PointsRule::default()));
    assert!(
        other.is_err_and(|e| e.to_string().contains("counts 2 for a win")),
        "other points refused"
    );
    let again = ledger.create_season("Old World", "2026", None);
    assert!(again.is_err_and(|e| e.to_string().contains(&format!("season {}", first.id))));
    let fresh = ledger.create_season("Lustria", "1", None)?;
    assert_eq!(
        fresh.points,
        PointsRule::default(),
        "a new league counts 3, 1, 0"
    );
    let names: Vec<String> = ledger.seasons()?.into_iter().map(|s| s.name).collect();
    assert_eq!(names, ["2026", "2027", "1"]);
    assert!(ledger.season(99).is_err());
    Ok(())
}
