//! The skills rolled before or during an Action, each scenario from its rule text (2016
//! compilation, seed 004): Take Root (004:L10669-L10681), Tentacles (004:L10683-L10692),
//! Hypnotic Gaze (004:L10241-L10252), Animosity (004:L9800-L9812, FAQ 004:L11490-L11495) and
//! Blood Lust (004:L9973-L9991). Home #7 and #8 are Human Linemen (MA 6, ST 3, AG 3); away #7
//! an Orc Lineman (ST 3), away #3 a Black Orc Blocker (ST 4).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Event, EventKind, Prompt, Reroll, Side, Skill,
    Stance,
};

/// Keeps a roll when a re-roll is offered.
fn keep(g: &mut Game) -> Vec<Event> {
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep))
    } else {
        Vec::new()
    }
}

fn turnover_in(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Turnover { .. }))
}

fn skill_asked(g: &Game) -> Option<(Skill, Side)> {
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

fn player(g: &Game, id: rules::PlayerId) -> &rules::Player {
    g.m.state().player(id).expect("player exists")
}

// --- Take Root (004:L10669-L10681) ---

/// Home #7 with Take Root on (10,7), away #7 next to him on (11,7); home #7 declares `action`
/// and rolls `d6` for Take Root (a failure kept).
fn take_root(action: ActionKind, d6: u8) -> (Game, Vec<Event>) {
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), action);
    assert_eq!(g.roll_prompt().roll, "Take Root");
    assert_eq!(g.roll_prompt().needs, Some(2));
    let mut events = g.d6(&[d6]);
    events.extend(keep(&mut g));
    (g, events)
}

#[test]
fn take_root_on_a_1_roots_him_no_movement_no_turnover_004_l10671() {
    let (g, events) = take_root(ActionKind::Move, 1);
    assert!(!turnover_in(&events));
    assert!(player(&g, home(7)).rooted);
    let options = g.decision_options();
    assert!(options.contains(&Decision::EndAction), "the Action goes on");
    assert!(
        !options.iter().any(|d| matches!(d, Decision::Move { .. })),
        "MA 0 and no Go For It: {options:?}"
    );
}

#[test]
fn take_root_on_a_2_lets_him_move_004_l10671() {
    let (mut g, _) = take_root(ActionKind::Move, 2);
    assert!(!player(&g, home(7)).rooted);
    // Leaving away #7's Tackle Zone: a Dodge roll, then he stands on (9,7).
    g.move_to(9, 7);
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn take_root_failed_on_a_blitz_means_no_block_that_turn_004_l10679() {
    let (g, _) = take_root(ActionKind::Blitz, 1);
    assert!(
        !g.decision_options()
            .contains(&Decision::Block { target: away(7) })
    );
}

#[test]
fn take_root_rooted_player_blocks_on_a_block_action_without_follow_up_004_l10677() {
    let (mut g, _) = take_root(ActionKind::Block, 1);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    // Pushed straight back to (12,7); no follow-up is asked and he stays on (10,7).
    if let Prompt::Decision(d) = g.m.prompt() {
        assert_ne!(d.kind, DecisionKind::FollowUp);
        if d.options
            .iter()
            .any(|o| matches!(o, Decision::PushTo { .. }))
        {
            g.decide(Decision::PushTo { square: sq(12, 7) });
        }
    }
    assert!(!matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::FollowUp));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
}

/// Home #7 roots on a Move Action; the home coach ends the turn and away #3 (Black Orc,
/// ST 4 against ST 3: two dice, away chooses) blocks him with `face`.
fn rooted_then_blocked(face: BlockFace) -> (Game, Vec<Event>) {
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    assert!(player(&g, home(7)).rooted);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.declare(away(3), ActionKind::Block);
    g.decide(Decision::Block { target: home(7) });
    let mut events = g.block_dice(&[face, face]);
    events.extend(keep(&mut g));
    if let Prompt::Decision(d) = g.m.prompt()
        && d.options.contains(&Decision::ChooseBlockDie { face })
    {
        events.extend(g.decide(Decision::ChooseBlockDie { face }));
    }
    (g, events)
}

#[test]
fn take_root_rooted_player_is_not_pushed_back_004_l10675() {
    let (g, events) = rooted_then_blocked(BlockFace::Pushed);
    assert!(
        events
            .iter()
            .any(|e| e.text.contains("has taken root: not pushed back")),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Standing));
    assert!(player(&g, home(7)).rooted, "still rooted: not Knocked Down");
}

