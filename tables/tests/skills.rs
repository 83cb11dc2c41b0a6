//! The skill list (004:L9780-L10782) and its categories (004:L9852-L9971).

use std::collections::BTreeMap;

use tables::{Rulebook, SkillCategory, TablesError};

fn book() -> &'static Rulebook {
    tables::builtin().unwrap_or_else(|e| panic!("built-in data: {e}"))
}

#[test]
fn eighty_one_skills_14_g_10_a_10_s_7_p_10_m_30_e_004_l9852_l9971() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for skill in book().skills() {
        *counts.entry(format!("{:?}", skill.category)).or_default() += 1;
    }
    let expected: BTreeMap<String, usize> = [
        ("General", 14),
        ("Agility", 10),
        ("Strength", 10),
        ("Passing", 7),
        ("Mutation", 10),
        ("Extraordinary", 30),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    assert_eq!(counts, expected);
}

#[test]
fn mighty_blow_is_strength_and_found_in_any_case_004_l10367() {
    for spelling in ["Mighty Blow", "mighty blow", "MIGHTY-BLOW", "mighty-blow"] {
        let skill = tables::skill(spelling).map(|s| (s.id.as_str(), s.category));
        assert_eq!(
            skill,
            Ok(("mighty-blow", SkillCategory::Strength)),
            "{spelling}"
        );
    }
}

#[test]
fn claw_and_claws_are_one_skill_004_l10068() {
    let claw = tables::skill("Claw").map(|s| s.id.as_str());
    let claws = tables::skill("Claws").map(|s| s.id.as_str());
    assert_eq!((claw, claws), (Ok("claws"), Ok("claws")));
}

#[test]
fn weeping_blade_is_weeping_dagger_004_l11195() {
    assert_eq!(
        tables::skill("Weeping Blade").map(|s| s.id.as_str()),
        Ok("weeping-dagger")
    );
}

#[test]
fn a_misspelt_skill_suggests_the_nearest() {
    match tables::skill("Migthy Blow") {
        Err(TablesError::NotFound { nearest, .. }) => {
            assert_eq!(nearest.first().map(String::as_str), Some("Mighty Blow"));
        }
        other => panic!("expected a miss, got {other:?}"),
    }
}

#[test]
fn every_skill_a_position_or_star_starts_with_exists() {
    let positions = book()
        .rosters()
        .iter()
        .flat_map(|r| r.positions.iter().flat_map(|p| p.skills.iter()));
    let stars = book()
        .stars()
        .iter()
        .flat_map(|s| s.players.iter().flat_map(|p| p.skills.iter()));
    let mut named = 0;
    for skill in positions.chain(stars) {
        assert!(book().skill(skill).is_ok(), "{skill}");
        named += 1;
    }
    assert!(named > 400, "only {named} skills named");
}

#[test]
fn only_piling_on_needs_a_ruleset_option_004_l9897() {
    let optional: Vec<&str> = book()
        .skills()
        .iter()
        .filter(|s| s.option.is_some())
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(optional, ["Piling On"]);
}

#[test]
fn a_house_position_with_an_unknown_skill_is_refused() {
    let house = "[[roster]]\nid = \"goons\"\nname = \"Goons\"\nsource = \"house\"\n\
                 reroll_cost = 1\nreroll_max = 8\nreroll_source = \"house\"\napothecary = true\n\
                 apothecary_source = \"house\"\n[[roster.position]]\nname = \"Goon\"\nmax = 16\n\
                 cost = 1\nma = 6\nst = 3\nag = 3\nav = 8\nskills = [\"Migthy Blow\"]\n\
                 normal = \"G\"\ndouble = \"S\"\nsource = \"house\"\naccess_source = \"house\"\n";
    let err = book().with_file("house.toml", house).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        shown.starts_with("house.toml: Goons Goon starts with an unknown skill")
            && shown.contains("did you mean Mighty Blow"),
        "{shown}"
    );
}
