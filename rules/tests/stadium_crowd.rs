//! The crowd and the pitch's edges at a league's stadium (004:L3631-L3805): Enclosed Pitch,
//! Bunch of Pacifists, Know-it-all Hecklers, Solemn and Silent's crowd return, Fair Weather
//! Fans, and Boisterous Rabble's +1 on a crowd injury. Each rule is played with the attribute
//! and, where the difference shows, without it.

use crate::common;
use common::*;

use rules::BlockFace::{DefenderDown, Pushed};
use rules::{Ball, Decision, Place, Side, Stance};

fn league(kind: &str, attribute: &str) -> impl FnOnce(&mut rules::MatchSetup) {
    let (kind, attribute) = (kind.to_string(), attribute.to_string());
    move |s: &mut rules::MatchSetup| {
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind,
                attribute: Some(attribute),
            }),
            ..rules::LeagueSetup::default()
        });
    }
}

/// A match in its first turn at this stadium (home to play).
fn at_stadium(kind: &str, attribute: &str) -> Game {
    Game::with(league(kind, attribute))
}

/// A match at this stadium, both teams set up, the away coach about to kick.
fn kick_at_stadium(kind: &str, attribute: &str) -> Game {
    Game::set_up(book(), league(kind, attribute))
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

fn waits_for_a_decision(g: &Game) -> bool {
    matches!(g.m.prompt(), rules::Prompt::Decision(_))
}

/// Home #7 on (11,13) blocks away #7 on the far sideline (11, 14): a push goes off the pitch.
fn by_the_sideline(g: &mut Game) {
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
}

// --- Enclosed Pitch (004:L3702-L3743) ---

fn enclosed() -> Game {
    at_stadium("Luxury Stadium", "Enclosed Pitch")
}

/// Pushed into the crowd at an Enclosed Pitch: Knocked Down on his own square with an Armour
/// roll, no Injury roll from the crowd and no follow-up into his square (004:L3702-L3743).
#[test]
fn enclosed_pitch_knocks_the_pushed_player_down_where_he_stands_004_l3702() {
    let mut g = Game::new();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(next_roll(&g), "Injury", "the crowd, elsewhere");
    assert_eq!(g.place_of(away(7)), Place::Reserves);

    let mut g = enclosed();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[Pushed]);
    assert_eq!(
        next_roll(&g),
        "Armour",
        "no follow-up asked: his square is taken"
    );
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Prone));
    assert_eq!(g.place_of(home(7)), on(sq(11, 13), Stance::Standing));
    // 10 beats the Orc Lineman's AV 9: the Injury roll, as for any knock-down.
    g.d6(&[4, 6]);
    assert_eq!(next_roll(&g), "Injury");
}

/// A Defender Down into the crowd at an Enclosed Pitch is one knock-down: one Armour roll
/// (004:L3702-L3743).
#[test]
fn enclosed_pitch_defender_down_is_one_armour_roll_004_l3702() {
    let mut g = enclosed();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    assert_eq!(next_roll(&g), "Armour");
    g.d6(&[1, 2]);
    assert!(
        waits_for_a_decision(&g),
        "no second Armour roll: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Prone));
}

/// A chain push whose last player would go into the crowd stops: he is Knocked Down where he
/// stands (a turnover for the moving team's player, 000:L443) and nobody pushed into him
/// moves (004:L3702-L3743; our reading). Elsewhere he goes into the crowd with no turnover.
#[test]
fn enclosed_pitch_stops_a_chain_push_at_the_edge_004_l3702() {
    let chain = |g: &mut Game| {
        g.only(&[
            (home(7), (11, 12)),
            (away(7), (11, 13)),
            (home(8), (11, 14)),
            (away(8), (10, 14)),
            (away(9), (12, 14)),
        ]);
        g.block(home(7), away(7), &[Pushed]);
        text(&g.decide(Decision::PushTo { square: sq(11, 14) }))
    };
    let mut g = Game::new();
    assert!(!chain(&mut g).contains("TURNOVER"));
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Standing));

    let mut g = enclosed();
    let said = chain(&mut g);
    assert!(
        said.contains("TURNOVER"),
        "a knock-down of the moving team's: {said}"
    );
    assert_eq!(g.place_of(home(8)), on(sq(11, 14), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 13), Stance::Standing));
    assert_eq!(next_roll(&g), "Armour");
    g.d6(&[1, 2]);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "his Armour roll, then the turn ends"
    );
}

