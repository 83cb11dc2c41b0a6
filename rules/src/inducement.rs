//! Inducements for a league match (004:L2730-L2778): what a team buys, checked against the
//! limits, the team lists and the gold it has, and the Team Value that gold comes from.

use tables::{ListEntry, Rulebook, SkillCategory};

use crate::inducement_kind::{Bought, Inducement, InducementCounts};
use crate::pitch::Side;
use crate::player::Profile;
use crate::setup::{
    InducementSpec, Inducements, LeagueSetup, LeagueSpec, SetupError, Stadium, StarSpec, TeamSetup,
    TeamSpec,
};

/// A Mercenary costs this much more than a player of his position (004:L3024-L3025).
const MERCENARY_PREMIUM: u32 = 30_000;
/// … and this much more again for his one extra skill (004:L3034-L3037).
const MERCENARY_SKILL: u32 = 50_000;
/// Cheerleaders and Assistant Coaches cost 10,000 each, an Apothecary 50,000 (the Team Value
/// counts them at these prices, 004:L2348-L2359).
/// The gold the team away from its home gets when the other plays at home (004:L2756-L2757).
const AWAY_FROM_HOME: u32 = 50_000;

/// Broadcast Studio takes this much off a Star Player's price… (004:L3725-L3728)
const BROADCAST_DISCOUNT: u32 = 50_000;
/// … to no less than this.
const BROADCAST_FLOOR: u32 = 10_000;
/// Reputation for Spectacle: each team gets its 2D6 total times this (004:L3721-L3723).
const SPECTACLE_UNIT: u32 = 10_000;

/// The ruleset option of the Free Fan Factor rule (004:L3280-L3286).
const FREE_FAN_FACTOR: &str = "free-fan-factor";

/// The ruleset option that offers the Winterbowl inducements (004:L6807-L6813).
pub const WINTERBOWL_OPTION: &str = "winterbowl-inducements";
/// The Winterbowl inducements, offered only with [`WINTERBOWL_OPTION`] on.
const WINTERBOWL: [Inducement; 3] = [
    Inducement::Interference,
    Inducement::RevitalisingTonic,
    Inducement::WeatherMage,
];
/// A team hires at most this many (In)Famous Coaching Staff (004:L2769).
const MAX_STAFF: usize = 2;

fn entry<'b>(book: &'b Rulebook, id: &str) -> Result<&'b ListEntry, SetupError> {
    listed(book, "inducements", id)
}

fn listed<'b>(book: &'b Rulebook, list: &str, id: &str) -> Result<&'b ListEntry, SetupError> {
    book.list(list)
        .map_err(|e| SetupError(e.to_string()))?
        .entries
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| SetupError(format!("the tables have no inducement \"{id}\"")))
}

/// The (In)Famous Coaching Staff member a script names, by name or id (folded as the tables
/// fold names), checked against the teams he works for; returns his entry.
fn staff_member<'b>(
    book: &'b Rulebook,
    team: &str,
    roster: &str,
    name: &str,
) -> Result<&'b ListEntry, SetupError> {
    // A box team list hires as its race does.
    let roster = book.race_of(roster);
    let fold = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<String>()
    };
    let list = book
        .list("coaching-staff")
        .map_err(|e| SetupError(e.to_string()))?;
    let wanted = fold(name);
    let e = list
        .entries
        .iter()
        .find(|e| fold(&e.id) == wanted || fold(&e.name) == wanted)
        .ok_or_else(|| {
            let known: Vec<&str> = list.entries.iter().map(|e| e.name.as_str()).collect();
            SetupError(format!(
                "no (In)Famous Coaching Staff \"{name}\": the list has {} ({})",
                known.join(", "),
                list.source
            ))
        })?;
    if !e.allows(roster) {
        return Err(SetupError(format!(
            "team \"{team}\" ({roster}) may not hire {}: only {} may ({})",
            e.name,
            e.teams.join(", "),
            e.source
        )));
    }
    Ok(e)
}

/// Both teams hired the same (In)Famous Coaching Staff member: neither may use him, though
/// both paid his fee (004:L3049-L3052).
pub(crate) fn staff_hired_twice(book: &Rulebook, home: &mut TeamSetup, away: &mut TeamSetup) {
    for which in Inducement::ALL {
        if which.bought() == Bought::Staff
            && home.inducements.has(*which)
            && away.inducements.has(*which)
        {
            for team in [&mut *home, &mut *away] {
                team.inducements.bought.set(*which, 0);
                team.hired_by_both.push(which.name(book));
            }
        }
    }
}

