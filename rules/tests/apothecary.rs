//! The medical staff, each scenario from its rule text: the Apothecary in league play
//! (004:L1108-L1129) and without the Casualty table (Bugman's, 001:L519-L527), Wandering
//! Apothecaries (004:L3010-L3019), the Igor (004:L3086-L3092), the Necromancer's Raise the
//! Dead (004:L1095-L1106), and who may have which (the team's setup).
//!
//! Home #7 (a Human Lineman) blocks away #7 (an Orc Lineman, AV 9) down from (10,7) to
//! (12,7); his armour breaks on 6+6 and the Injury roll decides the rest.

use crate::common;

use common::*;
use rules::{
    BlockFace, Decision, DecisionKind, Die, EventKind, MatchSetup, Place, Prompt, SetupSpec, Side,
    Stance, TeamSpec,
};

/// Away #7 is blocked down onto (12,7) and his armour broken: the Injury roll is next.
fn hurt_game(book: &tables::Rulebook, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::set_up(book, change);
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g
}

fn apothecaries(n: u8) -> impl FnOnce(&mut MatchSetup) {
    move |s| s.away.apothecaries = n
}

fn apothecary_offered(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Apothecary)
}

fn d68(g: &mut Game, tens: u8, units: u8) -> Vec<rules::Event> {
    g.dice(&[Die::D6(tens), Die::D8(units)])
}

// --- League play: KO'd (004:L1118-L1121) ---

/// KO'd (8 on the Injury table) with an Apothecary: his coach is asked, and the Apothecary
/// leaves him on the pitch Stunned where he fell; the one Apothecary is then spent. Rules out
/// Bugman's reading (Casualties only) and sending him to Reserves when he fell on the pitch.
#[test]
fn apothecary_leaves_a_kod_player_stunned_on_the_pitch_004_l1118() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[4, 4]);
    assert!(apothecary_offered(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Away, "the hurt player's coach decides");
    let events = g.decide(Decision::Apothecary { use_it: true });
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::ApothecaryUsed { player: away(7) }),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
    assert_eq!(g.m.state().team(Side::Away).apothecaries, 0);
}

/// Declined, the KO stands and the Apothecary is kept for later.
#[test]
fn a_declined_apothecary_leaves_him_kod_and_is_kept_004_l1118() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[4, 4]);
    g.decide(Decision::Apothecary { use_it: false });
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    assert_eq!(g.m.state().team(Side::Away).apothecaries, 1);
}

