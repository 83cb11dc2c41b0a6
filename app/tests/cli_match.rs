//! `nuffle match run`: the example full drive prints its rulings; a bad line stops the run.

use crate::common;

use common::{nuffle, text};

fn example() -> String {
    format!(
        "{}/../docs/examples/full-drive.jsonl",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn run(args: &[&str]) -> std::process::Output {
    nuffle(args).expect("nuffle runs")
}

#[test]
fn match_run_prints_the_rulings_of_a_full_drive() {
    let out = run(&["match", "run", &example()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for ruling in [
        "Injury roll for #1 Blitzer (Orc quick-start team): 9 on the Injury table: KO'd (000:L634)",
        "TURNOVER: #2 Blitzer (Human quick-start team) failed a Dodge (needed 3+, rolled 1, already re-rolled)",
        "#2 Blitzer (Human quick-start team) turns face-up",
        "End of half 1",
        "KO recovery (needed 4+, rolled 5): #1 Blitzer (Orc quick-start team) returns to Reserves",
        "Waiting for the home coach: Human quick-start team (home) sets up",
    ] {
        assert!(stdout.contains(ruling), "missing {ruling:?} in\n{stdout}");
    }
}

#[test]
fn match_run_json_prints_events_and_the_prompt() {
    let out = run(&["match", "run", "--json", &example()]);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let prompt: serde_json::Value = serde_json::from_str(last).expect("JSON");
    assert_eq!(prompt["prompt"]["decision"]["side"], "home");
    assert!(
        stdout
            .lines()
            .all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
    );
}

#[test]
fn a_bad_line_is_reported_with_its_number_and_nothing_after_it_is_applied() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("bad.jsonl");
    let good = std::fs::read_to_string(example()).expect("example");
    let lines: Vec<&str> = good.lines().filter(|l| !l.starts_with('#')).collect();
    // Keep the setup and the first set-up line, then a Move nobody declared, then more lines.
    let bad = format!(
        "{}\n{}\n{{\"decide\":{{\"move\":{{\"to\":[14,7]}}}}}}\n{}\n",
        lines[0], lines[1], lines[2]
    );
    std::fs::write(&script, bad).expect("write");
    let out = run(&["match", "run", &script.display().to_string()]);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("line 3:"), "{stderr}");
    assert!(
        stderr.contains("nothing from this line on was applied"),
        "{stderr}"
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("set up on"), "{stdout}");
    assert_eq!(
        stdout.matches("set up on").count(),
        1,
        "line 4 was not applied: {stdout}"
    );
}

/// A script saved by an editor that starts it with a byte-order mark still reads; a line of
/// bytes that are not UTF-8 stops the run at that line, the lines before it applied; JSON
/// that is no input says what an input looks like.
#[test]
fn a_bom_is_skipped_and_a_bad_byte_or_a_non_input_stops_at_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let good = std::fs::read_to_string(example()).expect("example");
    let lines: Vec<&str> = good.lines().filter(|l| !l.starts_with('#')).collect();
    let script = dir.path().join("bom.jsonl");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(format!("{}\n{}\n", lines[0], lines[1]).as_bytes());
    bytes.extend(b"{\"decide\":\xff}\n");
    bytes.extend(format!("{}\n", lines[2]).as_bytes());
    std::fs::write(&script, &bytes).expect("write");
    let out = run(&["match", "run", &script.display().to_string()]);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("line 3:") && stderr.contains("UTF-8"),
        "{stderr}"
    );
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches("set up on").count(), 1, "{stdout}");

    let script = dir.path().join("empty-object.jsonl");
    std::fs::write(&script, format!("{}\n{{}}\n", lines[0])).expect("write");
    let out = run(&["match", "run", &script.display().to_string()]);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("line 2:") && stderr.contains("write one input a line"),
        "{stderr}"
    );
}

