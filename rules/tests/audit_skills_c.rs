//! Audit of the Extraordinary skills (001:L710-L1061, FAQ 001:L1130-L1230): the clauses the
//! other files leave open, each scenario from the skill's text. Home is the Human quick-start
//! team (#3 Catcher, #5 Thrower, #7 and #8 Linemen: MA 6, ST 3, AG 3, AV 8), away the Orc one
//! (#1 Blitzer, #3 Black Orc Blocker ST 4, #7 and #8 Linemen: ST 3, AV 9).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, Die, Event, EventKind, Input, Place, Prompt, Reroll,
    RerollSkill, Side, Skill, Stance,
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

fn player(g: &Game, id: rules::PlayerId) -> &rules::Player {
    g.m.state().player(id).expect("player exists")
}

fn put(g: &mut Game, id: rules::PlayerId, x: i32, y: i32) {
    g.edit(rules::Edit::PlacePlayer {
        player: id,
        square: sq(x, y),
        stance: Stance::Standing,
    });
}

fn d8(g: &mut Game, values: &[u8]) -> Vec<Event> {
    let dice: Vec<Die> = values.iter().map(|&v| Die::D8(v)).collect();
    g.dice(&dice)
}

fn may_declare(g: &mut Game, id: rules::PlayerId, action: ActionKind) -> bool {
    g.try_apply(Input::Decide(Decision::Declare { player: id, action }))
        .is_ok()
}

// --- Bone-head (001:L756-L758) and Really Stupid (001:L921-L923) ---

/// Home #7, with `skill`, on (10,7) next to away #7 on (11,7), declares `action` and fails
/// his roll with a natural 1 (kept).
fn dimwit(skill: &str, action: ActionKind) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, &[skill]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (12, 8))]);
    g.declare(home(7), action);
    g.d6(&[1]);
    keep(&mut g);
    g
}

/// A Bone-headed player gives no assist: home #8 blocking away #7 (ST 3 against ST 3) rolls
/// one block die, where home #7's assist would make it two.
#[test]
fn bone_headed_player_gives_no_block_assist_001_l758() {
    let mut g = dimwit("bone-head", ActionKind::Move);
    g.declare(home(8), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Block");
    assert_eq!(
        roll.dice.len(),
        1,
        "no assist from the Bone-head: {roll:#?}"
    );
}

/// "The player can't do anything for the turn": no second Action for him this turn.
#[test]
fn bone_headed_player_does_nothing_more_this_turn_001_l758() {
    let mut g = dimwit("bone-head", ActionKind::Move);
    assert!(g.m.state().action().is_none(), "his Action is over");
    assert!(!may_declare(&mut g, home(7), ActionKind::Block));
}

/// The Tackle Zones come back with a 2 at the start of a later Action (a natural 2 is the
/// least that passes): he then marks away #7 again.
#[test]
fn bone_head_a_2_at_a_later_action_brings_his_tackle_zones_back_001_l758() {
    let mut g = dimwit("bone-head", ActionKind::Move);
    g.decide(Decision::EndTurn);
    assert!(!player(&g, home(7)).has_tackle_zones(), "still lost");
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!player(&g, home(7)).has_tackle_zones(), "until he rolls");
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().roll, "Bone-head");
    g.d6(&[2]);
    assert!(player(&g, home(7)).has_tackle_zones());
}

/// "May not catch": the ball handed to a Bone-headed team-mate is not caught, it bounces
/// from his square (no Catch roll), and the hand-off failing is a turnover.
#[test]
fn bone_headed_player_may_not_catch_a_hand_off_001_l758() {
    let mut g = dimwit("bone-head", ActionKind::Move);
    put(&mut g, home(8), 10, 8);
    g.ball(10, 8);
    g.declare(home(8), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(7) });
    assert_eq!(g.roll_prompt().roll, "Bounce", "no Catch roll for him");
}

/// A Prone team-mate next to a Really Stupid player is not "standing": no +2, he needs 4.
#[test]
fn really_stupid_a_prone_team_mate_gives_no_plus_two_001_l923() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["really-stupid"]));
    g.only(&[(home(7), (10, 7)), (home(8), (9, 7)), (away(7), (20, 7))]);
    g.stance(home(8), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().roll, "Really Stupid");
    assert_eq!(g.roll_prompt().needs, Some(4));
}

