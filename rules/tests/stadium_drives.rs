//! Stadium attributes ruled as the match, a half or a drive starts or ends, and at the
//! kick-off (004:L3631-L3805): Apathetic Officials, On-site Apothecaries, Deluxe Seating,
//! Ale-fuelled Maniacs, Poorly Built Dungeons, Appalling Stands. Each is played with and
//! without its stadium where that makes a difference.

use crate::common;
use common::*;

use rules::{Decision, DugoutBox, Edit, Inducement, LeagueSpec, Match, SetupSpec, Side, TeamSpec};

fn stadium(attribute: &str) -> Option<rules::LeagueSetup> {
    let kind = match attribute {
        "Apathetic Officials" | "Appalling Stands" | "Poorly Built Dungeons" => "Rough & Ready",
        "Ale-fuelled Maniacs" => "Local Crowd",
        _ => "Luxury Stadium",
    };
    Some(rules::LeagueSetup {
        stadium: Some(rules::Stadium {
            kind: kind.into(),
            attribute: Some(attribute.into()),
        }),
        ..rules::LeagueSetup::default()
    })
}

/// A match at a stadium with `attribute` (`None`: no league stadium), home FAME 1, away 0,
/// after the first kick-off: home plays its first turn.
fn at(attribute: Option<&str>) -> Game {
    Game::with(|s| {
        s.fame = Some(rules::Fame { home: 1, away: 0 });
        s.league = attribute.and_then(stadium);
    })
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

fn bribes(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).inducements.get(Inducement::Bribes)
}

/// Ends turns until the half is over (the next prompt is no longer a turn's).
fn end_the_half(g: &mut Game) {
    let half = g.m.state().half;
    while g.m.state().half == half && g.turn_side().is_some() && !g.m.state().finished {
        g.decide(Decision::EndTurn);
    }
}

/// One Bribe "in each half": the first half's, unused, is lost at half time as the second
/// half's is given, so each team has 1 (keeping it would make 2).
#[test]
fn apathetic_officials_give_each_team_a_bribe_in_each_half_004_l3655() {
    let mut g = at(Some("Apathetic Officials"));
    assert_eq!((bribes(&g, Side::Home), bribes(&g, Side::Away)), (1, 1));
    end_the_half(&mut g);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(
        (bribes(&g, Side::Home), bribes(&g, Side::Away)),
        (1, 1),
        "the first half's lost unused, the second half's given"
    );
    let mut g = at(None);
    assert_eq!(bribes(&g, Side::Home), 0);
    end_the_half(&mut g);
    assert_eq!(bribes(&g, Side::Home), 0);
}

/// Each team bought a Bribe, so holds 2 at the start. Home's #7 fouls and is sent off on a
/// double; the Bribe he spends is the stadium's (our reading: the one that lapses goes
/// first). At half time away loses its unused stadium Bribe, not the bought one, and home
/// loses none: each gains the second half's, 2 each. Keeping the unused one would leave
/// away 3; losing every unused Bribe, away 1; spending the bought one first, home 1.
#[test]
fn apathetic_officials_only_the_unused_free_bribe_lapses_a_bought_one_stays_004_l3655() {
    let mut g = Game::with(|s| {
        s.league = stadium("Apathetic Officials");
        for team in [&mut s.home, &mut s.away] {
            team.inducements.bought.set(Inducement::Bribes, 1);
        }
    });
    assert_eq!((bribes(&g, Side::Home), bribes(&g, Side::Away)), (2, 2));
    g.only(&[(home(7), (9, 7)), (away(7), (10, 7))]);
    g.stance(away(7), rules::Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    // Armour 3 + 3: AV 9 holds, but a double: sent off. The Bribe works on a 6.
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), rules::Stance::Standing));
    assert_eq!(bribes(&g, Side::Home), 1);
    end_the_half(&mut g);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(
        (bribes(&g, Side::Home), bribes(&g, Side::Away)),
        (2, 2),
        "home: its bought one + the second half's; away: bought + second half's"
    );
}

