//! Inducements as typed values: one variant an inducement or (In)Famous Coaching Staff id of
//! `tables/data/inducements-2016.toml` (004:L2730-L2778, L3131-L3267), bought by number, and a
//! count of each per team ([`InducementCounts`]). A team's purchase ([`crate::InducementSpec`]),
//! what its match keeps ([`crate::Inducements`]), the offer a window shows
//! ([`crate::inducement_offer`]) and the engine's rulings all go through them: a new
//! inducement is one line of [`inducements!`] and one entry of the data.
//!
//! Star Players, Mercenaries and Special Plays are bought by name, position and deck, not
//! counted: [`BY_NAME`] lists their ids.

use serde::de::{self, MapAccess};
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize};

/// How a script buys an inducement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bought {
    /// A number up to its limit, in the team's `"inducements"` (`"bribes": 2`).
    Number,
    /// One or none, in the team's `"inducements"` (`"wizard": true`).
    YesNo,
    /// Beside the team's own Apothecary, at the roster's top level (`"igor": true`,
    /// `"wandering_apothecaries": 1`; 004:L3010-L3019, L3086-L3092).
    Medical,
    /// By name in the team's `"coaching_staff"` (004:L3049-L3052).
    Staff,
}

macro_rules! inducements {
    ($($variant:ident = $id:literal, $key:literal => $bought:ident,)*) => {
        /// An inducement a team buys by number, or an (In)Famous Coaching Staff member, by its
        /// id in the rulebook data.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Inducement {
            $(
                #[doc = concat!("`", $id, "`")]
                $variant,
            )*
        }

        impl Inducement {
            /// Every one, in the data's order (the inducements, then the staff).
            pub const ALL: &'static [Inducement] = &[$(Inducement::$variant,)*];

            /// The id the rulebook data gives it (`"bloodweiser-kegs"`).
            pub fn id(self) -> &'static str {
                match self {
                    $(Inducement::$variant => $id,)*
                }
            }

            /// The key a script writes it with (`"bloodweiser_kegs"`).
            pub fn key(self) -> &'static str {
                match self {
                    $(Inducement::$variant => $key,)*
                }
            }

            /// How a script buys it.
            pub fn bought(self) -> Bought {
                match self {
                    $(Inducement::$variant => Bought::$bought,)*
                }
            }

            /// The one with this data id.
            pub fn from_id(id: &str) -> Option<Inducement> {
                match id {
                    $($id => Some(Inducement::$variant),)*
                    _ => None,
                }
            }

            /// The one a script writes with this key.
            pub fn from_key(key: &str) -> Option<Inducement> {
                match key {
                    $($key => Some(Inducement::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

inducements! {
    BloodweiserKegs = "bloodweiser-kegs", "bloodweiser_kegs" => Number,
    Bribes = "bribes", "bribes" => Number,
    ExtraTeamTraining = "extra-team-training", "extra_team_training" => Number,
    HalflingMasterChef = "halfling-master-chef", "halfling_master_chef" => YesNo,
    Igor = "igor", "igor" => Medical,
    WanderingApothecaries = "wandering-apothecaries", "wandering_apothecaries" => Medical,
    Wizard = "wizard", "wizard" => YesNo,
    MasterOfBallistics = "master-of-ballistics", "master_of_ballistics" => YesNo,
    WaaaghDrummer = "waaagh-drummer", "waaagh_drummer" => YesNo,
    Runesmith = "runesmith", "runesmith" => YesNo,
    WarlockEngineer = "warlock-engineer", "warlock_engineer" => YesNo,
    Interference = "interference", "interference" => YesNo,
    RevitalisingTonic = "revitalising-tonic", "revitalising_tonic" => YesNo,
    WeatherMage = "weather-mage", "weather_mage" => YesNo,
    HoratioXScottenheim = "horatio-x-scottenheim", "horatio_x_scottenheim" => Staff,
    KariColdsteel = "kari-coldsteel", "kari_coldsteel" => Staff,
    FinkDaFixer = "fink-da-fixer", "fink_da_fixer" => Staff,
    PapaSkullbones = "papa-skullbones", "papa_skullbones" => Staff,
    GalandrilSilverwater = "galandril-silverwater", "galandril_silverwater" => Staff,
    KrotShockwhisker = "krot-shockwhisker", "krot_shockwhisker" => Staff,
}

impl Inducement {
    /// The name `book`'s lists give it (`"Krot Shockwhisker"`), else its id.
    pub fn name(self, book: &tables::Rulebook) -> String {
        ["inducements", "coaching-staff"]
            .iter()
            .filter_map(|list| book.list(list).ok())
            .flat_map(|list| list.entries.iter())
            .find(|e| e.id == self.id())
            .map_or_else(|| self.id().to_string(), |e| e.name.clone())
    }

    /// What of it the engine rules in play: the rest the referee applies by hand, told by
    /// [`crate::Match::unruled_inducements`].
    pub fn ruled(self) -> crate::skill::Ruled {
        // Every one is ruled whole: Kari Coldsteel's drive too (004:L3162-L3176).
        let _ = self;
        crate::skill::Ruled::Yes
    }
}

/// The ids of the `inducements` list bought by name, position or deck, not counted: they have
/// no [`Inducement`].
pub const BY_NAME: [&str; 4] = [
    "mercenaries",
    "star-players",
    "special-plays",
    "in-famous-coaching-staff",
];

/// The number of [`Inducement`]s.
const N: usize = Inducement::ALL.len();

/// How many of each [`Inducement`] a team has (a member of staff: 0 or 1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct InducementCounts([u8; N]);

impl InducementCounts {
    /// How many of `which`.
    pub fn get(&self, which: Inducement) -> u8 {
        self.0.get(which as usize).copied().unwrap_or(0)
    }

    /// Whether there is at least one of `which`.
    pub fn has(&self, which: Inducement) -> bool {
        self.get(which) > 0
    }

    /// Sets the count of `which` to `n`.
    pub fn set(&mut self, which: Inducement, n: u8) {
        if let Some(c) = self.0.get_mut(which as usize) {
            *c = n;
        }
    }

    /// These with `which` set to `n`.
    pub fn with(mut self, which: Inducement, n: u8) -> InducementCounts {
        self.set(which, n);
        self
    }

    /// Uses one of `which`: `false` (and nothing changes) when none is left.
    pub fn use_one(&mut self, which: Inducement) -> bool {
        match self.0.get_mut(which as usize) {
            Some(c) if *c > 0 => {
                *c -= 1;
                true
            }
            _ => false,
        }
    }

    /// Whether there are none at all.
    pub fn is_none(&self) -> bool {
        self.0.iter().all(|c| *c == 0)
    }

    /// Each inducement there is at least one of, with its count, in the data's order.
    pub fn iter(&self) -> impl Iterator<Item = (Inducement, u8)> + '_ {
        Inducement::ALL
            .iter()
            .map(|i| (*i, self.get(*i)))
            .filter(|(_, n)| *n > 0)
    }
}

/// A count as a script writes it: a number, or `true`/`false` for one or none.
#[derive(Deserialize)]
#[serde(untagged)]
enum CountValue {
    Yes(bool),
    Number(u8),
}

impl From<CountValue> for u8 {
    fn from(v: CountValue) -> u8 {
        match v {
            CountValue::Yes(b) => u8::from(b),
            CountValue::Number(n) => n,
        }
    }
}

/// Writes the counts bought as `bought` (a number or `true`) under their keys.
pub(crate) fn write_counts<M: SerializeMap>(
    map: &mut M,
    counts: &InducementCounts,
    bought: &[Bought],
) -> Result<(), M::Error> {
    for (which, n) in counts.iter() {
        match which.bought() {
            b if !bought.contains(&b) => {}
            Bought::YesNo | Bought::Staff if n == 1 => map.serialize_entry(which.key(), &true)?,
            _ => map.serialize_entry(which.key(), &n)?,
        }
    }
    Ok(())
}

/// Reads the value of `key`, an inducement bought as one of `bought`, into `counts`; an error
/// naming the key and every key the map takes (`others` and those inducements') when it is
/// no such inducement.
pub(crate) fn read_count<'de, A: MapAccess<'de>>(
    map: &mut A,
    key: &str,
    counts: &mut InducementCounts,
    bought: &[Bought],
    others: &[&str],
) -> Result<(), A::Error> {
    match Inducement::from_key(key) {
        Some(which) if bought.contains(&which.bought()) => {
            let n: CountValue = map.next_value()?;
            counts.set(which, n.into());
            Ok(())
        }
        _ => {
            let keys: Vec<String> = others
                .iter()
                .copied()
                .chain(
                    Inducement::ALL
                        .iter()
                        .filter(|i| bought.contains(&i.bought()))
                        .map(|i| i.key()),
                )
                .map(|k| format!("`{k}`"))
                .collect();
            Err(de::Error::custom(format!(
                "unknown field `{key}`, expected one of {}",
                keys.join(", ")
            )))
        }
    }
}

/// The staff of `counts` written as `{"fink_da_fixer": true}`.
pub(crate) struct StaffFlags<'a>(pub &'a InducementCounts);

impl Serialize for StaffFlags<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        write_counts(&mut map, self.0, &[Bought::Staff])?;
        map.end()
    }
}

