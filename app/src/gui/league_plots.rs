//! The League view's plots (egui_plot): each team's Star Player Points over the season, every
//! coach's dice beside what fair dice would give, and the casualties of each recorded match.

use egui::Color32;
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoints, Points};
use ledger::{DiceCount, MatchRow};

/// Colours for series, in turn.
const SERIES: [Color32; 6] = [
    Color32::from_rgb(90, 160, 255),
    Color32::from_rgb(230, 90, 70),
    Color32::from_rgb(120, 200, 110),
    Color32::from_rgb(230, 190, 60),
    Color32::from_rgb(190, 120, 220),
    Color32::from_rgb(90, 200, 200),
];

/// The numbers behind the plots, read with the rest of the view.
#[derive(Debug, Default)]
pub struct PlotData {
    /// (team, match id, SPP earned in it), oldest match first.
    pub spp: Vec<(String, i64, i64)>,
    /// Every coach's faces.
    pub dice: Vec<DiceCount>,
    /// The recorded matches, oldest first.
    pub matches: Vec<MatchRow>,
}

/// Each team's running SPP total, one point a match it earned any in: (team, points).
pub fn spp_lines(spp: &[(String, i64, i64)]) -> Vec<(String, Vec<[f64; 2]>)> {
    let mut lines: Vec<(String, Vec<[f64; 2]>)> = Vec::new();
    for (team, _, earned) in spp {
        let at = match lines.iter().position(|(t, _)| t == team) {
            Some(at) => at,
            None => {
                lines.push((team.clone(), vec![[0.0, 0.0]]));
                lines.len() - 1
            }
        };
        let points = &mut lines[at].1;
        let (n, total) = points.last().map_or((0.0, 0.0), |p| (p[0], p[1]));
        points.push([n + 1.0, total + *earned as f64]);
    }
    lines
}

impl PlotData {
    /// Draws the three plots, each with a heading.
    pub fn show(&self, ui: &mut egui::Ui) {
        ui.heading("Star Player Points over the season");
        if self.spp.is_empty() {
            ui.label("No Star Player Points recorded yet.");
        } else {
            Plot::new("spp-over-season")
                .height(220.0)
                .legend(Legend::default())
                .x_axis_label("matches played")
                .y_axis_label("SPP")
                .show(ui, |plot| {
                    for (i, (team, points)) in spp_lines(&self.spp).into_iter().enumerate() {
                        plot.line(
                            Line::new(team, PlotPoints::from(points))
                                .color(SERIES[i % SERIES.len()]),
                        );
                    }
                });
        }
        ui.heading("Dice rolled against fair dice (D6)");
        let d6: Vec<&DiceCount> = self.dice.iter().filter(|d| d.kind == "d6").collect();
        if d6.is_empty() {
            ui.label("No dice recorded yet.");
        } else {
            let mut coaches: Vec<&str> = d6.iter().map(|d| d.coach.as_str()).collect();
            coaches.dedup();
            let width = 0.8 / coaches.len().max(1) as f64;
            Plot::new("dice-per-coach")
                .height(220.0)
                .legend(Legend::default())
                .x_axis_label("face")
                .y_axis_label("times rolled")
                .show(ui, |plot| {
                    for (i, coach) in coaches.iter().enumerate() {
                        let offset = (i as f64 + 0.5) * width - 0.4;
                        let mine: Vec<&&DiceCount> =
                            d6.iter().filter(|d| d.coach == *coach).collect();
                        let bars = mine
                            .iter()
                            .map(|d| {
                                Bar::new(f64::from(d.value) + offset, d.count as f64).width(width)
                            })
                            .collect();
                        let colour = SERIES[i % SERIES.len()];
                        plot.bar_chart(BarChart::new(coach.to_string(), bars).color(colour));
                        let fair: Vec<[f64; 2]> = mine
                            .iter()
                            .map(|d| [f64::from(d.value) + offset, d.expected])
                            .collect();
                        plot.points(
                            Points::new(format!("{coach}: fair dice"), PlotPoints::from(fair))
                                .radius(4.0)
                                .color(Color32::WHITE),
                        );
                    }
                });
        }
        ui.heading("Casualties per match");
        if self.matches.is_empty() {
            ui.label("No matches recorded yet.");
        } else {
            let points: Vec<[f64; 2]> = self
                .matches
                .iter()
                .enumerate()
                .map(|(i, m)| [i as f64 + 1.0, f64::from(m.home_cas + m.away_cas)])
                .collect();
            Plot::new("casualties-per-match")
                .height(180.0)
                .x_axis_label("match")
                .y_axis_label("casualties")
                .show(ui, |plot| {
                    plot.line(Line::new("casualties", PlotPoints::from(points.clone())));
                    plot.points(Points::new("casualties", PlotPoints::from(points)).radius(3.0));
                });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::spp_lines;

    #[test]
    fn each_team_s_spp_line_runs_up_match_by_match() {
        let spp = vec![
            ("Reavers".to_string(), 1, 3),
            ("Raiders".to_string(), 1, 2),
            ("Reavers".to_string(), 2, 5),
        ];
        let lines = spp_lines(&spp);
        assert_eq!(lines[0].0, "Reavers");
        assert_eq!(lines[0].1, vec![[0.0, 0.0], [1.0, 3.0], [2.0, 8.0]]);
        assert_eq!(lines[1].1, vec![[0.0, 0.0], [1.0, 2.0]]);
    }
}
