//! Blitz Bowl's invariants, each read from the 002 text and worked out here apart from the
//! engine's own code: points only from a touchdown and a claimed Challenge Card (with Clean
//! Sweep), to the right team; a check's modifiers held to ±1; a Block's dice the blocker's
//! Block Value, one more when a team-mate Marks the target too; an Armour Check read as one
//! D6 ("n+", an unmodified 1 fails, 6 holds) and a failed one Injuring the player to the
//! Dugout; a Dugout player declaring only the Reserves Action and coming back in his own End
//! Zone, not next to a standing opponent while another square is left; no coach playing two
//! Bonus Plays of one name in a turn, and none holding more than the hand limit once his
//! team's turn is over.

use rules::ruleset::{BlockDicePolicy, CardPolicy, ScoringPolicy};
use rules::{
    ActionKind, Ball, Decision, Die, Event, EventKind, Input, Match, MatchState, Place, PlayerId,
    Prompt, Side, SquareSet,
};

/// What the Blitz Bowl checks remember from one input to the next.
#[derive(Debug, Default)]
pub(crate) struct BlitzChecks {
    /// Each side's points after the last input.
    scores: [u8; 2],
    /// Cards claimed in this turn after the last input.
    claimed: u32,
    /// The coach the last prompt asked to claim a Challenge Card.
    claimer: Option<Side>,
    /// The Armour Check asked by the last prompt: whose, and its modifiers' sum.
    armour: Option<(PlayerId, i32)>,
    /// The players in the Dugout after the last input.
    dugout: Vec<PlayerId>,
    /// The players back on the pitch from the Dugout in this turn, and whose turn it is: Arena
    /// 3's free Run follows such a player's Reserves Action once its Claim step is over
    /// (002:L473, L801).
    back: (Option<Side>, Vec<PlayerId>),
    /// Each coach's hand of Bonus Plays after the last input.
    hands: [Vec<Option<u8>>; 2],
    /// The Bonus Plays played in the turn in progress: whose, and their names.
    played: Vec<(Side, String)>,
}

impl BlitzChecks {
    pub(crate) fn new(m: &Match) -> BlitzChecks {
        let s = m.state();
        BlitzChecks {
            scores: [s.team(Side::Home).score, s.team(Side::Away).score],
            claimed: claimed(s),
            claimer: None,
            armour: None,
            dugout: dugout(s),
            back: (None, Vec::new()),
            hands: hands(s),
            played: Vec::new(),
        }
    }

    /// The checks after an input that gave `events`, `prompt` being the next prompt.
    pub(crate) fn after(
        &mut self,
        m: &Match,
        prompt: &Prompt,
        events: &[Event],
    ) -> Result<(), String> {
        let s = m.state();
        let last = m.inputs().last();
        self.points(s, last, events)?;
        self.armour_read(s, last, prompt)?;
        self.bonus_plays(s, last, events)?;
        for e in events {
            match e.kind {
                EventKind::BlockDice {
                    attacker,
                    defender,
                    dice,
                    ..
                } => block_dice(s, prompt, attacker, defender, dice)?,
                EventKind::KnockedDown { player, .. } => armourless(s, player)?,
                EventKind::ActionDeclared { player, action } => {
                    dugout_declares(&self.dugout, player, action)?;
                }
                _ => {}
            }
        }
        self.returns(s)?;
        modifier_cap(s, prompt)?;
        let turn = s.turn.as_ref().map(|t| t.side);
        if self.back.0 != turn {
            self.back = (turn, Vec::new());
        }
        let on_pitch = |id: &&PlayerId| s.player(**id).is_some_and(|p| p.square().is_some());
        self.back.1.extend(self.dugout.iter().filter(on_pitch));
        free_offer(s, prompt, &self.back.1)?;
        self.armour = match prompt {
            Prompt::Roll(r) if r.roll == "Armour Check" => r
                .player
                .map(|p| (p, r.modifiers.iter().map(|m| i32::from(m.value)).sum())),
            _ => None,
        };
        self.dugout = dugout(s);
        self.claimer = match prompt {
            Prompt::Decision(d) if d.kind == rules::DecisionKind::ChallengeCard => Some(d.side),
            _ => None,
        };
        Ok(())
    }