/// No Apothecary, no question: the KO stands and the block goes on.
#[test]
fn without_an_apothecary_nobody_is_asked_004_l1108() {
    let mut g = hurt_game(&league_book(), |_| {});
    g.d6(&[4, 4]);
    assert!(!apothecary_offered(&g));
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

/// Once a match: two Apothecaries (the team's and a Wandering one) treat two players, and a
/// third injury finds none (004:L1118, L3010-L3019).
#[test]
fn each_apothecary_is_used_once_a_match_004_l1118_l3017() {
    let mut g = hurt_game(&league_book(), apothecaries(2));
    g.d6(&[4, 4]);
    g.decide(Decision::Apothecary { use_it: true });
    assert_eq!(g.m.state().team(Side::Away).apothecaries, 1);
    // Home #8 knocks away #8 out in this turn, and away #9 in home's next.
    for round in 0..2 {
        g.only(&[(home(8), (10, 7)), (away(8 + round), (11, 7))]);
        g.block(home(8), away(8 + round), &[BlockFace::DefenderDown]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[6, 6]);
        g.d6(&[4, 4]);
        if round == 0 {
            assert!(apothecary_offered(&g), "the Wandering Apothecary is left");
            g.decide(Decision::Apothecary { use_it: true });
            assert_eq!(g.m.state().team(Side::Away).apothecaries, 0);
            g.decide(Decision::EndTurn);
            g.decide(Decision::EndTurn);
        } else {
            assert!(!apothecary_offered(&g), "both Apothecaries are spent");
            assert_eq!(g.place_of(away(9)), Place::KnockedOut);
        }
    }
}

/// Purchased and induced Apothecaries never treat a Star Player (004:L3116-L3119).
#[test]
fn no_apothecary_treats_a_star_player_004_l3116() {
    let mut g = hurt_game(&league_book(), |s| {
        s.away.apothecaries = 1;
        if let Some(p) = s.away.players.get_mut(6) {
            p.position = rules::setup::STAR_POSITION.to_string();
        }
    });
    g.d6(&[4, 4]);
    assert!(!apothecary_offered(&g));
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

// --- League play: the Casualty table (004:L1121-L1129) ---

/// A Star Player's DEAD (61) is for the match only: his deaths and serious injuries are
/// waived after it (004:L3103-L3105), and the ruling says so, where a team's own player's
/// DEAD says nothing of the kind.
#[test]
fn a_star_players_casualty_is_said_to_last_the_match_only_004_l3103() {
    let mut g = hurt_game(&league_book(), |s| {
        if let Some(p) = s.away.players.get_mut(6) {
            p.position = rules::setup::STAR_POSITION.to_string();
        }
    });
    g.d6(&[5, 6]);
    let said = text(&d68(&mut g, 6, 1));
    assert!(
        said.contains("DEAD") && said.contains("for this match only"),
        "{said}"
    );

    let mut g = hurt_game(&league_book(), |_| {});
    g.d6(&[5, 6]);
    let said = text(&d68(&mut g, 6, 1));
    assert!(
        said.contains("DEAD") && !said.contains("for this match only"),
        "{said}"
    );
}

/// After the Casualty roll (DEAD, 61) the Apothecary has the opponent roll again; a Badly
/// Hurt (11) kept by the coach replaces the first, and only Badly Hurt he goes to Reserves.
/// Rules out the first result standing, and the second roll being his own coach's.
#[test]
fn apothecary_rerolls_the_casualty_and_badly_hurt_goes_to_reserves_004_l1121() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[5, 6]);
    assert_eq!(g.roll_prompt().roll, "Casualty");
    d68(&mut g, 6, 1);
    assert!(apothecary_offered(&g));
    g.decide(Decision::Apothecary { use_it: true });
    let again = g.roll_prompt();
    assert_eq!(
        again.side,
        Side::Home,
        "the opponent rolls the Casualty table again"
    );
    d68(&mut g, 1, 1);
    let options = g.decision_options();
    assert!(options.contains(&Decision::KeepCasualty { second: false }));
    let events = g.decide(Decision::KeepCasualty { second: true });
    assert!(
        events.iter().any(|e| matches!(
            &e.kind,
            EventKind::CasualtyReplaced { player, from, to }
                if *player == away(7) && from == "DEAD" && to == "Badly Hurt"
        )),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// A second result kept that is worse than Badly Hurt (41, Broken Ribs) keeps him in the Dead
/// & Injured box: the Apothecary patches up only a Badly Hurt player (004:L1124-L1129).
#[test]
fn a_kept_lasting_injury_stays_a_casualty_004_l1124() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[5, 6]);
    d68(&mut g, 6, 1);
    g.decide(Decision::Apothecary { use_it: true });
    d68(&mut g, 4, 1);
    g.decide(Decision::KeepCasualty { second: true });
    assert_eq!(g.place_of(away(7)), Place::Casualty);
}

/// The first result is Badly Hurt already: "even if it was the original Casualty roll", the
/// coach keeps it and the player goes to Reserves (004:L1124-L1127).
#[test]
fn keeping_an_original_badly_hurt_sends_him_to_reserves_004_l1125() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[5, 6]);
    d68(&mut g, 2, 3);
    g.decide(Decision::Apothecary { use_it: true });
    d68(&mut g, 5, 2);
    g.decide(Decision::KeepCasualty { second: false });
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// The coach chooses between the two results: the question names both, the first roll's
/// (61, Dead) and the second's (41, Broken Ribs), so he knows what each choice keeps
/// (004:L1121-L1124).
#[test]
fn the_keep_question_names_both_results_004_l1121() {
    let mut g = hurt_game(&league_book(), apothecaries(1));
    g.d6(&[5, 6]);
    d68(&mut g, 6, 1);
    g.decide(Decision::Apothecary { use_it: true });
    d68(&mut g, 4, 1);
    let Prompt::Decision(d) = g.m.prompt() else {
        panic!("the coach is asked which result to keep");
    };
    assert_eq!(d.kind, DecisionKind::Apothecary);
    let about = d.about.to_lowercase();
    let (dead, ribs) = (about.find("dead"), about.find("broken ribs"));
    assert!(
        matches!((dead, ribs), (Some(a), Some(b)) if a < b),
        "first roll's result, then the second's: {}",
        d.about
    );
}

// --- Without the Casualty table: Bugman's Apothecary (001:L523) ---

