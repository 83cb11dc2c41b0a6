//! What a team may buy before a league match, for a window or a form to offer
//! (004:L2730-L2778): every [`Inducement`] bought by number and every (In)Famous Coaching
//! Staff member, each with its price for the team and its limit, the count a [`TeamSpec`]
//! buys, and the gold left once the setup is built. The prices, limits and team lists are the setup's own ([`crate::SetupSpec::build`] refuses
//! what they refuse); nothing here rules a purchase twice.

use tables::Rulebook;

use crate::inducement_kind::{Bought, Inducement};
use crate::pitch::Side;
use crate::setup::{LeagueSetup, SetupSpec, TeamSpec};

/// One inducement a team may buy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// Which one.
    pub inducement: Inducement,
    /// Its name as printed (`"Bribes"`).
    pub name: String,
    /// What one costs this team (a Goblin team's Bribe 50,000, 004:L3062-L3063).
    pub each: u32,
    /// The most the team may buy.
    pub max: u8,
    /// Where the text gives it.
    pub source: String,
}

/// Folds a name as the tables fold names: letters and digits, lower case.
fn fold(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The count of `which` that `team` buys (0 for a quick-start team).
pub fn count(team: &TeamSpec, which: Inducement) -> u8 {
    let TeamSpec::Roster {
        wandering_apothecaries,
        igor,
        inducements: i,
        ..
    } = team
    else {
        return 0;
    };
    match (which.bought(), which) {
        (Bought::Medical, Inducement::Igor) => u8::from(*igor),
        (Bought::Medical, _) => *wandering_apothecaries,
        (Bought::Staff, _) => {
            let id = fold(which.id());
            u8::from(i.coaching_staff.iter().any(|s| fold(s) == id))
        }
        (Bought::Number | Bought::YesNo, _) => i.bought.get(which),
    }
}

/// Sets the count of `which` that `team` buys to `n` (one bought once: bought when `n` is not
/// 0). `false` for a quick-start team: nothing changes.
pub fn set_count(team: &mut TeamSpec, which: Inducement, n: u8) -> bool {
    let TeamSpec::Roster {
        wandering_apothecaries,
        igor,
        inducements: i,
        ..
    } = team
    else {
        return false;
    };
    match (which.bought(), which) {
        (Bought::Medical, Inducement::Igor) => *igor = n > 0,
        (Bought::Medical, _) => *wandering_apothecaries = n,
        (Bought::Staff, _) => {
            let id = fold(which.id());
            i.coaching_staff.retain(|s| fold(s) != id);
            if n > 0 {
                i.coaching_staff.push(which.id().to_string());
            }
        }
        (Bought::Number | Bought::YesNo, _) => i.bought.set(which, n),
    }
    true
}

/// Every [`Inducement`] `team` may buy under `book`, in the data's order, with the price and
/// limit the setup charges and checks: one is offered when the team, buying one of it and
/// nothing more, takes the field (its team list allows it: no Igor for a team that may have an
/// Apothecary, no Wandering Apothecary for one that may not, 004:L3010-L3019, L3086-L3092; a
/// Winterbowl one only with its ruleset option, 004:L6807-L6813). The gold is not checked
/// here: [`SetupSpec::build`] refuses a team that spends more than it has.
pub fn offers(book: &Rulebook, team: &TeamSpec) -> Vec<Offer> {
    let TeamSpec::Roster { name, roster, .. } = team else {
        return Vec::new();
    };
    let mut bare = team.clone();
    for which in Inducement::ALL {
        set_count(&mut bare, *which, 0);
    }
    let mut offered = Vec::new();
    for which in Inducement::ALL {
        let list = if which.bought() == Bought::Staff {
            "coaching-staff"
        } else {
            "inducements"
        };
        let Some(entry) = book
            .list(list)
            .ok()
            .and_then(|l| l.entries.iter().find(|e| e.id == which.id()))
        else {
            continue;
        };
        let each = if which.bought() == Bought::Staff {
            entry.cost.unwrap_or(0)
        } else {
            match crate::inducement::priced(book, name, roster, which.id(), 1) {
                Ok(each) => each,
                Err(_) => continue,
            }
        };
        let mut one = bare.clone();
        set_count(&mut one, *which, 1);
        if one.build(book).is_err() {
            continue;
        }
        offered.push(Offer {
            inducement: *which,
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
