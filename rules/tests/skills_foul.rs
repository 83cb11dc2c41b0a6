//! The skills that change a Foul, each scenario from its rule text (2016 compilation, seed
//! 004, skill list 004:L9780-L10782). Home #7 is a Human Lineman; away #7 an Orc Lineman
//! (AV 9), lying Prone next to him with nobody else near: no assists either way.

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Event, EventKind, Prompt, Reroll, Side, Skill,
    Stance,
};

fn skill_question(g: &Game) -> Option<(Skill, Side)> {
    match g.m.prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::UseSkill => {
            d.options.iter().find_map(|o| match o {
                Decision::UseSkill { skill, .. } => Some((*skill, d.side)),
                _ => None,
            })
        }
        _ => None,
    }
}

fn use_skill(g: &mut Game, skill: Skill, use_it: bool) -> Vec<Event> {
    g.decide(Decision::UseSkill { skill, use_it })
}

/// Home #7, with `skills`, fouls the Prone away #7 (AV 9); the Armour roll is next.
fn foul_game(skills: &[&str]) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, skills));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g
}

fn sent_off(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e.kind, EventKind::SentOff { .. }))
}

// --- Dirty Player (004:L10096-L10102) ---

/// 4+5 = 9 does not beat AV 9; with Dirty Player's +1 it is 10 and does. The +1 decides the
/// roll, so the fouler's coach is asked, and used, the armour breaks: an Injury roll follows.
/// Rules out reading no +1 on a Foul (armour would hold) and a +1 added without asking.
#[test]
fn dirty_player_adds_one_to_a_foul_armour_roll_004_l10096() {
    let mut g = foul_game(&["dirty-player"]);
    g.d6(&[4, 5]);
    assert_eq!(skill_question(&g), Some((Skill::DirtyPlayer, Side::Home)));
    let events = use_skill(&mut g, Skill::DirtyPlayer, true);
    assert!(text(&events).contains("armour broken"), "{}", text(&events));
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// The same 9, the +1 declined: the armour holds, no Injury roll, no double so nobody is sent
/// off and the turn goes on. Rules out a +1 forced on the coach.
#[test]
fn dirty_player_may_be_declined_on_the_armour_roll_004_l10096() {
    let mut g = foul_game(&["dirty-player"]);
    g.d6(&[4, 5]);
    let events = use_skill(&mut g, Skill::DirtyPlayer, false);
    assert!(!sent_off(&events));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// 6+5 = 11 breaks AV 9 without the +1, so Dirty Player waits for the Injury roll: 3+4 = 7 is
/// Stunned, 8 with it is KO'd; the coach is asked and adding it KOs. Rules out the +1 spent
/// (wasted) on an Armour roll that breaks anyway.
#[test]
fn dirty_player_unused_on_the_armour_roll_adds_one_to_the_injury_roll_004_l10096() {
    let mut g = foul_game(&["dirty-player"]);
    g.d6(&[6, 5]);
    assert_eq!(skill_question(&g), None, "armour broken without it");
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), Some((Skill::DirtyPlayer, Side::Home)));
    use_skill(&mut g, Skill::DirtyPlayer, true);
    assert_eq!(g.place_of(away(7)), rules::Place::KnockedOut);
}

/// Used on the Armour roll (4+5 +1 = 10), it may not modify the Injury roll too: 3+4 = 7 stays
/// Stunned and nobody is asked. Rules out the +1 on both rolls (8, KO'd).
#[test]
fn dirty_player_used_on_the_armour_roll_leaves_the_injury_roll_alone_004_l10100() {
    let mut g = foul_game(&["dirty-player"]);
    g.d6(&[4, 5]);
    use_skill(&mut g, Skill::DirtyPlayer, true);
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Stunned));
}

