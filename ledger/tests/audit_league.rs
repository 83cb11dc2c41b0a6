//! Audit of the league's post-match sequence against seed 004, clause by clause (§5.4-§5.9,
//! §5.12 of the compendium digest): the clauses the older tests (post_match.rs,
//! post_match_cards.rs, the tally's own tests) leave open. Pure: `PostMatch` and `tally` with
//! the built-in tables; the dice are chosen so the nearest wrong reading gives another answer.

use crate::common;

use common::book;
use ledger::{
    Answer, Ask, Improvement, LeaguePlayer, MatchTally, PlayerTally, PostMatch, PostMatchSetup,
    tally,
};
use rules::{Event, EventKind, PlayerId, Side};

type R = Result<(), String>;

fn setup(score: [u8; 2], players: Vec<LeaguePlayer>, tally: MatchTally) -> PostMatchSetup {
    PostMatchSetup {
        friendly: false,
        score,
        fame: [1, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        tally,
        players,
        hired: Vec::new(),
        absent: Vec::new(),
    }
}

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| rules::Die::D6(*v)).collect())
}

fn id(side: Side, number: u8) -> PlayerId {
    PlayerId::new(side, number)
}

fn scored(entries: &[(PlayerId, PlayerTally)]) -> MatchTally {
    MatchTally {
        players: entries.iter().copied().collect(),
        ..MatchTally::default()
    }
}

fn td(n: u16) -> PlayerTally {
    PlayerTally {
        td: n,
        ..PlayerTally::default()
    }
}

/// Each coach nominates three players (004:L2556-L2558): the same player named twice among
/// three would give him two chances in three on the D3, so it is refused, and a list of three
/// different players is taken.
#[test]
fn mvp_nominees_are_three_different_players_004_l2556() -> R {
    let players = (1..=3)
        .map(|n| common::league_player(Side::Home, n, 0))
        .chain((1..=3).map(|n| common::league_player(Side::Away, n, 0)))
        .collect();
    let mut post = PostMatch::new(setup([0, 0], players, MatchTally::default()), book())?;
    let twice = vec![id(Side::Home, 1), id(Side::Home, 2), id(Side::Home, 1)];
    assert!(
        post.answer(Answer::Nominate(twice), book()).is_err(),
        "#1 nominated twice"
    );
    let three = vec![id(Side::Home, 1), id(Side::Home, 2), id(Side::Home, 3)];
    post.answer(Answer::Nominate(three), book())?;
    // The D3 of a 6 is 3: the third named.
    post.answer(d6(&[6]), book())?;
    assert_eq!(post.outcome().mvps, vec![id(Side::Home, 3)]);
    Ok(())
}

/// A Friendly differs in three things only: no MVP, no league points, a D3 for winnings
/// (004:L11622-L11629, "That's it!"): the winner may still re-roll the winnings die and must
/// keep the second (004:L2840). A first D6 of 1 (D3 1) re-rolled to a 6 (D3 3): 30,000 +
/// FAME 1 + the win, 50,000; without the re-roll it would be 30,000.
#[test]
fn a_friendly_winner_may_reroll_the_d3_winnings_die_004_l11622_l2840() -> R {
    let mut s = setup(
        [1, 0],
        vec![
            common::league_player(Side::Home, 1, 0),
            common::league_player(Side::Away, 1, 0),
        ],
        MatchTally::default(),
    );
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    post.answer(d6(&[1]), book())?;
    assert_eq!(
        post.ask(),
        Ask::RerollWinnings {
            side: Side::Home,
            first: 1
        }
    );
    post.answer(Answer::Reroll(true), book())?;
    post.answer(d6(&[6]), book())?;
    post.answer(d6(&[4]), book())?;
    assert_eq!(post.outcome().winnings, [50_000, 20_000]);
    Ok(())
}

/// Counts the Improvement rolls asked of each player, answering each with a Normal skill.
fn improvement_rolls(post: &mut PostMatch) -> Result<Vec<PlayerId>, String> {
    let mut rolled = Vec::new();
    let skills = ["Block", "Tackle", "Dirty Player", "Kick", "Pro", "Fend"];
    loop {
        match post.ask() {
            Ask::Roll { what, side, .. } if what.starts_with("Improvement") => {
                let who = what
                    .split('#')
                    .nth(1)
                    .and_then(|s| s.split(' ').next())
                    .and_then(|n| n.trim_end_matches(')').parse::<u8>().ok())
                    .ok_or(format!("no shirt in {what}"))?;
                rolled.push(id(side, who));
                post.answer(d6(&[1, 2]), book())?;
                let taken = rolled.iter().filter(|p| **p == id(side, who)).count();
                let skill = skills[(taken - 1) % skills.len()];
                post.answer(Answer::Improve(Improvement::Skill(skill.into())), book())?;
            }
            _ => return Ok(rolled),
        }
    }
}

