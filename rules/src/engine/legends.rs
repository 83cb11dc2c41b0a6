//! The White Dwarf and the Black Gobbo (ruleset option, 004:L9707-L9779). In a match between a
//! Dwarf, Halfling, Human or Norse team and a Chaos Renegade, Goblin, Orc or Underworld team
//! (a box list by its race, `Rulebook::race_of`), a fans roll of 10+ before Fan Factor (the
//! dice the coach rolled, not the home stadium's D3) brings both legends at once: Grombrindal
//! joins the first team's Reserves, the Black Gobbo the other's ([`Engine::join_team`]), free
//! and outside the Team Value (their profiles: `tables/data/legends-2016.toml`). A team that
//! already had 16 players benches one of its coach's choice for the match (`Step::SitOut`,
//! answered `Decision::SitOut`; he goes to the dungeon, `Place::SentOff`, and plays no part).
//!
//! Their rules:
//! - *Sneakiest of the Lot* (004:L9733-L9741): the Black Gobbo's Foul is not the team's one
//!   Foul of the turn (`declare.rs`, the prompt's Actions); a player of his team sent off for
//!   fouling (a double, a famous referee's call for the foul, Red Hokuli's 'Red' Card) rolls a
//!   D6 first, 3+ and he stays, 1-2 and Filthy Rich, a Bribe or an argument go on as normal
//!   (`RollKind::Sneakiest`, `referee.rs`). Neither once the Black Gobbo has been sent off or
//!   suffered a Casualty, even if he comes back (`Legends::sneakiest_spent`).
//! - *Get da Git* (004:L9743-L9745): his Stab's Armour roll against Grombrindal that did not
//!   beat the armour may be re-rolled (`Reroll::GetDaGit`, `weapons.rs`, `rolls.rs`).
//! - *Ancient Grudge* (004:L9761-L9763): Grombrindal's Block dice against the Black Gobbo may
//!   be re-rolled once, no team re-roll spent (`Reroll::AncientGrudge`).
//! - *Cometh the Hour, Cometh the Dwarf* (004:L9749-L9759): when a team-mate within 3 squares
//!   of Grombrindal (both on the pitch) declares an Action, his coach is asked
//!   (`Step::ComethTheHour`, answered `Decision::ComethTheHour`) for one of six skills the
//!   player lacks, or none; one taken is his until the Action (or the turn) ends, and the
//!   question is not asked again that turn (`TurnState::cometh_the_hour`).

use std::borrow::Cow;

use super::steps::{Call, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::player::{Place, PlayerId, Profile};
use crate::rejection::Rejection;
use crate::skill::Skill;

/// The ruleset option (004:L9769).
pub(crate) const WHITE_DWARF_AND_BLACK_GOBBO: &str = "white-dwarf-and-black-gobbo";
/// The legends' ids in the data.
const GROMBRINDAL: &str = "grombrindal";
const BLACK_GOBBO: &str = "black-gobbo";
/// A fans roll of this or more, before Fan Factor, brings them (004:L9773-L9774).
const FANS_ROLL: u8 = 10;
/// A full roster (004:L9777-L9779).
const FULL_ROSTER: usize = 16;
/// Cometh the Hour reaches team-mates this many squares from Grombrindal (004:L9754).
const COMETH_REACH: u8 = 3;
/// The skills Cometh the Hour may give (004:L9757-L9759).
pub(crate) const COMETH_SKILLS: [Skill; 6] = [
    Skill::BreakTackle,
    Skill::Dauntless,
    Skill::MightyBlow,
    Skill::SureFeet,
    Skill::SureHands,
    Skill::Tackle,
];

/// The two legends in the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Legends {
    pub(crate) grombrindal: PlayerId,
    pub(crate) black_gobbo: PlayerId,
    /// The skill Cometh the Hour gave a player for his Action, which he did not have.
    pub(crate) granted: Option<super::runesmith::RuneAtWork>,
    /// The Black Gobbo has been sent off or suffered a Casualty: Sneakiest of the Lot has no
    /// further effect, even if he comes back (004:L9740-L9741).
    pub(crate) sneakiest_spent: bool,
}