    /// Points move only by a touchdown's (to the scorer's team, the scorer now in the Dugout,
    /// 002:L618-L626) and a claimed Challenge Card's, plus Clean Sweep for the turn's last
    /// active card (002:L658, L662).
    fn points(
        &mut self,
        s: &MatchState,
        last: Option<&Input>,
        events: &[Event],
    ) -> Result<(), String> {
        let ScoringPolicy::Points {
            touchdown,
            clean_sweep,
        } = s.ruleset.scoring
        else {
            return Ok(());
        };
        let mut expected = self.scores.map(u32::from);
        for e in events {
            if let EventKind::Touchdown { player } = e.kind {
                expected[player.side.index()] += u32::from(touchdown);
                if s.player(player).map(|p| p.place) != Some(Place::Reserves) {
                    return Err(format!(
                        "{player} scored but is not in the Dugout (002:L626): {}",
                        e.text
                    ));
                }
            }
        }
        if let Some(Input::Decide(Decision::ClaimChallenge { card, .. })) = last
            && let (Some(ch), Some(side)) = (s.challenges.as_deref(), self.claimer)
        {
            let points = ch.cards.get(usize::from(*card)).map_or(0, |c| c.points);
            expected[side.index()] += u32::from(points);
            let spaces = match s.ruleset.cards {
                CardPolicy::Challenges { active, .. } => u32::from(active),
                _ => 0,
            };
            if self.claimed + 1 == spaces {
                expected[side.index()] += u32::from(clean_sweep);
            }
        }
        let now = [s.team(Side::Home).score, s.team(Side::Away).score];
        if now.map(u32::from) != expected {
            return Err(format!(
                "the points went from {:?} to {now:?}, the score rules give {expected:?} \
                 (002:L624, L658, L662)",
                self.scores
            ));
        }
        self.scores = now;
        self.claimed = claimed(s);
        Ok(())
    }

    /// The Armour Check the last prompt asked, read from its die: one D6 against the
    /// player's "n+", an unmodified 1 fails and a 6 holds (002:L321, L325); held, he is Prone
    /// on the pitch; failed, Injured: in the Dugout (002:L558, L582).
    fn armour_read(
        &self,
        s: &MatchState,
        last: Option<&Input>,
        prompt: &Prompt,
    ) -> Result<(), String> {
        let (Some((id, modifiers)), Some(Input::Dice(roll))) = (self.armour, last) else {
            return Ok(());
        };
        let Some(Die::D6(d)) = roll.dice.first().copied() else {
            return Err(format!("{id}'s Armour Check was not one D6 (002:L321)"));
        };
        let Some(player) = s.player(id) else {
            return Ok(());
        };
        let Some(target) = player.profile.blitz.as_ref().and_then(|b| b.armour) else {
            return Err(format!(
                "{id} has Armour \"-\" but was asked an Armour Check (002:L327)"
            ));
        };
        let held = d == 6 || (d != 1 && i32::from(d) + modifiers >= i32::from(target));
        let prone = matches!(
            player.place,
            Place::Pitch {
                stance: rules::Stance::Prone,
                ..
            }
        );
        // A failed check its coach may still re-roll with the Rookies to Watch card
        // (002:L737) waits, Prone.
        let reroll = matches!(prompt, Prompt::Decision(d)
            if d.options.contains(&Decision::Reroll(rules::Reroll::RookiesToWatch))
                || d.options.contains(&Decision::Reroll(rules::Reroll::RawTalent)));
        match (held, player.place) {
            (true, _) if prone => Ok(()),
            (false, _) if prone && reroll => Ok(()),
            (false, Place::Reserves) => Ok(()),
            (held, place) => Err(format!(
                "{id}'s Armour Check rolled {d} (modifiers {modifiers:+}) against {target}+: \
                 {} by 002:L321-L325, L558, L582, but he is {place:?}",
                if held {
                    "held, Prone"
                } else {
                    "failed, Injured to the Dugout"
                }
            )),
        }
    }