#[test]
fn apathetic_officials_rolled_before_the_match_give_the_bribe_too_004_l3655() {
    let book = book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"off\"\n",
        )
        .expect("league file");
    let spec = SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    };
    let mut g = Game {
        m: Match::new(spec.build(&book).expect("builds"), &book).expect("match"),
    };
    g.d6(&[3, 4]);
    // 2 + 2 = 4: Rough & Ready; its D6 1 is Apathetic Officials (004:L3631-L3682).
    g.d6(&[2, 2]);
    let t = text(&g.d6(&[1]));
    assert!(t.contains("Apathetic Officials"), "{t}");
    assert_eq!((bribes(&g, Side::Home), bribes(&g, Side::Away)), (1, 1));
}

#[test]
fn on_site_apothecaries_give_an_apothecary_004_l3730() {
    let without = at(None).m.state().team(Side::Home).apothecaries;
    let g = at(Some("On-site Apothecaries"));
    assert_eq!(g.m.state().team(Side::Home).apothecaries, without + 1);
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        at(None).m.state().team(Side::Home).rerolls,
        "an Apothecary, not a re-roll"
    );
}

#[test]
fn on_site_apothecaries_give_a_team_that_may_not_have_one_a_re_roll_for_the_match_004_l3730() {
    let undead = |attribute: Option<&'static str>| {
        Game::with(move |s| {
            s.away.roster = "undead".into();
            s.league = attribute.and_then(stadium);
        })
    };
    let without = undead(None);
    let mut g = undead(Some("On-site Apothecaries"));
    let away = |g: &Game| g.m.state().team(Side::Away).clone();
    assert_eq!(away(&g).apothecaries, away(&without).apothecaries, "none");
    assert_eq!(away(&g).rerolls, away(&without).rerolls + 1);
    // Unused, it lasts the match: still there in the second half.
    end_the_half(&mut g);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(away(&g).rerolls, away(&without).rerolls + 1);
}

#[test]
fn deluxe_seating_d3_plus_fame_more_than_the_re_rolls_gains_one_004_l3740() {
    let mut g = at(Some("Deluxe Seating"));
    // The first drive had no roll: home is playing its turn.
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 3,
    });
    g.edit(Edit::SetRerolls {
        side: Side::Away,
        rerolls: 1,
    });
    g.score_with(home(7));
    assert_eq!(next_roll(&g), "Deluxe Seating");
    // Home: a 4 is D3 2, + FAME 1 = 3, not more than 3 re-rolls (the D6 itself would be).
    // Away: a 3 is D3 2, + FAME 0 = 2, more than 1.
    g.d6(&[4, 3]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 2);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "set-up");
}

/// FAME decides it: home (FAME 1) with 2 re-rolls rolls a 3, D3 2: 2 + 1 = 3 is more than 2,
/// where the D3 alone ties and gains nothing (004:L3740-L3743).
#[test]
fn deluxe_seating_counts_fame_so_a_tie_on_the_d3_gains_one_004_l3740() {
    let mut g = at(Some("Deluxe Seating"));
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 2,
    });
    g.edit(Edit::SetRerolls {
        side: Side::Away,
        rerolls: 2,
    });
    g.score_with(home(7));
    assert_eq!(next_roll(&g), "Deluxe Seating");
    // Away (FAME 0) rolls a 4, D3 2: 2 + 0 ties its 2 re-rolls.
    g.d6(&[3, 4]);
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        3,
        "D3 2 + FAME 1 beats 2"
    );
    assert_eq!(
        g.m.state().team(Side::Away).rerolls,
        2,
        "D3 2 + FAME 0 ties 2"
    );
}

#[test]
fn deluxe_seating_ties_gain_nothing_and_without_it_nothing_is_rolled_004_l3740() {
    let mut g = at(Some("Deluxe Seating"));
    g.edit(Edit::SetRerolls {
        side: Side::Away,
        rerolls: 2,
    });
    g.score_with(home(7));
    // Away: a 3 is D3 2 + FAME 0 = 2: equal, not higher.
    g.d6(&[1, 3]);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 2);
    let mut g = at(None);
    g.score_with(home(7));
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "set-up");
}