/// A Casualty (10+) with an Apothecary: a D6, and 3 is enough to send him to Reserves. Rules
/// out a 4+ roll and the league's re-rolled Casualty table.
#[test]
fn bugmans_apothecary_revives_a_casualty_on_3_001_l523() {
    let mut g = hurt_game(book(), apothecaries(1));
    g.d6(&[5, 6]);
    assert!(apothecary_offered(&g));
    g.decide(Decision::Apothecary { use_it: true });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Apothecary");
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// A 2 fails: he stays in the Dead & Injured box, and the Apothecary is spent.
#[test]
fn bugmans_apothecary_fails_on_2_001_l523() {
    let mut g = hurt_game(book(), apothecaries(1));
    g.d6(&[5, 6]);
    g.decide(Decision::Apothecary { use_it: true });
    g.d6(&[2]);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert_eq!(g.m.state().team(Side::Away).apothecaries, 0);
}

/// Bugman's Apothecary treats Casualties only: a KO'd player is not offered one (001:L523).
#[test]
fn bugmans_apothecary_does_not_treat_a_ko_001_l523() {
    let mut g = hurt_game(book(), apothecaries(1));
    g.d6(&[4, 4]);
    assert!(!apothecary_offered(&g));
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

/// Regeneration comes after the Apothecary's roll (001:L927): a failed Apothecary (1) then a
/// Regeneration of 4 heals him.
#[test]
fn regeneration_follows_a_failed_apothecary_001_l927() {
    let mut g = hurt_game(book(), |s| {
        s.away.apothecaries = 1;
        s.away.players[6].skills.push("regeneration".into());
    });
    g.d6(&[5, 6]);
    g.decide(Decision::Apothecary { use_it: true });
    g.d6(&[1]);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

// --- The Igor (004:L3086-L3092) ---

/// A failed Regeneration roll (3) may be re-rolled by the Igor, once a match: the second roll
/// (4) heals him. Rules out Regeneration never being re-rolled when an Igor is there.
#[test]
fn igor_rerolls_a_failed_regeneration_once_004_l3091() {
    let mut g = hurt_game(book(), |s| {
        s.away.igor = true;
        s.away.players[6].skills.push("regeneration".into());
    });
    g.d6(&[5, 6]);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    let t = text(&g.d6(&[3]));
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Igor),
        "{:#?}",
        g.m.prompt()
    );
    // Not final while the Igor may re-roll it: the words say so, not "stays a Casualty".
    assert!(t.contains("the Igor may re-roll it"), "{t}");
    assert!(
        !t.contains("stays a Casualty") && !t.contains("no re-roll allowed"),
        "{t}"
    );
    g.decide(Decision::Igor { use_it: true });
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert!(!g.m.state().team(Side::Away).igor);
}

/// The Igor not used: the failed Regeneration stands, and the words say so then.
#[test]
fn a_failed_regeneration_stands_when_the_igor_is_not_used_004_l3091() {
    let mut g = hurt_game(book(), |s| {
        s.away.igor = true;
        s.away.players[6].skills.push("regeneration".into());
    });
    g.d6(&[5, 6]);
    g.d6(&[3]);
    let t = text(&g.decide(Decision::Igor { use_it: false }));
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(t.contains("stays a Casualty"), "{t}");
    assert!(g.m.state().team(Side::Away).igor, "the Igor is kept");
}

/// Without an Igor a failed Regeneration stands, unasked (004:L10491-L10502).
#[test]
fn without_an_igor_a_failed_regeneration_stands_004_l10491() {
    let mut g = hurt_game(book(), |s| {
        s.away.players[6].skills.push("regeneration".into());
    });
    g.d6(&[5, 6]);
    let t = text(&g.d6(&[3]));
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(!matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Igor));
    // Never re-rolled (004:L10497-L10498), and not re-rolled this time either: said so.
    assert!(
        t.contains("no re-roll allowed") && !t.contains("already re-rolled"),
        "{t}"
    );
}

// --- Raise the Dead (004:L1095-L1106) ---

fn necromantic() -> TeamSpec {
    serde_json::from_value(serde_json::json!({"roster": {
        "name": "Rotten Rovers", "roster": "necromantic", "rerolls": 2,
        "players": (1..=11).map(|n| serde_json::json!({"number": n, "position": "Zombie"}))
            .collect::<Vec<_>>()
    }}))
    .expect("a necromantic team")
}

/// A Necromantic team blocks an Orc Lineman (ST 3) dead (61): a Zombie joins its Reserves,
/// numbered after its squad; a second kill raises none (once a match).
#[test]
fn raise_the_dead_brings_a_zombie_into_reserves_once_004_l1097() {
    let book = league_book();
    let mut g = hurt_game(&book, |s| {
        s.home = necromantic()
            .build(tables::builtin().expect("book"))
            .expect("builds");
    });
    g.d6(&[5, 6]);
    let events = d68(&mut g, 6, 1);
    let raised = events.iter().find_map(|e| match e.kind {
        EventKind::PlayerJoined { player } => Some(player),
        _ => None,
    });
    assert_eq!(raised, Some(home(12)), "{}", text(&events));
    let zombie = g.m.state().player(home(12)).expect("the Zombie");
    assert_eq!(zombie.place, Place::Reserves);
    assert_eq!(zombie.profile.position, "Zombie");
    assert!(zombie.profile.skills.iter().any(|s| s == "regeneration"));
    assert!(g.m.state().team(Side::Home).raise_the_dead.is_none());
}

