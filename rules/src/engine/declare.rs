//! Decisions: which step may take which decision, declaring Actions (000:L415-L437) and the
//! start of an Action (pre-Action rolls, standing up).

use crate::skill::Skill;
use std::borrow::Cow;

use super::steps::{BlockCtx, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::input::{ActionKind, Decision};
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::ruleset::Activation;
use crate::state::ActiveAction;

impl Engine<'_> {
    /// A decision for a step other than the turn's, an Action's and the set-up's (those are in
    /// `decide.rs`), given a copy of the step so that its data can go to the rule that takes
    /// the decision.
    pub(super) fn decide_step(
        &mut self,
        top: Option<Step>,
        decision: &Decision,
    ) -> Result<(), Rejection> {
        match (top, decision) {
            (Some(Step::EmergencyReserves { side }), Decision::Place { player, square }) => {
                self.emergency_reserves(side, Some((*player, *square)))
            }
            (Some(Step::EmergencyReserves { side }), Decision::Done) => {
                self.emergency_reserves(side, None)
            }
            (Some(Step::ChooseInducements { chosen, spectacle }), Decision::InducementsChosen) => {
                self.inducements_chosen(chosen, spectacle)
            }
            (Some(Step::CoinToss), Decision::CoinToss { winner }) => self.coin_toss(*winner),
            (Some(Step::KickOrReceive { side }), Decision::Kick) => {
                self.kick_or_receive(side, true)
            }
            (Some(Step::KickOrReceive { side }), Decision::Receive) => {
                self.kick_or_receive(side, false)
            }
            (Some(Step::UnclearMarkings { side }), Decision::MoveLineOfScrimmage { forward }) => {
                self.move_line_of_scrimmage(side, *forward)
            }
            (Some(Step::KickTo { side }), Decision::KickTo { square }) => {
                self.kick_to(side, *square)
            }
            (
                Some(
                    Step::HighKick { .. }
                    | Step::KickOffReturn { .. }
                    | Step::QuickSnap { .. }
                    | Step::PerfectDefence { .. },
                ),
                Decision::MovePlayer { player, to },
            ) => self.kick_move(*player, *to),
            (
                Some(
                    step @ (Step::HighKick { .. }
                    | Step::KickOffReturn { .. }
                    | Step::QuickSnap { .. }
                    | Step::PerfectDefence { .. }),
                ),
                Decision::Done,
            ) => self.kick_moves_done(&step),
            (
                Some(Step::Ballistics {
                    target,
                    direction,
                    distance,
                    ..
                }),
                Decision::Ballistics {
                    direction: d8,
                    distance: d6,
                },
            ) => self.ballistics_chosen(target, (direction, distance), (*d8, *d6)),
            (Some(Step::RogueBall { side }), Decision::KickTo { square }) => {
                self.place_rogue_ball(side, *square)
            }
            (
                Some(Step::BolsterTheLine { .. } | Step::SneakySprint { .. }),
                Decision::MovePlayer { player, to },
            ) => self.blitzmania_move(*player, *to),
            (Some(Step::BolsterTheLine { .. }), Decision::Done) => {
                self.s.stack.pop();
                Ok(())
            }
            (
                Some(Step::Challenge {
                    side,
                    discard: false,
                }),
                Decision::ClaimChallenge {
                    slot,
                    card,
                    bonus_play,
                },
            ) => self.claim_challenge(side, *slot, *card, *bonus_play),
            (Some(step @ (Step::BonusDiscard { .. } | Step::MultiBall { .. })), decision) => {
                self.bonus_step(&step, decision)
            }
            (Some(Step::FreeAction { player, action, by }), decision) => {
                self.free_action_decided(player, action, by, decision)
            }
            (Some(Step::Minion { player }), Decision::Minion { thrall }) => {
                self.minion_decided(player, *thrall)
            }
            (Some(Step::Challenge { discard: false, .. }), Decision::Done) => {
                self.no_claim();
                Ok(())
            }
            (
                Some(Step::Challenge {
                    side,
                    discard: true,
                }),
                Decision::DiscardChallenge { slot },
            ) => self.discard_challenge(side, *slot),
            (Some(Step::DeckTop { side }), decision) => self.deck_top(side, decision),
            (Some(Step::SpecialBall { side }), Decision::SpecialBall { ball, kicker }) => {
                self.declare_special_ball(side, Some((*ball, *kicker)))
            }
            (Some(Step::SpecialBall { side }), Decision::Done) => {
                self.declare_special_ball(side, None)
            }
            (Some(Step::Fuse { side }), Decision::Fuse { space }) => self.light_fuse(side, *space),
            (Some(Step::KeepFuseLit { side, .. }), Decision::KeepFuseLit) => {
                self.keep_fuse_lit(side, true)
            }
            (Some(Step::KeepFuseLit { side, .. }), Decision::Done) => {
                self.keep_fuse_lit(side, false)
            }
            (Some(Step::BallSuitFacing { side, left }), Decision::BallSuit { facing }) => {
                self.ball_suit_faced(side, left, *facing)
            }
            (Some(Step::ChooseBall { start, .. }), Decision::ChooseBall { ball }) => {
                self.choose_ball(start, *ball);
                Ok(())
            }
            (Some(Step::Touchback { side }), Decision::GiveBall { player }) => {
                self.give_ball(side, *player)
            }
            (Some(Step::Intercept { eligible, .. }), Decision::Intercept { player }) => {
                self.intercept(&eligible, *player)
            }
            (
                Some(Step::DivingTackle {
                    roll,
                    dice,
                    eligible,
                }),
                Decision::DivingTackle { player },
            ) => self.diving_tackle(*roll, dice, &eligible, *player),
            (Some(Step::DumpOff { thrower, options }), Decision::DumpOff { target }) => {
                self.dump_off(thrower, &options, *target)
            }
            (
                Some(Step::Shadow {
                    mover,
                    from,
                    eligible,
                }),
                Decision::Shadow { player },
            ) => self.shadow(mover, from, &eligible, *player),
            (Some(Step::Apothecary { player, treat }), Decision::Apothecary { use_it }) => {
                self.apothecary(player, treat, *use_it)
            }
            (
                Some(Step::KeepCasualty { case, second }),
                Decision::KeepCasualty { second: keep },
            ) => self.keep_casualty(*case, second, *keep),
            (Some(Step::Igor { player }), Decision::Igor { use_it }) => self.igor(player, *use_it),
            (Some(Step::SitOut { side }), Decision::SitOut { player }) => {
                self.sit_out(side, *player)
            }
            (Some(Step::ComethTheHour { player }), Decision::ComethTheHour { skill }) => {
                self.cometh_the_hour(player, *skill)
            }
            (Some(Step::UseInducement { which, player }), Decision::UseInducement { use_it }) => {
                self.use_inducement(which, player, *use_it)
            }
            (Some(Step::UseTeamInducement { which, side }), Decision::UseInducement { use_it }) => {
                self.use_team_inducement(which, side, *use_it)
            }
            (
                Some(Step::UseTeamInducement {
                    which: crate::inducement_kind::Inducement::Runesmith,
                    side,
                }),
                Decision::Rune { player, rune },
            ) => self.choose_rune(side, *player, *rune),
            (
                Some(Step::UseTeamInducement {
                    which: crate::inducement_kind::Inducement::PapaSkullbones,
                    side,
                }),
                Decision::Bless { player },
            ) => self.bless(side, *player),
            (
                Some(Step::UseTeamInducement {
                    which: crate::inducement_kind::Inducement::KrotShockwhisker,
                    side,
                }),
                Decision::KrotPatient { player },
            ) => self.krot_picks(side, *player),
            (Some(Step::Blessing { player }), Decision::BlessingResult { result }) => {
                self.choose_blessing(player, *result)
            }
            (
                Some(Step::UseTeamInducement {
                    which: crate::inducement_kind::Inducement::WaaaghDrummer,
                    side,
                }),
                Decision::WaaaghDrummer { player },
            ) => self.drum_on(side, *player),
            (Some(Step::WeatherMage { total, .. }), Decision::WeatherMage { shift }) => {
                self.weather_mage_shift(total, *shift)
            }
            (Some(Step::Spell { .. }), spell) if is_spell(spell) => {
                self.cast_spell(spell).unwrap_or(Ok(()))
            }
            (Some(Step::Spell { .. }), Decision::EndTurn) => {
                self.s.stack.pop();
                Ok(())
            }
            (Some(Step::KeepCards { side, left }), Decision::KeepCard { card }) => {
                self.keep_card(side, left, *card)
            }
            (Some(Step::CardWindow { side, timing }), Decision::PlayCard { card, player }) => {
                self.play_card(side, timing, *card, *player)
            }
            (
                Some(Step::CardPick { card, first, .. }),
                Decision::PlayCard {
                    card: played,
                    player: Some(second),
                },
            ) if *played == card => self.card_picked(card, first, *second),
            (
                Some(Step::CardSquare {
                    card: crate::special_play::Card::HeelTurn,
                    player,
                    ..
                }),
                Decision::MovePlayer { player: moved, to },
            ) if *moved == player => self.heel_turn_placed(player, *to),
            (
                Some(Step::CardSquare {
                    card: crate::special_play::Card::TheyThinkItsAllOgre,
                    player,
                    ..
                }),
                Decision::MovePlayer { player: moved, to },
            ) if *moved == player => self.ogre_placed(player, *to),
            (
                Some(Step::CardSquare {
                    player, trapdoors, ..
                }),
                Decision::MovePlayer { player: moved, to },
            ) if *moved == player => self.sneak_placed(player, trapdoors, *to),
            (Some(Step::PuntTo { side }), Decision::KickTo { square }) => {
                self.punt_to(side, *square)
            }
            (
                Some(Step::BootsReroll {
                    kicker,
                    rerolled: false,
                    ..
                }),
                Decision::PlayCard {
                    card: crate::special_play::Card::VonWilkingsBoots,
                    player: Some(by),
                },
            ) if *by == kicker => {
                self.boots_reroll(true);
                Ok(())
            }
            (
                Some(Step::BootsReroll {
                    rerolled: false, ..
                }),
                Decision::Done,
            ) => {
                self.boots_reroll(false);
                Ok(())
            }
            (
                Some(Step::HometownThrowIn {
                    direction: None, ..
                }),
                Decision::ThrowInDirection { direction },
            ) => self.throw_in_direction(Some(*direction)),
            (
                Some(Step::HometownThrowIn {
                    direction: None, ..
                }),
                Decision::Done,
            ) => self.throw_in_direction(None),
            (
                Some(Step::TrapDoor { player, half, .. }),
                Decision::MovePlayer { player: moved, to },
            ) if *moved == player => self.trap_door_placed(player, half, Some(*to)),
            (Some(Step::TrapDoor { player, half, .. }), Decision::Done) => {
                self.trap_door_placed(player, half, None)
            }
            (Some(Step::CardWindow { .. }), Decision::Done) => {
                self.s.stack.pop();
                Ok(())
            }
            (
                Some(Step::Bribe {
                    player,
                    call,
                    bribed,
                    argued,
                }),
                Decision::Bribe { bribe },
            ) if !bribed || !*bribe => self.bribe(player, call, argued, *bribe),
            (
                Some(Step::Bribe {
                    player,
                    call,
                    bribed,
                    argued: false,
                }),
                Decision::ArgueTheCall,
            ) => self.argue_the_call(player, call, bribed),
            (
                Some(Step::Bribe {
                    player,
                    call: super::steps::Call::RedCard,
                    bribed: false,
                    ..
                }),
                Decision::RedsAxe,
            ) => self.reds_axe(player),
            (
                Some(Step::HalveKick {
                    target,
                    direction,
                    distance,
                    ..
                }),
                Decision::HalveKick { halve },
            ) => {
                self.halve_kick(target, direction, distance, *halve);
                Ok(())
            }
            (
                Some(Step::IllegalProcedure { side }),
                Decision::IllegalProcedurePenalty { end_turn },
            ) => {
                self.illegal_procedure_penalty(side, *end_turn);
                Ok(())
            }
            (_, Decision::TurnTimeUp { seconds }) => self.turn_time_up(*seconds),
            (Some(Step::BombRethrow { player }), Decision::Pass { target, range }) => {
                self.bomb_rethrow(player, *target, *range, false)
            }
            (Some(Step::BombRethrow { player }), Decision::HailMary { target }) => {
                self.bomb_rethrow(player, *target, None, true)
            }
            (Some(step @ Step::PassBlock { .. }), Decision::MovePlayer { player, to }) => {
                // Two squares away is a Leap.
                let leap = self
                    .s
                    .standing_square(*player)
                    .is_some_and(|at| at.distance(*to) == 2);
                self.pass_block_step(step, *player, *to, leap)
            }
            (
                Some(
                    step @ Step::PassBlock {
                        mover: Some((player, _)),
                        ..
                    },
                ),
                Decision::Leap { to },
            ) => self.pass_block_step(step, player, *to, true),
            (Some(step @ Step::PassBlock { .. }), Decision::Done) => self.pass_block_done(step),
            (
                Some(Step::DivingCatch { .. }),
                Decision::UseSkill {
                    skill: Skill::DivingCatch,
                    use_it,
                },
            ) => {
                self.diving_catch_answer(*use_it);
                Ok(())
            }
            (Some(Step::BombIntercept { eligible, .. }), Decision::Intercept { player }) => {
                self.bomb_intercept(&eligible, *player)
            }
            (
                Some(Step::CatchBomb {
                    player,
                    at,
                    accurate,
                }),
                Decision::CatchBomb { catch },
            ) => {
                self.catch_bomb(player, at, accurate, *catch);
                Ok(())
            }
            (Some(Step::ChooseBlockDie { faces, chooser }), Decision::ChooseBlockDie { face }) => {
                self.choose_block_die(&faces, chooser, *face)
            }
            (
                Some(Step::ChooseBlockResult { faces, attacker }),
                Decision::ChooseBlockResult { face },
            ) => self.choose_block_result(&faces, attacker, *face),
            (Some(Step::SafeHands { player, from }), Decision::BounceInto { square }) => {
                self.bounce_into(player, from, *square)
            }
            (Some(Step::Push { chain, options }), Decision::PushTo { square }) => {
                self.push_to(chain, &options, *square)
            }
            (Some(Step::EruptionOrder(ctx)), Decision::PushNext { player }) => {
                self.push_next_player(ctx, *player)
            }
            (Some(Step::FollowUp { attacker, to }), Decision::FollowUp { follow }) => {
                self.follow_up(attacker, to, *follow);
                Ok(())
            }
            (Some(Step::UseSkill { skill, player }), Decision::UseSkill { skill: s, use_it })
                if *s == skill =>
            {
                if !self.pre_action_skill_answer(skill, player, *use_it) {
                    self.use_skill(skill, player, *use_it);
                }
                Ok(())
            }
            (
                Some(Step::StandFirmInChain { chain, player }),
                Decision::UseSkill {
                    skill: Skill::StandFirm,
                    use_it,
                },
            ) => {
                self.stand_firm_in_chain(chain, player, *use_it);
                Ok(())
            }
            (Some(Step::MightyBlow { roll, dice }), Decision::UseSkill { skill, use_it })
                if *skill == roll.plus_one().1 =>
            {
                self.mighty_blow_chosen(*roll, &dice, *use_it);
                Ok(())
            }
            (
                Some(Step::Swoop {
                    player,
                    from,
                    left,
                    landed_on,
                }),
                Decision::Swoop { facing },
            ) => {
                self.swoop_faced(player, from, left, landed_on, *facing);
                Ok(())
            }
            (
                Some(Step::InchPerfectKick { facing: None, .. }),
                Decision::InchPerfectKick { facing },
            ) => self.inch_perfect_faced(*facing),
            (Some(Step::SecondBlock { attacker, first }), Decision::Block { target }) => {
                self.second_block(attacker, first, *target)
            }
            (Some(Step::SecondBlock { attacker, .. }), Decision::Done) => {
                self.no_second_block(attacker);
                Ok(())
            }
            (Some(Step::Roll(roll)), _) => {
                Err(self.refuse_input(format_args!("the match waits for dice: {}", roll.purpose)))
            }
            (None, _) => Err(self.refuse_input(format_args!("the match is over"))),
            (Some(step), _) => Err(self.not_awaited(decision, &step)),
        }
    }

    pub(super) fn declare(&mut self, id: PlayerId, action: ActionKind) -> Result<(), Rejection> {
        if let Some(problem) = self.declare_problem(id, action) {
            return Err(problem);
        }
        self.declare_checked(id, action, None)
    }

    /// Declares an Action already checked; `free` names the ability whose Free Action it is
    /// (002:L473): one of the player's Actions this turn, none of the team's budget.
    pub(crate) fn declare_checked(
        &mut self,
        id: PlayerId,
        action: ActionKind,
        free: Option<crate::blitz_ability::FreeGrant>,
    ) -> Result<(), Rejection> {
        let Some(player) = self.s.player(id).cloned() else {
            return Err(self.refuse_input(format_args!("there is no player {id}")));
        };
        if let Some(p) = self.s.player_mut(id) {
            p.acted = true;
            // A Hypnotic Gaze lasts until the start of his next Action (004:L10250); a
            // Bone-head or Really Stupid roll below sets it again.
            p.lost_tackle_zones = false;
            p.must_feed = false;
        }
        if action == ActionKind::Blitz && self.s.turn.as_ref().is_some_and(|t| t.blitz_used) {
            // All-Out Blitz's second Blitz (004:L6215-L6229).
            self.second_blitz(id.side);
        }
        if self.s.cards.any_on() {
            // Bob's Biffin' Helmet: his first Block or Blitz (004:L5588-L5608).
            self.biffin_helmet(id, action);
        }
        if self.s.challenges.is_some() {
            // What a Challenge Card's claim compares against (002:L654).
            self.challenge_snapshot(id.side);
        }
        // Sneakiest of the Lot: the Black Gobbo's Foul is not the team's one (004:L9733-L9736).
        let team_foul = action == ActionKind::Foul && !self.sneakiest_foul(id);
        if let Some(turn) = self.s.turn.as_mut() {
            turn.handed_to = None;
            turn.declared_any = true;
            match action {
                ActionKind::Blitz => turn.blitz_used = true,
                ActionKind::Pass => {
                    turn.pass_used = true;
                    turn.pass_actions = turn.pass_actions.saturating_add(1);
                }
                ActionKind::HandOff => turn.hand_off_used = true,
                ActionKind::Foul => turn.foul_used |= team_foul,
                ActionKind::Move
                | ActionKind::Block
                | ActionKind::Bomb
                | ActionKind::Mark
                | ActionKind::Sidestep
                | ActionKind::StandUp
                | ActionKind::Reserves => {}
            }
            if let Activation::ActionBudget { .. } = self.s.ruleset.activation {
                if free.is_some() {
                    turn.free.push((id, action));
                } else {
                    turn.declared.push((id, action));
                }
            }
            turn.action = Some(ActiveAction {
                player: id,
                kind: action,
                moved: 0,
                extra: 0,
                blocked: false,
                rolled_move: None,
                free,
                block_missed: false,
                thrown_to: None,
                go_for_it_barred: false,
            });
        }
        self.say(
            EventKind::ActionDeclared { player: id, action },
            format_args!(
                "{} declares a {} Action",
                player.tag(),
                self.action_name(action)
            ),
        );
        self.push(Step::Action);
        self.push(Step::BeginAction);
        if self.marking() {
            // A Move of "D6": its D6, after every other pre-Action roll (002:L489).
            self.push_random_move(&player, action);
        }
        let label = self.ruling_name(&player);
        // Take Root: pushed first, so rolled after every other pre-Action roll.
        self.push_take_root(&player);
        self.push_blood_lust(&player);
        // Wild Animal: a D6 straight after the declaration, +2 for a Block or a Blitz; 1-3
        // wastes the Action (004:L10766-L10772). Pushed first, so it is rolled after Bone-head's
        // or Really Stupid's roll, should a player have both.
        if player.has(Skill::WildAnimal) {
            let modifiers = if matches!(action, ActionKind::Block | ActionKind::Blitz) {
                vec![Modifier {
                    name: self.words(format_args!("a {} Action", self.action_name(action))),
                    value: 2,
                }]
            } else {
                Vec::new()
            };
            self.push(Step::roll(PendingRoll {
                kind: RollKind::WildAnimal { player: id },
                side: id.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: modifiers.into(),
                rerolled: false,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Wild Animal: {label} must roll 4 or more (+2 on a Block or Blitz) or roar \
                     in rage and lose the Action (004:L10766-L10772)"
                )),
            }));
        }
        if player.has(Skill::BoneHead) || self.distracted(&player) {
            self.push(Step::roll(PendingRoll {
                kind: RollKind::BoneHead { player: id },
                side: id.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(2),
                modifiers: Default::default(),
                rerolled: false,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Bone-head: {label} must roll 2+ or lose the Action (000:L1225)"
                )),
            }));
        } else if player.has(Skill::ReallyStupid) {
            let helped = player.square().is_some_and(|sq| {
                self.s
                    .players_next_to(sq)
                    .any(|o| o.id.side == id.side && o.is_standing() && !o.has(Skill::ReallyStupid))
            });
            let mut modifiers = if helped {
                vec![Modifier {
                    name: self.words(format_args!(
                        "a team-mate without Really Stupid next to him"
                    )),
                    value: 2,
                }]
            } else {
                Vec::new()
            };
            if self.krot_stupider(id) {
                modifiers.push(Modifier {
                    name: self.words(format_args!(
                        "Krot Shockwhisker's Flawed Execution (004:L3250-L3252)"
                    )),
                    value: -1,
                });
            }
            self.push(Step::roll(PendingRoll {
                kind: RollKind::ReallyStupid { player: id },
                side: id.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: modifiers.into(),
                rerolled: false,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Really Stupid: {label} must roll 4+ or lose the Action (000:L1257-L1259)"
                )),
            }));
        }
        // Cometh the Hour: asked as he is chosen, before any of his rolls (004:L9753-L9757).
        self.offer_cometh(id);
        Ok(())
    }

    /// After the pre-Action rolls: a Prone player stands up (000:L609, L619; Jump Up 000:L1241).
    pub(crate) fn begin_action(&mut self) {
        let Some(action) = self.s.action().copied() else {
            return;
        };
        let Some(player) = self.s.player(action.player).cloned() else {
            return;
        };
        if player.stance() != Some(Stance::Prone) {
            return;
        }
        let label = self.ruling_name(&player);
        let id = player.id;
        if action.kind == ActionKind::StandUp {
            self.marking_stand_up(id);
            return;
        }
        if action.kind == ActionKind::Block {
            // Only a Jump Up player may declare a Block while Prone: Agility roll +2.
            let roll = self.agility_roll(
                &player,
                RollKind::JumpUp { player: id },
                vec![Modifier {
                    name: self.words(format_args!("Jump Up to block")),
                    value: 2,
                }],
                format_args!(
                    "Jump Up: {label} stands to block with an Agility roll +2; failure wastes the \
                     Action (000:L1241)"
                ),
            );
            self.push(roll);
        } else if player.has(Skill::JumpUp) {
            self.stand_up(id, 0, "free, with Jump Up (000:L1241)");
        } else if self.s.movement_allowance(&player) >= 3 && !player.rooted {
            self.stand_up(id, 3, "for 3 squares of movement (000:L609)");
        } else {
            // Taken root, his MA counts as 0: he may still roll to stand up (001:L997).
            let ma = if player.rooted {
                0
            } else {
                self.s.movement_allowance(&player)
            };
            let modifiers = self.timmmber_helpers(&player);
            self.push(Step::roll(PendingRoll {
                kind: RollKind::StandUp { player: id },
                side: id.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: modifiers.into(),
                rerolled: false,
                is_reroll: false,
                purpose: if player.rooted {
                    self.words(format_args!(
                        "{label} has taken root (MA 0): stands up on 4+, and may not move from \
                         his square (000:L619; 004:L10671-L10675)"
                    ))
                } else {
                    self.words(format_args!(
                        "{label} has MA {ma} (less than 3): stands up on 4+, then may only Go For \
                         It (000:L619)"
                    ))
                },
            }));
        }
    }

    /// Stands a Prone acting player up, spending `cost` squares of his movement.
    pub(crate) fn stand_up(&mut self, id: PlayerId, cost: u8, how: &str) {
        self.play_started();
        if let Some(square) = self.s.player(id).and_then(|p| p.square()) {
            self.s.set_place(
                id,
                Place::Pitch {
                    square,
                    stance: Stance::Standing,
                },
            );
        }
        if let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) {
            action.moved = action.moved.saturating_add(cost);
        }
        let label = self.ruling_label(id);
        self.say(
            EventKind::StoodUp { player: id },
            format_args!("{label} stands up {how}"),
        );
    }

    /// Timmm-ber!: +1 to his stand-up roll for each adjacent standing team-mate in no enemy
    /// Tackle Zone, whether or not that team-mate has acted; a 1 still fails
    /// (004:L10726-L10736).
    fn timmmber_helpers(&self, player: &crate::player::Player) -> Vec<Modifier> {
        let Some(square) = player.square() else {
            return Vec::new();
        };
        if !player.has(Skill::Timmmber) {
            return Vec::new();
        }
        let helpers = crate::pitch::GRID
            .neighbours(square)
            .filter_map(|near| self.s.player_at(near))
            .filter(|mate| {
                mate.id.side == player.id.side
                    && mate.is_standing()
                    && mate
                        .square()
                        .is_some_and(|at| !self.s.in_tackle_zone(at, mate.id.side))
            })
            .count();
        if helpers == 0 {
            return Vec::new();
        }
        vec![Modifier {
            name: self.words(format_args!("Timmm-ber!: {helpers} team-mate(s) help")),
            value: i8::try_from(helpers).unwrap_or(8),
        }]
    }

    pub(super) fn declare_block(&mut self, target: PlayerId) -> Result<(), Rejection> {
        if let Some(problem) = self.block_problem(target) {
            return Err(problem);
        }
        let Some(action) = self.s.action().copied() else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let attacker = action.player;
        let needs_gfi = action.kind == ActionKind::Blitz && self.spend_square(attacker);
        if let Some(a) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) {
            a.blocked = true;
        }
        // Dump-Off is worked out before the block, after a Blitz's Go For It into it and the
        // choice of a block over a weapon.
        self.push(Step::Block(Box::new(BlockCtx::declared(attacker, target))));
        if needs_gfi {
            self.push(self.go_for_it_roll(attacker, "to make the Blitz's block (000:L1053)"));
        }
        Ok(())
    }
}

