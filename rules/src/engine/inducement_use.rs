//! Inducements a coach uses on a player at a moment the text names, asked as
//! `Step::UseInducement` and answered `Decision::UseInducement`:
//! - the Revitalising Tonic, once a match, instead of a KO'd player's recovery roll at the
//!   start of a drive: a D6, 2+ back to Reserves (004:L6746-L6756);
//! - Interference, once a match, before the opposing coach rolls for one of his players within
//!   two squares of a sideline: −1 to that roll (004:L6643-L6658). It is asked of the coach who
//!   bought it, for a roll with a target (a roll the modifier can change: Armour, Injury and
//!   table rolls have none), once a roll.
//!
//! And the team's own, asked as `Step::UseTeamInducement`: the Weather Mage, once a match, at
//! the start of either team's turn: 2D6 on the Weather table, moved by up to 3
//! (`Step::WeatherMage`), the weather until that turn ends (004:L6815-L6832).

use std::borrow::Cow;

use super::Engine;
use super::State;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::{EventKind, InjuryResult};
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::prompt::Modifier;
use crate::rejection::Rejection;

/// Interference reaches a player on the two rows of squares next to either sideline
/// (004:L6651-L6653).
const INTERFERENCE_ROWS: u8 = 2;

/// How far the Weather Mage may move a Weather table roll of `total`: up to 3 either way,
/// the result still on the table's 2-12 (004:L6818-L6819).
pub(crate) fn weather_mage_shifts(total: u8) -> impl Iterator<Item = i8> {
    (-3i8..=3).filter(move |s| (2..=12).contains(&(i16::from(total) + i16::from(*s))))
}

/// The coach who decides a `Step::UseInducement` of `which` about `player`: his own, but
/// Interference's, which the opposing coach declares (004:L6650-L6654).
pub(crate) fn deciding_side(which: Inducement, player: PlayerId) -> Side {
    match which {
        Inducement::Interference => player.side.opponent(),
        _ => player.side,
    }
}

impl<S: State> Engine<'_, S> {
    /// The player the waiting `roll` is for, when the opposing coach still has Interference and
    /// has not been asked about this roll: the roll has a target, is the player's own coach's,
    /// and he stands within two squares of a sideline (004:L6650-L6654); not a roll its rule
    /// says nothing modifies ([`RollKind::takes_no_modifiers`]). One team-level test when
    /// nobody bought it.
    #[inline]
    pub(crate) fn interference_due(&self, roll: &PendingRoll) -> Option<PlayerId> {
        if !self
            .s
            .team(roll.side.opponent())
            .inducements
            .has(Inducement::Interference)
            || self.s.interference_asked
            || roll.target.is_none()
            || roll.kind.takes_no_modifiers()
        {
            return None;
        }
        let player = roll.player().filter(|p| p.side == roll.side)?;
        let y = self.s.player(player)?.square()?.y();
        let width = self.s.pitch().width();
        (y < INTERFERENCE_ROWS || y.saturating_add(INTERFERENCE_ROWS) >= width).then_some(player)
    }

    /// The question of a `Step::UseTeamInducement`.
    pub(crate) fn use_team_inducement_question(&self, which: Inducement, side: Side) -> String {
        match which {
            Inducement::Runesmith => format!(
                "The {} team has set up: its Runesmith may beat a rune into one of its players on \
                 the pitch (not a Star Player): Might +1 ST, Fury Dauntless, Mighty Blow and \
                 Frenzy, Speed +2 MA, Iron +1 AV and Stand Firm, Impact Juggernaut and Horns; \
                 a D6, 3+ it works until the drive ends (004:L3406-L3424). Or not now",
                self.s.team(side).name
            ),
            Inducement::WaaaghDrummer => format!(
                "The {} Waaagh! Drummer rolled a 6: pick an opposing player on the pitch to move \
                 D3 squares straight towards his own End Zone, no Dodge roll (004:L3327-L3333). \
                 Or none",
                self.s.team(side).name
            ),
            Inducement::PapaSkullbones => format!(
                "Both teams have set up: the {} coach's Papa Skullbones may bless one of his \
                 players on the pitch (not a Star Player, each once a game): a D8 on his table \
                 (004:L3132-L3137). Or not now",
                self.s.team(side).name
            ),
            Inducement::KrotShockwhisker => format!(
                "The {} team is about to set up: its Krot Shockwhisker may work on one of its \
                 players in the Dead & Injured box (not dead, not a Star Player): a D6, 1 a \
                 Casualty roll, 2-3 nothing, 4-5 back for this drive with Really Stupid, 6 back \
                 for this drive (004:L3236-L3266). Or not now",
                self.s.team(side).name
            ),
            Inducement::KariColdsteel => format!(
                "The {} team cannot set up 11 players for this drive: Kari Coldsteel may leave \
                 the sidelines and play it (MA 6, ST 2, AG 3, AV 7; Loner, Block, Dauntless, \
                 Frenzy), counting as Cheerleaders no more and sent to the dungeon when it ends \
                 (004:L3162-L3176). Field her?",
                self.s.team(side).name
            ),
            Inducement::WeatherMage => format!(
                "A turn starts: the {} coach may use the Weather Mage now (once a match): 2D6 on \
                 the Weather table, moved by up to 3, the weather until the turn ends \
                 (004:L6815-L6822)",
                self.s.team(side).name
            ),
            other => format!(
                "The {} coach: use the {} now?",
                self.s.team(side).name,
                other.id().replace('-', " ")
            ),
        }
    }

    /// The question of a `Step::UseInducement`.
    pub(crate) fn use_inducement_question(&self, which: Inducement, player: PlayerId) -> String {
        match which {
            Inducement::RevitalisingTonic => format!(
                "{} is KO'd: give him the Revitalising Tonic (once a match: D6, 2+ recovers) \
                 instead of his KO recovery roll? (004:L6746-L6756)",
                self.label(player)
            ),
            Inducement::Interference => format!(
                "The {} coach rolls for {} within two squares of a sideline: declare \
                 Interference (once a match), −1 to this roll? (004:L6643-L6658)",
                self.s.team(player.side).name,
                self.label(player)
            ),
            other => format!(
                "Use the {} on {} now?",
                other.id().replace('-', " "),
                self.label(player)
            ),
        }
    }
}

