//! The procedures on the match's stack. A step either waits for an input (a decision or dice)
//! or runs by itself and gives way to the steps it pushes. The stack lives in the match state,
//! so replay and undo see it like everything else.

use crate::dice::{BlockFace, Die, DieKind};
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::prompt::Modifier;

/// The edge of the pitch a ball or player left over, for the Throw-in template (000:L153).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Edge {
    /// The sideline at y = 0.
    NearSideline,
    /// The sideline at y = 14.
    FarSideline,
    /// Behind the home End Zone (x = 0).
    HomeEnd,
    /// Behind the away End Zone (x = 25).
    AwayEnd,
}

/// Which roll, and for whom: decides what happens when the dice are read.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RollKind {
    GoForIt {
        player: PlayerId,
    },
    Dodge {
        player: PlayerId,
    },
    PickUp {
        player: PlayerId,
    },
    Catch {
        player: PlayerId,
    },
    StandUp {
        player: PlayerId,
    },
    JumpUp {
        player: PlayerId,
    },
    BoneHead {
        player: PlayerId,
    },
    ReallyStupid {
        player: PlayerId,
    },
    Loner {
        player: PlayerId,
        original: Box<PendingRoll>,
        dice: Vec<Die>,
    },
    Block {
        attacker: PlayerId,
        defender: PlayerId,
        chooser: Side,
    },
    Armour {
        player: PlayerId,
        mighty_blow: bool,
    },
    Injury {
        player: PlayerId,
        modifiers: Vec<Modifier>,
        crowd: bool,
    },
    Casualty {
        player: PlayerId,
    },
    Regeneration {
        player: PlayerId,
    },
    KoRecovery {
        player: PlayerId,
    },
    Bounce {
        from: Square,
    },
    ThrowIn {
        from: Square,
        edge: Edge,
    },
}

/// A roll the match waits for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PendingRoll {
    pub kind: RollKind,
    /// The coach who rolls.
    pub side: Side,
    pub dice: Vec<DieKind>,
    /// For a pass/fail D6: the Agility-table (or fixed) target before modifiers.
    pub target: Option<u8>,
    pub modifiers: Vec<Modifier>,
    /// This is the re-roll already: no die is re-rolled twice (000:L754).
    pub rerolled: bool,
    /// The sentence the prompt shows.
    pub purpose: String,
}

impl PendingRoll {
    pub fn modifier(&self) -> i8 {
        self.modifiers.iter().map(|m| m.value).sum()
    }

    /// The player the roll is for, if any.
    pub fn player(&self) -> Option<PlayerId> {
        match &self.kind {
            RollKind::GoForIt { player }
            | RollKind::Dodge { player }
            | RollKind::PickUp { player }
            | RollKind::Catch { player }
            | RollKind::StandUp { player }
            | RollKind::JumpUp { player }
            | RollKind::BoneHead { player }
            | RollKind::ReallyStupid { player }
            | RollKind::Loner { player, .. }
            | RollKind::Armour { player, .. }
            | RollKind::Injury { player, .. }
            | RollKind::Casualty { player }
            | RollKind::Regeneration { player }
            | RollKind::KoRecovery { player } => Some(*player),
            RollKind::Block { attacker, .. } => Some(*attacker),
            RollKind::Bounce { .. } | RollKind::ThrowIn { .. } => None,
        }
    }

    /// The roll's name as the rulebook calls it.
    pub fn name(&self) -> &'static str {
        match self.kind {
            RollKind::GoForIt { .. } => "Go For It",
            RollKind::Dodge { .. } => "Dodge",
            RollKind::PickUp { .. } => "Pick-up",
            RollKind::Catch { .. } => "Catch",
            RollKind::StandUp { .. } => "Stand up",
            RollKind::JumpUp { .. } => "Jump Up",
            RollKind::BoneHead { .. } => "Bone-head",
            RollKind::ReallyStupid { .. } => "Really Stupid",
            RollKind::Loner { .. } => "Loner",
            RollKind::Block { .. } => "Block",
            RollKind::Armour { .. } => "Armour",
            RollKind::Injury { .. } => "Injury",
            RollKind::Casualty { .. } => "Casualty",
            RollKind::Regeneration { .. } => "Regeneration",
            RollKind::KoRecovery { .. } => "KO recovery",
            RollKind::Bounce { .. } => "Bounce",
            RollKind::ThrowIn { .. } => "Throw-in",
        }
    }
}

