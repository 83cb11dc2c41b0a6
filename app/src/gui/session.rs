//! The match the window plays: recorded in the database when it can be (every input stored
//! before it counts, resumed at the next launch), in memory otherwise, with the reason shown.

use std::path::{Path, PathBuf};

use ledger::{
    Answer, Ask, InputError, Ledger, LedgerError, MatchStart, NewMatch, OpenMatch, ReplayBreak,
    Unusable,
};
use rules::{Event, EventKind, Input, Match, SetupSpec, TeamSpec};

use super::blitz_start::BlitzChoice;

#[path = "session_inducements.rs"]
mod inducements;

/// Roster ids of the box match [`Session::open`] starts when the database holds none to
/// resume, and of the new-match form's first choice.
pub const BOX_TEAMS: (&str, &str) = ("human-quick-start", "orc-quick-start");

/// Ruleset id of the 2016 box game.
pub const BOX_RULESET: &str = "box-2016";

/// Where the match lives.
enum Store {
    /// In the database, as this match.
    Recorded {
        ledger: Box<Ledger>,
        open: Box<OpenMatch>,
    },
    /// In memory only; the reason is shown in the window. Until the referee has chosen to
    /// play so (`knowingly`), the window shows the unusable database's page instead.
    Unrecorded {
        game: Box<Match>,
        why: String,
        unusable: Option<UnusableDatabase>,
        knowingly: bool,
    },
    /// In the database, which holds no match to resume: the window shows its start page
    /// (new match, resume, league) until one is started or resumed. `blank` is a match in
    /// memory that is never played nor shown, so [`Session::game`] always has one to give.
    Idle {
        ledger: Box<Ledger>,
        blank: Box<Match>,
    },
}

/// A database file the window could not use, as its page shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct UnusableDatabase {
    /// The file.
    pub path: PathBuf,
    /// Why it cannot be used.
    pub cause: Unusable,
    /// The whole message, with SQLite's own words.
    pub words: String,
}

/// The writer name the window's leases carry, as other windows name it.
pub const WINDOW_WRITER: &str = "the window";

/// The window's match.
pub struct Session {
    store: Store,
    /// What the last input caused, for the rulings cards.
    pub last: Vec<Event>,
    /// Why the last input was refused or not recorded, if it was.
    pub refused: Option<String>,
    /// Every ruling so far, oldest first: read from the database once, then kept up here.
    rulings: Vec<String>,
    /// For each ruling, whether an undo took it back (the window strikes it through).
    undone: Vec<bool>,
    /// The post-match sequence of a finished league match, once begun.
    post: Option<ledger::PostMatchRun>,
    /// The match's dice inputs for the correction list, read when first asked for.
    rolls: Option<Vec<LoggedRoll>>,
    /// How many times the match on screen has changed (an input, a correction, a match
    /// resumed or started): what a read that takes a while checks before it counts.
    changes: u64,
    /// The Inducements panel's purchases this window last put into a match (its id), so that
    /// an undo back to the choosing opens the panel on them again.
    chosen_spec: Option<(i64, rules::SetupSpec)>,
}

/// A dice input of the match's log, as the correction list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedRoll {
    /// Its place in the log.
    pub seq: i64,
    /// The dice as they count now (after any earlier correction).
    pub dice: Vec<rules::Die>,
    /// The first ruling it gave, saying what the roll was.
    pub what: String,
}

/// Where the post-match sequence of the match on screen stands.
#[derive(Debug, Clone, PartialEq)]
pub enum PostMatchState {
    /// The match is not a finished league match still to record: nothing to do.
    None,
    /// It is, and the sequence can begin.
    Ready,
    /// The sequence asks this.
    Asks(Ask),
    /// The result is recorded and the match locked.
    Recorded,
}

impl Session {
    /// Opens `db` (or the platform default): resumes its newest match that is not finished and
    /// locked (read-only when another window records it; up to the last input that replays
    /// when its log stops replaying), or starts a box match (Human v Orc quick-start teams)
    /// there: a way in for tests and demos; the window launches with [`Session::launch`],
    /// which starts none. A database that cannot be used does not stop the window: it shows a page that
    /// says the match will NOT be recorded and why, and the referee picks another file or
    /// plays unrecorded knowingly.
    pub fn open(db: Option<PathBuf>) -> anyhow::Result<Session> {
        match Self::open_store(db, true) {
            Ok(store) => Ok(Self::with_store(store)),
            Err((path, e)) => Self::unusable(path, &e),
        }
    }

    /// Opens `db` (or the platform default) as the window does at launch: as
    /// [`Session::open`], but a database with no match to resume starts none: the session is
    /// [`Session::idle`] and the window shows its start page.
    pub fn launch(db: Option<PathBuf>) -> anyhow::Result<Session> {
        match Self::open_store(db, false) {
            Ok(store) => Ok(Self::with_store(store)),
            Err((path, e)) => Self::unusable(path, &e),
        }
    }

    /// The window's session when the database at `path` could not be used for `e`: a box
    /// match in memory, behind the page that says why and what to do.
    pub fn unusable(path: Option<PathBuf>, e: &LedgerError) -> anyhow::Result<Session> {
        Ok(Self::with_store(Self::unrecorded(path, e)?))
    }

