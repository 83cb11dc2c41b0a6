//! The White Dwarf and the Black Gobbo (ruleset option, 004:L9707-L9779): a fans roll of 10+
//! before Fan Factor, in a match between a Dwarf, Halfling, Human or Norse team and a Chaos
//! Renegade, Goblin, Orc or Underworld team, brings Grombrindal to the first and the Black
//! Gobbo to the other, free; and their four rules.
//!
//! Home is the box's Human quick-start team (players 1-12), away the box's Orc one (1-12): a
//! Human and an Orc team by their race. The legends join as #13 of each.

use crate::common;
use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, DugoutBox, Edit, Match, MatchSetup, Place,
    Prompt, Reroll, Side, Skill, Stance,
};

fn legends_book() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nwhite-dwarf-and-black-gobbo = \"on\"\n",
        )
        .expect("the option loads")
}

/// The match under `book` with the fans still to roll, home first, away kicking.
fn before_fans(book: &tables::Rulebook, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut s = setup();
    s.fame = None;
    change(&mut s);
    Game {
        m: Match::new(s, book).expect("match builds"),
    }
}

/// The player called `name`, if he is in the match.
fn named(g: &Game, name: &str) -> Option<rules::PlayerId> {
    g.m.state()
        .players
        .iter()
        .find(|p| p.profile.name == name)
        .map(|p| p.id)
}

/// The legends brought by home's 5 + 5, both teams set up and the ball kicked: home's turn.
fn legends_in_play() -> Game {
    let mut g = before_fans(&legends_book(), |_| {});
    g.d6(&[5, 5]);
    g.d6(&[1, 2]);
    g.set_up_both();
    g.quiet_kick_off();
    g
}

const GROMBRINDAL: u8 = 13;
const GOBBO: u8 = 13;

