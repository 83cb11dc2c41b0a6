//! The MVP is chosen at random among the nominees (004:L2556-L2559): of three, by a D3; of two
//! (a team with only two players who took part), each as likely, where reading the D3 round
//! the list gave the first two chances in three.

use crate::common;

use common::book;
use ledger::{Answer, MatchTally, PostMatch, PostMatchSetup};
use rules::{PlayerId, Side};

/// The home MVP when home's two players are nominated and the D6 reads `d6`.
fn mvp_of_two(d6: u8) -> Result<PlayerId, String> {
    let players = vec![
        common::league_player(Side::Home, 1, 0),
        common::league_player(Side::Home, 2, 0),
        common::league_player(Side::Away, 1, 0),
    ];
    let setup = PostMatchSetup {
        friendly: false,
        score: [0, 0],
        fame: [0, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        tally: MatchTally::default(),
        players,
        hired: Vec::new(),
        absent: Vec::new(),
    };
    let mut post = PostMatch::new(setup, book())?;
    let two = vec![PlayerId::new(Side::Home, 1), PlayerId::new(Side::Home, 2)];
    post.answer(Answer::Nominate(two), book())?;
    post.answer(Answer::Dice(vec![rules::Die::D6(d6)]), book())?;
    post.outcome()
        .mvps
        .first()
        .copied()
        .ok_or_else(|| "no MVP".to_string())
}

/// Of two nominees each is picked on three faces of six: 1-3 the first, 4-6 the second. A D3
/// read round the list would give the first a 5 and a 6 (D3 3) as well as a 1 and a 2.
#[test]
fn of_two_mvp_nominees_each_is_as_likely_004_l2556() -> Result<(), String> {
    let first = PlayerId::new(Side::Home, 1);
    let second = PlayerId::new(Side::Home, 2);
    for d6 in 1..=6u8 {
        let expected = if d6 <= 3 { first } else { second };
        assert_eq!(mvp_of_two(d6)?, expected, "D6 {d6}");
    }
    Ok(())
}
