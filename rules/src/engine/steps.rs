//! The procedures on the match's stack. A step either waits for an input (a decision or dice)
//! or runs by itself and gives way to the steps it pushes. The stack lives in the match state,
//! so replay and undo see it like everything else.

use std::borrow::Cow;

use crate::blitz_ability::FreeGrant;
use crate::dice::{BlockFace, DieKind};
use crate::input::ActionKind;
use crate::input::PassRange;
use crate::pitch::{Side, Square};
use crate::player::{PlayerId, Stance};
use crate::prompt::Modifier;
use crate::skill::Skill;
use crate::state::ActiveAction;

/// What the referee sends a player off for: the one call a Bribe, Filthy Rich (and the Head
/// Coach's arguing) answer (000:L999, 004:L10180, 004:L1001).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Call {
    /// A double on a Foul's Armour or Injury roll (000:L1188).
    Foul,
    /// A Secret Weapon at the end of a drive he played in (004:L10535-L10539).
    SecretWeapon,
    /// The Trundlefoot Triplets send off the victim of a foul instead (004:L2001-L2006).
    Victim,
    /// Ranulf 'Red' Hokuli's 'Red' Card after a foul with no double: a Bribe, the send-off,
    /// or Red's axe (004:L2021-L2031).
    RedCard,
    /// Thoron Korensson's chain: a random team-mate on the pitch of a player whose Bribe or
    /// argument rolled a 1 (004:L1944-L1950).
    Chain,
    /// The kicker of a special ball, on a double on the Kick-off table or a Goblin team's 1-2
    /// after it, sent off as though he had fouled; no turnover (004:L2153-L2158, L2250-L2254).
    SpecialBall,
}

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

/// A weapon used instead of a block: Stab (004:L10581) or Chainsaw (004:L10045).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Weapon {
    Stab,
    Chainsaw,
}

/// What put a player to his Armour roll, for the modifiers it brings.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct ArmourCause {
    /// The player who knocked him down in a block: his Mighty Blow and Claws count
    /// (004:L10068, L10367).
    pub(crate) by: Option<PlayerId>,
    /// The fouler, when this is a Foul's Armour roll (000:L1182-L1188).
    pub(crate) foul: Option<PlayerId>,
    /// A Wizard's spell knocked him down: the roll is made as if by a player with Mighty
    /// Blow (004:L3387-L3389, L3397-L3399).
    pub(crate) spell: bool,
    /// The Special Play card Mine knocked him down: +1 to his Injury roll should the
    /// armour break (004:L5293-L5296).
    pub(crate) mine: bool,
}