/// Home #7 on (11, 12) blocks away #7 on (11, 13) into home #8, `stance` on the sideline
/// square (11, 14), away #8 and #9 beside him: a chain push with home #8 at its end. What the
/// block's push said.
fn chain_to_the_edge(g: &mut Game, stance: Stance) -> String {
    g.only(&[
        (home(7), (11, 12)),
        (away(7), (11, 13)),
        (home(8), (11, 14)),
        (away(8), (10, 14)),
        (away(9), (12, 14)),
    ]);
    g.stance(home(8), stance);
    g.block(home(7), away(7), &[Pushed]);
    text(&g.decide(Decision::PushTo { square: sq(11, 14) }))
}

/// A Stunned player at the end of a chain push at an Enclosed Pitch is Knocked Down where he
/// lies: an Armour roll, still Stunned, and no turnover (he was down already, our reading)
/// (004:L3735-L3737). Elsewhere he goes into the crowd and has its Injury roll.
#[test]
fn enclosed_pitch_gives_a_lying_player_at_the_chain_end_an_armour_roll_004_l3735() {
    let mut g = Game::new();
    chain_to_the_edge(&mut g, Stance::Stunned);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(next_roll(&g), "Injury");

    let mut g = enclosed();
    let said = chain_to_the_edge(&mut g, Stance::Stunned);
    assert!(!said.contains("TURNOVER"), "{said}");
    assert_eq!(g.place_of(home(8)), on(sq(11, 14), Stance::Stunned));
    assert_eq!(g.place_of(away(7)), on(sq(11, 13), Stance::Standing));
    assert_eq!(next_roll(&g), "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(8)), on(sq(11, 14), Stance::Stunned));
    assert_eq!(g.turn_side(), Some(Side::Home), "no turnover");
    assert!(waits_for_a_decision(&g), "{:#?}", g.m.prompt());
}

/// At an Enclosed Pitch a throw-in goes D3 squares, not 2D6: a D6 for the direction and one
/// D6 read as a D3 (6 = 3) (004:L3702-L3743). The carrier Knocked Down on the sideline drops
/// the ball, which bounces (D8 7, +y) off the pitch.
#[test]
fn enclosed_pitch_throw_in_goes_d3_squares_004_l3702() {
    let mut g = enclosed();
    by_the_sideline(&mut g);
    g.ball(11, 14);
    g.block(home(7), away(7), &[DefenderDown]);
    g.d6(&[1, 2]);
    assert_eq!(next_roll(&g), "Bounce");
    g.dice(&[rules::Die::D8(7)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    assert_eq!(roll.dice.len(), 2, "a D6 and a D3, not a D6 and 2D6");
    // Direction 3 (straight in), D3 of 6 = 3: the centre square (11, 14) is the first, so it
    // comes down on (11, 12) (2D6 read as a 6 would put it on (11, 9)).
    let events = g.d6(&[3, 6]);
    assert!(
        text(&events).contains("distance 3) lands on (11, 12)"),
        "{}",
        text(&events)
    );

    let mut g = Game::new();
    by_the_sideline(&mut g);
    g.ball(11, 14);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().dice.len(), 3, "a D6 and 2D6 elsewhere");
}

/// Hometown Fans at an Enclosed Pitch: the card's coach picks the direction (1, towards the
/// home End Zone), and the distance is one D6 read as a D3, which the prompt says in one
/// sentence: 6 is 3 squares, (9, 0) the first, so the ball comes down on (7, 2) (004:L3735-L3737,
/// L4959-L4975).
#[test]
fn enclosed_pitch_hometown_fans_throw_in_is_a_d3_004_l3735_l4959() {
    use rules::special_play::Card;
    let mut g =
        common::cards::card_game_with(&[], &[Card::HometownFans], &[Card::HometownFans], |s| {
            if let Some(league) = s.league.as_mut() {
                league.stadium = Some(rules::Stadium {
                    kind: "Luxury Stadium".into(),
                    attribute: Some("Enclosed Pitch".into()),
                });
            }
        });
    g.only(&[(home(7), (9, 1))]);
    g.ball(9, 0);
    g.declare(home(7), rules::ActionKind::Move);
    g.move_to(9, 0);
    g.d6(&[1]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    g.dice(&[rules::Die::D8(2)]);
    g.decide(Decision::ThrowInDirection { direction: 1 });
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 1, "{roll:?}");
    assert!(
        roll.purpose.contains("direction 1: a D6 halved")
            && roll.purpose.contains("for the distance")
            && !roll.purpose.contains("2D6"),
        "{}",
        roll.purpose
    );
    let said = text(&g.d6(&[6]));
    assert!(said.contains("lands on (7, 2)"), "{said}");
}

// --- Bunch of Pacifists (004:L3745-L3805) ---

fn pacifists() -> Game {
    at_stadium("Local Crowd", "Bunch of Pacifists")
}

/// Pushed into the crowd with Bunch of Pacifists: 4+ straight to Reserves with no Injury roll;
/// 1-3 the Injury roll as ever (004:L3745-L3805).
#[test]
fn bunch_of_pacifists_sends_a_crowd_pushed_player_to_reserves_on_4_004_l3745() {
    let mut g = pacifists();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(next_roll(&g), "Bunch of Pacifists");
    g.d6(&[4]);
    assert!(
        waits_for_a_decision(&g),
        "no Injury roll: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(7)), Place::Reserves);

    let mut g = pacifists();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[3]);
    assert_eq!(next_roll(&g), "Injury");
    g.d6(&[4, 5]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

/// Throw a Rock with Bunch of Pacifists: a D6 as it hits, 4+ ignored (no Injury roll), else
/// the rock's Injury roll (004:L3745-L3805, 000:L1008).
#[test]
fn bunch_of_pacifists_ignores_a_rock_on_4_004_l3745_000_l1008() {
    let rock = |g: &mut Game| {
        g.decide(Decision::KickTo { square: sq(3, 3) });
        g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
        g.d6(&[5, 6]);
        g.d6(&[3]); // home
        g.d6(&[5]); // away throws at a home player
        g.dice(&[rules::Die::D16(4)]);
    };
    let mut g = Game::set_up(book(), |_| {});
    rock(&mut g);
    assert_eq!(next_roll(&g), "Injury", "elsewhere the Injury roll at once");

    let mut g = kick_at_stadium("Local Crowd", "Bunch of Pacifists");
    rock(&mut g);
    assert_eq!(next_roll(&g), "Bunch of Pacifists");
    g.d6(&[4]);
    assert_eq!(
        g.place_of(home(4)),
        on(formation(Side::Home)[3], Stance::Standing)
    );

    let mut g = kick_at_stadium("Local Crowd", "Bunch of Pacifists");
    rock(&mut g);
    g.d6(&[3]);
    assert_eq!(next_roll(&g), "Injury");
    g.d6(&[4, 5]);
    assert_eq!(g.place_of(home(4)), Place::KnockedOut);
}

/// Pitch Invasion with Bunch of Pacifists: each player the fans would Stun rolls a D6, 4+ he
/// ignores it (004:L3745-L3805, 000:L1009).
#[test]
fn bunch_of_pacifists_lets_invaded_players_ignore_it_on_4_004_l3745_000_l1009() {
    let mut g = kick_at_stadium("Local Crowd", "Bunch of Pacifists");
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[6, 6]);
    // Home fans: 6 would Stun away #1 and #2.
    g.d6(&[6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Bunch of Pacifists");
    assert_eq!(roll.dice.len(), 2, "one D6 for each");
    g.d6(&[4, 3]);
    assert_eq!(
        g.place_of(away(1)),
        on(formation(Side::Away)[0], Stance::Standing),
        "4 ignores it"
    );
    assert_eq!(
        g.place_of(away(2)),
        on(formation(Side::Away)[1], Stance::Stunned),
        "3 does not"
    );
}

/// Bunch of Pacifists and Blitzmania's Breaking Scandal (a Kick-off table result): home #6 on
/// (10, 1), by the near sideline, is hit by the errant fans (2); the Pacifists' D6 of 4 spares
/// him (no Armour roll, still standing), a 3 does not (his Armour roll)
/// (004:L3779-L3783, L1320-L1330).
#[test]
fn bunch_of_pacifists_spare_breaking_scandals_knock_down_on_4_004_l3779_l1320() {
    let scandal = |pacifist_die: u8| {
        let book = book()
            .with_file("league.toml", "[ruleset]\nkickoff-table = \"blitzmania\"\n")
            .expect("league file");
        let mut g = Game::set_up(&book, league("Local Crowd", "Bunch of Pacifists"));
        g.edit(rules::Edit::PlacePlayer {
            player: home(6),
            square: sq(10, 1),
            stance: Stance::Standing,
        });
        g.decide(Decision::KickTo { square: sq(3, 3) });
        g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
        g.d6(&[1, 2]); // 3: Breaking Scandal
        g.d6(&[5, 2]); // the FAME each loses
        assert_eq!(next_roll(&g), "Errant fans");
        g.d6(&[2]); // 1-2: home #6 would be Knocked Down
        assert_eq!(next_roll(&g), "Bunch of Pacifists");
        g.d6(&[pacifist_die]);
        g
    };
    let g = scandal(4);
    assert_eq!(g.place_of(home(6)), on(sq(10, 1), Stance::Standing));
    assert_ne!(next_roll(&g), "Armour");

    let g = scandal(3);
    assert_eq!(g.place_of(home(6)), on(sq(10, 1), Stance::Prone));
    assert_eq!(next_roll(&g), "Armour");
}

// --- Know-it-all Hecklers (004:L3745-L3805) ---

/// Home #7 fouls the prone away #3 (Black Orc Blocker, AV 9): Armour 5 + 6 = 11 (no double)
/// breaks it, then the Injury roll `injury` (not a double either).
fn foul_with(g: &mut Game, injury: [u8; 2]) {
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[5, 6]);
    g.d6(&injury);
}

fn hecklers() -> Game {
    at_stadium("Local Crowd", "Know-it-all Hecklers")
}

/// A player fouled off the pitch (KO'd, 4 + 5) and the fouler not sent off: the Hecklers' D6,
/// 1-3 the fouler is sent off as for a double (004:L3745-L3805).
#[test]
fn know_it_all_hecklers_send_off_the_fouler_on_1_to_3_004_l3745() {
    let mut g = Game::new();
    foul_with(&mut g, [4, 5]);
    assert_eq!(g.place_of(away(3)), Place::KnockedOut);
    assert!(
        waits_for_a_decision(&g),
        "no D6 elsewhere: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));

    let mut g = hecklers();
    foul_with(&mut g, [4, 5]);
    assert_eq!(next_roll(&g), "Know-it-all Hecklers");
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);

    let mut g = hecklers();
    foul_with(&mut g, [4, 5]);
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

/// A fouled player only Stunned stays on the pitch: no Hecklers' D6 (004:L3745-L3805).
#[test]
fn know_it_all_hecklers_ignore_a_stunned_victim_004_l3745() {
    let mut g = hecklers();
    foul_with(&mut g, [1, 3]);
    assert_eq!(g.place_of(away(3)), on(sq(10, 7), Stance::Stunned));
    assert!(waits_for_a_decision(&g), "{:#?}", g.m.prompt());
}

/// Know-it-all Hecklers under Thoron Korensson: his D6 first; 1 sends the fouler off, and the
/// Hecklers roll nothing (he was sent off); 3 he saw nothing, then the Hecklers' D6
/// (004:L3773-L3777, L1941-L1945).
#[test]
fn know_it_all_hecklers_roll_only_for_a_fouler_not_sent_off_004_l3773() {
    let heckled_by_thoron = || {
        Game::with(|s| {
            s.league = Some(rules::LeagueSetup {
                stadium: Some(rules::Stadium {
                    kind: "Local Crowd".into(),
                    attribute: Some("Know-it-all Hecklers".into()),
                }),
                referee: Some("Thoron Korensson".into()),
                ..rules::LeagueSetup::default()
            });
        })
    };
    let mut g = heckled_by_thoron();
    foul_with(&mut g, [4, 5]);
    assert_eq!(next_roll(&g), "Famous referee");
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Know-it-all Hecklers"),
        "no Hecklers' D6 for a fouler sent off: {:#?}",
        g.m.prompt()
    );

    let mut g = heckled_by_thoron();
    foul_with(&mut g, [4, 5]);
    g.d6(&[3]);
    assert_eq!(next_roll(&g), "Know-it-all Hecklers");
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
}

/// Know-it-all Hecklers in a drive with no referee (Blitzmania's Um... Where's the Ref): nobody
/// hears them, no D6 (004:L3773-L3777, L1311-L1318).
#[test]
fn know_it_all_hecklers_are_not_heard_without_a_referee_004_l3773_l1311() {
    let book = book()
        .with_file("league.toml", "[ruleset]\nkickoff-table = \"blitzmania\"\n")
        .expect("league file");
    let mut g = Game::set_up(&book, league("Local Crowd", "Know-it-all Hecklers"));
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[1, 1]);
    g.dice(&[rules::Die::D8(7)]);
    assert!(g.m.state().drive.no_referee);
    assert_eq!(g.turn_side(), Some(Side::Home));
    foul_with(&mut g, [4, 5]);
    assert_eq!(g.place_of(away(3)), Place::KnockedOut);
    assert!(
        waits_for_a_decision(&g),
        "no Hecklers' D6: {:#?}",
        g.m.prompt()
    );
}

// --- Solemn and Silent (004:L3745-L3805) ---

fn silent() -> Game {
    at_stadium("Local Crowd", "Solemn and Silent")
}

/// Pushed into the crowd at Solemn and Silent: back on the pitch after the follow-up, on the
/// nearest free square by the sideline he left, standing, and no Injury roll
/// (004:L3745-L3805). The blocker followed into (11, 14); (10, 14) and (11, 14)'s other
/// neighbour (12,14) are equally near: the lower coordinate (our reading).
#[test]
fn solemn_and_silent_returns_a_pushed_player_by_the_sideline_004_l3745() {
    let mut g = silent();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 14), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(10, 14), Stance::Standing));
    assert!(
        waits_for_a_decision(&g),
        "no Injury roll: {:#?}",
        g.m.prompt()
    );
}