/// The staff read from `{"fink_da_fixer": true}`.
pub(crate) struct ReadStaff(pub InducementCounts);

impl<'de> Deserialize<'de> for ReadStaff {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<ReadStaff, D::Error> {
        struct Visit;
        impl<'de> de::Visitor<'de> for Visit {
            type Value = ReadStaff;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map of (In)Famous Coaching Staff to true or false")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ReadStaff, A::Error> {
                let mut counts = InducementCounts::default();
                while let Some(key) = map.next_key::<String>()? {
                    read_count(&mut map, &key, &mut counts, &[Bought::Staff], &[])?;
                }
                Ok(ReadStaff(counts))
            }
        }
        deserializer.deserialize_map(Visit)
    }
}

/// The staff's keys, in the data's order.
#[cfg(test)]
const STAFF_KEYS: &[&str] = &[
    "horatio_x_scottenheim",
    "kari_coldsteel",
    "fink_da_fixer",
    "papa_skullbones",
    "galandril_silverwater",
    "krot_shockwhisker",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every id of the data's inducement and coaching-staff lists has its variant (but those
    /// bought by name), and every variant its id in the data.
    #[test]
    fn every_inducement_of_the_data_has_its_variant_and_back_004_l2758() {
        let book = tables::builtin().expect("built-in tables");
        let mut ids = Vec::new();
        for list in ["inducements", "coaching-staff"] {
            let list = book.list(list).expect("the list");
            ids.extend(list.entries.iter().map(|e| e.id.clone()));
        }
        for id in &ids {
            if BY_NAME.contains(&id.as_str()) {
                assert_eq!(Inducement::from_id(id), None);
                continue;
            }
            let which = Inducement::from_id(id);
            assert_eq!(which.map(Inducement::id), Some(id.as_str()), "{id}");
        }
        assert_eq!(Inducement::ALL.len() + BY_NAME.len(), ids.len());
        for which in Inducement::ALL {
            assert!(ids.iter().any(|i| i == which.id()), "{which:?}");
            assert_eq!(Inducement::from_key(which.key()), Some(*which));
            assert_eq!(which.key(), which.id().replace('-', "_"));
        }
        let staff: Vec<&str> = Inducement::ALL
            .iter()
            .filter(|i| i.bought() == Bought::Staff)
            .map(|i| i.key())
            .collect();
        assert_eq!(staff, STAFF_KEYS);
    }

    #[test]
    fn a_count_is_used_one_at_a_time_and_never_below_none() {
        let mut c = InducementCounts::default().with(Inducement::Bribes, 2);
        assert!(c.use_one(Inducement::Bribes) && c.use_one(Inducement::Bribes));
        assert!(!c.use_one(Inducement::Bribes));
        assert_eq!(c.get(Inducement::Bribes), 0);
        assert!(c.is_none());
    }
}
