//! Inputs: the only way a match changes. A coach's or referee's decision, a dice result, a
//! referee's edit of the observed board, or undo. Serialised with serde, they are the match log.

use serde::{Deserialize, Serialize};

use crate::dice::{BlockFace, DiceRoll};
use crate::pitch::{Side, Square};
use crate::player::{PlayerId, Stance};
use crate::setup::Weather;

/// One input. In JSON: `{"decide": …}`, `{"dice": …}`, `{"edit": …}`, `"undo"`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// A coach's decision (the prompt says whose).
    Decide(Decision),
    /// The dice the prompt asked for.
    Dice(DiceRoll),
    /// The referee corrects the board to what is on the table.
    Edit(Edit),
    /// Take back the last input that counted.
    Undo,
}

/// The Actions a player may declare (000:L423-L437).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    /// Move up to MA, plus Go For It.
    Move,
    /// Block an adjacent standing opponent, without moving.
    Block,
    /// Move and block once during the move; one per turn.
    Blitz,
    /// Move, then throw the ball; one per turn (000:L637-L651).
    Pass,
    /// Move, then hand the ball to an adjacent player; one per turn (000:L1061-L1070).
    HandOff,
    /// Move, then foul an adjacent opponent on the ground; one per turn (000:L1174-L1190).
    Foul,
    /// Bombardier: throw a bomb, with no move and no standing up first; not the team's Pass
    /// Action (004:L9993-L10000).
    Bomb,
    /// Blitz Bowl's Mark: an Open player moves up to two squares and must finish Marking an
    /// opponent (002:L501); only under the `movement` switch's Marking.
    Mark,
    /// Blitz Bowl's Sidestep: a Marked player moves one square and must finish Open
    /// (002:L594); only under Marking.
    Sidestep,
    /// Blitz Bowl's Stand Up: a Prone player stands up, and that is the Action (002:L598);
    /// only under Marking.
    StandUp,
    /// Blitz Bowl's Reserves Action: a Reserves player is placed in his End Zone (002:L602);
    /// only under the `reserves` switch. Not in [`ActionKind::ALL`]: the turn offers it to
    /// the players in the Dugout, not to those on the pitch.
    Reserves,
}

/// The range ruler's bands (000:L696-L704).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassRange {
    /// Quick Pass.
    Quick,
    /// Short Pass.
    Short,
    /// Long Pass.
    Long,
    /// Long Bomb.
    LongBomb,
}

impl PassRange {
    /// The band's letter in the tables' range matrix.
    pub fn letter(self) -> char {
        match self {
            PassRange::Quick => 'Q',
            PassRange::Short => 'S',
            PassRange::Long => 'L',
            PassRange::LongBomb => 'B',
        }
    }

    /// The band a matrix letter stands for.
    pub fn from_letter(letter: char) -> Option<PassRange> {
        [
            PassRange::Quick,
            PassRange::Short,
            PassRange::Long,
            PassRange::LongBomb,
        ]
        .into_iter()
        .find(|r| r.letter() == letter)
    }
}

// `ActionKind::ALL[i]` is the Action whose discriminant is `i`: the turn prompt keeps the
// Actions open to a player as bits by discriminant and reads them back through `ALL`.
const _: () = {
    let mut i = 0;
    while i < ActionKind::ALL.len() {
        assert!(ActionKind::ALL[i] as usize == i);
        i += 1;
    }
};

impl ActionKind {
    /// Every Action, in the order a turn's prompt offers them (000:L423-L437).
    pub const ALL: [ActionKind; 10] = [
        ActionKind::Move,
        ActionKind::Block,
        ActionKind::Blitz,
        ActionKind::Pass,
        ActionKind::HandOff,
        ActionKind::Foul,
        ActionKind::Bomb,
        ActionKind::Mark,
        ActionKind::Sidestep,
        ActionKind::StandUp,
    ];

    /// The Actions of a game moving by Tackle Zones (2016): `ALL` but Blitz Bowl's Mark,
    /// Sidestep and Stand Up, which come last.
    pub const TACKLE_ZONES: &'static [ActionKind] = ActionKind::ALL.split_at(7).0;

