//! Special Play cards played at the start of the team's own turn, before any of its players
//! acts (004:L5996-L6456): Spot the Sneak (a Reserve rolls a D6 and is set up in the team's
//! End Zone, or on a 5-6 on an empty trapdoor square, and may only Move this turn,
//! 004:L6314-L6330) and Kingmaker Play (one player acts first, his coach choosing each of his
//! dice but Armour and Injury rolls, and a turnover follows his Action, 004:L6099-L6121).

use super::special_play::Target;
use super::steps::{RollKind, Step};
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision};
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};

/// Whom one of these cards is played on: Spot the Sneak a Reserve who may play this drive;
/// Kingmaker Play a player of the team on the pitch who may still act (not Stunned, not acted).
pub(super) fn target(card: Card) -> Target {
    match card {
        Card::SpotTheSneak => Target::OwnReserve,
        _ => Target::OwnToAct,
    }
}

/// How long one of these cards' effect lasts: the turn it is played in (Spot the Sneak's
/// "only a Move Action", Kingmaker Play's chosen dice and turnover).
pub(super) fn lasts(card: Card) -> Until {
    let _ = card;
    Until::EndOfTurn
}

/// Whether `p` fits one of these cards' targets.
pub(super) fn fits(side: Side, target: Target, p: &Player) -> bool {
    let own = p.id.side == side;
    match target {
        Target::OwnReserve => own && p.place == Place::Reserves && super::setup_phase::available(p),
        Target::OwnToAct => {
            own && p.square().is_some() && p.stance() != Some(Stance::Stunned) && !p.acted
        }
        _ => false,
    }
}

impl<S: State> Engine<'_, S> {
    /// Why one of these cards keeps `player` from declaring `action`: Spot the Sneak's player
    /// may only Move (004:L6326-L6327); while Kingmaker Play's player has not acted, no
    /// team-mate may (004:L6108-L6109, "make an Action with them" read as his Action first).
    pub(crate) fn turn_start_card_problem(
        &self,
        player: &Player,
        action: ActionKind,
    ) -> Option<Rejection> {
        let sneak = Card::SpotTheSneak;
        if action != ActionKind::Move && self.s.cards.on_player(sneak, player.id) {
            return Some(self.refuse(
                format_args!(
                    "{} may only make a Move Action this turn: Spot the Sneak set him up",
                    player.tag()
                ),
                sneak.cite(),
            ));
        }
        let king = Card::KingmakerPlay;
        let chosen = self.s.cards.player_of(player.id.side, king)?;
        let waiting = chosen != player.id && self.s.player(chosen).is_some_and(|p| !p.acted);
        waiting.then(|| {
            self.refuse(
                format_args!(
                    "{} acts first this turn: Kingmaker Play was played on him",
                    self.named(chosen)
                ),
                king.cite(),
            )
        })
    }

    /// The squares Spot the Sneak sets `player` up on: empty squares of his team's End Zone,
    /// and with `trapdoors` (a 5-6) the empty trapdoor squares of either half
    /// (004:L6320-L6323). A square with the ball on it is not empty (the engine's reading).
    pub(crate) fn sneak_squares(&self, player: PlayerId, trapdoors: bool) -> Vec<Decision> {
        let pitch = self.s.pitch();
        let doors = self.s.ruleset.pitch.trapdoors;
        pitch
            .all()
            .filter(|&sq| {
                (pitch.end_zone(sq) == Some(player.side) || (trapdoors && doors.contains(sq)))
                    && self.s.player_at(sq).is_none()
                    && !self.s.ball_lies_on(sq)
            })
            .map(|to| Decision::MovePlayer { player, to })
            .collect()
    }

    /// The words of a roll's purpose that Kingmaker Play adds: its player's coach chooses
    /// the result instead of rolling, Armour and Injury rolls apart (004:L6110-L6113).
    pub(crate) fn kingmaker_note(
        &self,
        kind: &RollKind,
        player: Option<PlayerId>,
    ) -> Option<String> {
        let card = Card::KingmakerPlay;
        let id = player?;
        if !self.s.cards.on_player(card, id)
            || matches!(
                kind,
                RollKind::Armour { .. }
                    | RollKind::Injury { .. }
                    | RollKind::Casualty { .. }
                    | RollKind::CasualtyAgain(_)
                    | RollKind::WeaponArmour { .. }
            )
        {
            return None;
        }
        Some(format!(
            "; Kingmaker Play: his coach chooses the result instead of rolling ({})",
            card.cite()
        ))
    }
}

