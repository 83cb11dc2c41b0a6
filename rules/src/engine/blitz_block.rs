//! Blitz Bowl's Block Action (the `block_dice` and `push` switches, ruled together): as many
//! Block Dice as the blocker's Block Value, one more (`assist_dice`) when a team-mate also
//! Marks the target, and the blocker's coach picks the result (002:L550, L586, L590). Each die
//! arrives as a D6 and the ruleset's `[block_die]` numbering reads it (002:L1103). Smash,
//! Kerrunch!, Tackle Knock Down the target (002:L558-L562, L570); a Shove pushes him one
//! square straight away, the blocker may follow up, and where that square is occupied,
//! blocked or off the board he is Knocked Down instead (002:L566); Tackle and Miss leave the
//! blocker no more Actions this turn (002:L570, L574). The Knock Down and its Armour Check are
//! `engine/blitz_injury.rs`.

use std::borrow::Cow;

use tables::BlitzFace;

use super::steps::{BlockCtx, BlockStage, PendingRoll, RollKind, Step, Steps};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::ruleset::BlockDicePolicy;

/// Where each result is ruled.
fn face_rule(face: BlitzFace) -> &'static str {
    match face {
        BlitzFace::Smash => "002:L558",
        BlitzFace::Kerrunch => "002:L562",
        BlitzFace::Shove => "002:L566",
        BlitzFace::Tackle => "002:L570",
        BlitzFace::Miss => "002:L574",
    }
}

