//! The pre-match sequence (digest §3.1): the weather roll, each team's fans and FAME, the coin
//! toss and the winner's choice to kick or receive. Whatever the setup already settled is
//! skipped.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::rejection::Rejection;
use crate::setup::MatchSetup;

/// The steps a new match starts with, innermost last.
pub(crate) fn pre_match_steps(setup: &MatchSetup) -> Vec<Step> {
    // Step 5 of each team's last post-match sequence, after its Hire and Fire
    // (004:L2976-L2977): before anything of this match.
    let mut steps = super::expensive_mistakes::expensive_mistakes_steps(setup);
    if setup.weather.is_none() {
        steps.push(weather_roll(false));
    }
    // A league match: the stadium, then the referee (004:L2675-L2692).
    let home_stadium = setup.league.as_ref().and_then(|l| l.home_stadium);
    if let Some(league) = &setup.league {
        if league.roll_stadium {
            steps.push(stadium_roll());
        }
        if league.roll_referee {
            steps.push(referee_roll());
        }
    }
    // The inducements, after the Referee roll, where the setup leaves them to be chosen then
    // (004:L2676-L2682).
    steps.extend(super::choose_inducements::choose_step(setup));
    // Special Play cards, after the inducements (004:L2780-L2797).
    let keeps = super::special_play::keep_steps(setup);
    let cards = !keeps.is_empty();
    steps.extend(keeps);
    if setup.fame.is_none() {
        if cards {
            // The start of the game, before the fans are worked out (Promo Tour,
            // 004:L6028-L6045): asked only of a team holding such a card.
            steps.push(Step::CardMoment {
                timing: crate::special_play::CardTiming::BeforeFans,
            });
        }
        for team in Side::BOTH {
            let at_home = home_stadium == Some(team);
            steps.push(Step::roll(PendingRoll {
                kind: RollKind::Fans { team },
                side: team,
                dice: if at_home {
                    Cow::Borrowed(&[DieKind::D6, DieKind::D6, DieKind::D6])
                } else {
                    Cow::Borrowed(&[DieKind::D6, DieKind::D6])
                },
                target: None,
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: if at_home {
                    format!(
                        "Fans: the {} coach rolls 2D6, plus Fan Factor {}, plus a D3 (the third \
                         D6 halved, rounding up) at the team's home stadium, for the fans in \
                         thousands (000:L989, 004:L2730)",
                        setup.team(team).name,
                        setup.team(team).fan_factor
                    )
                } else {
                    format!(
                        "Fans: the {} coach rolls 2D6, plus Fan Factor {}, for the fans in \
                         thousands (000:L989)",
                        setup.team(team).name,
                        setup.team(team).fan_factor
                    )
                },
            }));
        }
    }
    match setup.kicking {
        None => steps.push(Step::CoinToss),
        Some(side) => {
            // The first half starts here: a Halfling Master Chef cooks (004:L3076-L3084).
            for team in Side::BOTH {
                if setup
                    .team(team)
                    .inducements
                    .has(crate::Inducement::HalflingMasterChef)
                {
                    steps.push(master_chef_roll(team, &setup.team(team).name));
                }
            }
            // The Trundlefoot Triplets named for the match: the kicking team's kit check before
            // its first set-up (004:L2008-L2012), Kari Coldsteel's offer on its result; else
            // Kari, asked before her team sets up (004:L3162-L3166). A referee rolled in the
            // pre-match checks the kit once rolled (`kit_checks_before_first_set_up`).
            let named = setup
                .league
                .as_ref()
                .filter(|l| !l.roll_referee)
                .and_then(|l| l.referee.as_deref());
            if super::referee_famous::checks_kit(named) {
                steps.push(super::referee_famous::kit_check_roll(
                    side,
                    &setup.team(side).name,
                ));
            } else {
                steps.extend(super::kari::kari_offer(
                    side,
                    &setup.team(side).inducements.bought,
                    setup.team(side).players.len(),
                ));
            }
            // Sloping Pitch: the first drive's slope, before the set-up (004:L3608-L3611).
            steps.extend(super::stadium_surface::first_slope_roll(setup, side));
            // Unclear Markings, if the stadium has them (004:L3669-L3675): asked at once for
            // a stadium the setup names, looked at once a rolled one is known.
            if let Some(league) = &setup.league {
                let named = league.stadium.as_ref().and_then(|s| s.attribute.as_deref());
                if named == Some(crate::state::UNCLEAR_MARKINGS) {
                    steps.push(Step::UnclearMarkings { side });
                } else if league.roll_stadium {
                    steps.push(Step::MarkingsDue { side });
                }
            }
            steps.push(Step::Setup { side });
        }
    }
    steps.reverse();
    steps
}

