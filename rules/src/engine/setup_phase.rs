//! Set-up: each team places its players in its own half, kicking team first (000:L374-L379);
//! under Blitz Bowl's set-up switch (`SetupPolicy::EndZone`), the whole team in its own End
//! Zone, the coin toss's loser first (002:L431). Blitz Bowl's checks are functions of their
//! own, so 2016's set-up runs as it did but for one field test.

use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::ruleset::SetupPolicy;
use crate::square_set::SquareSet;

/// Most players a team may have on the pitch (000:L163, L374).
pub(crate) const MAX_ON_PITCH: usize = 11;

/// Whether a player may be set up: in Reserves and not kept out for the drive (000:L589).
pub(crate) fn available(p: &crate::player::Player) -> bool {
    (p.place == Place::Reserves && !p.out_until_drive_ends) || p.square().is_some()
}

/// Why a player who is not [`available`] may not be set up, in words with the rule: the box he
/// is in, or why a Reserves player sits this drive out.
pub(crate) fn unavailable_words(p: &crate::player::Player) -> String {
    if p.place == Place::Reserves && p.out_until_drive_ends {
        // Set as a drive ends for a Sweltering Heat collapse, or by the Triplets' kit check
        // before the set-up (a crowd's Stunned lasts only the drive it happened in).
        let why = "he sits this drive out: he collapsed in the Sweltering Heat (000:L1019) or \
                   the kit check picked him (004:L2010-L2012)";
        return format!("{} is in Reserves but cannot be set up: {why}", p.tag());
    }
    format!("{} is in {} and cannot be set up", p.tag(), p.place.name())
}

/// Whether `side` has anybody to set up (000:L818).
pub(crate) fn can_field(players: &[crate::player::Player], side: Side) -> bool {
    players.iter().any(|p| p.id.side == side && available(p))
}

