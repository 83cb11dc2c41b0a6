//! Inducements ruled in play, each where the text's step asks for it (004:L6643-L6832,
//! L3131-L3451): asked as `Step::UseInducement`, answered `Decision::UseInducement`.

use crate::common;
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

    /// A roll its rule says nothing modifies takes no Interference: the Leap's Agility roll,
    /// "no modifiers apply ... unless he has Very Long Legs" (004:L10350-L10351). Home #7
    /// leaps out of Away #7's Tackle Zone along the sideline: no Interference asked (it is
    /// kept), and the roll needs AG 3's plain 4+, where Interference would make it 5+. The
    /// same FAQ reading holds the Hail Mary Pass D6 (004:L11390-L11391) and Safe Throw's
    /// "unmodified" roll (004:L10521-L10522).
    /// A bomb thrown as a Hail Mary Pass is thrown by the ball's rules (004:L9997-L9998), and
    /// nothing modifies a Hail Mary roll (FAQ 004:L11390-L11391): no Interference asked, and
    /// the roll needs 2+, where Interference's -1 fumbled a natural 2.
    #[test]
    fn interference_is_not_offered_on_a_bombs_hail_mary_004_l9997_l11390() {
        let mut g = Game::with(|s| {
            s.away.inducements.bought.set(Inducement::Interference, 1);
            with_skills(rules::Side::Home, 7, &["bombardier", "hail-mary-pass"])(s);
        });
        g.only(&[(home(7), (10, 1)), (away(7), (20, 7))]);
        g.declare(home(7), ActionKind::Bomb);
        g.decide(Decision::HailMary { target: sq(16, 7) });
        assert!(
            !asked(&g, DecisionKind::UseInducement),
            "{:?}",
            g.m.prompt()
        );
        assert_eq!(g.roll_prompt().needs, Some(2));
    }

    #[test]
    fn interference_is_not_offered_on_a_roll_nothing_modifies_004_l10350() {
        let mut g = Game::with(|s| {
            s.away.inducements.bought.set(Inducement::Interference, 1);
            with_skills(rules::Side::Home, 7, &["leap"])(s);
        });
        g.only(&[(home(7), (10, 1)), (away(7), (11, 2))]);
        g.declare(home(7), ActionKind::Move);
        g.decide(Decision::Leap { to: sq(8, 1) });
        assert!(
            !asked(&g, DecisionKind::UseInducement),
            "{:?}",
            g.m.prompt()
        );
        let roll = g.roll_prompt();
        assert_eq!((roll.roll.as_ref(), roll.needs), ("Leap", Some(4)));
        g.d6(&[4]);
        assert_eq!(g.place_of(home(7)), on(sq(8, 1), Stance::Standing));
        assert_eq!(
            g.m.state()
                .team(rules::Side::Away)
                .inducements
                .get(Inducement::Interference),
            1,
            "kept for a roll it may change"
        );
    }
}

mod horatio {
    use super::*;
    use rules::{Die, InducementSpec, LeagueSpec, PlayerSpec, SetupSpec, Side, TeamSpec};

    fn horatio_options(g: &Game) -> usize {
        g.decision_options()
            .iter()
            .filter(|d| matches!(d, Decision::HoratioFireball { .. }))
            .count()
    }

    /// Home hired Horatio; Away's #1-#4 stand around (12,7), where a fireball aimed at (10,7)
    /// comes down after a scatter of D8 5 (one square to the right each) and D3 2.
    fn aimed() -> Game {
        let mut g = Game::with(|s| {
            s.home
                .inducements
                .bought
                .set(Inducement::HoratioXScottenheim, 1);
        });
        g.only(&[
            (home(1), (2, 2)),
            (away(1), (11, 6)),
            (away(2), (13, 8)),
            (away(3), (14, 7)),
            (away(4), (9, 7)),
        ]);
        g
    }