#[test]
fn take_root_ends_when_he_is_knocked_down_004_l10673() {
    let (mut g, _) = rooted_then_blocked(BlockFace::DefenderDown);
    // Knocked down where he stands; the Armour roll (2+2 against AV 8) holds.
    if matches!(g.m.prompt(), Prompt::Roll(_)) {
        g.d6(&[2, 2]);
    }
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert!(!player(&g, home(7)).rooted);
}

// --- Tentacles (004:L10683-L10692) ---

/// Home #7 (ST 3) on (10,7) steps to (9,7), out of the Tackle Zone of away #`holder` on
/// (11,7), who has Tentacles; the away coach is asked first.
fn tentacled(holder: u8) -> Game {
    let mut g = Game::with(with_skills(Side::Away, usize::from(holder), &["tentacles"]));
    g.only(&[(home(7), (10, 7)), (away(holder), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(skill_asked(&g), Some((Skill::Tentacles, Side::Away)));
    g
}

#[test]
fn tentacles_hold_on_5_or_less_and_end_his_action_not_a_turnover_004_l10687() {
    // 2D6 2+3 + ST 3 - ST 3 = 5: held on (10,7), the Action is over, no Dodge roll.
    let mut g = tentacled(7);
    use_skill(&mut g, Skill::Tentacles, true);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Tentacles", Side::Home));
    g.d6(&[2, 3]);
    let events = keep(&mut g);
    assert!(!turnover_in(&events));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(g.m.state().action().is_none(), "his Action ends at once");
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

#[test]
fn tentacles_miss_on_6_and_the_dodge_follows_004_l10687() {
    // 3+3 + 3 - 3 = 6: he gets away; the Dodge roll is next.
    let mut g = tentacled(7);
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[3, 3]);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn tentacles_subtract_the_holders_strength_004_l10686() {
    // Away #3, ST 4: 3+3 + 3 - 4 = 5 holds (without the STs, 6 would not).
    let mut g = tentacled(3);
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[3, 3]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// The mover's coach rolls the 2D6 for his own player, as Shadowing's (004:L10686): held, he
/// may spend the turn's team re-roll on it (000:L758), and a 6 on the new dice frees him.
#[test]
fn a_held_mover_may_team_reroll_the_tentacles_roll_000_l758_004_l10686() {
    let mut g = tentacled(7);
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[1, 2]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Team)),
        "held on 3: the team re-roll is offered"
    );
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[3, 3]);
    assert_eq!(
        g.roll_prompt().roll,
        "Dodge",
        "6: he pulls free, the Dodge follows"
    );
}

/// Pro re-rolls any roll he makes but Armour, Injury and Casualty (004:L10461-L10465): the
/// Tentacles 2D6 is his.
#[test]
fn a_held_mover_with_pro_may_use_it_on_the_tentacles_roll_004_l10464() {
    let mut g = Game::with(|s| {
        with_skills(Side::Away, 7, &["tentacles"])(s);
        with_skills(Side::Home, 7, &["pro"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[1, 1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(rules::RerollSkill::Pro)))
    );
}

#[test]
fn tentacles_may_be_declined_004_l10683() {
    let mut g = tentacled(7);
    use_skill(&mut g, Skill::Tentacles, false);
    assert_eq!(g.roll_prompt().roll, "Dodge");
}

#[test]
fn tentacles_only_one_of_several_holders_tries_004_l10690() {
    // Away #7 and #8 both have Tentacles and mark (10,7): the first is declined, the second
    // tries and misses; nobody else is asked, the Dodge follows.
    let mut g = Game::with(|s| {
        with_skills(Side::Away, 7, &["tentacles"])(s);
        with_skills(Side::Away, 8, &["tentacles"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 6);
    use_skill(&mut g, Skill::Tentacles, false);
    assert_eq!(skill_asked(&g), Some((Skill::Tentacles, Side::Away)));
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[4, 4]);
    assert_eq!(g.roll_prompt().roll, "Dodge");
}

#[test]
fn tentacles_can_hold_a_leaper_004_l10683() {
    let mut g = Game::with(|s| {
        with_skills(Side::Away, 7, &["tentacles"])(s);
        with_skills(Side::Home, 7, &["leap"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(8, 7) });
    assert_eq!(skill_asked(&g), Some((Skill::Tentacles, Side::Away)));
    use_skill(&mut g, Skill::Tentacles, true);
    g.d6(&[1, 1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

#[test]
fn no_tentacles_when_he_does_not_leave_a_tackle_zone_004_l10683() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["tentacles"]));
    g.only(&[(home(7), (10, 7)), (away(7), (13, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(skill_asked(&g), None);
}

// --- Hypnotic Gaze (004:L10241-L10252) ---

/// Home #7, with Hypnotic Gaze, on (10,7) next to away #7 on (11,7), ends a Move Action.
fn gazer(others: &[(rules::PlayerId, (i32, i32))]) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, &["hypnotic-gaze"]));
    let mut players = vec![(home(7), (10, 7)), (away(7), (11, 7))];
    players.extend_from_slice(others);
    g.only(&players);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::EndAction);
    g
}

#[test]
fn hypnotic_gaze_success_takes_the_victims_tackle_zones_004_l10247() {
    let mut g = gazer(&[]);
    assert_eq!(skill_asked(&g), Some((Skill::HypnoticGaze, Side::Home)));
    use_skill(&mut g, Skill::HypnoticGaze, true);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Hypnotic Gaze");
    // AG 3: 4+, and the victim's own Tackle Zone does not count.
    assert_eq!(roll.needs, Some(4));
    let events = g.d6(&[4]);
    assert!(!turnover_in(&events));
    assert!(!player(&g, away(7)).has_tackle_zones());
    assert!(g.m.state().action().is_none(), "the Move Action is over");
}

#[test]
fn hypnotic_gaze_minus_one_for_each_other_tackle_zone_004_l10246() {
    // Away #8 on (10,8) also marks him: 5+.
    let mut g = gazer(&[(away(8), (10, 8))]);
    use_skill(&mut g, Skill::HypnoticGaze, true);
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[4]);
    let events = keep(&mut g);
    assert!(!turnover_in(&events), "a failed gaze is no turnover");
    assert!(player(&g, away(7)).has_tackle_zones(), "no effect");
    assert_eq!(g.turnover(), None);
}

#[test]
fn hypnotic_gaze_asks_about_each_adjacent_opponent_in_turn_004_l10244() {
    let mut g = gazer(&[(away(8), (10, 8))]);
    use_skill(&mut g, Skill::HypnoticGaze, false);
    assert_eq!(skill_asked(&g), Some((Skill::HypnoticGaze, Side::Home)));
    use_skill(&mut g, Skill::HypnoticGaze, true);
    assert_eq!(g.roll_prompt().roll, "Hypnotic Gaze");
    g.d6(&[6]);
    assert!(!player(&g, away(8)).has_tackle_zones());
    assert!(player(&g, away(7)).has_tackle_zones());
}

#[test]
fn hypnotic_gaze_only_at_the_end_of_a_move_action_004_l10243() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["hypnotic-gaze"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::EndAction);
    assert_eq!(skill_asked(&g), None);
    assert!(g.m.state().action().is_none());
}

#[test]
fn hypnotic_gaze_lasts_until_the_victims_next_action_004_l10250() {
    let mut g = gazer(&[]);
    use_skill(&mut g, Skill::HypnoticGaze, true);
    g.d6(&[6]);
    // Home #8 walks out of away #7's square's reach with no Dodge: no Tackle Zone.
    g.decide(Decision::EndTurn);
    assert!(
        !player(&g, away(7)).has_tackle_zones(),
        "into the next turn"
    );
    g.declare(away(7), ActionKind::Move);
    assert!(player(&g, away(7)).has_tackle_zones());
}

#[test]
fn hypnotised_player_exerts_no_tackle_zone_so_no_dodge_004_l10248() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["hypnotic-gaze"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (12, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::EndAction);
    use_skill(&mut g, Skill::HypnoticGaze, true);
    g.d6(&[6]);
    g.declare(home(8), ActionKind::Move);
    g.move_to(13, 7);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(_)),
        "no Dodge roll leaving the hypnotised player"
    );
    assert_eq!(g.place_of(home(8)), on(sq(13, 7), Stance::Standing));
}

// --- Animosity (004:L9800-L9812) ---

/// Home #5 (a Thrower) made a Skaven Renegade with Animosity and the ball, on (10,7); home #7
/// on (11,7) a `mate7` and home #8 on (10,8) a Skaven Lineman. He declares a Hand-off.
fn animosity(mate7: &str) -> Game {
    let mate7 = mate7.to_string();
    let mut g = Game::with(move |s| {
        s.home.players[4].position = "Skaven Renegade".into();
        s.home.players[4].skills.push("animosity".into());
        s.home.players[6].position = mate7;
        s.home.players[7].position = "Skaven Lineman".into();
    });
    g.only(&[(home(5), (10, 7)), (home(7), (11, 7)), (home(8), (10, 8))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::HandOff);
    g
}

#[test]
fn animosity_rolls_before_a_hand_off_to_another_race_2_plus_gives_it_004_l9806() {
    let mut g = animosity("Human Renegade");
    g.decide(Decision::HandOff { target: home(7) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Animosity", Some(2)));
    g.d6(&[2]);
    // The hand-off goes: home #7's catch roll.
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn animosity_on_a_1_refuses_but_a_same_race_mate_may_take_it_no_more_movement_004_l9808() {
    let mut g = animosity("Human Renegade");
    g.decide(Decision::HandOff { target: home(7) });
    let events = g.d6(&[1]);
    let mut events = events;
    events.extend(keep(&mut g));
    assert!(!turnover_in(&events));
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(5)));
    let options = g.decision_options();
    assert!(!options.contains(&Decision::HandOff { target: home(7) }));
    assert!(options.contains(&Decision::HandOff { target: home(8) }));
    assert!(!options.iter().any(|d| matches!(d, Decision::Move { .. })));
    // The Skaven Lineman takes it with no roll for Animosity.
    g.decide(Decision::HandOff { target: home(8) });
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn animosity_no_roll_for_the_same_race_004_l9804() {
    let mut g = animosity("Skaven Lineman");
    g.decide(Decision::HandOff { target: home(7) });
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn animosity_never_hates_star_players_004_l11493() {
    let mut g = animosity("Star Player");
    g.decide(Decision::HandOff { target: home(7) });
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn animosity_rolls_before_a_pass_to_another_race_004_l9804() {
    let mut g = Game::with(|s| {
        s.home.players[4].position = "Skaven Renegade".into();
        s.home.players[4].skills.push("animosity".into());
        s.home.players[6].position = "Goblin Renegade".into();
    });
    g.only(&[(home(5), (10, 7)), (home(7), (13, 7))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(13, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Animosity");
    g.d6(&[1]);
    keep(&mut g);
    assert!(!g.decision_options().contains(&Decision::Pass {
        target: sq(13, 7),
        range: None
    }));
}

// --- Blood Lust (004:L9973-L9991) ---

/// Home #7, with Blood Lust, on (10,7); the others as given (home #8 and #9 Thralls when
/// `thralls` names them). He declares `action` and rolls `d6` for Blood Lust (a 1 kept).
fn vampire(
    thralls: &[u8],
    others: &[(rules::PlayerId, (i32, i32))],
    action: ActionKind,
    d6: u8,
) -> Game {
    let thralls = thralls.to_vec();
    let mut g = Game::with(move |s| {
        s.home.players[6].skills.push("blood-lust".into());
        for n in thralls {
            s.home.players[usize::from(n) - 1].position = "Thrall".into();
        }
    });
    let mut players = vec![(home(7), (10, 7))];
    players.extend_from_slice(others);
    g.only(&players);
    g.declare(home(7), action);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Blood Lust", Some(2)));
    g.d6(&[d6]);
    keep(&mut g);
    g
}

#[test]
fn blood_lust_on_a_2_no_feeding_004_l9975() {
    let mut g = vampire(&[8], &[(home(8), (10, 8))], ActionKind::Move, 2);
    g.move_to(9, 7);
    let events = g.decide(Decision::EndAction);
    assert!(!turnover_in(&events));
    assert!(matches!(g.m.prompt(), Prompt::Decision(_)), "no bite roll");
    assert_eq!(g.place_of(home(8)), on(sq(10, 8), Stance::Standing));
}

#[test]
fn blood_lust_on_a_1_bites_a_thrall_at_the_end_casualty_counts_badly_hurt_004_l9984() {
    let mut g = vampire(&[8], &[(home(8), (10, 8))], ActionKind::Move, 1);
    g.move_to(11, 7);
    // Still next to the Thrall on (10,8).
    g.decide(Decision::EndAction);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Blood Lust injury");
    assert_eq!(roll.player, Some(home(8)));
    // 6+5 = 11: a Casualty on the Injury table, Badly Hurt for a bite.
    let events = g.d6(&[6, 5]);
    assert!(!turnover_in(&events));
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::Injured {
            player,
            result: rules::InjuryResult::BadlyHurt
        } if player == home(8)
    )));
    assert_eq!(g.place_of(home(8)), rules::Place::Casualty);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(_)),
        "no Casualty roll"
    );
    assert_eq!(g.turnover(), None);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

/// Home #7, with Blood Lust, on (10,7) next to home #8, a Thrall on (10,8) changed by
/// `thrall`: a 1 on Blood Lust, a step and the end of his Move Action, so the bite is next.
fn bite_due(thrall: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::with(move |s| {
        s.home.players[6].skills.push("blood-lust".into());
        s.home.players[7].position = "Thrall".into();
        thrall(s);
    });
    g.only(&[(home(7), (10, 7)), (home(8), (10, 8))]);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    g.move_to(11, 7);
    g.decide(Decision::EndAction);
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
    g
}

/// The bite is an Injury roll (004:L9983-L9984), so what follows a Casualty on the Injury
/// table follows it: a Thrall with Regeneration (Crazy Igor has it, 004:L9164) rolls it, and
/// heals on a 4 (004:L10491-L10497). Always Hungry's text has to forbid it (001:L730); the
/// bite's does not.
#[test]
fn a_bitten_thrall_with_regeneration_rolls_it_004_l9984_l10492() {
    let mut g = bite_due(|s| s.home.players[7].skills.push("regeneration".into()));
    g.d6(&[6, 5]);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.player),
        ("Regeneration", Some(home(8)))
    );
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), rules::Place::Reserves);
}

/// ... and his team's Apothecary may treat him (004:L1118-L1120): asked once the bite has
/// made him a casualty, before the Vampire goes on.
#[test]
fn a_bitten_thrall_may_be_treated_by_the_apothecary_004_l9984_l1118() {
    let mut g = bite_due(|s| s.home.apothecaries = 1);
    g.d6(&[6, 5]);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Apothecary),
        "the Apothecary is offered"
    );
}

#[test]
fn blood_lust_with_no_thrall_is_a_turnover_and_he_goes_to_reserves_004_l9987() {
    let mut g = vampire(&[8], &[(home(8), (14, 8))], ActionKind::Move, 1);
    let events = g.decide(Decision::EndAction);
    assert!(turnover_in(&events));
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
}

#[test]
fn blood_lust_a_stunned_thrall_may_be_bitten_004_l9983() {
    let mut g = vampire(&[8], &[(home(8), (10, 8))], ActionKind::Move, 1);
    g.stance(home(8), Stance::Stunned);
    g.decide(Decision::EndAction);
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(8)), on(sq(10, 8), Stance::Stunned));
    assert_eq!(g.turnover(), None);
}

