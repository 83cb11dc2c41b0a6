//! `nuffle vision` on real photos (the byler-d6 set beside the repository; SKIPPED without it
//! unless `NUFFLE_REQUIRE_SHARED` is set, as CI does).

mod common;

use std::path::PathBuf;

use common::{nuffle, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn byler() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/datasets/dice/byler-d6");
    if dir.join("images").is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("NUFFLE_REQUIRE_SHARED").is_none(),
        "{} not found",
        dir.display()
    );
    eprintln!("SKIPPED: {} not found", dir.display());
    None
}

#[test]
fn eval_prints_the_figures_the_issue_asks_for() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    let out = nuffle(&[
        "vision",
        "eval",
        &dir.to_string_lossy(),
        "--split",
        "test",
        "--json",
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(r["images"], 50);
    assert_eq!(r["labelled"], 308);
    for key in [
        "detections",
        "matched",
        "recall",
        "precision",
        "value_accuracy",
        "ms_median",
        "ms_p95",
        "confusion",
    ] {
        assert!(!r[key].is_null(), "{key} missing");
    }
    let out = nuffle(&["vision", "eval", &dir.to_string_lossy(), "--split", "test"])?;
    let shown = text(&out.stdout);
    assert!(
        shown.contains("value accuracy") && shown.contains("confusion"),
        "{shown}"
    );
    Ok(())
}

#[test]
fn detect_reads_a_photo_and_draws_its_dice() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    let tmp = tempfile::tempdir()?;
    let photo = dir.join("images/IMG_20191209_100211.jpg");
    let out = nuffle(&[
        "vision",
        "detect",
        &photo.to_string_lossy(),
        "--json",
        "--draw",
        &tmp.path().to_string_lossy(),
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(line["dice"].as_array().map(Vec::len), Some(6));
    assert!(tmp.path().join("IMG_20191209_100211.dice.png").is_file());
    Ok(())
}

#[test]
fn a_missing_photo_or_folder_is_a_clear_error_and_cameras_says_what_to_do() -> TestResult {
    let out = nuffle(&["vision", "detect", "/nonexistent/photo.jpg"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("cannot read the image /nonexistent/photo.jpg"),
        "{}",
        text(&out.stderr)
    );
    let out = nuffle(&["vision", "eval", "/nonexistent"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("has no images/ folder"),
        "{}",
        text(&out.stderr)
    );
    let out = nuffle(&["vision", "cameras"])?;
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("Enter dice by hand or from the dice tower"));
    Ok(())
}
