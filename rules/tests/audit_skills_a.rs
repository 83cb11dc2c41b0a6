//! Audit of the General and Strength skills (2016 rules, seed 001, skills 001:L744-L1031, FAQ
//! 001:L1130-L1230): the clauses and interactions no other test file plays, each scenario from
//! the rule's text, with dice chosen so the nearest wrong reading fails. Home: Human
//! quick-start (#7 a Lineman ST 3 AG 3 AV 8); away: Orc quick-start (#3 a Black Orc Blocker
//! ST 4, #7 and #8 Linemen ST 3 AV 9).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Die, EventKind, Place, Prompt, Reroll,
    RerollSkill, Side, Skill, Stance,
};

use BlockFace::{BothDown, DefenderDown, Pushed};

/// The block dice the engine asks for: how many, and whose coach picks.
fn block_dice_of(events: &[rules::Event]) -> Option<(u8, Side)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::BlockDice { dice, chooser, .. } => Some((dice, chooser)),
        _ => None,
    })
}

fn skill_question(g: &Game) -> Option<Skill> {
    match g.m.prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::UseSkill => {
            d.options.iter().find_map(|o| match o {
                Decision::UseSkill { skill, .. } => Some(*skill),
                _ => None,
            })
        }
        _ => None,
    }
}

fn offers(g: &Game, reroll: Reroll) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(reroll)))
}

fn keep(g: &mut Game) {
    if offers(g, Reroll::Keep) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

fn score(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).score
}

// --- Pro (001:L917-L919; FAQ 001:L1154-L1156) ---

/// Pro re-rolls "any one dice roll he has made" but Armour, Injury and Casualty: the
/// Dauntless D6 is his roll. 1 + ST 3 = 4 does not beat the Black Orc's 4; the Pro roll of 4
/// lets it be rolled again, and 2 + 3 = 5 does: one block die, the blocker's pick. (With no
/// team re-roll left, a reading that offers Pro nothing here goes straight to two dice for
/// the Orc coach.)
#[test]
fn pro_may_reroll_his_dauntless_roll_001_l919_l778() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "dauntless");
        give(s, Side::Home, 7, "pro");
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(g.roll_prompt().roll, "Dauntless");
    g.d6(&[1]);
    assert!(
        offers(&g, Reroll::Skill(RerollSkill::Pro)),
        "Pro is offered on the failed Dauntless roll: {:?}",
        g.m.prompt()
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    assert_eq!(g.roll_prompt().roll, "Pro");
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Dauntless");
    let events = g.d6(&[2]);
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

/// The Foul Appearance D6 is rolled by the blocker's coach for the blocker: Pro may re-roll
/// its 1, and the 5 that follows lets the block be made.
#[test]
fn pro_may_reroll_his_foul_appearance_roll_001_l919_l822() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "pro");
        give(s, Side::Away, 7, "foul-appearance");
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    g.d6(&[1]);
    assert!(
        offers(&g, Reroll::Skill(RerollSkill::Pro)),
        "Pro is offered on the failed Foul Appearance roll: {:?}",
        g.m.prompt()
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    let events = g.d6(&[5]);
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

/// Pro works in the opposing team's turn, but its own D6 is team re-rolled only in his: away
/// #8 (Pro) fails to catch a ball bounced to him in the home turn; Pro is offered, the team
/// re-roll is not, and after a Pro roll of 3 nothing more is offered.
#[test]
fn pro_in_the_opponents_turn_has_no_team_reroll_for_its_roll_001_l1156() {
    let mut g = Game::with(|s| give(s, Side::Away, 8, "pro"));
    // Away #7 holds the ball on (11,7); away #8 stands on (11,6), the square above it.
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (12, 6))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    // Armour 1+1 holds; the ball bounces from (12,7) up (D8 2) onto away #8 on (12,6).
    g.d6(&[1, 2]);
    g.dice(&[Die::D8(2)]);
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Catch", Some(away(8))));
    g.d6(&[1]);
    assert!(
        offers(&g, Reroll::Skill(RerollSkill::Pro)),
        "{:?}",
        g.m.prompt()
    );
    assert!(!offers(&g, Reroll::Team), "not the away team's turn");
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    g.d6(&[3]);
    assert!(
        !offers(&g, Reroll::Team),
        "the Pro roll is team re-rolled only in his own turn: {:?}",
        g.m.prompt()
    );
}

// --- Dauntless (001:L776-L778; FAQ 001:L1138-L1140) ---

