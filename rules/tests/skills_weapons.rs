//! Weapons and the skills like them: Stab, Stakes, Chainsaw, Monstrous Mouth, Weeping Dagger
//! (2016 compilation, seed 004, skill list 004:L9780-L10782). Each expected outcome is read
//! from the rule's text; the dice are the ones the nearest wrong reading would rule the other
//! way. Home #7 is a Human Lineman (ST 3 AV 8), home #5 a Human Thrower; away #7 and #8 are
//! Orc Linemen (ST 3 AV 9), away #3 a Black Orc Blocker (ST 4 AV 9).

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, DecisionKind, Event, EventKind, InjuryResult, PlayerId,
    Prompt, Reroll, Side, Skill, Stance,
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

/// Keeps a roll when a re-roll is offered.
fn keep(g: &mut Game) -> Vec<Event> {
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep))
    } else {
        Vec::new()
    }
}

fn injured(events: &[Event], who: PlayerId) -> Option<InjuryResult> {
    events.iter().find_map(|e| match e.kind {
        EventKind::Injured { player, result } if player == who => Some(result),
        _ => None,
    })
}

fn has_block_dice(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e.kind, EventKind::BlockDice { .. }))
}

fn action_over(events: &[Event], who: PlayerId) -> bool {
    events
        .iter()
        .any(|e| e.kind == EventKind::ActionEnded { player: who })
}

fn modifier_values(g: &Game) -> Vec<i8> {
    g.roll_prompt().modifiers.iter().map(|m| m.value).collect()
}

// --- Stab (004:L10581-L10593) ---

/// Home #7 with `skills` on (10,7) next to away #7 on (11,7), declaring a Block on him.
fn stab_game(skills: &[&str]) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, skills));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g
}

/// The blocking coach is asked; using Stab rolls no block dice but an Armour roll with no
/// modifier: 5 + 5 = 10 beats AV 9, so an Injury roll; 4 + 4 = 8 is KO'd.
#[test]
fn stab_instead_of_a_block_is_an_armour_roll_then_an_injury_roll_004_l10586() {
    let mut g = stab_game(&["stab"]);
    assert_eq!(skill_question(&g), Some((Skill::Stab, Side::Home)));
    let events = use_skill(&mut g, Skill::Stab, true);
    assert!(!has_block_dice(&events), "{}", text(&events));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
    g.d6(&[5, 5]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury");
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
    let events = g.d6(&[4, 4]);
    assert_eq!(injured(&events, away(7)), Some(InjuryResult::KnockedOut));
    assert!(g.turnover().is_none());
    assert!(action_over(&events, home(7)), "{}", text(&events));
}

/// 4 + 5 = 9 does not beat AV 9: no effect, and the victim is not knocked down; Mighty Blow
/// would make it 10, but the roll is unmodified.
#[test]
fn stab_that_does_not_beat_armour_has_no_effect_and_knocks_nobody_down_004_l10587() {
    let mut g = stab_game(&["stab", "mighty-blow", "claws"]);
    use_skill(&mut g, Skill::Stab, true);
    let events = g.d6(&[4, 5]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::UseSkill),
        "Mighty Blow is not offered"
    );
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::KnockedDown { .. })),
        "{}",
        text(&events)
    );
    assert!(g.turnover().is_none());
    assert!(action_over(&events, home(7)));
}

/// The Injury roll ignores every modifier: 3 + 4 = 7 is Stunned (KO'd with Mighty Blow's
/// +1); the victim is Stunned where he stood, not pushed.
#[test]
fn stab_injury_roll_ignores_mighty_blow_004_l10590() {
    let mut g = stab_game(&["stab", "mighty-blow"]);
    use_skill(&mut g, Skill::Stab, true);
    g.d6(&[5, 5]);
    assert!(g.roll_prompt().modifiers.is_empty());
    let events = g.d6(&[3, 4]);
    assert_eq!(injured(&events, away(7)), Some(InjuryResult::Stunned));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Stunned));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// A stabbed ball carrier who is hurt drops the ball, which bounces from his square.