/// The Star Player Points table's levels (004:L2584-L2596): 31 Emerging Star, 51 Star, 76
/// Super Star, 176 Legend; one Improvement roll for each level reached. Each scorer's TD (3)
/// takes him just over a threshold; the 2-SPP casualty takes #5 from 173 to 175, still a
/// Super Star (the band runs to 175), so he rolls nothing.
#[test]
fn the_higher_levels_start_at_31_51_76_and_176_004_l2584() -> R {
    let t = scored(&[
        (id(Side::Home, 1), td(1)),
        (id(Side::Home, 2), td(1)),
        (id(Side::Home, 3), td(1)),
        (id(Side::Home, 4), td(1)),
        (
            id(Side::Home, 5),
            PlayerTally {
                cas: 1,
                ..PlayerTally::default()
            },
        ),
    ]);
    let players = vec![
        common::league_player(Side::Home, 1, 28),  // 31
        common::league_player(Side::Home, 2, 48),  // 51
        common::league_player(Side::Home, 3, 73),  // 76
        common::league_player(Side::Home, 4, 173), // 176
        common::league_player(Side::Home, 5, 173), // 175
        common::league_player(Side::Away, 1, 0),
    ];
    let mut s = setup([4, 0], players, t);
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    let rolled = improvement_rolls(&mut post)?;
    assert_eq!(
        rolled,
        (1..=4).map(|n| id(Side::Home, n)).collect::<Vec<_>>(),
        "one roll each for #1-#4, none for #5"
    );
    // 31 to 33 and 49 to 50 stay within Emerging Star (31-50): no roll.
    let t = scored(&[
        (
            id(Side::Home, 1),
            PlayerTally {
                int: 1,
                ..PlayerTally::default()
            },
        ),
        (
            id(Side::Home, 2),
            PlayerTally {
                comp: 1,
                ..PlayerTally::default()
            },
        ),
    ]);
    let players = vec![
        common::league_player(Side::Home, 1, 31),
        common::league_player(Side::Home, 2, 49),
        common::league_player(Side::Away, 1, 0),
    ];
    let mut s = setup([0, 0], players, t);
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    assert_eq!(post.outcome().spp.get(&id(Side::Home, 1)), Some(&2));
    assert!(improvement_rolls(&mut post)?.is_empty());
    Ok(())
}

/// The Improvement roll's choices for a player with `start` and `now` characteristics and
/// 5 SPP, who scores a TD (Experienced: one roll) and rolls `roll`.
fn choices_for(
    start: [u8; 4],
    now: [u8; 4],
    roll: [u8; 2],
) -> Result<(Vec<Improvement>, PostMatch), String> {
    let mut me = common::league_player(Side::Home, 1, 5);
    me.start = start;
    me.now = now;
    let mut s = setup(
        [1, 0],
        vec![me, common::league_player(Side::Away, 1, 0)],
        scored(&[(id(Side::Home, 1), td(1))]),
    );
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    post.answer(d6(&roll), book())?;
    match post.ask() {
        Ask::Improve {
            characteristics, ..
        } => Ok((characteristics, post)),
        other => Err(format!("expected the improvement choice, got {other:?}")),
    }
}

/// FAQ (004:L11677-L11686): the count of increases and injuries does not matter, only "never
/// more than 2 above the start, never above 10". MA 6 raised twice to 8 and injured to 7 may
/// be raised again on a 10; AV 9 raised to 10 may not, though only 1 above its start.
#[test]
fn increases_stop_at_start_plus_2_and_at_10_whatever_came_between_004_l11677_l2661() -> R {
    let (c, _) = choices_for([6, 3, 3, 9], [7, 3, 3, 10], [4, 6])?;
    assert_eq!(
        c,
        vec![Improvement::Ma],
        "MA 7 of 6 may rise; AV 10 may not"
    );
    // AG 4 raised to 6 (start + 2) is at its limit: an 11 offers no characteristic.
    let (c, _) = choices_for([6, 3, 4, 8], [6, 3, 6, 8], [5, 6])?;
    assert!(c.is_empty(), "{c:?}");
    // ST 3 injured to 2: a 12 offers ST.
    let (c, _) = choices_for([6, 3, 3, 8], [6, 2, 3, 8], [6, 6])?;
    assert_eq!(c, vec![Improvement::St]);
    Ok(())
}