    /// The rulebook's name.
    pub fn name(self) -> &'static str {
        match self {
            ActionKind::Move => "Move",
            ActionKind::Block => "Block",
            ActionKind::Blitz => "Blitz",
            ActionKind::Pass => "Pass",
            ActionKind::HandOff => "Hand-off",
            ActionKind::Foul => "Foul",
            ActionKind::Bomb => "Bomb",
            ActionKind::Mark => "Mark",
            ActionKind::Sidestep => "Sidestep",
            ActionKind::StandUp => "Stand Up",
            ActionKind::Reserves => "Reserves",
        }
    }

    /// Its name in a game moving by `movement`: Blitz Bowl's Run and Throw under Marking
    /// (002:L479, L510), else the rulebook's [`ActionKind::name`].
    pub fn name_in(self, movement: crate::ruleset::Movement) -> &'static str {
        match (movement, self) {
            (crate::ruleset::Movement::Marking, ActionKind::Move) => "Run",
            (crate::ruleset::Movement::Marking, ActionKind::Pass) => "Throw",
            _ => self.name(),
        }
    }
}

/// A re-roll choice after a roll (000:L750-L764).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reroll {
    /// Use one of the team's re-rolls (one per turn, 000:L756-L760).
    Team,
    /// Use a skill's re-roll (written by skill id: `"dodge"`, `"sure-feet"`, …).
    Skill(RerollSkill),
    /// Blitz Bowl: use a player's ability to re-roll (written by ability id:
    /// `"offensive-specialist"`, `"expert-passer"`; `engine/blitz_reroll.rs`).
    Ability(crate::blitz_ability::BlitzAbility),
    /// Blitz Bowl: discard the Rookies to Watch card to re-roll (002:L737;
    /// `engine/blitz_rookies.rs`).
    RookiesToWatch,
    /// Blitz Bowl: play a Raw Talent Bonus Play from the hand to re-roll (002:L680;
    /// `engine/blitz_bonus_plays.rs`).
    RawTalent,
    /// Blitz Bowl's Balls: the held ball's re-roll (written by ball id: `"dwarf-rune-ball"`,
    /// `"extra-spikey-ball"`; `engine/blitz_reroll.rs`, 002:L828-L840).
    Ball(crate::blitz_balls::BlitzBall),
    /// Grombrindal's Ancient Grudge: his Block dice against the Black Gobbo again, no team
    /// re-roll spent (004:L9761-L9763).
    AncientGrudge,
    /// The Black Gobbo's Get da Git: his Stab's Armour roll against Grombrindal again
    /// (004:L9743-L9745).
    GetDaGit,
    /// Keep the result.
    Keep,
}

/// The skills that re-roll a failed roll of their own (Catch 000:L1227, Dodge L1231, Pass
/// L1251, Sure Feet L1281, Sure Hands L1285), and Piling On, the blocker's re-roll of his
/// victim's Armour or Injury roll (004:L10442): written by their skill ids, as the
/// rulebook's skill list names them, and read by id or rulebook name (`"Sure Feet"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RerollSkill {
    /// A failed Dodge, once a turn.
    Dodge,
    /// A failed Go For It.
    SureFeet,
    /// A failed Pick-up.
    SureHands,
    /// A failed Catch or Interception.
    Catch,
    /// A failed Catch or Interception, by a player with Monstrous Mouth (004:L10384).
    MonstrousMouth,
    /// A failed Pass (or Throw Team-Mate).
    Pass,
    /// Piling On: the blocker spends a team re-roll on the Armour or Injury roll of the player
    /// he knocked down, and goes Prone (004:L10442).
    PilingOn,
    /// Any roll of his but Armour, Injury and Casualty, once a turn, after a D6 of 4+
    /// (004:L10461-L10470).
    Pro,
}

impl RerollSkill {
    /// Every skill that re-rolls.
    pub const ALL: [RerollSkill; 8] = [
        RerollSkill::Dodge,
        RerollSkill::SureFeet,
        RerollSkill::SureHands,
        RerollSkill::Catch,
        RerollSkill::MonstrousMouth,
        RerollSkill::Pass,
        RerollSkill::PilingOn,
        RerollSkill::Pro,
    ];