/// A standing team-mate who is Really Stupid himself gives no +2 either.
#[test]
fn really_stupid_a_really_stupid_team_mate_gives_no_plus_two_001_l923() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["really-stupid"])(s);
        with_skills(Side::Home, 8, &["really-stupid"])(s);
    });
    g.only(&[(home(7), (10, 7)), (home(8), (9, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().needs, Some(4));
}

/// An opponent next to him is no team-mate: no +2.
#[test]
fn really_stupid_an_adjacent_opponent_gives_no_plus_two_001_l923() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["really-stupid"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().needs, Some(4));
}

/// A failed Really Stupid roll on a Blitz loses the team's Blitz for the turn: a 3 with no
/// team-mate near fails, and home #8 may not Blitz after.
#[test]
fn really_stupid_failed_on_a_blitz_loses_the_teams_blitz_001_l923() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["really-stupid"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    g.declare(home(7), ActionKind::Blitz);
    g.d6(&[3]);
    keep(&mut g);
    assert_eq!(g.turnover(), None);
    assert!(!player(&g, home(7)).has_tackle_zones());
    assert!(!may_declare(&mut g, home(8), ActionKind::Blitz));
    assert!(may_declare(&mut g, home(8), ActionKind::Move));
}

// --- Hypnotic Gaze (001:L844-L846) and the FAQ on voluntary movement (001:L1196-L1198) ---

/// A hypnotised player gives no assist: away #7 (Hypnotic Gaze) hypnotises home #8 in his own
/// turn; home #7 then blocks away #7 (ST 3 against ST 3) with one die, where home #8's assist
/// (next to away #7, marked by him alone) would make it two.
#[test]
fn hypnotised_player_gives_no_assist_001_l846() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["hypnotic-gaze"]));
    g.only(&[(away(7), (11, 7)), (home(8), (10, 8)), (home(7), (13, 7))]);
    g.decide(Decision::EndTurn);
    g.declare(away(7), ActionKind::Move);
    g.decide(Decision::EndAction);
    g.decide(Decision::UseSkill {
        skill: Skill::HypnoticGaze,
        use_it: true,
    });
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    assert!(!player(&g, home(8)).has_tackle_zones());
    g.decide(Decision::EndTurn);
    put(&mut g, home(7), 12, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 1, "{roll:#?}");
}

// --- Loner (001:L877-L879) ---

/// Home #7 (Loner, plus `more`) on (10,7) next to away #7 on (11,7) dodges to (9,7) and fails
/// with a 1.
fn loner_dodge(more: &[&str]) -> Game {
    let mut skills = vec!["loner"];
    skills.extend_from_slice(more);
    let mut g = Game::with(with_skills(Side::Home, 7, &skills));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    g
}

/// A 4 on the Loner roll uses the team re-roll as normal: the Dodge is rolled again and a 6
/// leaves him standing on (9,7). Rules out a Loner needing 5+ or losing it on 4.
#[test]
fn loner_on_a_4_uses_the_team_reroll_as_normal_001_l879() {
    let mut g = loner_dodge(&[]);
    let before = g.m.state().team(Side::Home).rerolls;
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Loner");
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Dodge", "the re-roll goes on");
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.m.state().team(Side::Home).rerolls, before - 1);
    assert_eq!(g.turnover(), None);
}

/// A Loner roll under 4 loses the team re-roll and the Dodge's 1 stands (000:L1245). The
/// Loner D6 is never re-rolled, but it was not re-rolled either: its ruling says no re-roll is
/// allowed, not "already re-rolled", which would tell the referee a re-roll was spent on it;
/// the Dodge it leaves standing is the first roll.
#[test]
fn a_failed_loner_roll_is_not_called_a_re_roll_000_l1245() {
    let mut g = loner_dodge(&[]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Loner");
    let t = text(&g.d6(&[3]));
    assert!(t.contains("rolled 3, no re-roll allowed"), "{t}");
    assert!(!t.contains("already re-rolled"), "{t}");
    assert!(g.turnover().is_some());
}

/// Loner is about team re-rolls only: his own Dodge skill re-rolls with no Loner roll.
#[test]
fn loner_does_not_roll_for_his_own_skill_reroll_001_l879() {
    let mut g = loner_dodge(&["dodge"]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Dodge)));
    assert_eq!(g.roll_prompt().roll, "Dodge");
}

