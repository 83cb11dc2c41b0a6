//! Blitz Bowl switches on the 2016 board, for scenario tests: every player with a Team Card
//! line (Block Value 1, Throw 4+, Armour 4+; a test changes one with [`card`]), the switches a
//! test needs laid over 2016's, both teams set up and a quiet kick-off, home to play.

use std::sync::Arc;

use rules::blitz_team::{BlitzProfile, blitz_match_setup};
use rules::challenge::{BonusPlayCard, ChallengeCard};
use rules::ruleset::{Activation, ArmourPolicy, InjuryPolicy, Movement, PushPolicy};
use rules::{Decision, Match, MatchSetup, PlayerId, RulesetParams, Side};

use super::{Game, book, setup, sq};

/// The built-in Blitz Bowl data.
pub fn blitz_data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("Blitz Bowl data loads")
}

/// Blitz Bowl's Marking, three Actions, no turnovers, Block Dice, push, Armour Check, Injury,
/// Throw Ruler, modifier cap and Bounce Chart from the data, on the 2016 board.
pub fn blitz_switches() -> RulesetParams {
    let blitz = RulesetParams::blitz_bowl(blitz_data(), "one-trapdoor").expect("board");
    RulesetParams {
        block_dice: blitz.block_dice,
        dice: blitz.dice,
        pass: blitz.pass,
        bounce: blitz.bounce,
        modifier_cap: blitz.modifier_cap,
        push: PushPolicy::OneSquareOrKnockDown,
        armour: ArmourPolicy::OneD6,
        injury: InjuryPolicy::ToReserves,
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        ..RulesetParams::BB2016
    }
}

/// The box teams, every player Block Value 1, Throw 4+, Armour 4+; then `change`.
pub fn blitz_setup(change: impl FnOnce(&mut MatchSetup)) -> MatchSetup {
    let mut setup = setup();
    for team in [&mut setup.home, &mut setup.away] {
        for p in &mut team.players {
            p.blitz = Some(BlitzProfile {
                block: 1,
                throw: Some(4),
                armour: Some(4),
                move_d6: false,
                throw_team_mate: false,
                ability: None,
            });
        }
    }
    change(&mut setup);
    setup
}

/// The Team Card line of `side`'s player `number`.
pub fn card(setup: &mut MatchSetup, side: Side, number: u8) -> &mut BlitzProfile {
    let team = match side {
        Side::Home => &mut setup.home,
        Side::Away => &mut setup.away,
    };
    team.players
        .iter_mut()
        .find(|p| p.number == number)
        .and_then(|p| p.blitz.as_mut())
        .expect("player on the roster with a Team Card line")
}

/// A match with `rules`, both teams set up and the ball kicked quietly: home to play.
pub fn blitz_game(rules: RulesetParams, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut game = Game {
        m: Match::with_ruleset(blitz_setup(change), Arc::new(book().clone()), rules)
            .expect("the switches are ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

/// A Team Card match on a 20-square board from its coin toss: the Orcs (away) win the toss, so
/// the Dwarfs (home) set up first, #1-#6 on x 0, y 0-5, then the away team on x 19 (002:L431,
/// L439).
pub fn toss_and_set_up_six(g: &mut Game) {
    g.decide(Decision::CoinToss { winner: Side::Away });
    for (side, x) in [(Side::Home, 0), (Side::Away, 19)] {
        for n in 1..=6u8 {
            g.decide(Decision::Place {
                player: PlayerId::new(side, n),
                square: sq(x, i32::from(n) - 1),
            });
        }
        g.decide(Decision::EndSetup);
    }
}

/// The Dwarf (home) and Orc (away) Team Cards of `data` on its one-Trapdoor side, with the
/// Balls rule if `balls`, its Challenge Cards and, if `bonus_plays`, its Bonus Plays; tossed
/// and set up by [`toss_and_set_up_six`]. With the Balls rule the Orcs' coach, who set up
/// second, is to choose the ball (002:L820); without it the Dwarfs' first turn is under way.
pub fn dwarf_v_orc_cards(data: &tables::BlitzBowl, balls: bool, bonus_plays: bool) -> Game {
    let mut ruleset = RulesetParams::blitz_bowl(data, "one-trapdoor").expect("board");
    if balls {
        ruleset = ruleset.with_balls();
    }
    let setup = blitz_match_setup(data, "dwarf", "orc", None).expect("both are profiled");
    let mut m = Match::with_ruleset(setup, Arc::new(book().clone()), ruleset)
        .expect("the switches are ruled")
        .with_challenge_cards(ChallengeCard::from_tables(data).expect("cards"))
        .expect("the ruleset deals Challenge Cards");
    if bonus_plays {
        m = m
            .with_bonus_plays(BonusPlayCard::from_tables(data))
            .expect("two Bonus Plays");
    }
    let mut g = Game { m };
    toss_and_set_up_six(&mut g);
    g
}
