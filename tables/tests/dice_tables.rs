//! The typed table lookups, with rolls chosen at the edges where a wrong band would show.

use tables::TablesError;

fn result(row: Result<&'static tables::TableRow, TablesError>) -> String {
    row.map(|r| r.result.clone())
        .unwrap_or_else(|e| e.to_string())
}

/// The result of `roll` on the table `id`, or the error's words.
fn on(id: &str, roll: u8) -> String {
    result(tables::table(id).and_then(|t| t.lookup(&[roll])))
}

#[test]
fn injury_bands_break_at_7_8_and_9_10_000_l633_l635() {
    assert_eq!(result(tables::injury(7)), "Stunned");
    assert_eq!(result(tables::injury(8)), "KO'd");
    assert_eq!(result(tables::injury(9)), "KO'd");
    assert_eq!(result(tables::injury(10)), "Casualty");
}

#[test]
fn an_impossible_injury_roll_is_refused_000_l631() {
    assert!(matches!(
        tables::injury(13),
        Err(TablesError::BadRoll { .. })
    ));
    assert!(matches!(
        tables::injury(1),
        Err(TablesError::BadRoll { .. })
    ));
}

#[test]
fn casualty_reads_d6_tens_and_d8_units_004_l2482() {
    // 4 then 2 is 42 Groin Strain; read the other way round (24) it would be Badly Hurt.
    assert_eq!(result(tables::casualty(4, 2)), "Groin Strain");
    assert_eq!(result(tables::casualty(2, 4)), "Badly Hurt");
    assert_eq!(result(tables::casualty(5, 8)), "Smashed Collar Bone");
    assert_eq!(result(tables::casualty(6, 1)), "DEAD");
    assert!(tables::casualty(4, 9).is_err());
}

#[test]
fn kickoff_7_is_changing_weather_and_10_is_blitz_000_l1004_l1007() {
    assert_eq!(result(tables::kickoff(7)), "Changing Weather");
    assert_eq!(result(tables::kickoff(10)), "Blitz!");
    assert_eq!(result(tables::kickoff(2)), "Get the Ref");
}

#[test]
fn weather_nice_spans_4_to_10_000_l1020_l1022() {
    assert_eq!(result(tables::weather(3)), "Very Sunny");
    assert_eq!(result(tables::weather(4)), "Nice");
    assert_eq!(result(tables::weather(10)), "Nice");
    assert_eq!(result(tables::weather(11)), "Pouring Rain");
    assert_eq!(result(tables::weather(12)), "Blizzard");
}

#[test]
fn ko_recovery_needs_4_000_l634() {
    assert_eq!(on("ko-recovery", 3), "Stays KO'd");
    assert_eq!(on("ko-recovery", 4), "Recovers");
}

#[test]
fn regeneration_heals_on_4_not_3_004_l10491() {
    assert_eq!(on("regeneration", 3), "Injury stands");
    assert_eq!(on("regeneration", 4), "Regenerated");
}

#[test]
fn d3_halves_rounding_up_000_l251() {
    assert_eq!([on("d3", 2), on("d3", 3), on("d3", 5)], ["1", "2", "3"]);
}

#[test]
fn a_table_with_a_gap_is_refused_on_load() {
    let text = "[[table]]\nid = \"t\"\nname = \"T\"\ndice = \"D6\"\nsource = \"x\"\n\
                [[table.row]]\nfrom = 1\nto = 5\nresult = \"a\"\neffect = \"e\"\nsource = \"x\"\n";
    let err = tables::Rulebook::from_files(&[("house.toml", text)]).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.contains("no row covers 6"), "{shown}");
}

#[test]
fn a_table_misses_suggest_the_nearest() {
    match tables::table("kick-of") {
        Err(TablesError::NotFound { nearest, .. }) => {
            assert!(nearest.iter().any(|n| n == "kickoff"), "{nearest:?}");
        }
        other => panic!("expected a miss, got {other:?}"),
    }
}

#[test]
fn a_house_table_whose_name_is_another_tables_id_is_refused() {
    let house = "[[table]]\nid = \"my-injuries\"\nname = \"Injury\"\ndice = \"D6\"\nsource = \"x\"\n\
                 [[table.row]]\nfrom = 1\nto = 6\nresult = \"a\"\neffect = \"e\"\nsource = \"x\"\n";
    let files = [
        ("tables-core.toml", include_str!("../data/tables-core.toml")),
        ("house.toml", house),
    ];
    let err = tables::Rulebook::from_files(&files).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.starts_with("house.toml: table \"Injury\""), "{shown}");
}
