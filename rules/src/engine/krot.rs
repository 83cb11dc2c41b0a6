//! Krot Shockwhisker, Skaven Engineer, of the (In)Famous Coaching Staff (004:L3233-L3266): at
//! the start of any drive, just before his team sets up, his coach may pick one of the team's
//! players in the Dead & Injured box (not dead, not a Star Player), asked as
//! `Step::UseTeamInducement` and answered `Decision::KrotPatient`; then a D6
//! (`RollKind::Krot`):
//! 1 There Were… Complications: a Casualty roll for him (league play; the permanent injury
//! that put him there still applies); 2-3 Useless Flesh-thing!: nothing; 4-5 Flawed
//! Execution: to Reserves for this drive with Really Stupid (−1 to his Really Stupid rolls if
//! he has it already); 6 Witness Perfection!: to Reserves for this drive. A player brought
//! back goes back to the Dead & Injured box as the drive ends, if he is not there already.

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;

/// A player Krot brought back for this drive.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Patient {
    pub player: PlayerId,
    /// Flawed Execution gave him Really Stupid, which he did not have.
    pub granted: bool,
    /// Flawed Execution on a player who already had Really Stupid: −1 to those rolls.
    pub stupider: bool,
}

impl Engine<'_> {
    /// `side` is about to set up for a drive: if it hired Krot and has a player he may pick,
    /// its coach is asked first (004:L3236-L3237).
    pub(crate) fn offer_krot(&mut self, side: Side) {
        if self
            .s
            .team(side)
            .inducements
            .has(Inducement::KrotShockwhisker)
            && !self.krot_patients(side).is_empty()
        {
            self.push(Step::UseTeamInducement {
                which: Inducement::KrotShockwhisker,
                side,
            });
        }
    }

    /// The coach picks `player` for Krot: the D6 on his table.
    pub(crate) fn krot_picks(&mut self, side: Side, player: PlayerId) -> Result<(), Rejection> {
        if !self.krot_patients(side).contains(&player) {
            return Err(self.refuse(
                format_args!(
                    "Krot Shockwhisker picks one of his team's players in the Dead & Injured \
                     box, never a dead player nor a Star Player: {} is not one",
                    self.named(player)
                ),
                "004:L3237-L3240",
            ));
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "Krot Shockwhisker works on {label}: 1 Complications (a Casualty roll), 2-3 no \
             effect, 4-5 to Reserves for the drive with Really Stupid, 6 to Reserves for the \
             drive (004:L3242-L3266)"
        ));
        self.push(PendingRoll::plain(
            RollKind::Krot { player },
            side,
            &[DieKind::D6][..],
            purpose,
        ));
        Ok(())
    }

    /// Krot's D6 for `player`.
    pub(crate) fn krot_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let n = dice.first().and_then(|d| d.value()).unwrap_or(2);
        let label = self.ruling_label(player);
        match n {
            1 => {
                let league = self.book.is_on("league")
                    && !self.book.is_on(super::turn_clock::BUGMANS)
                    && self.book.table("casualty").is_ok();
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Krot Shockwhisker (1): There Were… Complications: {label} {} \
                         (004:L3244-L3245)",
                        if league {
                            "rolls for Casualty again; Miss Next Game results do not stack"
                        } else {
                            "stays in the Dead & Injured box; this match has no Casualty table \
                             to roll on"
                        }
                    ),
                );
                if league {
                    let decay = self.s.player(player).is_some_and(|p| p.has(Skill::Decay));
                    let roll = self.casualty_roll(player, decay, Vec::new(), false);
                    self.push(roll);
                }
            }
            2 | 3 => self.say(
                EventKind::Note,
                format_args!(
                    "Krot Shockwhisker ({n}): Useless Flesh-thing!: no effect, {label} stays in \
                     the Dead & Injured box (004:L3246)"
                ),
            ),
            _ => {
                let flawed = n < 6;
                let mut patient = Patient {
                    player,
                    granted: false,
                    stupider: false,
                };
                if flawed && let Some(p) = self.s.player_mut(player) {
                    if p.has(Skill::ReallyStupid) {
                        patient.stupider = true;
                    } else {
                        p.skills.insert(Skill::ReallyStupid);
                        patient.granted = true;
                    }
                }
                self.s.set_place(player, Place::Reserves);
                self.s.team_skills = crate::state::team_skills(&self.s.players);
                self.s.patients[player.side.index()] = Some(patient);
                let what = match (flawed, patient.stupider) {
                    (false, _) => "Witness Perfection!: {label} goes to Reserves for this drive \
                                   (004:L3260-L3266)"
                        .to_string(),
                    (true, false) => "Flawed Execution: {label} goes to Reserves for this drive, \
                                      with Really Stupid until it ends (004:L3247-L3259)"
                        .to_string(),
                    (true, true) => "Flawed Execution: {label} goes to Reserves for this drive; \
                                     he is Really Stupid already, so −1 to his Really Stupid \
                                     rolls until it ends (004:L3247-L3259)"
                        .to_string(),
                };
                self.say(
                    EventKind::Recovered { player },
                    format_args!(
                        "Krot Shockwhisker ({n}): {}; back to the Dead & Injured box as the drive \
                         ends",
                        what.replace("{label}", &label)
                    ),
                );
            }
        }
    }

    /// The drive is over: Krot's patients go back to the Dead & Injured box if they are not
    /// there already, and lose the Really Stupid he gave them (004:L3255-L3259, L3264-L3266).
    pub(crate) fn krot_patients_return(&mut self) {
        for side in Side::BOTH {
            let Some(patient) = self.s.patients[side.index()].take() else {
                continue;
            };
            if patient.granted
                && let Some(p) = self.s.player_mut(patient.player)
            {
                let mut stupid = crate::skill::SkillSet::default();
                stupid.insert(Skill::ReallyStupid);
                p.skills = p.skills.minus(stupid);
            }
            self.s.team_skills = crate::state::team_skills(&self.s.players);
            if self
                .s
                .player(patient.player)
                .is_some_and(|p| p.place != Place::Casualty)
            {
                self.s.set_place(patient.player, Place::Casualty);
                let label = self.ruling_label(patient.player);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "The drive is over: Krot Shockwhisker's patient {label} goes back to \
                         the Dead & Injured box (004:L3257-L3259, L3265-L3266)"
                    ),
                );
            }
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The players of `side` Krot may pick: in the Dead & Injured box, not dead, not a Star
    /// Player (004:L3237-L3240), and not a Secret Weapon sent off as he went there
    /// (004:L10535-L10539).
    pub(crate) fn krot_patients(&self, side: Side) -> Vec<PlayerId> {
        self.s
            .players
            .iter()
            .filter(|p| {
                p.id.side == side
                    && p.place == Place::Casualty
                    && !p.dead
                    && !p.sent_off_hurt
                    && !self.s.is_star_player(p)
            })
            .map(|p| p.id)
            .collect()
    }

    /// The coach's options: each player Krot may pick, or none this drive.
    pub(crate) fn krot_options(&self, side: Side) -> Vec<crate::input::Decision> {
        let mut options: Vec<crate::input::Decision> = self
            .krot_patients(side)
            .into_iter()
            .map(|player| crate::input::Decision::KrotPatient { player })
            .collect();
        options.push(crate::input::Decision::UseInducement { use_it: false });
        options
    }

    /// The −1 to `player`'s Really Stupid rolls after Krot's Flawed Execution on a player who
    /// had the skill already (004:L3250-L3252).
    pub(crate) fn krot_stupider(&self, player: PlayerId) -> bool {
        self.s.patients[player.side.index()]
            .is_some_and(|patient| patient.player == player && patient.stupider)
    }
}
