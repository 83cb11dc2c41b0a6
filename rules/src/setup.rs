//! What a match starts from: two teams with their players' profiles, re-rolls and fan factor,
//! and, when they were settled away from the table, who kicks, the weather and the FAME. What
//! the setup leaves out is played as the pre-match sequence (weather roll, fans, coin toss).
//! A setup is complete in itself, so a stored match log replays without rosters.

use serde::{Deserialize, Serialize};
use tables::Rulebook;

use crate::inducement_kind::{
    Bought, Inducement, InducementCounts, ReadStaff, StaffFlags, read_count, write_counts,
};
use crate::pitch::Side;
use crate::player::Profile;

/// The weather in play: a result of the Weather table in use (000:L1013-L1023), or of the
/// Winter Weather or Subterranean Stadium Conditions table a league chooses instead
/// (004:L1423-L1575, [`WeatherTable`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weather {
    /// Sweltering Heat: a D6 per player on the pitch at the end of a drive, on a 1 he misses
    /// the next kick-off (000:L1019).
    SwelteringHeat,
    /// Very Sunny: -1 to every pass roll (000:L1020).
    VerySunny,
    /// Nice.
    #[default]
    Nice,
    /// Pouring Rain: -1 to catch, intercept and pick up (000:L1022).
    PouringRain,
    /// Blizzard: Go For It fails on 1-2, only Quick and Short passes (000:L1023; the Winter
    /// table's 12 alike, 004:L1492).
    Blizzard,
    /// Winter 2, Howling Winds: -1 to every pass; a kicked or inaccurate ball is blown two
    /// squares down-wind before it scatters (004:L1457-L1472).
    HowlingWinds,
    /// Winter 3, Freezing: +1 to the Armour roll of a player Knocked Down (004:L1473-L1478).
    Freezing,
    /// Winter 4-10, Brisk: Nice for Changing Weather (004:L1479-L1484).
    Brisk,
    /// Winter 11, Heavy Snow: ST -1 for a Blitz Action (004:L1485-L1491).
    HeavySnow,
    /// Subterranean 2, Bubbling up from Below: MA -1 on the pitch, one Go For It more
    /// (004:L1521-L1531).
    BubblingUpFromBelow,
    /// Subterranean 3, Gloomy: Long Pass and Long Bomb a further -1; the second Go For It of
    /// an Action (third with Sprint) fails on 1-2 (004:L1532-L1541).
    Gloomy,
    /// Subterranean 4-10, Nice Enough: Nice for Changing Weather (004:L1542-L1547).
    NiceEnough,
    /// Subterranean 11, Thermal Geysers: a player Knocked Down is shot into the air on a D6 of
    /// 1, +2 to his Injury roll (004:L1548-L1562).
    ThermalGeysers,
    /// Subterranean 12, Seismic Activity: falling rocks at a turn's end (004:L1563-L1575).
    SeismicActivity,
}

/// The Weather table a match rolls on: the ruleset option `weather-table`; the Winter and
/// Subterranean tables replace the standard one for the whole match, Changing Weather and the
/// Weather Mage included (004:L1423-L1426, L1508-L1514).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum WeatherTable {
    /// The Weather table (000:L1013-L1023).
    #[default]
    Standard,
    /// The Winter Weather table (004:L1457-L1497).
    Winter,
    /// The Subterranean Stadium Conditions table (004:L1516-L1575).
    Subterranean,
}

impl WeatherTable {
    /// The table the rulebook's `weather-table` option chooses.
    pub fn chosen(book: &Rulebook) -> WeatherTable {
        match book.choice("weather-table") {
            Some("winter") => WeatherTable::Winter,
            Some("subterranean") => WeatherTable::Subterranean,
            _ => WeatherTable::Standard,
        }
    }

    /// The table's id in the rulebook data.
    pub fn id(self) -> &'static str {
        match self {
            WeatherTable::Standard => "weather",
            WeatherTable::Winter => "weather-winter",
            WeatherTable::Subterranean => "weather-subterranean",
        }
    }
}

impl Weather {
    /// The weather a 2D6 total gives on the standard Weather table (000:L1015-L1023).
    pub fn from_roll(total: u8) -> Weather {
        Weather::on(WeatherTable::Standard, total)
    }

    /// The weather a 2D6 total gives on `table`.
    pub fn on(table: WeatherTable, total: u8) -> Weather {
        let row = match total {
            0..=2 => 0,
            3 => 1,
            4..=10 => 2,
            11 => 3,
            _ => 4,
        };
        let rows = match table {
            WeatherTable::Standard => [
                Weather::SwelteringHeat,
                Weather::VerySunny,
                Weather::Nice,
                Weather::PouringRain,
                Weather::Blizzard,
            ],
            WeatherTable::Winter => [
                Weather::HowlingWinds,
                Weather::Freezing,
                Weather::Brisk,
                Weather::HeavySnow,
                Weather::Blizzard,
            ],
            WeatherTable::Subterranean => [
                Weather::BubblingUpFromBelow,
                Weather::Gloomy,
                Weather::NiceEnough,
                Weather::ThermalGeysers,
                Weather::SeismicActivity,
            ],
        };
        rows[row]
    }