/// Both teams set up at `attribute`'s stadium; the away team kicks to (3,3), scatter D8 2 by
/// 1: the next roll is made before the ball lands.
fn kicked(attribute: Option<&str>) -> Game {
    let mut g = Game::set_up(book(), |s| s.league = attribute.and_then(stadium));
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g
}

#[test]
fn ale_fuelled_maniacs_replace_the_kick_off_table_on_1_in_the_first_half_004_l3762() {
    let g = kicked(None);
    assert_eq!(next_roll(&g), "Kick-off table");
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    assert_eq!(next_roll(&g), "Ale-fuelled Maniacs");
    assert_eq!(g.roll_prompt().side, Side::Away, "the kicking coach");
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Ale-fuelled Maniacs table");
    // 1: Get the Ref, a Bribe each (000:L999).
    g.d6(&[1]);
    assert_eq!((bribes(&g, Side::Home), bribes(&g, Side::Away)), (1, 1));
    // A 2 in the first half: the Kick-off table as normal.
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Kick-off table");
}

#[test]
fn ale_fuelled_maniacs_4_or_5_is_throw_a_rock_004_l3762() {
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[1]);
    g.d6(&[5]);
    assert_eq!(next_roll(&g), "Throw a Rock");
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[1]);
    // 6: Pitch Invasion; 2-3: Riot.
    let t = text(&g.d6(&[6]));
    assert!(t.contains("Pitch Invasion"), "{t}");
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[1]);
    let t = text(&g.d6(&[3]));
    assert!(t.contains("Riot"), "{t}");
}

/// At the Ale-fuelled Maniacs' stadium, the first half played (its maniacs' D6 a 2: the
/// Kick-off table, High Kick declined) and the second half's kick in the air: the maniacs'
/// D6 is asked, of home, the kicking coach.
fn second_half_kicked() -> Game {
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[2]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[rules::Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    end_the_half(&mut g);
    assert_eq!(g.m.state().half, 2);
    g.set_up_both();
    // Home kicks the second half, to (22,3).
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    assert_eq!(next_roll(&g), "Ale-fuelled Maniacs");
    assert_eq!(g.roll_prompt().side, Side::Home);
    g
}

#[test]
fn ale_fuelled_maniacs_take_over_on_1_or_2_in_the_second_half_004_l3762() {
    let mut g = second_half_kicked();
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Ale-fuelled Maniacs table");
}

/// The edges of "1 (for the first half) or 1-2 (for the second half)": a 2 in the first half
/// and a 3 in the second leave the Kick-off table as normal (004:L3762-L3765).
#[test]
fn ale_fuelled_maniacs_a_2_in_the_first_half_and_a_3_in_the_second_roll_the_table_004_l3763() {
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Kick-off table", "first half, 2");
    let mut g = second_half_kicked();
    g.d6(&[3]);
    assert_eq!(next_roll(&g), "Kick-off table", "second half, 3");
}

/// The edges of the maniacs' own table, "1 = Get the ref, 2-3 = Riot, 4-5 = Throw a Rock":
/// a 2 is Riot, not Get the Ref (no Bribe given), and a 4 Throw a Rock, not Riot
/// (004:L3765-L3767).
#[test]
fn ale_fuelled_maniacs_table_2_is_riot_and_4_is_throw_a_rock_004_l3765() {
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[1]);
    let t = text(&g.d6(&[2]));
    assert!(t.contains("Riot"), "{t}");
    assert_eq!((bribes(&g, Side::Home), bribes(&g, Side::Away)), (0, 0));
    let mut g = kicked(Some("Ale-fuelled Maniacs"));
    g.d6(&[1]);
    let t = text(&g.d6(&[4]));
    assert!(!t.contains("Riot"), "{t}");
    assert_eq!(next_roll(&g), "Throw a Rock");
}

