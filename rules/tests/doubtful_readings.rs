//! Five readings a referee may catch wrong, each decided from the text (000 = the 2016 box
//! rules, 004 = the compendium): a throw-in across a corner; Juggernaut against Stand Firm
//! further along a chain push; Piling On after the attacker's own fall; Kari Coldsteel and a
//! touchdown awarded without a drive; Appalling Stands and a drive that is not played. The
//! dice are chosen so that the nearest wrong reading rules differently. Home: Human
//! quick-start (#3-#4 Catchers, #5 Thrower, #7-#12 Linemen ST 3 AV 8); away: Orc quick-start
//! (#7-#12 Linemen ST 3 AV 9).

use crate::common;
use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Die, DugoutBox, Edit, EventKind, Inducement,
    Prompt, Reroll, RerollSkill, Side, Skill, Stance,
};

fn offers(g: &Game, reroll: Reroll) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(reroll)))
}

fn keep(g: &mut Game) {
    if offers(g, Reroll::Keep) {
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

// --- 1. A throw-in across a corner (000:L153, L742; digest §15.4) ---

/// Home #5 passes from `thrower` to `target`, the pass is inaccurate and scatters with the
/// two `d8`s: onto the corner square, then diagonally off across both lines. The throw-in is a
/// 3 (straight in) for 3 squares counting the centre: two squares from the corner. Home #3
/// waits where the sideline's template puts the ball, home #4 where the end line's would.
fn thrown_in_across_a_corner(
    thrower: (i32, i32),
    target: (i32, i32),
    d8: u8,
    sideline: (i32, i32),
    end_line: (i32, i32),
) -> Option<rules::PlayerId> {
    let mut g = Game::new();
    g.only(&[
        (home(5), thrower),
        (home(3), sideline),
        (home(4), end_line),
        (away(7), (13, 7)),
    ]);
    g.ball(thrower.0, thrower.1);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(target.0, target.1),
        range: None,
    });
    g.d6(&[2]);
    keep(&mut g);
    // Onto the corner, then off it diagonally; the third D8 is never read.
    g.dice(&[Die::D8(d8), Die::D8(d8), Die::D8(d8)]);
    assert_eq!(g.roll_prompt().roll, "Throw-in");
    g.d6(&[3, 1, 2]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch", "the ball comes down on a player");
    roll.player
}

/// A ball leaving diagonally across a corner crosses both lines; the text lays the template
/// only "on the sideline" (000:L153), so the sideline's is laid, facing the far sideline (our
/// reading; christerk/ffb lays the end line's for a ball leaving a corner square). At the
/// home corner (0,0) the 3 goes to (0,2), not the end line's (2,0); at the away corner
/// (25,14) to (25,12), not (23,14).
#[test]
fn a_throw_in_across_a_corner_is_the_sidelines_000_l153_l742() {
    let near = thrown_in_across_a_corner((3, 2), (1, 1), 1, (0, 2), (2, 0));
    assert_eq!(near, Some(home(3)), "near sideline at the home corner");
    let far = thrown_in_across_a_corner((22, 12), (24, 13), 8, (25, 12), (23, 14));
    assert_eq!(far, Some(home(3)), "far sideline at the away corner");
}

// --- 2. Juggernaut and Stand Firm along a chain push (004:L10254, L10602) ---

/// Home #7 (Juggernaut) Blitzes away #7 on (11,7) with a Pushed; all three push squares are
/// taken and his coach picks (12,7), where `chained` (with Stand Firm) stands.
fn juggernaut_chain(chained: rules::PlayerId) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "juggernaut");
        give(s, chained.side, chained.number, "stand-firm");
    });
    let others: Vec<_> = [away(8), away(9), away(10)]
        .into_iter()
        .filter(|&p| p != chained)
        .collect();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (others[0], (12, 6)),
        (chained, (12, 7)),
        (others[1], (12, 8)),
    ]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g
}

