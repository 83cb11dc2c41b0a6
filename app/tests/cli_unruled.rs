//! No skill ignored in silence: `nuffle skill` and `nuffle match run` say which skills the
//! engine does not rule, so the referee applies them by hand.

use crate::common;

use common::{nuffle, text};

/// A house-rules file that adds a skill of its own, which the engine cannot know.
const HOUSE_SKILL: &str = r#"
[[skill]]
id = "house-bite"
name = "House Bite"
category = "Extraordinary"
effect = "A league's own skill."
source = "house rules"
"#;

#[test]
fn nuffle_skill_says_whether_the_engine_rules_it() -> std::io::Result<()> {
    // Every skill of the rulebook is ruled (004:L9780-L10782): Secret Weapon too.
    let ruled = text(&nuffle(&["skill", "secret weapon"])?.stdout);
    assert!(ruled.contains("the engine rules it"), "{ruled}");
    let json = text(&nuffle(&["skill", "secret weapon", "--json"])?.stdout);
    assert!(json.contains(r#""ruled": true"#), "{json}");
    let all = text(&nuffle(&["skill"])?.stdout);
    assert!(!all.contains("not ruled"), "{all}");
    // A house rule's own skill is not: the referee is told to apply it by hand.
    let dir = tempfile::tempdir()?;
    let rules = dir.path().join("house.toml");
    std::fs::write(&rules, HOUSE_SKILL)?;
    let rules = rules.to_string_lossy();
    let house = text(&nuffle(&["skill", "house bite", "--rules", &rules])?.stdout);
    assert!(house.contains("the engine: "), "{house}");
    assert!(!house.contains("the engine rules it"), "{house}");
    Ok(())
}

#[test]
fn a_match_script_names_the_skills_the_engine_does_not_rule() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let rules = dir.path().join("house.toml");
    std::fs::write(&rules, HOUSE_SKILL)?;
    let script = dir.path().join("dwarf.jsonl");
    // A Dwarf Blocker given the house skill, a Troll Slayer and a Deathroller (Secret Weapon
    // and Ball & Chain's cousins, all ruled), 004's Dwarf team list.
    std::fs::write(
        &script,
        r#"{"setup": {"home": {"roster": {"name": "Dwarfs", "roster": "dwarf", "rerolls": 2, "players": [{"number": 1, "position": "Blocker", "skills": ["House Bite"]}, {"number": 2, "position": "Troll Slayer"}, {"number": 3, "position": "Deathroller"}]}}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}
"#,
    )?;
    let out = nuffle(&[
        "match",
        "run",
        &script.to_string_lossy(),
        "--rules",
        &rules.to_string_lossy(),
    ])?;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("house-bite: "), "{stdout}");
    // The rulebook's skills are all ruled: none listed.
    for ruled in [
        "secret-weapon:",
        "dauntless:",
        ": block:",
        ": tackle:",
        "frenzy:",
    ] {
        assert!(!stdout.contains(ruled), "{ruled} is ruled: {stdout}");
    }
    Ok(())
}