/// Checks `count` of the inducement `id` against its limit and the team lists it is for, and
/// gives its price for the lot.
pub(crate) fn priced(
    book: &Rulebook,
    team: &str,
    roster: &str,
    id: &str,
    count: u8,
) -> Result<u32, SetupError> {
    if count == 0 {
        return Ok(0);
    }
    // A box team list buys as its race does.
    let roster = book.race_of(roster);
    let e = entry(book, id)?;
    if let Some(max) = e.max()
        && count > max
    {
        return Err(SetupError(format!(
            "team \"{team}\" buys {count} {}: at most {max} ({}, {})",
            e.name,
            e.limit.as_deref().unwrap_or(""),
            e.source
        )));
    }
    if !e.allows(roster) {
        return Err(SetupError(format!(
            "team \"{team}\" ({roster}) may not buy {}: only {} may ({})",
            e.name,
            e.teams.join(", "),
            e.source
        )));
    }
    let mut each = e.cost_for(roster).unwrap_or(0);
    if id == "halfling-master-chef"
        && e.team_cost.contains_key(roster)
        && book.choice("halfling-master-chef-cost") == Some("150000")
    {
        each = 150_000;
    }
    // The Waaagh! Drummer's text and rosters say 50,000, its card 30,000 (004:L3315-L3333,
    // L6660): the league's option chooses.
    if id == "waaagh-drummer" && book.choice("waaagh-drummer-cost") == Some("30000") {
        each = 30_000;
    }
    Ok(each.saturating_mul(u32::from(count)))
}

/// Buys `spec`'s inducements for `team` (built from `roster`): the Mercenaries join its
/// players with Loner, the rest are kept for the match. Returns what they cost.
pub(crate) fn buy(
    book: &Rulebook,
    team: &mut TeamSetup,
    spec: &InducementSpec,
) -> Result<u32, SetupError> {
    let name = team.name.clone();
    let roster_id = team.roster.clone();
    let mut cost = 0u32;
    let mut bought = InducementCounts::default();
    for (which, count) in spec.bought.iter() {
        let id = which.id();
        if !matches!(which.bought(), Bought::Number | Bought::YesNo) {
            continue;
        }
        if WINTERBOWL.contains(&which) && !book.is_on(WINTERBOWL_OPTION) {
            return Err(SetupError(format!(
                "team \"{name}\" buys {}, a Winterbowl inducement (004:L6807-L6813): the league \
                 offers them with the ruleset option `{WINTERBOWL_OPTION} = \"on\"`",
                entry(book, id)?.name
            )));
        }
        cost = cost.saturating_add(priced(book, &name, &roster_id, id, count)?);
        bought.set(which, count);
    }
    if spec.coaching_staff.len() > MAX_STAFF {
        return Err(SetupError(format!(
            "team \"{name}\" hires {} (In)Famous Coaching Staff: at most {MAX_STAFF} (004:L2769)",
            spec.coaching_staff.len()
        )));
    }
    for hired in &spec.coaching_staff {
        let e = staff_member(book, &name, &roster_id, hired)?;
        let Some(which) = Inducement::from_id(&e.id) else {
            return Err(SetupError(format!(
                "the engine does not know the coaching staff member \"{}\"",
                e.name
            )));
        };
        if bought.has(which) {
            return Err(SetupError(format!(
                "team \"{name}\" hires {} twice: there is one of him ({})",
                e.name, e.source
            )));
        }
        bought.set(which, 1);
        cost = cost.saturating_add(e.cost.unwrap_or(0));
    }
    cost = cost.saturating_add(crate::engine::special_plays_price(book, &name, spec)?);
    team.inducements = Inducements {
        bought,
        training_each_half: book.choice("extra-team-training") == Some("each-half"),
        special_plays: u8::try_from(spec.special_plays.len()).unwrap_or(u8::MAX),
    };
    let roster = book
        .roster(&roster_id)
        .map_err(|e| SetupError(e.to_string()))?;
    for merc in &spec.mercenaries {
        let position = roster.position(&merc.position).ok_or_else(|| {
            SetupError(format!(
                "Mercenary #{}: roster \"{}\" has no position \"{}\"",
                merc.number, roster.name, merc.position
            ))
        })?;
        if team.players.iter().any(|p| p.number == merc.number) {
            return Err(SetupError(format!(
                "team \"{name}\" has two players wearing #{}: give the Mercenary another number",
                merc.number
            )));
        }
        let of_position = team
            .players
            .iter()
            .filter(|p| p.position == position.name)
            .count();
        if of_position >= usize::from(position.max) {
            return Err(SetupError(format!(
                "team \"{name}\" would have {} {}s with the Mercenary #{}: the position's \
                 limit is {} and Mercenaries keep to it (004:L3026-L3028)",
                of_position + 1,
                position.name,
                merc.number,
                position.max
            )));
        }
        if team.players.len() >= 16 {
            return Err(SetupError(format!(
                "team \"{name}\" would field {} players with the Mercenary #{}: at most 16 \
                 (004:L3026-L3028)",
                team.players.len() + 1,
                merc.number
            )));
        }
        let mut skills: Vec<String> = Vec::new();
        for s in &position.skills {
            let found = book.skill(s).map_err(|e| SetupError(e.to_string()))?;
            skills.push(found.id.clone());
        }
        let mut price = position.cost.saturating_add(MERCENARY_PREMIUM);
        if let Some(extra) = &merc.skill {
            let found = book
                .skill(extra)
                .map_err(|e| SetupError(format!("Mercenary #{}: {e}", merc.number)))?;
            let normal: Vec<SkillCategory> = position
                .normal
                .chars()
                .filter_map(SkillCategory::from_letter)
                .collect();
            if !normal.contains(&found.category) || skills.contains(&found.id) {
                return Err(SetupError(format!(
                    "Mercenary #{} ({}) may not take {}: his one extra skill comes from the \
                     position's Normal categories ({}) and is not one he has (004:L3032-L3035)",
                    merc.number, position.name, found.name, position.normal
                )));
            }
            skills.push(found.id.clone());
            price = price.saturating_add(MERCENARY_SKILL);
        }
        if !skills.iter().any(|s| s == "loner") {
            skills.push("loner".to_string());
        }
        cost = cost.saturating_add(price);
        team.players.push(Profile {
            number: merc.number,
            name: merc.name.clone().unwrap_or_else(|| position.name.clone()),
            position: position.name.clone(),
            ma: position.ma,
            st: position.st,
            ag: position.ag,
            av: position.av,
            skills,
            team: String::new(),
            blitz: None,
            niggling: 0,
        });
    }
    Ok(cost)
}

