//! The ruleset switches: what differs between the games one engine plays (the Blitz Bowl
//! digest's §8 list). [`RulesetParams::BB2016`] is what the engine does today;
//! [`RulesetParams::blitz_bowl`] builds Blitz Bowl's from its data (`tables::BlitzBowl`).
//!
//! A match carries its ruleset ([`crate::Match::with_ruleset`], [`crate::MatchState::ruleset`]).
//! A switch the engine does not rule yet is never ignored in silence: a ruleset that sets one
//! to other than its 2016 value is refused, naming it ([`RulesetParams::unruled`]).

use serde::{Deserialize, Serialize};

pub use crate::arena::{Arena, ArenaRules, OptionalRule};
use crate::dice::DieKind;
use crate::pitch::Pitch;
use crate::setup::SetupError;
use crate::square_set::SquareSet;

/// Which game the switches describe, for the referee and the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesetName {
    /// Blood Bowl, the 2016 box rulebook and its compendium (seeds 000, 004).
    Bb2016,
    /// Blitz Bowl, Ultimate Edition (seed 002).
    BlitzBowl,
}

/// The board: its size, and what stands on it besides players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PitchShape {
    /// Its size, End Zones (one row each) included, and its zones: wide zones and a line of
    /// scrimmage in 2016 (000:L143, L374), none in Blitz Bowl (digest §1.3).
    pub size: Pitch,
    /// Squares nothing may enter (Blitz Bowl's red-bordered squares, 002:L224).
    pub blocked: SquareSet,
    /// Where a new ball comes into play (002:L1221).
    pub trapdoors: SquareSet,
}

/// How the teams set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupPolicy {
    /// Each drive, in one's own half: at most `max_on_pitch`, at least `min_on_line` on the line
    /// of scrimmage (fewer only if fewer are available), at most `max_per_wide_zone` in each wide
    /// zone (000:L374-L379).
    Drive {
        max_on_pitch: u8,
        min_on_line: u8,
        max_per_wide_zone: u8,
    },
    /// Once, the whole team in its own End Zone, the toss's loser first and first to play
    /// (002:L431, L439).
    EndZone,
}

/// How the ball comes into play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BallEntry {
    /// A kick-off, its scatter and the Kick-off table (000:L381-L387, L969).
    KickOff,
    /// On a Trapdoor: the set-up ball stays, a new ball Bounces (002:L434-L436, L634-L638).
    Trapdoor,
}

/// What a turn allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activation {
    /// Each player one Action a turn; one Blitz, one Pass, one Hand-off and one Foul a team
    /// turn (000:L415-L433, L539, L1061, L1176).
    EachPlayerOnce,
    /// `actions` Player Actions a turn on any players, free Actions besides; with
    /// `repeat_per_player` false no player makes the same Action twice; the turn ends once the
    /// last is over (002:L458, L473). Ruled: `engine/declare.rs`, `engine/flow.rs`.
    ActionBudget {
        actions: u8,
        repeat_per_player: bool,
    },
}

/// What a step next to an opponent costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    /// Tackle Zones: a Dodge roll to leave one, `go_for_it` extra squares on a roll each
    /// (000:L459-L463, L1045-L1053).
    TackleZones { go_for_it: u8 },
    /// Marking: a Run never enters a square next to a standing opponent, no rolls; Mark and
    /// Sidestep are Actions of their own (002:L481, L501, L594).
    Marking,
}

/// How a ball is thrown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassPolicy {
    /// The range ruler's four bands, an Agility roll, catch and interception (000:L645-L651, L696, L706).
    RangeRuler,
    /// The Throw Ruler: within `short` squares a Short Throw, within `long` a Long one (−1);
    /// no catch roll, no interception (002:L512-L546).
    ThrowRuler { short: u8, long: u8 },
}

/// Which way a loose ball goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BouncePolicy {
    /// The Scatter template; off the pitch, a throw-in (000:L157, L736-L744).
    ScatterTemplate,
    /// The board's Bounce Chart, the step for each D8 result; an obstructed or off-board result
    /// goes on round the chart (002:L529-L538).
    BounceChart { chart: [[i8; 2]; 8] },
}