    /// No coach plays two Bonus Plays of one name in a turn (002:L680): the cards that left a
    /// hand by a play (a `play_bonus_play`, Raw Talent's re-roll), by name, each turn; and a
    /// coach whose turn is over holds at most the hand limit (002:L658), read as the next
    /// turn starts.
    fn bonus_plays(
        &mut self,
        s: &MatchState,
        last: Option<&Input>,
        events: &[Event],
    ) -> Result<(), String> {
        let Some(ch) = s.challenges.as_deref() else {
            return Ok(());
        };
        let limit = match s.ruleset.cards {
            CardPolicy::Challenges { hand_limit, .. } => hand_limit,
            _ => u8::MAX,
        };
        for e in events {
            if let EventKind::TurnStarted { side, .. } = e.kind {
                self.played.clear();
                let ended = side.opponent();
                let held = ch.hand[ended.index()].len();
                if held > limit {
                    return Err(format!(
                        "{ended:?} hold {held} Bonus Plays after their turn, over the limit of \
                         {limit} (002:L658)"
                    ));
                }
            }
        }
        let now = hands(s);
        let played = matches!(
            last,
            Some(Input::Decide(
                Decision::PlayBonusPlay { .. } | Decision::Reroll(rules::Reroll::RawTalent)
            ))
        );
        if played {
            for side in [Side::Home, Side::Away] {
                let mut left = self.hands[side.index()].clone();
                for card in &now[side.index()] {
                    if let Some(at) = left.iter().position(|c| c == card) {
                        left.remove(at);
                    }
                }
                for card in left {
                    let Some(name) = ch.bonus_play(card).map(|c| c.name.to_ascii_lowercase())
                    else {
                        continue;
                    };
                    if self.played.contains(&(side, name.clone())) {
                        return Err(format!(
                            "{side:?} played a second Bonus Play called {name} this turn \
                             (002:L680)"
                        ));
                    }
                    self.played.push((side, name));
                }
            }
        }
        self.hands = now;
        Ok(())
    }

