//! The turn clock: a chess clock for the active coach's turn, four minutes by default
//! (000:L1039-L1041; mandatory at the Bugman's League Cup, 001:L102). It starts when a team's
//! turn starts, shows the time left in figures big enough to read across the table, warns in
//! the last 30 seconds, and pauses for the referee. When the time runs out it gives the engine
//! the time-up input ([`rules::Decision::TurnTimeUp`]), and the engine rules the turnover
//! (001:L140). Off (and on no turn, or paused) it asks for no frames; running, one a second.

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::RichText;
use rules::{Decision, Input, Match, Prompt, Side};

use super::palette;

/// Where the clock reads the time, as the time since some fixed moment: the machine's clock,
/// or a test's hand-moved one.
pub type ClockSource = Arc<dyn Fn() -> Duration + Send + Sync>;

/// The machine's clock.
pub fn system_source() -> ClockSource {
    let origin = Instant::now();
    Arc::new(move || origin.elapsed())
}

/// The warning comes with this much time left.
pub const WARNING: Duration = Duration::from_secs(30);
/// The referee's pause button.
pub const PAUSE: &str = "Pause the clock";
/// The same button while paused.
pub const RESUME: &str = "Restart the clock";
/// The setting that turns the clock on outside the Bugman's League Cup.
pub const SETTING: &str = "Turn clock (four minutes a turn, 000:L1041)";
/// What the window says in the last 30 seconds.
pub const WARNING_TEXT: &str = "LAST 30 SECONDS";

/// A team's turn, told apart from every other: the clock starts again when it changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TurnKey {
    half: u8,
    side: Side,
    turn: u8,
    bonus: bool,
}

fn turn_key(game: &Match) -> Option<TurnKey> {
    let state = game.state();
    let turn = state.turn.as_ref()?;
    Some(TurnKey {
        half: state.half,
        side: turn.side,
        turn: state.team(turn.side).turn,
        bonus: turn.bonus,
    })
}

/// Whether the match waits for the active coach's next play (his turn's or his Action's
/// decision, where he may end the turn): the moment the engine takes the time-up. With dice
/// owed, or the other coach deciding, the clock waits for that to be settled.
fn waits_for_play(game: &Match, side: Side) -> bool {
    matches!(game.prompt(), Prompt::Decision(d) if d.side == side && d.offers(&Decision::EndTurn))
}

/// The clock of the turn in progress.
pub struct TurnClock {
    source: ClockSource,
    /// The time a turn has.
    limit: Duration,
    /// The turn it times.
    turn: Option<TurnKey>,
    /// When that turn started, on the source's clock.
    started: Duration,
    /// When the referee paused it, if he did.
    paused_at: Option<Duration>,
    /// Time spent paused in this turn.
    paused_for: Duration,
    /// Whether it was on at the last frame: turned on mid-turn, it starts from then.
    was_on: bool,
}

impl Default for TurnClock {
    fn default() -> TurnClock {
        TurnClock::with_source(system_source())
    }
}

impl TurnClock {
    /// A clock reading `source`, four minutes a turn.
    pub fn with_source(source: ClockSource) -> TurnClock {
        TurnClock {
            source,
            limit: Duration::from_secs(u64::from(rules::TURN_SECONDS)),
            turn: None,
            started: Duration::ZERO,
            paused_at: None,
            paused_for: Duration::ZERO,
            was_on: false,
        }
    }

    /// Whether the match's ruleset makes the clock mandatory (the Bugman's League Cup,
    /// 001:L102).
    pub fn mandatory(game: &Match) -> bool {
        game.book().is_on(rules::bugmans::BUGMANS_OPTION)
    }

    /// Whether the referee has paused it.
    pub fn paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// The time the turn has used, pauses left out.
    fn used(&self, now: Duration) -> Duration {
        let end = self.paused_at.unwrap_or(now);
        end.saturating_sub(self.started)
            .saturating_sub(self.paused_for)
    }

    /// The time left in the turn it times, if a turn is in progress.
    pub fn remaining(&self) -> Option<Duration> {
        self.turn?;
        Some(self.limit.saturating_sub(self.used((self.source)())))
    }

    /// Pauses, or goes on after a pause.
    pub fn toggle_pause(&mut self) {
        let now = (self.source)();
        match self.paused_at.take() {
            Some(at) => self.paused_for += now.saturating_sub(at),
            None => self.paused_at = Some(now),
        }
    }

