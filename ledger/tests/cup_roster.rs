//! A Bugman's League Cup team kept in the league's database (seed 001, 001:L453-L531): its
//! Star Players as roster players (001:L467) and its Hunchbacked Henchman, Halfling Master
//! Chef and Goblin Bribery Agent (001:L499-L511), imported under the cup's rules, refused
//! where the cup refuses them or outside the cup, read back from a real SQLite file, and
//! played in a match started from the league's team.

use crate::common;

use common::TestResult;
use ledger::{Answer, Ask, Improvement, Ledger, LedgerError, MatchStart, NewMatch, PostMatch};
use rules::{Die, Inducement, MatchSetup, Prompt, Side};

const CUP_RULES: &str = "[ruleset]\nbugmans-league-cup = \"on\"\n";

fn cup_book() -> tables::Rulebook {
    common::book()
        .with_file("house-rules.toml", CUP_RULES)
        .expect("cup rules")
}

/// A team file of `count` players of `position`, with `extra` keys laid over it.
fn team_json(
    name: &str,
    roster: &str,
    position: &str,
    count: u8,
    rerolls: u8,
    extra: serde_json::Value,
) -> String {
    let players: Vec<_> = (1..=count)
        .map(|n| serde_json::json!({ "number": n, "position": position }))
        .collect();
    let mut team = serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster,
        "rerolls": rerolls, "players": players
    });
    if let (Some(team), Some(extra)) = (team.as_object_mut(), extra.as_object()) {
        team.extend(extra.clone());
    }
    team.to_string()
}

/// Eleven Halflings (330,000), two re-rolls (120,000), Deeproot Strongbranch (300,000), the
/// Master Chef at a Halfling team's 100,000 and a Bribery Agent at 100,000: 950,000.
fn halflings() -> String {
    team_json(
        "Cup Halflings",
        "halfling",
        "Halfling",
        11,
        2,
        serde_json::json!({"stars": ["Deeproot Strongbranch"], "master_chef": true,
                           "bribery_agent": true}),
    )
}

fn teams_in(ledger: &Ledger) -> usize {
    ledger.teams().map_or(usize::MAX, |t| t.len())
}

fn refusal(result: Result<ledger::Team, LedgerError>) -> String {
    match result {
        Ok(team) => panic!("{} was imported", team.name),
        Err(e) => e.to_string(),
    }
}

/// The Star Player bought for the event is a roster player (001:L467) and the Master Chef and
/// Bribery Agent are the team's staff (001:L503-L511): the file keeps them, and the team the
/// league fields for a match, read back from the file after it was closed, has Deeproot as
/// its #12, "Star Player", the Chef and one Bribe.
#[test]
fn a_cup_team_keeps_its_star_player_and_staff_in_the_database_001_l467_l503_l511() -> TestResult {
    let book = cup_book();
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    let id = {
        let mut ledger = Ledger::open(&db)?;
        ledger
            .import_team(&book, "halflings.json", &halflings())?
            .id
    };
    let ledger = Ledger::open(&db)?;
    let cup = ledger.cup_roster(id)?;
    assert_eq!(
        cup.stars,
        vec!["deeproot-strongbranch".to_string()],
        "kept by id"
    );
    assert!(cup.master_chef && cup.bribery_agent && !cup.hunchbacked_henchman);
    let team = ledger.team_setup(&book, id)?;
    assert_eq!(team.players.len(), 12, "11 Halflings and the star");
    let star = team
        .players
        .iter()
        .find(|p| p.name == "Deeproot Strongbranch")
        .ok_or("Deeproot is on the team")?;
    assert_eq!(star.position, "Star Player");
    assert_eq!(star.number, 12, "numbered after the team's players");
    assert_eq!(
        team.inducements.bought.get(Inducement::HalflingMasterChef),
        1
    );
    assert_eq!(team.inducements.bought.get(Inducement::Bribes), 1);
    Ok(())
}

/// An Undead team's Hunchbacked Henchman (001:L499-L501) is kept, and the match's team has its
/// once-a-game Regeneration re-roll (the engine's `igor`).
#[test]
fn an_undead_cup_teams_hunchbacked_henchman_is_its_igor_001_l501() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let undead = team_json(
        "Cup Undead",
        "undead",
        "Skeleton",
        11,
        2,
        serde_json::json!({"hunchbacked_henchman": true}),
    );
    let id = ledger.import_team(&book, "undead.json", &undead)?.id;
    assert!(ledger.cup_roster(id)?.hunchbacked_henchman);
    assert!(ledger.team_setup(&book, id)?.igor);
    Ok(())
}