#[test]
fn a_script_without_a_setup_line_says_what_the_first_line_must_be() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("nosetup.jsonl");
    std::fs::write(&script, "{\"decide\":\"end_turn\"}\n").expect("write");
    let out = run(&["match", "run", &script.display().to_string()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("the first line must be the setup"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_full_match_example_runs_from_the_coin_toss_to_the_final_whistle() {
    let script = format!(
        "{}/../docs/examples/full-match.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["match", "run", &script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for ruling in [
        "wins the coin toss",
        "Completion: #10 Lineman (Orc quick-start team) to #11 Lineman (Orc quick-start team)",
        "TOUCHDOWN! #11 Lineman (Orc quick-start team)",
        "TOUCHDOWN! #10 Lineman (Human quick-start team)",
        "Final whistle: Human quick-start team 1 - 1 Orc quick-start team",
    ] {
        assert!(stdout.contains(ruling), "missing {ruling:?} in\n{stdout}");
    }
    assert_eq!(stdout.matches("TOUCHDOWN!").count(), 2);
    let out = run(&["match", "run", "--json", &script]);
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let prompt: serde_json::Value = serde_json::from_str(last).expect("JSON");
    assert_eq!(
        prompt["prompt"]["match_over"]["result"],
        "Human quick-start team 1 - 1 Orc quick-start team"
    );
}

/// A whole match of two skill-heavy rosters with a Star Player each plays to the final
/// whistle, its skills ruled in the rulings (the Minotaur's Wild Animal roll, 004:L10766;
/// Horns on his blocks, 004:L10237; his Frenzy's second block, 004:L10195).
#[test]
fn the_chaos_v_wood_elf_example_plays_to_the_final_whistle() {
    let script = format!(
        "{}/../docs/examples/chaos-v-wood-elf.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["match", "run", &script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for ruling in [
        "Wild Animal",
        "+1 Horns (004:L10237)",
        "has Frenzy: he must block",
        "Take Root roll for #1 Treeman (Laurelorn Leapers)",
        "An Apothecary treats #1 Treeman (Laurelorn Leapers)",
        "Final whistle: Khaos Krushers 0 - 0 Laurelorn Leapers",
    ] {
        assert!(stdout.contains(ruling), "missing {ruling:?} in\n{stdout}");
    }
    assert!(stdout.contains("Grashnak Blackhoof"));
    assert!(
        !stdout.contains("not ruled"),
        "every skill is ruled:\n{stdout}"
    );
}

/// A whole Blitz Bowl match from the Team Cards plays to its end: the Kerrunch!'s -1 fails a
/// 3 against the Runner's 3+ Armour (002:L562, L321; without it, 3 would hold), Break Some
/// Bones is claimed for that Injury (002:L656), and 15 points ahead at the start of the
/// Dwarfs' turn wins by Sudden Death (002:L692).
#[test]
fn the_blitz_bowl_example_plays_to_its_end_002_l692() {
    let script = format!(
        "{}/../docs/examples/blitz-bowl.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = run(&["match", "run", &script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for ruling in [
        "The Block Dice show Kerrunch!, Miss (002:L1103)",
        "#4 Runner (Dwarf Cannoneers) is Injured: off the board to his Dugout",
        "Orc Rampagers claim Break Some Bones! from active space 1: 3 points",
        "a Sudden Death Victory (002:L692)",
        "Match over: Dwarf Cannoneers 22 - 7 Orc Rampagers",
    ] {
        assert!(stdout.contains(ruling), "missing {ruling:?} in\n{stdout}");
    }
    assert!(
        !stdout.contains("Weather"),
        "Blitz Bowl has no weather:\n{stdout}"
    );
}

/// A script's `ruleset` is Blitz Bowl's or absent: another is refused with what to write,
/// and so is Blitz Bowl without its board side.
#[test]
fn an_unknown_ruleset_or_a_missing_board_is_refused_with_what_to_write() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.jsonl");
    for (setup, says) in [
        (
            r#"{"setup":{"ruleset":"blitz","board":"one-trapdoor","home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"}}}"#,
            "no ruleset called \"blitz\": write \"ruleset\": \"blitz-bowl\"",
        ),
        (
            r#"{"setup":{"ruleset":"blitz-bowl","home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"}}}"#,
            "add \"board\": one of one-trapdoor, many-trapdoors",
        ),
        (
            r#"{"setup":{"ruleset":"blitz-bowl","board":"one-trapdoor","home":{"quick_start":"human-quick-start"},"away":{"quick_start":"blitz-bowl/orc"}}}"#,
            "no Blitz Bowl Team Card line",
        ),
    ] {
        std::fs::write(&path, setup).expect("write the script");
        let out = run(&["match", "run", path.to_str().expect("utf-8 path")]);
        assert!(!out.status.success());
        let stderr = text(&out.stderr);
        assert!(stderr.contains(says), "missing {says:?} in\n{stderr}");
    }
}
