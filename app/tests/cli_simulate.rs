//! `nuffle simulate`, run as a real process: seeded matches with every invariant checked.

use crate::common;

use common::{nuffle, text};

#[test]
fn simulate_json_reports_every_figure_and_no_violation() -> std::io::Result<()> {
    let out = nuffle(&["simulate", "--games", "20", "--seed", "3", "--json"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let summary: serde_json::Value =
        serde_json::from_str(text(&out.stdout).trim()).expect("one JSON object");
    assert_eq!(summary["games"], 20);
    assert_eq!(summary["violations"], 0);
    for field in [
        "decisions",
        "dice_rolled",
        "wall_seconds",
        "games_per_second",
        "decisions_per_second",
        "touchdowns_per_game",
        "casualties_per_game",
        "turnovers_per_game",
    ] {
        assert!(summary[field].is_number(), "{field} missing: {summary}");
    }
    assert!(summary["decisions"].as_u64().unwrap_or(0) > 20 * 100);
    Ok(())
}

#[test]
fn simulate_is_the_same_for_the_same_seed() -> std::io::Result<()> {
    let run = || -> std::io::Result<serde_json::Value> {
        let out = nuffle(&["simulate", "--games", "5", "--seed", "11", "--json"])?;
        Ok(serde_json::from_str(text(&out.stdout).trim()).unwrap_or_default())
    };
    let (a, b) = (run()?, run()?);
    for field in [
        "decisions",
        "dice_rolled",
        "touchdowns_per_game",
        "turnovers_per_game",
    ] {
        assert_eq!(a[field], b[field], "{field}");
    }
    Ok(())
}

#[test]
fn simulate_refuses_an_unknown_team_or_policy_clearly() -> std::io::Result<()> {
    let out = nuffle(&["simulate", "--games", "1", "--home", "dwarf-of-nowhere"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("human or orc"),
        "{}",
        text(&out.stderr)
    );
    let out = nuffle(&["simulate", "--games", "1", "--policy", "clever"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("uniform"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}
