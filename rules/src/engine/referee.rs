//! The referee's calls that send a player off — a double seen on a Foul (000:L1188) or a Secret
//! Weapon at the end of a drive he played in (004:L10535-L10539) — and what may stop one:
//! Filthy Rich (004:L10180-L10185), then a Bribe (000:L999). Fink da Fixer, the Goblin
//! personal assistant, re-rolls a failed Bribe and wins an argued call on 5+, until an argument
//! rolls a 1 and he is thrown out with the Head Coach (004:L3183-L3187).

use std::borrow::Cow;

use super::steps::{Call, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::input::Decision;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

/// The ruleset option that lets a Head Coach argue a sending-off (004:L996-L1011).
pub(crate) const ARGUE_THE_CALL: &str = "argue-the-call";

/// The famous referees of the Referee table whose calls the engine rules (004:L1939-L2035).
pub(crate) const THORON_KORENSSON: &str = "Thoron Korensson";
pub(crate) const TRUNDLEFOOT_TRIPLETS: &str = "Trundlefoot Triplets";
pub(crate) const RED_HOKULI: &str = "Ranulf 'Red' Hokuli";
pub(crate) const JORM_THE_OGRE: &str = "Jorm the Ogre";
/// The Referee table's row for a standard referee.
pub(crate) const STANDARD_REFEREE: &str = "Standard referee";
/// The Goblin and Halfling referees of the Referee table (004:L1857-L1937, L2704-L2716).
pub(crate) const GOBLIN_REFEREE: &str = "Goblin referee";
pub(crate) const HALFLING_REFEREE: &str = "Halfling referee";

impl Call {
    /// Why he is sent off, for rulings and prompts.
    pub(crate) fn reason(self) -> &'static str {
        match self {
            Call::Foul => "for fouling",
            Call::SecretWeapon => "for his Secret Weapon",
            Call::Victim => "as the victim of the foul (the Trundlefoot Triplets)",
            Call::RedCard => {
                "for fouling by Red Hokuli's 'Red' Card: a Bribe, the send-off (a turnover), or \
                 Red's axe (an Injury roll +2 and a turnover) (004:L2021-L2031)"
            }
            Call::Chain => "with his team-mate by Thoron Korensson (004:L1944-L1950)",
            Call::SpecialBall => {
                "for kicking a special ball, as though he had fouled (004:L2153-L2158)"
            }
        }
    }
}