/// Which roll, and for whom: decides what happens when the dice are read.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RollKind {
    /// Blitz Bowl's Block Dice: one D6 a die, each read as the ruleset's block-die face
    /// (002:L550, L586, L1103).
    BlitzBlock {
        attacker: PlayerId,
        defender: PlayerId,
    },
    /// Blitz Bowl's Armour Check: one D6 must reach the player's "n+"; a Kerrunch! takes 1
    /// from it (002:L321, L558, L562).
    ArmourCheck {
        player: PlayerId,
    },
    /// Blitz Bowl's Foul: one Block Die, asked as a D6 and read as a foul result
    /// (002:L749-L767).
    BlitzFoul {
        fouler: PlayerId,
        target: PlayerId,
    },
    /// Blitz Bowl's Throw Team-mate: the thrower's Throw Check (002:L777-L782).
    BlitzThrowTeamMate {
        thrower: PlayerId,
        thrown: PlayerId,
        target: Square,
    },
    /// Blitz Bowl's Arena: the toss-winner's D8 on the Arena table at set-up (002:L796-L806).
    Arena,
    /// A Move of "D6": one D6 at a Run Action's start gives its squares (002:L489).
    RandomMove {
        player: PlayerId,
    },
    /// Which of several Trapdoors a ball comes through: the set-up ball, or a new ball
    /// (002:L434, L634; digest §9 A20).
    Trapdoor {
        new_ball: bool,
    },
    /// A Goblin team's D6 for the kicker of its second or later special ball of the match,
    /// after the kick-off result: 1-2 he is sent off (004:L2250-L2254).
    SpecialBallKicker {
        kicker: PlayerId,
    },
    /// The Master-Hewn Ball: the D6 of a player who failed to catch it thrown, once it has
    /// bounced away: as high as his ST, he is Knocked Down (004:L2116-L2117).
    MasterHewnCatch {
        player: PlayerId,
    },
    /// The Warpstone Brazier: the D6 on the mutation table for a player whose pick-up, catch
    /// or interception roll showed a 1 (004:L2065-L2099).
    WarpstoneMutation {
        player: PlayerId,
    },
    /// The Explodin' Ball's D6 as a turn ends, its Goblin coach's (`side`): 1 the fuse goes
    /// out, 2-5 the marker one space towards 0, 6 two (004:L2193-L2201). `drive_over`: the
    /// drive ends with this turn (a touchdown, the half's last turn), so a blast brings no
    /// replacement ball (004:L2219).
    Fuse {
        side: Side,
        drive_over: bool,
    },
    /// The Explodin' Ball blew: a D6 for each standing player next to it, in reading order,
    /// 4+ Knocked Down; `hit` are Knocked Down whatever they roll (its carrier) or have an
    /// Armour roll as though Knocked Down (those next to it already Prone or Stunned)
    /// (004:L2205-L2211).
    ExplodinBlast {
        players: Vec<PlayerId>,
        hit: Vec<PlayerId>,
    },
    /// The Explodin' Ball's replacement: a normal ball put on `from` scatters three times
    /// before anyone may catch it (004:L2218-L2223).
    ReplacementBall {
        from: Square,
    },
    /// The Snotling Ball-Suit held by `holder`, an opposing player, tries to escape: his
    /// Agility test at +1 (004:L2280-L2286).
    BallSuitEscape {
        holder: PlayerId,
    },
    /// The Snotling Ball-Suit escaped: its one bounce from `from`, a D8 (004:L2285-L2286).
    BallSuitBounce {
        from: Square,
    },
    /// The Snotling Ball-Suit's MA, a D3 (a D6 halved); `bounced`, one square less
    /// (004:L2288-L2289).
    BallSuitMa {
        bounced: bool,
    },
    /// The Snotling Ball-Suit's D6 on the Throw-in template, faced `facing`, with `left`
    /// squares to go counting this one (004:L2290-L2295).
    BallSuitStep {
        facing: crate::input::Facing,
        left: u8,
    },
    /// The Limpin' Squig at the start of a team's turn: its carrier's coach's D6, 1 and it
    /// breaks free and bounces once (004:L2177-L2180).
    LimpinSquig {
        carrier: PlayerId,
    },
    /// Blitz Bowl's Squig Ball at the start of `holder`'s coach's turn: a 1 Bounces it from
    /// him (002:L848).
    SquigBall {
        holder: PlayerId,
    },
    /// Chainsaw: D6 instead of the block dice (or before a Foul's Armour roll): 2+ hits
    /// `victim`, a 1 kicks back on the wielder `player` (004:L10045-L10056).
    Chainsaw {
        player: PlayerId,
        victim: PlayerId,
        foul: bool,
    },
    /// Weeping Dagger: the wielder's coach rolls a D6 for the victim of his Badly Hurt
    /// casualty, 4+ and he misses his next game (004:L10751-L10759).
    WeepingDagger {
        player: PlayerId,
        wielder: PlayerId,
    },
    /// The Armour roll of a Stab or a Chainsaw attack against `player` (the wielder himself
    /// after a kick-back), made while he stands: no Mighty Blow, Claws or Piling On
    /// (004:L10367, L10450, L10581).
    WeaponArmour {
        player: PlayerId,
        weapon: Weapon,
        wielder: PlayerId,
    },
    GoForIt {
        player: PlayerId,
    },
    Dodge {
        player: PlayerId,
        /// An opponent with Tackle whose Tackle Zone he leaves: no Dodge re-roll (001:L993).
        tackler: Option<PlayerId>,
    },
    /// Leap's Agility roll (004:L10349-L10356).
    Leap {
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
    /// Wild Animal: the D6 after he declares an Action (004:L10766-L10772).
    WildAnimal {
        player: PlayerId,
    },
    /// Take Root: the D6 after he declares an Action; a 1 roots him (004:L10669-L10681).
    TakeRoot {
        player: PlayerId,
    },
    /// Blood Lust: the D6 after he declares an Action; a 1 and he must feed (004:L9973-L9991).
    BloodLust {
        player: PlayerId,
    },
    /// Blood Lust's Injury roll on the Thrall `thrall` bitten by `vampire`, any Casualty
    /// counting as Badly Hurt (004:L9982-L9986).
    BloodLustBite {
        vampire: PlayerId,
        thrall: PlayerId,
    },
    /// Animosity: the D6 before he gives the ball to a team-mate of another race; `then` is
    /// the pass or hand-off he tries (004:L9800-L9812).
    Animosity {
        player: PlayerId,
        then: Box<crate::input::Decision>,
    },
    /// Hypnotic Gaze's Agility roll against `victim` (004:L10241-L10252).
    HypnoticGaze {
        player: PlayerId,
        victim: PlayerId,
    },
    /// Tentacles: the mover's 2D6 + his ST - the `holder`'s ST; 5 or less holds him on
    /// `from` (004:L10683-L10692).
    Tentacles {
        mover: PlayerId,
        holder: PlayerId,
        from: Square,
    },
    Loner {
        player: PlayerId,
        original: Box<PendingRoll>,
        dice: crate::dice::Dice,
    },
    /// Pro's D6 before his re-roll: 4+ re-rolls `original`, else its `dice` stand
    /// (004:L10461-L10470).
    Pro {
        player: PlayerId,
        original: Box<PendingRoll>,
        dice: crate::dice::Dice,
    },
    Block {
        attacker: PlayerId,
        defender: PlayerId,
        chooser: Side,
    },
    /// Foul Appearance: `player` wants to block `defender`, who has it, and must roll 2 or
    /// more on a D6 first (004:L10187-L10193).
    FoulAppearance {
        player: PlayerId,
        defender: PlayerId,
    },
    /// Dauntless: D6 + `st` must beat the stronger opponent's `against` (004:L10074).
    Dauntless {
        player: PlayerId,
        st: u8,
        against: u8,
    },
    Armour {
        player: PlayerId,
        cause: ArmourCause,
    },
    Injury {
        player: PlayerId,
        modifiers: Vec<Modifier>,
        crowd: bool,
        /// For a Foul: the fouler, and whether the Armour roll was a double (000:L1188).
        foul: Option<(PlayerId, bool)>,
        /// The player who knocked him down in a block (Piling On may re-roll it).
        by: Option<PlayerId>,
        /// That player's Mighty Blow (or, on a Foul, the fouler's Dirty Player) is still
        /// unused and may add 1 (004:L10096, L10367).
        mighty_blow: bool,
    },
    Casualty {
        player: PlayerId,
        /// Decay: this is the first of his two Casualty rolls, and the second follows
        /// (004:L10088-L10094).
        decay: bool,
        /// Results of his earlier Casualty rolls that stand (Decay's first).
        earlier: Vec<String>,
        /// An Apothecary has treated him already.
        patched: bool,
    },
    /// An Apothecary's second Casualty roll, made by the opponent (004:L1121-L1124).
    CasualtyAgain(Box<super::apothecary::CasualtyCase>),
    /// Bugman's Apothecary's D6: 3+ to Reserves (001:L523).
    Apothecary {
        player: PlayerId,
    },
    Regeneration {
        player: PlayerId,
    },
    KoRecovery {
        player: PlayerId,
    },
    /// The Revitalising Tonic's D6 instead of a KO recovery roll: 2+ recovers
    /// (004:L6746-L6756).
    RevitalisingTonic {
        player: PlayerId,
    },
    /// A Special Play card's roll, for the team that played it (004:L4783-L6456).
    Card {
        card: crate::special_play::Card,
        side: Side,
        /// The player the card was played on, for a card whose roll is his.
        player: Option<PlayerId>,
    },
    Bounce {
        from: Square,
    },
    /// The playing surface's own rolls (004:L3585-L3629).
    Surface(super::stadium_surface::SurfaceRoll),
    ThrowIn {
        from: Square,
        edge: Edge,
    },
    /// The Weather table: before the match, or for Changing Weather at a kick-off.
    Weather {
        kick_off: bool,
    },
    /// Thermal Geysers: the D6 for a player Knocked Down, before his Armour roll
    /// (004:L1550-L1553).
    Geyser {
        player: PlayerId,
    },
    /// Thermal Geysers: his flight, D8 direction and a D6 halved for D3 squares
    /// (004:L1553-L1560).
    GeyserFlight {
        player: PlayerId,
    },
    /// Seismic Activity: the D6 as a turn ends, +1 for each ST 5+ player on the pitch
    /// (004:L1566-L1569).
    Seismic,
    /// Seismic Activity's falling rocks: a D6 each, home's first (004:L1569-L1575).
    FallingRocks,
    /// Howling Winds' roll-off, a D6 each, home's first: the wind blows towards the loser's
    /// End Zone (004:L1460-L1463).
    WindDirection,
    /// Howling Winds: two D6 on the Throw-in template, the ball blown one square down-wind
    /// for each, before the scatter roll waiting under it (004:L1463-L1472).
    Wind,
    /// A team's fans: 2D6 + Fan Factor (000:L989), and a D3 (read off a third D6) at its
    /// home stadium (004:L2730).
    Fans {
        team: Side,
    },
    /// The Random Stadium table, 2D6 (004:L2717-L2728, L3684-L3700).
    Stadium,
    /// A stadium attribute's D6 on the table of the stadium type (its row of the Random
    /// Stadium table by its lowest 2D6 total).
    StadiumAttribute {
        kind: u8,
    },
    /// The Referee table, 2D6 (004:L2704-L2716).
    Referee,
    /// Reputation for Spectacle's 2D6, rolled with the stadium when the inducements are
    /// chosen after it: each team's extra gold, ×10,000 (004:L3721-L3723).
    Spectacle,
    /// A famous referee's D6 on a foul with no double (Thoron Korensson, Jorm the Ogre, the
    /// Trundlefoot Triplets, Ranulf 'Red' Hokuli, 004:L1941-L2031).
    FamousReferee {
        fouler: PlayerId,
        victim: PlayerId,
    },
    /// A D6 a stadium's crowd asks for (004:L3702-L3805; `stadium_crowd.rs`).
    StadiumCrowd(super::stadium_crowd::CrowdRoll),
    /// The Goblin or Halfling referee's D6 against the number he stands above on the fouling
    /// team's Score Track (004:L1914-L1937).
    RefereeTrack {
        fouler: PlayerId,
    },
    /// The Trundlefoot Triplets' kit check: `side`'s D6 before it sets up (004:L2008-L2012).
    KitCheck {
        side: Side,
    },
    /// A Halfling Master Chef's 3D6 at the start of a half (004:L3076-L3084).
    MasterChef {
        team: Side,
    },
    /// Expensive Mistakes: `team`'s D6 on the column of `gold`, the Treasury it brought to
    /// step 5 of its last post-match sequence (004:L2944-L2961, L2976-L2977).
    ExpensiveMistakes {
        team: Side,
        gold: u32,
    },
    /// A Minor Incident's D3 (a D6 halved) x 10,000 lost from `gold` (004:L3005).
    MinorIncident {
        team: Side,
        gold: u32,
    },
    /// A Catastrophe's 2D6 x 10,000 kept of `gold` (004:L3008-L3009).
    Catastrophe {
        team: Side,
        gold: u32,
    },
    /// The kick: D8 direction and D6 distance from the aimed square (000:L383).
    /// `ballistics`: the kicking team's Master of Ballistics rolled this first, 0 when it has
    /// none (004:L3296-L3312).
    KickScatter {
        target: Square,
        ballistics: u8,
    },
    /// The Master of Ballistics' D6 before the kick's scatter (004:L3296-L3312).
    Ballistics,
    /// Galandril Silverwater's D6 after `side`'s player scored, intercepted or inflicted a
    /// Casualty: 6, one more team re-roll (004:L3228-L3231).
    Galandril {
        side: Side,
    },
    /// The Waaagh! Drummer's 3D6 after the kick-off: each 6 moves an opposing player
    /// (004:L3325-L3330).
    WaaaghDrummer {
        side: Side,
    },
    /// The D3 (a D6 read as a D3) `player` is moved by a 6 of the Drummer (004:L3328-L3330).
    DrummerMove {
        player: PlayerId,
    },
    KickOffTable,
    /// Riot's D6 when neither marker rule applies (000:L1000).
    Riot,
    /// Jorm the Ogre's rampage after a Get the Ref: the D6 that picks the team to get +1 FAME
    /// (`holder` `None`), or the one for the team that has FAME (004:L1970-L1977).
    JormRampage {
        holder: Option<Side>,
    },
    /// A kick-off contest: each coach rolls, home first (`home` holds the home roll once made).
    Contest {
        contest: Contest,
        home: Option<u8>,
    },
    /// A D16 picks a player of `team` by shirt number among `eligible` (000:L983), for `why`.
    RandomPlayer {
        team: Side,
        eligible: Vec<PlayerId>,
        why: RandomFor,
    },
    /// Pitch Invasion: `by`'s fans roll a D6 + FAME for each of these opponents (000:L1009).
    PitchInvasion {
        by: Side,
        targets: Vec<PlayerId>,
    },
    /// Changing Weather to Nice: the kick drifts one more square (000:L1004).
    GentleBreeze,
    Pass {
        player: PlayerId,
        target: Square,
    },
    Intercept {
        player: PlayerId,
    },
    /// Hail Mary Pass's D6: 2+ the ball goes (and scatters), 1 a fumble (004:L10228-L10231).
    HailMary {
        player: PlayerId,
        target: Square,
    },
    /// Safe Throw's unmodified Agility roll for the thrower against `interceptor`'s catch:
    /// success cancels the interception (004:L10518-L10523).
    SafeThrow {
        player: PlayerId,
        interceptor: PlayerId,
    },
    /// Shadowing: the mover's coach rolls 2D6 + his MA - the shadower's MA; 7 or less and the
    /// shadower steps into `from` (004:L10544-L10552).
    Shadowing {
        mover: PlayerId,
        shadower: PlayerId,
        from: Square,
    },
    /// An inaccurate pass: three D8 scatters from the target square (000:L686).
    PassScatter {
        from: Square,
    },
    /// A Bribe against a referee's call sending a player off: 2+ works (000:L999).
    Bribe {
        player: PlayerId,
        call: Call,
        argued: bool,
    },
    /// The Head Coach argues the call: 6 to Reserves instead, 1 he is ejected
    /// (004:L1001-L1011).
    ArgueTheCall {
        player: PlayerId,
        call: Call,
        bribed: bool,
    },
    /// Filthy Rich against a sending-off: 2+ and he is not sent off (004:L10180-L10185).
    FilthyRich {
        player: PlayerId,
        call: Call,
    },
    /// The Black Gobbo's Sneakiest of the Lot against a sending-off for fouling: 3+ and he is
    /// not sent off (004:L9736-L9740).
    Sneakiest {
        player: PlayerId,
        call: Call,
    },
    /// Sweltering Heat at the end of a drive: a D6 per player on the pitch (000:L1019).
    SwelteringHeat {
        players: Vec<PlayerId>,
    },
    /// The penalty shoot-out after a scoreless overtime: D6 each, home first (000:L800).
    ShootOut,
    /// Appalling Stands after a drive: a D6 from each coach, home first; a 1 costs that team
    /// 1 FAME (004:L3658-L3662).
    AppallingStands,
    /// Deluxe Seating at the start of a drive after the first: a D3 (a D6 halved) from each
    /// coach, home first, plus FAME against the team re-rolls (004:L3740-L3743).
    DeluxeSeating,
    /// Poorly Built Dungeons at the start of a drive: a D6 for each of these sent-off players
    /// of one team, in shirt order; 5+ returns (004:L3681-L3682).
    PoorlyBuiltDungeons {
        players: Vec<PlayerId>,
    },
    /// Ale-fuelled Maniacs' D6 before the Kick-off table (004:L3762-L3767).
    AleFuelledManiacs,
    /// The maniacs' own D6 instead of the Kick-off table: 1 Get the Ref, 2-3 Riot, 4-5 Throw a
    /// Rock, 6 Pitch Invasion (004:L3762-L3767).
    ManiacsTable,
    /// Always Hungry before a throw: 2+ throws (000:L1208).
    AlwaysHungry {
        player: PlayerId,
        thrown: PlayerId,
    },
    /// Always Hungry's second D6: 2+ the team-mate squirms free, 1 he is eaten (000:L1208).
    EatTeamMate {
        player: PlayerId,
        thrown: PlayerId,
    },
    /// The pass roll of a Throw Team-Mate (000:L1295).
    ThrowTeamMate {
        player: PlayerId,
        thrown: PlayerId,
        target: Square,
    },
    /// A thrown player's D8 scatters; `landed_on`: he has come down on a player already
    /// (000:L1297-L1299).
    ThrownScatter {
        player: PlayerId,
        from: Square,
        landed_on: bool,
        flight: Flight,
    },
    /// Swoop: one square of a thrown player's scatter, a D6 on the Throw-in template faced as
    /// his coach chose; `left` squares to go, this one included (004:L10648-L10652).
    SwoopScatter {
        player: PlayerId,
        from: Square,
        facing: crate::input::Facing,
        left: u8,
        landed_on: bool,
    },
    /// Ball & Chain: one square of his Move Action, a D6 on the Throw-in template faced as his
    /// coach chose (004:L9816-L9819).
    BallAndChain {
        player: PlayerId,
        facing: crate::input::Facing,
    },
    /// Kick Team-Mate's D6 (short) or 2D6 (long) for the kick's distance (004:L10285-L10296).
    KickTeamMate {
        player: PlayerId,
        kicked: PlayerId,
    },
    /// Bombardier: the bomb's pass roll, or its Hail Mary Pass D6 (004:L9997-L10016).
    BombThrow {
        player: PlayerId,
        target: Square,
        hail_mary: bool,
    },
    /// Bombardier: a catch of the bomb on `at`, or an interception of it (004:L10009-L10015).
    BombCatch {
        player: PlayerId,
        at: Square,
        intercept: bool,
    },
    /// Bombardier: an inaccurate bomb's three D8 scatters (004:L9997; 000:L686).
    BombScatter {
        from: Square,
    },
    /// Bombardier: the explosion's D6 for each player next to it, in reading order, 4+
    /// Knocked Down; `centre`, the player on the square itself, is Knocked Down anyway
    /// (004:L10017-L10019).
    BombBlast {
        centre: Option<PlayerId>,
        players: Vec<PlayerId>,
    },
    /// Right Stuff's Landing roll (000:L1269).
    Landing {
        player: PlayerId,
    },
    /// Rogue Ball: the second ball's D8 direction and D6 distance from where it was placed
    /// (004:L1295-L1422).
    RogueScatter {
        target: Square,
    },
    /// Rogue Ball: a D6 picks the replica, 1-3 the first-named ball, 4-6 the other.
    ReplicaBall,
    /// Breaking Scandal: a D3 (a D6 halved) for each coach, home first: FAME lost.
    BreakingScandal,
    /// Breaking Scandal: a D6 for each of `side`'s players near a sideline, 1-2 Knocked Down.
    ErrantFans {
        side: Side,
        players: Vec<PlayerId>,
    },
    /// Bolster the Line: a D6 for each receiving player in Reserves, 4+ may set up in the End
    /// Zone.
    Bolster {
        side: Side,
        players: Vec<PlayerId>,
    },
    /// Pelted by the Crowd: a D6 for each of `side`'s players on the pitch, 1 Placed Prone.
    Pelted {
        side: Side,
        players: Vec<PlayerId>,
    },
    /// Big Money in the House: a D6 of bonus team re-rolls for each team.
    BigMoney,
    /// Sneaky Sprint: the sprinter's D8 direction and D6 squares.
    SprintScatter {
        player: PlayerId,
    },
    /// The Wizard's Fireball: a D6 for each standing player on or next to the target square,
    /// in reading order, 4+ Knocked Down (004:L3383-L3387).
    Fireball {
        players: Vec<PlayerId>,
    },
    /// The Wizard's Lightning Bolt: a D6, 2+ Knocked Down (004:L3394-L3397).
    LightningBolt {
        target: PlayerId,
    },
    /// The Warlock Engineer's bolt strikes `player`: his Armour roll, broken he is Knocked
    /// Down, held the bolt runs on (towards higher y when `towards`) (004:L3438-L3448).
    WarpLightning {
        player: PlayerId,
        towards: bool,
    },
    /// The warp lightning arcs: a D6 for each of `players`, 4+ Knocked Down; then the ball
    /// the struck player dropped on `loose` bounces (004:L3448-L3451).
    WarpArc {
        players: Vec<PlayerId>,
        loose: Option<Square>,
    },
    /// Papa Skullbones' D8 on his table for `player` (004:L3134, L3193-L3219).
    Skullbones {
        player: PlayerId,
    },
    /// Krot Shockwhisker's D6 on his table for `player` (004:L3236-L3266).
    Krot {
        player: PlayerId,
    },
    /// The Runesmith's D6 for `rune` on `player`: 3+ it works (004:L3409-L3412).
    Rune {
        player: PlayerId,
        rune: crate::rune::Rune,
    },
    /// `side`'s Weather Mage's 2D6 on the Weather table (004:L6817-L6818).
    WeatherMage {
        side: Side,
    },
    /// Horatio X. Scottenheim's fireball aimed at `target`: a D8 for the direction and a D6
    /// read as a D3 for the squares it scatters (004:L3147-L3149).
    HoratioScatter {
        target: Square,
    },
}

