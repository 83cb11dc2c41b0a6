//! Skills of different groups meeting on one roll or one step, each read from both skills' texts (skill
//! list 004:L9780-L10782; 001:L710-L1061 and its FAQ). Each die is the one the nearest wrong
//! reading would rule the other way. Home is the Human quick-start (#6 Thrower, #7-#12
//! Linemen: MA6 ST3 AG3 AV8), away the Orc quick-start (#7-#12 Linemen: MA5 ST3 AG3 AV9).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Reroll, RerollSkill, Side, Stance};

/// Prehensile Tail's -1 is on leaving his Tackle Zone, not on the square entered, so a Stunty
/// dodger, who ignores the Tackle Zones on the square he moves to, still takes it: AG3 4+,
/// +1 dodging, two Tackle Zones on (9,7) ignored, -1 Prehensile Tail: 4+ (3+ if Stunty
/// ignored the tail too, 5+ if he counted the zones).
#[test]
fn a_stunty_dodger_still_takes_prehensile_tails_minus_one_004_l10455_l10626() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "stunty");
        give(s, Side::Away, 7, "prehensile-tail");
    });
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (8, 6)),
        (away(9), (8, 8)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Dodge");
    assert_eq!(roll.needs, Some(4), "{roll:?}");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

/// Diving Tackle's -2 is no Tackle Zone modifier, so Stunty does not ignore it: from 3+ (AG3
/// 4+, +1 dodging, the zone on (9,7) ignored) a 4 becomes 2 and fails (004:L10125, L10626).
#[test]
fn a_stunty_dodger_still_takes_diving_tackles_minus_two_004_l10125_l10626() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "stunty");
        give(s, Side::Away, 7, "diving-tackle");
        s.home.rerolls = 0;
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 6))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[4]);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    assert!(g.turnover().is_some(), "4 - 2 misses 3+");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// Stunty reads the Injury roll "after any modifiers" (004:L10629): a Mighty Blow kept for the
/// Injury roll turns a 6 (Stunned) into 7, KO'd for a Stunty player. The armour (11 against
/// AV 9) breaks without the +1, so Mighty Blow goes to the Injury roll (004:L10367).
#[test]
fn mighty_blow_on_a_stunty_victims_injury_makes_7_a_ko_004_l10367_l10629() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "mighty-blow");
        give(s, Side::Away, 7, "stunty");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[rules::BlockFace::DefenderDown]);
    if g.decision_options()
        .contains(&Decision::PushTo { square: sq(12, 7) })
    {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    if g.decision_options()
        .contains(&Decision::FollowUp { follow: false })
    {
        g.decide(Decision::FollowUp { follow: false });
    }
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[6, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[3, 3]);
    let use_blow = Decision::UseSkill {
        skill: rules::Skill::MightyBlow,
        use_it: true,
    };
    if matches!(g.m.prompt(), rules::Prompt::Decision(_))
        && g.decision_options().contains(&use_blow)
    {
        g.decide(use_blow);
    }
    assert_eq!(g.place_of(away(7)), rules::Place::KnockedOut);
}

/// Pro is the player's own re-roll, not a team re-roll, so Loner's 4+ is not asked: the Pro D6
/// comes first (004:L10359-L10365, L10461-L10471).
#[test]
fn a_loner_uses_pro_without_the_loner_roll_004_l10362_l10464() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "loner");
        give(s, Side::Home, 7, "pro");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    assert_eq!(g.roll_prompt().roll, "Pro");
}

