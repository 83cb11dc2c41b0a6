//! The 30 team lists of the 2016 compilation (seed 004), as a whole.

fn book() -> &'static tables::Rulebook {
    tables::builtin().unwrap_or_else(|e| panic!("built-in data: {e}"))
}

#[test]
fn thirty_compilation_team_lists_and_two_box_lists_004_l10813_l10819() {
    let compiled = book()
        .rosters()
        .iter()
        .filter(|r| r.source.starts_with("004:"))
        .count();
    assert_eq!((compiled, book().rosters().len()), (30, 32));
}

#[test]
fn every_team_list_can_field_eleven_players_004_l1045_l1058() {
    for roster in book().rosters() {
        let most: u32 = roster.positions.iter().map(|p| u32::from(p.max)).sum();
        assert!(most >= 11, "{} can hire only {most}", roster.name);
        assert_eq!(roster.reroll_max, 8, "{}", roster.name);
    }
}

#[test]
fn no_apothecary_for_khemri_necromantic_nurgle_undead_004_l1115_l1117() {
    let without: Vec<&str> = book()
        .rosters()
        .iter()
        .filter(|r| !r.apothecary)
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(without, ["Khemri", "Necromantic", "Nurgle", "Undead"]);
}

#[test]
fn gutter_runner_profile_and_weeping_dagger_004_l11195() {
    let runner = tables::roster("skaven")
        .ok()
        .and_then(|r| r.position("Gutter Runner"));
    let profile = runner.map(|p| (p.cost, p.ma, p.st, p.ag, p.av, p.skills.clone()));
    assert_eq!(
        profile,
        Some((
            80_000,
            9,
            2,
            4,
            7,
            vec!["Dodge".into(), "Weeping Dagger".into()]
        ))
    );
}

#[test]
fn costs_the_source_misprints_carry_a_note() {
    let cd = tables::roster("Chaos Dwarf").ok();
    let hobgoblin = cd.and_then(|r| r.position("Hobgoblin"));
    assert_eq!(hobgoblin.map(|p| p.cost), Some(40_000));
    assert!(hobgoblin.is_some_and(|p| p.note.is_some()));
}

#[test]
fn a_house_roster_whose_name_is_taken_is_refused() {
    let house = "[[roster]]\nid = \"orcs-of-the-north\"\nname = \"ORC\"\nsource = \"house\"\n\
                 reroll_cost = 1\nreroll_max = 8\nreroll_source = \"house\"\napothecary = true\n\
                 apothecary_source = \"house\"\nposition = []\n";
    let files = [
        (
            "rosters-2016.toml",
            include_str!("../data/rosters-2016.toml"),
        ),
        ("house.toml", house),
    ];
    let err = tables::Rulebook::from_files(&files).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        shown.starts_with("house.toml: team list \"ORC\""),
        "{shown}"
    );
}

#[test]
fn only_necromantic_and_undead_have_a_necromancer_004_l1095_l1106() {
    let with: Vec<&str> = book()
        .rosters()
        .iter()
        .filter(|r| r.special_rules.iter().any(|s| s.starts_with("Necromancer")))
        .map(|r| r.id.as_str())
        .collect();
    assert_eq!(with, ["necromantic", "undead"]);
}

/// The box's lists are of the Human and Orc races (000:L848-L870): they take what the
/// compendium's race lists grant those teams; a list naming a race no team list is refused.
#[test]
fn the_box_lists_are_human_and_orc_teams_000_l848() {
    let book = book();
    assert_eq!(book.race_of("orc-2016-box"), "orc");
    assert_eq!(book.race_of("Human (2016 box)"), "human");
    assert_eq!(book.race_of("orc"), "orc");
    let bad = book.with_file(
        "league.toml",
        r#"
[[roster]]
id = "orc-2016-box"
name = "Orc (2016 box)"
race = "ork"
source = "our league"
reroll_cost = 60000
reroll_max = 8
reroll_source = "our league"
apothecary = true
apothecary_source = "our league"

[[roster.position]]
name = "Lineman"
max = 16
cost = 50000
ma = 5
st = 3
ag = 3
av = 9
skills = []
normal = "G"
double = "ASP"
source = "our league"
access_source = "our league"
"#,
    );
    let refused = bad.expect_err("a race that is no team list");
    assert!(refused.to_string().contains("race \"ork\""), "{refused}");
}
