//! Blitz Bowl's Rookies to Watch card, an advanced rule (002:L731-L737): given to one coach
//! at set-up, discarded once to re-roll his own Armour Check, Throw Check or a Block Action's
//! Block Dice; a re-roll takes every die and is never re-rolled, and no coach re-rolls
//! another's roll (002:L331-L333). Played on the 2016 board with Blitz Bowl's Marking, three
//! Actions, Block Value dice (the data's numbering: 1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle,
//! 6 Miss), one-D6 Armour, the Throw Ruler (Short 4, Long 7); every player Block 1, Throw 4+,
//! Armour 4+. Each test's dice make the nearest wrong reading fail.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq};
use rules::blitz_ability::BlitzAbility;
use rules::blitz_team::BlitzProfile;
use rules::ruleset::{
    Activation, AdvancedRule, ArmourPolicy, BouncePolicy, InjuryPolicy, Movement, PassPolicy,
    PushPolicy, RulesetParams,
};
use rules::script_ruleset::ScriptRuleset;
use rules::{
    ActionKind, Ball, Decision, DecisionKind, DieKind, Input, Match, MatchSetup, Place, PlayerId,
    Prompt, Reroll, Side, Stance,
};

const CHART: [[i8; 2]; 8] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
];

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("Blitz Bowl data loads")
}

/// Blitz Bowl's switches on the 2016 board, `advanced` in play.
fn rules_with(advanced: &[AdvancedRule]) -> RulesetParams {
    let blitz = RulesetParams::blitz_bowl(data(), "one-trapdoor").expect("board");
    let mut rules = RulesetParams {
        block_dice: blitz.block_dice,
        dice: blitz.dice,
        push: PushPolicy::OneSquareOrKnockDown,
        armour: ArmourPolicy::OneD6,
        injury: InjuryPolicy::ToReserves,
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        bounce: BouncePolicy::BounceChart { chart: CHART },
        pass: PassPolicy::ThrowRuler { short: 4, long: 7 },
        modifier_cap: Some(1),
        ..RulesetParams::BB2016
    };
    for &rule in advanced {
        rules = rules.with_advanced(data(), rule).expect("the data reads");
    }
    rules
}

fn blitz_setup(abilities: &[(PlayerId, BlitzAbility)]) -> MatchSetup {
    let mut s = setup();
    s.home.rerolls = 0;
    s.away.rerolls = 0;
    for (side, team) in [(Side::Home, &mut s.home), (Side::Away, &mut s.away)] {
        for p in &mut team.players {
            p.ma = 6;
            let ability = abilities
                .iter()
                .find(|(id, _)| id.side == side && id.number == p.number)
                .map(|(_, a)| a.id().to_string());
            p.blitz = Some(BlitzProfile {
                block: 1,
                throw: Some(4),
                armour: Some(4),
                move_d6: false,
                throw_team_mate: false,
                ability,
            });
        }
    }
    s
}

/// A match with Rookies to Watch, the card given to `holder`'s coach; home plays first.
fn game(holder: Side, abilities: &[(PlayerId, BlitzAbility)]) -> Game {
    let m = Match::with_ruleset(
        blitz_setup(abilities),
        Arc::new(book().clone()),
        rules_with(&[AdvancedRule::RookiesToWatch]),
    )
    .expect("these Blitz Bowl switches are ruled")
    .with_rookies_to_watch(holder)
    .expect("the advanced rule is on");
    let mut g = Game { m };
    g.set_up_both();
    g.quiet_kick_off();
    g
}

fn waits_for(g: &Game, kind: DecisionKind) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == kind)
}

fn block(g: &mut Game, attacker: PlayerId, defender: PlayerId) {
    g.declare(attacker, ActionKind::Block);
    g.decide(Decision::Block { target: defender });
}

const CARD: Decision = Decision::Reroll(Reroll::RookiesToWatch);
const KEEP: Decision = Decision::Reroll(Reroll::Keep);

/// The holder discards the card after his player's Block Dice: a Miss (6) re-rolled to a Smash
/// (1) Knocks the target down; the card is gone, so the next Block's Miss is not offered it
/// (002:L737: discarded, put back in the box).
#[test]
fn the_card_re_rolls_a_blocks_dice_once_then_is_gone_002_l737() {
    let mut g = game(Side::Home, &[]);
    g.only(&[
        (home(7), (10, 7)),
        (away(3), (11, 7)),
        (home(8), (10, 3)),
        (away(4), (11, 3)),
    ]);
    block(&mut g, home(7), away(3));
    g.d6(&[6]);
    assert!(waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(g.decision_options(), vec![CARD, KEEP]);
    g.decide(CARD);
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D6]);
    g.d6(&[1]);
    assert_eq!(g.m.state().rookies_to_watch, None, "discarded");
    // away(3)'s Armour Check is his coach's roll, and away holds no card: a 5 holds.
    g.d6(&[5]);
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
    block(&mut g, home(8), away(4));
    g.d6(&[6]);
    assert!(!waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert_eq!(g.place_of(away(4)), on(sq(11, 3), Stance::Standing));
}