/// Knocked Down in the push (Defender Down) at Solemn and Silent: back on his square, Placed
/// Prone, with an Armour roll, not the crowd's Injury roll (004:L3745-L3805).
#[test]
fn solemn_and_silent_knocked_down_returns_prone_with_an_armour_roll_004_l3745() {
    let mut g = Game::new();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(next_roll(&g), "Injury", "the crowd elsewhere");

    let mut g = silent();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Prone));
    assert_eq!(next_roll(&g), "Armour");
}

/// The Defender Down returned at Solemn and Silent is Placed Prone, not Knocked Down a second
/// time: the words say so (004:L3804-L3805, 000:L1269).
#[test]
fn solemn_and_silent_places_the_knocked_down_player_prone_004_l3804() {
    let mut g = silent();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    let said = text(&g.decide(Decision::FollowUp { follow: false }));
    assert!(said.contains("Placed Prone on (11, 14)"), "{said}");
    assert!(!said.contains("Knocked Down"), "{said}");
    assert_eq!(next_roll(&g), "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Prone));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The Defender Down returned at Solemn and Silent has a normal Armour roll (004:L3804-L3805):
/// the knock-down's, so the blocker's Mighty Blow counts (000:L1247-L1249). 4 + 5 = 9 does
/// not beat the Orc Lineman's AV 9 by itself; with Mighty Blow's +1 it does, and the Injury
/// roll follows.
#[test]
fn solemn_and_silent_armour_roll_takes_the_blockers_mighty_blow_004_l3804_000_l1247() {
    let mut g = silent();
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[4, 5]);
    assert!(waits_for_a_decision(&g), "9 does not beat AV 9");

    let mut g = Game::with(|s| {
        league("Local Crowd", "Solemn and Silent")(s);
        give(s, Side::Home, 7, "mighty-blow");
    });
    by_the_sideline(&mut g);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(next_roll(&g), "Armour");
    g.d6(&[4, 5]);
    g.decide(Decision::UseSkill {
        skill: rules::Skill::MightyBlow,
        use_it: true,
    });
    assert_eq!(next_roll(&g), "Injury", "9 + Mighty Blow's 1 beats AV 9");
}

/// A Stunned player pushed out at the end of a chain at Solemn and Silent comes back Stunned,
/// with no Armour roll (the push did not knock him down; our reading of 004:L3799-L3806):
/// on the nearest free sideline square, (9, 14) before (13, 14) at equal distance.
#[test]
fn solemn_and_silent_returns_a_stunned_player_stunned_004_l3799() {
    let mut g = silent();
    chain_to_the_edge(&mut g, Stance::Stunned);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Standing));
    assert_eq!(g.place_of(home(8)), on(sq(9, 14), Stance::Stunned));
    assert!(
        waits_for_a_decision(&g),
        "no Armour or Injury roll: {:#?}",
        g.m.prompt()
    );
}