    /// Whether it counts as Nice for Changing Weather's extra square (000:L1004; Brisk,
    /// 004:L1479-L1484; Nice Enough, 004:L1542-L1547).
    pub fn counts_as_nice(self) -> bool {
        matches!(self, Weather::Nice | Weather::Brisk | Weather::NiceEnough)
    }

    /// The name on its table.
    pub fn name(self) -> &'static str {
        match self {
            Weather::SwelteringHeat => "Sweltering Heat",
            Weather::VerySunny => "Very Sunny",
            Weather::Nice => "Nice",
            Weather::PouringRain => "Pouring Rain",
            Weather::Blizzard => "Blizzard",
            Weather::HowlingWinds => "Howling Winds",
            Weather::Freezing => "Freezing",
            Weather::Brisk => "Brisk",
            Weather::HeavySnow => "Heavy Snow",
            Weather::BubblingUpFromBelow => "Bubbling up from Below",
            Weather::Gloomy => "Gloomy",
            Weather::NiceEnough => "Nice Enough",
            Weather::ThermalGeysers => "Thermal Geysers",
            Weather::SeismicActivity => "Seismic Activity",
        }
    }
}

/// Both teams' FAME for the match, when it was settled before the match came to the table
/// (000:L989-L993).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fame {
    /// Home team FAME (0-2).
    pub home: u8,
    /// Away team FAME (0-2).
    pub away: u8,
}

/// One team as it takes the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamSetup {
    /// The team's name.
    pub name: String,
    /// The tables roster id (`"orc-2016-box"`).
    pub roster: String,
    /// Team re-rolls at the start of each half (000:L370-L372, L760).
    pub rerolls: u8,
    /// Fan Factor, added to the fans roll that sets FAME (000:L989).
    #[serde(default)]
    pub fan_factor: u8,
    /// Cheerleaders: each adds 1 to Cheering Fans and the Blitzmania contests that count them
    /// (000:L1003; 001:L569; 004:L1295-L1422).
    #[serde(default)]
    pub cheerleaders: u8,
    /// Assistant Coaches: each adds 1 to Brilliant Coaching and Questionable Coaching
    /// (000:L1005; 001:L574; 004:L1295-L1422).
    #[serde(default)]
    pub assistant_coaches: u8,
    /// The squad.
    pub players: Vec<Profile>,
    /// Blitz Bowl's Emergency Reserves Value, from the Team Card (002:L610); 0 when none is
    /// given (a 2016 team), which never asks for Emergency Reserves.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub emergency_reserves: u8,
    /// Apothecaries for the match: the team's own (0-1) and Wandering Apothecaries (0-2); each
    /// is used once (004:L1108-L1129, L3010-L3019; 001:L519-L527).
    #[serde(default)]
    pub apothecaries: u8,
    /// An Igor: once a match, re-rolls a failed Regeneration roll (004:L3086-L3092).
    #[serde(default)]
    pub igor: bool,
    /// The Necromancer's Raise the Dead (Necromantic and Undead teams, 004:L1095-L1106): the
    /// profile of the Zombie that rises, once a match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raise_the_dead: Option<Profile>,
    /// The inducements bought for a league match that act in play (004:L2730-L2778); Star
    /// Players and Mercenaries are among `players`, Wandering Apothecaries and an Igor in
    /// `apothecaries` and `igor`.
    #[serde(default, skip_serializing_if = "Inducements::is_none")]
    pub inducements: Inducements,
    /// The Star Players and (In)Famous Coaching Staff this team hired that the other team
    /// hired too, by name: neither uses them and both fees stay spent (004:L3049-L3052,
    /// L3109-L3112). Kept to tell the referee why they are missing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hired_by_both: Vec<String>,
}

/// The inducements of one team that act during the match: a count of each [`Inducement`]
/// bought in `inducements` and of the (In)Famous Coaching Staff it may use (those it hired
/// that the other team did not hire too, 004:L3049-L3052). Igor and Wandering Apothecaries are
/// kept as the team's `igor` and `apothecaries`. Written as a script writes them:
/// `{"bribes": 1, "wizard": true, "coaching_staff": {"fink_da_fixer": true}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Inducements {
    /// How many of each.
    pub bought: InducementCounts,
    /// The ruleset option `extra-team-training` = `each-half`: the re-rolls come back at half
    /// time (the card, 004:L6481-L6492); otherwise they last the match (the text).
    pub training_each_half: bool,
    /// Special Plays (0-5): each one more card drawn and kept (004:L3043-L3047).
    pub special_plays: u8,
}

impl Inducements {
    /// Whether the team bought none of these.
    pub fn is_none(&self) -> bool {
        *self == Inducements::default()
    }

    /// How many of `which` the team has.
    pub fn count(&self, which: Inducement) -> u8 {
        self.bought.get(which)
    }

    /// Whether the team has `which`.
    pub fn has(&self, which: Inducement) -> bool {
        self.bought.has(which)
    }

    /// These with `which` set to `n`.
    pub fn with(mut self, which: Inducement, n: u8) -> Inducements {
        self.bought.set(which, n);
        self
    }
}

const INDUCEMENTS_KEYS: &[&str] = &["training_each_half", "coaching_staff", "special_plays"];