/// The value modifiers table (004:L2642-L2650): +1 MA or +1 AV 30,000, +1 ST 50,000; a
/// Normal skill on a double is still 20,000 (the 30,000 is for skills only a double gives).
#[test]
fn characteristic_increases_add_30000_for_ma_or_av_and_50000_for_st_004_l2642() -> R {
    let (_, mut post) = choices_for([6, 3, 3, 8], [6, 3, 3, 8], [4, 6])?;
    post.answer(Answer::Improve(Improvement::Av), book())?;
    assert_eq!(post.outcome().improvements[0].2, 30_000);
    let (_, mut post) = choices_for([6, 3, 3, 8], [6, 3, 3, 8], [4, 6])?;
    post.answer(Answer::Improve(Improvement::Ma), book())?;
    assert_eq!(post.outcome().improvements[0].2, 30_000);
    let (_, mut post) = choices_for([6, 3, 3, 8], [6, 3, 3, 8], [6, 6])?;
    post.answer(Answer::Improve(Improvement::St), book())?;
    assert_eq!(post.outcome().improvements[0].2, 50_000);
    let (_, mut post) = choices_for([6, 3, 3, 8], [6, 3, 3, 8], [3, 3])?;
    post.answer(Answer::Improve(Improvement::Skill("Block".into())), book())?;
    assert_eq!(post.outcome().improvements[0].2, 20_000);
    Ok(())
}

/// The Fan Factor roll compares strictly (004:L2858-L2868): a winner's 3D6 equal to his Fan
/// Factor changes nothing, a loser's 2D6 above it gains nothing, and a winner's 3D6 below it
/// loses nothing.
#[test]
fn the_fan_factor_roll_compares_strictly_and_only_the_way_the_result_allows_004_l2858() -> R {
    let run = |score: [u8; 2], ff: [u8; 2], home: &[u8], away: &[u8]| -> Result<[i8; 2], String> {
        let mut s = setup(
            score,
            vec![
                common::league_player(Side::Home, 1, 20),
                common::league_player(Side::Away, 1, 20),
            ],
            MatchTally::default(),
        );
        s.friendly = true;
        s.fan_factor = ff;
        let mut post = PostMatch::new(s, book())?;
        post.answer(d6(&[3]), book())?;
        if matches!(post.ask(), Ask::RerollWinnings { .. }) {
            post.answer(Answer::Reroll(false), book())?;
        }
        post.answer(d6(&[3]), book())?;
        post.answer(d6(home), book())?;
        post.answer(d6(away), book())?;
        Ok(post.outcome().fan_factor)
    };
    // Home won: 3D6 of 9 against FF 9, nothing; away lost: 2D6 of 12 against FF 3, nothing.
    assert_eq!(run([1, 0], [9, 3], &[3, 3, 3], &[6, 6])?, [0, 0]);
    // Home won: 3D6 of 3 against FF 9, nothing; away lost: 2D6 of 3 against FF 3, nothing.
    assert_eq!(run([1, 0], [9, 3], &[1, 1, 1], &[1, 2])?, [0, 0]);
    // A draw: 2D6 of 2 against FF 3 loses one; 2D6 of 4 against FF 3 gains one.
    assert_eq!(run([1, 1], [3, 3], &[1, 1], &[2, 2])?, [-1, 1]);
    Ok(())
}

fn ev(kind: EventKind) -> Event {
    Event::new(kind, "")
}