    #[allow(clippy::result_large_err)] // once a session, and the error is shown at once
    fn open_store(
        db: Option<PathBuf>,
        start_box: bool,
    ) -> Result<Store, (Option<PathBuf>, LedgerError)> {
        let path = match db {
            Some(path) => path,
            None => ledger::default_database_path().map_err(|e| (None, e))?,
        };
        let fail = |e| (Some(path.clone()), e);
        let mut ledger = Ledger::open(&path).map_err(fail)?;
        ledger.set_writer(WINDOW_WRITER);
        let mut found = None;
        for record in ledger.matches().map_err(fail)? {
            if ledger.is_locked(record.id).map_err(fail)? {
                continue;
            }
            // Matches without a stored setup (made before the log existed) cannot replay.
            match ledger.open_or_view(record.id) {
                Ok(open) => {
                    found = Some(open);
                    break;
                }
                Err(LedgerError::Stored { .. }) => continue,
                Err(e) => return Err(fail(e)),
            }
        }
        let open = match found {
            Some(open) => open,
            None if start_box => ledger
                .start_match(&box_start().map_err(fail)?)
                .map_err(fail)?,
            None => {
                return Ok(Store::Idle {
                    ledger: Box::new(ledger),
                    blank: Box::new(blank_match().map_err(fail)?),
                });
            }
        };
        Ok(Store::Recorded {
            ledger: Box::new(ledger),
            open: Box::new(open),
        })
    }

    /// A box match in memory, for a database that cannot be used.
    fn unrecorded(path: Option<PathBuf>, e: &LedgerError) -> anyhow::Result<Store> {
        let book = tables::builtin().map_err(|e| anyhow::anyhow!("{e}"))?;
        let setup = box_spec().build(book).map_err(|e| anyhow::anyhow!("{e}"))?;
        let game = Match::new(setup, book).map_err(|e| anyhow::anyhow!("{e}"))?;
        let unusable = path.map(|path| UnusableDatabase {
            path,
            cause: e.unusable().unwrap_or(Unusable::Other),
            words: e.to_string(),
        });
        Ok(Store::Unrecorded {
            game: Box::new(game),
            why: format!("{e}. The match is NOT being recorded."),
            unusable,
            knowingly: false,
        })
    }

    fn with_store(store: Store) -> Session {
        let (rulings, undone) = match &store {
            Store::Recorded { ledger, open } => stored_rulings(ledger, open.id()),
            Store::Unrecorded { .. } | Store::Idle { .. } => (Vec::new(), Vec::new()),
        };
        let mut session = Session {
            store,
            last: Vec::new(),
            refused: None,
            rulings,
            undone,
            post: None,
            rolls: None,
            changes: 0,
            chosen_spec: None,
        };
        session.recall_last();
        session
    }

    /// The unusable database's page, while the referee has not chosen what to do.
    pub fn unusable_database(&self) -> Option<&UnusableDatabase> {
        match &self.store {
            Store::Unrecorded {
                unusable: Some(u),
                knowingly: false,
                ..
            } => Some(u),
            _ => None,
        }
    }

    /// The referee plays without recording, knowing it.
    pub fn play_unrecorded(&mut self) {
        if let Store::Unrecorded { knowingly, .. } = &mut self.store {
            *knowingly = true;
        }
    }

    /// Opens another database file in place of the unusable one. On failure the page shows
    /// the new file's problem.
    pub fn open_database(&mut self, path: PathBuf) -> bool {
        match Self::open_store(Some(path.clone()), false) {
            Ok(store) => {
                if let Store::Recorded { ledger, open } = &mut self.store {
                    let _ = open.release(ledger);
                }
                *self = Self::with_store(store);
                self.changed();
                true
            }
            Err((_, e)) => {
                if let Store::Unrecorded { unusable, why, .. } = &mut self.store {
                    *unusable = Some(UnusableDatabase {
                        path,
                        cause: e.unusable().unwrap_or(Unusable::Other),
                        words: e.to_string(),
                    });
                    *why = format!("{e}. The match is NOT being recorded.");
                }
                false
            }
        }
    }

    /// Who records the match on screen elsewhere, when it is open read-only here.
    pub fn read_only(&self) -> Option<String> {
        match &self.store {
            Store::Recorded { open, .. } if !open.is_writer() => Some(match open.held_by() {
                Some(holder) => holder.to_string(),
                None => "nobody now: it can be taken over".to_string(),
            }),
            _ => None,
        }
    }

    /// The lease that lets this window record its match, when it does.
    pub fn lease(&self) -> Option<&ledger::Lease> {
        match &self.store {
            Store::Recorded { open, .. } => open.lease(),
            Store::Unrecorded { .. } | Store::Idle { .. } => None,
        }
    }

    /// Whether the match open read-only here can be taken over now (its holder is gone).
    pub fn can_take_over(&self) -> bool {
        match &self.store {
            Store::Recorded { ledger, open } if !open.is_writer() => ledger
                .lease_holder(open.id())
                .map(|h| h.is_none_or(|h| h.is_gone()))
                .unwrap_or(false),
            _ => false,
        }
    }

    /// Takes over the match open read-only here. On refusal the reason is in `refused`.
    pub fn take_over(&mut self) -> bool {
        let Store::Recorded { ledger, open } = &mut self.store else {
            return false;
        };
        match open.take_over(ledger) {
            Ok(()) => self.reloaded(),
            Err(e) => {
                self.refused = Some(format!("cannot take the match over: {e}"));
                false
            }
        }
    }

    /// Reads the match again from the database: after another window moved it on, or to
    /// follow a match open read-only here. Nothing changes when the log has not grown.
    pub fn reload(&mut self) -> bool {
        let Store::Recorded { ledger, open } = &mut self.store else {
            return false;
        };
        match open.reload(ledger) {
            Ok(()) => self.reloaded(),
            Err(e) => {
                self.refused = Some(format!("cannot reload the match: {e}"));
                false
            }
        }
    }

