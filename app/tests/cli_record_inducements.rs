//! A league match waiting for its inducements after the Referee roll (004:L2676-L2682),
//! continued from the command line: `nuffle match record --match` buys them with a
//! `choose_inducements` line, through the same path as the window's Inducements panel, in a
//! real SQLite file. The gold is the gap in Team Value plus what the Treasury adds
//! (004:L2738-L2757); a Bribe is 100,000 (004:L2761).

use crate::common;

use common::{nuffle, text};
use rules::{DiceRoll, Die, Inducement, InducementsChosen, Input, Side};

const HOUSE: &str = "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n";

fn d6(values: &[u8]) -> Input {
    Input::Dice(DiceRoll::manual(
        values.iter().map(|v| Die::D6(*v)).collect::<Vec<_>>(),
    ))
}

/// A team file of eleven Human Linemen with `treasury` in the bank.
fn team_file(name: &str, treasury: u32) -> anyhow::Result<String> {
    let mut team: serde_json::Value =
        serde_json::from_str(&common::team(name, "human", &[("Lineman", 11)], 0))?;
    team["treasury"] = treasury.into();
    Ok(team.to_string())
}

/// Two equal Human teams in a league database (no gap in Team Value, so the only gold is the
/// Treasury each adds): the Reavers with `reavers` in the bank, the Raiders with none; a match
/// between them started as the window starts one, its Weather (7, Nice), Stadium (8, Standard)
/// and Referee (7, a standard referee) rolled, waiting for the inducements. Its id.
fn waiting_match(db: &std::path::Path, reavers: u32) -> anyhow::Result<i64> {
    let book = tables::builtin()?.with_file("league.toml", HOUSE)?;
    let mut ledger = ledger::Ledger::open(db)?;
    let home = ledger.import_team(&book, "h.json", &team_file("Reavers", reavers)?)?;
    let away = ledger.import_team(&book, "a.json", &team_file("Raiders", 0)?)?;
    let spec = rules::SetupSpec {
        home: ledger.league_team_spec(&book, home.id)?,
        away: ledger.league_team_spec(&book, away.id)?,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(rules::LeagueSpec::default()),
    };
    let mut setup = spec.build(&book)?;
    if let Some(league) = setup.league.as_mut() {
        league.inducements_chosen = InducementsChosen::AfterReferee;
    }
    let mut open = ledger.start_match(&ledger::MatchStart {
        label: ledger::NewMatch {
            home_team: home.name.clone(),
            away_team: away.name.clone(),
            ruleset: "league".into(),
        },
        setup,
        house_rules: Some(HOUSE.into()),
        teams: Some((home.id, away.id)),
        season_id: None,
        friendly: false,
    })?;
    open.apply(&mut ledger, d6(&[3, 4]), "test")?; // Weather 7: Nice
    open.apply(&mut ledger, d6(&[4, 4]), "test")?; // Stadium 8: Standard
    open.apply(&mut ledger, d6(&[3, 4]), "test")?; // Referee 7: a standard referee
    assert_eq!(
        open.game().choosing_inducements().map(|c| c.chosen),
        Some(false),
        "the match waits for its inducements"
    );
    let id = open.id();
    open.release(&mut ledger)?;
    Ok(id)
}

fn record(
    dir: &std::path::Path,
    db: &std::path::Path,
    id: i64,
    line: &str,
) -> anyhow::Result<std::process::Output> {
    let script = dir.join("buy.jsonl");
    std::fs::write(&script, format!("{line}\n"))?;
    Ok(nuffle(&[
        "match",
        "record",
        &script.display().to_string(),
        "--match",
        &id.to_string(),
        "--db",
        &db.display().to_string(),
    ])?)
}