    /// The skill itself.
    pub fn skill(self) -> crate::Skill {
        use crate::Skill;
        match self {
            RerollSkill::Dodge => Skill::Dodge,
            RerollSkill::SureFeet => Skill::SureFeet,
            RerollSkill::SureHands => Skill::SureHands,
            RerollSkill::Catch => Skill::Catch,
            RerollSkill::MonstrousMouth => Skill::MonstrousMouth,
            RerollSkill::Pass => Skill::Pass,
            RerollSkill::PilingOn => Skill::PilingOn,
            RerollSkill::Pro => Skill::Pro,
        }
    }

    /// The skill's id in the rulebook's skill list (`"sure-feet"`).
    pub fn id(self) -> &'static str {
        self.skill().id()
    }
}

impl<'de> Deserialize<'de> for RerollSkill {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RerollSkill, D::Error> {
        let skill = crate::Skill::deserialize(deserializer)?;
        RerollSkill::ALL
            .into_iter()
            .find(|r| r.skill() == skill)
            .ok_or_else(|| {
                let ids: Vec<&str> = RerollSkill::ALL.iter().map(|r| r.id()).collect();
                serde::de::Error::custom(format!(
                    "{} gives no re-roll; the skills that do: {}",
                    skill.id(),
                    ids.join(", ")
                ))
            })
    }
}

