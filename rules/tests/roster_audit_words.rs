//! Words a referee would misread, found by playing each roster's positions through their
//! skills (the rulings were right): each script in `data/` says on its first line what the
//! rule's text expects, and each test reads the words the match gives.

use crate::common;
use common::scripts::replay_words;
use rules::{Match, Prompt};

/// The script played with the built-in rules: the match and every ruling's words.
fn played(script: &str) -> (Match, Vec<String>) {
    replay_words("", script)
}

fn about(m: &Match) -> String {
    match m.prompt() {
        Prompt::Decision(d) => d.about.clone(),
        other => panic!("expected a decision, got {other:#?}"),
    }
}

fn line<'a>(words: &'a [String], starts: &str) -> &'a str {
    words
        .iter()
        .find(|w| w.contains(starts))
        .map_or("", String::as_str)
}

/// Fan Favourite: +1 FAME on the Kick-off table (004:L10164-L10170); the Cheering Fans sum
/// names it, so D3 1 + FAME 0 + 1 reads as the 2 shown.
#[test]
fn cheering_fans_names_the_fan_favourites_fame_004_l10164() {
    let (_, words) = played(include_str!("data/cheering-fans-fan-favourite.jsonl"));
    let said = line(&words, "Cheering Fans: H 2, A 2");
    assert!(said.contains("includes +1 for Fan Favourite"), "{words:#?}");
}

/// Pro (004:L10466-L10469): a failed Pro roll is said as one, "rolled needed" was garbled.
#[test]
fn a_failed_pro_roll_reads_as_a_sentence_004_l10466() {
    let (_, words) = played(include_str!("data/pro-roll-fails.jsonl"));
    let said = line(&words, "Pro roll fails");
    assert!(said.contains("(needed 4+, rolled 3)"), "{words:#?}");
    assert!(!words.iter().any(|w| w.contains("rolled needed")));
}

/// Ball & Chain: his Stunned is KO'd (004:L9834-L9835), so Mighty Blow's +1 from 6 to 7 (KO'd
/// on the Stunty table, 004:L10629-L10631) changes nothing and is not asked (004:L10367).
#[test]
fn mighty_blow_is_not_asked_where_ball_and_chain_makes_it_no_matter_004_l9834() {
    let (m, words) = played(include_str!("data/fanatic-mighty-blow-unasked.jsonl"));
    assert!(
        words
            .iter()
            .any(|w| w.contains("Fanatic (H): 6 +1 Mighty Blow = 7")),
        "{words:#?}"
    );
    assert!(about(&m).contains("declare an Action"), "{}", about(&m));
}

/// A league that does not play Argue the Call (004:L1001) is not offered it.
#[test]
fn the_bribe_question_names_argue_the_call_only_where_it_is_played_000_l999() {
    let (m, _) = played(include_str!("data/secret-weapon-bribe-no-argue.jsonl"));
    let asked = about(&m);
    assert!(
        asked.contains("a Bribe (1 left) or let it stand"),
        "{asked}"
    );
    assert!(!asked.contains("Argue the Call"), "{asked}");
}

/// A bite at the Action's end (004:L9979-L9987) leaves nothing to complete.
#[test]
fn a_bite_at_the_actions_end_does_not_say_he_may_complete_it_004_l9979() {
    let (_, words) = played(include_str!("data/blood-lust-bite-at-action-end.jsonl"));
    let said = line(&words, "Blood Lust: #1 Vampire (H) bites");
    assert!(said.contains("Stunned"), "{words:#?}");
    assert!(!said.contains("may complete his Action"), "{said}");
}

/// After a turnover no one acts again this turn (000:L451): the squirming Goblin's landing
/// does not say he may still act.
#[test]
fn a_landing_after_a_turnover_does_not_offer_an_action_000_l451() {
    let (_, words) = played(include_str!("data/always-hungry-squirm-with-ball.jsonl"));
    assert!(
        words.iter().any(|w| w.starts_with("TURNOVER")),
        "{words:#?}"
    );
    let said = line(&words, "lands on his feet");
    assert!(!said.is_empty(), "{words:#?}");
    assert!(!said.contains("may still take an Action"), "{said}");
}

/// A failed Animosity roll allows no more movement (004:L9806-L9812): the prompt offers the
/// hand-off and the Action's end, not a move.
#[test]
fn after_a_failed_animosity_roll_the_prompt_offers_no_move_004_l9810() {
    let (m, _) = played(include_str!("data/animosity-hand-off-prompt.jsonl"));
    let asked = about(&m);
    assert!(
        asked.ends_with("(Hand-off Action): hand off or end the Action"),
        "{asked}"
    );
}

/// A failed Blood Lust roll on a Block: he may move instead (004:L9978-L9979), and the prompt
/// offers it.
#[test]
fn after_a_failed_blood_lust_roll_a_block_prompt_offers_a_move_004_l9978() {
    let (m, _) = played(include_str!("data/blood-lust-block-prompt.jsonl"));
    let asked = about(&m);
    assert!(
        asked.ends_with("(Block Action): move, block or end the Action"),
        "{asked}"
    );
}

/// A Pitch Invasion KOs a Ball & Chain player where it Stuns others (000:L1009): the ruling
/// names the Fanatic as KO'd, not among the Stunned.
#[test]
fn a_pitch_invasion_names_a_ball_and_chain_player_as_kod_000_l1009() {
    let (_, words) = played(include_str!("data/pitch-invasion-fanatic.jsonl"));
    let said = line(&words, "Pitch Invasion: the A fans");
    assert!(
        said.contains("Stun #1 Goblin (H) (5) and KO #8 Fanatic (H) (6)"),
        "{said}"
    );
}

/// With the Leader off the pitch his re-roll is kept but unusable (004:L10338-L10339): a failed
/// roll does not say no team re-roll is left.
#[test]
fn a_failed_roll_with_the_leader_off_the_pitch_says_why_004_l10338() {
    let (_, words) = played(include_str!("data/leader-off-the-pitch.jsonl"));
    let said = line(&words, "TURNOVER: #11 Blitzer (H) failed a Go For It");
    assert!(
        said.contains("but the Leader's, and no Leader on the pitch"),
        "{words:#?}"
    );
}

/// A Blitzer who takes root may not move, nor block that turn (004:L10672-L10681): the
/// prompt offers the Action's end alone, not "block once".
#[test]
fn a_rooted_blitzer_is_offered_only_the_actions_end_004_l10672() {
    let (m, _) = played(include_str!("data/rooted-blitz-prompt.jsonl"));
    let asked = about(&m);
    assert!(asked.ends_with("(Blitz Action): end the Action"), "{asked}");
}
