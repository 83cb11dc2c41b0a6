//! The League view's Blitz Bowl results (seed 002): each team's recorded Blitz Bowl matches,
//! won, drawn and lost, and points for and against. Blitz Bowl is scored in points, not
//! touchdowns, and has no SPP or league points, so it has its own table.

use egui::{Grid, RichText};
use ledger::BlitzStanding;

/// Draws the Blitz Bowl results table, read from the ledger ([`ledger::Ledger::blitz_table`]).
pub fn show(ui: &mut egui::Ui, rows: &[BlitzStanding]) {
    ui.heading("Blitz Bowl results");
    if rows.is_empty() {
        ui.label("No Blitz Bowl matches recorded yet.");
        return;
    }
    Grid::new("blitz-results").striped(true).show(ui, |ui| {
        for h in [
            "Team",
            "P",
            "W",
            "D",
            "L",
            "Points for",
            "Points against",
            "Difference",
        ] {
            ui.label(RichText::new(h).strong());
        }
        ui.end_row();
        for r in rows {
            ui.label(&r.team);
            for n in [
                r.played,
                r.won,
                r.drawn,
                r.lost,
                r.points_for,
                r.points_against,
            ] {
                ui.label(n.to_string());
            }
            ui.label(RichText::new(format!("{:+}", r.difference())).strong());
            ui.end_row();
        }
    });
}