impl std::fmt::Display for RerollSkill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A coach's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Set-up: put a player from Reserves (or elsewhere in the own half) on a square.
    Place {
        /// Who.
        player: PlayerId,
        /// Where.
        square: Square,
    },
    /// Set-up: take a placed player back to Reserves.
    Withdraw {
        /// Who.
        player: PlayerId,
    },
    /// Set-up: this team is done.
    EndSetup,
    /// Declare a player's Action (000:L419).
    Declare {
        /// Who.
        player: PlayerId,
        /// Which Action.
        action: ActionKind,
    },
    /// Move the acting player one square.
    Move {
        /// The neighbouring square.
        to: Square,
    },
    /// Leap: the acting player jumps to an empty square 1 or 2 squares away, over anyone, for
    /// two squares of movement and an Agility roll; once a turn (004:L10344-L10357).
    Leap {
        /// The square he lands on.
        to: Square,
    },
    /// The acting player blocks (Block Action, or the block of a Blitz).
    Block {
        /// The adjacent standing opponent.
        target: PlayerId,
    },
    /// Use or decline a re-roll.
    Reroll(Reroll),
    /// Pick the block die to apply (000:L543-L551).
    ChooseBlockDie {
        /// The face.
        face: BlockFace,
    },
    /// Blitz Bowl: pick which of the Block Dice's results applies (002:L550); the faces are
    /// `smash`, `kerrunch`, `shove`, `tackle`, `miss`.
    ChooseBlockResult {
        /// The face.
        face: tables::BlitzFace,
    },
    /// Blitz Bowl's Safe Hands: the square next to the Knocked Down carrier the ball Bounces
    /// into; `null` rolls the Bounce as usual (002:L289).
    BounceInto {
        /// The square, or `None` for the D8.
        square: Option<Square>,
    },
    /// Pick the square a player is pushed back to (000:L579).
    PushTo {
        /// The square.
        square: Square,
    },
    /// Gassy Eruption: push this player, one of those next to the card's player still to be
    /// pushed, next (004:L5418, L5485-L5506).
    PushNext {
        /// Who.
        player: PlayerId,
    },
    /// Follow up into the square the defender left, or stay (000:L593).
    FollowUp {
        /// True to follow up.
        follow: bool,
    },
    /// Use an optional skill the step offers, or not (Stand Firm, Juggernaut, Wrestle …):
    /// written by the skill's id.
    UseSkill {
        /// The skill.
        skill: crate::Skill,
        /// True to use it.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// The acting player's Action is over.
    EndAction,
    /// The active coach ends the turn.
    EndTurn,
    /// The coaches' inducements are chosen and in the match's setup: the match goes on
    /// (004:L2676-L2682; [`crate::Match::choose_inducements`]).
    InducementsChosen,
    /// The referee reports who won the coin toss (000:L149, L374).
    CoinToss {
        /// The winner.
        winner: Side,
    },
    /// The toss winner chooses to kick off (000:L374).
    Kick,
    /// The toss winner chooses to receive (000:L374).
    Receive,
    /// The kicking coach aims the kick at a square of the receiving half (000:L383).
    KickTo {
        /// The aimed square.
        square: Square,
    },
    /// Unclear Markings: the kicking coach moves the line of scrimmage `forward` squares
    /// towards the receiving team (-1 back, 0 where it is, 1 forward), for this drive
    /// (004:L3669-L3675).
    MoveLineOfScrimmage {
        /// -1, 0 or 1.
        forward: i8,
    },
    /// A kick-off result's free move (High Kick, Quick Snap!, Perfect Defence).
    MovePlayer {
        /// Who.
        player: PlayerId,
        /// Where.
        to: Square,
    },
    /// Done with a kick-off result's free moves.
    Done,
    /// Kick skill: halve the kick-off's scatter distance, rounding down, or not (001:L858).
    HalveKick {
        /// True to halve.
        halve: bool,
    },
    /// Master of Ballistics' 5-6: the kick's scatter as the kicking coach leaves it, its D8
    /// or its D6 changed by up to two, or both as rolled (004:L3307-L3312).
    Ballistics {
        /// The D8, the direction on the scatter template.
        direction: u8,
        /// The D6, the squares.
        distance: u8,
    },
    /// Touchback: the receiving coach gives the ball to this player (000:L387).
    GiveBall {
        /// Who.
        player: PlayerId,
    },
    /// The acting player throws the ball to a square (000:L637-L651). `range` overrides the
    /// computed band when the ruler on the table says otherwise.
    Pass {
        /// The target square.
        target: Square,
        /// The band the referee read off the ruler, if it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        range: Option<PassRange>,
    },
    /// The acting player (Throw Team-Mate, in a Pass Action) throws this adjacent standing
    /// team-mate with Right Stuff towards a square (000:L1293-L1299). `range` overrides the
    /// computed band as for a Pass.
    ThrowTeamMate {
        /// The team-mate thrown.
        player: PlayerId,
        /// The target square.
        target: Square,
        /// The band the referee read off the ruler, if it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        range: Option<PassRange>,
    },
    /// Kick Team-Mate: in a Blitz, instead of the block, the acting player kicks this adjacent
    /// standing team-mate with Right Stuff, a D6 (short) or 2D6 (`long`) squares
    /// (004:L10281-L10319).
    KickTeamMate {
        /// The team-mate kicked.
        player: PlayerId,
        /// True for the long kick (2D6), false for the short one (D6).
        long: bool,
    },
    /// Hail Mary Pass: the acting player throws to any square, with no range ruler: a D6, 1
    /// fumbles, 2+ the ball scatters three times from the target; no interception, never
    /// accurate; not in a Blizzard (004:L10226-L10235).
    HailMary {
        /// The square thrown to.
        target: Square,
    },
    /// The acting player hands the ball to an adjacent player (000:L1061-L1070).
    HandOff {
        /// The receiver.
        target: PlayerId,
    },
    /// The acting player fouls an adjacent opponent on the ground (000:L1174-L1190).
    Foul {
        /// The victim.
        target: PlayerId,
    },
    /// The opposing coach tries an interception with this player, or none (000:L1119-L1149).
    Intercept {
        /// The interceptor, `null` for none.
        player: Option<PlayerId>,
    },
    /// Blitz Bowl's Minion: this adjacent team-mate with Minion is Injured instead of the
    /// player whose Bloodlust Injures him, or none (`null`): he is (002:L1027).
    Minion {
        /// The Minion Injured instead, `null` for none.
        thrall: Option<PlayerId>,
    },
    /// The opposing coach has one player with Diving Tackle whose Tackle Zone the dodger left
    /// use it on this Dodge roll, or none (004:L10125-L10138).
    DivingTackle {
        /// The diving player, `null` for none.
        player: Option<PlayerId>,
    },
    /// Dump-Off: the player an opponent has declared a block on throws a Quick Pass to this
    /// square first, or does not (`null`) (004:L10148-L10158).
    DumpOff {
        /// The square thrown to.
        target: Option<Square>,
    },
    /// The mover's opponent shadows him with one player with Shadowing whose Tackle Zone he
    /// left, or none (004:L10541-L10556).
    Shadow {
        /// The shadowing player, `null` for none.
        player: Option<PlayerId>,
    },
    /// Use an Apothecary on the player just hurt, or not (004:L1108-L1129; 001:L523).
    Apothecary {
        /// True to use one.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// After an Apothecary's second Casualty roll, the result that applies (004:L1121-L1124):
    /// the second roll's, or the first's. (A flag, not the result's name: a decision stays a
    /// few bytes, which every list of options a match builds pays for.)
    KeepCasualty {
        /// Keep the second roll's result; `false` keeps the first's.
        second: bool,
    },
    /// Have the Igor re-roll a failed Regeneration roll, or not (004:L3090-L3092).
    Igor {
        /// True to use him.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// Use the inducement the prompt names on the player it names now, or not (the
    /// Revitalising Tonic, 004:L6746-L6756).
    UseInducement {
        /// True to use it.
        #[serde(rename = "use")]
        use_it: bool,
    },
    /// The Wizard casts his one spell of the match, a Fireball on this square: a D6 for each
    /// standing player on it or next to it, 4+ Knocked Down (004:L3383-L3392).
    Fireball {
        /// The target square.
        square: Square,
    },
    /// The Wizard casts his one spell of the match, a Lightning Bolt at this standing player:
    /// a D6, 2+ Knocked Down (004:L3394-L3399).
    LightningBolt {
        /// The player aimed at.
        target: PlayerId,
    },
    /// The Runesmith beats `rune` into `player`'s kit: a D6, 3+ it works until the drive
    /// ends (004:L3406-L3424).
    Rune {
        /// One of the team's players on the pitch, not a Star Player.
        player: PlayerId,
        /// The rune.
        rune: crate::rune::Rune,
    },
    /// A 6 of the Waaagh! Drummer: `player`, an opposing player on the pitch, moves D3 squares
    /// towards his own End Zone (004:L3327-L3333).
    WaaaghDrummer {
        /// The opposing player.
        player: PlayerId,
    },
    /// The Weather Mage's 2D6 on the Weather table, moved by `shift` (−3 to +3, within 2-12):
    /// the weather until the turn ends (004:L6815-L6832).
    WeatherMage {
        /// Added to the roll.
        shift: i8,
    },
    /// Horatio X. Scottenheim casts his fireball of the half at this square: it scatters D3
    /// squares, then a D6 for each standing player on it or next to it, 4+ Knocked Down
    /// (004:L3139-L3155).
    HoratioFireball {
        /// The square aimed at, before the scatter.
        square: Square,
    },
    /// The Warlock Engineer casts his one bolt of warp lightning of the match from this square
    /// on a sideline: it runs straight across the pitch, an Armour roll for each player in its
    /// path until one breaks (004:L3434-L3451).
    WarpLightning {
        /// The bolt's starting square, on a sideline.
        square: Square,
    },
    /// Papa Skullbones blesses this player of his team on the pitch: a D8 on his table
    /// (004:L3131-L3137).
    Bless {
        /// One of the team's players on the pitch, not a Star Player, not rolled for before.
        player: PlayerId,
    },
    /// Krot Shockwhisker works on this player of his team in the Dead & Injured box, just
    /// before the team sets up for a drive: a D6 on his table (004:L3236-L3266).
    KrotPatient {
        /// One of the team's players in the Dead & Injured box, not dead, not a Star Player.
        player: PlayerId,
    },
    /// The White Dwarf and the Black Gobbo (ruleset option): a team of 16 that a legend joins
    /// benches this player of its own for the match (004:L9777-L9779).
    SitOut {
        /// One of the team's players, not the legend.
        player: PlayerId,
    },
    /// Grombrindal's Cometh the Hour: the player just chosen to act gains this skill until his
    /// Action ends (Break Tackle, Dauntless, Mighty Blow, Sure Feet, Sure Hands or Tackle), or
    /// none (`null`) (004:L9749-L9759).
    ComethTheHour {
        /// The skill, or none.
        skill: Option<crate::Skill>,
    },
    /// Papa Skullbones' table gave 8, Favour of the Gods: the coach picks result 1-7
    /// (004:L3219).
    BlessingResult {
        /// The result picked.
        result: u8,
    },
    /// Use a Bribe against a sending-off, or not: false lets the call stand (000:L999).
    Bribe {
        /// True to use one.
        bribe: bool,
    },
    /// Argue the Call (ruleset option): the Head Coach argues a sending-off (004:L1001-L1011).
    ArgueTheCall,
    /// Ranulf 'Red' Hokuli's 'Red' Card: Red's axe instead of a Bribe or the send-off, an
    /// Injury roll +2 for the fouler and a turnover (004:L2021-L2031).
    RedsAxe,
    /// Illegal Procedure (ruleset option): the active coach moves his Turn marker on the table
    /// (000:L413, L1035).
    MoveTurnMarker,
    /// Illegal Procedure (ruleset option): `by`'s coach calls it on the active coach, at any
    /// moment the match waits for the active coach's Action (000:L1035-L1037).
    CallIllegalProcedure {
        /// The calling coach.
        by: Side,
    },
    /// The called coach's penalty: end the turn, or lose a team re-roll (000:L1037).
    IllegalProcedurePenalty {
        /// True to end the turn.
        end_turn: bool,
    },
    /// The active coach concedes the match, at the start of his turn (000:L820-L822).
    Concede,
    /// The turn clock: the active coach's time ran out after `seconds` (four minutes,
    /// 000:L1039-L1041; mandatory at the Bugman's League Cup, 001:L102): a turnover
    /// (001:L140). Given by the clock, never offered in a prompt.
    TurnTimeUp {
        /// The time the clock allowed the turn, in seconds.
        seconds: u32,
    },
    /// Bombardier: the player the bomb came down on tries to catch it, or declines and it
    /// explodes (004:L10009-L10015).
    CatchBomb {
        /// True to try the catch.
        catch: bool,
    },
    /// Swoop: the thrown player's coach faces the Throw-in template for one square of his
    /// scatter (004:L10648-L10652).
    Swoop {
        /// The edge the template's middle arrows point at.
        facing: Facing,
    },
    /// Inch-Perfect Kick: the card's coach faces the Throw-in template over the kicked ball
    /// for the next of its three squares; a D6 then moves it (004:L5830-L5847).
    InchPerfectKick {
        /// The edge the template's middle arrows point at.
        facing: Facing,
    },
    /// Hometown Fans: the card's coach chooses the throw-in's direction, the Throw-in
    /// template's D6 face (1-2 one diagonal, 3-4 straight in, 5-6 the other diagonal), for a
    /// ball out of bounds in the first half (004:L4959-L4975).
    ThrowInDirection {
        /// The face, 1-6.
        direction: u8,
    },
    /// Ball & Chain: the acting player's coach faces the Throw-in template over him for his
    /// next square of movement (or Go For It); a D6 then moves him (004:L9816-L9824).
    BallAndChain {
        /// The edge the template's middle arrows point at.
        facing: Facing,
    },
    /// Special Play cards (ruleset option): the coach names one card he keeps from those he
    /// drew face-down from the decks (004:L2780-L2797). The referee's physical decks are the
    /// randomiser; the engine only hears which card was kept.
    KeepCard {
        /// The card kept.
        card: crate::special_play::Card,
    },
    /// The coach plays a Special Play card he holds, at its moment, on `player` when the
    /// card names one (004:L4783-L6456). `Done` plays none now.
    PlayCard {
        /// The card.
        card: crate::special_play::Card,
        /// The player it is played on, for a card that picks one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
    },
    /// Blitz Bowl's Claim Challenge Card step: the coach claims the card in active space
    /// `slot` (1-3), naming which card it is by its place in the match's card list
    /// (`Challenges::cards`, the Blitz Bowl data's `[[challenge]]` order from 0; a number, so
    /// that a decision stays plain data to copy, 002:L654-L658), and the Bonus Play on its
    /// back that goes to his hand (002:L658). `Done` claims none.
    ClaimChallenge {
        /// The active space, 1-3 (002:L427).
        slot: u8,
        /// The card's place in `Challenges::cards`, from 0.
        card: u8,
        /// Its Bonus Play's place in `Challenges::bonus_plays`, from 0; left out (a script
        /// written before), an unnamed card goes to the hand.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bonus_play: Option<u8>,
    },
    /// Blitz Bowl's Bonus Plays: the active coach plays this card of his hand between his
    /// Actions (002:L678), by its place in `Challenges::bonus_plays` (`null`: one his claim
    /// did not name). Raw Talent is played on its roll instead (`Reroll::RawTalent`).
    PlayBonusPlay {
        /// The card's place in `Challenges::bonus_plays`, from 0.
        #[serde(default)]
        card: Option<u8>,
    },
    /// Blitz Bowl's hand limit: over 3 Bonus Plays at the end of his turn, the coach discards
    /// this card of his hand (002:L658).
    DiscardBonusPlay {
        /// The card's place in `Challenges::bonus_plays`, from 0; `null` for an unnamed one.
        #[serde(default)]
        card: Option<u8>,
    },
    /// Blitz Bowl's Replace Challenge Cards step with all three active cards still there: the
    /// coach discards the card in active space `slot` (1-3) for the deck's top card (002:L668).
    DiscardChallenge {
        /// The active space, 1-3.
        slot: u8,
    },
    /// Blitz Bowl's Random Events: the Challenge deck's new top card is the Random Event Card
    /// `card` (its place in `Challenges::events`, the league's `[[random_event]]` order from
    /// 0); the active coach draws it (002:L712). `Done`: the top card is a Challenge Card.
    RandomEvent {
        /// The card's place in `Challenges::events`, from 0.
        card: u8,
    },
    /// Blitz Bowl's Balls: the coach chooses the ball placed (002:L820-L821).
    ChooseBall {
        /// The ball, by id (`"squig-ball"`).
        ball: crate::blitz_balls::BlitzBall,
    },
    /// Special balls: the kicking coach declares the special ball of this drive and
    /// nominates its kicker (004:L2142-L2153); `Done` declares none.
    SpecialBall {
        /// The ball, by id (`"extra-spiky-ball"`).
        ball: crate::special_ball::SpecialBall,
        /// The player who kicks it: on the pitch, not in a wide zone, not on the line of
        /// scrimmage.
        kicker: PlayerId,
    },
    /// The Explodin' Ball: the Goblin coach puts the fuse marker on this space of his score
    /// track (004:L2191-L2193; 1-9, our reading).
    Fuse {
        /// The space, 1-9.
        space: u8,
    },
    /// The Explodin' Ball's fuse went out on a 1: the Goblin coach spends a team re-roll to
    /// keep it alight, the marker staying where it is (004:L2195-L2198); `Done` lets it go out.
    KeepFuseLit,
    /// The Snotling Ball-Suit: the Goblin coach makes a Move Action with the ball, once in
    /// each of his turns, between his players' Actions (004:L2278-L2280).
    MoveBallSuit,
    /// The Snotling Ball-Suit's next square: the Throw-in template over it faces this way
    /// (004:L2290-L2293).
    BallSuit {
        /// Up or down the pitch, or towards a sideline.
        facing: Facing,
    },
}

/// Which way the Throw-in template placed over a player points: up or down the pitch, or
/// towards a sideline (004:L10650).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Facing {
    /// Towards the home End Zone (x = 0).
    HomeEndZone,
    /// Towards the away End Zone (x = 25).
    AwayEndZone,
    /// Towards the near sideline (y = 0).
    NearSideline,
    /// Towards the far sideline (y = 14).
    FarSideline,
}

impl Facing {
    /// All four, in the order a prompt lists them.
    pub const ALL: [Facing; 4] = [
        Facing::HomeEndZone,
        Facing::AwayEndZone,
        Facing::NearSideline,
        Facing::FarSideline,
    ];

    /// The words for it.
    pub fn name(self) -> &'static str {
        match self {
            Facing::HomeEndZone => "towards the home End Zone",
            Facing::AwayEndZone => "towards the away End Zone",
            Facing::NearSideline => "towards the near sideline",
            Facing::FarSideline => "towards the far sideline",
        }
    }
}

