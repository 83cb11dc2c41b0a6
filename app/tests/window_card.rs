//! The model is the handle: a click on a model opens his player card (characteristics, skills,
//! any not ruled marked, his league record) with the Actions the engine lets him declare; a
//! Move and a Block of one player each take at most three clicks from the turn prompt; the
//! keys do it too; "End the turn" stays in view at the top of the turn prompt and "Concede the
//! match" asks first.

use crate::common;
use common::window::{harness_sized, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{
    CONCEDE, CONCEDE_SURE, NewMatchChoice, NuffleApp, PITCH_LABEL, RULESET_OPTIONS, Session,
    TeamChoice,
};
use rules::{ActionKind, Decision, DecisionKind, Input, PlayerId, Prompt, Square};

/// A house-rules file that adds a skill of its own, which the engine cannot know.
const HOUSE_SKILL: &str = r#"
[[skill]]
id = "house-bite"
name = "House Bite"
category = "Extraordinary"
effect = "A league's own skill."
source = "house rules"
"#;

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    harness_sized(session, [1280.0, 720.0])
}

/// The match waits for a team to declare an Action or end its turn.
fn at_turn(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn)
}

/// Who may declare `action` at the prompt.
fn offered(session: &Session, action: ActionKind) -> Vec<PlayerId> {
    match session.game().prompt() {
        Prompt::Decision(d) => d
            .options
            .iter()
            .filter_map(|o| match o {
                Decision::Declare { player, action: a } if *a == action => Some(*player),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The window as the referee uses it, counting every click and key press.
struct Referee {
    h: Harness<'static, NuffleApp>,
    clicks: usize,
}

impl Referee {
    /// A click on a square of the pitch.
    fn click_square(&mut self, square: Square) {
        self.clicks += 1;
        let pitch = self.h.get_by_label(PITCH_LABEL).rect();
        let at = nuffle_app::gui::pitch::PitchLayout::fit(pitch, rules::Pitch::BB2016)
            .square_rect(square)
            .center();
        self.h.hover_at(at);
        for pressed in [true, false] {
            self.h.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
        }
        self.h.run();
    }

    /// A click on the button (or label) with exactly this text.
    fn click(&mut self, label: &str) {
        self.clicks += 1;
        self.h.get_by_label(label).click();
        self.h.run();
    }

    /// A key press.
    fn key(&mut self, key: egui::Key) {
        self.clicks += 1;
        self.h.key_press(key);
        self.h.run();
    }

    fn session(&self) -> &Session {
        self.h.state().session()
    }
}

/// Records a match of a Dwarf team (a Blocker given the house rules' own skill, a Troll
/// Slayer, Runners, Blitzers and Blockers, 004's Dwarf list) against the Orc quick-start team
/// in `db`, under the house rules, as a league organiser's file would.
fn dwarf_match(db: &std::path::Path) -> anyhow::Result<()> {
    let book = tables::builtin()?.with_file("house-rules.toml", HOUSE_SKILL)?;
    let mut players = vec![
        serde_json::json!({"number": 1, "position": "Blocker", "skills": ["House Bite"]}),
        serde_json::json!({"number": 2, "position": "Troll Slayer"}),
        serde_json::json!({"number": 3, "position": "Runner"}),
        serde_json::json!({"number": 4, "position": "Blitzer"}),
    ];
    for n in 5..=11 {
        players.push(serde_json::json!({"number": n, "position": "Blocker"}));
    }
    let spec: rules::SetupSpec = serde_json::from_value(serde_json::json!({
        "home": {"roster": {"name": "Grudgebearers", "roster": "dwarf", "rerolls": 2,
                            "players": players}},
        "away": {"quick_start": "orc-quick-start"},
    }))?;
    let setup = spec.build(&book)?;
    let mut ledger = ledger::Ledger::open(db)?;
    let mut open = ledger.start_match(&ledger::MatchStart {
        label: ledger::NewMatch {
            home_team: "dwarf".into(),
            away_team: "orc-quick-start".into(),
            ruleset: "box-2016".into(),
        },
        setup,
        house_rules: Some(HOUSE_SKILL.into()),
        teams: None,
        season_id: None,
        friendly: false,
    })?;
    open.release(&mut ledger)?;
    Ok(())
}

/// Whether a label with exactly `text` lies inside the card under its title `title`.
fn on_card(h: &Harness<'static, NuffleApp>, title: &str, text: &str) -> bool {
    let Some(top) = h.query_by_label(title).map(|n| n.rect()) else {
        return false;
    };
    h.query_all_by_label(text).any(|n| {
        let r = n.rect();
        r.min.y >= top.min.y && r.min.y <= top.min.y + 400.0 && r.min.x >= top.min.x - 20.0
    })
}

/// 004's Dwarf Blocker is MA 4 ST 3 AG 2 AV 9 with Block, Tackle and Thick Skull
/// (004:L10883); a click on him opens his card with them, the house rules' own skill marked to
/// apply by hand; a click on an Orc opens the Orc's; a click on empty grass closes it, so does
/// Esc.
#[test]
fn a_click_on_a_model_shows_his_card_with_characteristics_and_skills_004_l10883()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    dwarf_match(&db)?;
    let mut session = Session::open(Some(db))?;
    let blocker_on_pitch = |s: &Session| {
        at_turn(s)
            && s.game()
                .state()
                .player(PlayerId::new(rules::Side::Home, 1))
                .and_then(|p| p.square())
                .is_some()
    };
    assert!(
        play_until(&mut session, 5, blocker_on_pitch),
        "a turn with the house-skilled Blocker on the pitch"
    );
    let state = session.game().state().clone();
    let blocker = state
        .player(PlayerId::new(rules::Side::Home, 1))
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("on the pitch"))?;
    let title = "#1 Blocker (Grudgebearers)";
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    assert!(
        r.h.query_by_label(title).is_none(),
        "no card before a click"
    );
    r.click_square(blocker);
    assert!(r.h.query_by_label(title).is_some(), "his card opens");
    assert!(r.h.query_by_label("Blocker, Grudgebearers").is_some());
    for (name, value) in [("MA", "4"), ("ST", "3"), ("AG", "2"), ("AV", "9")] {
        assert!(on_card(&r.h, title, name), "{name} on the card");
        assert!(on_card(&r.h, title, value), "{name} {value} on the card");
    }
    assert!(
        r.h.query_by_label("Skills: Block, Tackle, Thick Skull")
            .is_some(),
        "the rulebook's skills by name"
    );
    assert!(
        r.h.query_by_label(
            "house-bite: not known to the engine (a house rule's skill): apply it by hand"
        )
        .is_some(),
        "the house rules' skill is marked to apply by hand"
    );
    let stance = match state
        .player(PlayerId::new(rules::Side::Home, 1))
        .and_then(|p| p.stance())
    {
        Some(rules::Stance::Standing) => "Standing",
        Some(rules::Stance::Prone) => "Prone",
        _ => "Stunned",
    };
    assert!(
        r.h.query_by_label(&format!("{stance} on {blocker}"))
            .is_some(),
        "his stance and square"
    );

    // An Orc's card, whoever's turn it is.
    let orc = state
        .players
        .iter()
        .find(|p| p.id.side == rules::Side::Away && p.square().is_some())
        .ok_or_else(|| anyhow::anyhow!("an Orc on the pitch"))?;
    let orc_square = orc.square().ok_or_else(|| anyhow::anyhow!("his square"))?;
    let orc_title = format!(
        "#{} {} ({})",
        orc.id.number,
        orc.profile.name,
        state.team(rules::Side::Away).name
    );
    r.click_square(orc_square);
    assert!(r.h.query_by_label(&orc_title).is_some(), "{orc_title}");
    assert!(r.h.query_by_label(title).is_none(), "one card at a time");

    // Empty grass closes it; Esc too.
    let grass = rules::Pitch::BB2016
        .all()
        .find(|s| !state.is_occupied(*s) && state.ball_square() != Some(*s))
        .ok_or_else(|| anyhow::anyhow!("an empty square"))?;
    r.click_square(grass);
    assert!(r.h.query_by_label(&orc_title).is_none(), "grass closes it");
    r.click_square(blocker);
    assert!(r.h.query_by_label(title).is_some());
    r.key(egui::Key::Escape);
    assert!(r.h.query_by_label(title).is_none(), "Esc closes it");
    Ok(())
}

/// From the turn prompt a Move of one player to a free square takes three clicks: the model
/// (his card opens), "Move (M)" on it, the square. The square is empty, holds no ball and is
/// out of every opponent's Tackle Zone, so the step needs no dice (000:L455-L477).
#[test]
fn a_move_of_one_player_takes_three_clicks_from_the_turn_prompt() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    assert!(play_until(&mut session, 3, at_turn), "a turn");
    let state = session.game().state().clone();
    let free_step = |id: PlayerId| -> Option<(Square, Square)> {
        let p = state.player(id).filter(|p| p.is_standing())?;
        let from = p.square()?;
        let marked = |sq: Square| {
            state.players.iter().any(|o| {
                o.id.side != id.side
                    && o.has_tackle_zones()
                    && o.square()
                        .is_some_and(|s| rules::Pitch::BB2016.neighbours(s).any(|n| n == sq))
            })
        };
        if marked(from) {
            return None;
        }
        let to = rules::Pitch::BB2016.neighbours(from).find(|sq| {
            !state.is_occupied(*sq) && state.ball_square() != Some(*sq) && !marked(*sq)
        })?;
        Some((from, to))
    };
    let (mover, from, to) = offered(&session, ActionKind::Move)
        .into_iter()
        .find_map(|id| free_step(id).map(|(from, to)| (id, from, to)))
        .ok_or_else(|| anyhow::anyhow!("a player with a free step"))?;
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    r.click_square(from);
    r.click("Move (M)");
    r.click_square(to);
    let now = r
        .session()
        .game()
        .state()
        .player(mover)
        .and_then(|p| p.square());
    assert_eq!(now, Some(to), "{:?}", r.session().refused);
    assert!(r.clicks <= 3, "{} clicks", r.clicks);
    Ok(())
}

/// From the turn prompt a Block of one player on an adjacent standing opponent takes three
/// clicks: the model, "Block (B)" on his card, the opponent's model (000:L539-L543). The
/// block dice are then keyed with their face buttons (not counted here).
#[test]
fn a_block_of_one_player_takes_three_clicks_from_the_turn_prompt_000_l539() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    // A blocker whose Action starts with no roll of his own (no Bone-head or such trait).
    let rolls_first = [
        "bone-head",
        "really-stupid",
        "wild-animal",
        "blood-lust",
        "take-root",
    ];
    let plain_blocker = |s: &Session| -> Option<PlayerId> {
        offered(s, ActionKind::Block).into_iter().find(|id| {
            s.game().state().player(*id).is_some_and(|p| {
                !p.profile
                    .skills
                    .iter()
                    .any(|k| rolls_first.contains(&k.as_str()))
            })
        })
    };
    assert!(
        play_until(&mut session, 3, |s| at_turn(s)
            && plain_blocker(s).is_some()),
        "a turn with a Block to declare"
    );
    let blocker = plain_blocker(&session).ok_or_else(|| anyhow::anyhow!("a blocker"))?;
    let state = session.game().state().clone();
    let from = state
        .player(blocker)
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("on the pitch"))?;
    let target = state
        .players
        .iter()
        .find(|o| {
            o.id.side != blocker.side
                && o.is_standing()
                && o.square()
                    .is_some_and(|s| rules::Pitch::BB2016.neighbours(from).any(|n| n == s))
        })
        .map(|o| o.id)
        .ok_or_else(|| anyhow::anyhow!("an opponent next to him"))?;
    let at = state
        .player(target)
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("the target's square"))?;
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    r.click_square(from);
    r.click("Block (B)");
    r.click_square(at);
    assert_eq!(
        r.session().game().inputs().last(),
        Some(&Input::Decide(Decision::Block { target })),
        "{:?}",
        r.session().refused
    );
    assert!(r.clicks <= 3, "{} clicks", r.clicks);
    // What follows is the block dice (000:L543), keyed with their face buttons.
    assert!(
        matches!(r.session().game().prompt(), Prompt::Roll(q) if q.roll == "Block")
            || !matches!(r.session().game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn),
        "the Block goes on"
    );
    Ok(())
}

