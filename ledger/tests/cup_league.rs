//! A Bugman's League Cup team in the league's records (seed 001) on a real SQLite file: its
//! Star Players are players of its roster (001:L467) and its staff is coaching staff
//! (001:L485-L487), so both count in its Team Value (004:L2348-L2359) and appear in every
//! export; a star who plays has match stats but no SPP (001:L1106); and a team exported after
//! its games is imported again with its improvements (001:L1084-L1102).

use crate::common;

use common::TestResult;
use ledger::{Answer, Ask, Improvement, Ledger, MatchStart, NewMatch, PostMatch, Table};
use rules::{Die, MatchSetup, PlayerId, Prompt, Side};

const CUP_RULES: &str = "[ruleset]\nbugmans-league-cup = \"on\"\n";

fn cup_book() -> tables::Rulebook {
    common::book()
        .with_file("house-rules.toml", CUP_RULES)
        .expect("cup rules")
}

/// A team file of `count` players of `position`, with `extra` keys laid over it.
fn team_json(name: &str, roster: &str, position: &str, extra: serde_json::Value) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": position }))
        .collect();
    let mut team = serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster,
        "rerolls": 2, "players": players
    });
    if let (Some(team), Some(extra)) = (team.as_object_mut(), extra.as_object()) {
        team.extend(extra.clone());
    }
    team.to_string()
}

/// Eleven Halflings with Deeproot Strongbranch, a Halfling Master Chef and a Goblin Bribery
/// Agent.
fn halflings() -> String {
    team_json(
        "Cup Halflings",
        "halfling",
        "Halfling",
        serde_json::json!({"stars": ["Deeproot Strongbranch"], "master_chef": true,
                           "bribery_agent": true}),
    )
}

/// The line of `table`'s CSV whose `key` column is `value`, as (header, field) pairs.
fn csv_line(csv: &str, key: &str, value: &str) -> Option<Vec<(String, String)>> {
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers = reader.headers().ok()?.clone();
    let at = headers.iter().position(|h| h == key)?;
    reader.records().flatten().find_map(|r| {
        (r.get(at) == Some(value)).then(|| {
            headers
                .iter()
                .zip(r.iter())
                .map(|(h, f)| (h.to_string(), f.to_string()))
                .collect()
        })
    })
}

fn field<'a>(line: &'a [(String, String)], name: &str) -> &'a str {
    line.iter()
        .find(|(h, _)| h == name)
        .map_or("", |(_, f)| f.as_str())
}

/// Team Value counts "the value of the players that will play for the team in its next match
/// ... the cost of coaching staff, team re-rolls, and Fan Factor" (004:L2348-L2359). At the cup
/// a Star Player is bought "as if" a normal player, at the Star Player list's price (001:L467),
/// and the Chef and the Agent are coaching staff on the roster (001:L485-L487): eleven
/// Halflings at 30,000 (330,000), two re-rolls at 60,000 (120,000), Deeproot at 300,000, the
/// Chef at a Halfling team's 100,000 (001:L505) and the Agent at a non-Goblin team's 100,000
/// (001:L509): 950,000 — not 650,000 (no star) nor 750,000 (no staff). The exports say so:
/// the teams CSV and JSON carry the value, the staff and the star, the players CSV the star.
#[test]
fn a_cup_teams_star_and_staff_count_in_its_team_value_and_exports_001_l467_l487_004_l2348()
-> TestResult {
    let book = cup_book();
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    let id = Ledger::open(&db)?
        .import_team(&book, "halflings.json", &halflings())?
        .id;
    let ledger = Ledger::open(&db)?;
    assert_eq!(ledger.team_value(&book, id)?, 950_000);

    let teams = ledger.export_csv(&book, Table::Teams)?;
    let line = csv_line(&teams, "name", "Cup Halflings").ok_or(teams.clone())?;
    assert_eq!(field(&line, "team_value"), "950000", "{teams}");
    assert_eq!(field(&line, "stars"), "deeproot-strongbranch", "{teams}");
    assert_eq!(field(&line, "master_chef"), "true", "{teams}");
    assert_eq!(field(&line, "bribery_agent"), "true", "{teams}");
    assert_eq!(field(&line, "hunchbacked_henchman"), "false", "{teams}");

    let players = ledger.export_csv(&book, Table::Players)?;
    let star = csv_line(&players, "name", "Deeproot Strongbranch").ok_or(players.clone())?;
    assert_eq!(field(&star, "position"), "Star Player", "{players}");
    assert_eq!(field(&star, "number"), "12", "{players}");
    assert_eq!(field(&star, "value"), "300000", "{players}");

    let json: serde_json::Value = serde_json::from_str(&ledger.export_json(&book)?)?;
    let team = &json["teams"][0];
    assert_eq!(team["team_value"], 950_000);
    assert_eq!(team["stars"], "deeproot-strongbranch");
    assert!(
        json["players"]
            .as_array()
            .is_some_and(|p| p.iter().any(|p| p["name"] == "Deeproot Strongbranch"))
    );
    Ok(())
}

