//! Weapons used instead of a block: Stab (with Stakes) and Chainsaw (004:L10045-L10066,
//! L10581-L10600).

use std::borrow::Cow;

use super::steps::{BlockCtx, BlockStage, PendingRoll, RollKind, Step, Weapon};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::skill::Skill;

/// The rosters Stakes works against: Khemri, Necromantic, Undead and Vampire (004:L10595).
const STAKES_ROSTERS: [&str; 4] = ["khemri", "necromantic", "undead", "vampire"];

impl Engine<'_> {
    /// The Chainsaw's D6 for `player` against `victim`: 2+ hits, a 1 kicks back; re-rolled
    /// like any roll of the moving team's player (004:L10048-L10050).
    pub(crate) fn chainsaw_roll(&self, player: PlayerId, victim: PlayerId, foul: bool) -> Step {
        let (a, v) = (self.ruling_label(player), self.ruling_label(victim));
        Step::roll(PendingRoll {
            kind: RollKind::Chainsaw {
                player,
                victim,
                foul,
            },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Chainsaw: {a} needs 2 or more to hit {v}; on a 1 it kicks back and hits him \
                 (004:L10048-L10050)"
            )),
        })
    }

    /// The weapon attack made instead of the block, once the Foul Appearance roll (if any) let
    /// it go on: Stab's unmodified Armour roll (004:L10581), or the Chainsaw's D6
    /// (004:L10045). The block finishes after it.
    pub(crate) fn weapon_attack(&mut self, mut ctx: Box<BlockCtx>, weapon: Weapon) {
        let (attacker, defender) = (ctx.attacker, ctx.defender);
        let (a, d) = (self.ruling_label(attacker), self.ruling_label(defender));
        ctx.stage = BlockStage::Finish;
        self.push(Step::Block(ctx));
        match weapon {
            Weapon::Stab => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{a} stabs {d} instead of blocking: an Armour roll, and no block dice \
                         (004:L10581-L10593)"
                    ),
                );
                let modifiers = self.stakes(attacker, defender);
                let av = self.s.player(defender).map_or(0, |p| p.profile.av);
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::WeaponArmour {
                        player: defender,
                        weapon,
                        wielder: attacker,
                    },
                    side: attacker.side,
                    dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
                    target: None,
                    modifiers: modifiers.into(),
                    // Get da Git: the Black Gobbo's Stab on Grombrindal may be re-rolled
                    // (004:L9743-L9745).
                    rerolled: !self.get_da_git(attacker, defender),
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Stab: Armour roll for {d}, 2D6 unmodified but for Stakes, must beat AV \
                         {av} for an Injury roll; otherwise no effect (004:L10581-L10600)"
                    )),
                }));
            }
            Weapon::Chainsaw => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{a} attacks {d} with his chainsaw instead of blocking (004:L10045)"
                    ),
                );
                let roll = self.chainsaw_roll(attacker, defender, false);
                self.push(roll);
            }
        }
    }

    /// The Chainsaw roll read: a hit is an Armour roll +3 for the victim (a Foul's Armour
    /// roll on a Foul), a kick-back one for the wielder (004:L10049-L10056).
    pub(crate) fn chainsaw_rolled(
        &mut self,
        player: PlayerId,
        victim: PlayerId,
        foul: bool,
        success: bool,
        shown: &str,
    ) {
        let (a, v) = (self.ruling_label(player), self.ruling_label(victim));
        if success {
            self.say(
                EventKind::Note,
                format_args!("Chainsaw ({shown}): it hits {v} (004:L10049)"),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!("Chainsaw ({shown}): it kicks back and hits {a} (004:L10050)"),
            );
        }
        if success && foul {
            let roll = self.foul_armour_roll(player, victim, true);
            self.push(roll);
            return;
        }
        let hit = if success { victim } else { player };
        let label = self.ruling_label(hit);
        let av = self.s.player(hit).map_or(0, |p| p.profile.av);
        // Astrogranite adds to every Armour roll (004:L3625); Stab's is the unmodified one.
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("Chainsaw (004:L10051)")),
            value: 3,
        }];
        modifiers.extend(self.stadium_armour());
        self.push(Step::roll(PendingRoll {
            kind: RollKind::WeaponArmour {
                player: hit,
                weapon: Weapon::Chainsaw,
                wielder: player,
            },
            side: hit.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Chainsaw: Armour roll for {label}, 2D6 +3 must beat AV {av}: he is then \
                 Knocked Down and injured; otherwise no effect (004:L10051-L10054)"
            )),
        }));
    }

    /// A Stab's or a Chainsaw's Armour roll read. Beaten armour: after a Stab, an Injury roll
    /// with no modifiers and the victim not knocked down (004:L10588-L10592); after a
    /// Chainsaw, the player hit is Knocked Down and injured, a turnover when he is the
    /// moving team's (004:L10052).
    pub(crate) fn weapon_armour_rolled(
        &mut self,
        id: PlayerId,
        weapon: Weapon,
        modifiers: &[Modifier],
        dice: &[Die],
    ) {
        let Some(player) = self.s.player(id) else {
            return;
        };
        let label = self.ruling_name(player);
        let av = i16::from(player.profile.av);
        // Zug's Jersey: the two dice against his AV, not even a Chainsaw's +3 (004:L5609-L5636).
        let unmodified = self.zugs_jersey(id);
        let modifiers = if unmodified { &[][..] } else { modifiers };
        let natural: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        let roll = natural + modifiers.iter().map(|m| i16::from(m.value)).sum::<i16>();
        let mods: String = modifiers
            .iter()
            .map(|m| format!(" {:+} {}", m.value, m.name))
            .collect();
        let broken = roll > av;
        let cite = match weapon {
            Weapon::Stab => "004:L10586-L10590",
            Weapon::Chainsaw => "004:L10051-L10054",
        };
        let text = self.words(format_args!(
            "Armour roll for {label}: {natural}{mods}{} {}: {} ({cite})",
            if mods.is_empty() {
                String::new()
            } else {
                format!(" = {roll}")
            },
            if broken {
                format!("beats AV {av}")
            } else {
                format!("does not beat AV {av}")
            },
            if broken { "armour broken" } else { "no effect" }
        ));
        let text = self.zugs_jersey_words(text, unmodified);
        self.say(
            EventKind::Roll {
                roll: "Armour".into(),
                player: Some(id),
                dice: crate::dice::Dice::from_slice(dice),
                outcome: crate::event::Outcome::Read,
            },
            format_args!("{text}"),
        );
        if !broken {
            return;
        }
        // Hightower's Lucky Sock: the first broken armour places him Prone, no Injury roll
        // (004:L5715-L5731), whatever broke it; Placed Prone holding the ball in his own
        // team's turn, a turnover (000:L443).
        // The turnover first, as for any knock-down: the Sock's fall and the ball's bounce
        // then go on top of the turn's end.
        if self
            .s
            .cards
            .on_player(crate::special_play::Card::HightowersLuckySock, id)
            && self.s.ball == crate::state::Ball::Held(id)
            && self.moving_team(id)
        {
            let label = self.ruling_label(id);
            self.turnover(format_args!(
                "{label} is Placed Prone holding the ball (000:L443)"
            ));
        }
        if self.lucky_sock(id) {
            return;
        }
        if weapon == Weapon::Stab {
            let mut injury = self.unmodified_injury_roll(id);
            if let Step::Roll(r) = &mut injury {
                r.purpose
                    .push_str("; Stab: no modifier of any source counts (004:L10590-L10592)");
            }
            self.push(injury);
            return;
        }
        let injury = self.injury_roll(id, Vec::new(), false, None, None);
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            self.push(injury);
            return;
        };
        self.s.set_place(
            id,
            Place::Pitch {
                square,
                stance: Stance::Prone,
            },
        );
        let label = self.ruling_label(id);
        self.say(
            EventKind::KnockedDown { player: id, square },
            format_args!("{label} is Knocked Down by the chainsaw on {square} (004:L10052)"),
        );
        // Ice: Knocked Down, he slides a square before his Injury roll (004:L3619-L3624).
        let mut steps: Vec<Step> = self.ice_slide_roll(id).into_iter().collect();
        steps.push(injury);
        steps.extend(self.drop_ball_going_down(id, square));
        let active = self.s.turn.as_ref().map(|t| t.side);
        if active == Some(id.side) {
            self.turnover(format_args!(
                "{label} was Knocked Down by his own chainsaw's kick-back (004:L10050-L10052, \
                 000:L443)"
            ));
        }
        self.push_in_order(steps);
    }
}