/// What a random player (a D16) is picked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum RandomFor {
    /// Throw a Rock: an Injury roll (000:L1008).
    Rock,
    /// Questionable Coaching: to the Reserves box (004:L1295-L1422).
    Coaching,
    /// Sneaky Sprint: set up in the receiving half, then a dash (004:L1295-L1422).
    Sprint,
    /// Bloodthirsty Fans: a Blitz at once (004:L1295-L1422).
    Bloodthirsty,
    /// Go Full Beard: Placed Prone as the turn ends, `left` picks owed with this one
    /// (004:L5353-L5371).
    FullBeard { left: u8 },
    /// Papa Skullbones' Overlooked: his D8 for that player instead (004:L3208-L3211).
    Blessing,
    /// Seismic Activity: a falling rock, Knocked Down and an Injury roll (004:L1571-L1573).
    FallingRock,
    /// Jorm the Ogre: an Armour roll as if by a Mighty Blow player (004:L1959-L1966).
    Jorm,
    /// Thoron Korensson's chain: the team-mate sent off too (004:L1944-L1950).
    Korensson,
    /// The Trundlefoot Triplets' kit check: may not be set up this drive (004:L2008-L2012).
    KitCheck,
}

/// The kick-off results where both coaches roll and compare (000:L1003, L1005, L1008).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Contest {
    CheeringFans,
    BrilliantCoaching,
    ThrowARock,
    /// Blitzmania: D3 + FAME + Cheerleaders, ties rolled again, the higher's random player
    /// Blitzes (004:L1295-L1422).
    BloodthirstyFans,
    /// Blitzmania: D3 + FAME + Assistant Coaches, the lower (both on a tie) loses a player to
    /// the Reserves (004:L1295-L1422).
    QuestionableCoaching,
    /// Blitzmania: D6 + FAME, the lower (both on a tie) is pelted (004:L1295-L1422).
    PeltedByTheCrowd,
}

impl Contest {
    pub fn name(self) -> &'static str {
        match self {
            Contest::CheeringFans => "Cheering Fans",
            Contest::BrilliantCoaching => "Brilliant Coaching",
            Contest::ThrowARock => "Throw a Rock",
            Contest::BloodthirstyFans => "Bloodthirsty Fans",
            Contest::QuestionableCoaching => "Questionable Coaching",
            Contest::PeltedByTheCrowd => "Pelted by the Crowd",
        }
    }
}

/// The kick-off while the ball is in the air: where it will come down, `None` off the pitch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kick {
    pub landing: Option<Square>,
    /// The bounces it still makes if it is not caught, beyond the first: Inch-Perfect Kick's
    /// three (004:L5845-L5847), each bounce spending one; 0 for any other kick.
    pub bounces: u8,
}

/// A pass on its way (digest §10.1): the thrower, the target square and its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PassCtx {
    pub thrower: PlayerId,
    pub target: Square,
    pub range: PassRange,
    /// 0: interception choice; 1: the pass roll; 2: done.
    pub stage: u8,
    /// A Hail Mary Pass: no range, no interception (004:L10226-L10231); only Pass Block
    /// reads it (its `range` then means nothing).
    pub hail_mary: bool,
}

/// A Throw Team-Mate on its way (000:L1293-L1299).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ThrowCtx {
    pub thrower: PlayerId,
    pub thrown: PlayerId,
    pub target: Square,
    pub range: PassRange,
    /// 0: Always Hungry; 1: the pass roll; 2: done.
    pub stage: u8,
}

/// How a player came to be in the air: thrown by Throw Team-Mate, or kicked by Kick Team-Mate
/// with the squares he travelled before scattering, which make his Landing roll harder
/// (004:L10314-L10319).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flight {
    Thrown,
    Kicked { squares: u8 },
}

/// A bomb on its way (004:L9993-L10019): the thrower, the target square, and its range, `None`
/// for a Hail Mary Pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BombCtx {
    pub thrower: PlayerId,
    pub target: Square,
    pub range: Option<PassRange>,
    /// 0: interception choice; 1: the throw; 2: done.
    pub stage: u8,
}