/// An Undead team's Hunchbacked Henchman is coaching staff at 100,000 (001:L499-L501): eleven
/// Skeletons at 40,000 (440,000), two re-rolls at 70,000 (140,000) and he make 680,000, not
/// the 580,000 of the players and re-rolls alone.
#[test]
fn a_hunchbacked_henchman_counts_100000_in_team_value_001_l501_004_l2348() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let undead = team_json(
        "Cup Undead",
        "undead",
        "Skeleton",
        serde_json::json!({"hunchbacked_henchman": true}),
    );
    let id = ledger.import_team(&book, "undead.json", &undead)?.id;
    assert_eq!(ledger.team_value(&book, id)?, 680_000);
    Ok(())
}

/// The cup match of [`played_cup_match`] played to its end, not yet recorded: the Halflings'
/// team and the match.
fn finished_cup_match(
    ledger: &mut Ledger,
    book: &tables::Rulebook,
    seed: u64,
) -> Result<(ledger::Team, ledger::OpenMatch), Box<dyn std::error::Error>> {
    let halflings = ledger.import_team(book, "halflings.json", &halflings())?;
    let orcs = team_json("Cup Orcs", "orc", "Lineman", serde_json::json!({}));
    let orcs = ledger.import_team(book, "orcs.json", &orcs)?;
    let start = MatchStart {
        label: NewMatch {
            home_team: halflings.name.clone(),
            away_team: orcs.name.clone(),
            ruleset: "bugmans".into(),
        },
        setup: MatchSetup {
            home: ledger.team_setup(book, halflings.id)?,
            away: ledger.team_setup(book, orcs.id)?,
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        },
        house_rules: Some(CUP_RULES.into()),
        teams: Some((halflings.id, orcs.id)),
        season_id: None,
        friendly: false,
    };
    let mut open = ledger.start_match(&start)?;
    let mut feed = common::Feeder::new(seed);
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(ledger, input, "sim")?;
    }
    Ok((halflings, open))
}

/// The Halflings (Deeproot as #12) against Orcs as a cup match of the league's teams, played
/// to its end by the simulator's coach with `seed`, its post-match sequence answered (a 3 on
/// each improvement roll: a Normal skill, 001:L1095) and recorded. Gives the Halflings' id,
/// the match id and Deeproot's tally in it.
fn played_cup_match(
    ledger: &mut Ledger,
    book: &tables::Rulebook,
    seed: u64,
) -> Result<(i64, i64, ledger::PlayerTally), Box<dyn std::error::Error>> {
    let (halflings, open) = finished_cup_match(ledger, book, seed)?;
    let setup = ledger.post_match_setup(book, &open)?;
    let mut post = PostMatch::new(setup.clone(), book)?;
    let mut side = Side::Home;
    for _ in 0..20 {
        let answer = match post.ask() {
            Ask::Done => break,
            Ask::Nominate {
                side: s, eligible, ..
            } => {
                side = s;
                Answer::Nominate(eligible.into_iter().take(1).collect())
            }
            Ask::Roll { dice, .. } => Answer::Dice(dice.iter().map(|_| Die::D6(3)).collect()),
            Ask::RerollWinnings { .. } => Answer::Reroll(false),
            // Agility for a Halfling, General for an Orc Lineman (001:L1095).
            Ask::Improve { .. } => Answer::Improve(Improvement::Skill(
                if side == Side::Home {
                    "Sprint"
                } else {
                    "Block"
                }
                .into(),
            )),
        };
        post.answer(answer, book)?;
    }
    let deeproot = setup
        .tally
        .players
        .get(&PlayerId::new(Side::Home, 12))
        .copied()
        .unwrap_or_default();
    ledger.record_result(book, &open, &setup, post.outcome())?;
    Ok((halflings.id, open.id(), deeproot))
}

