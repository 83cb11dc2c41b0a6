//! Papa Skullbones, of the (In)Famous Coaching Staff (004:L3131-L3137, L3189-L3219): at the
//! start of each drive, once both teams have set up and just before the kick-off, his coach
//! may pick one of the team's players on the pitch (not a Star Player, nor one the table was
//! rolled for before this match), asked as `Step::UseTeamInducement` and answered
//! `Decision::Bless`; then a D8 on his table:
//! 1 Knocked Out; 2 a random player of the team on the pitch the table was not rolled for is
//! rolled for instead (a D16 by shirt number); 3-7 two skills until the drive ends (one he
//! has already adds nothing); 8 the coach picks one of the results 1-7 (`Step::Blessing`,
//! answered `Decision::BlessingResult`). The skills are taken back as the drive ends, as a
//! rune's are.

use super::steps::{RandomFor, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, InjuryResult};
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;

/// The table's results 3-7: the two skills each gives (004:L3212-L3218).
const GIFTS: [[Skill; 2]; 5] = [
    [Skill::BigHand, Skill::VeryLongLegs],
    [Skill::Tentacles, Skill::PrehensileTail],
    [Skill::DisturbingPresence, Skill::FoulAppearance],
    [Skill::ExtraArms, Skill::TwoHeads],
    [Skill::Claws, Skill::Horns],
];

/// The names of the table's results 1-8 (004:L3207-L3219).
const RESULTS: [&str; 8] = [
    "Unworthy",
    "Overlooked",
    "Freakish Proportions",
    "Grasping Tendrils",
    "Horrific Visage",
    "Grisly Bifurcation",
    "Thorny Protrusions",
    "Favour of the Gods",
];

/// The name of the table's result `n` (1-8).
fn result_name(n: u8) -> &'static str {
    RESULTS
        .get(usize::from(n.saturating_sub(1)))
        .copied()
        .unwrap_or("?")
}

impl Engine<'_> {
    /// Both teams have set up: each team with Papa Skullbones and a player he may bless is
    /// asked, just before the kick-off (004:L3132-L3134).
    pub(crate) fn offer_skullbones(&mut self) {
        for side in [Side::Away, Side::Home] {
            if self
                .s
                .team(side)
                .inducements
                .has(Inducement::PapaSkullbones)
                && !self.blessable(side).is_empty()
            {
                self.push(Step::UseTeamInducement {
                    which: Inducement::PapaSkullbones,
                    side,
                });
            }
        }
    }

    /// The coach picks `player` for Papa Skullbones: the D8 on his table.
    pub(crate) fn bless(&mut self, side: Side, player: PlayerId) -> Result<(), Rejection> {
        if !self.blessable(side).contains(&player) {
            return Err(self.refuse(
                format_args!(
                    "Papa Skullbones blesses one of his team's players on the pitch, never a Star \
                     Player, and each player once a game: {} is not one",
                    self.named(player)
                ),
                "004:L3133-L3137",
            ));
        }
        self.s.stack.pop();
        self.blessing_roll(player);
        Ok(())
    }

    /// The D8 on Papa Skullbones' table for `player`, who is counted as rolled for.
    fn blessing_roll(&mut self, player: PlayerId) {
        self.s.blessing_rolled.push(player);
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "Papa Skullbones blesses {label}: a D8 on his table: 1 Knocked Out, 2 a random player \
             instead, 3-7 two skills until the drive ends, 8 the coach picks (004:L3134-L3219)"
        ));
        self.push(super::steps::PendingRoll::plain(
            RollKind::Skullbones { player },
            player.side,
            &[DieKind::D8][..],
            purpose,
        ));
    }

    /// The D8 read for `player`.
    pub(crate) fn skullbones_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let n = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if n == 8 {
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!(
                    "Papa Skullbones' table, 8: Favour of the Gods: the coach picks one of the \
                     results for {label} (004:L3219)"
                ),
            );
            self.push(Step::Blessing { player });
            return;
        }
        self.blessing_result(player, n, "rolled");
    }

    /// The coach picks `result` (1-7) for `player` after an 8.
    pub(crate) fn choose_blessing(
        &mut self,
        player: PlayerId,
        result: u8,
    ) -> Result<(), Rejection> {
        if !(1..=7).contains(&result) {
            return Err(self.refuse(
                format_args!(
                    "Favour of the Gods picks one of the results above it, 1 to 7: {result} is \
                     not one"
                ),
                "004:L3219",
            ));
        }
        self.s.stack.pop();
        self.blessing_result(player, result, "picked");
        Ok(())
    }

    /// Result `n` (1-7) of Papa Skullbones' table for `player`.
    fn blessing_result(&mut self, player: PlayerId, n: u8, how: &str) {
        let label = self.ruling_label(player);
        let name = result_name(n);
        match n {
            1 => {
                self.s.set_place(player, Place::KnockedOut);
                self.say(
                    EventKind::Injured {
                        player,
                        result: InjuryResult::KnockedOut,
                    },
                    format_args!(
                        "Papa Skullbones' table ({how} {n}): {name}: {label} is Knocked Out \
                         (004:L3207)"
                    ),
                );
            }
            2 => {
                let eligible = self.blessable(player.side);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Papa Skullbones' table ({how} {n}): {name}: a random player of the team \
                         on the pitch, not rolled for before, is rolled for instead \
                         (004:L3208-L3211){}",
                        if eligible.is_empty() {
                            ": there is none"
                        } else {
                            ""
                        }
                    ),
                );
                if !eligible.is_empty() {
                    let roll = self.random_player_roll(player.side, eligible, RandomFor::Blessing);
                    self.push(roll);
                }
            }
            _ => {
                let gifts = GIFTS
                    .get(usize::from(n.saturating_sub(3)))
                    .copied()
                    .unwrap_or(GIFTS[0]);
                let at_work = self.give_for_the_drive(player, [0; 3], &gifts);
                self.s.blessings[player.side.index()] = Some(at_work);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Papa Skullbones' table ({how} {n}): {name}: {label} has {} and {} until \
                         the end of the drive (004:L3135-L3137, L3212-L3218)",
                        gifts[0].id(),
                        gifts[1].id()
                    ),
                );
            }
        }
    }

    /// The D16 picked `player` after an Overlooked: his D8.
    pub(crate) fn overlooked_picked(&mut self, player: PlayerId) {
        self.blessing_roll(player);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The players Papa Skullbones may bless for `side`: on the pitch, not Star Players, not
    /// rolled for before this match (004:L3133-L3137, L3208-L3211).
    pub(crate) fn blessable(&self, side: Side) -> Vec<PlayerId> {
        self.s
            .on_pitch(side)
            .filter(|p| !self.s.is_star_player(p) && !self.s.blessing_rolled.contains(&p.id))
            .map(|p| p.id)
            .collect()
    }

    /// Papa Skullbones' options: each player he may bless, or not now.
    pub(crate) fn blessing_options(&self, side: Side) -> Vec<crate::input::Decision> {
        let mut options: Vec<crate::input::Decision> = self
            .blessable(side)
            .into_iter()
            .map(|player| crate::input::Decision::Bless { player })
            .collect();
        options.push(crate::input::Decision::UseInducement { use_it: false });
        options
    }
}