/// Where the referee puts a player taken off the pitch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DugoutBox {
    /// Reserves.
    Reserves,
    /// KO'd.
    KnockedOut,
    /// Dead & Injured.
    Casualty,
    /// Sent off.
    SentOff,
}

/// A referee's correction of the board to what is on the table. The engine judges from the
/// edited board; every edit is logged like any other input.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edit {
    /// Put a player on an empty square (from anywhere), standing unless told otherwise.
    PlacePlayer {
        /// Who.
        player: PlayerId,
        /// Where.
        square: Square,
        /// Which way up.
        #[serde(default = "standing")]
        stance: Stance,
    },
    /// Take a player off the pitch into a Dugout box.
    RemovePlayer {
        /// Who.
        player: PlayerId,
        /// Which box.
        to: DugoutBox,
    },
    /// Stand a player up, lay him Prone or Stunned where he is.
    SetStance {
        /// Who.
        player: PlayerId,
        /// Which way up.
        stance: Stance,
    },
    /// Put the ball on a square; a standing player there holds it.
    PlaceBall {
        /// Where.
        square: Square,
    },
    /// Move the ball on `from` (lying there, in the air over it, or held by the player there)
    /// to `to`, as `PlaceBall` puts one: with several balls in play, the one named.
    MoveBall {
        /// Where it is.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// Take the ball off the pitch.
    RemoveBall,
    /// Set a team's remaining team re-rolls.
    SetRerolls {
        /// Whose.
        side: Side,
        /// How many.
        rerolls: u8,
    },
    /// Set a team's score.
    SetScore {
        /// Whose.
        side: Side,
        /// Touchdowns.
        score: u8,
    },
    /// Set the weather.
    SetWeather {
        /// The weather now.
        weather: Weather,
    },
    /// Put a team's Turn marker on a space of the track: the turn it plays now, or the last
    /// it played this half (0: none yet). A referee's correction when a coach forgot to move
    /// his marker, or moved it twice (000:L413).
    SetTurn {
        /// Whose marker.
        side: Side,
        /// The space.
        turn: u8,
    },
}

