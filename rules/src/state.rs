//! The match state: derived from the setup and the inputs, never changed from outside.

use crate::engine::pre_match_steps;
use crate::engine::steps::{Kick, Step};
use crate::inducement_kind::Inducement;
use crate::input::ActionKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId, Stance};
use crate::setup::{MatchSetup, Weather};

/// Where the ball is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ball {
    /// Not on the pitch (between drives, or taken off by the referee).
    OffPitch,
    /// In the air over this square: a kick-off or a pass that has not come down yet.
    InAir(Square),
    /// Lying on a square.
    OnGround(Square),
    /// Held by a standing player.
    Held(PlayerId),
}

/// A ball in play beside [`MatchState::ball`], with its Blitz Bowl kind when the Balls rule
/// named one (002:L820-L822).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OtherBall {
    /// Where it is.
    pub ball: Ball,
    /// Which of the box's balls it is (Blitz Bowl's Balls rule), as
    /// [`MatchState::blitz_ball`] is for [`MatchState::ball`].
    pub kind: Option<crate::blitz_balls::BlitzBall>,
}

/// A team's counters on the Dugout (000:L249, L370-L372).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamState {
    /// Team name.
    pub name: String,
    /// The tables roster id the team plays as (`"undead"`): its Star Players play for it too.
    pub roster: String,
    /// Team re-rolls at the start of each half.
    pub rerolls_per_half: u8,
    /// Team re-rolls left this half.
    pub rerolls: u8,
    /// The Leader re-roll is left this half: a team with a Leader takes one at the start of
    /// the match and at half time, used as a team re-roll while a Leader is on the pitch
    /// (004:L10330-L10342). `MatchState::team_rerolls_left` counts it.
    pub leader_reroll: bool,
    /// Touchdowns.
    pub score: u8,
    /// The Turn marker this half (0 before the team's first turn).
    pub turn: u8,
    /// Whether the team has started a turn of its own this half (or this overtime); the
    /// marker can move without one (Riot, a touchdown in the other team's turn), so Riot asks
    /// this (000:L1000). A Blitz! bonus turn does not count: it is the kick-off's.
    pub played_this_half: bool,
    /// Fan Factor (000:L989).
    pub fan_factor: u8,
    /// Fans in thousands (2D6 + Fan Factor), once rolled (000:L989).
    pub fans: u8,
    /// FAME: 0, 1 or 2 (000:L989-L993).
    pub fame: u8,
    /// FAME lost for the rest of the match: Breaking Scandal (Blitzmania, 004:L1295-L1422),
    /// Appalling Stands and Fair Weather Fans (004:L3658-L3662, L3785-L3789), Jorm the
    /// Ogre's rampage (004:L1974-L1977).
    pub fame_lost: u8,
    /// FAME gained for the rest of the match: Jorm the Ogre's rampage (004:L1973-L1976).
    pub fame_gained: u8,
    /// Cheerleaders (000:L1003; 001:L569).
    pub cheerleaders: u8,
    /// Assistant Coaches (000:L1005; 001:L574).
    pub assistant_coaches: u8,
    /// Apothecaries not yet used this match (004:L1108-L1129, L3010-L3019).
    pub apothecaries: u8,
    /// The Igor is still to be used this match (004:L3086-L3092).
    pub igor: bool,
    /// Blitz Bowl's Emergency Reserves Value (002:L610); 0: none.
    pub emergency_reserves: u8,
    /// The Zombie the Necromancer's Raise the Dead can still bring in (004:L1095-L1106).
    pub raise_the_dead: Option<crate::player::Profile>,
    /// The Head Coach was ejected for arguing a call: no more arguing, and -1 on Brilliant
    /// Coaching (004:L1005-L1009).
    pub head_coach_ejected: bool,
    /// Extra Team Training re-rolls that last the match (004:L3072-L3074), among `rerolls`:
    /// at half time those still unused carry over.
    pub training_rerolls: u8,
    /// The inducements the team bought and may use (an (In)Famous Coaching Staff member both
    /// teams hired is not among them, 004:L3049-L3052): what a once-a-half one comes back to.
    pub bought: crate::inducement_kind::InducementCounts,
    /// The inducements the team has left to use, counted from its setup's
    /// (`Inducements::bought`): the engine takes one off as each is used (a Bribe, the
    /// Wizard's spell, the Revitalising Tonic, Interference, Horatio's fireball of the half)
    /// and adds one where a rule gives one (Get the Ref's Bribe, 000:L999). Those that act
    /// without being spent stay as bought: Bloodweiser Kegs (+1 each to KO recovery,
    /// 004:L3055-L3060), the Halfling Master Chef (each half, 004:L3076-L3084), the Master of
    /// Ballistics (each kick, 004:L3296-L3312).
    pub inducements: crate::inducement_kind::InducementCounts,
    /// Bet the House gambled in the second half: the team re-rolls before the gamble and
    /// whether it was won. The gamble lasts the half, so if overtime follows it is put right
    /// (004:L5425-L5460).
    pub second_half_bet: Option<(u8, bool)>,
    /// Apathetic Officials' free Bribe of this half is still among `inducements`' Bribes,
    /// unused: lost at half time, as the stadium gives one in each half (004:L3655-L3656).
    pub half_bribe: bool,
}

impl TeamState {
    /// FAME as it counts now: what the match gained and lost on the gate's; Breaking Scandal
    /// can take it below 0 (004:L1295-L1422).
    pub fn fame_now(&self) -> i16 {
        i16::from(self.fame) + i16::from(self.fame_gained) - i16::from(self.fame_lost)
    }
}

