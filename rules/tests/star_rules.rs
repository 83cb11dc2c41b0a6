//! Star Players' own special rules (compendium digest §3.3): the Swift Twins' Swift Reaction
//! (004:L9639-L9640) and Crazy Igor bitten as a Thrall (004:L9164-L9165). The duos' one hire
//! is in `stars.rs`.

use crate::common;

use common::*;
use rules::{
    ActionKind, Decision, DugoutBox, Edit, EventKind, Prompt, Reroll, SetupSpec, StarSpec, TeamSpec,
};

/// Home #7 is Valen Swift and home #8 Lucien Swift, as a hire names them; #7 keeps the box
/// Blitzer's profile so that his seventh square is his last free one.
fn twins() -> Game {
    Game::with(|s| {
        for (i, name) in [(6, "Valen Swift"), (7, "Lucien Swift")] {
            let p = &mut s.home.players[i];
            p.name = name.into();
            p.position = "Star Player".into();
            p.skills = vec!["loner".into()];
        }
    })
}

/// Valen runs past his MA and fails the Go For It; the coach spends a team re-roll.
fn valen_fails_a_go_for_it_and_asks_a_team_reroll(lucien: Option<DugoutBox>) -> Game {
    let mut g = twins();
    g.only(&[(home(7), (2, 7)), (home(8), (2, 9)), (away(7), (20, 7))]);
    if let Some(to) = lucien {
        g.edit(Edit::RemovePlayer {
            player: home(8),
            to,
        });
    }
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g
}

#[test]
fn a_twin_loses_loner_while_the_other_is_in_the_dead_and_injured_box_004_l9639() {
    let mut g = valen_fails_a_go_for_it_and_asks_a_team_reroll(Some(DugoutBox::Casualty));
    // No Loner roll: the Go For It is rolled again at once, and a 2 makes it.
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    assert!(g.turnover().is_none(), "the re-rolled Go For It made it");
}

#[test]
fn a_twin_keeps_loner_while_the_other_is_only_kod_or_on_the_pitch_004_l9639() {
    for lucien in [Some(DugoutBox::KnockedOut), None] {
        let mut g = valen_fails_a_go_for_it_and_asks_a_team_reroll(lucien);
        assert_eq!(g.roll_prompt().roll, "Loner", "Lucien {lucien:?}");
        g.d6(&[3]);
        assert!(
            g.turnover().is_some(),
            "3 fails Loner's 4+: the first 1 stands"
        );
    }
}

#[test]
fn a_twin_loses_loner_only_for_his_own_twin_004_l9639() {
    // Another Loner on the team is not a twin: his re-roll still asks Loner's roll although
    // Lucien lies in the Dead & Injured box.
    let mut g = Game::with(|s| {
        let p = &mut s.home.players[7];
        p.name = "Lucien Swift".into();
        p.position = "Star Player".into();
        s.home.players[6].skills.push("loner".into());
    });
    g.only(&[(home(7), (2, 7)), (home(8), (2, 9)), (away(7), (20, 7))]);
    g.edit(Edit::RemovePlayer {
        player: home(8),
        to: DugoutBox::Casualty,
    });
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Loner");
}

#[test]
fn the_twins_hired_take_the_names_swift_reaction_reads_004_l9633() {
    let spec = |stars: Vec<StarSpec>| TeamSpec::Roster {
        name: "Athelorn Avengers".into(),
        roster: "wood-elf".into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        apothecary: false,
        wandering_apothecaries: 0,
        igor: false,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
        players: (1..=11)
            .map(|n| rules::PlayerSpec {
                number: n,
                position: "Lineman".into(),
                name: None,
                skills: Vec::new(),
                ..Default::default()
            })
            .collect(),
        stars,
    };
    let built = SetupSpec {
        home: spec(vec![StarSpec {
            star: "The Swift Twins".into(),
            numbers: Vec::new(),
        }]),
        away: spec(Vec::new()),
        kicking: None,
        weather: None,
        fame: None,
        league: None,
    }
    .build(book())
    .expect("a Wood Elf team may hire the Swift Twins");
    let names: Vec<(&str, &str)> = built.home.players[11..]
        .iter()
        .map(|p| (p.name.as_str(), p.position.as_str()))
        .collect();
    assert_eq!(
        names,
        [
            ("Lucien Swift", "Star Player"),
            ("Valen Swift", "Star Player")
        ]
    );
}

/// Home #7, a Vampire with Blood Lust, fails it (a 1, kept) on a Move, ends his Action next
/// to home #8, who is `name` in `position`, and nobody else of his team.
fn vampire_ends_next_to(name: &str, position: &str) -> Game {
    let (name, position) = (name.to_string(), position.to_string());
    let mut g = Game::with(move |s| {
        s.home.players[6].skills.push("blood-lust".into());
        s.home.players[7].name = name;
        s.home.players[7].position = position;
    });
    g.only(&[(home(7), (10, 7)), (home(8), (10, 8)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().roll, "Blood Lust");
    g.d6(&[1]);
    // The team re-roll offered on the failed roll: kept.
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    g
}

#[test]
fn a_vampire_may_bite_crazy_igor_as_a_thrall_004_l9164() {
    let mut g = vampire_ends_next_to("Crazy Igor", "Star Player");
    g.decide(Decision::EndAction);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Blood Lust injury", "Crazy Igor is bitten");
    assert_eq!(roll.player, Some(home(8)));
}

#[test]
fn a_vampire_may_not_bite_another_star_004_l9164() {
    let mut g = vampire_ends_next_to("Griff Oberwald", "Star Player");
    let events = g.decide(Decision::EndAction);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. })),
        "no Thrall to bite: a turnover"
    );
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
}
