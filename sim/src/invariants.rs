//! What must hold after every input (the property test's checks, shared with the simulator):
//! every player in exactly one place, never two players on a square, the board's look-up in
//! step with the players, one ball, the score moving only on a touchdown, one Action per player
//! per turn, and a prompt that fits the state. Under Blitz Bowl's switches: at most three
//! Actions a turn (a Free Action the prompt offered not among them), no player the same Action
//! twice, Free ones included (but a touchdown scorer, 002:L604-L606), no turnover, and points not counted as
//! touchdowns (`blitz_invariants.rs` checks them against the score rules, and Block Dice,
//! Armour Checks, the ±1 cap and the Reserves Action); the match ends without halves. The staff and skills used by the count: one team
//! re-roll a turn, each Apothecary and the Igor once a match, a player joining only by Raise
//! the Dead, and a Secret Weapon who played a drive off the pitch at the next kick-off unless the
//! referee's call was beaten.

use std::collections::BTreeSet;

use rules::{Ball, Event, EventKind, Match, Place, PlayerId, Prompt, Side, Skill};

/// A broken invariant: which game, which input (0-based), and what broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The game's seed.
    pub seed: u64,
    /// The input (0-based) after which it broke; the inputs up to it are the shortest prefix
    /// that shows it.
    pub input: usize,
    /// What broke.
    pub what: String,
}

/// Follows one match input by input.
#[derive(Debug, Default)]
pub struct Checker {
    players: usize,
    declared: BTreeSet<PlayerId>,
    /// Team re-rolls used this turn, by side.
    team_rerolls: [u8; 2],
    /// Apothecaries and Igors left to each side, as the setup gave them (and a stadium's
    /// On-site Apothecaries, `on_site`, once rolled).
    apothecaries: [u8; 2],
    on_site: bool,
    igors: [u8; 2],
    /// Secret Weapons seen on the pitch in a turn of this drive, those of the drive just over
    /// (checked at the next kick-off), and those whose sending-off was beaten.
    secret_weapons: BTreeSet<PlayerId>,
    last_drive: BTreeSet<PlayerId>,
    reprieved: BTreeSet<PlayerId>,
    /// The drive under way has had no referee (Blitzmania's Um… Where's the Ref, 004:L1311):
    /// seen after any of its inputs, as the drive's end clears it from the state.
    unrefereed: bool,
    /// Blitz Bowl's budget: the turn's Actions allowed and those declared (002:L458).
    budget: Option<u8>,
    turn_actions: Vec<(PlayerId, rules::ActionKind)>,
    /// Actions of the turn made by touchdown scorers before they scored: still the turn's,
    /// no longer theirs, a scorer being a "new version" of himself (002:L604-L606).
    retired: usize,
    /// The Free Action the last prompt offered (002:L473): declared next, it is one of the
    /// player's Actions but none of the turn's budget.
    free_offer: Option<(PlayerId, rules::ActionKind)>,
    /// The turn's Free Actions made.
    free_actions: Vec<(PlayerId, rules::ActionKind)>,
    /// Blitz Bowl's own checks (points, Block Dice, Armour Check, Reserves), under its
    /// scoring only.
    blitz: Option<crate::blitz_invariants::BlitzChecks>,
}

impl Checker {
    /// A checker for a match of this many players.
    pub fn new(m: &Match) -> Checker {
        let staff = |f: &dyn Fn(&rules::TeamState) -> u8| {
            [f(m.state().team(Side::Home)), f(m.state().team(Side::Away))]
        };
        Checker {
            players: m.state().players.len(),
            declared: BTreeSet::new(),
            team_rerolls: [0; 2],
            apothecaries: staff(&|t| t.apothecaries),
            on_site: false,
            igors: staff(&|t| u8::from(t.igor)),
            secret_weapons: BTreeSet::new(),
            last_drive: BTreeSet::new(),
            reprieved: BTreeSet::new(),
            unrefereed: false,
            budget: match m.state().ruleset.activation {
                rules::ruleset::Activation::ActionBudget { actions, .. } => Some(actions),
                rules::ruleset::Activation::EachPlayerOnce => None,
            },
            turn_actions: Vec::new(),
            retired: 0,
            free_offer: None,
            free_actions: Vec::new(),
            blitz: (m.state().ruleset.scoring != rules::RulesetParams::BB2016.scoring)
                .then(|| crate::blitz_invariants::BlitzChecks::new(m)),
        }
    }