    /// Follows the match (a new turn starts the clock afresh) and, when the clock is `on`
    /// and the turn's time has run out, gives the time-up input for the engine to rule.
    pub fn tick(&mut self, game: &Match, on: bool) -> Option<Input> {
        let now = (self.source)();
        let key = turn_key(game);
        let switched_on = on && !self.was_on;
        self.was_on = on;
        if key != self.turn || switched_on {
            self.turn = key;
            self.started = now;
            self.paused_at = None;
            self.paused_for = Duration::ZERO;
        }
        let key = key?;
        if !on || self.paused() || self.used(now) < self.limit || !waits_for_play(game, key.side) {
            return None;
        }
        Some(Input::Decide(Decision::TurnTimeUp {
            seconds: u32::try_from(self.limit.as_secs()).unwrap_or(rules::TURN_SECONDS),
        }))
    }

    /// Draws the clock (and the setting that turns it on where it is optional) and gives the
    /// time-up input when the time has run out.
    pub fn show(&mut self, ui: &mut egui::Ui, game: &Match, setting: &mut bool) -> Option<Input> {
        let mandatory = TurnClock::mandatory(game);
        let on = mandatory || *setting;
        let input = self.tick(game, on);
        if input.is_some() {
            // One more frame, to show the next turn the time-up gives.
            ui.ctx().request_repaint();
        }
        ui.horizontal(|ui| {
            if mandatory {
                ui.label("Turn clock: four minutes a turn (Bugman's League Cup, 001:L102)");
            } else {
                ui.checkbox(setting, SETTING);
            }
            let (Some(key), true) = (self.turn, on) else {
                return;
            };
            let left = self.remaining().unwrap_or_default();
            let colour = if key.side == Side::Home {
                palette::HOME
            } else {
                palette::AWAY
            };
            if big_time(ui, key.side.name(), left, colour, self.paused()) {
                self.toggle_pause();
            }
        });
        input
    }
}

/// Draws a countdown big enough to read across the table: `who` and the time `left` (in
/// `colour`, red with a warning in the last 30 seconds) and the referee's pause button
/// (labelled for `paused`); asks for the next frame when the shown second changes. Whether
/// the pause button was clicked. The turn clock and the inducements' choosing clock draw it.
pub fn big_time(
    ui: &mut egui::Ui,
    who: &str,
    left: Duration,
    colour: egui::Color32,
    paused: bool,
) -> bool {
    // Whole seconds, rounded up: "0:01" until the time is all gone.
    let secs = left.as_millis().div_ceil(1000);
    let warn = left <= WARNING;
    let colour = if warn { palette::ERROR } else { colour };
    ui.label(
        RichText::new(format!("{who} {}:{:02}", secs / 60, secs % 60))
            .size(44.0)
            .strong()
            .color(colour),
    );
    if warn && !left.is_zero() {
        ui.label(RichText::new(WARNING_TEXT).size(24.0).color(palette::ERROR));
    }
    let clicked = ui.button(if paused { RESUME } else { PAUSE }).clicked();
    if !paused && !left.is_zero() {
        // The next frame when the shown second changes; none while paused.
        let ms = u64::try_from(left.as_millis()).unwrap_or(u64::MAX);
        let to_next = ms - (ms - 1) / 1000 * 1000;
        ui.ctx()
            .request_repaint_after(Duration::from_millis(to_next));
    }
    clicked
}

/// The League view's table of each coach's average time per turn (from the input log).
pub fn show_averages(ui: &mut egui::Ui, times: &[ledger::CoachTurnTime]) {
    ui.heading("Time per turn");
    if times.is_empty() {
        ui.label("No league turns played yet.");
        return;
    }
    egui::Grid::new("turn-times").striped(true).show(ui, |ui| {
        for h in ["Coach", "Turns", "Average"] {
            ui.label(RichText::new(h).strong());
        }
        ui.end_row();
        for t in times {
            ui.label(&t.coach);
            ui.label(t.turns.to_string());
            // Whole seconds; the average of real turns is never negative or huge.
            let secs = t.average.round().clamp(0.0, 1e9) as u64;
            ui.label(format!("{}:{:02}", secs / 60, secs % 60));
            ui.end_row();
        }
    });
}