impl Engine<'_> {
    pub(crate) fn place(
        &mut self,
        side: Side,
        id: PlayerId,
        square: Square,
    ) -> Result<(), Rejection> {
        if matches!(self.s.ruleset.setup, SetupPolicy::EndZone) {
            return self.place_in_end_zone(side, id, square);
        }
        let player = self
            .s
            .player(id)
            .ok_or_else(|| self.refuse_input(format_args!("there is no player {id}")))?;
        if id.side != side {
            return Err(self.refuse(
                format_args!(
                    "{} sets up now, not {}",
                    self.s.team(side).name.clone(),
                    self.s.team(id.side).name.clone()
                ),
                "000:L374",
            ));
        }
        if !available(player) {
            return Err(self.refuse(
                format_args!("{}", unavailable_words(player)),
                "000:L374, L589",
            ));
        }
        if self.s.pitch().half(square) != side {
            return Err(self.refuse(
                format_args!(
                    "{square} is in the other half: set up between your End Zone and the half-way \
                     line"
                ),
                "000:L374",
            ));
        }
        if let Some(other) = self.s.player_at(square)
            && other.id != id
        {
            return Err(self.refuse(
                format_args!("{square} already holds {}", other.tag()),
                "000:L139",
            ));
        }
        let on_pitch = self.s.on_pitch(side).filter(|p| p.id != id).count();
        if on_pitch >= MAX_ON_PITCH {
            return Err(self.refuse(
                format_args!("11 players are on the pitch already"),
                "000:L163, L374",
            ));
        }
        let label = self.ruling_name(player);
        // Endurance Training: a player it recovered is set up Stunned (004:L6138-L6164).
        let stance = if self.set_up_stunned(id) {
            Stance::Stunned
        } else {
            Stance::Standing
        };
        self.s.set_place(id, Place::Pitch { square, stance });
        self.say(
            EventKind::Setup { side },
            format_args!("{label} set up on {square}"),
        );
        Ok(())
    }

    /// [`Engine::place`] under Blitz Bowl's set-up: any square of the team's own End Zone, one
    /// player a square, the whole team (002:L431).
    #[cold]
    #[inline(never)]
    fn place_in_end_zone(
        &mut self,
        side: Side,
        id: PlayerId,
        square: Square,
    ) -> Result<(), Rejection> {
        let player = self
            .s
            .player(id)
            .ok_or_else(|| self.refuse_input(format_args!("there is no player {id}")))?;
        if id.side != side {
            return Err(self.refuse(
                format_args!(
                    "{} sets up now, not {}",
                    self.s.team(side).name.clone(),
                    self.s.team(id.side).name.clone()
                ),
                "002:L431",
            ));
        }
        if !available(player) {
            return Err(self.refuse(format_args!("{}", unavailable_words(player)), "002:L431"));
        }
        if self.s.pitch().end_zone(square) != Some(side) {
            return Err(self.refuse(
                format_args!("{square} is not in your End Zone: set up the whole team there"),
                "002:L431",
            ));
        }
        if let Some(other) = self.s.player_at(square)
            && other.id != id
        {
            return Err(self.refuse(
                format_args!("{square} already holds {}", other.tag()),
                "002:L431",
            ));
        }
        let label = self.ruling_name(player);
        self.s.set_place(
            id,
            Place::Pitch {
                square,
                stance: Stance::Standing,
            },
        );
        self.say(
            EventKind::Setup { side },
            format_args!("{label} set up on {square}"),
        );
        Ok(())
    }

    pub(crate) fn withdraw(&mut self, side: Side, id: PlayerId) -> Result<(), Rejection> {
        let player = self
            .s
            .player(id)
            .ok_or_else(|| self.refuse_input(format_args!("there is no player {id}")))?;
        if id.side != side || player.square().is_none() {
            return Err(self.refuse_input(format_args!(
                "{} is not set up by {}",
                player.tag(),
                self.s.team(side).name.clone()
            )));
        }
        let label = self.ruling_name(player);
        self.s.set_place(id, Place::Reserves);
        self.say(
            EventKind::Setup { side },
            format_args!("{label} back to Reserves"),
        );
        Ok(())
    }

    pub(crate) fn end_setup(&mut self, side: Side) -> Result<(), Rejection> {
        let problem = if matches!(self.s.ruleset.setup, SetupPolicy::EndZone) {
            self.end_zone_setup_problem(side)
        } else {
            self.setup_problem(side)
        };
        if let Some(problem) = problem {
            return Err(problem);
        }
        self.s.stack.pop();
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Setup { side },
            format_args!("{name} ({}) set-up complete", side.name()),
        );
        if side == self.s.kicking {
            self.s.stack.push(Step::Setup {
                side: side.opponent(),
            });
            // Krot Shockwhisker, just before his team sets up (004:L3236-L3237), after what
            // the kicking team does once set up; Kari Coldsteel, at the start of the drive
            // when her team cannot set up 11 (004:L3162-L3166), after him, after the
            // Trundlefoot Triplets' kit check (004:L2008).
            self.kit_check_then_kari(side.opponent());
            self.offer_krot(side.opponent());
        } else if matches!(
            self.s.ruleset.ball_entry,
            crate::ruleset::BallEntry::Trapdoor
        ) {
            self.begin_on_trapdoor();
        } else {
            self.begin_kick_off();
        }
        // Papa Skullbones, once both teams have set up, just before the kick-off
        // (004:L3132-L3134): asked after the receiving team's Runesmith and cards.
        if side != self.s.kicking {
            self.offer_skullbones();
        }
        // Endurance Training's rolls, once the team is set up (004:L6138-L6164).
        self.endurance_rolls(side);
        // The Runesmith, just after the team has set up (004:L3406-L3408), asked after the
        // cards played while setting up (Magical Memorabilia, 004:L5507-L5734).
        self.offer_runesmith(side);
        self.card_window(side, crate::special_play::CardTiming::Setup);
        Ok(())
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why `side` may not concede at set-up: only a team that cannot put three players on the
    /// line of scrimmage may (000:L379); otherwise a coach concedes at the start of his turn
    /// (000:L822).
    pub(crate) fn setup_concede_problem(&self, side: Side) -> Option<Rejection> {
        self.formation_concede_problem(&self.formation(side))
    }

    /// [`Self::setup_concede_problem`] of a team already counted.
    pub(crate) fn formation_concede_problem(&self, formation: &Formation) -> Option<Rejection> {
        if formation.may_concede() {
            return None;
        }
        let available_players = formation.available;
        Some(self.refuse(
            format_args!(
                "{available_players} players can be set up, enough for the line of \
                 scrimmage: a coach concedes at set-up only when he cannot put 3 there; \
                 otherwise at the start of his turn"
            ),
            "000:L379, L822",
        ))
    }

    /// The team's set-up is legal as it stands, or why not (000:L374-L379).
    pub(crate) fn setup_problem(&self, side: Side) -> Option<Rejection> {
        self.formation_problem(&self.formation(side))
    }

    /// `side`'s players counted for the set-up's checks, in one walk.
    pub(crate) fn formation(&self, side: Side) -> Formation {
        let pitch = self.s.pitch();
        let mut formation = Formation::default();
        for p in self.s.players.iter().filter(|p| p.id.side == side) {
            formation.count(pitch, p);
        }
        formation
    }

    /// [`Self::setup_problem`] of a team already counted.
    pub(crate) fn formation_problem(&self, formation: &Formation) -> Option<Rejection> {
        let Formation {
            placed,
            available: available_players,
            wide,
            line,
            over_the_line,
        } = *formation;
        // A referee's edit may have put them there; the set-up still has to be legal.
        if placed > MAX_ON_PITCH {
            return Some(self.refuse(
                format_args!("{placed} players on the pitch: at most 11 (take one off)"),
                "000:L163, L374",
            ));
        }
        if over_the_line > 0 {
            return Some(self.refuse(
                format_args!(
                    "{over_the_line} player(s) in the other half: set up between your End Zone \
                     and the half-way line"
                ),
                "000:L374",
            ));
        }
        let must = available_players.min(MAX_ON_PITCH);
        if placed < must {
            return Some(self.refuse(
                format_args!(
                    "{placed} players set up: set up {must} (11, or all you have in Reserves)"
                ),
                "000:L374",
            ));
        }
        for (name, n) in [
            ("the near wide zone", wide[0]),
            ("the far wide zone", wide[1]),
        ] {
            // Unclear Markings lift the limit for both teams (004:L3669-L3675).
            if n > 2 && !self.markings_unclear() {
                return Some(self.refuse(
                    format_args!("{n} players in {name}: at most 2 per wide zone"),
                    "000:L377",
                ));
            }
        }
        let need = placed.min(3);
        if line < need {
            return Some(self.refuse(
                format_args!(
                    "{line} on the line of scrimmage: at least {need} must be there (as many as \
                     possible when fewer than 3 can be)"
                ),
                "000:L378-L379",
            ));
        }
        None
    }
    /// What the set-up prompt says: who sets up, and the set-up switch's rule.
    #[inline(never)]
    pub(crate) fn setup_about(&self, side: Side) -> String {
        self.words(format_args!(
            "{} ({}) sets up: {}",
            self.s.team(side).name,
            side.name(),
            SetupRule(self.s.ruleset.setup)
        ))
    }

    /// The set-up's choices under Blitz Bowl's set-up switch: each available player not set
    /// up may go on each free square of the team's End Zone (002:L431); one set up may be
    /// withdrawn; no concession. Kept off 2016's set-up prompt, which stays as it was.
    #[cold]
    #[inline(never)]
    pub(crate) fn end_zone_setup_options(
        &self,
        side: Side,
        spare: &mut super::prompt::Spare,
    ) -> (Vec<Decision>, crate::prompt::Placings) {
        let mut options = std::mem::take(&mut spare.options);
        options.clear();
        let mut placings = crate::prompt::Placings {
            players: std::mem::take(&mut spare.players),
            ..Default::default()
        };
        placings.players.clear();
        let mut taken = SquareSet::EMPTY;
        for p in &self.s.players {
            if let Some(square) = p.square() {
                taken.insert(square);
            }
            if p.id.side != side {
                continue;
            }
            if p.square().is_some() {
                options.push(Decision::Withdraw { player: p.id });
            } else if available(p) {
                placings.players.push(p.id);
            }
        }
        if !placings.players.is_empty() {
            placings.squares = SquareSet::end_zone(self.s.pitch(), side).without(taken);
        }
        if self.end_zone_setup_problem(side).is_none() {
            options.push(Decision::EndSetup);
        }
        (options, placings)
    }

    /// Blitz Bowl's set-up: every available player in the team's own End Zone, one a square
    /// (002:L431); as many as its squares hold when the team has more.
    #[cold]
    #[inline(never)]
    fn end_zone_setup_problem(&self, side: Side) -> Option<Rejection> {
        let (mut placed, mut available_players) = (0usize, 0usize);
        for p in self.s.players.iter().filter(|p| p.id.side == side) {
            if available(p) {
                available_players += 1;
            }
            if p.square().is_some() {
                placed += 1;
            }
        }
        let must = available_players.min(usize::from(self.s.pitch().width()));
        if placed < must {
            return Some(self.refuse(
                format_args!(
                    "{placed} players set up: set up all {must} in your End Zone (the whole team)"
                ),
                "002:L431",
            ));
        }
        None
    }
}

