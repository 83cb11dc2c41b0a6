//! Inducements ruled in play, each where the text's step asks for it (004:L6643-L6832,
//! L3131-L3451): asked as `Step::UseInducement`, answered `Decision::UseInducement`.

mod common;
use common::*;
use rules::{ActionKind, Decision, DecisionKind, Inducement, Prompt, Reroll, Stance};

fn asked(g: &Game, kind: DecisionKind) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == kind)
}

mod interference {
    use super::*;

    /// Home's #7 (AG 3) dodges from `y` out of Away #7's Tackle Zone into a free square:
    /// 3+ with the +1 for dodging (000:L477). Away bought Interference when `away_has`, Home
    /// when `home_has`.
    fn dodge_at(y: i32, away_has: bool, home_has: bool) -> Game {
        let mut g = Game::with(|s| {
            s.away
                .inducements
                .bought
                .set(Inducement::Interference, u8::from(away_has));
            s.home
                .inducements
                .bought
                .set(Inducement::Interference, u8::from(home_has));
        });
        let down = if y < 7 { 1 } else { -1 };
        g.only(&[(home(7), (10, y)), (away(7), (11, y + down))]);
        g.declare(home(7), ActionKind::Move);
        g.move_to(9, y);
        g
    }

    /// Declared, the dodge takes −1: it needs 4+, so the 3 that passes without it fails
    /// (004:L6650-L6654). The opposing coach declares it, once a match: the count is spent.
    #[test]
    fn interference_gives_minus_1_to_a_roll_near_the_sideline_004_l6650() {
        let mut g = dodge_at(1, true, false);
        assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
        assert_eq!(g.decider(), rules::Side::Away);
        g.decide(Decision::UseInducement { use_it: true });
        let roll = g.roll_prompt();
        assert_eq!((roll.roll.as_ref(), roll.needs), ("Dodge", Some(4)));
        assert!(roll.modifiers.iter().any(|m| m.value == -1), "{roll:?}");
        g.d6(&[3]);
        g.decide(Decision::Reroll(Reroll::Keep));
        assert!(g.turnover().is_some(), "the dodge failed");
        assert_eq!(
            g.m.state()
                .team(rules::Side::Away)
                .inducements
                .get(Inducement::Interference),
            0
        );
    }

    /// Within two squares of a sideline: the first two rows from either sideline (y 0-1 and
    /// 13-14 of the 15), not the third (y 2, y 12) (004:L6651-L6653).
    #[test]
    fn interference_is_offered_only_within_two_squares_of_a_sideline_004_l6651() {
        for (y, offered) in [(1, true), (2, false), (12, false), (13, true)] {
            let g = dodge_at(y, true, false);
            assert_eq!(
                asked(&g, DecisionKind::UseInducement),
                offered,
                "row {y}: {:?}",
                g.m.prompt()
            );
        }
    }

    /// Only before the opponent's roll: Home's own Interference is not offered on its own
    /// dodge (004:L6650-L6651); declined, the roll is unchanged (the 3 passes) and the
    /// Interference is kept for a later roll, which is asked again.
    #[test]
    fn interference_declined_is_kept_and_never_offered_on_ones_own_roll_004_l6650() {
        let g = dodge_at(1, false, true);
        assert!(!asked(&g, DecisionKind::UseInducement));
        assert_eq!(g.roll_prompt().needs, Some(3));

        let mut g = dodge_at(1, true, false);
        g.decide(Decision::UseInducement { use_it: false });
        assert_eq!(g.roll_prompt().needs, Some(3));
        g.d6(&[3]);
        assert_eq!(g.place_of(home(7)), on(sq(9, 1), Stance::Standing));
        assert_eq!(g.turnover(), None);
        // A second dodge, out of the same Tackle Zone's neighbour: asked again.
        g.edit(rules::Edit::PlacePlayer {
            player: away(8),
            square: sq(8, 2),
            stance: Stance::Standing,
        });
        g.move_to(8, 0);
        assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
    }
}