/// What a Blitzmania Kick-off result changed for one drive (004:L1295-L1422); the end of the
/// drive clears it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DriveRules {
    /// Um... Where's the Ref: any number of Foul Actions a turn, and nobody is sent off.
    pub no_referee: bool,
    /// Big Money in the House: a team may use more than one team re-roll a turn.
    pub many_rerolls: bool,
    /// Bolster the Line: the players each team set up in its End Zone this drive, by
    /// [`Side::index`]; they may take it above 11 on the pitch (004:L1332-L1337).
    pub bolstered: [u8; 2],
    /// Big Money in the House: the bonus team re-rolls each team has not used yet, by
    /// [`Side::index`]; those left are lost when the drive ends.
    pub bonus_rerolls: [u8; 2],
    /// Rogue Ball: team turns over since the kick-off while two balls are in play; after two,
    /// one ball is found to be the replica.
    pub rogue_turns: u8,
    /// Thoron Korensson: this drive's Get the Ref was rolled again (004:L1952-L1955).
    pub get_the_ref_again: bool,
    /// The Waaagh! Drummers' 3D6 were rolled after this drive's kick-off (004:L3325-L3327).
    pub drummed: bool,
    /// The receiving team was asked for a card as the kick came down on an empty square of
    /// its half (Catcher's Instincts, 004:L5697-L5714).
    pub landing_cards_asked: bool,
    /// The kicking team was asked for a card once the kick-off was resolved, before the
    /// receiving team's turn (Suicide Blitz, 004:L5978-L5995).
    pub after_kick_off_cards_asked: bool,
    /// Appalling Stands' D6s were rolled as this drive ended (004:L3658-L3662).
    pub stands_rolled: bool,
    /// Unclear Markings: squares the half-way line was moved towards the away End Zone
    /// (negative: the home one) for this drive's kick-off: both teams' set-up, the kick and
    /// its touchback (004:L3669-L3675). Back to 0 once the kick-off is over, so play reads the
    /// normal line.
    pub halfway_moved: i8,
    /// No drive was played: a team had nobody to set up (000:L818). The rolls made as it was
    /// to start (`stadium_drive_starts`, the slope) stand for the next drive of the half.
    pub not_played: bool,
    /// The special ball the kicking team declared for this drive, if any: its rules hold
    /// until the drive ends (004:L2157-L2162).
    pub special_ball: Option<crate::special_ball::SpecialBallInPlay>,
}

/// The Action in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActiveAction {
    /// Who acts.
    pub player: PlayerId,
    /// What he declared.
    pub kind: ActionKind,
    /// Squares of normal movement used (standing up costs 3, 000:L609).
    pub moved: u8,
    /// Go For It squares used (000:L1045-L1053).
    pub extra: u8,
    /// Has made his block (a Blitz has one, 000:L539).
    pub blocked: bool,
    /// The squares a D6 gave this Run, for a Move of "D6" (002:L489); `None`: his Move.
    pub rolled_move: Option<u8>,
    /// Blitz Bowl: a Free Action, and what granted it (002:L473).
    pub free: Option<crate::blitz_ability::FreeGrant>,
    /// Blitz Bowl: one of the Block Dice rolled (the last roll's) showed a Miss (Bloodlust,
    /// 002:L1028).
    pub block_missed: bool,
    /// Blitz Bowl: the Open team-mate a successful Throw (not a Hand-off) went to
    /// (Catcher's Instincts, 002:L1064).
    pub thrown_to: Option<PlayerId>,
    /// Astrogranite saved a failed Go For It: no more Go For It this Action (004:L3625-L3629).
    pub go_for_it_barred: bool,
}

/// The turn in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnState {
    /// Whose turn.
    pub side: Side,
    /// A Blitz was declared this turn (000:L431).
    pub blitz_used: bool,
    /// A team re-roll was used this turn (000:L758).
    pub team_reroll_used: bool,
    /// A Pass Action was declared this turn (000:L433).
    pub pass_used: bool,
    /// The Pass Actions declared this turn: one unless a card allows a second (Quick Flick,
    /// 004:L6165-L6179; Lateral Pass, 004:L6082-L6098).
    pub pass_actions: u8,
    /// The first Pass Action's throw this turn was a Quick Pass (Quick Flick, 004:L6165-L6179).
    pub quick_first_pass: bool,
    /// A throw this turn went to a square closer to the team's own End Zone than the thrower
    /// (Lateral Pass, 004:L6082-L6098).
    pub thrown_back: bool,
    /// A Hand-off Action was declared this turn (000:L1061).
    pub hand_off_used: bool,
    /// The team-mate the ball was last handed to, until the next Action is declared (Down the
    /// Chain, 004:L6063-L6081).
    pub handed_to: Option<crate::player::PlayerId>,
    /// A Foul Action was declared this turn (000:L1176).
    pub foul_used: bool,
    /// The kicking team's free turn from the Blitz! kick-off result: no Turn marker moves
    /// and the kick lands when it ends (000:L1007).
    pub bonus: bool,
    /// The turnover, once one happened, with its cause.
    pub turnover: Option<String>,
    /// A Blitzmania bonus turn allows only this Action (Violent Outburst: Block; Bloodthirsty
    /// Fans: Blitz; 004:L1295-L1422).
    pub only_action: Option<ActionKind>,
    /// Team re-rolls may not be used this turn (Violent Outburst, 004:L1295-L1422).
    pub no_team_rerolls: bool,
    /// The Action in progress.
    pub action: Option<ActiveAction>,
    /// Under an Action budget (Blitz Bowl), each Action declared this turn, in order: how many
    /// are left, and which a player has made (002:L458). Always empty under 2016's activation.
    pub declared: Vec<(crate::player::PlayerId, ActionKind)>,
    /// Blitz Bowl: each Free Action made this turn, which uses none of the turn's Actions but
    /// is still one of the player's (002:L473).
    pub free: Vec<(crate::player::PlayerId, ActionKind)>,
    /// Blitz Bowl: this turn's touchdown scorer, a "new version" of himself once back from
    /// the Dugout (002:L604-L606): his Actions count again from these places in `declared`
    /// and `free`. One a turn: the ball is out of play after a touchdown until the next
    /// turn's Pre-Turn (002:L618-L626), and the engine keeps one ball in play.
    pub renewed: Option<(crate::player::PlayerId, u8, u8)>,
    /// Blitz Bowl: players who may make no more Actions this turn, Free ones included, after
    /// a Tackle or a Miss on their Block (002:L570, L574).
    pub locked_out: Vec<crate::player::PlayerId>,
    /// Illegal Procedure (a ruleset option): the coach has moved his Turn marker on the table
    /// (always true when the option is off, and in a Blitz! turn, 000:L1007, L1033).
    pub marker_moved: bool,
    /// A play (a move, standing up, a roll) started before the marker moved: the opponent may
    /// call Illegal Procedure (000:L1035).
    pub marker_forgotten: bool,
    /// Illegal Procedure was called and upheld this turn: the penalty settled the marker.
    pub marker_called: bool,
    /// The turn has ended and its team's Wizard was offered his spell "immediately after"
    /// it (004:L3379-L3381): a knock-down now is no turnover.
    pub ended: bool,
    /// The turn has ended and its team was asked for the Special Play cards played at the
    /// end of its turn (004:L6437-L6456).
    pub cards_offered: bool,
    /// A player of the team has declared an Action this turn (Ego Trip, 004:L5263-L5281).
    pub declared_any: bool,
    /// A player of each side, by [`Side::index`], was Knocked Out or hurt worse on the Injury
    /// table this turn (Get'em Lads!, 004:L5119-L5137).
    pub injured: [bool; 2],
    /// The D6 for They Think It's All… Ogre?!'s Ogre was rolled as this turn ends
    /// (004:L5089-L5095).
    pub ogre_rolled: bool,
    /// Seismic Activity's D6 was rolled as this turn ends (004:L1566-L1569).
    pub seismic_rolled: bool,
    /// Ankle-deep Water: the team's Stunned players have rolled to turn face-up
    /// (004:L3602-L3607).
    pub water_rolled: bool,
    /// The Limpin' Squig on the floor has hopped as this turn ends (004:L2181-L2185).
    pub squig_hopped: bool,
    /// The Explodin' Ball's fuse was rolled for as this turn ends (004:L2194-L2195).
    pub fuse_rolled: bool,
    /// The Snotling Ball-Suit has made its Move Action this turn (004:L2278-L2280).
    pub suit_moved: bool,
    /// Grombrindal's Cometh the Hour gave a skill this turn (declined, it is offered again to
    /// the next team-mate who acts; 004:L9753-L9757).
    pub cometh_the_hour: bool,
}

