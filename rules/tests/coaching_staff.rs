//! The (In)Famous Coaching Staff ruled in play (004:L3131-L3267): Fink da Fixer's Bribe re-roll
//! and 5+ on an argued call, Galandril Silverwater's re-roll on a 6; and "both teams hired him:
//! neither may use him" (004:L3049-L3052) for each.

mod common;
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
        g.d6(&[1]);
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