impl Engine<'_> {
    /// The coach uses `which` on `player`, or not.
    pub(crate) fn use_inducement(
        &mut self,
        which: Inducement,
        player: PlayerId,
        use_it: bool,
    ) -> Result<(), Rejection> {
        self.s.stack.pop();
        match which {
            Inducement::RevitalisingTonic => self.tonic(player, use_it),
            Inducement::Interference => self.interfere(player, use_it),
            _ => {}
        }
        Ok(())
    }

    /// A turn of `side` starts: each coach with the Weather Mage unused is asked, `side`'s
    /// first (the steps run from the top).
    pub(crate) fn offer_weather_mage(&mut self, side: Side) {
        for s in [side.opponent(), side] {
            if self.s.team(s).inducements.has(Inducement::WeatherMage) {
                self.push(Step::UseTeamInducement {
                    which: Inducement::WeatherMage,
                    side: s,
                });
            }
        }
    }

    /// `side`'s coach uses the team's `which`, or not.
    pub(crate) fn use_team_inducement(
        &mut self,
        which: Inducement,
        side: Side,
        use_it: bool,
    ) -> Result<(), Rejection> {
        if use_it && which == Inducement::WaaaghDrummer {
            return Err(self.refuse(
                format_args!("name the opposing player the Waaagh! Drummer moves, or not now"),
                "004:L3327-L3330",
            ));
        }
        if use_it && which == Inducement::KrotShockwhisker {
            return Err(self.refuse(
                format_args!("name the player Krot Shockwhisker works on, or not now"),
                "004:L3236-L3237",
            ));
        }
        if use_it && which == Inducement::PapaSkullbones {
            return Err(self.refuse(
                format_args!("name the player Papa Skullbones blesses, or not now"),
                "004:L3132-L3134",
            ));
        }
        self.s.stack.pop();
        if which == Inducement::KariColdsteel && use_it {
            self.kari_plays(side);
        }
        if which == Inducement::WeatherMage
            && use_it
            && self.s.team_mut(side).inducements.use_one(which)
        {
            let team = self.words(format_args!("{}", self.s.team(side).name));
            self.say(
                EventKind::Note,
                format_args!("The {team} Weather Mage works his magic (004:L6815-L6818)"),
            );
            let purpose = self.words(format_args!(
                "The {team} Weather Mage: 2D6 on the Weather table, which his coach then moves \
                 by up to 3 (004:L6817-L6819)"
            ));
            self.push(PendingRoll::plain(
                RollKind::WeatherMage { side },
                side,
                &[DieKind::D6, DieKind::D6][..],
                purpose,
            ));
        }
        Ok(())
    }

    /// The Weather Mage's 2D6 read: his coach moves the total.
    pub(crate) fn weather_mage_rolled(&mut self, side: Side, dice: &[crate::dice::Die]) {
        let total: u8 = dice.iter().filter_map(|d| d.value()).sum();
        self.push(Step::WeatherMage { side, total });
    }

    /// The Weather Mage's roll of `total` moved by `shift`: the weather until the turn ends.
    pub(crate) fn weather_mage_shift(&mut self, total: u8, shift: i8) -> Result<(), Rejection> {
        if !weather_mage_shifts(total).any(|s| s == shift) {
            return Err(self.refuse(
                format_args!(
                    "the Weather Mage moves the roll of {total} by up to 3 either way, within \
                     2-12: {shift:+} is not that"
                ),
                "004:L6818-L6819",
            ));
        }
        self.s.stack.pop();
        let result = u8::try_from(i16::from(total) + i16::from(shift)).unwrap_or(total);
        let (weather, words) = self.weather_on(result);
        let before = self.s.weather;
        self.s.weather_after_mage.get_or_insert(before);
        self.s.weather = weather;
        self.say(
            EventKind::Weather { weather },
            format_args!(
                "Weather Mage: {total} {shift:+} = {words}; until the end of this turn \
                 (004:L6818-L6822)"
            ),
        );
        self.weather_came();
        Ok(())
    }

    /// The turn is over: the weather the Weather Mage replaced comes back (004:L6820-L6822).
    #[inline]
    pub(crate) fn weather_mage_ends(&mut self) {
        if let Some(weather) = self.s.weather_after_mage.take() {
            self.s.weather = weather;
            self.say(
                EventKind::Weather { weather },
                format_args!(
                    "The Weather Mage's weather ends with the turn: {} again (004:L6820-L6822)",
                    weather.name()
                ),
            );
        }
    }

    /// Asks the opposing coach whether he declares Interference on the roll waiting for
    /// `player` (004:L6650-L6654).
    pub(crate) fn ask_interference(&mut self, player: PlayerId) {
        self.s.interference_asked = true;
        self.push(Step::UseInducement {
            which: Inducement::Interference,
            player,
        });
    }

    /// Interference declared, or not, on the roll waiting for `player`: −1 to it, once a match
    /// (004:L6650-L6654).
    fn interfere(&mut self, player: PlayerId, use_it: bool) {
        let side = deciding_side(Inducement::Interference, player);
        if !use_it
            || !self
                .s
                .team_mut(side)
                .inducements
                .use_one(Inducement::Interference)
        {
            return;
        }
        let name = self.words(format_args!("Interference"));
        if let Some(Step::Roll(roll)) = self.s.stack.last_mut() {
            roll.modifiers.push(Modifier { name, value: -1 });
            let label = self.ruling_label(player);
            let team = self.words(format_args!("{}", self.s.team(side).name));
            self.say(
                EventKind::Note,
                format_args!(
                    "The {team} coach declares Interference: −1 to the roll for {label} \
                     (004:L6650-L6654)"
                ),
            );
        }
    }

    /// The Tonic for `player` instead of his KO recovery roll, or the roll (004:L6746-L6756).
    fn tonic(&mut self, player: PlayerId, use_it: bool) {
        let side = player.side;
        if !use_it
            || !self
                .s
                .team_mut(side)
                .inducements
                .use_one(Inducement::RevitalisingTonic)
        {
            let roll = self.ko_recovery_roll(player);
            self.push(roll);
            return;
        }
        // Once a match: the team's other KO'd players waiting to be asked roll as normal.
        let waiting: Vec<(usize, PlayerId)> = self
            .s
            .stack
            .iter()
            .enumerate()
            .filter_map(|(i, step)| match step {
                Step::UseInducement {
                    which: Inducement::RevitalisingTonic,
                    player: p,
                } if p.side == side => Some((i, *p)),
                _ => None,
            })
            .collect();
        for (i, p) in waiting {
            let roll = self.ko_recovery_roll(p);
            if let Some(step) = self.s.stack.get_mut(i) {
                *step = roll;
            }
        }
        let label = self.ruling_label(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::RevitalisingTonic { player },
            side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "The Revitalising Tonic for {label}: 2-6 returns to Reserves (004:L6746-L6756)"
            )),
        }));
    }

    /// The Tonic's D6 for `player`: 2+ back to Reserves, 1 he stays KO'd.
    pub(crate) fn tonic_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "Revitalising Tonic ({shown}): {label} returns to Reserves (004:L6746-L6756)"
                ),
            );
        } else {
            self.say(
                EventKind::Injured {
                    player: id,
                    result: InjuryResult::KnockedOut,
                },
                format_args!("Revitalising Tonic ({shown}): {label} stays KO'd (004:L6746-L6756)"),
            );
        }
    }
}
