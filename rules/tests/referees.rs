//! The referees of the Referee table in play (004:L1857-L2060, cards 004:L7153-L7322):
//! Ranulf 'Red' Hokuli's 'Red' Card, Jorm the Ogre's check, Thoron Korensson's chain, the
//! Goblin and Halfling referees' Score Track, and the Trundlefoot Triplets' kit check.

use crate::common;
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

#[test]
fn jorms_turnover_turns_on_the_armour_breaking_not_on_the_player_standing_004_l1963() {
    let mut g = refereed("Jorm the Ogre", 0);
    // Home #2 lies Prone when Jorm picks him.
    g.only(&[(home(7), (9, 7)), (home(2), (5, 5)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.stance(home(2), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[2, 3]);
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(2)]);
    // 1 + 2 (+1 Mighty Blow) does not beat AV 8: his armour holds, no turnover, though he is
    // not standing.
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(2)), on(sq(5, 5), Stance::Prone));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
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
fn korenssons_chain_goes_on_to_a_third_player_004_l1948() {
    let mut g = refereed("Thoron Korensson", 2);
    g.only(&[
        (home(7), (9, 7)),
        (home(2), (5, 5)),
        (home(4), (5, 9)),
        (away(3), (10, 7)),
    ]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[2, 3]);
    g.d6(&[1]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(2)]);
    // The team-mate's Bribe rolls a 1 too: he goes, and a third player with him.
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[1]);
    assert_eq!(g.place_of(home(2)), Place::SentOff);
    assert_eq!(next_roll(&g), "Random player");
    g.dice(&[rules::Die::D16(4)]);
    // No Bribe left: off he goes.
    assert_eq!(g.place_of(home(4)), Place::SentOff);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
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

#[test]
fn the_goblin_placing_a_fouler_holding_the_ball_prone_is_a_turnover_000_l443() {
    // Home #7 fouls holding the ball; the Goblin's 1: Placed Prone with it.
    for (roll, turnover) in [(1u8, true), (2, false)] {
        let mut g = refereed("Goblin referee", 0);
        g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
        g.ball(9, 7);
        g.stance(away(3), Stance::Prone);
        g.declare(home(7), ActionKind::Foul);
        g.decide(Decision::Foul { target: away(3) });
        g.d6(&[2, 3]);
        let t = text(&g.d6(&[roll]));
        if !turnover {
            // 2 is higher than 1: he keeps the ball and his team its turn.
            assert_eq!(g.turnover(), None);
            assert_eq!(g.turn_side(), Some(Side::Home));
            continue;
        }
        assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
        // 2 + 2: Stunned; then the ball bounces (D8 2, up to (9, 6)).
        g.d6(&[2, 2]);
        assert!(t.contains("holding the ball"), "{t}");
        g.dice(&[rules::Die::D8(2)]);
        assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
    }
}

#[test]
fn the_goblin_moves_after_sneaky_gits_double_with_the_armour_holding_004_l1914() {
    let mut g = Game::with(|s| {
        league(s, "Goblin referee");
        give(s, Side::Home, 7, "sneaky-git");
    });
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    // 3 + 3 does not beat AV 9: a double, but Sneaky Git is not sent off.
    g.d6(&[3, 3]);
    assert_eq!(g.place_of(home(7)), standing(9, 7));
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
    assert_eq!(next_roll(&g), "Referee's Score Track");
}

#[test]
fn the_goblin_moves_after_a_bribe_of_a_team_he_is_not_watching_004_l1914() {
    let mut g = refereed("Goblin referee", 1);
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[4]);
    // He watched nobody: the Bribe does not calm him, the foul with no send-off moves him.
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
    assert_eq!(next_roll(&g), "Referee's Score Track");
}

#[test]
fn the_goblin_moves_after_an_argument_sends_the_fouler_to_reserves_004_l1002() {
    let mut g = refereed_arguing("Goblin referee");
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    g.decide(Decision::ArgueTheCall);
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), Place::Reserves);
    // To Reserves is no sending-off: he moves.
    assert_eq!(g.m.state().referee_track, Some((Side::Home, 1)));
}

#[test]
fn the_ref_climbs_no_higher_than_8_004_l1921() {
    let mut g = refereed("Halfling referee", 0);
    for foul in 1..=9u8 {
        foul_without_a_double(&mut g);
        assert_eq!(
            g.m.state().referee_track,
            Some((Side::Home, foul.min(8))),
            "foul {foul}"
        );
        // 6: the consequences from 6 on, a team re-roll lost or given, no further roll.
        g.d6(&[6]);
        g.decide(Decision::EndTurn);
        g.decide(Decision::EndTurn);
        // Keep the half going: both Turn markers back on 1.
        for side in Side::BOTH {
            g.edit(Edit::SetTurn { side, turn: 1 });
        }
    }
}

