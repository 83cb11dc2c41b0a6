//! Blocks: assists, how many dice and who picks, each face of the block die, follow-up, and
//! the knock-downs that follow (000:L533-L593, L1074-L1117; digest §9.7 gives the order).

use crate::skill::Skill;
use std::borrow::Cow;

use super::steps::{BlockCtx, BlockStage, PendingRoll, PushChain, RollKind, Step};
use super::{Engine, State};
use crate::dice::{BlockFace, Die, DieKind};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::state::Ball;

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
    /// next to `enemy` and in no other opposing Tackle Zone (000:L1074-L1093); on a block
    /// (`block`), a player with Guard assists in other Tackle Zones too, never on a Foul
    /// (004:L10221).
    pub(crate) fn assists(
        &self,
        helper_side: Side,
        enemy: PlayerId,
        exclude: PlayerId,
        block: bool,
    ) -> Vec<PlayerId> {
        let Some(enemy_square) = self.s.player(enemy).and_then(|p| p.square()) else {
            return Vec::new();
        };
        self.s
            .players_next_to(enemy_square)
            .filter(|p| p.id.side == helper_side && p.id != exclude && p.has_tackle_zones())
            .filter(|p| {
                !self
                    .s
                    .cards
                    .on_player(crate::special_play::Card::KidGloves, p.id)
                    && !self.rowdy_fans_silence(p)
            })
            .filter(|p| {
                (block && p.has(Skill::Guard))
                    || p.square().is_some_and(|s| {
                        self.s
                            .tackle_zones_on(s, helper_side)
                            .all(|marker| marker.id == enemy)
                    })
            })
            .map(|p| p.id)
            .collect()
    }

    /// Whether `attacker` is making the block of a Blitz Action (Horns, Juggernaut).
    pub(super) fn blitzing(&self, attacker: PlayerId) -> bool {
        self.s
            .action()
            .is_some_and(|a| a.kind == ActionKind::Blitz && a.player == attacker)
    }

    /// Whether the attacker is a Juggernaut on a Blitz: his opponents may not use Fend, Stand
    /// Firm or Wrestle against his block (004:L10254).
    fn juggernaut(&self, attacker: PlayerId) -> bool {
        self.blitzing(attacker)
            && self
                .s
                .player(attacker)
                .is_some_and(|p| p.has(Skill::Juggernaut))
    }

    /// The answer to `player`'s optional `skill` in this block: given already, or asked now
    /// (the block goes back on the stack under the question, and `None` says to stop here).
    fn ask(&mut self, ctx: &BlockCtx, skill: Skill, player: PlayerId) -> Option<bool> {
        let answer = ctx.choice(skill, player);
        if answer.is_none() {
            self.push(Step::Block(Box::new(ctx.clone())));
            self.push(Step::UseSkill { skill, player });
        }
        answer
    }

    /// A coach's answer to a skill's question: kept in the block below, which runs on.
    pub(crate) fn use_skill(&mut self, skill: Skill, player: PlayerId, use_it: bool) {
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let name = self.skill_name(skill);
        self.say(
            EventKind::SkillUsed {
                player,
                skill,
                used: use_it,
            },
            format_args!(
                "{label} {} {name}",
                if use_it { "uses" } else { "does not use" }
            ),
        );
        if let Some(Step::Block(ctx)) = self
            .s
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::Block(_)))
        {
            ctx.choices.push((skill, player, use_it));
        }
    }

    pub(crate) fn block_step(&mut self, mut ctx: Box<BlockCtx>) {
        if self.s.ruleset.block_dice != crate::ruleset::BlockDicePolicy::Strength {
            return self.blitz_block_step(ctx);
        }
        match ctx.stage {
            BlockStage::Roll => self.block_roll(ctx),
            BlockStage::Chosen => {}
            BlockStage::Apply => self.resolve_face(ctx),
            BlockStage::Push => {
                // Taken root: never pushed back; a knock-down knocks him down where he
                // stands, and there is no follow-up (004:L10673-L10675).
                if self
                    .s
                    .player(ctx.defender)
                    .is_some_and(|p| p.rooted && p.is_standing())
                {
                    let label = self.ruling_label(ctx.defender);
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "{label} has taken root: not pushed back, no follow-up \
                             (004:L10673-L10675)"
                        ),
                    );
                    ctx.defender_from = None;
                    ctx.stage = BlockStage::FollowUp;
                    self.push(Step::Block(ctx));
                    return;
                }
                // Stand Firm: the defender may stay where he is; a knock-down knocks him down
                // there, and with no square left there is no follow-up (004:L10602).
                let stands_firm = self
                    .s
                    .player(ctx.defender)
                    .is_some_and(|p| p.has(Skill::StandFirm) && p.is_standing())
                    && !self.juggernaut(ctx.attacker);
                if stands_firm {
                    match self.ask(&ctx, Skill::StandFirm, ctx.defender) {
                        None => return,
                        Some(true) => {
                            let label = self.ruling_label(ctx.defender);
                            self.say(
                                EventKind::Note,
                                format_args!(
                                    "{label} stands firm: not pushed back, no follow-up \
                                     (004:L10602)"
                                ),
                            );
                            ctx.defender_from = None;
                            ctx.stage = BlockStage::FollowUp;
                            self.push(Step::Block(ctx));
                            return;
                        }
                        Some(false) => {}
                    }
                }
                let pushed = ctx.defender;
                let defender_square = self.s.player(pushed).and_then(|p| p.square());
                let attacker_square = self.s.player(ctx.attacker).and_then(|p| p.square());
                let (Some(from), Some(at)) = (attacker_square, defender_square) else {
                    ctx.stage = BlockStage::FollowUp;
                    self.push(Step::Block(ctx));
                    return;
                };
                let mut chain = PushChain {
                    from,
                    pushed,
                    links: Vec::new(),
                    grab: false,
                    unresisted: false,
                };
                // Grab, on a Block Action against a player without Side Step, when there is
                // an empty square next to him (004:L10208). When the standard push has only
                // empty squares, Grab's squares include them all and nothing is asked; when it
                // goes into the crowd or a chain, the blocker's coach chooses.
                if self.grabs(&ctx, at) {
                    let standard_all_empty = self.push_targets(&chain).iter().all(|t| {
                        matches!(t, super::steps::PushTarget::Square(s) if !self.s.is_occupied(*s))
                    });
                    chain.grab = if standard_all_empty {
                        true
                    } else {
                        match self.ask(&ctx, Skill::Grab, ctx.attacker) {
                            None => return,
                            Some(grab) => grab,
                        }
                    };
                }
                ctx.stage = BlockStage::FollowUp;
                ctx.defender_from = Some(at);
                self.push(Step::Block(ctx));
                self.push_next(chain);
            }
            BlockStage::FollowUp => {
                ctx.stage = BlockStage::KnockDown;
                let to = ctx.defender_from;
                let attacker_standing = self.s.standing_square(ctx.attacker).is_some();
                // Fend is against blocks: not a lying player's Ball & Chain push.
                let fend = !ctx.lying
                    && self
                        .s
                        .player(ctx.defender)
                        .is_some_and(|p| p.has(Skill::Fend));
                let juggernaut = self.juggernaut(ctx.attacker);
                self.push(Step::Block(ctx.clone()));
                if let Some(to) = to
                    && attacker_standing
                    && !self.s.is_occupied(to)
                {
                    if self.pushed_carrier_scores(&ctx) {
                        // He scores as soon as he is pushed in (000:L810; FAQ 001:L1168-L1170):
                        // play stops, so there is no follow-up to offer (`Finish` scores it).
                        let label = self.ruling_label(ctx.attacker);
                        self.say(
                            EventKind::Note,
                            format_args!(
                                "{label} does not follow up: the carrier pushed standing into \
                                 the End Zone scores at once (000:L810; 001:L1168-L1170)"
                            ),
                        );
                    } else if ctx.multiple {
                        let label = self.ruling_label(ctx.attacker);
                        self.say(
                            EventKind::Note,
                            format_args!("{label} uses Multiple Block: no follow-up (004:L10375)"),
                        );
                    } else if self.s.player(ctx.attacker).is_some_and(|p| p.rooted) {
                        let label = self.ruling_label(ctx.attacker);
                        self.say(
                            EventKind::Note,
                            format_args!(
                                "{label} has taken root: he blocks without following up \
                                 (004:L10677-L10679)"
                            ),
                        );
                    } else if fend && !juggernaut {
                        let label = self.ruling_label(ctx.defender);
                        self.say(
                            EventKind::Note,
                            format_args!("{label} has Fend: no follow-up (000:L1237)"),
                        );
                    } else {
                        if fend {
                            let label = self.ruling_label(ctx.defender);
                            self.say(
                                EventKind::Note,
                                format_args!(
                                    "{label} may not use Fend against a Juggernaut's Blitz \
                                     (004:L10254)"
                                ),
                            );
                        }
                        let frenzy = self
                            .s
                            .player(ctx.attacker)
                            .is_some_and(|p| p.has(Skill::Frenzy));
                        if self.chained(ctx.attacker) {
                            // Ball & Chain: he must follow up (004:L9830-L9831).
                            self.follow_up_now(
                                ctx.attacker,
                                to,
                                true,
                                " (Ball & Chain: he must, 004:L9830-L9831)",
                            );
                        } else if frenzy {
                            // Frenzy: he must follow up when he can (004:L10195).
                            self.follow_up_now(
                                ctx.attacker,
                                to,
                                true,
                                " (Frenzy: he must, 004:L10195)",
                            );
                        } else if self
                            .s
                            .player(ctx.attacker)
                            .is_some_and(|p| self.leaves_end_zone_with_ball(p, to))
                        {
                            let label = self.ruling_label(ctx.attacker);
                            self.say(
                                EventKind::Note,
                                format_args!(
                                    "{label} stays in the End Zone with the ball: he may not \
                                     leave it during his Action, so no follow-up (000:L806)"
                                ),
                            );
                        } else {
                            self.push(Step::FollowUp {
                                attacker: ctx.attacker,
                                to,
                            });
                        }
                    }
                }
            }
            BlockStage::KnockDown => self.block_knock_downs(ctx),
            BlockStage::Finish => {
                // An opposing carrier pushed standing into the End Zone he scores in scores at
                // once, before any next block of Frenzy or Multiple Block (000:L808; FAQ
                // 001:L1168).
                // `touchdown_in` is inlined here, leaving `touchdown`'s inlining into the step
                // loop as it was (a call more there costs every step).
                if matches!(self.s.ball, Ball::Held(id) if id.side != ctx.attacker.side)
                    && self.touchdown_in(None)
                {
                    return;
                }
                if self.frenzy_again(&ctx) || self.multiple_block_next(&ctx) {
                    return;
                }
                let is_block_action = self
                    .s
                    .action()
                    .is_some_and(|a| a.kind == ActionKind::Block && a.player == ctx.attacker);
                // A blitzer Placed Prone by Wrestle can do no more (004:L10774); nor can a
                // Ball & Chain player who is down.
                let blitzer_down = (self.blitzing(ctx.attacker) || self.chained(ctx.attacker))
                    && self.s.standing_square(ctx.attacker).is_none();
                // A blitzer who used Stab or a Chainsaw cannot move on (004:L10064, L10591).
                let weapon_used = ctx.weapon.is_some() && ctx.foul_appearance != Some(false);
                if is_block_action || blitzer_down || weapon_used {
                    self.end_action();
                }
            }
        }
    }

    /// Whether the blocker may use Grab on this push (004:L10208): a Block Action, a
    /// defender without Side Step, and an empty square next to the defender.
    fn grabs(&self, ctx: &BlockCtx, at: Square) -> bool {
        let block_action = self
            .s
            .action()
            .is_some_and(|a| a.kind == ActionKind::Block && a.player == ctx.attacker);
        // Ball & Chain: his blocks count as a Block Action's; not a lying player's push
        // (004:L9835-L9837).
        let chained = !ctx.lying && self.chained(ctx.attacker);
        (block_action || chained)
            && self
                .s
                .player(ctx.attacker)
                .is_some_and(|p| p.has(Skill::Grab))
            && !self
                .s
                .player(ctx.defender)
                .is_some_and(|p| p.has(Skill::SideStep))
            && !self.grab_squares(at).is_empty()
    }

    /// Both players' strengths for a block, what makes them, and the assists (000:L541-L551,
    /// L1074-L1093): the one place block strength is counted, so the dice asked for and the
    /// ruling agree.
    pub(super) fn block_strengths(
        &self,
        ctx: &BlockCtx,
        attacker: &Player,
        defender: &Player,
    ) -> Strengths {
        // Ball & Chain blocking a team-mate: assists are team-mates against an opponent, and
        // here there is none, so nobody assists either of them (004:L9824-L9827; 000:L1074).
        let friends = attacker.id.side == defender.id.side;
        let offence = if friends {
            Vec::new()
        } else {
            self.assists(attacker.id.side, defender.id, attacker.id, true)
        };
        let defence = if friends {
            Vec::new()
        } else {
            self.assists(defender.id.side, attacker.id, defender.id, true)
        };
        let mut attacker_mods = Vec::new();
        // Horns: +1 ST on a Blitz (004:L10237).
        if attacker.has(Skill::Horns) && self.blitzing(attacker.id) {
            attacker_mods.push(("Horns (004:L10237)", 1));
        }
        if self.heavy_snow(attacker.id) {
            attacker_mods.push(("Heavy Snow (004:L1485-L1491)", -1));
        }
        let count = |ids: &[PlayerId]| u8::try_from(ids.len()).unwrap_or(u8::MAX);
        let base = |st: u8, mods: &[(&str, i8)]| {
            let sum: i16 = mods.iter().map(|m| i16::from(m.1)).sum();
            u8::try_from((i16::from(st) + sum).max(1)).unwrap_or(u8::MAX)
        };
        let mut attacker_st = base(attacker.profile.st, &attacker_mods);
        // Multiple Block: each defender's ST +2 (004:L10375).
        let defender_st = if ctx.multiple {
            defender.profile.st.saturating_add(2)
        } else {
            defender.profile.st
        };
        // Dauntless against a stronger opponent, strengths before assists (004:L10074).
        let mut dauntless = None;
        if attacker.has(Skill::Dauntless) && attacker_st < defender_st {
            match ctx.dauntless {
                None => dauntless = Some((attacker_st, defender_st)),
                Some(d6) if u16::from(d6) + u16::from(attacker_st) > u16::from(defender_st) => {
                    attacker_mods.push((
                        "Dauntless: as strong as his opponent (004:L10074)",
                        i8::try_from(defender_st - attacker_st).unwrap_or(i8::MAX),
                    ));
                    attacker_st = defender_st;
                }
                Some(_) => {}
            }
        }
        // Rowdy Fans: one more assist against an opposing player by a sideline (004:L4791).
        let (rowdy_offence, rowdy_defence) = if friends {
            (0, 0)
        } else {
            (
                self.rowdy_fans_assist(attacker.id.side, defender),
                self.rowdy_fans_assist(defender.id.side, attacker),
            )
        };
        Strengths {
            dauntless,
            attacker: attacker_st
                .saturating_add(count(&offence))
                .saturating_add(rowdy_offence),
            defender: defender_st
                .saturating_add(count(&defence))
                .saturating_add(rowdy_defence),
            offence,
            defence,
            attacker_mods,
            rowdy: [rowdy_offence, rowdy_defence],
        }
    }

    fn block_roll(&mut self, mut ctx: Box<BlockCtx>) {
        // A Dump-Off caught in the End Zone the catcher scores in: in the opponent's turn he
        // scores at once (000:L808-L810), and the drive is over before the block is thrown.
        if matches!(self.s.ball, Ball::Held(id) if id.side != ctx.attacker.side)
            && self.touchdown_in(None)
        {
            return;
        }
        let (Some(attacker), Some(defender)) = (
            self.s.player(ctx.attacker).cloned(),
            self.s.player(ctx.defender).cloned(),
        ) else {
            return;
        };
        // Multiple Block, asked at the start of a Block Action next to two opponents
        // (004:L10375).
        if !ctx.multiple && !self.second_targets(&ctx).is_empty() {
            match self.ask(&ctx, Skill::MultipleBlock, ctx.attacker) {
                None => return,
                Some(true) => {
                    // Its second opponent is named once this block is done (FAQ
                    // 004:L11420-L11422).
                    ctx.multiple = true;
                    ctx.second_due = true;
                }
                Some(false) => {}
            }
        }
        // A weapon instead of the block, chosen before any roll of it: the Chainsaw must be
        // used (004:L10046); Stab is the coach's choice, and not once Dauntless is rolled
        // (004:L10584, L11413-L11416).
        if ctx.weapon.is_none() {
            if attacker.has(Skill::Chainsaw) {
                ctx.weapon = Some(super::steps::Weapon::Chainsaw);
            } else if attacker.has(Skill::Stab) {
                match self.ask(&ctx, Skill::Stab, ctx.attacker) {
                    None => return,
                    Some(true) => ctx.weapon = Some(super::steps::Weapon::Stab),
                    Some(false) => {}
                }
            }
        }
        // Dump-Off answers a block declared on him: a Stab or a Chainsaw attacks instead of
        // a block (004:L10148-L10150, L10584-L10585, L10044-L10046), and gives him none.
        if std::mem::take(&mut ctx.dump_off_due) && ctx.weapon.is_none() {
            let options = self.dump_off_targets(ctx.defender);
            if !options.is_empty() {
                let thrower = ctx.defender;
                self.push(Step::Block(ctx));
                self.push(Step::DumpOff { thrower, options });
                return;
            }
        }
        // Foul Appearance: a D6 before the block (or the attack that takes its place), 2 or
        // more to make it; on a 1 the block is wasted, with no turnover (004:L10187-L10193). A
        // Blitz's block is spent; the blitzer may still move on, as after any block.
        // Not against a Ball & Chain, who ignores it (004:L9827).
        if defender.has(Skill::FoulAppearance) && !attacker.has(Skill::BallAndChain) {
            match ctx.foul_appearance {
                None => {
                    let (a, d) = (self.ruling_name(&attacker), self.ruling_name(&defender));
                    self.push(Step::Block(ctx));
                    self.push(Step::roll(PendingRoll {
                        kind: RollKind::FoulAppearance {
                            player: attacker.id,
                            defender: defender.id,
                        },
                        side: attacker.id.side,
                        dice: Cow::Borrowed(&[DieKind::D6]),
                        target: Some(2),
                        modifiers: Default::default(),
                        rerolled: false,
                        is_reroll: false,
                        purpose: self.words(format_args!(
                            "Foul Appearance: {a} must roll 2 or more to block {d}; on a 1 the \
                             block is wasted, no turnover (004:L10187-L10193)"
                        )),
                    }));
                    return;
                }
                Some(false) => {
                    ctx.stage = BlockStage::Finish;
                    self.push(Step::Block(ctx));
                    return;
                }
                Some(true) => {}
            }
        }
        if let Some(weapon) = ctx.weapon {
            self.weapon_attack(ctx, weapon);
            return;
        }
        let Strengths {
            attacker: att_st,
            defender: def_st,
            offence,
            defence,
            attacker_mods,
            dauntless,
            rowdy,
        } = self.block_strengths(&ctx, &attacker, &defender);
        // Dauntless is rolled before the block dice are counted (004:L10074).
        if let Some((st, against)) = dauntless {
            let label = self.ruling_name(&attacker);
            self.push(Step::Block(ctx));
            self.push(Step::roll(PendingRoll {
                kind: RollKind::Dauntless {
                    player: attacker.id,
                    st,
                    against,
                },
                side: attacker.id.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: None,
                modifiers: Default::default(),
                rerolled: false,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Dauntless for {label}: D6 + ST {st} must beat ST {against} for him to block \
                     as strong as his opponent (004:L10074)"
                )),
            }));
            return;
        }
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
            for (name, value) in &attacker_mods {
                text.push_str(&format!(" {value:+} {name}"));
            }
            // Rowdy Fans' assist, by name (004:L4791-L4812).
            let rowdy_words = |n: u8| format!(" +{n} assist (Rowdy Fans, 004:L4791-L4812)");
            if !offence.is_empty() {
                text.push_str(&format!(" +{} assist ({})", offence.len(), names(&offence)));
            }
            if rowdy[0] > 0 {
                text.push_str(&rowdy_words(rowdy[0]));
            }
            if !offence.is_empty() || !attacker_mods.is_empty() || rowdy[0] > 0 {
                text.push_str(&format!(" = {att_st}"));
            }
            text.push_str(&format!(" against ST {}", defender.profile.st));
            if ctx.multiple {
                text.push_str(" +2 Multiple Block (004:L10375)");
            }
            if !defence.is_empty() {
                text.push_str(&format!(" +{} assist ({})", defence.len(), names(&defence)));
            }
            if rowdy[1] > 0 {
                text.push_str(&rowdy_words(rowdy[1]));
            }
            if !defence.is_empty() || rowdy[1] > 0 || ctx.multiple {
                text.push_str(&format!(" = {def_st}"));
            }
            text.push_str(&format!(
                ": {dice} block {}, the {} coach picks (000:L541-L551, L1074-L1093)",
                if dice == 1 { "die" } else { "dice" },
                self.s.team(chooser).name
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
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Block: the {} coach rolls {dice} block {}{} (000:L543-L549)",
                self.s.team(attacker.id.side).name,
                if dice == 1 { "die" } else { "dice" },
                if dice == 1 {
                    String::new()
                } else if chooser == attacker.id.side {
                    " and picks the one that counts".to_string()
                } else {
                    format!(
                        "; the {} coach picks the one that counts",
                        self.s.team(chooser).name
                    )
                }
            )),
        }));
    }

    pub(crate) fn block_rolled(
        &mut self,
        attacker: PlayerId,
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
        self.knuckledusters(attacker, chooser, &mut faces);
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
                    self.s.team(chooser).name
                ),
                "000:L543",
            ));
        }
        self.s.stack.pop();
        self.apply_face(face);
        Ok(())
    }

    /// The chosen face: the block runs on and applies it (000:L553-L577).
    fn apply_face(&mut self, face: BlockFace) {
        let Some(Step::Block(mut ctx)) = self.s.stack.pop() else {
            return;
        };
        ctx.face = Some(face);
        ctx.stage = BlockStage::Apply;
        self.say(
            EventKind::BlockResult { face },
            format_args!("Block result: {} (000:L553-L577)", face.name()),
        );
        self.push(Step::Block(ctx));
    }

    /// Applies the chosen face (000:L553-L577), after the skills it asks about: Juggernaut,
    /// then Wrestle (the blocker's, then the defender's) on a Both Down.
    fn resolve_face(&mut self, mut ctx: Box<BlockCtx>) {
        let Some(face) = ctx.face else {
            return;
        };
        let attacker = self.s.player(ctx.attacker).cloned();
        let defender = self.s.player(ctx.defender).cloned();
        let (Some(attacker), Some(defender)) = (attacker, defender) else {
            return;
        };
        let juggernaut = self.juggernaut(attacker.id);
        let mut face = face;
        if face == BlockFace::BothDown && juggernaut {
            match self.ask(&ctx, Skill::Juggernaut, attacker.id) {
                None => return,
                Some(true) => {
                    self.say(
                        EventKind::BlockResult {
                            face: BlockFace::Pushed,
                        },
                        format_args!(
                            "{} is a Juggernaut on a Blitz: Both Down counts as Pushed \
                             (004:L10254)",
                            attacker.tag()
                        ),
                    );
                    face = BlockFace::Pushed;
                    ctx.face = Some(face);
                }
                Some(false) => {}
            }
        }
        if face == BlockFace::BothDown {
            let wrestlers = [
                // Not by a player who has taken root: it would Place him Prone
                // (004:L10675).
                (&attacker, attacker.has(Skill::Wrestle) && !attacker.rooted),
                (
                    &defender,
                    defender.has(Skill::Wrestle) && !juggernaut && !defender.rooted,
                ),
            ];
            for (p, can) in wrestlers {
                if can {
                    match self.ask(&ctx, Skill::Wrestle, p.id) {
                        None => return,
                        Some(true) => {
                            self.wrestle(ctx, &attacker, &defender);
                            return;
                        }
                        Some(false) => {}
                    }
                }
            }
            if juggernaut && defender.has(Skill::Wrestle) {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{} may not use Wrestle against a Juggernaut's Blitz (004:L10254)",
                        defender.tag()
                    ),
                );
            }
        }
        match face {
            BlockFace::AttackerDown => {
                let steps = self.knock_down(attacker.id, Some(defender.id));
                self.turnover(format_args!(
                    "{} was Knocked Down by his own block (Attacker Down, 000:L561)",
                    attacker.tag()
                ));
                self.push_in_order(steps);
            }
            BlockFace::BothDown => {
                let attacker_falls = !attacker.has(Skill::Block);
                let defender_falls = !defender.has(Skill::Block);
                let said: Vec<String> = [(&attacker, attacker_falls), (&defender, defender_falls)]
                    .into_iter()
                    .map(|(p, falls)| {
                        if falls {
                            format!("{} has no Block and falls", p.label())
                        } else {
                            format!("{} uses Block and stays up", p.label())
                        }
                    })
                    .collect();
                let text = format!("Both Down: {} (000:L563-L565, L1212)", said.join("; "));
                self.say(EventKind::BlockResult { face }, format_args!("{text}"));
                let mut steps = super::steps::Steps::new();
                if attacker_falls {
                    steps.extend(self.knock_down(attacker.id, Some(defender.id)));
                }
                if defender_falls {
                    steps.extend(self.knock_down(defender.id, Some(attacker.id)));
                }
                if attacker_falls {
                    self.turnover(format_args!(
                        "{} was Knocked Down on a Both Down without Block (000:L563, L591)",
                        attacker.tag()
                    ));
                } else if defender_falls && self.moving_team(defender.id) {
                    self.turnover(format_args!(
                        "{} of the moving team was Knocked Down (000:L443)",
                        defender.tag()
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
                        if defender.has(Skill::Dodge) && !dodges {
                            self.say(
                                EventKind::Note,
                                format_args!(
                                    "Tackle: {} may not use Dodge against {}'s block \
                                     (004:L10662-L10667)",
                                    defender.tag(),
                                    attacker.tag()
                                ),
                            );
                        }
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

    /// Wrestle on a Both Down: both players Placed Prone where they stand, no Armour rolls,
    /// Block does not help; a turnover only if the blocker held the ball (004:L10774).
    fn wrestle(&mut self, mut ctx: Box<BlockCtx>, attacker: &Player, defender: &Player) {
        let held = self.s.ball == Ball::Held(attacker.id);
        let mut steps = self.place_prone(attacker.id, "Wrestle, 004:L10774");
        steps.extend(self.place_prone(defender.id, "Wrestle, 004:L10774"));
        if held {
            self.turnover(format_args!(
                "{} was wrestled to the ground holding the ball (004:L10774)",
                attacker.tag()
            ));
        } else {
            ctx.stage = BlockStage::Finish;
            self.push(Step::Block(ctx));
        }
        self.push_in_order(steps);
    }

    pub(crate) fn follow_up(&mut self, attacker: PlayerId, to: Square, follow: bool) {
        self.s.stack.pop();
        if self.s.ruleset.push != crate::ruleset::PushPolicy::ChainAndCrowd {
            return self.blitz_follow_up(attacker, to, follow);
        }
        self.follow_up_now(attacker, to, follow, "");
    }

    /// Frenzy: after a Pushed or Defender Stumbles that left both standing and next to each
    /// other, a second block against the same opponent, at once; on a Blitz it costs a square
    /// of movement (a Go For It when none is left), and there is none when he cannot pay it
    /// (004:L10195). Returns whether the second block was pushed.
    fn frenzy_again(&mut self, ctx: &BlockCtx) -> bool {
        let frenzy = self
            .s
            .player(ctx.attacker)
            .is_some_and(|p| p.has(Skill::Frenzy));
        // Multiple Block is used instead of Frenzy (004:L10375); a Ball & Chain player never
        // uses it (004:L9837-L9839).
        if ctx.second
            || self.chained(ctx.attacker)
            || ctx.multiple
            || !frenzy
            || !matches!(
                ctx.face,
                Some(BlockFace::Pushed | BlockFace::DefenderStumbles)
            )
        {
            return false;
        }
        let (Some(a), Some(d)) = (
            self.s.standing_square(ctx.attacker),
            self.s.standing_square(ctx.defender),
        ) else {
            return false;
        };
        if a.distance(d) != 1 {
            return false;
        }
        let label = self.ruling_label(ctx.attacker);
        let blitz = self.blitzing(ctx.attacker);
        if blitz && !self.can_pay_square(ctx.attacker) {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} has Frenzy but no square of movement or Go For It left: no second \
                     block (004:L10195)"
                ),
            );
            return false;
        }
        let go_for_it = blitz && self.spend_square(ctx.attacker);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} has Frenzy: he must block {} again{} (004:L10195)",
                self.ruling_label(ctx.defender),
                if blitz {
                    ", paying a square of his Blitz's movement"
                } else {
                    ""
                }
            ),
        );
        let mut second = BlockCtx::new(ctx.attacker, ctx.defender);
        second.second = true;
        self.push(Step::Block(Box::new(second)));
        if go_for_it {
            self.push(self.go_for_it_roll(ctx.attacker, "for Frenzy's second block (004:L10195)"));
        }
        true
    }

    /// Multiple Block: the first block done, its second opponent is asked for, when the
    /// blocker is still on his feet with a standing opponent next to him (004:L10375, FAQ
    /// 004:L11420-L11422). Returns whether it was asked.
    fn multiple_block_next(&mut self, ctx: &BlockCtx) -> bool {
        if !ctx.second_due {
            return false;
        }
        let label = self.ruling_label(ctx.attacker);
        if self
            .second_targets(&BlockCtx::new(ctx.attacker, ctx.defender))
            .is_empty()
        {
            self.say(
                EventKind::Note,
                format_args!(
                    "Multiple Block: {label} is no longer standing, or has no other standing \
                     opponent next to him: no second block (004:L10375)"
                ),
            );
            return false;
        }
        self.push(Step::SecondBlock {
            attacker: ctx.attacker,
            first: ctx.defender,
        });
        true
    }

    /// Multiple Block's second opponent named: the second block, the defender's ST +2 as in
    /// the first (004:L10375).
    pub(crate) fn second_block(
        &mut self,
        attacker: PlayerId,
        first: PlayerId,
        target: PlayerId,
    ) -> Result<(), Rejection> {
        let ctx = BlockCtx::new(attacker, first);
        if !self.second_targets(&ctx).contains(&target) {
            return Err(self.refuse(
                format_args!(
                    "{} is not a second opponent {} may block: a standing opponent next to him, \
                     not the first",
                    self.named(target),
                    self.named(attacker)
                ),
                "004:L10375",
            ));
        }
        self.s.stack.pop();
        self.say(
            EventKind::Note,
            format_args!(
                "Multiple Block: {} now blocks {} (004:L10375)",
                self.ruling_label(attacker),
                self.ruling_label(target)
            ),
        );
        // The second block is one declared on him too (004:L10148-L10157).
        let mut second = BlockCtx::declared(attacker, target);
        second.multiple = true;
        self.push(Step::Block(Box::new(second)));
        Ok(())
    }

    /// Multiple Block's second block declined: the second is an option, not a duty
    /// (004:L10375-L10383 "the option to throw the second block"; FAQ 004:L11420-L11422 "may
    /// declare the second opponent"); the Block Action ends.
    pub(crate) fn no_second_block(&mut self, attacker: PlayerId) {
        self.s.stack.pop();
        let label = self.ruling_label(attacker);
        self.say(
            EventKind::Note,
            format_args!(
                "Multiple Block: {label} makes no second block; his Block Action ends \
                 (004:L10375-L10383)"
            ),
        );
        self.end_action();
    }

    /// Follows up (or stays), with `why` added to the ruling.
    fn follow_up_now(&mut self, attacker: PlayerId, to: Square, follow: bool, why: &str) {
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
                    "{label} follows up from {} to {to}, {}{why}",
                    from.map(|s| s.to_string()).unwrap_or_default(),
                    if self.marking() {
                        "a move of one square (002:L566, L1137)"
                    } else {
                        "free and without a Dodge (000:L593)"
                    }
                ),
            );
            // He left a shadower's Tackle Zone "for any reason" (004:L10541-L10544): the
            // shadower may follow, before the block's knock-downs (FFB alike).
            if let Some(from) = from {
                self.offer_shadowing(attacker, from, to);
            }
        } else {
            self.say(
                EventKind::Note,
                format_args!("{label} stays where he is (no follow-up)"),
            );
        }
    }

    /// Knocks the defender down (Defender Down, Defender Stumbles without Dodge), has the crowd
    /// beat up anyone pushed off the pitch, then bounces a ball a pushed player landed on.
    fn block_knock_downs(&mut self, mut ctx: Box<BlockCtx>) {
        let mut steps = super::steps::Steps::new();
        let mut turnover = None;
        // The crowd's stadium rules leave the defender's knock-down to the block.
        if ctx.knock_down_defender || ctx.lying {
            ctx.pushed.down = Some(ctx.defender);
        }
        if ctx.knock_down_defender {
            ctx.pushed.down_by = Some(ctx.attacker);
        }
        if ctx.knock_down_defender
            && self
                .s
                .player(ctx.defender)
                .and_then(|p| p.square())
                .is_some()
        {
            steps.extend(self.knock_down(ctx.defender, Some(ctx.attacker)));
            // Ball & Chain knocking down a team-mate (000:L443; core-2016 §13.2).
            if self.moving_team(ctx.defender) {
                turnover = Some(format!(
                    "{} of the moving team was Knocked Down (000:L443)",
                    self.ruling_label(ctx.defender)
                ));
            }
        } else if ctx.lying {
            // Ball & Chain pushed a lying player: his Armour roll (004:L9828-L9830).
            steps.extend(self.lying_armour_roll(ctx.defender));
        } else if let Some(step) = self.strip_ball(&ctx) {
            steps.push(step);
        }
        if let Some(cause) = self.push_aftermath(&mut ctx.pushed, &mut steps) {
            turnover = Some(cause);
        }
        if turnover.is_none() {
            turnover = ctx.pushed.other_ball_turnover.take();
        }
        ctx.stage = BlockStage::Finish;
        match turnover {
            Some(cause) => self.turnover(format_args!("{cause}")),
            None => self.push(Step::Block(ctx)),
        }
        self.push_in_order(steps);
    }
}

