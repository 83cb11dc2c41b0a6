//! The window's state and its one frame: trackers on top, the pitch and dugouts in the middle,
//! the prompt, rulings and log on the right, the recording status at the bottom.

use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind};
use rules::pitch::Side;
use rules::{Input, Place, Prompt, Stance};

use super::camera_panel::CameraPanel;
use super::corrections::{self, CorrectionForm};
use super::dugout::{self, DugoutBoxes};
use super::hover;
use super::inducement_panel::{InducementAction, InducementPanel};
use super::league::LeagueView;
use super::matches::{MatchesAction, MatchesView};
use super::palette;
use super::pitch::{self, PitchLayout};
use super::player_card::PlayerCard;
use super::post_match_panel::{self, PostForm};
use super::prompt_panel::{self, DiceEntry};
use super::recording_panel;
use super::rulings;
use super::session::Session;
use super::settings::Settings;
use super::setup_panel::SetupPanel;
use super::special_play_panel::SpecialPlayPanel;
use super::start_page::{StartChoice, StartPage};
use super::templates;
use super::tokens;
use super::tower_feed::TowerFeed;
use super::trackers::{self, TeamTrack};
use super::turn_panel;
use super::unusable_page::{self, PageChoice};
use super::words;

/// Accessible name of the pitch widget (what tests and screen readers find it by).
pub const PITCH_LABEL: &str = "Pitch, 26 by 15 squares";

/// The pitch's name for a board: `Pitch, 20 by 11 squares` (the 2016 one is [`PITCH_LABEL`]).
pub fn pitch_label(pitch: rules::Pitch) -> String {
    format!("Pitch, {} by {} squares", pitch.length(), pitch.width())
}

/// The Nuffle window.
pub struct NuffleApp {
    session: Session,
    entry: DiceEntry,
    tower: Option<TowerFeed>,
    /// The player picked to place or move (set-up, kick-off moves).
    selected: Option<rules::PlayerId>,
    /// The square a right-click opened the referee's menu on.
    editing: Option<rules::Square>,
    /// The model being dragged.
    dragging: Option<rules::PlayerId>,
    /// The player card opened by a click on a model.
    card: PlayerCard,
    /// Tackle Zones are shaded on the pitch (T).
    show_tackle_zones: bool,
    /// Where the moving player can get to (`Match::reach`), for the inputs count it was made at.
    reach: Option<(usize, Vec<rules::Reach>)>,
    /// The squares still to walk of a planned move.
    plan: Vec<rules::Square>,
    /// Which view fills the window.
    view: View,
    /// The keyboard help is shown over the window.
    help: bool,
    /// The post-match question being filled in.
    post: PostForm,
    /// What the window remembers between launches.
    settings: Settings,
    /// An earlier roll being corrected.
    correcting: CorrectionForm,
    /// The camera over the dice tray.
    camera: CameraPanel,
    /// The camera the command line named (`--camera`), over the saved setting's and not saved.
    camera_override: Option<std::path::PathBuf>,
    /// The unusable database page's path field.
    other_database: String,
    /// When the match's recording was last kept up (heartbeat, or following a match open
    /// read-only here).
    kept_up: Option<std::time::Instant>,
    /// The start page, shown while the database has no match open.
    start: StartPage,
    /// The set-up prompt's formations and queued placings.
    setup: SetupPanel,
    /// The turn clock (four minutes a turn; mandatory at the Bugman's League Cup).
    clock: super::turn_clock::TurnClock,
    /// Where the clocks read the time (the turn clock's and the inducements' choosing clock).
    clock_source: super::turn_clock::ClockSource,
    /// The Special Play cards' draw: the card turned over, the cards sent back.
    cards: SpecialPlayPanel,
    /// The match's change count when the Inducements panel last opened by itself (or was
    /// left): it opens by itself once each time the match comes to wait for them.
    inducements_offered: Option<u64>,
    /// The Inducements panel left with "Back to the match", with the match's change count then:
    /// opened again on the same match state, it goes on as it was (what was bought so far, the
    /// coach's clock still running, 004:L2772-L2775); after any change it is built afresh.
    parked_inducements: Option<(u64, Box<InducementPanel>)>,
}

/// What fills the window below the trackers.
enum View {
    /// The match: pitch, prompt, rulings, log.
    Match,
    /// The match list and the new-match form.
    Matches(Box<MatchesView>),
    /// Standings, leaderboards and plots.
    League(Box<LeagueView>),
    /// A league match's inducements, chosen after its Referee roll (004:L2676-L2682).
    PreMatch(Box<InducementPanel>),
}

/// The keyboard shortcuts, as the help overlay lists them.
pub const SHORTCUTS: [(&str, &str); 15] = [
    ("1-9", "key the next die of the roll on screen"),
    ("Enter", "apply the keyed dice"),
    ("C", "read the dice tray with the camera"),
    ("T", "shade the Tackle Zones on the pitch"),
    ("S", "simulated dice for the roll (when on in Settings)"),
    ("Ctrl+Z", "undo the last input"),
    (
        "Esc",
        "drop the picked player; close his card and this help",
    ),
    (
        "Tab, Shift+Tab",
        "at a turn: the card of the next (or last) player who may act",
    ),
    (
        "M B L P H F O",
        "declare Move, Block, Blitz, Pass, Hand-off, Foul, Bomb for his card's player",
    ),
    (
        "click a model",
        "his card: characteristics, skills, his Actions to declare",
    ),
    ("F1", "this help"),
    ("F2", "the match"),
    ("F3", "the match list and a new match"),
    ("F4", "the league"),
    ("right-click a square", "the referee's corrections there"),
];

