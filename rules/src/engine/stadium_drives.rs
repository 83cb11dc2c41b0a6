//! Stadium attributes ruled as the match, a half or a drive starts or ends, and at the
//! kick-off (004:L3631-L3805): Apathetic Officials' Bribes, On-site Apothecaries, Deluxe
//! Seating, Ale-fuelled Maniacs, Poorly Built Dungeons, Appalling Stands and Unclear
//! Markings' line of scrimmage.

use tables::Rulebook;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::state::{
    ALE_FUELLED_MANIACS, APATHETIC_OFFICIALS, APPALLING_STANDS, DELUXE_SEATING, MatchState,
    ON_SITE_APOTHECARIES, POORLY_BUILT_DUNGEONS, UNCLEAR_MARKINGS,
};

/// What the stadium gives each team as the match starts, once its attribute is known (named
/// in the setup or just rolled): Apathetic Officials' first-half Bribe (004:L3655-L3656) and
/// On-site Apothecaries' Apothecary, or a team re-roll for a team whose roster may not have
/// one (004:L3730-L3732). Returns the ruling's words, if it gave anything.
pub(crate) fn stadium_gifts(s: &mut MatchState, book: &Rulebook) -> Option<String> {
    match s.stadium_attribute()? {
        APATHETIC_OFFICIALS => {
            bonus_bribes(s);
            Some(
                "Apathetic Officials: each team gains a bonus Bribe for the first half, and \
                 another for the second; one unused is lost at half time (004:L3655-L3656)"
                    .into(),
            )
        }
        ON_SITE_APOTHECARIES => {
            let mut words = Vec::new();
            for side in Side::BOTH {
                // Our reading: "forbidden" is a roster that may not hire an Apothecary.
                let allowed = book
                    .roster(&s.team(side).roster)
                    .is_ok_and(|r| r.apothecary);
                let team = s.team_mut(side);
                if allowed {
                    team.apothecaries = team.apothecaries.saturating_add(1);
                    words.push(format!("{} +1 Apothecary", team.name));
                } else {
                    // Our reading: a team re-roll for the match, as the Apothecary it stands
                    // for is one (kept at half time like Extra Team Training's).
                    team.rerolls = team.rerolls.saturating_add(1);
                    team.training_rerolls = team.training_rerolls.saturating_add(1);
                    words.push(format!(
                        "{} may not use an Apothecary: +1 team re-roll for the match",
                        team.name
                    ));
                }
            }
            Some(format!(
                "On-site Apothecaries: {} (004:L3730-L3732)",
                words.join("; ")
            ))
        }
        _ => None,
    }
}

/// Apathetic Officials: each team's Bribe for the half (004:L3655-L3656). The text gives one
/// "in each half", where Get the Ref's is "to use during this game" (000:L999): the last
/// half's, if still unused (`TeamState::half_bribe`), is taken back first; bought Bribes and
/// Get the Ref's stay. Returns the names of the teams that lost one.
fn bonus_bribes(s: &mut MatchState) -> Vec<String> {
    let mut lost = Vec::new();
    for team in &mut s.teams {
        let mut bribes = team.inducements.get(Inducement::Bribes);
        if team.half_bribe && bribes > 0 {
            bribes -= 1;
            lost.push(team.name.clone());
        }
        team.inducements
            .set(Inducement::Bribes, bribes.saturating_add(1));
        team.half_bribe = true;
    }
    lost
}

fn dice_of(dice: &[Die]) -> Vec<u8> {
    dice.iter().filter_map(|d| d.value()).collect()
}