    /// A player back from the Dugout (a Reserves Action or Emergency Reserves) stands in his
    /// own End Zone, and not next to a standing opponent while such a square was left; in
    /// Arena 2 a Trapdoor too (002:L401, L602, L610, L800).
    fn returns(&self, s: &MatchState) -> Result<(), String> {
        if s.turn.is_none() {
            return Ok(());
        }
        for id in &self.dugout {
            let Some(square) = s.player(*id).and_then(|p| p.square()) else {
                continue;
            };
            let pitch = s.pitch();
            // Arena 2: a Trapdoor instead, whoever was on it (002:L800).
            if s.ruleset.arena.reserves_on_trapdoor && s.ruleset.pitch.trapdoors.contains(square) {
                continue;
            }
            if pitch.end_zone(square) != Some(id.side) {
                return Err(format!(
                    "{id} came back from the Dugout on {square}, outside his End Zone (002:L602)"
                ));
            }
            let mut near = SquareSet::EMPTY;
            for o in s.on_pitch(id.side.opponent()).filter(|o| o.is_standing()) {
                if let Some(sq) = o.square() {
                    near.insert_around(sq);
                }
            }
            if near.contains(square) {
                let other = SquareSet::end_zone(pitch, id.side).iter().find(|sq| {
                    !s.is_occupied(*sq)
                        && !s.ruleset.pitch.blocked.contains(*sq)
                        && !near.contains(*sq)
                        && s.ball != Ball::OnGround(*sq)
                });
                if let Some(other) = other {
                    return Err(format!(
                        "{id} came back on {square}, next to a standing opponent, while {other} \
                         was left (002:L602)"
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Each coach's hand of Bonus Plays, by [`Side::index`].
fn hands(s: &MatchState) -> [Vec<Option<u8>>; 2] {
    let hand = |side: Side| {
        s.challenges
            .as_deref()
            .map(|c| c.hand[side.index()].cards().collect())
            .unwrap_or_default()
    };
    [hand(Side::Home), hand(Side::Away)]
}

/// The Block Dice: the blocker's Block Value, `assist_dice` more when another standing
/// team-mate is next to the target, however many (002:L550, L586, L590), but never for a
/// Bomber's Block from afar (002:L1051); and the roll asks that many dice.
fn block_dice(
    s: &MatchState,
    prompt: &Prompt,
    attacker: PlayerId,
    defender: PlayerId,
    dice: u8,
) -> Result<(), String> {
    let BlockDicePolicy::BlockValue { assist_dice, .. } = s.ruleset.block_dice else {
        return Ok(());
    };
    let value = s
        .player(attacker)
        .and_then(|p| p.profile.blitz.as_ref())
        .map_or(0, |b| b.block);
    let Some(at) = s.player(defender).and_then(|p| p.square()) else {
        return Err(format!(
            "{attacker} blocks {defender}, who is not on the pitch"
        ));
    };
    let blocker = s.player(attacker);
    let from_afar = blocker
        .and_then(|p| p.square())
        .is_some_and(|sq| sq.distance(at) > 1);
    let bomber = from_afar
        && blocker.is_some_and(|p| p.has_ability(rules::blitz_ability::BlitzAbility::Bomber));
    // Arena 8: a target next to a Trapdoor is Assisted too (002:L806).
    let trapdoor = s.ruleset.arena.trapdoor_assists
        && s.ruleset
            .pitch
            .trapdoors
            .iter()
            .any(|t| t.distance(at) == 1);
    let assisted = !bomber
        && (trapdoor
            || s.on_pitch(attacker.side).any(|p| {
                p.id != attacker
                    && p.is_standing()
                    && p.square().is_some_and(|sq| sq.distance(at) == 1)
            }));
    let expected = value + if assisted { assist_dice } else { 0 };
    // Arena 6: two Assist dice, three at most (002:L804).
    let expected = s
        .ruleset
        .arena
        .max_block_dice
        .map_or(expected, |max| expected.min(max));
    if dice != expected {
        return Err(format!(
            "{attacker} blocks with {dice} Block Dice; Block Value {value}{} makes {expected} \
             (002:L550, L586, L590)",
            if assisted { " Assisted" } else { "" }
        ));
    }
    if let Prompt::Roll(r) = prompt
        && r.roll == "Block Dice"
        && r.dice.len() != usize::from(expected)
    {
        return Err(format!(
            "the Block Dice roll asks {} dice, not {expected} (002:L550)",
            r.dice.len()
        ));
    }
    Ok(())
}

/// A Knocked Down player with Armour "-" is Injured without a roll: in the Dugout at once
/// (002:L327, L582).
fn armourless(s: &MatchState, id: PlayerId) -> Result<(), String> {
    let Some(player) = s.player(id) else {
        return Ok(());
    };
    if player
        .profile
        .blitz
        .as_ref()
        .is_some_and(|b| b.armour.is_none())
        && player.place != Place::Reserves
    {
        return Err(format!(
            "{id} has Armour \"-\" and was Knocked Down, but is {:?}, not in the Dugout \
             (002:L327, L582)",
            player.place
        ));
    }
    Ok(())
}

/// A player in the Dugout may declare only the Reserves Action, and only he may (002:L602).
fn dugout_declares(
    dugout: &[PlayerId],
    player: PlayerId,
    action: ActionKind,
) -> Result<(), String> {
    let from_dugout = dugout.contains(&player);
    if from_dugout != (action == ActionKind::Reserves) {
        return Err(format!(
            "{player} declared {action:?} {} the Dugout (002:L602)",
            if from_dugout { "from" } else { "outside" }
        ));
    }
    Ok(())
}

/// A check's modifiers come to at most the cap either way (002:L325).
fn modifier_cap(s: &MatchState, prompt: &Prompt) -> Result<(), String> {
    let (Some(cap), Prompt::Roll(r)) = (s.ruleset.modifier_cap, prompt) else {
        return Ok(());
    };
    let net: i32 = r.modifiers.iter().map(|m| i32::from(m.value)).sum();
    if r.needs.is_some() && r.dice.len() == 1 && net.unsigned_abs() > u32::from(cap) {
        return Err(format!(
            "the {} roll's modifiers come to {net:+}, past the ±{cap} cap (002:L325)",
            r.roll
        ));
    }
    Ok(())
}

/// Cards claimed this turn.
fn claimed(s: &MatchState) -> u32 {
    s.challenges
        .as_deref()
        .map_or(0, |c| c.claimed_this_turn.count_ones())
}

/// The players in the Dugout (Reserves).
fn dugout(s: &MatchState) -> Vec<PlayerId> {
    s.players
        .iter()
        .filter(|p| p.place == Place::Reserves)
        .map(|p| p.id)
        .collect()
}

/// A Free Action is offered only as a Team Card's ability grants it (002:L255, L724, L727,
/// L1040, L1064; Free Block read as after a Mark, digest §9 A13), to a player on the pitch of
/// the team whose turn it is, taken or declined (002:L473): a Block to a Frenzied or Free Block
/// player who Marks an opponent; a Run to a Hit and Run player, or to a Catcher's Instincts one
/// holding the ball; a Stand Up to a Prone player next to a Pick-me-up team-mate; in Arena 3 a
/// Run to a player back from the Dugout this turn (`back`).
fn free_offer(s: &MatchState, prompt: &Prompt, back: &[PlayerId]) -> Result<(), String> {
    let Prompt::Decision(d) = prompt else {
        return Ok(());
    };
    if d.kind != rules::DecisionKind::FreeAction {
        return Ok(());
    }
    let options: Vec<Decision> = d.every().collect();
    let [Decision::Declare { player, action }, Decision::Done] = options.as_slice() else {
        return Err(format!(
            "a Free Action's prompt offers {options:?}: its Action or done (002:L473)"
        ));
    };
    let Some(p) = s.player(*player) else {
        return Err(format!(
            "a Free Action offered to {player}, who is not in the match"
        ));
    };
    let has = |p: &rules::Player, id: &str| {
        p.profile.blitz.as_ref().and_then(|b| b.ability.as_deref()) == Some(id)
    };
    let turn_side = s.turn.as_ref().map(|t| t.side);
    let square = p.square();
    let marks = square.is_some_and(|sq| {
        s.players_next_to(sq)
            .any(|o| o.id.side != player.side && o.is_standing())
    });
    let granted = turn_side == Some(player.side)
        && square.is_some()
        && match action {
            ActionKind::Block => (has(p, "frenzied") || has(p, "free-block")) && marks,
            ActionKind::Move => {
                has(p, "hit-and-run")
                    || (has(p, "catchers-instincts") && s.ball == Ball::Held(*player))
                    // Arena 3: the Run after a Reserves Action (declared this turn, or Emergency
                    // Reserves' made at its start, 002:L801).
                    || (s.ruleset.arena.run_after_reserves
                        && (back.contains(player)
                            || s.turn.as_ref().is_some_and(|t| {
                                t.declared.contains(&(*player, ActionKind::Reserves))
                            })))
            }
            ActionKind::StandUp => {
                p.stance() == Some(rules::Stance::Prone)
                    && square.is_some_and(|sq| {
                        s.players_next_to(sq)
                            .any(|o| o.id.side == player.side && has(o, "pick-me-up"))
                    })
            }
            _ => false,
        };
    if granted {
        Ok(())
    } else {
        Err(format!(
            "{player} is offered a Free {action:?} Action no ability of his card grants now \
             (002:L473)"
        ))
    }
}
