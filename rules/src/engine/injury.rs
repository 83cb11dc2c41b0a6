//! Knock-downs, Armour and Injury rolls, the Casualty table, Regeneration and KO recovery
//! (000:L607-L635, L1249, L1265, L1279, L1291).

use crate::skill::Skill;
use std::borrow::Cow;

use super::Engine;
use super::steps::{ArmourCause, PendingRoll, RollKind, Step, Steps};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, InjuryResult};
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::state::Ball;

/// How a player comes to lie Prone with an Armour roll owed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GoingDown {
    /// Knocked Down where he stands (000:L591).
    KnockedDown,
    /// Placed Prone: no knock-down's modifiers (000:L1269).
    PlacedProne,
    /// Placed Prone where the crowd returns him after a knock-down (004:L3804-L3805): the
    /// knock-down's Armour roll, without the turnover or the surface's rolls of one.
    ReturnedKnockedDown,
}

fn total(dice: &[Die]) -> i16 {
    dice.iter().filter_map(|d| d.value()).map(i16::from).sum()
}

impl<'a> Engine<'a> {
    /// Knocks a player down where he stands: face-up, Armour roll owed, and a ball he held
    /// bounces once the rolls are done (000:L591, L611). Returns the steps to run, in order.
    /// `by`: the player who knocked him down in a block, whose Mighty Blow and Claws count on
    /// the Armour roll (004:L10068, L10367).
    pub(crate) fn knock_down(&mut self, id: PlayerId, by: Option<PlayerId>) -> Steps {
        self.go_down(id, by, GoingDown::KnockedDown)
    }

    /// Places a player Prone with an Armour roll owed (a failed Right Stuff landing,
    /// 000:L1269): like a knock-down, but not a turnover by itself (000:L443).
    pub(crate) fn place_prone_with_armour(&mut self, id: PlayerId) -> Steps {
        self.go_down(id, None, GoingDown::PlacedProne)
    }

    /// Places Prone a player knocked down off the pitch whom the crowd sent back (Solemn and
    /// Silent, 004:L3804-L3805): his Armour roll is the knock-down's, `by`'s Mighty Blow and
    /// Claws and the weather's counting (000:L1247-L1249).
    pub(crate) fn place_prone_knocked_down(&mut self, id: PlayerId, by: Option<PlayerId>) -> Steps {
        self.go_down(id, by, GoingDown::ReturnedKnockedDown)
    }

    /// `id`, carried from `from`, comes down Prone on `to` (Ice's slide, a Thermal Geyser's
    /// flight), said in `words`; his own rolls are the caller's. Landing on the loose ball, it
    /// bounces once his Armour and Injury rolls are done (000:L736): whether he did.
    pub(crate) fn land_prone(
        &mut self,
        id: PlayerId,
        from: crate::pitch::Square,
        to: crate::pitch::Square,
        words: std::fmt::Arguments<'_>,
    ) -> bool {
        self.s.set_place(
            id,
            Place::Pitch {
                square: to,
                stance: Stance::Prone,
            },
        );
        self.say(
            EventKind::Moved {
                player: id,
                from,
                to,
            },
            words,
        );
        if self.s.ball != Ball::OnGround(to) {
            return false;
        }
        let under = self
            .pending_armour(id)
            .or_else(|| self.pending_injury(id))
            .unwrap_or(self.s.stack.len());
        self.s.stack.insert(under, Step::LooseBall { from: to });
        true
    }