    /// The target scatters D3 squares (a D6 of 3 is 2, not 3), then a D6 for each standing
    /// player on the square it reached or next to it, 4+ Knocked Down (004:L3147-L3153): with
    /// the target at (12,7), #1 (11,6) and #2 (13,8) are rolled for, in reading order; #4
    /// (next to the target unscattered) and #3 (next to a scatter of 3) are not.
    #[test]
    fn horatio_fireball_scatters_d3_then_knocks_down_on_4_plus_004_l3147() {
        let mut g = aimed();
        assert_eq!(horatio_options(&g), 26 * 15, "every square of the pitch");
        g.decide(Decision::HoratioFireball { square: sq(10, 7) });
        let scatter = g.roll_prompt();
        assert_eq!(scatter.roll.as_ref(), "Fireball scatter");
        g.dice(&[Die::D8(5), Die::D6(3)]);
        let fireball = g.roll_prompt();
        assert_eq!(fireball.roll.as_ref(), "Fireball");
        assert_eq!(fireball.dice.len(), 2, "{fireball:?}");
        g.d6(&[4, 3]);
        assert_ne!(g.place_of(away(1)), on(sq(11, 6), Stance::Standing));
        for (p, at) in [(away(2), (13, 8)), (away(3), (14, 7)), (away(4), (9, 7))] {
            assert_eq!(g.place_of(p), on(sq(at.0, at.1), Stance::Standing), "{p:?}");
        }
    }

    /// Once a half: not again at his team's next turn of the half, again in the second half
    /// (004:L3143).
    #[test]
    fn horatio_casts_once_a_half_004_l3143() {
        let mut g = aimed();
        g.decide(Decision::HoratioFireball { square: sq(2, 12) });
        g.dice(&[Die::D8(2), Die::D6(1)]);
        g.decide(Decision::EndTurn);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert_eq!(horatio_options(&g), 0);
        for _ in 0..16 {
            if g.m.state().half != 1 {
                break;
            }
            g.decide(Decision::EndTurn);
        }
        g.set_up_both();
        g.quiet_kick_off();
        if g.turn_side() == Some(Side::Away) {
            g.decide(Decision::EndTurn);
        }
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert_eq!(horatio_options(&g), 26 * 15);
    }

    fn league_team(name: &str) -> TeamSpec {
        TeamSpec::Roster {
            name: name.into(),
            roster: "human".into(),
            rerolls: 2,
            fan_factor: 0,
            cheerleaders: 0,
            assistant_coaches: 0,
            players: (1..=11)
                .map(|n| PlayerSpec {
                    number: n,
                    position: "Lineman".into(),
                    name: None,
                    skills: Vec::new(),
                    ..Default::default()
                })
                .collect(),
            stars: Vec::new(),
            apothecary: false,
            wandering_apothecaries: 0,
            igor: false,
            team_value: Some(1_000_000),
            inducements: InducementSpec {
                coaching_staff: vec!["Horatio X. Scottenheim".into()],
                treasury: 80_000,
                ..InducementSpec::default()
            },
            master_chef: false,
            bribery_agent: false,
        }
    }

    /// Both teams hired him: neither may use him (004:L3049-L3052), so no fireball is
    /// offered to either, at the turn or after it.
    #[test]
    fn horatio_hired_by_both_teams_casts_for_neither_004_l3049() {
        let setup = SetupSpec {
            home: league_team("Home"),
            away: league_team("Away"),
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: Some(LeagueSpec::default()),
        }
        .build(book())
        .expect("both hire Horatio");
        let mut g = Game {
            m: rules::Match::new(setup, book()).expect("match"),
        };
        while !asked(&g, DecisionKind::SetUp) {
            let roll = g.roll_prompt();
            let dice: Vec<Die> = roll.dice.iter().map(|_| Die::D6(3)).collect();
            g.dice(&dice);
        }
        g.set_up_both();
        g.quiet_kick_off();
        assert_eq!(horatio_options(&g), 0);
        g.decide(Decision::EndTurn);
        assert_eq!(
            g.turn_side(),
            Some(Side::Away),
            "no spell asked after the turn"
        );
        assert_eq!(horatio_options(&g), 0);
    }
}

mod weather_mage {
    use super::*;
    use rules::{Die, Side, Weather};

