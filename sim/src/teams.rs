//! Teams for simulated matches beyond the quick-start teams: a legal team of any roster (11
//! to 14 players within every position's limit, some with skills from level-ups, 0-2 Star
//! Players the roster may hire), drawn from a generator of its own, so the same seed always
//! fields the same teams.

use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;
use rules::Inducement;
use rules::{PlayerSpec, StarSpec, TeamSpec};
use tables::{Roster, Rulebook, SkillCategory};

/// The name `nuffle simulate` takes for "a roster drawn per match".
pub const ANY: &str = "any";

/// A legal team of `roster`, drawn with `rng`; `taken` are stars the other team hired (both
/// teams may not field the same star, 004:L3109-L3112).
pub fn random_team(
    book: &Rulebook,
    roster: &Roster,
    rng: &mut Xoshiro256PlusPlus,
    taken: &[String],
) -> TeamSpec {
    let size = rng.random_range(11..=14usize);
    // The position with the most room fills the team; the others are drawn first.
    let filler = roster
        .positions
        .iter()
        .enumerate()
        .max_by_key(|(_, p)| p.max)
        .map_or(0, |(i, _)| i);
    let mut counts: Vec<usize> = roster
        .positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i == filler {
                0
            } else {
                rng.random_range(0..=usize::from(p.max))
            }
        })
        .collect();
    // Too many specials: take some back at random.
    while counts.iter().sum::<usize>() > size {
        let i = rng.random_range(0..counts.len());
        counts[i] = counts[i].saturating_sub(1);
    }
    let max = |i: usize| usize::from(roster.positions[i].max);
    let specials: usize = counts.iter().sum();
    counts[filler] = (size - specials).min(max(filler));
    // A roster whose filler cannot reach eleven takes more of the others.
    for i in 0..counts.len() {
        while counts.iter().sum::<usize>() < 11 && counts[i] < max(i) {
            counts[i] += 1;
        }
    }
    let mut players = Vec::new();
    for (i, count) in counts.iter().enumerate() {
        let position = &roster.positions[i];
        for _ in 0..*count {
            let number = u8::try_from(players.len() + 1).unwrap_or(u8::MAX);
            players.push(PlayerSpec {
                number,
                position: position.name.clone(),
                name: None,
                skills: level_ups(book, position, rng),
                ..Default::default()
            });
        }
    }
    let mut stars = Vec::new();
    let mut room = 16usize.saturating_sub(players.len());
    let hires = book.stars_for(roster);
    for _ in 0..rng.random_range(0..=2usize) {
        if hires.is_empty() {
            break;
        }
        let hire = &hires[rng.random_range(0..hires.len())];
        let star = hire.star;
        let chosen = stars.iter().any(|s: &StarSpec| s.star == star.id);
        if chosen || taken.contains(&star.id) || star.players.len() > room {
            continue;
        }
        room -= star.players.len();
        stars.push(StarSpec {
            star: star.id.clone(),
            numbers: Vec::new(),
        });
    }
    // The medical staff: an Apothecary (and now and then a Wandering one) where the roster may
    // have one, else now and then an Igor.
    let (apothecary, wandering_apothecaries, igor) = if roster.apothecary {
        (rng.random_bool(0.7), rng.random_range(0..=1u8), false)
    } else {
        (false, 0, rng.random_bool(0.5))
    };
    TeamSpec::Roster {
        apothecary,
        wandering_apothecaries,
        igor,
        name: format!("{} (drawn)", roster.name),
        roster: roster.id.clone(),
        rerolls: rng.random_range(1..=4),
        fan_factor: rng.random_range(0..=6),
        cheerleaders: rng.random_range(0..=2),
        assistant_coaches: rng.random_range(0..=2),
        players,
        stars,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    }
}