/// A roll the match waits for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PendingRoll {
    pub kind: RollKind,
    /// The coach who rolls.
    pub side: Side,
    /// Borrowed when the dice are one of the engine's fixed sets (a D6, 2D6, ...), so a roll
    /// and its prompt copy no list.
    pub dice: Cow<'static, [DieKind]>,
    /// For a pass/fail D6: the Agility-table (or fixed) target before modifiers.
    pub target: Option<u8>,
    pub modifiers: Modifiers,
    /// No re-roll may be offered: this is the re-roll already (no die is re-rolled twice,
    /// 000:L754), or the roll's rule allows none (Loner's D6, Regeneration, ...).
    pub rerolled: bool,
    /// These dice are a re-roll (a team's, a skill's, Pro's), which the ruling says; with
    /// `rerolled` alone the roll was never one that may be re-rolled.
    pub is_reroll: bool,
    /// The sentence the prompt shows.
    pub purpose: String,
}

/// The steps a knock-down or a fall owes, in the order they run: an Armour roll and a ball to
/// bounce at most, so held inline rather than in a list of their own.
pub(crate) type Steps = smallvec::SmallVec<[Step; 2]>;

/// A pending roll's modifiers: seldom more than two (a Dodge's +1 and its Tackle Zones), so
/// held inline rather than in a list of their own.
pub(crate) type Modifiers = smallvec::SmallVec<[Modifier; 2]>;

impl RollKind {
    /// A roll its rule says nothing modifies: the Hail Mary Pass D6 (FAQ 004:L11388-L11392
    /// "nothing modifies"), a bomb's thrown so too (004:L9997-L9998: a bomb is thrown by the
    /// rules for the ball, Hail Mary Pass among them), Safe Throw's "unmodified Agility roll"
    /// (004:L10521-L10522) and the Leap's Agility roll, "no modifiers" but Very Long Legs'
    /// (004:L10350-L10351). Nothing from outside the roll's own rule, Interference's -1 among
    /// them, is added to it.
    pub(crate) fn takes_no_modifiers(&self) -> bool {
        matches!(
            self,
            RollKind::HailMary { .. }
                | RollKind::BombThrow {
                    hail_mary: true,
                    ..
                }
                | RollKind::SafeThrow { .. }
                | RollKind::Leap { .. }
        )
    }
}

impl Step {
    /// Where a push chain above this step leaves its outcome: a block's, or a Gassy
    /// Eruption's; `None` for any other step.
    pub(crate) fn push_outcome(&mut self) -> Option<&mut PushOutcome> {
        match self {
            Step::Block(ctx) => Some(&mut ctx.pushed),
            Step::Eruption(ctx) => Some(&mut ctx.pushed),
            _ => None,
        }
    }

    /// A roll waiting for its dice. Kept in a box: a pending roll is the largest thing a step
    /// holds, and steps are moved on and off the stack all the time.
    pub fn roll(pending: PendingRoll) -> Step {
        Step::Roll(Box::new(pending))
    }
}

impl PendingRoll {
    /// A roll with no target, no modifiers and no re-roll (table results, scatters, the
    /// Kick-off table's rolls, 000:L987).
    pub fn plain(
        kind: RollKind,
        side: Side,
        dice: impl Into<Cow<'static, [DieKind]>>,
        purpose: String,
    ) -> Step {
        Step::roll(PendingRoll {
            kind,
            side,
            dice: dice.into(),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose,
        })
    }

    /// For an Armour or Injury roll after a block's knock-down: the player who knocked the
    /// victim down.
    pub fn blow_by(&self) -> Option<PlayerId> {
        match self.kind {
            RollKind::Armour {
                cause: ArmourCause { by, .. },
                ..
            }
            | RollKind::Injury { by, .. } => by,
            _ => None,
        }
    }

    /// For an Armour or Injury roll: the skill that may add 1 to it, and its player: the
    /// fouler's Dirty Player on a Foul (004:L10096), else the blocker's Mighty Blow
    /// (004:L10367). One mechanism serves both.
    pub fn plus_one(&self) -> (Option<PlayerId>, Skill) {
        match self.kind {
            RollKind::Armour {
                cause: ArmourCause {
                    foul: Some(fouler), ..
                },
                ..
            }
            | RollKind::Injury {
                foul: Some((fouler, _)),
                ..
            } => (Some(fouler), Skill::DirtyPlayer),
            _ => (self.blow_by(), Skill::MightyBlow),
        }
    }

    pub fn modifier(&self) -> i8 {
        self.modifiers.iter().map(|m| m.value).sum()
    }

    /// The player the roll is for, if any.
    pub fn player(&self) -> Option<PlayerId> {
        match &self.kind {
            RollKind::GoForIt { player }
            | RollKind::Dodge { player, .. }
            | RollKind::Leap { player }
            | RollKind::PickUp { player }
            | RollKind::Catch { player }
            | RollKind::StandUp { player }
            | RollKind::JumpUp { player }
            | RollKind::BoneHead { player }
            | RollKind::ReallyStupid { player }
            | RollKind::WildAnimal { player }
            | RollKind::TakeRoot { player }
            | RollKind::BloodLust { player }
            | RollKind::BloodLustBite { thrall: player, .. }
            | RollKind::Animosity { player, .. }
            | RollKind::HypnoticGaze { player, .. }
            | RollKind::Tentacles { mover: player, .. }
            | RollKind::Loner { player, .. }
            | RollKind::Pro { player, .. }
            | RollKind::Armour { player, .. }
            | RollKind::ArmourCheck { player }
            | RollKind::RandomMove { player }
            | RollKind::BlitzFoul { fouler: player, .. }
            | RollKind::BlitzThrowTeamMate {
                thrower: player, ..
            }
            | RollKind::BlitzBlock {
                attacker: player, ..
            }
            | RollKind::Injury { player, .. }
            | RollKind::Casualty { player, .. }
            | RollKind::Regeneration { player }
            | RollKind::Apothecary { player }
            | RollKind::KoRecovery { player }
            | RollKind::RevitalisingTonic { player }
            | RollKind::DrummerMove { player }
            | RollKind::Pass { player, .. }
            | RollKind::Intercept { player }
            | RollKind::SafeThrow { player, .. }
            | RollKind::HailMary { player, .. }
            | RollKind::Shadowing { mover: player, .. }
            | RollKind::BallSuitEscape { holder: player }
            | RollKind::AlwaysHungry { player, .. }
            | RollKind::EatTeamMate { player, .. }
            | RollKind::ThrowTeamMate { player, .. }
            | RollKind::ThrownScatter { player, .. }
            | RollKind::SwoopScatter { player, .. }
            | RollKind::BallAndChain { player, .. }
            | RollKind::KickTeamMate { player, .. }
            | RollKind::BombThrow { player, .. }
            | RollKind::BombCatch { player, .. }
            | RollKind::Landing { player }
            | RollKind::Dauntless { player, .. }
            | RollKind::FoulAppearance { player, .. }
            | RollKind::SprintScatter { player }
            | RollKind::Chainsaw { player, .. }
            | RollKind::WeaponArmour { player, .. }
            | RollKind::SpecialBallKicker { kicker: player }
            | RollKind::MasterHewnCatch { player }
            | RollKind::WarpstoneMutation { player }
            | RollKind::LimpinSquig { carrier: player }
            | RollKind::WeepingDagger { player, .. }
            | RollKind::LightningBolt { target: player }
            | RollKind::WarpLightning { player, .. }
            | RollKind::Skullbones { player }
            | RollKind::Krot { player }
            | RollKind::Rune { player, .. }
            | RollKind::Geyser { player }
            | RollKind::GeyserFlight { player } => Some(*player),
            RollKind::CasualtyAgain(case) => Some(case.player),
            RollKind::StadiumCrowd(roll) => roll.player(),
            RollKind::Surface(roll) => roll.player(),
            RollKind::Bribe { player, .. }
            | RollKind::FilthyRich { player, .. }
            | RollKind::Sneakiest { player, .. }
            | RollKind::ArgueTheCall { player, .. } => Some(*player),
            RollKind::Block { attacker, .. } => Some(*attacker),
            RollKind::Bounce { .. }
            | RollKind::ThrowIn { .. }
            | RollKind::Weather { .. }
            | RollKind::WindDirection
            | RollKind::Wind
            | RollKind::Seismic
            | RollKind::FallingRocks
            | RollKind::Fans { .. }
            | RollKind::Stadium
            | RollKind::StadiumAttribute { .. }
            | RollKind::Referee
            | RollKind::Spectacle
            | RollKind::FamousReferee { .. }
            | RollKind::RefereeTrack { .. }
            | RollKind::KitCheck { .. }
            | RollKind::MasterChef { .. }
            | RollKind::ExpensiveMistakes { .. }
            | RollKind::MinorIncident { .. }
            | RollKind::Catastrophe { .. }
            | RollKind::KickScatter { .. }
            | RollKind::Ballistics
            | RollKind::Galandril { .. }
            | RollKind::WaaaghDrummer { .. }
            | RollKind::KickOffTable
            | RollKind::Riot
            | RollKind::JormRampage { .. }
            | RollKind::Contest { .. }
            | RollKind::RandomPlayer { .. }
            | RollKind::PitchInvasion { .. }
            | RollKind::GentleBreeze
            | RollKind::Trapdoor { .. }
            | RollKind::Arena
            | RollKind::SquigBall { .. }
            | RollKind::PassScatter { .. }
            | RollKind::BombScatter { .. }
            | RollKind::BombBlast { .. }
            | RollKind::Fuse { .. }
            | RollKind::ExplodinBlast { .. }
            | RollKind::ReplacementBall { .. }
            | RollKind::BallSuitBounce { .. }
            | RollKind::BallSuitMa { .. }
            | RollKind::BallSuitStep { .. }
            | RollKind::SwelteringHeat { .. }
            | RollKind::ShootOut
            | RollKind::AppallingStands
            | RollKind::DeluxeSeating
            | RollKind::PoorlyBuiltDungeons { .. }
            | RollKind::AleFuelledManiacs
            | RollKind::ManiacsTable
            | RollKind::RogueScatter { .. }
            | RollKind::ReplicaBall
            | RollKind::BreakingScandal
            | RollKind::ErrantFans { .. }
            | RollKind::Bolster { .. }
            | RollKind::Pelted { .. }
            | RollKind::BigMoney
            | RollKind::Fireball { .. }
            | RollKind::WarpArc { .. }
            | RollKind::HoratioScatter { .. }
            | RollKind::WeatherMage { .. }
            | RollKind::Card { .. } => None,
        }
    }