    /// Follows a match open read-only here: reloads it when its log has grown or its holder
    /// has changed, and keeps a writer's lease alive. Called every few seconds by the window.
    pub fn keep_up(&mut self) {
        let Store::Recorded { ledger, open } = &mut self.store else {
            return;
        };
        match open.lease() {
            Some(lease) => {
                if let Err(e) = ledger.heartbeat(lease) {
                    self.refused = Some(e.to_string());
                    let _ = open.reload(ledger);
                }
            }
            None => {
                let grown = ledger
                    .last_seq(open.id())
                    .is_ok_and(|last| last != open.last_seq());
                if grown {
                    self.reload();
                } else if let Ok(holder) = ledger.lease_holder(open.id()) {
                    let holder = holder.filter(|h| !h.is_gone());
                    if holder.as_ref() != open.held_by() {
                        let _ = open.reload(ledger);
                    }
                }
            }
        }
    }

    /// Where the match's log stops replaying, if it does.
    pub fn broken(&self) -> Option<&ReplayBreak> {
        match &self.store {
            Store::Recorded { open, .. } => open.broken(),
            Store::Unrecorded { .. } | Store::Idle { .. } => None,
        }
    }

    /// Sets aside the input at which the log stops replaying, and goes on without it. On
    /// refusal the reason is in `refused`.
    pub fn set_aside(&mut self) -> bool {
        let Store::Recorded { ledger, open } = &mut self.store else {
            return false;
        };
        let Some(seq) = open.broken().map(|b| b.seq) else {
            return false;
        };
        match open.set_aside(
            ledger,
            seq,
            "referee",
            "set aside in the window: it did not replay",
        ) {
            Ok(()) => self.reloaded(),
            Err(e) => {
                self.refused = Some(format!("input {seq} was not set aside: {e}"));
                false
            }
        }
    }

    /// After the match was read again: the rulings from the database, the cards recalled.
    fn reloaded(&mut self) -> bool {
        if let Store::Recorded { ledger, open } = &self.store {
            (self.rulings, self.undone) = stored_rulings(ledger, open.id());
        }
        self.last.clear();
        self.refused = None;
        self.changed();
        self.recall_last();
        true
    }

    /// The rulings of the last input, for the cards after a restart or a resume: the match
    /// replayed without it, then with it (the same engine, so the same rulings).
    fn recall_last(&mut self) {
        let game = self.game();
        let Some(last) = game.inputs().last().cloned() else {
            return;
        };
        if last == Input::Undo {
            return;
        }
        let mut again = game.clone();
        if again.apply(Input::Undo).is_ok()
            && let Ok(events) = again.apply(last)
        {
            self.last = events;
        }
    }

    /// The match as it stands.
    pub fn game(&self) -> &Match {
        match &self.store {
            Store::Recorded { open, .. } => open.game(),
            Store::Unrecorded { game, .. } => game,
            Store::Idle { blank, .. } => blank,
        }
    }

    /// The match database, when there is one.
    pub fn ledger(&self) -> Option<&Ledger> {
        match &self.store {
            Store::Recorded { ledger, .. } | Store::Idle { ledger, .. } => Some(ledger),
            Store::Unrecorded { .. } => None,
        }
    }

    /// The match database, to write to (a league team imported).
    pub fn ledger_mut(&mut self) -> Option<&mut Ledger> {
        match &mut self.store {
            Store::Recorded { ledger, .. } | Store::Idle { ledger, .. } => Some(ledger),
            Store::Unrecorded { .. } => None,
        }
    }

    /// Where the match is recorded (file and match id), or why it is not.
    pub fn recording(&self) -> Result<(&Path, i64), &str> {
        match &self.store {
            Store::Recorded { ledger, open } => Ok((ledger.path(), open.id())),
            Store::Unrecorded { why, .. } => Err(why),
            Store::Idle { .. } => Err(NO_MATCH),
        }
    }

    /// Whether the last refusal was the database's word that the match moved on in another
    /// window (so the window offers to reload it).
    pub fn moved_on(&self) -> bool {
        self.refused
            .as_deref()
            .is_some_and(|r| r.contains("moved on in another window"))
    }

    /// Applies an input (recorded first when there is a database). A refused input changes
    /// nothing and its reason is kept in `refused`.
    pub fn apply(&mut self, input: Input) -> bool {
        let result = match &mut self.store {
            Store::Recorded { ledger, open } => {
                open.apply(ledger, input, "referee")
                    .map_err(|e| match e {
                        InputError::Refused(r) => r.to_string(),
                        InputError::NotRecorded(e) => format!("{e}"),
                    })
                    // A Blitz Bowl match over: its points to the Blitz Bowl results (docs/ledger.md).
                    .and_then(|events| {
                        ledger
                            .record_blitz_result(open)
                            .map(|_| events)
                            .map_err(|e| {
                                format!(
                                    "the input was recorded; the Blitz Bowl result was not: {e}"
                                )
                            })
                    })
            }
            Store::Unrecorded { game, .. } => game.apply(input).map_err(|r| r.to_string()),
            Store::Idle { .. } => Err(NO_MATCH.to_string()),
        };
        self.counted(result)
    }

    /// What an input (or the inducements put into the match) gave: its rulings shown and
    /// logged, and the match changed; or why it did not count, kept in `refused`. Whether it
    /// counted.
    fn counted(&mut self, result: Result<Vec<Event>, String>) -> bool {
        match result {
            Ok(events) => {
                self.note_rulings(&events);
                self.last = events;
                self.refused = None;
                self.changed();
                true
            }
            Err(why) => {
                self.refused = Some(why);
                false
            }
        }
    }

    /// How many times the match on screen has changed since the window opened: each input
    /// that counted, each correction, each match resumed or started. A camera read started
    /// at one count and finished at another was asked for by a roll that is gone.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The match changed: the cached dice inputs are stale, and the count of changes grows.
    fn changed(&mut self) {
        self.rolls = None;
        self.changes += 1;
    }

    /// Takes back the last input (itself an input, kept in the log).
    pub fn undo(&mut self) -> bool {
        self.apply(Input::Undo)
    }

