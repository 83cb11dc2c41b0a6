//! Expensive Mistakes (004:L2944-L2961, L3004-L3009): a team with 100,000 gold or more in its
//! Treasury at step 5 of the post-match sequence, Prepare for Next Match, rolls a D6 on the
//! column of its gold (004:L2976-L2977). Step 5 comes after Hire and Fire (004:L2692-L2693),
//! so the engine rolls it as the first roll of the team's next match, on the Treasury the
//! league says the team brings (`expensive_mistakes` in the league setup). Dice are chosen so
//! the nearest wrong reading gives another answer: each column's edge, the D3 read as the D6,
//! half rounded down, 2D6 kept as gold rather than x 10,000.

use crate::common;
use common::*;

use rules::{
    InducementSpec, InducementsChosen, LeagueSpec, Match, RollRequest, SetupSpec, Side, TeamSpec,
};

/// Humans at home, Orcs away, each bringing `brought` to step 5.
fn spec(brought: [Option<u32>; 2]) -> SetupSpec {
    SetupSpec {
        home: eleven_of("human", "Lineman", 1_000_000, InducementSpec::default()),
        away: eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec {
            expensive_mistakes: brought,
            ..LeagueSpec::default()
        }),
    }
}

/// The match of [`spec`]; with `after_referee` its inducements are chosen after the Referee
/// roll, as the window chooses them.
fn game(book: &tables::Rulebook, brought: [Option<u32>; 2], after_referee: bool) -> Game {
    let mut setup = spec(brought).build(book).expect("builds");
    if after_referee && let Some(league) = setup.league.as_mut() {
        league.inducements_chosen = InducementsChosen::AfterReferee;
    }
    Game {
        m: Match::new(setup, book).expect("match"),
    }
}

fn mistakes_asked(g: &Game, side: Side) -> RollRequest {
    let asked = g.roll_prompt();
    assert_eq!(
        (asked.roll.as_ref(), asked.side, asked.dice.len()),
        ("Expensive Mistakes", side, 1),
        "{}",
        asked.purpose
    );
    asked
}

/// 90,000 does not roll; 100,000 does, on the first column (004:L2976-L2977); a team with no
/// step 5 before this match (`None`) neither. The rolls come before the Weather.
#[test]
fn ninety_thousand_rolls_nothing_and_a_hundred_thousand_rolls_first_004_l2976() {
    let book = league_book();
    let mut g = game(&book, [Some(90_000), Some(100_000)], false);
    let asked = mistakes_asked(&g, Side::Away);
    assert!(
        asked.purpose.contains("100,000-190,000"),
        "{}",
        asked.purpose
    );
    let t = text(&g.d6(&[6]));
    assert!(t.contains("Crisis Averted"), "{t}");
    assert_eq!(g.roll_prompt().roll, "Weather");
    assert_eq!(g.m.state().treasury_lost, [0, 0]);

    let g = game(&book, [None, Some(99_999)], false);
    assert_eq!(g.roll_prompt().roll, "Weather");
}

/// A 3 averts the crisis at 190,000 (first column) but is a Minor Incident at 200,000 (the
/// second, 004:L2946-L2953); its D3 (a D6 of 5 halved, rounding up: 3) loses 30,000
/// (004:L3005), not 50,000.
#[test]
fn the_column_turns_at_200_000_and_a_minor_incident_loses_d3_x_10_000_004_l2946_l3005() {
    let book = league_book();
    let mut g = game(&book, [Some(190_000), Some(200_000)], false);
    mistakes_asked(&g, Side::Home);
    g.d6(&[3]);
    let asked = mistakes_asked(&g, Side::Away);
    assert!(
        asked.purpose.contains("200,000-290,000"),
        "{}",
        asked.purpose
    );
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().roll, "Minor Incident");
    let t = text(&g.d6(&[5]));
    assert!(t.contains("30,000 of 200,000 lost"), "{t}");
    assert_eq!(g.m.state().treasury_lost, [0, 30_000]);
    assert_eq!(g.roll_prompt().roll, "Weather");
}

/// A Major Incident loses half the Treasury, the loss rounded up (004:L3006-L3007): of
/// 310,001 gold a 2 on the third column loses 155,001.
#[test]
fn a_major_incident_loses_half_the_treasury_rounded_up_004_l3006() {
    let book = league_book();
    let mut g = game(&book, [Some(310_001), None], false);
    mistakes_asked(&g, Side::Home);
    let t = text(&g.d6(&[2]));
    assert!(t.contains("Major Incident"), "{t}");
    assert_eq!(g.m.state().treasury_lost, [155_001, 0]);
}