/// A carrier pushed out at Solemn and Silent comes back, but the ball went out with him: the
/// crowd throws it in (004:L3745-L3805, our reading; 000:L740).
#[test]
fn solemn_and_silent_the_ball_is_thrown_in_004_l3745_000_l740() {
    let mut g = silent();
    by_the_sideline(&mut g);
    g.ball(11, 14);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Standing));
    assert_eq!(next_roll(&g), "Throw-in");
}

// --- Fair Weather Fans (004:L3745-L3805) ---

fn fair_weather() -> Game {
    at_stadium("Local Crowd", "Fair Weather Fans")
}

/// Home scores: the next drive starts with the fans' D6, 1-2 both FAMEs -1 (below 0 too);
/// 3 changes nothing (004:L3745-L3805). None before the first drive: the setup and kick went
/// by with no roll.
#[test]
fn fair_weather_fans_leave_on_1_or_2_at_a_drive_after_the_first_004_l3745() {
    for (die, fame) in [(2, -1), (3, 0)] {
        let mut g = fair_weather();
        g.score_with(home(2));
        assert_eq!(next_roll(&g), "Fair Weather Fans");
        g.d6(&[die]);
        for side in Side::BOTH {
            assert_eq!(g.m.state().team(side).fame_now(), fame, "{die}");
        }
    }
}