impl Serialize for Inducements {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        write_counts(&mut map, &self.bought, &[Bought::Number, Bought::YesNo])?;
        if self.training_each_half {
            map.serialize_entry("training_each_half", &true)?;
        }
        if self.bought.iter().any(|(i, _)| i.bought() == Bought::Staff) {
            map.serialize_entry("coaching_staff", &StaffFlags(&self.bought))?;
        }
        if self.special_plays > 0 {
            map.serialize_entry("special_plays", &self.special_plays)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Inducements {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Inducements, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Inducements;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a team's inducements")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Inducements, A::Error> {
                let mut out = Inducements::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "training_each_half" => out.training_each_half = map.next_value()?,
                        "special_plays" => out.special_plays = map.next_value()?,
                        "coaching_staff" => {
                            let ReadStaff(staff) = map.next_value()?;
                            for (which, n) in staff.iter() {
                                out.bought.set(which, n);
                            }
                        }
                        _ => read_count(
                            &mut map,
                            &key,
                            &mut out.bought,
                            &[Bought::Number, Bought::YesNo],
                            INDUCEMENTS_KEYS,
                        )?,
                    }
                }
                Ok(out)
            }
        }
        deserializer.deserialize_map(Visit)
    }
}

/// The league pre-match of a match (004:L2669-L2797), as the setup settled it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeagueSetup {
    /// The team playing at its home stadium: +D3 to its fans roll (004:L2730), +50,000 for
    /// the other team's inducements (004:L2756-L2757).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_stadium: Option<Side>,
    /// Whether the stadium is rolled before the match (the ruleset option `stadiums`, when
    /// the setup does not name one).
    #[serde(default, skip_serializing_if = "is_false")]
    pub roll_stadium: bool,
    /// The stadium, when the setup names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stadium: Option<Stadium>,
    /// Whether the referee is rolled (the ruleset option `famous-referees`, when the setup
    /// does not name one).
    #[serde(default, skip_serializing_if = "is_false")]
    pub roll_referee: bool,
    /// The referee, when the setup names him (a row of the Referee table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub referee: Option<String>,
    /// Each team's Team Value, home then away (004:L2348-L2359).
    pub team_value: [u32; 2],
    /// The gold each team was given for inducements: the underdog's Team Value gap and the
    /// +50,000 away from home (004:L2738-L2757), home then away.
    pub inducement_gold: [u32; 2],
    /// What each team spent on inducements, home then away.
    pub spent: [u32; 2],
    /// What each team took from its Treasury: the spending the inducement gold did not cover
    /// (that gold is spent first: unspent it is lost, 004:L2749-L2750), home then away.
    pub from_treasury: [u32; 2],
    /// The Special Play cards each team keeps, home then away (the ruleset option
    /// `special-play-cards`; 004:L2780-L2797): none when the option is off.
    #[serde(default, skip_serializing_if = "is_no_cards")]
    pub card_keeps: [u8; 2],
    /// The Treasury each team brings to step 5, Prepare for Next Match, of its last
    /// post-match sequence, after its Hire and Fire (004:L2692-L2693): at 100,000 or more it
    /// rolls for Expensive Mistakes as this match's first roll (004:L2976-L2977). `None` for
    /// a team with no such step before this match (its first here), home then away.
    #[serde(default, skip_serializing_if = "is_none_of_two")]
    pub expensive_mistakes: [Option<u32>; 2],
    /// When the coaches choose their inducements: in the setup, before the first roll (a
    /// script's), or after the Weather, Stadium and Referee rolls, as the league's sequence
    /// orders (004:L2676-L2682; the window's).
    #[serde(default, skip_serializing_if = "InducementsChosen::in_setup")]
    pub inducements_chosen: InducementsChosen,
    /// What inducements chosen after the Referee roll were chosen knowing: the stadium, the
    /// referee and Reputation for Spectacle's 2D6 the match had rolled then. A match whose
    /// rolls no longer give these (an undo, a correction) asks for them again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_knowing: Option<ChosenKnowing>,
}

/// The pre-match rolls a league match's inducements were chosen knowing (004:L2676-L2682).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChosenKnowing {
    /// The stadium rolled, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stadium: Option<Stadium>,
    /// The referee rolled, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub referee: Option<String>,
    /// Reputation for Spectacle's 2D6, if rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spectacle: Option<[u8; 2]>,
    /// What each team's Expensive Mistakes took from its Treasury, home then away: the
    /// Treasury the inducements could spend was what was left (004:L2976-L2977).
    #[serde(default, skip_serializing_if = "is_nothing_lost")]
    pub treasury_lost: [u32; 2],
}

fn is_nothing_lost(lost: &[u32; 2]) -> bool {
    *lost == [0, 0]
}

/// When a league match's inducements are chosen (004:L2676-L2682).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InducementsChosen {
    /// In the setup, before the match's first roll: what it bought is in the setup.
    #[default]
    InSetup,
    /// After the Referee roll, and not yet: the setup holds none, and the match waits for
    /// them there ([`crate::Match::choose_inducements`]).
    AfterReferee,
    /// After the Referee roll, and chosen: the setup holds them, and the match goes on.
    Chosen,
}

impl InducementsChosen {
    fn in_setup(&self) -> bool {
        *self == InducementsChosen::InSetup
    }
}

fn is_no_cards(keeps: &[u8; 2]) -> bool {
    *keeps == [0, 0]
}

