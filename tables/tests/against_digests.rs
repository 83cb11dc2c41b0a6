//! Every row of every dice table and every roster, checked against the rules digests in
//! `../shared/rules` (the engineers' digest of the seeds), not a sample.

use crate::shared;

use shared::{builtin, digest, fold, rolls, section_table};
use tables::{Dice, DiceTable};

/// Checks a range table (rolls in column 0, result in column 1) row for row.
fn check_range_table(table: &DiceTable, rows: &[Vec<String>]) {
    assert_eq!(rows.len(), table.rows.len(), "{}: row count", table.id);
    for cells in rows {
        let (from, to) = rolls(&cells[0]);
        let ours = table
            .rows
            .iter()
            .find(|r| r.from == from && r.to.unwrap_or(r.from) == to)
            .unwrap_or_else(|| panic!("{}: no row {from}-{to}", table.id));
        assert_eq!(
            fold(&ours.result),
            fold(&cells[1]),
            "{} {}",
            table.id,
            ours.rolls()
        );
    }
}

#[test]
fn every_range_table_matches_its_digest_row_for_row() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let mut checked = 0;
    for table in builtin().tables() {
        let Some(reference) = &table.digest else {
            continue;
        };
        if table.variant_of.as_deref() == Some("injury") {
            continue; // a matrix, checked below
        }
        let (file, section) = reference
            .split_once('#')
            .unwrap_or_else(|| panic!("{}: digest reference {reference:?}", table.id));
        assert_eq!(file, "compendium-2016.md", "{}", table.id);
        let (section, nth) = match section.split_once('@') {
            Some((s, n)) => (s, n.parse().unwrap_or(1)),
            None => (section, 1),
        };
        check_range_table(table, &section_table(&text, section, nth));
        checked += 1;
    }
    // injury, casualty, kickoff, blitzmania, weather, winter, subterranean, referee, the four
    // stadium attribute tables, improvement
    assert_eq!(checked, 13);
}

#[test]
fn injury_variants_match_the_digest_matrix_for_every_roll() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    // Columns of the §8.3 matrix after the label: 2-6, 7, 8, 9, 10-12.
    let columns: [(u8, u8); 5] = [(2, 6), (7, 7), (8, 8), (9, 9), (10, 12)];
    let matrix = section_table(&text, "8.3", 1);
    let find = |label: &str| {
        matrix
            .iter()
            .find(|r| fold(&r[0]).starts_with(label))
            .unwrap_or_else(|| panic!("no {label} row in §8.3"))
            .clone()
    };
    for (id, label) in [
        ("injury", "(normal)"),
        ("injury-stunty", "stunty"),
        ("injury-thick-skull", "thick skull"),
        ("injury-stunty-thick-skull", "stunty + thick skull"),
    ] {
        let table = builtin().table(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let row = find(label);
        for (col, (from, to)) in columns.iter().enumerate() {
            // "**Badly Hurt** (counts as a Casualty …)" → "badly hurt"
            let cell = fold(&row[col + 1]);
            let expected = cell.split(" (").next().unwrap_or(&cell).to_string();
            for roll in *from..=*to {
                let ours = table.lookup(&[roll]).map(|r| fold(&r.result));
                assert_eq!(ours.as_deref(), Ok(expected.as_str()), "{id} roll {roll}");
            }
        }
    }
}

#[test]
fn agility_table_matches_the_core_digest() {
    let Some(text) = digest("core-2016.md") else {
        return;
    };
    let start = text
        .find("| Player's AG |")
        .unwrap_or_else(|| panic!("no Agility table in core-2016.md"));
    let lines: Vec<Vec<String>> = text[start..]
        .lines()
        .take(3)
        .map(|l| l.trim_matches('|').split('|').map(fold).collect())
        .collect();
    let table = builtin().table("agility").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(table.dice, Dice::Agility);
    for (ag_cell, needed) in lines[0].iter().zip(&lines[2]).skip(1) {
        let ag: u8 = ag_cell
            .trim_end_matches('+')
            .parse()
            .unwrap_or_else(|e| panic!("{ag_cell}: {e}"));
        let ours = table.lookup(&[ag]).map(|r| r.result.clone());
        assert_eq!(ours.as_deref(), Ok(needed.as_str()), "AG {ag}");
    }
}