    /// Under an Action budget (Blitz Bowl): at most `actions` a turn and no player the same
    /// Action twice (002:L458-L462), in place of 2016's one Action a player.
    fn budget_action(
        &mut self,
        m: &Match,
        actions: u8,
        player: PlayerId,
        action: rules::ActionKind,
        e: &Event,
    ) -> Result<(), String> {
        let repeat = match m.state().ruleset.activation {
            rules::ruleset::Activation::ActionBudget {
                repeat_per_player, ..
            } => repeat_per_player,
            rules::ruleset::Activation::EachPlayerOnce => false,
        };
        // Emergency Reserves' free Reserves Action (002:L610) declares none: not counted.
        if !repeat
            && (self.turn_actions.contains(&(player, action))
                || self.free_actions.contains(&(player, action)))
        {
            return Err(format!(
                "{player} declared the same Action twice this turn, Free Actions included \
                 (002:L458-L462, L473): {}",
                e.text
            ));
        }
        // A Free Action the prompt offered uses none of the turn's Actions (002:L473).
        if self.free_offer.take() == Some((player, action)) {
            self.free_actions.push((player, action));
            return Ok(());
        }
        self.turn_actions.push((player, action));
        let made = self.turn_actions.len() + self.retired;
        if made > usize::from(actions) {
            return Err(format!(
                "a turn's Action {made} of {actions} was declared (002:L458): {}",
                e.text
            ));
        }
        Ok(())
    }

    /// Under an Action budget a touchdown scorer's Actions so far are no longer his: back by a
    /// Reserves Action he may make them again, though the turn's count keeps them
    /// (002:L604-L606).
    fn renew(&mut self, scorer: PlayerId) {
        let before = self.turn_actions.len();
        self.turn_actions.retain(|&(p, _)| p != scorer);
        self.retired += before - self.turn_actions.len();
        self.free_actions.retain(|&(p, _)| p != scorer);
    }

    /// Checks the match after an input that gave `events`; `score_before` is the sum of both
    /// scores before it.
    pub fn after(
        &mut self,
        m: &Match,
        prompt: &Prompt,
        events: &[Event],
        score_before: u16,
    ) -> Result<(), String> {
        self.unrefereed |= m.state().drive.no_referee;
        // On-site Apothecaries give each team one more in the pre-match, before anyone can
        // need one (004:L3730-L3732): the count is the state's as the stadium is rolled.
        if !self.on_site
            && m.state().stadium_attribute() == Some(rules::state::ON_SITE_APOTHECARIES)
        {
            self.on_site = true;
            self.apothecaries = Side::BOTH.map(|side| m.state().team(side).apothecaries);
        }
        self.events(m, events, score_before)?;
        if let Some(blitz) = &mut self.blitz {
            blitz.after(m, prompt, events)?;
        }
        self.free_offer = match prompt {
            Prompt::Decision(d) if d.kind == rules::DecisionKind::FreeAction => {
                d.every().find_map(|o| match o {
                    rules::Decision::Declare { player, action } => Some((player, action)),
                    _ => None,
                })
            }
            _ => None,
        };
        if m.state().turn.is_some() {
            self.secret_weapons.extend(
                m.state()
                    .players
                    .iter()
                    .filter(|p| p.square().is_some() && p.has(Skill::SecretWeapon))
                    .map(|p| p.id),
            );
        }
        state(m, self.players)?;
        prompt_fits(m, prompt)
    }

