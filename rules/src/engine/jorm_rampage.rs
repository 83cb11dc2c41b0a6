//! Jorm the Ogre's rampage: with him refereeing, a Get the Ref result on the Kick-off table
//! has none of its normal effects; FAME changes instead (004:L1970-L1977, card
//! 004:L7268-L7280).

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;

/// The team's FAME modifier as it counts now; above 0, the team "has" one.
fn has_fame(fame: i16) -> bool {
    fame > 0
}

impl Engine<'_> {
    /// Get the Ref with Jorm the Ogre (004:L1970-L1977): no Bribes. If neither team has FAME,
    /// a D6 picks the one that gets +1; if one has, its coach rolls a D6 for it. Our reading
    /// for both teams having FAME (the Greenboyz' +2, 004:L8915-L8919), which the text does
    /// not cover: nothing changes.
    pub(crate) fn jorm_rampage(&mut self, result: &str) -> Vec<Step> {
        let kick = EventKind::KickOff {
            result: result.to_string(),
        };
        let fame = Side::BOTH.map(|side| has_fame(self.s.team(side).fame_now()));
        let holder = match fame {
            [false, false] => None,
            [true, false] => Some(Side::Home),
            [false, true] => Some(Side::Away),
            [true, true] => {
                self.say(
                    kick,
                    format_args!(
                        "Get the Ref with Jorm the Ogre: no Bribes; both teams have FAME, which \
                         the rampage's text does not cover: FAME stays as it is (our reading, \
                         004:L1970-L1977)"
                    ),
                );
                return Vec::new();
            }
        };
        self.say(
            kick,
            format_args!(
                "Get the Ref with Jorm the Ogre: no Bribes; Jorm rampages through the stands \
                 and FAME changes (004:L1970-L1977)"
            ),
        );
        let purpose = match holder {
            None => self.words(format_args!(
                "Jorm's rampage: neither team has FAME; a D6 picks the team that gets +1 FAME \
                 for the rest of the match, 1-3 the home team, 4-6 the away team \
                 (004:L1973-L1974)"
            )),
            Some(side) => {
                let name = &self.s.team(side).name;
                self.words(format_args!(
                    "Jorm's rampage: {name} has FAME; its coach rolls a D6: 1 it loses it and \
                     the other team gains +1, 2-3 it loses it, 4-6 nothing changes \
                     (004:L1974-L1977)"
                ))
            }
        };
        let roller = holder.unwrap_or(self.s.kicking);
        vec![PendingRoll::plain(
            RollKind::JormRampage { holder },
            roller,
            &[DieKind::D6][..],
            purpose,
        )]
    }

    /// The rampage's D6: for the team that gets +1 when neither had FAME (`holder` `None`),
    /// or for the team that has it (004:L1973-L1977). "Lose the modifier" is the text's, the
    /// whole of it; the card's summary says -1 FAME (004:L7277-L7280).
    pub(crate) fn jorm_rampage_rolled(&mut self, holder: Option<Side>, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        match holder {
            None => {
                let side = if roll <= 3 { Side::Home } else { Side::Away };
                self.gain_fame(side);
                let (name, fame) = self.fame_of(side);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Jorm's rampage ({roll}): {name} gets +1 FAME for the rest of the match, \
                         now {fame} (004:L1973-L1974)"
                    ),
                );
            }
            Some(side) if roll <= 3 => {
                let team = self.s.team_mut(side);
                team.fame_lost = team
                    .fame_lost
                    .saturating_add(u8::try_from(team.fame_now().max(0)).unwrap_or(0));
                let (name, fame) = self.fame_of(side);
                if roll == 1 {
                    let other = side.opponent();
                    self.gain_fame(other);
                    let (other_name, other_fame) = self.fame_of(other);
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Jorm's rampage (1): {name} loses its FAME, now {fame}, and \
                             {other_name} gains +1, now {other_fame} (004:L1975-L1976)"
                        ),
                    );
                } else {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Jorm's rampage ({roll}): {name} loses its FAME, now {fame}, and the \
                             other team gains nothing (004:L1976-L1977)"
                        ),
                    );
                }
            }
            Some(side) => {
                let (name, fame) = self.fame_of(side);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Jorm's rampage ({roll}): {name} keeps its FAME of {fame} \
                         (004:L1974-L1977)"
                    ),
                );
            }
        }
    }

    /// +1 FAME for the rest of the match (004:L1973-L1976).
    fn gain_fame(&mut self, side: Side) {
        let team = self.s.team_mut(side);
        team.fame_gained = team.fame_gained.saturating_add(1);
    }

    fn fame_of(&self, side: Side) -> (String, i16) {
        let team = self.s.team(side);
        (team.name.clone(), team.fame_now())
    }
}