/// A Catastrophe empties the Treasury but for 2D6 x 10,000 (004:L3008-L3009): of 610,000
/// (the 500,000+ column, where a 3 is a Catastrophe) a 3 and a 4 keep 70,000, losing 540,000.
#[test]
fn a_catastrophe_keeps_2d6_x_10_000_004_l3008() {
    let book = league_book();
    let mut g = game(&book, [Some(610_000), None], false);
    g.d6(&[3]);
    let asked = g.roll_prompt();
    assert_eq!((asked.roll.as_ref(), asked.dice.len()), ("Catastrophe", 2));
    g.d6(&[3, 4]);
    assert_eq!(g.m.state().treasury_lost, [540_000, 0]);
}

/// At 500,000 (the last column, 004:L2959) even a 6 is a Minor Incident; a D6 of 1 halves to a
/// D3 of 1: 10,000.
#[test]
fn at_500_000_a_6_is_a_minor_incident_004_l2959() {
    let book = league_book();
    let mut g = game(&book, [Some(500_000), None], false);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Minor Incident");
    g.d6(&[1]);
    assert_eq!(g.m.state().treasury_lost, [10_000, 0]);
}

/// The columns are the rulebook's tables: a league whose house rules replace the
/// 100,000-190,000 column (every face a Major Incident) has a 6 there lose half of 100,000.
#[test]
fn a_house_rule_table_replaces_a_column_004_l2946() {
    let rows: String = (1..=6)
        .map(|face| {
            format!(
                "[[table.row]]\nfrom = {face}\nresult = \"Major Incident\"\n\
                 effect = \"Half the Treasury.\"\nsource = \"our league\"\n"
            )
        })
        .collect();
    let book = book()
        .with_file(
            "league.toml",
            &format!(
                "[ruleset]\nleague = \"on\"\n\n[[table]]\nid = \"expensive-mistakes-100k\"\n\
                 name = \"Expensive Mistakes, Treasury 100'000-190'000\"\ndice = \"D6\"\n\
                 source = \"our league\"\noption = \"league\"\n{rows}"
            ),
        )
        .expect("house rules");
    let mut g = game(&book, [Some(100_000), None], false);
    g.d6(&[6]);
    assert_eq!(g.m.state().treasury_lost, [50_000, 0]);
}

/// The inducements are chosen after this match's Expensive Mistakes: the Treasury they may
/// spend from is what the Minor Incident left (200,000 less 3 x 10,000), not the 200,000
/// brought (004:L2749-L2754, L3005).
#[test]
fn the_inducements_spend_what_the_mistakes_left_004_l3005_l2749() {
    let book = league_book();
    let mut g = game(&book, [Some(200_000), None], true);
    g.d6(&[1]); // Minor Incident on the second column
    g.d6(&[6]); // D3 3: 30,000
    g.d6(&[3, 4]); // Weather 7
    let mut wants = spec([None, None]);
    if let TeamSpec::Roster { inducements, .. } = &mut wants.home {
        inducements.treasury = 200_000;
    }
    let priced = g.m.inducement_spec(wants);
    let TeamSpec::Roster { inducements, .. } = &priced.home else {
        panic!("a roster team");
    };
    assert_eq!(inducements.treasury, 170_000);
}

/// Humans buying a Bribe (100,000, 004:L3046) with no inducement gold (equal Team Values), so
/// all of it from a Treasury of 150,000, in the setup, bringing `brought` to step 5.
fn bribe_in_the_setup(brought: Option<u32>) -> Result<rules::MatchSetup, rules::SetupError> {
    let bought = InducementSpec {
        treasury: 150_000,
        ..InducementSpec::default()
    }
    .with(rules::Inducement::Bribes, 1);
    let mut spec = spec([brought, None]);
    spec.home = eleven_of("human", "Lineman", 1_000_000, bought);
    spec.build(&league_book())
}

/// Inducements bought in a script's setup are bought before the match's first roll, and a
/// team's Expensive Mistakes, which may take that gold, are that first roll (004:L2692-L2693,
/// L2976-L2977): a team bringing 150,000 may not take 100,000 of it for a Bribe there. A
/// team that rolls none (90,000 brought, or no step 5) may.
#[test]
fn gold_from_a_treasury_that_rolls_mistakes_is_not_spent_in_the_setup_004_l2976() {
    let refused = bribe_in_the_setup(Some(150_000)).expect_err("spends gold the roll may take");
    assert!(
        refused
            .to_string()
            .contains("Expensive Mistakes are rolled first"),
        "{refused}"
    );
    let setup = bribe_in_the_setup(Some(90_000)).expect("rolls no Expensive Mistakes");
    assert_eq!(setup.league.map(|l| l.from_treasury), Some([100_000, 0]));
    bribe_in_the_setup(None).expect("no step 5 before this match");
}