/// The carrier pushed into the crowd: the fans' D6 before the throw-in; 3 (no fans left yet)
/// keeps the ball out until the end of the next turn, when it is thrown in from the square it
/// left (004:L3745-L3805); 4 throws it in now.
#[test]
fn fair_weather_fans_keep_the_ball_until_the_end_of_the_next_turn_004_l3745() {
    let out = |g: &mut Game| {
        g.only(&[(home(7), (11, 13)), (away(7), (11, 14)), (away(8), (5, 5))]);
        g.ball(11, 14);
        g.block(home(7), away(7), &[Pushed]);
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[1, 2]); // the crowd's Injury roll: Stunned, to Reserves
    };
    let mut g = fair_weather();
    out(&mut g);
    assert_eq!(next_roll(&g), "Fair Weather Fans");
    g.d6(&[4]);
    assert_eq!(next_roll(&g), "Throw-in");

    let mut g = fair_weather();
    out(&mut g);
    g.d6(&[3]);
    assert!(waits_for_a_decision(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    g.decide(Decision::EndTurn);
    // Away's turn: the ball stays out.
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(waits_for_a_decision(&g), "{:#?}", g.m.prompt());
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    assert!(roll.purpose.contains("(11, 14)"), "{}", roll.purpose);
}

/// Once the fans have left, their D6 as the ball leaves play is 1 less: 4 - 1 = 3 keeps the
/// ball out, where a 4 with nobody gone throws it in (the test above) (004:L3745-L3805).
#[test]
fn fair_weather_fans_take_1_off_for_each_time_they_left_004_l3745() {
    let mut g = fair_weather();
    g.score_with(home(2));
    g.d6(&[1]);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), -1);
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.only(&[(away(7), (11, 13)), (home(7), (11, 14)), (home(8), (5, 5))]);
    g.ball(11, 14);
    g.block(away(7), home(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]); // the crowd's Injury roll: Stunned, to Reserves
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Fair Weather Fans");
    assert!(roll.purpose.contains("-1"), "{}", roll.purpose);
    g.d6(&[4]);
    assert!(waits_for_a_decision(&g), "kept out: {:#?}", g.m.prompt());
    assert_eq!(g.m.state().ball, Ball::OffPitch);
}