/// Mighty Blow counts only on a block's knock-down (004:L10367): a fouler with Mighty Blow
/// and no Dirty Player rolls 4+5 = 9 against AV 9 with no question, and the armour holds.
/// Rules out any +1 skill serving on a Foul.
#[test]
fn mighty_blow_does_not_add_to_a_foul_004_l10367() {
    let mut g = foul_game(&["mighty-blow"]);
    g.d6(&[4, 5]);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

// --- Sneaky Git (004:L10569-L10574) ---

/// 4+4 = 8 does not beat AV 9, a double: a Sneaky Git stays on, no turnover, and the turn goes
/// on. Rules out the core rule's sending-off applying to him anyway.
#[test]
fn sneaky_git_stays_on_after_a_double_on_an_armour_roll_that_holds_004_l10572() {
    let mut g = foul_game(&["sneaky-git"]);
    let events = g.d6(&[4, 4]);
    assert!(!sent_off(&events), "{}", text(&events));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. }))
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// 5+5 = 10 breaks AV 9, a double: the armour roll was successful, so he is sent off once the
/// Injury roll (2+3 = 5, Stunned, no double) is done. Rules out Sneaky Git covering every
/// double on the Armour roll.
#[test]
fn sneaky_git_is_sent_off_for_a_double_on_an_armour_roll_that_breaks_004_l10573() {
    let mut g = foul_game(&["sneaky-git"]);
    g.d6(&[5, 5]);
    let events = g.d6(&[2, 3]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::SentOff { player: home(7) }),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(home(7)), rules::Place::SentOff);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Stunned));
}

/// 6+5 = 11 breaks AV 9 with no double; the Injury roll 3+3 = 6 (Stunned) is a double: the
/// skill speaks only of the Armour roll, so he is sent off. Rules out Sneaky Git covering the
/// Injury roll's double.
#[test]
fn sneaky_git_is_sent_off_for_a_double_on_the_injury_roll_004_l10572() {
    let mut g = foul_game(&["sneaky-git"]);
    g.d6(&[6, 5]);
    let events = g.d6(&[3, 3]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::SentOff { player: home(7) }),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(home(7)), rules::Place::SentOff);
}

// --- Foul Appearance (004:L10187-L10193) ---

/// Declines a re-roll when one is offered.
fn keep(g: &mut Game) -> Vec<Event> {
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep))
    } else {
        Vec::new()
    }
}

/// Home #7 declares `action` next to away #7, who has Foul Appearance, and names him.
fn revolting_game(action: ActionKind) -> Game {
    let mut g = Game::with(with_skills(Side::Away, 7, &["foul-appearance"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), action);
    g.decide(Decision::Block { target: away(7) });
    g
}

/// A 1 on the D6: the block is wasted, no block dice, and no turnover: the Block Action is
/// over and the home coach plays on. Rules out the block made anyway and a turnover.
#[test]
fn foul_appearance_on_a_1_wastes_the_block_without_a_turnover_004_l10190() {
    let mut g = revolting_game(ActionKind::Block);
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    let mut events = g.d6(&[1]);
    events.extend(keep(&mut g));
    assert!(
        !events.iter().any(|e| matches!(
            e.kind,
            EventKind::BlockDice { .. } | EventKind::Turnover { .. }
        )),
        "{}",
        text(&events)
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

/// A 2 is enough ("2 or more"): the block dice come next. Rules out a 4+ or 2 failing.
#[test]
fn foul_appearance_on_a_2_lets_the_block_go_on_004_l10189() {
    let mut g = revolting_game(ActionKind::Block);
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Block");
    g.block_dice(&[BlockFace::DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// In a Blitz the wasted thing is the block: the blitzer may not block again this Action,
/// but may still move on with the rest of his MA. Rules out reading the whole Blitz as lost.
#[test]
fn foul_appearance_wastes_a_blitz_block_but_not_the_move_004_l10190() {
    let mut g = revolting_game(ActionKind::Blitz);
    g.d6(&[1]);
    keep(&mut g);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Block { target: away(7) }))
            .is_err(),
        "one block per Blitz"
    );
    g.move_to(10, 8);
    assert_eq!(g.place_of(home(7)), on(sq(10, 8), Stance::Standing));
}

/// The D6 is the blocker's (rolled by his coach), not the revolting player's.
#[test]
fn foul_appearance_is_rolled_by_the_blocking_coach_004_l10188() {
    let g = revolting_game(ActionKind::Block);
    assert_eq!(g.roll_prompt().side, Side::Home);
}

// --- Wild Animal (004:L10766-L10772) ---

/// Home #7, a Wild Animal, next to away #7, declares `action`; the Wild Animal D6 is next.
fn wild_game(action: ActionKind) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, &["wild-animal"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), action);
    assert_eq!(g.roll_prompt().roll, "Wild Animal");
    g
}

fn wasted(g: &mut Game, d6: u8) -> Vec<Event> {
    let mut events = g.d6(&[d6]);
    events.extend(keep(g));
    events
}

/// A Move Action has no +2: a 3 fails, he stays put, the Action is over, and it is no
/// turnover. Rules out the +2 on every Action (3 + 2 = 5 would pass).
#[test]
fn wild_animal_on_a_3_wastes_a_move_action_004_l10770() {
    let mut g = wild_game(ActionKind::Move);
    let events = wasted(&mut g, 3);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. })),
        "{}",
        text(&events)
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Move { to: sq(9, 7) }))
            .is_err()
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// A 4 on a Move Action passes (only 1-3 fail): he moves. Rules out a 4 failing.
#[test]
fn wild_animal_on_a_4_lets_him_move_004_l10770() {
    let mut g = wild_game(ActionKind::Move);
    g.d6(&[4]);
    g.move_to(9, 6);
    assert_eq!(g.place_of(home(7)), on(sq(9, 6), Stance::Standing));
}

