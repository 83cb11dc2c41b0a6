//! Writes the three match databases the README's screenshots are taken from
//! (`docs/screenshots/take.sh`): a box match in set-up, a box match just after a block that
//! injured a player, and a league of two imported teams with three recorded matches.
//! Run: `cargo run --release -p nuffle-app --example demo_databases -- DIR`.
//! The matches are played by the simulator's coach with seeded dice, so the pictures are the
//! same on every run.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use ledger::{Answer, Ask, Improvement};
use nuffle_app::gui::{NewMatchChoice, PostMatchState, Session, TeamChoice};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{Die, EventKind, InjuryResult, Prompt};

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
            options: [false, false, false, true, false],
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
    for name in ["setup", "injury", "league"] {
        remove_database(&dir.join(format!("{name}.sqlite3")));
    }
    set_up_moment(&dir.join("setup.sqlite3")).context("the set-up database")?;
    injury_moment(&dir.join("injury.sqlite3")).context("the injury database")?;
    league(&dir.join("league.sqlite3")).context("the league database")?;
    println!(
        "wrote setup, injury and league databases to {}",
        dir.display()
    );
    Ok(())
}
