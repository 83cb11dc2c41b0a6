//! Blitz Bowl abilities as typed values: one variant an ability id of
//! `tables/data/blitz-bowl.toml` (`[[ability]]`, digest §6.3, 002:L253-L255, L285-L299,
//! L724-L727, L1027-L1065), and what the engine rules of each. A player keeps his ability's
//! id in [`BlitzProfile::ability`](crate::blitz_team::BlitzProfile); an ability hooks into
//! the step it changes by asking [`Player::has_ability`](crate::player::Player::has_ability).
//! An ability the engine does not rule (or a league's own, with no variant) is never ignored
//! in silence: [`ability_not_ruled`] says so, and `Profile::unruled` lists it with the skills.

use serde::{Deserialize, Serialize};

use crate::skill::Ruled;

macro_rules! abilities {
    ($($variant:ident = $id:literal => $ruled:expr,)*) => {
        /// A Blitz Bowl ability, by its id in the data (in JSON, that id:
        /// `"offensive-specialist"`).
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        pub enum BlitzAbility {
            $(
                #[doc = concat!("`", $id, "`")]
                #[serde(rename = $id)]
                $variant,
            )*
        }

        impl BlitzAbility {
            /// Every ability, in the data's order.
            pub const ALL: &'static [BlitzAbility] = &[$(BlitzAbility::$variant,)*];

            /// The id the data gives it (`"frenzied"`).
            pub fn id(self) -> &'static str {
                match self {
                    $(BlitzAbility::$variant => $id,)*
                }
            }

            /// The ability with this data id.
            pub fn from_id(id: &str) -> Option<BlitzAbility> {
                match id {
                    $($id => Some(BlitzAbility::$variant),)*
                    _ => None,
                }
            }

            /// How much of it the engine rules.
            pub fn ruled(self) -> Ruled {
                #[allow(unused_imports)]
                use Ruled::{InPart, No, Yes};
                match self {
                    $(BlitzAbility::$variant => $ruled,)*
                }
            }
        }
    };
}

// Where each ruled one hooks in: docs/blitz-bowl.md ("Abilities").
abilities! {
    OffensiveSpecialist = "offensive-specialist" => Yes,
    // The narrative's reading, the coach picks the square (002:L289, digest §9 A6).
    SafeHands = "safe-hands" => Yes,
    Frenzied = "frenzied" => Yes,
    Handling = "handling" => Yes,
    PickMeUp = "pick-me-up" => Yes,
    KnockdownHands = "knockdown-hands" => No,
    FreeBlock = "free-block" => Yes,
    Minion = "minion" => Yes,
    Bloodlust = "bloodlust" => Yes,
    HitAndRun = "hit-and-run" => Yes,
    Insignificant = "insignificant" => Yes,
    Bomber = "bomber" => Yes,
    Leap = "leap" => Yes,
    WarMachine = "war-machine" => InPart(
        "only its first sentence, a Run Action while Marked (002:L1053): the rest is garbled \
         (digest §9 A15)"
    ),
    ExpertPasser = "expert-passer" => Yes,
    CatchersInstincts = "catchers-instincts" => Yes,
    // Read as 2 more squares to the Run (002:L1065, digest §9 A16).
    ActiveSpecialist = "active-specialist" => Yes,
}

/// Why an ability the engine does not rule is left to the referee, where there is more to
/// say than that: Knockdown Hands' printed text cannot be applied as written (002:L726).
fn not_ruled_because(ability: BlitzAbility) -> Option<&'static str> {
    match ability {
        BlitzAbility::KnockdownHands => Some(
            "not ruled: its printed text (002:L726) is garbled, a swap with a team-mate \
             \"instead of rolling the dice\" (digest §9 A13); agree a reading with your \
             opponent and apply it by hand",
        ),
        _ => None,
    }
}

/// What the referee applies by hand of the ability `id`: `None` when the engine rules it whole.
pub fn ability_not_ruled(id: &str) -> Option<String> {
    match BlitzAbility::from_id(id).map(BlitzAbility::ruled) {
        Some(Ruled::Yes) => None,
        Some(Ruled::InPart(what)) => {
            Some(format!("ruled in part ({what}): apply the rest by hand"))
        }
        Some(Ruled::No) => Some(
            BlitzAbility::from_id(id)
                .and_then(not_ruled_because)
                .unwrap_or("not ruled: apply it by hand")
                .to_string(),
        ),
        None => {
            Some("not known to the engine (a league's own ability): apply it by hand".to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ability_of_the_data_has_its_variant_and_back_002_l1020() {
        let data = tables::blitz_bowl().expect("built-in Blitz Bowl data");
        let ids: Vec<&str> = data.abilities().iter().map(|a| a.id.as_str()).collect();
        for id in &ids {
            assert!(
                BlitzAbility::from_id(id).is_some(),
                "the data's ability \"{id}\" has no BlitzAbility variant"
            );
        }
        for ability in BlitzAbility::ALL {
            assert!(
                ids.contains(&ability.id()),
                "{ability:?} is not an ability of the data"
            );
            assert_eq!(BlitzAbility::from_id(ability.id()), Some(*ability));
        }
    }

    #[test]
    fn an_unruled_ability_says_so_and_knockdown_hands_why_002_l726() {
        let why = ability_not_ruled("knockdown-hands").unwrap_or_default();
        assert!(why.starts_with("not ruled"), "{why}");
        assert!(why.contains("garbled") && why.contains("002:L726"), "{why}");
        assert!(ability_not_ruled("a-league-ability").is_some());
        assert_eq!(ability_not_ruled("bomber"), None, "ruled whole (002:L1051)");
        let war_machine = ability_not_ruled("war-machine").unwrap_or_default();
        assert!(war_machine.contains("first sentence"), "{war_machine}");
    }
}

/// What grants a Blitz Bowl Free Action (002:L473): a player's ability, or the Arena's
/// regional rule (Arena 3's Run after a Reserves Action, 002:L801).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FreeGrant {
    /// The ability that grants it.
    Ability(BlitzAbility),
    /// The Arena rolled at set-up (`engine/blitz_arena.rs`).
    Arena,
}