/// Multiple Block's second block is a block declared on the second opponent too, so a ball
/// carrier with Dump-Off there throws his Quick Pass before it, as before any block
/// (004:L10148-L10157, L10375-L10383; FAQ 001:L1144: the second opponent is named after the
/// first block). Home #7 has Multiple Block, next to away #7 (11,7) and away #8 (11,8), who
/// holds the ball and has Dump-Off.
#[test]
fn dump_off_before_multiple_blocks_second_block_004_l10148_l10375() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "multiple-block");
        give(s, Side::Away, 8, "dump-off");
    });
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (11, 8)),
        (away(9), (14, 8)),
    ]);
    g.ball(11, 8);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.decide(Decision::UseSkill {
        skill: rules::Skill::MultipleBlock,
        use_it: true,
    });
    // The first block: 3 against 3 + 2, two dice for away; Pushed, to (12,6).
    g.block_dice(&[rules::BlockFace::Pushed, rules::BlockFace::Pushed]);
    if g.decision_options()
        .contains(&Decision::Reroll(Reroll::Keep))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    g.decide(Decision::PushTo { square: sq(12, 6) });
    g.decide(Decision::Block { target: away(8) });
    assert_eq!(g.decider(), Side::Away, "away #8's coach may dump off");
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::DumpOff {
            target: Some(sq(14, 8))
        }),
        "{options:?}"
    );
    assert!(options.contains(&Decision::DumpOff { target: None }));
}

/// A player left without Tackle Zones by a failed Bone-head roll may not move of his own will
/// until a later roll of 2+, and Pass Block is such a move (FAQ 001:L1196-L1198; Bone-head
/// 004:L10021-L10030; Pass Block 004:L10418-L10430). Away #1 (Pass Block, Bone-head) fails his
/// roll in the Orcs' turn; in the next Human turn a pass he could reach (the same board as
/// `pass_block_moves_up_to_three_squares_before_interceptions_004_l10418`) asks no Pass
/// Block: the Pass roll comes at once.
#[test]
fn a_bone_headed_player_makes_no_pass_block_move_001_l1198_004_l10418() {
    for (bone_head_roll, pass_block) in [(1, false), (2, true)] {
        let mut g = Game::with(|s| {
            give(s, Side::Away, 1, "pass-block");
            give(s, Side::Away, 1, "bone-head");
            s.away.rerolls = 0;
        });
        g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), (13, 11))]);
        g.ball(10, 7);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Away));
        g.declare(away(1), ActionKind::Move);
        assert_eq!(g.roll_prompt().roll, "Bone-head");
        g.d6(&[bone_head_roll]);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Home));
        g.declare(home(5), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(16, 7),
            range: None,
        });
        let asked = match g.m.prompt() {
            rules::Prompt::Decision(d) => d.options.contains(&Decision::MovePlayer {
                player: away(1),
                to: sq(13, 10),
            }),
            rules::Prompt::Roll(r) => {
                assert_eq!(r.roll, "Pass");
                false
            }
            other => panic!("{other:?}"),
        };
        assert_eq!(asked, pass_block, "Bone-head roll {bone_head_roll}");
    }
}

/// Dump-Off is a pass, and a player left without Tackle Zones by a failed Bone-head roll may
/// not pass (004:L10029-L10032; Dump-Off 004:L10148-L10157). Away #8 (Dump-Off, Bone-head)
/// holds the ball and fails (or, for the control, makes) his roll in the Orcs' turn; the Human
/// blocking him next turn is then (or is not) met by a Dump-Off first.
#[test]
fn a_bone_headed_ball_carrier_may_not_dump_off_004_l10031_l10148() {
    for (bone_head_roll, dump_off) in [(1, false), (2, true)] {
        let mut g = Game::with(|s| {
            give(s, Side::Away, 8, "dump-off");
            give(s, Side::Away, 8, "bone-head");
            s.away.rerolls = 0;
        });
        g.only(&[(home(7), (10, 7)), (away(8), (11, 7)), (away(9), (14, 7))]);
        g.ball(11, 7);
        g.decide(Decision::EndTurn);
        g.declare(away(8), ActionKind::Move);
        assert_eq!(g.roll_prompt().roll, "Bone-head");
        g.d6(&[bone_head_roll]);
        if bone_head_roll > 1 {
            g.decide(Decision::EndAction);
        }
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Home));
        g.declare(home(7), ActionKind::Block);
        g.decide(Decision::Block { target: away(8) });
        let asked = matches!(
            g.m.prompt(),
            rules::Prompt::Decision(d) if d.options.contains(&Decision::DumpOff { target: None })
        );
        assert_eq!(asked, dump_off, "Bone-head roll {bone_head_roll}");
    }
}