impl Engine<'_> {
    fn stadium_is(&self, attribute: &str) -> bool {
        self.s.stadium_attribute() == Some(attribute)
    }

    /// The stadium's attribute was just rolled: what it gives as the match starts.
    pub(crate) fn stadium_arrives(&mut self) {
        if let Some(words) = stadium_gifts(self.s, self.book) {
            self.say(EventKind::Note, format_args!("{words}"));
        }
    }

    /// Half time (not overtime: our reading, the second half's Bribe carries into it as the
    /// team re-rolls do, 000:L800): Apathetic Officials' first-half Bribe, if unused, is
    /// lost, and the second half's given (004:L3655-L3656).
    pub(crate) fn stadium_half_time(&mut self) {
        if self.stadium_is(APATHETIC_OFFICIALS) {
            let lost = bonus_bribes(self.s);
            let lapsed = if lost.is_empty() {
                String::new()
            } else {
                format!(
                    "the unused first-half Bribe is lost ({}); ",
                    lost.join(", ")
                )
            };
            self.say(
                EventKind::Note,
                format_args!(
                    "Apathetic Officials: {lapsed}each team gains a bonus Bribe for the second \
                     half (004:L3655-L3656)"
                ),
            );
        }
    }

    /// Appalling Stands as a drive ends, the last one's too (the FAME it costs counts in the
    /// winnings): each coach's D6 (004:L3658-L3662). Returns whether the roll was pushed, to
    /// end the drive once it is made.
    pub(crate) fn appalling_stands(&mut self, kicking: Side) -> bool {
        if !self.stadium_is(APPALLING_STANDS) || self.s.drive.stands_rolled {
            return false;
        }
        self.s.drive.stands_rolled = true;
        let roll = PendingRoll::plain(
            RollKind::AppallingStands,
            Side::Home,
            &[DieKind::D6, DieKind::D6][..],
            self.words(format_args!(
                "Appalling Stands: a D6 from each coach, home first; a 1 costs that team 1 FAME, \
                 below 0 if need be (004:L3658-L3662)"
            )),
        );
        self.s.stack.clear();
        self.push_in_order([
            roll,
            Step::EndDrive {
                kicking,
                heat_rolled: true,
            },
        ]);
        true
    }

    pub(crate) fn appalling_stands_rolled(&mut self, dice: &[Die]) {
        for (side, roll) in Side::BOTH.into_iter().zip(dice_of(dice)) {
            let name = self.s.team(side).name.clone();
            if roll == 1 {
                let team = self.s.team_mut(side);
                team.fame_lost = team.fame_lost.saturating_add(1);
                let fame = self.s.team(side).fame_now();
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Appalling Stands: {name} rolls 1: FAME -1, now {fame} (004:L3658-L3662)"
                    ),
                );
            } else {
                self.say(
                    EventKind::Note,
                    format_args!("Appalling Stands: {name} rolls {roll}: FAME kept"),
                );
            }
        }
    }

    /// The start of a drive after the first, before the check that both teams can set up
    /// (000:L818), which a player back from the dungeon may change: Poorly Built Dungeons'
    /// D6s (004:L3681-L3682), Deluxe Seating's (004:L3740-L3743), Fair Weather Fans' D6
    /// (004:L3785-L3789). Pushed on top of the next drive's first step, once for each drive
    /// that is played (`end_drive`).
    pub(crate) fn stadium_drive_starts(&mut self) {
        let mut steps = Vec::new();
        if self.stadium_is(POORLY_BUILT_DUNGEONS) {
            for side in Side::BOTH {
                let players: Vec<PlayerId> = self
                    .s
                    .players
                    .iter()
                    .filter(|p| p.id.side == side && p.place == Place::SentOff)
                    .map(|p| p.id)
                    .collect();
                if players.is_empty() {
                    continue;
                }
                steps.push(PendingRoll::plain(
                    RollKind::PoorlyBuiltDungeons {
                        players: players.clone(),
                    },
                    side,
                    vec![DieKind::D6; players.len()],
                    self.words(format_args!(
                        "Poorly Built Dungeons: a D6 for each of the {} {} player(s) sent off, \
                         in shirt order; 5+ he escapes to the Reserves (004:L3681-L3682)",
                        players.len(),
                        self.s.team(side).name
                    )),
                ));
            }
        }
        if self.stadium_is(DELUXE_SEATING) {
            steps.push(PendingRoll::plain(
                RollKind::DeluxeSeating,
                Side::Home,
                &[DieKind::D6, DieKind::D6][..],
                self.words(format_args!(
                    "Deluxe Seating: a D3 (a D6 halved) from each coach, home first, plus his \
                     FAME; more than his team re-rolls gains one (004:L3740-L3743)"
                )),
            ));
        }
        steps.extend(self.fans_leave());
        self.push_in_order(steps);
    }

    pub(crate) fn dungeons_rolled(&mut self, players: &[PlayerId], dice: &[Die]) {
        for (id, roll) in players.iter().zip(dice_of(dice)) {
            let label = self.ruling_label(*id);
            if roll >= 5
                && self
                    .s
                    .player(*id)
                    .is_some_and(|p| p.place == Place::SentOff)
            {
                self.s.set_place(*id, Place::Reserves);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Poorly Built Dungeons: {label} rolls {roll}: back in the Reserves \
                         (004:L3681-L3682)"
                    ),
                );
            } else {
                self.say(
                    EventKind::Note,
                    format_args!("Poorly Built Dungeons: {label} rolls {roll}: stays sent off"),
                );
            }
        }
    }

    pub(crate) fn deluxe_seating_rolled(&mut self, dice: &[Die]) {
        for (side, roll) in Side::BOTH.into_iter().zip(dice_of(dice)) {
            let d3 = crate::dice::d3(roll);
            // FAME as it counts during the match (0 at a Solemn and Silent stadium; nobody is
            // on the pitch yet for a Fan Favourite).
            let fame = self.s.kick_off_fame(side);
            let total = i16::from(d3) + fame;
            let rerolls = self.s.team(side).rerolls;
            let name = self.s.team(side).name.clone();
            if total > i16::from(rerolls) {
                // Our reading: a team re-roll like Brilliant Coaching's, for the rest of the
                // half (re-rolls go back to their starting number at half time).
                let team = self.s.team_mut(side);
                team.rerolls = team.rerolls.saturating_add(1);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Deluxe Seating: {name} D3 {d3} + FAME {fame} = {total}, more than its \
                         {rerolls} team re-roll(s): a bonus team re-roll (004:L3740-L3743)"
                    ),
                );
            } else {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Deluxe Seating: {name} D3 {d3} + FAME {fame} = {total}, not more than \
                         its {rerolls} team re-roll(s): none gained (004:L3740-L3743)"
                    ),
                );
            }
        }
    }

    /// The Kick-off table's roll, or with Ale-fuelled Maniacs the D6 before it
    /// (004:L3762-L3767), made by the kicking coach.
    pub(crate) fn kick_off_table_step(&self) -> Step {
        if !self.stadium_is(ALE_FUELLED_MANIACS) {
            return super::kickoff::kick_off_table_roll(self.s.kicking);
        }
        PendingRoll::plain(
            RollKind::AleFuelledManiacs,
            self.s.kicking,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Ale-fuelled Maniacs: a D6 before the Kick-off table; {} the maniacs' own D6 \
                 replaces the table (004:L3762-L3767)",
                if self.s.half == 1 {
                    "in the first half a 1 and"
                } else {
                    "in the second half 1-2 and"
                }
            )),
        )
    }

    /// The maniacs' D6: a 1 in the first half, 1-2 in the second (our reading: and in
    /// overtime, which follows it) and their own table replaces the Kick-off table.
    pub(crate) fn maniacs_rolled(&mut self, dice: &[Die]) {
        let roll = dice_of(dice).first().copied().unwrap_or(6);
        let most = if self.s.half == 1 { 1 } else { 2 };
        if roll <= most {
            self.say(
                EventKind::Note,
                format_args!(
                    "Ale-fuelled Maniacs: {roll}: no Kick-off table; the maniacs' D6 instead \
                     (004:L3762-L3767)"
                ),
            );
            self.push(PendingRoll::plain(
                RollKind::ManiacsTable,
                self.s.kicking,
                &[DieKind::D6][..],
                self.words(format_args!(
                    "Ale-fuelled Maniacs: 1 Get the Ref, 2-3 Riot, 4-5 Throw a Rock, 6 Pitch \
                     Invasion (004:L3762-L3767)"
                )),
            ));
        } else {
            self.say(
                EventKind::Note,
                format_args!("Ale-fuelled Maniacs: {roll}: the Kick-off table as normal"),
            );
            self.push(super::kickoff::kick_off_table_roll(self.s.kicking));
        }
    }

    /// The maniacs' table: each result is the Kick-off table's, ruled as there (its 2D6 total:
    /// 2 Get the Ref, 3 Riot, 11 Throw a Rock, 12 Pitch Invasion, 000:L999-L1009).
    pub(crate) fn maniacs_table_rolled(&mut self, dice: &[Die]) {
        let roll = dice_of(dice).first().copied().unwrap_or(1);
        let total = match roll {
            1 => 2,
            2 | 3 => 3,
            4 | 5 => 11,
            _ => 12,
        };
        // Our reading: the 2016 results the text names, whatever Kick-off table the league uses.
        self.kick_off_result(total, false);
    }
}

