//! Dice arriving: checked against the request, read, offered for a re-roll, then handed to the
//! rule that asked. Re-rolls follow 000:L750-L764: one team re-roll per turn, never a die twice.

use crate::skill::Skill;
use std::borrow::Cow;

use super::injury::KeptBlow;
use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{DiceRoll, Die, DieKind, natural_needed, succeeds};
use crate::event::{EventKind, Outcome};
use crate::input::{ActionKind, Reroll, RerollSkill};
use crate::rejection::Rejection;

impl Engine<'_> {
    pub(crate) fn dice(&mut self, roll: &DiceRoll) -> Result<(), Rejection> {
        let Some(Step::Roll(waiting)) = self.s.stack.last() else {
            return Err(self.refuse_input(format_args!(
                "the match waits for a decision, not dice (see the prompt)"
            )));
        };
        crate::dice::fit(waiting.name(), &waiting.dice, roll).map_err(Rejection::input)?;
        // The roll is taken off the stack, not copied: it fits.
        let Some(Step::Roll(pending)) = self.s.stack.pop() else {
            return Ok(());
        };
        self.play_started();
        // The next roll is a new one: Interference may be declared before it.
        self.s.interference_asked = false;
        self.rolled(pending, &roll.dice);
        Ok(())
    }

    /// Reads a roll: says what it came to, then offers a re-roll or resolves it.
    pub(crate) fn rolled(&mut self, pending: Box<PendingRoll>, dice: &[Die]) {
        let success = outcome(&pending, dice);
        let text = if self.worded {
            self.describe_roll(&pending, dice, success)
        } else {
            String::new()
        };
        self.say(
            EventKind::Roll {
                roll: pending.name().into(),
                player: pending.player(),
                dice: crate::dice::Dice::from_slice(dice),
                outcome: match success {
                    Some(true) => Outcome::Success,
                    Some(false) => Outcome::Failure,
                    None => Outcome::Read,
                },
            },
            format_args!("{text}"),
        );
        if self.ask_diving_tackle(&pending, dice) {
            return;
        }
        self.settle(pending, dice);
    }

    /// Offers a re-roll for a read roll, or hands it on.
    pub(crate) fn settle(&mut self, pending: Box<PendingRoll>, dice: &[Die]) {
        let success = outcome(&pending, dice);
        let offer = match pending.kind {
            // Piling On may re-roll either; its options say when (004:L10442).
            RollKind::Block { .. } | RollKind::Armour { .. } | RollKind::Injury { .. } => true,
            // Get da Git: the Stab's armour held (004:L9743-L9745).
            RollKind::WeaponArmour { player, .. } => {
                !pending.rerolled && !self.weapon_armour_broken(player, &pending.modifiers, dice)
            }
            // Offensive Specialist may re-roll any Block Dice (002:L254).
            RollKind::BlitzBlock { .. } => !pending.rerolled,
            // Shadowing is failed, for the mover who rolls it, when the shadower follows.
            RollKind::Shadowing {
                mover, shadower, ..
            } => self.shadowing_total(mover, shadower, dice) <= 7,
            // Tentacles is failed, for the mover who rolls it, when he is held.
            RollKind::Tentacles { mover, holder, .. } => {
                self.tentacles_total(mover, holder, dice) <= 5
            }
            _ => success == Some(false),
        };
        if offer {
            let options = self.reroll_options(&pending);
            // The held ball's re-roll reads the dice (002:L828-L840).
            if !options.is_empty()
                || self.s.ruleset.balls && self.ball_reroll(&pending, dice).is_some()
            {
                let side = pending.side;
                self.push(Step::Reroll {
                    roll: pending,
                    dice: crate::dice::Dice::from_slice(dice),
                });
                // Instead of the team re-roll, a card (004:L6122-L6137).
                if options.contains(&Reroll::Team) {
                    self.card_window(side, crate::special_play::CardTiming::TeamReroll);
                }
                return;
            }
        }
        self.resolve(*pending, dice);
    }

    /// A D6 Agility roll for `player` (000:L471-L475): his AG sets the target, `modifiers` the
    /// rest; re-rolls are offered if it fails.
    pub(crate) fn agility_roll(
        &self,
        player: &crate::player::Player,
        kind: RollKind,
        modifiers: impl Into<super::steps::Modifiers>,
        purpose: std::fmt::Arguments<'_>,
    ) -> Step {
        let purpose = self.words(purpose);
        Step::roll(PendingRoll {
            kind,
            side: player.id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(crate::dice::agility_target(player.profile.ag)),
            modifiers: self.capped(modifiers.into()),
            rerolled: false,
            is_reroll: false,
            purpose,
        })
    }

    /// The coach's re-roll choice for the roll waiting on top of the stack (a
    /// `Step::Reroll`): checked there, then the step is taken off and its roll goes on in its
    /// box, not copied.
    pub(crate) fn reroll(&mut self, choice: &Reroll) -> Result<(), Rejection> {
        let Some(Step::Reroll { roll, .. }) = self.s.stack.last() else {
            return Err(self.refuse_input(format_args!("no roll waits for a re-roll choice")));
        };
        let options = self.reroll_options(roll);
        if !options.contains(choice) {
            let roll = roll.as_ref();
            let why = match choice {
                Reroll::Team => self.team_reroll_problem(roll),
                Reroll::Skill(skill) => {
                    format!(
                        "the {skill} skill cannot re-roll this {} roll now",
                        roll.name()
                    )
                }
                Reroll::Ability(ability) => format!(
                    "{} cannot re-roll this {} roll (002:L254, L1063: Offensive Specialist \
                     re-rolls Block Dice, Expert Passer a failed Throw Check; never a re-roll, \
                     L333)",
                    ability.id(),
                    roll.name()
                ),
                Reroll::RookiesToWatch => format!(
                    "the Rookies to Watch card cannot re-roll this {} roll: its holder's own \
                     Armour Check, Throw Check or Block Dice, never a re-roll, once \
                     (002:L737, L333)",
                    roll.name()
                ),
                Reroll::RawTalent => format!(
                    "no Raw Talent may re-roll this {} roll: its coach's own Armour Check, \
                     Throw Check or Block Dice, from his hand, one a turn, never a re-roll \
                     (002:L680, L333)",
                    roll.name()
                ),
                Reroll::Ball(ball) => format!(
                    "{} cannot re-roll this {} roll: the Dwarf Rune Ball re-rolls its holder's \
                     Throw Check of 1 (a Dwarf's, any failed one), the Extra Spikey Ball its \
                     holder's Block Dice showing a Miss; never a re-roll (002:L828-L840, L333)",
                    ball.name(),
                    roll.name()
                ),
                Reroll::AncientGrudge => format!(
                    "Ancient Grudge re-rolls only Grombrindal's Block dice against the Black \
                     Gobbo, once: not this {} roll (004:L9761-L9763)",
                    roll.name()
                ),
                Reroll::GetDaGit => format!(
                    "Get da Git re-rolls only the Armour roll of the Black Gobbo's Stab against \
                     Grombrindal, once: not this {} roll (004:L9743-L9745)",
                    roll.name()
                ),
                Reroll::Keep => "nothing to keep".to_string(),
            };
            return Err(Rejection::rule(why, "000:L750-L764"));
        }
        let Some(Step::Reroll { roll, dice }) = self.s.stack.pop() else {
            return Ok(());
        };
        let side = roll.side;
        match choice {
            Reroll::Keep => {
                self.say(
                    EventKind::Reroll {
                        side,
                        with: "none".into(),
                    },
                    format_args!("{} roll kept", roll.name()),
                );
                self.resolve(*roll, &dice);
            }
            Reroll::Skill(RerollSkill::PilingOn) => self.pile_on(*roll, dice),
            Reroll::Team => {
                let leader = self.s.team(side).leader_reroll && self.s.leader_on_pitch(side);
                let left = self.spend_team_reroll(side);
                self.say(
                    EventKind::Reroll {
                        side,
                        with: "team".into(),
                    },
                    format_args!(
                        "{} used on the {} roll ({left} left this {}; {}{})",
                        if leader {
                            "Leader re-roll"
                        } else {
                            "Team re-roll"
                        },
                        roll.name(),
                        if self.s.half > 2 { "overtime" } else { "half" },
                        // Big Money in the House: more than one a turn this drive.
                        if self.s.drive.many_rerolls {
                            super::blitzmania::MANY_REROLLS_WORDS
                        } else {
                            "one per turn, 000:L758"
                        },
                        if leader { "; 004:L10336" } else { "" }
                    ),
                );
                // Heel Turn: the opponent may cancel it, the re-roll still spent.
                if self.s.cards.held[side.opponent().index()].is_empty() {
                    self.team_reroll_on(roll, dice);
                } else {
                    self.heel_turn_on_team_reroll(side.opponent(), roll, dice);
                }
            }
            Reroll::Skill(skill) => {
                self.skill_reroll(skill, roll, dice);
            }
            Reroll::Ability(ability) => self.ability_reroll_on(*ability, roll, dice),
            Reroll::RookiesToWatch => self.rookies_reroll_on(roll, dice),
            Reroll::RawTalent => self.raw_talent_on(roll, dice),
            Reroll::Ball(ball) => self.ball_reroll_on(*ball, roll),
            Reroll::AncientGrudge | Reroll::GetDaGit => self.legend_reroll(*choice, roll),
        }
        Ok(())
    }

    /// The team re-roll declared on `roll` goes on: Loner's roll first, or the roll again.
    pub(super) fn team_reroll_on(&mut self, mut roll: Box<PendingRoll>, dice: crate::dice::Dice) {
        let side = roll.side;
        let player = roll.player();
        match player {
            Some(id) if self.loner_counts(id) => {
                let label = self.ruling_label(id);
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::Loner {
                        player: id,
                        original: roll,
                        dice,
                    },
                    side,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: Some(4),
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Loner: {label} needs 4+ to use the team re-roll; otherwise it is \
                                 lost and the first result stands (000:L1245)"
                    )),
                }));
            }
            // The same roll again, in its own box.
            _ => {
                roll.rerolled = true;
                roll.is_reroll = true;
                self.push(Step::Roll(roll));
            }
        }
    }

    /// A skill's re-roll of `roll`.
    fn skill_reroll(
        &mut self,
        skill: &RerollSkill,
        mut roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
    ) {
        let side = roll.side;
        let player = roll.player();
        if let Some(p) = player.and_then(|id| self.s.player_mut(id)) {
            match skill {
                RerollSkill::Dodge => p.used_dodge = true,
                // Once a turn (004:L10637; 001:L985 alike; Pro 004:L10464).
                RerollSkill::SureFeet => p.used_this_turn.insert(Skill::SureFeet),
                RerollSkill::Pro => p.used_this_turn.insert(Skill::Pro),
                _ => {}
            }
        }
        if *skill == RerollSkill::Pro
            && let Some(id) = player
        {
            let label = self.ruling_label(id);
            self.say(
                EventKind::Reroll {
                    side,
                    with: skill.id().into(),
                },
                format_args!("Pro: {label} tries to re-roll the {} roll", roll.name()),
            );
            self.push(Step::roll(PendingRoll {
                kind: RollKind::Pro {
                    player: id,
                    original: roll,
                    dice,
                },
                side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: Default::default(),
                rerolled: false,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Pro: {label} needs 4+ to re-roll; otherwise the first result stands, \
                             and only this D6 may be re-rolled, with a team re-roll \
                             (004:L10461-L10470)"
                )),
            }));
            return;
        }
        let name = self
            .book
            .skill(skill.id())
            .map(|s| s.name.clone())
            .unwrap_or_else(|_| skill.id().to_string());
        self.say(
            EventKind::Reroll {
                side,
                with: skill.id().into(),
            },
            format_args!("{name} re-rolls the {} roll", roll.name()),
        );
        roll.rerolled = true;
        roll.is_reroll = true;
        self.push(Step::Roll(roll));
    }

    /// An Armour roll read: armour broken or not, Mighty Blow asked when it decides it.
    pub(super) fn armour_read(&mut self, pending: PendingRoll, dice: &[Die]) {
        match pending.kind {
            RollKind::Armour { player, cause } => {
                let blow_decides =
                    self.armour_rolled(player, cause, &pending.modifiers, dice, None);
                if blow_decides {
                    self.ask_mighty_blow(&pending, dice);
                }
            }
            RollKind::WeaponArmour { player, weapon, .. } => {
                self.weapon_armour_rolled(player, weapon, &pending.modifiers, dice);
            }
            _ => {}
        }
    }

    /// Mighty Blow's +1 would change this Armour or Injury roll: its coach is asked
    /// (004:L10367).
    pub(super) fn ask_mighty_blow(&mut self, pending: &PendingRoll, dice: &[Die]) {
        self.push(Step::MightyBlow {
            roll: Box::new(pending.clone()),
            dice: crate::dice::Dice::from_slice(dice),
        });
    }

    /// The answer to Mighty Blow's question: the roll is read with or without the +1.
    pub(crate) fn mighty_blow_chosen(&mut self, roll: PendingRoll, dice: &[Die], use_it: bool) {
        self.s.stack.pop();
        if let (Some(by), skill) = roll.plus_one() {
            let label = self.ruling_label(by);
            self.say(
                EventKind::SkillUsed {
                    player: by,
                    skill,
                    used: use_it,
                },
                format_args!(
                    "{label} {} {} on the {} roll ({})",
                    if use_it { "uses" } else { "does not use" },
                    if skill == Skill::DirtyPlayer {
                        "Dirty Player"
                    } else {
                        "Mighty Blow"
                    },
                    roll.name(),
                    if skill == Skill::DirtyPlayer {
                        "004:L10096"
                    } else {
                        "004:L10367"
                    }
                ),
            );
        }
        match roll.kind {
            RollKind::Armour { player, cause } => {
                self.armour_rolled(player, cause, &roll.modifiers, dice, Some(use_it));
            }
            RollKind::Injury {
                player,
                modifiers,
                crowd,
                foul,
                mighty_blow,
                by,
            } => {
                let kept = if mighty_blow {
                    KeptBlow::Chosen(use_it)
                } else {
                    KeptBlow::No
                };
                self.injury_rolled(player, &modifiers, crowd, foul, dice, kept);
                self.weeping_dagger_after_injury(player, by);
                self.nurgles_rot_after_injury(player, by.or(foul.map(|f| f.0)));
                self.galandril_after_injury(player, by.or(foul.map(|f| f.0)));
            }
            _ => {}
        }
    }

    /// Spends one of `side`'s team re-rolls, this turn's; returns how many are left.
    pub(super) fn spend_team_reroll(&mut self, side: crate::pitch::Side) -> u8 {
        if let Some(turn) = self.s.turn.as_mut() {
            turn.team_reroll_used = true;
        }
        // The Leader re-roll goes first: it is lost with the last Leader off the pitch.
        let leader = self.s.team(side).leader_reroll && self.s.leader_on_pitch(side);
        if leader {
            self.s.team_mut(side).leader_reroll = false;
        } else {
            let bonus = &mut self.s.drive.bonus_rerolls[side.index()];
            *bonus = bonus.saturating_sub(1);
            let team = self.s.team_mut(side);
            team.rerolls = team.rerolls.saturating_sub(1);
        }
        self.s.team_rerolls_left(side)
    }

    /// Piling On: a team re-roll spent on the Armour or Injury roll; a Loner rolls for it
    /// first; then the piler is Placed Prone and the roll is made again (004:L10442-L10453).
    fn pile_on(&mut self, roll: PendingRoll, dice: crate::dice::Dice) {
        let Some(by) = roll.blow_by() else {
            self.resolve(roll, &dice);
            return;
        };
        let left = self.spend_team_reroll(by.side);
        let label = self.ruling_label(by);
        self.say(
            EventKind::Reroll {
                side: by.side,
                with: RerollSkill::PilingOn.id().into(),
            },
            format_args!(
                "Piling On: {label} spends a team re-roll ({left} left) to re-roll the {} roll \
                 (004:L10442)",
                roll.name()
            ),
        );
        if self.loner_counts(by) {
            self.push(Step::roll(PendingRoll {
                kind: RollKind::Loner {
                    player: by,
                    original: Box::new(roll),
                    dice,
                },
                side: by.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Loner: {label} needs 4+ to Pile On; otherwise the team re-roll is spent, he \
                     stays standing and the roll stands (004:L10452)"
                )),
            }));
            return;
        }
        self.pile_on_again(by, roll);
    }

    /// The piler goes Prone (no Armour roll; a turnover only if he held the ball), and the
    /// roll is made again, never a third time (004:L10442-L10450).
    fn pile_on_again(&mut self, by: crate::player::PlayerId, roll: PendingRoll) {
        let held = self.s.ball == crate::state::Ball::Held(by);
        let mut steps = vec![Step::roll(PendingRoll {
            rerolled: true,
            is_reroll: true,
            ..roll
        })];
        steps.extend(self.place_prone(by, "Piling On, 004:L10442"));
        if held {
            // The knock-down's other steps still run before the turn ends.
            let rest = self
                .s
                .stack
                .iter()
                .rposition(|s| matches!(s, Step::Block(_)))
                .map(|at| self.s.stack.split_off(at + 1))
                .unwrap_or_default();
            let label = self.ruling_label(by);
            self.turnover(format_args!(
                "{label} Piled On holding the ball and is Placed Prone (004:L10442)"
            ));
            for step in rest {
                self.push(step);
            }
        }
        self.push_in_order(steps);
    }

    fn team_reroll_problem(&self, roll: &PendingRoll) -> String {
        let side = roll.side;
        if roll.rerolled {
            return "this roll is a re-roll already: no die is re-rolled twice".into();
        }
        if !self.s.ruleset.has_team_rerolls() {
            return "Blitz Bowl has no team re-rolls: a re-roll comes from an ability or a \
                    card (002:L329-L333)"
                .into();
        }
        match self.s.turn.as_ref() {
            Some(t) if t.side != side => "team re-rolls are used only in your own turn".into(),
            Some(t) if t.no_team_rerolls && t.only_action == Some(ActionKind::Blitz) => {
                "no team re-rolls in a Blitz made out of the team's own turn (Suicide Blitz's, \
                 before the opponent's turn, 004:L5978-L5995; Bloodthirsty Fans', at the \
                 kick-off, 004:L1353-L1360): team re-rolls are for the team's own turn \
                 (000:L758)"
                    .into()
            }
            Some(t) if t.no_team_rerolls => {
                "no team re-rolls in Violent Outburst's bonus Blocks (004:L1381-L1388)".into()
            }
            Some(t) if t.team_reroll_used && !self.s.drive.many_rerolls => {
                "the team has used its team re-roll this turn (one per turn)".into()
            }
            Some(_) if self.s.team_rerolls_left(side) == 0 => {
                "no team re-rolls left this half".into()
            }
            _ => format!("a team re-roll cannot be used on a {} roll", roll.name()),
        }
    }

    /// Hands a settled roll to the rule that asked for it.
    pub(crate) fn resolve(&mut self, pending: PendingRoll, dice: &[Die]) {
        let success = outcome(&pending, dice).unwrap_or(false);
        // A special ball's natural 1 (the Extra Spiky Ball's, the Warpstone Brazier's), read
        // on the ball of the roll, before what the roll does moves it (004:L2168-L2171,
        // L2065-L2068).
        let handled = match pending.kind {
            RollKind::PickUp { player }
            | RollKind::Catch { player }
            | RollKind::Intercept { player }
                if self.s.drive.special_ball.is_some() =>
            {
                self.special_ball().map(|ball| (ball, player))
            }
            _ => None,
        };
        // What the dice showed, for the rulings' sentences only.
        let shown = if self.worded {
            self.shown(&pending, dice)
        } else {
            String::new()
        };
        match pending.kind.clone() {
            RollKind::GoForIt { .. }
            | RollKind::Dodge { .. }
            | RollKind::Leap { .. }
            | RollKind::PickUp { .. }
            | RollKind::StandUp { .. }
            | RollKind::JumpUp { .. } => {
                if success && let RollKind::Dodge { player, .. } = pending.kind {
                    self.break_tackle_spent(player, &pending, dice);
                }
                self.movement_rolled(&pending.kind, success, &shown)
            }
            RollKind::BoneHead { player } | RollKind::ReallyStupid { player } => {
                if let Some(p) = self.s.player_mut(player) {
                    p.lost_tackle_zones = !success;
                }
                if !success {
                    let label = self.ruling_label(player);
                    let until = if self.distraction_bone_head(player) {
                        "the turn ends (Look, a Distraction!, 004:L6331-L6347)"
                    } else {
                        "he passes one or the drive ends"
                    };
                    self.say(
                        EventKind::ActionEnded { player },
                        format_args!(
                            "{label} fails the {} roll ({shown}): the Action is lost and he has \
                             no Tackle Zones until {until}; not a turnover (000:L1225, L1259)",
                            pending.name()
                        ),
                    );
                    self.end_action();
                }
            }
            RollKind::WildAnimal { player } => {
                if !success {
                    let label = self.ruling_label(player);
                    self.say(
                        EventKind::ActionEnded { player },
                        format_args!(
                            "{label} fails the Wild Animal roll ({shown}): he does not move and \
                             roars in rage, the Action is wasted; not a turnover \
                             (004:L10770-L10772)"
                        ),
                    );
                    self.end_action();
                }
            }
            RollKind::Loner {
                original,
                dice: first,
                ..
            } => {
                if success && let Some(by) = original.blow_by() {
                    self.pile_on_again(by, *original);
                } else if success {
                    self.push(Step::roll(PendingRoll {
                        rerolled: true,
                        is_reroll: true,
                        ..*original
                    }));
                } else {
                    // Piling On's re-roll is of the victim's roll, the Loner the piler.
                    let label = original
                        .blow_by()
                        .or_else(|| original.player())
                        .map(|id| self.ruling_label(id))
                        .unwrap_or_default();
                    self.say(
                        EventKind::Reroll {
                            side: original.side,
                            with: "loner".into(),
                        },
                        format_args!(
                            "Loner roll for {label}: {}, under 4+; the team re-roll is lost and \
                             the first result stands (000:L1245)",
                            dice.first().map(ToString::to_string).unwrap_or_default()
                        ),
                    );
                    let original = PendingRoll {
                        rerolled: true,
                        ..*original
                    };
                    self.resolve(original, &first);
                }
            }
            RollKind::Pro {
                original,
                dice: first,
                ..
            } => {
                let original = PendingRoll {
                    rerolled: true,
                    ..*original
                };
                if success {
                    self.push(Step::roll(PendingRoll {
                        is_reroll: true,
                        ..original
                    }));
                } else {
                    let label = original
                        .player()
                        .map(|id| self.ruling_label(id))
                        .unwrap_or_default();
                    self.say(
                        EventKind::Reroll {
                            side: original.side,
                            with: "pro".into(),
                        },
                        format_args!(
                            "Pro: {label}'s Pro roll fails ({shown}); the first result stands \
                             and no other re-roll may change it (004:L10466-L10469)"
                        ),
                    );
                    self.resolve(original, &first);
                }
            }
            RollKind::Catch { player } => self.catch_rolled(player, success, &shown),
            RollKind::FoulAppearance { player, defender } => {
                self.foul_appearance_rolled(player, defender, success, &shown)
            }
            RollKind::Chainsaw {
                player,
                victim,
                foul,
            } => self.chainsaw_rolled(player, victim, foul, success, &shown),
            RollKind::WeepingDagger { player, .. } => {
                self.weeping_dagger_rolled(player, success, &shown)
            }
            RollKind::WeaponArmour { player, .. } => {
                // Heel Turn: the opponent may add 2 to a Chainsaw's before it is read.
                if self.s.cards.held[player.side.opponent().index()].is_empty()
                    || !self.heel_turn_after_armour(player, &pending, dice)
                {
                    self.armour_read(pending, dice);
                }
            }
            RollKind::Dauntless { player, .. } => {
                let value = dice.first().and_then(|d| d.value()).unwrap_or(1);
                self.dauntless_rolled(player, value, success, &shown);
            }
            RollKind::Block {
                attacker,
                defender,
                chooser,
            } => self.block_rolled(attacker, defender, chooser, dice),
            RollKind::Armour { player, .. } => {
                // Heel Turn: the opponent may add 2 to it before it is read.
                if self.s.cards.held[player.side.opponent().index()].is_empty()
                    || !self.heel_turn_after_armour(player, &pending, dice)
                {
                    self.armour_read(pending, dice);
                }
            }
            RollKind::Injury {
                player,
                modifiers,
                crowd,
                foul,
                mighty_blow,
                by,
            } => {
                let kept = if mighty_blow {
                    KeptBlow::Kept
                } else {
                    KeptBlow::No
                };
                if self.injury_rolled(player, &modifiers, crowd, foul, dice, kept) {
                    self.ask_mighty_blow(&pending, dice);
                } else {
                    self.weeping_dagger_after_injury(player, by);
                    self.nurgles_rot_after_injury(player, by.or(foul.map(|f| f.0)));
                    self.galandril_after_injury(player, by.or(foul.map(|f| f.0)));
                }
            }
            RollKind::Casualty {
                player,
                decay,
                earlier,
                patched,
            } => self.casualty_rolled(player, decay, earlier, patched, dice),
            RollKind::CasualtyAgain(case) => self.casualty_again_rolled(*case, dice),
            RollKind::Apothecary { player } => self.apothecary_rolled(player, success, &shown),
            RollKind::Regeneration { player } => self.regeneration_rolled(player, success, &shown),
            RollKind::KoRecovery { player } => {
                self.ko_recovery_rolled(player, success, &shown);
                self.pampered_fuss(player, dice);
            }
            RollKind::RevitalisingTonic { player } => self.tonic_rolled(player, success, &shown),
            RollKind::Rune { player, rune } => self.rune_rolled(player, rune, success, &shown),
            RollKind::Card { card, side, player } => {
                self.card_rolled(card, side, player, dice);
            }
            RollKind::Bounce { from } => self.bounce_rolled(from, dice),
            RollKind::Surface(roll) => self.surface_rolled(roll, dice),
            RollKind::ThrowIn { from, edge } => self.throw_in_rolled(from, edge, dice),
            RollKind::Weather { kick_off } => self.weather_rolled(kick_off, dice),
            RollKind::WindDirection => self.wind_direction_rolled(dice),
            RollKind::Wind => self.wind_blown(dice),
            RollKind::Geyser { player } => self.geyser_rolled(player, dice),
            RollKind::GeyserFlight { player } => self.geyser_flight_rolled(player, dice),
            RollKind::Seismic => self.seismic_rolled(dice, &pending.modifiers),
            RollKind::FallingRocks => self.falling_rocks_rolled(dice),
            RollKind::Fans { team } => self.fans_rolled(team, dice),
            RollKind::Stadium => self.stadium_rolled(dice),
            RollKind::StadiumAttribute { kind } => self.stadium_attribute_rolled(kind, dice),
            RollKind::Referee => self.referee_rolled(dice),
            RollKind::Spectacle => self.spectacle_rolled(dice),
            RollKind::FamousReferee { fouler, victim } => {
                self.famous_referee_rolled(fouler, victim, dice);
            }
            RollKind::RefereeTrack { fouler } => self.referee_track_rolled(fouler, dice),
            RollKind::KitCheck { side } => self.kit_check_rolled(side, dice),
            RollKind::MasterChef { team } => self.master_chef_rolled(team, dice),
            RollKind::ExpensiveMistakes { team, gold } => {
                self.expensive_mistakes_rolled(team, gold, dice);
            }
            RollKind::MinorIncident { team, gold } => self.minor_incident_rolled(team, gold, dice),
            RollKind::Catastrophe { team, gold } => self.catastrophe_rolled(team, gold, dice),
            RollKind::KickScatter { target, ballistics } => {
                self.kick_scattered(target, ballistics, dice)
            }
            RollKind::Ballistics => self.ballistics_rolled(dice),
            RollKind::Galandril { side } => self.galandril_rolled(side, dice),
            RollKind::WaaaghDrummer { side } => self.drummer_rolled(side, dice),
            RollKind::DrummerMove { player } => self.drummer_moved(player, dice),
            RollKind::KickOffTable => self.kick_off_table_rolled(dice),
            RollKind::Riot => self.riot_rolled(dice),
            RollKind::JormRampage { holder } => self.jorm_rampage_rolled(holder, dice),
            RollKind::Contest { contest, home } => self.contest_rolled(contest, home, dice),
            RollKind::RandomPlayer {
                team,
                eligible,
                why,
            } => self.random_player_rolled(team, &eligible, why, dice),
            RollKind::PitchInvasion { by, targets } => {
                self.pitch_invasion_rolled(by, &targets, dice)
            }
            RollKind::GentleBreeze => self.gentle_breeze_rolled(dice),
            RollKind::Trapdoor { new_ball } => self.trapdoor_rolled(new_ball, dice),
            RollKind::StadiumCrowd(roll) => self.crowd_rolled(roll, dice),
            RollKind::Arena => self.arena_rolled(dice),
            RollKind::SquigBall { holder } => self.squig_rolled(holder, dice),
            RollKind::SpecialBallKicker { kicker } => self.special_ball_kicker_rolled(kicker, dice),
            RollKind::MasterHewnCatch { player } => self.master_hewn_catch_rolled(player, dice),
            RollKind::WarpstoneMutation { player } => self.warpstone_mutation_rolled(player, dice),
            RollKind::LimpinSquig { carrier } => self.limpin_squig_rolled(carrier, dice),
            RollKind::Fuse { side, drive_over } => self.fuse_rolled(side, drive_over, dice),
            RollKind::ExplodinBlast { players, hit } => {
                self.blast_rolled(hit, &players, dice, false)
            }
            RollKind::ReplacementBall { from } => self.replacement_scattered(from, dice),
            RollKind::BallSuitEscape { holder } => {
                self.ball_suit_escape_rolled(holder, success, &shown)
            }
            RollKind::BallSuitBounce { from } => self.ball_suit_bounced(from, dice),
            RollKind::BallSuitMa { bounced } => self.ball_suit_ma_rolled(bounced, dice),
            RollKind::BallSuitStep { facing, left } => self.ball_suit_stepped(facing, left, dice),
            RollKind::BlitzBlock { attacker, defender } => {
                self.blitz_block_rolled(attacker, defender, dice)
            }
            RollKind::ArmourCheck { player } => self.armour_check_rolled(player, success),
            RollKind::RandomMove { player } => self.random_move_rolled(player, dice),
            RollKind::BlitzThrowTeamMate {
                thrower,
                thrown,
                target,
            } => self.blitz_throw_team_mate_rolled(
                (thrower, thrown, target),
                dice,
                pending.modifier(),
                success,
            ),
            RollKind::BlitzFoul { fouler, target } => self.blitz_foul_rolled(fouler, target, dice),
            RollKind::Pass { player, target } => {
                self.pass_rolled(player, target, &pending, dice, success, &shown)
            }
            RollKind::Intercept { player } => self.intercept_rolled(player, success, &shown),
            RollKind::Shadowing {
                mover,
                shadower,
                from,
            } => self.shadowing_rolled(mover, shadower, from, dice),
            RollKind::HailMary { player, target } => {
                self.hail_mary_rolled(player, target, success, &shown)
            }
            RollKind::SafeThrow { interceptor, .. } => {
                self.safe_throw_rolled(interceptor, success, &shown)
            }
            RollKind::PassScatter { from } => self.pass_scattered(from, dice),
            RollKind::Bribe { .. } => self.bribe_rolled(&pending, success, &shown),
            RollKind::ArgueTheCall {
                player,
                call,
                bribed,
            } => {
                let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
                self.argued(player, call, bribed, natural, &shown)
            }
            RollKind::FilthyRich { player, call } => {
                self.filthy_rich_rolled(player, call, success, &shown)
            }
            RollKind::Sneakiest { player, call } => {
                self.sneakiest_rolled(player, call, success, &shown)
            }
            RollKind::SwelteringHeat { players } => self.heat_rolled(&players, dice),
            RollKind::ShootOut => self.shoot_out_rolled(dice),
            RollKind::AppallingStands => self.appalling_stands_rolled(dice),
            RollKind::DeluxeSeating => self.deluxe_seating_rolled(dice),
            RollKind::PoorlyBuiltDungeons { players } => self.dungeons_rolled(&players, dice),
            RollKind::AleFuelledManiacs => self.maniacs_rolled(dice),
            RollKind::ManiacsTable => self.maniacs_table_rolled(dice),
            RollKind::AlwaysHungry { player, thrown } => {
                self.always_hungry_rolled(player, thrown, success, &shown)
            }
            RollKind::EatTeamMate { player, thrown } => {
                self.eat_rolled(player, thrown, success, &shown)
            }
            RollKind::ThrowTeamMate {
                player,
                thrown,
                target,
            } => self.team_mate_thrown(player, thrown, target, &pending, dice, &shown),
            RollKind::ThrownScatter {
                player,
                from,
                landed_on,
                flight,
            } => self.thrown_scattered(player, from, landed_on, flight, dice),
            RollKind::SwoopScatter {
                player,
                from,
                facing,
                left,
                landed_on,
            } => self.swoop_scattered(player, from, facing, left, landed_on, dice),
            RollKind::Landing { player } => self.landing_rolled(player, success, &shown),
            RollKind::BallAndChain { player, facing } => {
                self.ball_and_chain_rolled(player, facing, dice);
            }
            RollKind::BombThrow { .. } => self.bomb_thrown(&pending, dice, success, &shown),
            RollKind::BombCatch {
                player,
                at,
                intercept,
            } => self.bomb_catch_rolled(player, at, intercept, success, &shown),
            RollKind::BombScatter { from } => self.bomb_scattered(from, dice),
            RollKind::BombBlast { centre, players } => {
                self.blast_rolled(centre.into_iter().collect(), &players, dice, true)
            }
            RollKind::KickTeamMate { player, kicked } => {
                self.team_mate_kicked(player, kicked, dice)
            }
            RollKind::RogueScatter { target } => self.rogue_ball_scattered(target, dice),
            RollKind::ReplicaBall => self.replica_rolled(dice),
            RollKind::BreakingScandal => self.breaking_scandal_rolled(dice),
            RollKind::ErrantFans { side, players } => self.errant_fans_rolled(side, &players, dice),
            RollKind::Bolster { side, players } => self.bolster_rolled(side, &players, dice),
            RollKind::Pelted { side, players } => self.pelted_rolled(side, &players, dice),
            RollKind::BigMoney => self.big_money_rolled(dice),
            RollKind::SprintScatter { player } => self.sprint_scattered(player, dice),
            RollKind::Fireball { players } => self.fireball_rolled(&players, dice),
            RollKind::LightningBolt { target } => self.lightning_bolt_rolled(target, dice),
            RollKind::WarpLightning { player, towards } => {
                self.warp_lightning_rolled(pending.side, player, towards, dice)
            }
            RollKind::WarpArc { players, loose } => self.warp_arc_rolled(&players, loose, dice),
            RollKind::Skullbones { player } => self.skullbones_rolled(player, dice),
            RollKind::Krot { player } => self.krot_rolled(player, dice),
            RollKind::HoratioScatter { target } => self.horatio_scattered(target, dice),
            RollKind::WeatherMage { side } => self.weather_mage_rolled(side, dice),
            RollKind::TakeRoot { .. }
            | RollKind::BloodLust { .. }
            | RollKind::BloodLustBite { .. }
            | RollKind::Animosity { .. }
            | RollKind::HypnoticGaze { .. }
            | RollKind::Tentacles { .. } => {
                self.pre_action_rolled(pending.kind, success, dice, &shown)
            }
        }
        if let Some((ball, player)) = handled {
            self.special_ball_handled(ball, player, dice);
        }
    }

    /// "needed 3+, rolled 2" plus what stood in the way of a re-roll.
    fn shown(&self, pending: &PendingRoll, dice: &[Die]) -> String {
        let faces: Vec<String> = dice.iter().map(ToString::to_string).collect();
        let rolled = faces.join("+");
        let Some(target) = pending.target else {
            return format!("rolled {rolled}");
        };
        let needs = natural_needed(pending.modifier(), target);
        let mut text = format!("needed {needs}+, rolled {rolled}");
        if outcome(pending, dice) == Some(false) && pending.player().is_some() {
            if let RollKind::Regeneration { player } = pending.kind
                && self.igor_may_reroll(player)
            {
                let (helper, _) = self.regeneration_helper();
                text.push_str(&format!(", the {helper} may re-roll it"));
                return text;
            }
            if pending.rerolled {
                text.push_str(if pending.is_reroll {
                    ", already re-rolled"
                } else {
                    ", no re-roll allowed"
                });
                return text;
            }
            if let RollKind::Dodge {
                player,
                tackler: Some(tackler),
            } = pending.kind
                && self.s.player(player).is_some_and(|p| p.has(Skill::Dodge))
            {
                text.push_str(&format!(
                    ", no Dodge re-roll out of the Tackle Zone of {} (Tackle, 001:L993)",
                    self.ruling_label(tackler)
                ));
            }
            // Blitz Bowl has no team re-rolls to be out of (002:L329-L333).
            if let Some(turn) = self.s.turn.as_ref()
                && turn.side == pending.side
                && self.s.ruleset.has_team_rerolls()
            {
                if turn.no_team_rerolls {
                    text.push_str(", no team re-rolls in this bonus turn");
                } else if turn.team_reroll_used && !self.s.drive.many_rerolls {
                    text.push_str(", team re-roll already used this turn");
                } else if self.s.team_rerolls_left(pending.side) == 0 {
                    // A Leader re-roll kept while no Leader is on the pitch (004:L10338-L10339).
                    text.push_str(if self.s.team(pending.side).leader_reroll {
                        ", no team re-rolls left but the Leader's, and no Leader on the pitch"
                    } else {
                        ", no team re-rolls left"
                    });
                }
            }
        }
        text
    }

    fn describe_roll(&self, pending: &PendingRoll, dice: &[Die], success: Option<bool>) -> String {
        let who = pending
            .player()
            .map(|id| format!(" for {}", self.ruling_label(id)))
            .unwrap_or_default();
        // Blitz Bowl's checks are called checks (002:L321): its Throw Check, where the
        // engine's roll is 2016's Pass.
        let name = match pending.kind {
            RollKind::Pass { .. } if self.marking() => "Throw Check",
            RollKind::ArmourCheck { .. } => "Armour Check",
            _ => "",
        };
        let mut text = if name.is_empty() {
            format!(
                "{} roll{who}: {}",
                pending.name(),
                self.shown(pending, dice)
            )
        } else {
            format!("{name}{who}: {}", self.shown(pending, dice))
        };
        if let Some(target) = pending.target
            && !matches!(
                pending.kind,
                RollKind::Armour { .. } | RollKind::Injury { .. }
            )
        {
            let mods: Vec<String> = pending
                .modifiers
                .iter()
                .map(|m| format!("{:+} {}", m.value, m.name))
                .collect();
            if !mods.is_empty() {
                text.push_str(&format!(
                    " ({target}+ before modifiers; {})",
                    mods.join(", ")
                ));
            }
        }
        match success {
            Some(true) => text.push_str(": success"),
            Some(false) => text.push_str(": FAILED"),
            None => {}
        }
        text
    }
}