/// A block re-roll re-rolls the block dice only: the Dauntless result stands. ST 3 Dauntless
/// wins (5 against 4): one die; the team re-roll of it rolls one die again, with no second
/// Dauntless roll.
#[test]
fn a_block_reroll_does_not_roll_dauntless_again_001_l1140() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "dauntless"));
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    g.d6(&[2]);
    g.block_dice(&[BlockFace::AttackerDown]);
    g.decide(Decision::Reroll(Reroll::Team));
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.dice.len()), ("Block", 1));
}

/// Frenzy's second block rolls Dauntless again: the first roll's win does not carry over.
/// First block: 6 + 3 beats 4, one die, Pushed; the second asks for a new Dauntless D6, and
/// its 1 (4, not more than 4) leaves two dice for the Orc coach.
#[test]
fn frenzys_second_block_rolls_dauntless_again_001_l1140() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "dauntless");
        give(s, Side::Home, 7, "frenzy");
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    g.d6(&[6]);
    g.block_dice(&[Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.roll_prompt().roll, "Dauntless", "rolled again");
    let events = g.d6(&[1]);
    assert_eq!(block_dice_of(&events), Some((2, Side::Away)));
}

/// Dauntless compares with the defender's Strength after every modifier but assists: Multiple
/// Block's +2 makes an ST 3 Lineman ST 5, so the ST 3 blocker rolls (against an equal ST 3 he
/// would not), and 3 + 3 = 6 beats 5: one die; 2 + 3 = 5 does not: two dice for the Orc
/// coach. Home #8 marks the second opponent, away #8, so he gives the first no assist.
#[test]
fn dauntless_counts_multiple_blocks_plus_two_001_l778_l887() {
    for (d6, expected) in [(3, (1, Side::Home)), (2, (2, Side::Away))] {
        let mut g = Game::with(|s| {
            give(s, Side::Home, 7, "dauntless");
            give(s, Side::Home, 7, "multiple-block");
            s.home.rerolls = 0;
        });
        g.only(&[
            (home(7), (10, 7)),
            (away(7), (11, 7)),
            (away(8), (9, 7)),
            (home(8), (8, 7)),
        ]);
        g.declare(home(7), ActionKind::Block);
        g.decide(Decision::Block { target: away(7) });
        assert_eq!(skill_question(&g), Some(Skill::MultipleBlock));
        g.decide(Decision::UseSkill {
            skill: Skill::MultipleBlock,
            use_it: true,
        });
        let r = g.roll_prompt();
        assert_eq!(r.roll, "Dauntless", "ST 3 against 3 + 2");
        let events = g.d6(&[d6]);
        assert_eq!(block_dice_of(&events), Some(expected), "Dauntless {d6}");
    }
}

// --- Fend (001:L816-L818) ---

/// No follow-up even when the Fend player is Knocked Down, and a blitzer may move on.
#[test]
fn fend_knocked_down_still_stops_the_follow_up_and_the_blitzer_moves_on_001_l818() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "fend"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    // No follow-up is asked: the Armour roll is next, and 1+2 holds.
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
    // ST 3 Lineman MA 6: one square spent on the block, he steps on.
    g.move_to(10, 8);
    assert_eq!(g.place_of(home(7)), on(sq(10, 8), Stance::Standing));
}

/// Frenzy must follow up "if he can": against Fend he cannot, so the defender is no longer
/// next to him and there is no second block.
#[test]
fn frenzy_against_fend_has_no_follow_up_and_no_second_block_001_l818_l826() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "frenzy");
        give(s, Side::Away, 7, "fend");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "the Block Action is over: {:?}",
        g.m.prompt()
    );
}

// --- Frenzy (001:L824-L826; FAQ 001:L1166-L1170) ---

/// A Stand Firm defender is not pushed, so both are still standing and adjacent: the Frenzy
/// player must block him again.
#[test]
fn frenzy_blocks_a_stand_firm_player_again_001_l826_l969() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "frenzy");
        give(s, Side::Away, 7, "stand-firm");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    assert_eq!(skill_question(&g), Some(Skill::StandFirm));
    g.decide(Decision::UseSkill {
        skill: Skill::StandFirm,
        use_it: true,
    });
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Block", Some(home(7))));
}

/// FAQ: a ball carrier pushed into the End Zone he scores in by Frenzy's first block scores at
/// once, and there is no second block. Away scores in x = 0.
#[test]
fn frenzy_pushing_a_carrier_into_his_end_zone_scores_with_no_second_block_001_l1168() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "frenzy"));
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert_eq!(score(&g, Side::Away), 1, "the touchdown is scored");
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Block"),
        "no second block: {:?}",
        g.m.prompt()
    );
}