/// Unclear Markings: the line of scrimmage moved forward (towards the receiving team) by
/// `forward` for the kicking `side`, as squares the half-way line moves towards the away End
/// Zone.
fn halfway_moved(side: Side, forward: i8) -> i8 {
    match side {
        Side::Home => forward,
        Side::Away => -forward,
    }
}

impl Engine<'_> {
    /// Before a drive's set-up: at an Unclear Markings stadium the kicking coach chooses
    /// where the line of scrimmage is (004:L3669-L3675).
    pub(crate) fn markings_due(&mut self, side: Side) {
        if self.stadium_is(UNCLEAR_MARKINGS) {
            self.push(Step::UnclearMarkings { side });
        }
    }

    /// The kicking coach moved the line of scrimmage `forward` squares (-1, 0 or 1): a
    /// temporary half-way line "for setting up both teams this kick-off" and the touchback
    /// (004:L3669-L3675). Our reading: it stands for the whole kick-off (the set-up, a
    /// Perfect Defence's, the line of scrimmage the Kick skill and Kick-Off Return ask about,
    /// the receiving half the kick is aimed at and must come down in); `kick_off_done` puts
    /// the normal line back for play.
    pub(crate) fn move_line_of_scrimmage(
        &mut self,
        side: Side,
        forward: i8,
    ) -> Result<(), crate::rejection::Rejection> {
        if !(-1..=1).contains(&forward) {
            return Err(self.refuse(
                format_args!("the line of scrimmage moves one square forward or back, at most"),
                "004:L3669-L3675",
            ));
        }
        self.s.stack.pop();
        self.s.drive.halfway_moved = halfway_moved(side, forward);
        let name = self.s.team(side).name.clone();
        let how = match forward {
            0 => "keeps the line of scrimmage where it is",
            1 => "moves the line of scrimmage one square forward",
            _ => "moves the line of scrimmage one square back",
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Unclear Markings: {name} {how}: the half-way line for this kick-off's set-up \
                 and touchback; no wide-zone limit (004:L3669-L3675)"
            ),
        );
        Ok(())
    }
}

impl<S: super::State> Engine<'_, S> {
    /// Whether the two-per-wide-zone limit is lifted: Unclear Markings (004:L3669-L3675).
    pub(crate) fn markings_unclear(&self) -> bool {
        self.s.stadium_attribute() == Some(UNCLEAR_MARKINGS)
    }
}