#[test]
fn stabbed_ball_carrier_who_is_hurt_drops_the_ball_004_l10589() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["stab"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    use_skill(&mut g, Skill::Stab, true);
    g.d6(&[5, 5]);
    g.d6(&[3, 4]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// Declining Stab throws the block as usual: block dice.
#[test]
fn stab_declined_throws_the_block_004_l10584() {
    let mut g = stab_game(&["stab"]);
    let events = use_skill(&mut g, Skill::Stab, false);
    assert!(has_block_dice(&events), "{}", text(&events));
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// In a Blitz, Stab ends his movement: home #7 moves a square, stabs, and his Action is over.
#[test]
fn stab_in_a_blitz_ends_the_blitzers_movement_004_l10591() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["stab"]));
    g.only(&[(home(7), (9, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.move_to(10, 7);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(skill_question(&g), Some((Skill::Stab, Side::Home)));
    use_skill(&mut g, Skill::Stab, true);
    let events = g.d6(&[2, 2]);
    assert!(action_over(&events, home(7)), "{}", text(&events));
    assert_eq!(g.m.state().action(), None);
}

/// Stab is chosen before Dauntless is rolled; once Dauntless is rolled the block is
/// declared, and Stab is not asked again (004:L11413-L11416).
#[test]
fn stab_is_chosen_before_dauntless_and_not_after_it_004_l11413() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["stab", "dauntless"]));
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(skill_question(&g), Some((Skill::Stab, Side::Home)));
    use_skill(&mut g, Skill::Stab, false);
    assert_eq!(g.roll_prompt().roll, "Dauntless");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// With Multiple Block, Stab may replace either block: the first a Stab, the second a block
/// with dice (004:L11418-L11420).
#[test]
fn stab_may_replace_one_block_of_a_multiple_block_004_l11418() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["stab", "multiple-block"]));
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (11, 8)),
        (home(9), (12, 9)),
    ]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    use_skill(&mut g, Skill::MultipleBlock, true);
    assert_eq!(skill_question(&g), Some((Skill::Stab, Side::Home)));
    use_skill(&mut g, Skill::Stab, true);
    let events = g.d6(&[1, 2]);
    assert!(!has_block_dice(&events), "{}", text(&events));
    g.decide(Decision::Block { target: away(8) });
    assert_eq!(skill_question(&g), Some((Skill::Stab, Side::Home)));
    let events = use_skill(&mut g, Skill::Stab, false);
    assert!(has_block_dice(&events), "{}", text(&events));
}

/// ... or both.
#[test]
fn stab_may_replace_both_blocks_of_a_multiple_block_004_l11419() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["stab", "multiple-block"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    use_skill(&mut g, Skill::MultipleBlock, true);
    use_skill(&mut g, Skill::Stab, true);
    g.d6(&[1, 2]);
    g.decide(Decision::Block { target: away(8) });
    use_skill(&mut g, Skill::Stab, true);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(away(8)));
    let events = g.d6(&[1, 2]);
    assert!(action_over(&events, home(7)), "{}", text(&events));
}

/// A player without Stab is never asked.
#[test]
fn no_stab_question_without_the_skill_004_l10581() {
    let g = stab_game(&[]);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.roll_prompt().roll, "Block");
}

// --- Stakes (004:L10595-L10600) ---

/// +1 to the Stab's Armour roll against an Undead team's player: 4 + 5 + 1 = 10 beats AV 9.
#[test]
fn stakes_adds_one_against_an_undead_team_004_l10597() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["stab", "stakes"])(s);
        s.away.roster = "undead".into();
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    use_skill(&mut g, Skill::Stab, true);
    assert_eq!(modifier_values(&g), vec![1]);
    g.d6(&[4, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// Khemri, Necromantic and Vampire teams alike; an Orc team gets no +1.
#[test]
fn stakes_counts_for_khemri_necromantic_vampire_only_004_l10599() {
    for (roster, plus) in [
        ("khemri", true),
        ("necromantic", true),
        ("vampire", true),
        ("orc", false),
    ] {
        let mut g = Game::with(|s| {
            with_skills(Side::Home, 7, &["stab", "stakes"])(s);
            s.away.roster = roster.into();
        });
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.declare(home(7), ActionKind::Block);
        g.decide(Decision::Block { target: away(7) });
        use_skill(&mut g, Skill::Stab, true);
        let expected: Vec<i8> = if plus { vec![1] } else { Vec::new() };
        assert_eq!(modifier_values(&g), expected, "{roster}");
    }
}

// --- Chainsaw (004:L10045-L10066) ---

fn chainsaw_game(skills: &[&str], action: ActionKind) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, skills));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.declare(home(7), action);
    g.decide(Decision::Block { target: away(7) });
    g
}