/// A Star Player who plays a cup match is a player of the team's roster (001:L467): what he
/// does is his match stats, in the match report and the leaderboard under his name and team,
/// as any player's. The cup records no Star Player Points (001:L1106), so his line has none.
/// (With seed 17 Deeproot is a Casualty once: the tally of the match names him.)
#[test]
fn a_cup_star_who_plays_has_match_stats_and_no_spp_001_l467_l1106() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let (team, match_id, deeproot) = played_cup_match(&mut ledger, &book, 17)?;
    assert_ne!(
        deeproot,
        ledger::PlayerTally::default(),
        "Deeproot did something"
    );
    let report = ledger.match_report(match_id)?;
    let line = report
        .iter()
        .find(|l| l.name == "Deeproot Strongbranch")
        .ok_or(format!("Deeproot in the match report: {report:?}"))?;
    assert_eq!(line.team, "Cup Halflings");
    assert_eq!(line.number, 12);
    assert_eq!(
        [
            line.td,
            line.cas,
            line.cas_suffered,
            line.comp,
            line.int,
            line.fouls
        ],
        [
            deeproot.td,
            deeproot.cas,
            deeproot.cas_suffered,
            deeproot.comp,
            deeproot.int,
            deeproot.fouls
        ]
        .map(u32::from)
    );
    assert_eq!(line.spp, 0, "no Star Player Points at the cup (001:L1106)");
    assert_eq!(line.mvp, 0, "no MVP at the cup (001:L1106)");
    let star = ledger
        .players(team)?
        .into_iter()
        .find(|p| p.is_star())
        .ok_or("Deeproot's row")?;
    assert_eq!(star.spp, 0);
    Ok(())
}