/// A Leader re-roll is a team re-roll "in every way" (001:L868): a Loner rolls for it too.
#[test]
fn loner_rolls_for_a_leader_reroll_too_001_l868_l879() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["loner"])(s);
        with_skills(Side::Home, 8, &["leader"])(s);
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    assert!(g.m.state().team(Side::Home).leader_reroll);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Loner");
}

// --- Stunty (001:L979-L981) and Titchy (001:L1011-L1015) ---

/// Stunty passes at -1: AG 3, a Short Pass (0) needs 5 instead of 4.
#[test]
fn stunty_passes_at_minus_one_001_l981() {
    let mut g = Game::with(with_skills(Side::Home, 5, &["stunty"]));
    g.only(&[(home(5), (10, 7)), (home(3), (15, 7)), (away(7), (2, 2))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(15, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
    assert_eq!(g.roll_prompt().needs, Some(5), "{:#?}", g.roll_prompt());
}

/// Home #7 on (10,7) next to away #7 on (11,7) dodges to (9,7), next to away #8 on (9,8).
fn dodge_into_a_zone(skills: &[&str]) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, skills));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (9, 8))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g
}

/// Titchy's +1 and Stunty's ignoring of the Tackle Zone on the square moved to stack
/// (001:L716): AG 3 needs 4, +1 for a Dodge, -1 for away #8's zone on (9,7). Titchy alone:
/// +1, so 3; Stunty alone: the -1 ignored, so 3; both: 2.
#[test]
fn titchy_and_stunty_stack_on_a_dodge_001_l981_l1013() {
    let g = dodge_into_a_zone(&["titchy", "stunty"]);
    assert_eq!(g.roll_prompt().needs, Some(2), "{:#?}", g.roll_prompt());
    let g = dodge_into_a_zone(&["titchy"]);
    assert_eq!(g.roll_prompt().needs, Some(3));
    let g = dodge_into_a_zone(&["stunty"]);
    assert_eq!(g.roll_prompt().needs, Some(3));
}

// --- No Hands (001:L893-L895) ---

/// No Hands may not intercept: away #1 stands in the corridor of home #5's pass and is not
/// asked; the pass roll comes at once.
#[test]
fn no_hands_may_not_intercept_001_l895() {
    let mut g = Game::with(with_skills(Side::Away, 1, &["no-hands"]));
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), (13, 7))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass", "{:#?}", g.m.prompt());
}

// --- Wild Animal (001:L1025-L1027) ---

/// The Action is wasted: a Wild Animal's failed Blitz still was the team's Blitz.
#[test]
fn wild_animal_failed_blitz_is_the_teams_blitz_001_l1027() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["wild-animal"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    g.declare(home(7), ActionKind::Blitz);
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(!may_declare(&mut g, home(8), ActionKind::Blitz));
}

// --- Throw Team-Mate (001:L1007-L1009) and Right Stuff (001:L929-L931) ---

/// Home #7 (Throw Team-Mate, plus `extra`) on (10,7), home #8 (Right Stuff, plus `flier`) on
/// (11,7).
fn thrower(extra: &[&str], flier: &[&str]) -> Game {
    let mut t = vec!["throw-team-mate"];
    t.extend_from_slice(extra);
    let mut f = vec!["right-stuff"];
    f.extend_from_slice(flier);
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &t)(s);
        with_skills(Side::Home, 8, &f)(s);
    });
    g.only(&[(home(7), (10, 7)), (home(8), (11, 7)), (away(1), (2, 2))]);
    g
}

fn throw(g: &mut Game, x: i32, y: i32) -> Vec<Event> {
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(x, y),
        range: None,
    })
}