#[test]
fn blood_lust_bitten_thrall_holding_the_ball_is_a_turnover_004_l9985() {
    let mut g = vampire(&[8], &[(home(8), (10, 8))], ActionKind::Move, 1);
    g.ball(10, 8);
    g.decide(Decision::EndAction);
    let events = g.d6(&[3, 3]);
    assert!(turnover_in(&events), "{}", text(&events));
    assert_eq!(g.place_of(home(8)), on(sq(10, 8), Stance::Stunned));
}

#[test]
fn blood_lust_a_block_may_become_a_move_004_l9978() {
    let mut g = vampire(
        &[8],
        &[(home(8), (9, 9)), (away(7), (11, 7))],
        ActionKind::Block,
        1,
    );
    let options = g.decision_options();
    assert!(options.contains(&Decision::Block { target: away(7) }));
    assert!(options.contains(&Decision::Move { to: sq(9, 8) }));
    g.move_to(9, 8);
    g.d6(&[6]); // the Dodge out of away #7's zone
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Block { .. })),
        "a Move Action now"
    );
    g.decide(Decision::EndAction);
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
}

#[test]
fn blood_lust_no_move_instead_of_a_block_after_a_2_004_l9978() {
    let g = vampire(&[8], &[(away(7), (11, 7))], ActionKind::Block, 2);
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Move { .. }))
    );
}

