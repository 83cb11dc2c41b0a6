//! The Bugman's League Cup's team building (seed 001, 001:L453-L531): a treasury of 1,300,000,
//! 11 to 16 players from one team list, Star Players bought like any player and kept for the
//! event, re-rolls and Fan Factor paid for, the event's coaching staff, and Bugman's
//! Sponsorship (Leader for one player). [`cup_team`] checks a new team against them and gives
//! what it costs, or refuses with the reason and the line; [`cup_setup`] checks both teams of a
//! match played under the cup's ruleset option. [`hire_cup_staff`] puts the cup's Halfling
//! Master Chef and Goblin Bribery Agent into a team's setup.

use tables::Rulebook;

use crate::setup::{SetupError, SetupSpec, TeamSetup, TeamSpec};

/// The ruleset option (and the preset's id) of the Bugman's League Cup.
pub const BUGMANS_OPTION: &str = "bugmans-league-cup";

/// What a cup team's purchases cost, each line and the total.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CupCost {
    /// Players and Star Players.
    pub players: u32,
    /// Team re-rolls at the team list's price (001:L477).
    pub rerolls: u32,
    /// Fan Factor, 10,000 each (001:L479).
    pub fan_factor: u32,
    /// Assistant Coaches, Cheerleaders, Apothecary, Hunchbacked Henchman, Halfling Master Chef
    /// and Goblin Bribery Agent.
    pub staff: u32,
    /// Bugman's Sponsorship (001:L483).
    pub sponsorship: u32,
    /// The whole.
    pub total: u32,
    /// The treasury it is checked against (001:L459).
    pub treasury: u32,
}

fn refuse(team: &str, why: String) -> SetupError {
    SetupError(format!("team \"{team}\" (Bugman's League Cup): {why}"))
}

