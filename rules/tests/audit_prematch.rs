//! Audit of the pre-match sequence and the inducements (004:L2669-L2797, L3005-L3130), clause
//! by clause: each test is one clause the earlier tests left open, written from the text with
//! numbers that make the nearest wrong reading fail.

use crate::common;
use common::*;

use rules::special_play::Deck;
use rules::{
    BlockFace, Decision, DecisionKind, Die, Inducement, InducementSpec, MatchSetup, Place, Prompt,
    Reroll, SetupSpec, Side, StarSpec, TeamSpec,
};

/// `spec` hiring `stars` too.
fn hiring(mut spec: TeamSpec, hired: &[&str]) -> TeamSpec {
    if let TeamSpec::Roster { stars, .. } = &mut spec {
        *stars = hired
            .iter()
            .map(|s| StarSpec {
                star: (*s).into(),
                numbers: Vec::new(),
            })
            .collect();
    }
    spec
}

/// The built-in rulebook with a league file choosing `ruleset` (TOML lines).
fn ruled(ruleset: &str) -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            &format!("[ruleset]\nleague = \"on\"\n{ruleset}"),
        )
        .expect("league file")
}

fn refusal(spec: &SetupSpec, book: &tables::Rulebook) -> String {
    spec.build(book).expect_err("refused").to_string()
}

// --- 4.1 The inducement gold (004:L2738-L2757, FAQ 004:L11687-L11691) ---

