//! The post-match sequence against the league rules (seed 004): SPP values, level
//! thresholds, the Improvement roll, winnings and the Fan Factor roll. Dice are chosen so the
//! nearest wrong reading of each rule gives another answer.

use crate::common;

use common::book;
use ledger::{
    Answer, Ask, Improvement, LeaguePlayer, MatchTally, PlayerTally, PostMatch, PostMatchSetup,
};
use rules::{Die, PlayerId, Side};
use tables::SkillCategory;

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
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

fn tally(entries: &[(PlayerId, PlayerTally)]) -> MatchTally {
    MatchTally {
        players: entries.iter().copied().collect(),
        ..MatchTally::default()
    }
}

/// Nominates the one player of each side (no MVP roll with a single nominee).
fn nominate_each(post: &mut PostMatch) -> Result<(), String> {
    while let Ask::Nominate {
        eligible, count, ..
    } = post.ask()
    {
        post.answer(Answer::Nominate(eligible[..count].to_vec()), book())?;
    }
    Ok(())
}

#[test]
fn spp_values_and_the_first_level_at_6_004_l2533_l2596() -> Result<(), String> {
    let scorer = PlayerId::new(Side::Home, 1);
    let passer = PlayerId::new(Side::Home, 2);
    let t = tally(&[
        // 1 TD (3) + 1 CAS (2) = 5: still a Rookie.
        (
            scorer,
            PlayerTally {
                td: 1,
                cas: 1,
                ..PlayerTally::default()
            },
        ),
        // 5 SPP before + 1 COMP = 6: Experienced, one Improvement roll.
        (
            passer,
            PlayerTally {
                comp: 1,
                ..PlayerTally::default()
            },
        ),
    ]);
    let mut players = vec![
        common::league_player(Side::Home, 1, 0),
        common::league_player(Side::Home, 2, 5),
    ];
    players.push(common::league_player(Side::Away, 1, 0));
    // Friendly: no MVPs, so only the match's own SPP count.
    let mut s = setup([1, 0], players, t);
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    assert_eq!(post.outcome().spp.get(&scorer), Some(&5));
    assert_eq!(post.outcome().spp.get(&passer), Some(&1));
    match post.ask() {
        Ask::Roll { what, dice, .. } => {
            assert!(what.contains("#2"), "{what}");
            assert_eq!(dice.len(), 2);
        }
        other => return Err(format!("expected #2's Improvement roll, got {other:?}")),
    }
    post.answer(d6(&[3, 4]), book())?;
    assert!(matches!(post.ask(), Ask::Improve { .. }));
    Ok(())
}

#[test]
fn an_mvp_is_5_spp_and_two_levels_at_once_give_two_rolls_004_l2560_l2575() -> Result<(), String> {
    let star = PlayerId::new(Side::Home, 7);
    // 5 before + 5 MVP + 2 TD (6) = 16: Veteran, from Rookie, so two rolls.
    let t = tally(&[(
        star,
        PlayerTally {
            td: 2,
            ..PlayerTally::default()
        },
    )]);
    let players = vec![
        common::league_player(Side::Home, 7, 5),
        common::league_player(Side::Away, 1, 0),
    ];
    let mut post = PostMatch::new(setup([2, 0], players, t), book())?;
    nominate_each(&mut post)?;
    assert_eq!(post.outcome().spp.get(&star), Some(&11));
    let mut rolls = 0;
    while let Ask::Roll { what, .. } = post.ask() {
        if !what.starts_with("Improvement") {
            break;
        }
        post.answer(d6(&[1, 3]), book())?;
        let skill = ["Block", "Tackle"][rolls % 2];
        post.answer(Answer::Improve(Improvement::Skill(skill.into())), book())?;
        rolls += 1;
    }
    assert_eq!(rolls, 2);
    Ok(())
}

fn improve_with(
    roll: [u8; 2],
    now: [u8; 4],
) -> Result<(Vec<Improvement>, Vec<SkillCategory>, PostMatch), String> {
    let p = PlayerId::new(Side::Home, 1);
    let mut me = common::league_player(Side::Home, 1, 5);
    me.now = now;
    let t = tally(&[(
        p,
        PlayerTally {
            td: 1,
            ..PlayerTally::default()
        },
    )]);
    let mut s = setup([1, 0], vec![me, common::league_player(Side::Away, 1, 0)], t);
    s.friendly = true;
    let mut post = PostMatch::new(s, book())?;
    post.answer(d6(&roll), book())?;
    match post.ask() {
        Ask::Improve {
            characteristics,
            categories,
            ..
        } => Ok((characteristics, categories, post)),
        other => Err(format!("expected the improvement choice, got {other:?}")),
    }
}

