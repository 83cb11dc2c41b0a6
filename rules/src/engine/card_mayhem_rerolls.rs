//! Miscellaneous Mayhem cards that change a team's re-rolls past the half they were played
//! in: Bet the House's gamble lasts the half (004:L5425-L5460), so when overtime follows the
//! second half, whose re-rolls carry over (000:L800), the gamble is put right.

use super::Engine;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::special_play::Card;

impl Engine<'_> {
    /// Overtime starts: each team that gambled in the second half gets back the re-roll it
    /// lost, or loses the bonus re-rolls it won and has not used. A coach spends the re-rolls
    /// that end first, the bonus ones, before his own (as Extra Team Training's,
    /// 004:L3072-L3074): left with `now`, having had `before` of his own, he keeps
    /// `min(now, before)`.
    pub(crate) fn second_half_bets_undone(&mut self) {
        let card = Card::BetTheHouse;
        for side in Side::BOTH {
            let Some((before, won)) = self.s.team_mut(side).second_half_bet.take() else {
                continue;
            };
            let team = self.s.team_mut(side);
            let now = team.rerolls;
            team.rerolls = if won {
                now.min(before)
            } else {
                now.saturating_add(1)
            };
            let after = team.rerolls;
            let name = team.name.clone();
            self.say(
                EventKind::Note,
                format_args!(
                    "Bet the House lasted the second half: {name}'s team re-rolls {now} → {after} \
                     for overtime, {} ({})",
                    if won {
                        "the bonus re-rolls not used are gone"
                    } else {
                        "the gambled re-roll is back"
                    },
                    card.cite()
                ),
            );
        }
    }
}
