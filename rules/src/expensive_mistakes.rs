//! Expensive Mistakes (004:L2944-L2961, L3004-L3009): at step 5 of the post-match sequence, Prepare
//! for Next Match, a team with 100,000 gold or more in its Treasury must roll a D6
//! (004:L2976-L2977) on the column of its Treasury, each column one of the rulebook's tables
//! (`tables-league.toml`). Step 5 follows Hire and Fire (step 4, 004:L2692-L2693), which
//! spends from the Treasury, so the engine rolls it as the first roll of the team's next
//! match, as the Journeymen of step 5 are added then (`engine/expensive_mistakes.rs`).
//! Pure: the dice come from the table.

use serde::Serialize;
use tables::Rulebook;

/// The least Treasury that rolls (004:L2976-L2977).
pub const EXPENSIVE_MISTAKES_FROM: u32 = 100_000;

/// A result of the Expensive Mistakes table (004:L3004-L3009).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mistake {
    /// Nothing happens.
    CrisisAverted,
    /// D3 x 10,000 lost.
    MinorIncident,
    /// Half the Treasury lost, the loss rounded up.
    MajorIncident,
    /// All lost but 2D6 x 10,000.
    Catastrophe,
}

/// The table of each column, 100,000-190,000 to 500,000 and more (004:L2946-L2959), as
/// `tables-league.toml` keeps them (a league's house rules may replace one).
const COLUMNS: [&str; 5] = [
    "expensive-mistakes-100k",
    "expensive-mistakes-200k",
    "expensive-mistakes-300k",
    "expensive-mistakes-400k",
    "expensive-mistakes-500k",
];

impl Mistake {
    /// What a D6 of `d6` gives a Treasury of `treasury` on its column of `book`'s table;
    /// `None` below [`EXPENSIVE_MISTAKES_FROM`], which does not roll. A row the rulebook
    /// names otherwise than the four results is refused with its words.
    pub fn rolled(book: &Rulebook, treasury: u32, d6: u8) -> Result<Option<Mistake>, String> {
        if treasury < EXPENSIVE_MISTAKES_FROM {
            return Ok(None);
        }
        let column = ((treasury / 100_000) as usize - 1).min(COLUMNS.len() - 1);
        let table = book.table(COLUMNS[column]).map_err(|e| e.to_string())?;
        let row = table.lookup(&[d6]).map_err(|e| e.to_string())?;
        [
            Mistake::CrisisAverted,
            Mistake::MinorIncident,
            Mistake::MajorIncident,
            Mistake::Catastrophe,
        ]
        .into_iter()
        .find(|m| row.result.eq_ignore_ascii_case(m.words()))
        .map(Some)
        .ok_or_else(|| {
            format!(
                "{} gives \"{}\" for {d6}: Nuffle knows Crisis Averted, Minor Incident, Major \
                 Incident and Catastrophe (004:L3004-L3009)",
                table.name, row.result
            )
        })
    }

    /// The result's name in the table.
    pub fn words(self) -> &'static str {
        match self {
            Mistake::CrisisAverted => "Crisis Averted",
            Mistake::MinorIncident => "Minor Incident",
            Mistake::MajorIncident => "Major Incident",
            Mistake::Catastrophe => "Catastrophe",
        }
    }
}

/// A Major Incident's loss: half the Treasury, rounded up (004:L3006-L3007).
pub fn major_loss(treasury: u32) -> u32 {
    treasury.div_ceil(2)
}

/// A Catastrophe's loss: all but 2D6 x 10,000 (004:L3008-L3009), `two_d6` their total.
pub fn catastrophe_loss(treasury: u32, two_d6: u8) -> u32 {
    treasury.saturating_sub(u32::from(two_d6) * 10_000)
}

/// A Minor Incident's loss: D3 x 10,000 (004:L3005), never more than the Treasury.
pub fn minor_loss(treasury: u32, d3: u8) -> u32 {
    (u32::from(d3) * 10_000).min(treasury)
}

/// The column a Treasury of `treasury` rolls on, as the table heads it: "100,000-190,000" …
/// "500,000+" (004:L2944-L2961).
pub fn column_words(treasury: u32) -> String {
    let band = (treasury / 100_000).min(5) * 100_000;
    if band >= 500_000 {
        "500,000+".to_string()
    } else {
        format!("{}-{}", thousands(band), thousands(band + 90_000))
    }
}

/// Gold with a comma between thousands: 190,000.
pub fn thousands(gold: u32) -> String {
    let (high, low) = (gold / 1000, gold % 1000);
    if high == 0 {
        low.to_string()
    } else {
        format!("{high},{low:03}")
    }
}