/// Equal Team Values: neither team is the underdog, so neither gets gold; at the home team's
/// stadium the away team still gets its 50,000. Rules out reading "the underdog" as the home
/// or the away team when the values tie.
#[test]
fn equal_team_values_give_no_gold_but_the_50000_away_from_home_004_l2743_l2756_l11687() {
    let bribe = InducementSpec::default().with(Inducement::Bribes, 1);
    let tied = common::league_match(
        common::eleven_of("human", "Lineman", 1_100_000, InducementSpec::default()),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    let l = tied.build(book()).expect("builds").league.expect("league");
    assert_eq!(l.inducement_gold, [0, 0]);
    for side in Side::BOTH {
        let (h, a) = match side {
            Side::Home => (bribe.clone(), InducementSpec::default()),
            Side::Away => (InducementSpec::default(), bribe.clone()),
        };
        let buys = common::league_match(
            common::eleven_of("human", "Lineman", 1_100_000, h),
            common::eleven_of("orc", "Lineman", 1_100_000, a),
            None,
        );
        assert!(refusal(&buys, book()).contains("has 0"), "{side:?}");
    }
    let at_home = common::league_match(
        common::eleven_of("human", "Lineman", 1_100_000, InducementSpec::default()),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        Some(Side::Home),
    );
    let l = at_home
        .build(book())
        .expect("builds")
        .league
        .expect("league");
    assert_eq!(l.inducement_gold, [0, 50_000]);
}

// --- 4.2 Each inducement's price and limit ---

/// The Waaagh! Drummer costs 50,000 by the text and rosters, 30,000 by its card: a league's
/// `waaagh-drummer-cost` option chooses (004:L3315-L3333, L6660). An Orc team 30,000 behind
/// cannot afford him at 50,000, and can at 30,000.
#[test]
fn the_waaagh_drummer_costs_what_the_leagues_option_chooses_004_l3315_l6660() {
    let drummer = InducementSpec::default().with(Inducement::WaaaghDrummer, 1);
    let spec = common::league_match(
        common::eleven_of("human", "Lineman", 1_030_000, InducementSpec::default()),
        common::eleven_of("orc", "Lineman", 1_000_000, drummer),
        None,
    );
    let e = refusal(&spec, &ruled(""));
    assert!(e.contains("spends 50000") && e.contains("has 30000"), "{e}");
    let cheap = spec
        .build(&ruled("waaagh-drummer-cost = \"30000\"\n"))
        .expect("30,000 buys him at the card's price");
    assert_eq!(cheap.league.expect("league").spent, [0, 30_000]);
}

/// Special Plays are 0-5 (004:L2768): a sixth is refused, five are bought (each at its
/// deck's price, 004:L3122-L3130).
#[test]
fn at_most_five_special_plays_004_l2768() {
    let book = ruled("special-play-cards = \"on\"\n");
    let plays = |n: usize| InducementSpec {
        special_plays: vec![Deck::DirtyTricks; n],
        ..InducementSpec::default()
    };
    let six = common::league_match(
        common::eleven_of("human", "Lineman", 700_000, plays(6)),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    let e = refusal(&six, &book);
    assert!(e.contains("at most 5") && e.contains("004:L2768"), "{e}");
    let five = common::league_match(
        common::eleven_of("human", "Lineman", 700_000, plays(5)),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    let l = five.build(&book).expect("five").league.expect("league");
    assert_eq!(l.spent, [250_000, 0]);
}

// --- 3.1 Star Players as an inducement (004:L3094-L3119) ---

/// Both teams induced Morg 'n' Thorg (430,000): neither fields him, and both still pay his fee
/// (004:L3109-L3112). Rules out refunding the fee, and fielding him for one team.
#[test]
fn a_star_both_teams_hired_keeps_both_fees_and_plays_for_neither_004_l3109_l3112() {
    let mut away = hiring(
        common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        &["Morg 'n' Thorg"],
    );
    if let TeamSpec::Roster { inducements, .. } = &mut away {
        inducements.treasury = 430_000;
    }
    let mut home = hiring(
        common::eleven_of("human", "Lineman", 600_000, InducementSpec::default()),
        &["morg-n-thorg"],
    );
    if let TeamSpec::Roster { inducements, .. } = &mut home {
        inducements.treasury = 30_000;
    }
    let spec = common::league_match(home, away, None);
    let setup = spec.build(book()).expect("the match is played without him");
    let l = setup.league.as_ref().expect("league");
    assert_eq!(l.spent, [430_000, 430_000]);
    assert_eq!(l.from_treasury, [30_000, 430_000]);
    for t in [&setup.home, &setup.away] {
        assert_eq!(t.players.len(), 11, "{}", t.name);
        assert!(!t.players.iter().any(|p| p.name.contains("Morg")));
    }
}

/// Who may hire a Star: his entry or the team's roster page, as the league's
/// `star-eligibility` option reads them (004:L9059-L9706). Griff Oberwald's entry names only
/// Human, the Bretonnian roster page lists him; Bilerot Vomitflesh's entry names Chaos,
/// no Chaos roster page lists him.
#[test]
fn star_eligibility_reads_the_entry_the_roster_page_or_either_004_l9059() {
    let griff = |book: &tables::Rulebook| {
        common::league_match(
            hiring(
                common::eleven_of("bretonnia", "Lineman", 600_000, InducementSpec::default()),
                &["Griff Oberwald"],
            ),
            common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
            None,
        )
        .build(book)
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    let bilerot = |book: &tables::Rulebook| {
        common::league_match(
            hiring(
                common::eleven_of(
                    "chaos-chosen",
                    "Beastman",
                    600_000,
                    InducementSpec::default(),
                ),
                &["Bilerot Vomitflesh"],
            ),
            common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
            None,
        )
        .build(book)
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    let either = ruled("");
    assert_eq!(griff(&either), Ok(()));
    assert_eq!(bilerot(&either), Ok(()));
    let entry = ruled("star-eligibility = \"star-entry\"\n");
    let e = griff(&entry).expect_err("only his entry counts");
    assert!(e.contains("may not hire Griff Oberwald"), "{e}");
    assert!(e.contains("his entry"), "{e}");
    assert!(e.contains("does not let him play"), "{e}");
    assert_eq!(bilerot(&entry), Ok(()));
    let page = ruled("star-eligibility = \"roster-page\"\n");
    assert_eq!(griff(&page), Ok(()));
    let e = bilerot(&page).expect_err("only the roster page counts");
    assert!(e.contains("may not hire Bilerot Vomitflesh"), "{e}");
    assert!(e.contains("roster page"), "{e}");
    assert!(e.contains("does not let him play"), "{e}");
    // The offer a window shows follows the same option.
    let chaos = book_roster(&page, "chaos-chosen");
    assert!(
        !page
            .stars_for(chaos)
            .iter()
            .any(|h| h.star.id == "bilerot-vomitflesh")
    );
    let chaos = book_roster(&either, "chaos-chosen");
    assert!(
        either
            .stars_for(chaos)
            .iter()
            .any(|h| h.star.id == "bilerot-vomitflesh")
    );
}

fn book_roster<'b>(book: &'b tables::Rulebook, id: &str) -> &'b tables::Roster {
    book.roster(id).expect("roster")
}

// --- 5.3 The Special Play Draw/Keep table (004:L2780-L2797) ---

/// The cards each team keeps go by the HIGHER Team Value of the two, for both teams, and each
/// Special Play adds one (004:L2786-L2796). The first row ends below 1,000,000 (the digest's
/// reading of the two rows that both name it).
#[test]
fn both_teams_keep_by_the_higher_team_value_plus_one_a_special_play_004_l2791_l2796() {
    let book = ruled("special-play-cards = \"on\"\n");
    for (higher, keep) in [
        (990_000, 1u8),
        (1_000_000, 2),
        (1_990_000, 2),
        (2_000_000, 3),
        (2_990_000, 3),
        (3_000_000, 4),
    ] {
        let spec = common::league_match(
            common::eleven_of("human", "Lineman", 600_000, InducementSpec::default()),
            common::eleven_of("orc", "Lineman", higher, InducementSpec::default()),
            None,
        );
        let l = spec.build(&book).expect("builds").league.expect("league");
        assert_eq!(l.card_keeps, [keep, keep], "highest {higher}");
    }
    // Two Special Plays: two more kept for that team only.
    let plays = InducementSpec {
        special_plays: vec![Deck::RandomEvents, Deck::DirtyTricks],
        ..InducementSpec::default()
    };
    let spec = common::league_match(
        common::eleven_of("human", "Lineman", 1_400_000, plays),
        common::eleven_of("orc", "Lineman", 1_500_000, InducementSpec::default()),
        None,
    );
    let l = spec.build(&book).expect("builds").league.expect("league");
    assert_eq!(l.card_keeps, [4, 2]);
}

// --- 4.2 Extra Team Training, the card's reading (004:L6481-L6492) ---

/// With the league's `extra-team-training` = `each-half` (the card), the training re-rolls
/// come back at half time: one used in the first half, both there again in the second. Rules
/// out the text's reading (one left) under the card's option.
#[test]
fn extra_team_training_each_half_comes_back_at_half_time_004_l6481_l6492() {
    let book = ruled("extra-team-training = \"each-half\"\n");
    let training = InducementSpec::default().with(Inducement::ExtraTeamTraining, 2);
    let spec = common::league_match(
        common::eleven_of("human", "Lineman", 800_000, training),
        common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        None,
    );
    let built = spec.build(&book).expect("builds");
    assert!(built.home.inducements.training_each_half);
    let mut g = Game::with(|s| {
        s.home.rerolls = 0;
        s.home.inducements = built.home.inducements;
    });
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), rules::ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1);
    g.decide(Decision::EndTurn);
    for _ in 0..16 {
        if g.m.state().half != 1 {
            break;
        }
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.m.state().half, 2);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
}

// --- 4.2 Wandering Apothecaries and the Igor in play (004:L3010-L3019, L3086-L3092) ---

/// Away #7 is blocked down onto (12,7) and his armour broken: the Injury roll is next.
fn hurt_game(book: &tables::Rulebook, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::set_up(book, change);
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g
}

fn asked(g: &Game, kind: DecisionKind) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == kind)
}