#[test]
fn a_bribe_bought_from_the_treasury_at_the_choosing_004_l2676_l2754() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let id = waiting_match(&db, 150_000)?;
    // No gap in Team Value: the Bribe's 100,000 can only come from the Reavers' Treasury.
    let out = record(
        dir.path(),
        &db,
        id,
        r#"{"choose_inducements":{"home":{"inducements":{"bribes":1}},"away":{}}}"#,
    )?;
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}{}", text(&out.stderr));
    assert!(said.contains("1 Bribe"), "what was bought is said: {said}");

    let mut ledger = ledger::Ledger::open(&db)?;
    let (stored, _) = ledger.match_setup(id)?;
    let league = stored
        .league
        .ok_or_else(|| anyhow::anyhow!("a league match"))?;
    assert_eq!(league.spent, [100_000, 0]);
    assert_eq!(league.from_treasury, [100_000, 0], "paid from the Treasury");
    assert_eq!(league.inducements_chosen, InducementsChosen::Chosen);
    let mut open = ledger.open_match(id)?;
    assert_eq!(
        open.game()
            .state()
            .team(Side::Home)
            .inducements
            .get(Inducement::Bribes),
        1
    );
    assert!(
        open.game().choosing_inducements().is_none(),
        "the match went on"
    );
    open.release(&mut ledger)?;
    Ok(())
}

#[test]
fn more_than_the_gold_is_refused_and_nothing_written_004_l2749() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let id = waiting_match(&db, 150_000)?;
    let before = ledger::Ledger::open(&db)?.open_match(id)?.last_seq();
    // Two Bribes are 200,000; the Reavers have 150,000 and no gap gold.
    let out = record(
        dir.path(),
        &db,
        id,
        r#"{"choose_inducements":{"home":{"inducements":{"bribes":2}}}}"#,
    )?;
    assert!(!out.status.success(), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(
        err.contains("line 1") && err.contains("nothing from this line on was recorded"),
        "{err}"
    );
    let mut ledger = ledger::Ledger::open(&db)?;
    let mut open = ledger.open_match(id)?;
    assert_eq!(open.last_seq(), before, "nothing appended");
    assert_eq!(
        open.game().choosing_inducements().map(|c| c.chosen),
        Some(false),
        "still waiting for the inducements"
    );
    open.release(&mut ledger)?;
    Ok(())
}

#[test]
fn a_purchase_naming_a_treasury_is_refused_with_why_004_l2750() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let id = waiting_match(&db, 150_000)?;
    let out = record(
        dir.path(),
        &db,
        id,
        r#"{"choose_inducements":{"home":{"inducements":{"treasury":500000,"bribes":3}}}}"#,
    )?;
    assert!(!out.status.success(), "{}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains("Treasury in the league is put in"),
        "{}",
        text(&out.stderr)
    );
    // A misspelt key is refused with the line's shape, not read as nothing bought.
    let out = record(
        dir.path(),
        &db,
        id,
        r#"{"choose_inducements":{"home":{"bribe":1}}}"#,
    )?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not a choose_inducements line")
            && text(&out.stderr).contains("docs/ledger.md"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}

#[test]
fn a_star_player_hired_at_the_choosing_takes_his_shirt_004_l3094_l9279() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    // Griff Oberwald plays for Human teams at 320,000 (004:L9279); the Reavers have 330,000.
    let id = waiting_match(&db, 330_000)?;
    let out = record(
        dir.path(),
        &db,
        id,
        r#"{"choose_inducements":{"home":{"stars":[{"star":"Griff Oberwald","numbers":[20]}]}}}"#,
    )?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Griff Oberwald"),
        "{}",
        text(&out.stdout)
    );

    let mut ledger = ledger::Ledger::open(&db)?;
    let (stored, _) = ledger.match_setup(id)?;
    let league = stored
        .league
        .ok_or_else(|| anyhow::anyhow!("a league match"))?;
    assert_eq!(league.spent, [320_000, 0]);
    assert_eq!(league.from_treasury, [320_000, 0]);
    let mut open = ledger.open_match(id)?;
    let griff = open
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id.side == Side::Home && p.profile.number == 20)
        .map(|p| p.profile.name.clone());
    assert_eq!(griff.as_deref(), Some("Griff Oberwald"), "#20 is the star");
    open.release(&mut ledger)?;
    Ok(())
}
