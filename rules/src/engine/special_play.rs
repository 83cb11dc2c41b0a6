//! Special Play cards in play (ruleset option `special-play-cards`, 004:L2780-L2797,
//! L4783-L6456): the cards each team keeps in the pre-match sequence, the moments a team may
//! play one it holds (a `Step::CardWindow` for each moment the data's `timing` names), and the
//! effect a card starts, which lasts until a named moment and which the step it changes asks
//! for (`Cards::on`). A card the engine does not rule is played all the same, logged, and
//! the referee is told to apply it by hand.

use std::borrow::Cow;

use tables::Rulebook;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::setup::{InducementSpec, LeagueSetup, MatchSetup, SetupError, TeamSetup};
use crate::skill::{Ruled, Skill, SkillSet};
use crate::special_play::{Card, CardEffect, CardTiming, HeldCard, Until};

use super::card_heel_turn::plays_at;

/// Where a card's rule is.
const DRAW_CITE: &str = "004:L2780-L2797";

/// What the team's Special Plays cost: each the price of the deck it names (004:L3043-L3047,
/// L3122-L3130), at most 5.
pub(crate) fn special_plays_price(
    book: &Rulebook,
    team: &str,
    spec: &InducementSpec,
) -> Result<u32, SetupError> {
    if spec.special_plays.is_empty() {
        return Ok(0);
    }
    if !book.is_on(tables::SPECIAL_PLAY_OPTION) {
        return Err(SetupError(format!(
            "team \"{team}\" buys Special Plays, but the ruleset option \"{}\" is off: turn it \
             on, or buy none (004:L3043-L3047)",
            tables::SPECIAL_PLAY_OPTION
        )));
    }
    if spec.special_plays.len() > 5 {
        return Err(SetupError(format!(
            "team \"{team}\" buys {} Special Plays: at most 5 (004:L2768)",
            spec.special_plays.len()
        )));
    }
    let prices = book
        .list("special-play-decks")
        .map_err(|e| SetupError(e.to_string()))?;
    let mut cost = 0u32;
    for deck in &spec.special_plays {
        let price = prices
            .entries
            .iter()
            .find(|e| e.id == deck.id())
            .and_then(|e| e.cost)
            .ok_or_else(|| {
                SetupError(format!(
                    "the tables give no price for the {} deck (004:L3122-L3130)",
                    deck.id()
                ))
            })?;
        cost = cost.saturating_add(price);
    }
    Ok(cost)
}

/// `league` with the cards each team keeps: by the higher Team Value of the two on the
/// Draw/Keep table, plus one a Special Play bought (004:L2780-L2797); none when the ruleset
/// option `special-play-cards` is off.
pub(crate) fn card_keeps(
    book: &Rulebook,
    mut league: LeagueSetup,
    teams: [&TeamSetup; 2],
) -> LeagueSetup {
    if !book.is_on(tables::SPECIAL_PLAY_OPTION) {
        return league;
    }
    let highest = league.team_value[0].max(league.team_value[1]);
    let keep = book
        .league()
        .and_then(|l| l.card_draw(highest))
        .map_or(0, |c| c.keep);
    for (i, team) in teams.iter().enumerate() {
        league.card_keeps[i] = keep.saturating_add(team.inducements.special_plays);
    }
    league
}

/// The pre-match's card steps: the team with the higher Team Value keeps its cards first
/// (004:L2782-L2788); with equal values the home team does (the text does not say).
pub(crate) fn keep_steps(setup: &MatchSetup) -> Vec<Step> {
    let Some(league) = &setup.league else {
        return Vec::new();
    };
    let first = if league.team_value[1] > league.team_value[0] {
        Side::Away
    } else {
        Side::Home
    };
    [first, first.opponent()]
        .into_iter()
        .filter(|s| league.card_keeps[s.index()] > 0)
        .map(|side| Step::KeepCards {
            side,
            left: league.card_keeps[side.index()],
        })
        .collect()
}

/// Whom a card is played on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    /// Nobody: the card acts on the team or the match.
    None,
    /// One of the team's own players on the pitch or in Reserves.
    Own,
    /// One of the team's own Stunned players.
    OwnStunned,
    /// One of the team's own Prone players.
    OwnProne,
    /// An opposing player on the pitch or in Reserves.
    Opponent,
    /// A standing opposing player.
    OpponentStanding,
    /// One of the team's own players with ST 4 or less on the pitch.
    OwnUpToSt4,
    /// One of the team's own players in the Dead & Injured box.
    OwnCasualty,
    /// The first of the two players the card picks (`card_picks.rs`).
    FirstOfTwo(Card),
    /// One of the team's own players on the pitch.
    OwnOnPitch,
    /// One of the team's own players in Reserves who may play this drive.
    OwnReserve,
    /// One of the team's own players on the pitch who may still act this turn.
    OwnToAct,
    /// One of the team's own players on the pitch, not on the line of scrimmage.
    OwnOffTheLine,
    /// One of the team's own players on the pitch who may take an Action and does not hold
    /// the ball.
    OwnBlitzer,
    /// One of the team's own players in Reserves Heel Turn may move to its End Zone
    /// (`card_heel_turn.rs`).
    OwnReserveToEndZone,
    /// An opposing player on the pitch holding no ball (`card_blackmail.rs`).
    OpponentWithoutBall,
}

/// Whom `card` is played on at `now` (Heel Turn's depends on the moment).
fn target_at(card: Card, now: CardTiming) -> Target {
    if card == Card::HeelTurn {
        super::card_heel_turn::target(now)
    } else {
        target(card)
    }
}

