//! Special Play cards (ruleset option `special-play-cards`): kept in the pre-match by the
//! Draw/Keep table (004:L2780-L2797), played at their moments, each ruled card's effect in the
//! step it changes (004:L4783-L6456). Each test names the card and cites its title line.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::{Card, unruled_cards};
use rules::{
    ActionKind, BlockFace, Decision, DugoutBox, Edit, Match, Prompt, Reroll, Side, Skill, Stance,
};

#[test]
fn each_team_keeps_cards_by_the_higher_team_value_004_l2791_l2796() {
    let book = cards_book();
    let setup = league_spec().build(&book).expect("builds");
    let league = setup.league.expect("league");
    let highest = league.team_value[0].max(league.team_value[1]);
    // The Draw/Keep table: up to 990,000 keep 1, to 1,990,000 keep 2, to 2,990,000 keep 3,
    // more keep 4 (004:L2791-L2796).
    let keep = match highest {
        0..=990_000 => 1,
        990_001..=1_990_000 => 2,
        1_990_001..=2_990_000 => 3,
        _ => 4,
    };
    assert_eq!(league.card_keeps, [keep, keep]);
    // The option off: no cards at all.
    let plain = league_spec().build(&league_book()).expect("builds");
    assert_eq!(plain.league.expect("league").card_keeps, [0, 0]);
}

#[test]
fn the_higher_team_value_keeps_first_and_a_card_is_kept_once_004_l2782_l11589() {
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    let league = setup.league.as_mut().expect("league");
    league.card_keeps = [1, 1];
    let first = if league.team_value[1] > league.team_value[0] {
        Side::Away
    } else {
        Side::Home
    };
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    assert_eq!(g.decider(), first);
    g.decide(Decision::KeepCard {
        card: Card::IronMan,
    });
    assert_eq!(g.decider(), first.opponent());
    // One set of decks: the Iron Man card is gone.
    assert!(
        g.try_apply(rules::Input::Decide(Decision::KeepCard {
            card: Card::IronMan
        }))
        .is_err()
    );
    assert!(!g.decision_options().contains(&Decision::KeepCard {
        card: Card::IronMan
    }));
    g.decide(Decision::KeepCard { card: Card::Mine });
    let held = &g.m.state().cards.held;
    assert_eq!(held[first.index()][0].card, Card::IronMan);
    assert_eq!(held[first.opponent().index()][0].card, Card::Mine);
}

#[test]
fn johnny_waterboy_adds_1_to_ko_recovery_004_l4813() {
    let mut g = card_game(&[Card::JohnnyWaterboy], &[], &[Card::JohnnyWaterboy]);
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::KnockedOut,
    });
    g.score_with(home(1));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "KO recovery");
    // 4+ needed, +1 with the card: a 3 brings him back (without it, a 3 fails).
    assert_eq!(roll.needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
}

#[test]
fn bad_habits_takes_a_d3_of_team_rerolls_for_the_first_half_004_l5020() {
    let mut g = kept(&[Card::BadHabits], &[]);
    g.set_up_both();
    let before = g.m.state().team(Side::Away).rerolls;
    assert!(
        before >= 3,
        "the test needs three re-rolls to tell a D3 from a D6"
    );
    play(&mut g, Card::BadHabits, None);
    // A D6 of 3 is a D3 of 2 (read as the D6 it would be 3).
    g.d6(&[3]);
    assert_eq!(g.m.state().team(Side::Away).rerolls, before - 2);
}

#[test]
fn sprinkler_malfunction_minus_1_on_a_pick_up_004_l4940() {
    let mut g = card_game(&[Card::SprinklerMalfunction], &[], &[]);
    end_turn(&mut g);
    // The start of the away turn: the home coach plays it.
    assert_eq!(offered(&g), Some(Card::SprinklerMalfunction));
    play(&mut g, Card::SprinklerMalfunction, None);
    g.only(&[(away(7), (10, 5))]);
    g.ball(11, 5);
    g.declare(away(7), ActionKind::Move);
    g.move_to(11, 5);
    // AG3: 4+, +1 for a pick-up, -1 for the sprinklers: 4+ (without the card 3+).
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pick-up");
    assert_eq!(roll.needs, Some(4));
}

#[test]
fn slippery_shoes_go_for_it_fails_on_3_004_l6394() {
    let mut g = card_game(&[], &[Card::SlipperyShoes], &[]);
    // The start of the home turn: the away coach plays it.
    play(&mut g, Card::SlipperyShoes, None);
    g.only(&[(home(7), (5, 5))]);
    g.declare(home(7), ActionKind::Move);
    for x in 6..=11 {
        g.move_to(x, 5);
    }
    g.move_to(12, 5);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Go For It");
    assert_eq!(roll.needs, Some(4));
    g.d6(&[3]);
    // 3 trips him (it would pass the normal 2+): a re-roll is offered for the failure.
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Keep))
    );
}