#[test]
fn blood_lust_bites_before_the_hand_off_then_completes_it_004_l9980() {
    // Home #9 (a Lineman) on (11,7) is to take the ball; the Thrall #8 is on (10,8).
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("blood-lust".into());
        s.home.players[7].position = "Thrall".into();
    });
    g.only(&[(home(7), (10, 7)), (home(8), (10, 8)), (home(9), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::HandOff);
    g.d6(&[1]);
    keep(&mut g);
    g.decide(Decision::HandOff { target: home(9) });
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
    g.d6(&[1, 1]);
    assert_eq!(
        g.m.state().ball,
        rules::Ball::Held(home(7)),
        "not given yet"
    );
    let options = g.decision_options();
    assert!(!options.iter().any(|d| matches!(d, Decision::Move { .. })));
    g.decide(Decision::HandOff { target: home(9) });
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn blood_lust_feeds_before_scoring_and_scores_after_the_bite_004_l9980() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("blood-lust".into());
        s.home.players[7].position = "Thrall".into();
    });
    g.only(&[(home(7), (24, 1)), (home(8), (24, 2))]);
    g.ball(24, 1);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    g.move_to(25, 1);
    assert_eq!(
        g.m.state().team(Side::Home).score,
        0,
        "no touchdown before the bite"
    );
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
    let events = g.d6(&[2, 2]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Touchdown { .. }))
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}