#[test]
fn the_halfling_takes_the_leader_reroll_of_a_team_with_no_other_004_l1873() {
    // Our reading: the Leader re-roll is one of the team re-rolls (004:L10333-L10336).
    let mut g = Game::with(|s| {
        league(s, "Halfling referee");
        give(s, Side::Home, 2, "leader");
    });
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    let away = g.m.state().team(Side::Away).rerolls;
    assert!(g.m.state().team(Side::Home).leader_reroll);
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert!(!g.m.state().team(Side::Home).leader_reroll);
    assert_eq!(g.m.state().team(Side::Away).rerolls, away, "nothing gained");
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
    // 2 is not higher than 2 (a reading that left him above 1 would see no effect): the
    // Goblin's consequences, Placed Prone and an Injury roll, 1 + 1 Stunned.
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(next_roll(&g), "Injury");
    g.d6(&[1, 1]);
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

/// A match the Trundlefoot Triplets referee from its start (the away team kicks), before any
/// roll; `change` changes the setup further.
fn triplets_match(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut s = setup();
    league(&mut s, "Trundlefoot Triplets");
    change(&mut s);
    Game {
        m: rules::Match::new(s, book()).expect("match"),
    }
}

/// Sets up players 1-11 of `side` in [`formation`] but those in `skip`.
fn set_up_but(g: &mut Game, side: Side, skip: &[u8]) {
    for (i, square) in formation(side).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        if skip.contains(&number) {
            continue;
        }
        g.decide(Decision::Place {
            player: rules::PlayerId::new(side, number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
}

#[test]
fn the_kit_check_keeps_a_random_player_out_of_the_drive_004_l2010() {
    let mut g = triplets_match(|_| {});
    // Each coach just before his team sets up: the kicking (away) team first.
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Away);
    // 2: the away kit passes, and the away team sets up its eleven.
    g.d6(&[2]);
    set_up_but(&mut g, Side::Away, &[]);
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Home);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Random player");
    g.dice(&[rules::Die::D16(5)]);
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
fn the_kit_check_leaves_out_the_kod_players_004_l2011() {
    let mut g = triplets_match(|_| {});
    g.d6(&[2]);
    // Home #5 is in the KO'd box as the away team sets up.
    g.edit(Edit::RemovePlayer {
        player: home(5),
        to: rules::DugoutBox::KnockedOut,
    });
    set_up_but(&mut g, Side::Away, &[]);
    g.d6(&[1]);
    // D16 5: #5 is KO'd, not called out: roll again.
    g.dice(&[rules::Die::D16(5)]);
    assert_eq!(next_roll(&g), "Random player");
    assert_eq!(g.place_of(home(5)), Place::KnockedOut);
    g.dice(&[rules::Die::D16(6)]);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    let square = formation(Side::Home)[5];
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Place {
            player: home(6),
            square,
        }))
        .is_err(),
        "home #6 was called out"
    );
}

#[test]
fn kari_is_offered_after_the_kit_check_calls_out_one_of_eleven_004_l2010_l3162() {
    // The kicking (away) team: its first set-up, from the pre-match.
    let mut g = triplets_match(|s| {
        s.away.players.truncate(11);
        s.away.inducements.bought.set(Inducement::KariColdsteel, 1);
    });
    assert_eq!(
        next_roll(&g),
        "Kit check",
        "the check first, not Kari's offer"
    );
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(3)]);
    // Ten left to set up: Kari is offered (a reading that counted before the check: eleven).
    assert!(
        g.decision_options()
            .contains(&Decision::UseInducement { use_it: true }),
        "{:?}",
        g.decision_options()
    );
    // The receiving (home) team: its check after the away set-up, then Kari's offer.
    let mut g = triplets_match(|s| {
        s.home.players.truncate(11);
        s.home.inducements.bought.set(Inducement::KariColdsteel, 1);
    });
    g.d6(&[2]);
    set_up_but(&mut g, Side::Away, &[]);
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(3)]);
    assert!(
        g.decision_options()
            .contains(&Decision::UseInducement { use_it: true }),
        "{:?}",
        g.decision_options()
    );
    // A kit that passes: eleven to set up, no offer.
    let mut g = triplets_match(|s| {
        s.away.players.truncate(11);
        s.away.inducements.bought.set(Inducement::KariColdsteel, 1);
    });
    g.d6(&[2]);
    assert!(
        !g.decision_options()
            .contains(&Decision::UseInducement { use_it: true })
    );
}

#[test]
fn a_team_whose_last_player_is_called_out_has_nobody_to_set_up_000_l818() {
    let mut g = triplets_match(|_| {});
    g.d6(&[2]);
    // As the away team sets up, every home player but #1 is in the KO'd box.
    let rest: Vec<u8> =
        g.m.state()
            .players
            .iter()
            .filter(|p| p.id.side == Side::Home && p.id.number != 1)
            .map(|p| p.id.number)
            .collect();
    for number in rest {
        g.edit(Edit::RemovePlayer {
            player: home(number),
            to: rules::DugoutBox::KnockedOut,
        });
    }
    set_up_but(&mut g, Side::Away, &[]);
    g.d6(&[1]);
    g.dice(&[rules::Die::D16(1)]);
    // Nobody left to set up: both Turn markers on two, the away team awarded a touchdown.
    let state = g.m.state();
    assert_eq!(state.team(Side::Away).score, 1);
    assert_eq!(state.team(Side::Home).score, 0);
    assert_eq!(state.team(Side::Home).turn, 2);
    assert_eq!(state.team(Side::Away).turn, 2);
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
    assert_eq!(g.roll_prompt().side, Side::Away, "the kicking team first");
    g.set_up_each_after(&[3, 3]);
}

