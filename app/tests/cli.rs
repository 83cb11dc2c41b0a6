//! The `nuffle` command line, run as a real process.

mod common;

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
fn a_group_not_built_yet_says_so_and_fails_without_output() -> std::io::Result<()> {
    let out = nuffle(&["odds", "anything", "--json"])?;
    assert_eq!(out.status.code(), Some(2));
    assert!(
        out.stdout.is_empty(),
        "odds printed {:?}",
        text(&out.stdout)
    );
    assert!(text(&out.stderr).contains("not built yet"));
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