/// A killed player with ST 5 does not rise (both made ST 5, so the block is still one die).
#[test]
fn raise_the_dead_needs_strength_4_or_less_004_l1098() {
    let book = league_book();
    let mut g = hurt_game(&book, |s| {
        s.home = necromantic()
            .build(tables::builtin().expect("book"))
            .expect("builds");
        s.away.players[6].st = 5;
        s.home.players[6].st = 5;
    });
    g.d6(&[5, 6]);
    let events = d68(&mut g, 6, 1);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::PlayerJoined { .. })),
        "{}",
        text(&events)
    );
}

/// A Casualty that does not kill raises nobody (Broken Ribs, 41).
#[test]
fn raise_the_dead_needs_a_kill_004_l1099() {
    let book = league_book();
    let mut g = hurt_game(&book, |s| {
        s.home = necromantic()
            .build(tables::builtin().expect("book"))
            .expect("builds");
    });
    g.d6(&[5, 6]);
    d68(&mut g, 4, 1);
    assert!(g.m.state().player(home(12)).is_none());
}

// --- Who may have which (004:L1112-L1117, L3010-L3019, L3086-L3088) ---

fn spec(team: serde_json::Value) -> Result<rules::TeamSetup, String> {
    let spec: TeamSpec =
        serde_json::from_value(serde_json::json!({ "roster": team })).map_err(|e| e.to_string())?;
    spec.build(book()).map_err(|e| e.to_string())
}

fn humans(extra: serde_json::Value) -> serde_json::Value {
    let mut team = serde_json::json!({"name": "Reikland", "roster": "human", "rerolls": 2,
        "players": [{"number": 1, "position": "Lineman"}]});
    if let (Some(t), Some(e)) = (team.as_object_mut(), extra.as_object()) {
        t.extend(e.clone());
    }
    team
}

#[test]
fn a_team_counts_its_own_and_wandering_apothecaries_004_l3010() {
    let team = spec(humans(
        serde_json::json!({"apothecary": true, "wandering_apothecaries": 2}),
    ))
    .expect("builds");
    assert_eq!(team.apothecaries, 3);
    assert!(!team.igor);
}

#[test]
fn an_undead_team_may_not_have_an_apothecary_004_l1115() {
    let undead = serde_json::json!({"name": "Night", "roster": "undead", "rerolls": 2,
        "players": [{"number": 1, "position": "Skeleton"}], "apothecary": true});
    let err = spec(undead).expect_err("refused");
    assert!(err.contains("may not have an Apothecary"), "{err}");
    let wandering = serde_json::json!({"name": "Night", "roster": "undead", "rerolls": 2,
        "players": [{"number": 1, "position": "Skeleton"}], "wandering_apothecaries": 1});
    assert!(spec(wandering).is_err());
}

#[test]
fn only_a_team_without_an_apothecary_may_hire_an_igor_004_l3086() {
    let err = spec(humans(serde_json::json!({"igor": true}))).expect_err("refused");
    assert!(err.contains("Igor"), "{err}");
    let undead = serde_json::json!({"name": "Night", "roster": "undead", "rerolls": 2,
        "players": [{"number": 1, "position": "Skeleton"}], "igor": true});
    let team = spec(undead).expect("an Undead team may hire an Igor");
    assert!(team.igor);
    assert!(team.raise_the_dead.is_some(), "and has a Necromancer");
}

#[test]
fn at_most_two_wandering_apothecaries_004_l3010() {
    let err = spec(humans(serde_json::json!({"wandering_apothecaries": 3}))).expect_err("refused");
    assert!(err.contains("at most 2"), "{err}");
}

#[test]
fn a_misspelt_staff_key_is_refused_by_name() {
    let err = spec(humans(serde_json::json!({"apothecarys": true}))).expect_err("refused");
    assert!(err.contains("apothecarys"), "{err}");
}

/// A whole setup line names the staff as a script does.
#[test]
fn a_script_setup_line_names_the_staff() {
    let line = serde_json::json!({
        "home": {"roster": humans(serde_json::json!({"apothecary": true}))},
        "away": {"quick_start": "orc-quick-start"}
    });
    let spec: SetupSpec = serde_json::from_value(line).expect("parses");
    let setup = spec.build(book()).expect("builds");
    assert_eq!(setup.home.apothecaries, 1);
}

/// A Stunty's Badly Hurt (9 on the Stunty Injury table) puts him in the Dead & Injured box, a
/// Casualty Regeneration heals (000:L1265, L1279): a 4 sends him to Reserves.
#[test]
fn regeneration_heals_a_stuntys_badly_hurt_000_l1265() {
    let mut g = hurt_game(book(), |s| {
        s.away.players[6]
            .skills
            .extend(["stunty".into(), "regeneration".into()]);
    });
    g.d6(&[4, 5]);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}