/// A stadium: its type on the Random Stadium table and its attribute (none for a Standard
/// stadium, 004:L3684-L3700).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stadium {
    /// The row of the Random Stadium table (`"Luxury Stadium"`).
    pub kind: String,
    /// The attribute from its own table (`"Broadcast Studio"`); `None` for a Standard one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
}

/// Everything a match is built from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    /// The home team (sets up in `x = 0..=12`).
    pub home: TeamSetup,
    /// The away team.
    pub away: TeamSetup,
    /// The team that sets up first and kicks off the first half (000:L374); `None`: a coin
    /// toss before the match decides.
    #[serde(default)]
    pub kicking: Option<Side>,
    /// The weather at the start; `None`: rolled on the Weather table before the match.
    #[serde(default)]
    pub weather: Option<Weather>,
    /// Both teams' FAME; `None`: each team rolls its fans before the match.
    #[serde(default)]
    pub fame: Option<Fame>,
    /// A league match's pre-match (stadium, referee, inducements); `None`: a box match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub league: Option<LeagueSetup>,
}

impl MatchSetup {
    /// The team of `side`.
    pub fn team(&self, side: Side) -> &TeamSetup {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }
}

/// A team as a script names it: a quick-start team by id, or a roster with numbered positions.
/// A key the format does not know is refused with its name (a misspelt `"cheerleader"` would
/// otherwise count as none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TeamSpec {
    /// A ready-made team from the tables (`"orc-quick-start"`), numbered 1, 2, … in list order.
    QuickStart(String),
    /// A roster and the players picked from it.
    Roster {
        /// Team name.
        name: String,
        /// Roster id or name.
        roster: String,
        /// Team re-rolls.
        rerolls: u8,
        /// Fan Factor.
        #[serde(default)]
        fan_factor: u8,
        /// Cheerleaders.
        #[serde(default)]
        cheerleaders: u8,
        /// Assistant Coaches.
        #[serde(default)]
        assistant_coaches: u8,
        /// The players.
        players: Vec<PlayerSpec>,
        /// The Star Players hired for the match (0-2 hires; a duo is one hire).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        stars: Vec<StarSpec>,
        /// The team's own Apothecary (50,000; not for Khemri, Necromantic, Nurgle, Undead).
        #[serde(default, skip_serializing_if = "is_false")]
        apothecary: bool,
        /// Wandering Apothecaries induced for the match (0-2; only for teams that may have an
        /// Apothecary, 004:L3010-L3019).
        #[serde(default, skip_serializing_if = "is_zero")]
        wandering_apothecaries: u8,
        /// An Igor induced for the match (0-1; only for teams that may not have an
        /// Apothecary, 004:L3086-L3092).
        #[serde(default, skip_serializing_if = "is_false")]
        igor: bool,
        /// The Team Value on the team's roster sheet, for a league match's inducement gold;
        /// absent: worked out from the players, re-rolls, Fan Factor and staff (004:L2348-L2359).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        team_value: Option<u32>,
        /// The other inducements bought for a league match (004:L2730-L2778).
        #[serde(default, skip_serializing_if = "InducementSpec::is_none")]
        inducements: InducementSpec,
        /// The Bugman's League Cup's Halfling Master Chef, on the team's roster for the event
        /// (001:L503-L505): 3D6 at the start of each half, as the inducement's.
        #[serde(default, skip_serializing_if = "is_false")]
        master_chef: bool,
        /// The Bugman's League Cup's Goblin Bribery Agent (001:L507-L511): one Bribe for the
        /// match, against a sending-off for a foul or a Secret Weapon.
        #[serde(default, skip_serializing_if = "is_false")]
        bribery_agent: bool,
    },
}

/// The inducements a team buys for a league match, beside its `stars`,
/// `wandering_apothecaries` and `igor` (004:L2730-L2778). A script writes each counted one by
/// its key (`"bribes": 2`, `"wizard": true`; [`Inducement::key`]) beside these.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct InducementSpec {
    /// Gold the coach adds from the team's Treasury (004:L2750-L2754).
    pub treasury: u32,
    /// How many of each inducement bought by number or one-or-none ([`Bought::Number`],
    /// [`Bought::YesNo`]); the limits and team lists are the tables' (checked when the setup
    /// is built).
    pub bought: InducementCounts,
    /// (In)Famous Coaching Staff, 0-2, by name or id (`"Fink da Fixer"`).
    pub coaching_staff: Vec<String>,
    /// Mercenaries: players of the team's positions for this match only.
    pub mercenaries: Vec<MercenarySpec>,
    /// Special Plays, 0-5, each priced as the deck it names (004:L3043-L3047, L3122-L3130).
    pub special_plays: Vec<crate::special_play::Deck>,
}

impl InducementSpec {
    /// Whether it buys nothing and takes nothing from the Treasury.
    pub fn is_none(&self) -> bool {
        *self == InducementSpec::default()
    }

    /// This purchase with `which` (bought by number or one-or-none) set to `n`.
    pub fn with(mut self, which: Inducement, n: u8) -> InducementSpec {
        self.bought.set(which, n);
        self
    }
}

const SPEC_KEYS: &[&str] = &["treasury", "coaching_staff", "mercenaries", "special_plays"];

