//! The (In)Famous Coaching Staff ruled in play (004:L3131-L3267): Fink da Fixer's Bribe re-roll
//! and 5+ on an argued call, Galandril Silverwater's re-roll on a 6; and "both teams hired him:
//! neither may use him" (004:L3049-L3052) for each.

use crate::common;
use common::*;
use rules::{
    ActionKind, Decision, Inducement, InducementSpec, LeagueSpec, Match, Place, PlayerSpec,
    SetupSpec, Side, Stance, TeamSpec,
};

/// A league team of eleven `position`s of `roster` hiring `staff`.
fn hiring(name: &str, roster: &str, position: &str, staff: &str) -> TeamSpec {
    TeamSpec::Roster {
        name: name.into(),
        roster: roster.into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: position.into(),
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
            coaching_staff: vec![staff.into()],
            treasury: 80_000,
            ..InducementSpec::default()
        },
        master_chef: false,
        bribery_agent: false,
    }
}

/// Both teams of `roster` hire `staff` (004:L3049-L3052): the match as it starts.
fn both_hire(book: &tables::Rulebook, roster: &str, position: &str, staff: &str) -> Match {
    let setup = SetupSpec {
        home: hiring("Home", roster, position, staff),
        away: hiring("Away", roster, position, staff),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
    .build(book)
    .expect("both hire him");
    Match::new(setup, book).expect("match")
}

/// One team alone hiring him keeps him (the control for [`both_hire`]).
fn one_hires(book: &tables::Rulebook, roster: &str, position: &str, staff: &str) -> Match {
    let mut away = hiring("Away", roster, position, staff);
    if let TeamSpec::Roster { inducements, .. } = &mut away {
        inducements.coaching_staff.clear();
    }
    let setup = SetupSpec {
        home: hiring("Home", roster, position, staff),
        away,
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
    .build(book)
    .expect("one hires him");
    Match::new(setup, book).expect("match")
}

mod fink_da_fixer {
    use super::*;

    fn arguing_book() -> tables::Rulebook {
        book()
            .with_file("league.toml", "[ruleset]\nargue-the-call = \"on\"\n")
            .expect("league file")
    }

    /// Home's #7 fouls the prone Away #7 with a double on the Armour roll (000:L1188): the
    /// referee sends him off. Home has Fink da Fixer when `fink`, and `bribes` Bribes.
    fn sent_off(book: &tables::Rulebook, fink: bool, bribes: u8) -> Game {
        let mut g = Game::set_up(book, |s| {
            s.home
                .inducements
                .bought
                .set(Inducement::FinkDaFixer, u8::from(fink));
            s.home.inducements.bought.set(Inducement::Bribes, bribes);
        });
        g.quiet_kick_off();
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.stance(away(7), Stance::Prone);
        g.declare(home(7), ActionKind::Foul);
        g.decide(Decision::Foul { target: away(7) });
        g.d6(&[5, 5]);
        g.d6(&[1, 2]);
        g
    }

    /// "Bribes can be re-rolled" (004:L3183-L3184): a Bribe's 1 is rolled again, and the 2 of
    /// the re-roll keeps the fouler on the pitch; without Fink the 1 stands and he is off.
    #[test]
    fn fink_re_rolls_a_failed_bribe_004_l3183() {
        let mut g = sent_off(book(), true, 1);
        g.decide(Decision::Bribe { bribe: true });
        g.d6(&[1]);
        let roll = g.roll_prompt();
        assert_eq!((roll.roll.as_ref(), roll.needs), ("Bribe", Some(2)));
        g.d6(&[2]);
        assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
        assert_eq!(g.turnover(), None);

        let mut g = sent_off(book(), false, 1);
        g.decide(Decision::Bribe { bribe: true });
        g.d6(&[1]);
        assert_eq!(g.place_of(home(7)), Place::SentOff);
    }

    /// The re-roll is one: a Bribe rolling 1 twice is wasted (000:L754), and it spends one
    /// Bribe, not two.
    #[test]
    fn a_bribe_is_re_rolled_once_and_costs_one_bribe_004_l3183() {
        let mut g = sent_off(book(), true, 2);
        g.decide(Decision::Bribe { bribe: true });
        g.d6(&[1]);
        let t = text(&g.d6(&[1]));
        // Fink's was a re-roll, and the ruling says so (not "no re-roll allowed").
        assert!(t.contains("already re-rolled"), "{t}");
        // A call takes one Bribe (000:L999): the second is not offered for it.
        assert_eq!(g.place_of(home(7)), Place::SentOff);
        assert_eq!(
            g.m.state()
                .team(Side::Home)
                .inducements
                .get(Inducement::Bribes),
            1
        );
    }

    /// Argue the Call succeeds on 5+, not 6 (004:L3184): a 5 sends him to Reserves only; the
    /// same 5 without Fink lets the call stand (004:L1002).
    #[test]
    fn fink_wins_an_argued_call_on_5_004_l3184() {
        let book = arguing_book();
        let mut g = sent_off(&book, true, 0);
        g.decide(Decision::ArgueTheCall);
        let roll = g.roll_prompt();
        assert_eq!(
            (roll.roll.as_ref(), roll.needs),
            ("Argue the Call", Some(5))
        );
        g.d6(&[5]);
        assert_eq!(g.place_of(home(7)), Place::Reserves);

        let mut g = sent_off(&book, false, 0);
        g.decide(Decision::ArgueTheCall);
        g.d6(&[5]);
        assert_eq!(g.place_of(home(7)), Place::SentOff);
    }

    /// An argument that fails with the Head Coach thrown out (a 1) takes Fink to the dungeon
    /// too: his three Assistant Coaches and his Bribe re-roll are gone (004:L3185-L3187). A
    /// 4, which fails without ejecting anyone, leaves him.
    #[test]
    fn fink_goes_to_the_dungeon_with_the_head_coach_004_l3185() {
        let book = arguing_book();
        let mut g = sent_off(&book, true, 1);
        let coaches = g.m.state().team(Side::Home).assistant_coaches;
        g.decide(Decision::ArgueTheCall);
        g.d6(&[4]);
        assert!(
            g.m.state()
                .team(Side::Home)
                .inducements
                .has(Inducement::FinkDaFixer)
        );
        assert_eq!(g.m.state().team(Side::Home).assistant_coaches, coaches);
        // The Bribe after it is still re-rolled.
        g.decide(Decision::Bribe { bribe: true });
        g.d6(&[1]);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Bribe");

        let mut g = sent_off(&book, true, 1);
        g.decide(Decision::ArgueTheCall);
        g.d6(&[1]);
        let team = g.m.state().team(Side::Home);
        assert!(team.head_coach_ejected);
        assert!(!team.inducements.has(Inducement::FinkDaFixer));
        assert_eq!(
            team.assistant_coaches,
            coaches - 3,
            "he counted as 3 (004:L3183)"
        );
        // No re-roll for the Bribe now: its 1 stands.
        g.decide(Decision::Bribe { bribe: true });
        g.d6(&[1]);
        assert_eq!(g.place_of(home(7)), Place::SentOff);
    }

    /// Both Orc teams hired Fink: neither has him (004:L3049-L3052), so neither team's Bribe
    /// is re-rolled and an argued call needs a 6; one team alone keeps him.
    #[test]
    fn fink_hired_by_both_teams_works_for_neither_004_l3049() {
        let book = arguing_book();
        let m = both_hire(&book, "orc", "Lineman", "Fink da Fixer");
        for side in [Side::Home, Side::Away] {
            let team = m.state().team(side);
            assert!(!team.inducements.has(Inducement::FinkDaFixer));
            assert_eq!(team.assistant_coaches, 0);
        }
        let m = one_hires(&book, "orc", "Lineman", "Fink da Fixer");
        assert!(
            m.state()
                .team(Side::Home)
                .inducements
                .has(Inducement::FinkDaFixer)
        );
        assert_eq!(m.state().team(Side::Home).assistant_coaches, 3);
    }
}

mod galandril_silverwater {
    use super::*;
    use rules::BlockFace::DefenderDown;
    use rules::Prompt;

    fn with_galandril(side: Side) -> Game {
        Game::with(|s| {
            let team = match side {
                Side::Home => &mut s.home,
                Side::Away => &mut s.away,
            };
            team.inducements
                .bought
                .set(Inducement::GalandrilSilverwater, 1);
        })
    }

    fn rerolls(g: &Game, side: Side) -> u8 {
        g.m.state().team(side).rerolls
    }

    /// A touchdown by his team: his D6, a 6 gives one more team re-roll, a 5 none
    /// (004:L3228-L3231).
    #[test]
    fn a_touchdown_and_a_6_gains_a_team_re_roll_004_l3228() {
        for (die, gained) in [(6u8, 1u8), (5, 0)] {
            let mut g = with_galandril(Side::Home);
            let before = rerolls(&g, Side::Home);
            g.score_with(home(7));
            let roll = g.roll_prompt();
            assert_eq!(roll.roll.as_ref(), "Galandril Silverwater");
            assert_eq!(roll.side, Side::Home);
            g.d6(&[die]);
            assert_eq!(rerolls(&g, Side::Home), before + gained, "{die}");
            assert_eq!(g.m.state().team(Side::Home).score, 1);
        }
        // Without him, no roll: the touchdown ends the drive at once.
        let mut g = Game::new();
        g.score_with(home(7));
        assert!(!matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Galandril Silverwater"));
    }

    /// An interception by his team's player (004:L3229): the D6 after it.
    #[test]
    fn an_interception_rolls_for_a_re_roll_004_l3229() {
        let mut g = with_galandril(Side::Away);
        let before = rerolls(&g, Side::Away);
        g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
        g.ball(5, 7);
        g.declare(home(5), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(9, 7),
            range: None,
        });
        g.decide(Decision::Intercept {
            player: Some(away(7)),
        });
        g.d6(&[6]);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Galandril Silverwater");
        g.d6(&[6]);
        assert_eq!(rerolls(&g, Side::Away), before + 1);
    }

    /// A Casualty his team's player inflicts in a block: the D6 (004:L3229-L3230). A KO is
    /// no Casualty: no roll.
    #[test]
    fn a_casualty_inflicted_rolls_for_a_re_roll_but_a_ko_does_not_004_l3229() {
        let blocked = |injury: [u8; 2]| {
            let mut g = with_galandril(Side::Home);
            g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
            g.block(home(7), away(7), &[DefenderDown]);
            g.decide(Decision::PushTo { square: sq(12, 7) });
            g.decide(Decision::FollowUp { follow: false });
            g.d6(&[6, 6]);
            g.d6(&injury);
            g
        };
        let mut g = blocked([5, 5]);
        assert_eq!(g.place_of(away(7)), Place::Casualty);
        let before = rerolls(&g, Side::Home);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Galandril Silverwater");
        g.d6(&[6]);
        assert_eq!(rerolls(&g, Side::Home), before + 1);
        let g = blocked([4, 4]);
        assert_eq!(g.place_of(away(7)), Place::KnockedOut);
        assert!(
            !matches!(g.m.prompt(), Prompt::Roll(_)),
            "{:?}",
            g.m.prompt()
        );
    }

    /// Both Wood Elf teams hired him: neither has him, so a touchdown rolls nothing
    /// (004:L3049-L3052); and his doubled Cheerleaders count for neither.
    #[test]
    fn galandril_hired_by_both_teams_works_for_neither_004_l3049() {
        let m = both_hire(book(), "wood-elf", "Lineman", "Galandril Silverwater");
        for side in [Side::Home, Side::Away] {
            let team = m.state().team(side);
            assert!(!team.inducements.has(Inducement::GalandrilSilverwater));
            assert_eq!(team.cheerleaders, 0, "not the 1 he would count");
        }
        let m = one_hires(book(), "wood-elf", "Lineman", "Galandril Silverwater");
        let team = m.state().team(Side::Home);
        assert!(team.inducements.has(Inducement::GalandrilSilverwater));
        assert_eq!(
            team.cheerleaders, 1,
            "none count as one with him (004:L3227)"
        );
    }
}

mod waaagh_drummer {
    use super::*;
    use rules::{DecisionKind, Die, Edit, Prompt};

    /// Both teams set up, Away (the Orcs) with a Drummer when `away` and Home with one when
    /// `home`, and Away's kick to (3,3) resolved quietly (the High Kick declined, the ball
    /// bounced on the grass): the kick-off is over, Home's turn not begun.
    fn kicked(home_drums: bool, away_drums: bool) -> Game {
        let mut g = Game::set_up(book(), |s| {
            s.home
                .inducements
                .bought
                .set(Inducement::WaaaghDrummer, u8::from(home_drums));
            s.away
                .inducements
                .bought
                .set(Inducement::WaaaghDrummer, u8::from(away_drums));
        });
        g.decide(Decision::KickTo { square: sq(3, 3) });
        g.dice(&[Die::D8(2), Die::D6(1)]);
        g.d6(&[2, 3]);
        g.decide(Decision::Done);
        g.dice(&[Die::D8(7)]);
        g
    }

    /// After the kick-off, before Home's turn: Away's 3D6; each 6 lets the Away coach move a
    /// Home player D3 squares towards Home's own End Zone (x 0), no Dodge roll. A D6 of 5 is
    /// three squares (000:L251), not five; a player in the way stops him (004:L3325-L3333).
    #[test]
    fn each_6_moves_an_opposing_player_d3_squares_towards_his_end_zone_004_l3325() {
        let mut g = kicked(false, true);
        let roll = g.roll_prompt();
        assert_eq!(
            (roll.roll.as_ref(), roll.side),
            ("Waaagh! Drummer", Side::Away)
        );
        assert_eq!(roll.dice.len(), 3);
        assert_eq!(g.turn_side(), None, "before the receiving team's turn");
        g.d6(&[6, 2, 6]);
        // First 6: Home #3 from (12,7): three squares to (9,7), past the Tackle Zones freely.
        assert_eq!(g.decider(), Side::Away);
        let options = g.decision_options();
        assert!(options.contains(&Decision::WaaaghDrummer { player: home(3) }));
        assert!(!options.contains(&Decision::WaaaghDrummer { player: away(3) }));
        assert!(options.contains(&Decision::UseInducement { use_it: false }));
        g.decide(Decision::WaaaghDrummer { player: home(3) });
        assert_eq!(g.roll_prompt().roll.as_ref(), "Waaagh! Drummer move");
        g.d6(&[5]);
        assert_eq!(g.place_of(home(3)), on(sq(9, 7), Stance::Standing));
        // Second 6: Home #10 from (7,7), #11 on (5,7) behind him: one square, to (6,7).
        g.decide(Decision::WaaaghDrummer { player: home(10) });
        g.d6(&[6]);
        assert_eq!(g.place_of(home(10)), on(sq(6, 7), Stance::Standing));
        // Two 6s, two moves: Home's turn now.
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn));
    }

    /// A 1-2 is one square; a die with no 6 moves nobody; the coach may pick none.
    #[test]
    fn no_6_no_move_and_a_6_may_be_declined_004_l3327() {
        let mut g = kicked(false, true);
        g.d6(&[5, 4, 1]);
        assert_eq!(g.turn_side(), Some(Side::Home));
        let mut g = kicked(false, true);
        g.d6(&[6, 1, 1]);
        g.decide(Decision::UseInducement { use_it: false });
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert_eq!(g.place_of(home(3)), on(sq(12, 7), Stance::Standing));
        let mut g = kicked(false, true);
        g.d6(&[6, 1, 1]);
        g.decide(Decision::WaaaghDrummer { player: home(3) });
        g.d6(&[2]);
        assert_eq!(g.place_of(home(3)), on(sq(11, 7), Stance::Standing));
        // His own players are not his to move.
        let mut g = kicked(false, true);
        g.d6(&[6, 1, 1]);
        assert!(
            g.try_apply(rules::Input::Decide(Decision::WaaaghDrummer {
                player: away(3)
            }))
            .is_err()
        );
    }

    /// Moved into the ball's square he stops there and must try to pick it up
    /// (004:L3333-L3334): a 6 and he holds it, and Home's turn starts.
    #[test]
    fn moved_onto_the_ball_he_must_pick_it_up_004_l3333() {
        let mut g = Game::set_up(book(), |s| {
            s.away.inducements.bought.set(Inducement::WaaaghDrummer, 1);
        });
        // Aimed at (10,7), it scatters one square left to (9,7) and bounces right onto (10,7).
        g.decide(Decision::KickTo { square: sq(10, 7) });
        g.dice(&[Die::D8(4), Die::D6(1)]);
        g.d6(&[2, 3]);
        g.decide(Decision::Done);
        g.dice(&[Die::D8(5)]);
        assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(10, 7)));
        g.d6(&[6, 1, 1]);
        g.decide(Decision::WaaaghDrummer { player: home(3) });
        g.d6(&[5]);
        assert_eq!(g.place_of(home(3)), on(sq(10, 7), Stance::Standing));
        assert_eq!(g.roll_prompt().roll.as_ref(), "Pick-up");
        g.d6(&[6]);
        assert_eq!(g.m.state().ball, rules::Ball::Held(home(3)));
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert_eq!(g.turnover(), None);
    }

    /// Two Orc teams each with a Drummer: both roll, the home team first (the text gives no
    /// order; the engine's is home first).
    #[test]
    fn both_teams_drum_home_first_004_l3325() {
        let mut g = kicked(true, true);
        assert_eq!(g.roll_prompt().side, Side::Home);
        g.d6(&[1, 1, 1]);
        assert_eq!(g.roll_prompt().side, Side::Away);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Waaagh! Drummer");
        g.d6(&[1, 1, 1]);
        assert_eq!(g.turn_side(), Some(Side::Home));
    }

    /// Once a drive: the receiving team's turn after the Drummer asks nothing more, and the
    /// next drive's kick-off drums again (004:L3325, "each drive").
    #[test]
    fn the_drummer_plays_at_each_drive_004_l3325() {
        let mut g = kicked(false, true);
        g.d6(&[1, 1, 1]);
        g.edit(Edit::RemoveBall);
        g.score_with(home(7));
        // The next drive: Home kicks to Away.
        g.set_up_both();
        g.decide(Decision::KickTo { square: sq(22, 3) });
        g.dice(&[Die::D8(2), Die::D6(1)]);
        g.d6(&[2, 3]);
        g.decide(Decision::Done);
        g.dice(&[Die::D8(7)]);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Waaagh! Drummer");
    }
}
