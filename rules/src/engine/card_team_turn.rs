//! Special Play cards played at the start of the team's turn that change the whole team: Get'em
//! Lads! (+1 ST for every player this turn, played only after one of them was injured in the
//! opponent's turn before, 004:L5119-L5137) and It's All To Play For (the next touchdown
//! equalises, 004:L5333-L5352).

use super::Engine;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};

impl Engine<'_> {
    /// Get'em Lads!: every player of `side` has +1 ST until the turn ends (004:L5135-L5136).
    pub(crate) fn getem_lads(&mut self, side: Side) {
        let card = Card::GetemLads;
        let team: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| p.id)
            .collect();
        for id in team {
            let (_, st) = self.change_profile(id, (0, 1));
            self.s.cards.start(CardEffect {
                card,
                side,
                player: Some(id),
                until: Until::EndOfTurn,
                granted: SkillSet::default(),
                ma: 0,
                st,
            });
        }
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Get'em Lads!: every player of {name} has +1 ST this turn ({})",
                card.cite()
            ),
        );
    }
}

impl Engine<'_> {
    /// It's All To Play For: `side` has just scored with the card in effect: the touchdown
    /// scores enough to equalise, if 1 is not enough, and the card is spent (004:L5347-L5351).
    #[inline]
    pub(crate) fn equaliser(&mut self, side: Side) {
        if self.s.cards.any_on() && self.s.cards.on(side, Card::ItsAllToPlayFor) {
            self.equalise(side);
        }
    }

    #[inline(never)]
    fn equalise(&mut self, side: Side) {
        let card = Card::ItsAllToPlayFor;
        let behind = self.s.team(side.opponent()).score;
        let team = self.s.team_mut(side);
        let points = behind.saturating_sub(team.score);
        team.score = team.score.saturating_add(points);
        let name = team.name.clone();
        if points > 0 {
            self.say(
                EventKind::Equalised { side, points },
                format_args!(
                    "It's All To Play For: the touchdown scores {} for {name}, the scores level \
                     ({})",
                    points + 1,
                    card.cite()
                ),
            );
        }
        self.end_card(side, card, None);
    }
}
