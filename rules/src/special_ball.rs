//! The 2016 league rules' special balls (ruleset option `special-balls`, 004:L2061-L2306): a
//! kicking team may declare one for a drive, once per match (a Goblin team each of its three
//! once). The balls are the data's `special-balls` list; their rules are ruled by the steps
//! they change (`engine/special_balls.rs`).

use serde::{Deserialize, Serialize};

use crate::pitch::Side;
use crate::player::PlayerId;
use crate::skill::Ruled;

/// The ruleset option that turns special balls on.
pub const SPECIAL_BALLS_OPTION: &str = "special-balls";

/// The id of the data's list of special balls.
pub const SPECIAL_BALLS_LIST: &str = "special-balls";

/// A special ball, by its id in the data (`"extra-spiky-ball"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialBall {
    /// Any team's (004:L2164-L2171).
    ExtraSpikyBall,
    /// Orc teams' (004:L2173-L2185).
    LimpinSquig,
    /// Skaven teams' (004:L2061-L2099).
    WarpstoneBrazier,
    /// Dwarf teams' (004:L2100-L2120).
    MasterHewnBall,
    /// One of the Goblin teams' three (004:L2187-L2223).
    ExplodinBall,
    /// One of the Goblin teams' three (004:L2260-L2271).
    ShadySpecial,
    /// One of the Goblin teams' three (004:L2272-L2306).
    SnotlingBallSuit,
}

impl SpecialBall {
    /// Every ball, in the data's order.
    pub const ALL: [SpecialBall; 7] = [
        SpecialBall::ExtraSpikyBall,
        SpecialBall::LimpinSquig,
        SpecialBall::WarpstoneBrazier,
        SpecialBall::MasterHewnBall,
        SpecialBall::ExplodinBall,
        SpecialBall::ShadySpecial,
        SpecialBall::SnotlingBallSuit,
    ];

    /// Its id in the data and in a decision.
    pub fn id(self) -> &'static str {
        match self {
            SpecialBall::ExtraSpikyBall => "extra-spiky-ball",
            SpecialBall::LimpinSquig => "limpin-squig",
            SpecialBall::WarpstoneBrazier => "warpstone-brazier",
            SpecialBall::MasterHewnBall => "master-hewn-ball",
            SpecialBall::ExplodinBall => "explodin-ball",
            SpecialBall::ShadySpecial => "shady-special",
            SpecialBall::SnotlingBallSuit => "snotling-ball-suit",
        }
    }

    /// The ball of that id, if any.
    pub fn from_id(id: &str) -> Option<SpecialBall> {
        SpecialBall::ALL.into_iter().find(|b| b.id() == id)
    }

    /// Its name as printed.
    pub fn name(self) -> &'static str {
        match self {
            SpecialBall::ExtraSpikyBall => "the Extra Spiky Ball",
            SpecialBall::LimpinSquig => "the Limpin' Squig",
            SpecialBall::WarpstoneBrazier => "the Warpstone Brazier",
            SpecialBall::MasterHewnBall => "the Master-Hewn Ball",
            SpecialBall::ExplodinBall => "the Explodin' Ball",
            SpecialBall::ShadySpecial => "the Shady Special",
            SpecialBall::SnotlingBallSuit => "the Snotling Ball-Suit",
        }
    }

    /// The seed lines of its own rule.
    pub fn cite(self) -> &'static str {
        match self {
            SpecialBall::ExtraSpikyBall => "004:L2164-L2171",
            SpecialBall::LimpinSquig => "004:L2173-L2185",
            SpecialBall::WarpstoneBrazier => "004:L2061-L2099",
            SpecialBall::MasterHewnBall => "004:L2100-L2120",
            SpecialBall::ExplodinBall => "004:L2187-L2223",
            SpecialBall::ShadySpecial => "004:L2260-L2271",
            SpecialBall::SnotlingBallSuit => "004:L2272-L2306",
        }
    }

    /// How much of its own rule the engine rules; the declaration, the kicker and his
    /// sending-off are ruled for every ball. One not ruled is declared all the same, and the
    /// ruling that declares it says the referee applies it by hand.
    pub fn ruled(self) -> Ruled {
        match self {
            SpecialBall::ExtraSpikyBall
            | SpecialBall::ShadySpecial
            | SpecialBall::MasterHewnBall
            | SpecialBall::WarpstoneBrazier
            | SpecialBall::LimpinSquig
            | SpecialBall::ExplodinBall
            | SpecialBall::SnotlingBallSuit => Ruled::Yes,
        }
    }

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The special balls one team has used this match.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SpecialBallsUsed(u8);

impl SpecialBallsUsed {
    /// Whether `ball` was used.
    pub fn contains(self, ball: SpecialBall) -> bool {
        self.0 & ball.bit() != 0
    }

    /// How many were used.
    pub fn count(self) -> u8 {
        // At most 7 bits are set.
        self.0.count_ones() as u8
    }

    /// Marks `ball` used.
    pub fn insert(&mut self, ball: SpecialBall) {
        self.0 |= ball.bit();
    }
}

/// The spaces of the score track the Explodin' Ball's fuse marker may be put on (004:L2191-L2193):
/// our reading, 1 to 9, a score track's one-digit spaces above 0 (Blitz Bowl's track is 0-9,
/// 002:L415); on 0 it would have blown already.
pub const FUSE_SPACES: std::ops::RangeInclusive<u8> = 1..=9;

/// The special ball of the drive in play (its rules hold until the drive ends, 004:L2160).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpecialBallInPlay {
    /// Which ball.
    pub ball: SpecialBall,
    /// The kicking team that declared it.
    pub side: Side,
    /// The player nominated to kick it (004:L2146-L2150).
    pub kicker: PlayerId,
    /// A Goblin team's D6 after the kick-off result has been rolled.
    pub kicker_rolled: bool,
    /// The ball in play is a normal one from now on: it burst as Rogue Ball's replica
    /// (004:L2130-L2134), or it is the Explodin' Ball whose fuse went out or which blew
    /// (004:L2194-L2197, L2214-L2218).
    pub gone: bool,
    /// It came down last from a pass, accurate or scattered (not a kick, a throw-in, a
    /// hand-off or a bounce): a catch failed now is of a thrown ball (004:L2116).
    pub thrown: bool,
    /// The Limpin' Squig's hops left as a turn ends; none once one comes down on a player or
    /// leaves the pitch (004:L2181-L2185).
    pub hops: u8,
    /// The Explodin' Ball's fuse: the space of the score track its marker is on, 0 before it
    /// is put there and once it is off the track (004:L2191-L2203).
    pub fuse: u8,
}
