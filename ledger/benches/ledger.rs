//! Ledger benchmarks (docs/performance.md): appending one input durably (WAL, synchronous
//! FULL: fsync before the append returns), and standings and a leaderboard over 10,000
//! recorded matches.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ledger::{Ledger, MatchStart, NewMatch};
use rules::{DiceRoll, Die, Event, EventKind, Input, SetupSpec, Side, TeamSpec};

fn start() -> MatchStart {
    let book = tables::builtin().expect("rulebook");
    MatchStart {
        label: NewMatch {
            home_team: "human".into(),
            away_team: "orc".into(),
            ruleset: "box-2016".into(),
        },
        setup: SetupSpec {
            home: TeamSpec::QuickStart("human-quick-start".into()),
            away: TeamSpec::QuickStart("orc-quick-start".into()),
            kicking: Some(Side::Away),
            weather: None,
            fame: None,
            league: None,
        }
        .build(book)
        .expect("teams"),
        house_rules: None,
        teams: None,
        season_id: None,
        friendly: false,
    }
}

/// The database lives under target/, on the machine's disk (not a tmpfs).
fn bench_dir() -> tempfile::TempDir {
    let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-db");
    std::fs::create_dir_all(&base).expect("bench folder");
    tempfile::tempdir_in(base).expect("temporary folder")
}

fn append(c: &mut Criterion) {
    let dir = bench_dir();
    let mut ledger = Ledger::open(&dir.path().join("append.sqlite3")).expect("ledger");
    let open = ledger.start_match(&start()).expect("match");
    let lease = open.lease().expect("the match is open for writing").clone();
    let mut after = open.last_seq();
    let input = Input::Dice(DiceRoll::manual(vec![Die::D6(4), Die::D6(2)]));
    let events = vec![Event::new(
        EventKind::Note,
        "Armour roll for Orc #7 Lineman: 4+2 = 6, not above AV 9 (000:L603)",
    )];
    c.bench_function("ledger/append one input (fsync)", |b| {
        b.iter(|| {
            after = ledger
                .append(&lease, after, &input, "referee", &events)
                .expect("append");
            black_box(after)
        })
    });
}

/// Fills a league of 16 teams with 10,000 recorded matches and their player stats.
fn league_of_10k(path: &std::path::Path) {
    drop(Ledger::open(path).expect("schema"));
    let mut conn = rusqlite::Connection::open(path).expect("open");
    let tx = conn.transaction().expect("tx");
    for t in 0..16 {
        tx.execute(
            "INSERT INTO teams (name, coach, roster, rerolls, fan_factor, treasury, apothecary,
                                assistant_coaches, cheerleaders)
             VALUES (?1, ?2, 'human', 3, 4, 0, 0, 0, 0)",
            rusqlite::params![format!("Team {t}"), format!("Coach {t}")],
        )
        .expect("team");
        for n in 1..=12 {
            tx.execute(
                "INSERT INTO players (team_id, number, name, position, ma, st, ag, av, value)
                 VALUES (?1, ?2, 'Lineman', 'Lineman', 6, 3, 3, 8, 50000)",
                rusqlite::params![t + 1, n],
            )
            .expect("player");
        }
    }
    let mut x: u64 = 2016;
    let mut next = |m: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m) as i64
    };
    for m in 1..=10_000i64 {
        let home = next(16) + 1;
        let away = (home + next(15)) % 16 + 1;
        tx.execute(
            "INSERT INTO matches (id, home_team, away_team, ruleset, home_team_id, away_team_id,
                                  locked_at)
             VALUES (?1, 'h', 'a', 'league', ?2, ?3, 'now')",
            rusqlite::params![m, home, away],
        )
        .expect("match");
        tx.execute(
            "INSERT INTO results (match_id, home_score, away_score, home_cas, away_cas,
                                  home_winnings, away_winnings, home_ff, away_ff, report)
             VALUES (?1, ?2, ?3, ?4, ?5, 50000, 40000, 0, 0, '{}')",
            rusqlite::params![m, next(4), next(4), next(5), next(5)],
        )
        .expect("result");
        for _ in 0..6 {
            let team = if next(2) == 0 { home } else { away };
            let player = (team - 1) * 12 + next(12) + 1;
            tx.execute(
                "INSERT OR IGNORE INTO player_stats (match_id, player_id, td, cas, comp, mvp, spp)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                rusqlite::params![m, player, next(2), next(2), next(2), next(2), next(12)],
            )
            .expect("stats");
        }
    }
    tx.commit().expect("commit");
}

fn league(c: &mut Criterion) {
    let dir = bench_dir();
    let path = dir.path().join("league.sqlite3");
    league_of_10k(&path);
    let ledger = Ledger::open(&path).expect("ledger");
    assert_eq!(ledger.standings(None).expect("standings").len(), 16);
    c.bench_function("ledger/standings over 10,000 matches", |b| {
        b.iter(|| black_box(ledger.standings(None).expect("standings")))
    });
    c.bench_function("ledger/SPP leaderboard over 10,000 matches", |b| {
        b.iter(|| black_box(ledger.leaderboard("spp", None, 20).expect("leaderboard")))
    });
}

criterion_group!(benches, append, league);
criterion_main!(benches);