#[test]
fn poorly_built_dungeons_send_players_back_on_5_at_a_drives_start_004_l3681() {
    for (attribute, roll, back) in [
        (Some("Poorly Built Dungeons"), 5u8, true),
        (Some("Poorly Built Dungeons"), 4, false),
    ] {
        let mut g = at(attribute);
        g.edit(Edit::RemovePlayer {
            player: home(3),
            to: DugoutBox::SentOff,
        });
        g.edit(Edit::RemovePlayer {
            player: home(4),
            to: DugoutBox::SentOff,
        });
        g.score_with(home(7));
        assert_eq!(next_roll(&g), "Poorly Built Dungeons");
        assert_eq!(g.roll_prompt().dice.len(), 2, "one D6 each");
        g.d6(&[roll, 1]);
        let place = g.place_of(home(3));
        assert_eq!(place == rules::Place::Reserves, back, "{roll}: {place:?}");
        assert_eq!(g.place_of(home(4)), rules::Place::SentOff);
    }
    // No such stadium: they stay in the dungeon, nothing is rolled.
    let mut g = at(None);
    g.edit(Edit::RemovePlayer {
        player: home(3),
        to: DugoutBox::SentOff,
    });
    g.score_with(home(7));
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "set-up");
    assert_eq!(g.place_of(home(3)), rules::Place::SentOff);
}

#[test]
fn appalling_stands_cost_1_fame_on_a_1_after_each_drive_004_l3658() {
    let mut g = at(Some("Appalling Stands"));
    g.score_with(home(7));
    assert_eq!(next_roll(&g), "Appalling Stands");
    // Home (FAME 1) rolls 2: kept; away (FAME 0) rolls 1: -1, below 0.
    g.d6(&[2, 1]);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), 1);
    assert_eq!(g.m.state().team(Side::Away).fame_now(), -1);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "set-up");
    // Without the attribute nothing is rolled.
    let mut g = at(None);
    g.score_with(home(7));
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "set-up");
}

#[test]
fn appalling_stands_roll_after_the_last_drive_too_004_l3658() {
    let mut g = at(Some("Appalling Stands"));
    end_the_half(&mut g);
    assert_eq!(next_roll(&g), "Appalling Stands");
    g.d6(&[1, 6]);
    g.set_up_both();
    g.quiet_kick_off();
    end_the_half(&mut g);
    assert_eq!(next_roll(&g), "Appalling Stands", "after the final drive");
    g.d6(&[1, 6]);
    assert!(g.m.state().finished);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), -1, "1 - 2");
    assert_eq!(g.m.state().team(Side::Away).fame_now(), 0);
}

/// A touchdown ends the drive, in overtime too: sudden death wins the match (000:L800), but
/// the D6s after the drive come first. Home (FAME 1) rolls a 1 and ends on FAME 0, away's 6
/// keeps its 0; the match is over only once they are rolled.
#[test]
fn appalling_stands_roll_after_overtimes_sudden_death_touchdown_004_l3658() {
    let book = book()
        .with_file("league.toml", "[ruleset]\novertime = \"on\"\n")
        .expect("league file");
    let mut g = Game::set_up(&book, |s| {
        s.fame = Some(rules::Fame { home: 1, away: 0 });
        s.league = stadium("Appalling Stands");
    });
    g.quiet_kick_off();
    end_the_half(&mut g);
    assert_eq!(next_roll(&g), "Appalling Stands");
    g.d6(&[6, 6]);
    g.set_up_both();
    g.quiet_kick_off();
    end_the_half(&mut g);
    assert_eq!(next_roll(&g), "Appalling Stands");
    g.d6(&[6, 6]);
    assert_eq!(g.m.state().half, 3, "0-0: overtime");
    g.decide(Decision::CoinToss { winner: Side::Home });
    g.decide(Decision::Receive);
    g.set_up_both();
    g.quiet_kick_off();
    g.score_with(home(7));
    assert!(!g.m.state().finished, "the drive's D6s first");
    assert_eq!(next_roll(&g), "Appalling Stands");
    g.d6(&[1, 6]);
    assert!(g.m.state().finished);
    assert!(matches!(g.m.prompt(), rules::Prompt::MatchOver { .. }));
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), 0, "1 - 1");
    assert_eq!(g.m.state().team(Side::Away).fame_now(), 0);
}

