//! The skills that change a block, each scenario from its rule text (2016 compilation, seed
//! 004, skill list 004:L9780-L10782). Home #7 and away #7 are Linemen (Human ST 3 AV 8, Orc
//! ST 3 AV 9); away #3 is a Black Orc Blocker (ST 4 AV 9); away #5 an Orc Thrower (Sure
//! Hands).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Event, EventKind, Prompt, Reroll, Side, Skill,
    Stance,
};

use BlockFace::{BothDown, DefenderDown, DefenderStumbles, Pushed};

fn block_event_dice(events: &[Event]) -> Option<(u8, Side)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::BlockDice { dice, chooser, .. } => Some((dice, chooser)),
        _ => None,
    })
}

/// A Blitz by `attacker`, already next to `defender`, with these block dice, kept.
fn blitz(g: &mut Game, attacker: rules::PlayerId, defender: rules::PlayerId, faces: &[BlockFace]) {
    g.declare(attacker, ActionKind::Blitz);
    g.decide(Decision::Block { target: defender });
    g.block_dice(faces);
    keep(g);
}

/// Keeps a block roll when a re-roll is offered.
fn keep(g: &mut Game) {
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

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

fn with_skill(side: Side, number: usize, skill: &str) -> impl FnOnce(&mut rules::MatchSetup) {
    let skill = skill.to_string();
    move |s| {
        let team = match side {
            Side::Home => &mut s.home,
            Side::Away => &mut s.away,
        };
        team.players[number - 1].skills.push(skill);
    }
}

// --- Guard (004:L10221) ---

/// Home #8 is next to the defender and marked by away #8: no assist without Guard (000:L1083),
/// an assist with it, so 2 dice instead of 1.
#[test]
fn guard_assists_an_offensive_block_while_marked_004_l10221() {
    for (guard, dice) in [(false, 1), (true, 2)] {
        let mut g = Game::with(|s| {
            if guard {
                s.home.players[7].skills.push("guard".into());
            }
        });
        g.only(&[
            (home(7), (10, 7)),
            (away(7), (11, 7)),
            (home(8), (11, 6)),
            (away(8), (12, 5)),
        ]);
        g.declare(home(7), ActionKind::Block);
        let events = g.decide(Decision::Block { target: away(7) });
        assert_eq!(
            block_event_dice(&events),
            Some((dice, Side::Home)),
            "guard {guard}: {}",
            text(&events)
        );
        assert_eq!(g.roll_prompt().dice.len(), usize::from(dice));
    }
}

/// Away #8, next to the blocker and marked by home #9, assists the defence only with Guard:
/// ST 3 against 3 + 1, 2 dice for the away coach.
#[test]
fn guard_assists_a_defensive_block_while_marked_004_l10221() {
    for (guard, expected) in [(false, (1, Side::Home)), (true, (2, Side::Away))] {
        let mut g = Game::with(|s| {
            if guard {
                s.away.players[7].skills.push("guard".into());
            }
        });
        g.only(&[
            (home(7), (10, 7)),
            (away(7), (11, 7)),
            (away(8), (10, 8)),
            (home(9), (9, 9)),
        ]);
        g.declare(home(7), ActionKind::Block);
        let events = g.decide(Decision::Block { target: away(7) });
        assert_eq!(block_event_dice(&events), Some(expected), "guard {guard}");
    }
}

/// Guard is not for fouls: the marked Guard player adds nothing to the foul's Armour roll.
#[test]
fn guard_does_not_assist_a_foul_004_l10223() {
    let mut g = Game::with(with_skill(Side::Home, 8, "guard"));
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (home(8), (11, 6)),
        (away(8), (12, 5)),
    ]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
}

// --- Horns (004:L10237) ---

/// Horns on a Blitz: ST 4 against 3, 2 dice for the blitzer's coach; on a Block Action ST 3
/// against 3, 1 die.
#[test]
fn horns_add_one_strength_on_a_blitz_only_004_l10237() {
    for (action, dice) in [(ActionKind::Blitz, 2), (ActionKind::Block, 1)] {
        let mut g = Game::with(with_skill(Side::Home, 7, "horns"));
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.declare(home(7), action);
        let events = g.decide(Decision::Block { target: away(7) });
        assert_eq!(
            block_event_dice(&events),
            Some((dice, Side::Home)),
            "{action:?}: {}",
            text(&events)
        );
        assert_eq!(g.roll_prompt().dice.len(), dice as usize);
    }
}