impl Engine<'_> {
    /// A ball that stabs whoever handles it (Agrablag's Ball of Pain, the Extra Spiky Ball):
    /// `id` is treated as attacked with Stab, an unmodified Armour roll by the other coach and,
    /// if it breaks, an Injury roll (004:L10581-L10600). `ball` names it, `how` says what set
    /// it off ("fumbles the ball") and `cite` gives its seed lines.
    pub(crate) fn stabbed_by_the_ball(&mut self, id: PlayerId, ball: &str, how: &str, cite: &str) {
        let label = self.ruling_label(id);
        let av = self.s.player(id).map_or(0, |p| p.profile.av);
        self.say(
            EventKind::Note,
            format_args!("{ball}: {label} {how}, and is treated as attacked with Stab ({cite})"),
        );
        self.push(Step::roll(PendingRoll {
            kind: RollKind::WeaponArmour {
                player: id,
                weapon: Weapon::Stab,
                wielder: id,
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "{ball}: a Stab's Armour roll for {label}, 2D6 unmodified, must beat AV {av} for \
                 an Injury roll; otherwise no effect ({cite}, 004:L10581-L10600)"
            )),
        }));
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether a Stab's or a Chainsaw's Armour roll of `dice` with `modifiers` beats the AV
    /// of `id`, as [`Engine::weapon_armour_rolled`] reads it.
    pub(crate) fn weapon_armour_broken(
        &self,
        id: PlayerId,
        modifiers: &[Modifier],
        dice: &[Die],
    ) -> bool {
        let av = self.s.player(id).map_or(0, |p| i16::from(p.profile.av));
        let natural: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        // Zug's Jersey: the two dice alone (004:L5609-L5636), as the roll is read.
        let modifiers = if self.zugs_jersey(id) {
            &[][..]
        } else {
            modifiers
        };
        natural + modifiers.iter().map(|m| i16::from(m.value)).sum::<i16>() > av
    }

    /// Stakes: +1 to a Stab's Armour roll against a player of a Khemri, Necromantic, Undead
    /// or Vampire team (004:L10595-L10600); the one modifier a Stab's Armour roll takes.
    fn stakes(&self, attacker: PlayerId, defender: PlayerId) -> Vec<Modifier> {
        let stakes = self
            .s
            .player(attacker)
            .is_some_and(|p| p.has(Skill::Stakes));
        let cursed = STAKES_ROSTERS.contains(&self.s.team(defender.side).roster.as_str());
        if stakes && cursed {
            vec![Modifier {
                name: self.words(format_args!("Stakes (004:L10595)")),
                value: 1,
            }]
        } else {
            Vec::new()
        }
    }

    /// Chainsaw's +3 to an Armour roll of a player knocked down: he holds a running chainsaw,
    /// or he knocked himself over blocking its wielder `by` (004:L10057-L10063). Only one +3.
    pub(crate) fn chainsaw_armour(&self, id: PlayerId, by: Option<PlayerId>) -> Vec<Modifier> {
        let holds = self.s.player(id).is_some_and(|p| p.has(Skill::Chainsaw));
        let acting = self.s.action().map(|a| a.player);
        let fell_on = by.is_some_and(|b| {
            acting != Some(b)
                && acting == Some(id)
                && self.s.player(b).is_some_and(|p| p.has(Skill::Chainsaw))
        });
        if holds || fell_on {
            vec![Modifier {
                name: self.words(format_args!(
                    "{} (004:L{})",
                    "Chainsaw",
                    if holds { "10057" } else { "10061" }
                )),
                value: 3,
            }]
        } else {
            Vec::new()
        }
    }
}