impl Engine<'_> {
    /// What playing one of these cards does at once.
    pub(super) fn turn_start_card(&mut self, side: Side, card: Card, player: Option<PlayerId>) {
        let Some(id) = player else {
            return;
        };
        let label = self.ruling_label(id);
        match card {
            Card::SpotTheSneak => {
                let purpose = self.words(format_args!(
                    "Spot the Sneak: {label} from the Reserves: 1-4 set up in the {} End Zone, \
                     5-6 there or on an empty trapdoor square in either half ({})",
                    self.s.team(side).name,
                    card.cite()
                ));
                self.card_d6(card, side, Some(id), purpose);
            }
            _ => self.say(
                EventKind::Note,
                format_args!(
                    "Kingmaker Play: {label} acts first; his coach chooses the result of each \
                     of his dice this turn, Armour and Injury rolls made as normal; a turnover \
                     follows his Action ({})",
                    card.cite()
                ),
            ),
        }
    }

    /// Spot the Sneak's D6 for `id`: his coach sets him up (004:L6318-L6323).
    pub(super) fn sneak_rolled(&mut self, side: Side, id: PlayerId, d6: u8) {
        let card = Card::SpotTheSneak;
        let trapdoors = d6 >= 5;
        let label = self.ruling_label(id);
        if self.sneak_squares(id, trapdoors).is_empty() {
            self.say(
                EventKind::Note,
                format_args!(
                    "Spot the Sneak: {d6}, but no empty square to set {label} up on: he stays in \
                     the Reserves ({})",
                    card.cite()
                ),
            );
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Spot the Sneak: {d6}: {label} is set up in the End Zone{} ({})",
                if trapdoors {
                    " or on an empty trapdoor square"
                } else {
                    ""
                },
                card.cite()
            ),
        );
        self.push(Step::CardSquare {
            side,
            card,
            player: id,
            trapdoors,
        });
    }

    /// Spot the Sneak's player is set up on `to`: Standing, and he may act this turn with a
    /// Move Action only (004:L6323-L6330).
    pub(crate) fn sneak_placed(
        &mut self,
        player: PlayerId,
        trapdoors: bool,
        to: Square,
    ) -> Result<(), Rejection> {
        let card = Card::SpotTheSneak;
        if !self
            .sneak_squares(player, trapdoors)
            .contains(&Decision::MovePlayer { player, to })
        {
            return Err(self.refuse(
                format_args!(
                    "{to} is not an empty square of the team's End Zone{}",
                    if trapdoors {
                        " nor an empty trapdoor square"
                    } else {
                        " (a 1-4)"
                    }
                ),
                card.cite(),
            ));
        }
        self.s.stack.pop();
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        // He plays in this drive (a Secret Weapon is called as it ends, 004:L10535).
        if let Some(p) = self.s.player_mut(player) {
            p.played_this_drive = true;
        }
        self.twelfth_player(card, player.side);
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Spot the Sneak: {label} is set up on {to}; he may only make a Move Action \
                 this turn, and his team may have 12 players for the rest of the drive ({})",
                card.cite()
            ),
        );
        Ok(())
    }

    /// `card` lets `side` have one more player than 11 on the pitch for the rest of the drive
    /// (Spot the Sneak, 004:L6328-L6330; Trap Door Man, 004:L5411-L5412): an effect on no
    /// player, which the simulator's count of players on the pitch reads.
    pub(super) fn twelfth_player(&mut self, card: Card, side: Side) {
        self.s.cards.start(CardEffect {
            card,
            side,
            player: None,
            until: Until::EndOfDrive,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
    }

    /// `player`'s Action is over: Kingmaker Play's turnover follows, once what ending it
    /// pushed is done (004:L6113-L6115); Quick Save's turn ends (card_turnovers.rs). With no
    /// card in effect, one test.
    #[inline]
    pub(crate) fn card_action_over(&mut self, player: PlayerId) {
        if self.s.cards.any_on() {
            self.card_action_over_on(player);
        }
    }

    #[inline(never)]
    fn card_action_over_on(&mut self, player: PlayerId) {
        if self.s.cards.on_player(Card::KingmakerPlay, player) {
            self.push(Step::KingmakerTurnover { player });
        }
        if self.s.cards.on_player(Card::QuickSave, player) {
            self.quick_save_over();
        }
        self.round_the_clock_over(player.side);
    }

    /// Kingmaker Play's turnover, its player's Action over.
    pub(crate) fn kingmaker_turnover(&mut self, player: PlayerId) {
        let card = Card::KingmakerPlay;
        self.end_card(player.side, card, Some(player));
        let label = self.ruling_label(player);
        self.turnover(format_args!(
            "Kingmaker Play: {label}'s Action is over ({})",
            card.cite()
        ));
    }
}