// --- Claws (004:L10068) ---

fn claws_knock_down(change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::with(change);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g
}

/// An Armour roll of 8 against AV 9 breaks armour with Claws (an Injury roll follows); without
/// Claws it holds.
#[test]
fn claws_break_armour_on_8_whatever_the_av_004_l10068() {
    for (claws, broken) in [(true, true), (false, false)] {
        let mut g = claws_knock_down(|s| {
            if claws {
                s.home.players[6].skills.push("claws".into());
            }
        });
        g.d6(&[4, 4]);
        let injury = matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Injury");
        assert_eq!(injury, broken, "claws {claws}");
    }
}

/// Claws only breaks on 8 or more: a 7 against an AV 7 player holds even with Claws.
#[test]
fn claws_do_not_break_a_7_against_av_7_004_l10068() {
    let mut g = claws_knock_down(|s| {
        s.home.players[6].skills.push("claws".into());
        s.away.players[6].av = 7;
    });
    g.d6(&[3, 4]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Injury"),
        "armour holds"
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// "8 or more after modifications": a 7 with Mighty Blow's +1 is 8, broken against AV 9.
#[test]
fn claws_count_the_roll_after_mighty_blow_004_l10068_l10367() {
    let mut g = claws_knock_down(|s| {
        s.home.players[6].skills.push("claws".into());
        s.home.players[6].skills.push("mighty-blow".into());
    });
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), Some((Skill::MightyBlow, Side::Home)));
    use_skill(&mut g, Skill::MightyBlow, true);
    let r = g.roll_prompt();
    assert_eq!(r.roll, "Injury");
    assert!(r.modifiers.is_empty(), "Mighty Blow went on the armour");
    // Used on the Armour roll, it is not asked again: 7 is Stunned, not KO'd.
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
}

/// A natural 8 breaks AV 9 by Claws alone, so Mighty Blow is kept for the Injury roll.
#[test]
fn claws_break_first_and_mighty_blow_goes_to_the_injury_roll_004_l10068_l10367() {
    let mut g = claws_knock_down(|s| {
        s.home.players[6].skills.push("claws".into());
        s.home.players[6].skills.push("mighty-blow".into());
    });
    g.d6(&[5, 3]);
    assert_eq!(skill_question(&g), None, "Claws broke it alone");
    assert_eq!(g.roll_prompt().roll, "Injury");
    // Injury 7 is Stunned; Mighty Blow's +1 makes it 8, KO'd.
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), Some((Skill::MightyBlow, Side::Home)));
    use_skill(&mut g, Skill::MightyBlow, true);
    assert_eq!(g.place_of(away(7)), rules::Place::KnockedOut);
}

