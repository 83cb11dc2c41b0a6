//! Reading data files into a [`Rulebook`], with errors that name the file, line and field.

use serde::Deserialize;

use crate::dice_table::DiceTable;
use crate::roster::{Creation, QuickStartTeam, Roster};
use crate::{TablesError, names, validate};

/// One data file as written on disk; every part is optional so each file holds one kind.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    #[serde(default)]
    roster: Vec<Roster>,
    #[serde(default)]
    team: Vec<QuickStartTeam>,
    #[serde(default)]
    table: Vec<DiceTable>,
    creation: Option<Creation>,
}

/// All rulebook data, loaded and checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rulebook {
    rosters: Vec<Roster>,
    teams: Vec<QuickStartTeam>,
    tables: Vec<DiceTable>,
    creation: Option<Creation>,
}

impl Rulebook {
    /// Loads and checks a set of data files given as `(file name, contents)`.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Rulebook, TablesError> {
        let mut book = Rulebook::default();
        for (file, text) in files {
            let data = parse(file, text)?;
            book.rosters.extend(data.roster);
            book.teams.extend(data.team);
            book.tables.extend(data.table);
            if data.creation.is_some() {
                book.creation = data.creation;
            }
            validate::check(&book, file)?;
        }
        Ok(book)
    }

    /// Every team list.
    pub fn rosters(&self) -> &[Roster] {
        &self.rosters
    }

    /// Every ready-made team.
    pub fn quick_start_teams(&self) -> &[QuickStartTeam] {
        &self.teams
    }

    /// Every dice table.
    pub fn tables(&self) -> &[DiceTable] {
        &self.tables
    }

    /// A dice table by id or name (`"injury"`, `"Kick-off table"`).
    pub fn table(&self, name: &str) -> Result<&DiceTable, TablesError> {
        names::find("table", name, &self.tables, |t| {
            [t.name.as_str(), t.id.as_str()]
        })
    }

    /// Team-creation rules, if any file gave them.
    pub fn creation(&self) -> Option<&Creation> {
        self.creation.as_ref()
    }

    /// A team list by id or name, case-insensitive; a miss lists the nearest names.
    pub fn roster(&self, name: &str) -> Result<&Roster, TablesError> {
        names::find("team list", name, &self.rosters, |r| {
            [r.id.as_str(), r.name.as_str()]
        })
    }

    /// A ready-made team by id or name.
    pub fn quick_start_team(&self, name: &str) -> Result<&QuickStartTeam, TablesError> {
        names::find("ready-made team", name, &self.teams, |t| {
            [t.id.as_str(), t.name.as_str()]
        })
    }

    /// Team value of a ready-made team when created: players, re-rolls and Fan Factor
    /// (000:L890-L892). `None` if it names a roster or position that does not exist.
    pub fn team_value(&self, team: &QuickStartTeam) -> Option<u32> {
        let roster = self.roster(&team.roster).ok()?;
        let mut value = 0u32;
        for entry in &team.players {
            let position = roster.position(&entry.position)?;
            value = value.checked_add(position.cost.checked_mul(u32::from(entry.count))?)?;
        }
        let rerolls = roster.reroll_cost.checked_mul(u32::from(team.rerolls))?;
        let fans = self
            .creation()
            .map_or(0, |c| c.fan_factor_cost)
            .checked_mul(u32::from(team.fan_factor))?;
        value.checked_add(rerolls)?.checked_add(fans)
    }
}

/// Parses one file, turning a serde error into file:line:column and its message.
fn parse(file: &str, text: &str) -> Result<DataFile, TablesError> {
    toml::from_str(text).map_err(|err| {
        let offset = err.span().map_or(0, |span| span.start);
        let (line, column) = line_and_column(text, offset);
        TablesError::Parse {
            file: file.to_string(),
            line,
            column,
            message: err.message().to_string(),
        }
    })
}

/// 1-based line and column of a byte offset.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_field_names_file_line_and_field() {
        let text = "[[roster]]\nid = \"x\"\nname = \"X\"\n";
        let err = Rulebook::from_files(&[("house.toml", text)]).err();
        let shown = err.map(|e| e.to_string()).unwrap_or_default();
        assert!(shown.starts_with("house.toml:1:"), "{shown}");
        assert!(shown.contains("missing field `source`"), "{shown}");
    }

    #[test]
    fn a_wrong_type_points_at_its_line() {
        let text = "[creation]\ntreasury = \"lots\"\n";
        let err = Rulebook::from_files(&[("house.toml", text)]).err();
        assert!(
            matches!(&err, Some(TablesError::Parse { line: 2, .. })),
            "{err:?}"
        );
    }

    #[test]
    fn an_unknown_field_is_refused_not_ignored() {
        let text = "[creation]\ntreasure = 5\n";
        let err = Rulebook::from_files(&[("house.toml", text)]).err();
        let shown = err.map(|e| e.to_string()).unwrap_or_default();
        assert!(shown.contains("unknown field `treasure`"), "{shown}");
    }

    #[test]
    fn line_and_column_are_one_based() {
        assert_eq!(line_and_column("ab\ncd", 4), (2, 2));
        assert_eq!(line_and_column("ab", 0), (1, 1));
    }
}