/// The Weather table roll: one D6 from each coach, added (000:L1013).
pub(crate) fn weather_roll(kick_off: bool) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::Weather { kick_off },
        side: Side::Home,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: if kick_off {
            "Changing Weather: roll the Weather table again, one D6 from each coach; on Nice the \
             kick drifts one more square (000:L1004)"
                .into()
        } else {
            "Weather: each coach rolls a D6 and the two are added on the Weather table \
             (000:L1013-L1023)"
                .into()
        },
    })
}

/// The Random Stadium table (004:L3684-L3700): the home coach rolls 2D6.
fn stadium_roll() -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::Stadium,
        side: Side::Home,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: "Stadium: 2D6 on the Random Stadium table: 2-3 Unusual Playing Surface, 4-5 \
                  Rough & Ready, 6-8 Standard, 9-10 Luxury Stadium, 11-12 Local Crowd \
                  (004:L2717-L2728, L3684-L3700)"
            .into(),
    })
}

/// The Referee table (004:L2704-L2716): 2D6.
fn referee_roll() -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::Referee,
        side: Side::Home,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: "Referee: 2D6 on the Referee table: 2-3 Trundlefoot Triplets, 4-5 Ranulf 'Red' \
                  Hokuli, 6 Goblin referee, 7 Standard referee, 8 Halfling referee, 9-10 Thoron \
                  Korensson, 11-12 Jorm the Ogre (004:L2704-L2716)"
            .into(),
    })
}

/// A Halfling Master Chef's 3D6 at the start of a half (004:L3076-L3084; the Bugman's League
/// Cup's staff cooks the same, 001:L505).
pub(crate) fn master_chef_roll(team: Side, name: &str) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::MasterChef { team },
        side: team,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: format!(
            "Halfling Master Chef: the {name} coach rolls 3D6; each 4+ gains his team a re-roll \
             and takes one from the other team if it has one left (004:L3076-L3084; 001:L505)"
        ),
    })
}

/// The stadium attribute tables by the lowest 2D6 total of their row on the Random Stadium
/// table.
const ATTRIBUTE_TABLES: [(u8, &str); 4] = [
    (2, "stadium-unusual-playing-surface"),
    (4, "stadium-rough-and-ready"),
    (9, "stadium-luxury"),
    (11, "stadium-local-crowd"),
];

fn sum(dice: &[Die]) -> u8 {
    dice.iter().filter_map(|d| d.value()).sum()
}

/// FAME from the two crowds: +2 for twice the other's fans or more, +1 for more (000:L993).
pub(crate) fn fame(mine: u8, theirs: u8) -> u8 {
    if u16::from(mine) >= 2 * u16::from(theirs) {
        2
    } else if mine > theirs {
        1
    } else {
        0
    }
}