#[test]
fn iron_man_turns_a_casualty_into_stunned_004_l5000() {
    let mut g = card_game(&[Card::IronMan], &[], &[]);
    end_turn(&mut g);
    play(&mut g, Card::IronMan, Some(home(7)));
    g.only(&[(home(7), (10, 5)), (away(1), (11, 5))]);
    g.block(away(1), home(7), &[BlockFace::DefenderDown]);
    settle_push(&mut g);
    // Armour 12 breaks AV8; Injury 10 is a Casualty, Stunned for him.
    g.d6(&[6, 6]);
    g.d6(&[5, 5]);
    let p = g.m.state().player(home(7)).expect("player");
    assert_eq!(p.stance(), Some(Stance::Stunned));
}

#[test]
fn rakarths_curse_no_rerolls_for_the_cursed_player_004_l5099() {
    let mut g = card_game(&[Card::RakarthsCurse], &[], &[]);
    end_turn(&mut g);
    play(&mut g, Card::RakarthsCurse, Some(away(7)));
    g.only(&[(home(1), (9, 5)), (away(8), (10, 4)), (away(7), (10, 6))]);
    // Away #8 leaves the Tackle Zone: his Dodge may be re-rolled with a team re-roll.
    g.declare(away(8), ActionKind::Move);
    g.move_to(11, 3);
    assert!(!g.roll_prompt().rerolls.is_empty());
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    // The cursed #7: none.
    g.declare(away(7), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    assert!(g.roll_prompt().rerolls.is_empty());
}

#[test]
fn kid_gloves_no_foul_and_no_assist_004_l5174() {
    let mut g = card_game(&[Card::KidGloves], &[], &[]);
    end_turn(&mut g);
    play(&mut g, Card::KidGloves, Some(away(7)));
    g.only(&[(home(5), (10, 5)), (away(1), (11, 5)), (away(7), (10, 6))]);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: away(7),
            action: ActionKind::Foul
        }))
        .is_err()
    );
    // ST3 against ST3: with #7's assist two dice, without it one.
    g.declare(away(1), ActionKind::Block);
    g.decide(Decision::Block { target: home(5) });
    assert_eq!(g.roll_prompt().dice.len(), 1);
}

#[test]
fn die_hard_turns_a_stunned_player_prone_004_l5777() {
    let mut g = card_game(&[Card::DieHard], &[], &[]);
    end_turn(&mut g);
    g.stance(home(7), Stance::Stunned);
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(Card::DieHard));
    play(&mut g, Card::DieHard, Some(home(7)));
    let p = g.m.state().player(home(7)).expect("player");
    assert_eq!(p.stance(), Some(Stance::Prone));
}

#[test]
fn up_like_a_shot_stands_a_prone_player_up_for_free_004_l5763() {
    let mut g = card_game(&[Card::UpLikeAShot], &[], &[]);
    end_turn(&mut g);
    g.stance(home(7), Stance::Prone);
    end_turn(&mut g);
    play(&mut g, Card::UpLikeAShot, Some(home(7)));
    let p = g.m.state().player(home(7)).expect("player");
    assert_eq!(p.stance(), Some(Stance::Standing));
    assert!(!p.acted, "standing up is not his Action");
    g.declare(home(7), ActionKind::Move);
    let moved =
        g.m.state()
            .turn
            .as_ref()
            .and_then(|t| t.action)
            .map(|a| a.moved);
    assert_eq!(moved, Some(0), "no 3 squares spent standing up");
}

#[test]
fn spectacular_catch_until_the_end_of_the_turn_004_l5909() {
    let mut g = card_game(&[Card::SpectacularCatch], &[], &[]);
    play(&mut g, Card::SpectacularCatch, Some(home(7)));
    assert!(has(&g, home(7), Skill::Catch) && has(&g, home(7), Skill::DivingCatch));
    end_turn(&mut g);
    assert!(!has(&g, home(7), Skill::Catch) && !has(&g, home(7), Skill::DivingCatch));
}

#[test]
fn hidden_blade_lasts_the_drive_004_l6286() {
    let mut g = card_game(&[Card::HiddenBlade], &[], &[]);
    play(&mut g, Card::HiddenBlade, Some(home(7)));
    end_turn(&mut g);
    assert!(has(&g, home(7), Skill::DirtyPlayer) && has(&g, home(7), Skill::Stab));
    g.score_with(away(1));
    assert!(!has(&g, home(7), Skill::DirtyPlayer) && !has(&g, home(7), Skill::Stab));
}