impl Engine<'_> {
    /// A Block under Block Value dice, by its stage: count and ask for the dice, then end the
    /// Block Action once the result's steps are done.
    pub(crate) fn blitz_block_step(&mut self, ctx: Box<BlockCtx>) {
        match ctx.stage {
            BlockStage::Roll => self.blitz_block_roll(ctx),
            BlockStage::Finish => {
                let block_action = self
                    .s
                    .action()
                    .is_some_and(|a| a.kind == ActionKind::Block && a.player == ctx.attacker);
                if block_action {
                    self.end_action();
                }
            }
            _ => {}
        }
    }

    /// The Block Dice: the Block Value, `assist_dice` more when another standing team-mate
    /// of the blocker is next to the target (Marks him, 002:L393, L586); one extra however
    /// many do (002:L590).
    fn blitz_block_roll(&mut self, mut ctx: Box<BlockCtx>) {
        let BlockDicePolicy::BlockValue { faces, .. } = self.s.ruleset.block_dice else {
            return;
        };
        let (attacker, defender) = (ctx.attacker, ctx.defender);
        let Some(BlitzBlockDice {
            value,
            assist_dice,
            helper,
            trapdoor,
            bombing,
            dice,
        }) = self.blitz_block_dice(attacker, defender)
        else {
            return;
        };
        if self.worded {
            let a = self.ruling_label(attacker);
            let d = self.ruling_label(defender);
            let assist = match helper {
                Some(h) => format!(
                    ", +{assist_dice} Assisted ({} Marks {d} too)",
                    self.ruling_label(h)
                ),
                None if trapdoor => {
                    format!(", +{assist_dice} Assisted ({d} is next to a Trapdoor, 002:L806)")
                }
                None => String::new(),
            };
            self.say(
                EventKind::BlockDice {
                    attacker,
                    defender,
                    dice,
                    chooser: attacker.side,
                },
                format_args!(
                    "Block: {a} against {d}: Block Value {value}{assist} = {dice} Block Dice, \
                     his coach picks (002:L550, L586){}",
                    if bombing {
                        "; a Bomber's Block from afar, never Assisted, a Shove counts as Miss \
                         (002:L1051)"
                    } else {
                        ""
                    }
                ),
            );
        } else {
            self.say(
                EventKind::BlockDice {
                    attacker,
                    defender,
                    dice,
                    chooser: attacker.side,
                },
                format_args!(""),
            );
        }
        ctx.stage = BlockStage::Chosen;
        self.push(Step::Block(ctx));
        let numbering: Vec<String> = faces
            .iter()
            .enumerate()
            .map(|(i, f)| format!("{} {}", i + 1, f.name()))
            .collect();
        self.push(Step::roll(PendingRoll {
            kind: RollKind::BlitzBlock { attacker, defender },
            side: attacker.side,
            dice: Cow::Owned(vec![DieKind::D6; usize::from(dice)]),
            target: None,
            modifiers: Default::default(),
            // Offensive Specialist may re-roll it (`engine/blitz_reroll.rs`).
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Block Dice: {dice} block {}, each given as its number on the data's block die \
                 ({}; 002:L550, L1103)",
                if dice == 1 { "die" } else { "dice" },
                numbering.join(", ")
            )),
        }));
    }

    /// The Block Dice read: one result applies at once; several, the blocker's coach picks
    /// (002:L550).
    pub(crate) fn blitz_block_rolled(
        &mut self,
        attacker: PlayerId,
        defender: PlayerId,
        dice: &[Die],
    ) {
        let BlockDicePolicy::BlockValue { faces: map, .. } = self.s.ruleset.block_dice else {
            return;
        };
        let mut faces: Vec<BlitzFace> = dice
            .iter()
            .filter_map(|d| d.value())
            .filter_map(|n| map.get(usize::from(n).checked_sub(1)?).copied())
            .collect();
        if self.worded {
            let shown: Vec<&str> = faces.iter().map(|f| f.name()).collect();
            self.say(
                EventKind::Note,
                format_args!("The Block Dice show {} (002:L1103)", shown.join(", ")),
            );
        }
        // Bloodlust reads every die of the roll, the last roll's (002:L1028, digest §6.3).
        let missed = faces.contains(&BlitzFace::Miss);
        if let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) {
            action.block_missed = missed;
        }
        // Bomber's Shove, Insignificant's Tackle: a Miss (002:L1050, L1051).
        for face in &mut faces {
            let as_face = self.block_face_as(attacker, defender, *face);
            if as_face != *face {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{} counts as {} ({})",
                        face.name(),
                        as_face.name(),
                        if *face == BlitzFace::Tackle {
                            "Insignificant, 002:L1050"
                        } else {
                            "a Bomber's Block, 002:L1051"
                        }
                    ),
                );
                *face = as_face;
            }
        }
        faces.sort_unstable();
        faces.dedup();
        match faces.as_slice() {
            [only] => self.blitz_apply(*only),
            [] => {}
            _ => self.push(Step::ChooseBlockResult { faces, attacker }),
        }
    }

    /// The blocker's coach picks one of the results rolled (002:L550).
    pub(crate) fn choose_block_result(
        &mut self,
        faces: &[BlitzFace],
        attacker: PlayerId,
        face: BlitzFace,
    ) -> Result<(), Rejection> {
        if !faces.contains(&face) {
            let shown: Vec<&str> = faces.iter().map(|f| f.name()).collect();
            return Err(self.refuse(
                format_args!(
                    "{} is not among the Block Dice rolled ({}); the {} coach picks one of them",
                    face.name(),
                    shown.join(", "),
                    self.s.team(attacker.side).name
                ),
                "002:L550",
            ));
        }
        self.s.stack.pop();
        self.blitz_apply(face);
        Ok(())
    }

    /// Applies the chosen result to the Block waiting on the stack.
    fn blitz_apply(&mut self, face: BlitzFace) {
        let Some(Step::Block(mut ctx)) = self.s.stack.pop() else {
            return;
        };
        let (attacker, defender) = (ctx.attacker, ctx.defender);
        self.say(
            EventKind::Note,
            format_args!("Block result: {} ({})", face.name(), face_rule(face)),
        );
        ctx.stage = BlockStage::Finish;
        self.push(Step::Block(ctx));
        if matches!(face, BlitzFace::Tackle | BlitzFace::Miss) {
            self.lock_out(attacker, face);
        }
        let steps = match face {
            BlitzFace::Smash | BlitzFace::Tackle => self.blitz_knock_down(defender, false),
            BlitzFace::Kerrunch => self.blitz_knock_down(defender, true),
            BlitzFace::Shove => self.shove(attacker, defender),
            BlitzFace::Miss => {
                let label = self.ruling_label(defender);
                self.say(
                    EventKind::Note,
                    format_args!("{label} is unaffected (002:L574)"),
                );
                Steps::new()
            }
        };
        self.push_in_order(steps);
    }

    /// Tackle or Miss: the blocker makes no more Actions this turn, Free ones included
    /// (002:L570, L574).
    fn lock_out(&mut self, attacker: PlayerId, face: BlitzFace) {
        let label = self.ruling_label(attacker);
        if let Some(turn) = self.s.turn.as_mut()
            && !turn.locked_out.contains(&attacker)
        {
            turn.locked_out.push(attacker);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "{label} can make no more Actions this turn, Free Actions included ({})",
                face_rule(face)
            ),
        );
    }

    /// A Shove: the target goes one square straight away from the blocker when that square
    /// is on the board, not blocked and empty, else he is Knocked Down (002:L566). No chain,
    /// no crowd. A ball he carries goes with him; one lying there Bounces (002:L493). Then the
    /// blocker may follow up into the square he left (002:L566).
    fn shove(&mut self, attacker: PlayerId, defender: PlayerId) -> Steps {
        let from = self.s.player(attacker).and_then(|p| p.square());
        let Some(at) = self.s.player(defender).and_then(|p| p.square()) else {
            return Steps::new();
        };
        let Some(from) = from else {
            return self.blitz_knock_down(defender, false);
        };
        let (dx, dy) = (
            i32::from(at.x()) - i32::from(from.x()),
            i32::from(at.y()) - i32::from(from.y()),
        );
        let label = self.ruling_label(defender);
        let away = self.s.pitch().offset(at, dx, dy);
        let why = match away {
            None => Some("off the board"),
            Some(to) if self.s.ruleset.pitch.blocked.contains(to) => Some("a blocked square"),
            Some(to) if self.s.is_occupied(to) => Some("occupied"),
            Some(_) => None,
        };
        let (Some(to), None) = (away, why) else {
            // Arena 5: a Kerrunch!, not a Smash (002:L803).
            let kerrunch = self.s.ruleset.arena.blocked_shove_kerrunch;
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} cannot be pushed straight away from {at} ({}): he is Knocked Down \
                     instead (002:L566){}",
                    why.unwrap_or("off the board"),
                    if kerrunch {
                        ", as by a Kerrunch! in this Arena (002:L803)"
                    } else {
                        ""
                    }
                ),
            );
            return self.blitz_knock_down(defender, kerrunch);
        };
        self.s.set_place(
            defender,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        self.say(
            EventKind::Pushed {
                player: defender,
                from: at,
                to: Some(to),
            },
            format_args!("{label} is pushed one square straight away, {at} to {to} (002:L566)"),
        );
        let mut steps = Steps::new();
        if self.handling_takes(defender, to) {
            self.handling_take(defender, to, "is pushed");
        } else if self.take_up_ball_on(to) {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!("{label} is pushed onto the ball: it Bounces (002:L493)"),
            );
            steps.push(Step::LooseBall { from: to });
        }
        steps.push(Step::FollowUp { attacker, to: at });
        steps
    }

    /// The blocker follows up into `to`, the square the shoved target left, or stays
    /// (002:L566); following up onto a loose ball (one that Bounced there from the push) makes
    /// it Bounce (002:L493).
    pub(crate) fn blitz_follow_up(&mut self, attacker: PlayerId, to: Square, follow: bool) {
        let label = self.ruling_label(attacker);
        let standing = self.s.player(attacker).and_then(|p| p.square());
        match standing {
            Some(from) if follow && !self.s.is_occupied(to) => {
                self.s.set_place(
                    attacker,
                    Place::Pitch {
                        square: to,
                        stance: Stance::Standing,
                    },
                );
                self.say(
                    EventKind::FollowedUp {
                        player: attacker,
                        to,
                    },
                    format_args!("{label} follows up from {from} to {to} (002:L566)"),
                );
                // Moved onto a ball other than by a Run: it Bounces (002:L493), or Handling
                // takes it (002:L291).
                if self.handling_takes(attacker, to) {
                    self.handling_take(attacker, to, "follows up");
                } else if self.take_up_ball_on(to) {
                    self.say(
                        EventKind::BallMoved { to: Some(to) },
                        format_args!("{label} follows up onto the ball: it Bounces (002:L493)"),
                    );
                    self.push(Step::LooseBall { from: to });
                }
            }
            _ => self.say(
                EventKind::Note,
                format_args!("{label} stays where he is (no follow-up, 002:L566)"),
            ),
        }
    }
}