    fn events(&mut self, m: &Match, events: &[Event], score_before: u16) -> Result<(), String> {
        let mut touchdowns = 0u16;
        for e in events {
            match e.kind {
                // A bonus turn (Blitz!, Blitzmania's) starts with no TurnStarted of its own.
                EventKind::TurnStarted { .. }
                | EventKind::TurnEnded { .. }
                | EventKind::DriveEnded => {
                    self.declared.clear();
                    self.turn_actions.clear();
                    self.retired = 0;
                    self.free_actions.clear();
                    self.team_rerolls = [0; 2];
                    if e.kind == EventKind::DriveEnded {
                        self.last_drive = std::mem::take(&mut self.secret_weapons);
                        // No referee this drive: no call to make (004:L1311-L1318).
                        if std::mem::take(&mut self.unrefereed) {
                            self.last_drive.clear();
                        }
                    }
                }
                EventKind::Reroll { side, ref with } if with == "team" => {
                    let used = &mut self.team_rerolls[side.index()];
                    *used += 1;
                    // Blitzmania's drive that lifts the limit aside (004:L1295-L1422).
                    if *used > 1 && !m.state().drive.many_rerolls {
                        return Err(format!(
                            "{side:?} used a second team re-roll this turn (000:L756): {}",
                            e.text
                        ));
                    }
                }
                EventKind::Reroll { side, ref with } if with == "igor" => {
                    let left = &mut self.igors[side.index()];
                    if *left == 0 {
                        return Err(format!("{side:?} used an Igor it did not have: {}", e.text));
                    }
                    *left -= 1;
                }
                EventKind::ApothecaryUsed { player } => {
                    let left = &mut self.apothecaries[player.side.index()];
                    if *left == 0 {
                        return Err(format!(
                            "{:?} used more Apothecaries than it has, each once a match \
                             (004:L1118): {}",
                            player.side, e.text
                        ));
                    }
                    *left -= 1;
                }
                EventKind::PlayerJoined { .. } => self.players += 1,
                EventKind::Roll {
                    ref roll,
                    player: Some(player),
                    outcome: rules::Outcome::Success,
                    ..
                } if ["Bribe", "Filthy Rich", "Argue the Call"].contains(&roll.as_ref()) => {
                    self.reprieved.insert(player);
                }
                // Poorly Built Dungeons bring sent-off players back to the Reserves on 5+ as
                // a drive starts (004:L3681-L3682): a Secret Weapon among them may play again.
                EventKind::Roll { ref roll, .. } if roll == "Poorly Built Dungeons" => {
                    let back: Vec<PlayerId> = self
                        .last_drive
                        .iter()
                        .filter(|id| {
                            m.state()
                                .player(**id)
                                .is_some_and(|p| p.place != Place::SentOff)
                        })
                        .copied()
                        .collect();
                    self.reprieved.extend(back);
                }
                EventKind::KickOff { .. } => self.secret_weapons_gone(m)?,
                EventKind::ActionDeclared { player, action } if self.budget.is_some() => {
                    let actions = self.budget.unwrap_or(0);
                    self.budget_action(m, actions, player, action, e)?;
                }
                // No turnover ends a turn in a game without them (digest §4.7; 002:L458).
                EventKind::Turnover { side } if !m.state().ruleset.turnovers => {
                    return Err(format!(
                        "a turnover ended the {side:?} turn in a game without turnovers: {}",
                        e.text
                    ));
                }
                EventKind::ActionDeclared { player, .. } if !self.declared.insert(player) => {
                    return Err(format!(
                        "{player} declared a second Action this turn (000:L409): {}",
                        e.text
                    ));
                }
                EventKind::Touchdown { player } => {
                    touchdowns += 1;
                    if self.budget.is_some() {
                        self.renew(player);
                    }
                }
                EventKind::TouchdownAwarded { .. } => touchdowns += 1,
                // It's All To Play For's touchdown scores more (004:L5333-L5352).
                EventKind::Equalised { points, .. } => touchdowns += u16::from(points),
                _ => {}
            }
        }
        let after = score(m);
        // Points (Blitz Bowl's touchdowns and Challenge Cards) are not counted as 2016's.
        let touchdowns_only = m.state().ruleset.scoring == rules::RulesetParams::BB2016.scoring;
        if touchdowns_only && after != score_before + touchdowns {
            return Err(format!(
                "the score went from {score_before} to {after} with {touchdowns} touchdown(s)"
            ));
        }
        Ok(())
    }
}

impl Checker {
    /// A new drive's kick-off: every Secret Weapon who played the last one was sent off, unless
    /// the referee's call was beaten or never made (no referee, 004:L1311-L1318), or he lies in
    /// the Dead & Injured box (004:L10535-L10539).
    fn secret_weapons_gone(&mut self, m: &Match) -> Result<(), String> {
        let played = std::mem::take(&mut self.last_drive);
        let reprieved = std::mem::take(&mut self.reprieved);
        for id in played.difference(&reprieved) {
            let place = m.state().player(*id).map(|p| p.place);
            if matches!(place, Some(p) if p != Place::SentOff && p != Place::Casualty) {
                return Err(format!(
                    "{id}, a Secret Weapon who played the last drive, is {place:?} at the kick-off \
                     (004:L10535-L10539)"
                ));
            }
        }
        Ok(())
    }
}