    /// The roll's name as the rulebook calls it.
    pub fn name(&self) -> &'static str {
        match self.kind {
            RollKind::GoForIt { .. } => "Go For It",
            RollKind::Dodge { .. } => "Dodge",
            RollKind::Leap { .. } => "Leap",
            RollKind::SafeThrow { .. } => "Safe Throw",
            RollKind::HailMary { .. } => "Hail Mary Pass",
            RollKind::Shadowing { .. } => "Shadowing",
            RollKind::PickUp { .. } => "Pick-up",
            RollKind::Catch { .. } => "Catch",
            RollKind::StandUp { .. } => "Stand up",
            RollKind::JumpUp { .. } => "Jump Up",
            RollKind::BoneHead { .. } => "Bone-head",
            RollKind::ReallyStupid { .. } => "Really Stupid",
            RollKind::WildAnimal { .. } => "Wild Animal",
            RollKind::TakeRoot { .. } => "Take Root",
            RollKind::BloodLust { .. } => "Blood Lust",
            RollKind::BloodLustBite { .. } => "Blood Lust injury",
            RollKind::Animosity { .. } => "Animosity",
            RollKind::HypnoticGaze { .. } => "Hypnotic Gaze",
            RollKind::Tentacles { .. } => "Tentacles",
            RollKind::Loner { .. } => "Loner",
            RollKind::Pro { .. } => "Pro",
            RollKind::Block { .. } => "Block",
            RollKind::Dauntless { .. } => "Dauntless",
            RollKind::FoulAppearance { .. } => "Foul Appearance",
            RollKind::Armour { .. } => "Armour",
            RollKind::Injury { .. } => "Injury",
            RollKind::Casualty { .. } => "Casualty",
            RollKind::Regeneration { .. } => "Regeneration",
            RollKind::CasualtyAgain(_) => "Casualty (Apothecary)",
            RollKind::Apothecary { .. } => "Apothecary",
            RollKind::KoRecovery { .. } => "KO recovery",
            RollKind::RevitalisingTonic { .. } => "Revitalising Tonic",
            RollKind::Card { .. } => "Special Play card",
            RollKind::Bounce { .. } => "Bounce",
            RollKind::Surface(roll) => roll.name(),
            RollKind::ThrowIn { .. } => "Throw-in",
            RollKind::Weather { .. } => "Weather",
            RollKind::WindDirection => "Wind direction",
            RollKind::Wind => "Wind",
            RollKind::Geyser { .. } => "Thermal Geysers",
            RollKind::GeyserFlight { .. } => "Geyser flight",
            RollKind::Seismic => "Seismic Activity",
            RollKind::FallingRocks => "Falling rocks",
            RollKind::Fans { .. } => "Fans",
            RollKind::Stadium => "Stadium",
            RollKind::StadiumAttribute { .. } => "Stadium attribute",
            RollKind::Referee => "Referee",
            RollKind::Spectacle => "Reputation for Spectacle",
            RollKind::FamousReferee { .. } => "Famous referee",
            RollKind::StadiumCrowd(ref roll) => roll.name(),
            RollKind::RefereeTrack { .. } => "Referee's Score Track",
            RollKind::KitCheck { .. } => "Kit check",
            RollKind::MasterChef { .. } => "Halfling Master Chef",
            RollKind::ExpensiveMistakes { .. } => "Expensive Mistakes",
            RollKind::MinorIncident { .. } => "Minor Incident",
            RollKind::Catastrophe { .. } => "Catastrophe",
            RollKind::KickScatter { .. } => "Kick-off scatter",
            RollKind::Ballistics => "Master of Ballistics",
            RollKind::Galandril { .. } => "Galandril Silverwater",
            RollKind::WaaaghDrummer { .. } => "Waaagh! Drummer",
            RollKind::DrummerMove { .. } => "Waaagh! Drummer move",
            RollKind::KickOffTable => "Kick-off table",
            RollKind::Riot => "Riot",
            RollKind::JormRampage { .. } => "Jorm's rampage",
            RollKind::Contest { contest, .. } => contest.name(),
            RollKind::RandomPlayer { .. } => "Random player",
            RollKind::PitchInvasion { .. } => "Pitch Invasion",
            RollKind::GentleBreeze => "Gentle breeze",
            RollKind::Trapdoor { .. } => "Trapdoor",
            RollKind::Arena => "Blitz Bowl Arena",
            RollKind::SquigBall { .. } => "Squig Ball",
            RollKind::SpecialBallKicker { .. } => "Special ball kicker",
            RollKind::MasterHewnCatch { .. } => "Master-Hewn Ball",
            RollKind::WarpstoneMutation { .. } => "Warpstone Brazier",
            RollKind::LimpinSquig { .. } => "Limpin' Squig",
            RollKind::Fuse { .. } => "Explodin' Ball fuse",
            RollKind::ExplodinBlast { .. } => "Explodin' Ball blast",
            RollKind::ReplacementBall { .. } => "Replacement ball scatter",
            RollKind::BallSuitEscape { .. } => "Snotling Ball-Suit escape",
            RollKind::BallSuitBounce { .. } => "Snotling Ball-Suit bounce",
            RollKind::BallSuitMa { .. } => "Snotling Ball-Suit MA",
            RollKind::BallSuitStep { .. } => "Snotling Ball-Suit move",
            RollKind::BlitzBlock { .. } => "Block Dice",
            RollKind::ArmourCheck { .. } => "Armour Check",
            RollKind::RandomMove { .. } => "Move",
            RollKind::BlitzFoul { .. } => "Foul",
            RollKind::BlitzThrowTeamMate { .. } => "Throw Check",
            RollKind::Pass { .. } => "Pass",
            RollKind::Intercept { .. } => "Interception",
            RollKind::PassScatter { .. } => "Pass scatter",
            RollKind::Bribe { .. } => "Bribe",
            RollKind::FilthyRich { .. } => "Filthy Rich",
            RollKind::Sneakiest { .. } => "Sneakiest of the Lot",
            RollKind::ArgueTheCall { .. } => "Argue the Call",
            RollKind::SwelteringHeat { .. } => "Sweltering Heat",
            RollKind::AppallingStands => "Appalling Stands",
            RollKind::DeluxeSeating => "Deluxe Seating",
            RollKind::PoorlyBuiltDungeons { .. } => "Poorly Built Dungeons",
            RollKind::AleFuelledManiacs => "Ale-fuelled Maniacs",
            RollKind::ManiacsTable => "Ale-fuelled Maniacs table",
            RollKind::ShootOut => "Penalty shoot-out",
            RollKind::AlwaysHungry { .. } => "Always Hungry",
            RollKind::EatTeamMate { .. } => "Always Hungry (eating)",
            RollKind::ThrowTeamMate { .. } => "Throw Team-Mate",
            RollKind::ThrownScatter { .. } => "Thrown player scatter",
            RollKind::SwoopScatter { .. } => "Swoop",
            RollKind::BallAndChain { .. } => "Ball & Chain",
            RollKind::KickTeamMate { .. } => "Kick Team-Mate",
            RollKind::BombThrow {
                hail_mary: true, ..
            } => "Hail Mary Pass",
            RollKind::BombThrow { .. } => "Pass",
            RollKind::BombCatch {
                intercept: true, ..
            } => "Interception",
            RollKind::BombCatch { .. } => "Catch",
            RollKind::BombScatter { .. } => "Bomb scatter",
            RollKind::BombBlast { .. } => "Bomb blast",
            RollKind::Landing { .. } => "Landing",
            RollKind::RogueScatter { .. } => "Rogue Ball scatter",
            RollKind::ReplicaBall => "Replica ball",
            RollKind::BreakingScandal => "Breaking Scandal",
            RollKind::ErrantFans { .. } => "Errant fans",
            RollKind::Bolster { .. } => "Bolster the Line",
            RollKind::Pelted { .. } => "Pelted by the Crowd",
            RollKind::BigMoney => "Big Money in the House",
            RollKind::SprintScatter { .. } => "Sneaky Sprint",
            RollKind::Chainsaw { .. } => "Chainsaw",
            RollKind::WeaponArmour { .. } => "Armour",
            RollKind::WeepingDagger { .. } => "Weeping Dagger",
            RollKind::Fireball { .. } => "Fireball",
            RollKind::LightningBolt { .. } => "Lightning Bolt",
            RollKind::WarpLightning { .. } => "Warp lightning",
            RollKind::WarpArc { .. } => "Warp lightning arc",
            RollKind::Skullbones { .. } => "Papa Skullbones",
            RollKind::Krot { .. } => "Krot Shockwhisker",
            RollKind::HoratioScatter { .. } => "Fireball scatter",
            RollKind::WeatherMage { .. } => "Weather Mage",
            RollKind::Rune { .. } => "Runesmith",
        }
    }
}

/// Splits a knock-down's steps into its rolls and the ball steps that wait for the rolls (a
/// dropped ball bounces after them, 000:L611): each `LooseBall`, and each second ball's
/// bracket (`SwapBalls`, its steps, `SwapBalls`: Rogue Ball, Ball Clone) kept whole, so that
/// the second ball bounces as itself and the balls are swapped back after it.
pub(crate) fn ball_steps_apart(steps: impl IntoIterator<Item = Step>) -> (Vec<Step>, Vec<Step>) {
    let mut rolls = Vec::new();
    let mut balls = Vec::new();
    let mut bracket = false;
    for step in steps {
        let swap = matches!(step, Step::SwapBalls { .. });
        if bracket || swap || matches!(step, Step::LooseBall { .. }) {
            balls.push(step);
        } else {
            rolls.push(step);
        }
        if swap {
            bracket = !bracket;
        }
    }
    (rolls, balls)
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
    /// The blocker uses Grab: the first push may go to any empty square next to the defender
    /// (004:L10208).
    pub grab: bool,
    /// Side Step and Stand Firm may not be used against this push (Gassy Eruption,
    /// 004:L5418, L5485-L5506).
    pub unresisted: bool,
}

