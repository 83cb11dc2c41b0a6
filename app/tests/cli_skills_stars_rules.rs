//! `nuffle skill`, `nuffle star` and `--rules FILE`, run as a real process.

use crate::common;

use common::{nuffle, text};

#[test]
fn skill_answers_with_category_effect_and_source_004_l10367() -> std::io::Result<()> {
    let out = nuffle(&["skill", "mighty blow"])?;
    assert!(out.status.success());
    let shown = text(&out.stdout);
    assert!(shown.starts_with("Mighty Blow (Strength)"), "{shown}");
    assert!(shown.contains("(004:L10367-L10373)"), "{shown}");
    Ok(())
}

#[test]
fn an_unknown_skill_fails_and_suggests_the_nearest() -> std::io::Result<()> {
    let out = nuffle(&["skill", "Migthy Blow"])?;
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("did you mean Mighty Blow"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}

#[test]
fn star_json_says_who_may_hire_and_on_what_basis_004_l9279() -> std::io::Result<()> {
    let out = nuffle(&["star", "Griff Oberwald", "--json"])?;
    assert!(out.status.success());
    let value: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(std::io::Error::other)?;
    assert_eq!(value["cost"], 320_000);
    assert_eq!(value["source"], "004:L9279-L9286");
    let bretonnia = value["hired_by"]
        .as_array()
        .and_then(|h| h.iter().find(|e| e["team"] == "bretonnia"));
    assert_eq!(
        bretonnia.map(|e| e["basis"].clone()),
        Some("roster-page-only".into())
    );
    Ok(())
}

#[test]
fn star_text_names_the_duo_models_004_l9088() -> std::io::Result<()> {
    let out = nuffle(&["star", "grotty"])?;
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("Brick Far'th & Grotty — 290000 gold (004:L9088"),
        "{shown}"
    );
    assert!(
        shown.contains("Grotty") && shown.contains("MA 6 ST 2 AG 4 AV 7"),
        "{shown}"
    );
    Ok(())
}

#[test]
fn a_house_rules_file_changes_the_answer() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("league.toml");
    std::fs::write(
        &path,
        "[[skill]]\nid = \"mighty-blow\"\nname = \"Mighty Blow\"\ncategory = \"General\"\n\
         effect = \"House: +1 Armour only.\"\nsource = \"league rule 3\"\n",
    )?;
    let rules = path.to_string_lossy().into_owned();
    let out = nuffle(&["--rules", &rules, "skill", "mighty blow"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("Mighty Blow (General) — House"),
        "{}",
        text(&out.stdout)
    );
    Ok(())
}

#[test]
fn a_malformed_house_rules_file_names_its_line_and_applies_nothing() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("league.toml");
    std::fs::write(&path, "[ruleset]\npiling-on = true\n")?;
    let rules = path.to_string_lossy().into_owned();
    let out = nuffle(&["--rules", &rules, "skill", "mighty blow"])?;
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let shown = text(&out.stderr);
    assert!(shown.contains("league.toml:2:"), "{shown}");
    assert!(shown.contains("house rules were not applied"), "{shown}");
    Ok(())
}

#[test]
fn a_missing_house_rules_file_is_a_clear_error() -> std::io::Result<()> {
    let out = nuffle(&["--rules", "/no/such/league.toml", "roster"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("cannot read the house rules file /no/such/league.toml"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}