/// A league match whose Dwarf team hired Kari Coldsteel and a Runesmith: every inducement is
/// ruled whole (Kari's drive too, 004:L3162-L3176), so the script run names neither to apply
/// by hand, in text or in JSON.
#[test]
fn a_match_script_names_no_inducement_to_apply_by_hand_004_l3162() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let rules = dir.path().join("league.toml");
    std::fs::write(&rules, "[ruleset]\nleague = \"on\"\n")?;
    let script = dir.path().join("dwarf.jsonl");
    let linemen: Vec<String> = (1..=11)
        .map(|n| format!(r#"{{"number": {n}, "position": "Blocker"}}"#))
        .collect();
    std::fs::write(
        &script,
        format!(
            r#"{{"setup": {{"home": {{"roster": {{"name": "Grudge Bearers", "roster": "dwarf", "rerolls": 2, "players": [{}], "team_value": 1000000, "inducements": {{"treasury": 200000, "runesmith": true, "coaching_staff": ["Kari Coldsteel"]}}}}}}, "away": {{"quick_start": "orc-quick-start"}}, "kicking": "away", "weather": "nice", "league": {{}}}}}}
"#,
            linemen.join(", ")
        ),
    )?;
    for json in [false, true] {
        let mut args = vec![
            "match".to_string(),
            "run".into(),
            script.to_string_lossy().into_owned(),
            "--rules".into(),
            rules.to_string_lossy().into_owned(),
        ];
        if json {
            args.push("--json".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = nuffle(&args)?;
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(!stdout.contains(r#""inducement":"#), "ruled: {stdout}");
        assert!(!stdout.contains("Kari Coldsteel:"), "ruled: {stdout}");
        assert!(!stdout.contains("Runesmith"), "ruled: {stdout}");
    }
    Ok(())
}

#[test]
fn a_setup_key_the_format_does_not_know_is_refused_with_its_name() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    for (key, json) in [
        (
            "cheerleader",
            r#"{"setup": {"home": {"roster": {"name": "Reavers", "roster": "human", "rerolls": 2, "cheerleader": 5, "players": [{"number": 1, "position": "Lineman"}]}}, "away": {"quick_start": "orc-quick-start"}}}"#,
        ),
        (
            "apothecarys",
            r#"{"setup": {"home": {"roster": {"name": "Reavers", "roster": "human", "rerolls": 2, "apothecarys": true, "players": [{"number": 1, "position": "Lineman"}]}}, "away": {"quick_start": "orc-quick-start"}}}"#,
        ),
        (
            "skils",
            r#"{"setup": {"home": {"roster": {"name": "Reavers", "roster": "human", "rerolls": 2, "players": [{"number": 1, "position": "Lineman", "skils": ["Block"]}]}}, "away": {"quick_start": "orc-quick-start"}}}"#,
        ),
        (
            "wether",
            r#"{"setup": {"home": {"quick_start": "human-quick-start"}, "away": {"quick_start": "orc-quick-start"}, "wether": "nice"}}"#,
        ),
    ] {
        let script = dir.path().join(format!("{key}.jsonl"));
        std::fs::write(&script, format!("{json}\n"))?;
        let out = nuffle(&["match", "run", &script.to_string_lossy()])?;
        let stderr = text(&out.stderr);
        assert!(!out.status.success(), "{key}: accepted");
        assert!(
            stderr.contains(&format!("unknown field `{key}`")) && stderr.contains("line 1"),
            "{key}: {stderr}"
        );
    }
    Ok(())
}

/// A league's `[ruleset]` turning on Match Events (004:L3920-L4580), not ruled, and the
/// stadiums (004:L3585-L3806), ruled in part (Uncovered Trapdoors by hand): the script's first lines say so, with the choice and
/// the seed lines, as text and as JSON; a ruled option turned on (Piling On) is not named.
#[test]
fn a_match_script_names_the_ruleset_options_the_engine_does_not_rule() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let rules = dir.path().join("league.toml");
    std::fs::write(
        &rules,
        "[ruleset]\nstadiums = \"on\"\nmatch-events = \"on\"\npiling-on = \"on\"\n",
    )?;
    let script = dir.path().join("box.jsonl");
    std::fs::write(
        &script,
        r#"{"setup": {"home": {"quick_start": "human-quick-start"}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}
"#,
    )?;
    let (script, rules) = (script.to_string_lossy(), rules.to_string_lossy());
    let out = nuffle(&["--rules", &rules, "match", "run", &script])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "Match events (004:L3920-L4580, \"on\"): not ruled by Nuffle: apply it by hand"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("Stadium attributes (004:L3585-L3806, \"on\"): ruled in part: "),
        "{stdout}"
    );
    assert!(!stdout.contains("Piling On skill ("), "{stdout}");
    let json = text(&nuffle(&["--rules", &rules, "match", "run", "--json", &script])?.stdout);
    let options: Vec<String> = json
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["unruled"]["option"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(options, ["stadiums", "match-events"]);
    Ok(())
}

/// A Star Player both teams hired plays for neither (004:L3109-L3112): `match run` says so
/// after the setup line, where he would otherwise be missing from both line-ups unexplained.
#[test]
fn a_match_script_says_a_star_both_teams_hired_plays_for_neither_004_l3110() -> std::io::Result<()>
{
    let dir = tempfile::tempdir()?;
    let script = dir.path().join("stars.jsonl");
    std::fs::write(
        &script,
        r#"{"setup": {"home": {"roster": {"name": "Reikland", "roster": "human", "rerolls": 2, "players": [{"number": 1, "position": "Lineman"}], "stars": [{"star": "Morg 'n' Thorg"}]}}, "away": {"roster": {"name": "Gouged Eye", "roster": "orc", "rerolls": 2, "players": [{"number": 1, "position": "Lineman"}], "stars": [{"star": "Morg 'n' Thorg"}]}}, "kicking": "away", "weather": "nice"}}
"#,
    )?;
    let out = nuffle(&["match", "run", &script.to_string_lossy()])?;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("Morg 'n' Thorg was hired by both teams: neither may use him"),
        "{stdout}"
    );
    let json = text(&nuffle(&["match", "run", "--json", &script.to_string_lossy()])?.stdout);
    assert!(
        json.contains(r#""setup_ruling":"Morg 'n' Thorg was hired"#),
        "{json}"
    );
    Ok(())
}