impl Serialize for InducementSpec {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        if self.treasury > 0 {
            map.serialize_entry("treasury", &self.treasury)?;
        }
        write_counts(&mut map, &self.bought, &[Bought::Number, Bought::YesNo])?;
        if !self.coaching_staff.is_empty() {
            map.serialize_entry("coaching_staff", &self.coaching_staff)?;
        }
        if !self.mercenaries.is_empty() {
            map.serialize_entry("mercenaries", &self.mercenaries)?;
        }
        if !self.special_plays.is_empty() {
            map.serialize_entry("special_plays", &self.special_plays)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for InducementSpec {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<InducementSpec, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = InducementSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("the inducements a team buys")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<InducementSpec, A::Error> {
                let mut out = InducementSpec::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "treasury" => out.treasury = map.next_value()?,
                        "coaching_staff" => out.coaching_staff = map.next_value()?,
                        "mercenaries" => out.mercenaries = map.next_value()?,
                        "special_plays" => out.special_plays = map.next_value()?,
                        _ => read_count(
                            &mut map,
                            &key,
                            &mut out.bought,
                            &[Bought::Number, Bought::YesNo],
                            SPEC_KEYS,
                        )?,
                    }
                }
                Ok(out)
            }
        }
        deserializer.deserialize_map(Visit)
    }
}

/// A Mercenary: a player of one of the team's positions for one match, with Loner and, for
/// 50,000 more, one skill of his position's Normal categories (004:L3021-L3041).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MercenarySpec {
    /// Shirt number.
    pub number: u8,
    /// Position title in the team's roster.
    pub position: String,
    /// Name; the position when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The one extra skill, from his position's Normal categories.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
}

/// A league match's pre-match as a script names it (004:L2669-L2797): whatever it leaves out
/// is rolled where the league's ruleset options call for it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeagueSpec {
    /// The team playing at its home stadium, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home_stadium: Option<Side>,
    /// The stadium by its attribute (`"Astrogranite"`) or `"Standard"`; absent: rolled when
    /// the ruleset option `stadiums` is on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stadium: Option<String>,
    /// The referee by his row of the Referee table (`"Jorm the Ogre"`); absent: rolled when
    /// the ruleset option `famous-referees` is on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub referee: Option<String>,
    /// The 2D6 rolled for a named Reputation for Spectacle stadium: both teams get their
    /// total × 10,000 more for inducements (004:L3721-L3723). Needed with that stadium,
    /// refused with any other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spectacle: Option<[u8; 2]>,
    /// The Treasury each team brings to step 5 of its last post-match sequence, home then
    /// away (`null`: none before this match): 100,000 or more rolls for Expensive Mistakes
    /// first (004:L2976-L2977; [`LeagueSetup::expensive_mistakes`]).
    #[serde(default, skip_serializing_if = "is_none_of_two")]
    pub expensive_mistakes: [Option<u32>; 2],
}

fn is_none_of_two(pair: &[Option<u32>; 2]) -> bool {
    pair.iter().all(Option::is_none)
}

fn is_false(b: &bool) -> bool {
    !*b
}

pub(crate) fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A Star Player hired for the match (004:L3094-L3119), by name or id; `numbers` are the
/// shirts his model or models wear (by default the next free numbers after the squad's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarSpec {
    /// The star's entry, by name or id (`"Griff Oberwald"`, `"grak-and-crumbleberry"`).
    pub star: String,
    /// Shirt numbers, one a model.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u8>,
}

/// The most Star Players a team may induce for one match; a duo counts once (004:L3101-L3103,
/// L9252-L9253).
pub const MAX_STAR_HIRES: usize = 2;

/// One player of a [`TeamSpec::Roster`]. His characteristics are his position's unless
/// `ma`, `st`, `ag` or `av` give another: a league player's after Improvement rolls and lasting
/// injuries, at most 2 above the position's and never above 10 (004:L2664-L2667), at most 2
/// below it and never below 1 (004:L2524-L2527); [`crate::characteristic`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Shirt number.
    pub number: u8,
    /// Position title in the roster.
    pub position: String,
    /// Name; the position when absent.
    #[serde(default)]
    pub name: Option<String>,
    /// Skills gained beyond the position's, by name.
    #[serde(default)]
    pub skills: Vec<String>,
    /// Niggling Injuries from earlier league matches, each +1 to Injury rolls against him
    /// (004:L2520-L2522).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub niggling: u8,
    /// Movement Allowance, when not the position's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ma: Option<u8>,
    /// Strength, when not the position's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub st: Option<u8>,
    /// Agility, when not the position's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ag: Option<u8>,
    /// Armour Value, when not the position's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub av: Option<u8>,
}