/// Only one Apothecary re-rolls each Casualty roll (004:L3018-L3019): with the team's own and
/// a Wandering one, a Dead (61) re-rolled by the first to a Lasting Injury (51) is not offered
/// to the second, whichever result the coach keeps; the second stays for another player.
#[test]
fn only_one_apothecary_re_rolls_each_casualty_roll_004_l3018() {
    for keep_second in [false, true] {
        let mut g = hurt_game(&league_book(), |s| s.away.apothecaries = 2);
        g.d6(&[5, 6]);
        assert_eq!(g.roll_prompt().roll, "Casualty");
        g.dice(&[Die::D6(6), Die::D8(1)]);
        assert!(asked(&g, DecisionKind::Apothecary));
        g.decide(Decision::Apothecary { use_it: true });
        g.dice(&[Die::D6(5), Die::D8(1)]);
        let keep = g
            .decision_options()
            .into_iter()
            .find(|d| matches!(d, Decision::KeepCasualty { second } if *second == keep_second))
            .expect("the coach keeps one of the two");
        g.decide(keep);
        assert!(
            !asked(&g, DecisionKind::Apothecary),
            "a second Apothecary on the same Casualty roll (keep second: {keep_second})"
        );
        assert_eq!(g.m.state().team(Side::Away).apothecaries, 1);
        assert_eq!(g.place_of(away(7)), Place::Casualty);
    }
}