/// A coach who concedes before setting up for a kick-off, when he could field only 2 or fewer
/// players, suffers no additional penalty (004:L2995-L2996): each coach keeps his MVP, the
/// conceding team rolls for Fan Factor as a loser, and the winner does not gain its winnings;
/// it still receives none, as no conceding team does (004:L2845-L2846). The engine lets a
/// team concede at a set-up only when it cannot put 3 players on the line (000:L379).
#[test]
fn a_concession_at_a_setup_with_2_or_fewer_players_costs_only_the_match_004_l2995() -> R {
    let events = vec![
        ev(EventKind::Kicking { side: Side::Home }),
        ev(EventKind::KickOff {
            result: "Blitz!".into(),
        }),
        ev(EventKind::Touchdown {
            player: id(Side::Home, 1),
        }),
        ev(EventKind::DriveEnded),
        ev(EventKind::Conceded { side: Side::Away }),
    ];
    let t = tally(&events);
    assert_eq!(t.conceded, Some(Side::Away));
    assert!(t.conceded_at_setup);
    assert_eq!(t.penalised(), None);
    let mut post = PostMatch::new(
        setup(
            [1, 0],
            vec![
                common::league_player(Side::Home, 1, 20),
                common::league_player(Side::Away, 1, 20),
            ],
            t,
        ),
        book(),
    )?;
    assert_eq!(
        post.ask(),
        Ask::Nominate {
            side: Side::Home,
            eligible: vec![id(Side::Home, 1)],
            count: 1
        }
    );
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), book())?;
    post.answer(Answer::Nominate(vec![id(Side::Away, 1)]), book())?;
    assert_eq!(
        post.outcome().mvps,
        vec![id(Side::Home, 1), id(Side::Away, 1)]
    );
    // Home's winnings: 2 + FAME 1 + the win = 40,000, and nothing of the away team's.
    post.answer(d6(&[2]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    // Both roll for Fan Factor (5): home's 3D6 of 6 gains one, away's 2D6 of 4 loses one.
    post.answer(d6(&[1, 2, 3]), book())?;
    post.answer(d6(&[2, 2]), book())?;
    assert_eq!(post.ask(), Ask::Done);
    assert_eq!(post.outcome().winnings, [40_000, 0]);
    assert_eq!(post.outcome().fan_factor, [1, -1]);
    Ok(())
}

/// A concession at the start of a turn, after the drive's kick-off, is "any other reason"
/// (004:L2996-L3000): the winner gets both MVPs and both winnings.
#[test]
fn a_concession_at_a_turn_start_is_penalised_004_l2996() {
    let events = vec![
        ev(EventKind::DriveEnded),
        ev(EventKind::KickOff { result: "".into() }),
        ev(EventKind::Conceded { side: Side::Home }),
    ];
    let t = tally(&events);
    assert!(!t.conceded_at_setup);
    assert_eq!(t.penalised(), Some(Side::Home));
}

/// A touchdown awarded because the other team cannot field a player earns nobody SPP
/// (000:L818 / 004:L921-L925).
#[test]
fn an_awarded_touchdown_earns_no_spp_004_l921() {
    let t = tally(&[ev(EventKind::TouchdownAwarded { side: Side::Home })]);
    assert!(t.players.is_empty(), "{:?}", t.players);
}

fn spiralling_book() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nspiralling-expenses = \"on\"\n",
        )
        .expect("league file")
}

/// Spiralling Expenses (004:L3357-L3370): a team of 2,050,000 deducts 30,000 from its
/// winnings, and "can never reduce a team's Treasury to less than zero" says the deduction
/// reaches the Treasury where the winnings fall short. A loser's D6 of 1 and FAME 0 wins
/// 10,000: winnings 0, and 20,000 more from the Treasury. The winner at 1,740,000 pays none.
#[test]
fn spiralling_expenses_beyond_the_winnings_come_from_the_treasury_004_l3368() -> R {
    let book = spiralling_book();
    let mut s = setup(
        [1, 0],
        vec![
            common::league_player(Side::Home, 1, 20),
            common::league_player(Side::Away, 1, 20),
        ],
        MatchTally::default(),
    );
    s.friendly = true;
    s.team_value = [1_740_000, 2_050_000];
    let mut post = PostMatch::new(s, &book)?;
    post.answer(d6(&[1]), &book)?;
    post.answer(Answer::Reroll(false), &book)?;
    post.answer(d6(&[1]), &book)?;
    // Home: D3 1 + FAME 1 + win = 30,000, no deduction at 1,740,000.
    assert_eq!(post.outcome().winnings, [30_000, 0]);
    assert_eq!(post.outcome().expenses_from_treasury, [0, 20_000]);
    Ok(())
}