#[test]
fn pre_match_espionage_until_the_end_of_the_turn_004_l6381() {
    let mut g = card_game(&[Card::PreMatchEspionage], &[], &[]);
    end_turn(&mut g);
    play(&mut g, Card::PreMatchEspionage, Some(home(7)));
    assert!(has(&g, home(7), Skill::PassBlock) && has(&g, home(7), Skill::Shadowing));
    end_turn(&mut g);
    assert!(!has(&g, home(7), Skill::PassBlock) && !has(&g, home(7), Skill::Shadowing));
}

#[test]
fn standing_offence_no_blitz_and_mighty_blow_for_the_turn_004_l6048() {
    let mut g = card_game(&[Card::StandingOffence], &[], &[]);
    play(&mut g, Card::StandingOffence, None);
    assert!(has(&g, home(7), Skill::MightyBlow));
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: home(1),
            action: ActionKind::Blitz
        }))
        .is_err()
    );
    end_turn(&mut g);
    assert!(!has(&g, home(7), Skill::MightyBlow));
}

#[test]
fn luthors_dazzling_wristguards_for_the_game_004_l5637() {
    let mut g = at_setup(Card::LuthorsDazzlingWristguards);
    end_turn(&mut g);
    for skill in [Skill::BoneHead, Skill::HypnoticGaze, Skill::SideStep] {
        assert!(has(&g, home(7), skill), "{skill:?}");
    }
}

#[test]
fn skrots_sticky_slop_catch_sure_hands_and_no_pass_004_l5507() {
    let mut g = at_setup(Card::SkrotsStickySlop);
    assert!(has(&g, home(7), Skill::Catch) && has(&g, home(7), Skill::SureHands));
    for action in [ActionKind::Pass, ActionKind::HandOff] {
        assert!(
            g.try_apply(rules::Input::Decide(Decision::Declare {
                player: home(7),
                action
            }))
            .is_err()
        );
    }
}

#[test]
fn friendly_fans_crowd_push_goes_to_reserves_uninjured_004_l4880() {
    let mut g = card_game(&[Card::FriendlyFans], &[], &[Card::FriendlyFans]);
    end_turn(&mut g);
    g.only(&[(home(7), (10, 0)), (away(1), (10, 1))]);
    let mut t = text(&g.block(away(1), home(7), &[BlockFace::Pushed]));
    t.push_str(&settle_push(&mut g));
    let rest = if matches!(g.m.prompt(), Prompt::Roll(_)) {
        g.roll_prompt().roll.to_string()
    } else {
        String::new()
    };
    assert_ne!(rest, "Injury", "no Injury roll");
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
    assert!(t.contains("Friendly Fans"), "{t}");
}

#[test]
fn the_unruled_cards_are_listed_004_l4783() {
    // The honest count: all 82 cards ruled whole.
    let whole: Vec<Card> = Card::ALL
        .iter()
        .copied()
        .filter(|c| c.ruled() == rules::Ruled::Yes)
        .collect();
    assert_eq!(
        whole,
        [
            Card::FriendlyFans,
            Card::Heckler,
            Card::EveryonesAnExpert,
            Card::JohnnyWaterboy,
            Card::RowdyFans,
            Card::BallClone,
            Card::SprinklerMalfunction,
            Card::Incoming,
            Card::HometownFans,
            Card::BadyearGit,
            Card::BlitzmaniaMania,
            Card::TheyThinkItsAllOgre,
            Card::IronMan,
            Card::MagicSponge,
            Card::BadHabits,
            Card::GetemLads,
            Card::RakarthsCurse,
            Card::Blackmail,
            Card::EgoTrip,
            Card::Knuckledusters,
            Card::Mine,
            Card::KidGloves,
            Card::PamperedPlayers,
            Card::HeelTurn,
            Card::ItsAllToPlayFor,
            Card::TheEarlyBird,
            Card::GoFullBeard,
            Card::GassyEruption,
            Card::TrapDoorMan,
            Card::BetTheHouse,
            Card::NufflesBlessings,
            Card::GruksGauntlets,
            Card::SkrotsStickySlop,
            Card::AgrablagsBallOfPain,
            Card::BobsBiffinHelmet,
            Card::VonWilkingsBoots,
            Card::ZugsJersey,
            Card::LuthorsDazzlingWristguards,
            Card::SpranleysCup,
            Card::HightowersLuckySock,
            Card::CatchersInstincts,
            Card::MightyLeap,
            Card::UpLikeAShot,
            Card::PerfectThrow,
            Card::DieHard,
            Card::FancyFootwork,
            Card::UnlikelyInterception,
            Card::InchPerfectKick,
            Card::Punt,
            Card::SpectacularCatch,
            Card::BurstOfSpeed,
            Card::GoTheExtraMile,
            Card::InTheZone,
            Card::StarAscendant,
            Card::SuicideBlitz,
            Card::GoldenBoy,
            Card::LastSecondSubstitution,
            Card::DownTheChain,
            Card::LateralPass,
            Card::PromoTour,
            Card::Switcheroo,
            Card::StandingOffence,
            Card::RoundTheClockTraining,
            Card::KingmakerPlay,
            Card::EnduranceTraining,
            Card::DoggedDefence,
            Card::OffColourChant,
            Card::QuickFlick,
            Card::TeamTalk,
            Card::FakeFumble,
            Card::AllOutBlitz,
            Card::QuickSave,
            Card::RuneOfUnwillingFlight,
            Card::FoulestOfFouls,
            Card::HiddenBlade,
            Card::SpotTheSneak,
            Card::TrippingHazard,
            Card::LookADistraction,
            Card::SlipperyShoes,
            Card::PreMatchEspionage,
            Card::SpikedSportsDrink,
            Card::DirtyBlock,
        ]
    );
    let unruled = unruled_cards();
    assert_eq!(Card::ALL.len(), 82);
    assert!(unruled.is_empty(), "{unruled:?}");
}