/// The team-mate thrown must be standing: a Prone one may not be thrown.
#[test]
fn throw_team_mate_only_a_standing_team_mate_001_l1009() {
    let mut g = thrower(&[], &[]);
    g.stance(home(8), Stance::Prone);
    g.declare(home(7), ActionKind::Pass);
    let thrown = g.try_apply(Input::Decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(14, 7),
        range: None,
    }));
    assert!(thrown.is_err(), "a Prone team-mate is not thrown");
}

/// The throw is made in the team's Pass Action: no other Pass Action that turn.
#[test]
fn throw_team_mate_is_the_teams_pass_action_001_l1009() {
    let mut g = thrower(&[], &[]);
    put(&mut g, home(5), 5, 5);
    throw(&mut g, 14, 7);
    g.d6(&[6]);
    d8(&mut g, &[5, 5, 5]);
    g.d6(&[6]);
    assert_eq!(g.place_of(home(8)), on(sq(17, 7), Stance::Standing));
    assert!(!may_declare(&mut g, home(5), ActionKind::Pass));
}

/// The thrown player cannot be intercepted: away #1 in the corridor is not asked.
#[test]
fn thrown_team_mate_cannot_be_intercepted_001_l1009() {
    let mut g = thrower(&[], &[]);
    put(&mut g, away(1), 12, 7);
    throw(&mut g, 14, 7);
    assert_eq!(
        g.roll_prompt().roll,
        "Throw Team-Mate",
        "{:#?}",
        g.m.prompt()
    );
}

/// A failed Landing roll: Placed Prone with an Armour roll, no turnover without the ball, and
/// not injured he may still take his own Action this turn (001:L931).
#[test]
fn right_stuff_failed_landing_is_prone_with_armour_and_he_may_still_act_001_l931() {
    let mut g = thrower(&[], &[]);
    throw(&mut g, 14, 7);
    g.d6(&[6]);
    d8(&mut g, &[5, 5, 5]);
    assert_eq!(g.roll_prompt().roll, "Landing");
    g.d6(&[3]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[2, 3]);
    assert_eq!(g.place_of(home(8)), on(sq(17, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(may_declare(&mut g, home(8), ActionKind::Move));
}

/// "If he has not already done so": a thrown player who took his Action before the throw
/// takes none after it.
#[test]
fn right_stuff_who_already_acted_takes_no_action_after_landing_001_l931() {
    let mut g = thrower(&[], &[]);
    g.declare(home(8), ActionKind::Move);
    g.move_to(11, 8);
    g.decide(Decision::EndAction);
    throw(&mut g, 14, 8);
    g.d6(&[6]);
    d8(&mut g, &[5, 5, 5]);
    g.d6(&[6]);
    assert_eq!(g.place_of(home(8)), on(sq(17, 8), Stance::Standing));
    assert!(!may_declare(&mut g, home(8), ActionKind::Move));
}

/// Always Hungry: an eaten team-mate gets no Regeneration ("anything else cannot be used").
#[test]
fn always_hungry_eaten_team_mate_gets_no_regeneration_001_l730() {
    let mut g = thrower(&["always-hungry"], &["regeneration"]);
    throw(&mut g, 14, 7);
    assert_eq!(g.roll_prompt().roll, "Always Hungry");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Always Hungry (eating)");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(8)), Place::Casualty);
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Regeneration"),
        "{:#?}",
        g.m.prompt()
    );
}

// --- Bombardier (001:L752-L754) ---

/// A bomb's blast Knocking Down a player of the active team is a turnover: home #8 next to
/// the square it lands on goes down on a 4.
#[test]
fn bomb_knocking_down_a_team_mate_is_a_turnover_001_l754() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["bombardier"]));
    g.only(&[(home(7), (10, 7)), (home(8), (15, 7)), (away(1), (2, 2))]);
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::Pass {
        target: sq(14, 7),
        range: None,
    });
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Bomb blast");
    let mut events = g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(15, 7), Stance::Prone));
    events.extend(g.d6(&[1, 1]));
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. })),
        "{}",
        text(&events)
    );
    assert_eq!(g.turn_side(), Some(Side::Away));
}

// --- Take Root (001:L995-L997) ---