impl NuffleApp {
    /// A window on `session`'s match.
    pub fn new(session: Session) -> NuffleApp {
        NuffleApp {
            session,
            entry: DiceEntry::default(),
            tower: None,
            selected: None,
            editing: None,
            dragging: None,
            card: PlayerCard::default(),
            show_tackle_zones: false,
            reach: None,
            plan: Vec::new(),
            view: View::Match,
            help: false,
            post: PostForm::default(),
            settings: Settings::default(),
            correcting: CorrectionForm::default(),
            camera: CameraPanel::open(None),
            camera_override: None,
            other_database: String::new(),
            kept_up: None,
            start: StartPage::default(),
            setup: SetupPanel::default(),
            clock: super::turn_clock::TurnClock::default(),
            clock_source: super::turn_clock::system_source(),
            cards: SpecialPlayPanel::default(),
            inducements_offered: None,
            parked_inducements: None,
        }
    }

    /// Times turns with this clock (a test's, moved by hand) in place of the machine's.
    pub fn with_clock_source(mut self, source: super::turn_clock::ClockSource) -> NuffleApp {
        self.clock = super::turn_clock::TurnClock::with_source(source.clone());
        self.clock_source = source;
        self
    }

    /// Also takes dice from the tower on `port`.
    pub fn with_tower(mut self, port: device::host::Port) -> NuffleApp {
        self.tower = Some(TowerFeed::start(port));
        self
    }

    /// Also takes dice from the tower on `port`, which wakes the window when it has news:
    /// an idle window with a tower (or none plugged in) does not redraw to poll it.
    pub fn with_tower_waking(mut self, port: device::host::Port, ctx: &egui::Context) -> NuffleApp {
        self.tower = Some(TowerFeed::start_waking(port, ctx));
        self
    }

    /// Starts from saved settings.
    pub fn with_settings(mut self, settings: Settings) -> NuffleApp {
        self.settings = settings;
        self.camera = CameraPanel::open(self.camera_setting());
        self
    }

    /// Reads the dice tray with this camera (as the Settings' camera field reads it), whatever
    /// the saved settings say, for this run only (`nuffle --camera`).
    pub fn with_camera(mut self, camera: Option<std::path::PathBuf>) -> NuffleApp {
        if camera.is_some() {
            self.camera_override = camera;
            self.camera = CameraPanel::open(self.camera_setting());
        }
        self
    }

    /// The camera in use: the command line's, else the settings'.
    fn camera_setting(&self) -> Option<&std::path::Path> {
        self.camera_override
            .as_deref()
            .or(self.settings.camera.as_deref())
    }

    /// Whether the Tackle Zones are shaded on the pitch.
    pub fn tackle_zones_shown(&self) -> bool {
        self.show_tackle_zones
    }