/// Without the mouse: Tab opens the card of the first player who may act, M declares his Move.
#[test]
fn tab_picks_the_next_player_who_may_act_and_m_declares_his_move() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    assert!(play_until(&mut session, 3, at_turn), "a turn");
    let mut movers = offered(&session, ActionKind::Move);
    movers.sort();
    let first = *movers.first().ok_or_else(|| anyhow::anyhow!("a mover"))?;
    let second = *movers.get(1).ok_or_else(|| anyhow::anyhow!("two movers"))?;
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    r.key(egui::Key::Tab);
    assert!(
        r.h.query_by_label("Declare an Action:").is_some(),
        "card after Tab"
    );
    r.key(egui::Key::Tab);
    r.clicks += 1;
    r.h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Tab);
    r.h.run();
    r.key(egui::Key::Tab);
    r.key(egui::Key::M);
    let acting = r
        .session()
        .game()
        .state()
        .action()
        .map(|a| (a.player, a.kind));
    assert_eq!(
        acting,
        Some((second, ActionKind::Move)),
        "first was {first}"
    );
    Ok(())
}

/// At 1280x720 (and 1600x1000) "End the turn" is on screen at the top of the turn prompt
/// without scrolling; "Concede the match..." sits apart and asks before conceding.
#[test]
fn end_the_turn_is_in_view_and_concede_asks_first() -> anyhow::Result<()> {
    for size in [[1280.0, 720.0], [1600.0, 1000.0]] {
        let dir = tempfile::tempdir()?;
        let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
        assert!(play_until(&mut session, 3, at_turn), "a turn");
        let mut h = harness_sized(session, size);
        let end = h.get_by_label("End the turn").rect();
        assert!(
            end.min.y >= 0.0 && end.max.y <= size[1] && end.max.x <= size[0],
            "{end:?} at {size:?}"
        );
        let concede = h.get_by_label(CONCEDE).rect();
        assert!(
            concede.min.y - end.max.y > 40.0,
            "Concede is well apart from End the turn: {end:?} {concede:?}"
        );
        assert!(
            h.query_by_label("Concede the match").is_none(),
            "no one-click concede"
        );
        h.get_by_label(CONCEDE).click();
        h.run();
        assert!(at_turn(h.state().session()), "asking concedes nothing");
        assert!(h.query_by_label(CONCEDE_SURE).is_some());
        h.get_by_label("No, play on").click();
        h.run();
        assert!(h.query_by_label(CONCEDE_SURE).is_none());
        assert!(at_turn(h.state().session()));
    }
    Ok(())
}