/// Only Khemri, Necromantic, Nurgle and Undead teams may hire a Hunchbacked Henchman
/// (001:L501): a Human team's is refused with the line, and nothing is stored.
#[test]
fn a_human_teams_hunchbacked_henchman_is_refused_001_l501() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let humans = team_json(
        "Cup Humans",
        "human",
        "Lineman",
        11,
        2,
        serde_json::json!({"hunchbacked_henchman": true}),
    );
    let why = refusal(ledger.import_team(&book, "humans.json", &humans));
    assert!(
        why.contains("Hunchbacked Henchman") && why.contains("001:L501"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 0, "nothing stored");
    Ok(())
}

/// The cup's 1,300,000 buys the team and the cup records no Treasury nor Star Player Points
/// (001:L459, L1106): a cup team file bringing either is refused, nothing stored.
#[test]
fn a_cup_team_file_with_a_treasury_or_spp_is_refused_001_l1106() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let rich = team_json(
        "Cup Humans",
        "human",
        "Lineman",
        11,
        2,
        serde_json::json!({"treasury": 500000}),
    );
    let why = refusal(ledger.import_team(&book, "rich.json", &rich));
    assert!(
        why.contains("a Treasury of 500000") && why.contains("001:L459"),
        "{why}"
    );
    let mut seasoned: serde_json::Value = serde_json::from_str(&team_json(
        "Cup Humans",
        "human",
        "Lineman",
        11,
        2,
        serde_json::json!({}),
    ))?;
    seasoned["players"][1]["spp"] = serde_json::json!(10);
    let why = refusal(ledger.import_team(&book, "spp.json", &seasoned.to_string()));
    assert!(
        why.contains("10 Star Player Points") && why.contains("001:L1093"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 0, "nothing stored");
    Ok(())
}

/// Only the Star Players the team list permits (001:L467): Griff Oberwald plays for Humans, not
/// Halflings.
#[test]
fn a_star_the_team_list_does_not_permit_is_refused_001_l467() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let file = team_json(
        "Cup Halflings",
        "halfling",
        "Halfling",
        11,
        0,
        serde_json::json!({"stars": ["griff-oberwald"]}),
    );
    let why = refusal(ledger.import_team(&book, "halflings.json", &file));
    assert!(
        why.contains("Griff Oberwald") && why.contains("001:L467"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 0);
    Ok(())
}

/// The Master Chef costs a team other than Halflings 300,000 (001:L505): eleven Human Linemen
/// (550,000), three re-rolls (150,000), Griff Oberwald (320,000) and the Chef come to
/// 1,320,000, over the 1,300,000 treasury (001:L459); at a Halfling team's 100,000 they would
/// fit.
#[test]
fn a_human_teams_master_chef_at_300000_takes_it_over_the_treasury_001_l459_l505() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let file = team_json(
        "Cup Humans",
        "human",
        "Lineman",
        11,
        3,
        serde_json::json!({"stars": ["Griff Oberwald"], "master_chef": true}),
    );
    let why = refusal(ledger.import_team(&book, "humans.json", &file));
    assert!(
        why.contains("it costs 1320000 gold pieces") && why.contains("001:L459"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 0);
    Ok(())
}

/// Outside the cup a league team keeps no Star Player on its roster and none of the cup's
/// staff (001:L467, L499-L511; a league match induces them, 004:L2730-L2778): the file is
/// refused, saying how to import it as a cup team, and nothing is stored.
#[test]
fn outside_the_cup_a_team_file_with_cup_stars_or_staff_is_refused_001_l467_l503() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let why = refusal(ledger.import_team(common::book(), "halflings.json", &halflings()));
    assert!(
        why.contains("Deeproot Strongbranch as a Star Player on its roster")
            && why.contains("a Halfling Master Chef")
            && why.contains("bugmans-league-cup"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 0);
    Ok(())
}

/// A cup team picked for a match not played under the cup's rules is refused with the reason:
/// its star and staff are the cup's only (001:L467, L503-L511).
#[test]
fn a_cup_team_outside_the_cup_is_refused_for_a_match_001_l467() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(&cup_book(), "halflings.json", &halflings())?
        .id;
    let Err(why) = ledger.team_setup(common::book(), id) else {
        panic!("a cup team fielded outside the cup");
    };
    assert!(matches!(why, LedgerError::CupTeam { .. }), "{why}");
    assert!(why.to_string().contains("bugmans-league-cup"), "{why}");
    Ok(())
}

