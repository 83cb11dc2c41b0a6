//! Special Play cards in a test match: a league match on the 2016 box Human and Orc
//! quick-start teams with the ruleset option `special-play-cards` on, the cards kept and
//! played as a coach would.

use super::*;
use rules::special_play::Card;
use rules::{Decision, LeagueSpec, Match, Prompt, SetupSpec, Side, Skill, TeamSpec};

pub fn cards_book() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n",
        )
        .expect("league file")
}

pub fn league_spec() -> SetupSpec {
    SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
}

/// A league match where home keeps `home_cards` and away `away_cards` (the keep counts set
/// to fit), answered in the order the match asks; then nobody set up yet.
pub fn kept(home_cards: &[Card], away_cards: &[Card]) -> Game {
    kept_with(home_cards, away_cards, |_| {})
}

/// As [`kept`], the match's setup changed first (a skill given, say).
pub fn kept_with(
    home_cards: &[Card],
    away_cards: &[Card],
    change: impl FnOnce(&mut rules::MatchSetup),
) -> Game {
    kept_in(home_cards, away_cards, change, None)
}

/// As [`kept_with`], played by `ruleset`'s switches when given (a pitch with trapdoors, say).
pub fn kept_in(
    home_cards: &[Card],
    away_cards: &[Card],
    change: impl FnOnce(&mut rules::MatchSetup),
    ruleset: Option<rules::RulesetParams>,
) -> Game {
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    change(&mut setup);
    let league = setup.league.as_mut().expect("league");
    league.card_keeps = [
        u8::try_from(home_cards.len()).expect("few"),
        u8::try_from(away_cards.len()).expect("few"),
    ];
    let m = match ruleset {
        Some(rules) => Match::with_ruleset(setup, std::sync::Arc::new(book), rules),
        None => Match::new(setup, &book),
    };
    let mut g = Game {
        m: m.expect("match"),
    };
    let (mut home_left, mut away_left) = (home_cards.to_vec(), away_cards.to_vec());
    while let Prompt::Decision(d) = g.m.prompt() {
        if !d
            .options
            .iter()
            .any(|o| matches!(o, Decision::KeepCard { .. }))
        {
            break;
        }
        let left = if d.side == Side::Home {
            &mut home_left
        } else {
            &mut away_left
        };
        let card = left.remove(0);
        g.decide(Decision::KeepCard { card });
    }
    g
}

/// As [`kept`], both teams set up and the kick-off quiet, home to play; any card offered at
/// the start of the game is passed over unless `sog` says to play it.
pub fn card_game(home_cards: &[Card], away_cards: &[Card], sog: &[Card]) -> Game {
    card_game_with(home_cards, away_cards, sog, |_| {})
}

/// As [`card_game`], the match's setup changed first.
pub fn card_game_with(
    home_cards: &[Card],
    away_cards: &[Card],
    sog: &[Card],
    change: impl FnOnce(&mut rules::MatchSetup),
) -> Game {
    card_game_in(home_cards, away_cards, sog, change, None)
}

/// As [`card_game_with`], played by `ruleset`'s switches when given.
pub fn card_game_in(
    home_cards: &[Card],
    away_cards: &[Card],
    sog: &[Card],
    change: impl FnOnce(&mut rules::MatchSetup),
    ruleset: Option<rules::RulesetParams>,
) -> Game {
    let mut g = kept_in(home_cards, away_cards, change, ruleset);
    g.set_up_both();
    while let Some(card) = offered(&g) {
        if sog.contains(&card) {
            play(&mut g, card, None);
        } else {
            g.decide(Decision::Done);
        }
    }
    g.quiet_kick_off();
    g
}

/// The card the prompt offers to play, if it is a card window.
pub fn offered(g: &Game) -> Option<Card> {
    match g.m.prompt() {
        Prompt::Decision(d) => d.options.iter().find_map(|o| match o {
            Decision::PlayCard { card, .. } => Some(*card),
            _ => None,
        }),
        _ => None,
    }
}

pub fn play(g: &mut Game, card: Card, player: Option<rules::PlayerId>) -> String {
    text(&g.decide(Decision::PlayCard { card, player }))
}

/// Ends the active turn; the next turn's card windows are left open.
pub fn end_turn(g: &mut Game) {
    g.decide(Decision::EndTurn);
}

/// Answers a push and the follow-up with the first square offered and no follow-up.
pub fn settle_push(g: &mut Game) -> String {
    let mut said = String::new();
    loop {
        let Prompt::Decision(d) = g.m.prompt() else {
            return said;
        };
        if let Some(push) = d
            .options
            .iter()
            .find(|o| matches!(o, Decision::PushTo { .. }))
        {
            said.push_str(&text(&g.decide(*push)));
        } else if d.options.contains(&Decision::FollowUp { follow: false }) {
            said.push_str(&text(&g.decide(Decision::FollowUp { follow: false })));
        } else {
            return said;
        }
    }
}

pub fn has(g: &Game, id: rules::PlayerId, skill: Skill) -> bool {
    g.m.state().player(id).expect("player").has(skill)
}

/// Both teams set up, the home team (receiving, second) playing `card` on #7 as it sets up.
pub fn at_setup(card: Card) -> Game {
    let mut g = kept(&[card], &[]);
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(offered(&g), Some(card));
    play(&mut g, card, Some(home(7)));
    g.quiet_kick_off();
    g
}