    /// Every ruling of the match so far, oldest first.
    pub fn rulings(&self) -> &[String] {
        &self.rulings
    }

    /// For each ruling of [`Session::rulings`], whether an undo took it back.
    pub fn undone(&self) -> &[bool] {
        &self.undone
    }

    /// Adds an input's rulings to the log; an undo strikes out the rulings of the input it
    /// took back (the last standing ones, as many as it says).
    fn note_rulings(&mut self, events: &[Event]) {
        for e in events {
            if let EventKind::Undone { rulings } = e.kind {
                let mut left = usize::from(rulings);
                for (text, undone) in self.rulings.iter().zip(self.undone.iter_mut()).rev() {
                    if left == 0 {
                        break;
                    }
                    let note = text.starts_with("Undone: ")
                        || text.starts_with(super::correction_log::PREFIX);
                    if !*undone && !note {
                        *undone = true;
                        left -= 1;
                    }
                }
            }
            self.rulings.push(e.text.clone());
            self.undone.push(false);
        }
    }

    /// Where the post-match sequence stands (004:L2556-L3000): only a finished match between
    /// two league teams of the database has one.
    pub fn post_match(&self) -> PostMatchState {
        let Store::Recorded { ledger, open } = &self.store else {
            return PostMatchState::None;
        };
        if !open.game().state().finished || ledger.match_teams(open.id()).is_err() {
            return PostMatchState::None;
        }
        if ledger.is_locked(open.id()).unwrap_or(false) {
            return PostMatchState::Recorded;
        }
        match &self.post {
            None => PostMatchState::Ready,
            Some(run) => PostMatchState::Asks(run.ask()),
        }
    }

    /// Begins the post-match sequence. On failure the reason is kept in `refused`.
    pub fn begin_post_match(&mut self) -> bool {
        let Store::Recorded { ledger, open } = &self.store else {
            return false;
        };
        match ledger::PostMatchRun::begin(ledger, open) {
            Ok(run) => {
                self.post = Some(run);
                self.refused = None;
                true
            }
            Err(why) => {
                self.refused = Some(format!("cannot begin the post-match sequence: {why}"));
                false
            }
        }
    }

    /// Answers what the post-match sequence asks. On refusal the reason is kept in `refused`.
    pub fn answer_post_match(&mut self, answer: Answer) -> bool {
        let Some(run) = &mut self.post else {
            return false;
        };
        match run.answer(answer) {
            Ok(()) => {
                self.refused = None;
                true
            }
            Err(why) => {
                self.refused = Some(why);
                false
            }
        }
    }

    /// Records the finished sequence: result, SPP, improvements, winnings; the match is then
    /// locked. On failure nothing is written and the reason is kept in `refused`.
    pub fn record_post_match(&mut self) -> bool {
        let (Store::Recorded { ledger, open }, Some(run)) = (&mut self.store, &self.post) else {
            return false;
        };
        match run.record(ledger, open) {
            Ok(()) => {
                self.refused = None;
                true
            }
            Err(e) => {
                self.refused = Some(format!("the result was not recorded: {e}"));
                false
            }
        }
    }

    /// The match's dice inputs, newest first, for correcting one (read from the database
    /// once, then kept until the next input).
    pub fn rolls(&mut self) -> &[LoggedRoll] {
        if self.rolls.is_none() {
            let read = match &self.store {
                Store::Recorded { ledger, open } => (|| {
                    let log = ledger.log(open.id())?;
                    let rulings = ledger.rulings(open.id())?;
                    Ok::<_, ledger::LedgerError>(
                        ledger::effective_inputs(&log)
                            .into_iter()
                            .rev()
                            .filter_map(|(seq, input)| match input {
                                Input::Dice(roll) => Some(LoggedRoll {
                                    seq,
                                    dice: roll.dice.to_vec(),
                                    what: rulings
                                        .iter()
                                        .find(|(s, _)| *s == seq)
                                        .map(|(_, text)| text.clone())
                                        .unwrap_or_default(),
                                }),
                                _ => None,
                            })
                            .collect(),
                    )
                })()
                .unwrap_or_default(),
                Store::Unrecorded { .. } | Store::Idle { .. } => Vec::new(),
            };
            self.rolls = Some(read);
        }
        self.rolls.as_deref().unwrap_or_default()
    }

    /// Replaces the dice of input `seq` and re-judges the match from there; the correction is
    /// logged beside the original. On refusal nothing changes and the reason is in `refused`.
    pub fn correct(&mut self, seq: i64, dice: Vec<rules::Die>) -> bool {
        let Store::Recorded { ledger, open } = &mut self.store else {
            self.refused = Some("corrections need the match database".into());
            return false;
        };
        let input = Input::Dice(rules::DiceRoll::manual(dice));
        match open.correct(ledger, seq, input, "referee", None) {
            Ok(_) => self.reloaded(),
            Err(e) => {
                self.refused = Some(format!("the correction was not made: {e}"));
                false
            }
        }
    }

    /// The names of the match's players, for the post-match questions.
    pub fn player_name(&self, id: rules::PlayerId) -> String {
        self.game()
            .state()
            .player(id)
            .map_or_else(|| id.to_string(), |p| p.label())
    }