/// The Halflings (with Deeproot, their Chef and their Agent) against plain Orcs, as a cup
/// match of the league's teams, started on `ledger`; the Halflings' id.
fn cup_match(
    ledger: &mut Ledger,
    book: &tables::Rulebook,
) -> Result<(ledger::OpenMatch, i64), Box<dyn std::error::Error>> {
    let halflings = ledger.import_team(book, "halflings.json", &halflings())?;
    let orcs = team_json("Cup Orcs", "orc", "Lineman", 11, 2, serde_json::json!({}));
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
    let open = ledger.start_match(&start)?;
    Ok((open, halflings.id))
}

/// The star is the team's for the event (001:L467): a cup match of league teams with him plays
/// to its end, its post-match sequence (one improvement each, 001:L1093-L1096) is recorded,
/// and the team the league fields for its next match still has Deeproot as #12 and its Chef
/// and Agent.
#[test]
fn a_cup_teams_star_and_staff_stay_on_its_roster_after_a_recorded_match_001_l467() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let (mut open, halflings) = cup_match(&mut ledger, &book)?;
    let mut feed = common::Feeder::new(21);
    while !matches!(open.game().prompt(), Prompt::MatchOver { .. }) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let setup = ledger.post_match_setup(&book, &open)?;
    let mut post = PostMatch::new(setup.clone(), &book)?;
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
            // A 3: a skill of his Normal categories (001:L1095): Agility for a Halfling,
            // General for an Orc Lineman.
            Ask::Improve { .. } => Answer::Improve(Improvement::Skill(
                if side == Side::Home {
                    "Sprint"
                } else {
                    "Block"
                }
                .into(),
            )),
        };
        post.answer(answer, &book)?;
    }
    assert_eq!(post.ask(), Ask::Done);
    ledger.record_result(&book, &open, &setup, post.outcome())?;
    let next = ledger.team_setup(&book, halflings)?;
    assert!(
        next.players
            .iter()
            .any(|p| p.number == 12 && p.name == "Deeproot Strongbranch"),
        "Deeproot is still the team's #12"
    );
    assert_eq!(
        next.inducements.bought.get(Inducement::HalflingMasterChef),
        1
    );
    assert_eq!(next.inducements.bought.get(Inducement::Bribes), 1);
    Ok(())
}

/// The match started from the league's teams plays the Master Chef: his 3D6 is asked for the
/// Halflings at the start of the first half (001:L505).
#[test]
fn a_league_cup_match_asks_the_master_chefs_roll_at_the_half_001_l505() -> TestResult {
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let (mut open, _) = cup_match(&mut ledger, &book)?;
    let mut feed = common::Feeder::new(3);
    for _ in 0..40 {
        if let Prompt::Roll(roll) = open.game().prompt()
            && roll.roll == "Halfling Master Chef"
        {
            assert_eq!(roll.side, Side::Home, "the Halflings' Chef");
            assert_eq!(roll.dice.len(), 3, "3D6");
            assert_eq!(open.game().state().half, 1);
            return Ok(());
        }
        let input = feed.next(open.game()).ok_or("the match ended")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    Err("the Master Chef's roll was never asked".into())
}

/// Bugman's Sponsorship upgrades one player with Leader (001:L483): under the cup's rules a
/// Goblin team with Leader on #1 is imported and fields him with it; with Leader on #1 and #2
/// it is refused, and nothing more is stored.
#[test]
fn bugmans_sponsorship_gives_leader_to_one_player_only_001_l483() -> TestResult {
    let goblins = |leaders: &[usize]| {
        let mut players: Vec<serde_json::Value> = (1..=11)
            .map(|n| serde_json::json!({ "number": n, "position": "Goblin" }))
            .collect();
        for &i in leaders {
            players[i]["skills"] = serde_json::json!(["Leader"]);
        }
        serde_json::json!({"name": format!("Cup Goblins {}", leaders.len()), "coach": "Snik",
            "roster": "goblin", "rerolls": 1, "players": players})
        .to_string()
    };
    let book = cup_book();
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(&book, "goblins.json", &goblins(&[0]))?
        .id;
    let team = ledger.team_setup(&book, id)?;
    let one = team.players.iter().find(|p| p.number == 1).ok_or("#1")?;
    assert!(one.skills.iter().any(|s| s == "leader"), "{:?}", one.skills);
    let why = refusal(ledger.import_team(&book, "two.json", &goblins(&[0, 1])));
    assert!(
        why.contains("2 players gain Leader") && why.contains("001:L483"),
        "{why}"
    );
    assert_eq!(teams_in(&ledger), 1, "only the first team");
    Ok(())
}