/// Home ends its turn: away's.
fn away_turn(g: &mut Game) {
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn a_fans_roll_of_5_5_brings_both_legends_to_their_teams_004_l9773() {
    let mut g = before_fans(&legends_book(), |_| {});
    g.d6(&[5, 5]);
    let white = named(&g, "Grombrindal").expect("Grombrindal joined");
    let black = named(&g, "The Black Gobbo").expect("the Black Gobbo joined");
    assert_eq!((white, black), (home(GROMBRINDAL), away(GOBBO)));
    let state = g.m.state();
    let (w, b) = (
        state.player(white).expect("him"),
        state.player(black).expect("him"),
    );
    assert_eq!((w.place, b.place), (Place::Reserves, Place::Reserves));
    assert_eq!(
        (w.profile.ma, w.profile.st, w.profile.ag, w.profile.av),
        (5, 3, 3, 9)
    );
    assert_eq!(
        (b.profile.ma, b.profile.st, b.profile.ag, b.profile.av),
        (6, 2, 3, 8)
    );
    assert!(w.has(Skill::StandFirm) && w.has(Skill::MightyBlow) && w.has(Skill::Loner));
    assert!(b.has(Skill::Stab) && b.has(Skill::SneakyGit) && b.has(Skill::Stunty));
    // The away coach still rolls for his fans; nothing more joins.
    g.d6(&[6, 6]);
    assert_eq!(g.m.state().players.len(), 26);
}

#[test]
fn the_away_coachs_10_brings_them_too_004_l9773() {
    let mut g = before_fans(&legends_book(), |_| {});
    g.d6(&[3, 3]);
    assert!(named(&g, "Grombrindal").is_none());
    g.d6(&[6, 4]);
    assert_eq!(named(&g, "Grombrindal"), Some(home(GROMBRINDAL)));
    assert_eq!(named(&g, "The Black Gobbo"), Some(away(GOBBO)));
}

#[test]
fn a_9_is_not_enough_whatever_the_fan_factor_004_l9774() {
    // 6 + 3 = 9 before Fan Factor: 14 with it, still no legends.
    let mut g = before_fans(&legends_book(), |s| {
        s.home.fan_factor = 5;
        s.away.fan_factor = 5;
    });
    g.d6(&[6, 3]);
    g.d6(&[4, 5]);
    assert!(named(&g, "Grombrindal").is_none());
    assert!(named(&g, "The Black Gobbo").is_none());
    assert_eq!(g.m.state().players.len(), 24);
}

#[test]
fn a_human_v_elf_match_never_brings_them_004_l9769() {
    let mut g = before_fans(&legends_book(), |s| {
        let elves = rules::SetupSpec {
            home: rules::TeamSpec::QuickStart("human-quick-start".into()),
            away: eleven_of("high-elf", "Lineman", 1_000_000, Default::default()),
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: None,
            league: None,
        };
        *s = elves.build(book()).expect("builds");
    });
    g.d6(&[6, 6]);
    g.d6(&[6, 6]);
    assert!(named(&g, "Grombrindal").is_none());
}

#[test]
fn without_the_option_a_12_brings_nobody_004_l9769() {
    let mut g = before_fans(book(), |_| {});
    g.d6(&[6, 6]);
    g.d6(&[6, 6]);
    assert!(named(&g, "Grombrindal").is_none());
}

#[test]
fn a_full_roster_benches_a_player_of_its_coachs_choice_004_l9777() {
    let mut g = before_fans(&legends_book(), |s| {
        // Home has 16: four more Linemen.
        let lineman = s.home.players[11].clone();
        for number in 13..=16 {
            let mut p = lineman.clone();
            p.number = number;
            s.home.players.push(p);
        }
    });
    g.d6(&[5, 5]);
    // Grombrindal is #17; home's coach, not away's, names the player who sits out.
    assert_eq!(named(&g, "Grombrindal"), Some(home(17)));
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    assert_eq!(options.len(), 16, "his own 16, not the legend");
    assert!(!options.contains(&Decision::SitOut { player: home(17) }));
    assert!(
        g.try_apply(rules::Input::Decide(Decision::SitOut { player: away(3) }))
            .is_err()
    );
    g.decide(Decision::SitOut { player: home(16) });
    assert_eq!(g.place_of(home(16)), Place::SentOff);
    // Away had 12: nobody sits out; its fans roll is next.
    assert_eq!(g.roll_prompt().roll, "Fans");
}

// --- Sneakiest of the Lot (004:L9733-L9741) ---

/// Away's turn: away #7 on (10,7) next to home #1 lying on (11,7); the Black Gobbo on (10,10)
/// next to home #2 lying on (11,10).
fn two_fouls() -> Game {
    let mut g = legends_in_play();
    away_turn(&mut g);
    g.only(&[
        (away(7), (10, 7)),
        (home(1), (11, 7)),
        (away(GOBBO), (10, 10)),
        (home(2), (11, 10)),
    ]);
    g.stance(home(1), Stance::Prone);
    g.stance(home(2), Stance::Prone);
    g
}

fn declared(g: &mut Game, id: rules::PlayerId, action: ActionKind) -> bool {
    g.try_apply(rules::Input::Decide(Decision::Declare {
        player: id,
        action,
    }))
    .is_ok()
}

#[test]
fn the_black_gobbo_fouls_after_the_teams_one_foul_004_l9733() {
    let mut g = two_fouls();
    g.declare(away(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: home(1) });
    g.d6(&[2, 3]); // 5, no double: armour holds, nobody sent off.
    assert!(g.turnover().is_none());
    let offered = g.decision_options().contains(&Decision::Declare {
        player: away(GOBBO),
        action: ActionKind::Foul,
    });
    assert!(offered, "the Gobbo's Foul is still offered");
    assert!(declared(&mut g, away(GOBBO), ActionKind::Foul));
}

#[test]
fn the_black_gobbos_foul_leaves_the_teams_one_foul_004_l9735() {
    let mut g = two_fouls();
    g.declare(away(GOBBO), ActionKind::Foul);
    g.decide(Decision::Foul { target: home(2) });
    g.d6(&[2, 3]);
    assert!(declared(&mut g, away(7), ActionKind::Foul));
    g.decide(Decision::Foul { target: home(1) });
    g.d6(&[2, 3]);
    // That one was the team's: a third is refused.
    g.only(&[(away(8), (12, 7)), (home(1), (11, 7))]);
    g.stance(home(1), Stance::Prone);
    assert!(!declared(&mut g, away(8), ActionKind::Foul));
}

/// Away #7 fouls home #1 with a double, 4 + 4 against AV 8: the referee sees it.
fn double_seen(g: &mut Game) {
    g.declare(away(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: home(1) });
    g.d6(&[4, 4]);
}

#[test]
fn a_3_on_sneakiest_of_the_lot_keeps_the_fouler_on_004_l9738() {
    let mut g = two_fouls();
    double_seen(&mut g);
    assert_eq!(g.roll_prompt().roll, "Sneakiest of the Lot");
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Standing));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn a_2_on_sneakiest_of_the_lot_and_the_call_stands_004_l9739() {
    let mut g = two_fouls();
    double_seen(&mut g);
    g.d6(&[2]);
    // No Bribe and no argument in this league: off he goes.
    assert_eq!(g.place_of(away(7)), Place::SentOff);
    // A turnover: home's turn (000:L1188-L1190).
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn no_sneakiest_of_the_lot_once_the_black_gobbo_is_a_casualty_004_l9740() {
    let mut g = two_fouls();
    g.edit(Edit::RemovePlayer {
        player: away(GOBBO),
        to: DugoutBox::Casualty,
    });
    // No D6 now: the double sends him off at once (no Bribe, no argument in this league).
    double_seen(&mut g);
    assert_eq!(g.place_of(away(7)), Place::SentOff);
}

#[test]
fn sneakiest_of_the_lot_stays_gone_when_the_black_gobbo_comes_back_004_l9740() {
    let mut g = two_fouls();
    g.edit(Edit::RemovePlayer {
        player: away(GOBBO),
        to: DugoutBox::Casualty,
    });
    // Patched up and back in the Reserves (an Apothecary's Badly Hurt, say): the rule has
    // "no further effect" once he suffered a Casualty, so the double still sends off at once.
    g.edit(Edit::RemovePlayer {
        player: away(GOBBO),
        to: DugoutBox::Reserves,
    });
    double_seen(&mut g);
    assert_eq!(g.place_of(away(7)), Place::SentOff);
}

// --- Get da Git (004:L9743-L9745) ---

#[test]
fn get_da_git_rerolls_the_stab_on_grombrindal_004_l9744() {
    let mut g = legends_in_play();
    away_turn(&mut g);
    g.only(&[(away(GOBBO), (10, 7)), (home(GROMBRINDAL), (11, 7))]);
    g.declare(away(GOBBO), ActionKind::Block);
    g.decide(Decision::Block {
        target: home(GROMBRINDAL),
    });
    g.decide(Decision::UseSkill {
        skill: Skill::Stab,
        use_it: true,
    });
    // 4 + 5 = 9 does not beat AV 9: the Gobbo's coach may roll it again.
    g.d6(&[4, 5]);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Reroll(Reroll::GetDaGit)),
        "{options:?}"
    );
    g.decide(Decision::Reroll(Reroll::GetDaGit));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[5, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

#[test]
fn a_stab_on_another_player_is_not_rerolled_004_l9744() {
    let mut g = legends_in_play();
    away_turn(&mut g);
    g.only(&[(away(GOBBO), (10, 7)), (home(7), (11, 7))]);
    g.declare(away(GOBBO), ActionKind::Block);
    g.decide(Decision::Block { target: home(7) });
    g.decide(Decision::UseSkill {
        skill: Skill::Stab,
        use_it: true,
    });
    g.d6(&[4, 4]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Reroll),
        "{:#?}",
        g.m.prompt()
    );
}