// --- Strip Ball (001:L971-L973; FAQ 001:L1166) ---

/// FAQ: Strip Ball pushing the carrier into the End Zone is no touchdown: he drops the ball
/// there, and a player must be standing and holding it to score.
#[test]
fn strip_ball_into_the_end_zone_is_no_touchdown_001_l1166() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "strip-ball"));
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    if g.decision_options()
        .iter()
        .any(|d| matches!(d, Decision::FollowUp { .. }))
    {
        g.decide(Decision::FollowUp { follow: false });
    }
    assert_eq!(score(&g, Side::Away), 0, "no touchdown");
    assert_eq!(g.roll_prompt().roll, "Bounce", "the dropped ball bounces");
}

/// A Juggernaut's Both Down taken as Pushed is a Pushed: Strip Ball makes the carrier drop the
/// ball (001:L850, L973).
#[test]
fn strip_ball_on_a_juggernauts_both_down_taken_as_pushed_001_l850_l973() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "strip-ball");
        give(s, Side::Home, 7, "juggernaut");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BothDown]);
    keep(&mut g);
    assert_eq!(skill_question(&g), Some(Skill::Juggernaut));
    g.decide(Decision::UseSkill {
        skill: Skill::Juggernaut,
        use_it: true,
    });
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Bounce", "the ball is stripped");
    assert_eq!(g.turnover(), None);
}

// --- Wrestle (001:L1029-L1031) ---

/// The defender wrestled to the ground drops the ball he held; it is no turnover, as only the
/// active player holding the ball makes one.
#[test]
fn wrestle_downs_a_defending_carrier_with_no_turnover_001_l1031() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "wrestle"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(skill_question(&g), Some(Skill::Wrestle));
    g.decide(Decision::UseSkill {
        skill: Skill::Wrestle,
        use_it: true,
    });
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(
        g.roll_prompt().roll,
        "Bounce",
        "no Armour roll; the ball bounces"
    );
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// A blitzer Placed Prone by Wrestle can do no more: no turnover, but his Blitz is over.
#[test]
fn wrestle_ends_the_blitzers_action_without_a_turnover_001_l1031() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "wrestle"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BothDown]);
    keep(&mut g);
    assert_eq!(skill_question(&g), Some(Skill::Wrestle));
    g.decide(Decision::UseSkill {
        skill: Skill::Wrestle,
        use_it: true,
    });
    assert_eq!(g.turnover(), None);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert!(g.m.state().action().is_none(), "his Blitz is over");
}

// --- Stand Firm (001:L967-L969) ---

/// Only Extraordinary skills work on the ground (001:L720): a Prone Stand Firm player in a
/// push chain is pushed on, with no question. Home #7 pushes away #7 from (11,7) to (12,7),
/// where the Prone away #8 lies; he goes on to (13,7).
#[test]
fn a_prone_stand_firm_player_in_a_chain_is_pushed_on_001_l969_l720() {
    let mut g = Game::with(|s| give(s, Side::Away, 8, "stand-firm"));
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 7)),
        (away(9), (12, 6)),
        (away(10), (12, 8)),
    ]);
    g.stance(away(8), Stance::Prone);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_ne!(skill_question(&g), Some(Skill::StandFirm));
    if g.decision_options()
        .iter()
        .any(|d| matches!(d, Decision::PushTo { .. }))
    {
        g.decide(Decision::PushTo { square: sq(13, 7) });
    }
    assert_eq!(g.place_of(away(8)), on(sq(13, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
}

// --- Guard (001:L832-L834) ---

/// Guard lets a player assist while marked, not while Prone: a lying Guard player has no
/// Tackle Zones and gives no assist (001:L720), so one die.
#[test]
fn a_prone_guard_gives_no_assist_001_l834_l720() {
    let mut g = Game::with(|s| give(s, Side::Home, 8, "guard"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (11, 6))]);
    g.stance(home(8), Stance::Prone);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

// --- Juggernaut (001:L848-L850) ---

/// Juggernaut works only in a Blitz: on a Block Action the defender may still stand firm.
#[test]
fn stand_firm_works_against_a_juggernauts_block_action_001_l850() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "juggernaut");
        give(s, Side::Away, 7, "stand-firm");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    assert_eq!(skill_question(&g), Some(Skill::StandFirm));
}