/// Whether a pass/fail roll succeeded; `None` for rolls read on a table.
pub(crate) fn outcome(pending: &PendingRoll, dice: &[Die]) -> Option<bool> {
    // Dauntless: D6 + ST against the opponent's ST, with no automatic 1 or 6 (004:L10074).
    if let RollKind::Dauntless { st, against, .. } = pending.kind {
        let natural = dice.first().and_then(|d| d.value())?;
        return Some(u16::from(natural) + u16::from(st) > u16::from(against));
    }
    let target = pending.target?;
    if matches!(
        pending.kind,
        RollKind::Armour { .. } | RollKind::Injury { .. }
    ) {
        return None;
    }
    let natural = dice.first().and_then(|d| d.value())?;
    // A pass roll of 1 or less after modifiers is a fumble (000:L1153, 004:L1722-L1727), even
    // where the Agility table asks only 1+ (AG 6 and more); a natural 6 stays accurate.
    let throw = matches!(
        pending.kind,
        RollKind::Pass { .. } | RollKind::BombThrow { .. } | RollKind::ThrowTeamMate { .. }
    );
    if throw && natural != 6 && crate::dice::fumbled(natural, pending.modifier()) {
        return Some(false);
    }
    Some(succeeds(natural, pending.modifier(), target))
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The re-rolls the roll's owner could use on it now (000:L750-L764).
    pub(crate) fn reroll_options(&self, pending: &PendingRoll) -> RerollOptions {
        let mut options = RerollOptions::default();
        if pending.rerolled {
            return options;
        }
        if matches!(
            pending.kind,
            RollKind::Armour { .. } | RollKind::Injury { .. }
        ) {
            if self.can_pile_on(pending) {
                options.push(Reroll::Skill(RerollSkill::PilingOn));
                options.push(Reroll::Keep);
            }
            return options;
        }
        if let RollKind::WeaponArmour {
            player, wielder, ..
        } = pending.kind
        {
            if self.get_da_git(wielder, player) {
                options.push(Reroll::GetDaGit);
                options.push(Reroll::Keep);
            }
            return options;
        }
        let Some(id) = pending.player() else {
            return options;
        };
        let Some(player) = self.s.player(id) else {
            return options;
        };
        if self
            .s
            .cards
            .on_player(crate::special_play::Card::RakarthsCurse, id)
            || self.blessed(id)
        {
            return options;
        }
        // Blitz Bowl: only a player's ability, the ball he holds (the ability's first) and the
        // Rookies to Watch card re-roll (002:L331, L737, L828-L840).
        let ability = self.ability_reroll(pending, player);
        let ball = (ability.is_none() && self.s.ruleset.balls)
            .then(|| self.ball_reroll_waiting(pending))
            .flatten();
        let rookies = self.rookies_reroll(pending);
        let raw_talent = self.s.challenges.is_some() && self.raw_talent_reroll(pending);
        if ability.is_some() || ball.is_some() || rookies || raw_talent {
            if let Some(ability) = ability {
                options.push(Reroll::Ability(ability));
            }
            if let Some(ball) = ball {
                options.push(Reroll::Ball(ball));
            }
            if rookies {
                options.push(Reroll::RookiesToWatch);
            }
            if raw_talent {
                options.push(Reroll::RawTalent);
            }
            options.push(Reroll::Keep);
            return options;
        }
        if self.s.ruleset.balls {
            return options;
        }
        let skill = match pending.kind {
            RollKind::Dodge { tackler: None, .. } if !player.used_dodge => Some(RerollSkill::Dodge),
            RollKind::GoForIt { .. } if player.may_use(Skill::SureFeet) => {
                Some(RerollSkill::SureFeet)
            }
            RollKind::PickUp { .. } => Some(RerollSkill::SureHands),
            // Monstrous Mouth re-rolls them as Catch does (004:L10384-L10386).
            RollKind::Catch { .. } | RollKind::Intercept { .. } | RollKind::BombCatch { .. }
                if !player.has(Skill::Catch) && player.has(Skill::MonstrousMouth) =>
            {
                Some(RerollSkill::MonstrousMouth)
            }
            RollKind::Catch { .. } | RollKind::Intercept { .. } | RollKind::BombCatch { .. } => {
                Some(RerollSkill::Catch)
            }
            RollKind::Pass { .. }
            | RollKind::HailMary { .. }
            | RollKind::ThrowTeamMate { .. }
            | RollKind::BombThrow { .. } => Some(RerollSkill::Pass),
            _ => None,
        };
        // Only Extraordinary skills work on the ground (000:L1201): these need him standing.
        if let Some(skill) = skill
            && player.has(skill.skill())
            && player.is_standing()
        {
            options.push(Reroll::Skill(skill));
        }
        // Pro: any roll he makes but Armour, Injury and Casualty, standing or not, once a turn
        // (004:L10461-L10465), his Dauntless and Foul Appearance D6 too (001:L919), both of
        // his Always Hungry D6 (the second is his attempt to eat, 001:L730) and the Shadowing
        // 2D6 rolled for him as the mover (001:L943); not the team's and the table's rolls
        // made for him.
        let pro_kind = matches!(
            pending.kind,
            RollKind::GoForIt { .. }
                | RollKind::Dauntless { .. }
                | RollKind::FoulAppearance { .. }
                | RollKind::Dodge { .. }
                | RollKind::Leap { .. }
                | RollKind::PickUp { .. }
                | RollKind::Catch { .. }
                | RollKind::Intercept { .. }
                | RollKind::StandUp { .. }
                | RollKind::JumpUp { .. }
                | RollKind::BoneHead { .. }
                | RollKind::ReallyStupid { .. }
                | RollKind::WildAnimal { .. }
                | RollKind::TakeRoot { .. }
                | RollKind::BloodLust { .. }
                | RollKind::Animosity { .. }
                | RollKind::HypnoticGaze { .. }
                | RollKind::Block { .. }
                | RollKind::Pass { .. }
                | RollKind::SafeThrow { .. }
                | RollKind::HailMary { .. }
                | RollKind::AlwaysHungry { .. }
                | RollKind::EatTeamMate { .. }
                | RollKind::ThrowTeamMate { .. }
                | RollKind::BombThrow { .. }
                | RollKind::BombCatch { .. }
                | RollKind::Landing { .. }
                | RollKind::Chainsaw { .. }
                | RollKind::Shadowing { .. }
                | RollKind::Tentacles { .. }
        );
        if pro_kind && player.may_use(Skill::Pro) {
            options.push(Reroll::Skill(RerollSkill::Pro));
        }
        if let RollKind::Block {
            attacker, defender, ..
        } = pending.kind
            && self.ancient_grudge(attacker, defender)
        {
            options.push(Reroll::AncientGrudge);
        }
        let team_kind = matches!(
            pending.kind,
            RollKind::GoForIt { .. }
                | RollKind::Dodge { .. }
                | RollKind::Leap { .. }
                | RollKind::PickUp { .. }
                | RollKind::Catch { .. }
                | RollKind::StandUp { .. }
                | RollKind::JumpUp { .. }
                | RollKind::BoneHead { .. }
                | RollKind::ReallyStupid { .. }
                | RollKind::WildAnimal { .. }
                | RollKind::TakeRoot { .. }
                | RollKind::BloodLust { .. }
                | RollKind::Animosity { .. }
                | RollKind::HypnoticGaze { .. }
                | RollKind::Block { .. }
                | RollKind::Dauntless { .. }
                | RollKind::FoulAppearance { .. }
                | RollKind::Pass { .. }
                | RollKind::SafeThrow { .. }
                | RollKind::HailMary { .. }
                | RollKind::AlwaysHungry { .. }
                | RollKind::EatTeamMate { .. }
                | RollKind::ThrowTeamMate { .. }
                | RollKind::BombThrow { .. }
                | RollKind::BombCatch { .. }
                | RollKind::Landing { .. }
                | RollKind::Pro { .. }
                | RollKind::Chainsaw { .. }
                | RollKind::Shadowing { .. }
                | RollKind::Tentacles { .. }
                | RollKind::Intercept { .. }
        );
        // A turnover ends the Actions, not the turn: the rolls that settle it (a team-mate
        // catching the bouncing ball) are still made in the team's own turn (000:L441-L451,
        // L758).
        if team_kind
            && let Some(turn) = self.s.turn.as_ref()
            && turn.side == id.side
            && (!turn.team_reroll_used || self.s.drive.many_rerolls)
            && !turn.no_team_rerolls
            && self.s.team_rerolls_left(id.side) > 0
            && player.square().is_some()
        {
            options.push(Reroll::Team);
        }
        if !options.is_empty() {
            options.push(Reroll::Keep);
        }
        options
    }
}

