//! Which ruleset options (`tables/data/options-2016.toml`, a league's `[ruleset]`) Nuffle rules.
//! An option a league chose away from its default that Nuffle does not rule, or rules only in
//! part, is told to the referee to apply by hand, as the players' skills and the inducements
//! are: never followed in silence as if it were off.

use serde::Serialize;
use tables::Rulebook;

use crate::skill::Ruled;

/// Every built-in option and how much of it Nuffle rules (the engine, the ledger or the window
/// reads it). An option not listed (one a league's house rules add) is not ruled.
pub const OPTIONS: &[(&str, Ruled)] = &[
    ("piling-on", Ruled::Yes),
    ("star-price", Ruled::Yes),
    ("star-eligibility", Ruled::Yes),
    ("halfling-master-chef-cost", Ruled::Yes),
    ("extra-team-training", Ruled::Yes),
    ("waaagh-drummer-cost", Ruled::Yes),
    ("scatter-template", Ruled::Yes),
    ("free-fan-factor", Ruled::Yes),
    ("spiralling-expenses", Ruled::Yes),
    ("famous-referees", Ruled::Yes),
    (
        "stadiums",
        Ruled::InPart("Uncovered Trapdoors is applied by hand"),
    ),
    ("match-events", Ruled::No),
    ("special-play-cards", Ruled::Yes),
    ("lrb6-special-play-cards", Ruled::No),
    ("special-balls", Ruled::Yes),
    ("league", Ruled::Yes),
    ("bugmans-league-cup", Ruled::Yes),
    ("weather-table", Ruled::Yes),
    ("kickoff-table", Ruled::Yes),
    ("overtime", Ruled::Yes),
    ("argue-the-call", Ruled::Yes),
    ("illegal-procedure", Ruled::Yes),
    ("winterbowl-inducements", Ruled::Yes),
    ("rostered-star-players", Ruled::No),
    ("sponsorships", Ruled::No),
    ("stadium-ownership", Ruled::No),
    (
        WHITE_DWARF_AND_BLACK_GOBBO,
        Ruled::InPart(
            "a match whose setup settles FAME rolls no fans, so the legends never come: the \
             referee brings them by hand",
        ),
    ),
];

/// The option of the legends, who come on the fans roll (004:L9707-L9779): ruled in part
/// only for a match whose setup settles FAME ([`crate::Match::unruled_options`]).
pub const WHITE_DWARF_AND_BLACK_GOBBO: &str = "white-dwarf-and-black-gobbo";

/// How much of the option `id` Nuffle rules.
pub fn ruled(id: &str) -> Ruled {
    OPTIONS
        .iter()
        .find(|(known, _)| *known == id)
        .map_or(Ruled::No, |&(_, ruled)| ruled)
}

/// An option chosen away from its default that Nuffle does not rule whole.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnruledOption {
    /// The option's id (`"special-balls"`).
    pub id: String,
    /// Its name in the rulebook data ("Special balls").
    pub name: String,
    /// The choice in force (`"on"`).
    pub choice: String,
    /// Its seed lines.
    pub source: String,
    /// What the referee applies by hand.
    pub why: String,
}

/// The options of `book`'s ruleset chosen away from their defaults that Nuffle does not rule
/// whole, in the data's order.
pub fn unruled_options(book: &Rulebook) -> Vec<UnruledOption> {
    book.options()
        .iter()
        .filter_map(|option| {
            let choice = book.choice(&option.id)?;
            if Some(choice) == option.default_choice() {
                return None;
            }
            let why = match ruled(&option.id) {
                Ruled::Yes => return None,
                Ruled::InPart(what) => format!("ruled in part: {what}"),
                Ruled::No => "not ruled by Nuffle: apply it by hand".to_owned(),
            };
            Some(UnruledOption {
                id: option.id.clone(),
                name: option.name.clone(),
                choice: choice.to_owned(),
                source: option.source.clone(),
                why,
            })
        })
        .collect()
}