    /// The settings as they stand (saved when the window closes).
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the camera is reading the dice tray now (on a thread of its own: the window
    /// goes on drawing, and takes the dice when the read comes back).
    pub fn camera_reading(&self) -> bool {
        self.camera.reading()
    }

    /// The match behind the window.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The match behind the window, to drive it (tests, the tower and camera sources).
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// Keeps the recording up: a writer's heartbeat every `HEARTBEAT_SECS`; a match open
    /// read-only here followed every two seconds (and the window woken to do so).
    fn keep_up(&mut self, ctx: &egui::Context) {
        let every = if self.session.read_only().is_some() {
            std::time::Duration::from_secs(2)
        } else if self.session.recording().is_ok() {
            std::time::Duration::from_secs(ledger::HEARTBEAT_SECS)
        } else {
            return;
        };
        let now = std::time::Instant::now();
        if self
            .kept_up
            .is_none_or(|at| now.duration_since(at) >= every)
        {
            self.kept_up = Some(now);
            self.session.keep_up();
        }
        ctx.request_repaint_after(every);
    }

    /// Draws one frame into `ui` (the whole window).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if let Some(db) = self.session.unusable_database().cloned() {
            let choice = egui::CentralPanel::default()
                .show(ui, |ui| {
                    unusable_page::show(ui, &db, &mut self.other_database)
                })
                .inner;
            match choice {
                Some(PageChoice::Open(path)) if self.session.open_database(path.clone()) => {
                    self.settings.database = Some(path);
                }
                Some(PageChoice::PlayUnrecorded) => self.session.play_unrecorded(),
                Some(PageChoice::Open(_)) | None => {}
            }
            return;
        }
        self.keep_up(ui.ctx());
        if let Some(tower) = &mut self.tower {
            if tower.pump_mapped(
                &mut self.session,
                self.settings.tower_blitz_map_or_data().as_ref(),
            ) {
                self.camera.cue();
            }
            // Keep listening while nobody touches the window, unless the tower wakes it.
            if !tower.wakes() {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(50));
            }
        }
        let state = self.session.game().state().clone();
        self.keys(ui);
        let mut clock_input = None;
        let mut tracker_edit = None;
        egui::Panel::top("trackers").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let here = |v: &View| match v {
                    View::Match => 0,
                    View::Matches(_) | View::PreMatch(_) => 1,
                    View::League(_) => 2,
                };
                let at = here(&self.view);
                for (i, name) in ["Match (F2)", "Matches (F3)", "League (F4)"]
                    .into_iter()
                    .enumerate()
                {
                    if ui.selectable_label(at == i, name).clicked() && at != i {
                        self.open_view(i);
                    }
                }
                ui.separator();
                if ui.selectable_label(self.help, "Help (F1)").clicked() {
                    self.help = !self.help;
                }
                // No pitch on the start page: nothing to shade.
                if self.session.idle() {
                    return;
                }
                if ui
                    .selectable_label(self.show_tackle_zones, "Tackle Zones (T)")
                    .clicked()
                {
                    self.show_tackle_zones = !self.show_tackle_zones;
                }
                ui.separator();
                if super::points_track::is_points_game(&state) {
                    ui.label(format!(
                        "Blitz Bowl | {}",
                        pitch::board_words(&state.ruleset.pitch)
                    ));
                } else {
                    let half = match state.half {
                        1 | 2 => format!("Half {}", state.half),
                        _ => "Overtime".to_string(),
                    };
                    ui.label(format!("{half} | Weather: {}", state.weather.name()));
                }
            });
            for (i, colour) in [(0, palette::HOME), (1, palette::AWAY)] {
                if self.session.idle() {
                    continue;
                }
                if super::points_track::is_points_game(&state) {
                    let side = if i == 0 { Side::Home } else { Side::Away };
                    super::points_track::show_team(ui, &state, side, colour);
                } else {
                    let side = if i == 0 { Side::Home } else { Side::Away };
                    let track = TeamTrack::of(side, &state.teams[i]);
                    if let Some(edit) = trackers::show(ui, &track, colour) {
                        tracker_edit = Some(Input::Edit(edit));
                    }
                }
            }
            if !self.session.idle() {
                let game = self.session.game();
                clock_input = self.clock.show(ui, game, &mut self.settings.turn_clock);
            }
            ui.add_space(4.0);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                match self.session.recording() {
                    Ok((path, match_id)) => match self.session.read_only() {
                        None => {
                            ui.label(format!("Recording match #{match_id} to {}", path.display()));
                        }
                        Some(holder) => {
                            ui.label(
                                RichText::new(format!(
                                    "Read-only: match #{match_id} in {} is being recorded by \
                                     {holder}",
                                    path.display()
                                ))
                                .color(palette::ERROR),
                            );
                        }
                    },
                    Err(_) if self.session.idle() => {
                        if let Some(ledger) = self.session.ledger() {
                            ui.label(format!("No match open in {}", ledger.path().display()));
                        }
                    }
                    Err(why) => {
                        ui.label(RichText::new(words::plain(why)).color(palette::ERROR));
                    }
                }
                if let Some(tower) = &self.tower {
                    ui.separator();
                    ui.label(tower.status());
                }
            });
        });
        if self.help {
            self.show_help(ui);
        }
        match &mut self.view {
            View::Match if self.session.idle() => {
                self.show_start_page(ui);
                return;
            }
            View::Match => {}
            View::PreMatch(panel) => {
                let refused = self.session.refused.clone();
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .show(ui, |ui| {
                                if let Some(why) = &refused {
                                    ui.label(
                                        RichText::new(words::plain(why)).color(palette::ERROR),
                                    );
                                }
                                panel.show(ui)
                            })
                            .inner
                    })
                    .inner;
                match action {
                    Some(InducementAction::Start(spec, time_ups))
                        if self.session.choose_inducements(&spec) =>
                    {
                        self.session.note_choosing_time_ups(&time_ups);
                        self.selected = None;
                        self.view = View::Match;
                    }
                    Some(InducementAction::Back(time_ups)) => {
                        self.session.note_choosing_time_ups(&time_ups);
                        let changes = self.session.changes();
                        self.inducements_offered = Some(changes);
                        if let View::PreMatch(panel) =
                            std::mem::replace(&mut self.view, View::Match)
                        {
                            self.parked_inducements = Some((changes, panel));
                        }
                    }
                    Some(InducementAction::Start(..)) | None => {}
                }
                return;
            }
            View::League(league) => {
                let ledger = self.session.ledger_mut();
                let refresh = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .show(ui, |ui| league.show(ui, ledger))
                            .inner
                    })
                    .inner;
                if refresh {
                    self.open_view(2);
                }
                return;
            }
            View::Matches(matches) => {
                let current = self.session.recording().ok().map(|(_, id)| id);
                let refused = self.session.refused.clone();
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .show(ui, |ui| {
                                let action = matches.show(ui, current, refused.as_deref());
                                ui.add_space(12.0);
                                self.settings.show(ui);
                                action
                            })
                            .inner
                    })
                    .inner;
                let done = match action {
                    Some(MatchesAction::Resume(id)) => self.session.resume(id),
                    Some(MatchesAction::Import(path)) => {
                        matches.import(&mut self.session, &path);
                        false
                    }
                    Some(MatchesAction::Start(choice)) => {
                        self.settings.new_match_options = choice.options;
                        self.start_chosen(choice)
                    }
                    Some(MatchesAction::Abandon(id)) => {
                        if super::abandon::apply(&mut self.session, id) {
                            self.start.forget();
                            self.open_view(1);
                        }
                        false
                    }
                    None => false,
                };
                if done {
                    self.selected = None;
                    self.view = View::Match;
                }
                return;
            }
        }
        let mut input: Option<Input> = None;
        let mut post_action = None;
        let mut correction = None;
        let mut recording_action = None;
        let mut open_inducements = false;
        egui::Panel::right("prompt").min_size(360.0).show(ui, |ui| {
            recording_action = recording_panel::show(ui, &self.session);
            super::unruled::show(ui, self.session.game());
            SpecialPlayPanel::show_hands(ui, self.session.game());
            let from_hand = super::bonus_play_hand::show(ui, self.session.game());
            input = match self.setup.show(ui, &self.session, &mut self.selected) {
                Some(setup) => setup,
                None => match self.cards.show_prompt(ui, self.session.game()) {
                    Some(card) => card,
                    None => turn_panel::show(ui, self.session.game(), &mut self.card)
                        .unwrap_or_else(|| {
                            prompt_panel::show(
                                ui,
                                self.session.game(),
                                &mut self.entry,
                                &mut self.selected,
                            )
                        }),
                },
            };
            input = input.take().or(from_hand);
            if self.session.game().choosing_inducements().is_some()
                && self.session.read_only().is_none()
            {
                open_inducements = ui
                    .button(RichText::new(super::inducement_panel::OPEN).size(16.0))
                    .clicked();
            }
            if self.camera.folder() != self.camera_setting() {
                self.camera = CameraPanel::open(self.camera_setting());
            }
            let prompt = self.session.game().prompt();
            let changes = self.session.changes();
            if let Some(read) = self
                .camera
                .show(ui, &prompt, &self.settings.tray_dice(), changes)
            {
                input = input.take().or(Some(read));
            }
            if self.settings.simulated_dice
                && let Prompt::Roll(request) = &prompt
            {
                let typing = ui.ctx().egui_wants_keyboard_input();
                let asked = ui.button("Roll for me (simulated dice, S)").clicked()
                    || (!typing && ui.input(|i| i.key_pressed(egui::Key::S)));
                if asked {
                    let roll = sim::dice::roll(request, &mut rand::rng());
                    input = input.take().or(Some(Input::Dice(roll)));
                }
            }
            let moves = matches!(self.session.game().prompt(), Prompt::Decision(d)
                if d.options.iter().any(|o| matches!(o, rules::Decision::Move { .. })));
            if moves {
                ui.label(RichText::new(words::MOVE_LEGEND).small());
            }
            if let Some(why) = &self.session.refused {
                ui.label(
                    RichText::new(words::plain(&format!("Refused: {why}"))).color(palette::ERROR),
                );
            }
            post_action = post_match_panel::show(ui, &self.session, &mut self.post);
            ui.separator();
            rulings::show(ui, &self.session.last);
            ui.horizontal(|ui| {
                let undo = ui.button("Undo last input").clicked()
                    || ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Z));
                if undo {
                    input = Some(Input::Undo);
                }
            });
            correction = corrections::show(ui, &mut self.session, &mut self.correcting);
            ui.separator();
            ui.label(RichText::new("Match log (newest first)").strong());
            egui::ScrollArea::vertical().id_salt("log").show(ui, |ui| {
                let undone = self.session.undone();
                for (i, text) in self.session.rulings().iter().enumerate().rev().take(200) {
                    let line = RichText::new(words::plain(text)).small();
                    // A ruling an undo took back stays in the log, struck through.
                    if undone.get(i).copied().unwrap_or(false) {
                        ui.label(line.strikethrough().weak());
                    } else {
                        ui.label(line);
                    }
                }
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let area = ui.available_rect_before_wrap();
            if let Some(clicked) = self.show_pitch(ui, &state) {
                input = input.take().or(Some(clicked));
            }
            if let Some(declared) = self.card.show(ui, &self.session, area) {
                input = input.take().or(Some(declared));
            }
        });
        input = input.or(clock_input).or(tracker_edit);
        if input.is_none() && !self.plan.is_empty() {
            input = self.next_planned_step();
        }
        if !self.plan.is_empty() {
            // The walk goes on by itself, a step a frame.
            ui.ctx().request_repaint();
        }
        if input.is_some() {
            self.selected = None;
            self.card.close();
        }
        if let Some(input) = input {
            self.session.apply(input);
        }
        // The Referee roll is in (from a click, the keys, the tower or the camera), or a match
        // waiting for them is resumed: the coaches choose their inducements now, in a window
        // that records the match.
        let changes = self.session.changes();
        let due = self.session.choosing_inducements()
            && self.session.read_only().is_none()
            && self.inducements_offered != Some(changes);
        if open_inducements || due {
            self.inducements_offered = Some(changes);
            self.open_inducements();
        }
        if let Some(path) = self.card.take_walk(self.session.game()) {
            self.plan = path;
        }
        if let Some(action) = post_action {
            post_match_panel::apply(&mut self.session, action);
        }
        if let Some((seq, dice)) = correction {
            let done = self.session.correct(seq, dice);
            self.correcting.settled(done);
        }
        if let Some(action) = recording_action {
            recording_panel::apply(&mut self.session, action);
        }
        self.setup.run(&mut self.session, &mut self.selected);
    }

    /// The start page, while the database has no match open: a new match, a recorded one
    /// resumed, or the league.
    fn show_start_page(&mut self, ui: &mut egui::Ui) {
        let refused = self.session.refused.clone();
        let options = self.settings.new_match_options;
        let ledger = self.session.ledger();
        let start = &mut self.start;
        let choice = egui::CentralPanel::default()
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .show(ui, |ui| start.show(ui, ledger, options, refused.as_deref()))
                    .inner
            })
            .inner;
        let done = match choice {
            Some(StartChoice::League) => {
                self.open_view(2);
                false
            }
            Some(StartChoice::Matches(MatchesAction::Resume(id))) => self.session.resume(id),
            Some(StartChoice::Blitz(choice)) => self.session.start_blitz(&choice),
            Some(StartChoice::Matches(MatchesAction::Start(choice))) => {
                self.settings.new_match_options = choice.options;
                self.start_chosen(choice)
            }
            Some(StartChoice::Matches(MatchesAction::Import(path))) => {
                self.start.import(&mut self.session, &path);
                false
            }
            Some(StartChoice::Matches(MatchesAction::Abandon(id))) => {
                super::abandon::apply(&mut self.session, id);
                self.start.forget();
                false
            }
            None => false,
        };
        if done {
            self.selected = None;
            self.start.forget();
        }
    }

    /// Starts the match the referee chose. A league match waits for its inducements after the
    /// Weather, Stadium and Referee rolls (004:L2676-L2682), where the Inducements panel
    /// opens. Whether the match started.
    fn start_chosen(&mut self, choice: super::session::NewMatchChoice) -> bool {
        self.session.start(&choice)
    }

    /// Opens the Inducements panel on the match waiting for them; the reason in `refused` if
    /// it cannot open.
    fn open_inducements(&mut self) {
        if let Some((at, panel)) = self.parked_inducements.take()
            && at == self.session.changes()
        {
            self.view = View::PreMatch(panel);
            return;
        }
        let opened = self
            .session
            .inducement_spec()
            .and_then(|(spec, book, rolled)| {
                InducementPanel::new(spec, book, rolled, self.clock_source.clone())
            });
        match opened {
            Ok(panel) => {
                self.session.refused = None;
                self.view = View::PreMatch(Box::new(panel));
            }
            Err(why) => {
                self.session.refused = Some(format!("cannot open the inducements: {why}"));
            }
        }
    }

    /// The shortcuts that work in every view.
    fn keys(&mut self, ui: &egui::Ui) {
        let (f1, f2, f3, f4, esc) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::F1),
                i.key_pressed(egui::Key::F2),
                i.key_pressed(egui::Key::F3),
                i.key_pressed(egui::Key::F4),
                i.key_pressed(egui::Key::Escape),
            )
        });
        // T toggles the Tackle Zones, unless a text field has the keyboard.
        let typing = ui.ctx().egui_wants_keyboard_input();
        if !typing && ui.input(|i| i.key_pressed(egui::Key::T)) {
            self.show_tackle_zones = !self.show_tackle_zones;
        }
        if f1 {
            self.help = !self.help;
        }
        if esc {
            self.help = false;
            self.selected = None;
            self.card.close();
        }
        for (pressed, view) in [(f2, 0), (f3, 1), (f4, 2)] {
            if pressed {
                self.open_view(view);
            }
        }
    }

    /// Opens view `i` (0 match, 1 matches, 2 league), reading what it shows afresh.
    fn open_view(&mut self, i: usize) {
        self.view = match i {
            1 => View::Matches(Box::new(MatchesView::load(
                self.session.ledger(),
                self.settings.new_match_options,
            ))),
            2 => View::League(Box::new(LeagueView::load(self.session.ledger()))),
            _ => View::Match,
        };
    }

    fn show_help(&mut self, ui: &mut egui::Ui) {
        let mut open = true;
        egui::Window::new("Keyboard")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ui.ctx(), |ui| {
                egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
                    for (key, what) in SHORTCUTS {
                        ui.label(RichText::new(key).strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
            });
        if !open {
            self.help = false;
        }
    }

    /// Paints the pitch, the players, the ball and the dugouts; a click on a square chooses
    /// the decision about that square, when exactly one is.
    fn show_pitch(&mut self, ui: &mut egui::Ui, state: &rules::MatchState) -> Option<Input> {
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        let label = pitch_label(state.pitch());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        let layout = PitchLayout::fit(response.rect, state.pitch());
        painter.rect_filled(response.rect, 0.0, Color32::from_gray(24));
        pitch::paint(&painter, &layout, &state.ruleset.pitch);
        let marks = tokens::Marks::of(state);
        for (side, team) in [(Side::Home, &state.teams[0]), (Side::Away, &state.teams[1])] {
            let boxes = DugoutBoxes::of(state, side, &marks);
            dugout::paint(&painter, layout.dugout_rect(side), &team.name, &boxes);
        }
        let size = layout.square_size();
        for p in &state.players {
            let Place::Pitch { square, stance } = p.place else {
                continue;
            };
            // Blackmail's player wears his own number and mark, in the colour of the team he
            // plays for this turn.
            let him = state.himself(p.id);
            let mark = marks.mark(him.side, &p.profile.position);
            let colour = tokens::colour(p.id.side);
            tokens::paint(
                &painter,
                layout.square_rect(square),
                colour,
                him.number,
                &mark,
                stance,
            );
        }
        tokens::paint_legend(
            &painter,
            response.rect.right_bottom(),
            (size * 0.8).max(14.0),
        );
        // Tackle Zones on demand (T): every square next to a standing player who has them.
        if self.show_tackle_zones {
            for p in state.players.iter().filter(|p| p.has_tackle_zones()) {
                let Some(at) = p.square() else { continue };
                let colour = if p.id.side == Side::Home {
                    palette::HOME
                } else {
                    palette::AWAY
                };
                for sq in state.pitch().neighbours(at) {
                    painter.rect_filled(
                        layout.square_rect(sq).shrink(1.0),
                        0.0,
                        colour.gamma_multiply(0.18),
                    );
                }
            }
        }
        // The ball, and the others in play (Rogue Ball, Ball Clone, Multi-Ball).
        let balls = state
            .ball_square()
            .into_iter()
            .chain(state.other_ball_squares());
        for sq in balls {
            let c = layout.square_rect(sq).right_top() + egui::vec2(-size * 0.2, size * 0.2);
            painter.circle_filled(c, size * 0.16, Color32::from_rgb(150, 90, 40));
            painter.circle_stroke(c, size * 0.16, Stroke::new(1.0, palette::CHALK));
        }
        if let Some(laid) = self.session.game().template_laid() {
            templates::paint(&painter, &layout, &laid);
        }
        // The squares the decisions are about: for the picked player when one is, else every
        // square decision that needs no pick (moves of the acting player, push-backs, targets).
        let prompt = self.session.game().prompt();
        // At a set-up with nobody picked, the squares are the next player's.
        let picked = self
            .selected
            .or_else(|| super::setup_panel::next_player(&prompt));
        let options: Vec<rules::Decision> = match &prompt {
            Prompt::Decision(request) => request
                .every()
                .filter(|d| match words::mover(d) {
                    Some(p) => picked == Some(p),
                    None => true,
                })
                .collect(),
            _ => Vec::new(),
        };
        // Where the moving player can get to this Action, by its likeliest path: shaded by the
        // chance, the path drawn when hovered; a click plans the walk there.
        let inputs = self.session.game().inputs().len();
        if self.reach.as_ref().is_none_or(|(n, _)| *n != inputs) {
            self.reach = Some((inputs, self.session.game().reach()));
        }
        let reach = self
            .reach
            .as_ref()
            .map(|(_, r)| r.clone())
            .unwrap_or_default();
        for r in reach.iter().filter(|r| r.path.len() > 1) {
            painter.rect_filled(
                layout.square_rect(r.square).shrink(3.0),
                2.0,
                palette::chance(r.chance).gamma_multiply(0.45),
            );
        }
        // A move's square is coloured by the dice it needs, with the numbers on it.
        let needs = if options
            .iter()
            .any(|d| matches!(d, rules::Decision::Move { .. }))
        {
            self.session.game().move_needs()
        } else {
            Vec::new()
        };
        for d in &options {
            let Some(sq) = words::square(state, d) else {
                continue;
            };
            let rect = layout.square_rect(sq).shrink(2.0);
            let need = needs.iter().find(|n| n.square == sq);
            painter.rect_filled(rect, 2.0, need.map_or(palette::LIT, palette::needs));
            if let Some(n) = need.filter(|n| !n.is_free()) {
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    words::needs(n),
                    FontId::proportional(size * 0.28),
                    Color32::BLACK,
                );
            }
        }
        if let Some(rect) = self.selected.and_then(|id| {
            state
                .players
                .iter()
                .find(|p| p.id == id)
                .and_then(|p| match p.place {
                    Place::Pitch { square, .. } => Some(layout.square_rect(square)),
                    _ => None,
                })
        }) {
            painter.rect_stroke(
                rect,
                0.0,
                Stroke::new(3.0, Color32::WHITE),
                StrokeKind::Inside,
            );
        }
        let hovered = response.hover_pos().and_then(|pos| layout.square_at(pos));
        if let Some(square) = hovered {
            painter.rect_stroke(
                layout.square_rect(square),
                0.0,
                Stroke::new(2.0, Color32::YELLOW),
                StrokeKind::Inside,
            );
            let text = describe(state, square);
            if let Some(r) = reach.iter().find(|r| r.square == square) {
                let from = state
                    .action()
                    .and_then(|a| state.player(a.player))
                    .and_then(|p| p.square());
                let points: Vec<egui::Pos2> = from
                    .into_iter()
                    .chain(r.path.iter().copied())
                    .map(|s| layout.square_rect(s).center())
                    .collect();
                painter.add(egui::Shape::line(points, Stroke::new(3.0, Color32::WHITE)));
            }
            painter.text(
                response.rect.left_bottom(),
                Align2::LEFT_BOTTOM,
                text,
                FontId::proportional(14.0),
                palette::CHALK,
            );
            if let Some(pointer) = response.hover_pos() {
                let lines = hover::lines(self.session.game(), square, &reach);
                hover::paint(&painter, response.rect, pointer, &lines);
            }
        }
        // The referee's corrections: right-click a square for what can be set there.
        if response.secondary_clicked() {
            self.editing = response
                .interact_pointer_pos()
                .and_then(|pos| layout.square_at(pos));
        }
        let mut edit = None;
        response.context_menu(|ui| {
            if let Some(square) = self.editing {
                edit = referee_menu(ui, state, square);
            }
        });
        if edit.is_some() {
            return edit;
        }
        let setting_up = self.setup.drag(
            &response,
            &layout,
            self.session.game(),
            &prompt,
            self.selected,
            &painter,
        );
        if !setting_up
            && let Some(dropped) = self.drag(&response, &layout, state, &prompt, &painter)
        {
            return Some(dropped);
        }
        let clicked = response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten()
            .and_then(|pos| layout.square_at(pos))?;
        let mut here = options
            .iter()
            .filter(|d| words::square(state, d) == Some(clicked));
        if let (Some(only), None) = (here.next(), here.next()) {
            return Some(Input::Decide(*only));
        }
        // A square further off: walk there by the likeliest path, a step at a time, stopping
        // for any roll on the way.
        if let Some(r) = reach
            .iter()
            .find(|r| r.square == clicked && r.path.len() > 1)
        {
            self.plan = r.path.clone();
            return self.next_planned_step();
        }
        // A click on a player who can be moved picks him.
        if let Prompt::Decision(request) = &prompt {
            let on_square = state
                .players
                .iter()
                .find(|p| matches!(p.place, Place::Pitch { square, .. } if square == clicked));
            if let Some(p) = on_square
                && request.every().any(|d| words::mover(&d) == Some(p.id))
            {
                self.selected = Some(p.id);
                return None;
            }
        }
        // Any other click: a model's card, or empty grass closes it.
        self.card.click(state, clicked);
        None
    }
}