/// In a league match the card gives his Star Player Points and level (6-15 SPP is
/// Experienced, 004:L2584-L2596) and his lasting injuries as the league has them.
#[test]
fn a_league_players_card_gives_his_spp_level_and_lasting_injuries_004_l2584() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            common::team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, json)?;
        let out = common::nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    // The Reavers' #1 has played before: 7 SPP, a Niggling Injury and -1 MA.
    {
        let conn = rusqlite::Connection::open(&db)?;
        conn.execute(
            "UPDATE players SET spp = 7, niggling = 1, ma = ma - 1 WHERE number = 1 AND team_id = 1",
            [],
        )?;
    }
    let mut session = Session::open(Some(db))?;
    let mut options = [false; RULESET_OPTIONS.len()];
    options[3] = true;
    assert!(
        session.start(&NewMatchChoice {
            home: TeamChoice::League(1),
            away: TeamChoice::League(2),
            options,
            friendly: false,
            season: None,
        }),
        "{:?}",
        session.refused
    );
    let on_pitch = |s: &Session| {
        at_turn(s)
            && s.game()
                .state()
                .player(PlayerId::new(rules::Side::Home, 1))
                .and_then(|p| p.square())
                .is_some()
    };
    assert!(play_until(&mut session, 7, on_pitch), "#1 on the pitch");
    let square = session
        .game()
        .state()
        .player(PlayerId::new(rules::Side::Home, 1))
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("his square"))?;
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    r.click_square(square);
    assert!(
        r.h.query_by_label("League: 7 SPP, Experienced").is_some(),
        "SPP and level"
    );
    assert!(
        r.h.query_by_label("Lasting injuries: 1 Niggling Injury, -1 MA")
            .is_some(),
        "lasting injuries"
    );
    Ok(())
}