impl Engine<'_> {
    /// The Casualty result that stands for `id` now (rolled, or kept after an Apothecary's
    /// second roll): a Weeping Dagger or a Nurgle's Rot waiting on him reads it once the case
    /// is settled (004:L10754, L10402-L10412).
    pub(crate) fn casualty_result_stands(&mut self, id: PlayerId, result: &str) {
        if let Some(Step::WeepingDagger { badly_hurt, .. }) = self
            .s
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::WeepingDagger { victim, .. } if *victim == id))
        {
            *badly_hurt = Some(result.eq_ignore_ascii_case("badly hurt"));
        }
        if let Some(Step::NurglesRot { dead, .. }) = self
            .s
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::NurglesRot { victim, .. } if *victim == id))
        {
            // The result that stands: an Apothecary's second roll kept in its place replaces
            // a DEAD (a victim with Decay, whose two results both stand, is never a Rotter).
            *dead = result.eq_ignore_ascii_case("dead");
        }
    }

    /// Weeping Dagger (004:L10751-L10759): an Injury roll has just put `victim` in the Casualty
    /// box after a block by `by`; in league play, once his Casualty roll is settled (after any
    /// re-rolls, and Regeneration), a D6 is asked if it came to Badly Hurt. Outside a league
    /// the dagger does nothing.
    pub(crate) fn weeping_dagger_after_injury(&mut self, victim: PlayerId, by: Option<PlayerId>) {
        let Some(wielder) = by else {
            return;
        };
        let armed = self
            .s
            .player(wielder)
            .is_some_and(|p| p.has(Skill::WeepingDagger));
        let casualty = self
            .s
            .player(victim)
            .is_some_and(|p| p.place == Place::Casualty);
        if !armed || !casualty || wielder.side == victim.side || !self.book.is_on("league") {
            return;
        }
        // Under his Casualty roll, so it runs after all that roll brings.
        let Some(at) = self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r) if matches!(r.kind, RollKind::Casualty { player, .. } if player == victim))
        }) else {
            return;
        };
        self.s.stack.insert(
            at,
            Step::WeepingDagger {
                victim,
                wielder,
                badly_hurt: None,
            },
        );
    }

    /// The settled Casualty roll: Badly Hurt after any re-rolls (an Apothecary's second roll
    /// kept, 004:L10753-L10755) gets the D6, the Apothecary's patching up to Reserves
    /// notwithstanding; a victim Regeneration healed has no result left standing.
    pub(crate) fn weeping_dagger(
        &mut self,
        victim: PlayerId,
        wielder: PlayerId,
        badly_hurt: Option<bool>,
    ) {
        if badly_hurt != Some(true) {
            return;
        }
        let (w, v) = (self.ruling_label(wielder), self.ruling_label(victim));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::WeepingDagger {
                player: victim,
                wielder,
            },
            side: wielder.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(4),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Weeping Dagger: {w}'s warpstone blade; on 4 or more {v}, Badly Hurt, must miss \
                 his next game (004:L10751-L10759)"
            )),
        }));
    }

    /// The Weeping Dagger's D6 read.
    pub(crate) fn weeping_dagger_rolled(&mut self, victim: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(victim);
        if success {
            self.say(
                EventKind::MissesNextGame { player: victim },
                format_args!(
                    "Weeping Dagger ({shown}): {label} must miss his next game (004:L10756)"
                ),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!("Weeping Dagger ({shown}): no further effect on {label} (004:L10756)"),
            );
        }
    }
}