/// How many block dice, and who picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockDicePolicy {
    /// Strength against Strength with assists: 1 to 3 dice, the stronger picks (000:L533-L553).
    Strength,
    /// The Block Value, `assist_dice` more if Assisted; the blocker always picks (002:L550,
    /// L586). Each die arrives as a D6 (a tower's or a click's 1-6) and `faces` reads it: the
    /// data's `[block_die]` numbering (002:L1103).
    BlockValue {
        assist_dice: u8,
        faces: [tables::BlitzFace; 6],
    },
}

/// Which faces a block die shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockFaces {
    /// Attacker Down, Both Down, Pushed ×2, Defender Stumbles, Defender Down (000:L553-L577).
    Bb2016,
    /// Smash, Kerrunch!, Shove ×2, Tackle, Miss (002:L1103), each read off a D6's number by
    /// [`BlockDicePolicy::BlockValue`]'s `faces`.
    BlitzBowl,
}

/// Where a pushed player goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PushPolicy {
    /// One of three squares away, chain pushes, into the crowd off the pitch (000:L579-L589).
    ChainAndCrowd,
    /// One square straight away; if it cannot be, Knocked Down instead (002:L566).
    OneSquareOrKnockDown,
}

/// The roll against a Knocked Down player's armour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArmourPolicy {
    /// 2D6 must beat the Armour Value to break it (000:L617).
    TwoD6,
    /// One D6 must reach the Armour Value to hold (002:L321, L558).
    OneD6,
}

/// What a broken armour does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InjuryPolicy {
    /// The Injury table, then the Casualty table (000:L617-L634, 004:L2479).
    Tables,
    /// Injured: to the Dugout as a Reserves player, back by a Reserves Action (002:L582).
    ToReserves,
}

/// How players come back onto the pitch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReservesPolicy {
    /// Only at the set-up of a drive; Knocked-out players roll to recover (000:L634).
    BetweenDrives,
    /// Any turn by a Reserves Action; at the Pre-Turn a free one when the Dugout holds the
    /// team's Emergency Reserves Value, which the coach `emergency_must` take or may
    /// (002:L602-L610, L1129; digest §9 A8).
    ReservesAction { emergency_must: bool },
}

/// What wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoringPolicy {
    /// Touchdowns (000:L800).
    Touchdowns,
    /// Points: `touchdown` a touchdown, the cards' own, `clean_sweep` for all three in a turn
    /// (002:L624, L658, L662).
    Points { touchdown: u8, clean_sweep: u8 },
}

/// When the game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// Two halves of `turns_per_half` turns a team (000:L798).
    Halves { turns_per_half: u8 },
    /// One more turn each once the last Challenge Card is active; `sudden_death_margin` ahead at
    /// the start of one's turn wins at once (002:L692, L698).
    ChallengeDeck { sudden_death_margin: u8 },
}

/// The Challenge Cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardPolicy {
    /// None: the 2016 decks are inducements, not scoring cards.
    None,
    /// A `deck` of Challenge Cards, `active` face up, a hand of at most `hand_limit` Bonus
    /// Plays; with the Random Events rule, `random_events` shuffled in (002:L196, L427, L658,
    /// L710).
    Challenges {
        deck: u8,
        active: u8,
        hand_limit: u8,
        random_events: u8,
    },
}

/// One of Blitz Bowl's advanced rules a league may play with (002:L741-L782), by its name in
/// a script's `"advanced"` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdvancedRule {
    /// The Foul Action: one Block Die read as a foul result (002:L745-L767).
    Foul,
    /// The Throw Team-mate Action, for the positions the data marks (002:L769-L782).
    ThrowTeamMate,
    /// The Rookies to Watch card, given to one coach at set-up (002:L731-L737).
    RookiesToWatch,
    /// Random Event Cards shuffled into the Challenge deck, resolved as they come to its top
    /// (002:L706-L714).
    RandomEvents,
}