/// What a team's Star Players, Wandering Apothecaries and Igor cost: the inducements its
/// spec names outside `inducements` (004:L2764-L2767).
fn staff_and_stars(
    book: &Rulebook,
    roster: &str,
    stars: &[StarSpec],
    wandering: u8,
    igor: bool,
    broadcast: bool,
) -> Result<u32, SetupError> {
    let mut cost = 0u32;
    for spec in stars {
        let star = book
            .star(&spec.star)
            .map_err(|e| SetupError(e.to_string()))?;
        let price = book.star_hire(star, roster).map_or(star.cost, |hire| {
            match (book.choice("star-price"), hire.roster_page_cost) {
                (Some("roster-page"), Some(page)) => page,
                _ => hire.cost,
            }
        });
        // Broadcast Studio: 50,000 off each Star Player, to 10,000 at least (004:L3725-L3728;
        // our reading: a pair hired as one is one Star Player's price).
        let price = if broadcast {
            price
                .saturating_sub(BROADCAST_DISCOUNT)
                .max(BROADCAST_FLOOR)
        } else {
            price
        };
        cost = cost.saturating_add(price);
    }
    let apothecaries = entry(book, "wandering-apothecaries")?
        .cost
        .unwrap_or(0)
        .saturating_mul(u32::from(wandering));
    let igor = if igor {
        entry(book, "igor")?.cost.unwrap_or(0)
    } else {
        0
    };
    Ok(cost.saturating_add(apothecaries).saturating_add(igor))
}