impl TurnState {
    /// Whether `player` has declared `action` this turn under an Action budget (002:L458);
    /// always false under 2016's activation, which keeps no list.
    /// A touchdown scorer's Actions before his touchdown do not count (002:L604-L606).
    pub fn repeats(&self, player: crate::player::PlayerId, action: ActionKind) -> bool {
        let (declared, free) = self
            .renewed
            .filter(|r| r.0 == player)
            .map_or((0, 0), |r| (usize::from(r.1), usize::from(r.2)));
        self.declared
            .get(declared..)
            .is_some_and(|d| d.contains(&(player, action)))
            || self
                .free
                .get(free..)
                .is_some_and(|f| f.contains(&(player, action)))
    }

    /// `player` scored a touchdown and went to the Dugout: back by a Reserves Action he is a
    /// "new version" of himself, who may make again the Actions he made before and is not
    /// kept out by a Block's Tackle or Miss (002:L604-L606). The turn's budget is unchanged.
    pub(crate) fn renew(&mut self, player: crate::player::PlayerId) {
        let at = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        self.renewed = Some((player, at(self.declared.len()), at(self.free.len())));
        self.locked_out.retain(|&p| p != player);
    }

    /// A fresh turn for `side`; `bonus` for the Blitz! kick-off result's free turn.
    pub(crate) fn new(side: Side, bonus: bool) -> TurnState {
        TurnState {
            side,
            blitz_used: false,
            team_reroll_used: false,
            pass_used: false,
            pass_actions: 0,
            quick_first_pass: false,
            thrown_back: false,
            hand_off_used: false,
            handed_to: None,
            foul_used: false,
            bonus,
            turnover: None,
            only_action: None,
            no_team_rerolls: false,
            action: None,
            declared: Vec::new(),
            free: Vec::new(),
            renewed: None,
            locked_out: Vec::new(),
            marker_moved: true,
            marker_forgotten: false,
            marker_called: false,
            ended: false,
            cards_offered: false,
            declared_any: false,
            injured: [false; 2],
            ogre_rolled: false,
            seismic_rolled: false,
            water_rolled: false,
            squig_hopped: false,
            fuse_rolled: false,
            suit_moved: false,
            cometh_the_hour: false,
        }
    }
}