#[test]
fn the_improvement_roll_table_004_l2606_l2617() -> Result<(), String> {
    // 10 not on a double: +MA or +AV, Normal skills only.
    let (c, cats, _) = improve_with([4, 6], [6, 3, 3, 8])?;
    assert_eq!(c, vec![Improvement::Ma, Improvement::Av]);
    assert_eq!(cats, vec![SkillCategory::General]);
    // 11: +AG. 12 (6-6, a double): +ST, and the Double categories open.
    assert_eq!(improve_with([5, 6], [6, 3, 3, 8])?.0, vec![Improvement::Ag]);
    let (c, cats, _) = improve_with([6, 6], [6, 3, 3, 8])?;
    assert_eq!(c, vec![Improvement::St]);
    assert!(cats.contains(&SkillCategory::Strength));
    // 9 (4-5): a Normal skill and nothing else.
    let (c, cats, _) = improve_with([4, 5], [6, 3, 3, 8])?;
    assert!(c.is_empty());
    assert_eq!(cats, vec![SkillCategory::General]);
    Ok(())
}

#[test]
fn doubles_open_double_skills_and_characteristics_stop_at_plus_2_004_l2652_l2668()
-> Result<(), String> {
    // 5-5: the Double categories are offered beside the table's +MA/+AV.
    let (_, cats, mut post) = improve_with([5, 5], [6, 3, 3, 8])?;
    assert!(cats.contains(&SkillCategory::Agility));
    post.answer(Answer::Improve(Improvement::Skill("Dodge".into())), book())?;
    let (_, _, taken) = post.outcome().improvements[0].clone();
    assert_eq!(
        taken, 30_000,
        "a Double skill adds 30,000 (004:L2630-L2650)"
    );
    // 2-3 is no double: an Agility skill is refused for a General-only player.
    let (_, _, mut post) = improve_with([2, 3], [6, 3, 3, 8])?;
    assert!(
        post.answer(Answer::Improve(Improvement::Skill("Dodge".into())), book())
            .is_err()
    );
    post.answer(Answer::Improve(Improvement::Skill("Block".into())), book())?;
    assert_eq!(post.outcome().improvements[0].2, 20_000);
    // MA already 2 above the start (6 -> 8): a 10 offers AV only, and +MA is refused.
    let (c, _, mut post) = improve_with([4, 6], [8, 3, 3, 8])?;
    assert_eq!(c, vec![Improvement::Av]);
    let refused = post
        .answer(Answer::Improve(Improvement::Ma), book())
        .expect_err("MA at its limit");
    assert!(refused.contains("Ma is at its limit"), "{refused}");
    // An 11 does not give ST, and says so (not a limit); "an Agility skill".
    let (_, _, mut post) = improve_with([5, 6], [6, 3, 3, 8])?;
    let refused = post
        .answer(Answer::Improve(Improvement::St), book())
        .expect_err("11 gives AG");
    assert!(
        refused.contains("a roll of 5+6 does not give St"),
        "{refused}"
    );
    let refused = post
        .answer(Answer::Improve(Improvement::Skill("Dodge".into())), book())
        .expect_err("a General player's non-double");
    assert!(refused.contains("Dodge is an Agility skill"), "{refused}");
    post.answer(Answer::Improve(Improvement::Ag), book())?;
    assert_eq!(post.outcome().improvements[0].2, 40_000);
    Ok(())
}

/// Runs a sequence with no SPP to its winnings and Fan Factor steps.
fn money(score: [u8; 2], conceded: Option<Side>, friendly: bool) -> Result<PostMatch, String> {
    let t = MatchTally {
        conceded,
        ..MatchTally::default()
    };
    // 20 SPP: two MVPs (10) keep them within Veteran (16-30), so no Improvement roll.
    let mut s = setup(
        score,
        vec![
            common::league_player(Side::Home, 1, 20),
            common::league_player(Side::Away, 1, 20),
        ],
        t,
    );
    s.friendly = friendly;
    let mut post = PostMatch::new(s, book())?;
    nominate_each(&mut post)?;
    Ok(post)
}

