//! `nuffle tower …`: listen to a dice tower and print what it says, or simulate one on a
//! pseudo-terminal.

use std::io::BufRead;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use device::host::script::{self, Step};
use device::host::{Driver, Port, Sim, SimOptions, Update, driver::mismatch_text};
use device::message::{Die, DieKind, Event, TowerError};

/// Arguments of `nuffle tower`.
#[derive(Debug, clap::Args)]
pub struct TowerArgs {
    #[command(subcommand)]
    command: TowerCommand,
}

#[derive(Debug, clap::Subcommand)]
enum TowerCommand {
    /// Open the tower's port and print every message it sends (acknowledging them).
    Listen {
        /// The port (default: find the tower by its USB ids).
        #[arg(long)]
        port: Option<PathBuf>,
        /// Print JSON lines.
        #[arg(long)]
        json: bool,
        /// Stop after this many events (rolls started, settled, keyed), once the tower says it
        /// holds none unacknowledged (3 s at most), so it does not wait on a lost answer.
        #[arg(long)]
        events: Option<usize>,
    },
    /// Simulate a tower on a pseudo-terminal; roll on Enter, or run a script.
    Sim {
        /// A script of steps (roll, shake, key, wait, unplug, replug; see docs/tower-protocol.md).
        #[arg(long)]
        script: Option<PathBuf>,
        /// Chance that a byte on the line is damaged (0-1).
        #[arg(long, default_value_t = 0.0)]
        corrupt: f64,
        /// Chance that a frame is lost (0-1).
        #[arg(long, default_value_t = 0.0)]
        drop: f64,
        /// Chance that a frame arrives twice (0-1).
        #[arg(long, default_value_t = 0.0)]
        dup: f64,
        /// Also make this symlink to the port; it follows the port across unplugs.
        #[arg(long)]
        link: Option<PathBuf>,
        /// Seed for the faults and random dice.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Runs a `nuffle tower` command.
pub fn run(args: &TowerArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        TowerCommand::Listen { port, json, events } => listen(port.clone(), *json, *events),
        TowerCommand::Sim {
            script,
            corrupt,
            drop,
            dup,
            link,
            seed,
        } => {
            for (name, rate) in [("--corrupt", corrupt), ("--drop", drop), ("--dup", dup)] {
                anyhow::ensure!(
                    (0.0..=1.0).contains(rate),
                    "{name} is a chance between 0 and 1, not {rate}"
                );
            }
            let options = SimOptions {
                corrupt: *corrupt,
                drop: *drop,
                dup: *dup,
                seed: *seed,
                link: link.clone(),
                ..SimOptions::default()
            };
            simulate(options, script.as_deref())
        }
    }
}

/// How long `listen --events N` stays, the count reached, for the tower to hear its answers.
const ACK_GRACE: Duration = Duration::from_secs(3);

fn listen(port: Option<PathBuf>, json: bool, events: Option<usize>) -> anyhow::Result<ExitCode> {
    let port = port.map_or(Port::Find, Port::Path);
    if !json {
        outln!("listening for the dice tower on {port} (Ctrl-C to stop)");
    }
    let driver = Driver::start(port);
    let mut seen = 0;
    let mut last_status = String::new();
    // The count reached: the last events' acknowledgements still to reach the tower. An
    // answer damaged on the line is only made good by answering its resend, so the port stays
    // open until a heartbeat says nothing waits (a tower left waiting would resend for ever).
    let mut counted: Option<std::time::Instant> = None;
    loop {
        if counted.is_some_and(|at| at.elapsed() >= ACK_GRACE) {
            return Ok(ExitCode::SUCCESS);
        }
        let update = match driver.updates().recv_timeout(Duration::from_millis(500)) {
            Ok(update) => update,
            Err(_) => {
                // Say once why nothing is happening (no port yet, say), not every half second.
                let status = driver.status().describe();
                if status != last_status && !json {
                    outln!("{status}");
                }
                last_status = status;
                continue;
            }
        };
        if counted.is_some() {
            if matches!(update, Update::Heartbeat { unacked: 0, .. }) {
                return Ok(ExitCode::SUCCESS);
            }
            continue;
        }
        if json {
            outln!("{}", serde_json::to_string(&update)?);
        } else {
            outln!("{}", describe(&update));
        }
        match update {
            Update::Mismatch { hello } => {
                eprintln!("nuffle tower listen: {}", mismatch_text(hello.protocol));
                return Ok(ExitCode::FAILURE);
            }
            Update::Event { .. } => {
                seen += 1;
                if events.is_some_and(|n| seen >= n) {
                    counted = Some(std::time::Instant::now());
                }
            }
            _ => {}
        }
    }
}

/// An update in words for the referee.
fn describe(update: &Update) -> String {
    match update {
        Update::Opened { port } => format!("opened {port}; waiting for the tower to say hello"),
        Update::Tower { hello, restarted } => format!(
            "dice tower {:016x}: firmware {}.{}.{}, protocol {}{}",
            hello.device_id,
            hello.firmware.major,
            hello.firmware.minor,
            hello.firmware.patch,
            hello.protocol,
            if *restarted {
                " (it restarted: anything keyed just before that and not yet received is lost)"
            } else {
                ""
            }
        ),
        Update::Mismatch { hello } => mismatch_text(hello.protocol),
        Update::Event { seq, event, .. } => match event {
            Event::RollStarted => format!("#{seq} dice thrown"),
            Event::RollSettled => format!("#{seq} dice settled: read them now"),
            Event::Keyed(dice) => format!(
                "#{seq} keyed: {}",
                dice.iter()
                    .map(|d| die_text(*d))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        },
        Update::Heartbeat { uptime_ms, unacked } => {
            format!(
                "heartbeat: up {} s, {unacked} unacknowledged",
                uptime_ms / 1000
            )
        }
        Update::TowerError { error } => format!("the tower says: {}", error_text(*error)),
        Update::Duplicate { seq } => format!("#{seq} again (already received; dropped)"),
        Update::BadFrame { why } => format!("dropped {why}; the tower will resend"),
        Update::Closed { port, reason } => format!("{port} closed: {reason}; reopening"),
    }
}

fn die_text(die: Die) -> String {
    match die.kind {
        DieKind::Block => match device::host::prompt::rules_die(die) {
            Ok(d) => format!("block {} ({d})", die.face),
            Err(_) => format!("block {} (no such face)", die.face),
        },
        DieKind::D6 => format!("D6 {}", die.face),
        DieKind::D8 => format!("D8 {}", die.face),
        DieKind::D16 => format!("D16 {}", die.face),
    }
}

fn error_text(error: TowerError) -> &'static str {
    match error {
        TowerError::QueueFull => {
            "it holds too many unacknowledged events and refused a roll: enter that roll by hand"
        }
        TowerError::BadKey => "a key that does not fit the die being keyed; key it again",
        TowerError::UnknownMessage => {
            "it does not know a message the app sent: update the firmware or Nuffle"
        }
        TowerError::BeamBlocked => "the beam has been blocked for 5 s: a die is stuck in the chute",
    }
}

fn simulate(
    options: SimOptions,
    script_file: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    let steps = match script_file {
        Some(file) => {
            let text = std::fs::read_to_string(file)
                .with_context(|| format!("cannot read the script {}", file.display()))?;
            Some(script::parse(&text).with_context(|| format!("in {}", file.display()))?)
        }
        None => None,
    };
    let sim = Sim::start(options).context("cannot start the simulated tower")?;
    let path = sim.path().context("the simulated tower has no port")?;
    let pty = sim.pty().context("the simulated tower has no port")?;
    outln!("{}", pty.display());
    if path != pty {
        eprintln!(
            "the port is also at {} (it follows replugs)",
            path.display()
        );
    }
    match steps {
        Some(steps) => steps.into_iter().for_each(|s| sim.run(s)),
        None => {
            eprintln!(
                "simulated dice tower on {}. Enter rolls what the app expects; \
                 `3 5` or `block:6 d8:2` rolls those; also key …, unplug, replug. Ctrl-D ends.",
                path.display()
            );
            for line in std::io::stdin().lock().lines() {
                let line = line.context("cannot read the keyboard")?;
                let step = if line.trim().is_empty() {
                    Ok(vec![Step::Roll(None)])
                } else if line.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
                    script::parse(&format!("roll {line}"))
                } else {
                    script::parse(&line)
                };
                match step {
                    Ok(steps) => steps.into_iter().for_each(|s| sim.run(s)),
                    Err(e) => eprintln!("{e}"),
                }
            }
        }
    }
    // Stay until the app has everything (a referee expects nothing keyed to vanish).
    while !sim.wait_idle(Duration::from_secs(5)) {
        eprintln!(
            "waiting for the app to acknowledge {} event(s) (Ctrl-C gives up)",
            sim.stats().unacked
        );
    }
    let stats = sim.stats();
    eprintln!(
        "done: {} roll(s); {} frame(s) written, {} byte(s) damaged, {} frame(s) lost, {} sent twice",
        stats.rolls,
        stats.frames_written,
        stats.bytes_corrupted,
        stats.frames_dropped,
        stats.frames_duplicated
    );
    Ok(ExitCode::SUCCESS)
}