// --- Thick Skull (001:L1003-L1005) ---

/// Injury 8 is Stunned for a Thick Skull, 9 still KO'd; and it works while he lies Prone:
/// a foul on a lying away #7 (AV 9), armour 4+6 = 10.
#[test]
fn thick_skull_makes_an_8_stunned_even_prone_001_l1005() {
    for (injury, place) in [
        ([3, 5], on(sq(11, 7), Stance::Stunned)),
        ([4, 5], Place::KnockedOut),
    ] {
        let mut g = Game::with(|s| give(s, Side::Away, 7, "thick-skull"));
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.stance(away(7), Stance::Prone);
        g.declare(home(7), ActionKind::Foul);
        g.decide(Decision::Foul { target: away(7) });
        g.d6(&[4, 6]);
        assert_eq!(g.roll_prompt().roll, "Injury");
        g.d6(&injury);
        assert_eq!(g.place_of(away(7)), place, "injury {injury:?}");
    }
}

/// A Stunty Thick Skull: 7 is KO'd (Stunty), 8 Stunned (Thick Skull), 9 Badly Hurt.
#[test]
fn thick_skull_with_stunty_stuns_on_8_only_001_l1005_l981() {
    for (injury, stunned) in [([3, 4], false), ([3, 5], true)] {
        let mut g = Game::with(|s| {
            give(s, Side::Away, 7, "thick-skull");
            give(s, Side::Away, 7, "stunty");
        });
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.block(home(7), away(7), &[DefenderDown]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[4, 6]);
        assert_eq!(g.roll_prompt().roll, "Injury");
        g.d6(&injury);
        let expected = if stunned {
            on(sq(12, 7), Stance::Stunned)
        } else {
            Place::KnockedOut
        };
        assert_eq!(g.place_of(away(7)), expected, "injury {injury:?}");
    }
}

// --- Sure Hands (001:L987-L989) ---

/// A failed pick-up may be re-rolled by Sure Hands; the re-roll failing, nothing more is
/// offered (a die is never re-rolled twice) and it is a turnover.
#[test]
fn sure_hands_rerolls_a_failed_pick_up_once_001_l989() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "sure-hands"));
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    assert!(offers(&g, Reroll::Skill(RerollSkill::SureHands)));
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureHands)));
    let r = g.roll_prompt();
    assert_eq!(r.roll, "Pick-up");
    assert!(r.rerolls.is_empty());
    g.d6(&[1]);
    assert!(g.turnover().is_some());
}

// --- Strong Arm (001:L975-L977) ---

/// +1 to a Short pass, nothing to a Quick one. AG 3: a pass needs 4+ before modifiers; Quick
/// +1 makes it 3+ with or without Strong Arm; Short (0) is 4+, 3+ with Strong Arm.
#[test]
fn strong_arm_adds_one_at_short_range_not_quick_001_l977() {
    for (to, strong, needs) in [
        ((13, 7), false, 3),
        ((13, 7), true, 3),
        ((16, 7), false, 4),
        ((16, 7), true, 3),
    ] {
        let mut g = Game::with(|s| {
            if strong {
                give(s, Side::Home, 7, "strong-arm");
            }
        });
        g.only(&[(home(7), (10, 7)), (home(8), to), (away(7), (20, 2))]);
        g.ball(10, 7);
        g.declare(home(7), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(to.0, to.1),
            range: None,
        });
        let r = g.roll_prompt();
        assert_eq!(
            (r.roll.as_ref(), r.needs),
            ("Pass", Some(needs)),
            "to {to:?} strong arm {strong}: {:?}",
            r.modifiers
        );
    }
}

// --- Piling On (001:L909-L911, 004:L10442) ---

/// A Blitzer who piles on lies Prone: his Blitz can go no further (no more movement).
#[test]
fn piling_on_ends_a_blitz_001_l911() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "piling-on"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[2, 2]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::PilingOn)));
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
    assert!(g.m.state().action().is_none(), "his Blitz is over");
}

/// Piling On by the ball carrier is a turnover (001:L911).
#[test]
fn piling_on_by_the_ball_carrier_is_a_turnover_001_l911() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "piling-on"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[2, 2]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::PilingOn)));
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Prone));
    assert!(g.turnover().is_some(), "he held the ball");
}

// --- Kick-Off Return (001:L860-L862) ---