/// Whether the decision casts an inducement's spell ([`Engine::cast_spell`]).
fn is_spell(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Fireball { .. }
            | Decision::LightningBolt { .. }
            | Decision::WarpLightning { .. }
            | Decision::HoratioFireball { .. }
    )
}

pub(super) fn waiting_for(step: &Step) -> &'static str {
    match step {
        Step::ChooseInducements { .. } => {
            "the coaches to choose their inducements (the window's Inducements panel, or a \
             choose_inducements line of `nuffle match record --match`)"
        }
        Step::CoinToss => "the referee to say who won the coin toss",
        Step::KickOrReceive { .. } => "the toss winner to kick or receive",
        Step::KickTo { .. } => "the kicking coach to aim the kick",
        Step::SpecialBall { .. } => {
            "the kicking coach to declare a special ball and its kicker, or done"
        }
        Step::Fuse { .. } => "the Goblin coach to put the Explodin' Ball's fuse marker on a space",
        Step::KeepFuseLit { .. } => {
            "the Goblin coach to spend a team re-roll keeping the fuse alight, or done"
        }
        Step::BallSuitFacing { .. } => {
            "the Goblin coach to face the Throw-in template over the Snotling Ball-Suit"
        }
        Step::UnclearMarkings { .. } => "the kicking coach to move the line of scrimmage or not",
        Step::HalveKick { .. } => "the kicking coach to halve the kick's scatter or not",
        Step::HighKick { .. } | Step::QuickSnap { .. } | Step::PerfectDefence { .. } => {
            "the kick-off result's moves, then done"
        }
        Step::KickOffReturn { .. } => "the receiving coach's Kick-Off Return move, or done",
        Step::Touchback { .. } => "the receiving coach to give the ball to a player",
        Step::Challenge { discard: false, .. } => {
            "the coach to claim an active Challenge Card (claim_challenge), or done"
        }
        Step::Challenge { discard: true, .. } => {
            "the coach to discard one of the three active Challenge Cards (discard_challenge)"
        }
        Step::FreeAction { .. } => "the coach to take the Free Action offered (declare), or done",
        Step::Minion { .. } => "the coach to name a Minion Injured instead (minion), or none",
        Step::RogueBall { .. } => "the kicking coach to place the Rogue Ball (kick_to)",
        Step::BolsterTheLine { .. } => "Bolster the Line's set-ups in the End Zone, then done",
        Step::SneakySprint { .. } => "the kicking coach to set the sprinter up",
        Step::Intercept { .. } => "the defending coach to choose an interceptor or none",
        Step::DivingTackle { .. } => "the opposing coach to use Diving Tackle or not",
        Step::Shadow { .. } => "the opposing coach to shadow or not",
        Step::DumpOff { .. } => "the blocked player's coach to dump the ball off or not",
        Step::Bribe { .. } => {
            "the coach of the player sent off to use a Bribe, argue the call, or let it stand"
        }
        Step::Apothecary { .. } => "the hurt player's coach to use an Apothecary or not",
        Step::KeepCasualty { .. } => "the hurt player's coach to keep one Casualty result",
        Step::Igor { .. } => "the coach to use the Igor or not",
        Step::Blessing { .. } => "Papa Skullbones' coach to pick a result of his table",
        Step::UseInducement { .. } | Step::UseTeamInducement { .. } => {
            "the coach to use an inducement or not"
        }
        Step::WeatherMage { .. } => "the Weather Mage's coach to move the weather roll",
        Step::Ballistics { .. } => "the kicking coach to change the kick's scatter, or not",
        Step::Spell { .. } => "the coach whose turn ended to have his Wizard cast, or not",
        Step::KeepCards { .. } => "the coach to name a Special Play card he keeps",
        Step::CardWindow { .. } => "the coach to play a Special Play card, or done",
        Step::CardPick { .. } => "the coach to pick the card's second player",
        Step::CardSquare { .. } => "the coach to set the card's player up on a square",
        Step::TrapDoor { .. } => {
            "the coach to set Trap Door Man's player up on a trapdoor square, or done"
        }
        Step::PuntTo { .. } => "the punting coach to place the ball on a square",
        Step::BootsReroll { .. } => "the kicking coach to re-roll the scatter's D8, or done",
        Step::HometownThrowIn { .. } => {
            "the Hometown Fans' coach to choose the throw-in's direction, or done to roll it"
        }
        Step::IllegalProcedure { .. } => {
            "the called coach to end his turn or lose a re-roll for the Illegal Procedure"
        }
        Step::Setup { .. } => "set-up: place, withdraw, or end set-up",
        Step::EmergencyReserves { .. } => "the Emergency Reserves Action: place, or done",
        Step::Turn => "the active coach to declare an Action or end the turn",
        Step::Action => "the acting player to move, block, or end his Action",
        Step::Reroll { .. } => "a re-roll choice",
        Step::ChooseBlockDie { .. } => "the choice of block die",
        Step::ChooseBlockResult { .. } => "the choice of the Block Dice's result",
        Step::SafeHands { .. } => "the Safe Hands coach to pick the square the ball Bounces into",
        Step::ChooseBall { .. } => "the coach placing the ball to choose which ball it is",
        Step::BonusDiscard { .. } => "the coach to discard a Bonus Play at the hand limit",
        Step::MultiBall { .. } => "the coach to choose a ball to enter play (Multi-Ball), or done",
        Step::DeckTop { .. } => {
            "the active coach to say whether the deck's top card is a Random Event"
        }
        Step::Push { .. } => "the push-back square",
        Step::EruptionOrder(_) => "Gassy Eruption's coach to pick the player pushed next",
        Step::FollowUp { .. } => "the follow-up choice",
        Step::SecondBlock { .. } => "Multiple Block's second opponent",
        Step::Swoop { .. } => "the thrown player's coach to face the Throw-in template (Swoop)",
        Step::InchPerfectKick { .. } => {
            "the Inch-Perfect Kick coach to face the Throw-in template over the ball"
        }
        Step::BombIntercept { .. } => "the opposing coach to intercept the bomb or not",
        Step::PassBlock { .. } => "the Pass Block moves (move_player), then done",
        Step::DivingCatch { .. } => "a coach to say whether his player dives for the ball",
        Step::CatchBomb { .. } => "the catcher's coach to catch the bomb or decline",
        Step::BombRethrow { .. } => "the bomb's catcher to throw it on (a pass or Hail Mary)",
        Step::UseSkill { .. } | Step::StandFirmInChain { .. } | Step::MightyBlow { .. } => {
            "the choice to use a skill or not"
        }
        Step::SitOut { .. } => "the coach of a full roster to bench a player for the legend",
        Step::ComethTheHour { .. } => {
            "Grombrindal's coach to give a skill (Cometh the Hour), or none"
        }
        _ => "something else",
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why the acting player's Action is not `kind` ("only a Foul Action fouls"), if it is not.
    /// Option lists call the `*_problem` checks for every candidate, so the label is built only
    /// for a refusal.
    pub(crate) fn wrong_action(
        &self,
        kind: ActionKind,
        does: &str,
        cite: &'static str,
    ) -> Option<Rejection> {
        let action = self.s.action()?;
        (action.kind != kind).then(|| {
            self.refuse(
                format_args!(
                    "{} declared a {} Action: only a {} Action {does}",
                    self.named(action.player),
                    self.action_name(action.kind),
                    self.action_name(kind)
                ),
                cite,
            )
        })
    }

    /// Why a player may not declare this Action now, if he may not.
    pub(crate) fn declare_problem(&self, id: PlayerId, action: ActionKind) -> Option<Rejection> {
        if action == ActionKind::Reserves {
            return self.reserves_declare_problem(id);
        }
        self.acting_problem(id).or_else(|| {
            let mut turn = self.s.turn.as_ref()?;
            let player = self.s.player(id)?;
            // Sneakiest of the Lot: the team's one Foul does not bar the Black Gobbo's
            // (004:L9733-L9736).
            let unfouled;
            if action == ActionKind::Foul && turn.foul_used && self.sneakiest_foul(id) {
                unfouled = crate::state::TurnState {
                    foul_used: false,
                    ..turn.clone()
                };
                turn = &unfouled;
            }
            self.turn_action_problem(turn, action)
                .or_else(|| self.repeat_problem(turn, player, action))
                .or_else(|| self.player_action_problem(player, action))
        })
    }

    /// Why a player may not declare any Action now (whose turn, where he is, whether he has
    /// acted), if he may not: the part of [`Self::declare_problem`] that is the same for every
    /// Action, asked once a player when the prompt lists them.
    pub(crate) fn acting_problem(&self, id: PlayerId) -> Option<Rejection> {
        let Some(turn) = self.s.turn.as_ref() else {
            return Some(self.refuse_input(format_args!("no turn is in progress")));
        };
        let Some(player) = self.s.player(id) else {
            return Some(self.refuse_input(format_args!("there is no player {id}")));
        };
        self.player_acting_problem(turn, player)
    }

    /// [`Self::acting_problem`] for a player in hand, in this turn.
    pub(crate) fn player_acting_problem(
        &self,
        turn: &crate::state::TurnState,
        player: &crate::player::Player,
    ) -> Option<Rejection> {
        let id = player.id;
        let label = player.tag();
        if id.side != turn.side {
            return Some(self.refuse(
                format_args!(
                    "it is the {} team's turn, not {label}'s",
                    self.s.team(turn.side).name.clone()
                ),
                "000:L409",
            ));
        }
        let Some(stance) = player.stance() else {
            return Some(self.refuse(
                format_args!("{label} is in {}, not on the pitch", player.place.name()),
                "000:L409",
            ));
        };
        if player.acted
            && self.s.ruleset.activation == Activation::EachPlayerOnce
            && self.planted != Some(super::PlantedBug::ActTwice)
        {
            return Some(self.refuse(
                format_args!("{label} has already taken an Action this turn"),
                "000:L417",
            ));
        }
        if stance == Stance::Stunned {
            return Some(self.refuse(
                format_args!("{label} is Stunned and cannot act until he turns face-up"),
                "000:L633",
            ));
        }
        None
    }

    /// Why no player may declare this Action now, whoever he is: a bonus turn's one Action
    /// kind, and the turn's one Blitz, Pass, Hand-off and Foul. The same for every player, so
    /// the prompt asks it once an Action kind.
    #[inline]
    pub(crate) fn turn_action_problem(
        &self,
        turn: &crate::state::TurnState,
        action: ActionKind,
    ) -> Option<Rejection> {
        if let Activation::ActionBudget { actions, .. } = self.s.ruleset.activation
            && turn.declared.len() >= usize::from(actions)
        {
            return Some(self.refuse(
                format_args!("the team has made its {actions} Actions this turn"),
                "002:L458",
            ));
        }
        self.turn_kind_problem(turn, action)
    }

    /// [`Self::turn_action_problem`] without the Action budget: what a Free Action, which uses
    /// none of it, must still meet (002:L473).
    #[inline]
    pub(crate) fn turn_kind_problem(
        &self,
        turn: &crate::state::TurnState,
        action: ActionKind,
    ) -> Option<Rejection> {
        if let Some(only) = turn.only_action
            && only != action
        {
            return Some(self.refuse(
                format_args!(
                    "this bonus turn allows only a {} Action (Blitzmania Kick-off table)",
                    only.name()
                ),
                "004:L1353-L1360, L1381-L1388",
            ));
        }
        if let Some(problem) = self.movement_kind_problem(action) {
            return Some(problem);
        }
        match action {
            ActionKind::Blitz if turn.blitz_used && !self.all_out_blitz(turn.side) => {
                Some(self.refuse(
                    format_args!("only one Blitz Action per turn, and this team has declared it"),
                    "000:L431",
                ))
            }
            ActionKind::Pass
                if turn.pass_used && !self.action_budget() && !self.card_second_pass(turn) =>
            {
                Some(self.refuse(
                    format_args!("only one Pass Action per turn, and this team has declared it"),
                    "000:L433",
                ))
            }
            ActionKind::HandOff if turn.hand_off_used && !self.chain_open(turn) => {
                Some(self.refuse(
                    format_args!(
                        "only one Hand-off Action per turn, and this team has declared it"
                    ),
                    "000:L1061",
                ))
            }
            // Blitz Bowl's Actions have no one-a-turn limit but a player's own (002:L458).
            ActionKind::Foul
                if turn.foul_used && !self.s.drive.no_referee && !self.action_budget() =>
            {
                Some(self.refuse(
                    format_args!("only one Foul Action per turn, and this team has declared it"),
                    "000:L1176",
                ))
            }
            _ => self.card_turn_problem(turn.side, action),
        }
    }

    /// Whether a turn is an Action budget (Blitz Bowl's three Actions): then no Action kind
    /// is one a team turn, only one a player (002:L458).
    #[inline]
    pub(crate) fn action_budget(&self) -> bool {
        matches!(self.s.ruleset.activation, Activation::ActionBudget { .. })
    }

    /// Under an Action budget without repeats, why this player may not make this Action again
    /// this turn (002:L458); never under 2016's activation, which declares nothing here.
    pub(crate) fn repeat_problem(
        &self,
        turn: &crate::state::TurnState,
        player: &crate::player::Player,
        action: ActionKind,
    ) -> Option<Rejection> {
        let Activation::ActionBudget {
            repeat_per_player: false,
            ..
        } = self.s.ruleset.activation
        else {
            return None;
        };
        if turn.locked_out.contains(&player.id) {
            return Some(self.refuse(
                format_args!(
                    "{} can make no more Actions this turn (a Block's Tackle or Miss, or a \
                     Foul's Slipped!)",
                    player.tag()
                ),
                "002:L570, L574, L759",
            ));
        }
        if !turn.repeats(player.id, action) {
            return None;
        }
        Some(self.refuse(
            format_args!(
                "{} has made a {} Action this turn, and a player never makes the same Action twice",
                player.tag(),
                self.action_name(action)
            ),
            "002:L458",
        ))
    }

    /// Why this player, who may act, may not declare this Action: a Block needs a standing
    /// opponent next to him, and a Prone player cannot stand up into one (without Jump Up).
    pub(crate) fn player_action_problem(
        &self,
        player: &crate::player::Player,
        action: ActionKind,
    ) -> Option<Rejection> {
        if let Some(problem) = self.card_action_problem(player, action) {
            return Some(problem);
        }
        if self.marking()
            && let Some(problem) = self.marking_status_problem(player, action)
        {
            return Some(problem);
        }
        if action != ActionKind::Move && player.has(Skill::BallAndChain) {
            return Some(self.refuse(
                format_args!("{} has a Ball & Chain: only Move Actions", player.tag()),
                "004:L9815",
            ));
        }
        if action == ActionKind::Bomb {
            return self.bomb_declare_problem(player);
        }
        if action != ActionKind::Block {
            return None;
        }
        self.block_stance_problem(player)
            .or_else(|| self.block_target_problem(player))
    }

    /// Why this player may not start a Block Action from where he lies: Prone, without Jump Up.
    pub(crate) fn block_stance_problem(&self, player: &crate::player::Player) -> Option<Rejection> {
        (player.stance()? == Stance::Prone && !player.has(Skill::JumpUp)).then(|| {
            self.refuse(
                format_args!(
                    "{} is Prone: a Block Action allows no standing up",
                    player.tag()
                ),
                "000:L609",
            )
        })
    }

    /// Why this player has no one to block: no standing opponent next to him. (The turn
    /// prompt finds the squares next to one once, for all his team-mates.)
    pub(crate) fn block_target_problem(&self, player: &crate::player::Player) -> Option<Rejection> {
        let square = player.square()?;
        // A Bomber reaches 3 squares (002:L1051).
        if self.marking() && self.bomber_has_target(player) {
            return None;
        }
        let target = crate::pitch::GRID
            .neighbours(square)
            .filter_map(|s| self.s.player_at(s))
            .any(|o| o.id.side != player.id.side && o.is_standing());
        (!target).then(|| {
            self.refuse(
                format_args!(
                    "{} has no standing opponent next to him to block",
                    player.tag()
                ),
                "000:L427, L533",
            )
        })
    }

    /// Why the acting player may not block `target` now, if he may not.
    pub(crate) fn block_problem(&self, target: PlayerId) -> Option<Rejection> {
        let action = self.s.action()?;
        let attacker = self.s.player(action.player)?;
        // Written only into a refusal (the prompt checks every candidate).
        let label = attacker.tag();
        match action.kind {
            ActionKind::Block | ActionKind::Blitz if action.blocked => {
                return Some(self.refuse(
                    format_args!("{label} has made his block this Action"),
                    "000:L427, L539",
                ));
            }
            ActionKind::Block | ActionKind::Blitz => {}
            other => {
                return Some(self.refuse(
                    format_args!(
                        "{label} declared a {} Action, which has no block",
                        other.name()
                    ),
                    "000:L423-L437",
                ));
            }
        }
        let Some(from) = self.s.standing_square(attacker.id) else {
            return Some(self.refuse(format_args!("{label} is not standing"), "000:L533"));
        };
        let Some(defender) = self.s.player(target) else {
            return Some(self.refuse_input(format_args!("there is no player {target}")));
        };
        if defender.id.side == attacker.id.side {
            return Some(self.refuse(
                format_args!("{} is a team-mate", defender.tag()),
                "000:L533",
            ));
        }
        let Some(to) = self.s.standing_square(target) else {
            if self.marking() {
                // Blitz Bowl: the target is an opponent he Marks (002:L550), and a Prone
                // player Marks nobody nor is Marked (002:L401).
                return Some(self.refuse(
                    format_args!(
                        "{} is not standing: a Block's target is a standing opponent",
                        defender.tag()
                    ),
                    "002:L550",
                ));
            }
            return Some(self.refuse(
                format_args!(
                    "{} is not standing: players on the ground are fouled, not blocked",
                    defender.tag()
                ),
                "000:L533",
            ));
        };
        if from.distance(to) != 1
            && !(self.marking()
                && from.distance(to) <= super::blitz_block_abilities::BOMBER_REACH
                && self.bomber_block(attacker.id, target))
        {
            if self.marking() && attacker.has_ability(crate::blitz_ability::BlitzAbility::Bomber) {
                return Some(self.refuse(
                    format_args!(
                        "{} is more than {} squares from {label}, out of his Bomber's reach",
                        defender.tag(),
                        super::blitz_block_abilities::BOMBER_REACH
                    ),
                    "002:L1051",
                ));
            }
            return Some(self.refuse(
                format_args!("{} is not next to {label}", defender.tag()),
                if self.marking() {
                    "002:L550"
                } else {
                    "000:L533"
                },
            ));
        }
        if action.kind == ActionKind::Blitz && !self.can_pay_square(attacker.id) {
            return Some(self.refuse(
                format_args!(
                    "{label} has no movement left to pay the square a Blitz's block costs and has \
                     used his Go For It squares"
                ),
                "000:L539, L1053",
            ));
        }
        None
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether the Action in progress is a Bomb Action (004:L9993).
    pub(crate) fn bombing(&self) -> bool {
        self.s.action().is_some_and(|a| a.kind == ActionKind::Bomb)
    }
}