    /// Where `id`'s Armour roll waits on the stack (under a geyser's or Ice's rolls).
    pub(crate) fn pending_armour(&self, id: PlayerId) -> Option<usize> {
        self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r) if matches!(r.kind, RollKind::Armour { player, .. } if player == id))
        })
    }

    /// Ball & Chain's Injury roll waiting on the stack for `id` (he has no Armour roll).
    pub(crate) fn pending_injury(&self, id: PlayerId) -> Option<usize> {
        self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r) if matches!(r.kind, RollKind::Injury { player, .. } if player == id))
        })
    }

    /// Places a player Prone with no Armour roll (Wrestle, 004:L10774): a ball he held is
    /// dropped and bounces. Returns the steps to run, in order.
    pub(crate) fn place_prone(&mut self, id: PlayerId, why: &str) -> Steps {
        self.place_prone_skipping(id, "Armour", why)
    }

    /// Places a player Prone, saying which roll (`skipped`: "Armour", "Injury") he does not
    /// make; Hightower's Lucky Sock follows an Armour roll already made (004:L5726-L5730).
    pub(crate) fn place_prone_skipping(&mut self, id: PlayerId, skipped: &str, why: &str) -> Steps {
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return Steps::new();
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
            EventKind::PlacedProne { player: id, square },
            format_args!("{label} is Placed Prone on {square}, no {skipped} roll ({why})"),
        );
        let mut steps = Steps::new();
        if self
            .s
            .player(id)
            .is_some_and(|p| p.has(Skill::BallAndChain))
        {
            // Ball & Chain: Placed Prone, he rolls for injury at once (004:L9832-L9833).
            steps.push(self.chained_injury_roll(id, None, false));
        }
        steps.extend(self.drop_ball_going_down(id, square));
        steps
    }

    /// The Injury roll a Ball & Chain player makes as he goes down, with no Armour roll; a
    /// blocker's Mighty Blow may add 1 to it (004:L9832-L9833, L10367).
    fn chained_injury_roll(&self, id: PlayerId, by: Option<PlayerId>, mighty_blow: bool) -> Step {
        let mut step = self.injury_roll(id, Vec::new(), false, None, by);
        if let Step::Roll(r) = &mut step {
            r.purpose
                .push_str("; Ball & Chain: no Armour roll (004:L9832-L9833)");
            if mighty_blow && let RollKind::Injury { mighty_blow, .. } = &mut r.kind {
                *mighty_blow = true;
                r.purpose.push_str("; Mighty Blow may add 1 (004:L10367)");
            }
        }
        step
    }

    fn go_down(&mut self, id: PlayerId, by: Option<PlayerId>, how: GoingDown) -> Steps {
        let knocked_down = how == GoingDown::KnockedDown;
        if self.s.ruleset.armour != crate::ruleset::ArmourPolicy::TwoD6 {
            return self.blitz_knock_down(id, false);
        }
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return Steps::new();
        };
        let mighty_blow = self.blow_on(by, id, Skill::MightyBlow);
        let claws = self.blow_on(by, id, Skill::Claws);
        self.s.set_place(
            id,
            Place::Pitch {
                square,
                stance: Stance::Prone,
            },
        );
        let label = self.ruling_label(id);
        if knocked_down {
            self.say(
                EventKind::KnockedDown { player: id, square },
                format_args!("{label} is Knocked Down on {square} (000:L591)"),
            );
        } else {
            self.say(
                EventKind::PlacedProne { player: id, square },
                format_args!(
                    "{label} is Placed Prone on {square} and must pass an Armour roll ({})",
                    if how == GoingDown::ReturnedKnockedDown {
                        "004:L3804-L3805"
                    } else {
                        "000:L1269"
                    }
                ),
            );
        }
        if self
            .s
            .player(id)
            .is_some_and(|p| p.has(Skill::BallAndChain))
        {
            // Ball & Chain: straight to the Injury roll, no Armour roll (004:L9832-L9833);
            // on Ice, Knocked Down, his slide before it (004:L3618-L3619).
            let mut steps = Steps::new();
            if knocked_down && let Some(slide) = self.ice_slide_roll(id) {
                steps.push(slide);
            }
            steps.push(self.chained_injury_roll(id, by, mighty_blow));
            steps.extend(self.drop_ball_going_down(id, square));
            return steps;
        }
        let av = self.s.player(id).map_or(0, |p| p.profile.av);
        // Chainsaw: +3 against its wielder knocked down, or a blocker who fell on him
        // (004:L10057-L10063).
        let mut modifiers = if how != GoingDown::PlacedProne {
            let mut modifiers = self.chainsaw_armour(id, by);
            if let Some(freezing) = self.weather_armour() {
                modifiers.push(freezing);
            }
            modifiers
        } else {
            Vec::new()
        };
        modifiers.extend(self.stadium_armour());
        let mut steps = Steps::new();
        if knocked_down {
            // Thermal Geysers: its D6 before the Armour roll (004:L1550-L1553).
            if let Some(geyser) = self.geyser_roll(id) {
                steps.push(geyser);
            }
            // Ice: his slide, before it too (004:L3619-L3624).
            if let Some(slide) = self.ice_slide_roll(id) {
                steps.push(slide);
            }
        }
        steps.push(Step::roll(PendingRoll {
            kind: RollKind::Armour {
                player: id,
                cause: ArmourCause {
                    by,
                    ..ArmourCause::default()
                },
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            // Only Piling On re-rolls an Armour roll, after a block's knock-down.
            rerolled: by.is_none(),
            is_reroll: false,
            purpose: self.words(format_args!(
                "Armour roll for {label}: 2D6 must beat AV {av} (000:L617){}{}",
                if claws {
                    "; Claws: 8 or more breaks it whatever the AV (004:L10068)"
                } else {
                    ""
                },
                if mighty_blow {
                    "; Mighty Blow adds 1 to the Armour or the Injury roll (000:L1249)"
                } else {
                    ""
                }
            )),
        }));
        steps.extend(self.drop_ball_going_down(id, square));
        steps
    }

    /// Whether the blocker `by` (if any) has `skill`.
    fn blow_has(&self, by: Option<PlayerId>, skill: Skill) -> bool {
        by.and_then(|b| self.s.player(b))
            .is_some_and(|p| p.has(skill))
    }

    /// Whether the blocker `by` (if any) has `skill` and `victim` is his opponent: Mighty Blow
    /// and Claws work against an opponent only (004:L10367, L10068), never on a team-mate a
    /// Ball & Chain player blocked (004:L9824-L9827).
    fn blow_on(&self, by: Option<PlayerId>, victim: PlayerId, skill: Skill) -> bool {
        by.is_some_and(|b| b.side != victim.side) && self.blow_has(by, skill)
    }

    /// A player going down on `square` drops the ball he held, or falls on a loose one: either
    /// bounces once his rolls are done. Returns the steps.
    pub(crate) fn drop_ball_going_down(
        &mut self,
        id: PlayerId,
        square: crate::pitch::Square,
    ) -> Steps {
        let label = self.ruling_label(id);
        let mut steps = Steps::new();
        if self.s.ball == Ball::Held(id) {
            self.s.ball = Ball::OnGround(square);
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "{label} drops the ball on {square}; it bounces after his injuries (000:L611)"
                ),
            );
            steps.push(Step::LooseBall { from: square });
        } else if self.s.ball == Ball::OnGround(square) {
            // He fell on the loose ball (a failed Go For It or Dodge into its square): it bounces
            // (000:L488, L736).
            self.say(EventKind::BallMoved { to: Some(square) }, format_args!("{label} falls on the ball on {square}; it bounces after his injuries (000:L736)"));
            steps.push(Step::LooseBall { from: square });
        }
        steps.extend(self.other_balls_drop(id, square));
        steps
    }

    /// An Armour roll read: beaten armour means an Injury roll. `blow` says what knocked him
    /// down: the blocker `by`, the fouler `foul`, who is sent off on a double (000:L1188),
    /// whether a Wizard's spell did, as if with Mighty Blow (004:L3387-L3389), and whether the
    /// card Mine did, +1 to the Injury roll (004:L5293-L5296); `assists` are a Foul's assist
    /// modifiers (000:L1182).
    pub(crate) fn armour_rolled(
        &mut self,
        id: PlayerId,
        cause: ArmourCause,
        assists: &[Modifier],
        dice: &[Die],
        use_mighty_blow: Option<bool>,
    ) -> bool {
        let ArmourCause {
            by,
            foul,
            spell,
            mine,
        } = cause;
        let Some(player) = self.s.player(id) else {
            return false;
        };
        let label = self.ruling_name(player);
        let av = i16::from(player.profile.av);
        let natural = total(dice);
        // Zug's Jersey: the two dice against his AV, nothing else (004:L5609-L5636).
        let unmodified = self.zugs_jersey(id);
        let assists = if unmodified { &[][..] } else { assists };
        let extra: i16 = assists.iter().map(|m| i16::from(m.value)).sum();
        let roll = natural + extra;
        let label = if assists.is_empty() || !self.worded {
            label
        } else {
            let mods: String = assists
                .iter()
                .map(|m| format!(" {:+} {}", m.value, m.name))
                .collect();
            format!("{label} ({natural}{mods})")
        };
        // Foulest of Fouls: the Foul's Armour roll succeeds and is no double (004:L6348-L6362).
        let foulest = foul.is_some_and(|f| self.foulest_of_fouls(f.side));
        let double = matches!(dice, [a, b] if a == b) && !foulest;
        // On a Foul the fouler's Dirty Player adds 1 the way a blocker's Mighty Blow does, to
        // the Armour or the Injury roll, never both (004:L10096, L10367).
        let (mighty_blow, blow, cite) = if foul.is_some() {
            (
                self.blow_has(foul, Skill::DirtyPlayer),
                "Dirty Player",
                "004:L10096",
            )
        } else if spell {
            // As if with Mighty Blow: a Wizard's spell, or Jorm the Ogre's check.
            let cite = if self.jorms_armour(id) {
                "004:L1960-L1962"
            } else {
                "004:L3387-L3389"
            };
            (true, "Mighty Blow", cite)
        } else {
            (
                self.blow_on(by, id, Skill::MightyBlow),
                "Mighty Blow",
                "004:L10367",
            )
        };
        let claws = self.blow_on(by, id, Skill::Claws) && !unmodified;
        // Claws: a roll of 8 or more breaks armour whatever the AV (004:L10068). Mighty Blow
        // is kept for the Injury roll when the roll breaks armour without it (000:L1249).
        let breaks = |r: i16| r > av || (claws && r >= 8);
        // What broke the armour, as the words round the AV: (before, after).
        let how = |r: i16| -> (&'static str, &'static str) {
            if r > av {
                ("beats AV ", "")
            } else {
                ("is 8 or more against AV ", " with Claws (004:L10068)")
            }
        };
        // Mighty Blow on the Armour roll is the coach's choice when it decides it; when the
        // roll breaks armour without it, it is kept for the Injury roll (004:L10367).
        let decides = mighty_blow && !unmodified && !foulest && !breaks(roll) && breaks(roll + 1);
        if decides && use_mighty_blow.is_none() {
            return true;
        }
        let declined = decides && use_mighty_blow == Some(false);
        // The sentences are written only when the match is worded.
        let (broken, text) = if foulest {
            (
                true,
                self.words(format_args!(
                    "Armour roll for {label}: {roll}: Foulest of Fouls, the armour is broken \
                     whatever the roll, and it is no double ({})",
                    crate::special_play::Card::FoulestOfFouls.cite()
                )),
            )
        } else if breaks(roll) {
            (
                true,
                self.words(format_args!(
                    "Armour roll for {label}: {roll} {}{av}{}: armour broken (000:L617)",
                    how(roll).0,
                    how(roll).1
                )),
            )
        } else if decides && !declined {
            (
                true,
                self.words(format_args!(
                    "Armour roll for {label}: {roll} +1 {blow} = {} {}{av}{}: armour broken \
                     (000:L617, {cite})",
                    roll + 1,
                    how(roll + 1).0,
                    how(roll + 1).1
                )),
            )
        } else {
            (
                false,
                self.words(format_args!(
                    "Armour roll for {label}: {}{} does not beat AV {av}{}: armour holds \
                     (000:L617)",
                    roll,
                    match (declined, mighty_blow && !unmodified, foul.is_some()) {
                        (true, _, false) => " (Mighty Blow not used)",
                        (true, _, true) => " (Dirty Player not used)",
                        (false, true, false) => " +1 Mighty Blow",
                        (false, true, true) => " +1 Dirty Player",
                        (false, false, _) => "",
                    },
                    if claws {
                        " and is under 8 for Claws"
                    } else {
                        ""
                    }
                )),
            )
        };
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
        if broken && spell {
            // Jorm the Ogre's verdict turns on the armour breaking (004:L1963-L1966).
            self.jorm_broke_armour(id);
        }
        if broken && self.lucky_sock(id) {
            if let Some(fouler) = foul {
                if double {
                    self.push(Step::SendOff { fouler });
                } else {
                    self.famous_referee_watch(fouler, id);
                }
            }
        } else if broken {
            let modifiers = self.mine_injury(mine);
            let mut step = self.injury_roll(id, modifiers, false, foul.map(|f| (f, double)), by);
            if mighty_blow
                && (breaks(roll) || foulest)
                && let Step::Roll(r) = &mut step
                && let RollKind::Injury { mighty_blow, .. } = &mut r.kind
            {
                *mighty_blow = true;
                if self.worded {
                    r.purpose.push_str(&format!(
                        "; {blow}, unused on the Armour roll, may add 1 ({cite})"
                    ));
                }
            }
            self.push(step);
        } else if let Some(fouler) = foul
            && double
        {
            // Sneaky Git: a double on an Armour roll that fails to break armour does not get
            // him sent off; one that breaks it still does, and so does one on the Injury roll
            // (004:L10569-L10574).
            if self.blow_has(foul, Skill::SneakyGit) {
                let fouler_label = self.ruling_label(fouler);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Sneaky Git: a double, but the armour held, so {fouler_label} is not \
                         sent off (004:L10569-L10574)"
                    ),
                );
                self.referee_track_foul(fouler);
            } else {
                self.push(Step::SendOff { fouler });
            }
        } else if let Some(fouler) = foul {
            // No double: a famous referee may still see it (004:L1941-L2006).
            self.famous_referee_watch(fouler, id);
        }
        false
    }

    /// Astrogranite: +1 to every Armour roll (004:L3585-L3629).
    pub(crate) fn stadium_armour(&self) -> Option<Modifier> {
        (self.s.stadium_attribute() == Some(crate::state::ASTROGRANITE)).then(|| Modifier {
            name: self.words(format_args!("Astrogranite (004:L3585-L3629)")),
            value: 1,
        })
    }

    /// An Injury roll for a player with no modifier of any source: Stab's, which ignores them
    /// all, Niggling Injuries and stadiums too (004:L10590-L10592).
    pub(crate) fn unmodified_injury_roll(&self, id: PlayerId) -> Step {
        let mut step = self.injury_roll(id, Vec::new(), false, None, None);
        if let Step::Roll(r) = &mut step {
            r.modifiers = Default::default();
            if let RollKind::Injury { modifiers, .. } = &mut r.kind {
                modifiers.clear();
            }
        }
        step
    }

    /// An Injury roll for a player; `crowd` when the fans beat him up (000:L587-L589).
    /// `foul`: the fouler and whether the Armour roll was a double (000:L1188).
    pub(crate) fn injury_roll(
        &self,
        id: PlayerId,
        mut modifiers: Vec<Modifier>,
        crowd: bool,
        foul: Option<(PlayerId, bool)>,
        by: Option<PlayerId>,
    ) -> Step {
        let label = self.ruling_label(id);
        // Stadium attributes: Solid Stone +1 to every Injury roll, Boisterous Rabble +1 for
        // a player pushed into the crowd (004:L3585-L3629, L3745-L3805).
        match self.s.stadium_attribute() {
            Some(crate::state::SOLID_STONE) => modifiers.push(Modifier {
                name: self.words(format_args!("Solid Stone (004:L3585-L3629)")),
                value: 1,
            }),
            Some(crate::state::BOISTEROUS_RABBLE) if crowd => modifiers.push(Modifier {
                name: self.words(format_args!("Boisterous Rabble (004:L3745-L3805)")),
                value: 1,
            }),
            _ => {}
        }
        // Each Niggling Injury from earlier league matches adds 1 (004:L2520-L2522).
        if let Some(niggling) = self
            .s
            .player(id)
            .map(|p| p.profile.niggling)
            .filter(|&n| n > 0)
        {
            modifiers.push(Modifier {
                name: self.words(format_args!(
                    "{niggling} Niggling Injur{} (004:L2520-L2522)",
                    if niggling == 1 { "y" } else { "ies" }
                )),
                value: i8::try_from(niggling).unwrap_or(i8::MAX),
            });
        }
        // Thermal Geysers: +2 for a player shot into the air (004:L1560-L1562).
        modifiers.extend(self.geyser_injury(id));
        // Spranley's Cup: the roll is neither modified nor re-rolled (004:L5673-L5694).
        let cup = self.spranleys_cup(id);
        if cup {
            modifiers.clear();
        }
        Step::roll(PendingRoll {
            kind: RollKind::Injury {
                player: id,
                modifiers: modifiers.clone(),
                crowd,
                foul,
                by,
                mighty_blow: false,
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: modifiers.into(),
            // Only Piling On re-rolls an Injury roll, after a block's knock-down.
            rerolled: by.is_none() || cup,
            is_reroll: false,
            purpose: if cup {
                self.words(format_args!(
                    "Injury roll for {label}: Spranley's Cup, no modifier and no re-roll ({})",
                    crate::special_play::Card::SpranleysCup.cite()
                ))
            } else if crowd {
                self.words(format_args!(
                    "Injury roll for {label}, beaten up by the crowd: no Armour roll (000:L587)"
                ))
            } else {
                self.words(format_args!("Injury roll for {label} (000:L629-L635)"))
            },
        })
    }

    pub(crate) fn injury_rolled(
        &mut self,
        id: PlayerId,
        modifiers: &[Modifier],
        crowd: bool,
        foul: Option<(PlayerId, bool)>,
        dice: &[Die],
        kept: KeptBlow,
    ) -> bool {
        // The geyser's +2 is on this roll, and on no later one (004:L1560-L1562).
        self.s.shot_into_the_air.retain(|&p| p != id);
        let Some(player) = self.s.player(id).cloned() else {
            return false;
        };
        // Spranley's Cup: no modifier, Mighty Blow's and Dirty Player's included
        // (004:L5673-L5694).
        let cup = self.spranleys_cup(id);
        let (modifiers, kept) = if cup {
            (&[][..], KeptBlow::No)
        } else {
            (modifiers, kept)
        };
        let (mighty_blow, use_mighty_blow) = match kept {
            KeptBlow::No => (false, None),
            KeptBlow::Kept => (true, None),
            KeptBlow::Chosen(choice) => (true, Some(choice)),
        };
        let label = self.ruling_name(&player);
        let roll = total(dice);
        let key_of = |modifiers: &[Modifier]| {
            let extra: i16 = modifiers.iter().map(|m| i16::from(m.value)).sum();
            u8::try_from((roll + extra).clamp(2, 12)).unwrap_or(12)
        };
        // Mighty Blow, unused on the Armour roll, adds 1 here; the coach chooses when the +1
        // changes the result, and it is added anyway when it does not (004:L10367).
        let mut modifiers = modifiers.to_vec();
        if mighty_blow {
            // Read as they stand for him: a Ball & Chain player's Stunned is KO'd, so the +1
            // from a Stunned to a KO'd changes nothing for him.
            let without = chained_result(&player, self.injury_row(&player, key_of(&modifiers)).0);
            let with = chained_result(
                &player,
                self.injury_row(&player, key_of(&modifiers).saturating_add(1).min(12))
                    .0,
            );
            if with != without && use_mighty_blow.is_none() {
                return true;
            }
            if use_mighty_blow != Some(false) {
                modifiers.push(Modifier {
                    name: self.words(format_args!(
                        "{}",
                        if foul.is_some() {
                            "Dirty Player"
                        } else {
                            "Mighty Blow"
                        }
                    )),
                    value: 1,
                });
            }
        }
        let key = key_of(&modifiers);
        let (result, table_name, cite) = self.injury_row(&player, key);
        // The sentence is written only when the match is worded.
        let mut text = if self.worded {
            let mods: String = modifiers
                .iter()
                .map(|m| format!(" {:+} {}", m.value, m.name))
                .collect();
            let total = if mods.is_empty() {
                String::new()
            } else {
                format!(" = {key}")
            };
            format!(
                "Injury roll for {label}: {roll}{mods}{total} on the {table_name}: {} ({cite})",
                result_name(result)
            )
        } else {
            String::new()
        };
        let worded = self.worded;
        let square = player.square();
        let felt = chained_result(&player, result);
        if felt != result && worded {
            text.push_str("; Ball & Chain: KO'd instead (004:L9834-L9835)");
        }
        let result = felt;
        let result = self.iron_man(id, result, &mut text);
        let place = match result {
            InjuryResult::Stunned if crowd => {
                if worded {
                    text.push_str(
                        "; Stunned by the crowd, so to Reserves until the drive ends (000:L589)",
                    );
                }
                Place::Reserves
            }
            InjuryResult::Stunned => match square {
                Some(square) => Place::Pitch {
                    square,
                    stance: Stance::Stunned,
                },
                None => Place::Reserves,
            },
            InjuryResult::KnockedOut => Place::KnockedOut,
            InjuryResult::BadlyHurt | InjuryResult::Casualty => Place::Casualty,
        };
        self.s.set_place(id, place);
        // Only a turn in progress keeps him face-down past its end; Stunned outside one (the
        // kick-off) he turns face-up at the end of his team's next turn (000:L633).
        let in_a_turn = self.s.turn.is_some();
        if result == InjuryResult::Stunned
            && let Some(p) = self.s.player_mut(id)
        {
            p.stunned_this_turn = in_a_turn;
            p.out_until_drive_ends = crowd;
        }
        self.say(
            EventKind::Injured { player: id, result },
            format_args!("{text}"),
        );
        // The referee sees a double on either roll of a Foul; he acts once the injury is settled.
        if let Some((fouler, armour_double)) = foul
            && (armour_double || matches!(dice, [a, b] if a == b))
        {
            self.push(Step::SendOff { fouler });
        } else if let Some((fouler, _)) = foul {
            // No double on either roll: a famous referee may still see it (004:L1941-L2006);
            // Know-it-all Hecklers' D6 waits under his, for a fouler not sent off
            // (004:L3773-L3777).
            self.hecklers(fouler, result);
            self.famous_referee_watch(fouler, id);
        }
        // A player hurt while holding the ball (only the crowd can do that) drops it.
        if self.s.ball == Ball::Held(id)
            && let Some(square) = square
        {
            self.s.ball = Ball::OnGround(square);
            self.push(Step::LooseBall { from: square });
        }
        if self.s.other_ball_held_by(id).is_some()
            && let Some(square) = square
        {
            let steps = self.other_balls_drop(id, square);
            self.push_in_order(steps);
        }
        self.after_injury(id, result, square.filter(|_| !crowd));
        false
    }

    /// The Injury table row for `key` that fits the player (Stunty, Thick Skull): the result,
    /// the table's name and the row's source line.
    pub(crate) fn injury_row(
        &self,
        player: &crate::player::Player,
        key: u8,
    ) -> (InjuryResult, &'a str, &'a str) {
        let table_id = match (player.has(Skill::Stunty), player.has(Skill::ThickSkull)) {
            (true, true) => "injury-stunty-thick-skull",
            (true, false) => "injury-stunty",
            (false, true) => "injury-thick-skull",
            (false, false) => "injury",
        };
        match self.book.table(table_id) {
            Ok(table) => match table.row(key) {
                Ok(row) => (injury_result(&row.result), &table.name, &row.source),
                Err(_) => (InjuryResult::Casualty, &table.name, ""),
            },
            Err(_) => (InjuryResult::Casualty, table_id, ""),
        }
    }

    pub(crate) fn regeneration(&mut self, id: PlayerId) {
        if !self
            .s
            .player(id)
            .is_some_and(|p| p.has(Skill::Regeneration))
        {
            return;
        }
        let label = self.ruling_label(id);
        let (helper, cite) = self.regeneration_helper();
        let reroll = if self.igor_may_reroll(id) {
            format!("the {helper} may re-roll a failure, once a match ({cite})")
        } else {
            "never re-rolled (000:L1265)".to_string()
        };
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Regeneration { player: id },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(4),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Regeneration for {label}: 4+ heals him to Reserves (000:L1265); {reroll}"
            )),
        }));
    }

    /// A Casualty roll for `id`; `decay`: the first of Decay's two (004:L10088-L10094);
    /// `earlier`: the results that stand from his earlier rolls; `patched`: an Apothecary has
    /// treated him.
    pub(crate) fn casualty_roll(
        &self,
        id: PlayerId,
        decay: bool,
        earlier: Vec<String>,
        patched: bool,
    ) -> Step {
        let label = self.ruling_label(id);
        Step::roll(PendingRoll {
            kind: RollKind::Casualty {
                player: id,
                decay,
                earlier,
                patched,
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D8]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Casualty roll for {label}: D6 for tens and D8 for units (league play, \
                 004:L2479-L2515){}",
                if decay {
                    "; Decay: the first of two, both apply (004:L10088-L10094)"
                } else {
                    ""
                }
            )),
        })
    }

    pub(crate) fn casualty_rolled(
        &mut self,
        id: PlayerId,
        decay: bool,
        earlier: Vec<String>,
        patched: bool,
        dice: &[Die],
    ) {
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        let label = self.ruling_label(id);
        // A Star Player's death or serious injury lasts the match only (004:L3103-L3105).
        let star = self.s.player(id).is_some_and(|p| self.s.is_star_player(p));
        let (result, text) = match self.book.table("casualty").and_then(|t| t.lookup(&values)) {
            Ok(row) => (
                row.result.clone(),
                format!(
                    "Casualty roll for {label}: {}: {} ({}) ({}){}",
                    values.iter().map(u8::to_string).collect::<String>(),
                    row.result,
                    row.effect,
                    row.source,
                    if star {
                        "; for this match only: a Star Player's deaths and serious injuries \
                         are waived after it (004:L3103-L3105)"
                    } else {
                        ""
                    }
                ),
            ),
            Err(e) => (
                "unknown".to_string(),
                format!("Casualty roll for {label}: {e}"),
            ),
        };
        self.casualty_result_stands(id, &result);
        self.say(
            EventKind::Casualty {
                player: id,
                result: result.clone(),
            },
            format_args!("{text}"),
        );
        // The Apothecary may have it rolled again; then Decay's second roll (both results
        // standing), and Regeneration after both, healing both (004:L10088-L10094).
        self.casualty_result(super::apothecary::CasualtyCase {
            player: id,
            result,
            earlier,
            decay,
            patched,
        });
    }

    pub(crate) fn regeneration_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.set_place(id, Place::Reserves);
            // Healed, no Casualty result stands for a Weeping Dagger to read (our reading).
            self.casualty_result_stands(id, "healed");
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "Regeneration ({shown}): {label} heals and goes to Reserves (000:L1265)"
                ),
            );
        } else if self.igor_may_reroll(id) {
            // Not final yet: the coach is asked next (004:L3090-L3092).
            let (_, cite) = self.regeneration_helper();
            self.say(
                EventKind::Note,
                format_args!("Regeneration ({shown}) fails for {label}, for now ({cite})"),
            );
            self.push(Step::Igor { player: id });
        } else {
            self.say(
                EventKind::Injured {
                    player: id,
                    result: InjuryResult::Casualty,
                },
                format_args!("Regeneration ({shown}) fails: {label} stays a Casualty (000:L1265)"),
            );
        }
    }

    pub(crate) fn ko_recovery_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Recovered { player: id },
                format_args!("KO recovery ({shown}): {label} returns to Reserves (000:L634)"),
            );
        } else {
            self.say(
                EventKind::Injured {
                    player: id,
                    result: InjuryResult::KnockedOut,
                },
                format_args!("KO recovery ({shown}): {label} stays KO'd (000:L634)"),
            );
        }
    }
}