#[test]
fn winnings_d6_plus_fame_plus_win_bonus_and_the_winners_reroll_004_l2838_l2856()
-> Result<(), String> {
    let mut post = money([2, 1], None, false)?;
    // Home won with FAME 1: rolls 2, re-rolls (must keep the second), gets 4.
    post.answer(d6(&[2]), book())?;
    assert_eq!(
        post.ask(),
        Ask::RerollWinnings {
            side: Side::Home,
            first: 2
        }
    );
    post.answer(Answer::Reroll(true), book())?;
    post.answer(d6(&[4]), book())?;
    // Away lost with FAME 0: no re-roll offered.
    post.answer(d6(&[5]), book())?;
    assert_eq!(post.outcome().winnings, [40_000 + 10_000 + 10_000, 50_000]);
    // Fan Factor 5: the winner's 3D6 of 6 is above it (+1); the loser's 2D6 of 4 is below (-1).
    post.answer(d6(&[1, 2, 3]), book())?;
    post.answer(d6(&[2, 2]), book())?;
    assert_eq!(post.outcome().fan_factor, [1, -1]);
    assert_eq!(post.ask(), Ask::Done);
    Ok(())
}

#[test]
fn a_draw_gives_both_the_tie_bonus_and_fan_factor_moves_both_ways_004_l2858_l2868()
-> Result<(), String> {
    let mut post = money([1, 1], None, false)?;
    post.answer(d6(&[3]), book())?;
    post.answer(d6(&[3]), book())?;
    assert_eq!(
        post.outcome().winnings,
        [30_000 + 10_000 + 10_000, 30_000 + 10_000]
    );
    // Draw, Fan Factor 5: 2D6 equal to it changes nothing; above it is +1.
    post.answer(d6(&[2, 3]), book())?;
    post.answer(d6(&[3, 3]), book())?;
    assert_eq!(post.outcome().fan_factor, [0, 1]);
    Ok(())
}

#[test]
fn a_concession_hands_the_winner_both_winnings_and_both_mvps_004_l2995_l3000() -> Result<(), String>
{
    // The away team conceded while 1-0 up: it still loses.
    let mut post = money([0, 1], Some(Side::Away), false)?;
    assert_eq!(post.result(Side::Home), 1);
    assert_eq!(post.outcome().mvps, vec![PlayerId::new(Side::Home, 1); 2]);
    post.answer(d6(&[6]), book())?;
    post.answer(Answer::Reroll(false), book())?;
    post.answer(d6(&[2]), book())?;
    // Home: 6 + FAME 1 + win = 80,000, plus the loser's 2 + FAME 0 = 20,000.
    assert_eq!(post.outcome().winnings, [100_000, 0]);
    // Only the winner rolls for Fan Factor; the loser loses 1 without a roll.
    post.answer(d6(&[1, 1, 1]), book())?;
    assert_eq!(post.outcome().fan_factor, [0, -1]);
    // 100,000 in the winner's Treasury: its Expensive Mistakes are rolled as its next match
    // starts, after its Hire and Fire (004:L2692-L2693, L2976-L2977), not here.
    assert_eq!(post.ask(), Ask::Done);
    Ok(())
}

#[test]
fn a_friendly_has_no_mvp_and_d3_winnings_004_l11615_l11644() -> Result<(), String> {
    let mut post = money([0, 0], None, true)?;
    assert!(post.outcome().mvps.is_empty());
    // D6 5 halves to D3 3: 30,000 + FAME 1 + tie.
    post.answer(d6(&[5]), book())?;
    post.answer(d6(&[1]), book())?;
    assert_eq!(
        post.outcome().winnings,
        [30_000 + 10_000 + 10_000, 10_000 + 10_000]
    );
    Ok(())
}

#[test]
fn wrong_dice_are_refused_and_change_nothing() -> Result<(), String> {
    let mut post = money([1, 0], None, false)?;
    let before = post.ask();
    assert!(post.answer(d6(&[2, 3]), book()).is_err());
    assert!(post.answer(Answer::Dice(vec![Die::D8(3)]), book()).is_err());
    assert!(post.answer(Answer::Reroll(true), book()).is_err());
    assert_eq!(post.ask(), before);
    Ok(())
}