/// What the set-up prompt says the set-up rule is, by the set-up switch.
struct SetupRule(SetupPolicy);

impl std::fmt::Display for SetupRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            SetupPolicy::Drive { .. } => {
                "11 players (or all available) in their own half, at least 3 on the line of \
                 scrimmage, at most 2 in each wide zone (000:L374-L379)"
            }
            SetupPolicy::EndZone => "the whole team in its own End Zone, one a square (002:L431)",
        })
    }
}

/// A team's set-up as its checks count it (000:L374-L379): how many are set up, may be, stand
/// in each wide zone and on the line of scrimmage. Counted in one walk, by
/// [`Engine::formation`] or by the set-up prompt's own walk over the players.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Formation {
    pub placed: usize,
    pub available: usize,
    pub wide: [usize; 2],
    pub line: usize,
    /// Players standing in the other team's half (a referee's edit can put one there).
    pub over_the_line: usize,
}

impl Formation {
    /// Counts one player of the team.
    pub(crate) fn count(&mut self, pitch: crate::pitch::Pitch, p: &crate::player::Player) {
        if available(p) {
            self.available += 1;
        }
        let Some(s) = p.square() else { return };
        self.placed += 1;
        if pitch.half(s) != p.id.side {
            self.over_the_line += 1;
        }
        if pitch.is_wide_zone(s) {
            self.wide[usize::from(s.y() > pitch.width() / 2)] += 1;
        }
        if pitch.line_of_scrimmage(s) == Some(p.id.side) {
            self.line += 1;
        }
    }

    /// Whether the team may concede at set-up: it cannot put three players on the line
    /// (000:L379).
    pub(crate) fn may_concede(&self) -> bool {
        self.available < 3
    }
}
