//! The demo match the window opens on: the 2016 box quick-start teams, Human v Orc.

use anyhow::{Context, anyhow};

/// Ruleset id of the 2016 box game.
pub const BOX_RULESET: &str = "box-2016";

/// What the window shows of one team before the match engine exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamSummary {
    /// Team name (`"Human"`).
    pub name: String,
    /// Roster id, as the ledger records it.
    pub roster_id: String,
    /// Team re-rolls.
    pub rerolls: u8,
    /// Fan Factor.
    pub fan_factor: u8,
    /// Players on the team (all in Reserves until set-up).
    pub players: u32,
}

/// The two teams of the demo match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Demo {
    /// Human quick-start team.
    pub home: TeamSummary,
    /// Orc quick-start team.
    pub away: TeamSummary,
}

impl Demo {
    /// Builds the demo from the rulebook's quick-start teams (000:L169-L175).
    pub fn box_teams() -> anyhow::Result<Demo> {
        Ok(Demo {
            home: summary("human-quick-start")?,
            away: summary("orc-quick-start")?,
        })
    }

    /// The ledger record that stands for this match.
    pub fn new_match(&self) -> ledger::NewMatch {
        ledger::NewMatch {
            home_team: self.home.roster_id.clone(),
            away_team: self.away.roster_id.clone(),
            ruleset: BOX_RULESET.to_string(),
        }
    }
}

fn summary(team_id: &str) -> anyhow::Result<TeamSummary> {
    let book = tables::builtin().map_err(|e| anyhow!("rulebook data: {e}"))?;
    let team = book.quick_start_team(team_id).context("demo match")?;
    let roster = book.roster(&team.roster).context("demo match")?;
    Ok(TeamSummary {
        name: roster.name.clone(),
        roster_id: roster.id.clone(),
        rerolls: team.rerolls,
        fan_factor: team.fan_factor,
        players: team.players.iter().map(|p| u32::from(p.count)).sum(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_is_the_box_quick_start_teams_000_l173_l175() -> anyhow::Result<()> {
        let demo = Demo::box_teams()?;
        assert_eq!(
            (demo.home.name.as_str(), demo.home.rerolls),
            ("Human (2016 box)", 4)
        );
        assert_eq!(
            (demo.away.name.as_str(), demo.away.rerolls),
            ("Orc (2016 box)", 3)
        );
        assert_eq!((demo.home.players, demo.away.players), (12, 12));
        Ok(())
    }
}