/// A legend's profile from the data, his skills by their ids.
fn legend_profile(book: &tables::Rulebook, id: &str) -> Option<Profile> {
    let legend = book.legend(id).ok()?;
    let p = &legend.player;
    Some(Profile {
        number: 0,
        name: p.name.clone(),
        position: p.name.clone(),
        ma: p.ma,
        st: p.st,
        ag: p.ag,
        av: p.av,
        skills: p
            .skills
            .iter()
            .filter_map(|s| book.skill(s).ok().map(|skill| skill.id.clone()))
            .collect(),
        team: String::new(),
        blitz: None,
        niggling: 0,
    })
}

impl Engine<'_> {
    /// A coach's fans roll came to `rolled` before Fan Factor: 10+ brings both legends, if
    /// the league plays the rule and the two teams are theirs (004:L9769-L9775).
    pub(crate) fn legends_roll(&mut self, team: Side, rolled: u8) {
        if rolled < FANS_ROLL
            || self.s.legends.is_some()
            || !self.book.is_on(WHITE_DWARF_AND_BLACK_GOBBO)
        {
            return;
        }
        let Some((white, black)) = self.legend_sides() else {
            return;
        };
        let (Some(grombrindal), Some(gobbo)) = (
            legend_profile(self.book, GROMBRINDAL),
            legend_profile(self.book, BLACK_GOBBO),
        ) else {
            return;
        };
        let name = self.s.team(team).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "{name}'s fans roll is {rolled} before Fan Factor, 10 or more: the legendary \
                 rivals turn up (004:L9773-L9775)"
            ),
        );
        let full = |e: &Self, side: Side| {
            e.s.players.iter().filter(|p| p.id.side == side).count() >= FULL_ROSTER
        };
        let benches = [full(self, white), full(self, black)];
        let why = "{label} joins the team's Reserves for this match, free and outside its Team \
                   Value (004:L9773-L9777)";
        // They never come one without the other (004:L9774-L9775): both need a shirt.
        let numbered = |e: &Self, side: Side| {
            e.s.players
                .iter()
                .filter(|p| p.id.side == side)
                .all(|p| p.id.number < u8::MAX)
        };
        if !numbered(self, white) || !numbered(self, black) {
            return;
        }
        let (Some(grombrindal), Some(black_gobbo)) = (
            self.join_team(white, grombrindal, Place::Reserves, why),
            self.join_team(black, gobbo, Place::Reserves, why),
        ) else {
            return;
        };
        self.s.legends = Some(Legends {
            grombrindal,
            black_gobbo,
            granted: None,
            sneakiest_spent: false,
        });
        for (side, bench) in [(black, benches[1]), (white, benches[0])] {
            if bench {
                self.push(Step::SitOut { side });
            }
        }
    }

    /// The coach of a full roster benches `player` for the match (004:L9777-L9779).
    pub(crate) fn sit_out(&mut self, side: Side, player: PlayerId) -> Result<(), Rejection> {
        if !self
            .sit_out_options(side)
            .contains(&Decision::SitOut { player })
        {
            return Err(self.refuse(
                format_args!("{player} is not a player of this team who may sit the match out"),
                "004:L9777-L9779",
            ));
        }
        self.s.stack.pop();
        self.s.set_place(player, Place::SentOff);
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} sits the match out, replaced by the legend for this match; he is not \
                 sent off and plays no part (004:L9777-L9779)"
            ),
        );
        Ok(())
    }

    /// The coach gives `player` a Cometh the Hour skill for his Action, or none
    /// (004:L9753-L9759).
    pub(crate) fn cometh_the_hour(
        &mut self,
        player: PlayerId,
        skill: Option<Skill>,
    ) -> Result<(), Rejection> {
        if !self
            .cometh_options(player)
            .contains(&Decision::ComethTheHour { skill })
        {
            return Err(self.refuse(
                format_args!(
                    "Cometh the Hour gives one of Break Tackle, Dauntless, Mighty Blow, Sure \
                     Feet, Sure Hands or Tackle, which the player does not have"
                ),
                "004:L9757-L9759",
            ));
        }
        self.s.stack.pop();
        // One grant at a time: an earlier one, if any, ends first.
        self.cometh_over();
        let label = self.ruling_label(player);
        let Some(skill) = skill else {
            self.say(
                EventKind::Note,
                format_args!("Cometh the Hour: {label} does without the White Dwarf's wisdom"),
            );
            return Ok(());
        };
        if let Some(turn) = self.s.turn.as_mut() {
            turn.cometh_the_hour = true;
        }
        // Given, and taken back, as a rune's skills are.
        let at_work = self.give_for_the_drive(player, [0; 3], &[skill]);
        if let Some(legends) = self.s.legends.as_mut() {
            legends.granted = Some(at_work);
        }
        let name = self
            .book
            .skill(skill.id())
            .map_or_else(|_| skill.id().to_owned(), |s| s.name.clone());
        self.say(
            EventKind::Note,
            format_args!(
                "Cometh the Hour, Cometh the Dwarf: {label} gains {name} until the end of his \
                 Action, once this turn (004:L9753-L9759)"
            ),
        );
        Ok(())
    }

    /// A player's Action (or the turn) is over: the skill Cometh the Hour gave him goes.
    pub(crate) fn cometh_over(&mut self) {
        if let Some(at_work) = self.s.legends.as_mut().and_then(|l| l.granted.take()) {
            self.take_back(at_work);
        }
    }

    /// `player` declared an Action: Cometh the Hour is asked if he may have it.
    pub(crate) fn offer_cometh(&mut self, player: PlayerId) {
        if self.s.legends.is_some() && self.cometh_options(player).len() > 1 {
            self.push(Step::ComethTheHour { player });
        }
    }

    /// A player of the Black Gobbo's team is sent off for fouling: Sneakiest of the Lot's D6
    /// comes first, while it works (004:L9736-L9741). Whether it was asked.
    pub(crate) fn sneakiest_call(&mut self, player: PlayerId, call: Call) -> bool {
        if !matches!(call, Call::Foul | Call::RedCard) || !self.sneakiest(player.side) {
            return false;
        }
        let label = self.ruling_label(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Sneakiest { player, call },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(3),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Sneakiest of the Lot: {label} is sent off {}; 3+ and he is not, 1-2 and his \
                 coach may still Bribe or argue the call (004:L9736-L9740)",
                call.reason()
            )),
        }));
        true
    }

    /// Sneakiest of the Lot's D6 read: 3+ and he stays, else the call goes on to Filthy
    /// Rich, a Bribe or an argument (004:L9738-L9740).
    pub(crate) fn sneakiest_rolled(
        &mut self,
        player: PlayerId,
        call: Call,
        stays: bool,
        shown: &str,
    ) {
        if stays {
            self.call_ignored(
                player,
                call,
                format_args!("Sneakiest of the Lot ({shown}, 004:L9738)"),
            );
            self.foul_not_sent_off(player, call);
            return;
        }
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Sneakiest of the Lot fails ({shown}): the call against {label} stands unless \
                 his coach Bribes or argues it as normal (004:L9738-L9740)"
            ),
        );
        self.referee_call_bribable(player, call);
    }

    /// Ancient Grudge's or Get da Git's re-roll: the same roll again, never a third time.
    pub(crate) fn legend_reroll(
        &mut self,
        choice: crate::input::Reroll,
        mut roll: Box<PendingRoll>,
    ) {
        let (with, words) = match choice {
            crate::input::Reroll::AncientGrudge => (
                "ancient-grudge",
                "Ancient Grudge: Grombrindal re-rolls the Block dice against the Black Gobbo, \
                 no team re-roll spent (004:L9761-L9763)",
            ),
            _ => (
                "get-da-git",
                "Get da Git: the Black Gobbo's coach re-rolls the Armour roll of his Stab on \
                 Grombrindal (004:L9743-L9745)",
            ),
        };
        self.say(
            EventKind::Reroll {
                side: roll.side,
                with: with.into(),
            },
            format_args!("{words}"),
        );
        roll.rerolled = true;
        roll.is_reroll = true;
        self.push(Step::Roll(roll));
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Which side Grombrindal and the Black Gobbo would join, when one team is of each kind
    /// (004:L9769-L9771).
    fn legend_sides(&self) -> Option<(Side, Side)> {
        let white = self.book.legend(GROMBRINDAL).ok()?;
        let black = self.book.legend(BLACK_GOBBO).ok()?;
        let race = |side: Side| self.book.race_of(&self.s.team(side).roster);
        let (home, away) = (race(Side::Home), race(Side::Away));
        if white.joins(home) && black.joins(away) {
            Some((Side::Home, Side::Away))
        } else if black.joins(home) && white.joins(away) {
            Some((Side::Away, Side::Home))
        } else {
            None
        }
    }

    /// Whether `id` is Grombrindal.
    pub(crate) fn is_grombrindal(&self, id: PlayerId) -> bool {
        self.s.legends.as_ref().is_some_and(|l| l.grombrindal == id)
    }

    /// Whether `id` is the Black Gobbo.
    pub(crate) fn is_black_gobbo(&self, id: PlayerId) -> bool {
        self.s.legends.as_ref().is_some_and(|l| l.black_gobbo == id)
    }

    /// Sneakiest of the Lot works for `side`: the Black Gobbo plays for it and is neither in
    /// the dungeon nor in the Dead & Injured box (004:L9740-L9741).
    pub(crate) fn sneakiest(&self, side: Side) -> bool {
        let Some(legends) = self.s.legends.as_ref() else {
            return false;
        };
        legends.black_gobbo.side == side
            && !legends.sneakiest_spent
            && self
                .s
                .player(legends.black_gobbo)
                .is_some_and(|p| !matches!(p.place, Place::SentOff | Place::Casualty))
    }

    /// `id` is the Black Gobbo, whose Foul is not the team's one Foul (004:L9733-L9736).
    pub(crate) fn sneakiest_foul(&self, id: PlayerId) -> bool {
        self.is_black_gobbo(id) && self.sneakiest(id.side)
    }

    /// Get da Git: the Black Gobbo stabs Grombrindal (004:L9743-L9745).
    pub(crate) fn get_da_git(&self, wielder: PlayerId, victim: PlayerId) -> bool {
        self.is_black_gobbo(wielder) && self.is_grombrindal(victim)
    }

    /// Ancient Grudge: Grombrindal blocks the Black Gobbo (004:L9761-L9763).
    pub(crate) fn ancient_grudge(&self, attacker: PlayerId, defender: PlayerId) -> bool {
        self.is_grombrindal(attacker) && self.is_black_gobbo(defender)
    }

    /// The players a full roster may bench for the match: its own, not the legend.
    pub(crate) fn sit_out_options(&self, side: Side) -> Vec<Decision> {
        self.s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place != Place::SentOff)
            .filter(|p| !self.is_grombrindal(p.id) && !self.is_black_gobbo(p.id))
            .map(|p| Decision::SitOut { player: p.id })
            .collect()
    }

    /// Cometh the Hour's choices for `player`, just chosen to act: the skills he lacks, then
    /// none; only none when it does not reach him (another player of Grombrindal's team
    /// within 3 squares of him, once a turn; 004:L9753-L9757).
    pub(crate) fn cometh_options(&self, player: PlayerId) -> Vec<Decision> {
        let mut options = Vec::new();
        let reaches = self.s.legends.as_ref().is_some_and(|l| {
            let (Some(him), Some(mate)) = (
                self.s.player(l.grombrindal).and_then(|p| p.square()),
                self.s.player(player).and_then(|p| p.square()),
            ) else {
                return false;
            };
            l.grombrindal.side == player.side
                && l.grombrindal != player
                && him.distance(mate) <= COMETH_REACH
        }) && !self.s.turn.as_ref().is_some_and(|t| t.cometh_the_hour);
        if reaches && let Some(p) = self.s.player(player) {
            options.extend(
                COMETH_SKILLS
                    .iter()
                    .filter(|&&s| !p.has(s))
                    .map(|&skill| Decision::ComethTheHour { skill: Some(skill) }),
            );
        }
        options.push(Decision::ComethTheHour { skill: None });
        options
    }
}
