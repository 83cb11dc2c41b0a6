//! No skill ignored in silence: `nuffle skill` and `nuffle match run` say which skills the
//! engine does not rule, so the referee applies them by hand.

mod common;

use common::{nuffle, text};

#[test]
fn nuffle_skill_says_whether_the_engine_rules_it() -> std::io::Result<()> {
    let unruled = text(&nuffle(&["skill", "secret weapon"])?.stdout);
    assert!(
        unruled.contains("the engine: not ruled: apply it by hand"),
        "{unruled}"
    );
    let block = text(&nuffle(&["skill", "block"])?.stdout);
    assert!(block.contains("the engine rules it"), "{block}");
    let json = text(&nuffle(&["skill", "secret weapon", "--json"])?.stdout);
    assert!(
        json.contains(r#""ruled": "not ruled: apply it by hand""#),
        "{json}"
    );
    Ok(())
}

#[test]
fn a_match_script_names_the_skills_the_engine_does_not_rule() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let script = dir.path().join("dwarf.jsonl");
    // A Dwarf Blocker (Block, Tackle, Thick Skull), a Troll Slayer (Block, Dauntless, Frenzy,
    // Thick Skull) and a Deathroller (Secret Weapon …), 004's Dwarf team list.
    std::fs::write(
        &script,
        r#"{"setup": {"home": {"roster": {"name": "Dwarfs", "roster": "dwarf", "rerolls": 2, "players": [{"number": 1, "position": "Blocker"}, {"number": 2, "position": "Troll Slayer"}, {"number": 3, "position": "Deathroller"}]}}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}
"#,
    )?;
    let out = nuffle(&["match", "run", &script.to_string_lossy()])?;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("secret-weapon: not ruled: apply it by hand"),
        "{stdout}"
    );
    // Dirty Player and Dauntless are ruled: not listed.
    assert!(!stdout.contains("dirty-player:"), "{stdout}");
    assert!(!stdout.contains(": block:"), "Block is ruled: {stdout}");
    assert!(!stdout.contains(": tackle:"), "Tackle is ruled: {stdout}");
    assert!(
        !stdout.contains("dauntless:"),
        "Dauntless is ruled: {stdout}"
    );
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
            "apothecary",
            r#"{"setup": {"home": {"roster": {"name": "Reavers", "roster": "human", "rerolls": 2, "apothecary": true, "players": [{"number": 1, "position": "Lineman"}]}}, "away": {"quick_start": "orc-quick-start"}}}"#,
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
