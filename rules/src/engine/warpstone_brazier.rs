//! The Warpstone Brazier, the Skaven teams' special ball (004:L2061-L2099): a pick-up, catch
//! or interception roll of a natural 1 (after re-rolls, before modifiers) gives the player a
//! D6 on the mutation table. What it changes lasts until the drive ends or his next mutation,
//! kept as a rune's change is (`RuneAtWork` in `MatchState::mutations`, taken back by
//! `runes_end`).

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::skill::Skill;
use crate::state::Ball;

/// The mutation table's names, by the D6 (004:L2073-L2099).
const MUTATIONS: [&str; 6] = [
    "Spontaneous Combustion",
    "Temporal Instability",
    "Shrunken Head",
    "Massively Obese",
    "Leprous Flesh",
    "Thorny Carapace",
];

impl Engine<'_> {
    /// `player` rolled a natural 1 to pick up, catch or intercept the Warpstone Brazier: his
    /// coach's D6 on the mutation table, made at once, before the ball bounces
    /// (004:L2065-L2068).
    pub(crate) fn warpstone_touches(&mut self, player: PlayerId) {
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Warpstone Brazier: a natural 1, and {label} suffers a temporary mutation \
                 (004:L2065-L2068)"
            ),
        );
        self.push(PendingRoll::plain(
            RollKind::WarpstoneMutation { player },
            player.side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Warpstone Brazier: a D6 on the mutation table for {label}: 1 Spontaneous \
                 Combustion, 2 Temporal Instability, 3 Shrunken Head, 4 Massively Obese, 5 \
                 Leprous Flesh, 6 Thorny Carapace; until the drive ends or his next mutation \
                 (004:L2068-L2099)"
            )),
        ));
    }

    /// The mutation table's D6 for `player`: his last mutation ends, and this one starts
    /// (004:L2069-L2099).
    pub(crate) fn warpstone_mutation_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let n = dice
            .first()
            .and_then(|d| d.value())
            .unwrap_or(1)
            .clamp(1, 6);
        if let Some(at) = self.s.mutations.iter().position(|m| m.player == player) {
            let last = self.s.mutations.remove(at);
            self.take_back(last);
        }
        let Some((ma, av)) = self.s.player(player).map(|p| (p.profile.ma, p.profile.av)) else {
            return;
        };
        // Massively Obese: MA −2, to a minimum of 1; Thorny Carapace: AV +1, to a maximum
        // of 10 (a characteristic already past its bound stays).
        let (by, skills): ([i8; 3], &[Skill]) = match n {
            2 => ([0; 3], &[Skill::NoHands]),
            3 => ([0; 3], &[Skill::BoneHead]),
            4 => {
                let lost = ma.saturating_sub(1).min(2);
                (
                    [-i8::try_from(lost).unwrap_or(0), 0, 0],
                    &[Skill::ThickSkull],
                )
            }
            5 => ([0; 3], &[Skill::FoulAppearance]),
            6 => ([0, 0, i8::from(av < 10)], &[]),
            _ => ([0; 3], &[]),
        };
        let name = MUTATIONS[usize::from(n - 1)];
        let label = self.ruling_label(player);
        if n != 1 {
            let at_work = self.give_for_the_drive(player, by, skills);
            self.s.mutations.push(at_work);
            let what = match n {
                2 => "No Hands",
                3 => "Bone-head",
                4 => "MA −2 (to a minimum of 1) and Thick Skull",
                5 => "Foul Appearance",
                _ => "AV +1 (to a maximum of 10)",
            };
            self.say(
                EventKind::Note,
                format_args!(
                    "Warpstone Brazier ({n}): {name}: {label} gains {what} until the drive ends \
                     or his next mutation; a skill he has already adds nothing (004:L2069-L2099)"
                ),
            );
            return;
        }
        self.spontaneous_combustion(player, name);
    }

    /// Spontaneous Combustion: `player` is Knocked Down, +1 to his Armour roll; a turnover if
    /// he is of the moving team (000:L443). A loose ball on his square bounces once, after his
    /// rolls (the bounce his failed roll owed is that bounce).
    fn spontaneous_combustion(&mut self, player: PlayerId, name: &str) {
        let label = self.ruling_label(player);
        let Some(square) = self
            .s
            .player(player)
            .filter(|p| p.is_standing())
            .and_then(|p| p.square())
        else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Warpstone Brazier (1): {name}, but {label} is not on his feet to be \
                     knocked down (004:L2073-L2074)"
                ),
            );
            return;
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Warpstone Brazier (1): {name}: {label} is Knocked Down, +1 to his Armour roll \
                 (004:L2073-L2074)"
            ),
        );
        if self.s.ball == Ball::OnGround(square)
            && let Some(owed) = self.s.stack.iter().rposition(|s| match s {
                Step::LooseBall { from } => *from == square,
                Step::Roll(r) => matches!(r.kind, RollKind::Bounce { from } if from == square),
                _ => false,
            })
        {
            self.s.stack.remove(owed);
        }
        if self.moving_team(player) {
            self.turnover(format_args!(
                "{label}, of the moving team, was knocked down by the Warpstone Brazier's \
                 Spontaneous Combustion (004:L2073, 000:L443)"
            ));
        }
        let mut steps = self.knock_down(player, None);
        for step in &mut steps {
            if let Step::Roll(r) = step
                && matches!(r.kind, RollKind::Armour { .. })
            {
                r.modifiers.push(Modifier {
                    name: self.words(format_args!("Spontaneous Combustion (004:L2074)")),
                    value: 1,
                });
            }
        }
        self.push_in_order(steps);
    }
}