/// A receiver in an opposing Tackle Zone may not use Kick-Off Return.
#[test]
fn no_kick_off_return_from_an_opposing_tackle_zone_001_l862() {
    let mut g = Game::set_up(book(), |s| give(s, Side::Home, 7, "kick-off-return"));
    g.only(&[(home(7), (5, 7)), (away(7), (6, 7))]);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::KickOffReturn),
        "{:?}",
        g.m.prompt()
    );
}

// --- Kick (001:L856-L858) ---

/// A Kick player in a wide zone may not take the kick: the scatter is not halved, nobody is
/// asked.
#[test]
fn kick_from_a_wide_zone_is_not_offered_001_l858() {
    let mut g = Game::set_up(book(), |s| give(s, Side::Away, 7, "kick"));
    g.only(&[(home(7), (5, 7)), (away(7), (20, 1))]);
    g.decide(Decision::KickTo { square: sq(3, 7) });
    g.dice(&[Die::D8(2), Die::D6(4)]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::HalveKick { halve: true }))),
        "{:?}",
        g.m.prompt()
    );
}

// --- Pass Block (001:L905-L907; FAQ 001:L1196-L1198) ---

/// FAQ: a player under Hypnotic Gaze (or Bone-head, Really Stupid) may not use a skill that
/// moves him voluntarily, Pass Block among them. Home #7 gazes at away #1 (Pass Block) on
/// (13,10); home #5 then passes from (10,7) to home #3 on (16,7). With the gaze failed (1),
/// away #1 is asked for his Pass Block move; with it made (4), he is not.
#[test]
fn a_hypnotised_player_may_not_pass_block_001_l1198() {
    for (gaze, asked) in [(1, true), (4, false)] {
        let mut g = Game::with(|s| {
            give(s, Side::Away, 1, "pass-block");
            give(s, Side::Home, 7, "hypnotic-gaze");
            s.home.rerolls = 0;
        });
        g.only(&[
            (home(5), (10, 7)),
            (home(3), (16, 7)),
            (home(7), (13, 11)),
            (away(1), (13, 10)),
        ]);
        g.ball(10, 7);
        g.declare(home(7), ActionKind::Move);
        g.decide(Decision::EndAction);
        assert_eq!(skill_question(&g), Some(Skill::HypnoticGaze));
        g.decide(Decision::UseSkill {
            skill: Skill::HypnoticGaze,
            use_it: true,
        });
        g.d6(&[gaze]);
        g.declare(home(5), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(16, 7),
            range: None,
        });
        let pass_block = matches!(
            g.m.prompt(),
            Prompt::Decision(d) if d.options.iter().any(|o| matches!(
                o,
                Decision::MovePlayer { player, .. } if *player == away(1)
            ))
        );
        assert_eq!(pass_block, asked, "gaze {gaze}: {:?}", g.m.prompt());
    }
}

// --- Block (001:L744-L746, L413) ---

/// Both Down with Block on both sides: nobody falls, no turnover, the Block Action ends.
#[test]
fn both_down_with_block_on_both_sides_nobody_falls_001_l746() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "block");
        give(s, Side::Away, 7, "block");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

// --- Grab (001:L828-L830) ---

/// Grab and Side Step cancel on a Blitz too: the standard three squares, chosen by the
/// blitzer's coach, not Side Step's any empty square.
#[test]
fn grab_and_side_step_cancel_on_a_blitz_001_l830() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "grab");
        give(s, Side::Away, 7, "side-step");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[Pushed]);
    keep(&mut g);
    assert_eq!(g.decider(), Side::Home);
    let mut squares: Vec<rules::Square> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PushTo { square } => Some(square),
            _ => None,
        })
        .collect();
    squares.sort_by_key(|s| (s.x(), s.y()));
    assert_eq!(squares, vec![sq(12, 6), sq(12, 7), sq(12, 8)]);
}

// --- Multiple Block with Frenzy (001:L826, L887) ---