/// The inducements a drawn team buys for a league match (004:L2730-L2778): now and then
/// Bloodweiser Kegs, Bribes, Extra Team Training, a Halfling Master Chef, a Wizard, the race
/// inducements its roster may have, the Winterbowl ones when the league offers them, up to two
/// (In)Famous Coaching Staff it may hire, and a Mercenary Lineman of its biggest position,
/// within every limit, paid from a Treasury that covers them and its stars (a quick-start team
/// buys none).
pub fn random_inducements(book: &Rulebook, team: &mut TeamSpec, rng: &mut Xoshiro256PlusPlus) {
    let TeamSpec::Roster {
        roster,
        players,
        stars,
        inducements,
        ..
    } = team
    else {
        return;
    };
    let Ok(roster) = book.roster(roster) else {
        return;
    };
    inducements.treasury = 3_000_000;
    inducements
        .bought
        .set(Inducement::BloodweiserKegs, rng.random_range(0..=2));
    inducements
        .bought
        .set(Inducement::Bribes, rng.random_range(0..=3));
    inducements
        .bought
        .set(Inducement::ExtraTeamTraining, rng.random_range(0..=2));
    inducements.bought.set(
        Inducement::HalflingMasterChef,
        u8::from(rng.random_bool(0.2)),
    );
    inducements
        .bought
        .set(Inducement::Wizard, u8::from(rng.random_bool(0.3)));
    let may = |id: &str, list: &str, rng: &mut Xoshiro256PlusPlus| {
        let allowed = book
            .list(list)
            .ok()
            .and_then(|l| l.entries.iter().find(|e| e.id == id))
            .is_some_and(|e| e.allows(&roster.id));
        allowed && rng.random_bool(0.5)
    };
    for which in [
        Inducement::MasterOfBallistics,
        Inducement::WaaaghDrummer,
        Inducement::Runesmith,
        Inducement::WarlockEngineer,
    ] {
        let n = u8::from(may(which.id(), "inducements", rng));
        inducements.bought.set(which, n);
    }
    if book.is_on(rules::WINTERBOWL_OPTION) {
        for which in [
            Inducement::Interference,
            Inducement::RevitalisingTonic,
            Inducement::WeatherMage,
        ] {
            let n = u8::from(may(which.id(), "inducements", rng));
            inducements.bought.set(which, n);
        }
    }
    let staff: Vec<String> = book
        .list("coaching-staff")
        .map(|l| l.entries.iter().map(|e| e.id.clone()).collect())
        .unwrap_or_default();
    for id in staff {
        if inducements.coaching_staff.len() < 2 && may(&id, "coaching-staff", rng) {
            inducements.coaching_staff.push(id);
        }
    }
    // A Mercenary of the position with the most room, if the team has room for him.
    let models: usize = stars
        .iter()
        .filter_map(|s| book.star(&s.star).ok())
        .map(|s| s.players.len())
        .sum();
    let room = players.len() + models < 16;
    let position = roster.positions.iter().max_by_key(|p| {
        usize::from(p.max).saturating_sub(players.iter().filter(|q| q.position == p.name).count())
    });
    if let Some(position) = position
        && room
        && players
            .iter()
            .filter(|q| q.position == position.name)
            .count()
            < usize::from(position.max)
        && rng.random_bool(0.3)
    {
        let number = players
            .iter()
            .map(|p| p.number)
            .max()
            .unwrap_or(0)
            .saturating_add(u8::try_from(models).unwrap_or(0))
            .saturating_add(1);
        inducements.mercenaries.push(rules::MercenarySpec {
            number,
            position: position.name.clone(),
            name: None,
            skill: None,
        });
    }
}

/// The Special Plays a drawn team buys for a league match when the ruleset option
/// `special-play-cards` is on: none to two, each from a deck drawn at random (004:L3043-L3047);
/// the cards themselves are kept and played by the coach as the match asks.
pub fn random_special_plays(book: &Rulebook, team: &mut TeamSpec, rng: &mut Xoshiro256PlusPlus) {
    let TeamSpec::Roster { inducements, .. } = team else {
        return;
    };
    if !book.is_on(tables::SPECIAL_PLAY_OPTION) {
        return;
    }
    for _ in 0..rng.random_range(0..=2u8) {
        let deck = rules::special_play::Deck::ALL
            [rng.random_range(0..rules::special_play::Deck::ALL.len())];
        inducements.special_plays.push(deck);
    }
}

/// Skills a player of `position` may have gained: none most often, else one or two from
/// his Normal categories (never Extraordinary, never one a ruleset option must turn on).
fn level_ups(
    book: &Rulebook,
    position: &tables::Position,
    rng: &mut Xoshiro256PlusPlus,
) -> Vec<String> {
    let gained = match rng.random_range(0..10) {
        0..=6 => 0,
        7 | 8 => 1,
        _ => 2,
    };
    let open: Vec<SkillCategory> = position
        .normal
        .chars()
        .filter_map(tables::SkillCategory::from_letter)
        .collect();
    let has = |skills: &[String], id: &str| {
        skills.iter().any(|s| s == id)
            || position
                .skills
                .iter()
                .any(|s| book.skill(s).is_ok_and(|k| k.id == id))
    };
    let candidates: Vec<&tables::Skill> = book
        .skills()
        .iter()
        .filter(|s| open.contains(&s.category) && s.option.is_none())
        .collect();
    let mut skills: Vec<String> = Vec::new();
    for _ in 0..gained {
        if candidates.is_empty() {
            break;
        }
        let pick = candidates[rng.random_range(0..candidates.len())];
        // Grab and Frenzy never together (rules::skill::NEVER_TOGETHER, 004:L10216-L10219).
        let clash = rules::skill::NEVER_TOGETHER
            .iter()
            .any(|&(a, b)| (pick.id == a && has(&skills, b)) || (pick.id == b && has(&skills, a)));
        if !has(&skills, &pick.id) && !clash {
            skills.push(pick.id.clone());
        }
    }
    skills
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    /// Every roster, many draws: the teams build (the setup's own checks: positions and
    /// their limits, stars the roster may hire, at most 16) and field 11 to 16 players.
    #[test]
    fn every_roster_draws_legal_teams() {
        let book = tables::builtin().expect("built-in tables");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut stars = 0;
        for roster in book.rosters() {
            for _ in 0..40 {
                let spec = random_team(book, roster, &mut rng, &[]);
                let team = spec.build(book);
                let team = team.unwrap_or_else(|e| panic!("{}: {e}", roster.id));
                assert!(
                    (11..=16).contains(&team.players.len()),
                    "{}: {}",
                    roster.id,
                    team.players.len()
                );
                stars += spec.stars().len();
            }
        }
        assert!(stars > 0, "some teams hire stars");
    }
}