#[test]
fn tripping_hazard_places_the_carrier_prone_no_turnover_004_l6299() {
    let mut g = card_game(&[], &[Card::TrippingHazard], &[]);
    g.only(&[(home(7), (10, 5))]);
    g.edit(Edit::PlaceBall { square: sq(10, 5) });
    // The home #7 picks the ball up where he stands: the referee's edit gives it to him.
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(7)));
    play(&mut g, Card::TrippingHazard, Some(home(7)));
    let p = g.m.state().player(home(7)).expect("player");
    assert_eq!(p.stance(), Some(Stance::Prone));
    // No Armour roll: the ball's bounce is the roll asked.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
}

#[test]
fn mighty_leap_gives_leap_and_1_on_its_roll_004_l5732() {
    let mut g = card_game(&[Card::MightyLeap], &[], &[]);
    play(&mut g, Card::MightyLeap, Some(home(7)));
    assert!(has(&g, home(7), Skill::Leap));
    g.only(&[(home(7), (10, 5))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(12, 5) });
    // AG3: 4+, +1 from the card: 3+.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Leap");
    assert_eq!(roll.needs, Some(3));
    g.d6(&[3]);
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert!(!has(&g, home(7), Skill::Leap));
}

#[test]
fn team_talk_regains_one_and_a_d3_above_those_left_one_more_004_l6200() {
    let mut g = card_game(&[Card::TeamTalk], &[], &[]);
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 2,
    });
    g.score_with(home(1));
    assert_eq!(offered(&g), Some(Card::TeamTalk));
    play(&mut g, Card::TeamTalk, None);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
    // D6 5 is a D3 of 3, not higher than the 3 left after regaining one (against the 2
    // before it, it would be): no more.
    g.d6(&[5]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
    // The card's D3 of 3 against 2 left would gain one: the rule's order matters.
}

#[test]
fn team_talk_a_d3_above_those_left_gains_another_004_l6200() {
    let mut g = card_game(&[Card::TeamTalk], &[], &[]);
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    g.score_with(home(1));
    play(&mut g, Card::TeamTalk, None);
    // 1 left; a D3 of 2 (D6 3) is higher: 2.
    g.d6(&[3]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
}

#[test]
fn von_wilkings_boots_give_kick_for_the_game_004_l5566() {
    let mut g = at_setup(Card::VonWilkingsBoots);
    end_turn(&mut g);
    assert!(has(&g, home(7), Skill::Kick));
}

/// The example script docs/examples/league-match-cards.jsonl, with its house rules, plays to
/// the final whistle (as `nuffle --rules docs/examples/league-cards-rules.toml match run …`
/// does): four cards kept, three played, all three ruled.
#[test]
fn the_league_match_cards_example_plays_to_the_final_whistle_004_l2780() {
    let book =
        common::scripts::house_book(include_str!("../../docs/examples/league-cards-rules.toml"));
    let (mut m, inputs) = common::scripts::read_script(
        &book,
        include_str!("../../docs/examples/league-match-cards.jsonl"),
    );
    let mut said = String::new();
    common::scripts::play_all(&mut m, &inputs, |events| {
        for e in events {
            said.push_str(&e.text);
            said.push('\n');
        }
    });
    assert!(matches!(m.prompt(), Prompt::MatchOver { .. }), "{said}");
    let kept = said.matches("keeps a Special Play card").count();
    let played = said.matches("plays the Special Play card").count();
    assert_eq!((kept, played), (4, 3), "{said}");
    assert!(said.contains("Zug's Jersey"), "{said}");
    // Badyear Git: the D8 and 2D6 of 2 + 1.
    assert!(said.contains("The kick scatters 3 square(s)"), "{said}");
    assert!(
        said.contains("Gassy Eruption on #6 Thrower (Orc quick-start team): nobody stands next"),
        "{said}"
    );
    assert!(!said.contains("; not ruled: "), "{said}");
}