/// Once rooted he stays rooted until the drive ends or he is Knocked Down: a 2 on his next
/// Action's roll does not free him.
#[test]
fn take_root_a_later_pass_does_not_uproot_him_001_l997() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    assert!(player(&g, home(7)).rooted);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    g.declare(home(7), ActionKind::Move);
    if matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Take Root") {
        g.d6(&[6]);
    }
    assert!(player(&g, home(7)).rooted);
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(9, 7) }))
            .is_err()
    );
}

// --- Nurgle's Rot (001:L897-L899) ---

/// Away #7 (`victim` skills) on (11,7) is blocked down by home #7 (Nurgle's Rot) in league
/// play, armour 6+6, Injury 5+6, then the Casualty roll `tens`/`units`.
fn rotted(victim: &[&str], tens: u8, units: u8) -> (Game, Vec<Event>) {
    let mut g = Game::set_up(&league_book(), |s| {
        with_skills(Side::Home, 7, &["nurgles-rot"])(s);
        with_skills(Side::Away, 7, victim)(s);
        // The Rotter joins a team whose roster has the position (004:L10410).
        s.home.roster = "nurgle".into();
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    let mut events = g.d6(&[5, 6]);
    events.extend(g.dice(&[Die::D6(tens), Die::D8(units)]));
    (g, events)
}

fn rookies(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::NewRookie { .. }))
        .count()
}

/// A Regeneration victim killed does not rot, whether or not the Regeneration roll saves him.
#[test]
fn nurgles_rot_not_on_a_regenerating_victim_001_l899() {
    let (mut g, mut events) = rotted(&["regeneration"], 6, 1);
    if matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Regeneration") {
        events.extend(g.d6(&[1]));
    }
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert_eq!(rookies(&events), 0);
}

/// A Stunty victim killed does not rot.
#[test]
fn nurgles_rot_not_on_a_stunty_victim_001_l899() {
    let (g, events) = rotted(&["stunty"], 6, 1);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert_eq!(rookies(&events), 0);
}

/// A kill in a Foul Action rots as in a Block (001:L899).
#[test]
fn nurgles_rot_a_kill_in_a_foul_rots_001_l899() {
    let mut g = Game::set_up(&league_book(), |s| {
        with_skills(Side::Home, 7, &["nurgles-rot"])(s);
        s.home.roster = "nurgle".into();
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    // Armour 6+5 = 11 beats AV 9, no double; Injury 6+5 = 11, no double: a Casualty.
    g.d6(&[6, 5]);
    let mut events = g.d6(&[6, 5]);
    events.extend(g.dice(&[Die::D6(6), Die::D8(1)]));
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert_eq!(rookies(&events), 1, "{}", text(&events));
}

/// A kill by a team-mate without the skill does not rot, though a Nurgle's Rot player is on
/// the pitch.
#[test]
fn nurgles_rot_only_for_the_killer_with_it_001_l899() {
    let mut g = Game::set_up(&league_book(), with_skills(Side::Home, 8, &["nurgles-rot"]));
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    let mut events = g.d6(&[5, 6]);
    events.extend(g.dice(&[Die::D6(6), Die::D8(1)]));
    assert_eq!(rookies(&events), 0);
}

// --- Chainsaw (001:L768-L770), Take Root against voluntary moves, Regeneration (001:L927) ---

/// "Knocked Down for any reason": the chainsaw player falling on his own failed Dodge gets
/// +3 on his Armour roll too, not only when blocked.
#[test]
fn chainsaw_player_falling_on_a_failed_dodge_gets_plus_three_001_l770() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["chainsaw"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    keep(&mut g);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Armour", Some(home(7))));
    assert_eq!(roll.modifiers.iter().map(|m| m.value).sum::<i8>(), 3);
}

/// A rooted player may not use a skill that would move him out of his square or Place him
/// Prone (001:L997): away #7, rooted, is not asked about Diving Tackle when home #7 dodges
/// out of his Tackle Zone.
#[test]
fn take_root_rooted_player_may_not_diving_tackle_001_l997() {
    let mut g = Game::with(with_skills(Side::Away, 7, &["take-root", "diving-tackle"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.decide(Decision::EndTurn);
    g.declare(away(7), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    assert!(player(&g, away(7)).rooted);
    g.decide(Decision::EndTurn);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::DivingTackle { .. }))),
        "{:#?}",
        g.m.prompt()
    );
}

/// "Regeneration rolls may not be re-rolled": not even by Pro, which re-rolls any roll of his
/// but Armour, Injury and Casualty (001:L919). Home #7 (Regeneration, Pro) is blocked down by
/// away #7 in the away turn, armour broken, a Casualty, and rolls a 1 for Regeneration.
#[test]
fn regeneration_is_never_rerolled_not_even_by_pro_001_l927() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["regeneration", "pro"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.decide(Decision::EndTurn);
    g.block(away(7), home(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(9, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[1]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::Reroll(r) if *r != Reroll::Keep))),
        "{:#?}",
        g.m.prompt()
    );
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), Place::Casualty);
}