#[test]
fn blood_lust_no_thrall_in_the_end_zone_no_touchdown_ball_bounces_004_l9989() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("blood-lust".into());
        s.home.players[7].position = "Thrall".into();
    });
    g.only(&[(home(7), (24, 1)), (home(8), (20, 8))]);
    g.ball(24, 1);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    let events = g.move_to(25, 1);
    assert!(turnover_in(&events));
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn blood_lust_the_coach_chooses_among_several_thralls_004_l9983() {
    let mut g = vampire(
        &[8, 9],
        &[(home(8), (10, 8)), (home(9), (9, 7))],
        ActionKind::Move,
        1,
    );
    g.decide(Decision::EndAction);
    assert_eq!(skill_asked(&g), Some((Skill::BloodLust, Side::Home)));
    use_skill(&mut g, Skill::BloodLust, false);
    // The other Thrall is bitten without asking.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Blood Lust injury");
    g.d6(&[5, 4]); // 9: KO'd
    assert_eq!(
        [g.place_of(home(8)), g.place_of(home(9))]
            .iter()
            .filter(|p| **p == rules::Place::KnockedOut)
            .count(),
        1
    );
}

#[test]
fn blood_lust_a_vampire_who_falls_still_must_feed_and_goes_to_reserves_004_l9988() {
    // A failed Dodge: Knocked Down (Armour 2+2 holds), so he bites no one: to Reserves.
    let mut g = vampire(
        &[8],
        &[(home(8), (9, 8)), (away(7), (11, 7))],
        ActionKind::Move,
        1,
    );
    g.move_to(9, 7);
    g.d6(&[1]);
    keep(&mut g);
    assert!(g.turnover().is_some());
    g.d6(&[2, 2]);
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
    assert_eq!(g.place_of(home(8)), on(sq(9, 8), Stance::Standing));
}

