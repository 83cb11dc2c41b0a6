//! Mine (004:L5282-L5307), played at the start of the team's turn on a standing opposing
//! player: one roll of a D6 for him, then one for each standing player of either team next to
//! him in reading order; each 4+ is Knocked Down. Their Armour rolls follow in that order,
//! each with +1 to the Injury roll should the armour break (carried by the Armour roll,
//! `RollKind::Armour::mine`), and the balls they drop bounce last, as after a Fireball. A
//! player of the card's team knocked down is a turnover only when he held the ball.
//!
//! The one read made here: "an opposing player of your choice" is a standing one on the pitch,
//! the one a mine under his feet can knock down (the text's other players are "standing").

use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::special_play::Card;
use crate::state::Ball;

/// The D6 that knocks a player down (004:L5292-L5293).
const MINE_KNOCKS_DOWN: u8 = 4;

/// At most nine players: the one on the mine and the eight next to him.
static MINE_DICE: [DieKind; 9] = [DieKind::D6; 9];

impl<S: State> Engine<'_, S> {
    /// The players the mine reaches: `on` first, then each standing player next to him in
    /// reading order (row by row from the lowest y, then by x).
    fn mine_players(&self, on: PlayerId) -> Vec<PlayerId> {
        let Some(square) = self.s.player(on).and_then(|p| p.square()) else {
            return Vec::new();
        };
        let mut players = vec![on];
        players.extend(
            self.fireball_players((i32::from(square.x()), i32::from(square.y())))
                .into_iter()
                .filter(|&p| p != on),
        );
        players
    }

    /// The Injury roll's modifier a mine's Armour roll carries (004:L5294-L5296).
    pub(crate) fn mine_injury(&self, mine: bool) -> Vec<Modifier> {
        if !mine {
            return Vec::new();
        }
        vec![Modifier {
            name: self.words(format_args!("Mine ({})", Card::Mine.cite())),
            value: 1,
        }]
    }
}

impl Engine<'_> {
    /// `side` plays Mine on `on`: the card's roll of a D6 for each player it reaches.
    pub(super) fn mine(&mut self, side: Side, on: PlayerId) {
        let card = Card::Mine;
        let players = self.mine_players(on);
        if players.is_empty() {
            return;
        }
        let names: Vec<String> = players.iter().map(|&p| self.ruling_label(p)).collect();
        let purpose = self.words(format_args!(
            "Mine: a D6 for each player, in this order: {}; {MINE_KNOCKS_DOWN}+ is Knocked Down, \
             his Armour roll +1 to the Injury roll ({})",
            names.join(", "),
            card.cite()
        ));
        let dice = &MINE_DICE[..players.len().min(MINE_DICE.len())];
        self.card_roll(card, side, Some(on), dice, Default::default(), purpose);
    }

    /// Mine's D6s read, one for each player in the roll's order: 4+ Knocked Down.
    pub(super) fn mine_rolled(&mut self, side: Side, on: PlayerId, dice: &[Die]) {
        let card = Card::Mine;
        let players = self.mine_players(on);
        let mut hit = Vec::new();
        for (&p, die) in players.iter().zip(dice) {
            let value = die.value().unwrap_or(1);
            let label = self.ruling_label(p);
            if value >= MINE_KNOCKS_DOWN {
                hit.push(p);
            } else {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Mine: {value} for {label}, under {MINE_KNOCKS_DOWN}: he keeps his feet \
                         ({})",
                        card.cite()
                    ),
                );
            }
        }
        self.mine_knock_downs(side, hit);
    }

    /// Knocks down the players the mine hit: each one's Armour roll (+1 to the Injury roll)
    /// in order, the balls dropped bouncing after. A player of `side` is a turnover only when
    /// he held the ball (004:L5296-L5299).
    fn mine_knock_downs(&mut self, side: Side, hit: Vec<PlayerId>) {
        let card = Card::Mine;
        let moving = self.s.turn.as_ref().filter(|t| !t.ended).map(|t| t.side);
        let ball = self.s.ball;
        if let Some(carrier) = hit
            .iter()
            .copied()
            .find(|&p| p.side == side && Some(side) == moving && ball == Ball::Held(p))
        {
            self.turnover(format_args!(
                "Mine knocked down {}, of the card's team, holding the ball ({})",
                self.ruling_label(carrier),
                card.cite()
            ));
        }
        let mut steps = Vec::new();
        let mut bounce = Vec::new();
        for id in hit {
            let (rolls, balls) = super::steps::ball_steps_apart(self.knock_down(id, None));
            for mut step in rolls {
                if let super::steps::Step::Roll(r) = &mut step
                    && let super::steps::RollKind::Armour { cause, .. } = &mut r.kind
                {
                    cause.mine = true;
                    r.purpose.push_str(&self.words(format_args!(
                        "; Mine: +1 to the Injury roll should the armour break ({})",
                        card.cite()
                    )));
                }
                steps.push(step);
            }
            bounce.extend(balls);
        }
        steps.extend(bounce);
        self.push_in_order(steps);
    }
}