/// The defender's Claws count when he knocks the blocker down (Attacker Down): 8 does not
/// beat the Human's AV 8, but Claws breaks it.
#[test]
fn claws_of_the_defender_count_on_attacker_down_004_l10068() {
    let mut g = Game::with(with_skill(Side::Away, 7, "claws"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::AttackerDown]);
    assert_eq!(g.roll_prompt().player, Some(home(7)));
    g.d6(&[6, 2]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

// --- Stand Firm (004:L10602) ---

/// The defender's coach is asked; standing firm on a Pushed keeps him in his square, there is
/// no follow-up, and the Block Action ends.
#[test]
fn stand_firm_stays_put_on_a_push_004_l10602() {
    let mut g = Game::with(with_skill(Side::Away, 7, "stand-firm"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    assert_eq!(skill_question(&g), Some((Skill::StandFirm, Side::Away)));
    use_skill(&mut g, Skill::StandFirm, true);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "no follow-up; the turn goes on"
    );
    assert_eq!(g.turnover(), None);
}

/// A Knock-down result knocks the player who stands firm down where he started.
#[test]
fn stand_firm_is_knocked_down_where_he_stands_004_l10602() {
    let mut g = Game::with(with_skill(Side::Away, 7, "stand-firm"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    use_skill(&mut g, Skill::StandFirm, true);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// Stand Firm is a choice: declined, the push goes on as usual.
#[test]
fn stand_firm_may_be_declined_004_l10602() {
    let mut g = Game::with(with_skill(Side::Away, 7, "stand-firm"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    use_skill(&mut g, Skill::StandFirm, false);
    g.decide(Decision::PushTo { square: sq(12, 8) });
    assert_eq!(g.place_of(away(7)), on(sq(12, 8), Stance::Standing));
}

// --- Juggernaut (004:L10254) ---

/// On a Blitz the Juggernaut's coach may treat Both Down as Pushed: nobody falls, no turnover.
#[test]
fn juggernaut_turns_both_down_into_pushed_on_a_blitz_004_l10254() {
    let mut g = Game::with(with_skill(Side::Home, 7, "juggernaut"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[BothDown]);
    assert_eq!(skill_question(&g), Some((Skill::Juggernaut, Side::Home)));
    use_skill(&mut g, Skill::Juggernaut, true);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

/// On a Block Action Juggernaut does nothing: Both Down without Block is a turnover.
#[test]
fn juggernaut_does_nothing_on_a_block_action_004_l10254() {
    let mut g = Game::with(with_skill(Side::Home, 7, "juggernaut"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(skill_question(&g), None);
    assert!(g.turnover().is_some());
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

/// Against a Juggernaut's Blitz the defender may not stand firm: no question, pushed back.
#[test]
fn juggernaut_cancels_stand_firm_004_l10254() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("juggernaut".into());
        s.away.players[6].skills.push("stand-firm".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[Pushed]);
    assert_eq!(skill_question(&g), None);
    g.decide(Decision::PushTo { square: sq(12, 6) });
    assert_eq!(g.place_of(away(7)), on(sq(12, 6), Stance::Standing));
}

/// Against a Juggernaut's Blitz the defender's Fend does not stop the follow-up.
#[test]
fn juggernaut_cancels_fend_004_l10254() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("juggernaut".into());
        s.away.players[6].skills.push("fend".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert!(
        g.decision_options()
            .contains(&Decision::FollowUp { follow: true })
    );
}

/// Against a Juggernaut's Blitz the defender may not use Wrestle: declining Juggernaut, the
/// Both Down stands and no Wrestle question is asked of the away coach.
#[test]
fn juggernaut_cancels_wrestle_004_l10254() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("juggernaut".into());
        s.away.players[6].skills.push("wrestle".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[BothDown]);
    use_skill(&mut g, Skill::Juggernaut, false);
    assert_eq!(skill_question(&g), None);
    assert!(g.turnover().is_some(), "Both Down without Block");
}

// --- Wrestle (004:L10774) ---

/// The blocker's Wrestle on Both Down: both Placed Prone, no Armour roll, no turnover.
#[test]
fn wrestle_places_both_prone_without_armour_or_turnover_004_l10774() {
    let mut g = Game::with(with_skill(Side::Home, 7, "wrestle"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(skill_question(&g), Some((Skill::Wrestle, Side::Home)));
    use_skill(&mut g, Skill::Wrestle, true);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "no Armour roll is asked for"
    );
}

/// The defender's Wrestle works against a blocker with Block, who is Placed Prone anyway (Block
/// would have kept him up), and it is still no turnover.
#[test]
fn wrestle_of_the_defender_downs_a_blocker_with_block_004_l10774() {
    let mut g = Game::with(with_skill(Side::Away, 7, "wrestle"));
    g.only(&[(home(1), (10, 7)), (away(7), (11, 7))]); // Human Blitzer: Block
    g.block(home(1), away(7), &[BothDown]);
    assert_eq!(skill_question(&g), Some((Skill::Wrestle, Side::Away)));
    use_skill(&mut g, Skill::Wrestle, true);
    assert_eq!(g.place_of(home(1)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
}

/// Wrestle is a turnover when the blocker held the ball.
#[test]
fn wrestle_is_a_turnover_when_the_blocker_held_the_ball_004_l10774() {
    let mut g = Game::with(with_skill(Side::Home, 7, "wrestle"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.block(home(7), away(7), &[BothDown]);
    use_skill(&mut g, Skill::Wrestle, true);
    assert!(g.turnover().is_some());
}

// --- Strip Ball (004:L10610) ---

/// A ball carrier pushed back (not knocked down) by a player with Strip Ball drops the ball in
/// the square he is pushed to, and it bounces.
#[test]
fn strip_ball_makes_the_pushed_carrier_drop_the_ball_004_l10610() {
    for (strip, dropped) in [(true, true), (false, false)] {
        let mut g = Game::with(|s| {
            if strip {
                s.home.players[6].skills.push("strip-ball".into());
            }
        });
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.ball(11, 7);
        g.block(home(7), away(7), &[Pushed]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        let bounce = matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Bounce");
        assert_eq!(bounce, dropped, "strip ball {strip}");
        if dropped {
            assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(12, 7)));
        } else {
            assert_eq!(g.m.state().ball, rules::Ball::Held(away(7)));
        }
    }
}

/// Defender Stumbles on a carrier with Dodge is a push, so Strip Ball works on it too.
#[test]
fn strip_ball_works_on_a_dodged_stumble_004_l10610() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("strip-ball".into());
        s.away.players[6].skills.push("dodge".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[DefenderStumbles]);
    g.decide(Decision::PushTo { square: sq(12, 6) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(12, 6)));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// Sure Hands keeps the ball against Strip Ball.
#[test]
fn strip_ball_does_not_work_against_sure_hands_004_l10642() {
    let mut g = Game::with(with_skill(Side::Home, 7, "strip-ball"));
    g.only(&[(home(7), (10, 7)), (away(5), (11, 7))]); // Orc Thrower: Sure Hands
    g.ball(11, 7);
    g.block(home(7), away(5), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.m.state().ball, rules::Ball::Held(away(5)));
}

/// The carrier away #7 is pushed into away #8, who stands firm: nobody in the chain moves
/// (004:L10602), so he was pushed to no square and keeps the ball (Strip Ball drops it "in
/// the square they are pushed to", 004:L10610-L10614). Away #9 on (12,6) and home #8 on
/// (12,8) leave (12,7) the one square.
#[test]
fn strip_ball_takes_nothing_when_a_team_mate_stands_firm_in_the_chain_004_l10602_l10610() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("strip-ball".into());
        s.away.players[7].skills.push("stand-firm".into());
    });
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 7)),
        (away(9), (12, 6)),
        (home(8), (12, 8)),
    ]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[Pushed]);
    if g.decision_options()
        .contains(&Decision::PushTo { square: sq(12, 7) })
    {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    assert_eq!(skill_question(&g), Some((Skill::StandFirm, Side::Away)));
    use_skill(&mut g, Skill::StandFirm, true);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, rules::Ball::Held(away(7)));
}

// --- Grab (004:L10208) ---

fn push_options(g: &Game) -> Vec<rules::Square> {
    let mut squares: Vec<rules::Square> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PushTo { square } => Some(square),
            _ => None,
        })
        .collect();
    squares.sort_by_key(|s| (s.x(), s.y()));
    squares
}

/// On a Block Action Grab offers every empty square next to the defender (7 here: all but
/// the blocker's); on a Blitz only the standard three.
#[test]
fn grab_pushes_to_any_empty_adjacent_square_on_a_block_action_004_l10208() {
    let mut g = Game::with(with_skill(Side::Home, 7, "grab"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    let all = push_options(&g);
    assert_eq!(all.len(), 7, "{all:?}");
    assert!(all.contains(&sq(10, 6)) && all.contains(&sq(11, 8)));
    g.decide(Decision::PushTo { square: sq(10, 6) });
    assert_eq!(g.place_of(away(7)), on(sq(10, 6), Stance::Standing));

    let mut g = Game::with(with_skill(Side::Home, 7, "grab"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[Pushed]);
    assert_eq!(push_options(&g), vec![sq(12, 6), sq(12, 7), sq(12, 8)]);
}

/// Grab and Side Step cancel out: the standard push.
#[test]
fn grab_does_not_work_against_side_step_004_l10208() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("grab".into());
        s.away.players[6].skills.push("side-step".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    assert_eq!(push_options(&g), vec![sq(12, 6), sq(12, 7), sq(12, 8)]);
}

/// When the standard push would go into the crowd, Grab is a choice: used, any empty square;
/// declined, the crowd.
#[test]
fn grab_is_asked_when_the_standard_push_is_into_the_crowd_004_l10208() {
    for use_it in [true, false] {
        let mut g = Game::with(with_skill(Side::Home, 7, "grab"));
        g.only(&[(home(7), (10, 1)), (away(7), (10, 0))]);
        g.block(home(7), away(7), &[Pushed]);
        assert_eq!(skill_question(&g), Some((Skill::Grab, Side::Home)));
        use_skill(&mut g, Skill::Grab, use_it);
        if use_it {
            assert_eq!(
                push_options(&g),
                vec![sq(9, 0), sq(9, 1), sq(11, 0), sq(11, 1)]
            );
        } else {
            assert_eq!(
                g.place_of(away(7)),
                rules::Place::Reserves,
                "into the crowd"
            );
        }
    }
}

// --- Dauntless (004:L10074) ---

/// ST 3 against the ST 4 Black Orc: D6 2 + 3 = 5 beats 4, so ST 4 against 4: 1 die, the
/// blocker's coach picks. D6 1 + 3 = 4 does not: 2 dice, the Orc's coach picks.
#[test]
fn dauntless_rolls_to_match_a_stronger_opponent_004_l10074() {
    for (d6, expected) in [(2, (1, Side::Home)), (1, (2, Side::Away))] {
        let mut g = Game::with(|s| {
            s.home.players[6].skills.push("dauntless".into());
            s.home.rerolls = 0;
        });
        g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
        g.declare(home(7), ActionKind::Block);
        g.decide(Decision::Block { target: away(3) });
        let roll = g.roll_prompt();
        assert_eq!((roll.roll.as_ref(), roll.side), ("Dauntless", Side::Home));
        let events = g.d6(&[d6]);
        assert_eq!(
            block_event_dice(&events),
            Some(expected),
            "{}",
            text(&events)
        );
        assert_eq!(g.roll_prompt().dice.len(), usize::from(expected.0));
    }
}

/// A 6 is no automatic success: ST 1 + 6 = 7 does not beat ST 7.
#[test]
fn dauntless_is_not_won_by_a_6_that_does_not_beat_the_strength_004_l10074() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("dauntless".into());
        s.home.players[6].st = 1;
        s.away.players[2].st = 7;
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    let events = g.d6(&[6]);
    assert_eq!(block_event_dice(&events), Some((3, Side::Away)));
}

/// Against an opponent no stronger there is nothing to roll.
#[test]
fn dauntless_is_not_rolled_against_an_equal_004_l10074() {
    let mut g = Game::with(with_skill(Side::Home, 7, "dauntless"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_event_dice(&events), Some((1, Side::Home)));
}

// --- Frenzy (004:L10195) ---

/// Frenzy follows up without being asked, and a Pushed that leaves both standing and next to
/// each other is followed at once by a second block on the same opponent.
#[test]
fn frenzy_must_follow_up_and_block_again_after_a_push_004_l10195() {
    let mut g = Game::with(with_skill(Side::Home, 7, "frenzy"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(
        g.place_of(home(7)),
        on(sq(11, 7), Stance::Standing),
        "followed up unasked"
    );
    let r = g.roll_prompt();
    assert_eq!(
        (r.roll.as_ref(), r.player, r.dice.len()),
        ("Block", Some(home(7)), 1)
    );
}

/// The second block is the last: a second Pushed ends the Block Action, with no third block.
#[test]
fn frenzy_blocks_only_twice_004_l10195() {
    let mut g = Game::with(with_skill(Side::Home, 7, "frenzy"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.block_dice(&[Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(13, 7) });
    assert_eq!(g.place_of(home(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(13, 7), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "the Action is over: {:?}",
        g.m.prompt()
    );
}

/// A Defender Stumbles that knocks the defender down leaves nobody standing to block again.
#[test]
fn frenzy_does_not_block_a_fallen_defender_004_l10195() {
    let mut g = Game::with(with_skill(Side::Home, 7, "frenzy"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderStumbles]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// On a Blitz the second block costs a square: with MA 1 spent on the first block, the second
/// needs a Go For It.
#[test]
fn frenzy_pays_a_square_for_the_second_block_of_a_blitz_004_l10195() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("frenzy".into());
        s.home.players[6].ma = 1;
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    blitz(&mut g, home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Go For It", Some(home(7))));
}

// --- Piling On (004:L10442, the team re-roll version) ---

/// Home #7 knocks away #7 (AV 9) down with a Defender Down, pushing him to (12,7); with
/// `follow` he follows up next to him.
fn piling_on_game(follow: bool, change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("piling-on".into());
        change(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow });
    g
}

fn rerolls(g: &Game) -> u8 {
    g.m.state().team(Side::Home).rerolls
}

/// An Armour roll of 4 holds against AV 9; the blocker next to his victim spends a team
/// re-roll to roll it again, goes Prone without an Armour roll, and it is no turnover; the
/// re-roll of 11 breaks the armour.
#[test]
fn piling_on_rerolls_the_armour_roll_for_a_team_reroll_004_l10442() {
    let mut g = piling_on_game(true, |_| {});
    let before = rerolls(&g);
    g.d6(&[2, 2]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(
                rules::RerollSkill::PilingOn
            )))
    );
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Reroll(Reroll::Skill(
        rules::RerollSkill::PilingOn,
    )));
    assert_eq!(rerolls(&g), before - 1, "a team re-roll is spent");
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Prone));
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Armour", Some(away(7))));
    assert!(r.rerolls.is_empty(), "never a second re-roll");
    g.d6(&[6, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    assert_eq!(g.turnover(), None);
}

/// Or the Injury roll: a Stunned 4 is rolled again, and the 9 is a KO (000:L629-L635).
#[test]
fn piling_on_rerolls_the_injury_roll_004_l10442() {
    let mut g = piling_on_game(true, |_| {});
    g.d6(&[6, 5]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[2, 2]);
    g.decide(Decision::Reroll(Reroll::Skill(
        rules::RerollSkill::PilingOn,
    )));
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[4, 5]);
    assert_eq!(g.place_of(away(7)), rules::Place::KnockedOut, "9: KO'd");
}

/// Without following up he is not next to his victim: nothing is offered.
#[test]
fn piling_on_needs_the_blocker_next_to_his_victim_004_l10442() {
    let mut g = piling_on_game(false, |_| {});
    g.d6(&[2, 2]);
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// It costs a team re-roll: with none left, nothing is offered.
#[test]
fn piling_on_needs_a_team_reroll_004_l10442() {
    let mut g = piling_on_game(true, |s| s.home.rerolls = 0);
    g.d6(&[2, 2]);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// A Loner rolls first: on a 3 the team re-roll is spent, he stays standing and the Armour
/// roll stands.
#[test]
fn piling_on_by_a_loner_who_fails_keeps_him_standing_004_l10452() {
    let mut g = piling_on_game(true, |s| s.home.players[6].skills.push("loner".into()));
    let before = rerolls(&g);
    g.d6(&[2, 2]);
    g.decide(Decision::Reroll(Reroll::Skill(
        rules::RerollSkill::PilingOn,
    )));
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Loner", Some(home(7))));
    g.d6(&[3]);
    assert_eq!(rerolls(&g), before - 1);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

/// Pushed into a player who stands firm, nobody in the chain moves: all three push squares
/// are taken, the blocker's coach picks the Stand Firm player's, and his coach uses it.
#[test]
fn stand_firm_stops_a_chain_push_004_l10602() {
    for use_it in [true, false] {
        let mut g = Game::with(with_skill(Side::Away, 9, "stand-firm"));
        g.only(&[
            (home(7), (10, 7)),
            (away(7), (11, 7)),
            (away(8), (12, 6)),
            (away(9), (12, 7)),
            (away(10), (12, 8)),
        ]);
        g.block(home(7), away(7), &[Pushed]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        assert_eq!(skill_question(&g), Some((Skill::StandFirm, Side::Away)));
        use_skill(&mut g, Skill::StandFirm, use_it);
        if use_it {
            assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
            assert_eq!(g.place_of(away(9)), on(sq(12, 7), Stance::Standing));
            assert!(
                g.decision_options().contains(&Decision::EndTurn),
                "no follow-up"
            );
        } else {
            g.decide(Decision::PushTo { square: sq(13, 7) });
            assert_eq!(g.place_of(away(9)), on(sq(13, 7), Stance::Standing));
            assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
        }
    }
}

// --- Mighty Blow as the coach's choice (004:L10367) ---

fn mighty_blow_game() -> Game {
    let mut g = Game::with(with_skill(Side::Home, 7, "mighty-blow"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g
}

/// A 9 against AV 9 breaks only with the +1: the blocker's coach chooses; declined, the
/// armour holds and no Injury roll follows.
#[test]
fn mighty_blow_on_the_armour_roll_may_be_declined_004_l10367() {
    let mut g = mighty_blow_game();
    g.d6(&[4, 5]);
    assert_eq!(skill_question(&g), Some((Skill::MightyBlow, Side::Home)));
    use_skill(&mut g, Skill::MightyBlow, false);
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// Armour broken without it (11), Mighty Blow waits for the Injury roll: a 7 (Stunned) is
/// an 8 (KO'd) with it, so the coach is asked, and adding it KOs.
#[test]
fn mighty_blow_kept_for_the_injury_roll_is_asked_when_it_changes_the_result_004_l10367() {
    let mut g = mighty_blow_game();
    g.d6(&[6, 5]);
    assert_eq!(skill_question(&g), None, "armour broken without it");
    g.d6(&[3, 4]);
    assert_eq!(skill_question(&g), Some((Skill::MightyBlow, Side::Home)));
    use_skill(&mut g, Skill::MightyBlow, true);
    assert_eq!(g.place_of(away(7)), rules::Place::KnockedOut);
}

/// Declined on the Injury roll, the 7 stays Stunned.
#[test]
fn mighty_blow_on_the_injury_roll_may_be_declined_004_l10367() {
    let mut g = mighty_blow_game();
    g.d6(&[6, 5]);
    g.d6(&[3, 4]);
    use_skill(&mut g, Skill::MightyBlow, false);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
}

/// When the +1 changes nothing (a 4 is Stunned, and so is a 5), nobody is asked.
#[test]
fn mighty_blow_is_not_asked_when_it_changes_nothing_004_l10367() {
    let mut g = mighty_blow_game();
    g.d6(&[6, 5]);
    let events = g.d6(&[2, 2]);
    assert_eq!(skill_question(&g), None);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
    assert!(text(&events).contains("Mighty Blow"), "{}", text(&events));
}

// --- Multiple Block (004:L10375) ---

/// Home #7 (ST 3) next to away #7 and away #8 (ST 3 each); home #9 marks away #8, so away #8
/// gives away #7 no assist (000:L1083), and assists home #7 against away #8.
fn multiple_block_board(g: &mut Game) {
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (11, 8)),
        (home(9), (12, 9)),
    ]);
}

fn multiple_block_game() -> Game {
    let mut g = Game::with(with_skill(Side::Home, 7, "multiple-block"));
    multiple_block_board(&mut g);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g
}

/// Two blocks, each defender at ST 3 + 2: first 5 against 3, 2 dice for the defender's
/// coach (1 die for the blocker's without the +2); no follow-up; the second opponent is named
/// once the first block is done (FAQ 004:L11420-L11422), not before its dice; then 5 against
/// 3 + 1 assist = 4, 2 dice still the defender's (the blocker's without the +2); no third
/// block.
#[test]
fn multiple_block_blocks_two_opponents_at_strength_plus_two_004_l10375_l11420() {
    let mut g = multiple_block_game();
    assert_eq!(skill_question(&g), Some((Skill::MultipleBlock, Side::Home)));
    let events = use_skill(&mut g, Skill::MultipleBlock, true);
    assert_eq!(
        block_event_dice(&events),
        Some((2, Side::Away)),
        "the first block's dice come at once: {}",
        text(&events)
    );
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 6) });
    assert_eq!(
        g.place_of(home(7)),
        on(sq(10, 7), Stance::Standing),
        "no follow-up"
    );
    assert_eq!(
        g.decision_options(),
        vec![Decision::Block { target: away(8) }, Decision::Done],
        "the second opponent is named after the first block, or none"
    );
    let events = g.decide(Decision::Block { target: away(8) });
    assert_eq!(
        block_event_dice(&events),
        Some((2, Side::Away)),
        "{}",
        text(&events)
    );
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(11, 9) });
    assert_eq!(g.place_of(away(8)), on(sq(11, 9), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "no third block"
    );
}

/// The first opponent knocked down, the second may be any other standing opponent next to him
/// as the first block left them: named only then (FAQ 004:L11420-L11422).
#[test]
fn multiple_blocks_second_opponent_is_named_after_the_first_block_004_l11420() {
    let mut g = multiple_block_game();
    use_skill(&mut g, Skill::MultipleBlock, true);
    assert_eq!(
        g.roll_prompt().roll,
        "Block",
        "the first block's dice, before any second opponent"
    );
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    // Pushed to (12,8): away #7 is no longer next to him; away #8 is the one left.
    g.decide(Decision::PushTo { square: sq(12, 8) });
    assert_eq!(
        g.decision_options(),
        vec![Decision::Block { target: away(8) }, Decision::Done]
    );
}

/// The second block is an option (004:L10381-L10383 "to have the option to throw the second
/// block"; FAQ 004:L11420-L11422 "may declare"): declined after the first, the Block Action
/// ends there, away #8 unblocked and no turnover; the next Action may be declared.
#[test]
fn multiple_blocks_second_block_may_be_declined_004_l10381() {
    let mut g = multiple_block_game();
    use_skill(&mut g, Skill::MultipleBlock, true);
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 6) });
    let events = g.decide(Decision::Done);
    assert!(
        text(&events).contains("makes no second block"),
        "{}",
        text(&events)
    );
    assert!(g.turnover().is_none());
    assert_eq!(g.place_of(away(8)), on(sq(11, 8), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn)
            && !g
                .decision_options()
                .contains(&Decision::Block { target: away(8) }),
        "the Block Action is over: {:?}",
        g.decision_options()
    );
}

/// Declined, it is one ordinary block at ST 3 against 3: 1 die.
#[test]
fn multiple_block_may_be_declined_004_l10375() {
    let mut g = multiple_block_game();
    let events = use_skill(&mut g, Skill::MultipleBlock, false);
    assert_eq!(block_event_dice(&events), Some((1, Side::Home)));
}

/// The blocker must still be on his feet for the second block: Attacker Down on the first
/// ends it (and is a turnover).
#[test]
fn multiple_block_needs_the_blocker_standing_for_the_second_004_l10375() {
    let mut g = multiple_block_game();
    use_skill(&mut g, Skill::MultipleBlock, true);
    g.block_dice(&[BlockFace::AttackerDown, BlockFace::AttackerDown]);
    keep(&mut g);
    assert!(g.turnover().is_some());
    g.d6(&[1, 1]);
    assert!(
        !g.decision_options()
            .contains(&Decision::Block { target: away(8) }),
        "no second opponent asked for"
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

/// Only at the start of a Block Action: a Blitz asks nothing, 1 die at ST 3 against 3.
#[test]
fn multiple_block_is_not_offered_on_a_blitz_004_l10375() {
    let mut g = Game::with(with_skill(Side::Home, 7, "multiple-block"));
    multiple_block_board(&mut g);
    g.declare(home(7), ActionKind::Blitz);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(skill_question(&g), None);
    assert_eq!(block_event_dice(&events), Some((1, Side::Home)));
}
