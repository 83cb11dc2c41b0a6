//! Every skill and every Star Player entry, checked against the compendium digest and against
//! the seed text itself (004), not a sample.

use crate::shared;

use shared::{builtin, digest, fold, section_table, seed};
use tables::{HireBasis, SkillCategory};

/// The first seed line number of a `source` such as `"004:L9782-L9783"`.
fn first_line(source: &str) -> usize {
    source
        .trim_start_matches("004:L")
        .split('-')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("source {source:?} is not 004:L<n>"))
}

/// The seed lines a `source` range covers.
fn seed_range<'a>(lines: &'a [String], source: &str) -> &'a [String] {
    let first = first_line(source);
    let last = source
        .rsplit("-L")
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(first);
    &lines[first - 1..last]
}

fn category(letter: &str) -> SkillCategory {
    match letter.split_whitespace().next() {
        Some("G") => SkillCategory::General,
        Some("A") => SkillCategory::Agility,
        Some("S") => SkillCategory::Strength,
        Some("P") => SkillCategory::Passing,
        Some("M") => SkillCategory::Mutation,
        Some("E") => SkillCategory::Extraordinary,
        other => panic!("category {other:?}"),
    }
}

#[test]
fn every_skill_matches_the_digest_list_row_for_row_004_l9780_l10782() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let rows = section_table(&text, "7.3", 1);
    assert_eq!(rows.len(), 81);
    for row in &rows {
        let name = fold(&row[0]).replace("claw / claws", "claws");
        let skill = builtin()
            .skill(&name)
            .unwrap_or_else(|e| panic!("{}: {e}", row[0]));
        assert_eq!(skill.category, category(&row[1]), "{}", skill.name);
        let cited: usize = row[3]
            .trim_start_matches("004:L")
            .split(['-', ','])
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{}: cite {}", skill.name, row[3]));
        assert_eq!(first_line(&skill.source), cited, "{}", skill.name);
    }
}

#[test]
fn every_skill_heading_is_on_its_cited_seed_line() {
    let Some(lines) = seed("004") else {
        return;
    };
    for skill in builtin().skills() {
        let line = fold(&lines[first_line(&skill.source) - 1]).replace('-', " ");
        let name = fold(&skill.name).replace('-', " ");
        assert!(line.contains(&name), "{}: {line:?}", skill.name);
    }
}

#[test]
fn every_star_matches_the_digest_entry_004_l9059_l9706() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let rows = section_table(&text, "3.2", 1);
    assert_eq!(rows.len(), 71);
    for (row, star) in rows.iter().zip(builtin().stars()) {
        assert_eq!(fold(&row[1]), fold(&star.name));
        let cost: u32 = row[2].replace('\'', "").parse().unwrap_or_default();
        assert_eq!(star.cost, cost, "{}", star.name);
        let profiles: Vec<String> = star
            .players
            .iter()
            .map(|p| format!("{}/{}/{}/{}", p.ma, p.st, p.ag, p.av))
            .collect();
        for profile in &profiles {
            assert!(
                row[3].contains(profile.as_str()),
                "{}: {profile}",
                star.name
            );
        }
        for player in &star.players {
            for skill in &player.skills {
                assert!(
                    fold(&row[4]).contains(&fold(skill)),
                    "{}: {skill}",
                    star.name
                );
            }
        }
        let cited = row[7].trim_start_matches("004:L");
        assert_eq!(first_line(&star.source).to_string(), cited, "{}", star.name);
    }
}

#[test]
fn every_star_entry_starts_on_its_cited_seed_line_with_its_price() {
    let Some(lines) = seed("004") else {
        return;
    };
    for star in builtin().stars() {
        let entry = seed_range(&lines, &star.source);
        let heading = fold(&entry[0]).replace(" and ", " & ");
        assert_eq!(heading, fold(&star.name).replace(" and ", " & "));
        let price = format!("{}’000", star.cost / 1000);
        assert!(
            entry.iter().any(|l| l.contains(&price)),
            "{}: {price} not in {}",
            star.name,
            star.source
        );
    }
}

#[test]
fn roster_page_only_hires_are_exactly_the_digest_list() {
    let Some(text) = digest("compendium-2016.md") else {
        return;
    };
    let team_name = |name: &str| match name.trim() {
        "Slayer Hold" => "dwarf-slayer-hold".to_string(),
        other => builtin()
            .roster(other)
            .map(|r| r.id.clone())
            .unwrap_or_else(|e| panic!("{e}")),
    };
    let mut expected = Vec::new();
    for row in section_table(&text, "3.2", 2) {
        for star in row[0].split(',') {
            for team in row[1].split(',') {
                let star = builtin().star(star).unwrap_or_else(|e| panic!("{e}"));
                expected.push((star.id.clone(), team_name(team)));
            }
        }
    }
    let mut ours = Vec::new();
    for roster in builtin().rosters() {
        for hire in builtin().stars_for(roster) {
            if hire.basis == HireBasis::RosterPageOnly {
                ours.push((hire.star.id.clone(), roster.id.clone()));
            }
        }
    }
    expected.sort();
    ours.sort();
    assert_eq!(ours, expected);
}