    /// Switches to recorded match `id` of the database. On failure nothing changes and the
    /// reason is kept in `refused`.
    pub fn resume(&mut self, id: i64) -> bool {
        if let Store::Idle { ledger, .. } = &mut self.store {
            return match ledger.open_or_view(id) {
                Ok(open) => {
                    self.become_recorded(open);
                    true
                }
                Err(e) => {
                    self.refused = Some(format!("cannot resume match #{id}: {e}"));
                    false
                }
            };
        }
        let Store::Recorded {
            ledger,
            open: current,
        } = &mut self.store
        else {
            self.refused = Some("no database is open: there are no recorded matches".into());
            return false;
        };
        if current.id() != id {
            let _ = current.release(ledger);
        }
        let opened = ledger
            .open_or_view(id)
            .map(|open| (stored_rulings(ledger, id), open));
        match opened {
            Ok(((rulings, undone), open)) => {
                **current = open;
                self.rulings = rulings;
                self.undone = undone;
                self.last.clear();
                self.refused = None;
                self.post = None;
                self.changed();
                self.recall_last();
                true
            }
            Err(e) => {
                self.refused = Some(format!("cannot resume match #{id}: {e}"));
                false
            }
        }
    }

    /// The database holds no match to play on, and none was started: the window shows its
    /// start page.
    pub fn idle(&self) -> bool {
        matches!(self.store, Store::Idle { .. })
    }

    /// The idle session, now playing `open` (just started or resumed).
    fn become_recorded(&mut self, open: OpenMatch) {
        let Store::Idle { blank, .. } = &self.store else {
            return;
        };
        let placeholder = Store::Unrecorded {
            game: blank.clone(),
            why: String::new(),
            unusable: None,
            knowingly: true,
        };
        if let Store::Idle { ledger, .. } = std::mem::replace(&mut self.store, placeholder) {
            let changes = self.changes;
            *self = Self::with_store(Store::Recorded {
                ledger,
                open: Box::new(open),
            });
            self.changes = changes + 1;
        }
    }

    /// Abandons the match on screen: marked abandoned in the database (kept there with its
    /// inputs, out of the match lists) and released; the window then shows its start page.
    /// Only the window that records the match may; a finished and locked one cannot be. On
    /// refusal the reason is in `refused`.
    pub fn abandon(&mut self) -> bool {
        let Store::Recorded { ledger, open } = &mut self.store else {
            self.refused = Some("only a match recorded in the database can be abandoned".into());
            return false;
        };
        if !open.is_writer() {
            self.refused = Some(
                "this match is recorded in another window: abandon it there, or take it over \
                 first"
                    .into(),
            );
            return false;
        }
        let id = open.id();
        if let Err(e) = ledger.abandon_match(id, "referee", "abandoned in the window") {
            self.refused = Some(format!("match #{id} was not abandoned: {e}"));
            return false;
        }
        let _ = open.release(ledger);
        let blank = match blank_match() {
            Ok(blank) => blank,
            Err(e) => {
                self.refused = Some(format!("match #{id} is abandoned, but {e}"));
                return false;
            }
        };
        let store = std::mem::replace(
            &mut self.store,
            Store::Unrecorded {
                game: Box::new(blank.clone()),
                why: String::new(),
                unusable: None,
                knowingly: true,
            },
        );
        if let Store::Recorded { ledger, .. } = store {
            self.store = Store::Idle {
                ledger,
                blank: Box::new(blank),
            };
        }
        self.forget_shown_match();
        true
    }

    /// Empties what the window showed of the match it leaves: the log, the last rulings, the
    /// refusal and the post-match sequence.
    fn forget_shown_match(&mut self) {
        self.rulings.clear();
        self.undone.clear();
        self.last.clear();
        self.refused = None;
        self.post = None;
        self.changed();
    }

    /// Starts a new match as chosen: recorded in the database when there is one, in memory
    /// otherwise. On failure nothing changes and the reason is kept in `refused`. A league
    /// match (two league teams, League play on) waits for the inducements after the Referee
    /// roll (004:L2676-L2682), where [`Session::choose_inducements`] puts them into its setup.
    pub fn start(&mut self, choice: &NewMatchChoice) -> bool {
        self.start_by(
            |ledger| {
                choice
                    .start(ledger)
                    .and_then(|start| ledger.start_match(&start).map_err(|e| e.to_string()))
            },
            || choice.in_memory(),
        )
    }

    /// Logs in the match's audit trail, at the moment each happened, the inducements'
    /// choosing clocks that ran out before the match was recorded (004:L2772-L2775); a match
    /// not recorded has no log to keep them in. Whether every one was logged.
    pub fn note_choosing_time_ups(
        &mut self,
        time_ups: &[super::inducement_panel::ChoosingTimeUp],
    ) -> bool {
        let mut ok = true;
        for up in time_ups {
            if let (Store::Recorded { ledger, .. }, Ok((_, id))) = (&self.store, self.recording())
                && let Err(e) = ledger.note_pre_match(
                    id,
                    up.at_unix,
                    WINDOW_WRITER,
                    &up.words(),
                    "the inducements' four-minute choosing clock (004:L2772-L2775)",
                )
            {
                self.refused = Some(format!("cannot log the choosing clock's time-up: {e}"));
                ok = false;
            }
        }
        ok
    }

    /// Starts a Blitz Bowl match as chosen on the start page ([`BlitzChoice`]): recorded in
    /// the database under the ruleset `blitz-bowl`, its stored setup keeping the ruleset and
    /// the board so that it replays when resumed; in memory without a database. With the
    /// Arenas rule the coin toss and the Arena's D8 the page took (002:L796) are then played
    /// as the match's first inputs, each as the engine asks it and through [`Session::apply`]
    /// like any input (recorded, so replayed on resume). Whether the match started; an input
    /// the match did not take leaves it asking that, the reason in `refused`.
    pub fn start_blitz(&mut self, choice: &BlitzChoice) -> bool {
        let started = self.start_by(
            |ledger| {
                choice.start().and_then(|start| {
                    ledger
                        .start_blitz_match(&start, &choice.game())
                        .map_err(|e| e.to_string())
                })
            },
            || choice.in_memory(),
        );
        if !started {
            return false;
        }
        for input in choice.first_inputs() {
            if let Err(why) = super::blitz_start::asked(self.game(), &input) {
                self.refused = Some(format!("the match started, but {why}"));
                break;
            }
            if !self.apply(input) {
                let why = self.refused.take().unwrap_or_default();
                self.refused = Some(format!(
                    "the match started, but the toss and the Arena's D8 were not played: {why}"
                ));
                break;
            }
        }
        true
    }