/// Checks a new team built for the Bugman's League Cup and gives its cost. In a cup team an
/// `igor` is the Hunchbacked Henchman (001:L499-L501): the same once-a-game re-roll of a failed
/// Regeneration roll. A player's only skill beyond his position's may be Leader, on one player,
/// from Bugman's Sponsorship (001:L483). `master_chef` and `bribery_agent` are the Halfling
/// Master Chef (001:L503-L505) and the Goblin Bribery Agent (001:L507-L511) at the event's
/// prices.
pub fn cup_team(book: &Rulebook, spec: &TeamSpec) -> Result<CupCost, SetupError> {
    let preset = book
        .preset(BUGMANS_OPTION)
        .map_err(|e| SetupError(e.to_string()))?;
    let TeamSpec::Roster {
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
        inducements,
        team_value: _,
        master_chef,
        bribery_agent,
    } = spec
    else {
        return Err(SetupError(
            "a Bugman's League Cup team is bought from a team list (001:L459), not a \
             quick-start team"
                .into(),
        ));
    };
    let list = book.roster(roster).map_err(|e| SetupError(e.to_string()))?;
    let mut cost = CupCost {
        treasury: preset.treasury,
        ..CupCost::default()
    };
    // Players: the team list's positions, each no more than its maximum (001:L461).
    for p in players {
        let position = list.position(&p.position).ok_or_else(|| {
            refuse(
                name,
                format!(
                    "#{}: the {} team list has no position \"{}\" (001:L459)",
                    p.number, list.name, p.position
                ),
            )
        })?;
        cost.players += position.cost;
        // No characteristic changes at the cup: its improvements are skills (001:L1093-L1096)
        // and a Casualty heals after the game (001:L1114).
        if let Some((label, from, value)) = crate::characteristic::first_changed(p, position) {
            return Err(refuse(
                name,
                format!(
                    "#{} {}: {label} {value} is not the position's {label} {from}: a cup player \
                     improves by skills only (001:L1093-L1096) and recovers fully from a \
                     Casualty (001:L1114)",
                    p.number, position.name
                ),
            ));
        }
    }
    if let Some((position, count)) = crate::setup::over_position_limit(list, players) {
        return Err(refuse(
            name,
            format!(
                "{count} {}s: the team list allows {} (001:L461)",
                position.name, position.max
            ),
        ));
    }
    // Star Players: bought like players, only those the team list allows (001:L467).
    let mut star_models = 0usize;
    for s in stars {
        let star = book.star(&s.star).map_err(|e| SetupError(e.to_string()))?;
        let hire = star.hire_for(book.race_of(&list.id)).ok_or_else(|| {
            refuse(
                name,
                format!(
                    "{} does not play for {}: only Star Players the team list permits \
                     (001:L467)",
                    star.name, list.name
                ),
            )
        })?;
        // "the amount of gold pieces indicated on the Star Player list" (001:L467).
        cost.players += hire.cost;
        star_models += star.players.len();
    }
    let count = players.len() + star_models;
    let (least, most) = (
        usize::from(preset.min_players),
        usize::from(preset.max_players),
    );
    if count < least || count > most {
        return Err(refuse(
            name,
            format!(
                "{count} players: a cup team has at least {least} and at most {most}, Star \
                 Players included ({})",
                preset.players_source
            ),
        ));
    }
    if *rerolls > list.reroll_max {
        return Err(refuse(
            name,
            format!(
                "{rerolls} team re-rolls: the team list allows {} ({})",
                list.reroll_max, list.reroll_source
            ),
        ));
    }
    cost.rerolls = u32::from(*rerolls) * list.reroll_cost;
    if *fan_factor > preset.fan_factor_max_at_creation {
        return Err(refuse(
            name,
            format!(
                "Fan Factor {fan_factor}: a new team buys at most {} ({})",
                preset.fan_factor_max_at_creation, preset.fan_factor_source
            ),
        ));
    }
    cost.fan_factor = u32::from(*fan_factor) * preset.fan_factor_cost;
    // Coaching staff at the event's prices (001:L485-L527).
    let staff = |id: &str| preset.staff.iter().find(|s| s.id == id);
    let price = |id: &str| staff(id).and_then(|s| s.cost_for(&list.id)).unwrap_or(0);
    cost.staff += u32::from(*assistant_coaches) * price("assistant-coach");
    cost.staff += u32::from(*cheerleaders) * price("cheerleader");
    if *wandering_apothecaries > 0 {
        return Err(refuse(
            name,
            "no inducements at the cup: Wandering Apothecaries are not for sale (001:L1106)".into(),
        ));
    }
    if !inducements.is_none() {
        return Err(refuse(
            name,
            "no inducements at the cup: a cup team buys none (001:L1106)".into(),
        ));
    }
    if *apothecary {
        if !list.apothecary {
            return Err(refuse(
                name,
                format!(
                    "Khemri, Necromantic, Nurgle and Undead teams may not have an \
                     Apothecary; {} is one (001:L521)",
                    list.name
                ),
            ));
        }
        cost.staff += price("apothecary");
    }
    if *igor {
        let henchman = staff("hunchbacked-henchman");
        if !henchman.is_some_and(|h| h.teams.contains(&list.id)) {
            return Err(refuse(
                name,
                format!(
                    "only Khemri, Necromantic, Nurgle and Undead teams may hire a Hunchbacked \
                     Henchman; {} may not (001:L501)",
                    list.name
                ),
            ));
        }
        cost.staff += price("hunchbacked-henchman");
    }
    // Any team may hire the Chef and the Agent; Halflings and Goblins pay less (001:L505, L509).
    if *master_chef {
        cost.staff += price("halfling-master-chef");
    }
    if *bribery_agent {
        cost.staff += price("goblin-bribery-agent");
    }
    // Bugman's Sponsorship: Leader for one player, even one who could not take it (001:L483).
    let mut sponsored = 0;
    for p in players {
        let position = list.position(&p.position);
        for skill in &p.skills {
            let found = book
                .skill(skill)
                .map_err(|e| SetupError(format!("#{}: {e}", p.number)))?;
            let id = found.id.clone();
            if position.is_some_and(|q| q.skills.iter().any(|s| s == &id)) {
                continue;
            }
            if id != "leader" {
                return Err(refuse(
                    name,
                    format!(
                        "#{} starts with {}: a new team's players have only their \
                         position's skills; skills come after each game (001:L1093-L1096), \
                         Leader alone from Bugman's Sponsorship (001:L483)",
                        p.number, found.name
                    ),
                ));
            }
            sponsored += 1;
        }
    }
    if sponsored > 1 {
        return Err(refuse(
            name,
            format!(
                "{sponsored} players gain Leader: Bugman's Sponsorship upgrades one player \
                 (001:L483)"
            ),
        ));
    }
    if sponsored == 1 {
        cost.sponsorship = price("bugmans-sponsorship");
    }
    cost.total = cost.players + cost.rerolls + cost.fan_factor + cost.staff + cost.sponsorship;
    if cost.total > cost.treasury {
        return Err(refuse(
            name,
            format!(
                "it costs {} gold pieces: players {}, re-rolls {}, Fan Factor {}, staff {}, \
                 sponsorship {}; the treasury is {} ({})",
                cost.total,
                cost.players,
                cost.rerolls,
                cost.fan_factor,
                cost.staff,
                cost.sponsorship,
                cost.treasury,
                preset.treasury_source
            ),
        ));
    }
    Ok(cost)
}

