//! A match on a real rulebook, set up in a legal formation, and short ways to feed it inputs.
//! Scenarios move players with referee edits (the same inputs a referee uses at the table).
#![allow(dead_code)]

pub mod blitz;
pub mod cards;
pub mod scripts;
pub mod special_balls;

use rules::{
    BlockFace, Decision, DiceRoll, Die, DugoutBox, Edit, Event, InducementSpec, Input, Match,
    MatchSetup, PlayerId, PlayerSpec, Prompt, RollRequest, SetupSpec, Side, Square, Stance,
    TeamSpec,
};

/// A league match of `home` against `away` (the away team kicking in Nice weather, no FAME),
/// `at_home` the team at its home stadium: the inducement tests' setup.
pub fn league_match(home: TeamSpec, away: TeamSpec, at_home: Option<Side>) -> SetupSpec {
    SetupSpec {
        home,
        away,
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(rules::LeagueSpec {
            home_stadium: at_home,
            stadium: None,
            referee: None,
            spectacle: None,
            expensive_mistakes: [None, None],
        }),
    }
}

/// A team of eleven `position`s of `roster` (numbered 1-11, two re-rolls, no staff), its Team
/// Value the sheet's `tv`, buying `inducements`: the inducement tests' team.
pub fn eleven_of(roster: &str, position: &str, tv: u32, inducements: InducementSpec) -> TeamSpec {
    TeamSpec::Roster {
        name: format!("{roster} team"),
        roster: roster.into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: position.into(),
                ..Default::default()
            })
            .collect(),
        stars: Vec::new(),
        apothecary: false,
        wandering_apothecaries: 0,
        igor: false,
        team_value: Some(tv),
        inducements,
        master_chef: false,
        bribery_agent: false,
    }
}

/// Home: Human quick-start (1-2 Blitzer, 3-4 Catcher, 5-6 Thrower, 7-12 Lineman).
/// Away: Orc quick-start (1-2 Blitzer, 3-4 Black Orc Blocker, 5-6 Thrower, 7-12 Lineman).
pub fn setup() -> MatchSetup {
    let spec = SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    };
    spec.build(book()).expect("quick-start teams build")
}

pub fn book() -> &'static tables::Rulebook {
    tables::builtin().expect("built-in tables load")
}

/// The built-in rulebook in league play, where a Casualty rolls on the Casualty table
/// (004:L2479-L2515).
pub fn league_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nleague = \"on\"\n")
        .expect("league file")
}

/// Legal formation squares for `side`, line of scrimmage first.
pub fn formation(side: Side) -> Vec<Square> {
    rules::pitch::example_formation(side).to_vec()
}

pub fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y).expect("square on the pitch")
}

/// Gives `skill` (a data id) to the player `number` of `side`.
pub fn give(setup: &mut MatchSetup, side: Side, number: u8, skill: &str) {
    let team = match side {
        Side::Home => &mut setup.home,
        Side::Away => &mut setup.away,
    };
    if let Some(p) = team.players.iter_mut().find(|p| p.number == number) {
        p.skills.push(skill.into());
    }
}

/// Gives `skills` (data ids) to `side`'s player `number` of the setup, as `Game::with` wants.
pub fn with_skills(
    side: Side,
    number: usize,
    skills: &[&str],
) -> impl FnOnce(&mut rules::MatchSetup) {
    let skills: Vec<String> = skills.iter().map(|s| s.to_string()).collect();
    move |s| {
        let team = match side {
            Side::Home => &mut s.home,
            Side::Away => &mut s.away,
        };
        team.players[number - 1].skills.extend(skills);
    }
}

/// Away #7 on (7,7) between the thrower (5,7) and the target (9,7), home #3 on (9,7): the
/// defending coach has away #7 intercept.
pub fn interception(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::with(change);
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), rules::ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    assert_eq!(g.roll_prompt().roll, "Interception");
    g
}

pub fn home(n: u8) -> PlayerId {
    PlayerId::new(Side::Home, n)
}

pub fn away(n: u8) -> PlayerId {
    PlayerId::new(Side::Away, n)
}

pub struct Game {
    pub m: Match,
}

impl Game {
    /// Both teams set up (players 1-11) and a quiet kick-off (High Kick declined, the ball
    /// landing on an empty square and bouncing onto another, then taken off by the referee):
    /// home to play its first turn.
    pub fn new() -> Game {
        Game::with(|_| {})
    }