/// Adds the hired Star Players to `team`: each must be one the team may hire (his entry or
/// the team's roster page, 004:L3094-L3119), at most [`MAX_STAR_HIRES`] hires, never the same
/// twice, each model with the entry's profile and skills.
fn hire_stars(book: &Rulebook, team: &mut TeamSetup, stars: &[StarSpec]) -> Result<(), SetupError> {
    // At the Bugman's League Cup, Star Players are roster players, bought like any other
    // (001:L467): the limit on hires is the induced Stars'.
    if stars.len() > MAX_STAR_HIRES && !book.is_on(crate::bugmans::BUGMANS_OPTION) {
        return Err(SetupError(format!(
            "team \"{}\" hires {} Star Players: a team may induce at most {MAX_STAR_HIRES} (a duo \
             counts once; 004:L3094-L3119)",
            team.name,
            stars.len()
        )));
    }
    let roster = book
        .roster(&team.roster)
        .map_err(|e| SetupError(e.to_string()))?;
    let mut hired: Vec<&str> = Vec::new();
    for spec in stars {
        let star = book
            .star(&spec.star)
            .map_err(|e| SetupError(e.to_string()))?;
        if book.star_hire(star, &roster.id).is_none() {
            let why = match book.choice("star-eligibility") {
                Some("star-entry") => {
                    "his entry (the league's star-eligibility option) does not let him play"
                }
                Some("roster-page") => {
                    "the team's roster page (the league's star-eligibility option) does not \
                     let him play"
                }
                _ => "neither his entry nor the team's roster page lets him play",
            };
            return Err(SetupError(format!(
                "team \"{}\" ({}) may not hire {}: {why} for {} ({}, 004:L3094-L3119)",
                team.name, roster.name, star.name, roster.name, star.source
            )));
        }
        if hired.contains(&star.id.as_str()) {
            return Err(SetupError(format!(
                "team \"{}\" hires {} twice",
                team.name, star.name
            )));
        }
        hired.push(&star.id);
        if team.players.len() + star.players.len() > 16 {
            return Err(SetupError(format!(
                "team \"{}\" would field {} players with {}: Star Players may not take a team \
                 above 16 (004:L3105-L3107); leave out a player who misses the match",
                team.name,
                team.players.len() + star.players.len(),
                star.name
            )));
        }
        if !spec.numbers.is_empty() && spec.numbers.len() != star.players.len() {
            return Err(SetupError(format!(
                "{} is {} model(s): give {} shirt number(s), or none for the next free ones",
                star.name,
                star.players.len(),
                star.players.len()
            )));
        }
        for (k, model) in star.players.iter().enumerate() {
            let number = match spec.numbers.get(k) {
                Some(n) => *n,
                None => team
                    .players
                    .iter()
                    .map(|p| p.number)
                    .max()
                    .map_or(1, |n| n.saturating_add(1)),
            };
            if team.players.iter().any(|p| p.number == number) {
                return Err(SetupError(format!(
                    "team \"{}\" has two players wearing #{number}: give {} another number",
                    team.name, model.name
                )));
            }
            let mut skills: Vec<String> = Vec::new();
            for skill in &model.skills {
                let found = book
                    .skill(skill)
                    .map_err(|e| SetupError(format!("{}: {e}", model.name)))?;
                if !skills.contains(&found.id) {
                    skills.push(found.id.clone());
                }
            }
            team.players.push(Profile {
                number,
                name: model.name.clone(),
                position: STAR_POSITION.to_string(),
                ma: model.ma,
                st: model.st,
                ag: model.ag,
                av: model.av,
                skills,
                team: String::new(),
                blitz: None,
                niggling: 0,
            });
        }
    }
    Ok(())
}

/// The team's medical staff: Apothecaries where its roster may have them, an Igor where it may
/// not, and the Necromancer that Necromantic and Undead teams have for free.
fn hire_staff(
    book: &Rulebook,
    team: &mut TeamSetup,
    apothecary: bool,
    wandering: u8,
    igor: bool,
) -> Result<(), SetupError> {
    let roster = book
        .roster(&team.roster)
        .map_err(|e| SetupError(e.to_string()))?;
    if (apothecary || wandering > 0) && !roster.apothecary {
        return Err(SetupError(format!(
            "team \"{}\" ({}) may not have an Apothecary, its own or a Wandering one: Khemri, \
             Necromantic, Nurgle and Undead teams may not use one ({}, 004:L3010-L3019); an \
             Igor may help instead (\"igor\": true)",
            team.name, roster.name, roster.apothecary_source
        )));
    }
    if wandering > 2 {
        return Err(SetupError(format!(
            "team \"{}\" induces {wandering} Wandering Apothecaries: at most 2 (004:L3010)",
            team.name
        )));
    }
    if igor && roster.apothecary {
        return Err(SetupError(format!(
            "team \"{}\" ({}) may not hire an Igor: only a team that may not buy an Apothecary \
             may (004:L3086-L3088); give it an Apothecary instead (\"apothecary\": true)",
            team.name, roster.name
        )));
    }
    team.apothecaries = u8::from(apothecary) + wandering;
    team.igor = igor;
    if roster.necromancer {
        let zombie = crate::engine::player_joins::position_profile(book, &team.roster, "Zombie")
            .map_err(|e| {
                SetupError(format!(
                    "roster \"{}\" has a Necromancer but no Zombie to raise: {e}",
                    roster.name
                ))
            })?;
        team.raise_the_dead = Some(zombie);
    }
    Ok(())
}

/// The position a Star Player's profile names.
pub const STAR_POSITION: &str = "Star Player";

/// A match as a script's first line names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupSpec {
    /// Home team.
    pub home: TeamSpec,
    /// Away team.
    pub away: TeamSpec,
    /// Who kicks off first; absent: the coin toss decides.
    #[serde(default)]
    pub kicking: Option<Side>,
    /// Weather at the start; absent: rolled before the match.
    #[serde(default)]
    pub weather: Option<Weather>,
    /// FAME of both teams; absent: the fans are rolled before the match.
    #[serde(default)]
    pub fame: Option<Fame>,
    /// A league match: its pre-match (stadium, referee, inducement gold); absent: a box match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub league: Option<LeagueSpec>,
}

