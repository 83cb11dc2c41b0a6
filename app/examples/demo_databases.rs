//! Writes the match databases the README's screenshots are taken from
//! (`docs/screenshots/take.sh`): a box match in set-up, a box match at its first turn, a box
//! match with a Block Action declared next to an opponent, a box match at a kick-off's scatter
//! roll, a box match just after a block that injured a player, and a league of two imported
//! teams with three recorded matches. For the turn and the block it prints the squares of the
//! models the screenshots point at.
//! Run: `cargo run --release -p nuffle-app --example demo_databases -- DIR`.
//! The matches are played by the simulator's coach with seeded dice, so the pictures are the
//! same on every run.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use ledger::{Answer, Ask, Improvement};
use nuffle_app::gui::{NewMatchChoice, PostMatchState, Session, TeamChoice};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{Decision, DecisionKind, Die, DieKind, EventKind, InjuryResult, Prompt};

/// Plays on with the simulator's coach until `stop` holds.
fn play_until(
    session: &mut Session,
    seed: u64,
    stop: impl Fn(&Session) -> bool,
) -> anyhow::Result<()> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..50_000 {
        if stop(session) {
            return Ok(());
        }
        // A league match waits for its inducements after the Referee roll (004:L2676-L2682):
        // nothing bought, as both coaches pressing "Done choosing".
        if session.choosing_inducements() {
            let spec = session.inducement_spec().map(|(spec, _, _)| spec);
            if !spec.is_ok_and(|spec| session.choose_inducements(&spec)) {
                bail!("the inducements were not chosen: {:?}", session.refused);
            }
            continue;
        }
        let Some(input) = sim::Policy::Forward.next_input(session.game(), &mut rng) else {
            bail!("the match ended before the moment came");
        };
        if !session.apply(input) {
            bail!("an input was refused: {:?}", session.refused);
        }
    }
    bail!("the moment never came")
}

fn set_up_moment(path: &Path) -> anyhow::Result<()> {
    let mut session = Session::open(Some(path.to_path_buf()))?;
    play_until(&mut session, 1, |s| {
        let state = s.game().state();
        let placed = state.on_pitch(state.kicking).count();
        matches!(s.game().prompt(), Prompt::Decision(d) if d.about.contains("sets up"))
            && placed >= 8
    })
}

/// The first turn of the match: the kicking team's opponents to act, eleven a side.
fn turn_moment(path: &Path) -> anyhow::Result<()> {
    let mut session = Session::open(Some(path.to_path_buf()))?;
    play_until(
        &mut session,
        3,
        |s| matches!(s.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn),
    )?;
    let state = session.game().state();
    let side = state
        .turn
        .as_ref()
        .map(|t| t.side)
        .context("a turn is in progress")?;
    // The model the shot clicks: the acting team's player furthest forward in the middle.
    let player = state
        .on_pitch(side)
        .filter_map(|p| p.square().map(|sq| (p, sq)))
        .min_by_key(|(_, sq)| (i32::from(sq.y()) - 7).abs() * 30 + (i32::from(sq.x()) - 12).abs())
        .context("a player on the pitch")?;
    println!("turn: click {} on {}", player.0.label(), player.1);
    Ok(())
}

/// A Block Action declared next to a standing opponent, its target not yet chosen.
fn block_moment(path: &Path) -> anyhow::Result<()> {
    let mut session = Session::open(Some(path.to_path_buf()))?;
    play_until(&mut session, 5, |s| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.kind == DecisionKind::Action
                && d.options.iter().any(|o| matches!(o, Decision::Block { .. })))
    })?;
    let Prompt::Decision(d) = session.game().prompt() else {
        bail!("no block to choose");
    };
    let state = session.game().state();
    for o in &d.options {
        if let Decision::Block { target } = o
            && let Some(sq) = state.player(*target).and_then(|p| p.square())
        {
            println!("block: hover the target on {sq}");
        }
    }
    Ok(())
}

/// A kick-off's scatter: the roll with the D8 on screen.
fn scatter_moment(path: &Path) -> anyhow::Result<()> {
    let mut session = Session::open(Some(path.to_path_buf()))?;
    play_until(
        &mut session,
        7,
        |s| matches!(s.game().prompt(), Prompt::Roll(r) if r.dice.contains(&DieKind::D8)),
    )
}