/// What a finished push chain leaves for the step that started it: the players pushed into the
/// crowd, a ball a pushed player landed on, the second ball's steps. The nearest step below the
/// chain that collects pushes ([`Step::push_outcome`]: a block, a Gassy Eruption) takes it.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct PushOutcome {
    /// Players pushed into the crowd: the last square they were in, the edge, and whether
    /// they held the ball.
    pub crowd: Vec<(PlayerId, Square, Edge, bool)>,
    /// A pushed player landed on the ball here.
    pub ball_bounce: Option<Square>,
    /// What the other balls do after the push (a bounce, a throw-in), each run with the balls
    /// swapped.
    pub other_balls: Vec<Step>,
    /// The moving team's player pushed into the crowd holding another ball.
    pub other_ball_turnover: Option<String>,
    /// Enclosed Pitch: players Knocked Down where they stand instead of going into the crowd
    /// (004:L3702-L3743).
    pub enclosed: Vec<PlayerId>,
    /// The player the step that pushed knocks down (or owes an Armour roll) itself: a block's
    /// defender. The stadium's crowd rules leave his roll to that step (stadium_crowd.rs).
    pub down: Option<PlayerId>,
    /// Who knocked `down` down in the push (a block's attacker): his Mighty Blow and Claw
    /// count on the Armour roll Solemn and Silent's return gives (004:L3804-L3805).
    pub down_by: Option<PlayerId>,
    /// The players pushed into the crowd lying (Prone or Stunned), with their stance, for
    /// Solemn and Silent's return (004:L3799-L3806).
    pub crowd_lying: Vec<(PlayerId, Stance)>,
}

/// Gassy Eruption under way: `player`'s neighbours, each pushed back from him in the order his
/// coach picks (004:L5418, L5485-L5506).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct EruptionCtx {
    /// The card's coach.
    pub side: Side,
    /// The player the card was played on.
    pub player: PlayerId,
    /// The players next to him still to push.
    pub left: Vec<PlayerId>,
    /// The last push's outcome, settled before the next push.
    pub pushed: PushOutcome,
    /// A turnover one of the pushes caused, ruled once every push is done.
    pub turnover: Option<String>,
}

/// Where a block has got to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockStage {
    /// Count dice and ask for them.
    Roll,
    /// Waiting for the chosen face (set by the choice).
    Chosen,
    /// Apply the chosen face (after any skill it asks about).
    Apply,
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
    /// What the push chain left to settle.
    pub pushed: PushOutcome,
    pub knock_down_defender: bool,
    /// The optional skills asked about in this block, and the answers (Stand Firm, Juggernaut,
    /// Wrestle): a skill's question is asked once, when its step is reached.
    pub choices: Vec<(Skill, PlayerId, bool)>,
    /// Dauntless: the D6 rolled for the blocker, once rolled (004:L10074).
    pub dauntless: Option<u8>,
    /// Foul Appearance: whether the blocker's D6 was 2 or more, once rolled (004:L10187).
    pub foul_appearance: Option<bool>,
    /// This is Frenzy's second block, after which there is no other (004:L10195).
    pub second: bool,
    /// A block of a Multiple Block: the defender's ST +2, no follow-up, no Frenzy
    /// (004:L10375).
    pub multiple: bool,
    /// Multiple Block's first block: its second opponent is named once this block is done
    /// (FAQ 004:L11420-L11422).
    pub second_due: bool,
    /// The weapon attack made instead of the block (Stab, Chainsaw), once chosen.
    pub weapon: Option<Weapon>,
    /// Ball & Chain moved into a Prone or Stunned player: no block, he is pushed back and
    /// gets an Armour roll instead (004:L9828-L9830).
    pub lying: bool,
    /// A block declared on the defender, not yet offered his Dump-Off: offered once the
    /// blocker has chosen a block over a weapon (004:L10148-L10157).
    pub dump_off_due: bool,
}

impl BlockCtx {
    /// A block about to count its dice.
    pub fn new(attacker: PlayerId, defender: PlayerId) -> BlockCtx {
        BlockCtx {
            attacker,
            defender,
            stage: BlockStage::Roll,
            face: None,
            defender_from: None,
            pushed: PushOutcome::default(),
            knock_down_defender: false,
            choices: Vec::new(),
            dauntless: None,
            foul_appearance: None,
            second: false,
            multiple: false,
            second_due: false,
            weapon: None,
            lying: false,
            dump_off_due: false,
        }
    }

    /// A block declared on `defender`: his Dump-Off is offered before it (004:L10148).
    pub fn declared(attacker: PlayerId, defender: PlayerId) -> BlockCtx {
        BlockCtx {
            dump_off_due: true,
            ..BlockCtx::new(attacker, defender)
        }
    }

    /// The answer given for `skill` of `player`, if he was asked.
    pub fn choice(&self, skill: Skill, player: PlayerId) -> Option<bool> {
        self.choices
            .iter()
            .find(|(s, p, _)| *s == skill && *p == player)
            .map(|c| c.2)
    }
}

/// One square of movement in progress: the rolls it needs, in order (GFI, Dodge, pick-up).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MoveCtx {
    pub player: PlayerId,
    /// The square he stepped from (a Prehensile Tail there counts on his Dodge).
    pub from: Square,
    pub to: Square,
    /// Go For It rolls this step needs: 0 or 1, up to 2 for a Leap's two squares.
    pub go_for_its: u8,
    pub dodge: bool,
    /// An opponent with Tackle whose Tackle Zone he leaves (001:L993).
    pub tackler: Option<PlayerId>,
    /// A Leap: its roll stands for the Dodge (004:L10349-L10352).
    pub leap: bool,
    /// The opponent who used Diving Tackle on this step's Dodge: Placed Prone on `from` once
    /// the Dodge is resolved (004:L10125-L10138).
    pub diving_tackle: Option<PlayerId>,
    pub stage: u8,
}