/// An Igor is never used on a Star Player (004:L3116-L3119): a hired Star's failed
/// Regeneration roll is not offered to the Igor, which stays for the team's own players.
#[test]
fn an_igor_never_re_rolls_a_star_players_regeneration_004_l3116() {
    let mut g = hurt_game(book(), |s| {
        s.away.igor = true;
        if let Some(p) = s.away.players.get_mut(6) {
            p.position = rules::setup::STAR_POSITION.to_string();
            p.skills.push("regeneration".into());
        }
    });
    g.d6(&[5, 6]);
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[3]);
    assert!(!asked(&g, DecisionKind::Igor));
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(g.m.state().team(Side::Away).igor, "the Igor is kept");
}

// --- 4.3 (In)Famous Coaching Staff and Star Players (004:L3131-L3137, L3233-L3240) ---

/// Papa Skullbones never blesses a Star Player (004:L3133): with home #3 a Star, the ten
/// other players on the pitch are offered, he is not.
#[test]
fn papa_skullbones_never_blesses_a_star_player_004_l3133() {
    let g = Game::set_up(book(), |s| {
        s.home.inducements.bought.set(Inducement::PapaSkullbones, 1);
        if let Some(p) = s.home.players.get_mut(2) {
            p.position = rules::setup::STAR_POSITION.to_string();
        }
    });
    assert!(asked(&g, DecisionKind::UseInducement), "{:?}", g.m.prompt());
    let blessable: Vec<rules::PlayerId> = g
        .decision_options()
        .iter()
        .filter_map(|d| match d {
            Decision::Bless { player } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(blessable.len(), 10);
    assert!(!blessable.contains(&home(3)));
}

/// Krot Shockwhisker never works on a Star Player (004:L3238-L3240): away #7, a Star, is a
/// Casualty (41, not dead) and the only player in the box, so away is not asked and sets up.
/// The same Casualty on a player of the team's own is offered (the control).
#[test]
fn krot_shockwhisker_never_picks_a_star_player_004_l3238_l3240() {
    for star in [false, true] {
        let mut g = Game::set_up(&league_book(), |s| {
            s.away
                .inducements
                .bought
                .set(Inducement::KrotShockwhisker, 1);
            if star && let Some(p) = s.away.players.get_mut(6) {
                p.position = rules::setup::STAR_POSITION.to_string();
            }
        });
        g.quiet_kick_off();
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.block(home(7), away(7), &[BlockFace::DefenderDown]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[6, 6]);
        g.d6(&[5, 5]);
        g.dice(&[Die::D6(4), Die::D8(1)]);
        assert_eq!(g.place_of(away(7)), Place::Casualty);
        g.score_with(home(2));
        for (i, square) in formation(Side::Home).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: home(number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
        let krot = matches!(g.m.prompt(), Prompt::Decision(d)
            if d.kind == DecisionKind::UseInducement && d.side == Side::Away);
        assert_eq!(krot, !star, "star: {star}: {:#?}", g.m.prompt());
    }
}

// --- 5.2 The Team Value the inducement gold comes from (004:L2348-L2359, L3280-L3286) ---

/// Under the Free Fan Factor rule Fan Factor never adds to the Team Value (004:L3280-L3286):
/// eleven Human Linemen (550,000), two re-rolls (100,000) and Fan Factor 5 make 700,000
/// without the rule and 650,000 with it; a ready-made team's value loses its Fan Factor too.
#[test]
fn free_fan_factor_never_adds_to_the_team_value_004_l3284() {
    let mut spec = common::eleven_of("human", "Lineman", 0, InducementSpec::default());
    if let TeamSpec::Roster {
        team_value,
        fan_factor,
        ..
    } = &mut spec
    {
        *team_value = None;
        *fan_factor = 5;
    }
    assert_eq!(rules::team_value(&ruled(""), &spec), Ok(700_000));
    let free = ruled("free-fan-factor = \"on\"\n");
    assert_eq!(rules::team_value(&free, &spec), Ok(650_000));
    let quick = TeamSpec::QuickStart("human-quick-start".into());
    let ff = book()
        .quick_start_team("human-quick-start")
        .expect("team")
        .fan_factor;
    assert!(ff > 0, "the ready-made team has a Fan Factor to leave out");
    let with = rules::team_value(&ruled(""), &quick).expect("value");
    let without = rules::team_value(&free, &quick).expect("value");
    assert_eq!(with - without, 10_000 * u32::from(ff));
}

// --- The prices the sources print twice (004:L23, L3076-L3078, L11006) ---

/// Grak and Crumbleberry cost 300,000 by their entry (the update, 004:L23) and 210,000 by the
/// roster pages: the league's `star-price` option chooses; either way the duo is one hire of
/// two models (004:L9252-L9253).
#[test]
fn a_stars_price_is_his_entrys_or_the_roster_pages_by_the_option_004_l23_l9246() {
    let spec = common::league_match(
        hiring(
            common::eleven_of("human", "Lineman", 700_000, InducementSpec::default()),
            &["Grak and Crumbleberry"],
        ),
        common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        None,
    );
    let entry = spec.build(&ruled("")).expect("300,000 of 300,000");
    assert_eq!(entry.league.as_ref().expect("league").spent, [300_000, 0]);
    assert_eq!(entry.home.players.len(), 13);
    let page = spec
        .build(&ruled("star-price = \"roster-page\"\n"))
        .expect("210,000");
    assert_eq!(page.league.expect("league").spent, [210_000, 0]);
}

/// A Halfling team's Master Chef costs 100,000 by the text, 150,000 by the Halfling roster
/// (004:L3076-L3078, L11006): the league's `halfling-master-chef-cost` option chooses; any
/// other team pays 300,000 either way.
#[test]
fn a_halfling_teams_master_chef_costs_what_the_option_chooses_004_l3076_l11006() {
    let chef = InducementSpec::default().with(Inducement::HalflingMasterChef, 1);
    // 250,000 of gold: the roster's price fits, the others' 300,000 does not.
    let spec = |roster: &str, position: &str| {
        common::league_match(
            common::eleven_of(roster, position, 750_000, chef.clone()),
            common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
            None,
        )
    };
    let roster_price = ruled("halfling-master-chef-cost = \"150000\"\n");
    let l = spec("halfling", "Halfling")
        .build(&roster_price)
        .expect("150,000")
        .league
        .expect("league");
    assert_eq!(l.spent, [150_000, 0]);
    let e = refusal(&spec("human", "Lineman"), &roster_price);
    assert!(e.contains("spends 300000"), "{e}");
}

/// At the Bugman's League Cup a Star is bought onto the roster as any player (001:L467), not
/// induced: two cup teams that both have Griff Oberwald each field him. Rules out the
/// inducement's "neither may use him" (004:L3109-L3112) reaching the cup.
#[test]
fn two_cup_teams_with_the_same_star_each_field_him_001_l467() {
    let cup = book()
        .with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")
        .expect("cup file");
    let griff = |name: &str| {
        let mut spec = hiring(
            common::eleven_of("human", "Lineman", 0, InducementSpec::default()),
            &["Griff Oberwald"],
        );
        if let TeamSpec::Roster {
            name: n,
            team_value,
            ..
        } = &mut spec
        {
            *n = name.into();
            *team_value = None;
        }
        spec
    };
    let spec = SetupSpec {
        home: griff("Home"),
        away: griff("Away"),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    };
    let built = spec.build(&cup).expect("a cup match");
    for t in [&built.home, &built.away] {
        assert!(
            t.players.iter().any(|p| p.name == "Griff Oberwald"),
            "{}",
            t.name
        );
    }
}
