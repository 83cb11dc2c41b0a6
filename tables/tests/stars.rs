//! The Star Player entries (004:L9059-L9706) and who may hire them (004:L3094-L3119).

use tables::{HireBasis, Rulebook};

fn book() -> &'static Rulebook {
    tables::builtin().unwrap_or_else(|e| panic!("built-in data: {e}"))
}

fn hire(star: &str, team: &str) -> Option<(u32, Option<u32>, HireBasis)> {
    let star = book().star(star).ok()?;
    let roster = book().roster(team).ok()?;
    star.hire_for(&roster.id)
        .map(|h| (h.cost, h.roster_page_cost, h.basis))
}

#[test]
fn seventy_one_entries_seventy_four_players_004_l9059() {
    let players: usize = book().stars().iter().map(|s| s.players.len()).sum();
    assert_eq!((book().stars().len(), players), (71, 74));
}

#[test]
fn no_star_is_hireable_by_a_team_that_does_not_exist() {
    for star in book().stars() {
        for team in star
            .plays_for
            .iter()
            .chain(&star.except)
            .chain(&star.roster_pages)
        {
            assert!(
                book().rosters().iter().any(|r| &r.id == team),
                "{} names {team}",
                star.name
            );
        }
    }
}

#[test]
fn every_team_list_may_hire_some_star() {
    for roster in book().rosters() {
        assert!(!book().stars_for(roster).is_empty(), "{}", roster.name);
    }
}

#[test]
fn morg_n_thorg_plays_for_anyone_but_the_dead_004_l9501() {
    assert_eq!(
        hire("Morg 'n' Thorg", "orc"),
        Some((430_000, None, HireBasis::EntryAndRosterPage))
    );
    assert_eq!(hire("morg n thorg", "Khemri"), None);
    assert_eq!(
        hire("Morg 'n' Thorg", "Chaos Renegades"),
        Some((430_000, Some(450_000), HireBasis::EntryAndRosterPage))
    );
}

#[test]
fn griff_for_bretonnia_is_roster_page_only_004_l9279() {
    assert_eq!(
        hire("Griff Oberwald", "bretonnia"),
        Some((320_000, None, HireBasis::RosterPageOnly))
    );
    assert_eq!(hire("Griff Oberwald", "orc"), None);
}

#[test]
fn grak_and_crumbleberry_cost_300k_by_the_entry_210k_by_the_pages_004_l9246() {
    assert_eq!(
        hire("Grak and Crumbleberry", "halfling"),
        Some((300_000, Some(210_000), HireBasis::EntryAndRosterPage))
    );
}

#[test]
fn bilerot_is_on_no_roster_page_but_plays_for_nurgle_004_l9080() {
    assert_eq!(
        hire("Bilerot Vomitflesh", "nurgle"),
        Some((180_000, None, HireBasis::EntryOnly))
    );
}

#[test]
fn a_duo_is_found_by_either_model_004_l9088() {
    let brick = book().star("Grotty").map(|s| s.id.as_str());
    assert_eq!(brick, Ok("brick-farth-grotty"));
    let twins = book().star("valen swift").map(|s| s.players.len());
    assert_eq!(twins, Ok(2));
}

#[test]
fn a_house_star_for_a_team_that_does_not_exist_is_refused() {
    let house = "[[star]]\nid = \"bob\"\nname = \"Bob\"\ncost = 10\nsource = \"house\"\n\
                 plays_for = [\"orcs\"]\n[[star.player]]\nname = \"Bob\"\nma = 6\nst = 3\n\
                 ag = 3\nav = 8\nskills = [\"Loner\"]\n";
    let err = book().with_file("league.toml", house).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(
        shown,
        "league.toml: star player \"Bob\" names team list \"orcs\", which does not exist"
    );
}

/// The White Dwarf and the Black Gobbo are legends, not Star Players: never offered for hire,
/// their profiles as printed (004:L9708-L9723), and the four teams each joins (004:L9769-L9771).
#[test]
fn grombrindal_and_the_black_gobbo_are_legends_not_stars_004_l9708() {
    assert!(book().star("Grombrindal").is_err());
    assert!(book().star("The Black Gobbo").is_err());
    let white = book().legend("Grombrindal").expect("Grombrindal");
    let black = book().legend("the black gobbo").expect("the Black Gobbo");
    let profile = |p: &tables::StarProfile| (p.ma, p.st, p.ag, p.av, p.skills.len());
    assert_eq!(profile(&white.player), (5, 3, 3, 9, 6));
    assert_eq!(profile(&black.player), (6, 2, 3, 8, 8));
    for race in ["dwarf", "halfling", "human", "norse"] {
        assert!(white.joins(race) && !black.joins(race), "{race}");
    }
    for race in ["chaos-renegades", "goblin", "orc", "underworld"] {
        assert!(black.joins(race) && !white.joins(race), "{race}");
    }
    assert!(!white.joins("high-elf") && !black.joins("high-elf"));
    assert_eq!(white.option, "white-dwarf-and-black-gobbo");
    assert!(book().options().iter().any(|o| o.id == white.option));
}