/// No block dice and no question: a D6, 2 or more hits; Armour roll +3: 3 + 4 + 3 = 10
/// beats AV 9, so he is Knocked Down and injured: 2 + 3 = 5 Stunned.
#[test]
fn chainsaw_must_be_used_and_a_hit_breaks_armour_plus_three_004_l10046() {
    let mut g = chainsaw_game(&["chainsaw"], ActionKind::Block);
    assert_eq!(skill_question(&g), None, "no choice: he must");
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Chainsaw", Some(2)));
    let events = g.d6(&[2]);
    assert!(!has_block_dice(&events));
    assert_eq!(g.roll_prompt().player, Some(away(7)));
    assert_eq!(modifier_values(&g), vec![3]);
    let events = g.d6(&[3, 4]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::KnockedDown { player, .. } if player == away(7))),
        "{}",
        text(&events)
    );
    let events = g.d6(&[2, 3]);
    assert_eq!(injured(&events, away(7)), Some(InjuryResult::Stunned));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Stunned));
    assert!(g.turnover().is_none());
    assert!(action_over(&events, home(7)), "{}", text(&events));
}

/// 3 + 3 + 3 = 9 does not beat AV 9: no effect, he stays on his feet; Mighty Blow's +1 is
/// not for a chainsaw (004:L10373).
#[test]
fn chainsaw_hit_that_fails_to_beat_armour_has_no_effect_004_l10053() {
    let mut g = chainsaw_game(&["chainsaw", "mighty-blow"], ActionKind::Block);
    g.d6(&[2]);
    let events = g.d6(&[3, 3]);
    assert_eq!(skill_question(&g), None, "no Mighty Blow");
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert!(action_over(&events, home(7)), "{}", text(&events));
}

/// A 1 kicks back: the wielder's Armour roll +3, 3 + 3 + 3 = 9 beats his AV 8: Knocked Down
/// and injured, a turnover.
#[test]
fn chainsaw_kick_back_that_breaks_armour_is_a_turnover_004_l10050() {
    let mut g = chainsaw_game(&["chainsaw"], ActionKind::Block);
    g.d6(&[1]);
    keep(&mut g);
    let roll = g.roll_prompt();
    assert_eq!(roll.player, Some(home(7)));
    assert_eq!(modifier_values(&g), vec![3]);
    g.d6(&[3, 3]);
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Injury");
    let events = g.d6(&[1, 2]);
    assert_eq!(injured(&events, home(7)), Some(InjuryResult::Stunned));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

/// A kick-back the wielder's armour holds (2 + 2 + 3 = 7, AV 8) has no effect: no turnover.
#[test]
fn chainsaw_kick_back_that_armour_holds_has_no_effect_004_l10053() {
    let mut g = chainsaw_game(&["chainsaw"], ActionKind::Block);
    g.d6(&[1]);
    keep(&mut g);
    let events = g.d6(&[2, 2]);
    assert!(g.turnover().is_none());
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(action_over(&events, home(7)), "{}", text(&events));
}

/// The kick-back roll is a roll of the moving team's player: a team re-roll may re-roll it.
#[test]
fn chainsaw_roll_may_be_rerolled_with_a_team_reroll_000_l752() {
    let mut g = chainsaw_game(&["chainsaw"], ActionKind::Block);
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Team))
    );
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().player, Some(away(7)));
}

/// Once per turn: a chainsaw is never used with Multiple Block (no question, next to two).
#[test]
fn chainsaw_is_not_used_with_multiple_block_004_l10063() {
    let g = chainsaw_game(&["chainsaw", "multiple-block"], ActionKind::Block);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.roll_prompt().roll, "Chainsaw");
}

/// In a Blitz he cannot move on after the chainsaw.
#[test]
fn chainsaw_in_a_blitz_ends_the_blitzers_movement_004_l10064() {
    let mut g = chainsaw_game(&["chainsaw"], ActionKind::Blitz);
    g.d6(&[2]);
    let events = g.d6(&[1, 1]);
    assert!(action_over(&events, home(7)), "{}", text(&events));
    assert_eq!(g.m.state().action(), None);
}