/// The whole match as it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchState {
    /// Every player of both teams.
    pub players: Vec<Player>,
    /// Home and away counters, indexed by [`Side::index`].
    pub teams: [TeamState; 2],
    /// The ball.
    pub ball: Ball,
    /// The other balls in play: Rogue Ball's second while nobody knows which is the replica
    /// (004:L1295-L1422), Ball Clone's, or those a Blitz Bowl Multi-Ball put in play
    /// (002:L640-L642, L822). The balls are alike to the steps that move them: the engine swaps
    /// the one it is handling into [`MatchState::ball`] (`Step::SwapBalls`). A Blitz Bowl ball
    /// out of play stays listed, off the pitch, so that a swap's place never moves.
    pub other_balls: Vec<OtherBall>,
    /// What a Blitzmania Kick-off result changed for this drive.
    pub drive: DriveRules,
    /// 1 or 2; 3 for sudden-death overtime.
    pub half: u8,
    /// The weather.
    pub weather: Weather,
    /// Howling Winds: the team towards whose End Zone the wind blows, the loser of its
    /// roll-off (004:L1457-L1472); `None` until rolled.
    pub wind: Option<Side>,
    /// Sloping Pitch: the team towards whose End Zone the pitch slopes this drive
    /// (004:L3608-L3616); `None` until rolled.
    pub slope: Option<Side>,
    /// Thermal Geysers: players shot into the air whose Injury roll, +2, is still to come
    /// (004:L1560-L1562).
    pub(crate) shot_into_the_air: Vec<crate::player::PlayerId>,
    /// The team that kicked off the first half.
    pub first_kicking: Side,
    /// The team kicking in the current drive.
    pub kicking: Side,
    /// The turn in progress, if any.
    pub turn: Option<TurnState>,
    /// The turn before it: its team, and whether a player of each side was injured in it
    /// (`TurnState::injured`; Get'em Lads!, 004:L5119-L5137).
    pub previous_turn: Option<(Side, [bool; 2])>,
    /// The final whistle has gone.
    pub finished: bool,
    /// The team that conceded, if one did (000:L820-L822).
    pub conceded: Option<Side>,
    /// The winner of a penalty shoot-out after a scoreless overtime (000:L800).
    pub shoot_out: Option<Side>,
    /// A league match's stadium, once rolled or named (004:L3585-L3806).
    pub stadium: Option<crate::setup::Stadium>,
    /// A league match's referee, once rolled or named (a row of the Referee table,
    /// 004:L2704-L2716).
    pub referee: Option<String>,
    /// The gold each team's Expensive Mistakes took from its Treasury at the start of this
    /// match, home then away (step 5 of its last post-match sequence, 004:L2976-L2977,
    /// L3004-L3009): the league takes it off when the match is recorded.
    pub treasury_lost: [u32; 2],
    /// The Goblin or Halfling referee on a team's Dugout: the team he keeps an eye on and the
    /// number of its Score Track he stands above (1-8); `None` while he is next to the pitch
    /// (004:L1857-L1937).
    pub referee_track: Option<(Side, u8)>,
    /// The game's switches (board, activation, turnovers …): 2016's unless the match was
    /// built with another ruleset ([`crate::Match::with_ruleset`]).
    pub ruleset: crate::ruleset::RulesetParams,
    /// What the match is doing, innermost last.
    pub(crate) stack: Vec<Step>,
    /// The kick-off in flight, from the kick until the receiving team's first turn.
    pub(crate) kick: Option<Kick>,
    /// Where each player is in `players` (which never changes order after the set-up).
    pub(crate) roster: Roster,
    /// Who stands on each square, kept by [`MatchState::set_place`]: "who is on this square"
    /// is the checks' commonest question.
    pub(crate) board: Board,
    /// Every skill some player of each team has, by [`Side::index`]: a check for a skill no
    /// player of the team has (Tentacles, Shadowing …) stops at once.
    pub(crate) team_skills: [crate::skill::SkillSet; 2],
    /// Both teams' Special Play cards: held, and the effects of those played (004:L4783-L6456).
    pub cards: crate::special_play::Cards,
    /// Blitz Bowl's Challenge Cards (the `cards` switch); `None` under 2016.
    pub challenges: Option<Box<crate::challenge::Challenges>>,
    /// The coach who holds Blitz Bowl's Rookies to Watch card, until he uses it
    /// (002:L735-L737); `None` under 2016.
    pub rookies_to_watch: Option<Side>,
    /// Blitz Bowl's Balls optional rule: the ball in play, once a coach chose it (002:L820).
    pub blitz_ball: Option<crate::blitz_balls::BlitzBall>,
    /// The special balls each team has declared this match, by [`Side::index`]
    /// (004:L2142, L2233); the one in play this drive is [`DriveRules::special_ball`].
    pub special_balls_used: [crate::special_ball::SpecialBallsUsed; 2],
    /// The coach with Interference has been asked about the roll waiting now (004:L6643-L6658).
    pub(crate) interference_asked: bool,
    /// The crowd at a league's stadium: how often Fair Weather Fans left, a ball they keep
    /// (004:L3745-L3805).
    pub(crate) crowd: crate::engine::stadium_crowd::CrowdState,
    /// The weather the Weather Mage replaced, back when the turn ends (004:L6820-L6822).
    pub(crate) weather_after_mage: Option<Weather>,
    /// Each team's rune at work until the drive ends, by [`Side::index`] (004:L3418).
    pub(crate) runes: [Option<crate::engine::runesmith::RuneAtWork>; 2],
    /// Each team's player blessed by Papa Skullbones until the drive ends, by [`Side::index`]
    /// (004:L3135-L3136).
    pub(crate) blessings: [Option<crate::engine::runesmith::RuneAtWork>; 2],
    /// The Warpstone Brazier's mutations at work until the drive ends, one a player: a new one
    /// takes the last one's place (004:L2066-L2071).
    pub(crate) mutations: Vec<crate::engine::runesmith::RuneAtWork>,
    /// The players Papa Skullbones' table was rolled for this match (004:L3136-L3137).
    pub(crate) blessing_rolled: Vec<crate::player::PlayerId>,
    /// Each team's player Krot Shockwhisker brought back from the Dead & Injured box for this
    /// drive, by [`Side::index`] (004:L3252-L3266).
    pub(crate) patients: [Option<crate::engine::krot::Patient>; 2],
    /// Kari Coldsteel, by [`Side::index`], while she plays a drive for her team: sent to the
    /// dungeon as it ends (004:L3164-L3170).
    pub(crate) kari: [Option<PlayerId>; 2],
    /// Grombrindal and the Black Gobbo, once a fans roll brought them (004:L9773-L9775).
    pub(crate) legends: Option<crate::engine::legends::Legends>,
    /// What a league match's inducements, chosen after the Referee roll, were chosen knowing
    /// (the setup's `chosen_knowing`; `choose_inducements.rs`).
    pub(crate) chosen_knowing: Option<Box<crate::setup::ChosenKnowing>>,
}

/// Who is on each square of the pitch, as an index into [`MatchState::players`]: sized for the
/// engine's grid, the largest board, so any board's squares fit.
#[derive(Clone, PartialEq)]
pub(crate) struct Board(
    [[u8; crate::pitch::GRID_WIDTH as usize]; crate::pitch::GRID_LENGTH as usize],
);

impl Board {
    const EMPTY: u8 = u8::MAX;

    fn of(players: &[Player]) -> Board {
        let mut board = Board(
            [[Board::EMPTY; crate::pitch::GRID_WIDTH as usize]; crate::pitch::GRID_LENGTH as usize],
        );
        for (i, p) in players.iter().enumerate() {
            if let Some(square) = p.square() {
                board.set(square, i);
            }
        }
        board
    }