/// The card re-rolls only its holder's own rolls (002:L333): the home coach's Block Dice are not
/// offered the away coach's card; the away player's failed Armour Check, rolled by his own coach
/// (002:L558), is, and its re-rolled 5 holds where the 2 would Injure him.
#[test]
fn only_the_holders_own_rolls_armour_check_included_002_l737_l333_l558() {
    let mut g = game(Side::Away, &[]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[1]);
    assert!(
        !waits_for(&g, DecisionKind::Reroll),
        "the home coach's Smash is not the away coach's to re-roll: {:?}",
        g.m.prompt()
    );
    g.d6(&[2]);
    assert!(waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(g.decision_options(), vec![CARD, KEEP]);
    g.decide(CARD);
    g.d6(&[5]);
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.m.state().rookies_to_watch, None);
}

/// A held Armour Check has nothing to re-roll and is not offered (a 4 reaches 4+); a failed one
/// kept stands: the player is Injured to his Dugout and the card stays in hand (002:L558,
/// L582, L737).
#[test]
fn a_held_check_is_not_offered_and_a_kept_failure_stands_002_l737_l558() {
    let mut g = game(Side::Away, &[]);
    g.only(&[
        (home(7), (10, 7)),
        (away(3), (11, 7)),
        (home(8), (10, 3)),
        (away(4), (11, 3)),
    ]);
    block(&mut g, home(7), away(3));
    g.d6(&[1]);
    g.d6(&[4]);
    assert!(!waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
    block(&mut g, home(8), away(4));
    g.d6(&[1]);
    g.d6(&[3]);
    g.decide(KEEP);
    assert_eq!(g.place_of(away(4)), Place::Reserves);
    assert_eq!(g.m.state().rookies_to_watch, Some(Side::Away));
}

fn throw_short(g: &mut Game) {
    g.only(&[(home(7), (10, 7)), (home(8), (13, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(13, 7),
        range: None,
    });
}

/// A failed Throw Check (3 against 4+) re-rolled with the card to a 4: the target takes the
/// ball (002:L737).
#[test]
fn the_card_re_rolls_a_failed_throw_check_002_l737() {
    let mut g = game(Side::Home, &[]);
    throw_short(&mut g);
    g.d6(&[3]);
    assert_eq!(g.decision_options(), vec![CARD, KEEP]);
    g.decide(CARD);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// With Expert Passer and the card both at hand, both are offered; the ability's re-roll is a
/// re-roll, so its failure is not offered the card (002:L333), which stays in hand.
#[test]
fn never_a_re_roll_of_a_re_roll_002_l333_l737() {
    let mut g = game(Side::Home, &[(home(7), BlitzAbility::ExpertPasser)]);
    throw_short(&mut g);
    g.d6(&[3]);
    let ability = Decision::Reroll(Reroll::Ability(BlitzAbility::ExpertPasser));
    assert_eq!(g.decision_options(), vec![ability, CARD, KEEP]);
    g.decide(ability);
    g.d6(&[2]);
    assert!(!waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert!(
        g.try_apply(Input::Decide(CARD)).is_err(),
        "no roll waits for the card"
    );
    assert_eq!(g.m.state().rookies_to_watch, Some(Side::Home));
}

/// The card is given only in a match that plays the advanced rule (002:L731); a script names
/// its holder with the rule, and the rule without a holder is refused too.
#[test]
fn the_card_needs_its_advanced_rule_and_a_holder_002_l731_l735() {
    let off = Match::with_ruleset(blitz_setup(&[]), Arc::new(book().clone()), rules_with(&[]))
        .expect("ruled")
        .with_rookies_to_watch(Side::Home);
    let err = match off {
        Ok(_) => panic!("the card was given without its rule"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("rookies-to-watch"), "{err}");

    let script = |extra: &str| -> Result<(), String> {
        let mut line: serde_json::Value = serde_json::from_str(&format!(
            r#"{{"ruleset":"blitz-bowl","board":"one-trapdoor"{extra}}}"#
        ))
        .expect("json");
        let game = ScriptRuleset::take(&mut line).map_err(|e| e.to_string())?;
        let setup = rules::blitz_team::blitz_match_setup(data(), "dwarf", "orc", None)
            .map_err(|e| e.to_string())?;
        game.start(setup, book())
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let err = script(r#","rookies_to_watch":"home""#).expect_err("no rule");
    assert!(err.contains("\"advanced\""), "{err}");
    let err = script(r#","advanced":["rookies-to-watch"]"#).expect_err("no holder");
    assert!(err.contains("rookies_to_watch"), "{err}");
    let err = script(r#","advanced":["rookies-to-watch"],"rookies_to_watch":"both""#)
        .expect_err("no such side");
    assert!(err.contains("\"home\" or \"away\""), "{err}");
    script(r#","advanced":["rookies-to-watch"],"rookies_to_watch":"away""#).expect("given");
}