/// A Block Action adds 2: a natural 2 makes 4 and the block goes on to its dice. Rules out
/// reading no +2 on a Block (2 would fail).
#[test]
fn wild_animal_adds_two_on_a_block_action_004_l10768() {
    let mut g = wild_game(ActionKind::Block);
    g.d6(&[2]);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// A Blitz adds 2 as well, but a natural 1 is 3 and still fails: the Blitz is wasted, with no
/// turnover. Rules out the +2 passing every Blitz.
#[test]
fn wild_animal_on_a_1_wastes_a_blitz_even_with_the_two_004_l10770() {
    let mut g = wild_game(ActionKind::Blitz);
    assert_eq!(
        g.roll_prompt()
            .modifiers
            .iter()
            .map(|m| m.value)
            .sum::<i8>(),
        2
    );
    wasted(&mut g, 1);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

// --- Decay (004:L10088-L10094) ---

/// Away #7 (with `skills`) is blocked down, his armour broken (6+6) and the Injury roll 5+6 =
/// 11 a Casualty: the Casualty roll is next.
fn decaying_game(skills: &[&str]) -> Game {
    let mut g = Game::set_up(&league_book(), with_skills(Side::Away, 7, skills));
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    assert_eq!(g.roll_prompt().roll, "Casualty");
    g
}

fn casualty_results(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Casualty { result, .. } => Some(result.to_string()),
            _ => None,
        })
        .collect()
}

fn d68(g: &mut Game, tens: u8, units: u8) -> Vec<Event> {
    g.dice(&[rules::Die::D6(tens), rules::Die::D8(units)])
}

/// With Decay the Casualty table is rolled twice and both stand: 11 (Badly Hurt), then 41
/// (Broken Ribs), then the turn goes on. Rules out a single Casualty roll, and the second
/// replacing the first.
#[test]
fn decay_rolls_twice_on_the_casualty_table_and_both_apply_004_l10090() {
    let mut g = decaying_game(&["decay"]);
    let mut events = d68(&mut g, 1, 1);
    assert_eq!(g.roll_prompt().roll, "Casualty", "a second roll");
    events.extend(d68(&mut g, 4, 1));
    assert_eq!(
        casualty_results(&events),
        vec!["Badly Hurt".to_string(), "Broken Ribs".to_string()]
    );
    assert_eq!(g.place_of(away(7)), rules::Place::Casualty);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Without Decay one Casualty roll is all (the control for the scenario above).
#[test]
fn without_decay_one_casualty_roll_004_l2479() {
    let mut g = decaying_game(&[]);
    d68(&mut g, 1, 1);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Regeneration comes once both results are in, and its 4+ heals both: he goes to Reserves.
/// Rules out a Regeneration roll between the two Casualty rolls.
#[test]
fn decay_regeneration_after_both_casualty_rolls_heals_both_004_l10094() {
    let mut g = decaying_game(&["decay", "regeneration"]);
    d68(&mut g, 1, 1);
    assert_eq!(g.roll_prompt().roll, "Casualty");
    d68(&mut g, 4, 1);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), rules::Place::Reserves);
}
