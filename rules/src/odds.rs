//! The chance of making rolls: a D6 needing a natural N+ (a 1 always fails, a 6 always
//! succeeds, 000:L465), a row of them with team re-rolls, and block dice. Pure arithmetic, for
//! the window's reach map and `nuffle odds`.

/// The chance one D6 shows `need` or more (2+ at best, 6+ at worst: a 1 always fails and a 6
/// always succeeds).
pub fn single(need: u8) -> f64 {
    f64::from(7 - need.clamp(2, 6)) / 6.0
}

/// The chance every roll of `needs`, in order, succeeds, when `rerolls` team re-rolls may be
/// used, each on a failed roll (one a roll; one a turn is the coach's to respect by passing 1).
pub fn sequence(needs: &[u8], rerolls: u8) -> f64 {
    // chance[r]: making the rest with r re-rolls left, filled from the last roll back.
    let mut chance = vec![1.0f64; usize::from(rerolls) + 1];
    for &need in needs.iter().rev() {
        let p = single(need);
        let next = chance.clone();
        for r in 0..chance.len() {
            let saved = if r > 0 {
                (1.0 - p) * p * next[r - 1]
            } else {
                0.0
            };
            chance[r] = p * next[r] + saved;
        }
    }
    chance[usize::from(rerolls)]
}

/// What a block's dice come to, the chooser picking the face best for him.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BlockOdds {
    /// The defender goes down (Defender Down; Defender Stumbles unless he has Dodge; Both
    /// Down, the defender having no Block).
    pub defender_down: f64,
    /// The attacker goes down (Attacker Down; Both Down without Block): a turnover.
    pub attacker_down: f64,
}

/// The odds of a block with `dice` dice (negative: the defender chooses, 000:L541-L551), the
/// attacker with or without Block, the defender with or without Dodge (and without Block).
pub fn block(dice: i8, attacker_block: bool, defender_dodge: bool) -> BlockOdds {
    // The five faces with their chance on one die, as (attacker down, defender down).
    let faces: [(f64, bool, bool); 5] = [
        (1.0 / 6.0, true, false),            // Attacker Down
        (1.0 / 6.0, !attacker_block, true),  // Both Down
        (2.0 / 6.0, false, false),           // Pushed
        (1.0 / 6.0, false, !defender_dodge), // Defender Stumbles
        (1.0 / 6.0, false, true),            // Defender Down
    ];
    // The attacker ranks a face: defender down and he stays up best, then nobody down, then
    // both down, then only he. The defender ranks the other way.
    let rank = |(_, a, d): (f64, bool, bool)| match (a, d) {
        (false, true) => 3,
        (false, false) => 2,
        (true, true) => 1,
        (true, false) => 0,
    };
    let n = i32::from(dice.unsigned_abs().max(1));
    let attacker_picks = dice > 0;
    let mut odds = BlockOdds {
        defender_down: 0.0,
        attacker_down: 0.0,
    };
    // The chosen face is the best (or worst) of n: P(chosen ranks k) from P(every die ≥ k).
    let at_least = |k: i32| -> f64 { faces.iter().filter(|f| rank(**f) >= k).map(|f| f.0).sum() };
    let at_most = |k: i32| -> f64 { faces.iter().filter(|f| rank(**f) <= k).map(|f| f.0).sum() };
    for k in 0..=3 {
        let p = if attacker_picks {
            // The best of n is k: not all below k, minus not all below k+1.
            (1.0 - (1.0 - at_least(k)).powi(n)) - (1.0 - (1.0 - at_least(k + 1)).powi(n))
        } else {
            (1.0 - (1.0 - at_most(k)).powi(n)) - (1.0 - (1.0 - at_most(k - 1)).powi(n))
        };
        let (a, d) = match k {
            3 => (false, true),
            2 => (false, false),
            1 => (true, true),
            _ => (true, false),
        };
        if a {
            odds.attacker_down += p;
        }
        if d {
            odds.defender_down += p;
        }
    }
    odds
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn a_1_always_fails_and_a_6_always_succeeds_000_l465() {
        assert!(close(single(1), 5.0 / 6.0), "1+ is 2+");
        assert!(close(single(4), 0.5));
        assert!(close(single(9), 1.0 / 6.0), "7+ is 6+");
    }

    #[test]
    fn a_team_reroll_saves_one_failure_of_a_row() {
        // Dodge 3+ then Go For It 2+: 4/6 × 5/6 without, and with one re-roll the first failure
        // is rolled again.
        let p = 4.0 / 6.0;
        let q = 5.0 / 6.0;
        assert!(close(sequence(&[3, 2], 0), p * q));
        let with = p * (q + (1.0 - q) * q) + (1.0 - p) * p * q;
        assert!(close(sequence(&[3, 2], 1), with));
        assert!(close(sequence(&[], 1), 1.0));
    }

    #[test]
    fn block_dice_follow_who_chooses_000_l541_l551() {
        let s = |n: f64| n / 6.0;
        // One die, no skills: Both Down, Stumbles and Defender Down put the defender down (3/6);
        // Attacker Down and Both Down the attacker (2/6).
        let one = block(1, false, false);
        assert!(close(one.defender_down, s(3.0)));
        assert!(close(one.attacker_down, s(2.0)));
        // Two dice, the attacker picks: he goes down only when both dice show a skull; the
        // defender goes down on any Stumbles or Defender Down, or on Both Down when there is
        // neither those nor a Pushed to take instead.
        let two = block(2, false, false);
        assert!(close(two.attacker_down, s(2.0).powi(2)));
        let knock = 1.0 - s(4.0).powi(2);
        let both_down_only = s(2.0).powi(2) - s(1.0).powi(2);
        assert!(close(two.defender_down, knock + both_down_only));
        // Two dice, the defender picks: any Attacker Down is taken; with none, any Both Down.
        let against = block(-2, false, false);
        let no_skull = s(5.0).powi(2);
        let with_both_down = no_skull - s(4.0).powi(2);
        assert!(close(
            against.defender_down,
            with_both_down + s(2.0).powi(2)
        ));
        assert!(close(against.attacker_down, 1.0 - s(4.0).powi(2)));
        // Block keeps the attacker up on Both Down; Dodge keeps the defender up on Stumbles.
        let skilled = block(1, true, true);
        assert!(close(skilled.attacker_down, s(1.0)));
        assert!(close(skilled.defender_down, s(2.0)));
    }
}
