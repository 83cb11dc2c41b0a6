//! League numbers (seed 004 §§ on SPP, levels, value, winnings), the Bugman's preset (seed 001),
//! ruleset options and a league's house-rules file laid over the built-in data.

use crate::shared;

use shared::{builtin, digest, fold, section_table};
use tables::League;

fn league() -> &'static League {
    builtin()
        .league()
        .unwrap_or_else(|| panic!("no league rules"))
}

#[test]
fn levels_spp_and_value_increases_match_the_digest() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let levels = section_table(&text, "5.5", 1);
    assert_eq!(levels.len(), league().levels.len());
    for (row, level) in levels.iter().zip(&league().levels) {
        let to = level.to.map_or("+".to_string(), |t| format!("-{t}"));
        assert_eq!(fold(&row[0]), format!("{}{to}", level.from));
        assert_eq!(fold(&row[1]), fold(&level.title));
        assert_eq!(row[2], level.improvements.to_string());
    }
    let awards = section_table(&text, "5.4", 1);
    let ours: Vec<u8> = league().spp.iter().map(|a| a.spp).collect();
    let theirs: Vec<u8> = awards.iter().filter_map(|r| r[1].parse().ok()).collect();
    assert_eq!(ours, theirs);
    let values = section_table(&text, "5.7", 1);
    let ours: Vec<u32> = league().value_increases.iter().map(|v| v.value).collect();
    let theirs: Vec<u32> = values
        .iter()
        .filter_map(|r| r[1].replace(['+', '\''], "").parse().ok())
        .collect();
    assert_eq!(ours, theirs);
}

#[test]
fn six_spp_makes_a_rookie_experienced_004_l2584_l2596() {
    let title = |spp| {
        league()
            .level(spp)
            .map(|l| (l.title.as_str(), l.improvements))
    };
    assert_eq!(title(5), Some(("Rookie", 0)));
    assert_eq!(title(6), Some(("Experienced", 1)));
    assert_eq!(title(175), Some(("Super Star", 5)));
    assert_eq!(title(176), Some(("Legend", 6)));
    assert_eq!(league().spp("touchdown"), Some(3));
    assert_eq!(league().value_increase("st"), Some(50_000));
}

#[test]
fn spiralling_expenses_start_at_1_75m_and_rise_every_150k_004_l3357_l3370() {
    let cost = |tv| league().spiralling_expenses(tv);
    assert_eq!(
        [
            cost(1_740_000),
            cost(1_750_000),
            cost(1_890_000),
            cost(1_900_000),
            cost(2_050_000)
        ],
        [0, 10_000, 10_000, 20_000, 30_000]
    );
}

#[test]
fn card_draws_and_star_upkeep_by_band_004_l2791_l3498() {
    let draw = |tv| league().card_draw(tv).map(|c| (c.draw, c.keep));
    assert_eq!(draw(990_000), Some((2, 1)));
    assert_eq!(draw(1_000_000), Some((3, 2)));
    assert_eq!(draw(3_000_000), Some((5, 4)));
    let upkeep = |cost| league().star_upkeep(cost);
    assert_eq!(
        [
            upkeep(100_000),
            upkeep(110_000),
            upkeep(300_000),
            upkeep(310_000)
        ],
        [Some(20_000), Some(30_000), Some(50_000), Some(60_000)]
    );
}

#[test]
fn bugmans_cup_builds_with_1_3m_and_halflings_cook_for_100k_001_l459_l503() {
    let cup = builtin().preset("Bugman's League Cup").ok();
    assert_eq!(cup.map(|p| p.treasury), Some(1_300_000));
    let chef = cup.and_then(|p| p.staff.iter().find(|s| s.id == "halfling-master-chef"));
    assert_eq!(
        chef.map(|c| (c.cost_for("halfling"), c.cost_for("orc"))),
        Some((Some(100_000), Some(300_000)))
    );
    let improvement = cup.and_then(|p| builtin().table(&p.improvement_table).ok());
    let six = improvement
        .and_then(|t| t.lookup(&[6]).ok())
        .map(|r| r.result.as_str());
    assert_eq!(six, Some("Any skill"));
}

#[test]
fn every_option_defaults_to_its_first_choice() {
    assert_eq!(builtin().choice("piling-on"), Some("off"));
    assert_eq!(builtin().choice("star-price"), Some("star-entry"));
    assert!(!builtin().is_on("piling-on"));
    assert_eq!(builtin().choice("no-such-option"), None);
}

#[test]
fn a_league_file_turns_piling_on_on_and_the_built_in_book_is_untouched() {
    let league = builtin()
        .with_file("league.toml", "[ruleset]\npiling-on = \"on\"\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(league.is_on("piling-on"));
    assert!(!builtin().is_on("piling-on"));
}

#[test]
fn a_league_choice_that_is_not_offered_names_the_choices() {
    let err = builtin()
        .with_file("league.toml", "[ruleset]\npiling-on = \"yes\"\n")
        .err();
    assert_eq!(
        err.map(|e| e.to_string()).unwrap_or_default(),
        "league.toml: [ruleset] piling-on = \"yes\" is not one of: off, on"
    );
}

#[test]
fn a_league_file_overrides_a_roster_by_id_and_adds_a_new_one() {
    let orc = include_str!("../data/rosters-2016.toml")
        .split("[[roster]]")
        .find(|r| r.contains("id = \"orc\""))
        .unwrap_or_default()
        .replace("reroll_cost = 60000", "reroll_cost = 50000");
    let goblins = orc
        .replace("id = \"orc\"", "id = \"da-gitz\"")
        .replace("name = \"Orc\"", "name = \"Da Gitz\"");
    let house = format!("[[roster]]{orc}\n[[roster]]{goblins}");
    let league = builtin()
        .with_file("league.toml", &house)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(league.roster("orc").map(|r| r.reroll_cost), Ok(50_000));
    assert_eq!(league.roster("da gitz").map(|r| r.reroll_cost), Ok(50_000));
    assert_eq!(builtin().roster("orc").map(|r| r.reroll_cost), Ok(60_000));
    assert_eq!(league.rosters().len(), builtin().rosters().len() + 1);
}

#[test]
fn a_malformed_league_file_names_file_line_and_field() {
    let err = builtin()
        .with_file(
            "league.toml",
            "[[skill]]\nid = \"x\"\nname = \"X\"\ncategory = \"Magic\"\n",
        )
        .err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.starts_with("league.toml:4:"), "{shown}");
    assert!(shown.contains("Magic"), "{shown}");
}