fn standing() -> Stance {
    Stance::Standing
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Match logs and scripts write a skill's re-roll by its skill id; an id that re-rolls
    /// nothing is refused when read, naming the ones that do.
    #[test]
    fn skill_rerolls_are_written_by_skill_id() {
        let input = Input::Decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
        let text = serde_json::to_string(&input).expect("writes");
        assert_eq!(text, r#"{"decide":{"reroll":{"skill":"sure-feet"}}}"#);
        assert_eq!(serde_json::from_str::<Input>(&text).expect("reads"), input);
        let wrong = serde_json::from_str::<Input>(r#"{"decide":{"reroll":{"skill":"block"}}}"#)
            .expect_err("Block re-rolls nothing");
        assert!(wrong.to_string().contains("sure-hands"), "{wrong}");
    }

    /// An optional skill's answer names the skill by its id, like a skill re-roll.
    #[test]
    fn a_skill_choice_is_written_by_skill_id() {
        let input = Input::Decide(Decision::UseSkill {
            skill: crate::Skill::StandFirm,
            use_it: true,
        });
        let text = serde_json::to_string(&input).expect("writes");
        assert_eq!(
            text,
            r#"{"decide":{"use_skill":{"skill":"stand-firm","use":true}}}"#
        );
        assert_eq!(serde_json::from_str::<Input>(&text).expect("reads"), input);
        let wrong = serde_json::from_str::<Input>(
            r#"{"decide":{"use_skill":{"skill":"no-such","use":true}}}"#,
        )
        .expect_err("no such skill");
        assert!(wrong.to_string().contains("no-such"), "{wrong}");
    }
}