impl Engine<'_> {
    pub(crate) fn weather_rolled(&mut self, kick_off: bool, dice: &[Die]) {
        let total = sum(dice);
        let (weather, words) = self.weather_on(total);
        self.s.weather = weather;
        self.say(
            EventKind::Weather { weather },
            format_args!("Weather roll {words}"),
        );
        // A ball that has left the pitch scatters no further (FAQ 004:L11525-L11528), and one
        // that has crossed the line of scrimmage is a touchback already (000:L387; FAQ
        // 001:L1192-L1194): no breeze for either.
        let kick_in_play =
            self.s.kick.is_some() && !self.kick_out_of_play(self.s.kick.and_then(|k| k.landing));
        if kick_off && weather.counts_as_nice() && kick_in_play {
            self.push(super::kickoff::gentle_breeze_roll());
        }
        self.weather_came();
    }

    pub(crate) fn stadium_rolled(&mut self, dice: &[Die]) {
        let total = sum(dice);
        let row = self
            .book
            .table("stadium")
            .ok()
            .and_then(|t| t.row(total).ok())
            .map(|r| (r.from, r.result.clone()));
        let Some((from, kind)) = row else {
            return;
        };
        let table = ATTRIBUTE_TABLES.iter().find(|(k, _)| *k == from);
        match table {
            None => {
                self.s.stadium = Some(crate::setup::Stadium {
                    kind: kind.clone(),
                    attribute: None,
                });
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Stadium roll {total}: {kind}, no stadium attribute (004:L3684-L3700)"
                    ),
                );
            }
            Some((key, _)) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Stadium roll {total}: {kind}; a D6 on its table for the attribute \
                         (004:L3684-L3700)"
                    ),
                );
                let key = *key;
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::StadiumAttribute { kind: key },
                    side: Side::Home,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: None,
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Stadium attribute: a D6 on the {kind} table (004:L3585-L3806)"
                    )),
                }));
            }
        }
    }

    pub(crate) fn stadium_attribute_rolled(&mut self, key: u8, dice: &[Die]) {
        let total = sum(dice);
        let kind = self
            .book
            .table("stadium")
            .ok()
            .and_then(|t| t.row(key).ok())
            .map(|r| r.result.clone())
            .unwrap_or_default();
        let row = ATTRIBUTE_TABLES
            .iter()
            .find(|(k, _)| *k == key)
            .and_then(|(_, id)| self.book.table(id).ok())
            .and_then(|t| t.row(total).ok())
            .map(|r| (r.result.clone(), r.effect.clone(), r.source.clone()));
        let Some((attribute, effect, source)) = row else {
            return;
        };
        let ruled = match attribute.as_str() {
            crate::state::BOISTEROUS_RABBLE
            | crate::state::ASTROGRANITE
            | crate::state::SOLID_STONE
            | crate::state::ANKLE_DEEP_WATER
            | crate::state::ICE
            | crate::state::UNEVEN_FOOTING
            | crate::state::SLOPING_PITCH
            | crate::state::SOLEMN_AND_SILENT
            | crate::state::ENCLOSED_PITCH
            | crate::state::BUNCH_OF_PACIFISTS
            | crate::state::KNOW_IT_ALL_HECKLERS
            | crate::state::FAIR_WEATHER_FANS
            | crate::state::APATHETIC_OFFICIALS
            | crate::state::ON_SITE_APOTHECARIES
            | crate::state::DELUXE_SEATING
            | crate::state::ALE_FUELLED_MANIACS
            | crate::state::POORLY_BUILT_DUNGEONS
            | crate::state::UNCLEAR_MARKINGS => "the engine rules it",
            crate::state::APPALLING_STANDS => {
                "the engine rules it; the ledger's winnings read the FAME it leaves"
            }
            crate::state::REPUTATION_FOR_SPECTACLE if self.inducements_to_come() => {
                "its 2D6 next, for the inducements chosen after the Referee roll"
            }
            crate::state::REPUTATION_FOR_SPECTACLE => {
                "the setup bought the inducements before this roll, so its gold counts only \
                 for a stadium the setup names with its 2D6 (\"spectacle\")"
            }
            crate::state::BROADCAST_STUDIO if self.inducements_to_come() => {
                "its cheaper Star Players count for the inducements chosen after the Referee \
                 roll; the ledger adds its +3 to the Fan Factor rolls"
            }
            crate::state::BROADCAST_STUDIO => {
                "the ledger adds its +3 to the Fan Factor rolls; its cheaper Star Players count \
                 only for a stadium the setup names (the setup bought the inducements before \
                 this roll)"
            }
            crate::state::DESPERATE_FOR_EXPOSURE | crate::state::INTEGRATED_MERCHANDISE_STALLS => {
                "the ledger rolls it with the winnings"
            }
            _ => "the engine does not rule it, the referee applies it",
        };
        self.say(
            EventKind::Note,
            format_args!("{kind}: {attribute} ({total}; {source}): {effect}; {ruled}"),
        );
        let spectacle = attribute == crate::state::REPUTATION_FOR_SPECTACLE;
        self.s.stadium = Some(crate::setup::Stadium {
            kind,
            attribute: Some(attribute),
        });
        self.stadium_arrives();
        if self.s.stadium_attribute() == Some(crate::state::BOISTEROUS_RABBLE) {
            self.rabble_on_settled_fame();
        }
        if spectacle {
            self.spectacle_due();
        }
    }

    /// A Boisterous Rabble stadium rolled after the setup settled the FAME: the setup's FAME
    /// is the fans' (000:L993) and the stadium adds its +1 now, 2 at most (004:L3745-L3805).
    /// With the fans still to roll, their roll adds it.
    fn rabble_on_settled_fame(&mut self) {
        let fans_to_come = self.s.stack.iter().any(
            |step| matches!(step, Step::Roll(roll) if matches!(roll.kind, RollKind::Fans { .. })),
        );
        if fans_to_come {
            return;
        }
        let fh = crate::state::rabble_fame(self.s.team(Side::Home).fame);
        let fa = crate::state::rabble_fame(self.s.team(Side::Away).fame);
        self.settle_fame(
            [fh, fa],
            "Boisterous Rabble: +1 FAME each on the setup's, 2 at most",
            "004:L3745-L3805",
        );
    }

    /// Both teams' FAME is `[home, away]` from now, said as `why` with its seed lines `cite`.
    fn settle_fame(&mut self, [fh, fa]: [u8; 2], why: &str, cite: &str) {
        self.s.team_mut(Side::Home).fame = fh;
        self.s.team_mut(Side::Away).fame = fa;
        let (home, away) = (
            self.s.team(Side::Home).name.clone(),
            self.s.team(Side::Away).name.clone(),
        );
        self.say(
            EventKind::Fame { home: fh, away: fa },
            format_args!("{why}: {home} {fh}, {away} {fa} ({cite})"),
        );
    }

    pub(crate) fn referee_rolled(&mut self, dice: &[Die]) {
        let total = sum(dice);
        let row = self
            .book
            .table("referee")
            .ok()
            .and_then(|t| t.row(total).ok())
            .map(|r| (r.result.clone(), r.effect.clone()));
        let Some((referee, effect)) = row else {
            return;
        };
        let ruled = match referee.as_str() {
            super::referee::STANDARD_REFEREE => "",
            super::referee::THORON_KORENSSON => {
                "; the engine rolls his D6 after a foul, chains a send-off after a 1 on a Bribe \
                 or argument, and rules his Get the Ref"
            }
            super::referee::TRUNDLEFOOT_TRIPLETS => {
                "; the engine rolls their D6 after a foul, the kit check before each drive, and \
                 rules their Get the Ref"
            }
            super::referee::RED_HOKULI => {
                "; the engine rolls his D6 after a foul, asks for the 'Red' Card's choice and \
                 allows no argument"
            }
            super::referee::JORM_THE_OGRE => {
                "; the engine rolls his D6 after a foul and his Armour roll, and rules his Get \
                 the Ref's FAME"
            }
            super::referee::GOBLIN_REFEREE | super::referee::HALFLING_REFEREE => {
                "; the engine moves him on the Score Track after a foul and rolls for his \
                 consequences"
            }
            _ => "; the engine rules fouls as for a standard referee, the referee applies the rest",
        };
        self.say(
            EventKind::Note,
            format_args!("Referee roll {total}: {referee}: {effect} (004:L2704-L2716){ruled}"),
        );
        self.s.referee = Some(referee);
        self.kit_checks_before_first_set_up();
    }

    pub(crate) fn master_chef_rolled(&mut self, team: Side, dice: &[Die]) {
        let gained = dice
            .iter()
            .filter(|d| d.value().is_some_and(|v| v >= 4))
            .count();
        let gained = u8::try_from(gained).unwrap_or(0);
        let other = self.s.team_mut(team.opponent());
        let lost = gained.min(other.rerolls);
        other.rerolls -= lost;
        other.training_rerolls = other.training_rerolls.min(other.rerolls);
        let mine = self.s.team_mut(team);
        mine.rerolls = mine.rerolls.saturating_add(gained);
        let (name, other_name) = (
            self.s.team(team).name.clone(),
            self.s.team(team.opponent()).name.clone(),
        );
        let cite = if self.book.is_on(crate::bugmans::BUGMANS_OPTION) {
            "001:L505"
        } else {
            "004:L3076-L3084"
        };
        self.say(
            EventKind::Roll {
                roll: "Halfling Master Chef".into(),
                player: None,
                dice: crate::dice::Dice::from_slice(dice),
                outcome: crate::event::Outcome::Read,
            },
            format_args!(
                "Halfling Master Chef: {gained} die/dice of 4+: {name} gains {gained} team \
                 re-roll(s), {other_name} loses {lost} ({cite})"
            ),
        );
    }

    pub(crate) fn fans_rolled(&mut self, team: Side, dice: &[Die]) {
        let ff = self.s.team(team).fan_factor;
        // Promo Tour: 3D6 for the fans instead of 2D6 (004:L6028-L6045).
        let rolled = if self.s.cards.on(team, crate::special_play::Card::PromoTour) {
            3
        } else {
            2
        };
        // At the home stadium the die after them is the D3 (004:L2730).
        let (two, home) = dice.split_at(dice.len().min(rolled));
        let d3 = home
            .first()
            .and_then(|d| d.value())
            .map_or(0, crate::dice::d3);
        let fans = sum(two).saturating_add(d3).saturating_add(ff);
        self.s.team_mut(team).fans = fans;
        let name = self.s.team(team).name.clone();
        self.say(
            EventKind::Roll {
                roll: "Fans".into(),
                player: None,
                dice: crate::dice::Dice::from_slice(dice),
                outcome: crate::event::Outcome::Read,
            },
            format_args!(
                "{name}: {}{} + Fan Factor {ff} = {fans},000 fans (000:L989)",
                sum(two),
                if home.is_empty() {
                    String::new()
                } else {
                    format!(" + D3 {d3} at home (004:L2730)")
                }
            ),
        );
        // The White Dwarf and the Black Gobbo: the dice rolled, before Fan Factor and the
        // home stadium's D3 (004:L9773-L9775).
        self.legends_roll(team, sum(two));
        if team == Side::Away {
            let (home, away) = (self.s.team(Side::Home).fans, self.s.team(Side::Away).fans);
            let (mut fh, mut fa) = (fame(home, away), fame(away, home));
            if self.s.stadium_attribute() == Some(crate::state::BOISTEROUS_RABBLE) {
                // Boisterous Rabble: each coach +1 FAME, 2 at most (004:L3745-L3805).
                fh = crate::state::rabble_fame(fh);
                fa = crate::state::rabble_fame(fa);
                self.say(
                    EventKind::Note,
                    format_args!("Boisterous Rabble: +1 FAME each, 2 at most (004:L3745-L3805)"),
                );
            }
            self.settle_fame(
                [fh, fa],
                "FAME",
                "+1 for more fans, +2 for twice as many, 000:L993",
            );
        }
    }

    pub(crate) fn coin_toss(&mut self, winner: Side) -> Result<(), Rejection> {
        self.s.stack.pop();
        if matches!(self.s.ruleset.setup, crate::ruleset::SetupPolicy::EndZone) {
            // Blitz Bowl: the winner has chosen the board (the setup names it); the loser sets
            // up first and plays first (002:L424, L431, L439).
            let name = self.s.team(winner).name.clone();
            self.say(
                EventKind::Kicking { side: winner },
                format_args!(
                    "{name} ({}) wins the coin toss; the other team sets up first and plays \
                     first (002:L431, L439)",
                    winner.name()
                ),
            );
            self.s.first_kicking = winner.opponent();
            self.next_drive(winner.opponent());
            // Arenas: the winner's D8 before anyone sets up (002:L796).
            if self.s.ruleset.arena.roll {
                self.push(super::blitz_arena::arena_roll(winner));
            }
            return Ok(());
        }
        let name = self.s.team(winner).name.clone();
        self.say(
            EventKind::Kicking { side: winner },
            format_args!(
                "{name} ({}) wins the coin toss and chooses to kick or receive (000:L374)",
                winner.name()
            ),
        );
        self.push(Step::KickOrReceive { side: winner });
        Ok(())
    }

    pub(crate) fn kick_or_receive(&mut self, side: Side, kick: bool) -> Result<(), Rejection> {
        let kicking = if kick { side } else { side.opponent() };
        if self.s.half == 1 {
            self.s.first_kicking = kicking;
        }
        let name = self.s.team(kicking).name.clone();
        self.say(
            EventKind::Kicking { side: kicking },
            format_args!(
                "{name} ({}) kicks off; the kicking team sets up first (000:L374)",
                kicking.name()
            ),
        );
        self.next_drive(kicking);
        if self.s.half == 1 {
            self.master_chefs();
        }
        Ok(())
    }

    /// At the start of a half each team's Halfling Master Chef rolls, home first
    /// (004:L3076-L3084).
    pub(crate) fn master_chefs(&mut self) {
        for team in [Side::Away, Side::Home] {
            if self
                .s
                .team(team)
                .inducements
                .has(crate::inducement_kind::Inducement::HalflingMasterChef)
            {
                let step = master_chef_roll(team, &self.s.team(team).name);
                self.push(step);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fame_is_two_for_twice_the_crowd_one_for_more_000_l993() {
        assert_eq!(fame(10, 5), 2);
        assert_eq!(fame(9, 5), 1);
        assert_eq!(fame(5, 5), 0);
        assert_eq!(fame(4, 5), 0);
    }
}
