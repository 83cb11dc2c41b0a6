//! A Secret Weapon who played in a drive is sent off as it ends "whether he is still on the
//! pitch or not" (004:L10535-L10539): one who ended the drive in the Dead & Injured box is
//! sent off where he lies, so Magic Sponge (004:L4984), which moves a player of one's own from
//! that box to the Reserves, cannot bring him back into the match.

use crate::common;
use common::scripts::{house_book, play_all, read_script};
use rules::{Decision, Input, Match, Place, PlayerId, Side};

const RULES: &str = "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n\
                     special-play-cards = \"on\"\nwinterbowl-inducements = \"on\"\n";

#[test]
fn magic_sponge_cannot_bring_back_a_secret_weapon_sent_off_in_the_dead_and_injured_box_004_l10535()
{
    let book = house_book(RULES);
    // A simulated match (seed 3775): the Pestilent Vermin's Pox-flinger #5 (Secret Weapon)
    // played the first half's last drive and ended it in the Dead & Injured box; at the
    // second half's set-up his coach plays Magic Sponge on him, and rolls a 5.
    let (mut m, inputs) = read_script(&book, include_str!("data/secret-weapon-sponge.jsonl"));
    let (sponge, before) = inputs
        .split_last()
        .expect("the Magic Sponge is the last input");
    play_all(&mut m, before, |_| {});
    let pox_flinger = PlayerId::new(Side::Home, 5);
    let place = |m: &Match| m.state().player(pox_flinger).map(|p| p.place);
    assert_eq!(place(&m), Some(Place::Casualty));
    // The card may not name him: the prompt does not offer it, and the input is refused.
    assert!(matches!(sponge, Input::Decide(Decision::PlayCard { .. })));
    assert!(
        m.apply(sponge.clone()).is_err(),
        "Magic Sponge on a Secret Weapon sent off in the Dead & Injured box must be refused"
    );
    assert_eq!(place(&m), Some(Place::Casualty));
}
