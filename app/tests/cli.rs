//! The `nuffle` command line, run as a real process.

use crate::common;

use common::{nuffle, text};

#[test]
fn help_lists_every_command_group() -> std::io::Result<()> {
    let out = nuffle(&["--help"])?;
    assert!(out.status.success());
    let help = text(&out.stdout);
    for group in [
        "match", "odds", "simulate", "tower", "vision", "league", "export", "roster", "skill",
        "star",
    ] {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(group)),
            "{group} missing from:\n{help}"
        );
    }
    Ok(())
}

#[test]
fn odds_gives_a_row_of_rolls_with_a_team_reroll_and_block_dice_000_l465_l541() -> std::io::Result<()>
{
    // A 3+ Dodge then a 2+ Go For It: 4/6 × 5/6 = 55.6 %; with one team re-roll 83.3 %.
    let out = nuffle(&["odds", "3+", "2+", "--rerolls", "1"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("55.6%") && shown.contains("83.3%"),
        "{shown}"
    );
    // Two block dice the defender picks: the attacker goes down unless neither die is a skull.
    let out = nuffle(&["odds", "block", "-2", "--json"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value =
        serde_json::from_str(text(&out.stdout).trim()).map_err(std::io::Error::other)?;
    let attacker_down = v["attacker_down"].as_f64().unwrap_or(-1.0);
    assert!((attacker_down - (1.0 - 16.0 / 36.0)).abs() < 1e-9, "{v}");
    Ok(())
}

#[test]
fn odds_refuses_what_is_not_a_roll_and_says_how_to_write_it() -> std::io::Result<()> {
    for (args, says) in [
        (vec!["odds", "8+"], "2+ to 6+"),
        (vec!["odds", "three"], "write it like 3+"),
        (vec!["odds", "block", "5"], "1, 2 or 3"),
        (vec!["odds", "block"], "number of dice"),
    ] {
        let out = nuffle(&args)?;
        assert!(!out.status.success(), "{args:?} was taken");
        assert!(out.stdout.is_empty());
        assert!(
            text(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    Ok(())
}

#[test]
fn roster_prints_a_team_list_with_its_source_000_l859_l870() -> std::io::Result<()> {
    let out = nuffle(&["roster", "orc-2016-box"])?;
    assert!(out.status.success());
    let shown = text(&out.stdout);
    let bob = shown.lines().find(|l| l.contains("Black Orc Blocker"));
    assert!(
        bob.is_some_and(|l| l.contains("80000") && l.contains("000:L866-L867")),
        "{shown}"
    );
    Ok(())
}

/// A team list's own inducements are printed with it, as its page prints them: the Orcs'
/// Waaagh! Drummer, 0-1 at 50,000 (004:L11245), the Goblins' Bribes at 50,000 (004:L10966).
#[test]
fn roster_names_the_team_lists_own_inducements_004_l11245() -> std::io::Result<()> {
    let out = nuffle(&["roster", "orc"])?;
    assert!(out.status.success());
    let shown = text(&out.stdout);
    let line = shown
        .lines()
        .find(|l| l.starts_with("Inducements for this team list"))
        .unwrap_or_default();
    assert!(line.contains("Waaagh! Drummer (0-1, 50000"), "{shown}");
    let out = nuffle(&["roster", "goblin"])?;
    let shown = text(&out.stdout);
    assert!(shown.contains("Bribes (0-3, 50000"), "{shown}");
    let out = nuffle(&["roster", "amazon"])?;
    assert!(!text(&out.stdout).contains("Waaagh!"));
    Ok(())
}

#[test]
fn roster_json_is_machine_readable() -> std::io::Result<()> {
    let out = nuffle(&["roster", "Human (2016 box)", "--json"])?;
    assert!(out.status.success());
    let value: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(std::io::Error::other)?;
    assert_eq!(value["name"], "Human (2016 box)");
    assert_eq!(value["position"][0]["name"], "Lineman");
    Ok(())
}

#[test]
fn an_unknown_team_fails_and_suggests_the_nearest() -> std::io::Result<()> {
    let out = nuffle(&["roster", "humans"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("did you mean Human"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}

#[test]
fn lookup_answers_with_the_result_and_its_source_line() -> std::io::Result<()> {
    for (args, expected) in [
        (&["lookup", "injury", "9"][..], "Injury table 9: KO'd"),
        (&["lookup", "casualty", "4", "2"][..], "Groin Strain"),
        (&["lookup", "kickoff", "7"][..], "Changing Weather"),
        (&["lookup", "weather", "12"][..], "Blizzard"),
    ] {
        let out = nuffle(args)?;
        assert!(out.status.success(), "{args:?}");
        let shown = text(&out.stdout);
        assert!(shown.contains(expected), "{args:?}: {shown}");
        assert!(shown.contains("(00"), "{args:?} names no source: {shown}");
    }
    Ok(())
}

#[test]
fn lookup_lists_every_table_in_straight_columns() -> std::io::Result<()> {
    let out = nuffle(&["lookup"])?;
    assert!(out.status.success());
    let shown = text(&out.stdout);
    // Where each line's third column (the table's name) starts: past two runs of spaces.
    let third = |line: &str| {
        let mut fields = 0;
        let mut in_space = false;
        for (i, c) in line.char_indices() {
            if c == ' ' {
                in_space = true;
            } else if in_space {
                fields += 1;
                in_space = false;
                if fields == 2 {
                    return Some(i);
                }
            }
        }
        None
    };
    let starts: Vec<_> = shown.lines().map(third).collect();
    assert!(starts.len() > 20, "{shown}");
    assert!(
        starts.iter().all(|s| s.is_some() && *s == starts[0]),
        "{shown}"
    );
    assert!(shown.contains("stadium-unusual-playing-surface"), "{shown}");
    Ok(())
}

#[test]
fn lookup_of_an_impossible_roll_is_a_clear_error() -> std::io::Result<()> {
    let out = nuffle(&["lookup", "injury", "13"])?;
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("13 is not a 2D6 total (2-12)"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}

#[test]
fn lookup_json_carries_the_source() -> std::io::Result<()> {
    let out = nuffle(&["lookup", "injury", "4", "4", "--json"])?;
    assert!(out.status.success());
    let value: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(std::io::Error::other)?;
    assert_eq!(value["result"], "KO'd");
    assert_eq!(value["source"], "000:L634");
    Ok(())
}