/// Parses a digest cost cell: `50'000` → 50000; `None` where the digest flags it (⚠).
fn digest_cost(cell: &str) -> Option<u32> {
    if cell.contains('⚠') {
        return None;
    }
    cell.replace(['\'', ','], "").trim().parse().ok()
}

#[test]
fn every_roster_matches_the_compendium_digest_position_for_position() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("### 2.2 "))
        .unwrap_or_else(|| panic!("no §2.2"));
    let mut rosters_seen = 0;
    let mut positions_seen = 0;
    let mut i = start;
    while i < lines.len() && !lines[i].starts_with("### 2.3") {
        let Some(heading) = lines[i].strip_prefix("#### ") else {
            i += 1;
            continue;
        };
        let range = heading
            .split("(004:L")
            .nth(1)
            .and_then(|r| r.split(')').next())
            .unwrap_or_else(|| panic!("no range in {heading}"));
        let source = format!("004:L{}", range.replace('-', "-L"));
        let roster = builtin()
            .rosters()
            .iter()
            .find(|r| r.source == source)
            .unwrap_or_else(|| panic!("no roster with source {source} ({heading})"));
        let rows: Vec<Vec<String>> = lines[i + 3..]
            .iter()
            .take_while(|l| l.starts_with('|'))
            .map(|l| {
                l.trim()
                    .trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect()
            })
            .collect();
        assert_eq!(rows.len(), roster.positions.len(), "{}", roster.name);
        for (cells, p) in rows.iter().zip(&roster.positions) {
            let what = format!("{} {}", roster.name, p.name);
            if cells[0].contains('⚠') {
                assert!(p.note.is_some(), "{what}: a flagged quantity needs a note");
            }
            let max: u8 = cells[0]
                .trim_start_matches('⚠')
                .trim()
                .trim_start_matches("0-")
                .parse()
                .unwrap_or_else(|e| panic!("{what}: qty {e}"));
            assert_eq!(p.max, max, "{what}: qty");
            match digest_cost(&cells[2]) {
                Some(cost) => assert_eq!(p.cost, cost, "{what}: cost"),
                None => assert!(p.note.is_some(), "{what}: a flagged cost needs a note"),
            }
            let profile = [&cells[3], &cells[4], &cells[5], &cells[6]].map(|c| {
                c.parse::<u8>()
                    .unwrap_or_else(|e| panic!("{what}: {c}: {e}"))
            });
            assert_eq!([p.ma, p.st, p.ag, p.av], profile, "{what}: MA ST AG AV");
            let skills: Vec<String> = if fold(&cells[7]) == "none" {
                Vec::new()
            } else {
                cells[7]
                    .split(',')
                    .map(|s| {
                        let s = fold(s);
                        // The digest's one flagged skill: read as Weeping Dagger (§2.2 Skaven).
                        if s.contains("weeping blade") {
                            "weeping dagger".to_string()
                        } else {
                            s
                        }
                    })
                    .collect()
            };
            let ours: Vec<String> = p.skills.iter().map(|s| fold(s)).collect();
            assert_eq!(ours, skills, "{what}: skills");
            assert_eq!(p.normal, cells[8], "{what}: normal skill access");
            assert_eq!(p.double, cells[9], "{what}: double skill access");
            positions_seen += 1;
        }
        let reroll_line = lines[i + 3 + rows.len()..]
            .iter()
            .find(|l| l.starts_with("Re-rolls"))
            .unwrap_or_else(|| panic!("{}: no re-roll line", roster.name));
        let cost: u32 = reroll_line
            .split('@')
            .nth(1)
            .and_then(|s| s.split('.').next())
            .and_then(|s| s.replace('\'', "").trim().parse().ok())
            .unwrap_or_else(|| panic!("{}: {reroll_line}", roster.name));
        assert_eq!(roster.reroll_cost, cost, "{}: re-roll cost", roster.name);
        let apothecary = !reroll_line.contains("Apothecary: NO");
        assert_eq!(roster.apothecary, apothecary, "{}: apothecary", roster.name);
        rosters_seen += 1;
        i += 1;
    }
    assert_eq!(rosters_seen, 30);
    assert_eq!(positions_seen, 134);
}