    fn cell(&mut self, square: Square) -> &mut u8 {
        &mut self.0[usize::from(square.x())][usize::from(square.y())]
    }

    /// The index of the player on `square`, if the board has one there.
    #[inline]
    fn at(&self, square: Square) -> Option<usize> {
        let i = self.0[usize::from(square.x())][usize::from(square.y())];
        (i != Board::EMPTY).then_some(usize::from(i))
    }

    fn set(&mut self, square: Square, index: usize) {
        *self.cell(square) = u8::try_from(index).unwrap_or(Board::EMPTY);
    }

    fn clear(&mut self, square: Square, index: usize) {
        let cell = self.cell(square);
        if usize::from(*cell) == index {
            *cell = Board::EMPTY;
        }
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Board")
    }
}

/// Where each player is in [`MatchState::players`], by side and shirt number: finding a player
/// is the engine's commonest question, asked thousands of times a match.
#[derive(Clone, PartialEq)]
pub(crate) struct Roster([[u8; 256]; 2]);

impl Roster {
    const NONE: u8 = u8::MAX;

    fn of(players: &[Player]) -> Roster {
        let mut at = [[Roster::NONE; 256]; 2];
        for (i, p) in players.iter().enumerate() {
            if let Ok(i) = u8::try_from(i) {
                at[p.id.side.index()][usize::from(p.id.number)] = i;
            }
        }
        Roster(at)
    }

    /// The index of `id`, if he is in the match (and among its first 255 players).
    #[inline]
    fn at(&self, id: PlayerId) -> Option<usize> {
        let i = self.0[id.side.index()][usize::from(id.number)];
        (i != Roster::NONE).then_some(usize::from(i))
    }
}

impl std::fmt::Debug for Roster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Roster")
    }
}

/// The union of each team's players' skills.
pub(crate) fn team_skills(players: &[Player]) -> [crate::skill::SkillSet; 2] {
    let mut sets = [crate::skill::SkillSet::default(); 2];
    for p in players {
        let set = &mut sets[p.id.side.index()];
        *set = set.union(p.skills);
    }
    sets
}

/// Stadium attributes the engine rules, by their names on the stadium tables.
pub(crate) const SOLEMN_AND_SILENT: &str = "Solemn and Silent";
pub(crate) const BOISTEROUS_RABBLE: &str = "Boisterous Rabble";

/// A team's FAME at a Boisterous Rabble stadium: +1, 2 at most (004:L3745-L3805).
pub(crate) fn rabble_fame(fame: u8) -> u8 {
    fame.saturating_add(1).min(2)
}
pub(crate) const ASTROGRANITE: &str = "Astrogranite";
pub(crate) const SOLID_STONE: &str = "Solid Stone";
pub(crate) const ENCLOSED_PITCH: &str = "Enclosed Pitch";
pub(crate) const BUNCH_OF_PACIFISTS: &str = "Bunch of Pacifists";
pub(crate) const KNOW_IT_ALL_HECKLERS: &str = "Know-it-all Hecklers";
pub(crate) const FAIR_WEATHER_FANS: &str = "Fair Weather Fans";
pub(crate) const ANKLE_DEEP_WATER: &str = "Ankle-deep Water";
pub(crate) const SLOPING_PITCH: &str = "Sloping Pitch";
pub(crate) const ICE: &str = "Ice";
pub(crate) const UNEVEN_FOOTING: &str = "Uneven Footing";
pub(crate) const APATHETIC_OFFICIALS: &str = "Apathetic Officials";
pub(crate) const APPALLING_STANDS: &str = "Appalling Stands";
pub(crate) const UNCLEAR_MARKINGS: &str = "Unclear Markings";
pub const DESPERATE_FOR_EXPOSURE: &str = "Desperate for Exposure";
pub(crate) const POORLY_BUILT_DUNGEONS: &str = "Poorly Built Dungeons";
pub const INTEGRATED_MERCHANDISE_STALLS: &str = "Integrated Merchandise Stalls";
pub(crate) const REPUTATION_FOR_SPECTACLE: &str = "Reputation for Spectacle";
pub const BROADCAST_STUDIO: &str = "Broadcast Studio";
pub const ON_SITE_APOTHECARIES: &str = "On-site Apothecaries";
pub(crate) const DELUXE_SEATING: &str = "Deluxe Seating";
pub(crate) const ALE_FUELLED_MANIACS: &str = "Ale-fuelled Maniacs";