/// A push option: a square on the pitch, or the crowd.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum PushTarget {
    Square(Square),
    /// Off the pitch; the raw square says which edge.
    Crowd {
        edge: Edge,
    },
}

/// A push chain being decided: who pushes from where, and the links chosen so far.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PushChain {
    /// The square the current push comes from.
    pub from: Square,
    /// The player being pushed now.
    pub pushed: PlayerId,
    /// Links decided: (player, his square, where he goes).
    pub links: Vec<(PlayerId, Square, PushTarget)>,
}

/// Where a block has got to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockStage {
    /// Count dice and ask for them.
    Roll,
    /// Waiting for the chosen face (set by the choice).
    Chosen,
    /// Push the defender back.
    Push,
    /// Offer the follow-up.
    FollowUp,
    /// Knock down, crowd injuries, then bounce a ball a pushed player landed on.
    KnockDown,
    /// Done.
    Finish,
}

/// One block in progress (digest §9.7).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct BlockCtx {
    pub attacker: PlayerId,
    pub defender: PlayerId,
    pub stage: BlockStage,
    pub face: Option<BlockFace>,
    /// The defender's square before the push: the follow-up square.
    pub defender_from: Option<Square>,
    /// Players pushed into the crowd: the last square they were in, the edge, and whether
    /// they held the ball.
    pub crowd: Vec<(PlayerId, Square, Edge, bool)>,
    /// A pushed player landed on the ball here.
    pub ball_bounce: Option<Square>,
    pub knock_down_defender: bool,
}

/// One square of movement in progress: the rolls it needs, in order (GFI, Dodge, pick-up).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MoveCtx {
    pub player: PlayerId,
    pub to: Square,
    pub go_for_it: bool,
    pub dodge: bool,
    pub stage: u8,
}

/// A procedure on the stack.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Step {
    // --- waiting for a decision ---
    /// A team sets up (000:L374-L379).
    Setup {
        side: Side,
    },
    /// The active coach declares an Action or ends the turn.
    Turn,
    /// The acting player moves, blocks, or ends his Action.
    Action,
    /// Use a re-roll on these dice, or keep them.
    Reroll {
        roll: PendingRoll,
        dice: Vec<Die>,
    },
    /// The chooser picks a block die.
    ChooseBlockDie {
        faces: Vec<BlockFace>,
        chooser: Side,
    },
    /// The moving coach picks a push square.
    Push {
        chain: PushChain,
        options: Vec<Square>,
    },
    /// The blocker may follow up.
    FollowUp {
        attacker: PlayerId,
        to: Square,
    },
    // --- waiting for dice ---
    Roll(PendingRoll),
    // --- running by themselves ---
    /// After declaring: stand up, Jump Up.
    BeginAction,
    Move(MoveCtx),
    Block(BlockCtx),
    /// The ball is loose on this square and bounces once (000:L734-L738).
    LooseBall {
        from: Square,
    },
    /// The crowd throws the ball back in from this square (000:L740-L744).
    ThrowIn {
        from: Square,
        edge: Edge,
    },
    /// The Block Action is over.
    EndAction,
    EndTurn,
    /// The drive is over; `kicking` kicks next.
    EndDrive {
        kicking: Side,
    },
    /// Set up for the next kick-off.
    NextDrive {
        kicking: Side,
    },
}

impl Step {
    /// Whether the step waits for an input (anything else runs by itself).
    pub fn waits(&self) -> bool {
        matches!(
            self,
            Step::Setup { .. }
                | Step::Turn
                | Step::Action
                | Step::Reroll { .. }
                | Step::ChooseBlockDie { .. }
                | Step::Push { .. }
                | Step::FollowUp { .. }
                | Step::Roll(_)
        )
    }
}