impl NuffleApp {
    /// The next step of a planned move when the match waits for it; a plan the match has left
    /// (a failed roll, a turnover, another decision) is dropped.
    fn next_planned_step(&mut self) -> Option<Input> {
        let next = *self.plan.first()?;
        match self.session.game().prompt() {
            // A roll on the way: the plan waits for the dice.
            Prompt::Roll(_) => None,
            Prompt::Decision(d) if d.options.contains(&rules::Decision::Move { to: next }) => {
                self.plan.remove(0);
                Some(Input::Decide(rules::Decision::Move { to: next }))
            }
            _ => {
                self.plan.clear();
                None
            }
        }
    }

    /// Dragging a model: picked up where the press began, dropped on a square; the decision
    /// that takes him there is made when exactly one does (a set-up or kick-off move, or the
    /// acting player's step).
    fn drag(
        &mut self,
        response: &egui::Response,
        layout: &PitchLayout,
        state: &rules::MatchState,
        prompt: &Prompt,
        painter: &egui::Painter,
    ) -> Option<Input> {
        let Prompt::Decision(request) = prompt else {
            return None;
        };
        if response.drag_started() {
            let origin = response
                .ctx
                .input(|i| i.pointer.press_origin())
                .and_then(|pos| layout.square_at(pos));
            self.dragging = origin.and_then(|sq| state.player_at(sq)).map(|p| p.id);
        }
        let dragged = self.dragging?;
        let acting = state.action().map(|a| a.player);
        let carries = |d: &rules::Decision| match words::mover(d) {
            Some(p) => p == dragged,
            None => matches!(d, rules::Decision::Move { .. }) && acting == Some(dragged),
        };
        if let Some(pos) = response.hover_pos().filter(|_| response.dragged()) {
            let size = layout.square_size();
            painter.circle_stroke(pos, size * 0.42, Stroke::new(2.0, Color32::WHITE));
        }
        if !response.drag_stopped() {
            return None;
        }
        self.dragging = None;
        let to = response
            .interact_pointer_pos()
            .or_else(|| response.hover_pos())
            .and_then(|pos| layout.square_at(pos))?;
        let mut fits = request
            .every()
            .filter(|d| carries(d) && words::square(state, d) == Some(to));
        match (fits.next(), fits.next()) {
            (Some(only), None) => Some(Input::Decide(only)),
            // A model dragged before his Action: his Move, then the walk there.
            _ => self.card.drag_to_move(self.session.game(), dragged, to),
        }
    }
}