/// A setup that cannot be built, with what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

impl SetupSpec {
    /// Looks the teams up in `book` and copies their profiles into a [`MatchSetup`].
    pub fn build(&self, book: &Rulebook) -> Result<MatchSetup, SetupError> {
        let (mut home, home_cost) = self.home.build_priced(book)?;
        let (mut away, away_cost) = self.away.build_priced(book)?;
        // Both teams induced the same star: neither may use him, and he keeps both fees
        // (004:L3109-L3112): his models leave both squads, his price stays spent. At the
        // Bugman's League Cup a Star is a roster player, not an inducement (001:L467).
        let induced = !book.is_on(crate::bugmans::BUGMANS_OPTION);
        for star in self.home.stars().iter().filter(|_| induced) {
            let Ok(found) = book.star(&star.star) else {
                continue;
            };
            let twice = self
                .away
                .stars()
                .iter()
                .any(|other| book.star(&other.star).is_ok_and(|s| s.id == found.id));
            if twice {
                for team in [&mut home, &mut away] {
                    team.players.retain(|p| {
                        p.position != STAR_POSITION
                            || !found.players.iter().any(|m| m.name == p.name)
                    });
                    team.hired_by_both.push(found.name.clone());
                }
            }
        }
        crate::inducement::staff_hired_twice(book, &mut home, &mut away);
        let league = match &self.league {
            Some(spec) => Some(crate::engine::card_keeps(
                book,
                crate::inducement::league(
                    book,
                    spec,
                    [&self.home, &self.away],
                    [&home, &away],
                    [home_cost, away_cost],
                )?,
                [&home, &away],
            )),
            None => {
                for team in [&self.home, &self.away] {
                    if let TeamSpec::Roster {
                        name, inducements, ..
                    } = team
                        && !inducements.is_none()
                    {
                        return Err(SetupError(format!(
                            "team \"{name}\" buys inducements, which a league match has \
                             (000:L963, 004:L2730-L2778): give the setup a \"league\" key"
                        )));
                    }
                }
                None
            }
        };
        // FAME is 0, 1 or 2 (000:L993; Boisterous Rabble's +1 is held to 2, 004:L3745-L3805).
        if let Some(fame) = self.fame
            && (fame.home > 2 || fame.away > 2)
        {
            return Err(SetupError(format!(
                "FAME {} for home, {} for away: FAME is 0, 1 or 2 (000:L993); give each team's \
                 from the fans roll",
                fame.home, fame.away
            )));
        }
        Ok(MatchSetup {
            home,
            away,
            kicking: self.kicking,
            weather: self.weather,
            fame: self.fame,
            league,
        })
    }
}

impl TeamSpec {
    /// The Star Players the team hires.
    pub fn stars(&self) -> &[StarSpec] {
        match self {
            TeamSpec::QuickStart(_) => &[],
            TeamSpec::Roster { stars, .. } => stars,
        }
    }

    /// The team with every player's profile and skill ids filled in from `book`.
    pub fn build(&self, book: &Rulebook) -> Result<TeamSetup, SetupError> {
        self.build_priced(book).map(|(team, _)| team)
    }

    /// As [`TeamSpec::build`], with what its `inducements` cost (not its stars and staff).
    fn build_priced(&self, book: &Rulebook) -> Result<(TeamSetup, u32), SetupError> {
        let err = |e: tables::TablesError| SetupError(e.to_string());
        match self {
            TeamSpec::QuickStart(id) => {
                if let Some(card) = id.strip_prefix(crate::blitz_team::SCRIPT_PREFIX) {
                    let data = tables::blitz_bowl().map_err(|e| SetupError(e.to_string()))?;
                    return Ok((crate::blitz_team::blitz_team(data, card)?, 0));
                }
                let team = book.quick_start_team(id).map_err(err)?;
                let mut players = Vec::new();
                for entry in &team.players {
                    for _ in 0..entry.count {
                        let number = u8::try_from(players.len() + 1).unwrap_or(u8::MAX);
                        players.push(PlayerSpec {
                            number,
                            position: entry.position.clone(),
                            ..PlayerSpec::default()
                        });
                    }
                }
                let mut built = build_team(book, &team.name, &team.roster, team.rerolls, &players)?;
                built.fan_factor = team.fan_factor;
                Ok((built, 0))
            }
            TeamSpec::Roster {
                name,
                roster,
                rerolls,
                fan_factor,
                cheerleaders,
                assistant_coaches,
                players,
                stars,
                apothecary,
                wandering_apothecaries,
                igor,
                team_value: _,
                inducements,
                master_chef,
                bribery_agent,
            } => {
                check_line_up(book, name, roster, *rerolls, players)?;
                let mut built = build_team(book, name, roster, *rerolls, players)?;
                hire_stars(book, &mut built, stars)?;
                built.fan_factor = *fan_factor;
                built.cheerleaders = *cheerleaders;
                built.assistant_coaches = *assistant_coaches;
                hire_staff(
                    book,
                    &mut built,
                    *apothecary,
                    *wandering_apothecaries,
                    *igor,
                )?;
                let cost = crate::inducement::buy(book, &mut built, inducements)?;
                crate::bugmans::hire_cup_staff(book, &mut built, *master_chef, *bribery_agent)?;
                Ok((built, cost))
            }
        }
    }
}

