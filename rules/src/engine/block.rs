//! Blocks: assists, how many dice and who picks, each face of the block die, follow-up, and
//! the knock-downs that follow (000:L533-L593, L1074-L1117; digest §9.7 gives the order).

use crate::skill::Skill;
use std::borrow::Cow;

use super::Engine;
use super::steps::{BlockCtx, BlockStage, PendingRoll, PushChain, RollKind, Step};
use crate::dice::{BlockFace, Die, DieKind};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;

/// Dice and chooser for final strengths (000:L541-L551): equal → 1 die; otherwise 2, or 3 when
/// the stronger is more than twice as strong; the stronger player's coach picks.
pub fn block_dice(attacker_st: u8, defender_st: u8, attacker: Side) -> (u8, Side) {
    let (strong, weak) = (attacker_st.max(defender_st), attacker_st.min(defender_st));
    let dice = if strong == weak {
        1
    } else if u16::from(strong) > 2 * u16::from(weak) {
        3
    } else {
        2
    };
    let chooser = if defender_st > attacker_st {
        attacker.opponent()
    } else {
        attacker
    };
    (dice, chooser)
}

impl Engine<'_> {
    /// Team-mates of `helper_side` who assist against `enemy`: standing, with Tackle Zones,
    /// next to `enemy` and in no other opposing Tackle Zone (000:L1074-L1093).
    pub(crate) fn assists(
        &self,
        helper_side: Side,
        enemy: PlayerId,
        exclude: PlayerId,
    ) -> Vec<PlayerId> {
        let Some(enemy_square) = self.s.player(enemy).and_then(|p| p.square()) else {
            return Vec::new();
        };
        self.s
            .players_next_to(enemy_square)
            .filter(|p| p.id.side == helper_side && p.id != exclude && p.has_tackle_zones())
            .filter(|p| {
                p.square().is_some_and(|s| {
                    self.s
                        .tackle_zones_on(s, helper_side)
                        .all(|marker| marker.id == enemy)
                })
            })
            .map(|p| p.id)
            .collect()
    }

    pub(crate) fn block_step(&mut self, mut ctx: BlockCtx) {
        match ctx.stage {
            BlockStage::Roll => self.block_roll(ctx),
            BlockStage::Chosen => {}
            BlockStage::Push => {
                ctx.stage = BlockStage::FollowUp;
                let pushed = ctx.defender;
                let defender_square = self.s.player(pushed).and_then(|p| p.square());
                let attacker_square = self.s.player(ctx.attacker).and_then(|p| p.square());
                ctx.defender_from = defender_square;
                self.push(Step::Block(ctx));
                if let (Some(from), Some(_)) = (attacker_square, defender_square) {
                    self.push_next(PushChain {
                        from,
                        pushed,
                        links: Vec::new(),
                    });
                }
            }
            BlockStage::FollowUp => {
                ctx.stage = BlockStage::KnockDown;
                let to = ctx.defender_from;
                let attacker_standing = self.s.standing_square(ctx.attacker).is_some();
                let fend = self
                    .s
                    .player(ctx.defender)
                    .is_some_and(|p| p.has(Skill::Fend));
                self.push(Step::Block(ctx.clone()));
                if let Some(to) = to
                    && attacker_standing
                    && !self.s.is_occupied(to)
                {
                    if fend {
                        let label = self.ruling_label(ctx.defender);
                        self.say(
                            EventKind::FollowedUp {
                                player: ctx.attacker,
                                to,
                            },
                            format_args!("{label} has Fend: no follow-up (000:L1237)"),
                        );
                    } else {
                        self.push(Step::FollowUp {
                            attacker: ctx.attacker,
                            to,
                        });
                    }
                }
            }
            BlockStage::KnockDown => self.block_knock_downs(ctx),
            BlockStage::Finish => {
                let is_block_action = self
                    .s
                    .action()
                    .is_some_and(|a| a.kind == ActionKind::Block && a.player == ctx.attacker);
                if is_block_action {
                    self.end_action();
                }
            }
        }
    }

    fn block_roll(&mut self, mut ctx: BlockCtx) {
        let (Some(attacker), Some(defender)) = (
            self.s.player(ctx.attacker).cloned(),
            self.s.player(ctx.defender).cloned(),
        ) else {
            return;
        };
        let offence = self.assists(attacker.id.side, defender.id, attacker.id);
        let defence = self.assists(defender.id.side, attacker.id, defender.id);
        let att_st = attacker
            .profile
            .st
            .saturating_add(u8::try_from(offence.len()).unwrap_or(u8::MAX));
        let def_st = defender
            .profile
            .st
            .saturating_add(u8::try_from(defence.len()).unwrap_or(u8::MAX));
        let (dice, chooser) = block_dice(att_st, def_st, attacker.id.side);
        // The ruling's sentence (who blocks whom, with which assists), written only when read.
        let text = if self.worded {
            let names = |ids: &[PlayerId]| {
                ids.iter()
                    .map(|id| format!("#{}", id.number))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut text = format!(
                "{} blocks {}: ST {}",
                attacker.tag(),
                defender.tag(),
                attacker.profile.st
            );
            if !offence.is_empty() {
                text.push_str(&format!(
                    " +{} assist ({}) = {att_st}",
                    offence.len(),
                    names(&offence)
                ));
            }
            text.push_str(&format!(" against ST {}", defender.profile.st));
            if !defence.is_empty() {
                text.push_str(&format!(
                    " +{} assist ({}) = {def_st}",
                    defence.len(),
                    names(&defence)
                ));
            }
            text.push_str(&format!(
                ": {dice} block {}, the {} coach picks (000:L541-L551, L1074-L1093)",
                if dice == 1 { "die" } else { "dice" },
                chooser.name()
            ));
            text
        } else {
            String::new()
        };
        self.say(
            EventKind::BlockDice {
                attacker: attacker.id,
                defender: defender.id,
                dice,
                chooser,
            },
            format_args!("{text}"),
        );
        ctx.stage = BlockStage::Chosen;
        self.push(Step::Block(ctx));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Block {
                attacker: attacker.id,
                defender: defender.id,
                chooser,
            },
            side: attacker.id.side,
            dice: block_dice_kinds(usize::from(dice)),
            target: None,
            modifiers: Vec::new(),
            rerolled: false,
            purpose: self.words(format_args!(
                "Block: the blocking coach rolls {dice} block {} (000:L549)",
                if dice == 1 { "die" } else { "dice" }
            )),
        }));
    }

    pub(crate) fn block_rolled(
        &mut self,
        _attacker: PlayerId,
        _defender: PlayerId,
        chooser: Side,
        dice: &[Die],
    ) {
        let mut faces: Vec<BlockFace> = dice
            .iter()
            .filter_map(|d| match d {
                Die::Block(face) => Some(*face),
                _ => None,
            })
            .collect();
        faces.sort_unstable();
        faces.dedup();
        match faces.as_slice() {
            [only] => self.apply_face(*only),
            _ => self.push(Step::ChooseBlockDie { faces, chooser }),
        }
    }

    pub(crate) fn choose_block_die(
        &mut self,
        faces: &[BlockFace],
        chooser: Side,
        face: BlockFace,
    ) -> Result<(), Rejection> {
        if !faces.contains(&face) {
            let shown: Vec<&str> = faces.iter().map(|f| f.name()).collect();
            return Err(self.refuse(
                format_args!(
                    "{} is not among the dice rolled ({}); the {} coach picks one of them",
                    face.name(),
                    shown.join(", "),
                    chooser.name()
                ),
                "000:L543",
            ));
        }
        self.s.stack.pop();
        self.apply_face(face);
        Ok(())
    }

    /// Applies the chosen face (000:L553-L577).
    fn apply_face(&mut self, face: BlockFace) {
        let Some(Step::Block(mut ctx)) = self.s.stack.pop() else {
            return;
        };
        ctx.face = Some(face);
        let attacker = self.s.player(ctx.attacker).cloned();
        let defender = self.s.player(ctx.defender).cloned();
        let (Some(attacker), Some(defender)) = (attacker, defender) else {
            return;
        };
        self.say(
            EventKind::BlockResult { face },
            format_args!("Block result: {} (000:L553-L577)", face.name()),
        );
        match face {
            BlockFace::AttackerDown => {
                let steps = self.knock_down(attacker.id, defender.has(Skill::MightyBlow));
                self.turnover(format_args!(
                    "{} was Knocked Down by his own block (Attacker Down, 000:L561)",
                    attacker.tag()
                ));
                self.push_in_order(steps);
            }
            BlockFace::BothDown => {
                let attacker_falls = !attacker.has(Skill::Block);
                let defender_falls = !defender.has(Skill::Block);
                let mut text = String::from("Both Down:");
                for (p, falls) in [(&attacker, attacker_falls), (&defender, defender_falls)] {
                    if !falls {
                        text.push_str(&format!(" {} uses Block and stays up;", p.label()));
                    }
                }
                text.push_str(" (000:L563-L565, L1212)");
                self.say(EventKind::BlockResult { face }, format_args!("{text}"));
                let mut steps = Vec::new();
                if attacker_falls {
                    steps.extend(self.knock_down(attacker.id, defender.has(Skill::MightyBlow)));
                }
                if defender_falls {
                    steps.extend(self.knock_down(defender.id, attacker.has(Skill::MightyBlow)));
                }
                if attacker_falls {
                    self.turnover(format_args!(
                        "{} was Knocked Down on a Both Down without Block (000:L563, L591)",
                        attacker.tag()
                    ));
                } else {
                    ctx.stage = BlockStage::Finish;
                    self.push(Step::Block(ctx));
                }
                self.push_in_order(steps);
            }
            BlockFace::Pushed | BlockFace::DefenderStumbles | BlockFace::DefenderDown => {
                ctx.knock_down_defender = match face {
                    BlockFace::DefenderDown => true,
                    BlockFace::DefenderStumbles => {
                        let dodges = defender.has(Skill::Dodge) && !attacker.has(Skill::Tackle);
                        if dodges {
                            self.say(
                                EventKind::BlockResult { face },
                                format_args!(
                                    "{} uses Dodge: only pushed back (000:L569-L573)",
                                    defender.tag()
                                ),
                            );
                        }
                        !dodges
                    }
                    _ => false,
                };
                ctx.stage = BlockStage::Push;
                self.push(Step::Block(ctx));
            }
        }
    }

    pub(crate) fn follow_up(&mut self, attacker: PlayerId, to: Square, follow: bool) {
        self.s.stack.pop();
        let label = self.ruling_label(attacker);
        if follow
            && !self.s.is_occupied(to)
            && let Some(Place::Pitch { .. }) = self.s.player(attacker).map(|p| p.place)
        {
            let from = self.s.player(attacker).and_then(|p| p.square());
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
                format_args!(
                    "{label} follows up from {} to {to}, free and without a Dodge (000:L593)",
                    from.map(|s| s.to_string()).unwrap_or_default()
                ),
            );
        } else {
            self.say(
                EventKind::FollowedUp {
                    player: attacker,
                    to,
                },
                format_args!("{label} stays where he is (no follow-up)"),
            );
        }
    }

    /// Knocks the defender down (Defender Down, Defender Stumbles without Dodge), has the crowd
    /// beat up anyone pushed off the pitch, then bounces a ball a pushed player landed on.
    fn block_knock_downs(&mut self, mut ctx: BlockCtx) {
        let active = self.s.turn.as_ref().map(|t| t.side);
        let mighty_blow = self
            .s
            .player(ctx.attacker)
            .is_some_and(|p| p.has(Skill::MightyBlow));
        let mut steps = Vec::new();
        let mut turnover = None;
        if ctx.knock_down_defender
            && self
                .s
                .player(ctx.defender)
                .and_then(|p| p.square())
                .is_some()
        {
            steps.extend(self.knock_down(ctx.defender, mighty_blow));
        }
        for (player, last, edge, had_ball) in ctx.crowd.clone() {
            steps.push(self.injury_roll(player, Vec::new(), true, None));
            if had_ball {
                steps.push(Step::ThrowIn { from: last, edge });
                if active == Some(player.side) {
                    turnover = Some(format!(
                        "{} was pushed into the crowd holding the ball (000:L443)",
                        self.ruling_label(player)
                    ));
                }
            }
        }
        // A defender pushed onto a ball and knocked down there bounces it once, not twice: his
        // knock-down has asked for that bounce already (000:L736).
        if let Some(square) = ctx.ball_bounce.take()
            && !steps.contains(&Step::LooseBall { from: square })
        {
            steps.push(Step::LooseBall { from: square });
        }
        // The second ball's steps come in brackets of three (swap, bounce or throw-in, swap).
        let second = std::mem::take(&mut ctx.second_ball);
        for chunk in second.chunks(3) {
            if !steps.windows(chunk.len()).any(|w| w == chunk) {
                steps.extend_from_slice(chunk);
            }
        }
        if turnover.is_none() {
            turnover = ctx.second_ball_turnover.take();
        }
        ctx.stage = BlockStage::Finish;
        match turnover {
            Some(cause) => self.turnover(format_args!("{cause}")),
            None => self.push(Step::Block(ctx)),
        }
        self.push_in_order(steps);
    }
}

/// `n` block dice: a borrowed fixed list for the one to three the rules give.
fn block_dice_kinds(n: usize) -> Cow<'static, [DieKind]> {
    static THREE: [DieKind; 3] = [DieKind::Block; 3];
    match THREE.get(..n) {
        Some(kinds) => Cow::Borrowed(kinds),
        None => Cow::Owned(vec![DieKind::Block; n]),
    }
}