/// A model dragged at his team's turn, before his Action, to a square two steps off that
/// needs no dice: his Move is declared and he walks there (000:L455), one drag in all.
#[test]
fn a_model_dragged_before_his_action_declares_his_move_and_walks_there_000_l455()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    assert!(play_until(&mut session, 3, at_turn), "a turn");
    // Where each player who may Move could walk with no dice, as the engine finds it once his
    // Move is declared.
    let free_walk = |id: PlayerId| -> Option<Square> {
        let mut probe = session.game().clone();
        probe
            .apply(Input::Decide(Decision::Declare {
                player: id,
                action: ActionKind::Move,
            }))
            .ok()?;
        probe
            .reach()
            .into_iter()
            .find(|r| r.path.len() == 2 && r.rolls.is_empty())
            .map(|r| r.square)
    };
    let (mover, to) = offered(&session, ActionKind::Move)
        .into_iter()
        .find_map(|id| free_walk(id).map(|to| (id, to)))
        .ok_or_else(|| anyhow::anyhow!("a free walk of two squares"))?;
    let from = session
        .game()
        .state()
        .player(mover)
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("on the pitch"))?;
    let mut h = harness(session);
    let pitch = h.get_by_label(PITCH_LABEL).rect();
    let layout = nuffle_app::gui::pitch::PitchLayout::fit(pitch, rules::Pitch::BB2016);
    let (a, b) = (
        layout.square_rect(from).center(),
        layout.square_rect(to).center(),
    );
    h.hover_at(a);
    h.event(egui::Event::PointerButton {
        pos: a,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    for k in 1..=5 {
        h.hover_at(a + (b - a) * (k as f32 / 5.0));
        h.run();
    }
    h.event(egui::Event::PointerButton {
        pos: b,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    // The walk repaints a step a frame, which `run` would call unsettled.
    for _ in 0..6 {
        h.step();
    }
    let state = h.state().session().game().state();
    assert_eq!(
        state.player(mover).and_then(|p| p.square()),
        Some(to),
        "{:?}",
        h.state().session().refused
    );
    assert_eq!(
        state.action().map(|a| (a.player, a.kind)),
        Some((mover, ActionKind::Move))
    );
    Ok(())
}

/// A Bugman's League Cup team's Star Player is a player of its roster (001:L467), and the cup
/// records no Star Player Points (001:L1106): in a cup match of league teams his card says so
/// where a league player's gives his SPP.
#[test]
fn a_cup_stars_card_says_the_cup_keeps_his_stats_but_no_spp_001_l467_l1106() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let rules = format!(
        "{}/../docs/examples/bugmans-rules.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let halflings: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Halfling"}))
        .collect();
    for (name, json) in [
        (
            "halflings.json",
            serde_json::json!({"name": "Cup Halflings", "coach": "Pip", "roster": "halfling",
                "rerolls": 2, "players": halflings, "stars": ["Deeproot Strongbranch"]})
            .to_string(),
        ),
        (
            "orcs.json",
            common::team("Cup Orcs", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, json)?;
        let out = common::nuffle(&[
            "--rules",
            &rules,
            "league",
            "import",
            &file.to_string_lossy(),
            "--db",
            &db_arg,
        ])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    let mut session = Session::open(Some(db))?;
    let mut options = [false; RULESET_OPTIONS.len()];
    let cup = RULESET_OPTIONS
        .iter()
        .position(|(id, _, _)| *id == "bugmans-league-cup")
        .ok_or_else(|| anyhow::anyhow!("the cup's option"))?;
    options[cup] = true;
    assert!(
        session.start(&NewMatchChoice {
            home: TeamChoice::League(1),
            away: TeamChoice::League(2),
            options,
            friendly: false,
            season: None,
        }),
        "{:?}",
        session.refused
    );
    let deeproot = PlayerId::new(rules::Side::Home, 12);
    let on_pitch = |s: &Session| {
        at_turn(s)
            && s.game()
                .state()
                .player(deeproot)
                .and_then(|p| p.square())
                .is_some()
    };
    assert!(
        play_until(&mut session, 7, on_pitch),
        "Deeproot on the pitch"
    );
    let square = session
        .game()
        .state()
        .player(deeproot)
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("his square"))?;
    let mut r = Referee {
        h: harness(session),
        clicks: 0,
    };
    r.click_square(square);
    assert!(
        r.h.query_by_label_contains(
            "Bugman's League Cup keeps his match stats but no Star Player Points (001:L1106)"
        )
        .is_some(),
        "the star's card says the cup gives him no SPP"
    );
    assert!(r.h.query_by_label_contains("League: 0 SPP").is_none());
    Ok(())
}
