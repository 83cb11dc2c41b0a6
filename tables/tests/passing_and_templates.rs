//! The passing range ruler, roll modifiers and the scatter and throw-in templates.

use crate::shared;

use shared::{builtin, digest};

#[test]
fn passing_matrix_matches_the_core_digest_row_for_row() {
    let Some(text) = digest("core-2016.md") else {
        return;
    };
    let rows: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("dy="))
        .filter_map(|l| l.split_once(':').map(|(_, cells)| cells.replace(' ', "")))
        .collect();
    let ours = builtin().passing().map(|p| p.matrix.clone());
    assert_eq!(ours, Some(rows));
}

fn band(dx: i32, dy: i32) -> Option<(String, i8)> {
    builtin()
        .passing()
        .and_then(|p| p.band(dx, dy))
        .map(|b| (b.name.clone(), b.modifier))
}

#[test]
fn four_squares_is_a_short_pass_on_the_boundary_000_l655_l657() {
    assert_eq!(band(3, 0), Some(("Quick Pass".into(), 1)));
    assert_eq!(band(4, 0), Some(("Short Pass".into(), 0)));
    assert_eq!(band(-4, 0), band(4, 0));
    assert_eq!(band(0, -4), band(4, 0));
}

#[test]
fn long_bomb_is_minus_2_and_beyond_it_is_out_of_range_000_l696_l704() {
    assert_eq!(band(13, 0), Some(("Long Bomb".into(), -2)));
    assert_eq!(band(13, 13), None);
    assert_eq!(band(14, 0), None);
    assert_eq!(band(0, 0), None, "the thrower's own square is no range");
}

#[test]
fn dodging_adds_1_and_each_tackle_zone_on_the_target_takes_1_000_l477_l482() {
    let dodge: Vec<(i8, bool)> = builtin()
        .modifiers("dodge")
        .map(|m| (m.value, m.per.is_some()))
        .collect();
    assert_eq!(dodge, [(1, false), (-1, true)]);
}

#[test]
fn interception_is_at_minus_2_and_pouring_rain_minus_1_000_l1022() {
    let fixed: i8 = builtin()
        .modifiers("interception")
        .filter(|m| m.per.is_none() && m.when.is_none())
        .map(|m| m.value)
        .sum();
    let rain: i8 = builtin()
        .modifiers("interception")
        .filter(|m| m.when.as_deref() == Some("Pouring Rain"))
        .map(|m| m.value)
        .sum();
    assert_eq!((fixed, rain), (-2, -1));
}

#[test]
fn scatter_layouts_differ_on_a_1_and_both_reach_all_eight_neighbours() {
    let step = |id: &str, roll| builtin().template(id).ok().and_then(|t| t.step(roll));
    assert_eq!(step("scatter", 1), Some([-1, -1]));
    assert_eq!(step("scatter-clockwise", 1), Some([0, -1]));
    assert_eq!(step("scatter", 9), None);
    assert_eq!(step("scatter", 0), None);
    for id in ["scatter", "scatter-clockwise"] {
        let mut steps: Vec<[i8; 2]> = (1..=8).filter_map(|r| step(id, r)).collect();
        steps.sort();
        steps.dedup();
        assert_eq!(steps.len(), 8, "{id}");
    }
}

#[test]
fn throw_in_3_or_4_goes_straight_in_000_l153() {
    let t = builtin().template("throw-in").ok();
    assert_eq!(t.and_then(|t| t.step(4)), Some([0, 1]));
    assert_eq!(t.and_then(|t| t.step(3)), Some([0, 1]));
}

#[test]
fn a_house_template_with_too_few_directions_is_refused() {
    let house = "[[template]]\nid = \"scatter\"\nname = \"Mine\"\ndice = \"D8\"\nsource = \"h\"\n\
                 directions = [[0, 1]]\n";
    let err = builtin().with_file("league.toml", house).err();
    assert_eq!(
        err.map(|e| e.to_string()).unwrap_or_default(),
        "league.toml: template \"scatter\" has 1 directions for a D8 with 8 results"
    );
}

/// The band a reading by characters gives: what `band` must agree with, whether it reads a
/// row by byte (ASCII) or by character.
fn band_by_chars(p: &tables::Passing, dx: i32, dy: i32) -> Option<String> {
    let row = p.matrix.get(dy.unsigned_abs() as usize)?;
    let letter = row.chars().nth(dx.unsigned_abs() as usize)?;
    p.bands
        .iter()
        .find(|b| b.letter.chars().eq([letter]))
        .map(|b| b.name.clone())
}

#[test]
fn every_cell_of_the_ruler_reads_as_its_letter_000_l645_l657() {
    let book = builtin();
    let ruled = book.passing().expect("the built-in ruler");
    // The built-in ruler (ASCII letters), and one whose letters are not ASCII.
    let mut wide = ruled.clone();
    for row in &mut wide.matrix {
        *row = row.replace('Q', "Ω").replace('B', "ß");
    }
    for band in &mut wide.bands {
        band.letter = band.letter.replace('Q', "Ω").replace('B', "ß");
    }
    assert!(
        wide.matrix.iter().all(|row| !row.is_ascii()),
        "every row reads by character"
    );
    for p in [ruled, &wide] {
        let size = p.matrix.len() as i32;
        for dy in -size - 1..=size + 1 {
            for dx in -size - 1..=size + 1 {
                assert_eq!(
                    p.band(dx, dy).map(|b| b.name.clone()),
                    band_by_chars(p, dx, dy),
                    "({dx}, {dy})"
                );
            }
        }
    }
    assert_eq!(wide.band(3, 0).map(|b| b.name.as_str()), Some("Quick Pass"));
    assert_eq!(wide.band(13, 0).map(|b| b.name.as_str()), Some("Long Bomb"));
}
