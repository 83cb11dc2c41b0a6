//! The 2016 box team lists and quick-start teams, checked against seed 000.

use tables::{Rulebook, TablesError};

fn book() -> &'static Rulebook {
    match tables::builtin() {
        Ok(book) => book,
        Err(e) => panic!("built-in data does not load: {e}"),
    }
}

#[test]
fn quick_start_teams_cost_exactly_the_treasury_000_l169_l175_l844() {
    let treasury = book().creation().map(|c| c.treasury);
    assert_eq!(treasury, Some(1_000_000));
    for team in book().quick_start_teams() {
        assert_eq!(book().team_value(team), treasury, "{}", team.name);
    }
}

#[test]
fn quick_start_teams_have_twelve_players_000_l163() {
    for team in book().quick_start_teams() {
        let players: u32 = team.players.iter().map(|p| u32::from(p.count)).sum();
        assert_eq!(players, 12, "{}", team.name);
    }
}

#[test]
fn black_orc_blocker_profile_000_l866_l867() {
    let orc = tables::roster("orc-2016-box");
    let bob = orc
        .as_ref()
        .ok()
        .and_then(|r| r.position("black orc blocker"));
    let profile = bob.map(|p| (p.cost, p.ma, p.st, p.ag, p.av, p.max));
    assert_eq!(profile, Some((80_000, 4, 4, 2, 9, 4)));
}

#[test]
fn human_rerolls_cost_50k_and_orc_60k_000_l857_l870() {
    let cost = |n| tables::roster(n).map(|r| r.reroll_cost).ok();
    assert_eq!(
        (cost("human (2016 box)"), cost("ORC-2016-BOX")),
        (Some(50_000), Some(60_000))
    );
}

#[test]
fn troll_has_its_six_traits_000_l869() {
    let troll = tables::roster("orc-2016-box")
        .ok()
        .and_then(|r| r.position("Troll"))
        .map(|p| p.skills.len());
    assert_eq!(troll, Some(6));
}

#[test]
fn an_unknown_team_suggests_the_nearest() {
    match tables::roster("Orcs") {
        Err(TablesError::NotFound { nearest, .. }) => {
            assert_eq!(nearest.first().map(String::as_str), Some("Orc"));
        }
        other => panic!("expected a miss, got {other:?}"),
    }
}

#[test]
fn a_team_over_its_position_limit_is_refused() {
    let base = include_str!("../data/box-2016.toml");
    let broken = base.replace(
        "{ position = \"Catcher\", count = 2 }",
        "{ position = \"Catcher\", count = 5 }",
    );
    let err = Rulebook::from_files(&[("house.toml", &broken)]).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        shown.contains("5 Catcher but the list allows 0-4"),
        "{shown}"
    );
}