/// The referee's menu for a square: set the player there standing, Prone or Stunned, send him
/// to a Dugout box; on an empty square, put any player there (moved by hand, or back from a
/// Dugout box); or put the ball there. The engine judges from the edited board; the edit is
/// logged like any input.
fn referee_menu(
    ui: &mut egui::Ui,
    state: &rules::MatchState,
    square: rules::Square,
) -> Option<Input> {
    use rules::{DugoutBox, Edit};
    ui.label(RichText::new(format!("Referee: {square}")).strong());
    let here = state
        .players
        .iter()
        .find(|p| matches!(p.place, Place::Pitch { square: s, .. } if s == square));
    let mut chosen = None;
    if let Some(p) = here {
        ui.label(words::plain(&p.label()));
        for (text, stance) in [
            ("Standing", Stance::Standing),
            ("Prone", Stance::Prone),
            ("Stunned", Stance::Stunned),
        ] {
            if ui.button(text).clicked() {
                chosen = Some(Edit::SetStance {
                    player: p.id,
                    stance,
                });
            }
        }
        for (text, to) in [
            ("To Reserves", DugoutBox::Reserves),
            ("To KO'd", DugoutBox::KnockedOut),
            ("To Dead & Injured", DugoutBox::Casualty),
        ] {
            if ui.button(text).clicked() {
                chosen = Some(Edit::RemovePlayer { player: p.id, to });
            }
        }
    }
    if here.is_none() {
        // Move a model here by hand: from another square or back from a Dugout box.
        ui.menu_button("Put a player here", |ui| {
            for side in [Side::Home, Side::Away] {
                ui.label(RichText::new(&state.team(side).name).strong());
                for p in state
                    .players
                    .iter()
                    .filter(|p| p.id.side == side && state.listed(p))
                {
                    let from = match p.place {
                        Place::Pitch { square, .. } => format!("on {square}"),
                        other => format!("in {}", other.name()),
                    };
                    if ui
                        .button(words::plain(&format!("{} ({from})", p.label())))
                        .clicked()
                    {
                        chosen = Some(Edit::PlacePlayer {
                            player: p.id,
                            square,
                            stance: Stance::Standing,
                        });
                    }
                }
            }
        });
    }
    // With several balls in play (Rogue Ball, Ball Clone, Multi-Ball) the referee names the one
    // to move by where it is.
    let balls: Vec<rules::Square> = state
        .ball_square()
        .into_iter()
        .chain(state.other_ball_squares())
        .collect();
    if balls.len() > 1 {
        for from in balls.into_iter().filter(|&from| from != square) {
            if ui.button(format!("Move the ball on {from} here")).clicked() {
                chosen = Some(Edit::MoveBall { from, to: square });
            }
        }
    } else if ui.button("Put the ball here").clicked() {
        chosen = Some(Edit::PlaceBall { square });
    }
    if chosen.is_some() {
        ui.close();
    }
    chosen.map(Input::Edit)
}