impl<S: State> Engine<'_, S> {
    /// A skill's name as the rulebook prints it (`"Stand Firm"`).
    pub(crate) fn skill_name(&self, skill: Skill) -> String {
        self.book
            .skills()
            .iter()
            .find(|s| s.id == skill.id())
            .map_or_else(|| skill.id().to_string(), |s| s.name.clone())
    }

    /// Multiple Block's possible second opponents for this block (004:L10375): in a Block
    /// Action of a player with Multiple Block, the standing opponents next to him but the
    /// first; none for a block of a Multiple Block already, or Frenzy's second.
    pub(crate) fn second_targets(&self, ctx: &BlockCtx) -> Vec<PlayerId> {
        let block_action = self
            .s
            .action()
            .is_some_and(|a| a.kind == ActionKind::Block && a.player == ctx.attacker);
        let Some(at) = self.s.standing_square(ctx.attacker) else {
            return Vec::new();
        };
        // A Chainsaw is used once a turn, so never with Multiple Block (004:L10063).
        if ctx.multiple
            || ctx.second
            || !block_action
            || !self
                .s
                .player(ctx.attacker)
                .is_some_and(|p| p.has(Skill::MultipleBlock) && !p.has(Skill::Chainsaw))
        {
            return Vec::new();
        }
        self.s
            .players_next_to(at)
            .filter(|p| p.id.side != ctx.attacker.side && p.id != ctx.defender && p.is_standing())
            .map(|p| p.id)
            .collect()
    }

    /// The question a [`Step::UseSkill`] asks.
    pub(crate) fn skill_question(&self, skill: Skill, player: PlayerId) -> String {
        let who = self.label(player);
        match skill {
            Skill::StandFirm => format!(
                "{who}: use Stand Firm and stay in his square instead of being pushed back? \
                 (004:L10602)"
            ),
            Skill::Juggernaut => {
                format!("{who}: use Juggernaut and treat Both Down as Pushed? (004:L10254)")
            }
            Skill::MultipleBlock => format!(
                "{who}: use Multiple Block and block two opponents, each at ST +2, with no \
                 follow-up? (004:L10375)"
            ),
            Skill::Grab => format!(
                "{who}: use Grab and push to any empty square next to the defender, instead of \
                 the standard push? (004:L10208)"
            ),
            Skill::Stab => format!(
                "{who}: use Stab instead of throwing a block: an unmodified Armour roll, the \
                 victim not knocked down{}? (004:L10581-L10593)",
                if self
                    .s
                    .action()
                    .is_some_and(|a| a.kind == ActionKind::Blitz && a.player == player)
                {
                    ", and no more moving in this Blitz"
                } else {
                    ""
                }
            ),
            Skill::Wrestle => format!(
                "{who}: use Wrestle, both players Placed Prone with no Armour rolls? \
                 (004:L10774)"
            ),
            Skill::Tentacles => format!(
                "{who}: use Tentacles to try to hold the player leaving his Tackle Zone? \
                 (004:L10683-L10692)"
            ),
            Skill::BloodLust => format!(
                "Blood Lust: does the Vampire bite {who}? Declined, the next Thrall next to him \
                 is asked, and the last is bitten (004:L9982-L9984)"
            ),
            Skill::HypnoticGaze => format!(
                "Hypnotic Gaze at {who}, at the end of the Move Action? (004:L10241-L10252)"
            ),
            _ => format!("{who}: use {}?", self.skill_name(skill)),
        }
    }
}