impl<S: State> Engine<'_, S> {
    /// Piling On (004:L10442, the team re-roll version): the blocker who knocked the victim
    /// down in his Block or Blitz, standing next to him, may spend a team re-roll he could
    /// use now to re-roll the Armour or the Injury roll.
    fn can_pile_on(&self, pending: &PendingRoll) -> bool {
        let (Some(by), Some(victim)) = (pending.blow_by(), pending.player()) else {
            return false;
        };
        let (Some(piler), Some(at)) = (
            self.s.standing_square(by).and(self.s.player(by)),
            self.s.player(victim).and_then(|p| p.square()),
        ) else {
            return false;
        };
        let blocking = self.s.action().is_some_and(|a| {
            a.player == by && matches!(a.kind, ActionKind::Block | ActionKind::Blitz)
        });
        // Not a player who has taken root: it would Place him Prone (004:L10675).
        piler.has(Skill::PilingOn)
            && !piler.rooted
            && piler.square().is_some_and(|s| s.distance(at) == 1)
            && blocking
            && self.s.turn.as_ref().is_some_and(|t| {
                t.side == by.side
                    && t.turnover.is_none()
                    && (!t.team_reroll_used || self.s.drive.many_rerolls)
                    && !t.no_team_rerolls
            })
            && self.s.team_rerolls_left(by.side) > 0
    }
}

/// The re-rolls a roll may be offered: at most a skill's, Pro's, the team's, and keeping the
/// roll.
/// Kept in place, since every roll asks for them and most rolls are offered none.
#[derive(Default)]
pub(crate) struct RerollOptions {
    list: [Option<Reroll>; 5],
    len: usize,
}

impl RerollOptions {
    fn push(&mut self, reroll: Reroll) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = Some(reroll);
            self.len += 1;
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn contains(&self, reroll: &Reroll) -> bool {
        self.iter().any(|r| r == *reroll)
    }

    /// The offers in order: the skill's, Pro's, the team's, keep.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Reroll> + '_ {
        self.list.iter().flatten().copied()
    }
}