/// Checks both teams of a match played under the Bugman's League Cup's ruleset option with
/// [`cup_team`], and gives what each costs, home then away; `None` when the option is off. A
/// league pre-match (the setup's `league`) is refused: the cup has none.
/// A team is checked as it was bought (001:L453-L531): the skills of its improvement rolls and
/// the Fan Factor it won come after its first game.
pub fn cup_setup(book: &Rulebook, spec: &SetupSpec) -> Result<Option<[CupCost; 2]>, SetupError> {
    if !book.is_on(BUGMANS_OPTION) {
        return Ok(None);
    }
    if spec.league.is_some() {
        return Err(SetupError(
            "a Bugman's League Cup match has no league pre-match: no inducements (001:L1106), \
             and only the weather and the fans before the kick-off (001:L1069-L1082); leave \
             out the \"league\" key"
                .into(),
        ));
    }
    Ok(Some([
        cup_team(book, &spec.home)?,
        cup_team(book, &spec.away)?,
    ]))
}

/// Puts the cup's Halfling Master Chef (3D6 at the start of each half, 001:L503-L505) and Goblin
/// Bribery Agent (one Bribe for the match, 001:L507-L511) into `team`: they act as the
/// inducements of the same names do. Refused outside the cup, where they are not for hire.
pub fn hire_cup_staff(
    book: &Rulebook,
    team: &mut TeamSetup,
    master_chef: bool,
    bribery_agent: bool,
) -> Result<(), SetupError> {
    if !master_chef && !bribery_agent {
        return Ok(());
    }
    if !book.is_on(BUGMANS_OPTION) {
        let who = if master_chef {
            "a Halfling Master Chef as staff (001:L503; a league match induces one instead)"
        } else {
            "a Goblin Bribery Agent (001:L507; a league match buys Bribes instead)"
        };
        return Err(SetupError(format!(
            "team \"{}\" hires {who}: that is Bugman's League Cup staff; turn on the \
             ruleset option {BUGMANS_OPTION}",
            team.name
        )));
    }
    use crate::inducement_kind::Inducement;
    let bought = &mut team.inducements.bought;
    if master_chef {
        bought.set(Inducement::HalflingMasterChef, 1);
    }
    let bribes = bought
        .get(Inducement::Bribes)
        .saturating_add(u8::from(bribery_agent));
    bought.set(Inducement::Bribes, bribes);
    Ok(())
}