impl AdvancedRule {
    /// Every advanced rule the engine rules.
    pub const ALL: [AdvancedRule; 4] = [
        AdvancedRule::Foul,
        AdvancedRule::ThrowTeamMate,
        AdvancedRule::RookiesToWatch,
        AdvancedRule::RandomEvents,
    ];

    /// Its id in a script (`"foul"`, `"throw-team-mate"`).
    pub fn id(self) -> &'static str {
        match self {
            AdvancedRule::Foul => "foul",
            AdvancedRule::ThrowTeamMate => "throw-team-mate",
            AdvancedRule::RookiesToWatch => "rookies-to-watch",
            AdvancedRule::RandomEvents => "random-events",
        }
    }

    /// The rule of that id, if any.
    pub fn from_id(id: &str) -> Option<AdvancedRule> {
        AdvancedRule::ALL.into_iter().find(|r| r.id() == id)
    }

    /// Its name in the rulebook, for the referee (`"Foul"`, `"Throw Team-mate"`).
    pub fn name(self) -> &'static str {
        match self {
            AdvancedRule::Foul => "Foul",
            AdvancedRule::ThrowTeamMate => "Throw Team-mate",
            AdvancedRule::RookiesToWatch => "Rookies to Watch",
            AdvancedRule::RandomEvents => "Random Events",
        }
    }
}

/// Blitz Bowl's advanced rules in play; all off unless a league turns them on (002:L741).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AdvancedRules {
    /// The Foul Action, with the foul result each D6 number of the block die gives (the data's
    /// `[block_die]` faces read through its `[block_die.foul]`, 002:L749-L767, L1103); `None`:
    /// no Foul Action.
    pub foul: Option<[tables::FoulResult; 6]>,
    /// The Throw Team-mate Action (002:L769-L782).
    pub throw_team_mate: bool,
    /// The Rookies to Watch card is in play (002:L731-L737).
    pub rookies_to_watch: bool,
    /// The coach given it at set-up ([`crate::Match::with_rookies_to_watch`], 002:L735); who
    /// holds it now is [`crate::MatchState::rookies_to_watch`].
    pub rookies_holder: Option<crate::pitch::Side>,
}

/// The dice a game asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceSet {
    /// The kinds of dice rolled.
    pub kinds: &'static [DieKind],
    /// The faces of its block dice.
    pub block_faces: BlockFaces,
}

/// Every switch of the §8 list, for one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesetParams {
    /// Which game.
    pub name: RulesetName,
    /// The board.
    pub pitch: PitchShape,
    /// The set-up.
    pub setup: SetupPolicy,
    /// How the ball comes into play.
    pub ball_entry: BallEntry,
    /// What a turn allows.
    pub activation: Activation,
    /// Whether a failure ends the team's turn (000:L441-L443); Blitz Bowl has none (digest §4.7).
    pub turnovers: bool,
    /// Tackle Zones or Marking.
    pub movement: Movement,
    /// The pass.
    pub pass: PassPolicy,
    /// The loose ball.
    pub bounce: BouncePolicy,
    /// Block dice.
    pub block_dice: BlockDicePolicy,
    /// The push.
    pub push: PushPolicy,
    /// The Armour roll.
    pub armour: ArmourPolicy,
    /// Injuries.
    pub injury: InjuryPolicy,
    /// Reserves.
    pub reserves: ReservesPolicy,
    /// Scoring.
    pub scoring: ScoringPolicy,
    /// The game's end.
    pub game_end: GameEnd,
    /// Challenge Cards.
    pub cards: CardPolicy,
    /// The most a roll's net modifier may be either way; `None`: no cap (002:L325).
    pub modifier_cap: Option<u8>,
    /// The dice.
    pub dice: DiceSet,
    /// Blitz Bowl's advanced rules in play (002:L741-L782).
    pub advanced: AdvancedRules,
    /// Blitz Bowl's Arenas optional rule and the rolled Arena's values (002:L790-L806).
    pub arena: ArenaRules,
    /// Blitz Bowl's Balls optional rule: a coach chooses the ball in play, and each ball's
    /// rule holds (002:L810-L850).
    pub balls: bool,
}