    /// Both teams set up in Nice weather, `home_mage` / `away_mage` bought, and Home's first
    /// turn starts after a quiet kick-off (the ball left where it bounced).
    fn turn_starts(home_mage: bool, away_mage: bool) -> Game {
        let mut g = Game::set_up(book(), |s| {
            s.home
                .inducements
                .bought
                .set(Inducement::WeatherMage, u8::from(home_mage));
            s.away
                .inducements
                .bought
                .set(Inducement::WeatherMage, u8::from(away_mage));
        });
        g.decide(Decision::KickTo { square: sq(3, 3) });
        g.dice(&[Die::D8(2), Die::D6(1)]);
        g.d6(&[2, 3]);
        g.decide(Decision::Done);
        g.dice(&[Die::D8(7)]);
        g
    }

    fn shifts(g: &Game) -> Vec<i8> {
        g.decision_options()
            .iter()
            .filter_map(|d| match d {
                Decision::WeatherMage { shift } => Some(*shift),
                _ => None,
            })
            .collect()
    }

    /// 2D6 on the Weather table moved by up to 3 (a 10 may go to 7-12, not past the table's
    /// 12): 10 + 1 = 11, Pouring Rain, until the end of the turn only, then Nice again; once
    /// a match (004:L6815-L6822).
    #[test]
    fn the_weather_mage_moves_the_roll_by_up_to_3_until_the_turn_ends_004_l6817() {
        let mut g = turn_starts(true, false);
        assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
        assert_eq!(g.decider(), Side::Home);
        g.decide(Decision::UseInducement { use_it: true });
        assert_eq!(g.roll_prompt().roll.as_ref(), "Weather Mage");
        g.d6(&[5, 5]);
        assert_eq!(shifts(&g), vec![-3, -2, -1, 0, 1, 2]);
        g.decide(Decision::WeatherMage { shift: 1 });
        assert_eq!(g.m.state().weather, Weather::PouringRain);
        assert_eq!(g.turn_side(), Some(Side::Home));
        g.decide(Decision::EndTurn);
        assert_eq!(
            g.m.state().weather,
            Weather::Nice,
            "only until the turn ends"
        );
        assert_eq!(g.turn_side(), Some(Side::Away));
        assert!(!asked(&g, DecisionKind::UseInducement), "once a match");
        g.decide(Decision::EndTurn);
        assert!(!asked(&g, DecisionKind::UseInducement), "once a match");
    }

    /// At the start of either team's turn: the opposing coach is asked at Home's turn too,
    /// after the moving coach; declined, it is kept for a later turn (004:L6815-L6817).
    #[test]
    fn the_weather_mage_may_be_used_at_either_teams_turn_004_l6815() {
        let mut g = turn_starts(true, true);
        assert_eq!(g.decider(), Side::Home);
        g.decide(Decision::UseInducement { use_it: false });
        assert!(asked(&g, DecisionKind::UseInducement));
        assert_eq!(g.decider(), Side::Away);
        g.decide(Decision::UseInducement { use_it: true });
        g.d6(&[1, 2]);
        assert_eq!(shifts(&g), vec![-1, 0, 1, 2, 3]);
        g.decide(Decision::WeatherMage { shift: -1 });
        assert_eq!(g.m.state().weather, Weather::SwelteringHeat);
        assert_eq!(g.turn_side(), Some(Side::Home));
        g.decide(Decision::EndTurn);
        assert_eq!(g.m.state().weather, Weather::Nice);
        // Away's turn: Home still has his; Away's is spent.
        assert!(asked(&g, DecisionKind::UseInducement));
        assert_eq!(g.decider(), Side::Home);
        g.decide(Decision::UseInducement { use_it: false });
        assert!(!asked(&g, DecisionKind::UseInducement));
        assert_eq!(g.turn_side(), Some(Side::Away));
    }
}

mod runesmith {
    use super::*;
    use rules::rune::Rune;
    use rules::{Side, Skill};

    /// Home (with a Runesmith when `has`) has just set up for the first drive; its #1 is a
    /// Star Player when `star_1`.
    fn set_up(has: bool, star_1: bool) -> Game {
        Game::set_up(book(), |s| {
            s.home
                .inducements
                .bought
                .set(Inducement::Runesmith, u8::from(has));
            if star_1 && let Some(p) = s.home.players.first_mut() {
                p.position = rules::setup::STAR_POSITION.into();
            }
        })
    }