/// A cup team exported after its game (`nuffle league export-team`) is imported into another
/// league's file under the cup's rules with what the game gave it: the Halfling's Sprint from
/// the improvement roll (001:L1093-L1095), Deeproot, the Chef and the Agent, its games (1) and
/// its Team Value. The same file with a second skill is refused: one improvement a game
/// (001:L1086, L1093); with a sixth game too: the cup plays five (001:L455). A skill of any
/// category (Mighty Blow, Strength, for a Halfling) is a 6's improvement (001:L1096): kept.
#[test]
fn an_exported_cup_team_is_imported_again_with_its_improvements_001_l1084_l1102() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let (team, _, _) = played_cup_match(&mut ledger, &book, 17)?;
    let file = ledger.team_file(team)?;
    let value = ledger.team_value(&book, team)?;
    let json = serde_json::to_string_pretty(&file)?;
    assert_eq!(file.games, 1, "{json}");
    assert_eq!(file.stars, vec!["deeproot-strongbranch".to_string()]);
    assert!(
        file.players.iter().all(|p| p.position == "Halfling"),
        "{json}"
    );

    let other = tempfile::tempdir()?;
    let db = other.path().join("next.sqlite3");
    let id = Ledger::open(&db)?
        .import_team(&book, "exported.json", &json)?
        .id;
    let again = Ledger::open(&db)?;
    let sprinter = again
        .players(id)?
        .into_iter()
        .find(|p| p.skills.iter().any(|s| s == "sprint"))
        .ok_or("the improved Halfling kept Sprint")?;
    assert_eq!(sprinter.position, "Halfling");
    let cup = again.cup_roster(id)?;
    assert_eq!(cup.stars, vec!["deeproot-strongbranch".to_string()]);
    assert!(cup.master_chef && cup.bribery_agent);
    assert_eq!(again.team_value(&book, id)?, value);
    assert_eq!(again.team_file(id)?.games, 1);
    assert_eq!(
        again.players(id)?.len(),
        12,
        "eleven Halflings and Deeproot, once"
    );

    let mut changed: serde_json::Value = serde_json::from_str(&json)?;
    let Some(players) = changed["players"].as_array_mut() else {
        return Err("players".into());
    };
    let other_player = players
        .iter_mut()
        .find(|p| p["skills"].as_array().is_some_and(|s| s.is_empty()))
        .ok_or("an unimproved Halfling")?;
    other_player["skills"] = serde_json::json!(["Mighty Blow"]);
    changed["name"] = "Cup Halflings Two".into();
    let two = changed.to_string();
    let (_d2, mut fresh) = common::temp_ledger();
    let why = fresh
        .import_team(&book, "two.json", &two)
        .err()
        .ok_or("two skills after one game imported")?
        .to_string();
    assert!(
        why.contains("2 skills gained after 1 games") && why.contains("L1093"),
        "{why}"
    );
    changed["games"] = 2.into();
    let ok = fresh.import_team(&book, "two.json", &changed.to_string())?;
    assert!(
        fresh
            .players(ok.id)?
            .iter()
            .any(|p| p.skills.iter().any(|s| s == "mighty-blow")),
        "a 6 opens every category (001:L1096)"
    );
    changed["games"] = 6.into();
    changed["name"] = "Cup Halflings Six".into();
    let why = fresh
        .import_team(&book, "six.json", &changed.to_string())
        .err()
        .ok_or("six games imported")?
        .to_string();
    assert!(why.contains("001:L455"), "{why}");
    Ok(())
}

/// Without `games` a team file is a new cup team: the Halfling's Sprint is refused as before,
/// since a new team's players have only their position's skills (001:L1093-L1096).
#[test]
fn a_new_cup_team_with_an_improvement_is_still_refused_001_l1093() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let mut team: serde_json::Value = serde_json::from_str(&halflings())?;
    team["players"][0]["skills"] = serde_json::json!(["Sprint"]);
    let why = ledger
        .import_team(&book, "new.json", &team.to_string())
        .err()
        .ok_or("a new team with Sprint imported")?
        .to_string();
    assert!(why.contains("starts with Sprint"), "{why}");
    Ok(())
}

/// Cup games are the cup's (001:L455): outside its rules a team file that says it played some
/// is refused, saying how to import it, and nothing is stored.
#[test]
fn a_team_file_with_cup_games_is_refused_outside_the_cup_001_l455() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let orcs = team_json(
        "Cup Orcs",
        "orc",
        "Lineman",
        serde_json::json!({"games": 2}),
    );
    let why = ledger
        .import_team(common::book(), "orcs.json", &orcs)
        .err()
        .ok_or("a team with cup games imported outside the cup")?
        .to_string();
    assert!(
        why.contains("played 2 Bugman's League Cup games") && why.contains("bugmans-league-cup"),
        "{why}"
    );
    assert!(ledger.teams()?.is_empty());
    Ok(())
}