// Before the match: the inducements a named stadium changes.

/// Humans (Team Value 1,000,000) at home against Orcs (1,100,000) at `stadium`.
fn league_at(stadium: Option<&str>, spectacle: Option<[u8; 2]>) -> SetupSpec {
    let mut spec = league_match(
        eleven_of("human", "Lineman", 1_000_000, Default::default()),
        eleven_of("orc", "Lineman", 1_100_000, Default::default()),
        None,
    );
    if let Some(league) = spec.league.as_mut() {
        league.stadium = stadium.map(str::to_string);
        league.spectacle = spectacle;
    }
    spec
}

fn gold(spec: &SetupSpec) -> [u32; 2] {
    spec.build(book())
        .expect("builds")
        .league
        .expect("league")
        .inducement_gold
}

#[test]
fn reputation_for_spectacle_gives_both_teams_2d6_x_10000_more_gold_004_l3721() {
    assert_eq!(gold(&league_at(None, None)), [100_000, 0]);
    // 3 + 4 = 7: 70,000 each, the underdog's 100,000 kept.
    assert_eq!(
        gold(&league_at(Some("Reputation for Spectacle"), Some([3, 4]))),
        [170_000, 70_000]
    );
}

#[test]
fn reputation_for_spectacle_needs_its_2d6_and_only_that_stadium_takes_them_004_l3721() {
    let e = league_at(Some("Reputation for Spectacle"), None)
        .build(book())
        .expect_err("no dice")
        .to_string();
    assert!(e.contains("spectacle"), "{e}");
    let e = league_at(Some("Astrogranite"), Some([3, 4]))
        .build(book())
        .expect_err("another stadium")
        .to_string();
    assert!(e.contains("Reputation for Spectacle"), "{e}");
    league_at(Some("Reputation for Spectacle"), Some([7, 1]))
        .build(book())
        .expect_err("a 7 is no D6");
}

#[test]
fn broadcast_studio_makes_star_players_50000_cheaper_004_l3725() {
    let price = |stadium: Option<&str>, side: Side, star: &str| {
        rules::inducement_offer::star_offers(book(), &league_at(stadium, None), side)
            .into_iter()
            .find(|o| o.name == star)
            .map(|o| o.each)
    };
    assert_eq!(price(None, Side::Home, "Griff Oberwald"), Some(320_000));
    assert_eq!(
        price(Some("Broadcast Studio"), Side::Home, "Griff Oberwald"),
        Some(270_000)
    );
    // Bomber Dribblesnot, 60,000: 10,000, the least a star costs there.
    assert_eq!(
        price(Some("Broadcast Studio"), Side::Away, "Bomber Dribblesnot"),
        Some(10_000)
    );
}

/// The built-in book with a league's house-rules price for Bomber Dribblesnot (his own 2016
/// entry otherwise): no 2016 Star Player costs under 60,000, where the floor first bites.
fn bomber_at(cost: u32) -> tables::Rulebook {
    let entry = format!(
        r#"[[star]]
id = "bomber-dribblesnot"
name = "Bomber Dribblesnot"
cost = {cost}
source = "004:L9126-L9134"
plays_for = ["goblin", "ogre", "orc"]
roster_pages = ["goblin", "ogre", "savage-orc", "orc", "underworld", "chaos-renegades"]
[[star.player]]
name = "Bomber Dribblesnot"
ma = 6
st = 2
ag = 3
av = 7
skills = ["Loner", "Accurate", "Bombardier", "Dodge", "Right Stuff", "Secret Weapon", "Stunty"]
"#
    );
    book().with_file("stars.toml", &entry).expect("stars file")
}

