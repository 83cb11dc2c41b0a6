//! Raise the Dead's Zombie in a league: he joins his team's Reserves at once and plays on as a
//! new player of the team (004:L1095-L1101), and joins its roster after the match if it has
//! room (004:L1102-L1106). What he does and suffers in the rest of the match is his: SPP and
//! the MVP (004:L2541, L2556), a lasting injury (004:L2517-L2527), and death, which keeps him
//! off the roster (004:L2527-L2530, L2917). Found by a league audit: he joined with nothing of
//! it, whole even when killed. The matches, Undead (home) against Humans, are in
//! `data/raised-zombie/`, recorded from the command line on a real database.

use crate::common;

use common::{nuffle, text};
use ledger::{Ledger, PlayerRecord};

type TestResult = Result<(), Box<dyn std::error::Error>>;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/raised-zombie");

/// Imports the Undead and `humans`, records `script` as a league match between them; the
/// Undead roster after it.
fn recorded(humans: &str, script: &str) -> Result<Vec<PlayerRecord>, Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let db = dir
        .path()
        .join("league.sqlite3")
        .to_string_lossy()
        .into_owned();
    for team in ["dead-two.json", humans] {
        let out = nuffle(&["league", "import", &format!("{DATA}/{team}"), "--db", &db])?;
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let rules = dir.path().join("rules.toml");
    std::fs::write(&rules, "[ruleset]\nleague = \"on\"\n")?;
    let out = nuffle(&[
        "--rules",
        &rules.to_string_lossy(),
        "match",
        "record",
        &format!("{DATA}/{script}"),
        "--db",
        &db,
        "--league",
        "1",
        "2",
    ])?;
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}\n{}", text(&out.stderr));
    assert!(
        said.contains("post-match sequence of match 1 recorded"),
        "{said}"
    );
    Ok(Ledger::open(std::path::Path::new(&db))?.players(1)?)
}

/// Griff Oberwald, killed by the Mummy, rises as #12 Zombie, scores a touchdown (3 SPP,
/// 004:L2541) and is the MVP (5, 004:L2556-L2562): 8 SPP, past 6, so an Improvement roll, 3+4
/// a Normal skill, Block (+20,000, 004:L2630-L2650). He joins with all of it, his position's
/// Regeneration his by position and not listed again.
#[test]
fn a_raised_zombie_keeps_his_spp_mvp_and_improvement_004_l1100_l2541() -> TestResult {
    let roster = recorded("altdorf-with-gold.json", "scores.jsonl")?;
    let zombie = roster
        .iter()
        .find(|p| p.number == 12)
        .ok_or("the raised Zombie joined")?;
    assert_eq!(zombie.position, "Zombie");
    assert_eq!(zombie.spp, 8);
    assert_eq!(zombie.skills, ["block"]);
    assert_eq!(zombie.value, 40_000 + 20_000);
    assert_eq!(zombie.status, "active");
    Ok(())
}

/// Raised in half 1, #12 Zombie is killed in half 2 (Casualty 61, Dead; his Regeneration roll
/// of 1 fails): the dead leave the roster (004:L2917), so he never joins it.
#[test]
fn a_raised_zombie_killed_in_the_match_does_not_join_004_l2917() -> TestResult {
    let roster = recorded("altdorf.json", "dies.jsonl")?;
    assert!(roster.iter().all(|p| p.number != 12), "{roster:#?}");
    assert_eq!(roster.len(), 11);
    Ok(())
}

/// Raised, then Smashed Hip in half 2 (Casualty 53: -1 MA and miss next game, 004:L2503): he
/// joins with MA 3 (a Zombie's 4, less 1) and misses the next match.
#[test]
fn a_raised_zombie_hurt_in_the_match_joins_with_his_injury_004_l2503() -> TestResult {
    let roster = recorded("altdorf.json", "hurt.jsonl")?;
    let zombie = roster
        .iter()
        .find(|p| p.number == 12)
        .ok_or("the raised Zombie joined")?;
    assert_eq!((zombie.ma, zombie.miss_next), (3, true));
    Ok(())
}
