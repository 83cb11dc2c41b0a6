//! Skills rolled before or during an Action: Take Root's and Blood Lust's rolls after the
//! declaration (004:L10669-L10681, L9973-L9991), Animosity before a pass or hand-off (004:L9800-L9812), Hypnotic Gaze at
//! the end of a Move Action (004:L10241-L10252) and Tentacles when an opponent dodges or leaps
//! away (004:L10683-L10692).

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision};
use crate::pitch::Square;
use crate::player::{Place, Player, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::skill::Skill;

/// The race words a position's name may hold, the two-word ones first: a player's race for
/// Animosity is the first of these his position names ("Skaven Thrower" is Skaven, "Warpstone
/// Troll" a Troll, "Dark Elf Renegade" a Dark Elf); a position naming none is a race of its
/// own (the rosters give no race, 004:L9800-L9812).
const RACES: &[&str] = &[
    "Dark Elf", "Rat Ogre", "Human", "Goblin", "Orc", "Skaven", "Troll", "Ogre", "Minotaur",
];

/// Whether a Vampire may bite him: a Thrall, or Crazy Igor (004:L9164-L9165).
pub(crate) fn is_thrall(player: &Player) -> bool {
    let position = player.profile.position.as_str();
    position == "Thrall"
        || position == "Thralls"
        || (position == crate::setup::STAR_POSITION && player.profile.name == "Crazy Igor")
}

/// A player's race for Animosity, from his position's name.
pub(crate) fn race(position: &str) -> &str {
    let words: Vec<&str> = position.split_whitespace().collect();
    for (i, _) in words.iter().enumerate() {
        for race in RACES {
            let n = race.split_whitespace().count();
            if words.get(i..i + n).is_some_and(|w| w.join(" ") == *race) {
                return race;
            }
        }
    }
    position
}

impl Engine<'_> {
    /// Tentacles' score: the 2D6 plus the mover's ST, less the holder's; 5 or less and he is
    /// held (004:L10686-L10689).
    pub(crate) fn tentacles_total(&self, mover: PlayerId, holder: PlayerId, dice: &[Die]) -> i16 {
        let sum: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        let st = |id: PlayerId| i16::from(self.s.player(id).map_or(0, |p| self.strength_now(p)));
        sum + st(mover) - st(holder)
    }

    /// Take Root: the D6 straight after the declaration (004:L10669-L10671). Pushed before the
    /// other pre-Action rolls, so it is rolled after them.
    pub(crate) fn push_take_root(&mut self, player: &Player) {
        if !player.has(Skill::TakeRoot) {
            return;
        }
        let label = self.ruling_name(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::TakeRoot { player: player.id },
            side: player.id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Take Root: {label} must roll 2+ or take root: MA 0 until the drive ends or he \
                 is Knocked Down or Placed Prone (004:L10669-L10675)"
            )),
        }));
    }

    /// The rolls of this file, once re-rolls are settled.
    pub(crate) fn pre_action_rolled(
        &mut self,
        kind: RollKind,
        success: bool,
        dice: &[Die],
        shown: &str,
    ) {
        match kind {
            RollKind::TakeRoot { player } => self.take_root_rolled(player, success, shown),
            RollKind::BloodLust { player } => self.blood_lust_rolled(player, success, shown),
            RollKind::BloodLustBite { vampire, thrall } => {
                self.bite_rolled(vampire, thrall, dice);
            }
            RollKind::Animosity { player, then } => {
                self.animosity_rolled(player, *then, success, shown);
            }
            RollKind::HypnoticGaze { player, victim } => {
                let (a, b) = (self.ruling_label(player), self.ruling_label(victim));
                if success {
                    if let Some(p) = self.s.player_mut(victim) {
                        p.lost_tackle_zones = true;
                    }
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Hypnotic Gaze ({shown}): {b} is hypnotised by {a}: no Tackle Zones, \
                             no catching, intercepting or passing, no assists and no moving of \
                             his own until his next Action starts or the drive ends \
                             (004:L10247-L10251)"
                        ),
                    );
                } else {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Hypnotic Gaze ({shown}): {a}'s gaze has no effect on {b}; not a \
                             turnover (004:L10251-L10252)"
                        ),
                    );
                }
                self.end_action();
            }
            RollKind::Tentacles {
                mover,
                holder,
                from,
            } => self.tentacles_rolled(mover, holder, from, dice),
            _ => {}
        }
    }

    fn take_root_rolled(&mut self, player: PlayerId, success: bool, shown: &str) {
        if success {
            return;
        }
        let blitz = self
            .s
            .action()
            .is_some_and(|a| a.player == player && a.kind == ActionKind::Blitz);
        if let Some(p) = self.s.player_mut(player) {
            p.rooted = true;
        }
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} fails the Take Root roll ({shown}) and takes root: MA 0, no Go For It, \
                 not pushed back, no follow-up, until the drive ends or he is Knocked Down or \
                 Placed Prone; {}not a turnover (004:L10671-L10681)",
                if blitz {
                    "on this Blitz he may not block; "
                } else {
                    ""
                }
            ),
        );
    }

    /// A decision answering a `Step::UseSkill` of this file's skills. False when the skill is
    /// not one of them.
    pub(crate) fn pre_action_skill_answer(
        &mut self,
        skill: Skill,
        player: PlayerId,
        use_it: bool,
    ) -> bool {
        if !matches!(
            skill,
            Skill::HypnoticGaze | Skill::Tentacles | Skill::BloodLust
        ) {
            return false;
        }
        self.s.stack.pop();
        match skill {
            Skill::HypnoticGaze => self.gaze_answer(player, use_it),
            Skill::BloodLust => self.thrall_answer(player, use_it),
            _ => self.tentacles_answer(player, use_it),
        }
        true
    }

    // --- Blood Lust ---

    /// Blood Lust: the D6 straight after the declaration (004:L9974-L9976).
    pub(crate) fn push_blood_lust(&mut self, player: &Player) {
        if !player.has(Skill::BloodLust) {
            return;
        }
        let label = self.ruling_name(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::BloodLust { player: player.id },
            side: player.id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Blood Lust: {label} must roll 2+, or feed on a Thrall team-mate at the end of \
                 the Action (004:L9974-L9981)"
            )),
        }));
    }

    fn blood_lust_rolled(&mut self, player: PlayerId, success: bool, shown: &str) {
        if success {
            return;
        }
        if let Some(p) = self.s.player_mut(player) {
            p.must_feed = true;
        }
        let block = self
            .s
            .action()
            .is_some_and(|a| a.player == player && a.kind == ActionKind::Block);
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} fails the Blood Lust roll ({shown}): he goes on with the Action{}, and \
                 at its end, before passing, handing off or scoring, he must bite a Thrall \
                 team-mate next to him or feed on a spectator (004:L9976-L9991)",
                if block {
                    " (or moves instead of blocking)"
                } else {
                    ""
                }
            ),
        );
    }

    /// A Block Action whose Vampire must feed becomes a Move Action when he moves
    /// (004:L9978-L9979).
    pub(crate) fn block_becomes_move(&mut self, id: PlayerId) {
        if let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut())
            && action.player == id
            && action.kind == ActionKind::Block
        {
            action.kind = ActionKind::Move;
            let label = self.ruling_label(id);
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} takes a Move Action instead of his Block, for Blood Lust \
                     (004:L9978-L9979)"
                ),
            );
        }
    }

    /// A pass, Hail Mary Pass or hand-off by a Vampire who must feed: he bites first; once he
    /// has, the coach gives the throw again (004:L9979-L9987). `None` when he need not feed.
    pub(crate) fn blood_lust_gate(&mut self, decision: &Decision) -> Option<Result<(), Rejection>> {
        let action = self.s.action().copied()?;
        if !self.s.player(action.player)?.must_feed {
            return None;
        }
        let problem = match *decision {
            Decision::Pass { target, range } => self.pass_problem(target, range),
            Decision::HailMary { target } => self.hail_mary_problem(target),
            Decision::HandOff { target } => self.hand_off_problem(target),
            _ => return None,
        };
        if let Some(problem) = problem {
            return Some(Err(problem));
        }
        self.feed(action.player);
        Some(Ok(()))
    }

    /// The Vampire feeds: on the one Thrall next to him, on the one his coach picks of several,
    /// or, with none (or not standing), on a spectator: a turnover, and he goes to Reserves,
    /// a ball he held bouncing from his square (004:L9981-L9991).
    pub(crate) fn feed(&mut self, vampire: PlayerId) {
        let thralls = self.thralls_next_to(vampire);
        match thralls.as_slice() {
            [] => self.feed_on_spectator(vampire),
            [one] => self.bite(vampire, *one),
            [first, ..] => self.push(Step::UseSkill {
                skill: Skill::BloodLust,
                player: *first,
            }),
        }
    }

    fn feed_on_spectator(&mut self, vampire: PlayerId) {
        let Some(player) = self.s.player_mut(vampire) else {
            return;
        };
        player.must_feed = false;
        let square = player.square();
        let label = self.ruling_label(vampire);
        self.turnover(format_args!(
            "{label} has no Thrall team-mate to bite and feeds on a spectator: to Reserves \
             (004:L9987-L9991)"
        ));
        let Some(square) = square else {
            return;
        };
        self.s.set_place(vampire, Place::Reserves);
        self.say(
            EventKind::Note,
            format_args!("{label} leaves the pitch for Reserves to feed (004:L9988-L9989)"),
        );
        if self.s.ball == crate::state::Ball::Held(vampire) {
            self.s.ball = crate::state::Ball::OnGround(square);
            self.push(Step::LooseBall { from: square });
        }
    }

    /// The coach's pick of the Thrall to bite: `thrall` or, declined, the next one; the last
    /// one is bitten without asking.
    fn thrall_answer(&mut self, thrall: PlayerId, use_it: bool) {
        let Some(vampire) = self
            .s
            .players
            .iter()
            .find(|p| p.id.side == thrall.side && p.must_feed)
            .map(|p| p.id)
        else {
            return;
        };
        if use_it {
            self.bite(vampire, thrall);
            return;
        }
        let thralls = self.thralls_next_to(vampire);
        let at = thralls
            .iter()
            .position(|t| *t == thrall)
            .map_or(0, |i| i + 1);
        match thralls.get(at..) {
            Some([last]) => self.bite(vampire, *last),
            Some([next, ..]) => self.push(Step::UseSkill {
                skill: Skill::BloodLust,
                player: *next,
            }),
            _ => self.feed_on_spectator(vampire),
        }
    }

    fn bite(&mut self, vampire: PlayerId, thrall: PlayerId) {
        let (a, b) = (self.ruling_label(vampire), self.ruling_label(thrall));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::BloodLustBite { vampire, thrall },
            side: vampire.side,
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Blood Lust: {a} bites {b}: an Injury roll on {b}, any Casualty counting as Badly \
                 Hurt (004:L9982-L9984)"
            )),
        }));
    }

    fn bite_rolled(&mut self, vampire: PlayerId, thrall: PlayerId, dice: &[Die]) {
        if let Some(p) = self.s.player_mut(vampire) {
            p.must_feed = false;
            // Fed: a Vampire still acting only passes or hands off now.
            p.used_this_turn.insert(Skill::BloodLust);
        }
        let Some(player) = self.s.player(thrall).cloned() else {
            return;
        };
        let sum: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        let key = u8::try_from(sum.clamp(2, 12)).unwrap_or(12);
        let (result, table, cite) = self.injury_row(&player, key);
        let result = match result {
            crate::event::InjuryResult::Casualty => crate::event::InjuryResult::BadlyHurt,
            other => other,
        };
        let square = player.square();
        let place = match (result, square) {
            (crate::event::InjuryResult::Stunned, Some(square)) => Place::Pitch {
                square,
                stance: Stance::Stunned,
            },
            (crate::event::InjuryResult::Stunned, None) => player.place,
            (crate::event::InjuryResult::KnockedOut, _) => Place::KnockedOut,
            _ => Place::Casualty,
        };
        self.s.set_place(thrall, place);
        if result == crate::event::InjuryResult::Stunned
            && let Some(p) = self.s.player_mut(thrall)
        {
            p.stunned_this_turn = true;
        }
        let (a, b) = (self.ruling_label(vampire), self.ruling_label(thrall));
        // A bite before a pass, hand-off or score: he goes on with his Action (004:L9979-L9987);
        // one at the Action's end has nothing left to complete.
        let acting = self.s.action().is_some_and(|act| act.player == vampire);
        self.say(
            EventKind::Injured {
                player: thrall,
                result,
            },
            format_args!(
                "Blood Lust: {a} bites {b}: Injury roll {key} on the {table}: {} ({cite}; a \
                 Casualty counts as Badly Hurt, 004:L9984){}",
                match result {
                    crate::event::InjuryResult::Stunned => "Stunned",
                    crate::event::InjuryResult::KnockedOut => "KO'd",
                    _ => "Badly Hurt",
                },
                if acting {
                    format!("; {a} may complete his Action")
                } else {
                    String::new()
                }
            ),
        );
        if self.s.ball == crate::state::Ball::Held(thrall)
            && let Some(square) = square
        {
            self.s.ball = crate::state::Ball::OnGround(square);
            self.turnover(format_args!(
                "{b} was holding the ball when {a} bit him (004:L9985-L9986)"
            ));
            self.push(Step::LooseBall { from: square });
        }
        if self.s.other_ball_held_by(thrall).is_some()
            && let Some(square) = square
        {
            let steps = self.other_balls_drop(thrall, square);
            self.push_in_order(steps);
        }
        // The bite is an Injury roll (004:L9983-L9984): what follows one follows it, the
        // Apothecary and Regeneration as for any KO or Casualty (Always Hungry's text has to
        // take them away, 001:L730), before the ball bounces.
        self.after_injury(thrall, result, square);
    }

    // --- Animosity ---

    /// A pass, Hail Mary Pass or hand-off by a player with Animosity to a team-mate of another
    /// race (never a Star Player, 004:L11490-L11495): the D6 first (004:L9803-L9806). `None`
    /// when no roll is due; else the answer to the decision.
    pub(crate) fn animosity_gate(&mut self, decision: &Decision) -> Option<Result<(), Rejection>> {
        let action = self.s.action().copied()?;
        let player = self.s.player(action.player)?;
        if !player.has(Skill::Animosity) {
            return None;
        }
        let (receiver, problem) = match *decision {
            Decision::Pass { target, range } => (
                self.s.player_at(target).map(|p| p.id),
                self.pass_problem(target, range),
            ),
            Decision::HailMary { target } => (
                self.s.player_at(target).map(|p| p.id),
                self.hail_mary_problem(target),
            ),
            Decision::HandOff { target } => (Some(target), self.hand_off_problem(target)),
            _ => return None,
        };
        if let Some(problem) = problem {
            return Some(Err(problem));
        }
        let receiver = self.s.player(receiver?)?;
        if !self.hates(player, receiver) {
            return None;
        }
        let (a, b) = (self.ruling_name(player), self.ruling_label(receiver.id));
        let id = player.id;
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Animosity {
                player: id,
                then: Box::new(*decision),
            },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Animosity: {a} must roll 2+ to give the ball to {b}, of another race; on a 1 he \
                 refuses (004:L9803-L9812)"
            )),
        }));
        Some(Ok(()))
    }

    fn animosity_rolled(&mut self, player: PlayerId, then: Decision, success: bool, shown: &str) {
        let label = self.ruling_label(player);
        if success {
            self.say(
                EventKind::Note,
                format_args!("Animosity ({shown}): {label} gives the ball as asked (004:L9806)"),
            );
            // The checks were made before the roll and nothing has changed since.
            let _ = match then {
                Decision::Pass { target, range } => self.pass(target, range),
                Decision::HailMary { target } => self.hail_mary(target),
                Decision::HandOff { target } => self.hand_off(target),
                _ => Ok(()),
            };
            return;
        }
        if let Some(p) = self.s.player_mut(player) {
            p.used_this_turn.insert(Skill::Animosity);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Animosity ({shown}): {label} refuses to give the ball to a team-mate of another \
                 race; he may still give it to one of his own race, from where he stands: no \
                 more movement; not a turnover (004:L9806-L9812)"
            ),
        );
    }

    // --- Hypnotic Gaze ---

    /// The end of a Move Action by a player with Hypnotic Gaze next to a standing opponent:
    /// his coach is asked about each such opponent in turn (004:L10243-L10245). True when asked.
    pub(crate) fn offer_gaze(&mut self) -> bool {
        let Some(victim) = self.gaze_victims().first().copied() else {
            return false;
        };
        self.push(Step::UseSkill {
            skill: Skill::HypnoticGaze,
            player: victim,
        });
        true
    }

    fn gaze_answer(&mut self, victim: PlayerId, use_it: bool) {
        let Some(gazer) = self.s.action().map(|a| a.player) else {
            return;
        };
        if !use_it {
            let victims = self.gaze_victims();
            let next = victims
                .iter()
                .position(|v| *v == victim)
                .and_then(|i| victims.get(i + 1));
            match next {
                Some(&next) => self.push(Step::UseSkill {
                    skill: Skill::HypnoticGaze,
                    player: next,
                }),
                None => self.end_action(),
            }
            return;
        }
        let Some(player) = self.s.player(gazer) else {
            return;
        };
        let zones = player.square().map_or(0, |sq| {
            self.s
                .tackle_zones_on(sq, gazer.side)
                .filter(|p| p.id != victim)
                .count()
        });
        let mut modifiers = Vec::new();
        if let Some(ignored) = self.in_the_zone(gazer, zones) {
            modifiers.push(ignored);
        } else if zones > 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!(
                    "{zones} opposing Tackle Zone(s) on him besides the victim's"
                )),
                value: -i8::try_from(zones).unwrap_or(8),
            });
        }
        let b = self.ruling_label(victim);
        let roll = self.agility_roll(
            player,
            RollKind::HypnoticGaze {
                player: gazer,
                victim,
            },
            modifiers,
            format_args!(
                "Hypnotic Gaze: {} gazes at {b}: an Agility roll, -1 for each opposing Tackle \
                 Zone on him other than {b}'s (004:L10244-L10247)",
                player.tag()
            ),
        );
        self.push(roll);
    }

    // --- Tentacles ---

    /// He has stepped (or leapt) from `from`, where opponents with Tentacles had him in their
    /// Tackle Zone: before his rolls, their coach may try to hold him with one of them, asked
    /// about each in turn (004:L10683-L10692).
    pub(crate) fn offer_tentacles(&mut self, mover: PlayerId, from: Square) {
        if let Some(holder) = self.tentacle_holders(mover, from).first().copied() {
            self.push(Step::UseSkill {
                skill: Skill::Tentacles,
                player: holder,
            });
        }
    }

    /// The Move step the question sits on: the mover and the square he left.
    fn tentacles_move(&self) -> Option<(PlayerId, Square)> {
        match self.s.stack.last() {
            Some(Step::Move(ctx)) => Some((ctx.player, ctx.from)),
            _ => None,
        }
    }

    fn tentacles_answer(&mut self, holder: PlayerId, use_it: bool) {
        let Some((mover, from)) = self.tentacles_move() else {
            return;
        };
        if !use_it {
            let holders = self.tentacle_holders(mover, from);
            if let Some(&next) = holders
                .iter()
                .position(|h| *h == holder)
                .and_then(|i| holders.get(i + 1))
            {
                self.push(Step::UseSkill {
                    skill: Skill::Tentacles,
                    player: next,
                });
            }
            return;
        }
        let st = |id: PlayerId| self.s.player(id).map_or(0, |p| self.strength_now(p));
        let (mover_st, holder_st) = (st(mover), st(holder));
        let (a, b) = (self.ruling_label(mover), self.ruling_label(holder));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Tentacles {
                mover,
                holder,
                from,
            },
            side: mover.side,
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            // The mover's coach rolls it for his player, as Shadowing's: the team re-roll in
            // his own turn and the mover's Pro reach it (000:L758; 004:L10461-L10465).
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Tentacles: {b} grabs at {a}; 2D6 + {mover_st} ({a}'s ST) - {holder_st} ({b}'s \
                 ST): 5 or less and {a} is held on {from} and his Action ends (004:L10685-L10689)"
            )),
        }));
    }

    fn tentacles_rolled(&mut self, mover: PlayerId, holder: PlayerId, from: Square, dice: &[Die]) {
        let total = self.tentacles_total(mover, holder, dice);
        let (a, b) = (self.ruling_label(mover), self.ruling_label(holder));
        if total > 5 {
            self.say(
                EventKind::Note,
                format_args!(
                    "Tentacles: {total} (6 or more): {a} pulls free of {b} (004:L10687-L10689)"
                ),
            );
            return;
        }
        let Some(to) = self.s.standing_square(mover) else {
            return;
        };
        self.s.set_place(
            mover,
            Place::Pitch {
                square: from,
                stance: Stance::Standing,
            },
        );
        let ends = if self.pass_blocking(mover) {
            "his Pass Block move ends (004:L10430-L10432)"
        } else {
            "his Action ends at once; not a turnover (004:L10687-L10689)"
        };
        self.say(
            EventKind::Moved {
                player: mover,
                from: to,
                to: from,
            },
            format_args!("Tentacles: {total} (5 or less): {b} holds {a} firm on {from}; {ends}"),
        );
        if self.pass_blocking(mover) {
            // Held fast on a Pass Block: his move stops there (004:L10430-L10432).
            self.pass_block_held(mover);
        } else {
            self.end_action();
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether `player`, with Animosity, refuses `receiver`: a team-mate of another race who is
    /// not a Star Player (004:L9800-L9806, L11490-L11495).
    pub(crate) fn hates(&self, player: &Player, receiver: &Player) -> bool {
        player.has(Skill::Animosity)
            && receiver.id.side == player.id.side
            && receiver.id != player.id
            && !self.s.is_star_player(receiver)
            && race(&receiver.profile.position) != race(&player.profile.position)
    }

    /// Why the acting player may not give the ball to whoever stands on `target`: he has
    /// refused on an Animosity roll this Action and that team-mate is of another race
    /// (004:L9806-L9810).
    pub(crate) fn animosity_problem(&self, target: Square) -> Option<Rejection> {
        let action = self.s.action()?;
        let player = self.s.player(action.player)?;
        if !player.used_this_turn.contains(Skill::Animosity)
            || !matches!(action.kind, ActionKind::Pass | ActionKind::HandOff)
        {
            return None;
        }
        let receiver = self.s.player_at(target)?;
        self.hates(player, receiver).then(|| {
            self.refuse(
                format_args!(
                    "{} refused on his Animosity roll: he gives the ball only to a team-mate of \
                     his own race",
                    player.tag()
                ),
                "004:L9806-L9810",
            )
        })
    }

    /// Why the acting player may not step now for this file's skills: he has taken root
    /// (004:L10671-L10675), refused on Animosity (004:L9810), or fed on a Thrall as he was
    /// about to pass or hand off (004:L9979-L9987).
    pub(crate) fn rooted_problem(&self, player: &Player) -> Option<Rejection> {
        if player.used_this_turn.contains(Skill::BloodLust) {
            return Some(self.refuse(
                format_args!(
                    "{} has fed at the end of his Action: he may only complete it",
                    player.tag()
                ),
                "004:L9979-L9987",
            ));
        }
        if player.rooted {
            return Some(self.refuse(
                format_args!(
                    "{} has taken root: his MA is 0 and he may not Go For It",
                    player.tag()
                ),
                "004:L10671-L10675",
            ));
        }
        player.used_this_turn.contains(Skill::Animosity).then(|| {
            self.refuse(
                format_args!(
                    "{} refused on his Animosity roll: no more movement",
                    player.tag()
                ),
                "004:L9810-L9812",
            )
        })
    }

    /// The standing opponents next to the acting player that his Hypnotic Gaze may target at
    /// the end of his Move Action (004:L10243-L10245).
    pub(crate) fn gaze_victims(&self) -> Vec<PlayerId> {
        let Some(action) = self.s.action() else {
            return Vec::new();
        };
        let Some(gazer) = self.s.player(action.player) else {
            return Vec::new();
        };
        let Some(square) = self.s.standing_square(gazer.id) else {
            return Vec::new();
        };
        if action.kind != ActionKind::Move || !gazer.has(Skill::HypnoticGaze) {
            return Vec::new();
        }
        self.s
            .players_next_to(square)
            .filter(|p| p.id.side != gazer.id.side && p.is_standing())
            .map(|p| p.id)
            .collect()
    }

    /// The Thralls next to a standing Vampire, standing, Prone or Stunned: his team's players
    /// in the Thrall position, and Crazy Igor, who may be bitten as if he were one
    /// (004:L9982-L9983, L9164-L9165).
    pub(crate) fn thralls_next_to(&self, vampire: PlayerId) -> Vec<PlayerId> {
        let Some(square) = self.s.standing_square(vampire) else {
            return Vec::new();
        };
        self.s
            .players_next_to(square)
            .filter(|p| p.id.side == vampire.side && is_thrall(p))
            .map(|p| p.id)
            .collect()
    }

    /// The opponents with Tentacles whose Tackle Zone is on `from` (004:L10683-L10685).
    pub(crate) fn tentacle_holders(&self, mover: PlayerId, from: Square) -> Vec<PlayerId> {
        if !self.s.team_has(mover.side.opponent(), Skill::Tentacles) {
            return Vec::new();
        }
        self.s
            .tackle_zones_on(from, mover.side)
            .filter(|p| p.has(Skill::Tentacles) && p.is_standing())
            .map(|p| p.id)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::race;

    #[test]
    fn a_race_is_the_race_word_of_the_position_004_l9800() {
        assert_eq!(race("Skaven Thrower"), "Skaven");
        assert_eq!(race("Skaven Renegade"), "Skaven");
        assert_eq!(race("Underworld Goblin"), "Goblin");
        assert_eq!(race("Warpstone Troll"), "Troll");
        assert_eq!(race("Dark Elf Renegade"), "Dark Elf");
        assert_eq!(race("Rat Ogre"), "Rat Ogre");
        assert_eq!(race("Chaos Ogre"), "Ogre");
        assert_eq!(race("Chaos Minotaur"), "Minotaur");
        assert_eq!(race("Blitzer"), "Blitzer");
    }
}
