//! Skills and traits as typed values: one variant a skill id of `tables/data/skills-2016.toml`
//! (81, 004:L9780-L10782), a bit set of them on each player, and what the engine rules of
//! each. A skill hooks into the step it changes by asking `Player::has(Skill::…)`; a skill the
//! engine does not rule (or rules only in part) is never ignored in silence: `Skill::ruled`
//! says so, and the setup, `nuffle skill` and the window show it as "not ruled: apply it by
//! hand".

use serde::{Deserialize, Serialize};

/// How much of a skill the engine rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ruled {
    /// Every effect of it.
    Yes,
    /// Some of it; the words say what is not.
    InPart(&'static str),
    /// None of it: the referee applies it by hand.
    No,
}

macro_rules! skills {
    ($($variant:ident = $id:literal => $ruled:expr,)*) => {
        /// A skill or trait, by its id in the rulebook data.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Skill {
            $(
                #[doc = concat!("`", $id, "`")]
                $variant,
            )*
        }

        impl Skill {
            /// Every skill, in the data's order.
            pub const ALL: &'static [Skill] = &[$(Skill::$variant,)*];

            /// The id the rulebook data gives it (`"mighty-blow"`).
            pub fn id(self) -> &'static str {
                match self {
                    $(Skill::$variant => $id,)*
                }
            }

            /// The skill with this data id.
            pub fn from_id(id: &str) -> Option<Skill> {
                match id {
                    $($id => Some(Skill::$variant),)*
                    _ => None,
                }
            }

            /// How much of it the engine rules.
            pub fn ruled(self) -> Ruled {
                #[allow(unused_imports)]
                use Ruled::{InPart, No, Yes};
                match self {
                    $(Skill::$variant => $ruled,)*
                }
            }
        }
    };
}

skills! {
    Accurate = "accurate" => Yes,
    AlwaysHungry = "always-hungry" => Yes,
    Animosity = "animosity" => Yes,
    BallAndChain = "ball-and-chain" => Yes,
    BigHand = "big-hand" => Yes,
    Block = "block" => Yes,
    BloodLust = "blood-lust" => Yes,
    Bombardier = "bombardier" => Yes,
    BoneHead = "bone-head" => Yes,
    BreakTackle = "break-tackle" => Yes,
    Catch = "catch" => Yes,
    Chainsaw = "chainsaw" => Yes,
    Claws = "claws" => Yes,
    Dauntless = "dauntless" => Yes,
    Decay = "decay" => Yes,
    DirtyPlayer = "dirty-player" => Yes,
    DisturbingPresence = "disturbing-presence" => Yes,
    DivingCatch = "diving-catch" => Yes,
    DivingTackle = "diving-tackle" => Yes,
    Dodge = "dodge" => Yes,
    DumpOff = "dump-off" => Yes,
    ExtraArms = "extra-arms" => Yes,
    FanFavourite = "fan-favourite" => Yes,
    Fend = "fend" => Yes,
    FilthyRich = "filthy-rich" => Yes,
    FoulAppearance = "foul-appearance" => Yes,
    Frenzy = "frenzy" => Yes,
    Grab = "grab" => Yes,
    Guard = "guard" => Yes,
    HailMaryPass = "hail-mary-pass" => Yes,
    Horns = "horns" => Yes,
    HypnoticGaze = "hypnotic-gaze" => Yes,
    Juggernaut = "juggernaut" => Yes,
    JumpUp = "jump-up" => Yes,
    Kick = "kick" => Yes,
    KickTeamMate = "kick-team-mate" => Yes,
    KickOffReturn = "kick-off-return" => Yes,
    Leader = "leader" => Yes,
    Leap = "leap" => Yes,
    Loner = "loner" => Yes,
    MightyBlow = "mighty-blow" => Yes,
    MonstrousMouth = "monstrous-mouth" => Yes,
    MultipleBlock = "multiple-block" => Yes,
    NervesOfSteel = "nerves-of-steel" => Yes,
    NoHands = "no-hands" => Yes,
    NurglesRot = "nurgles-rot" => Yes,
    Pass = "pass" => Yes,
    PassBlock = "pass-block" => Yes,
    PilingOn = "piling-on" => Yes,
    PrehensileTail = "prehensile-tail" => Yes,
    Pro = "pro" => Yes,
    ReallyStupid = "really-stupid" => Yes,
    Regeneration = "regeneration" => Yes,
    RightStuff = "right-stuff" => Yes,
    SafeThrow = "safe-throw" => Yes,
    SecretWeapon = "secret-weapon" => Yes,
    Shadowing = "shadowing" => Yes,
    SideStep = "side-step" => Yes,
    SneakyGit = "sneaky-git" => Yes,
    Sprint = "sprint" => Yes,
    Stab = "stab" => Yes,
    Stakes = "stakes" => Yes,
    StandFirm = "stand-firm" => Yes,
    StripBall = "strip-ball" => Yes,
    StrongArm = "strong-arm" => Yes,
    Stunty = "stunty" => Yes,
    SureFeet = "sure-feet" => Yes,
    SureHands = "sure-hands" => Yes,
    Swoop = "swoop" => Yes,
    Tackle = "tackle" => Yes,
    TakeRoot = "take-root" => Yes,
    Tentacles = "tentacles" => Yes,
    ThickSkull = "thick-skull" => Yes,
    ThrowTeamMate = "throw-team-mate" => Yes,
    Timmmber = "timmm-ber" => Yes,
    Titchy = "titchy" => Yes,
    TwoHeads = "two-heads" => Yes,
    VeryLongLegs = "very-long-legs" => Yes,
    WeepingDagger = "weeping-dagger" => Yes,
    WildAnimal = "wild-animal" => Yes,
    Wrestle = "wrestle" => Yes,
}