/// Both scores added up.
pub fn score(m: &Match) -> u16 {
    Side::BOTH
        .iter()
        .map(|&s| u16::from(m.state().team(s).score))
        .sum()
}

/// Players, squares and the ball.
fn state(m: &Match, players: usize) -> Result<(), String> {
    let s = m.state();
    let mut ids: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
    ids.sort_unstable();
    ids.dedup();
    if ids.len() != players || s.players.len() != players {
        return Err(format!(
            "{} distinct players in {} entries, {players} expected",
            ids.len(),
            s.players.len()
        ));
    }
    let mut squares: Vec<_> = s.players.iter().filter_map(|p| p.square()).collect();
    let on = squares.len();
    squares.sort_unstable();
    squares.dedup();
    if squares.len() != on {
        return Err("two players on one square".into());
    }
    // The engine's board (who is on a square) agrees with where the players are: each is
    // found on his square, and a square found occupied is his (`player_at` confirms a find).
    for p in &s.players {
        if let Some(square) = p.square()
            && s.player_at(square).map(|q| q.id) != Some(p.id)
        {
            return Err(format!(
                "{} is on {square}, but the board does not say so",
                p.id
            ));
        }
    }
    for side in Side::BOTH {
        let n = s.on_pitch(side).count();
        let most = s.most_on_pitch(side);
        if n > most {
            return Err(format!("{n} {side:?} players on the pitch"));
        }
    }
    for ball in balls(s) {
        if let Ball::Held(id) = ball
            && !s.player(id).is_some_and(|p| p.is_standing())
        {
            return Err(format!(
                "a ball is held by {id}, who is not standing on the pitch"
            ));
        }
    }
    Ok(())
}

/// The prompt matches the state: over exactly when finished, never an empty choice, and at
/// rest (a coach to declare or act) no ball in the air and none loose under a standing player.
fn prompt_fits(m: &Match, prompt: &Prompt) -> Result<(), String> {
    let s = m.state();
    if !s.other_balls.is_empty()
        && s.drive.rogue_turns >= 2
        && !matches!(prompt, Prompt::Roll(r) if r.roll == "Replica ball")
    {
        return Err("two balls after each team has had a turn (Rogue Ball)".into());
    }
    match prompt {
        Prompt::MatchOver { .. } if !s.finished => Err("MatchOver before the final whistle".into()),
        _ if s.finished && !matches!(prompt, Prompt::MatchOver { .. }) => {
            Err("the match is finished but the prompt waits for more".into())
        }
        Prompt::Roll(r) if r.dice.is_empty() => Err(format!("a roll of no dice: {}", r.purpose)),
        Prompt::Decision(d) if d.is_empty() => {
            Err(format!("a decision with no options: {}", d.about))
        }
        Prompt::Decision(d) if d.options.contains(&rules::Decision::EndTurn) => {
            if let Some(turn) = &s.turn
                && turn.side != d.side
            {
                return Err(format!(
                    "the {:?} coach is asked to act in the {:?} turn",
                    d.side, turn.side
                ));
            }
            for (n, ball) in balls(s).enumerate() {
                if matches!(ball, Ball::OnGround(_) | Ball::Held(_))
                    && balls(s).skip(n + 1).any(|other| other == ball)
                {
                    return Err(format!("two balls are in one place at rest: {ball:?}"));
                }
            }
            for ball in balls(s) {
                match ball {
                    Ball::InAir(_) if !s.turn.as_ref().is_some_and(|t| t.bonus) => {
                        return Err("a ball hangs in the air while play is at rest".into());
                    }
                    Ball::OnGround(square)
                        if s.player_at(square).is_some_and(|p| p.is_standing()) =>
                    {
                        return Err(format!(
                            "a ball lies loose under a standing player on {square} at rest"
                        ));
                    }
                    _ => {}
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Every ball in play: the ball and the others (Rogue Ball, Ball Clone, Multi-Ball).
fn balls(s: &rules::state::MatchState) -> impl Iterator<Item = Ball> + '_ {
    s.balls().map(|(ball, _)| ball)
}