fn target(card: Card) -> Target {
    match card {
        Card::IronMan
        | Card::BurstOfSpeed
        | Card::FancyFootwork
        | Card::GruksGauntlets
        | Card::ZugsJersey
        | Card::HightowersLuckySock
        | Card::GoldenBoy => Target::Own,
        Card::RakarthsCurse | Card::KidGloves | Card::SpikedSportsDrink => Target::Opponent,
        Card::MagicSponge => Target::OwnCasualty,
        Card::HiddenBlade
        | Card::PreMatchEspionage
        | Card::SpectacularCatch
        | Card::LuthorsDazzlingWristguards
        | Card::SkrotsStickySlop => Target::Own,
        Card::DieHard => Target::OwnStunned,
        Card::TrippingHazard => Target::OpponentStanding,
        Card::MightyLeap => Target::OwnUpToSt4,
        Card::VonWilkingsBoots => Target::Own,
        Card::UpLikeAShot => Target::OwnProne,
        Card::LookADistraction | Card::InTheZone | Card::GoTheExtraMile => Target::Own,
        Card::DirtyBlock | Card::Switcheroo | Card::LastSecondSubstitution => {
            Target::FirstOfTwo(card)
        }
        // Miscellaneous Mayhem and Magical Memorabilia, ruled in card_actions.rs and
        // card_injuries.rs.
        Card::Knuckledusters | Card::BobsBiffinHelmet | Card::SpranleysCup => Target::Own,
        Card::EgoTrip => Target::Opponent,
        Card::Blackmail => super::card_blackmail::target(),
        Card::GassyEruption => super::card_gassy_eruption::target(),
        Card::TrapDoorMan => super::card_trap_door_man::target(),
        Card::TheEarlyBird | Card::NufflesBlessings => Target::Own,
        // Heroic Feats and Benefits of Training, ruled in card_post_match.rs.
        Card::StarAscendant => Target::OwnOnPitch,
        Card::SpotTheSneak | Card::KingmakerPlay => super::card_turn_starts::target(card),
        Card::RuneOfUnwillingFlight => Target::OpponentStanding,
        Card::QuickSave => Target::OwnToAct,
        Card::Punt => Target::None,
        Card::CatchersInstincts | Card::SuicideBlitz => super::card_kick_feats::target(card),
        _ => super::card_random_events::target(card),
    }
}

/// The skills a card gives the player it is played on, and until when.
fn granted(card: Card) -> (&'static [Skill], Until) {
    match card {
        Card::HiddenBlade => (&[Skill::DirtyPlayer, Skill::Stab], Until::EndOfDrive),
        Card::PreMatchEspionage => (&[Skill::PassBlock, Skill::Shadowing], Until::EndOfTurn),
        Card::SpectacularCatch => (&[Skill::Catch, Skill::DivingCatch], Until::EndOfTurn),
        Card::LuthorsDazzlingWristguards => (
            &[Skill::BoneHead, Skill::HypnoticGaze, Skill::SideStep],
            Until::EndOfGame,
        ),
        Card::SkrotsStickySlop => (&[Skill::Catch, Skill::SureHands], Until::EndOfGame),
        Card::MightyLeap => (&[Skill::Leap], Until::EndOfTurn),
        Card::VonWilkingsBoots => (&[Skill::Kick], Until::EndOfGame),
        Card::BurstOfSpeed => (&[Skill::Sprint], Until::EndOfTurn),
        Card::LookADistraction => (&[Skill::DisturbingPresence], Until::EndOfTurn),
        Card::TheEarlyBird => (&[Skill::Pro], Until::EndOfFirstHalf),
        // For the Blitz Action, the one of the turn it makes (004:L5990-L5995).
        Card::SuicideBlitz => (&[Skill::NoHands], Until::EndOfTurn),
        _ => (&[], Until::EndOfGame),
    }
}

/// What a card changes the MA and ST of the player it is played on by: Burst of Speed +1 MA
/// (004:L5941-L5961), Fancy Footwork −2 MA (004:L5815-L5829), Gruk the Bear's Gauntlets +1 ST
/// for the drive (004:L5527-L5544).
fn profile_change(card: Card) -> (i8, i8) {
    match card {
        Card::BurstOfSpeed => (1, 0),
        Card::FancyFootwork => (-2, 0),
        Card::GruksGauntlets => (0, 1),
        _ => (0, 0),
    }
}

/// How long a card's effect lasts, for a card that starts one.
fn lasts(card: Card) -> Option<Until> {
    Some(match card {
        Card::JohnnyWaterboy
        | Card::OffColourChant
        | Card::PromoTour
        | Card::FriendlyFans
        | Card::IronMan
        | Card::RakarthsCurse
        | Card::KidGloves => Until::EndOfGame,
        Card::SprinklerMalfunction => Until::EndOfDrive,
        Card::SlipperyShoes
        | Card::StandingOffence
        | Card::FancyFootwork
        | Card::AllOutBlitz
        | Card::FoulestOfFouls
        | Card::QuickFlick
        | Card::LateralPass
        | Card::InTheZone
        | Card::GoTheExtraMile
        | Card::DownTheChain => Until::EndOfTurn,
        Card::GruksGauntlets => Until::EndOfDrive,
        Card::ZugsJersey
        | Card::HightowersLuckySock
        | Card::GoldenBoy
        | Card::EveryonesAnExpert => Until::EndOfGame,
        Card::HiddenBlade
        | Card::PreMatchEspionage
        | Card::SpectacularCatch
        | Card::LuthorsDazzlingWristguards
        | Card::SkrotsStickySlop
        | Card::MightyLeap
        | Card::VonWilkingsBoots
        | Card::BurstOfSpeed
        | Card::LookADistraction
        | Card::SuicideBlitz => granted(card).1,
        Card::Knuckledusters => Until::EndOfTurn,
        Card::EgoTrip
        | Card::BobsBiffinHelmet
        | Card::SpranleysCup
        | Card::PamperedPlayers
        | Card::NufflesBlessings => Until::EndOfGame,
        Card::TheEarlyBird => granted(card).1,
        Card::ItsAllToPlayFor => Until::EndOfGame,
        Card::AgrablagsBallOfPain => Until::EndOfDrive,
        Card::StarAscendant => Until::EndOfGame,
        Card::DoggedDefence => Until::YourNextTurn,
        Card::FakeFumble => Until::EndOfTurn,
        Card::SpotTheSneak | Card::KingmakerPlay => super::card_turn_starts::lasts(card),
        Card::QuickSave => Until::EndOfTurn,
        _ => return super::card_random_events::lasts(card),
    })
}