/// A team's Team Value: its roster sheet's when the spec gives it, else its players (position
/// cost and the value of each skill and characteristic increase gained, none taken off for an
/// injury), re-rolls, Fan Factor and staff (004:L2348-L2359, L2630-L2650). Star Players and
/// Mercenaries are inducements, not part of it.
pub fn team_value(book: &Rulebook, spec: &TeamSpec) -> Result<u32, SetupError> {
    let err = |e: tables::TablesError| SetupError(e.to_string());
    match spec {
        TeamSpec::QuickStart(id) => {
            let team = book.quick_start_team(id).map_err(err)?;
            book.team_value(team)
                .ok_or_else(|| SetupError(format!("team \"{id}\" has no Team Value")))
        }
        TeamSpec::Roster {
            team_value: Some(tv),
            ..
        } => Ok(*tv),
        TeamSpec::Roster {
            roster,
            rerolls,
            fan_factor,
            cheerleaders,
            assistant_coaches,
            players,
            apothecary,
            ..
        } => {
            let roster = book.roster(roster).map_err(err)?;
            let increase = |id: &str| {
                book.league()
                    .and_then(|l| l.value_increase(id))
                    .unwrap_or(0)
            };
            let mut value = 0u32;
            for p in players {
                let Some(position) = roster.position(&p.position) else {
                    continue;
                };
                value = value
                    .saturating_add(position.cost)
                    .saturating_add(crate::characteristic::value_increase(book, p, position));
                let normal: Vec<SkillCategory> = position
                    .normal
                    .chars()
                    .filter_map(SkillCategory::from_letter)
                    .collect();
                for s in &p.skills {
                    let Ok(found) = book.skill(s) else { continue };
                    let kind = if normal.contains(&found.category) {
                        "normal-skill"
                    } else {
                        "double-skill"
                    };
                    value = value.saturating_add(increase(kind));
                }
            }
            // Under the Free Fan Factor rule Fan Factor never adds to the Team Value
            // (004:L3280-L3286).
            let ff_cost = if book.is_on(FREE_FAN_FACTOR) {
                0
            } else {
                book.creation().map_or(0, |c| c.fan_factor_cost)
            };
            // The staff at the rulebook's prices, as the ledger's Team Value counts them.
            let staff = |id: &str, count: u8| -> Result<u32, SetupError> {
                if count == 0 {
                    return Ok(0);
                }
                book.staff_price(id)
                    .map(|price| price.saturating_mul(u32::from(count)))
                    .ok_or_else(|| {
                        SetupError(format!(
                            "the rulebook prices no \"{id}\" in its {} list, which the Team \
                             Value counts (004:L2348-L2359)",
                            tables::ROSTER_STAFF
                        ))
                    })
            };
            value = value
                .saturating_add(roster.reroll_cost.saturating_mul(u32::from(*rerolls)))
                .saturating_add(ff_cost.saturating_mul(u32::from(*fan_factor)))
                .saturating_add(staff("cheerleader", *cheerleaders)?)
                .saturating_add(staff("assistant-coach", *assistant_coaches)?)
                .saturating_add(staff("apothecary", u8::from(*apothecary))?);
            Ok(value)
        }
    }
}

/// Reputation for Spectacle's extra inducement gold for each team: its 2D6 × 10,000
/// (004:L3721-L3723), the dice named with the stadium; refused without them, or with them
/// at another stadium.
fn spectacle_gold(attribute: Option<&str>, dice: Option<[u8; 2]>) -> Result<u32, SetupError> {
    let spectacle = attribute == Some(crate::state::REPUTATION_FOR_SPECTACLE);
    match (spectacle, dice) {
        (true, Some(dice)) if dice.iter().all(|d| (1..=6).contains(d)) => {
            Ok(u32::from(dice[0] + dice[1]) * SPECTACLE_UNIT)
        }
        (true, Some(dice)) => Err(SetupError(format!(
            "\"spectacle\": {dice:?} is not two D6 (1-6 each)"
        ))),
        (true, None) => Err(SetupError(
            "a Reputation for Spectacle stadium gives each team 2D6 x 10,000 more for \
             inducements: give the 2D6 rolled as \"spectacle\": [d6, d6] (004:L3721-L3723)"
                .into(),
        )),
        (false, Some(_)) => Err(SetupError(
            "\"spectacle\" is the 2D6 of a Reputation for Spectacle stadium, and the setup \
             names no such stadium (004:L3721-L3723)"
                .into(),
        )),
        (false, None) => Ok(0),
    }
}

/// The stadium a script names: `"Standard"` or an attribute of one of the stadium tables.
fn stadium_named(book: &Rulebook, name: &str) -> Result<Stadium, SetupError> {
    let wanted = name.trim();
    if wanted.eq_ignore_ascii_case("standard") {
        return Ok(Stadium {
            kind: "Standard".into(),
            attribute: None,
        });
    }
    let main = book
        .table("stadium")
        .map_err(|e| SetupError(e.to_string()))?;
    for (kind, table) in [
        ("stadium-unusual-playing-surface", 2u8),
        ("stadium-rough-and-ready", 4),
        ("stadium-luxury", 9),
        ("stadium-local-crowd", 11),
    ] {
        let Ok(t) = book.table(kind) else { continue };
        if let Some(row) = t
            .rows
            .iter()
            .find(|r| r.result.eq_ignore_ascii_case(wanted))
        {
            let kind = main
                .row(table)
                .map(|r| r.result.clone())
                .unwrap_or_default();
            return Ok(Stadium {
                kind,
                attribute: Some(row.result.clone()),
            });
        }
    }
    Err(SetupError(format!(
        "no stadium \"{name}\": name \"Standard\" or an attribute of the stadium tables \
         (004:L3585-L3806)"
    )))
}

