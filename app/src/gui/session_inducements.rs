//! The session's side of choosing a league match's inducements after the Referee roll
//! (004:L2676-L2682): the spec the Inducements panel prices (the two league teams with their
//! Treasuries, at the stadium the match rolled), and the purchases put into the recorded match.

use rules::SetupSpec;

use super::{Session, Store};

impl Session {
    /// Whether the match waits for its inducements, not yet chosen.
    pub fn choosing_inducements(&self) -> bool {
        self.game()
            .choosing_inducements()
            .is_some_and(|c| !c.chosen)
    }

    /// What the Inducements panel opens on, priced at the stadium this match rolled, with the
    /// rulebook it plays by and a line saying what the pre-match rolled: the two league teams
    /// with nothing bought (each Treasury put in for inducements); or, once an undo took the
    /// match back to the choosing, what this window put in last. A match chosen in another
    /// window or run says in that line what its setup holds, kept until chosen again.
    pub fn inducement_spec(&self) -> Result<(SetupSpec, tables::Rulebook, String), String> {
        let Store::Recorded { ledger, open } = &self.store else {
            return Err("a league match's inducements need the match database".into());
        };
        let game = open.game();
        let book = game.book().as_ref().clone();
        let remembered = self
            .chosen_spec
            .as_ref()
            .filter(|(id, _)| *id == open.id())
            .map(|(_, spec)| spec.clone());
        let held = game.chosen_purchases();
        let spec = match (remembered, &held) {
            (Some(spec), Some(_)) => spec,
            _ => ledger
                .league_match_spec(&book, open.id())
                .map_err(|e| e.to_string())?,
        };
        let state = game.state();
        let stadium = state
            .stadium
            .as_ref()
            .map_or("not rolled".to_string(), |s| {
                s.attribute
                    .as_ref()
                    .map_or(s.kind.clone(), |a| format!("{} ({a})", s.kind))
            });
        let mut rolled = format!(
            "Weather: {}. Stadium: {stadium}. Referee: {}.",
            state.weather.name(),
            state.referee.as_deref().unwrap_or("a standard referee")
        );
        if let Some(held) = held {
            rolled.push_str(&format!(" Bought before, kept until chosen again: {held}."));
        }
        Ok((game.inducement_spec(spec), book, rolled))
    }

    /// Puts what the coaches bought (`spec`, the panel's) into the recorded match, which then
    /// goes on (the Special Play cards, the fans). Whether it was; if not, the reason is in
    /// `refused` and nothing changed.
    pub fn choose_inducements(&mut self, spec: &SetupSpec) -> bool {
        let result = match &mut self.store {
            Store::Recorded { ledger, open } => open
                .buy_inducements(ledger, spec, super::WINDOW_WRITER)
                .map_err(|e| e.to_string())
                .inspect(|_| self.chosen_spec = Some((open.id(), spec.clone()))),
            _ => Err("a league match's inducements need the match database".into()),
        };
        self.counted(result)
    }
}