impl Engine<'_> {
    /// The coach keeps `card`, one of those he drew (004:L2780-L2797).
    pub(crate) fn keep_card(&mut self, side: Side, left: u8, card: Card) -> Result<(), Rejection> {
        if let Some(problem) = self.keep_problem(card) {
            return Err(problem);
        }
        let timing = self.card_timing(card).ok_or_else(|| {
            self.refuse_input(format_args!(
                "the tables give {card} no timing the engine reads (tables/data/\
                 special-plays-2016.toml)"
            ))
        })?;
        self.s.cards.kept.insert(card);
        self.s.cards.held[side.index()].push(HeldCard { card, timing });
        self.s.stack.pop();
        if left > 1 {
            self.push(Step::KeepCards {
                side,
                left: left - 1,
            });
        }
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::CardKept { side },
            format_args!(
                "{name} keeps a Special Play card, face-down until played ({DRAW_CITE}); {} \
                 more to keep",
                left - 1
            ),
        );
        Ok(())
    }

    /// At `timing`, each of `sides` in order that holds a card it may play then is asked
    /// whether it plays one.
    pub(crate) fn card_windows(&mut self, timing: CardTiming, sides: [Side; 2]) {
        if self.s.cards.held.iter().all(Vec::is_empty) {
            return;
        }
        for side in sides.into_iter().rev() {
            self.card_window(side, timing);
        }
    }

    /// The turn is over: its team is asked for a card played at the end of its turn, if it
    /// holds one it may play then (not after a Blitz! turn, the kick-off's, 000:L1007). True
    /// when it is asked, the end of the turn waiting under the window.
    pub(crate) fn offer_cards_after_turn(&mut self) -> bool {
        let Some(turn) = self.s.turn.as_ref() else {
            return false;
        };
        let side = turn.side;
        if turn.bonus || turn.cards_offered || self.s.cards.held[side.index()].is_empty() {
            return false;
        }
        if let Some(turn) = self.s.turn.as_mut() {
            turn.cards_offered = true;
        }
        let before = self.s.stack.len();
        self.s.stack.push(Step::EndTurn);
        self.card_window(side, CardTiming::EndOfYourTurn);
        if self.s.stack.len() == before + 1 {
            self.s.stack.pop();
            return false;
        }
        true
    }

    /// `side` is asked whether it plays a card at `timing`, if it holds one it may play. A
    /// team with no card costs one test (it is asked at every turn, pass and turnover).
    #[inline]
    pub(crate) fn card_window(&mut self, side: Side, timing: CardTiming) {
        if !self.s.cards.held[side.index()].is_empty() {
            self.card_window_held(side, timing);
        }
    }

    #[inline(never)]
    fn card_window_held(&mut self, side: Side, timing: CardTiming) {
        if self.s.cards.held[side.index()]
            .iter()
            .any(|h| plays_at(h.timing, timing) && self.playable(side, h.card, timing))
        {
            self.push(Step::CardWindow { side, timing });
        }
    }

    /// The coach plays `card` at the moment `timing` (004:L4783-L6456).
    pub(crate) fn play_card(
        &mut self,
        side: Side,
        timing: CardTiming,
        card: Card,
        player: Option<PlayerId>,
    ) -> Result<(), Rejection> {
        if let Some(problem) = self.play_problem(side, timing, card, player) {
            return Err(problem);
        }
        self.s.cards.held[side.index()].retain(|h| h.card != card);
        self.s.stack.pop();
        let name = self.s.team(side).name.clone();
        let on = player.map(|p| self.ruling_label(p)).unwrap_or_default();
        let ruled = card.ruled();
        let what = self.card_name(card);
        self.say(
            EventKind::CardPlayed { side, card },
            format_args!(
                "{name} plays the Special Play card {what}{}{on} ({}){}",
                if on.is_empty() { "" } else { " on " },
                card.cite(),
                match ruled {
                    Ruled::Yes => String::new(),
                    Ruled::InPart(w) => format!("; {w}"),
                    Ruled::No => format!("; {}", card.not_ruled()),
                }
            ),
        );
        // Another card of the same moment may follow.
        self.card_window(side, timing);
        if ruled != Ruled::No {
            self.card_effect(side, card, player);
        }
        Ok(())
    }

    /// What playing `card` does at once, and the effect it starts.
    fn card_effect(&mut self, side: Side, card: Card, player: Option<PlayerId>) {
        match card {
            Card::BadHabits => {
                let label = self.card_name(card);
                let purpose = self.words(format_args!(
                    "{label}: a D3 (a D6 halved, rounding up): the {} team loses that many \
                         team re-rolls for the first half ({})",
                    self.s.team(side.opponent()).name,
                    card.cite()
                ));
                self.card_d6(card, side, None, purpose);
            }
            Card::DieHard => {
                if let Some(id) = player
                    && let Some(square) = self.s.player(id).and_then(|p| p.square())
                {
                    self.s.set_place(
                        id,
                        Place::Pitch {
                            square,
                            stance: Stance::Prone,
                        },
                    );
                    let label = self.ruling_label(id);
                    self.say(
                        EventKind::Note,
                        format_args!("{label} turns from Stunned to Prone ({})", card.cite()),
                    );
                }
            }
            Card::UpLikeAShot => {
                if let Some(id) = player
                    && let Some(square) = self.s.player(id).and_then(|p| p.square())
                {
                    self.s.set_place(
                        id,
                        Place::Pitch {
                            square,
                            stance: Stance::Standing,
                        },
                    );
                    let label = self.ruling_label(id);
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "{label} stands up; it is not his Action and costs him no \
                             movement ({})",
                            card.cite()
                        ),
                    );
                }
            }
            Card::DirtyBlock | Card::Switcheroo | Card::LastSecondSubstitution => {
                if let Some(first) = player {
                    self.first_picked(side, card, first);
                }
            }
            Card::EnduranceTraining => self.endurance_training(side),
            Card::PromoTour => self.promo_tour(side),
            // Its first roll, before this first kick-off (004:L6230-L6246).
            Card::OffColourChant => self.push_chant_roll(side),
            Card::TrippingHazard => {
                // Placed Prone, no Armour roll; a ball he held bounces, and it is no
                // turnover (004:L6299-L6313).
                if let Some(id) = player {
                    let steps = self.place_prone(id, "Tripping Hazard, 004:L6299-L6313");
                    self.push_in_order(steps);
                }
            }
            Card::TeamTalk => {
                let team = self.s.team_mut(side);
                team.rerolls = team.rerolls.saturating_add(1);
                let label = self.card_name(card);
                let name = self.s.team(side).name.clone();
                self.say(
                    EventKind::Note,
                    format_args!("{label}: {name} regains a team re-roll ({})", card.cite()),
                );
                let purpose = self.words(format_args!(
                    "{label}: a D3 (a D6 halved, rounding up); higher than the team \
                         re-rolls left gains another ({})",
                    card.cite()
                ));
                self.card_d6(card, side, None, purpose);
            }
            Card::BetTheHouse => {
                let label = self.card_name(card);
                let purpose = self.words(format_args!(
                    "{label}: a team re-roll gambled: 1-3 it is lost for this half, 4-5 it \
                         comes back with one more, 6 with two more ({})",
                    card.cite()
                ));
                self.card_d6(card, side, None, purpose);
            }
            Card::PerfectThrow => {
                // The throw waiting under this window: no range modifier (004:L5750-L5762).
                let note = self.words(format_args!(
                    "; Perfect Throw: no range modifier ({})",
                    card.cite()
                ));
                if let Some(pending) = self.pending_roll(|k| matches!(k, RollKind::Pass { .. })) {
                    if !pending.modifiers.is_empty() {
                        pending.modifiers.remove(0);
                    }
                    pending.purpose.push_str(&note);
                }
            }
            Card::UnlikelyInterception => {
                // The interception waiting under this window: 3+ whatever his AG and the
                // modifiers (004:L5800-L5814).
                let note = self.words(format_args!(
                    "; Unlikely Interception: 3+ whatever his AG and the modifiers ({})",
                    card.cite()
                ));
                if let Some(pending) =
                    self.pending_roll(|k| matches!(k, RollKind::Intercept { .. }))
                {
                    pending.target = Some(3);
                    pending.modifiers.clear();
                    pending.purpose.push_str(&note);
                }
            }
            Card::BadyearGit => {
                // The kick's scatter, waiting under this window, is 2D6 squares
                // (004:L5056-L5072).
                let note = self.words(format_args!(
                    "; Badyear Git: 2D6 for the squares instead of a D6 ({})",
                    card.cite()
                ));
                if let Some(pending) =
                    self.pending_roll(|k| matches!(k, RollKind::KickScatter { .. }))
                {
                    pending.dice = Cow::Borrowed(&[DieKind::D8, DieKind::D6, DieKind::D6]);
                    pending.purpose.push_str(&note);
                }
            }
            Card::SpikedSportsDrink => {
                if let Some(id) = player {
                    let label = self.ruling_label(id);
                    let purpose = self.words(format_args!(
                        "Spiked Sports Drink on {label}: 1 Jump Up and No Hands, 2 nothing, 3+ \
                         Really Stupid, until the end of the drive ({})",
                        card.cite()
                    ));
                    self.card_d6(card, side, Some(id), purpose);
                }
            }
            Card::MagicSponge => {
                if let Some(id) = player {
                    let label = self.ruling_label(id);
                    let purpose = self.words(format_args!(
                        "Magic Sponge: 2+ moves {label} from the Dead & Injured box to the \
                         Reserves ({})",
                        card.cite()
                    ));
                    self.card_d6(card, side, Some(id), purpose);
                }
            }
            Card::StandingOffence => {
                // Every player of the team has Mighty Blow until the end of the turn.
                let team: Vec<PlayerId> = self
                    .s
                    .players
                    .iter()
                    .filter(|p| p.id.side == side)
                    .map(|p| p.id)
                    .collect();
                for id in team {
                    let given = self.grant(id, &[Skill::MightyBlow]);
                    self.s.cards.start(CardEffect {
                        card,
                        side,
                        player: Some(id),
                        until: Until::EndOfTurn,
                        granted: given,
                        ma: 0,
                        st: 0,
                    });
                }
            }
            Card::NufflesBlessings => {
                if let Some(id) = player {
                    self.nuffles_blessing(id);
                }
            }
            Card::GetemLads => self.getem_lads(side),
            Card::SpotTheSneak | Card::KingmakerPlay => self.turn_start_card(side, card, player),
            Card::RuneOfUnwillingFlight | Card::Punt => self.flight_card(side, card, player),
            Card::QuickSave => {
                if let Some(id) = player {
                    self.quick_save(id);
                }
            }
            Card::HeelTurn => self.heel_turn(side, player),
            Card::TrapDoorMan => {
                if let Some(id) = player {
                    let label = self.ruling_label(id);
                    let purpose = self.words(format_args!(
                        "Trap Door Man: a D6 for {label}: 1-4 he climbs out of the trap door in \
                         his own half, 5-6 out of the one in the opponent's ({})",
                        card.cite()
                    ));
                    self.card_d6(card, side, Some(id), purpose);
                }
            }
            _ => {
                if card == Card::RoundTheClockTraining {
                    self.round_the_clock(side);
                } else if !self.kick_feat_effect(side, card, player) {
                    self.more_card_effect(side, card, player);
                }
            }
        }
        let Some(until) = lasts(card) else {
            return;
        };
        let (skills, _) = granted(card);
        let given = match player {
            Some(id) if !skills.is_empty() => self.grant(id, skills),
            _ => SkillSet::default(),
        };
        let (ma, st) = match player {
            Some(id) => self.change_profile(id, profile_change(card)),
            None => (0, 0),
        };
        self.s.cards.start(CardEffect {
            card,
            side,
            player,
            until,
            granted: given,
            ma,
            st,
        });
    }

    /// The roll of this kind waiting on the stack, nearest the top: the one a card played
    /// before it changes.
    pub(crate) fn pending_roll(
        &mut self,
        kind: impl Fn(&RollKind) -> bool,
    ) -> Option<&mut PendingRoll> {
        self.s.stack.iter_mut().rev().find_map(|s| match s {
            Step::Roll(r) if kind(&r.kind) => Some(&mut **r),
            _ => None,
        })
    }

    /// Changes `id`'s MA and ST by `by`, within 0-255; returns what was applied.
    pub(super) fn change_profile(&mut self, id: PlayerId, by: (i8, i8)) -> (i8, i8) {
        if by == (0, 0) {
            return by;
        }
        let Some(p) = self.s.player_mut(id) else {
            return (0, 0);
        };
        let profile = std::sync::Arc::make_mut(&mut p.profile);
        let shift = |v: &mut u8, d: i8| -> i8 {
            let new = (i16::from(*v) + i16::from(d)).clamp(0, 255);
            let applied = new - i16::from(*v);
            *v = u8::try_from(new).unwrap_or(*v);
            i8::try_from(applied).unwrap_or(0)
        };
        let ma = shift(&mut profile.ma, by.0);
        let st = shift(&mut profile.st, by.1);
        (ma, st)
    }

    /// A card's own D6 (`RollKind::Card`), on a player or on none, with no target, modifier
    /// or re-roll: `purpose` says what it does. Every card's plain D6 is asked through here.
    pub(super) fn card_d6(
        &mut self,
        card: Card,
        side: Side,
        player: Option<PlayerId>,
        purpose: String,
    ) {
        self.card_roll(
            card,
            side,
            player,
            &[DieKind::D6],
            Default::default(),
            purpose,
        );
    }

    /// A card's own roll (`RollKind::Card`) of `dice` with `modifiers`, no target and no
    /// re-roll. Every card's roll without a target is asked through here.
    pub(super) fn card_roll(
        &mut self,
        card: Card,
        side: Side,
        player: Option<PlayerId>,
        dice: &'static [DieKind],
        modifiers: super::steps::Modifiers,
        purpose: String,
    ) {
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Card { card, side, player },
            side,
            dice: Cow::Borrowed(dice),
            target: None,
            modifiers,
            rerolled: true,
            is_reroll: false,
            purpose,
        }));
    }

    /// Gives `id` the `skills` he lacks; returns those.
    pub(super) fn grant(&mut self, id: PlayerId, skills: &[Skill]) -> SkillSet {
        let Some(p) = self.s.player_mut(id) else {
            return SkillSet::default();
        };
        let mut given = SkillSet::default();
        for &skill in skills {
            if !p.has(skill) {
                p.skills.insert(skill);
                given.insert(skill);
            }
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        given
    }

    /// The effects lasting until any of `until` end (for `side`'s cards only, when given):
    /// skills they gave are taken back. With no card in effect, one test.
    #[inline]
    pub(crate) fn end_cards(&mut self, until: &[Until], side: Option<Side>) {
        if self.s.cards.any_on() {
            self.end_cards_on(until, side);
        }
    }

    #[inline(never)]
    fn end_cards_on(&mut self, until: &[Until], side: Option<Side>) {
        let ended = self
            .s
            .cards
            .end(|e| until.contains(&e.until) && side.is_none_or(|s| s == e.side));
        self.effects_ended(&ended);
    }

    /// Every effect of `card` that `side` played ends now.
    pub(crate) fn end_cards_of(&mut self, side: Side, card: Card) {
        let ended = self.s.cards.end(|e| e.side == side && e.card == card);
        self.effects_ended(&ended);
    }

    /// `side`'s effect of `card` ends now, its use spent (All-Out Blitz's second Blitz,
    /// Hightower's Lucky Sock's first armour broken).
    pub(super) fn end_card(&mut self, side: Side, card: Card, player: Option<PlayerId>) {
        let ended = self
            .s
            .cards
            .end(|e| e.side == side && e.card == card && e.player == player);
        self.effects_ended(&ended);
    }

    /// What an effect gave is taken back as it ends: skills, MA and ST. Blackmail's player goes
    /// back to his team last, once what other effects gave him is taken back.
    fn effects_ended(&mut self, ended: &[CardEffect]) {
        if ended.is_empty() {
            return;
        }
        for e in ended {
            self.distraction_over(e);
            self.full_beard_over(e);
            if let Some(id) = e.player {
                let taken = self.s.cards.give_back(e.card, id);
                if let Some(p) = self.s.player_mut(id) {
                    p.skills = p.skills.minus(e.granted).union(taken);
                }
                self.change_profile(id, (-e.ma, -e.st));
                if e.card == Card::GruksGauntlets && e.until == Until::EndOfDrive {
                    // Drained: −1 ST for the rest of the game (004:L5527-L5544).
                    let (_, st) = self.change_profile(id, (0, -1));
                    self.s.cards.start(CardEffect {
                        until: Until::EndOfGame,
                        granted: SkillSet::default(),
                        ma: 0,
                        st,
                        ..*e
                    });
                    let label = self.ruling_label(id);
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Gruk the Bear's Gauntlets: the drive is over and {label} is \
                             drained, −1 ST for the rest of the game ({})",
                            e.card.cite()
                        ),
                    );
                    continue;
                }
            }
            let what = self.card_name(e.card);
            self.say(
                EventKind::CardEnded {
                    side: e.side,
                    card: e.card,
                },
                format_args!("{what} no longer acts ({})", e.card.cite()),
            );
        }
        for e in ended.iter().filter(|e| e.card == Card::Blackmail) {
            self.blackmail_over(e);
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
    }

    /// A card's roll.
    pub(crate) fn card_rolled(
        &mut self,
        card: Card,
        side: Side,
        player: Option<PlayerId>,
        dice: &[Die],
    ) {
        let d6 = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if self.flight_card_rolled(card, player, dice)
            || self.kick_feat_rolled(card, dice)
            || self.team_reroll_card_rolled(card, side, dice)
        {
            return;
        }
        if self.more_card_rolled(card, side, player, dice) {
            return;
        }
        if let Some(id) = player {
            self.player_card_rolled(card, side, id, d6);
            return;
        }
        if card == Card::OffColourChant {
            self.chant_rolled(side, d6);
        }
        if card == Card::TeamTalk {
            let d3 = d6.div_ceil(2);
            let team = self.s.team_mut(side);
            let left = team.rerolls;
            let more = d3 > left;
            if more {
                team.rerolls = left.saturating_add(1);
            }
            self.say(
                EventKind::Note,
                format_args!(
                    "Team Talk: D3 = {d3} against {left} team re-roll(s) left: {} ({})",
                    if more { "one more" } else { "no more" },
                    card.cite()
                ),
            );
        }
        if card == Card::BetTheHouse {
            let team = self.s.team_mut(side);
            let before = team.rerolls;
            team.rerolls = match d6 {
                1..=3 => before.saturating_sub(1),
                4 | 5 => before.saturating_add(1),
                _ => before.saturating_add(2),
            };
            let now = team.rerolls;
            if self.s.half == 2 {
                self.s.team_mut(side).second_half_bet = Some((before, d6 >= 4));
            }
            self.say(
                EventKind::Note,
                format_args!(
                    "Bet the House: {d6}: team re-rolls {before} → {now} for this half ({})",
                    card.cite()
                ),
            );
        }
        if card == Card::BadHabits {
            let lost = d6.div_ceil(2);
            let other = side.opponent();
            let team = self.s.team_mut(other);
            let before = team.rerolls;
            team.rerolls = team.rerolls.saturating_sub(lost);
            let gone = before - team.rerolls;
            let name = team.name.clone();
            self.say(
                EventKind::Note,
                format_args!(
                    "Bad Habits: D3 = {lost}; {name} loses {gone} team re-roll(s) for the first \
                     half ({})",
                    card.cite()
                ),
            );
        }
    }
}

