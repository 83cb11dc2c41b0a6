//! The start page: what the window shows on a database with no match to play on, in place of
//! a match nobody asked for. A new match (the new-match form), a recorded one to resume (the
//! match list), a Blitz Bowl match (two Team Cards and a board side, `blitz_start.rs`), or the
//! league.

use egui::RichText;
use ledger::Ledger;

use super::blitz_start::{BlitzChoice, BlitzForm};
use super::matches::{MatchesAction, MatchesView};
use super::session::RULESET_OPTIONS;

/// The start page's heading.
pub const HEADING: &str = "No match is open";

/// The button that opens the league view.
pub const LEAGUE: &str = "League: standings and teams (F4)";

/// The start page, with the match list read when it first shows.
#[derive(Debug, Default)]
pub struct StartPage {
    matches: Option<MatchesView>,
    blitz: BlitzForm,
}

/// What the referee chose on the start page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartChoice {
    /// Start or resume a match (as the Matches view does).
    Matches(MatchesAction),
    /// Start a Blitz Bowl match.
    Blitz(BlitzChoice),
    /// Open the league view.
    League,
}

impl StartPage {
    /// Reads the match list again when the page next shows (after a match was started,
    /// resumed or abandoned).
    pub fn forget(&mut self) {
        self.matches = None;
    }

    /// Imports a league team file from the page's new-match form (as the Matches view does).
    pub fn import(&mut self, session: &mut super::session::Session, path: &std::path::Path) {
        if let Some(matches) = self.matches.as_mut() {
            matches.import(session, path);
        }
    }

    /// Draws the page; `refused` is why the last start or resume did not happen.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        ledger: Option<&Ledger>,
        options: [bool; RULESET_OPTIONS.len()],
        refused: Option<&str>,
    ) -> Option<StartChoice> {
        let view = self
            .matches
            .get_or_insert_with(|| MatchesView::load(ledger, options));
        ui.heading(RichText::new(HEADING).size(24.0));
        if let Some(ledger) = ledger {
            ui.label(format!(
                "The database {} holds no match to play on. Start a new match, resume a \
                 recorded one, or look at the league.",
                ledger.path().display()
            ));
        }
        let mut choice = None;
        if ui.button(RichText::new(LEAGUE).size(16.0)).clicked() {
            choice = Some(StartChoice::League);
        }
        ui.add_space(12.0);
        if let Some(action) = view.show(ui, None, refused) {
            choice = Some(StartChoice::Matches(action));
        }
        ui.add_space(12.0);
        if let Some(blitz) = self.blitz.show(ui) {
            choice = Some(StartChoice::Blitz(blitz));
        }
        choice
    }
}