/// The cup's improvement is a new skill for the one player chosen from the Team Roster
/// (001:L1092-L1096). A Star Player is on the roster (001:L467), but a star never gains a new
/// skill (004:L3115-L3116), which 001 does not lift: its star section changes only how he is
/// hired and that he stays (001:L463-L469). So the coach chooses among his other players:
/// Deeproot (#12) is not offered, and choosing him is refused.
#[test]
fn a_cup_star_is_not_chosen_for_the_improvement_001_l1092_004_l3115() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let (_, open) = finished_cup_match(&mut ledger, &book, 17)?;
    let setup = ledger.post_match_setup(&book, &open)?;
    let mut post = PostMatch::new(setup, &book)?;
    let deeproot = PlayerId::new(Side::Home, 12);
    match post.ask() {
        Ask::Nominate {
            side: Side::Home,
            eligible,
            count,
        } => {
            assert_eq!(count, 1);
            assert!(!eligible.contains(&deeproot), "{eligible:?}");
            assert!(!eligible.is_empty());
        }
        other => return Err(format!("the Halflings' coach chooses first: {other:?}").into()),
    }
    assert!(
        post.answer(Answer::Nominate(vec![deeproot]), &book)
            .is_err(),
        "Deeproot cannot be chosen"
    );
    Ok(())
}

/// The auditor's tight team: Humans with Griff Oberwald, an Apothecary and seven
/// Cheerleaders, 1,290,000 of the cup's 1,300,000 (001:L459), no sponsorship.
fn tight(extra: serde_json::Value) -> String {
    let mut players = vec![
        serde_json::json!({"number": 1, "position": "Blitzer"}),
        serde_json::json!({"number": 2, "position": "Blitzer"}),
        serde_json::json!({"number": 3, "position": "Catcher"}),
        serde_json::json!({"number": 4, "position": "Catcher"}),
        serde_json::json!({"number": 5, "position": "Thrower"}),
    ];
    players.extend((6..=12).map(|n| serde_json::json!({"number": n, "position": "Lineman"})));
    let mut team = serde_json::json!({"name": "Tight", "coach": "T", "roster": "human",
        "rerolls": 2, "fan_factor": 3, "apothecary": true, "cheerleaders": 7,
        "stars": ["Griff Oberwald"], "players": players});
    if let (Some(team), Some(extra)) = (team.as_object_mut(), extra.as_object()) {
        team.extend(extra.clone());
    }
    team.to_string()
}

/// A Leader beyond a position's own is Bugman's Sponsorship, 30,000 with the team (001:L483),
/// or a game's improvement (Leader is a Passing skill, a Thrower's Normal category,
/// 001:L866, L1093-L1095). New, the tight team's Thrower with Leader is the sponsorship and
/// over the budget; after one game it may be his improvement, and the team is what it was
/// bought as. It was refused, its own exported file with it.
#[test]
fn a_leader_taken_as_a_cup_improvement_is_not_charged_as_the_sponsorship_001_l483_l1093()
-> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    ledger.import_team(&book, "tight.json", &tight(serde_json::json!({})))?;
    let mut led: serde_json::Value = serde_json::from_str(&tight(serde_json::json!({})))?;
    led["players"][4]["skills"] = serde_json::json!(["Leader"]);
    let (_dir2, mut other) = common::temp_ledger();
    let new = other.import_team(&book, "new.json", &led.to_string());
    assert!(
        new.as_ref()
            .is_err_and(|e| e.to_string().contains("sponsorship 30000")),
        "{new:?}"
    );
    led["games"] = 1.into();
    other.import_team(&book, "after.json", &led.to_string())?;
    Ok(())
}

/// "Each team plays five games" (001:L455): a team that has played them starts no sixth,
/// whose record its own file could not hold.
#[test]
fn a_cup_team_that_has_played_five_games_starts_no_sixth_001_l455() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let vets = ledger.import_team(&book, "v.json", &tight(serde_json::json!({"games": 5})))?;
    let other = ledger.import_team(
        &book,
        "h.json",
        &team_json(
            "Cup Halflings",
            "halfling",
            "Halfling",
            serde_json::json!({}),
        ),
    )?;
    let start = ledger.league_match_start(
        &book,
        Some(CUP_RULES.into()),
        "cup".into(),
        (vets.id, other.id),
        false,
    );
    assert!(
        start.as_ref().is_err_and(|e| e
            .to_string()
            .contains("played its 5 Bugman's League Cup games")),
        "{start:?}"
    );
    Ok(())
}
