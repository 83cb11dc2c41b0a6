//! What a ruling or a refusal says, where the ruling was right but its words could mislead a
//! referee reading the log: a player who does not exist is named as such, a refusal gives the
//! rule that refuses, and a roll's prompt names the skill that changes it.

use crate::common;
use common::blitz::{blitz_data, dwarf_v_orc_cards};
use common::*;
use rules::{ActionKind, BlockFace, Decision, Input, Prompt, Side};

fn refusal(g: &mut Game, d: Decision) -> String {
    g.try_apply(Input::Decide(d))
        .err()
        .map(|r| r.to_string())
        .unwrap_or_default()
}

/// An interceptor who is not in the match is refused as no such player, not as a player
/// standing in the wrong place (000:L1119-L1149 names the eligible ones).
#[test]
fn an_interceptor_not_in_the_match_is_named_as_no_such_player_000_l1119() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    let e = refusal(
        &mut g,
        Decision::Intercept {
            player: Some(rules::PlayerId::new(Side::Away, 99)),
        },
    );
    assert!(e.contains("there is no player away#99"), "{e}");
    assert!(!e.contains("must be standing"), "{e}");
}

/// Tackle takes the Dodge skill away on the block dice (004:L10662-L10667): the Dodge player
/// on Defender Stumbles is Knocked Down, and the ruling says why, as it says "uses Dodge"
/// when he keeps his feet.
#[test]
fn tackle_stopping_dodge_on_defender_stumbles_is_said_004_l10662() {
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &["tackle"])(s);
        with_skills(Side::Away, 7, &["dodge"])(s);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    let t = text(&g.block(home(7), away(7), &[BlockFace::DefenderStumbles]));
    assert!(
        t.contains("Tackle:") && t.contains("may not use Dodge"),
        "{t}"
    );
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Armour", "he is Knocked Down");
}

/// A Sneaky Git's foul is not called for a double on an Armour roll that does not break the
/// armour (004:L10569-L10574): the roll's prompt says so, where it told every fouler that any
/// double sends him off.
#[test]
fn a_sneaky_gits_foul_armour_prompt_names_the_skill_004_l10569() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["sneaky-git"]));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.edit(rules::Edit::PlacePlayer {
        player: away(7),
        square: sq(11, 7),
        stance: rules::Stance::Prone,
    });
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    let purpose = g.roll_prompt().purpose;
    assert!(
        purpose.contains("Sneaky Git only if it breaks the armour"),
        "{purpose}"
    );
}

/// A player who has taken root may not Go For It (004:L10675), but may still roll to stand up
/// (004:L10680-L10681): a Prone one who declares a Blitz, takes root on a 1 and stands on a 4
/// is told he may not move, where the ruling said only Go For It was left.
#[test]
fn a_rooted_player_standing_up_is_told_he_may_not_move_004_l10675() {
    let mut g = Game::with(with_skills(Side::Home, 7, &["take-root"]));
    g.only(&[(home(7), (10, 7)), (away(7), (14, 7))]);
    g.edit(rules::Edit::PlacePlayer {
        player: home(7),
        square: sq(10, 7),
        stance: rules::Stance::Prone,
    });
    g.declare(home(7), ActionKind::Blitz);
    assert_eq!(g.roll_prompt().roll, "Take Root");
    g.d6(&[1]);
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Stand up");
    let t = text(&g.d6(&[4]));
    assert!(t.contains("has taken root and may not move"), "{t}");
    assert!(!t.contains("only Go For It is left"), "{t}");
}

/// The question the match asks now.
fn about(g: &Game) -> String {
    match g.m.prompt() {
        Prompt::Decision(d) => d.about.clone(),
        other => panic!("expected a decision, got {other:#?}"),
    }
}

/// A Move Action may not block, a Foul Action fouls, a Blitz blocks once (000:L425-L437): the
/// Action's prompt says what this Action allows, not "move, block" for every one.
#[test]
fn the_action_prompt_names_what_the_action_allows_000_l425() {
    for (action, says, never) in [
        (ActionKind::Move, "move or end the Action", "block"),
        (ActionKind::Foul, "move, foul or end the Action", "block"),
        (
            ActionKind::Blitz,
            "move, block once or end the Action",
            "foul",
        ),
        (
            ActionKind::HandOff,
            "move, hand off or end the Action",
            "block",
        ),
    ] {
        let mut g = Game::new();
        g.only(&[(home(7), (5, 5)), (away(7), (15, 10))]);
        g.declare(home(7), action);
        let asked = about(&g);
        assert!(asked.contains(says), "{action:?}: {asked}");
        assert!(!asked.contains(never), "{action:?}: {asked}");
    }
}