impl Engine<'_> {
    /// A card's D6 for `id`: Spiked Sports Drink (004:L6409-L6423), Magic Sponge
    /// (004:L4984-L4999).
    fn player_card_rolled(&mut self, card: Card, side: Side, id: PlayerId, d6: u8) {
        let label = self.ruling_label(id);
        match card {
            Card::SpikedSportsDrink => {
                let (skills, what): (&[Skill], &str) = match d6 {
                    1 => (&[Skill::JumpUp, Skill::NoHands], "Jump Up and No Hands"),
                    2 => (&[], "nothing happens"),
                    _ => (&[Skill::ReallyStupid], "Really Stupid"),
                };
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Spiked Sports Drink: {d6} for {label}: {what}{} ({})",
                        if skills.is_empty() {
                            ""
                        } else {
                            " until the end of the drive"
                        },
                        card.cite()
                    ),
                );
                if !skills.is_empty() {
                    let given = self.grant(id, skills);
                    self.s.cards.start(CardEffect {
                        card,
                        side,
                        player: Some(id),
                        until: Until::EndOfDrive,
                        granted: given,
                        ma: 0,
                        st: 0,
                    });
                }
            }
            Card::EnduranceTraining => self.endurance_rolled(id, d6),
            Card::MagicSponge => {
                let healed = d6 >= 2
                    && self
                        .s
                        .player(id)
                        .is_some_and(|p| p.place == Place::Casualty && !p.sent_off_hurt);
                if healed {
                    self.s.set_place(id, Place::Reserves);
                }
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Magic Sponge: {d6}: {} ({})",
                        if healed {
                            format!("{label} moves from the Dead & Injured box to the Reserves")
                        } else {
                            "the sponge's magic fails".to_string()
                        },
                        card.cite()
                    ),
                );
            }
            Card::PamperedPlayers => self.pampered_fuss_rolled(id, d6),
            Card::VonWilkingsBoots => self.boots_rerolled(d6),
            Card::TheEarlyBird => self.early_bird_rolled(id, d6),
            Card::SpotTheSneak => self.sneak_rolled(side, id, d6),
            Card::TrapDoorMan => self.trap_door_rolled(side, id, d6),
            Card::BallClone => self.ball_clone_rolled(id, d6),
            _ => {}
        }
    }

    /// Hightower's Lucky Sock: the first armour broken against `id` places him Prone with no
    /// Injury roll (004:L5715-L5731). True when it does (its use is spent).
    #[inline]
    pub(crate) fn lucky_sock(&mut self, id: PlayerId) -> bool {
        self.s.cards.on_player(Card::HightowersLuckySock, id) && self.lucky_sock_worn(id)
    }

    #[inline(never)]
    fn lucky_sock_worn(&mut self, id: PlayerId) -> bool {
        let card = Card::HightowersLuckySock;
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Hightower's Lucky Sock: {label}'s armour is broken for the first time: he is \
                 Placed Prone, no Injury roll ({})",
                card.cite()
            ),
        );
        if self.s.player(id).is_some_and(|p| p.is_standing()) {
            let steps =
                self.place_prone_skipping(id, "Injury", "Hightower's Lucky Sock, 004:L5715-L5731");
            self.push_in_order(steps);
        }
        self.end_card(id.side, card, Some(id));
        true
    }

    /// All-Out Blitz: `side` declares a Blitz with its first already made; the card's second
    /// Blitz is spent (004:L6215-L6229).
    pub(crate) fn second_blitz(&mut self, side: Side) {
        if self.s.cards.any_on() && self.s.cards.on(side, Card::AllOutBlitz) {
            self.end_card(side, Card::AllOutBlitz, None);
        }
    }
}