/// A square in a referee's words: its coordinates and the zones it is in, each team's by the
/// team's name.
pub fn describe(state: &rules::MatchState, square: rules::Square) -> String {
    let name = |side| words::team(state, side);
    let pitch = state.pitch();
    let mut zones = Vec::new();
    if let Some(side) = pitch.end_zone(square) {
        zones.push(format!("{} End Zone", name(side)));
    }
    if let Some(side) = pitch.line_of_scrimmage(square) {
        zones.push(format!("{} line of scrimmage", name(side)));
    }
    if pitch.is_wide_zone(square) {
        zones.push("wide zone".to_string());
    }
    if pitch.has_line_of_scrimmage() {
        zones.push(format!("{} half", name(pitch.half(square))));
    }
    format!("Square {square}: {}", zones.join(", "))
}

impl eframe::App for NuffleApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage);
    }
}

#[cfg(test)]
mod tests {
    use super::describe;
    use crate::gui::session::{BOX_TEAMS, NewMatchChoice, RULESET_OPTIONS, TeamChoice};
    use rules::Square;

    #[test]
    fn a_square_is_described_with_its_zones_by_team_name_000_l143() {
        let game = NewMatchChoice {
            home: TeamChoice::QuickStart(BOX_TEAMS.0.into()),
            away: TeamChoice::QuickStart(BOX_TEAMS.1.into()),
            options: [false; RULESET_OPTIONS.len()],
            friendly: false,
            season: None,
        }
        .in_memory()
        .expect("the box match");
        let state = game.state();
        let (home, away) = (&state.teams[0].name, &state.teams[1].name);
        let los = Square::new(12, 7).map(|s| describe(state, s));
        assert_eq!(
            los,
            Some(format!(
                "Square (12, 7): {home} line of scrimmage, {home} half"
            ))
        );
        let corner = Square::new(25, 0).map(|s| describe(state, s));
        assert_eq!(
            corner,
            Some(format!(
                "Square (25, 0): {away} End Zone, wide zone, {away} half"
            ))
        );
    }
}