/// The 2016 dice: D6 (and D3 from it), D8, block dice, D16.
const BB2016_DICE: &[DieKind] = &[DieKind::D6, DieKind::D8, DieKind::Block, DieKind::D16];
/// Blitz Bowl's dice: D6 and D8 (002:L164-L172); its Block Dice are asked as D6s and read by
/// the data's `[block_die]` numbering (`BlockDicePolicy::BlockValue::faces`), so no die of
/// another kind is asked; the coin toss is a decision.
const BLITZ_DICE: &[DieKind] = &[DieKind::D6, DieKind::D8];

/// Blitz Bowl's dice set: the only one besides 2016's that the engine asks for.
const BLITZ_DICE_SET: DiceSet = DiceSet {
    kinds: BLITZ_DICE,
    block_faces: BlockFaces::BlitzBowl,
};

impl RulesetParams {
    /// Whether the game has team re-rolls: 2016's (000:L758); Blitz Bowl has none
    /// (002:L329-L333).
    pub fn has_team_rerolls(&self) -> bool {
        self.name == RulesetName::Bb2016
    }

    /// Blood Bowl 2016 as the engine plays it: every switch at what the engine does today.
    pub const BB2016: RulesetParams = RulesetParams {
        name: RulesetName::Bb2016,
        pitch: PitchShape {
            size: Pitch::BB2016,
            blocked: SquareSet::EMPTY,
            trapdoors: SquareSet::EMPTY,
        },
        setup: SetupPolicy::Drive {
            max_on_pitch: 11,
            min_on_line: 3,
            max_per_wide_zone: 2,
        },
        ball_entry: BallEntry::KickOff,
        activation: Activation::EachPlayerOnce,
        turnovers: true,
        movement: Movement::TackleZones { go_for_it: 2 },
        pass: PassPolicy::RangeRuler,
        bounce: BouncePolicy::ScatterTemplate,
        block_dice: BlockDicePolicy::Strength,
        push: PushPolicy::ChainAndCrowd,
        armour: ArmourPolicy::TwoD6,
        injury: InjuryPolicy::Tables,
        reserves: ReservesPolicy::BetweenDrives,
        scoring: ScoringPolicy::Touchdowns,
        game_end: GameEnd::Halves { turns_per_half: 8 },
        cards: CardPolicy::None,
        modifier_cap: None,
        dice: DiceSet {
            kinds: BB2016_DICE,
            block_faces: BlockFaces::Bb2016,
        },
        advanced: AdvancedRules {
            foul: None,
            throw_team_mate: false,
            rookies_to_watch: false,
            rookies_holder: None,
        },
        arena: ArenaRules::NONE,
        balls: false,
    };