/// A Foul with a chainsaw: the kick-back roll first, then the Foul's Armour roll +3.
#[test]
fn chainsaw_foul_rolls_for_kick_back_and_adds_three_004_l10054() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["chainsaw"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Chainsaw");
    g.d6(&[2]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Armour", Some(away(7))));
    assert_eq!(modifier_values(&g), vec![3]);
    // 3 + 4 + 3 = 10 beats AV 9.
    g.d6(&[3, 4]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// A Foul's kick-back hits the fouler instead: his Armour roll +3.
#[test]
fn chainsaw_foul_kick_back_hits_the_fouler_004_l10056() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["chainsaw"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().player, Some(home(7)));
    assert_eq!(modifier_values(&g), vec![3]);
    g.d6(&[3, 3]);
    assert!(g.turnover().is_some());
}

/// The chainsaw player Knocked Down by a block: +3 to his Armour roll.
#[test]
fn chainsaw_player_knocked_down_gets_plus_three_on_his_armour_004_l10058() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["chainsaw"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Push) {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::FollowUp) {
        g.decide(Decision::FollowUp { follow: false });
    }
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Armour", Some(away(7))));
    assert_eq!(modifier_values(&g), vec![3]);
}

/// A blocker who knocks himself over blocking the chainsaw player: +3 to his Armour roll.
#[test]
fn blocker_who_falls_blocking_a_chainsaw_player_gets_plus_three_004_l10061() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["chainsaw"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::AttackerDown]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Armour", Some(home(7))));
    assert_eq!(modifier_values(&g), vec![3]);
}

/// Without a chainsaw in the block, no +3.
#[test]
fn no_chainsaw_no_plus_three_000_l617() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::AttackerDown]);
    assert!(modifier_values(&g).is_empty());
}

// --- Monstrous Mouth (004:L10384-L10389) ---

/// A dropped hand-off: Monstrous Mouth's re-roll is offered, and a 4 then catches it.
#[test]
fn monstrous_mouth_rerolls_a_dropped_hand_off_004_l10385() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["monstrous-mouth"]));
    g.only(&[(home(5), (5, 7)), (home(7), (6, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(7) });
    g.d6(&[1]);
    let mm = Decision::Reroll(Reroll::Skill(rules::RerollSkill::MonstrousMouth));
    assert!(
        g.decision_options().contains(&mm),
        "{:?}",
        g.decision_options()
    );
    g.decide(mm);
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

/// A failed interception: the re-roll is offered in the other team's turn too.
#[test]
fn monstrous_mouth_rerolls_a_failed_interception_004_l10386() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["monstrous-mouth"]));
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    assert_eq!(g.roll_prompt().roll, "Interception");
    g.d6(&[2]);
    let mm = Decision::Reroll(Reroll::Skill(rules::RerollSkill::MonstrousMouth));
    assert!(
        g.decision_options().contains(&mm),
        "{:?}",
        g.decision_options()
    );
}

/// Without the skill (or Catch) no skill re-roll is offered on the hand-off.
#[test]
fn no_monstrous_mouth_no_skill_reroll_004_l10384() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(7), (6, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(7) });
    g.d6(&[1]);
    let options = g.decision_options();
    assert!(
        !options
            .iter()
            .any(|o| matches!(o, Decision::Reroll(Reroll::Skill(_)))),
        "{options:?}"
    );
}

/// Strip Ball does not work against him: pushed with the ball, he keeps it.
#[test]
fn strip_ball_does_not_work_against_monstrous_mouth_004_l10388() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["strip-ball"])(s);
        with_skills(Side::Away, 7, &["monstrous-mouth"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::FollowUp) {
        g.decide(Decision::FollowUp { follow: false });
    }
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
}

// --- Weeping Dagger (004:L10751-L10759) ---

/// Home #7 (with `skills`) blocks away #7 down; armour 6+6 broken, Injury 5+6 = 11 a
/// Casualty: the Casualty roll is next.
fn dagger_game(book: &tables::Rulebook, skills: &[&str]) -> Game {
    dagger_game_with(book, with_skills(Side::Home, 7, skills))
}

/// [`dagger_game`] with the setup `change` instead of skills alone.
fn dagger_game_with(book: &tables::Rulebook, change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::set_up(book, change);
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    g
}

fn d68(g: &mut Game, tens: u8, units: u8) -> Vec<Event> {
    g.dice(&[rules::Die::D6(tens), rules::Die::D8(units)])
}

fn misses(events: &[Event], who: PlayerId) -> bool {
    events
        .iter()
        .any(|e| e.kind == EventKind::MissesNextGame { player: who })
}

