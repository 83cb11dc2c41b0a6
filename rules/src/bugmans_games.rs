//! A Bugman's League Cup team after some of the event's games (001:L455, L1084-L1102): what
//! the games may have given it taken off, it is checked as it was bought. Pure: the ledger
//! asks it of a team file that comes with its cup games.

use tables::Rulebook;

use crate::bugmans::{CupCost, cup_team};
use crate::setup::{SetupError, TeamSpec};

/// The most games a cup team plays: the event's five (001:L455).
pub const CUP_GAMES: u8 = 5;

/// Checks a cup team with [`cup_team`] as it was bought, when it comes with the
/// `games` it has played at the cup: each game brought one player one new skill (001:L1093-
/// L1096, a 6 opening every category) and the winner one Fan Factor (001:L1102). So the team
/// is checked with its skills beyond its positions' own taken off and its Fan Factor less one
/// a game; it is refused when it has more improvements than games, or more games than the
/// event's five. A Leader beyond a position's own is Bugman's Sponsorship, bought with the
/// team (001:L483), or a game's improvement (Leader is a Passing skill, 001:L866): the file
/// does not say which, so the team is taken as bought either way it fits.
pub fn cup_team_after_games(
    book: &Rulebook,
    spec: &TeamSpec,
    games: u8,
) -> Result<CupCost, SetupError> {
    let sponsored = bought_before(book, spec, games, true);
    match sponsored {
        Err(e) if games > 0 => bought_before(book, spec, games, false).map_err(|_| e),
        other => other,
    }
}

/// [`cup_team_after_games`] with a Leader beyond a position's own read as the sponsorship
/// (`leader_sponsored`) or as an improvement.
fn bought_before(
    book: &Rulebook,
    spec: &TeamSpec,
    games: u8,
    leader_sponsored: bool,
) -> Result<CupCost, SetupError> {
    if games == 0 {
        return cup_team(book, spec);
    }
    let TeamSpec::Roster {
        name,
        roster,
        players,
        fan_factor,
        ..
    } = spec
    else {
        return cup_team(book, spec);
    };
    if games > CUP_GAMES {
        return Err(SetupError(format!(
            "team \"{name}\" (Bugman's League Cup): it says it played {games} games; a cup team \
             plays {CUP_GAMES} (001:L455)"
        )));
    }
    let list = book.roster(roster).map_err(|e| SetupError(e.to_string()))?;
    let mut bought = spec.clone();
    let mut improvements = 0u32;
    // Whether a Leader has been read as the sponsorship's already (or none may be).
    let mut sponsored = !leader_sponsored;
    if let TeamSpec::Roster {
        players: bought_players,
        fan_factor: bought_ff,
        ..
    } = &mut bought
    {
        for (p, b) in players.iter().zip(bought_players.iter_mut()) {
            let own = list.position(&p.position).map(|q| &q.skills);
            b.skills.clear();
            for skill in &p.skills {
                let id = book
                    .skill(skill)
                    .map_or_else(|_| skill.clone(), |s| s.id.clone());
                if own.is_some_and(|own| own.contains(&id)) {
                    b.skills.push(skill.clone());
                } else if id == "leader" && !sponsored {
                    sponsored = true;
                    b.skills.push(skill.clone());
                } else {
                    improvements += 1;
                }
            }
        }
        *bought_ff = fan_factor.saturating_sub(games);
    }
    if improvements > u32::from(games) {
        return Err(SetupError(format!(
            "team \"{name}\" (Bugman's League Cup): {improvements} skills gained after {games} \
             games; each game improves one player once (001:L1086, L1093)"
        )));
    }
    cup_team(book, &bought)
}