fn injury_moment(path: &Path) -> anyhow::Result<()> {
    let hurt = |s: &Session| {
        s.last.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::Injured {
                    result: InjuryResult::KnockedOut | InjuryResult::Casualty,
                    ..
                }
            )
        })
    };
    // The first seed whose match has a KO or a casualty.
    for seed in 1..100 {
        remove_database(path);
        let mut session = Session::open(Some(path.to_path_buf()))?;
        if play_until(&mut session, seed, hurt).is_ok() {
            return Ok(());
        }
    }
    bail!("no seed below 100 knocked a player out")
}

fn team_file(name: &str, roster: &str, positions: &[(&str, usize)]) -> String {
    let mut players = Vec::new();
    for (position, n) in positions {
        for _ in 0..*n {
            players.push(serde_json::json!({"number": players.len() + 1, "position": position}));
        }
    }
    serde_json::json!({"name": name, "coach": format!("Coach {name}"), "roster": roster,
        "rerolls": 3, "fan_factor": 4, "apothecary": true, "cheerleaders": 1,
        "assistant_coaches": 1, "players": players})
    .to_string()
}

fn league(path: &Path) -> anyhow::Result<()> {
    let book = tables::builtin().map_err(|e| anyhow!("{e}"))?;
    {
        let mut ledger = ledger::Ledger::open(path)?;
        for (name, roster, positions) in [
            (
                "Reikland Reavers",
                "human",
                &[
                    ("Blitzer", 2),
                    ("Catcher", 2),
                    ("Thrower", 1),
                    ("Lineman", 7),
                ][..],
            ),
            (
                "Gouged Eye",
                "orc",
                &[
                    ("Blitzer", 2),
                    ("Black Orc", 4),
                    ("Thrower", 1),
                    ("Lineman", 5),
                ][..],
            ),
        ] {
            ledger.import_team(book, name, &team_file(name, roster, positions))?;
        }
    }
    let mut session = Session::open(Some(path.to_path_buf()))?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    for game in 0..3u64 {
        let (home, away) = if game % 2 == 0 { (1, 2) } else { (2, 1) };
        let choice = NewMatchChoice {
            home: TeamChoice::League(home),
            away: TeamChoice::League(away),
            options: [
                false, false, false, true, false, false, false, false, false, false,
            ],
            friendly: false,
            season: None,
        };
        if !session.start(&choice) {
            bail!("cannot start a league match: {:?}", session.refused);
        }
        play_until(&mut session, 20 + game, |s| s.game().state().finished)?;
        if !session.begin_post_match() {
            bail!("no post-match sequence: {:?}", session.refused);
        }
        while let PostMatchState::Asks(ask) = session.post_match() {
            let answer = match ask {
                Ask::Done => break,
                Ask::Nominate {
                    eligible, count, ..
                } => Answer::Nominate(eligible[..count].to_vec()),
                Ask::Roll { dice, .. } => Answer::Dice(
                    dice.iter()
                        .map(|_| Die::D6(rng.random_range(1..=6)))
                        .collect(),
                ),
                Ask::RerollWinnings { .. } => Answer::Reroll(false),
                Ask::Improve { .. } => Answer::Improve(Improvement::Skill("Block".into())),
            };
            if !session.answer_post_match(answer) {
                let other = Answer::Improve(Improvement::Skill("Tackle".into()));
                if !session.answer_post_match(other) {
                    bail!("a post-match answer was refused: {:?}", session.refused);
                }
            }
        }
        if !session.record_post_match() {
            bail!("the result was not recorded: {:?}", session.refused);
        }
    }
    Ok(())
}

/// Removes a database file and its write-ahead log, if they are there.
fn remove_database(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let _ = std::fs::remove_file(Path::new(&name));
    }
}

fn main() -> anyhow::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .context("usage: demo_databases DIR (the folder to write the databases in)")?;
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for name in [
        "start", "setup", "turn", "block", "scatter", "injury", "league",
    ] {
        remove_database(&dir.join(format!("{name}.sqlite3")));
    }
    set_up_moment(&dir.join("setup.sqlite3")).context("the set-up database")?;
    turn_moment(&dir.join("turn.sqlite3")).context("the turn database")?;
    block_moment(&dir.join("block.sqlite3")).context("the block database")?;
    scatter_moment(&dir.join("scatter.sqlite3")).context("the scatter database")?;
    injury_moment(&dir.join("injury.sqlite3")).context("the injury database")?;
    league(&dir.join("league.sqlite3")).context("the league database")?;
    println!(
        "wrote the setup, turn, block, scatter, injury and league databases to {} (start.sqlite3 \
         is left for the window to create)",
        dir.display()
    );
    Ok(())
}