impl MatchState {
    /// The state before any input: every player in Reserves, the kicking team to set up.
    pub fn new(setup: &MatchSetup) -> MatchState {
        let mut players = Vec::new();
        for side in Side::BOTH {
            for profile in &setup.team(side).players {
                let mut profile = profile.clone();
                profile.team.clone_from(&setup.team(side).name);
                players.push(Player::new(side, profile));
            }
        }
        let team = |side: Side| {
            let t = setup.team(side);
            let training = t.inducements.count(Inducement::ExtraTeamTraining);
            TeamState {
                name: t.name.clone(),
                roster: t.roster.clone(),
                // Extra Team Training: one re-roll each, for the match or each half by the
                // ruleset option (004:L3072-L3074, L6481-L6492).
                rerolls_per_half: if t.inducements.training_each_half {
                    t.rerolls.saturating_add(training)
                } else {
                    t.rerolls
                },
                rerolls: t.rerolls.saturating_add(training),
                leader_reroll: t
                    .players
                    .iter()
                    .any(|p| p.skills.iter().any(|s| s == "leader")),
                score: 0,
                turn: 0,
                played_this_half: false,
                fan_factor: t.fan_factor,
                fans: 0,
                fame: setup.fame.map_or(0, |f| {
                    let fame = match side {
                        Side::Home => f.home,
                        Side::Away => f.away,
                    };
                    // The setup's FAME is the fans' (000:L993); a Boisterous Rabble stadium it
                    // names adds its +1, 2 at most (004:L3745-L3805).
                    let named = setup
                        .league
                        .as_ref()
                        .and_then(|l| l.stadium.as_ref())
                        .and_then(|s| s.attribute.as_deref());
                    if named == Some(BOISTEROUS_RABBLE) {
                        rabble_fame(fame)
                    } else {
                        fame
                    }
                }),
                fame_lost: 0,
                fame_gained: 0,
                cheerleaders: cheerleaders(t),
                assistant_coaches: assistant_coaches(t),
                apothecaries: t.apothecaries,
                igor: t.igor,
                emergency_reserves: t.emergency_reserves,
                raise_the_dead: t.raise_the_dead.clone(),
                head_coach_ejected: false,
                training_rerolls: if t.inducements.training_each_half {
                    0
                } else {
                    training
                },
                bought: t.inducements.bought,
                inducements: t.inducements.bought,
                second_half_bet: None,
                half_bribe: false,
            }
        };
        let kicking = setup.kicking.unwrap_or(Side::Away);
        MatchState {
            roster: Roster::of(&players),
            board: Board::of(&players),
            team_skills: team_skills(&players),
            players,
            teams: [team(Side::Home), team(Side::Away)],
            ball: Ball::OffPitch,
            other_balls: Vec::new(),
            drive: DriveRules::default(),
            half: 1,
            weather: setup.weather.unwrap_or_default(),
            first_kicking: kicking,
            kicking,
            turn: None,
            previous_turn: None,
            finished: false,
            conceded: None,
            shoot_out: None,
            stadium: setup.league.as_ref().and_then(|l| l.stadium.clone()),
            referee: setup.league.as_ref().and_then(|l| l.referee.clone()),
            treasury_lost: [0, 0],
            referee_track: None,
            ruleset: crate::ruleset::RulesetParams::BB2016,
            stack: pre_match_steps(setup),
            kick: None,
            cards: crate::special_play::Cards::default(),
            challenges: None,
            rookies_to_watch: None,
            blitz_ball: None,
            special_balls_used: Default::default(),
            crowd: Default::default(),
            interference_asked: false,
            weather_after_mage: None,
            wind: None,
            slope: None,
            shot_into_the_air: Vec::new(),
            runes: [None, None],
            blessings: [None, None],
            mutations: Vec::new(),
            blessing_rolled: Vec::new(),
            patients: [None, None],
            kari: [None, None],
            legends: None,
            chosen_knowing: setup
                .league
                .as_ref()
                .and_then(|l| l.chosen_knowing.clone())
                .map(Box::new),
        }
    }

    /// The kicking team while it re-arranges its set-up under Perfect Defence (000:L1001).
    pub fn perfect_defence(&self) -> Option<Side> {
        match self.stack.last() {
            Some(Step::PerfectDefence { side }) => Some(*side),
            _ => None,
        }
    }