    /// Starts a new match: `record` in the database when there is one, `in_memory` otherwise.
    fn start_by(
        &mut self,
        record: impl FnOnce(&mut Ledger) -> Result<OpenMatch, String>,
        in_memory: impl FnOnce() -> Result<Match, String>,
    ) -> bool {
        let started = match &mut self.store {
            Store::Recorded { ledger, open } => record(ledger).map(|new| {
                let _ = open.release(ledger);
                **open = new;
            }),
            Store::Unrecorded { game, .. } => in_memory().map(|new| **game = new),
            Store::Idle { ledger, .. } => match record(ledger) {
                Ok(new) => {
                    self.become_recorded(new);
                    return true;
                }
                Err(why) => Err(why),
            },
        };
        match started {
            Ok(()) => {
                self.forget_shown_match();
                true
            }
            Err(why) => {
                self.refused = Some(format!("cannot start the match: {why}"));
                false
            }
        }
    }
}

/// A team for a new match: a quick-start team of the rulebook, or a league team of the
/// database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamChoice {
    /// A quick-start team by id (`"orc-quick-start"`).
    QuickStart(String),
    /// A sample eleven from a roster of the rulebook, by roster id ([`sample_eleven`]).
    Roster(String),
    /// A league team by database id.
    League(i64),
}

/// Eleven players a roster allows, numbered 1-11, for a one-off match with a team that is not
/// in the database: up to two of each position but the commonest (five at most), the
/// commonest filling the rest. The referee mirrors the models on the table by number.
pub fn sample_eleven(roster: &tables::Roster) -> Vec<rules::PlayerSpec> {
    let filler = roster
        .positions
        .iter()
        .max_by_key(|p| p.max)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let mut names: Vec<String> = Vec::new();
    for p in roster.positions.iter().filter(|p| p.name != filler) {
        for _ in 0..p.max.min(2) {
            if names.len() < 5 {
                names.push(p.name.clone());
            }
        }
    }
    let specials = names.len();
    let fill = roster
        .positions
        .iter()
        .find(|p| p.name == filler)
        .map_or(0, |p| usize::from(p.max));
    names.extend(std::iter::repeat_n(filler, (11 - specials).min(fill)));
    names
        .into_iter()
        .enumerate()
        .map(|(i, position)| rules::PlayerSpec {
            number: u8::try_from(i + 1).unwrap_or(u8::MAX),
            position,
            name: None,
            skills: Vec::new(),
            ..Default::default()
        })
        .collect()
}

/// The rulebook's roster as the new-match form fields it: a sample eleven, three team re-rolls
/// and an Apothecary where the roster may have one.
fn sample_team(roster: &tables::Roster) -> TeamSpec {
    TeamSpec::Roster {
        name: roster.name.clone(),
        roster: roster.id.clone(),
        rerolls: 3,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: sample_eleven(roster),
        stars: Vec::new(),
        apothecary: roster.apothecary,
        wandering_apothecaries: 0,
        igor: false,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    }
}

/// The ruleset options a new match may turn on, each a `[ruleset]` entry laid over the 2016
/// rules: (option id, value, what the window calls it).
/// New options go last: the settings keep the ticks by place, and an older, shorter list
/// reads with the new ones unticked.
pub const RULESET_OPTIONS: [(&str, &str, &str); 10] = [
    ("kickoff-table", "blitzmania", "Blitzmania Kick-off table"),
    ("illegal-procedure", "on", "Illegal Procedure (LRB6)"),
    ("overtime", "on", "Sudden-death overtime"),
    ("league", "on", "League play (SPP, casualty table)"),
    ("bugmans-league-cup", "on", "Bugman's League Cup rules"),
    (
        "stadiums",
        "on",
        "Stadiums (a league match rolls its stadium, 004:L3684)",
    ),
    (
        "famous-referees",
        "on",
        "Famous referees (a league match rolls its referee, 004:L2704)",
    ),
    (
        "special-play-cards",
        "on",
        "Special Play cards (a league match draws them, 004:L2780)",
    ),
    (
        "special-balls",
        "on",
        "Special balls (the kicking team may declare one, 004:L2122)",
    ),
    (
        "white-dwarf-and-black-gobbo",
        "on",
        "The White Dwarf and the Black Gobbo (a fans roll of 10+, 004:L9766)",
    ),
];

/// What the new-match form chose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMatchChoice {
    /// The home team.
    pub home: TeamChoice,
    /// The away team.
    pub away: TeamChoice,
    /// Which of [`RULESET_OPTIONS`] are on.
    pub options: [bool; RULESET_OPTIONS.len()],
    /// Two league teams play a Friendly (FAQ 004:L11615-L11624): no MVP, no league points, D3
    /// winnings. Read only for league teams.
    pub friendly: bool,
    /// The season two league teams play for (`nuffle league season-new`); `None`: none.
    pub season: Option<i64>,
}

impl NewMatchChoice {
    /// The house rules these options make, `None` for the plain 2016 rules.
    pub fn house_rules(&self) -> Option<String> {
        let lines: Vec<String> = RULESET_OPTIONS
            .iter()
            .zip(self.options)
            .filter(|(_, on)| *on)
            .map(|((id, value, _), _)| format!("{id} = \"{value}\""))
            .collect();
        (!lines.is_empty()).then(|| format!("[ruleset]\n{}\n", lines.join("\n")))
    }