/// Refuses a roster team its team list does not allow: more of a position than its "0-N"
/// (004:L1055-L1056 and each list's row), more than 16 players, more team re-rolls than
/// "0-8" (each list's re-roll line). Fewer than 11 is allowed: a league team may play
/// short (004:L2978-L2985).
fn check_line_up(
    book: &Rulebook,
    name: &str,
    roster: &str,
    rerolls: u8,
    players: &[PlayerSpec],
) -> Result<(), SetupError> {
    let list = book.roster(roster).map_err(|e| SetupError(e.to_string()))?;
    let (most, source) = book.creation().map_or((16, "004:L1055-L1056"), |c| {
        (c.max_players, c.players_source.as_str())
    });
    if players.len() > usize::from(most) {
        return Err(SetupError(format!(
            "team \"{name}\" lists {} players: a team has at most {most} ({source})",
            players.len()
        )));
    }
    if let Some((position, count)) = over_position_limit(list, players) {
        return Err(SetupError(format!(
            "team \"{name}\" has {count} players of the position {}: the {} team list allows \
             0-{} ({}); take one out or give him another position",
            position.name, list.name, position.max, position.source
        )));
    }
    if rerolls > list.reroll_max {
        return Err(SetupError(format!(
            "team \"{name}\" has {rerolls} team re-rolls: the {} team list allows 0-{} ({})",
            list.name, list.reroll_max, list.reroll_source
        )));
    }
    Ok(())
}

/// The first position of `list` that `players` fill beyond its "0-N", and how many they are.
pub(crate) fn over_position_limit<'a>(
    list: &'a tables::Roster,
    players: &[PlayerSpec],
) -> Option<(&'a tables::Position, usize)> {
    list.positions.iter().find_map(|position| {
        let count = players
            .iter()
            .filter(|p| {
                list.position(&p.position)
                    .is_some_and(|q| q.name == position.name)
            })
            .count();
        (count > usize::from(position.max)).then_some((position, count))
    })
}

fn build_team(
    book: &Rulebook,
    name: &str,
    roster: &str,
    rerolls: u8,
    players: &[PlayerSpec],
) -> Result<TeamSetup, SetupError> {
    let roster = book.roster(roster).map_err(|e| SetupError(e.to_string()))?;
    let mut profiles: Vec<Profile> = Vec::new();
    for spec in players {
        if profiles.iter().any(|p| p.number == spec.number) {
            return Err(SetupError(format!(
                "team \"{name}\" has two players wearing #{}: give each a different number",
                spec.number
            )));
        }
        let position = roster.position(&spec.position).ok_or_else(|| {
            let known: Vec<&str> = roster.positions.iter().map(|p| p.name.as_str()).collect();
            SetupError(format!(
                "#{}: roster \"{}\" has no position \"{}\"; it has {}",
                spec.number,
                roster.name,
                spec.position,
                known.join(", ")
            ))
        })?;
        let mut skills = Vec::new();
        for skill in position.skills.iter().chain(&spec.skills) {
            let found = book
                .skill(skill)
                .map_err(|e| SetupError(format!("#{} {}: {e}", spec.number, position.name)))?;
            // An optional skill exists only where the league turns its rule on (Piling On,
            // 004:L9897).
            if let Some(option) = found.option.as_deref().filter(|o| !book.is_on(o)) {
                return Err(SetupError(format!(
                    "team \"{name}\" #{} {}: {} is an optional rule this league has not turned \
                     on ({}); put `{option} = \"on\"` under [ruleset] in the league file \
                     (docs/house-rules.md), or take the skill off him",
                    spec.number, position.name, found.name, found.source
                )));
            }
            if let Some(other) =
                crate::skill::never_with(&found.id, skills.iter().map(String::as_str))
            {
                return Err(SetupError(format!(
                    "team \"{name}\" #{} {}: {} and {} may never be had together ({}); \
                     take one off him",
                    spec.number,
                    position.name,
                    found.name,
                    book.skill(other).map_or(other, |s| s.name.as_str()),
                    crate::skill::NEVER_TOGETHER_SOURCE
                )));
            }
            // A skill had twice has no more effect (FAQ 004:L11721-L11725).
            if !skills.contains(&found.id) {
                skills.push(found.id.clone());
            }
        }
        let [ma, st, ag, av] = crate::characteristic::fitted(book, name, spec, position)?;
        profiles.push(Profile {
            number: spec.number,
            name: spec.name.clone().unwrap_or_else(|| position.name.clone()),
            position: position.name.clone(),
            ma,
            st,
            ag,
            av,
            skills,
            team: String::new(),
            blitz: None,
            niggling: spec.niggling,
        });
    }
    Ok(TeamSetup {
        name: name.to_string(),
        roster: roster.id.clone(),
        rerolls,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        emergency_reserves: 0,
        players: profiles,
        apothecaries: 0,
        igor: false,
        raise_the_dead: None,
        inducements: Inducements::default(),
        hired_by_both: Vec::new(),
    })
}