/// A Badly Hurt casualty (D68 11) from his block: a D6, 4 and the victim misses his next
/// game.
#[test]
fn weeping_dagger_badly_hurt_on_a_4_misses_the_next_game_004_l10755() {
    let mut g = dagger_game(&league_book(), &["weeping-dagger"]);
    d68(&mut g, 1, 1);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.side, roll.needs),
        ("Weeping Dagger", Side::Home, Some(4))
    );
    let events = g.d6(&[4]);
    assert!(misses(&events, away(7)), "{}", text(&events));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// On a 3 nothing more happens.
#[test]
fn weeping_dagger_on_a_3_has_no_effect_004_l10755() {
    let mut g = dagger_game(&league_book(), &["weeping-dagger"]);
    d68(&mut g, 1, 1);
    let events = g.d6(&[3]);
    assert!(!misses(&events, away(7)), "{}", text(&events));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// A Casualty result other than Badly Hurt (D68 41, Broken Ribs) asks no D6.
#[test]
fn weeping_dagger_only_after_badly_hurt_004_l10754() {
    let mut g = dagger_game(&league_book(), &["weeping-dagger"]);
    d68(&mut g, 4, 1);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Without the skill, a Badly Hurt result asks nothing more.
#[test]
fn no_weeping_dagger_no_roll_004_l10751() {
    let mut g = dagger_game(&league_book(), &[]);
    d68(&mut g, 1, 1);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Outside a league the Casualty table is not rolled and the dagger does nothing.
#[test]
fn weeping_dagger_does_nothing_outside_a_league_004_l10758() {
    let g = dagger_game(book(), &["weeping-dagger"]);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// "After any re-rolls" (004:L10754): the Apothecary's second Casualty roll (004:L1121-L1124)
/// is the re-roll. Broken Ribs (41) first, Badly Hurt (11) kept from the second: the D6 is
/// asked, though the Apothecary patches him up to Reserves for this match.
#[test]
fn weeping_dagger_reads_the_result_kept_after_the_apothecary_004_l10754() {
    let mut g = dagger_game_with(&league_book(), |s| {
        with_skills(Side::Home, 7, &["weeping-dagger"])(s);
        s.away.apothecaries = 1;
    });
    d68(&mut g, 4, 1);
    g.decide(Decision::Apothecary { use_it: true });
    d68(&mut g, 1, 1);
    g.decide(Decision::KeepCasualty { second: true });
    assert_eq!(g.place_of(away(7)), rules::Place::Reserves);
    assert_eq!(g.roll_prompt().roll, "Weeping Dagger");
    let events = g.d6(&[4]);
    assert!(misses(&events, away(7)), "{}", text(&events));
}

/// Badly Hurt first (11), Broken Ribs (41) kept from the Apothecary's roll: no D6.
#[test]
fn weeping_dagger_is_not_rolled_when_a_worse_result_is_kept_004_l10754() {
    let mut g = dagger_game_with(&league_book(), |s| {
        with_skills(Side::Home, 7, &["weeping-dagger"])(s);
        s.away.apothecaries = 1;
    });
    d68(&mut g, 1, 1);
    g.decide(Decision::Apothecary { use_it: true });
    d68(&mut g, 4, 1);
    g.decide(Decision::KeepCasualty { second: true });
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// The roll waits for Regeneration, which the Casualty roll brings: healed (4+), he is no
/// longer a casualty and nothing is rolled.
#[test]
fn weeping_dagger_after_regeneration_heals_him_is_not_rolled_004_l10754() {
    let mut g = Game::set_up(&league_book(), |s| {
        with_skills(Side::Home, 7, &["weeping-dagger"])(s);
        with_skills(Side::Away, 7, &["regeneration"])(s);
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    d68(&mut g, 1, 1);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), rules::Place::Reserves);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Regeneration failed (3): still Badly Hurt in the box, the dagger's D6 comes after it.
#[test]
fn weeping_dagger_after_failed_regeneration_is_rolled_004_l10754() {
    let mut g = Game::set_up(&league_book(), |s| {
        with_skills(Side::Home, 7, &["weeping-dagger"])(s);
        with_skills(Side::Away, 7, &["regeneration"])(s);
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    d68(&mut g, 1, 1);
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().roll, "Weeping Dagger");
    let events = g.d6(&[6]);
    assert!(misses(&events, away(7)));
}