    /// As [`Game::new`], after changing the setup (a skill, a characteristic).
    pub fn with(change: impl FnOnce(&mut MatchSetup)) -> Game {
        let mut game = Game::set_up(book(), change);
        game.quiet_kick_off();
        game
    }

    /// Both teams set up, the away coach about to aim the kick.
    pub fn set_up(book: &tables::Rulebook, change: impl FnOnce(&mut MatchSetup)) -> Game {
        let mut setup = setup();
        change(&mut setup);
        let mut game = Game {
            m: Match::new(setup, book).expect("match builds"),
        };
        game.set_up_both();
        game
    }

    /// Kicks to (3,3) (or (22,3) when home kicks), one square of scatter (D8 2), High Kick on
    /// the table, nobody moved under it; the ball comes down on an empty square, bounces (D8 7)
    /// onto another empty square and stays there (000:L387, L738), and the referee takes it
    /// off, so scenarios place it themselves.
    pub fn quiet_kick_off(&mut self) {
        let receiving = self.m.state().kicking.opponent();
        let x = if receiving == Side::Home { 3 } else { 22 };
        self.decide(Decision::KickTo { square: sq(x, 3) });
        self.dice(&[Die::D8(2), Die::D6(1)]);
        self.d6(&[2, 3]);
        self.decide(Decision::Done);
        self.dice(&[Die::D8(7)]);
        assert_eq!(
            self.turn_side(),
            Some(receiving),
            "the receiving team plays after the kick"
        );
        self.edit(Edit::RemoveBall);
    }

    /// Like [`Game::set_up`], with these D6 rolled before each team's set-up, kicking team
    /// first: the Trundlefoot Triplets' kit checks (004:L2008-L2012).
    pub fn set_up_after(
        book: &tables::Rulebook,
        change: impl FnOnce(&mut MatchSetup),
        rolls: &[u8],
    ) -> Game {
        let mut setup = setup();
        change(&mut setup);
        let mut game = Game {
            m: Match::new(setup, book).expect("match builds"),
        };
        game.set_up_each_after(rolls);
        game
    }

    /// Places players 1-11 of the kicking then the receiving team in [`formation`].
    pub fn set_up_both(&mut self) {
        self.set_up_each_after(&[]);
    }

    /// [`Game::set_up_both`], with `rolls[i]` rolled as a D6 just before the `i`th team sets
    /// up (the Trundlefoot Triplets' kit checks, 004:L2008-L2012).
    pub fn set_up_each_after(&mut self, rolls: &[u8]) {
        let game = self;
        let kicking = game.m.state().kicking;
        for (n, side) in [kicking, kicking.opponent()].into_iter().enumerate() {
            if let Some(&roll) = rolls.get(n) {
                game.d6(&[roll]);
            }
            for (i, square) in formation(side).into_iter().enumerate() {
                let number = u8::try_from(i + 1).expect("small");
                game.decide(Decision::Place {
                    player: PlayerId::new(side, number),
                    square,
                });
            }
            game.decide(Decision::EndSetup);
        }
    }

    pub fn apply(&mut self, input: Input) -> Vec<Event> {
        match self.m.apply(input.clone()) {
            Ok(events) => events,
            Err(e) => panic!("{input:?} refused: {e}\nprompt: {:#?}", self.m.prompt()),
        }
    }

    pub fn try_apply(&mut self, input: Input) -> Result<Vec<Event>, rules::Rejection> {
        self.m.apply(input)
    }

    pub fn decide(&mut self, d: Decision) -> Vec<Event> {
        self.apply(Input::Decide(d))
    }

    pub fn edit(&mut self, e: Edit) -> Vec<Event> {
        self.apply(Input::Edit(e))
    }

    pub fn d6(&mut self, values: &[u8]) -> Vec<Event> {
        self.apply(Input::Dice(DiceRoll::manual(
            values.iter().map(|&v| Die::D6(v)).collect::<rules::Dice>(),
        )))
    }

    pub fn dice(&mut self, dice: &[Die]) -> Vec<Event> {
        self.apply(Input::Dice(DiceRoll::manual(dice.to_vec())))
    }