    /// Blitz Bowl on the board side `board` (an id or name of `data`'s boards), its numbers
    /// from `data`. Emergency Reserves are the coach's choice ("may", 002:L610: digest §9 A8).
    pub fn blitz_bowl(data: &tables::BlitzBowl, board: &str) -> Result<RulesetParams, SetupError> {
        let missing = |what: &str| {
            SetupError(format!(
                "the Blitz Bowl data has no {what}: lay a file that gives it over blitz-bowl.toml"
            ))
        };
        let game = data.game().ok_or_else(|| missing("[game]"))?;
        let ruler = data.throw_ruler().ok_or_else(|| missing("[throw_ruler]"))?;
        let spec = data.board(board).map_err(|e| SetupError(e.to_string()))?;
        let size = Pitch::without_zones(spec.length, spec.width).ok_or_else(|| {
            SetupError(format!(
                "board \"{}\" is {} x {}: it does not fit the engine's grid",
                spec.id, spec.length, spec.width
            ))
        })?;
        let squares = |list: &[[u8; 2]]| -> Result<SquareSet, SetupError> {
            let mut set = SquareSet::EMPTY;
            for &[x, y] in list {
                let square = size.square(i32::from(x), i32::from(y)).ok_or_else(|| {
                    SetupError(format!(
                        "board \"{}\": square [{x}, {y}] is off its {} x {} board",
                        spec.id, spec.length, spec.width
                    ))
                })?;
                set.insert(square);
            }
            Ok(set)
        };
        let block_die = data.block_die().ok_or_else(|| missing("[block_die]"))?;
        let faces: [tables::BlitzFace; 6] =
            block_die.faces.as_slice().try_into().map_err(|_| {
                SetupError(format!(
                    "the Blitz Bowl block die has {} faces: give [block_die] six",
                    block_die.faces.len()
                ))
            })?;
        if crate::engine::trapdoor_die(spec.trapdoors.len()).is_none() {
            return Err(SetupError(format!(
                "board \"{}\" has {} Trapdoors: the engine picks one with a D6 or a D8 mapped \
                 evenly, so a board has 1, 2, 3, 4, 6 or 8",
                spec.id,
                spec.trapdoors.len()
            )));
        }
        let chart: [[i8; 2]; 8] = spec.bounce_chart.as_slice().try_into().map_err(|_| {
            SetupError(format!(
                "board \"{}\": the Bounce Chart needs 8 steps",
                spec.id
            ))
        })?;
        Ok(RulesetParams {
            name: RulesetName::BlitzBowl,
            pitch: PitchShape {
                size,
                blocked: squares(&spec.blocked)?,
                trapdoors: squares(&spec.trapdoors)?,
            },
            setup: SetupPolicy::EndZone,
            ball_entry: BallEntry::Trapdoor,
            activation: Activation::ActionBudget {
                actions: game.actions_per_turn,
                repeat_per_player: false,
            },
            turnovers: false,
            movement: Movement::Marking,
            pass: PassPolicy::ThrowRuler {
                short: ruler.short,
                long: ruler.long,
            },
            bounce: BouncePolicy::BounceChart { chart },
            block_dice: BlockDicePolicy::BlockValue {
                assist_dice: 1,
                faces,
            },
            push: PushPolicy::OneSquareOrKnockDown,
            armour: ArmourPolicy::OneD6,
            injury: InjuryPolicy::ToReserves,
            reserves: ReservesPolicy::ReservesAction {
                emergency_must: false,
            },
            scoring: ScoringPolicy::Points {
                touchdown: game.touchdown_points,
                clean_sweep: game.clean_sweep_points,
            },
            game_end: GameEnd::ChallengeDeck {
                sudden_death_margin: game.sudden_death_margin,
            },
            cards: CardPolicy::Challenges {
                deck: game.challenge_deck,
                active: game.active_challenges,
                hand_limit: game.hand_limit,
                // Random Event Cards are an advanced rule (002:L704-L710), off unless chosen.
                random_events: 0,
            },
            modifier_cap: Some(game.modifier_cap),
            dice: BLITZ_DICE_SET,
            // Advanced rules are a league's choice (002:L741): off unless turned on.
            advanced: AdvancedRules::default(),
            // Optional rules are the coaches' choice (002:L788): off unless turned on.
            arena: ArenaRules::NONE,
            balls: false,
        })
    }

