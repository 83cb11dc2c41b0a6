//! Players: who they are (side and shirt number), their profile, and where they are now.

use serde::{Deserialize, Serialize};

use crate::skill::{Skill, SkillSet};
use std::sync::Arc;

use crate::pitch::{Side, Square};

/// A player by side and shirt number. In JSON and in rulings: `"home#4"`, `"away#11"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerId {
    /// The player's team.
    pub side: Side,
    /// The shirt number, unique within the team.
    pub number: u8,
}

impl PlayerId {
    /// The player of `side` wearing `number`.
    pub fn new(side: Side, number: u8) -> PlayerId {
        PlayerId { side, number }
    }
}

impl TryFrom<String> for PlayerId {
    type Error = String;

    fn try_from(text: String) -> Result<PlayerId, String> {
        let bad = || format!("\"{text}\" is not a player: write home#4 or away#11");
        let (side, number) = text.split_once('#').ok_or_else(bad)?;
        let side = match side.trim().to_ascii_lowercase().as_str() {
            "home" => Side::Home,
            "away" => Side::Away,
            _ => return Err(bad()),
        };
        let number = number.trim().parse().map_err(|_| bad())?;
        Ok(PlayerId { side, number })
    }
}

impl From<PlayerId> for String {
    fn from(id: PlayerId) -> String {
        id.to_string()
    }
}

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}#{}", self.side.name(), self.number)
    }
}

/// A player's characteristics and skills as the match starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// Shirt number.
    pub number: u8,
    /// Name on the roster (or the position when the team has no names).
    pub name: String,
    /// The roster position (`"Blitzer"`).
    pub position: String,
    /// Movement Allowance.
    pub ma: u8,
    /// Strength.
    pub st: u8,
    /// Agility.
    pub ag: u8,
    /// Armour Value.
    pub av: u8,
    /// Skill ids as the tables crate names them (`"block"`, `"sure-hands"`).
    pub skills: Vec<String>,
    /// His team's name, as his label writes it; set when the match begins (empty in a setup,
    /// where the label falls back to the side).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub team: String,
    /// His Blitz Bowl Team Card line (Block, Throw and Armour Values, a "D6" Move, his
    /// ability), which the Blitz Bowl switches read; `None` for a Blood Bowl player
    /// ([`crate::blitz_team`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blitz: Option<crate::blitz_team::BlitzProfile>,
    /// His Niggling Injuries from earlier league matches: each adds 1 to every Injury roll
    /// made against him (004:L2520-L2522).
    #[serde(default, skip_serializing_if = "crate::setup::is_zero")]
    pub niggling: u8,
}

fn profile_skills(profile: &Profile) -> impl Iterator<Item = &str> {
    profile.skills.iter().map(String::as_str)
}

impl Profile {
    /// His skills, and his Blitz Bowl ability, the engine does not rule whole, each with
    /// what to apply by hand.
    pub fn unruled(&self) -> Vec<(String, String)> {
        let ability = self.blitz.as_ref().and_then(|b| b.ability.as_ref());
        self.skills
            .iter()
            .filter_map(|id| crate::skill::not_ruled(id).map(|why| (id.clone(), why)))
            .chain(ability.and_then(|id| {
                crate::blitz_ability::ability_not_ruled(id).map(|why| (id.clone(), why))
            }))
            .collect()
    }
}

/// Which way up a player on the pitch lies (000:L607-L611, L633).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// On his feet: exerts Tackle Zones, may act.
    Standing,
    /// Face-up on the ground: no Tackle Zones; must stand up to act.
    Prone,
    /// Face-down: no Tackle Zones, cannot act; turns face-up at the end of his team's next turn.
    Stunned,
}

/// Where a player is: on a square of the pitch or in one of the Dugout's boxes (000:L249).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// On the pitch.
    Pitch {
        /// The square.
        square: Square,
        /// Which way up.
        stance: Stance,
    },
    /// In the Reserves box.
    Reserves,
    /// In the KO'd box (000:L634).
    KnockedOut,
    /// In the Dead & Injured box for the rest of the match (000:L635).
    Casualty,
    /// Sent off by the referee (000:L1190).
    SentOff,
}

impl Place {
    /// The square, if on the pitch.
    pub fn square(self) -> Option<Square> {
        match self {
            Place::Pitch { square, .. } => Some(square),
            _ => None,
        }
    }

    /// The box's name for rulings.
    pub fn name(self) -> &'static str {
        match self {
            Place::Pitch { .. } => "the pitch",
            Place::Reserves => "Reserves",
            Place::KnockedOut => "the KO'd box",
            Place::Casualty => "the Dead & Injured box",
            Place::SentOff => "the dungeon (sent off)",
        }
    }
}

