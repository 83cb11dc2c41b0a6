//! The referees of the Referee table in play (004:L1857-L2060, cards 004:L7153-L7322):
//! Ranulf 'Red' Hokuli's 'Red' Card, Jorm the Ogre's check, Thoron Korensson's chain, the
//! Goblin and Halfling referees' Score Track, and the Trundlefoot Triplets' kit check.

mod common;
use common::*;

use rules::{ActionKind, Decision, Edit, Inducement, MatchSetup, Place, Side, Stance};

fn league(s: &mut MatchSetup, referee: &str) {
    s.league = Some(rules::LeagueSetup {
        referee: Some(referee.into()),
        ..rules::LeagueSetup::default()
    });
}

/// A match this referee rules, kicked off, the home team's turn.
fn refereed(referee: &str, bribes: u8) -> Game {
    let referee = referee.to_string();
    Game::with(move |s| {
        league(s, &referee);
        s.home.inducements.bought.set(Inducement::Bribes, bribes);
    })
}

/// The same with Argue the Call played (004:L1001-L1011).
fn refereed_arguing(referee: &str) -> Game {
    let argue = book()
        .with_file("league.toml", "[ruleset]\nargue-the-call = \"on\"\n")
        .expect("league file");
    let mut g = Game::set_up(&argue, |s| league(s, referee));
    g.quiet_kick_off();
    g
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

/// Home #7 fouls the prone away #3 (a Black Orc Blocker, AV 9), home #2 (a Human Blitzer,
/// AV 8) stands by on (5, 5); the Armour roll 2 + 3 neither breaks armour nor is a double.
fn foul_without_a_double(g: &mut Game) {
    g.only(&[(home(7), (9, 7)), (home(2), (5, 5)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[2, 3]);
}

fn standing(x: i32, y: i32) -> Place {
    on(sq(x, y), Stance::Standing)
}

// Ranulf 'Red' Hokuli's 'Red' Card (004:L2021-L2037).

#[test]
fn red_sees_a_foul_on_1_or_2_and_the_coach_chooses_004_l2023() {
    // 2: seen (a 1-only reading would miss it); 3: not (a 1-3 reading would see it).
    for (roll, seen) in [(2u8, true), (3, false)] {
        let mut g = refereed("Ranulf 'Red' Hokuli", 0);
        foul_without_a_double(&mut g);
        assert_eq!(next_roll(&g), "Famous referee");
        g.d6(&[roll]);
        if !seen {
            assert_eq!(g.turnover(), None, "{roll}");
            assert!(!g.decision_options().contains(&Decision::RedsAxe));
            assert_eq!(g.place_of(home(7)), standing(9, 7));
            continue;
        }
        assert_eq!(g.decider(), Side::Home, "the fouling coach chooses");
        // No Bribe bought: the send-off or the axe.
        assert_eq!(
            g.decision_options(),
            vec![Decision::RedsAxe, Decision::Bribe { bribe: false }]
        );
        g.decide(Decision::Bribe { bribe: false });
        assert_eq!(g.place_of(home(7)), Place::SentOff);
        assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
    }
}

#[test]
fn reds_axe_is_an_injury_roll_plus_2_and_a_turnover_004_l2029() {
    let mut g = refereed("Ranulf 'Red' Hokuli", 0);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    g.decide(Decision::RedsAxe);
    assert_eq!(next_roll(&g), "Injury");
    let plus: i8 = g.roll_prompt().modifiers.iter().map(|m| m.value).sum();
    assert_eq!(plus, 2);
    // 4 + 3 = 7 is Stunned; + 2 = 9 is KO'd.
    g.d6(&[4, 3]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
}

#[test]
fn a_bribe_against_red_works_on_2_and_sends_off_on_1_004_l2025() {
    let mut g = refereed("Ranulf 'Red' Hokuli", 1);
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Bribe { bribe: true },
            Decision::RedsAxe,
            Decision::Bribe { bribe: false }
        ]
    );
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // Wasted on a 1: the send-off stands, the axe is not offered again (our reading).
    let mut g = refereed("Ranulf 'Red' Hokuli", 1);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn filthy_rich_comes_before_reds_choice_004_l10180() {
    let mut g = Game::with(|s| {
        league(s, "Ranulf 'Red' Hokuli");
        give(s, Side::Home, 7, "filthy-rich");
    });
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Filthy Rich");
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    assert_eq!(g.turnover(), None);
}

#[test]
fn nobody_argues_reds_card_either_004_l2036() {
    let mut g = refereed_arguing("Ranulf 'Red' Hokuli");
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert!(!g.decision_options().contains(&Decision::ArgueTheCall));
    // Korensson's call may be argued in the same league.
    let mut g = refereed_arguing("Thoron Korensson");
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert!(g.decision_options().contains(&Decision::ArgueTheCall));
}

// Jorm the Ogre (004:L1957-L1966).

#[test]
fn jorm_sees_a_foul_on_1_and_a_random_fouling_player_takes_an_armour_roll_004_l1959() {
    let mut g = refereed("Jorm the Ogre", 0);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Random player");
    // D16 2: home #2, not the fouler.
    g.dice(&[rules::Die::D16(2)]);
    assert_eq!(next_roll(&g), "Armour");
    assert_eq!(g.roll_prompt().side, Side::Away, "the opposing coach rolls");
    // 1 + 2 (+1 Mighty Blow) does not beat AV 8: he stays standing, no turnover.
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(2)), standing(5, 5));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // 2 with the scores level: nothing.
    let mut g = refereed("Jorm the Ogre", 0);
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn jorms_armour_roll_counts_mighty_blow_and_broken_armour_is_a_turnover_004_l1961() {
    let mut g = refereed("Jorm the Ogre", 0);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(2)]);
    // 4 + 4 = 8 does not beat AV 8; Mighty Blow's +1 does: the opposing coach is asked.
    g.d6(&[4, 4]);
    assert_eq!(g.decider(), Side::Away);
    let use_it = g.decision_options()[0];
    assert!(
        matches!(use_it, Decision::UseSkill { use_it: true, .. }),
        "{use_it:?}"
    );
    let t = text(&g.decide(use_it));
    assert!(
        t.contains("004:L1960-L1962"),
        "Jorm's rule, not a Wizard's: {t}"
    );
    assert_eq!(next_roll(&g), "Injury");
    // 3 + 4 = 7: Stunned (the +1 went on the Armour roll).
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(home(2)), on(sq(5, 5), Stance::Stunned));
    assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
}