impl Engine<'_> {
    /// Everyone on the pitch now has played in this drive (004:L10535).
    pub(crate) fn mark_played(&mut self) {
        for p in &mut self.s.players {
            if p.square().is_some() {
                p.played_this_drive = true;
            }
        }
    }

    /// As a drive ends: a Secret Weapon call for each player with the skill who played in it,
    /// on the pitch or not — in Reserves, in the KO'd box — but not one already in the Dead &
    /// Injured box or the dungeon (004:L10535-L10539); one in the Dead & Injured box is marked
    /// sent off where he lies (`sent_off_hurt`), so a card that heals him does not bring him
    /// back. Every player's mark is wiped for the next drive. Without a referee this drive
    /// nobody is sent off (004:L1311-L1318).
    pub(crate) fn secret_weapon_calls(&mut self) -> Vec<Step> {
        if !self.s.drive.no_referee {
            for p in &mut self.s.players {
                if p.played_this_drive && p.has(Skill::SecretWeapon) && p.place == Place::Casualty {
                    p.sent_off_hurt = true;
                }
            }
        }
        let called: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| {
                p.played_this_drive
                    && p.has(Skill::SecretWeapon)
                    && !matches!(p.place, Place::Casualty | Place::SentOff)
            })
            .map(|p| p.id)
            .collect();
        for p in &mut self.s.players {
            p.played_this_drive = false;
        }
        if called.is_empty() {
            return Vec::new();
        }
        if self.s.drive.no_referee {
            self.say(
                EventKind::Note,
                format_args!(
                    "Um... Where's the Ref: no referee this drive, so no Secret Weapon is sent \
                     off (004:L1311-L1318)"
                ),
            );
            return Vec::new();
        }
        called
            .into_iter()
            .map(|player| Step::SecretWeapon { player })
            .collect()
    }

    /// A foul ended with no double on its Armour or Injury roll: a famous referee who watches
    /// fouls rolls a D6 (Thoron Korensson, Jorm the Ogre, the Trundlefoot Triplets, Red
    /// Hokuli; 004:L1941-L2031), the Goblin or Halfling referee moves on the Score Track
    /// (004:L1914-L1937). Not in a drive with no referee (004:L1311-L1318).
    pub(crate) fn famous_referee_watch(&mut self, fouler: PlayerId, victim: PlayerId) {
        if self.s.drive.no_referee {
            return;
        }
        let label = self.ruling_label(fouler);
        let purpose = match self.s.referee.as_deref() {
            Some(THORON_KORENSSON) => self.words(format_args!(
                "Strict Discipline: Thoron Korensson watches the foul: 1-2 and {label} is sent \
                 off (004:L1941-L1945)"
            )),
            Some(TRUNDLEFOOT_TRIPLETS) => {
                let target = self.ruling_label(victim);
                self.words(format_args!(
                    "Heavy-handed Incompetence: 1 and {label} is sent off as if for a double, 6 \
                     and {target}, his victim, is sent off instead (004:L2001-L2006)"
                ))
            }
            Some(RED_HOKULI) => self.red_card_purpose(fouler),
            Some(JORM_THE_OGRE) => self.jorm_purpose(fouler),
            Some(GOBLIN_REFEREE | HALFLING_REFEREE) => {
                self.referee_track_foul(fouler);
                return;
            }
            _ => return,
        };
        self.push(Step::roll(PendingRoll {
            kind: RollKind::FamousReferee { fouler, victim },
            side: fouler.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose,
        }));
    }

    pub(crate) fn famous_referee_rolled(
        &mut self,
        fouler: PlayerId,
        victim: PlayerId,
        dice: &[crate::dice::Die],
    ) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(0);
        match self.s.referee.as_deref() {
            Some(RED_HOKULI) => return self.red_card_rolled(fouler, roll),
            Some(JORM_THE_OGRE) => return self.jorm_rolled(fouler, roll),
            _ => {}
        }
        let thoron = self.s.referee.as_deref() == Some(THORON_KORENSSON);
        let (name, cite) = if thoron {
            ("Thoron Korensson", "004:L1941-L1945")
        } else {
            ("The Trundlefoot Triplets", "004:L2001-L2006")
        };
        let sees = if thoron { roll <= 2 } else { roll == 1 };
        let on_pitch = |id: PlayerId| self.s.player(id).is_some_and(|p| p.square().is_some());
        if sees && on_pitch(fouler) {
            self.say(
                EventKind::Note,
                format_args!("{name} saw the foul ({roll}, {cite})"),
            );
            self.referee_call(fouler, Call::Foul);
        } else if !thoron && roll == 6 && on_pitch(victim) {
            self.say(
                EventKind::Note,
                format_args!("{name} blame the victim ({roll}, {cite})"),
            );
            self.referee_call(victim, Call::Victim);
        } else {
            self.say(
                EventKind::Note,
                format_args!("{name} saw nothing ({roll}, {cite})"),
            );
        }
    }

    /// The referee sends `player` off for `call`: Filthy Rich first (it costs nothing and asks
    /// nothing), then a Bribe if his team has one, else off he goes.
    pub(crate) fn referee_call(&mut self, player: PlayerId, call: Call) {
        // The Black Gobbo's Sneakiest of the Lot comes before all of it (004:L9736-L9740).
        if self.s.legends.is_some() && self.sneakiest_call(player, call) {
            return;
        }
        self.referee_call_bribable(player, call);
    }

    /// [`Self::referee_call`] once Sneakiest of the Lot failed or did not apply: Filthy Rich,
    /// then a Bribe or an argument (004:L9738-L9740).
    pub(crate) fn referee_call_bribable(&mut self, player: PlayerId, call: Call) {
        let Some(p) = self.s.player(player) else {
            return;
        };
        if p.has(Skill::FilthyRich) {
            let label = self.ruling_label(player);
            self.push(Step::roll(PendingRoll {
                kind: RollKind::FilthyRich { player, call },
                side: player.side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(2),
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Filthy Rich: {label} is sent off {}; 2+ and he is not (004:L10180-L10185)",
                    call.reason()
                )),
            }));
            return;
        }
        self.answer_call(player, call, false, false);
    }

    /// What the player's coach may still do against the call: a Bribe if he has one and has
    /// not used one on it, Argue the Call if the league plays it, he has not argued this call
    /// and is still on the bench; with neither the call stands at once.
    pub(crate) fn answer_call(&mut self, player: PlayerId, call: Call, bribed: bool, argued: bool) {
        if self.call_answers(player, call, bribed, argued).len() > 1 {
            self.push(Step::Bribe {
                player,
                call,
                bribed,
                argued,
            });
        } else {
            self.eject(player, call, "", Place::SentOff);
        }
    }

    /// The call for a foul ended with the fouler not sent off: the Goblin or Halfling
    /// referee's Score Track (004:L1914).
    pub(super) fn foul_not_sent_off(&mut self, player: PlayerId, call: Call) {
        if call == Call::Foul {
            self.referee_track_foul(player);
        }
    }

    /// What stands when the call is ignored.
    pub(super) fn call_ignored(
        &mut self,
        player: PlayerId,
        call: Call,
        how: std::fmt::Arguments<'_>,
    ) {
        let label = self.ruling_label(player);
        let rest = match call {
            Call::Foul | Call::RedCard => "stays on and there is no turnover",
            Call::SecretWeapon | Call::Victim | Call::Chain | Call::SpecialBall => {
                "is not sent off"
            }
        };
        self.say(EventKind::Note, format_args!("{how}: {label} {rest}"));
    }

    pub(crate) fn filthy_rich_rolled(
        &mut self,
        player: PlayerId,
        call: Call,
        success: bool,
        shown: &str,
    ) {
        if success {
            self.call_ignored(
                player,
                call,
                format_args!("Filthy Rich ({shown}, 004:L10182-L10183)"),
            );
            self.foul_not_sent_off(player, call);
        } else {
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!("Filthy Rich fails ({shown}): the call against {label} stands"),
            );
            self.answer_call(player, call, false, false);
        }
    }

    /// The rule of the Bribe: the box's (000:L999), or at the Bugman's League Cup the Goblin
    /// Bribery Agent's, the same D6 2+ (001:L511).
    fn bribe_cite(&self) -> &'static str {
        if self.book.is_on(crate::bugmans::BUGMANS_OPTION) {
            "001:L511"
        } else {
            "000:L999"
        }
    }

    /// The coach's answer to a call: `bribe` true spends a Bribe on it, false lets it stand.
    pub(crate) fn bribe(
        &mut self,
        player: PlayerId,
        call: Call,
        argued: bool,
        bribe: bool,
    ) -> Result<(), Rejection> {
        if !bribe {
            self.s.stack.pop();
            self.eject(player, call, "the call stands; ", Place::SentOff);
            return Ok(());
        }
        if !self.s.team(player.side).inducements.has(Inducement::Bribes) {
            return Err(self.refuse(
                format_args!("the team has no Bribe left"),
                self.bribe_cite(),
            ));
        }
        self.s.stack.pop();
        let team = self.s.team_mut(player.side);
        team.inducements.use_one(Inducement::Bribes);
        // Our reading: the coach spends Apathetic Officials' Bribe of the half first, as it
        // lapses at half time and a bought one does not (004:L3655-L3656).
        team.half_bribe = false;
        let label = self.ruling_label(player);
        let cite = self.bribe_cite();
        let fink = self.has_fink(player.side);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Bribe {
                player,
                call,
                argued,
            },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            // With Fink da Fixer the Bribe may be re-rolled once (004:L3183-L3184).
            rerolled: !fink,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Bribe for {label}: 2-6 the referee looks away, 1 the Bribe is wasted ({cite})"
            )),
        }));
        Ok(())
    }

    pub(crate) fn bribe_rolled(&mut self, pending: &PendingRoll, success: bool, shown: &str) {
        let RollKind::Bribe {
            player,
            call,
            argued,
        } = pending.kind
        else {
            return;
        };
        if !success && !pending.rerolled && self.has_fink(player.side) {
            // A failed Bribe is only ever better re-rolled: the engine asks for the die again.
            self.say(
                EventKind::Reroll {
                    side: player.side,
                    with: "fink-da-fixer".into(),
                },
                format_args!(
                    "The Bribe fails ({shown}): Fink da Fixer re-rolls it (004:L3183-L3184)"
                ),
            );
            self.push(Step::roll(PendingRoll {
                rerolled: true,
                is_reroll: true,
                purpose: self.words(format_args!(
                    "Fink da Fixer's re-roll of the Bribe: 2-6 the referee looks away, 1 the \
                     Bribe is wasted (004:L3183-L3184)"
                )),
                ..pending.clone()
            }));
            return;
        }
        // A Bribe used calms a Goblin or Halfling referee watching the team (004:L1857-L1861).
        let calmed = self.referee_calms(player.side);
        if success {
            self.call_ignored(
                player,
                call,
                format_args!("The Bribe works ({shown}, {})", self.bribe_cite()),
            );
            if !calmed {
                self.foul_not_sent_off(player, call);
            }
        } else if self.korensson_chains(call) {
            // A Bribe fails only on a 1: Korensson sends him off and a team-mate with him.
            self.korensson_chain(player, call, format_args!("the Bribe rolled a 1 ({shown})"));
        } else {
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!("The Bribe is wasted ({shown}): the call against {label} stands"),
            );
            self.answer_call(player, call, true, argued);
        }
    }

    /// Argue the Call (ruleset option `argue-the-call`): a D6, 6 the player goes to Reserves
    /// instead, 1 the Head Coach is ejected (004:L1001-L1011).
    pub(crate) fn argue_the_call(
        &mut self,
        player: PlayerId,
        call: Call,
        bribed: bool,
    ) -> Result<(), Rejection> {
        if !self.book.is_on(ARGUE_THE_CALL) {
            return Err(self.refuse(
                format_args!("this league does not play Argue the Call"),
                "004:L1001",
            ));
        }
        if self.s.referee.as_deref() == Some(RED_HOKULI) {
            return Err(self.refuse(
                format_args!("nobody argues with Ranulf 'Red' Hokuli"),
                "004:L2036",
            ));
        }
        if self.s.team(player.side).head_coach_ejected {
            return Err(self.refuse(
                format_args!("the Head Coach was ejected: he cannot argue any more calls"),
                "004:L1006-L1007",
            ));
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let purpose = if self.has_fink(player.side) {
            self.words(format_args!(
                "Argue the Call for {label}, with Fink da Fixer: 5-6 he goes to Reserves instead, \
                 1 the Head Coach is ejected and Fink with him (004:L1001-L1009, L3184-L3187)"
            ))
        } else {
            self.words(format_args!(
                "Argue the Call for {label}: 6 he goes to Reserves instead, 1 the Head Coach is \
                 ejected (004:L1001-L1009)"
            ))
        };
        self.push(Step::roll(PendingRoll {
            kind: RollKind::ArgueTheCall {
                player,
                call,
                bribed,
            },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(self.argue_target(player.side)),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose,
        }));
        Ok(())
    }

    pub(crate) fn argued(
        &mut self,
        player: PlayerId,
        call: Call,
        bribed: bool,
        natural: u8,
        shown: &str,
    ) {
        let label = self.ruling_label(player);
        if natural >= self.argue_target(player.side) {
            let turnover = if call == Call::Foul {
                "; the turnover stands (004:L11571-L11575)"
            } else {
                ""
            };
            let how = format!(
                "Argue the Call ({shown}): the referee accepts it, {label} only goes to \
                 Reserves{turnover} (004:L1002-L1004{})",
                if natural < 6 {
                    ", Fink da Fixer's 5+: L3184"
                } else {
                    ""
                }
            );
            self.eject(player, call, &how, Place::Reserves);
            // Reserves is no sending-off (004:L1002-L1004).
            self.foul_not_sent_off(player, call);
            return;
        }
        if natural == 1 {
            self.s.team_mut(player.side).head_coach_ejected = true;
            let side = self.s.team(player.side).name.clone();
            self.say(
                EventKind::Note,
                format_args!(
                    "Argue the Call ({shown}): the referee has had enough and ejects the {side} \
                     Head Coach: no more arguing, and -1 on Brilliant Coaching (004:L1005-L1009)"
                ),
            );
            self.fink_thrown_out(player.side);
            if self.korensson_chains(call) {
                self.korensson_chain(
                    player,
                    call,
                    format_args!("the argument rolled a 1 ({shown})"),
                );
                return;
            }
        } else {
            self.say(
                EventKind::Note,
                format_args!("Argue the Call ({shown}): the call against {label} stands"),
            );
        }
        self.answer_call(player, call, bribed, true);
    }

    /// An argument failed with a 1: Fink da Fixer goes to the dungeon with the Head Coach, and
    /// his Bribe re-roll, his 5+ and his three Assistant Coaches with him (004:L3185-L3187).
    fn fink_thrown_out(&mut self, side: crate::pitch::Side) {
        if !self.has_fink(side) {
            return;
        }
        let team = self.s.team_mut(side);
        team.inducements.set(Inducement::FinkDaFixer, 0);
        team.assistant_coaches = team.assistant_coaches.saturating_sub(3);
        let name = self.words(format_args!("{}", self.s.team(side).name));
        self.say(
            EventKind::Note,
            format_args!(
                "Fink da Fixer goes to the dungeon with the {name} Head Coach and has no further \
                 effect on the game (004:L3185-L3187)"
            ),
        );
    }

    /// Sends the player to the dungeon (or, after a won argument, to Reserves with `how` the
    /// ruling). A fouler's ball bounces and his team's turn is over (000:L1188-L1190,
    /// 004:L11571-L11575); a Secret Weapon goes as the drive ends, wherever he is
    /// (004:L10535-L10539).
    pub(crate) fn eject(&mut self, player: PlayerId, call: Call, how: &str, to: Place) {
        let label = self.ruling_label(player);
        let square = self.s.player(player).and_then(|p| p.square());
        self.s.set_place(player, to);
        if to == Place::SentOff {
            // A send-off calms a Goblin or Halfling referee watching the team (004:L1857-L1861).
            self.referee_calms(player.side);
            match call {
                Call::SecretWeapon => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "The drive is over: {how}{label} is sent off for the rest of the match \
                         for his Secret Weapon (004:L10535-L10539)"
                    ),
                ),
                Call::Foul => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "The referee sees the foul: {how}{label} is sent off for the rest of the \
                         match (000:L1188-L1190)"
                    ),
                ),
                Call::RedCard => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "Red Hokuli's 'Red' Card: {how}{label} is sent off for the rest of the \
                         match, a turnover (004:L2021-L2028)"
                    ),
                ),
                Call::Chain => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "Thoron Korensson keeps it going: {how}{label} is sent off with his \
                         team-mate for the rest of the match (004:L1944-L1950)"
                    ),
                ),
                Call::SpecialBall => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "The referee calls the special ball's kicker out: {how}{label} is sent \
                         off for the rest of the match as though he had fouled; no turnover \
                         (004:L2153-L2158)"
                    ),
                ),
                Call::Victim => self.say(
                    EventKind::SentOff { player },
                    format_args!(
                        "The Trundlefoot Triplets send off the wrong man: {how}{label}, the \
                         victim of the foul, is sent off for the rest of the match \
                         (004:L2001-L2006)"
                    ),
                ),
            }
        } else {
            self.say(EventKind::Note, format_args!("{how}"));
        }
        if call == Call::Victim {
            // The victim is on the ground and holds no ball; the fouling team's turn goes on.
            return;
        }
        if call == Call::SecretWeapon {
            // The drive is over: a ball he still holds leaves the pitch with him, as it would
            // when the pitch is cleared for the next kick-off.
            if self.s.ball == Ball::Held(player) {
                self.s.ball = Ball::OffPitch;
            }
            if let Some(other) = self.s.other_ball_held_by(player) {
                self.s.other_balls[usize::from(other)].ball = Ball::OffPitch;
            }
            return;
        }
        if call == Call::Chain {
            // The team-mate did not foul: the turnover is his fouling team-mate's.
        } else if call == Call::SpecialBall {
            // Called at the kick-off, in no team's turn: nothing to turn over.
        } else if to == Place::SentOff {
            self.turnover(format_args!(
                "{label} was sent off for fouling (000:L449, L1188)"
            ));
        } else {
            self.turnover(format_args!(
                "{label} was sent to Reserves for fouling (004:L11571-L11575)"
            ));
        }
        if self.s.ball == Ball::Held(player)
            && let Some(square) = square
        {
            self.s.ball = Ball::OnGround(square);
            self.push(Step::LooseBall { from: square });
        }
        if self.s.other_ball_held_by(player).is_some()
            && let Some(square) = square
        {
            let steps = self.other_balls_drop(player, square);
            self.push_in_order(steps);
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether `side` still has Fink da Fixer (not hired by both teams, not thrown out).
    pub(crate) fn has_fink(&self, side: crate::pitch::Side) -> bool {
        self.s.team(side).inducements.has(Inducement::FinkDaFixer)
    }

    /// What an argued call needs: 6, or 5+ with Fink da Fixer (004:L1002, L3184).
    pub(crate) fn argue_target(&self, side: crate::pitch::Side) -> u8 {
        if self.has_fink(side) { 5 } else { 6 }
    }

    /// The answers to a sending-off open to the player's coach; the last lets the call stand.
    pub(crate) fn call_answers(
        &self,
        player: PlayerId,
        call: Call,
        bribed: bool,
        argued: bool,
    ) -> Vec<Decision> {
        let mut options = Vec::new();
        if !bribed && self.s.team(player.side).inducements.has(Inducement::Bribes) {
            options.push(Decision::Bribe { bribe: true });
        }
        if call == Call::RedCard && !bribed {
            // The 'Red' Card's third answer; a Bribe that fails leaves the send-off.
            options.push(Decision::RedsAxe);
        }
        if !argued
            && self.book.is_on(ARGUE_THE_CALL)
            && !self.s.team(player.side).head_coach_ejected
            && self.s.referee.as_deref() != Some(RED_HOKULI)
        {
            options.push(Decision::ArgueTheCall);
        }
        options.push(Decision::Bribe { bribe: false });
        options
    }
}