impl Engine<'_> {
    /// The Dauntless roll read: kept in the block below, which counts its dice next.
    pub(crate) fn dauntless_rolled(
        &mut self,
        player: PlayerId,
        d6: u8,
        success: bool,
        shown: &str,
    ) {
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Dauntless ({shown}): {label} {} (004:L10074)",
                if success {
                    "blocks as strong as his opponent"
                } else {
                    "blocks with his own Strength"
                }
            ),
        );
        if let Some(Step::Block(ctx)) = self
            .s
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::Block(_)))
        {
            ctx.dauntless = Some(d6);
        }
    }

    /// The Foul Appearance roll read: kept in the block below, which is made or wasted.
    pub(crate) fn foul_appearance_rolled(
        &mut self,
        player: PlayerId,
        defender: PlayerId,
        success: bool,
        shown: &str,
    ) {
        let (a, d) = (self.ruling_label(player), self.ruling_label(defender));
        self.say(
            EventKind::Note,
            format_args!(
                "Foul Appearance ({shown}): {a} {} (004:L10187-L10193)",
                if success {
                    format!("may block {d}")
                } else {
                    format!("is too revolted to block {d}: the block is wasted, no turnover")
                }
            ),
        );
        if let Some(Step::Block(ctx)) = self
            .s
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::Block(_)))
        {
            ctx.foul_appearance = Some(success);
        }
    }

    /// Whether this block has pushed a carrier of the blocker's opponents standing into the
    /// End Zone he scores in, where he stays standing with the ball: neither this block's
    /// knock-down (Defender Down, Defender Stumbles without Dodge) nor Strip Ball falls on him
    /// (000:L806, L810; FAQ 001:L1166-L1170). A chain-pushed carrier counts too.
    fn pushed_carrier_scores(&self, ctx: &BlockCtx) -> bool {
        let Ball::Held(id) = self.s.ball else {
            return false;
        };
        if id.side == ctx.attacker.side
            || !matches!(
                self.s.ruleset.scoring,
                crate::ruleset::ScoringPolicy::Touchdowns
            )
            || self.blackmail_scores_not(id)
        {
            return false;
        }
        let Some(carrier) = self.s.player(id) else {
            return false;
        };
        let end_zone = self.s.pitch().scoring_end_zone_x(id.side);
        if !carrier.is_standing() || carrier.square().is_none_or(|s| s.x() != end_zone) {
            return false;
        }
        if id != ctx.defender {
            return true;
        }
        let strips = matches!(
            ctx.face,
            Some(BlockFace::Pushed | BlockFace::DefenderStumbles)
        ) && self
            .s
            .player(ctx.attacker)
            .is_some_and(|a| a.has(Skill::StripBall))
            && !carrier.has(Skill::SureHands)
            && !carrier.has(Skill::MonstrousMouth);
        !ctx.knock_down_defender && !strips
    }

    /// Strip Ball: a ball carrier pushed back (Pushed, or Defender Stumbles that did not knock
    /// him down) drops the ball in the square he was pushed to; not from a player with Sure
    /// Hands or Monstrous Mouth, nor one who was not pushed: he stood firm, or a team-mate he
    /// was pushed into stood firm or is rooted, so nobody in the chain moved (004:L10610,
    /// L10602, L10642, L10388). Returns the bounce.
    fn strip_ball(&mut self, ctx: &BlockCtx) -> Option<Step> {
        let face = ctx.face?;
        if !matches!(face, BlockFace::Pushed | BlockFace::DefenderStumbles) {
            return None;
        }
        let from = ctx.defender_from?;
        let attacker = self.s.player(ctx.attacker)?;
        let defender = self.s.player(ctx.defender)?;
        if !attacker.has(Skill::StripBall)
            || self.s.ball != Ball::Held(defender.id)
            || !defender.is_standing()
        {
            return None;
        }
        let square = defender.square()?;
        if square == from {
            return None;
        }
        let label = self.ruling_name(defender);
        if defender.has(Skill::SureHands) || defender.has(Skill::MonstrousMouth) {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} keeps the ball: Strip Ball does not work against Sure Hands or \
                     Monstrous Mouth (004:L10642, L10388)"
                ),
            );
            return None;
        }
        self.s.ball = Ball::OnGround(square);
        self.say(
            EventKind::BallMoved { to: Some(square) },
            format_args!(
                "Strip Ball: {label} drops the ball on {square}, where he was pushed; it bounces \
                 (004:L10610)"
            ),
        );
        Some(Step::LooseBall { from: square })
    }
}

/// Both players' strengths for a block and what makes them.
pub(super) struct Strengths {
    pub attacker: u8,
    pub defender: u8,
    pub offence: Vec<PlayerId>,
    pub defence: Vec<PlayerId>,
    /// The attacker's skills that change his Strength, by name with the seed line.
    pub attacker_mods: Vec<(&'static str, i8)>,
    /// Dauntless must be rolled first: the blocker's and the opponent's Strength.
    pub dauntless: Option<(u8, u8)>,
    /// Rowdy Fans' assists: the attacker's, the defender's (004:L4791-L4812).
    pub rowdy: [u8; 2],
}

/// `n` block dice: a borrowed fixed list for the one to three the rules give.
fn block_dice_kinds(n: usize) -> Cow<'static, [DieKind]> {
    static THREE: [DieKind; 3] = [DieKind::Block; 3];
    match THREE.get(..n) {
        Some(kinds) => Cow::Borrowed(kinds),
        None => Cow::Owned(vec![DieKind::Block; n]),
    }
}