/// A player during the match: profile, place, and the flags the rules keep per turn or drive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Side and number.
    pub id: PlayerId,
    /// Characteristics and skills; shared, since they do not change during a match and the
    /// state is copied for every input.
    pub profile: Arc<Profile>,
    /// Where he is.
    pub place: Place,
    /// Has taken (or lost) his Action this turn (000:L417).
    pub acted: bool,
    /// Was Stunned during the current turn, so does not turn face-up at its end (000:L633).
    pub stunned_this_turn: bool,
    /// Has no Tackle Zones after a failed Bone-head or Really Stupid roll, until a later
    /// success or the end of the drive (000:L1225, L1261).
    pub lost_tackle_zones: bool,
    /// Has taken root after a failed Take Root roll: MA 0, no Go For It, not pushed back,
    /// until the drive ends or he is Knocked Down or Placed Prone (004:L10669-L10681). Cleared
    /// whenever he leaves his square standing (`MatchState::set_place`).
    #[serde(default)]
    pub rooted: bool,
    /// Failed his Blood Lust roll on this Action: must bite a Thrall team-mate at its end, before
    /// passing, handing off or scoring (004:L9976-L9991).
    #[serde(default)]
    pub must_feed: bool,
    /// Used Dodge's re-roll this turn (000:L1233).
    pub used_dodge: bool,
    /// The once-a-turn skills he has used this turn (Sure Feet 004:L10637, Break Tackle
    /// 004:L10038, Pro 004:L10464): emptied for every player as each turn starts.
    #[serde(default)]
    pub used_this_turn: SkillSet,
    /// Must sit out the rest of the drive in Reserves after a crowd Stunned (000:L589), or the
    /// next kick-off after collapsing in Sweltering Heat (000:L1019).
    pub out_until_drive_ends: bool,
    /// Collapsed in Sweltering Heat as the drive ended: sits out the next kick-off (000:L1019).
    pub collapsed: bool,
    /// Has been on the pitch at some point of this drive: a Secret Weapon is sent off as it
    /// ends (004:L10535-L10539).
    #[serde(default)]
    pub played_this_drive: bool,
    /// A Secret Weapon who played a drive and ended it in the Dead & Injured box: sent off
    /// all the same (004:L10535-L10539), so nothing brings him back this match (Magic
    /// Sponge, 004:L4984).
    #[serde(default)]
    pub sent_off_hurt: bool,
    /// His Casualty roll came to Dead (004:L2515) and stands: Krot Shockwhisker never picks
    /// him (004:L3238). Set whenever a Casualty case is settled.
    #[serde(default)]
    pub dead: bool,
    /// His skills as typed values, from the profile's ids.
    pub skills: SkillSet,
}

impl Player {
    /// Whether his Blitz Bowl Team Card line has `ability` (never for a Blood Bowl player).
    pub fn has_ability(&self, ability: crate::blitz_ability::BlitzAbility) -> bool {
        self.profile.blitz.as_ref().is_some_and(|b| b.has(ability))
    }

    /// Whether his Blitz Bowl Team Card position throws team-mates (an Ogre, a Troll, a
    /// Treeman; 002:L773; never for a Blood Bowl player).
    pub fn throws_team_mates(&self) -> bool {
        self.profile
            .blitz
            .as_ref()
            .is_some_and(|b| b.throw_team_mate)
    }

    /// A player in Reserves, ready for set-up.
    pub fn new(side: Side, profile: Profile) -> Player {
        Player {
            id: PlayerId::new(side, profile.number),
            place: Place::Reserves,
            acted: false,
            stunned_this_turn: false,
            lost_tackle_zones: false,
            rooted: false,
            must_feed: false,
            used_dodge: false,
            used_this_turn: SkillSet::default(),
            out_until_drive_ends: false,
            collapsed: false,
            played_this_drive: false,
            sent_off_hurt: false,
            dead: false,
            skills: SkillSet::of_ids(profile_skills(&profile)),
            profile: Arc::new(profile),
        }
    }

    /// Whether he has `skill`.
    pub fn has(&self, skill: Skill) -> bool {
        self.skills.contains(skill)
    }

    /// Whether he has `skill`, a once-a-turn one, and has not used it yet this turn.
    pub fn may_use(&self, skill: Skill) -> bool {
        self.has(skill) && !self.used_this_turn.contains(skill)
    }

    /// His square, if on the pitch.
    pub fn square(&self) -> Option<Square> {
        match self.place {
            Place::Pitch { square, .. } => Some(square),
            _ => None,
        }
    }

    /// His stance, if on the pitch.
    pub fn stance(&self) -> Option<Stance> {
        match self.place {
            Place::Pitch { stance, .. } => Some(stance),
            _ => None,
        }
    }

    /// On the pitch and on his feet.
    pub fn is_standing(&self) -> bool {
        self.stance() == Some(Stance::Standing)
    }

    /// Exerts Tackle Zones: standing, and not lost to Bone-head or Really Stupid (000:L459, L1225).
    pub fn has_tackle_zones(&self) -> bool {
        self.is_standing() && !self.lost_tackle_zones
    }

    /// `#4 Blitzer (Reikland Reavers)`: how rulings name him.
    pub fn label(&self) -> String {
        self.tag().to_string()
    }

    /// The label, written only when displayed: checks that build a refusal for every
    /// candidate option pay for the text only when they refuse.
    pub fn tag(&self) -> Tag<'_> {
        Tag(self)
    }
}

/// A player's label (`#4 Blitzer (Reikland Reavers)`) as a `Display`, formatted on use.
#[derive(Debug, Clone, Copy)]
pub struct Tag<'a>(&'a Player);

impl std::fmt::Display for Tag<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = self.0;
        write!(
            f,
            "#{} {} ({})",
            p.profile.number,
            p.profile.name,
            if p.profile.team.is_empty() {
                p.id.side.name()
            } else {
                &p.profile.team
            }
        )
    }
}