impl<S: State> Engine<'_, S> {
    /// Foulest of Fouls: `side` played it this turn, so its Foul's Armour roll succeeds and is
    /// no double (004:L6348-L6362).
    pub(crate) fn foulest_of_fouls(&self, side: Side) -> bool {
        self.s.cards.on(side, Card::FoulestOfFouls)
    }

    /// Zug's Jersey: Armour rolls against `id` cannot be modified at all (004:L5609-L5636).
    pub(crate) fn zugs_jersey(&self, id: PlayerId) -> bool {
        self.s.cards.on_player(Card::ZugsJersey, id)
    }

    /// An Armour roll's ruling `text`, with what Zug's Jersey did when it counted
    /// (`unmodified`) and the match is worded.
    pub(crate) fn zugs_jersey_words(&self, text: String, unmodified: bool) -> String {
        if unmodified && self.worded {
            format!(
                "{text}; Zug's Jersey: only the two dice against his AV count ({})",
                Card::ZugsJersey.cite()
            )
        } else {
            text
        }
    }

    /// All-Out Blitz: `side` may declare a second Blitz this turn (004:L6215-L6229).
    pub(crate) fn all_out_blitz(&self, side: Side) -> bool {
        self.s.cards.any_on() && self.s.cards.on(side, Card::AllOutBlitz)
    }

    /// The modifier a card puts on `player`'s Dodge rolls (Fancy Footwork, +1,
    /// 004:L5815-L5829).
    pub(crate) fn card_dodge_modifier(&self, player: PlayerId) -> Option<crate::prompt::Modifier> {
        let card = Card::FancyFootwork;
        (self.s.cards.any_on() && self.s.cards.on_player(card, player)).then(|| {
            crate::prompt::Modifier {
                name: self.words(format_args!("Fancy Footwork ({})", card.cite())),
                value: 1,
            }
        })
    }

    /// The card's name in the tables, or its id.
    pub(crate) fn card_name(&self, card: Card) -> String {
        if !self.worded {
            return String::new();
        }
        self.book
            .list(card.deck().id())
            .ok()
            .and_then(|l| l.entries.iter().find(|e| e.id == card.id()))
            .map_or_else(|| card.id().to_string(), |e| e.name.clone())
    }

    /// The card's timing, read from the tables' `timing` words.
    pub(super) fn card_timing(&self, card: Card) -> Option<CardTiming> {
        let list = self.book.list(card.deck().id()).ok()?;
        let entry = list.entries.iter().find(|e| e.id == card.id())?;
        CardTiming::parse(entry.timing.as_deref()?)
    }

    pub(crate) fn keep_problem(&self, card: Card) -> Option<Rejection> {
        if self.s.cards.kept.contains(card) {
            return Some(self.refuse(
                format_args!(
                    "{card} is already kept: the coaches share one set of decks, and a card is \
                     drawn once"
                ),
                "004:L11589-L11614",
            ));
        }
        if self.book.list(card.deck().id()).is_err() {
            return Some(self.refuse_input(format_args!(
                "the {} deck is not in the tables",
                card.deck().id()
            )));
        }
        None
    }

    /// Whether `side` may play `card` now, the moment being its timing: the card's own
    /// condition and someone to play it on.
    fn playable(&self, side: Side, card: Card, now: CardTiming) -> bool {
        if !self.condition(side, card) {
            return false;
        }
        match target_at(card, now) {
            Target::None => true,
            t => self.s.players.iter().any(|p| self.fits(side, t, p)),
        }
    }

    /// A card's own condition on the moment, beyond its timing: "a drive in which you kick"
    /// (Agrablag's Ball of Pain, 004:L5545-L5565; Last Second Substitution, 004:L5996-L6008);
    /// "while one of your players holds the ball" (Punt, 004:L5924-L5940).
    fn condition(&self, side: Side, card: Card) -> bool {
        match card {
            Card::AgrablagsBallOfPain | Card::LastSecondSubstitution => side == self.s.kicking,
            Card::Punt => {
                matches!(self.s.ball, crate::state::Ball::Held(id) if id.side == side)
            }
            // A KO'd player to recover (004:L6138-L6164).
            Card::EnduranceTraining => self
                .s
                .players
                .iter()
                .any(|p| p.id.side == side && p.place == Place::KnockedOut),
            // A team re-roll to gamble (004:L5425-L5460).
            // Before each half's kick-off, and overtime is no new half (000:L800).
            Card::BetTheHouse => self.s.team(side).rerolls > 0 && self.s.half <= 2,
            // The team's 5th to 8th turn of the second half, and behind (004:L5341-L5348).
            Card::ItsAllToPlayFor => {
                let own = self.s.team(side);
                self.s.half == 2
                    && (5..=8).contains(&own.turn)
                    && own.score < self.s.team(side.opponent()).score
            }
            // One of the team's players injured in the opponent's turn before (004:L5130-L5133).
            Card::GetemLads => matches!(
                self.s.previous_turn,
                Some((before, injured)) if before == side.opponent() && injured[side.index()]
            ),
            // A team re-roll offered to the team now (004:L6122-L6137).
            Card::RoundTheClockTraining => self.team_reroll_card_condition(side),
            // The kick's scatter to make 2D6 squares (004:L5056-L5072): none once an
            // Inch-Perfect Kick has taken its place (004:L5830-L5847).
            Card::BadyearGit => self.s.stack.iter().any(|step| {
                matches!(step, Step::Roll(pending) if matches!(pending.kind, RollKind::KickScatter { .. }))
            }),
            _ => self.more_card_condition(side, card),
        }
    }

    fn fits(&self, side: Side, target: Target, p: &crate::player::Player) -> bool {
        let own = p.id.side == side;
        let around = p.square().is_some() || p.place == Place::Reserves;
        match target {
            Target::None => false,
            Target::Own => own && around,
            Target::OwnStunned => own && p.stance() == Some(Stance::Stunned),
            Target::OwnProne => own && p.stance() == Some(Stance::Prone),
            Target::Opponent => !own && around,
            Target::OpponentStanding => !own && p.is_standing() && p.square().is_some(),
            Target::OwnUpToSt4 => own && p.square().is_some() && p.profile.st <= 4,
            Target::OwnCasualty => own && p.place == Place::Casualty && !p.sent_off_hurt,
            Target::FirstOfTwo(card) => self.first_pick_fits(side, card, p),
            Target::OwnOnPitch => own && p.square().is_some(),
            // A player on an Ego Trip whose team has acted may not act (004:L5263-L5281): no
            // Quick Save for him.
            Target::OwnReserve | Target::OwnToAct => {
                super::card_turn_starts::fits(side, target, p) && self.ego_trip_problem(p).is_none()
            }
            Target::OwnOffTheLine | Target::OwnBlitzer => self.kick_feat_fits(side, target, p),
            Target::OwnReserveToEndZone => self.heel_turn_reserve_fits(side, p),
            Target::OpponentWithoutBall => self.blackmail_fits(side, p),
        }
    }

    pub(crate) fn play_problem(
        &self,
        side: Side,
        timing: CardTiming,
        card: Card,
        player: Option<PlayerId>,
    ) -> Option<Rejection> {
        let Some(held) = self.s.cards.held[side.index()]
            .iter()
            .find(|h| h.card == card)
        else {
            return Some(self.refuse_input(format_args!(
                "the {} team holds no {card} card",
                side.name()
            )));
        };
        if !plays_at(held.timing, timing) {
            return Some(self.refuse(
                format_args!("{card} is played at {}, not now ({timing})", held.timing),
                card.cite(),
            ));
        }
        if !self.condition(side, card) {
            return Some(self.refuse(
                format_args!(
                    "{card} cannot be played now: its condition is not met (a drive in which \
                     the team kicks, a player of the team holding the ball, a team re-roll to \
                     gamble, a KO'd player to recover, a player of the team injured in the \
                     opponent's turn before, the team behind in its 5th-8th turn of the second \
                     half)"
                ),
                card.cite(),
            ));
        }
        let t = target_at(card, timing);
        match (t, player) {
            (Target::None, None) => None,
            (Target::None, Some(_)) => Some(self.refuse_input(format_args!(
                "{card} is played on no player: leave the player out"
            ))),
            (_, None) => Some(self.refuse(
                format_args!("{card} is played on a player: name him"),
                card.cite(),
            )),
            (t, Some(id)) => {
                let fits = self.s.player(id).is_some_and(|p| self.fits(side, t, p));
                (!fits).then(|| {
                    self.refuse(
                        format_args!("{card} cannot be played on {}", self.named(id)),
                        card.cite(),
                    )
                })
            }
        }
    }

    /// The cards `side` may keep: every card of the 2016 decks not yet kept.
    pub(crate) fn keep_options(&self) -> Vec<Decision> {
        Card::ALL
            .iter()
            .filter(|&&card| self.keep_problem(card).is_none())
            .map(|&card| Decision::KeepCard { card })
            .collect()
    }

    /// The cards `side` may play at `timing`, each on every player it may be played on,
    /// then `Done`.
    pub(crate) fn card_options(&self, side: Side, timing: CardTiming) -> Vec<Decision> {
        let mut options = Vec::new();
        for held in &self.s.cards.held[side.index()] {
            if !plays_at(held.timing, timing) || !self.condition(side, held.card) {
                continue;
            }
            match target_at(held.card, timing) {
                Target::None => options.push(Decision::PlayCard {
                    card: held.card,
                    player: None,
                }),
                t => options.extend(self.s.players.iter().filter(|p| self.fits(side, t, p)).map(
                    |p| Decision::PlayCard {
                        card: held.card,
                        player: Some(p.id),
                    },
                )),
            }
        }
        options.push(Decision::Done);
        options
    }

    /// The modifier a card puts on `side`'s KO-recovery rolls (Johnny Waterboy, +1,
    /// 004:L4813-L4829).
    pub(crate) fn card_ko_modifier(&self, side: Side) -> Option<crate::prompt::Modifier> {
        self.s
            .cards
            .on(side, Card::JohnnyWaterboy)
            .then(|| crate::prompt::Modifier {
                name: self.words(format_args!(
                    "Johnny Waterboy ({})",
                    Card::JohnnyWaterboy.cite()
                )),
                value: 1,
            })
    }

    /// The modifier a card puts on `player`'s Leap (Mighty Leap, +1, 004:L5732-L5749).
    pub(crate) fn card_leap_modifier(&self, player: PlayerId) -> Option<crate::prompt::Modifier> {
        let card = Card::MightyLeap;
        self.s
            .cards
            .on_player(card, player)
            .then(|| crate::prompt::Modifier {
                name: self.words(format_args!("Mighty Leap ({})", card.cite())),
                value: 1,
            })
    }

    /// The modifier cards put on a pass, catch or pick-up (Sprinkler Malfunction, −1 to all,
    /// 004:L4940-L4958).
    pub(crate) fn card_ball_modifier(&self) -> Option<crate::prompt::Modifier> {
        let card = Card::SprinklerMalfunction;
        (self.s.cards.on(Side::Home, card) || self.s.cards.on(Side::Away, card)).then(|| {
            crate::prompt::Modifier {
                name: self.words(format_args!("Sprinkler Malfunction ({})", card.cite())),
                value: -1,
            }
        })
    }
}

