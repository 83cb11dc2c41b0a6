//! Special Play cards that change a player's Action: who may declare one (Ego Trip,
//! 004:L5263-L5281), what his first Block or Blitz carries (Bob's Biffin' Helmet,
//! 004:L5588-L5608) and what his block dice show (Knuckledusters, 004:L5242-L5262). Each hook
//! stops at one test when no card is in effect.

use super::{Engine, State};
use crate::dice::BlockFace;
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::player::{Player, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::special_play::{Card, Until};

impl<S: State> Engine<'_, S> {
    /// Ego Trip: the player it was played on declares his team's first Action of the turn or
    /// none at all (004:L5263-L5281). Why he may not declare now, if a team-mate has.
    pub(crate) fn ego_trip_problem(&self, player: &Player) -> Option<Rejection> {
        let card = Card::EgoTrip;
        if !self.s.cards.on_player(card, player.id) {
            return None;
        }
        let turn = self.s.turn.as_ref()?;
        (turn.side == player.id.side && turn.declared_any).then(|| {
            self.refuse(
                format_args!(
                    "{} is on an Ego Trip: he takes his team's first Action of the turn or none \
                     at all, and a team-mate has acted",
                    player.tag()
                ),
                card.cite(),
            )
        })
    }
}

impl Engine<'_> {
    /// Bob's Biffin' Helmet: the first Block or Blitz Action its wearer declares, he has +1 ST
    /// and Mighty Blow for it (004:L5588-L5608). Both are taken back at the end of the turn:
    /// his Action is his last in it, so nothing else of the turn reads his ST or Mighty Blow.
    pub(crate) fn biffin_helmet(&mut self, id: PlayerId, action: ActionKind) {
        let card = Card::BobsBiffinHelmet;
        if !matches!(action, ActionKind::Block | ActionKind::Blitz)
            || !self.s.cards.on_player(card, id)
        {
            return;
        }
        // The helmet waits (until the end of the game) for his first Block or Blitz.
        let Some(index) =
            self.s.cards.effects.iter().position(|e| {
                e.card == card && e.player == Some(id) && e.until == Until::EndOfGame
            })
        else {
            return;
        };
        let given = self.grant(id, &[Skill::MightyBlow]);
        let (_, st) = self.change_profile(id, (0, 1));
        if let Some(effect) = self.s.cards.effects.get_mut(index) {
            effect.until = Until::EndOfTurn;
            effect.granted = given;
            effect.st = st;
        }
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Bob's Biffin' Helmet: {label}'s first {} Action: +1 ST and Mighty Blow for it \
                 ({})",
                self.action_name(action),
                card.cite()
            ),
        );
    }

    /// Knuckledusters: the block dice rolled for the player it was played on may all become
    /// Defender Down (004:L5242-L5262). When his own coach picks the die, Defender Down is one
    /// more face to pick; when the defender's coach picks, every die is turned, Defender Down
    /// being the attacker's best result against any face.
    #[inline]
    pub(crate) fn knuckledusters(
        &mut self,
        attacker: PlayerId,
        chooser: crate::pitch::Side,
        faces: &mut Vec<BlockFace>,
    ) {
        if self.s.cards.any_on() && self.s.cards.on_player(Card::Knuckledusters, attacker) {
            self.knuckledusters_on(attacker, chooser, faces);
        }
    }

    #[inline(never)]
    fn knuckledusters_on(
        &mut self,
        attacker: PlayerId,
        chooser: crate::pitch::Side,
        faces: &mut Vec<BlockFace>,
    ) {
        let card = Card::Knuckledusters;
        if chooser == attacker.side {
            if !faces.contains(&BlockFace::DefenderDown) {
                faces.push(BlockFace::DefenderDown);
                faces.sort_unstable();
            }
        } else {
            faces.clear();
            faces.push(BlockFace::DefenderDown);
        }
        let label = self.ruling_label(attacker);
        self.say(
            EventKind::Note,
            format_args!(
                "Knuckledusters: {label}'s block dice may be turned to Defender Down ({})",
                card.cite()
            ),
        );
    }
}