/// A Prone player who takes root on a Blitz "can still roll to stand up" (001:L997): his MA
/// counts as 0, so he stands only on the 4+ roll of a player with MA under 3 (000:L619), not
/// for 3 squares of his MA 6.
#[test]
fn take_root_prone_and_rooted_rolls_to_stand_up_001_l997() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    assert_eq!(g.roll_prompt().roll, "Take Root");
    g.d6(&[1]);
    keep(&mut g);
    assert!(player(&g, home(7)).rooted);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Stand up", Some(4)));
    // Rooted, he may not Go For It either (004:L10671-L10675): the roll says so.
    assert!(
        roll.purpose.contains("may not move") && !roll.purpose.contains("Go For It"),
        "{}",
        roll.purpose
    );
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(
        player(&g, home(7)).rooted,
        "standing up where he lies keeps him rooted"
    );
    assert!(
        !g.decision_options()
            .contains(&Decision::Block { target: away(7) }),
        "no block after a failed Take Root on a Blitz"
    );
}

/// A Goblin Bombardier is Stunty: his bomb is thrown "using the rules for throwing the ball"
/// (001:L754), so Stunty's -1 applies: AG 3, a Short Pass needs 5.
#[test]
fn a_stunty_bombardier_throws_at_minus_one_001_l754_l981() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["bombardier", "stunty"]));
    g.only(&[(home(7), (10, 7)), (away(1), (2, 2))]);
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::Pass {
        target: sq(15, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
    assert_eq!(g.roll_prompt().needs, Some(5), "{:#?}", g.roll_prompt());
}

/// A thrown player landing on a Stunned opponent: that player is treated as Knocked Down and
/// an Armour roll is made "even if already Prone or Stunned" (001:L1009).
#[test]
fn thrown_player_landing_on_a_stunned_player_armour_rolls_him_001_l1009() {
    let mut g = thrower(&[], &[]);
    put(&mut g, away(3), 17, 7);
    g.stance(away(3), Stance::Stunned);
    throw(&mut g, 14, 7);
    g.d6(&[6]);
    d8(&mut g, &[5, 5, 5]);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.player),
        ("Armour", Some(away(3))),
        "{roll:#?}"
    );
}

/// A hypnotised player may not intercept (001:L846): away #1 under the ruler on (13,7) is not
/// asked; home #5's pass goes to its roll.
#[test]
fn hypnotised_player_may_not_intercept_001_l846() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["hypnotic-gaze"]));
    g.only(&[
        (home(5), (10, 7)),
        (home(3), (16, 7)),
        (home(7), (13, 8)),
        (away(1), (13, 7)),
    ]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::EndAction);
    g.decide(Decision::UseSkill {
        skill: Skill::HypnoticGaze,
        use_it: true,
    });
    g.d6(&[6]);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass", "{:#?}", g.m.prompt());
}

/// The thrower moves in his Pass Action and throws once he ends his movement next to the
/// team-mate (001:L1009): home #7 steps from (9,7) to (10,7), beside home #8, then throws.
#[test]
fn throw_team_mate_after_moving_next_to_him_001_l1009() {
    let mut g = thrower(&[], &[]);
    put(&mut g, home(7), 9, 6);
    g.declare(home(7), ActionKind::Pass);
    let far = g.try_apply(Input::Decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(14, 7),
        range: None,
    }));
    assert!(far.is_err(), "not next to him yet");
    g.move_to(10, 6);
    g.decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(14, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Throw Team-Mate");
}