/// "Opposing players may not use their ... Stand Firm ... against blocks" (004:L10254): an
/// opponent further along the chain is an opposing player and the push is the block's, so he
/// is not asked and is pushed on.
#[test]
fn juggernaut_stops_an_opponents_stand_firm_along_a_chain_push_004_l10254() {
    let mut g = juggernaut_chain(away(9));
    assert_eq!(skill_question(&g), None, "{:#?}", g.m.prompt());
    g.decide(Decision::PushTo { square: sq(13, 7) });
    assert_eq!(g.place_of(away(9)), on(sq(13, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
}

/// Only opposing players: the Juggernaut's own team-mate pushed into keeps his Stand Firm
/// (004:L10254, L10602); he stands firm and nobody in the chain moves.
#[test]
fn juggernaut_leaves_a_team_mates_stand_firm_along_a_chain_push_004_l10254_l10602() {
    let mut g = juggernaut_chain(home(9));
    assert_eq!(skill_question(&g), Some((Skill::StandFirm, Side::Home)));
    g.decide(Decision::UseSkill {
        skill: Skill::StandFirm,
        use_it: true,
    });
    assert_eq!(g.place_of(home(9)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

// --- 3. Piling On and the attacker's own fall (004:L10442-L10450; 000:L443) ---

/// Home #7 (Piling On) blocks away #7 with a Both Down; `block` gives him Block. The
/// victim's Armour roll is a 2+2 against AV 9: worth piling on.
fn both_down(block: bool) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "piling-on");
        if block {
            give(s, Side::Home, 7, "block");
        }
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::BothDown]);
    g
}

/// Piling On needs the blocker "currently standing adjacent to the victim" (004:L10443-L10444):
/// on a Both Down without Block both fall (a turnover, 000:L443), and for the victim's Armour
/// roll nothing is offered, though the blocker lies next to him with team re-rolls left.
#[test]
fn no_piling_on_by_a_blocker_who_fell_in_the_both_down_004_l10443() {
    let mut g = both_down(false);
    assert!(g.turnover().is_some(), "the blocker fell");
    let mut victim_rolled = false;
    while let Prompt::Roll(r) = g.m.prompt() {
        assert_eq!(r.roll, "Armour", "{r:#?}");
        victim_rolled |= r.player == Some(away(7));
        g.d6(&[2, 2]);
        assert!(!offers(&g, Reroll::Skill(RerollSkill::PilingOn)));
    }
    assert!(victim_rolled);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

/// With Block he stays standing (000:L565), the victim alone falls, and the same 2+2 may be
/// piled on: the standing blocker is what the offer turns on.
#[test]
fn piling_on_after_a_both_down_the_blocker_stood_through_004_l10443() {
    let mut g = both_down(true);
    assert_eq!(g.turnover(), None);
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("Armour", Some(away(7))));
    g.d6(&[2, 2]);
    assert!(offers(&g, Reroll::Skill(RerollSkill::PilingOn)));
}

// --- 4. Kari Coldsteel and a touchdown awarded without a drive (004:L3162-L3166; 000:L818) ---

/// Home kicks first and has hired Kari; its 12 players may all set up, so she is not asked.
/// In the first half home loses all but #1 and #2, and away all but #1, who is KO'd; the half
/// is played out. Away would kick the second half.
fn second_half_nobody(change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::set_up(book(), |s| {
        s.kicking = Some(Side::Home);
        change(s);
    });
    g.quiet_kick_off();
    for n in 3..=12 {
        g.edit(Edit::RemovePlayer {
            player: home(n),
            to: DugoutBox::Casualty,
        });
    }
    g.edit(Edit::RemovePlayer {
        player: away(1),
        to: DugoutBox::KnockedOut,
    });
    for n in 2..=12 {
        g.edit(Edit::RemovePlayer {
            player: away(n),
            to: DugoutBox::Casualty,
        });
    }
    while g.turn_side().is_some() {
        g.decide(Decision::EndTurn);
    }
    g
}

/// Away's #1 stays KO'd (a 1): away has nobody to set up, home is awarded a touchdown and is
/// the scoring team, which kicks (000:L816-L818). No drive is played, so Kari is not asked for
/// it: the next prompt is away's KO roll again. It comes back (a 4) and the drive that is
/// played asks her, of home as the kicking team, before anyone sets up; keeping away as the
/// kicking team would ask away to set up first.
#[test]
fn kari_is_asked_for_the_drive_after_an_awarded_touchdown_not_for_it_004_l3162_000_l818() {
    let mut g = second_half_nobody(|s| s.home.inducements.bought.set(Inducement::KariColdsteel, 1));
    let ko = g.roll_prompt();
    assert_eq!(
        (ko.roll.as_ref(), ko.player),
        ("KO recovery", Some(away(1)))
    );
    let events = g.d6(&[1]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::TouchdownAwarded { side: Side::Home }),
        "{}",
        text(&events)
    );
    let ko = g.roll_prompt();
    assert_eq!(
        (ko.roll.as_ref(), ko.player),
        ("KO recovery", Some(away(1)))
    );
    g.d6(&[4]);
    assert_eq!(g.m.state().kicking, Side::Home);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d)
            if d.kind == DecisionKind::UseInducement && d.side == Side::Home),
        "{:#?}",
        g.m.prompt()
    );
    g.decide(Decision::UseInducement { use_it: true });
    assert_eq!(g.place_of(home(13)), rules::Place::Reserves, "Kari joins");
    assert_eq!(g.decider(), Side::Home, "home sets up first");
}

// --- 5. Appalling Stands after a drive that is played (004:L3658-L3662; 000:L818) ---

/// Appalling Stands roll "after each drive": the first half's last drive has its D6s (2 and
/// 2, kept). Then away cannot set up (its KO'd #1 rolls a 1) and play goes on "as if a drive
/// has just ended" (000:L818), but none was played: the next roll is away's KO roll again, no
/// second pair of D6s, and both FAMEs stand.
#[test]
fn appalling_stands_roll_once_when_a_team_has_nobody_to_set_up_004_l3658_000_l818() {
    let mut g = second_half_nobody(|s| {
        s.fame = Some(rules::Fame { home: 1, away: 0 });
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind: "Rough & Ready".into(),
                attribute: Some("Appalling Stands".into()),
            }),
            ..rules::LeagueSetup::default()
        });
    });
    assert_eq!(g.roll_prompt().roll, "Appalling Stands");
    g.d6(&[2, 2]);
    assert_eq!(g.roll_prompt().roll, "KO recovery");
    g.d6(&[1]);
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("KO recovery", Some(away(1))));
    g.d6(&[4]);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), 1);
    assert_eq!(g.m.state().team(Side::Away).fame_now(), 0);
    assert_eq!(
        g.decider(),
        Side::Home,
        "home, awarded the touchdown, sets up"
    );
}
