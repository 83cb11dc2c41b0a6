//! What a team may buy before a league match, for a window or a form to offer
//! (004:L2730-L2778): the inducements counted by number, each with its price for the team and
//! its limit, the count a [`TeamSpec`] buys, and the gold left once the setup is built. The
//! prices, limits and team lists are the setup's own ([`crate::SetupSpec::build`] refuses
//! what they refuse); nothing here rules a purchase twice.

use tables::Rulebook;

use crate::pitch::Side;
use crate::setup::{LeagueSetup, SetupSpec, TeamSpec};

/// The inducements bought by number (a count up to a limit), in the list's order
/// (004:L2758-L2767). Star Players and Mercenaries are bought by name and position in the
/// setup, not counted here.
pub const COUNTED: [&str; 7] = [
    "bloodweiser-kegs",
    "bribes",
    "extra-team-training",
    "halfling-master-chef",
    "igor",
    "wandering-apothecaries",
    "wizard",
];

/// One inducement a team may buy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// The inducement's id in the tables (`"bribes"`).
    pub id: &'static str,
    /// Its name as printed (`"Bribes"`).
    pub name: String,
    /// What one costs this team (a Goblin team's Bribe 50,000, 004:L3062-L3063).
    pub each: u32,
    /// The most the team may buy.
    pub max: u8,
    /// Where the text gives it.
    pub source: String,
}

/// The count of inducement `id` that `team` buys (0 for an id not in [`COUNTED`] or a
/// quick-start team).
pub fn count(team: &TeamSpec, id: &str) -> u8 {
    let TeamSpec::Roster {
        wandering_apothecaries,
        igor,
        inducements: i,
        ..
    } = team
    else {
        return 0;
    };
    match id {
        "bloodweiser-kegs" => i.bloodweiser_kegs,
        "bribes" => i.bribes,
        "extra-team-training" => i.extra_team_training,
        "halfling-master-chef" => u8::from(i.halfling_master_chef),
        "igor" => u8::from(*igor),
        "wandering-apothecaries" => *wandering_apothecaries,
        "wizard" => u8::from(i.wizard),
        _ => 0,
    }
}

/// Sets the count of inducement `id` that `team` buys to `n` (a yes-or-no inducement: bought
/// when `n` is not 0). `false` when `id` is not in [`COUNTED`] or the team is a quick-start
/// one: nothing changes.
pub fn set_count(team: &mut TeamSpec, id: &str, n: u8) -> bool {
    let TeamSpec::Roster {
        wandering_apothecaries,
        igor,
        inducements: i,
        ..
    } = team
    else {
        return false;
    };
    match id {
        "bloodweiser-kegs" => i.bloodweiser_kegs = n,
        "bribes" => i.bribes = n,
        "extra-team-training" => i.extra_team_training = n,
        "halfling-master-chef" => i.halfling_master_chef = n > 0,
        "igor" => *igor = n > 0,
        "wandering-apothecaries" => *wandering_apothecaries = n,
        "wizard" => i.wizard = n > 0,
        _ => return false,
    }
    true
}

/// The inducements of [`COUNTED`] that `team` may buy under `book`, with the price and limit
/// the setup charges and checks: one is offered when the team, buying one of it and nothing
/// more, takes the field (its team list allows it: no Igor for a team that may have an
/// Apothecary, no Wandering Apothecary for one that may not, 004:L3010-L3019,
/// L3086-L3092). The gold is not checked here: [`SetupSpec::build`] refuses a team that
/// spends more than it has.
pub fn offers(book: &Rulebook, team: &TeamSpec) -> Vec<Offer> {
    let TeamSpec::Roster { name, roster, .. } = team else {
        return Vec::new();
    };
    let Ok(list) = book.list("inducements") else {
        return Vec::new();
    };
    let mut bare = team.clone();
    for id in COUNTED {
        set_count(&mut bare, id, 0);
    }
    let mut offered = Vec::new();
    for id in COUNTED {
        let Some(entry) = list.entries.iter().find(|e| e.id == id) else {
            continue;
        };
        let Ok(each) = crate::inducement::priced(book, name, roster, id, 1) else {
            continue;
        };
        let mut one = bare.clone();
        set_count(&mut one, id, 1);
        if one.build(book).is_err() {
            continue;
        }
        offered.push(Offer {
            id,
            name: entry.name.clone(),
            each,
            max: entry.max().unwrap_or(1),
            source: entry.source.clone(),
        });
    }
    offered
}

/// The gold `side` has left to spend once `spec` is built into `league`: its inducement gold
/// and the Treasury gold its coach put in, less what it spent (004:L2738-L2754).
pub fn gold_left(spec: &SetupSpec, league: &LeagueSetup, side: Side) -> u32 {
    let (team, i) = match side {
        Side::Home => (&spec.home, 0),
        Side::Away => (&spec.away, 1),
    };
    let treasury = match team {
        TeamSpec::Roster { inducements, .. } => inducements.treasury,
        TeamSpec::QuickStart(_) => 0,
    };
    league.inducement_gold[i]
        .saturating_add(treasury)
        .saturating_sub(league.spent[i])
}