    /// The ruleset's name in the match list.
    pub fn ruleset_id(&self) -> String {
        let mut id = BOX_RULESET.to_string();
        for ((option, value, _), on) in RULESET_OPTIONS.iter().zip(self.options) {
            if on {
                id.push_str(&format!("+{option}={value}"));
            }
        }
        id
    }

    /// Whether "Bugman's League Cup rules" is ticked.
    pub fn cup(&self) -> bool {
        cup_ticked(self.options)
    }

    fn book(&self) -> Result<tables::Rulebook, String> {
        let builtin = tables::builtin().map_err(|e| e.to_string())?;
        match self.house_rules() {
            None => Ok(builtin.clone()),
            Some(text) => builtin
                .with_file("house-rules.toml", &text)
                .map_err(|e| e.to_string()),
        }
    }

    /// The team `choice` fields under `book` (a league team read from `ledger`), and its
    /// roster id.
    pub(super) fn team(
        choice: &TeamChoice,
        book: &tables::Rulebook,
        ledger: Option<&Ledger>,
    ) -> Result<(rules::TeamSetup, String), String> {
        match choice {
            TeamChoice::QuickStart(id) => {
                let team = TeamSpec::QuickStart(id.clone())
                    .build(book)
                    .map_err(|e| e.to_string())?;
                let roster = team.roster.clone();
                Ok((team, roster))
            }
            TeamChoice::Roster(id) => {
                let roster = book.roster(id).map_err(|e| e.to_string())?;
                let team = sample_team(roster).build(book).map_err(|e| e.to_string())?;
                Ok((team, roster.id.clone()))
            }
            TeamChoice::League(id) => {
                let ledger = ledger.ok_or("league teams need the match database")?;
                // Free Journeymen for a team that can field 10 or fewer (004:L2978-L2985).
                ledger
                    .prepare_journeymen(book, *id)
                    .map_err(|e| e.to_string())?;
                let team = ledger.team_setup(book, *id).map_err(|e| e.to_string())?;
                let roster = team.roster.clone();
                Ok((team, roster))
            }
        }
    }

    /// Under the Bugman's League Cup's rules, each team as the cup builds it (001:L453-L531,
    /// [`rules::bugmans::cup_team`]): refused with the reason and the line. A league team is
    /// checked as it is now, after the cup games it has played (those it came with and the
    /// league's recorded matches under the cup's rules), each one improvement and the winner's
    /// Fan Factor (001:L1084-L1102): the check `nuffle league import` makes of its team file
    /// ([`Ledger::cup_check`]).
    fn cup_check(&self, book: &tables::Rulebook, ledger: Option<&Ledger>) -> Result<(), String> {
        if !book.is_on(rules::bugmans::BUGMANS_OPTION) {
            return Ok(());
        }
        for choice in [&self.home, &self.away] {
            let spec = match choice {
                TeamChoice::QuickStart(id) => TeamSpec::QuickStart(id.clone()),
                TeamChoice::Roster(id) => sample_team(book.roster(id).map_err(|e| e.to_string())?),
                TeamChoice::League(id) => {
                    let ledger = ledger.ok_or("league teams need the match database")?;
                    ledger.cup_check(book, *id).map_err(|e| e.to_string())?;
                    continue;
                }
            };
            ledger::cup_team_after_games(book, &spec, 0)?;
        }
        Ok(())
    }

    fn setup(
        &self,
        book: &tables::Rulebook,
        ledger: Option<&Ledger>,
    ) -> Result<(rules::MatchSetup, String, String), String> {
        if self.home == self.away {
            return Err("pick two different teams".into());
        }
        self.cup_check(book, ledger)?;
        let (home, home_roster) = Self::team(&self.home, book, ledger)?;
        let (away, away_roster) = Self::team(&self.away, book, ledger)?;
        let setup = rules::MatchSetup {
            home,
            away,
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        };
        Ok((setup, home_roster, away_roster))
    }

    fn start(&self, ledger: &Ledger) -> Result<MatchStart, String> {
        let book = self.book()?;
        // Two league teams: as the league has them, with its pre-match when League play is
        // on ([`Ledger::league_match_start`], which `nuffle match record` uses too).
        if let (TeamChoice::League(home), TeamChoice::League(away)) = (&self.home, &self.away) {
            let mut start = ledger
                .league_match_start(
                    &book,
                    self.house_rules(),
                    self.ruleset_id(),
                    (*home, *away),
                    self.friendly,
                )
                .map_err(|e| e.to_string())?;
            if let Some(season) = self.season {
                start.season_id = Some(ledger.season(season).map_err(|e| e.to_string())?.id);
            }
            return Ok(start);
        }
        let (setup, home_team, away_team) = self.setup(&book, Some(ledger))?;
        Ok(MatchStart {
            label: NewMatch {
                home_team,
                away_team,
                ruleset: self.ruleset_id(),
            },
            setup,
            house_rules: self.house_rules(),
            teams: None,
            season_id: None,
            friendly: false,
        })
    }

    pub(crate) fn in_memory(&self) -> Result<Match, String> {
        let book = self.book()?;
        let (setup, _, _) = self.setup(&book, None)?;
        Match::with_shared_book(setup, std::sync::Arc::new(book)).map_err(|e| e.to_string())
    }
}

/// Whether `options` tick the Bugman's League Cup's rules.
pub fn cup_ticked(options: [bool; RULESET_OPTIONS.len()]) -> bool {
    RULESET_OPTIONS
        .iter()
        .zip(options)
        .any(|((id, _, _), on)| *id == rules::bugmans::BUGMANS_OPTION && on)
}