// --- Ancient Grudge (004:L9761-L9763) ---

#[test]
fn ancient_grudge_rerolls_the_block_dice_on_the_gobbo_for_free_004_l9762() {
    let mut g = legends_in_play();
    g.only(&[(home(GROMBRINDAL), (10, 7)), (away(GOBBO), (11, 7))]);
    let rerolls = g.m.state().team(Side::Home).rerolls;
    g.declare(home(GROMBRINDAL), ActionKind::Block);
    g.decide(Decision::Block {
        target: away(GOBBO),
    });
    g.block_dice(&[BlockFace::AttackerDown, BlockFace::AttackerDown]);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Reroll(Reroll::AncientGrudge)),
        "{options:?}"
    );
    g.decide(Decision::Reroll(Reroll::AncientGrudge));
    assert_eq!(g.roll_prompt().roll, "Block");
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        rerolls,
        "no team re-roll spent"
    );
    assert!(
        !g.m.state()
            .turn
            .as_ref()
            .is_some_and(|t| t.team_reroll_used)
    );
}

#[test]
fn grombrindal_blocking_another_player_has_no_grudge_004_l9762() {
    let mut g = legends_in_play();
    g.only(&[(home(GROMBRINDAL), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(GROMBRINDAL), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    // ST 3 against ST 3: one die.
    g.block_dice(&[BlockFace::AttackerDown]);
    let options = g.decision_options();
    assert!(!options.contains(&Decision::Reroll(Reroll::AncientGrudge)));
    assert!(options.contains(&Decision::Reroll(Reroll::Team)));
}

// --- Cometh the Hour, Cometh the Dwarf (004:L9749-L9759) ---

fn cometh_asked(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d)
        if d.options.contains(&Decision::ComethTheHour { skill: None }))
}

#[test]
fn cometh_the_hour_gives_a_skill_for_the_action_once_a_turn_004_l9753() {
    let mut g = legends_in_play();
    // Home #7 three squares from him, home #8 three squares too, home #9 four.
    g.only(&[
        (home(GROMBRINDAL), (10, 7)),
        (home(7), (13, 7)),
        (home(8), (10, 10)),
        (home(9), (14, 7)),
    ]);
    g.declare(home(9), ActionKind::Move);
    assert!(!cometh_asked(&g), "four squares away: not asked");
    g.decide(Decision::EndAction);
    g.declare(home(7), ActionKind::Move);
    assert!(cometh_asked(&g), "{:#?}", g.m.prompt());
    let options = g.decision_options();
    assert_eq!(options.len(), 7, "six skills and none: {options:?}");
    g.decide(Decision::ComethTheHour {
        skill: Some(Skill::SureFeet),
    });
    assert!(
        g.m.state()
            .player(home(7))
            .expect("him")
            .has(Skill::SureFeet)
    );
    g.decide(Decision::EndAction);
    assert!(
        !g.m.state()
            .player(home(7))
            .expect("him")
            .has(Skill::SureFeet)
    );
    // Once a turn: home #8, in reach, is not asked.
    g.declare(home(8), ActionKind::Move);
    assert!(!cometh_asked(&g));
}

#[test]
fn cometh_the_hour_s_skill_goes_when_a_touchdown_ends_his_action_004_l9757() {
    let mut g = legends_in_play();
    // Home #7 on (24,7) holds the ball, Grombrindal three squares back; Sure Feet is his for
    // the Action, which the touchdown ends with the drive.
    g.only(&[(home(GROMBRINDAL), (21, 7)), (home(7), (24, 7))]);
    g.ball(24, 7);
    g.declare(home(7), ActionKind::Move);
    assert!(cometh_asked(&g), "{:#?}", g.m.prompt());
    g.decide(Decision::ComethTheHour {
        skill: Some(Skill::SureFeet),
    });
    g.move_to(25, 7);
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert!(
        !g.m.state()
            .player(home(7))
            .expect("him")
            .has(Skill::SureFeet),
        "the skill lasted his Action only"
    );
}

#[test]
fn cometh_the_hour_declined_is_asked_again_004_l9755() {
    let mut g = legends_in_play();
    g.only(&[
        (home(GROMBRINDAL), (10, 7)),
        (home(7), (12, 7)),
        (home(8), (8, 7)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::ComethTheHour { skill: None });
    g.decide(Decision::EndAction);
    g.declare(home(8), ActionKind::Move);
    assert!(cometh_asked(&g));
    // Grombrindal himself is not "another player".
    let mut g = legends_in_play();
    g.only(&[(home(GROMBRINDAL), (10, 7))]);
    g.declare(home(GROMBRINDAL), ActionKind::Move);
    assert!(!cometh_asked(&g));
}

#[test]
fn the_legends_join_in_a_replay_as_they_did_004_l9773() {
    let g = legends_in_play();
    let mut replay = Match::new(g.m.setup().clone(), &legends_book()).expect("builds");
    for input in g.m.inputs().to_vec() {
        replay.apply(input).expect("replays");
    }
    assert_eq!(replay.state(), g.m.state());
}