impl Skill {
    /// The skill `written` names: its data id (`"diving-catch"`), or its rulebook name or
    /// another spelling the data knows, as a referee writes it (`"Diving Catch"`, `"Claw"`).
    pub fn from_written(written: &str) -> Result<Skill, String> {
        if let Some(skill) = Skill::from_id(written) {
            return Ok(skill);
        }
        let found = tables::skill(written).map_err(|e| e.to_string())?;
        Skill::from_id(&found.id).ok_or_else(|| format!("{} is no skill of the engine", found.id))
    }
}

/// Skills a player may never have together, by data id: a Grab player can never learn or
/// gain Frenzy, nor a Frenzy player Grab (004:L10216-L10219).
pub const NEVER_TOGETHER: [(&str, &str); 1] = [("grab", "frenzy")];

/// The skill of `had` (data ids) that `skill` (a data id) may never join, with the rule's
/// line; `None` when it may.
pub fn never_with<'a>(skill: &str, had: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let partner = NEVER_TOGETHER.iter().find_map(|&(a, b)| match skill {
        s if s == a => Some(b),
        s if s == b => Some(a),
        _ => None,
    })?;
    had.into_iter().find(|h| *h == partner)
}

/// Where [`NEVER_TOGETHER`] is written.
pub const NEVER_TOGETHER_SOURCE: &str = "004:L10216-L10219";

/// A skill is written by its data id (`"stand-firm"`), as match logs write skill re-rolls; it
/// is read by its id or its rulebook name.
impl Serialize for Skill {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Skill {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Skill, D::Error> {
        let written = String::deserialize(deserializer)?;
        Skill::from_written(&written).map_err(serde::de::Error::custom)
    }
}

/// A set of skills, one bit each.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkillSet([u64; 2]);

impl SkillSet {
    /// The skills of these data ids; ids with no [`Skill`] (a house rule's new skill) are
    /// left out, and `Profile::unruled` names them.
    pub fn of_ids<'a>(ids: impl IntoIterator<Item = &'a str>) -> SkillSet {
        let mut set = SkillSet::default();
        for skill in ids.into_iter().filter_map(Skill::from_id) {
            set.insert(skill);
        }
        set
    }

    /// Adds `skill`.
    pub fn insert(&mut self, skill: Skill) {
        let bit = skill as usize;
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    /// Whether `skill` is in the set.
    /// Every skill of either set.
    pub fn union(self, other: SkillSet) -> SkillSet {
        SkillSet([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }

    /// The skills of this set that are not in `other`.
    pub fn minus(self, other: SkillSet) -> SkillSet {
        SkillSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }

    pub fn contains(self, skill: Skill) -> bool {
        let bit = skill as usize;
        self.0[bit / 64] & (1 << (bit % 64)) != 0
    }

    /// The skills in the set, in the data's order.
    pub fn iter(self) -> impl Iterator<Item = Skill> {
        Skill::ALL
            .iter()
            .copied()
            .filter(move |s| self.contains(*s))
    }
}

/// What a skill id means to the engine, in words for the referee: `None` when it is ruled
/// whole, else what to apply by hand.
pub fn not_ruled(id: &str) -> Option<String> {
    match Skill::from_id(id).map(Skill::ruled) {
        Some(Ruled::Yes) => None,
        Some(Ruled::InPart(what)) => {
            Some(format!("ruled in part ({what}): apply the rest by hand"))
        }
        Some(Ruled::No) => Some("not ruled: apply it by hand".to_string()),
        None => {
            Some("not known to the engine (a house rule's skill): apply it by hand".to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_skill_of_the_data_has_its_variant_and_back_004_l9780() {
        let book = tables::builtin().expect("built-in tables");
        let ids: Vec<&str> = book.skills().iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids.len(), 81);
        for id in &ids {
            let skill = Skill::from_id(id);
            assert_eq!(skill.map(Skill::id), Some(*id), "{id} has no variant");
        }
        assert_eq!(Skill::ALL.len(), ids.len());
        for skill in Skill::ALL {
            assert!(ids.contains(&skill.id()), "{skill:?} is in no data file");
        }
    }

    /// Every skill and trait of the rulebook data is ruled whole: a team fields none the
    /// referee must apply by hand (only a house rule's new skill can be).
    #[test]
    fn every_skill_of_the_data_is_ruled_004_l9780_l10782() {
        let book = tables::builtin().expect("built-in tables");
        for skill in book.skills() {
            let ruled = Skill::from_id(&skill.id).map(Skill::ruled);
            assert_eq!(ruled, Some(Ruled::Yes), "{} has no whole rule", skill.id);
        }
    }

    #[test]
    fn a_skill_not_ruled_is_named_so_never_passed_over() {
        assert_eq!(not_ruled("block"), None);
        assert_eq!(not_ruled("tackle"), None);
        for skill in Skill::ALL {
            let words = not_ruled(skill.id());
            match skill.ruled() {
                Ruled::Yes => assert_eq!(words, None),
                Ruled::InPart(_) => {
                    assert!(words.is_some_and(|w| w.starts_with("ruled in part")))
                }
                Ruled::No => assert_eq!(words.as_deref(), Some("not ruled: apply it by hand")),
            }
        }
        assert!(not_ruled("house-skill").is_some_and(|w| w.contains("not known")));
    }

    #[test]
    fn a_set_holds_exactly_what_was_put_in() {
        let set = SkillSet::of_ids(["block", "wrestle", "no-such-skill"]);
        assert!(set.contains(Skill::Block) && set.contains(Skill::Wrestle));
        assert!(!set.contains(Skill::Dodge) && !set.contains(Skill::Accurate));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![Skill::Block, Skill::Wrestle]
        );
    }
}
