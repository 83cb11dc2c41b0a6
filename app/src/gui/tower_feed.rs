//! The dice tower in the window: tells the tower which dice the prompt wants, offers the dice
//! keyed at the tower to the match (applied when they fit, refused with the reason when they do
//! not) and answers the tower with the verdict; its status goes in the status bar. In a Blitz
//! Bowl match its Block Dice are lit as block dice and each keyed face read by the tower's
//! block faces setting ([`BlitzBlockMap`]).

use device::host::{BlitzBlockMap, Driver, Offer, Port, Update, expect_in, offer, offer_in};
use device::message::{Event, Kinds, ToTower};
use rules::{Input, Prompt, RollRequest};

use super::session::Session;

/// A tower the window listens to.
pub struct TowerFeed {
    driver: Driver,
    expected: Option<RollRequest>,
    /// The driver wakes the window itself.
    waking: bool,
}

impl TowerFeed {
    /// Starts listening on `port` (the driver finds, opens and reopens it by itself).
    pub fn start(port: Port) -> TowerFeed {
        TowerFeed {
            driver: Driver::start(port),
            expected: None,
            waking: false,
        }
    }

    /// Starts listening on `port`, waking `ctx` whenever the tower has news, so the window
    /// need not redraw to poll it.
    pub fn start_waking(port: Port, ctx: &egui::Context) -> TowerFeed {
        let ctx = ctx.clone();
        let waker: device::host::Waker = std::sync::Arc::new(move || ctx.request_repaint());
        TowerFeed {
            driver: Driver::start_waking(port, Some(waker)),
            expected: None,
            waking: true,
        }
    }

    /// Whether the tower wakes the window itself (else the window polls it).
    pub fn wakes(&self) -> bool {
        self.waking
    }

    /// The tower's status in a line.
    pub fn status(&self) -> String {
        self.driver.status().describe()
    }

    /// Keeps the tower's expectation in step with the prompt and applies what it keyed; true
    /// when the tower said a roll has settled in the tray (the camera's cue to read it).
    pub fn pump(&mut self, session: &mut Session) -> bool {
        self.pump_mapped(session, BlitzBlockMap::builtin().ok().as_ref())
    }

    /// [`TowerFeed::pump`], a Blitz Bowl match's keyed block faces read by `blitz` (the
    /// settings' tower block faces; `None`: no Blitz Bowl data, so the dice go as keyed).
    pub fn pump_mapped(&mut self, session: &mut Session, blitz: Option<&BlitzBlockMap>) -> bool {
        let mut settled = false;
        let prompt = session.game().prompt();
        let wanted = match &prompt {
            Prompt::Roll(request) => Some(request.clone()),
            _ => None,
        };
        if wanted != self.expected {
            let kinds = wanted
                .as_ref()
                .and_then(|r| expect_in(session.game(), r))
                .unwrap_or_else(Kinds::new);
            self.driver.send(ToTower::Expect(kinds));
            self.expected = wanted;
        }
        while let Ok(update) = self.driver.updates().try_recv() {
            let (seq, dice) = match update {
                Update::Event {
                    seq,
                    event: Event::Keyed(dice),
                    ..
                } => (seq, dice),
                Update::Event {
                    event: Event::RollSettled,
                    ..
                } => {
                    settled = true;
                    continue;
                }
                _ => continue,
            };
            let offered = match blitz {
                Some(map) => offer_in(session.game(), &dice, map),
                None => offer(&session.game().prompt(), &dice),
            };
            let accepted = match offered {
                Offer::Fits(roll) => session.apply(Input::Dice(roll)),
                Offer::Misfit(why) => {
                    session.refused = Some(format!("The tower's dice were not applied: {why}"));
                    false
                }
            };
            self.driver.send(ToTower::Verdict { seq, accepted });
        }
        settled
    }
}