    /// A player by id.
    #[inline]
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        match self.roster.at(id).and_then(|i| self.players.get(i)) {
            Some(p) if p.id == id => Some(p),
            _ => self.players.iter().find(|p| p.id == id),
        }
    }

    pub(crate) fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        let i = self.index_of(id)?;
        self.players.get_mut(i)
    }

    /// The pitch the match is played on: its size and zones, from the ruleset (2016's 26 × 15,
    /// or a Blitz Bowl board's).
    #[inline]
    pub fn pitch(&self) -> crate::pitch::Pitch {
        // Unclear Markings' temporary half-way line, for the kick-off (004:L3669-L3675).
        self.ruleset
            .pitch
            .size
            .with_halfway_moved(self.drive.halfway_moved)
    }

    /// The player on a square, if any: looked up on the board the engine keeps as players
    /// move, which a player found there confirms. (A copy of the state whose players were
    /// moved by hand, not by the engine, needs [`MatchState::reindex`] first.)
    #[inline]
    pub fn player_at(&self, square: Square) -> Option<&Player> {
        if self.players.len() >= usize::from(Board::EMPTY) {
            // More players than the board can number: look for him.
            return self.players.iter().find(|p| p.square() == Some(square));
        }
        let i = self.board.at(square)?;
        self.players.get(i).filter(|p| p.square() == Some(square))
    }

    /// The players on the up to eight squares next to `square`, in the order of
    /// [`MatchState::players`]: found on the board round it, not by walking everyone.
    pub fn players_next_to(&self, square: Square) -> impl Iterator<Item = &Player> {
        // A bit for each player found, by his index, so that they come out in roster order
        // without sorting; a roster too big for the board or the bits is walked instead.
        let fits = self.players.len() <= 64;
        let mut found = 0u64;
        if fits {
            // The grid's neighbours: past a smaller board's edge no player stands.
            for near in crate::pitch::GRID.neighbours(square) {
                if let Some(i) = self.board.at(near)
                    && self
                        .players
                        .get(i)
                        .is_some_and(|p| p.square() == Some(near))
                {
                    found |= 1 << i;
                }
            }
        }
        let walked: &[Player] = if fits { &[] } else { &self.players };
        crate::square_set::Bits(found)
            .filter_map(|i| self.players.get(usize::from(i)))
            .chain(
                walked
                    .iter()
                    .filter(move |p| p.square().is_some_and(|s| s.distance(square) == 1)),
            )
    }

    /// Builds the look-ups again from `players`: for a copy of the state changed by hand.
    pub fn reindex(&mut self) {
        self.roster = Roster::of(&self.players);
        self.board = Board::of(&self.players);
        self.team_skills = team_skills(&self.players);
    }

    /// Whether any player of `side` has `skill` (on the pitch or off it).
    pub(crate) fn team_has(&self, side: Side, skill: crate::skill::Skill) -> bool {
        self.team_skills[side.index()].contains(skill)
    }

    /// The FAME a team's fans bring to a Kick-off table result: its FAME as it counts now, +1
    /// for each of its players with Fan Favourite on the pitch (004:L10164-L10170).
    pub fn kick_off_fame(&self, side: Side) -> i16 {
        let favourites = self.fan_favourites_on_pitch(side);
        // Solemn and Silent: FAME counts as 0 during the match (004:L3745-L3805).
        let fame = if self.stadium_attribute() == Some(SOLEMN_AND_SILENT) {
            0
        } else if self.golden_boy_on_pitch(side) {
            // Golden Boy: while he is on the pitch the team's FAME is +2 (004:L5962-L5977).
            2
        } else {
            self.team(side).fame_now()
        };
        fame + i16::try_from(favourites).unwrap_or(0)
    }

    /// How many of `side`'s players with Fan Favourite are on the pitch: each is +1 FAME on
    /// the Kick-off table (004:L10164-L10170).
    pub fn fan_favourites_on_pitch(&self, side: Side) -> usize {
        self.on_pitch(side)
            .filter(|p| p.has(crate::skill::Skill::FanFavourite))
            .count()
    }

    /// Whether the player `side` played Golden Boy on is on the pitch (004:L5962-L5977).
    fn golden_boy_on_pitch(&self, side: Side) -> bool {
        self.cards.on(side, crate::special_play::Card::GoldenBoy)
            && self
                .cards
                .player_of(side, crate::special_play::Card::GoldenBoy)
                .and_then(|id| self.player(id))
                .is_some_and(|p| p.square().is_some())
    }

    /// The stadium's attribute, if the match has one (004:L3585-L3806).
    pub fn stadium_attribute(&self) -> Option<&str> {
        self.stadium.as_ref().and_then(|s| s.attribute.as_deref())
    }

    /// A team's counters.
    pub fn team(&self, side: Side) -> &TeamState {
        &self.teams[side.index()]
    }

    pub(crate) fn team_mut(&mut self, side: Side) -> &mut TeamState {
        &mut self.teams[side.index()]
    }

    /// The player holding the ball, if any.
    pub fn ball_carrier(&self) -> Option<PlayerId> {
        match self.ball {
            Ball::Held(id) => Some(id),
            _ => None,
        }
    }

    /// Whether this player holds a ball (any one, with other balls in play).
    #[inline]
    pub fn carries_ball(&self, id: PlayerId) -> bool {
        self.ball == Ball::Held(id) || self.other_ball_held_by(id).is_some()
    }

    /// 2016's second ball (Rogue Ball, Ball Clone: never more than one other), if in play.
    pub fn second_ball(&self) -> Option<Ball> {
        self.other_balls.first().map(|o| o.ball)
    }

    /// The place in [`MatchState::other_balls`] of the other ball that is `ball`.
    #[inline]
    pub fn other_ball(&self, ball: Ball) -> Option<u8> {
        if self.other_balls.is_empty() {
            return None;
        }
        self.other_ball_among(ball)
    }

    #[inline(never)]
    fn other_ball_among(&self, ball: Ball) -> Option<u8> {
        (0u8..)
            .zip(&self.other_balls)
            .find_map(|(n, other)| (other.ball == ball).then_some(n))
    }

    /// Whether a ball lies on `square`: the match ball or another (a Ball Clone's, a Blitz
    /// Bowl ball), loose on the ground. A square with one is not empty to set a player up on.
    pub fn ball_lies_on(&self, square: Square) -> bool {
        self.ball == Ball::OnGround(square) || self.other_ball_on(square).is_some()
    }

    /// The place of the other ball lying on `square`.
    #[inline]
    pub fn other_ball_on(&self, square: Square) -> Option<u8> {
        self.other_ball(Ball::OnGround(square))
    }

    /// The place of the other ball `id` holds.
    #[inline]
    pub fn other_ball_held_by(&self, id: PlayerId) -> Option<u8> {
        self.other_ball(Ball::Held(id))
    }

    /// The squares the other balls are on or above, those on the pitch.
    pub fn other_ball_squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.other_balls
            .iter()
            .filter_map(|other| self.square_of(other.ball))
    }

    /// The Blitz Bowl kind of the ball `id` holds, if he holds one of a kind (002:L820).
    pub fn kind_held_by(&self, id: PlayerId) -> Option<crate::blitz_balls::BlitzBall> {
        if self.ball == Ball::Held(id) {
            return self.blitz_ball;
        }
        let other = self.other_ball_held_by(id)?;
        self.other_balls.get(usize::from(other))?.kind
    }

    /// Every ball with its Blitz Bowl kind: the ball, then the others (those off the pitch
    /// too).
    pub fn balls(
        &self,
    ) -> impl Iterator<Item = (Ball, Option<crate::blitz_balls::BlitzBall>)> + Clone + '_ {
        std::iter::once((self.ball, self.blitz_ball))
            .chain(self.other_balls.iter().map(|o| (o.ball, o.kind)))
    }

    /// Whether a ball of Blitz Bowl's `kind` is on the pitch (002:L820-L822).
    pub fn kind_on_pitch(&self, kind: crate::blitz_balls::BlitzBall) -> bool {
        self.balls()
            .any(|(ball, k)| k == Some(kind) && ball != Ball::OffPitch)
    }

    /// Whether any ball is on the pitch (on the ground, in the air or held).
    pub fn ball_on_pitch(&self) -> bool {
        self.balls().any(|(ball, _)| ball != Ball::OffPitch)
    }

    fn square_of(&self, ball: Ball) -> Option<Square> {
        match ball {
            Ball::OffPitch => None,
            Ball::OnGround(square) | Ball::InAir(square) => Some(square),
            Ball::Held(id) => self.player(id).and_then(Player::square),
        }
    }

    /// The square the ball is on or above, if on the pitch.
    pub fn ball_square(&self) -> Option<Square> {
        self.square_of(self.ball)
    }

    /// The team re-rolls `side` may use now: its own, and the Leader re-roll while a player
    /// with Leader is on the pitch, standing or not (004:L10336-L10339).
    pub fn team_rerolls_left(&self, side: Side) -> u8 {
        let team = self.team(side);
        team.rerolls
            .saturating_add(u8::from(team.leader_reroll && self.leader_on_pitch(side)))
    }

    /// Whether a player of `side` with Leader is on the pitch (004:L10338).
    pub fn leader_on_pitch(&self, side: Side) -> bool {
        self.on_pitch(side)
            .any(|p| p.has(crate::skill::Skill::Leader))
    }

    /// Opposing players of `side` that put a Tackle Zone on `square` (000:L457-L459), found
    /// on the board round it (row by row), not by walking every player. With Dogged Defence
    /// their Prone players are among them (004:L6247-L6262): a caller looking for a skill to
    /// use asks [`Player::is_standing`] too, as they count as Prone in all else.
    pub fn tackle_zones_on(&self, square: Square, side: Side) -> impl Iterator<Item = &Player> {
        // The grid's neighbours: past a smaller board's edge no player stands.
        crate::pitch::GRID
            .neighbours(square)
            .filter_map(|near| self.player_at(near))
            .filter(move |p| p.id.side != side && (p.has_tackle_zones() || self.dogged(p)))
    }

    /// Dogged Defence: `p` is Prone (not Stunned) and his team played the card, so he has
    /// Tackle Zones as though standing (004:L6247-L6262).
    #[inline]
    fn dogged(&self, p: &Player) -> bool {
        p.stance() == Some(Stance::Prone)
            && !p.lost_tackle_zones
            && self
                .cards
                .on(p.id.side, crate::special_play::Card::DoggedDefence)
    }

    /// How many opposing Tackle Zones of `side` are on `square` (000:L457-L459).
    pub fn tackle_zone_count(&self, square: Square, side: Side) -> usize {
        self.tackle_zones_on(square, side).count()
    }

    /// Whether any opposing player of `side` puts a Tackle Zone on `square`.
    pub fn in_tackle_zone(&self, square: Square, side: Side) -> bool {
        self.tackle_zones_on(square, side).next().is_some()
    }

    /// The Action in progress, if any.
    pub fn action(&self) -> Option<&ActiveAction> {
        self.turn.as_ref().and_then(|t| t.action.as_ref())
    }

    /// Players on the pitch of one side.
    pub fn on_pitch(&self, side: Side) -> impl Iterator<Item = &Player> {
        self.players
            .iter()
            .filter(move |p| p.id.side == side && p.square().is_some())
    }

    /// The most players `side` may have on the pitch now: 11 (000:L163), one more under Spot
    /// the Sneak (004:L6328-L6330), Trap Door Man (004:L5411-L5412), They Think It's All…
    /// Ogre?! (004:L5084-L5088) or Blackmail (004:L5150-L5154), and one more for each player
    /// Bolster the Line set up this drive (004:L1332-L1337).
    pub fn most_on_pitch(&self, side: Side) -> usize {
        use crate::special_play::Card;
        let cards = [
            Card::SpotTheSneak,
            Card::TrapDoorMan,
            Card::TheyThinkItsAllOgre,
            Card::Blackmail,
        ];
        crate::engine::setup_phase::MAX_ON_PITCH
            + cards.iter().filter(|&&c| self.cards.on(side, c)).count()
            + usize::from(self.drive.bolstered[side.index()])
    }

    /// Whether `p` is a Star Player: one hired as such, or one of the legends, whom the
    /// compendium prints in its Star Players list (004:L9707-L9721). What the rules say of
    /// Star Players in a match holds for both: no team Apothecary or Igor (004:L3115-L3119),
    /// never hated for Animosity (004:L11490-L11495), no rune (004:L3412-L3414).
    pub fn is_star_player(&self, p: &Player) -> bool {
        p.profile.position == crate::setup::STAR_POSITION
            || self
                .legends
                .as_ref()
                .is_some_and(|l| p.id == l.grombrindal || p.id == l.black_gobbo)
    }

    /// Whether a square holds a player.
    pub fn is_occupied(&self, square: Square) -> bool {
        self.player_at(square).is_some()
    }

    /// Where a player stands, if standing on the pitch.
    pub(crate) fn standing_square(&self, id: PlayerId) -> Option<Square> {
        self.player(id)
            .filter(|p| p.stance() == Some(Stance::Standing))
            .and_then(Player::square)
    }

    /// Puts a player somewhere, keeping the board in step: every change of a player's place
    /// goes through here.
    pub(crate) fn set_place(&mut self, id: PlayerId, place: Place) {
        let Some(i) = self.index_of(id) else {
            return;
        };
        let Some(p) = self.players.get_mut(i) else {
            return;
        };
        let (from, to) = (p.square(), place.square());
        // Take Root lasts until he is Knocked Down, Placed Prone or off the pitch (the drive's
        // end clears the pitch): anything but standing where he was ends it (004:L10673-L10675).
        if p.rooted
            && !(to == from
                && matches!(
                    place,
                    Place::Pitch {
                        stance: Stance::Standing,
                        ..
                    }
                ))
        {
            p.rooted = false;
        }
        p.place = place;
        if let Some(from) = from {
            self.board.clear(from, i);
        }
        if let Some(to) = to {
            self.board.set(to, i);
        }
        // Sneakiest of the Lot ends for good once the Black Gobbo is sent off or suffers a
        // Casualty, whatever brings him back (004:L9740-L9741).
        if matches!(place, Place::SentOff | Place::Casualty)
            && let Some(legends) = self.legends.as_mut()
            && legends.black_gobbo == id
        {
            legends.sneakiest_spent = true;
        }
    }

    /// Where a player is in `players`.
    fn index_of(&self, id: PlayerId) -> Option<usize> {
        match self.roster.at(id) {
            Some(i) if self.players.get(i).is_some_and(|p| p.id == id) => Some(i),
            _ => self.players.iter().position(|p| p.id == id),
        }
    }
}

/// The Cheerleaders a team counts: Kari Coldsteel counts as 3 (004:L3162), and with
/// Galandril Silverwater the number counts double, at least 1 (004:L3226-L3227).
fn cheerleaders(t: &crate::setup::TeamSetup) -> u8 {
    let mut n = t.cheerleaders;
    if t.inducements.has(Inducement::KariColdsteel) {
        n = n.saturating_add(3);
    }
    if t.inducements.has(Inducement::GalandrilSilverwater) {
        n = n.saturating_mul(2).max(1);
    }
    n
}

/// The Assistant Coaches a team counts: Fink da Fixer counts as 3 (004:L3183).
fn assistant_coaches(t: &crate::setup::TeamSetup) -> u8 {
    if t.inducements.has(Inducement::FinkDaFixer) {
        t.assistant_coaches.saturating_add(3)
    } else {
        t.assistant_coaches
    }
}