/// A procedure on the stack.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Step {
    // --- waiting for a decision ---
    /// The coaches choose their inducements, after the Weather, Stadium and Referee rolls
    /// (004:L2676-L2682): `chosen` once the setup holds them ([`crate::Match::choose_inducements`]);
    /// `spectacle`, Reputation for Spectacle's 2D6 if the stadium rolled has it.
    ChooseInducements {
        chosen: bool,
        spectacle: Option<[u8; 2]>,
    },
    /// The referee says who won the coin toss (000:L149, L374).
    CoinToss,
    /// The winner of the toss chooses to kick or receive (000:L374).
    KickOrReceive {
        side: Side,
    },
    /// The kicking coach aims the kick at a square of the receiving half (000:L383).
    KickTo {
        side: Side,
    },
    /// Unclear Markings: the kicking coach may move the line of scrimmage one square forward
    /// or back before the set-up (004:L3669-L3675).
    UnclearMarkings {
        side: Side,
    },
    /// Before a drive's set-up: at an Unclear Markings stadium, [`Step::UnclearMarkings`]
    /// (the stadium may have been rolled after this was pushed).
    MarkingsDue {
        side: Side,
    },
    /// The Kick skill: the kicking coach may halve the scatter distance (001:L858).
    HalveKick {
        side: Side,
        target: Square,
        direction: u8,
        distance: u8,
    },
    /// The Master of Ballistics' 5-6: the kicking coach may change the scatter's D8 or D6 by
    /// up to two (004:L3307-L3312).
    Ballistics {
        side: Side,
        target: Square,
        direction: u8,
        distance: u8,
    },
    /// High Kick: one receiving player may move under the ball (000:L1002).
    HighKick {
        side: Side,
        landing: Square,
    },
    /// Kick-Off Return: once the kick has scattered into the receiving half, one receiving
    /// player with the skill may move up to 3 squares, before the Kick-off table
    /// (004:L10321-L10328).
    KickOffReturn {
        side: Side,
    },
    /// Quick Snap!: each receiving player may move one square (000:L1006).
    QuickSnap {
        side: Side,
        moved: Vec<PlayerId>,
    },
    /// Perfect Defence: the kicking team sets up again (000:L1001).
    PerfectDefence {
        side: Side,
    },
    /// Blitz Bowl's Challenge Cards: `side`'s Claim Challenge Card step after an Action, or
    /// with `discard` the forced discard of the Replace Challenge Cards step (002:L654, L668).
    Challenge {
        side: Side,
        discard: bool,
    },
    /// Blitz Bowl's Random Events: a card has just moved from the Challenge deck to an active
    /// space in `side`'s turn, and the coach says what the new top card is (002:L712).
    DeckTop {
        side: Side,
    },
    /// Special balls: the kicking `side` declares one for this drive, and its kicker, or none
    /// (004:L2142-L2153).
    SpecialBall {
        side: Side,
    },
    /// The Explodin' Ball's Goblin coach (`side`) puts its fuse marker on the score track
    /// (004:L2191-L2193).
    Fuse {
        side: Side,
    },
    /// The Explodin' Ball's fuse went out on a 1 as a turn ended, the drive going on: `side`'s
    /// coach may spend a team re-roll to keep it alight (004:L2195-L2198).
    KeepFuseLit {
        side: Side,
    },
    /// The Snotling Ball-Suit moves: `side`'s coach faces the Throw-in template over it for
    /// the next of its `left` squares (004:L2290-L2293).
    BallSuitFacing {
        side: Side,
        left: u8,
    },
    /// The Kick-off table's result for `total`, once the referee's call on a special ball's
    /// kicker is settled (004:L2153-L2157).
    KickOffResult {
        total: u8,
        blitzmania: bool,
    },
    /// Blitz Bowl's Balls: `side` chooses the ball placed (002:L820-L821); with `start` the
    /// set-up ball, and that team's first turn starts once it is chosen.
    ChooseBall {
        side: Side,
        start: Option<Side>,
    },
    /// Blitz Bowl's hand limit: `side`'s turn is over with more Bonus Plays in hand than the
    /// limit; the coach discards one at a time down to it (002:L658).
    BonusDiscard {
        side: Side,
    },
    /// Blitz Bowl's Multi-Ball: `side` may choose a ball to enter play; then `next` may
    /// (002:L822).
    MultiBall {
        side: Side,
        next: Option<Side>,
    },
    /// A new ball enters play through a Trapdoor and Bounces (002:L632-L638): No Ball in
    /// Play's, or one a Multi-Ball put in play (run swapped in as the ball).
    NewBall,
    /// Blitz Bowl: `action` is over, its Touchdown check and Claim Challenge Card step made;
    /// what comes after that step: Bloodlust, then the Free Actions it grants (002:L473,
    /// L1028).
    AfterClaim {
        action: ActiveAction,
    },
    /// Blitz Bowl: `by` grants `player` a Free `action`, looked at now: offered if he may make
    /// it (002:L473).
    FreeActionDue {
        player: PlayerId,
        action: ActionKind,
        by: FreeGrant,
    },
    /// Blitz Bowl: the coach takes the Free `action` `by` grants `player`, now or never, or
    /// declines it (002:L473).
    FreeAction {
        player: PlayerId,
        action: ActionKind,
        by: FreeGrant,
    },
    /// Blitz Bowl's Minion: `player` would be Injured by his Bloodlust; his coach may have an
    /// adjacent team-mate with Minion Injured instead (002:L1027).
    Minion {
        player: PlayerId,
    },
    /// Touchback: the receiving coach gives the ball to one of his players (000:L387).
    Touchback {
        side: Side,
    },
    /// Rogue Ball: the kicking coach places the second ball in the receiving half
    /// (004:L1295-L1422).
    RogueBall {
        side: Side,
    },
    /// Bolster the Line: the receiving coach may set these Reserves up in his End Zone
    /// (004:L1295-L1422).
    BolsterTheLine {
        side: Side,
        allowed: Vec<PlayerId>,
    },
    /// Sneaky Sprint: the kicking coach sets the sprinter up in the receiving half
    /// (004:L1295-L1422).
    SneakySprint {
        player: PlayerId,
    },
    /// The dodger's opponent may use Diving Tackle on this Dodge roll with one eligible
    /// player (004:L10125-L10138); the roll waits, rolled, for the answer.
    DivingTackle {
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
        eligible: Vec<PlayerId>,
    },
    /// Dump-Off: the player about to be blocked may throw a Quick Pass to one of `options`
    /// first (004:L10148-L10158).
    DumpOff {
        thrower: PlayerId,
        options: Vec<Square>,
    },
    /// The mover's opponent may shadow him with one eligible player (004:L10541-L10556).
    Shadow {
        mover: PlayerId,
        from: Square,
        eligible: Vec<PlayerId>,
    },
    /// The opposing coach may try to intercept with one eligible player (000:L1119-L1149).
    Intercept {
        pass: PassCtx,
        eligible: Vec<PlayerId>,
    },
    /// Illegal Procedure upheld: the called coach ends his turn or loses a re-roll (000:L1037).
    IllegalProcedure {
        side: Side,
    },
    /// The hurt player's coach may use an Apothecary on him (004:L1108-L1129; 001:L523).
    Apothecary {
        player: PlayerId,
        treat: super::apothecary::Treat,
    },
    /// After the Apothecary's second Casualty roll, the coach keeps the first result or
    /// `second` (004:L1121-L1124).
    KeepCasualty {
        case: Box<super::apothecary::CasualtyCase>,
        second: String,
    },
    /// `side`'s turn has ended: its Wizard may cast his spell now (004:L3379-L3381), and
    /// Horatio X. Scottenheim his fireball of the half (004:L3143-L3146).
    Spell {
        side: Side,
    },
    /// Papa Skullbones' table gave 8 for `player`: his coach picks a result 1-7 (004:L3219).
    Blessing {
        player: PlayerId,
    },
    /// The coach may have the Igor re-roll `player`'s failed Regeneration (004:L3090-L3092).
    Igor {
        player: PlayerId,
    },
    /// `player`'s coach may use the inducement `which` on him now, or not (the Revitalising
    /// Tonic instead of his KO recovery roll, 004:L6746-L6756).
    UseInducement {
        which: crate::inducement_kind::Inducement,
        player: PlayerId,
    },
    /// `side`'s coach may use the team's inducement `which` now, or not (the Weather Mage at
    /// the start of either team's turn, 004:L6815-L6832).
    UseTeamInducement {
        which: crate::inducement_kind::Inducement,
        side: Side,
    },
    /// The Weather Mage rolled `total` on the Weather table: his coach moves it by up to 3
    /// (004:L6818-L6820).
    WeatherMage {
        side: Side,
        total: u8,
    },
    /// The coach of the player the referee sends off may use a Bribe against it (000:L999),
    /// or argue the call (ruleset option, 004:L1001-L1011), each once, in the order he likes
    /// (004:L11562-L11569), or let it stand.
    Bribe {
        player: PlayerId,
        call: Call,
        bribed: bool,
        argued: bool,
    },
    /// A team sets up (000:L374-L379).
    Setup {
        side: Side,
    },
    /// The active coach declares an Action or ends the turn.
    Turn,
    /// The acting player moves, blocks, or ends his Action.
    Action,
    /// The White Dwarf and the Black Gobbo: `side`, a full roster a legend joined, benches
    /// one of its players for the match (004:L9777-L9779).
    SitOut {
        side: Side,
    },
    /// Grombrindal's Cometh the Hour for `player`, just chosen to act: a skill for his
    /// Action, or none (004:L9749-L9759).
    ComethTheHour {
        player: PlayerId,
    },
    /// Use a re-roll on these dice, or keep them.
    Reroll {
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
    },
    /// The chooser picks a block die.
    ChooseBlockDie {
        faces: Vec<BlockFace>,
        chooser: Side,
    },
    /// Blitz Bowl's Emergency Reserves step (Pre-Turn step C): checked once the steps before
    /// it are done (002:L610).
    EmergencyReservesDue {
        side: Side,
    },
    /// `side` makes its free Emergency Reserves Action, or declines it (002:L610).
    EmergencyReserves {
        side: Side,
    },
    /// Blitz Bowl's Safe Hands: `player`, Knocked Down holding the ball on `from`, has his
    /// coach pick the square it Bounces into, or roll it (002:L289).
    SafeHands {
        player: PlayerId,
        from: Square,
    },
    /// Blitz Bowl: the blocker's coach picks one of the Block Dice's results (002:L550).
    ChooseBlockResult {
        faces: Vec<tables::BlitzFace>,
        attacker: PlayerId,
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
    /// `player`'s coach may use `skill` in the block below, or not; the answer goes into
    /// that block's `BlockCtx::choices`.
    UseSkill {
        skill: Skill,
        player: PlayerId,
    },
    /// Mighty Blow's (or, on a Foul, Dirty Player's) +1 would change this Armour or Injury
    /// roll: the coach of the player who knocked the victim down (or fouled him) adds it or
    /// not (004:L10096, L10367); answered with a `Decision::UseSkill` naming the skill that
    /// `PendingRoll::plus_one` gives.
    MightyBlow {
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
    },
    /// Multiple Block: the first block done, the blocker's coach names the second opponent (a
    /// `Decision::Block`).
    SecondBlock {
        attacker: PlayerId,
        first: PlayerId,
    },
    /// Trap Door Man: `side`'s coach sets `player` up on a trapdoor square of `half`, or the
    /// sweet spot the referee names there (a `Decision::MovePlayer`; `Done`: covered).
    TrapDoor {
        side: Side,
        player: PlayerId,
        half: Side,
    },
    /// Gassy Eruption: pushing the next of its players, or settling the last push.
    Eruption(Box<EruptionCtx>),
    /// Gassy Eruption: its coach picks which of the players next to his player is pushed
    /// next (a `Decision::PushNext`).
    EruptionOrder(Box<EruptionCtx>),
    /// A push chain reached `player`, who has Stand Firm: his coach may use it, and then
    /// nobody in the chain moves (004:L10602); the answer is a `Decision::UseSkill` too.
    StandFirmInChain {
        chain: PushChain,
        player: PlayerId,
    },
    /// Inch-Perfect Kick: the card's coach faces the Throw-in template over the ball on `at`
    /// for the next of its squares, `left` to go; once faced (`facing`), the card's D6 waits
    /// on top (004:L5830-L5847).
    InchPerfectKick {
        side: Side,
        at: Square,
        left: u8,
        facing: Option<crate::input::Facing>,
    },
    /// Swoop: the thrown player's coach faces the Throw-in template for the next square of his
    /// scatter, `left` squares to go (004:L10648-L10652).
    Swoop {
        player: PlayerId,
        from: Square,
        left: u8,
        landed_on: bool,
    },
    /// Pass Block: the passer's opponents move players with Pass Block, a square at a time
    /// (`move_player`), then done; `moved`: who has moved; `mover`: who is moving and the
    /// squares he has covered (004:L10418-L10450).
    PassBlock {
        pass: PassCtx,
        moved: Vec<PlayerId>,
        mover: Option<(PlayerId, u8)>,
    },
    /// Diving Catch: the ball comes down out of the air on the empty `at`, next to players
    /// with the skill; each coach in turn says whether `left[0]` dives for it (a
    /// `Decision::UseSkill`), those who do going into `diving`; one diver catches, two or more
    /// get in each other's way (004:L10117-L10123). `accurate`: the ball is an accurate pass,
    /// caught as if it had come down on the diver, so with the +1 of catching one (001:L377).
    DivingCatch {
        at: Square,
        left: Vec<PlayerId>,
        diving: Vec<PlayerId>,
        accurate: bool,
    },
    /// Bombardier: the opposing coach may try to intercept the bomb with one eligible player
    /// (004:L10009-L10011), answered with a `Decision::Intercept`.
    BombIntercept {
        bomb: BombCtx,
        eligible: Vec<PlayerId>,
    },
    /// Bombardier: the bomb comes down on `player`, who may try to catch it or decline
    /// (004:L10009-L10015).
    CatchBomb {
        player: PlayerId,
        at: Square,
        accurate: bool,
    },
    /// Bombardier: `player` caught or intercepted the bomb and throws it on at once, a
    /// `Decision::Pass` or `Decision::HailMary` (004:L10010-L10012).
    BombRethrow {
        player: PlayerId,
    },
    /// Special Play cards: `side`'s coach names a card he keeps, `left` to go
    /// (004:L2780-L2797).
    KeepCards {
        side: Side,
        left: u8,
    },
    /// Special Play cards: `side`'s coach may play a card he holds whose moment is `timing`,
    /// or none (004:L4783-L6456).
    CardWindow {
        side: Side,
        timing: crate::special_play::CardTiming,
    },
    /// Special Play cards: the moment `timing` has come, each team holding a card it may play
    /// then is asked, home first (a moment of the pre-match sequence: before the fans).
    CardMoment {
        timing: crate::special_play::CardTiming,
    },
    /// Special Play cards: `side`'s coach, having played `card` on `first`, picks the second
    /// player it names (Dirty Block, Switcheroo, Last Second Substitution).
    CardPick {
        side: Side,
        card: crate::special_play::Card,
        first: PlayerId,
    },
    /// Special Play cards: `side`'s coach sets `player` up on a square `card` allows, with a
    /// `Decision::MovePlayer` (Spot the Sneak: an empty square of his End Zone, or with
    /// `trapdoors` an empty trapdoor square, 004:L6314-L6330).
    CardSquare {
        side: Side,
        card: crate::special_play::Card,
        player: PlayerId,
        trapdoors: bool,
    },
    /// Special Play cards: an Armour roll for a player whose opponent holds Heel Turn, read
    /// once its card window is done (with Heel Turn's +2 among `roll`'s modifiers if played,
    /// 004:L5216-L5240).
    ArmourRead {
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
    },
    /// Special Play cards: a team re-roll declared (and spent) on `roll`, made once the
    /// opponent's Heel Turn window is done; `cancelled` when Heel Turn was played, and the
    /// first result stands (004:L5216-L5240).
    TeamRerollDeclared {
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
        cancelled: bool,
    },
    /// Special Play cards: Punt played, `side`'s coach places the ball on any square of the
    /// pitch with a `Decision::KickTo` (004:L5924-L5940).
    PuntTo {
        side: Side,
    },
    /// Von Wilking's Boots: the kick's scatter is rolled and the player wearing them kicks;
    /// his coach may re-roll the D8 (004:L5566-L5587). `rerolled` once the D8 is asked again:
    /// the step then waits under that roll with the scatter it changes.
    BootsReroll {
        side: Side,
        kicker: PlayerId,
        target: Square,
        ballistics: u8,
        direction: u8,
        distance: u8,
        rerolled: bool,
    },
    /// Hometown Fans: the ball is out of bounds in the first half and `side` played the card;
    /// its coach chooses the throw-in's direction on the template (004:L4959-L4975). Once it
    /// is chosen (`direction`), the step waits under the 2D6 of the distance.
    HometownThrowIn {
        side: Side,
        from: Square,
        edge: Edge,
        direction: Option<u8>,
    },
    // --- waiting for dice ---
    Roll(Box<PendingRoll>),
    // --- running by themselves ---
    /// Special Play cards: what the card did to `first` is done; its second pick is asked if
    /// any player fits it still (a Ball & Chain player Placed Prone by Dirty Block may be off
    /// the pitch by then, with no one next to him).
    CardPickDue {
        side: Side,
        card: crate::special_play::Card,
        first: PlayerId,
    },
    /// Kingmaker Play: `player`'s Action is over and what ending it pushed is done: the
    /// turnover that follows it (004:L6113-L6115).
    KingmakerTurnover {
        player: PlayerId,
    },
    /// After declaring: stand up, Jump Up.
    BeginAction,
    Move(MoveCtx),
    Block(Box<BlockCtx>),
    /// The ball is loose on this square and bounces once (000:L734-L738).
    LooseBall {
        from: Square,
    },
    /// The Master-Hewn Ball came down on `player`, Prone or Stunned on `at`, and his Armour
    /// roll (and what follows it) is done: it bounces from `at` unless he was removed from
    /// play (004:L2113-L2115).
    MasterHewnRest {
        player: PlayerId,
        at: Square,
    },
    /// The Limpin' Squig on the floor as a turn ends hops once more, if it has a hop left
    /// (004:L2181-L2185).
    SquigHop,
    /// The crowd throws the ball back in from this square (000:L740-L744).
    ThrowIn {
        from: Square,
        edge: Edge,
    },
    /// The kick comes down after the kick-off result (000:L387).
    KickLand,
    /// Rogue Ball: the second ball (swapped in as the ball) comes down on `landing`, or off the
    /// pitch (`None`): like the kick, a touchback outside the receiving half.
    RogueLand {
        landing: Option<Square>,
    },
    /// The ball and the other ball at place `other` change places in the state, so the steps
    /// between two swaps handle that one as the ball (Rogue Ball, Ball Clone, Multi-Ball).
    SwapBalls {
        other: u8,
    },
    /// The kick-off is over: the receiving team's turn.
    KickOffDone,
    /// A pass in progress.
    Pass(PassCtx),
    /// A Throw Team-Mate in progress.
    ThrowTeamMate(ThrowCtx),
    /// A bomb in flight (004:L9993-L10019).
    Bomb(BombCtx),
    /// The thrown or handed-off ball has come to rest: a turnover unless the moving team holds
    /// it (000:L444, L748, L1063); the Action is over.
    PassDone {
        thrower: PlayerId,
        target: Square,
        accurate: bool,
    },
    /// The referee sends the fouler off, unless a Bribe works (000:L1188).
    SendOff {
        fouler: PlayerId,
    },
    /// Jorm the Ogre's Armour roll on `player` is settled: a turnover if it `broken` his
    /// armour (004:L1963-L1966).
    JormsVerdict {
        player: PlayerId,
        broken: bool,
    },
    /// Fair Weather Fans throw in a ball they kept, at the end of the next turn
    /// (004:L3785-L3793; `stadium_crowd.rs`).
    FansThrowIn {
        from: Square,
        edge: Edge,
    },
    /// Know-it-all Hecklers: once the referee's D6 on a foul is settled, their D6 if the
    /// fouler was not sent off (004:L3773-L3777; `stadium_crowd.rs`).
    Hecklers {
        fouler: PlayerId,
    },
    /// A Secret Weapon who played in the drive now over is sent off, unless Filthy Rich or a
    /// Bribe keeps him (004:L10535-L10539).
    SecretWeapon {
        player: PlayerId,
    },
    /// Kick Team-Mate: after the Injury roll of a long kick's double, Stunned counts as KO'd
    /// (004:L10288-L10290).
    KickedHurt {
        player: PlayerId,
    },
    /// The Block Action is over.
    EndAction,
    EndTurn,
    /// The drive is over; `kicking` kicks next. `heat_rolled`: Sweltering Heat is settled.
    EndDrive {
        kicking: Side,
        heat_rolled: bool,
    },
    /// Set up for the next kick-off.
    NextDrive {
        kicking: Side,
    },
    /// Weeping Dagger: `victim`'s casualty was inflicted in a block by `wielder`; once his
    /// Casualty roll is settled (`badly_hurt` says whether it came to Badly Hurt), the D6
    /// for missing his next game is asked (004:L10751-L10759).
    /// Nurgle's Rot waits for `victim`'s Casualty roll to settle: `dead` once a result that
    /// stands is DEAD (004:L10402-L10412).
    NurglesRot {
        victim: PlayerId,
        by: PlayerId,
        dead: bool,
    },
    WeepingDagger {
        victim: PlayerId,
        wielder: PlayerId,
        badly_hurt: Option<bool>,
    },
}