/// Broadcast Studio's floor (004:L3725-L3726): 50,000 off, but never under 10,000. A star
/// priced 50,000 costs 10,000 there, not 0; one priced 55,000, 10,000, not 5,000; one
/// priced 70,000, 20,000 (the floor does not lift a price above it).
#[test]
fn broadcast_studio_a_star_of_50000_or_so_costs_10000_not_less_004_l3725() {
    for (cost, studio) in [(50_000, 10_000), (55_000, 10_000), (70_000, 20_000)] {
        let book = bomber_at(cost);
        let price = |stadium: Option<&str>| {
            rules::inducement_offer::star_offers(&book, &league_at(stadium, None), Side::Away)
                .into_iter()
                .find(|o| o.name == "Bomber Dribblesnot")
                .map(|o| o.each)
        };
        assert_eq!(price(None), Some(cost), "the league's price");
        assert_eq!(price(Some("Broadcast Studio")), Some(studio), "{cost}");
    }
}

// Unclear Markings (004:L3669-L3675): the kicking team moves the line of scrimmage.

/// The away team kicks at `attribute`'s stadium; nobody has set up yet.
fn markings(attribute: Option<&str>) -> Game {
    let mut setup = setup();
    setup.league = attribute.and_then(stadium);
    Game {
        m: Match::new(setup, book()).expect("match builds"),
    }
}

/// `side`'s example formation `dx` squares along the pitch (each square of it shifted).
fn shifted(side: Side, dx: i32) -> Vec<rules::Square> {
    formation(side)
        .into_iter()
        .map(|s| sq(i32::from(s.x()) + dx, i32::from(s.y())))
        .collect()
}

fn place(g: &mut Game, side: Side, squares: &[rules::Square]) -> Result<(), rules::Rejection> {
    for (i, square) in squares.iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.try_apply(rules::Input::Decide(Decision::Place {
            player: rules::PlayerId::new(side, number),
            square: *square,
        }))?;
    }
    g.try_apply(rules::Input::Decide(Decision::EndSetup))
        .map(|_| ())
}

#[test]
fn unclear_markings_let_the_kicking_team_move_the_line_of_scrimmage_004_l3669() {
    let mut g = markings(Some("Unclear Markings"));
    assert_eq!(g.prompt_kind(), Some(rules::DecisionKind::UnclearMarkings));
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    assert_eq!(options.len(), 3, "{options:?}");
    // Away moves it one square forward, towards the home team: away's line is x 12, home's 11.
    g.decide(Decision::MoveLineOfScrimmage { forward: 1 });
    place(&mut g, Side::Away, &shifted(Side::Away, -1)).expect("away sets up on x 12");
    // Home's usual line, x 12, is now the away half.
    let e = place(&mut g, Side::Home, &formation(Side::Home)).expect_err("x 12 is away's");
    assert!(!e.to_string().is_empty());
    let mut g = markings(Some("Unclear Markings"));
    g.decide(Decision::MoveLineOfScrimmage { forward: 1 });
    place(&mut g, Side::Away, &shifted(Side::Away, -1)).expect("away");
    place(&mut g, Side::Home, &shifted(Side::Home, -1)).expect("home on x 11");
    assert_eq!(g.prompt_kind(), Some(rules::DecisionKind::KickOff));
    // Without the stadium: no choice, and x 12 is the home half.
    let mut g = markings(None);
    assert_ne!(g.prompt_kind(), Some(rules::DecisionKind::UnclearMarkings));
    place(&mut g, Side::Away, &shifted(Side::Away, -1)).expect_err("x 12 is home's");
}

#[test]
fn unclear_markings_back_moves_the_line_towards_the_kicking_team_004_l3669() {
    let mut g = markings(Some("Unclear Markings"));
    g.decide(Decision::MoveLineOfScrimmage { forward: -1 });
    // Back: away's line is x 14, home's 13.
    place(&mut g, Side::Away, &shifted(Side::Away, 1)).expect("away on x 14");
    place(&mut g, Side::Home, &shifted(Side::Home, 1)).expect("home on x 13");
    let mut g = markings(Some("Unclear Markings"));
    assert!(
        g.try_apply(rules::Input::Decide(Decision::MoveLineOfScrimmage {
            forward: 2
        }))
        .is_err(),
        "one square at most"
    );
}