/// The hooks of the steps cards change.
impl Engine<'_> {
    /// Friendly Fans: a player of the team pushed into the crowd goes to Reserves with no
    /// Injury roll (004:L4880-L4896). True when it applies (he is in Reserves already).
    pub(crate) fn friendly_fans(&mut self, player: PlayerId) -> bool {
        let card = Card::FriendlyFans;
        if !self.s.cards.on(player.side, card) {
            return false;
        }
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!(
                "Friendly Fans: {label} goes straight to Reserves, no Injury roll ({})",
                card.cite()
            ),
        );
        true
    }

    /// Iron Man: every Injury-table result against the player counts as Stunned
    /// (004:L5000-L5019).
    pub(crate) fn iron_man(
        &self,
        player: PlayerId,
        result: crate::event::InjuryResult,
        text: &mut String,
    ) -> crate::event::InjuryResult {
        let card = Card::IronMan;
        if result == crate::event::InjuryResult::Stunned || !self.s.cards.on_player(card, player) {
            return result;
        }
        if self.worded {
            text.push_str(&format!("; Iron Man: Stunned instead ({})", card.cite()));
        }
        crate::event::InjuryResult::Stunned
    }
}

impl<S: State> Engine<'_, S> {
    /// Slippery Shoes: the opposing team played it this turn, so every Go For It fails on
    /// 1-3 (004:L6394-L6408).
    pub(crate) fn slippery_shoes(&self, mover: PlayerId) -> bool {
        let _ = mover;
        self.s.cards.on(Side::Home, Card::SlipperyShoes)
            || self.s.cards.on(Side::Away, Card::SlipperyShoes)
    }

    /// The Go For It's target, `normal` unless a card changes it.
    pub(crate) fn go_for_it_target(&self, mover: PlayerId, normal: u8) -> u8 {
        if self.slippery_shoes(mover) {
            normal.max(4)
        } else {
            normal
        }
    }

    /// Why a card keeps `player` from declaring `action`: Kid Gloves (no Foul,
    /// 004:L5174-L5192), Skrot's Sticky Slop (no Pass or Hand-off, 004:L5507-L5526).
    pub(crate) fn card_action_problem(
        &self,
        player: &crate::player::Player,
        action: crate::input::ActionKind,
    ) -> Option<Rejection> {
        use crate::input::ActionKind;
        if !self.s.cards.any_on() {
            return None;
        }
        if let Some(problem) = self.chain_problem(player, action) {
            return Some(problem);
        }
        if let Some(problem) = self.ego_trip_problem(player) {
            return Some(problem);
        }
        if let Some(problem) = self.turn_start_card_problem(player, action) {
            return Some(problem);
        }
        if let Some(problem) = self.quick_save_problem(player) {
            return Some(problem);
        }
        let card = match action {
            ActionKind::Foul if self.s.cards.on_player(Card::KidGloves, player.id) => {
                Card::KidGloves
            }
            ActionKind::Pass | ActionKind::HandOff
                if self.s.cards.on_player(Card::SkrotsStickySlop, player.id) =>
            {
                Card::SkrotsStickySlop
            }
            _ => return None,
        };
        Some(self.refuse(
            format_args!(
                "{} may not make a {} Action: {card} was played on him",
                player.tag(),
                self.action_name(action)
            ),
            card.cite(),
        ))
    }

    /// Why a card keeps `side` from declaring `action` this turn: Standing Offence (no Blitz
    /// or Pass, 004:L6048-L6062).
    pub(crate) fn card_turn_problem(
        &self,
        side: Side,
        action: crate::input::ActionKind,
    ) -> Option<Rejection> {
        use crate::input::ActionKind;
        let card = Card::StandingOffence;
        (matches!(action, ActionKind::Blitz | ActionKind::Pass) && self.s.cards.on(side, card))
            .then(|| {
                self.refuse(
                    format_args!(
                        "no {} Action this turn: Standing Offence",
                        self.action_name(action)
                    ),
                    card.cite(),
                )
            })
    }
}

impl super::Match {
    /// The Special Play cards the teams hold that the engine does not rule whole: (team,
    /// card, what to apply by hand). For the referee's eyes: a card is secret to the other
    /// coach until played.
    pub fn unruled_cards(&self) -> Vec<(Side, Card, &'static str)> {
        let mut out = Vec::new();
        for side in Side::BOTH {
            for held in &self.state().cards.held[side.index()] {
                match held.card.ruled() {
                    Ruled::Yes => {}
                    Ruled::InPart(what) => out.push((side, held.card, what)),
                    Ruled::No => out.push((side, held.card, held.card.not_ruled())),
                }
            }
        }
        out
    }
}
