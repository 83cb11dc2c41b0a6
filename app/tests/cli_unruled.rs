//! No skill ignored in silence: `nuffle skill` and `nuffle match run` say which skills the
//! engine does not rule, so the referee applies them by hand.

mod common;

use common::{nuffle, text};

#[test]
fn nuffle_skill_says_whether_the_engine_rules_it() -> std::io::Result<()> {
    let leap = text(&nuffle(&["skill", "leap"])?.stdout);
    assert!(
        leap.contains("the engine: not ruled: apply it by hand"),
        "{leap}"
    );
    let block = text(&nuffle(&["skill", "block"])?.stdout);
    assert!(block.contains("the engine rules it"), "{block}");
    let json = text(&nuffle(&["skill", "leap", "--json"])?.stdout);
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
    // Thick Skull) and a Deathroller (Break Tackle, Secret Weapon … ), 004's Dwarf team list.
    std::fs::write(
        &script,
        r#"{"setup": {"home": {"roster": {"name": "Dwarfs", "roster": "dwarf", "rerolls": 2, "players": [{"number": 1, "position": "Blocker"}, {"number": 2, "position": "Troll Slayer"}, {"number": 3, "position": "Deathroller"}]}}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}
"#,
    )?;
    let out = nuffle(&["match", "run", &script.to_string_lossy()])?;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    for line in [
        "break-tackle: not ruled: apply it by hand",
        "secret-weapon: not ruled: apply it by hand",
        "tackle: ruled in part",
    ] {
        assert!(stdout.contains(line), "missing {line:?} in {stdout}");
    }
    assert!(!stdout.contains(": block:"), "Block is ruled: {stdout}");
    assert!(
        !stdout.contains("dauntless:"),
        "Dauntless is ruled: {stdout}"
    );
    Ok(())
}