    /// These switches with the advanced rule `rule` in play, its numbers from `data` (the Foul
    /// reads the block die's faces through `[block_die.foul]`, 002:L749-L767).
    pub fn with_advanced(
        mut self,
        data: &tables::BlitzBowl,
        rule: AdvancedRule,
    ) -> Result<RulesetParams, SetupError> {
        match rule {
            AdvancedRule::Foul => {
                let die = data.block_die().ok_or_else(|| {
                    SetupError(
                        "the Blitz Bowl data has no [block_die]: lay a file that gives it over \
                         blitz-bowl.toml"
                            .to_string(),
                    )
                })?;
                let mut reading = [tables::FoulResult::Spotted; 6];
                for (n, slot) in (1u8..).zip(reading.iter_mut()) {
                    let result = die.face(n).and_then(|f| die.foul.get(&f).copied());
                    *slot = result.ok_or_else(|| {
                        SetupError(format!(
                            "the Blitz Bowl block die gives no foul result for its face {n}: \
                             give [block_die] six faces and [block_die.foul] each symbol's"
                        ))
                    })?;
                }
                self.advanced.foul = Some(reading);
            }
            AdvancedRule::ThrowTeamMate => self.advanced.throw_team_mate = true,
            AdvancedRule::RookiesToWatch => self.advanced.rookies_to_watch = true,
            AdvancedRule::RandomEvents => {
                let used = data.game().map_or(0, |g| g.random_events_used);
                let known = data.random_events().len();
                // Fewer cards than the deck takes is refused, not played short: the game's
                // length and every draw are the 6 shuffled in (002:L710), and the engine names
                // each card drawn from the league's list.
                if used == 0 || known < usize::from(used) {
                    return Err(SetupError(format!(
                        "the Random Events rule shuffles {used} Random Event Cards into the \
                         Challenge deck (002:L710), and the Blitz Bowl data gives {known}: lay \
                         a file with at least {used} [[random_event]] cards (id, name, points, \
                         timing, effect, source) over blitz-bowl.toml"
                    )));
                }
                let CardPolicy::Challenges {
                    ref mut random_events,
                    ..
                } = self.cards
                else {
                    return Err(SetupError(
                        "Random Event Cards go into the Challenge deck: this ruleset deals none"
                            .into(),
                    ));
                };
                *random_events = used;
            }
        }
        Ok(self)
    }

    /// These switches with the optional rule `rule` in play (002:L788).
    pub fn with_optional(mut self, rule: OptionalRule) -> RulesetParams {
        match rule {
            OptionalRule::Arenas => self.arena.roll = true,
            OptionalRule::Balls => self.balls = true,
        }
        self
    }

    /// These switches with `arena`'s regional rule (002:L799-L806): the values it changes,
    /// each read by the step it changes. Arena 6 is two Assist dice and three at most, Arena 7
    /// Sudden Death at 8 points ahead.
    pub fn with_arena(mut self, arena: Arena) -> RulesetParams {
        self = self.as_set_up();
        self.arena.set_up = Some(crate::arena::ArenaSetUp {
            block_dice: self.block_dice,
            game_end: self.game_end,
        });
        self.arena.arena = Some(arena);
        match arena {
            Arena::GreatMootBakeOffTent => self.arena.erv_modifier = -1,
            Arena::SewerPipeStadium => self.arena.reserves_on_trapdoor = true,
            Arena::TheBonePit => self.arena.run_after_reserves = true,
            Arena::GlitteringColiseum => self.arena.long_throw_modifier = 0,
            Arena::ColiseumOfChaos => self.arena.blocked_shove_kerrunch = true,
            Arena::BadlandsFightingPit => {
                if let BlockDicePolicy::BlockValue { assist_dice, .. } = &mut self.block_dice {
                    *assist_dice = 2;
                }
                self.arena.max_block_dice = Some(3);
            }
            Arena::MountainSummitStadium => {
                if let GameEnd::ChallengeDeck {
                    sudden_death_margin,
                } = &mut self.game_end
                {
                    *sudden_death_margin = 8;
                }
            }
            Arena::OvergrownArena => self.arena.trapdoor_assists = true,
        }
        self
    }

    /// These switches as they were before an Arena was rolled: the Arenas rule still in play,
    /// its D8 still to roll.
    pub fn as_set_up(self) -> RulesetParams {
        let Some(before) = self.arena.set_up else {
            return self;
        };
        RulesetParams {
            block_dice: before.block_dice,
            game_end: before.game_end,
            arena: ArenaRules {
                roll: self.arena.roll,
                ..ArenaRules::NONE
            },
            ..self
        }
    }

    /// These switches with Blitz Bowl's Balls optional rule in play (002:L810-L850).
    pub fn with_balls(mut self) -> RulesetParams {
        self.balls = true;
        self
    }