/// Mighty Blow kept for an Injury roll, unused on the Armour roll (004:L10367).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KeptBlow {
    /// None to add.
    No,
    /// Kept, its coach not yet asked.
    Kept,
    /// Its coach's answer.
    Chosen(bool),
}

fn injury_result(name: &str) -> InjuryResult {
    let name = name.to_ascii_lowercase();
    if name.starts_with("stunned") {
        InjuryResult::Stunned
    } else if name.starts_with("ko") {
        InjuryResult::KnockedOut
    } else if name.starts_with("badly hurt") {
        InjuryResult::BadlyHurt
    } else {
        InjuryResult::Casualty
    }
}

fn result_name(result: InjuryResult) -> &'static str {
    match result {
        InjuryResult::Stunned => "Stunned",
        InjuryResult::KnockedOut => "KO'd",
        InjuryResult::BadlyHurt => "Badly Hurt",
        InjuryResult::Casualty => "Casualty",
    }
}

/// An Injury table result as it stands for `player`: Ball & Chain makes any Stunned KO'd
/// (004:L9834-L9835).
fn chained_result(player: &crate::player::Player, result: InjuryResult) -> InjuryResult {
    if result == InjuryResult::Stunned && player.has(Skill::BallAndChain) {
        InjuryResult::KnockedOut
    } else {
        result
    }
}
