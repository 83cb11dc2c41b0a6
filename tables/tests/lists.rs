//! Inducements, coaching staff, Special Play decks, match events and special balls: every entry
//! against the compendium digest, and the lookups a referee makes.

use crate::shared;

use shared::{builtin, digest, fold, section_table};

/// The digest's name cell, reduced to what the data keeps: no emphasis, no "(...)" or " / ..."
/// aside, and for coaching staff only the name before the comma.
fn digest_name(cell: &str) -> String {
    let cell = fold(cell).replace('\\', "");
    let cell = cell.split(" (").next().unwrap_or(&cell).to_string();
    let cell = cell.split(" /").next().unwrap_or(&cell).to_string();
    cell.split(',').next().unwrap_or(&cell).trim().to_string()
}

#[test]
fn every_list_entry_matches_the_digest_in_order() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    // (list id, digest section, table number, name column)
    let lists: [(&str, &str, usize, usize); 22] = [
        ("inducements", "4.2", 1, 0),
        ("coaching-staff", "4.3", 1, 0),
        ("special-play-decks", "4.4", 1, 0),
        ("match-events", "6.5", 1, 1),
        ("match-events-orc", "6.5", 2, 1),
        ("match-events-human", "6.5", 3, 1),
        ("match-events-dwarf", "6.5", 4, 1),
        ("match-events-skaven", "6.5", 5, 1),
        ("random-events", "6.7.1", 1, 1),
        ("miscellaneous-mayhem", "6.7.2", 1, 1),
        ("magical-memorabilia", "6.7.3", 1, 1),
        ("heroic-feats", "6.7.4", 1, 1),
        ("benefits-of-training", "6.7.5", 1, 1),
        ("dirty-tricks", "6.7.6", 1, 1),
        ("lrb6-miscellaneous-mayhem", "6.8.2", 1, 0),
        ("lrb6-special-team-plays", "6.8.3", 1, 0),
        ("lrb6-magic-items", "6.8.4", 1, 0),
        ("lrb6-dirty-tricks", "6.8.5", 1, 0),
        ("lrb6-good-karma", "6.8.6", 1, 0),
        ("lrb6-random-events", "6.8.7", 1, 0),
        ("lrb6-desperate-measures", "6.8.8", 1, 0),
        ("special-balls", "6.9", 1, 0),
    ];
    for (id, section, nth, column) in lists {
        let list = builtin().list(id).unwrap_or_else(|e| panic!("{e}"));
        // A row the digest flags as missing from the source has no entry (see the list's note).
        let rows: Vec<Vec<String>> = section_table(&text, section, nth)
            .into_iter()
            .filter(|r| !(r[column].contains('⚠') && r[column].contains("missing")))
            .collect();
        assert_eq!(rows.len(), list.entries.len(), "{id}: entries");
        for (row, entry) in rows.iter().zip(&list.entries) {
            assert_eq!(digest_name(&row[column]), digest_name(&entry.name), "{id}");
        }
    }
}

#[test]
fn deck_sizes_12_18_9_16_16_10_and_lrb6_13_13_13_13_26_18_8() {
    let sizes: Vec<usize> = [
        "random-events",
        "miscellaneous-mayhem",
        "magical-memorabilia",
        "heroic-feats",
        "benefits-of-training",
        "dirty-tricks",
        "lrb6-miscellaneous-mayhem",
        "lrb6-special-team-plays",
        "lrb6-magic-items",
        "lrb6-dirty-tricks",
        "lrb6-good-karma",
        "lrb6-random-events",
        "lrb6-desperate-measures",
    ]
    .iter()
    .map(|id| builtin().list(id).map_or(0, |l| l.entries.len()))
    .collect();
    assert_eq!(sizes, [12, 19, 9, 16, 16, 10, 13, 13, 13, 13, 26, 18, 8]);
}

#[test]
fn goblins_bribe_for_50k_everyone_else_100k_004_l3062() {
    let bribes = builtin()
        .list("inducements")
        .ok()
        .and_then(|l| l.entries.iter().find(|e| e.id == "bribes"));
    let prices = bribes.map(|b| (b.cost_for("goblin"), b.cost_for("orc"), b.max()));
    assert_eq!(prices, Some((Some(50_000), Some(100_000), Some(3))));
}

#[test]
fn only_teams_without_an_apothecary_may_induce_igor_004_l3086() {
    let igor = builtin()
        .list("inducements")
        .ok()
        .and_then(|l| l.entries.iter().find(|e| e.id == "igor"));
    let allowed: Vec<String> = builtin()
        .rosters()
        .iter()
        .filter(|r| igor.is_some_and(|i| i.allows(&r.id)))
        .map(|r| r.id.clone())
        .collect();
    let without: Vec<String> = builtin()
        .rosters()
        .iter()
        .filter(|r| !r.apothecary)
        .map(|r| r.id.clone())
        .collect();
    assert_eq!(allowed, without);
}

#[test]
fn a_house_list_naming_an_unknown_team_is_refused() {
    let house = "[[list]]\nid = \"x\"\nname = \"X\"\nsource = \"house\"\n[[list.entry]]\n\
                 id = \"y\"\nname = \"Y\"\nteams = [\"elves\"]\neffect = \"e\"\nsource = \"house\"\n";
    let err = builtin().with_file("league.toml", house).err();
    assert_eq!(
        err.map(|e| e.to_string()).unwrap_or_default(),
        "league.toml: X names team list \"elves\", which does not exist"
    );
}
