//! Blitz Bowl abilities as typed values: one variant an ability id of
//! `tables/data/blitz-bowl.toml` (`[[ability]]`, digest §6.3, 002:L253-L255, L285-L299,
//! L724-L727, L1027-L1065), and what the engine rules of each. A player keeps his ability's
//! id in [`BlitzProfile::ability`](crate::blitz_team::BlitzProfile); an ability hooks into
//! the step it changes by asking [`BlitzProfile::has`](crate::blitz_team::BlitzProfile::has).
//! An ability the engine does not rule (or a league's own, with no variant) is never ignored
//! in silence: [`ability_not_ruled`] says so, and `Profile::unruled` lists it with the skills.

use crate::skill::Ruled;

macro_rules! abilities {
    ($($variant:ident = $id:literal => $ruled:expr,)*) => {
        /// A Blitz Bowl ability, by its id in the data.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum BlitzAbility {
            $(
                #[doc = concat!("`", $id, "`")]
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

abilities! {
    OffensiveSpecialist = "offensive-specialist" => No,
    SafeHands = "safe-hands" => No,
    Frenzied = "frenzied" => Yes,
    Handling = "handling" => No,
    PickMeUp = "pick-me-up" => Yes,
    KnockdownHands = "knockdown-hands" => No,
    FreeBlock = "free-block" => Yes,
    Minion = "minion" => Yes,
    Bloodlust = "bloodlust" => Yes,
    HitAndRun = "hit-and-run" => Yes,
    Insignificant = "insignificant" => No,
    Bomber = "bomber" => No,
    Leap = "leap" => No,
    WarMachine = "war-machine" => No,
    ExpertPasser = "expert-passer" => No,
    CatchersInstincts = "catchers-instincts" => Yes,
    ActiveSpecialist = "active-specialist" => No,
}

/// What the referee applies by hand of the ability `id`: `None` when the engine rules it whole.
pub fn ability_not_ruled(id: &str) -> Option<String> {
    match BlitzAbility::from_id(id).map(BlitzAbility::ruled) {
        Some(Ruled::Yes) => None,
        Some(Ruled::InPart(what)) => {
            Some(format!("ruled in part ({what}): apply the rest by hand"))
        }
        Some(Ruled::No) => Some("not ruled: apply it by hand".to_string()),
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
    fn an_unruled_ability_says_so() {
        assert_eq!(
            ability_not_ruled("knockdown-hands").as_deref(),
            Some("not ruled: apply it by hand")
        );
        assert!(ability_not_ruled("a-league-ability").is_some());
    }
}
