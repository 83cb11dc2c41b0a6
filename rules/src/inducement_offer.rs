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

/// A Star Player a team may hire for the match (004:L3094-L3119).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StarOffer {
    /// His entry's id (`"griff-oberwald"`).
    pub id: String,
    /// His entry's name as printed.
    pub name: String,
    /// What the setup charges this team for him.
    pub each: u32,
    /// Where the text gives him.
    pub source: String,
}

/// A Mercenary a team may hire: a player of one of its positions for this match, with Loner
/// (004:L3021-L3041).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MercenaryOffer {
    /// The position's title in the team's roster.
    pub position: String,
    /// What the setup charges for one, without the extra skill.
    pub each: u32,
    /// The position's Normal skill categories, where his one extra skill may come from.
    pub normal: String,
}

fn side_team(spec: &mut SetupSpec, side: Side) -> &mut TeamSpec {
    match side {
        Side::Home => &mut spec.home,
        Side::Away => &mut spec.away,
    }
}

/// `spec` with both teams buying nothing and `side`'s coach putting a Treasury in that no
/// price reaches: what one purchase costs is then what the setup spends on it.
fn bare_league(spec: &SetupSpec, side: Side) -> SetupSpec {
    let mut bare = spec.clone();
    for s in Side::BOTH {
        if let TeamSpec::Roster {
            stars,
            wandering_apothecaries,
            igor,
            inducements,
            ..
        } = side_team(&mut bare, s)
        {
            stars.clear();
            *wandering_apothecaries = 0;
            *igor = false;
            *inducements = crate::setup::InducementSpec::default();
            if s == side {
                inducements.treasury = u32::MAX / 4;
            }
        }
    }
    bare
}

/// What `side` spends once `add` is bought in `bare` ([`bare_league`]): `None` when the setup
/// refuses it.
fn price_in(
    book: &Rulebook,
    bare: &SetupSpec,
    side: Side,
    add: impl FnOnce(&mut TeamSpec),
) -> Option<u32> {
    let before = bare.build(book).ok()?.league?.spent[side.index()];
    let mut one = bare.clone();
    add(side_team(&mut one, side));
    let after = one.build(book).ok()?.league?.spent[side.index()];
    after.checked_sub(before)
}

/// Every Star Player `side`'s team may hire under `book`, in the data's order, with the price
/// the setup charges it (his entry's, or the roster page's where the league's `star-price`
/// choice says so): one is offered when the team, hiring him and nothing more, takes the
/// field ([`SetupSpec::build`] checks his entry and the team's roster page, 004:L3094-L3119).
/// Gold, the 0-2 limit and "both teams hired him" are checked when a hire is built.
pub fn star_offers(book: &Rulebook, spec: &SetupSpec, side: Side) -> Vec<StarOffer> {
    let bare = bare_league(spec, side);
    let TeamSpec::Roster { roster, .. } = side_team(&mut bare.clone(), side).clone() else {
        return Vec::new();
    };
    let Ok(roster) = book.roster(&roster) else {
        return Vec::new();
    };
    book.stars_for(roster)
        .into_iter()
        .filter_map(|hire| {
            let star = hire.star;
            let each = price_in(book, &bare, side, |team| {
                if let TeamSpec::Roster { stars, .. } = team {
                    stars.push(crate::setup::StarSpec {
                        star: star.id.clone(),
                        numbers: Vec::new(),
                    });
                }
            })?;
            Some(StarOffer {
                id: star.id.clone(),
                name: star.name.clone(),
                each,
                source: star.source.clone(),
            })
        })
        .collect()
}

/// Every position of `side`'s roster a Mercenary may be hired for (the position's limit and
/// the 16 players kept, 004:L3026-L3028), with the price the setup charges (004:L3021-L3041).
pub fn mercenary_offers(book: &Rulebook, spec: &SetupSpec, side: Side) -> Vec<MercenaryOffer> {
    let bare = bare_league(spec, side);
    let TeamSpec::Roster {
        roster, players, ..
    } = side_team(&mut bare.clone(), side).clone()
    else {
        return Vec::new();
    };
    let Ok(roster) = book.roster(&roster) else {
        return Vec::new();
    };
    let number = players
        .iter()
        .map(|p| p.number)
        .max()
        .unwrap_or(0)
        .saturating_add(1);
    roster
        .positions
        .iter()
        .filter_map(|position| {
            let each = price_in(book, &bare, side, |team| {
                if let TeamSpec::Roster { inducements, .. } = team {
                    inducements.mercenaries.push(crate::setup::MercenarySpec {
                        number,
                        position: position.name.clone(),
                        name: None,
                        skill: None,
                    });
                }
            })?;
            Some(MercenaryOffer {
                position: position.name.clone(),
                each,
                normal: position.normal.clone(),
            })
        })
        .collect()
}

/// Every Special Play deck `side`'s team may buy a Special Play of (0-5 in all, each one more
/// card kept; 004:L2768, L3043-L3047), with the price the setup charges (the deck's,
/// 004:L3122-L3130); none when the ruleset option `special-play-cards` is off.
pub fn special_play_offers(
    book: &Rulebook,
    spec: &SetupSpec,
    side: Side,
) -> Vec<(crate::special_play::Deck, u32)> {
    let bare = bare_league(spec, side);
    crate::special_play::Deck::ALL
        .into_iter()
        .filter_map(|deck| {
            let each = price_in(book, &bare, side, |team| {
                if let TeamSpec::Roster { inducements, .. } = team {
                    inducements.special_plays.push(deck);
                }
            })?;
            Some((deck, each))
        })
        .collect()
}
