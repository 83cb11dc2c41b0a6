//! Reading data files into a [`Rulebook`], with errors that name the file, line and field.

use serde::Deserialize;

use crate::dice_table::DiceTable;
use crate::league::League;
use crate::legend::Legend;
use crate::list::List;
use crate::modifier::Modifier;
use crate::options::{RuleOption, Ruleset};
use crate::passing::Passing;
use crate::preset::Preset;
use crate::roster::{Creation, QuickStartTeam, Roster};
use crate::skill::Skill;
use crate::star::{Star, StarHire};
use crate::template::Template;
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
    #[serde(default)]
    skill: Vec<Skill>,
    #[serde(default)]
    star: Vec<Star>,
    #[serde(default)]
    legend: Vec<Legend>,
    #[serde(default)]
    list: Vec<List>,
    #[serde(default)]
    modifier: Vec<Modifier>,
    #[serde(default)]
    template: Vec<Template>,
    #[serde(default)]
    preset: Vec<Preset>,
    #[serde(default)]
    option: Vec<RuleOption>,
    #[serde(default)]
    ruleset: Ruleset,
    passing: Option<Passing>,
    league: Option<League>,
    creation: Option<Creation>,
}

/// All rulebook data, loaded and checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rulebook {
    rosters: Vec<Roster>,
    teams: Vec<QuickStartTeam>,
    tables: Vec<DiceTable>,
    skills: Vec<Skill>,
    stars: Vec<Star>,
    legends: Vec<Legend>,
    lists: Vec<List>,
    modifiers: Vec<Modifier>,
    templates: Vec<Template>,
    presets: Vec<Preset>,
    options: Vec<RuleOption>,
    ruleset: Ruleset,
    /// The on/off options whose choice in force is "on", worked out once a file is laid:
    /// the engine asks [`Self::is_on`] at every turn start.
    switched_on: Vec<String>,
    passing: Option<Passing>,
    league: Option<League>,
    creation: Option<Creation>,
}

