//! A league's ruleset options that Nuffle does not rule whole are told to the referee at the
//! setup, never followed in silence as if they were off: Match Events (004:L3920-L4580), the
//! LRB6 Special Play decks (004:L7654-L8855), any option a league's own house rules add, and
//! the parts of the stadiums and the legends applied by hand.

use crate::common;
use common::*;
use rules::ruled_options::{OPTIONS, unruled_options};
use rules::{Match, Ruled};

fn match_under(house_rules: &str) -> Match {
    let book = book()
        .with_file("league.toml", house_rules)
        .expect("the house rules load");
    Match::new(setup(), &book).expect("the match builds")
}

#[test]
fn match_events_turned_on_are_told_not_ruled_004_l3920() {
    let m = match_under("[ruleset]\nmatch-events = \"on\"\n");
    let unruled = m.unruled_options();
    assert_eq!(unruled.len(), 1, "{unruled:?}");
    let option = &unruled[0];
    assert_eq!(option.id, "match-events");
    assert_eq!(option.choice, "on");
    assert_eq!(option.source, "004:L3920-L4580");
    assert!(option.why.contains("apply it by hand"), "{}", option.why);
}

#[test]
fn special_balls_are_ruled_whole_and_not_told_004_l2061() {
    // All seven balls are ruled, the Snotling Ball-Suit (004:L2272-L2306) and the Explodin'
    // Ball (004:L2187-L2223) the last: the option names nothing to apply by hand.
    let m = match_under("[ruleset]\nspecial-balls = \"on\"\n");
    assert_eq!(m.unruled_options(), Vec::new());
}

#[test]
fn match_events_and_the_lrb6_decks_are_told_in_the_data_order_004_l3920_l7701() {
    let m = match_under(
        "[ruleset]\nlrb6-special-play-cards = \"on\"\nmatch-events = \"on\"\npiling-on = \"on\"\n",
    );
    let ids: Vec<String> = m.unruled_options().into_iter().map(|o| o.id).collect();
    // Piling On is ruled (a skill's option), so only the two are told, as the data lists them.
    assert_eq!(ids, ["match-events", "lrb6-special-play-cards"]);
}

#[test]
fn an_option_left_at_its_default_is_not_told_004_l2122() {
    // "off" is the special balls' default: the league chose nothing to apply.
    let m = match_under("[ruleset]\nspecial-balls = \"off\"\nmatch-events = \"off\"\n");
    assert_eq!(m.unruled_options(), Vec::new());
    let plain = Match::new(setup(), book()).expect("the match builds");
    assert_eq!(plain.unruled_options(), Vec::new());
}

#[test]
fn ruled_options_turned_on_are_not_told_004_l2704() {
    let m = match_under(
        "[ruleset]\nfamous-referees = \"on\"\nspecial-play-cards = \"on\"\nweather-table = \"winter\"\nleague = \"on\"\n",
    );
    assert_eq!(m.unruled_options(), Vec::new());
}

#[test]
fn stadiums_are_told_ruled_in_part_for_uncovered_trapdoors_004_l3663() {
    // Uncovered Trapdoors (004:L3663-L3667) needs the pitch's trapdoor squares, which no 2016
    // pitch names: the referee applies that one attribute.
    let m = match_under("[ruleset]\nstadiums = \"on\"\n");
    let unruled = m.unruled_options();
    assert_eq!(unruled.len(), 1, "{unruled:?}");
    assert!(
        unruled[0].why.starts_with("ruled in part")
            && unruled[0].why.contains("Uncovered Trapdoors"),
        "{}",
        unruled[0].why
    );
}

#[test]
fn a_leagues_own_option_is_not_ruled() {
    let m = match_under(
        "[[option]]\nid = \"mud-bowl\"\nname = \"Mud Bowl\"\nchoices = [\"off\", \"on\"]\nsource = \"our league, rule 7\"\n\n[ruleset]\nmud-bowl = \"on\"\n",
    );
    let unruled = m.unruled_options();
    assert_eq!(unruled.len(), 1, "{unruled:?}");
    assert_eq!(unruled[0].name, "Mud Bowl");
    assert_eq!(unruled[0].source, "our league, rule 7");
}

/// Each built-in option is decided, ruled or not: a new one added to the data fails here until
/// someone says whether Nuffle rules it.
#[test]
fn every_built_in_option_is_decided() {
    let built_in: Vec<&str> = book().options().iter().map(|o| o.id.as_str()).collect();
    let decided: Vec<&str> = OPTIONS.iter().map(|(id, _)| *id).collect();
    for id in &built_in {
        assert!(
            decided.contains(id),
            "{id} is not in ruled_options::OPTIONS"
        );
    }
    for id in &decided {
        assert!(built_in.contains(id), "{id} is no built-in option");
    }
    assert_eq!(rules::ruled_options::ruled("match-events"), Ruled::No);
    // The compendium's league rules no step of the sequence plays (004:L3452-L3498,
    // L3499-L3584, L3807-L3919): told to apply by hand when a league turns one on.
    for id in ["rostered-star-players", "sponsorships", "stadium-ownership"] {
        assert_eq!(rules::ruled_options::ruled(id), Ruled::No, "{id}");
        let m = match_under(&format!("[ruleset]\n{id} = \"on\"\n"));
        assert_eq!(m.unruled_options().len(), 1, "{id}");
    }
    assert_eq!(unruled_options(book()), Vec::new());
}

#[test]
fn the_white_dwarf_and_the_black_gobbo_are_told_ruled_in_part_004_l9773() {
    // The legends come on a fans roll (004:L9773-L9775); a setup that settles FAME rolls none.
    let m = match_under("[ruleset]\nwhite-dwarf-and-black-gobbo = \"on\"\n");
    let unruled = m.unruled_options();
    assert_eq!(unruled.len(), 1, "{unruled:?}");
    assert_eq!(unruled[0].id, "white-dwarf-and-black-gobbo");
    assert!(
        unruled[0].why.starts_with("ruled in part") && unruled[0].why.contains("FAME"),
        "{}",
        unruled[0].why
    );
    // A setup that leaves the fans to be rolled brings the legends as the rule says: nothing
    // to apply by hand, nothing said.
    let book = book()
        .with_file(
            "league.toml",
            "[ruleset]\nwhite-dwarf-and-black-gobbo = \"on\"\n",
        )
        .expect("the house rules load");
    let mut rolled = setup();
    rolled.fame = None;
    let m = Match::new(rolled, &book).expect("the match builds");
    assert_eq!(m.unruled_options(), Vec::new());
}