#[test]
fn jorm_sees_1_or_2_when_the_fouling_team_leads_004_l1958() {
    let mut g = refereed("Jorm the Ogre", 0);
    g.edit(Edit::SetScore {
        side: Side::Home,
        score: 1,
    });
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Random player");
}

// Thoron Korensson's chain (004:L1941-L1950).

#[test]
fn a_bribe_rolling_1_sends_off_the_fouler_and_a_random_team_mate_004_l1944() {
    let mut g = refereed("Thoron Korensson", 1);
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(next_roll(&g), "Random player");
    g.dice(&[rules::Die::D16(2)]);
    // No Bribe left, no argument in this league: off he goes too.
    assert_eq!(g.place_of(home(2)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn korensson_chains_a_bribed_double_too_004_l1944() {
    // Our reading: Strict Discipline is his, for any call for fouling under him.
    let mut g = refereed("Thoron Korensson", 1);
    g.only(&[(home(7), (9, 7)), (home(2), (5, 5)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Random player");
    g.dice(&[rules::Die::D16(2)]);
    assert_eq!(g.place_of(home(2)), Place::SentOff);
}

#[test]
fn a_standard_referee_sends_off_only_the_fouler_when_the_bribe_rolls_1_000_l999() {
    let mut g = refereed("Standard referee", 1);
    g.only(&[(home(7), (9, 7)), (home(2), (5, 5)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    // 3 + 3: a double, armour holds.
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.place_of(home(2)), standing(5, 5));
}

#[test]
fn the_team_mate_may_be_bribed_too_and_korensson_keeps_going_004_l1948() {
    let mut g = refereed("Thoron Korensson", 2);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(2)]);
    assert_eq!(g.decider(), Side::Home, "a Bribe for the team-mate");
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[2]);
    assert_eq!(g.place_of(home(2)), standing(5, 5));
    assert_eq!(g.place_of(home(7)), Place::SentOff);
}

#[test]
fn an_argument_rolling_1_chains_too_004_l1945() {
    let mut g = refereed_arguing("Thoron Korensson");
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    g.decide(Decision::ArgueTheCall);
    g.d6(&[1]);
    assert!(g.m.state().team(Side::Home).head_coach_ejected);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    g.dice(&[rules::Die::D16(2)]);
    // The Head Coach is gone and there is no Bribe: nothing saves the team-mate.
    assert_eq!(g.place_of(home(2)), Place::SentOff);
}

// The Goblin and Halfling referees (004:L1857-L1937).

#[test]
fn the_goblin_climbs_the_fouling_teams_track_and_rolls_against_it_004_l1918() {
    let mut g = refereed("Goblin referee", 0);
    foul_without_a_double(&mut g);
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
    assert_eq!(next_roll(&g), "Referee's Score Track");
    assert_eq!(g.roll_prompt().side, Side::Home, "the fouling coach rolls");
    // 2 is higher than 1: no effect.
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    // 1 is not: Placed Prone and an Injury roll, no Armour roll.
    let mut g = refereed("Goblin referee", 0);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(next_roll(&g), "Injury");
    g.d6(&[5, 3]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    // Placed Prone is no knock-down: no turnover (our reading, 004:L1866-L1868).
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn the_halfling_takes_a_team_reroll_or_gives_one_to_the_other_team_004_l1873() {
    let mut g = refereed("Halfling referee", 0);
    let before = g.m.state().team(Side::Home).rerolls;
    assert!(before > 0);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, before - 1);
    let mut g = refereed("Halfling referee", 0);
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    let away = g.m.state().team(Side::Away).rerolls;
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 0);
    assert_eq!(g.m.state().team(Side::Away).rerolls, away + 1);
}

/// The away #7 fouls the prone home #7 (a Human Lineman, AV 8) with 2 + 3: no double.
fn away_fouls_without_a_double(g: &mut Game) {
    g.only(&[(away(7), (9, 7)), (home(7), (10, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(away(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: home(7) });
    g.d6(&[2, 3]);
}

#[test]
fn the_ref_steps_up_after_each_foul_and_down_after_the_other_teams_004_l1920() {
    let mut g = refereed("Goblin referee", 0);
    foul_without_a_double(&mut g);
    g.d6(&[6]);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    foul_without_a_double(&mut g);
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 2)));
    // 3 is higher than 2 (a reading against 1, the first step, would be the same).
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    g.decide(Decision::EndTurn);
    away_fouls_without_a_double(&mut g);
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "no roll: he is not on the away Dugout"
    );
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    away_fouls_without_a_double(&mut g);
    assert_eq!(
        g.m.state().referee_track,
        None,
        "from 1, back next to the pitch"
    );
}

#[test]
fn a_bribe_by_the_watched_team_calms_the_ref_004_l1857() {
    let mut g = refereed("Goblin referee", 1);
    foul_without_a_double(&mut g);
    g.d6(&[6]);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    // A double: the call, bribed.
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    assert_eq!(g.m.state().referee_track, None);
}

#[test]
fn a_send_off_of_the_watched_team_calms_the_ref_004_l1857() {
    let mut g = refereed("Goblin referee", 0);
    foul_without_a_double(&mut g);
    g.d6(&[6]);
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.m.state().referee_track, None);
}

// The Trundlefoot Triplets' kit check (004:L2008-L2012).

#[test]
fn the_kit_check_keeps_a_random_player_out_of_the_drive_004_l2010() {
    let mut g = Game {
        m: rules::Match::new(
            {
                let mut s = setup();
                league(&mut s, "Trundlefoot Triplets");
                s
            },
            book(),
        )
        .expect("match"),
    };
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Home);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Random player");
    g.dice(&[rules::Die::D16(5)]);
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Away);
    // 2: the away kit passes.
    g.d6(&[2]);
    // The away team kicks and sets up its eleven.
    for (i, square) in formation(Side::Away).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: away(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    let square = formation(Side::Home)[4];
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Place {
            player: home(5),
            square,
        }))
        .is_err(),
        "home #5 may not be set up this drive"
    );
    g.decide(Decision::Place {
        player: home(4),
        square,
    });
}

#[test]
fn the_kit_check_comes_before_every_drive_and_not_without_the_triplets_004_l2008() {
    let mut g = Game::set_up_after(book(), |s| league(s, "Trundlefoot Triplets"), &[2, 2]);
    g.quiet_kick_off();
    g.score_with(home(3));
    assert_eq!(next_roll(&g), "Kit check");
    // A standard referee: the set-up at once.
    let g = Game::set_up(book(), |s| league(s, "Standard referee"));
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
}

#[test]
fn triplets_rolled_before_the_match_check_the_kit_before_the_first_set_up_004_l2008() {
    let mut s = setup();
    s.league = Some(rules::LeagueSetup {
        roll_referee: true,
        ..rules::LeagueSetup::default()
    });
    let mut g = Game {
        m: rules::Match::new(s, book()).expect("match"),
    };
    assert_eq!(next_roll(&g), "Referee");
    // 2 + 1: the Trundlefoot Triplets (2-3).
    g.d6(&[2, 1]);
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Home);
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().side, Side::Away);
    g.d6(&[3]);
    g.set_up_both();
}