    pub fn block_dice(&mut self, faces: &[BlockFace]) -> Vec<Event> {
        self.apply(Input::Dice(DiceRoll::manual(
            faces
                .iter()
                .map(|&f| Die::Block(f))
                .collect::<rules::Dice>(),
        )))
    }

    /// Takes every player off the pitch, then puts these where given (standing).
    pub fn only(&mut self, players: &[(PlayerId, (i32, i32))]) {
        let on: Vec<PlayerId> = self
            .m
            .state()
            .players
            .iter()
            .filter(|p| p.square().is_some())
            .map(|p| p.id)
            .collect();
        for id in on {
            self.edit(Edit::RemovePlayer {
                player: id,
                to: DugoutBox::Reserves,
            });
        }
        for &(id, (x, y)) in players {
            self.edit(Edit::PlacePlayer {
                player: id,
                square: sq(x, y),
                stance: Stance::Standing,
            });
        }
    }

    pub fn stance(&mut self, id: PlayerId, stance: Stance) {
        self.edit(Edit::SetStance { player: id, stance });
    }

    pub fn ball(&mut self, x: i32, y: i32) {
        self.edit(Edit::PlaceBall { square: sq(x, y) });
    }

    pub fn declare(&mut self, id: PlayerId, action: rules::ActionKind) -> Vec<Event> {
        self.decide(Decision::Declare { player: id, action })
    }

    pub fn move_to(&mut self, x: i32, y: i32) -> Vec<Event> {
        self.decide(Decision::Move { to: sq(x, y) })
    }

    /// A Block Action by `attacker` on `defender` with these block dice, result kept: the
    /// events of the last input (the kept roll's resolution).
    pub fn block(
        &mut self,
        attacker: PlayerId,
        defender: PlayerId,
        faces: &[BlockFace],
    ) -> Vec<Event> {
        self.declare(attacker, rules::ActionKind::Block);
        self.decide(Decision::Block { target: defender });
        let events = self.block_dice(faces);
        let reroll_offered = matches!(
            self.m.prompt(),
            Prompt::Decision(d) if d.options.contains(&Decision::Reroll(rules::Reroll::Keep))
        );
        if reroll_offered {
            self.decide(Decision::Reroll(rules::Reroll::Keep))
        } else {
            events
        }
    }

    /// `scorer` is put on the square before his scoring End Zone with the ball and steps in:
    /// a touchdown in his own turn.
    pub fn score_with(&mut self, scorer: PlayerId) -> Vec<Event> {
        let (from, to) = match scorer.side {
            Side::Home => ((24, 1), (25, 1)),
            Side::Away => ((1, 1), (0, 1)),
        };
        self.edit(Edit::PlacePlayer {
            player: scorer,
            square: sq(from.0, from.1),
            stance: Stance::Standing,
        });
        self.ball(from.0, from.1);
        self.declare(scorer, rules::ActionKind::Move);
        self.move_to(to.0, to.1)
    }

    pub fn roll_prompt(&self) -> RollRequest {
        match self.m.prompt() {
            Prompt::Roll(r) => r,
            other => panic!("expected a roll prompt, got {other:#?}"),
        }
    }

    pub fn decision_options(&self) -> Vec<Decision> {
        match self.m.prompt() {
            Prompt::Decision(d) => d.every().collect(),
            other => panic!("expected a decision prompt, got {other:#?}"),
        }
    }

    /// The kind of decision the match waits for, if it waits for one.
    pub fn prompt_kind(&self) -> Option<rules::DecisionKind> {
        match self.m.prompt() {
            Prompt::Decision(d) => Some(d.kind),
            _ => None,
        }
    }

    pub fn decider(&self) -> Side {
        match self.m.prompt() {
            Prompt::Decision(d) => d.side,
            other => panic!("expected a decision prompt, got {other:#?}"),
        }
    }

    pub fn place_of(&self, id: PlayerId) -> rules::Place {
        self.m.state().player(id).expect("player exists").place
    }

    pub fn turn_side(&self) -> Option<Side> {
        self.m.state().turn.as_ref().map(|t| t.side)
    }

    pub fn turnover(&self) -> Option<String> {
        self.m
            .state()
            .turn
            .as_ref()
            .and_then(|t| t.turnover.clone())
    }
}

pub fn text(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn on(square: Square, stance: Stance) -> rules::Place {
    rules::Place::Pitch { square, stance }
}