    /// The switches this ruleset sets otherwise than 2016 which the engine does not rule yet,
    /// by name. A match is refused while any is left ([`crate::Match::with_ruleset`]).
    pub fn unruled(&self) -> Vec<&'static str> {
        let base = RulesetParams::BB2016;
        let differs = [
            ("board", self.pitch.size != base.pitch.size),
            ("blocked squares", self.pitch.blocked != base.pitch.blocked),
            // Blocked squares are read by Marking's steps: under Tackle Zones none would be.
            (
                "blocked squares under Tackle Zones",
                self.pitch.blocked != base.pitch.blocked && self.movement == base.movement,
            ),
            ("trapdoors", self.pitch.trapdoors != base.pitch.trapdoors),
            ("set-up", self.setup != base.setup),
            ("ball entry", self.ball_entry != base.ball_entry),
            ("activation", self.activation != base.activation),
            ("turnovers", self.turnovers != base.turnovers),
            ("marking", self.movement != base.movement),
            ("pass", self.pass != base.pass),
            ("bounce", self.bounce != base.bounce),
            ("block dice", self.block_dice != base.block_dice),
            ("push", self.push != base.push),
            // Blitz Bowl's block is one path: its faces, its push and its Armour Check
            // (`engine/blitz_block.rs`); half of it under 2016's is refused.
            (
                "block dice, push and armour apart",
                (self.block_dice != base.block_dice || self.push != base.push)
                    && (self.block_dice == base.block_dice
                        || self.push == base.push
                        || self.armour == base.armour),
            ),
            // The Reserves Action is one of a turn's Actions (002:L458, L602).
            (
                "reserves without an Action budget",
                self.reserves != base.reserves && self.activation == base.activation,
            ),
            // One D6 against "n+" and Injured to the Dugout are one rule (002:L558, L582).
            (
                "armour and injury apart",
                (self.armour != base.armour) != (self.injury != base.injury),
            ),
            ("armour", self.armour != base.armour),
            ("injury", self.injury != base.injury),
            ("reserves", self.reserves != base.reserves),
            ("scoring", self.scoring != base.scoring),
            ("game end", self.game_end != base.game_end),
            ("cards", self.cards != base.cards),
            (
                "random events",
                matches!(self.cards, CardPolicy::Challenges { random_events, .. } if random_events > 0),
            ),
            ("modifier cap", self.modifier_cap != base.modifier_cap),
            ("dice", self.dice != base.dice),
            // The dice set is 2016's or Blitz Bowl's, and its block faces are the block
            // switch's: Blitz Bowl's faces only with Block Value dice read off D6s.
            (
                "a dice set of neither game",
                self.dice != base.dice && self.dice != BLITZ_DICE_SET,
            ),
            // The advanced rules are Blitz Bowl's Actions: under its Marking, Block Dice and
            // Armour Check (the Foul reads a Block Die and Injures; a thrown player lands by
            // the Throw Ruler and the Armour Check, 002:L749-L782).
            ("foul action", self.advanced.foul.is_some()),
            ("throw team-mate", self.advanced.throw_team_mate),
            ("rookies to watch", self.advanced.rookies_to_watch),
            ("arenas", self.arena != base.arena),
            // The Arenas' rules change Blitz Bowl's steps (Emergency Reserves, Trapdoors, the
            // Throw Ruler, its Block Dice and Shove, Sudden Death, 002:L799-L806).
            (
                "arenas outside Blitz Bowl",
                self.arena != base.arena
                    && !(self.movement == Movement::Marking
                        && matches!(self.block_dice, BlockDicePolicy::BlockValue { .. })
                        && self.push == PushPolicy::OneSquareOrKnockDown
                        && matches!(self.pass, PassPolicy::ThrowRuler { .. })
                        && matches!(self.reserves, ReservesPolicy::ReservesAction { .. })
                        && self.ball_entry == BallEntry::Trapdoor),
            ),
            (
                "advanced rules outside Blitz Bowl",
                self.advanced != base.advanced
                    && !(self.movement == Movement::Marking
                        && matches!(self.block_dice, BlockDicePolicy::BlockValue { .. })
                        && self.injury == InjuryPolicy::ToReserves
                        && matches!(self.pass, PassPolicy::ThrowRuler { .. })),
            ),
            ("balls", self.balls),
            // The balls' rules read Blitz Bowl's Throw Check, Block Dice and Trapdoor ball
            // (002:L820-L850).
            (
                "balls outside Blitz Bowl",
                self.balls
                    && !(matches!(self.block_dice, BlockDicePolicy::BlockValue { .. })
                        && matches!(self.pass, PassPolicy::ThrowRuler { .. })
                        && self.ball_entry == BallEntry::Trapdoor),
            ),
            (
                "dice apart from the block dice",
                (self.dice.block_faces == BlockFaces::BlitzBowl)
                    != matches!(self.block_dice, BlockDicePolicy::BlockValue { .. }),
            ),
        ];
        differs
            .into_iter()
            .filter(|&(name, differs)| differs && !RULED.contains(&name))
            .map(|(name, _)| name)
            .collect()
    }
}