/// How many Block Dice a Blitz Bowl Block rolls, and why (002:L550, L586-L590, L804, L806,
/// L1051): read by the Block itself and by the window's preview (`Match::block_preview`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BlitzBlockDice {
    /// The blocker's Block Value (his Team Card line).
    pub value: u8,
    /// The dice an Assisted Block adds (the data's; Arena 6's two).
    pub assist_dice: u8,
    /// The blocker's standing team-mate next to the target who makes it Assisted.
    pub helper: Option<PlayerId>,
    /// Assisted by Arena 8's Trapdoor next to the target, no team-mate doing it.
    pub trapdoor: bool,
    /// A Bomber's Block from afar, never Assisted.
    pub bombing: bool,
    /// The dice rolled: the Block Value, plus `assist_dice` when Assisted, within Arena 6's cap.
    pub dice: u8,
}

impl<S: State> Engine<'_, S> {
    /// The Block Dice `attacker`'s Block on `defender` rolls under the Block Value switch;
    /// `None` under 2016's Strength dice, or when either is missing.
    pub(crate) fn blitz_block_dice(
        &self,
        attacker: PlayerId,
        defender: PlayerId,
    ) -> Option<BlitzBlockDice> {
        let BlockDicePolicy::BlockValue { assist_dice, .. } = self.s.ruleset.block_dice else {
            return None;
        };
        let value = self.s.player(attacker)?.profile.blitz.as_ref()?.block;
        let at = self.s.player(defender)?.square()?;
        // A Bomber's Block is never Assisted (002:L1051).
        let bombing = self.bomber_block(attacker, defender);
        let helper = self
            .s
            .players_next_to(at)
            .find(|p| !bombing && p.id.side == attacker.side && p.id != attacker && p.is_standing())
            .map(|p| p.id);
        // Arena 8: a target next to a Trapdoor makes the Block Assisted (002:L806).
        let trapdoor = !bombing
            && helper.is_none()
            && self.s.ruleset.arena.trapdoor_assists
            && self
                .s
                .ruleset
                .pitch
                .trapdoors
                .iter()
                .any(|t| t.distance(at) == 1);
        let assisted = helper.is_some() || trapdoor;
        let dice = value.saturating_add(if assisted { assist_dice } else { 0 });
        // Arena 6: three Block Dice at most (002:L804).
        let dice = self
            .s
            .ruleset
            .arena
            .max_block_dice
            .map_or(dice, |max| dice.min(max));
        Some(BlitzBlockDice {
            value,
            assist_dice,
            helper,
            trapdoor,
            bombing,
            dice,
        })
    }
}
