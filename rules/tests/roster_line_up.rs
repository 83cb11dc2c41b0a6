//! A script's roster team is held to its team list before the match (004:L1055-L1056, each
//! list's "0-N" rows and its "0-8" re-rolls): more of a position than the list allows, more than
//! 16 players or more than 8 team re-rolls is refused with what to change; fewer than 11 is not
//! (a league team may play short, 004:L2978-L2985). And an optional skill (Piling On,
//! 004:L9897) is refused unless the league turns its rule on, and Grab with Frenzy always
//! (004:L10216-L10219).

use crate::common;

use common::*;
use rules::TeamSpec;

/// A Human (2016 box) roster team of these positions, numbered from 1, with `rerolls`.
fn humans(positions: &[&str], rerolls: u8, skills_on_1: &str) -> TeamSpec {
    let players: Vec<String> = positions
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let skills = if i == 0 && !skills_on_1.is_empty() {
                format!(r#","skills":["{skills_on_1}"]"#)
            } else {
                String::new()
            };
            format!(r#"{{"number":{},"position":"{position}"{skills}}}"#, i + 1)
        })
        .collect();
    let json = format!(
        r#"{{"roster":{{"name":"Reavers","roster":"human-2016-box","rerolls":{rerolls},"players":[{}]}}}}"#,
        players.join(",")
    );
    serde_json::from_str(&json).expect("a roster team")
}

fn eleven_with(extra: &[&str]) -> Vec<&'static str> {
    let mut v = vec!["Lineman"; 11];
    v.extend(extra.iter().map(|s| match *s {
        "Thrower" => "Thrower",
        "Ogre" => "Ogre",
        _ => "Lineman",
    }));
    v
}

fn refusal(team: TeamSpec, book: &tables::Rulebook) -> Option<String> {
    team.build(book).err().map(|e| e.to_string())
}

/// 0-2 Throwers on the Human list (000:L852-L857): two are fine, three are refused.
#[test]
fn a_third_thrower_is_refused_000_l846() {
    let two = humans(&eleven_with(&["Thrower", "Thrower"]), 3, "");
    assert_eq!(refusal(two, book()), None);
    let three = humans(&eleven_with(&["Thrower", "Thrower", "Thrower"]), 3, "");
    let e = refusal(three, book()).expect("three Throwers");
    assert!(
        e.contains("3 players of the position Thrower") && e.contains("0-2"),
        "{e}"
    );
}

/// 0-1 Ogre: a second is refused.
#[test]
fn a_second_ogre_is_refused_000_l846() {
    let e = refusal(humans(&eleven_with(&["Ogre", "Ogre"]), 3, ""), book()).expect("two Ogres");
    assert!(
        e.contains("2 players of the position Ogre") && e.contains("0-1"),
        "{e}"
    );
}

/// "may not have more than 16" (000:L846): 16 are fine, 17 refused; ten may play.
#[test]
fn a_seventeenth_player_is_refused_and_ten_may_play_000_l846_004_l2978() {
    let sixteen = vec!["Lineman"; 16];
    assert_eq!(refusal(humans(&sixteen, 3, ""), book()), None);
    let seventeen = vec!["Lineman"; 17];
    let e = refusal(humans(&seventeen, 3, ""), book()).expect("17 players");
    assert!(e.contains("17 players") && e.contains("at most 16"), "{e}");
    let ten = vec!["Lineman"; 10];
    assert_eq!(refusal(humans(&ten, 3, ""), book()), None);
}

/// "0-8 team re-rolls": eight are fine, nine refused.
#[test]
fn a_ninth_team_reroll_is_refused_004_l11022() {
    assert_eq!(refusal(humans(&eleven_with(&[]), 8, ""), book()), None);
    let e = refusal(humans(&eleven_with(&[]), 9, ""), book()).expect("9 re-rolls");
    assert!(e.contains("9 team re-rolls") && e.contains("0-8"), "{e}");
}

/// Piling On is "(Optional)" (004:L9897): a roster player with it is refused unless the league
/// turns `piling-on` on, and then accepted.
#[test]
fn piling_on_needs_the_league_to_turn_it_on_004_l9897() {
    let e = refusal(humans(&eleven_with(&[]), 3, "Piling On"), book()).expect("option off");
    assert!(e.contains("piling-on = \"on\""), "{e}");
    let on = book()
        .with_file("league.toml", "[ruleset]\npiling-on = \"on\"\n")
        .expect("league file");
    assert_eq!(
        refusal(humans(&eleven_with(&[]), 3, "Piling On"), &on),
        None
    );
}

/// "A player with the Grab skill can never learn or gain the Frenzy skill through any means"
/// and the other way round (004:L10216-L10219): either alone is fine, both on one player are
/// refused, naming him; on two players of the team they are fine.
#[test]
fn grab_and_frenzy_are_never_had_together_004_l10216() {
    assert_eq!(refusal(humans(&eleven_with(&[]), 3, "Grab"), book()), None);
    assert_eq!(
        refusal(humans(&eleven_with(&[]), 3, "Frenzy"), book()),
        None
    );
    let team = |skills: &str| -> TeamSpec {
        let json = format!(
            r#"{{"roster":{{"name":"Reavers","roster":"human-2016-box","rerolls":3,"players":[{{"number":1,"position":"Lineman","skills":{skills}}},{{"number":2,"position":"Lineman","skills":["Frenzy"]}}]}}}}"#
        );
        serde_json::from_str(&json).expect("a roster team")
    };
    let e = refusal(team(r#"["Frenzy","Grab"]"#), book()).expect("both on #1");
    assert!(
        e.contains("#1") && e.contains("may never be had together") && e.contains("004:L10216"),
        "{e}"
    );
    assert_eq!(
        refusal(team(r#"["Grab"]"#), book()),
        None,
        "Grab on #1, Frenzy on #2"
    );
}