/// Multiple Block is used instead of Frenzy, never with it: a Frenzy player who blocks two
/// does not follow up the first Pushed, and makes no second Frenzy block on it; his next
/// block is the second opponent's.
#[test]
fn multiple_block_is_used_instead_of_frenzy_001_l887() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "frenzy");
        give(s, Side::Home, 7, "multiple-block");
    });
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (9, 7)),
        (home(8), (8, 7)),
    ]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.decide(Decision::UseSkill {
        skill: Skill::MultipleBlock,
        use_it: true,
    });
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(
        g.place_of(home(7)),
        on(sq(10, 7), Stance::Standing),
        "no follow-up"
    );
    g.decide(Decision::Block { target: away(8) });
    let r = g.roll_prompt();
    assert_eq!(
        (r.roll.as_ref(), r.dice.len()),
        ("Block", 2),
        "ST 3 against 3 + 2"
    );
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    // The second block is against away #8 on (9,7): pushed west.
    g.decide(Decision::PushTo { square: sq(8, 6) });
    assert_eq!(g.place_of(away(8)), on(sq(8, 6), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
}

// --- Piling On with Mighty Blow (001:L883, L911) ---

/// The Armour roll re-rolled by Piling On is a new roll of the same block: Mighty Blow may
/// add its 1 to it. 2+2 holds against AV 9 with or without the +1; the re-roll's 5+4 = 9
/// breaks only with it, so the coach is asked.
#[test]
fn mighty_blow_adds_to_the_armour_roll_piling_on_rerolled_001_l883_l911() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "piling-on");
        give(s, Side::Home, 7, "mighty-blow");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[2, 2]);
    assert_eq!(skill_question(&g), None);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::PilingOn)));
    g.d6(&[5, 4]);
    assert_eq!(skill_question(&g), Some(Skill::MightyBlow));
    g.decide(Decision::UseSkill {
        skill: Skill::MightyBlow,
        use_it: true,
    });
    assert_eq!(g.roll_prompt().roll, "Injury");
}

// --- Mighty Blow of the defender (001:L883) ---

/// "When an opponent is Knocked Down by this player during a block": the defender's Mighty
/// Blow counts when the blocker falls on Attacker Down. Home #7 (AV 8) armour 4+4 = 8 holds
/// unless the +1 is added.
#[test]
fn the_defenders_mighty_blow_counts_on_attacker_down_001_l883() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "mighty-blow"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::AttackerDown]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[4, 4]);
    assert_eq!(skill_question(&g), Some(Skill::MightyBlow));
    assert_eq!(g.decider(), Side::Away);
}

// --- Kick-Off Return (001:L860-L862) ---

/// Only one player may use Kick-Off Return each kick-off: both home #7 and home #8 may be
/// picked, and once home #7 has moved the Kick-off table is rolled, with no move for #8.
#[test]
fn only_one_player_makes_a_kick_off_return_001_l862() {
    let mut g = Game::set_up(book(), |s| {
        give(s, Side::Home, 7, "kick-off-return");
        give(s, Side::Home, 8, "kick-off-return");
    });
    g.only(&[(home(7), (5, 7)), (home(8), (5, 10)), (away(7), (15, 7))]);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(8),
        to: sq(6, 10)
    }));
    g.decide(Decision::MovePlayer {
        player: home(7),
        to: sq(6, 7),
    });
    // One move, one player: the Kick-off table is next.
    assert_eq!(g.place_of(home(7)), on(sq(6, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

// --- Frenzy and Foul Appearance (FAQ 001:L1138-L1140) ---

/// Frenzy's second block asks a new Foul Appearance roll: the first one's 2 does not carry
/// over.
#[test]
fn frenzys_second_block_rolls_foul_appearance_again_001_l1140() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "frenzy");
        give(s, Side::Away, 7, "foul-appearance");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    g.d6(&[2]);
    g.block_dice(&[Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.roll_prompt().roll, "Foul Appearance", "rolled again");
}

// --- Dauntless with Horns (001:L778, L842) ---

/// Dauntless compares Strength after every other modifier: Horns' +1 on a Blitz makes the ST 3
/// blitzer as strong as the ST 4 Black Orc, so there is nothing to roll and one die.
#[test]
fn dauntless_is_not_rolled_when_horns_make_him_as_strong_001_l778() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "dauntless");
        give(s, Side::Home, 7, "horns");
    });
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    let events = g.decide(Decision::Block { target: away(3) });
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

// --- Mighty Blow and Thick Skull (001:L883, L1005) ---

/// Injury 7 with Mighty Blow's +1 is an 8, which a Thick Skull victim reads as Stunned, the
/// same as the 7: the +1 changes nothing, so nobody is asked and he is Stunned.
#[test]
fn mighty_blow_against_thick_skull_turns_no_7_into_a_ko_001_l883_l1005() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "mighty-blow");
        give(s, Side::Away, 7, "thick-skull");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 5]);
    g.d6(&[3, 4]);
    if skill_question(&g) == Some(Skill::MightyBlow) {
        g.decide(Decision::UseSkill {
            skill: Skill::MightyBlow,
            use_it: true,
        });
    }
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
}