/// Fair Weather Fans and Ball Clone's second ball (004:L4832): the clone bounces off the far
/// sideline from (13, 14) (D8 7, +y), the fans' D6 of 3 keeps it out; the first ball stays on
/// (13, 14). At the end of the next turn the fans throw in that ball, the clone, from
/// (13, 14), and only it: the first ball does not move (004:L3785-L3793).
#[test]
fn fair_weather_fans_throw_in_the_ball_they_kept_not_the_other_004_l3785_l4832() {
    use rules::special_play::Card;
    let mut g = common::cards::card_game_with(&[], &[Card::BallClone], &[], |s| {
        if let Some(league) = s.league.as_mut() {
            league.stadium = Some(rules::Stadium {
                kind: "Local Crowd".into(),
                attribute: Some("Fair Weather Fans".into()),
            });
        }
    });
    g.only(&[(home(1), (5, 5)), (away(1), (20, 10))]);
    g.ball(13, 14);
    common::cards::play(&mut g, Card::BallClone, None);
    g.dice(&[rules::Die::D8(7)]);
    assert_eq!(next_roll(&g), "Fair Weather Fans");
    g.d6(&[3]);
    assert_eq!(g.m.state().second_ball(), Some(Ball::OffPitch));
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(13, 14)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    common::cards::end_turn(&mut g);
    assert_eq!(g.m.state().second_ball(), Some(Ball::OffPitch), "not yet");
    common::cards::end_turn(&mut g);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    assert!(roll.purpose.contains("(13, 14)"), "{}", roll.purpose);
    // Direction 3 (straight in), 2 + 2: the clone comes down on (13, 11) and bounces.
    let mut said = text(&g.d6(&[3, 2, 2]));
    assert_eq!(next_roll(&g), "Bounce");
    said.push_str(&text(&g.dice(&[rules::Die::D8(2)])));
    assert_eq!(
        g.m.state().ball,
        Ball::OnGround(sq(13, 14)),
        "the first ball: {said}"
    );
    assert_ne!(
        g.m.state().second_ball(),
        Some(Ball::OffPitch),
        "the clone is in"
    );
}

// --- Boisterous Rabble (004:L3745-L3805) ---

/// Boisterous Rabble: +1 to the Injury roll of a player pushed into the crowd: 4 + 3 = 7 is
/// Stunned (to Reserves), 8 KO'd (004:L3745-L3805).
#[test]
fn boisterous_rabble_adds_1_to_a_crowd_injury_004_l3745() {
    for (g, place) in [
        (Game::new(), Place::Reserves),
        (
            at_stadium("Local Crowd", "Boisterous Rabble"),
            Place::KnockedOut,
        ),
    ] {
        let mut g = g;
        by_the_sideline(&mut g);
        g.block(home(7), away(7), &[Pushed]);
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[4, 3]);
        assert_eq!(g.place_of(away(7)), place);
    }
}
