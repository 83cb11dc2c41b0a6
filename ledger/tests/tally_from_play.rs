//! The tally read from a real match's rulings (`rules::Match`, not hand-written events): which
//! Casualties earn Star Player Points. Only a player who blocks an opponent, or is blocked by
//! one, earns them (004:L2548-L2554).

use crate::common;

use common::book;
use ledger::tally;
use rules::{
    ActionKind, BlockFace, Decision, Dice, DiceRoll, Die, DugoutBox, Edit, Event, Input, Match,
    PlayerId, Prompt, Reroll, Side, Square, Stance,
};

struct Play {
    m: Match,
    events: Vec<Event>,
}

impl Play {
    fn apply(&mut self, input: Input) {
        match self.m.apply(input.clone()) {
            Ok(events) => self.events.extend(events),
            Err(e) => panic!("{input:?} refused: {e}\nprompt: {:#?}", self.m.prompt()),
        }
    }
    fn decide(&mut self, d: Decision) {
        self.apply(Input::Decide(d));
    }
    fn dice(&mut self, dice: &[Die]) {
        self.apply(Input::Dice(DiceRoll::manual(
            dice.iter().copied().collect::<Dice>(),
        )));
    }
    fn d6(&mut self, values: &[u8]) {
        let dice: Vec<Die> = values.iter().map(|&v| Die::D6(v)).collect();
        self.dice(&dice);
    }
    /// Keeps a roll when a re-roll is offered.
    fn keep(&mut self) {
        if matches!(self.m.prompt(), Prompt::Decision(d)
            if d.options.contains(&Decision::Reroll(Reroll::Keep)))
        {
            self.decide(Decision::Reroll(Reroll::Keep));
        }
    }
}

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y).expect("on the pitch")
}

/// Human (home) v Orc quick-start teams, home #1 (a Blitzer) with `skills` and MA `ma`; both
/// set up, a quiet kick-off, the ball taken off; then only home #1 on (10,7) and the Orc
/// Lineman #7 on (11,7) are left on the pitch: home's first turn.
fn play(skills: &[&str], ma: u8) -> Play {
    let mut setup = common::box_setup();
    if let Some(p) = setup.home.players.iter_mut().find(|p| p.number == 1) {
        p.skills.extend(skills.iter().map(|s| s.to_string()));
        p.ma = ma;
    }
    let mut g = Play {
        m: Match::new(setup, book()).expect("the match builds"),
        events: Vec::new(),
    };
    for side in [Side::Away, Side::Home] {
        for (i, square) in rules::pitch::example_formation(side).iter().enumerate() {
            let number = u8::try_from(i + 1).expect("eleven");
            g.decide(Decision::Place {
                player: PlayerId::new(side, number),
                square: *square,
            });
        }
        g.decide(Decision::EndSetup);
    }
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]); // High Kick, nobody moves
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    g.apply(Input::Edit(Edit::RemoveBall));
    for side in [Side::Home, Side::Away] {
        for number in 1..=11 {
            g.apply(Input::Edit(Edit::RemovePlayer {
                player: PlayerId::new(side, number),
                to: DugoutBox::Reserves,
            }));
        }
    }
    for (player, square) in [
        (PlayerId::new(Side::Home, 1), sq(10, 7)),
        (PlayerId::new(Side::Away, 7), sq(11, 7)),
    ] {
        g.apply(Input::Edit(Edit::PlacePlayer {
            player,
            square,
            stance: Stance::Standing,
        }));
    }
    g.events.clear();
    g
}

const BLITZER: PlayerId = PlayerId {
    side: Side::Home,
    number: 1,
};
const ORC: PlayerId = PlayerId {
    side: Side::Away,
    number: 7,
};

/// Home #1, a Frenzy Blitzer with MA 1, blitzes the Orc, the block's die showing `face`,
/// kept: the block's square spends his MA (000:L539).
fn frenzy_blitz(face: BlockFace) -> Play {
    let mut g = play(&["frenzy"], 1);
    g.decide(Decision::Declare {
        player: BLITZER,
        action: ActionKind::Blitz,
    });
    g.decide(Decision::Block { target: ORC });
    g.dice(&[Die::Block(face)]);
    g.keep();
    g
}

/// His Armour roll broken (6+5 against AV 8) and a Casualty on the Injury roll (6+6), then
/// the tally of all the rulings, and their words for a failed assertion.
fn casualty_tally(mut g: Play) -> (ledger::MatchTally, Vec<String>) {
    g.d6(&[6, 5]);
    g.d6(&[6, 6]);
    let text = g.events.iter().map(|e| e.text.to_string()).collect();
    (tally(&g.events), text)
}

/// A Pushed pushes the Orc to (12,7) and Frenzy makes the Blitzer follow and block again,
/// paying a Go For It (004:L10195, 000:L1053). Rolled 1 and kept: he falls, no second block is
/// thrown, and his Casualty was caused by no block: the Orc earns no CAS (004:L2548-L2554);
/// the Casualty still counts against the Humans.
#[test]
fn a_frenzy_blitzer_falling_on_his_go_for_it_gives_the_target_no_cas_004_l2548_l2554() {
    let mut g = frenzy_blitz(BlockFace::Pushed);
    if matches!(g.m.prompt(), Prompt::Decision(d)
        if d.options.contains(&Decision::PushTo { square: sq(12, 7) }))
    {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    // The Go For It for the second block.
    g.d6(&[1]);
    g.keep();
    let (t, text) = casualty_tally(g);
    assert_eq!(
        t.players.get(&BLITZER).map_or(0, |p| p.cas_suffered),
        1,
        "{text:#?}"
    );
    assert_eq!(t.players.get(&ORC).map_or(0, |p| p.cas), 0, "{text:#?}");
}

/// The control: the same Blitz with an Attacker Down on the first block knocks the Blitzer
/// down in the block, and that Casualty is the Orc's CAS (004:L2550).
#[test]
fn a_blitzer_knocked_down_by_his_block_gives_the_target_the_cas_004_l2550() {
    let (t, text) = casualty_tally(frenzy_blitz(BlockFace::AttackerDown));
    assert_eq!(t.players.get(&ORC).map_or(0, |p| p.cas), 1, "{text:#?}");
}