#[test]
fn unclear_markings_lift_the_wide_zone_limit_004_l3669() {
    // Away: three on the line of scrimmage, three in one wide zone (y 0-3), five behind.
    let squares: Vec<rules::Square> = [
        (13, 6),
        (13, 7),
        (13, 8),
        (15, 0),
        (15, 1),
        (15, 2),
        (16, 6),
        (16, 7),
        (16, 8),
        (18, 7),
        (20, 7),
    ]
    .map(|(x, y)| sq(x, y))
    .to_vec();
    let mut g = markings(Some("Unclear Markings"));
    g.decide(Decision::MoveLineOfScrimmage { forward: 0 });
    place(&mut g, Side::Away, &squares).expect("no wide-zone limit");
    let mut g = markings(None);
    let e = place(&mut g, Side::Away, &squares).expect_err("at most 2 per wide zone");
    assert!(e.to_string().contains("wide zone"), "{e}");
}

#[test]
fn unclear_markings_move_the_touchback_line_too_004_l3669() {
    for (attribute, touchback) in [(Some("Unclear Markings"), true), (None, false)] {
        let mut g = markings(attribute);
        let dx = if attribute.is_some() {
            g.decide(Decision::MoveLineOfScrimmage { forward: 1 });
            -1
        } else {
            0
        };
        place(&mut g, Side::Away, &shifted(Side::Away, dx)).expect("away");
        place(&mut g, Side::Home, &shifted(Side::Home, dx)).expect("home");
        // Aimed at (11,3), one square towards the away end (D8 5): down on (12,3), the away
        // half with the line moved, the home half without.
        g.decide(Decision::KickTo { square: sq(11, 3) });
        g.dice(&[rules::Die::D8(5), rules::Die::D6(1)]);
        // High Kick, nobody moved under it.
        g.d6(&[2, 3]);
        while g.prompt_kind() == Some(rules::DecisionKind::HighKick) {
            g.decide(Decision::Done);
        }
        assert_eq!(
            g.prompt_kind() == Some(rules::DecisionKind::Touchback),
            touchback,
            "{attribute:?}: {:#?}",
            g.m.prompt()
        );
    }
}

#[test]
fn unclear_markings_are_chosen_again_for_each_drive_004_l3669() {
    let mut g = markings(Some("Unclear Markings"));
    g.decide(Decision::MoveLineOfScrimmage { forward: 0 });
    g.set_up_both();
    g.quiet_kick_off();
    g.score_with(home(7));
    // Home scored and kicks: its coach chooses.
    assert_eq!(g.prompt_kind(), Some(rules::DecisionKind::UnclearMarkings));
    assert_eq!(g.decider(), Side::Home);
}

#[test]
fn unclear_markings_rolled_before_the_match_are_asked_before_the_first_set_up_004_l3669() {
    let book = book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"off\"\n",
        )
        .expect("league file");
    for (attribute_die, asked) in [(4u8, true), (5, false)] {
        let spec = SetupSpec {
            home: TeamSpec::QuickStart("human-quick-start".into()),
            away: TeamSpec::QuickStart("orc-quick-start".into()),
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: Some(LeagueSpec::default()),
        };
        let mut g = Game {
            m: Match::new(spec.build(&book).expect("builds"), &book).expect("match"),
        };
        // 2 + 2: Rough & Ready; 4 is Unclear Markings, 5 Desperate for Exposure.
        g.d6(&[2, 2]);
        g.d6(&[attribute_die]);
        assert_eq!(
            g.prompt_kind() == Some(rules::DecisionKind::UnclearMarkings),
            asked,
            "{attribute_die}: {:#?}",
            g.m.prompt()
        );
    }
}