impl Rulebook {
    /// Loads and checks a set of data files given as `(file name, contents)`, in order. An
    /// entry whose id an earlier file already used replaces that entry; any other is added.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Rulebook, TablesError> {
        let mut book = Rulebook::default();
        for (file, text) in files {
            book.lay(file, text)?;
        }
        Ok(book)
    }

    /// This book with one more file laid over it (a league's house rules): entries with a known
    /// id replace the built-in ones, new ids are added. On any error, naming the file, line and
    /// field, `self` is untouched, so the built-in data stays in force.
    pub fn with_file(&self, file: &str, text: &str) -> Result<Rulebook, TablesError> {
        let mut book = self.clone();
        book.lay(file, text)?;
        Ok(book)
    }

    /// Lays one file over this book in place and checks the result; on an error the book is
    /// half-changed, so callers that must keep the old one work on a copy ([`Self::with_file`]).
    fn lay(&mut self, file: &str, text: &str) -> Result<(), TablesError> {
        let data = parse(file, text)?;
        let book = self;
        merge(&mut book.rosters, data.roster, |r| &r.id);
        merge(&mut book.teams, data.team, |t| &t.id);
        merge(&mut book.tables, data.table, |t| &t.id);
        merge(&mut book.skills, data.skill, |s| &s.id);
        merge(&mut book.stars, data.star, |s| &s.id);
        merge(&mut book.legends, data.legend, |l| &l.id);
        merge(&mut book.lists, data.list, |l| &l.id);
        merge(&mut book.templates, data.template, |t| &t.id);
        merge(&mut book.presets, data.preset, |p| &p.id);
        merge(&mut book.options, data.option, |o| &o.id);
        // Modifiers have no id: a file that gives any replaces those of that roll.
        let rolls: Vec<String> = data.modifier.iter().map(|m| m.roll.clone()).collect();
        book.modifiers.retain(|m| !rolls.contains(&m.roll));
        book.modifiers.extend(data.modifier);
        book.ruleset.extend(data.ruleset);
        if let Some(mut passing) = data.passing {
            passing.index();
            book.passing = Some(passing);
        }
        if data.league.is_some() {
            book.league = data.league;
        }
        if data.creation.is_some() {
            book.creation = data.creation;
        }
        book.switched_on = (book.options.iter())
            .filter(|o| book.choice(&o.id) == Some("on"))
            .map(|o| o.id.clone())
            .collect();
        validate::check(book, file)
    }

    /// Every skill and trait.
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// A skill by id, name or another spelling the source uses (`"Claw"`).
    pub fn skill(&self, name: &str) -> Result<&Skill, TablesError> {
        names::find("skill", name, &self.skills, Skill::names)
    }

    /// The passing range ruler, if a file gave it.
    pub fn passing(&self) -> Option<&Passing> {
        self.passing.as_ref()
    }

    /// The modifiers of one kind of roll (`"dodge"`, `"catch"` …).
    pub fn modifiers(&self, roll: &str) -> impl Iterator<Item = &Modifier> {
        self.modifiers.iter().filter(move |m| m.roll == roll)
    }

    /// Every modifier of every roll.
    pub fn all_modifiers(&self) -> &[Modifier] {
        &self.modifiers
    }

    /// A template by id (`"scatter"`, `"throw-in"`).
    pub fn template(&self, id: &str) -> Result<&Template, TablesError> {
        names::find("template", id, &self.templates, |t| {
            [t.name.as_str(), t.id.as_str()]
        })
    }

    /// Every template.
    pub fn templates(&self) -> &[Template] {
        &self.templates
    }

    /// The league rules, if a file gave them.
    pub fn league(&self) -> Option<&League> {
        self.league.as_ref()
    }

    /// A tournament preset by id or name (`"Bugman's League Cup"`).
    pub fn preset(&self, name: &str) -> Result<&Preset, TablesError> {
        names::find("preset", name, &self.presets, |p| {
            [p.id.as_str(), p.name.as_str()]
        })
    }

    /// Every tournament preset.
    pub fn presets(&self) -> &[Preset] {
        &self.presets
    }

    /// Every ruleset option.
    pub fn options(&self) -> &[RuleOption] {
        &self.options
    }

    /// The choice in force for an option: the league's, else the default. `None` if there is no
    /// such option.
    pub fn choice(&self, option: &str) -> Option<&str> {
        let known = self.options.iter().find(|o| o.id == option)?;
        self.ruleset
            .get(option)
            .map(String::as_str)
            .or_else(|| known.default_choice())
    }

    /// The choices a league file made.
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// Whether an on/off option is on (an unknown option is off).
    pub fn is_on(&self, option: &str) -> bool {
        self.switched_on.iter().any(|o| o == option)
    }

    /// Every list (inducements, coaching staff, card decks, match events, special balls).
    pub fn lists(&self) -> &[List] {
        &self.lists
    }

    /// A list by id or name (`"inducements"`, `"Dirty Tricks deck"`).
    pub fn list(&self, name: &str) -> Result<&List, TablesError> {
        names::find("list", name, &self.lists, |l| {
            [l.name.as_str(), l.id.as_str()]
        })
    }

    /// The price of one of the staff a team keeps on its roster (`assistant-coach`,
    /// `cheerleader`, `apothecary`), from the [`crate::ROSTER_STAFF`] list: what the Team Value
    /// counts and Hire and Fire pays (004:L2348-L2359). `None` when the rulebook prices none.
    pub fn staff_price(&self, id: &str) -> Option<u32> {
        self.list(crate::ROSTER_STAFF)
            .ok()?
            .entries
            .iter()
            .find(|e| e.id == id)?
            .cost
    }

    /// Every Star Player entry.
    pub fn stars(&self) -> &[Star] {
        &self.stars
    }

    /// Every legend an optional rule may bring (004:L9707-L9779).
    pub fn legends(&self) -> &[Legend] {
        &self.legends
    }

    /// A legend by id or name (`"grombrindal"`, `"The Black Gobbo"`).
    pub fn legend(&self, name: &str) -> Result<&Legend, TablesError> {
        names::find("legend", name, &self.legends, |l| {
            [l.id.as_str(), l.player.name.as_str()]
        })
    }

    /// A Star Player entry by id or name, or by the name of one model of a duo (`"Grotty"`).
    pub fn star(&self, name: &str) -> Result<&Star, TablesError> {
        names::find("star player", name, &self.stars, |s| {
            std::iter::once(s.id.as_str())
                .chain(s.players.iter().map(|p| p.name.as_str()))
                .chain(std::iter::once(s.name.as_str()))
        })
    }

    /// The stars a team list may hire, each saying which source allows it (004:L3094-L3119),
    /// as the league's `star-eligibility` option reads them ([`Rulebook::star_hire`]).
    pub fn stars_for(&self, roster: &Roster) -> Vec<StarHire<'_>> {
        self.stars
            .iter()
            .filter_map(|s| self.star_hire(s, &roster.id))
            .collect()
    }

    /// The hire of `star` for `roster_id` if the league lets that team hire him: by either his
    /// entry or the team's roster page (`star-eligibility` = `either`, the default), or by
    /// only the one the option names (004:L9059-L9706).
    pub fn star_hire<'s>(&self, star: &'s Star, roster_id: &str) -> Option<StarHire<'s>> {
        let roster_id = self.race_of(roster_id);
        let hire = star.hire_for(roster_id)?;
        let allowed = match self.choice("star-eligibility") {
            Some("star-entry") => star.entry_allows(roster_id),
            Some("roster-page") => star.roster_page_allows(roster_id),
            _ => true,
        };
        allowed.then_some(hire)
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
        // The engine asks by id at every kick-off and injury: an exact id is the answer
        // without folding every name, since no two tables' names fold alike (checked when
        // the book is loaded, `validate::check`).
        if let Some(table) = self.tables.iter().find(|t| t.id == name) {
            return Ok(table);
        }
        // The id comes last so a miss suggests ids, which is what `nuffle lookup` takes.
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

    /// The id a race list (inducements, coaching staff, Star Players, special balls) names
    /// the team list `roster` (an id or name) by: the race of a box list, else its own id;
    /// `roster` itself if no list has that id or name.
    pub fn race_of<'a>(&'a self, roster: &'a str) -> &'a str {
        self.roster(roster).map_or(roster, Roster::race_id)
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
        // Under the Free Fan Factor rule Fan Factor never adds to the Team Value
        // (004:L3280-L3286).
        let fan_factor_cost = if self.is_on("free-fan-factor") {
            0
        } else {
            self.creation().map_or(0, |c| c.fan_factor_cost)
        };
        let fans = fan_factor_cost.checked_mul(u32::from(team.fan_factor))?;
        value.checked_add(rerolls)?.checked_add(fans)
    }
}

/// Lays `new` over `old`: an entry with an id already in `old` replaces it in place.
pub(crate) fn merge<T>(old: &mut Vec<T>, new: Vec<T>, id: impl Fn(&T) -> &String) {
    for entry in new {
        match old.iter_mut().find(|o| id(o) == id(&entry)) {
            Some(slot) => *slot = entry,
            None => old.push(entry),
        }
    }
}

/// Parses one file, turning a serde error into file:line:column and its message.
fn parse(file: &str, text: &str) -> Result<DataFile, TablesError> {
    parse_toml(file, text)
}

/// Parses one file of any kind the same way (the Blitz Bowl data too).
pub(crate) fn parse_toml<T: serde::de::DeserializeOwned>(
    file: &str,
    text: &str,
) -> Result<T, TablesError> {
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
pub(crate) fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
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