/// The switches the engine rules at values other than 2016's. "board" is the pitch's size and
/// zones (`MatchState::pitch`): every square, neighbour, half, End Zone and wide zone the
/// engine asks for is the board's, and an input naming a square past its edge is refused.
/// "set-up" is the whole team in its End Zone, the toss's loser first (`engine/setup_phase.rs`);
/// "ball entry" the ball on a Trapdoor after the set-up and a new ball through one when none is
/// in play (`engine/trapdoor.rs`); "trapdoors" the squares it reads.
/// "turnovers" off: what would end the turn ends the Action in progress (`engine/flow.rs`).
/// "scoring" points at the end of an Action, "cards" the Challenge Card deck and its claims,
/// "game end" Sudden Death and the Points Victory (`engine/points.rs`, `challenge.rs`).
/// "marking" is Blitz Bowl's movement, Run, Mark, Sidestep and Stand Up (`engine/marking.rs`);
/// "blocked squares" no step of Marking's Actions enters (`engine/marking.rs`), and the Bounce
/// Chart goes round them; with Tackle Zones they are refused. "bounce" is the board's Bounce Chart
/// (`engine/bounce_chart.rs`). "pass" is the Throw Ruler's Throw Action and Hand-off
/// (`engine/throw_ruler.rs`); "modifier cap" holds a check's modifiers to ±1
/// (`engine/modifier_cap.rs`). "block dice" and "push" are Blitz Bowl's Block, its faces read
/// off D6s by the data's numbering (`engine/blitz_block.rs`), ruled only with "armour" and
/// "injury": one D6 against "n+", Injured to the Dugout (`engine/blitz_injury.rs`).
/// "reserves" is the Reserves Action and Emergency Reserves (`engine/reserves_action.rs`),
/// with an Action budget only. "dice" is Blitz Bowl's set, D6 and D8, its block faces read
/// off D6s by the block switch's numbering; only with that block switch. "foul action" is
/// Blitz Bowl's Foul (`engine/blitz_foul.rs`), "throw team-mate" its Throw Team-mate
/// (`engine/blitz_throw_team_mate.rs`), "rookies to watch" its card's re-roll
/// (`engine/blitz_rookies.rs`): advanced rules, only with Blitz Bowl's Marking, Block Dice,
/// Injury and Throw Ruler. "random events" are the Random Event Cards in the Challenge deck
/// (`engine/blitz_random_events.rs`). "arenas" is the Arena's D8 at set-up and its regional
/// rule (`engine/blitz_arena.rs`), only with Blitz Bowl's Marking, Block, Throw Ruler,
/// Reserves and Trapdoors. "balls" is the Balls optional rule (`engine/blitz_balls.rs`), only
/// with Blitz Bowl's Block Dice, Throw Ruler and Trapdoor.
const RULED: &[&str] = &[
    "activation",
    "board",
    "set-up",
    "ball entry",
    "trapdoors",
    "turnovers",
    "scoring",
    "game end",
    "cards",
    "marking",
    "blocked squares",
    "bounce",
    "pass",
    "modifier cap",
    "block dice",
    "push",
    "armour",
    "injury",
    "reserves",
    "dice",
    "foul action",
    "throw team-mate",
    "rookies to watch",
    "arenas",
    "random events",
    "balls",
];

impl Default for RulesetParams {
    fn default() -> RulesetParams {
        RulesetParams::BB2016
    }
}