/// The league pre-match of a match between `home` and `away` (already built, with what each
/// bought costing `cost`): the Team Values, the gold each gets and takes from its Treasury,
/// refused if a team spends more than it has (004:L2738-L2757).
pub(crate) fn league(
    book: &Rulebook,
    spec: &LeagueSpec,
    specs: [&TeamSpec; 2],
    teams: [&TeamSetup; 2],
    bought: [u32; 2],
) -> Result<LeagueSetup, SetupError> {
    let tv = [team_value(book, specs[0])?, team_value(book, specs[1])?];
    let stadium = spec
        .stadium
        .as_deref()
        .map(|s| stadium_named(book, s))
        .transpose()?;
    let attribute = stadium.as_ref().and_then(|s| s.attribute.as_deref());
    let broadcast = attribute == Some(crate::state::BROADCAST_STUDIO);
    let spectacle = spectacle_gold(attribute, spec.spectacle)?;
    let mut gold = [0u32; 2];
    let mut spent = [0u32; 2];
    let mut from_treasury = [0u32; 2];
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        let other = 1 - i;
        let underdog = tv[other].saturating_sub(tv[i]);
        let away = if spec.home_stadium == Some(side.opponent()) {
            AWAY_FROM_HOME
        } else {
            0
        };
        gold[i] = underdog.saturating_add(away).saturating_add(spectacle);
        let (stars, wandering, igor, treasury) = match specs[i] {
            TeamSpec::QuickStart(_) => (&[][..], 0, false, 0),
            TeamSpec::Roster {
                stars,
                wandering_apothecaries,
                igor,
                inducements,
                ..
            } => (
                &stars[..],
                *wandering_apothecaries,
                *igor,
                inducements.treasury,
            ),
        };
        spent[i] = bought[i].saturating_add(staff_and_stars(
            book,
            &teams[i].roster,
            stars,
            wandering,
            igor,
            broadcast,
        )?);
        let has = gold[i].saturating_add(treasury);
        if spent[i] > has {
            return Err(SetupError(
                format!(
                    "team \"{}\" spends {} on inducements but has {has}: {} of inducement gold \
                 (Team Value {} against {}{}) and {treasury} from its Treasury (004:L2738-L2757)",
                    teams[i].name,
                    spent[i],
                    gold[i],
                    tv[i],
                    tv[other],
                    if away > 0 {
                        ", with 50,000 away from home"
                    } else {
                        ""
                    }
                ) + &if spectacle > 0 {
                    format!(" (with {spectacle} for Reputation for Spectacle, 004:L3721-L3723)")
                } else {
                    String::new()
                },
            ));
        }
        from_treasury[i] = spent[i].saturating_sub(gold[i]);
        // Inducements bought in the setup are bought before the match's first roll, and a
        // team's Expensive Mistakes, step 5 of its last post-match sequence, come first and
        // may take the gold (004:L2692-L2693, L2976-L2977).
        let rolls_mistakes = spec.expensive_mistakes[i]
            .is_some_and(|g| g >= crate::expensive_mistakes::EXPENSIVE_MISTAKES_FROM);
        if rolls_mistakes && from_treasury[i] > 0 {
            return Err(SetupError(format!(
                "team \"{}\" takes {} from its Treasury for inducements bought in the setup, \
                 but its Expensive Mistakes are rolled first and may take that gold \
                 (004:L2976-L2977): buy only with inducement gold here, or leave \
                 \"expensive_mistakes\" out and give the Treasury left after them",
                teams[i].name, from_treasury[i]
            )));
        }
    }
    let referee = match spec.referee.as_deref() {
        None => None,
        Some(name) => {
            let table = book
                .table("referee")
                .map_err(|e| SetupError(e.to_string()))?;
            let row = table
                .rows
                .iter()
                .find(|r| r.result.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| {
                    let known: Vec<&str> = table.rows.iter().map(|r| r.result.as_str()).collect();
                    SetupError(format!(
                        "no referee \"{name}\" on the Referee table: {} (004:L2704-L2716)",
                        known.join(", ")
                    ))
                })?;
            Some(row.result.clone())
        }
    };
    Ok(LeagueSetup {
        home_stadium: spec.home_stadium,
        roll_stadium: stadium.is_none() && book.is_on("stadiums"),
        stadium,
        roll_referee: referee.is_none() && book.is_on("famous-referees"),
        referee,
        team_value: tv,
        inducement_gold: gold,
        spent,
        from_treasury,
        card_keeps: [0, 0],
        expensive_mistakes: spec.expensive_mistakes,
        inducements_chosen: crate::setup::InducementsChosen::InSetup,
        chosen_knowing: None,
    })
}