    fn profile(g: &Game, id: rules::PlayerId) -> [u8; 3] {
        let p = g.m.state().player(id).expect("player");
        [p.profile.ma, p.profile.st, p.profile.av]
    }

    /// Picked just after the team sets up; a D6, 3+ the Rune of Might gives +1 ST until the
    /// drive ends, and the Runesmith is spent: after the touchdown ST is back and he is not
    /// offered at the next set-up (004:L3406-L3418).
    #[test]
    fn the_rune_of_might_works_on_3_for_the_drive_and_spends_the_runesmith_004_l3409() {
        let mut g = set_up(true, false);
        assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
        assert_eq!(g.decider(), Side::Home);
        assert_eq!(g.decision_options().len(), 11 * 5 + 1);
        let [ma, st, av] = profile(&g, home(3));
        g.decide(Decision::Rune {
            player: home(3),
            rune: Rune::Might,
        });
        let roll = g.roll_prompt();
        assert_eq!((roll.roll.as_ref(), roll.needs), ("Runesmith", Some(3)));
        g.d6(&[3]);
        assert_eq!(profile(&g, home(3)), [ma, st + 1, av]);
        g.quiet_kick_off();
        g.score_with(home(3));
        assert_eq!(
            profile(&g, home(3)),
            [ma, st, av],
            "until the end of the drive"
        );
        assert_eq!(
            g.m.state()
                .team(Side::Home)
                .inducements
                .get(Inducement::Runesmith),
            0
        );
        // Home kicks the next drive, so sets up first: no Runesmith now.
        for (i, square) in formation(Side::Home).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(Side::Home, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
        assert!(!asked(&g, DecisionKind::UseInducement), "spent");
    }

    /// A 2 fails: no effect, and the Runesmith may try again in a later drive (004:L3410-L3412).
    #[test]
    fn a_failed_rune_has_no_effect_and_the_runesmith_tries_again_next_drive_004_l3410() {
        let mut g = set_up(true, false);
        let before = profile(&g, home(3));
        g.decide(Decision::Rune {
            player: home(3),
            rune: Rune::Speed,
        });
        g.d6(&[2]);
        assert_eq!(profile(&g, home(3)), before);
        g.quiet_kick_off();
        g.score_with(home(3));
        for (i, square) in formation(Side::Home).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(Side::Home, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
        assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
    }

    /// Speed +2 MA; Iron +1 AV and Stand Firm; Fury Dauntless, Mighty Blow and Frenzy;
    /// Impact Juggernaut and Horns (004:L3419-L3424).
    #[test]
    fn each_rune_gives_what_the_text_lists_004_l3419() {
        let cases: [(Rune, [i8; 3], &[Skill]); 4] = [
            (Rune::Speed, [2, 0, 0], &[]),
            (Rune::Iron, [0, 0, 1], &[Skill::StandFirm]),
            (
                Rune::Fury,
                [0, 0, 0],
                &[Skill::Dauntless, Skill::MightyBlow, Skill::Frenzy],
            ),
            (Rune::Impact, [0, 0, 0], &[Skill::Juggernaut, Skill::Horns]),
        ];
        for (rune, by, skills) in cases {
            let mut g = set_up(true, false);
            let before = profile(&g, home(4));
            g.decide(Decision::Rune {
                player: home(4),
                rune,
            });
            g.d6(&[6]);
            let after = profile(&g, home(4));
            for i in 0..3 {
                assert_eq!(
                    i16::from(after[i]) - i16::from(before[i]),
                    i16::from(by[i]),
                    "{rune:?}"
                );
            }
            let p = g.m.state().player(home(4)).expect("player");
            for skill in skills {
                assert!(p.has(*skill), "{rune:?} {skill:?}");
            }
        }
    }

    /// Star Players cannot be affected by runes (004:L3412-L3414): not offered, refused.
    #[test]
    fn a_star_player_cannot_take_a_rune_004_l3412() {
        let mut g = set_up(true, true);
        assert_eq!(g.decision_options().len(), 10 * 5 + 1);
        assert!(
            g.try_apply(rules::Input::Decide(Decision::Rune {
                player: home(1),
                rune: Rune::Might,
            }))
            .is_err()
        );
        let g = set_up(false, false);
        assert!(!asked(&g, DecisionKind::UseInducement));
    }
}
