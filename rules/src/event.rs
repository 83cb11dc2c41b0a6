//! Rulings: what happened, as data for the log and as a sentence for the referee.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::dice::BlockFace;
use crate::input::ActionKind;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;

/// One ruling: what kind of thing happened and the referee-readable explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// What happened, as data.
    pub kind: EventKind,
    /// The explanation, with the numbers and the seed line.
    pub text: String,
}

/// What a roll came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// A roll against a target that succeeded.
    Success,
    /// A roll against a target that failed.
    Failure,
    /// A roll read on a table or template.
    Read,
}

/// What an Injury roll came to (000:L629-L635, L1279).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InjuryResult {
    /// Stays on the pitch face-down (or to Reserves when the crowd did it).
    Stunned,
    /// To the KO'd box.
    KnockedOut,
    /// Stunty's 9: Dead & Injured, no Casualty roll.
    BadlyHurt,
    /// To the Dead & Injured box.
    Casualty,
}

/// The kinds of ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// A set-up step (a player placed or withdrawn, a team done).
    Setup {
        /// The team setting up.
        side: Side,
    },
    /// A team's turn begins; its Turn marker moves to `turn` (000:L413).
    TurnStarted {
        /// Whose turn.
        side: Side,
        /// The Turn marker after moving it.
        turn: u8,
    },
    /// A team's turn is over.
    TurnEnded {
        /// Whose turn.
        side: Side,
    },
    /// A player declared an Action.
    ActionDeclared {
        /// Who.
        player: PlayerId,
        /// Which Action.
        action: ActionKind,
    },
    /// A Foul was made: the fouler kicks the victim (000:L1180).
    Fouled {
        /// The fouler.
        player: PlayerId,
        /// The victim.
        target: PlayerId,
    },
    /// A player's Action ended, or was lost.
    ActionEnded {
        /// Who.
        player: PlayerId,
    },
    /// A player stood up.
    StoodUp {
        /// Who.
        player: PlayerId,
    },
    /// A player moved one square.
    Moved {
        /// Who.
        player: PlayerId,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A roll was made and read.
    Roll {
        /// Which roll (`"Dodge"`, `"Armour"` …): the engine's own words, borrowed.
        roll: Cow<'static, str>,
        /// For whom.
        player: Option<PlayerId>,
        /// The dice.
        dice: crate::dice::Dice,
        /// What it came to.
        outcome: Outcome,
    },
    /// A re-roll was used.
    Reroll {
        /// The team using it.
        side: Side,
        /// Team re-roll or the skill's id.
        with: Cow<'static, str>,
    },
    /// How many block dice and who picks (000:L541-L551).
    BlockDice {
        /// The blocker.
        attacker: PlayerId,
        /// The target.
        defender: PlayerId,
        /// 1, 2 or 3.
        dice: u8,
        /// The coach who picks the result.
        chooser: Side,
    },
    /// The block die applied.
    BlockResult {
        /// The face.
        face: BlockFace,
    },
    /// A player was pushed back; `to` is `None` for the crowd.
    Pushed {
        /// Who.
        player: PlayerId,
        /// From.
        from: Square,
        /// To, or `None` into the crowd.
        to: Option<Square>,
    },
    /// The blocker followed up.
    FollowedUp {
        /// Who.
        player: PlayerId,
        /// Into.
        to: Square,
    },
    /// A player was Knocked Down.
    KnockedDown {
        /// Who.
        player: PlayerId,
        /// Where.
        square: Square,
    },
    /// Illegal Procedure was called on `called`'s coach; `upheld` when the call was right
    /// (000:L1035-L1037).
    IllegalProcedure {
        /// The coach called.
        called: Side,
        /// Whether the call was right.
        upheld: bool,
    },
    /// A player was Placed Prone (not Knocked Down: no turnover by itself, 000:L443).
    PlacedProne {
        /// Who.
        player: PlayerId,
        /// Where.
        square: Square,
    },
    /// An Injury roll's result.
    Injured {
        /// Who.
        player: PlayerId,
        /// The table's result.
        result: InjuryResult,
    },
    /// A Casualty roll's result (league play).
    Casualty {
        /// Who.
        player: PlayerId,
        /// The table's result.
        result: String,
    },
    /// An Apothecary was used on a player (004:L1108-L1129; 001:L523).
    ApothecaryUsed {
        /// Who.
        player: PlayerId,
    },
    /// An Apothecary's second Casualty roll was kept instead of the first (004:L1121-L1124):
    /// `from` no longer applies.
    CasualtyReplaced {
        /// Who.
        player: PlayerId,
        /// The result set aside.
        from: String,
        /// The result that applies.
        to: String,
    },
    /// A player joined a team during the match, with the next free shirt number of his side
    /// (Raise the Dead, 004:L1095-L1106; Kari Coldsteel, 004:L3164-L3168; They Think It's
    /// All… Ogre?!'s Ogre, and the same Ogre switching sides, 004:L5084-L5092).
    PlayerJoined {
        /// Who.
        player: PlayerId,
    },
    /// Blackmail's player (004:L5150-L5154) plays this turn for the card's team under the
    /// shirt `playing_as`: what the rulings of the turn say of that shirt is `player`'s, on
    /// his own team's roster (004:L2472-L2477).
    Blackmailed {
        /// His own id.
        player: PlayerId,
        /// The id he plays under for the card's team this turn.
        playing_as: PlayerId,
    },
    /// A free rookie may join `side`'s roster after the match, if it has room (Nurgle's Rot,
    /// 004:L10402-L10412; Raise the Dead, 004:L1102-L1106).
    NewRookie {
        /// The team.
        side: Side,
        /// The roster position he joins as.
        position: String,
        /// The shirt he plays the rest of the match in, if he joined it (Raise the Dead's
        /// Zombie, in Reserves at once); a Rotter joins only after it.
        played_as: Option<PlayerId>,
    },
    /// A player must miss his team's next match (Weeping Dagger, 004:L10756).
    MissesNextGame {
        /// Who.
        player: PlayerId,
    },
    /// A player returned to Reserves (KO recovery, Regeneration).
    Recovered {
        /// Who.
        player: PlayerId,
    },
    /// A Stunned player turned face-up (000:L633).
    TurnedFaceUp {
        /// Who.
        player: PlayerId,
    },
    /// The ball moved on the ground or through the air; `None` is off the pitch.
    BallMoved {
        /// Where it is now.
        to: Option<Square>,
    },
    /// A player now holds the ball.
    BallHeld {
        /// Who.
        player: PlayerId,
    },
    /// A turnover: the active team's turn ends (000:L441-L451).
    Turnover {
        /// The team losing its turn.
        side: Side,
    },
    /// A touchdown (000:L802-L810).
    Touchdown {
        /// The scorer.
        player: PlayerId,
    },
    /// A touchdown scored more than 1 to equalise (It's All To Play For, 004:L5333-L5352).
    Equalised {
        /// The team that scored.
        side: Side,
        /// The points beyond the touchdown's 1.
        points: u8,
    },
    /// A player earns a bonus MVP award, on top of the coaches' (Star Ascendant: on the pitch
    /// as the second half ends, 004:L5890-L5908).
    BonusMvp {
        /// Who.
        player: PlayerId,
    },
    /// The drive is over.
    DriveEnded,
    /// A half is over.
    HalfEnded {
        /// Which.
        half: u8,
    },
    /// The final whistle.
    MatchEnded,
    /// The weather was set or changed (000:L1013-L1023).
    Weather {
        /// The weather now.
        weather: crate::setup::Weather,
    },
    /// Both teams' FAME after the fans roll (000:L989-L993).
    Fame {
        /// Home FAME.
        home: u8,
        /// Away FAME.
        away: u8,
    },
    /// The coin toss and the choice: `kicking` kicks off (000:L374).
    Kicking {
        /// The kicking team.
        side: Side,
    },
    /// A kick-off step: the kick, its scatter, the table's result and what it did.
    KickOff {
        /// The Kick-off table result once rolled (`"Blitz!"`), otherwise empty.
        result: String,
    },
    /// A team gains a team re-roll for this half (Cheering Fans, Brilliant Coaching).
    RerollGained {
        /// Which team.
        side: Side,
    },
    /// Touchback: the receiving team's player given the ball (000:L387).
    Touchback {
        /// Who.
        player: PlayerId,
    },
    /// The ball is thrown (000:L637-L651).
    Thrown {
        /// The thrower.
        player: PlayerId,
        /// The target square.
        target: Square,
        /// The range band.
        range: crate::input::PassRange,
    },
    /// The ball is handed off (000:L1061-L1070).
    HandedOff {
        /// From.
        player: PlayerId,
        /// To.
        target: PlayerId,
    },
    /// A pass caught by a team-mate of the thrower (a completion for the league).
    Completion {
        /// The thrower.
        thrower: PlayerId,
        /// The catcher.
        catcher: PlayerId,
    },
    /// A pass intercepted (000:L1136).
    Intercepted {
        /// The interceptor.
        player: PlayerId,
    },
    /// A player is sent off by the referee (000:L1188).
    SentOff {
        /// Who.
        player: PlayerId,
    },
    /// A touchdown awarded because the other team could field no players (000:L818).
    TouchdownAwarded {
        /// The team given the touchdown.
        side: Side,
    },
    /// A team conceded (000:L820-L822).
    Conceded {
        /// The team that gave up.
        side: Side,
    },
    /// A player's coach used an optional skill, or chose not to (Stand Firm, Wrestle …).
    SkillUsed {
        /// Whose skill.
        player: PlayerId,
        /// Which.
        skill: crate::Skill,
        /// Whether it was used.
        used: bool,
    },
    /// A team kept a Special Play card, secret until played (004:L2780-L2797).
    CardKept {
        /// The team.
        side: Side,
    },
    /// A team played a Special Play card (004:L4783-L6456).
    CardPlayed {
        /// The team.
        side: Side,
        /// The card.
        card: crate::special_play::Card,
    },
    /// A played card's effect ended.
    CardEnded {
        /// The team that played it.
        side: Side,
        /// The card.
        card: crate::special_play::Card,
    },
    /// A ruling whose text says all there is (a missed interception, a Bribe that worked).
    Note,
    /// The referee changed the board.
    Edited,
    /// An input was taken back, with the `rulings` it had given (the last ones before this).
    Undone {
        /// How many rulings the undone input had given.
        rulings: u16,
    },
}

impl Event {
    /// An event with its explanation.
    pub fn new(kind: EventKind, text: impl Into<String>) -> Event {
        Event {
            kind,
            text: text.into(),
        }
    }
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}