/// After a concession the winner's Spiralling Expenses come out of all its winnings, the
/// loser's too (004:L2997-L2999, L3360-L3370), once: at 2,200,000 it owes 40,000; its own D6
/// of 1 + FAME 1 + the win make 30,000 and the loser's D6 of 3 another 30,000, so it keeps
/// 20,000 and owes the Treasury nothing, and still so after the next step is answered.
#[test]
fn a_concessions_winner_pays_spiralling_expenses_from_both_winnings_once_004_l2997() -> R {
    let book = spiralling_book();
    let t = MatchTally {
        conceded: Some(Side::Away),
        ..MatchTally::default()
    };
    let mut s = setup(
        [1, 0],
        vec![
            common::league_player(Side::Home, 1, 20),
            common::league_player(Side::Away, 1, 20),
        ],
        t,
    );
    s.team_value = [2_200_000, 1_000_000];
    let mut post = PostMatch::new(s, &book)?;
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), &book)?;
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), &book)?;
    post.answer(d6(&[1]), &book)?;
    post.answer(Answer::Reroll(false), &book)?;
    post.answer(d6(&[3]), &book)?;
    assert_eq!(post.outcome().winnings, [20_000, 0]);
    assert_eq!(post.outcome().expenses_from_treasury, [0, 0]);
    // The winner's Fan Factor roll.
    post.answer(d6(&[1, 1, 1]), &book)?;
    assert_eq!(post.outcome().winnings, [20_000, 0]);
    assert_eq!(post.outcome().expenses_from_treasury, [0, 0]);
    Ok(())
}

/// A team with nobody to nominate (every player of it the league keeps was away: a team of
/// hired Star Players and Mercenaries only) gets no MVP, and the sequence goes on to the
/// winnings; an MVP roll among no nominees must not be asked, and no answer may panic.
#[test]
fn a_team_with_nobody_to_nominate_gets_no_mvp_and_the_sequence_goes_on_004_l2556() -> R {
    let mut post = PostMatch::new(
        setup(
            [1, 0],
            vec![common::league_player(Side::Home, 1, 20)],
            MatchTally::default(),
        ),
        book(),
    )?;
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), book())?;
    assert_eq!(
        post.ask(),
        Ask::Nominate {
            side: Side::Away,
            eligible: Vec::new(),
            count: 0
        }
    );
    post.answer(Answer::Nominate(Vec::new()), book())?;
    match post.ask() {
        Ask::Roll { what, .. } => assert!(what.starts_with("Winnings"), "{what}"),
        other => return Err(format!("expected the winnings roll, got {other:?}")),
    }
    assert_eq!(post.outcome().mvps, vec![id(Side::Home, 1)]);
    Ok(())
}

/// After a concession for any other reason, each of the loser's players with 51 SPP or more
/// leaves the team on a D6 of 1-3, rolled separately (004:L3000-L3003). Away conceded: #1
/// (48 SPP, a TD makes 51) rolls a 3 and leaves; #2 (60, absent from the match, injured)
/// rolls a 4 and stays; #3 (50) does not roll; the winner's #1 of 80 never rolls.
#[test]
fn a_conceding_teams_51_spp_players_leave_on_1_to_3_004_l3000() -> R {
    let t = MatchTally {
        conceded: Some(Side::Away),
        ..scored(&[(id(Side::Away, 1), td(1))])
    };
    let mut s = setup(
        [0, 1],
        vec![
            common::league_player(Side::Home, 1, 80),
            common::league_player(Side::Away, 1, 48),
            common::league_player(Side::Away, 3, 50),
        ],
        t,
    );
    s.absent = vec![common::league_player(Side::Away, 2, 60)];
    let mut post = PostMatch::new(s, book())?;
    // The winner's two MVPs (#1 twice: 90 SPP, Super Star all along: no roll).
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), book())?;
    post.answer(Answer::Nominate(vec![id(Side::Home, 1)]), book())?;
    // Away's #1 crosses 51: an Improvement roll first.
    post.answer(d6(&[1, 2]), book())?;
    post.answer(Answer::Improve(Improvement::Skill("Block".into())), book())?;
    post.answer(d6(&[4]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    post.answer(d6(&[4]), book())?;
    post.answer(d6(&[6, 6, 6]), book())?;
    let mut asked = Vec::new();
    for die in [3, 4] {
        match post.ask() {
            Ask::Roll { side, what, .. } => {
                assert_eq!(side, Side::Away);
                asked.push(what);
            }
            other => return Err(format!("expected a departure roll, got {other:?}")),
        }
        post.answer(d6(&[die]), book())?;
    }
    // The winner takes both winnings (60,000 and 40,000): its Expensive Mistakes on them wait
    // for its next match, after its Hire and Fire (004:L2692-L2693, L2976-L2977).
    assert_eq!(post.ask(), Ask::Done, "{asked:?}");
    assert!(
        asked[0].contains("#1") && asked[1].contains("#2"),
        "{asked:?}"
    );
    assert_eq!(post.outcome().departed, vec![id(Side::Away, 1)]);
    Ok(())
}