/// A Blitz has one block (000:L539): once it is made the prompt offers moving on or ending
/// the Action, and no longer says "block once".
#[test]
fn a_blitz_prompt_after_its_block_names_no_block_000_l539() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    assert!(
        about(&g).contains("move, block once or end the Action"),
        "{}",
        about(&g)
    );
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::Pushed]);
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(rules::Reroll::Keep)))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    let asked = about(&g);
    assert!(
        asked.contains("(Blitz Action): move or end the Action"),
        "{asked}"
    );
}

/// Both Down with no Block on either side: both players fall (000:L563-L565), and the ruling
/// says who, not an empty "Both Down:".
#[test]
fn both_down_says_who_falls_000_l563() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    let said = text(&g.block(home(7), away(7), &[BlockFace::BothDown]));
    let line = said
        .lines()
        .find(|l| l.starts_with("Both Down"))
        .unwrap_or_default()
        .to_string();
    assert_eq!(line.matches("has no Block and falls").count(), 2, "{said}");
}

/// Blitz Bowl has a Run Action, not a Move Action (002:L479): the declaration and the prompt
/// say Run.
#[test]
fn a_blitz_bowl_run_is_called_a_run_002_l479() {
    let mut g = dwarf_v_orc_cards(blitz_data(), false, false);
    let said = text(&g.declare(home(1), ActionKind::Move));
    assert!(said.contains("declares a Run Action"), "{said}");
    assert!(!said.contains("Move Action"), "{said}");
    assert!(about(&g).contains("run or end the Action"), "{}", about(&g));
}

/// A failed Throw Check in Blitz Bowl is called a Throw Check (002:L321) and says nothing of
/// team re-rolls, which the game has none of (002:L329-L333).
#[test]
fn a_blitz_bowl_throw_check_says_no_word_of_team_re_rolls_002_l321_l331() {
    let mut g = dwarf_v_orc_cards(blitz_data(), false, false);
    g.only(&[(home(1), (5, 2)), (home(2), (8, 2)), (away(1), (15, 8))]);
    g.ball(5, 2);
    let said = text(&g.declare(home(1), ActionKind::Pass));
    assert!(said.contains("declares a Throw Action"), "{said}");
    g.decide(Decision::Pass {
        target: sq(8, 2),
        range: None,
    });
    let said = text(&g.d6(&[2]));
    assert!(said.contains("Throw Check for"), "{said}");
    assert!(!said.contains("team re-roll"), "{said}");
}

/// The rulings of every input of `script` under `rules`, one a line.
fn said_by(rules: &str, script: &str) -> String {
    let (m, inputs) = {
        let book = common::scripts::house_book(rules);
        common::scripts::read_script(&book, script)
    };
    let mut m = m;
    let mut said = String::new();
    for input in inputs {
        for e in m.apply(input).unwrap_or_default() {
            said.push_str(&e.text);
            said.push('\n');
        }
    }
    said
}

const CARDS: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n";

/// Everyone's an Expert… wins Cheering Fans whatever the dice (004:L4911-L4918): the ruling
/// names the card and shows the real sums, not a sure-win number standing in for them.
#[test]
fn everyones_an_expert_is_named_in_the_contest_004_l4911() {
    let said = said_by(
        CARDS,
        include_str!("data/everyones-an-expert-cheering-fans.jsonl"),
    );
    let line = said
        .lines()
        .find(|l| l.starts_with("Cheering Fans: H "))
        .unwrap_or_default();
    assert!(line.contains("wins it with Everyone's an Expert"), "{said}");
    assert!(!line.contains("101"), "no sure-win number: {line}");
}

/// Rowdy Fans' assist is named in the block's sum (004:L4803-L4810): ST 3 against ST 3 gives
/// two dice only with it, and the ruling says so.
#[test]
fn rowdy_fans_assist_is_named_in_the_block_004_l4803() {
    let said = said_by(CARDS, include_str!("data/rowdy-fans-block.jsonl"));
    assert!(
        said.contains(
            "ST 3 +1 assist (Rowdy Fans, 004:L4791-L4812) = 4 against ST 3: 2 block dice"
        ),
        "{said}"
    );
}