#[test]
fn triplets_both_named_and_rolled_check_the_kit_once_004_l2008() {
    let with = |s: &mut MatchSetup| {
        s.league = Some(rules::LeagueSetup {
            roll_referee: true,
            referee: Some("Trundlefoot Triplets".into()),
            ..rules::LeagueSetup::default()
        });
    };
    let mut s = setup();
    with(&mut s);
    let mut g = Game {
        m: rules::Match::new(s, book()).expect("match"),
    };
    assert_eq!(next_roll(&g), "Referee");
    g.d6(&[2, 1]);
    assert_eq!(next_roll(&g), "Kit check");
    g.d6(&[3]);
    // One check for the kicking team, then its set-up: no second check.
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    // Rolled a standard referee (3 + 4 = 7): no kit check at all.
    let mut s = setup();
    with(&mut s);
    let mut g = Game {
        m: rules::Match::new(s, book()).expect("match"),
    };
    g.d6(&[3, 4]);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    g.set_up_both();
}

// Jorm the Ogre's rampage: his Get the Ref changes FAME instead (004:L1970-L1977).

/// A match Jorm referees with FAME `home` and `away`, the away team kicking, whose Kick-off
/// table roll is 1 + 1: Get the Ref.
fn jorm_get_the_ref(home: u8, away: u8) -> Game {
    let mut g = Game::set_up(book(), |s| {
        league(s, "Jorm the Ogre");
        s.fame = Some(rules::Fame { home, away });
    });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[1, 1]);
    g
}

fn fame(g: &Game) -> [i16; 2] {
    [Side::Home, Side::Away].map(|side| g.m.state().team(side).fame_now())
}

fn bribes(g: &Game) -> [u8; 2] {
    [Side::Home, Side::Away].map(|side| g.m.state().team(side).inducements.get(Inducement::Bribes))
}

#[test]
fn jorms_rampage_gives_a_random_team_1_fame_when_neither_has_any_004_l1973() {
    for (roll, expected) in [(3, [1, 0]), (4, [0, 1])] {
        let mut g = jorm_get_the_ref(0, 0);
        assert_eq!(next_roll(&g), "Jorm's rampage");
        assert_eq!(
            g.roll_prompt().side,
            Side::Away,
            "the kicking coach randomises"
        );
        g.d6(&[roll]);
        assert_eq!(fame(&g), expected, "D6 {roll}: 1-3 home, 4-6 away");
        assert_eq!(bribes(&g), [0, 0], "no Get the Ref Bribes with Jorm");
        assert_ne!(next_roll(&g), "Jorm's rampage");
    }
}

/// On a 1 the team with FAME loses the modifier, all of it (the text; the card's -1 would
/// leave home 1), and the other team gains +1.
#[test]
fn jorms_rampage_on_1_takes_the_fame_and_gives_the_other_team_1_004_l1975() {
    let mut g = jorm_get_the_ref(2, 0);
    assert_eq!(next_roll(&g), "Jorm's rampage");
    assert_eq!(g.roll_prompt().side, Side::Home, "the team with FAME rolls");
    g.d6(&[1]);
    assert_eq!(fame(&g), [0, 1]);
    assert_eq!(bribes(&g), [0, 0]);
}

/// On 2-3 the team with FAME loses it and the other gains nothing; on 4-6 nothing changes.
#[test]
fn jorms_rampage_on_2_or_3_takes_the_fame_and_on_4_keeps_it_004_l1976() {
    for (roll, expected) in [(2, [0, 0]), (3, [0, 0]), (4, [0, 2])] {
        let mut g = jorm_get_the_ref(0, 2);
        assert_eq!(g.roll_prompt().side, Side::Away);
        g.d6(&[roll]);
        assert_eq!(fame(&g), expected, "D6 {roll}");
    }
}

/// Both teams with FAME (as the Greenboyz may have, 004:L8915-L8919) is neither case of the
/// text: our reading, no roll and FAME as it was.
#[test]
fn jorms_rampage_leaves_fame_when_both_teams_have_it_004_l1973() {
    let g = jorm_get_the_ref(1, 2);
    assert_ne!(next_roll(&g), "Jorm's rampage");
    assert_eq!(fame(&g), [1, 2]);
    assert_eq!(bribes(&g), [0, 0]);
}

/// The FAME the rampage gives counts for the rest of the match: the kick-off results read it.
#[test]
fn jorms_fame_counts_on_the_kick_off_table_afterwards_004_l1974() {
    let mut g = jorm_get_the_ref(0, 0);
    g.d6(&[6]);
    assert_eq!(g.m.state().kick_off_fame(Side::Away), 1);
    assert_eq!(g.m.state().kick_off_fame(Side::Home), 0);
}