/// `book` with the Bugman's League Cup's rules on: what a cup team is imported and fielded
/// under.
pub fn cup_book(book: &tables::Rulebook) -> Result<tables::Rulebook, String> {
    book.with_file(
        "house-rules.toml",
        &format!("[ruleset]\n{} = \"on\"\n", rules::bugmans::BUGMANS_OPTION),
    )
    .map_err(|e| e.to_string())
}

fn box_spec() -> SetupSpec {
    SetupSpec {
        home: TeamSpec::QuickStart(BOX_TEAMS.0.into()),
        away: TeamSpec::QuickStart(BOX_TEAMS.1.into()),
        kicking: None,
        weather: None,
        fame: None,
        league: None,
    }
}

/// What the window says while no match is open (the start page).
const NO_MATCH: &str = "no match is open: start a new match or resume one";

/// The match in memory behind the start page, never played nor shown.
fn blank_match() -> Result<Match, ledger::LedgerError> {
    let fault = |detail: String| ledger::LedgerError::Stored {
        match_id: 0,
        what: "the built-in rulebook".into(),
        detail,
    };
    let book = tables::builtin().map_err(|e| fault(e.to_string()))?;
    let setup = box_spec().build(book).map_err(|e| fault(e.to_string()))?;
    Match::new(setup, book).map_err(|e| fault(e.to_string()))
}

fn box_start() -> Result<MatchStart, ledger::LedgerError> {
    let fault = |what: &str, detail: String| ledger::LedgerError::Stored {
        match_id: 0,
        what: what.into(),
        detail,
    };
    let book = tables::builtin().map_err(|e| fault("the built-in rulebook", e.to_string()))?;
    let setup = box_spec()
        .build(book)
        .map_err(|e| fault("the box teams", e.to_string()))?;
    Ok(MatchStart {
        label: NewMatch {
            home_team: BOX_TEAMS.0.into(),
            away_team: BOX_TEAMS.1.into(),
            ruleset: BOX_RULESET.into(),
        },
        setup,
        house_rules: None,
        teams: None,
        season_id: None,
        friendly: false,
    })
}

/// The rulings stored for a match, oldest first, with a line for each correction where it
/// was made, and which of them an undo took back: each `undo` in the input log takes back the
/// last input still standing, and with it the rulings stored under that input's number.
fn stored_rulings(ledger: &Ledger, id: i64) -> (Vec<String>, Vec<bool>) {
    let log = ledger.log(id).unwrap_or_default();
    let rulings = ledger.rulings(id).unwrap_or_default();
    let rulings = super::correction_log::with_corrections(ledger, id, &log, rulings);
    let mut taken_back = std::collections::BTreeSet::new();
    let mut standing: Vec<i64> = Vec::new();
    for entry in log {
        if entry.corrects.is_some() {
            continue;
        }
        if entry.input == Input::Undo {
            if let Some(seq) = standing.pop() {
                taken_back.insert(seq);
            }
        } else {
            standing.push(entry.seq);
        }
    }
    rulings
        .into_iter()
        .map(|(seq, text)| (text, taken_back.contains(&seq)))
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_roster_gives_a_sample_eleven_that_takes_the_field() {
        let book = tables::builtin().expect("built-in tables");
        assert!(book.rosters().len() >= 30);
        for roster in book.rosters() {
            let eleven = sample_eleven(roster);
            assert_eq!(eleven.len(), 11, "{}", roster.id);
            for p in &eleven {
                let allowed = roster.position(&p.position).map_or(0, |pos| pos.max);
                let count = eleven.iter().filter(|q| q.position == p.position).count();
                assert!(
                    count <= usize::from(allowed),
                    "{}: {}",
                    roster.id,
                    p.position
                );
            }
            let choice = NewMatchChoice {
                home: TeamChoice::Roster(roster.id.clone()),
                away: TeamChoice::QuickStart(BOX_TEAMS.1.into()),
                options: [false; RULESET_OPTIONS.len()],
                friendly: false,
                season: None,
            };
            let game = choice.in_memory();
            assert!(game.is_ok(), "{}: {:?}", roster.id, game.err());
        }
    }

    /// Each input that counts changes the match (an Undo too); a refused one does not.
    #[test]
    fn the_match_changes_with_each_input_that_counts_and_not_with_a_refused_one()
    -> anyhow::Result<()> {
        let dir = tempfile::tempdir()?;
        let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
        assert_eq!(session.changes(), 0);
        // The Weather wants 2D6: one die is refused.
        let one = Input::Dice(rules::DiceRoll::manual(vec![rules::Die::D6(3)]));
        assert!(!session.apply(one));
        assert_eq!(session.changes(), 0);
        let two = rules::DiceRoll::manual(vec![rules::Die::D6(3), rules::Die::D6(4)]);
        assert!(session.apply(Input::Dice(two)));
        assert_eq!(session.changes(), 1);
        assert!(session.undo());
        assert_eq!(session.changes(), 2);
        Ok(())
    }

    #[test]
    fn ruleset_options_become_house_rules_and_a_ruleset_name() {
        let mut choice = NewMatchChoice {
            home: TeamChoice::QuickStart(BOX_TEAMS.0.into()),
            away: TeamChoice::QuickStart(BOX_TEAMS.1.into()),
            options: [false; RULESET_OPTIONS.len()],
            friendly: false,
            season: None,
        };
        assert_eq!(choice.house_rules(), None);
        assert_eq!(choice.ruleset_id(), BOX_RULESET);
        choice.options[1] = true;
        choice.options[2] = true;
        assert_eq!(
            choice.house_rules().as_deref(),
            Some("[ruleset]\nillegal-procedure = \"on\"\novertime = \"on\"\n")
        );
        assert!(choice.in_memory().is_ok(), "the rulebook takes them");
        choice.away = choice.home.clone();
        assert!(choice.in_memory().is_err(), "two different teams");
    }
}
