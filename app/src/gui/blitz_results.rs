//! The League view's Blitz Bowl results (seed 002): each team's recorded Blitz Bowl matches,
//! won (by Sudden Death and by a Points Victory, 002:L688, and by the opponent's concession,
//! 004:L2996), drawn and lost, and points for and against; and each recorded match's score
//! and how it was won. Blitz Bowl is scored in points, not touchdowns, and has no SPP or
//! league points, so it has its own table.

use egui::{Grid, RichText};
use ledger::{BlitzResult, BlitzStanding};
use rules::challenge::Victory;

/// How many of the newest Blitz Bowl matches are listed under the table.
const LISTED: usize = 20;

/// Draws the Blitz Bowl results table, read from the ledger ([`ledger::Ledger::blitz_table`]),
/// and the newest `results` ([`ledger::Ledger::blitz_results`]) with how each was won.
pub fn show(ui: &mut egui::Ui, rows: &[BlitzStanding], results: &[BlitzResult]) {
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
            "by Sudden Death",
            "by Points Victory",
            "by concession",
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
                r.sudden_death,
                r.points_victories,
                r.by_concession,
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
    for r in results.iter().take(LISTED) {
        ui.label(line(r));
    }
}

/// A recorded match in words: "#1: Dwarf Cannoneers 22 - 7 Orc Rampagers, a Sudden Death
/// Victory (002:L692) for Dwarf Cannoneers"; a concession names who conceded and the other
/// side the winner, whatever the points (004:L2996).
fn line(r: &BlitzResult) -> String {
    let score = format!(
        "#{}: {} {} - {} {}",
        r.match_id, r.home, r.home_points, r.away_points, r.away
    );
    let Some(winner) = r.winner().map(|side| r.team(side)) else {
        return format!("{score}, a draw (002:L698)");
    };
    match r.victory {
        Some(v @ Victory::Conceded { by }) => format!(
            "{score}, {winner} {}: {} conceded",
            ledger::victory_words(v),
            r.team(by)
        ),
        Some(v) => format!("{score}, {} for {winner}", ledger::victory_words(v)),
        None => format!("{score}, a win for {winner} (recorded before Nuffle kept its kind)"),
    }
}