#[test]
fn blood_lust_a_failed_pick_up_still_ends_with_the_bite_004_l9981() {
    // Standing next to the Thrall after the turnover: he bites him (and stays on the pitch).
    let mut g = vampire(&[8], &[(home(8), (9, 8))], ActionKind::Move, 1);
    g.ball(9, 7);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    keep(&mut g);
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.roll_prompt().roll, "Blood Lust injury");
    g.d6(&[1, 1]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.place_of(home(8)), on(sq(9, 8), Stance::Stunned));
}

#[test]
fn take_root_a_push_chain_stops_at_the_rooted_player_004_l10675() {
    // Home #7 roots on (10,7). Away #3 on (12,7) pushes home #8 from (11,7); (10,6) and
    // (10,8) are taken too, so the push may go into (10,7): nobody in the chain moves.
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (11, 7)),
        (home(9), (10, 6)),
        (home(10), (10, 8)),
        (away(3), (12, 7)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    g.decide(Decision::EndTurn);
    g.declare(away(3), ActionKind::Block);
    g.decide(Decision::Block { target: home(8) });
    g.block_dice(&[BlockFace::Pushed, BlockFace::Pushed]);
    keep(&mut g);
    if g.decision_options().contains(&Decision::ChooseBlockDie {
        face: BlockFace::Pushed,
    }) {
        g.decide(Decision::ChooseBlockDie {
            face: BlockFace::Pushed,
        });
    }
    let events = g.decide(Decision::PushTo { square: sq(10, 7) });
    assert!(
        events
            .iter()
            .any(|e| e.text.contains("has taken root and is not pushed back")),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(home(8)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

#[test]
fn take_root_no_wrestle_for_a_rooted_player_004_l10675() {
    // Rooted home #7 (with Wrestle) blocks away #7 on a Block Action: Both Down asks no
    // Wrestle of him (it would Place him Prone).
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root", "wrestle"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.d6(&[1]);
    keep(&mut g);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::BothDown]);
    keep(&mut g);
    assert_ne!(skill_asked(&g).map(|(s, _)| s), Some(Skill::Wrestle));
}