impl Step {
    /// Whether the step waits for an input (anything else runs by itself).
    pub fn waits(&self) -> bool {
        matches!(
            self,
            Step::CoinToss
                | Step::ChooseInducements { .. }
                | Step::KickOrReceive { .. }
                | Step::KickTo { .. }
                | Step::UnclearMarkings { .. }
                | Step::HalveKick { .. }
                | Step::Ballistics { .. }
                | Step::HighKick { .. }
                | Step::KickOffReturn { .. }
                | Step::QuickSnap { .. }
                | Step::PerfectDefence { .. }
                | Step::Touchback { .. }
                | Step::Challenge { .. }
                | Step::DeckTop { .. }
                | Step::ChooseBall { .. }
                | Step::SpecialBall { .. }
                | Step::Fuse { .. }
                | Step::KeepFuseLit { .. }
                | Step::BallSuitFacing { .. }
                | Step::BonusDiscard { .. }
                | Step::MultiBall { .. }
                | Step::FreeAction { .. }
                | Step::Minion { .. }
                | Step::RogueBall { .. }
                | Step::BolsterTheLine { .. }
                | Step::SneakySprint { .. }
                | Step::Intercept { .. }
                | Step::DivingTackle { .. }
                | Step::Shadow { .. }
                | Step::DumpOff { .. }
                | Step::Bribe { .. }
                | Step::Apothecary { .. }
                | Step::KeepCasualty { .. }
                | Step::Igor { .. }
                | Step::Blessing { .. }
                | Step::UseInducement { .. }
                | Step::UseTeamInducement { .. }
                | Step::WeatherMage { .. }
                | Step::Spell { .. }
                | Step::IllegalProcedure { .. }
                | Step::Setup { .. }
                | Step::Turn
                | Step::Action
                | Step::Reroll { .. }
                | Step::ChooseBlockDie { .. }
                | Step::ChooseBlockResult { .. }
                | Step::SafeHands { .. }
                | Step::EmergencyReserves { .. }
                | Step::Push { .. }
                | Step::FollowUp { .. }
                | Step::UseSkill { .. }
                | Step::StandFirmInChain { .. }
                | Step::EruptionOrder(_)
                | Step::MightyBlow { .. }
                | Step::SecondBlock { .. }
                | Step::Swoop { .. }
                | Step::InchPerfectKick { .. }
                | Step::BombIntercept { .. }
                | Step::PassBlock { .. }
                | Step::DivingCatch { .. }
                | Step::CatchBomb { .. }
                | Step::BombRethrow { .. }
                | Step::KeepCards { .. }
                | Step::CardWindow { .. }
                | Step::CardPick { .. }
                | Step::CardSquare { .. }
                | Step::TrapDoor { .. }
                | Step::PuntTo { .. }
                | Step::BootsReroll { .. }
                | Step::HometownThrowIn { .. }
                | Step::Roll(_)
        )
    }
}
