//! `nuffle vision` on real photos (the byler-d6 set beside the repository; SKIPPED without it
//! unless `NUFFLE_REQUIRE_SHARED` is set, as CI does).

use crate::common;

use common::{nuffle, text};
use nuffle_tests::byler;

type TestResult = Result<(), Box<dyn std::error::Error>>;

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
    // The app's threshold as it is, not rounded up to a certainty no read reaches.
    assert!(shown.contains("at confidence ≥ 0.9999,"), "{shown}");
    Ok(())
}

#[test]
fn eval_names_each_wrong_die_taken_unasked_to_look_at_by_eye() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    // At confidence 0.5 some dice are taken that the labels say are wrong.
    let args = [
        "vision",
        "eval",
        &dir.to_string_lossy(),
        "--split",
        "test",
        "--threshold",
        "0.5",
    ];
    let out = nuffle(&[&args[..], &["--json"]].concat())?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let wrong = r["wrong_taken"].as_array().cloned().unwrap_or_default();
    assert!(!wrong.is_empty(), "nothing wrong at 0.5: {r}");
    assert_eq!(Some(wrong.len() as u64), r["accepted_wrong"].as_u64());
    for w in &wrong {
        assert!(
            w["image"].as_str().is_some_and(|i| i.ends_with(".jpg")),
            "{w}"
        );
        assert!(w["confidence"].as_f64().is_some_and(|c| c >= 0.5), "{w}");
        assert_ne!(w["value"], w["labelled"], "{w}");
    }
    let out = nuffle(&args)?;
    let shown = text(&out.stdout);
    assert_eq!(
        shown
            .lines()
            .filter(|l| l.trim_start().starts_with("wrong: IMG_"))
            .count(),
        wrong.len(),
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
fn a_die_to_confirm_never_reads_as_a_hundred_percent_sure() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    // The 6 at (548, 242) is read at 0.9998: under `SURE_AT`, so asked about; rounded, "100%".
    let photo = dir.join("images/IMG_20191208_111228.jpg");
    let out = nuffle(&["vision", "detect", &photo.to_string_lossy()])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let asked: Vec<&str> = shown.lines().filter(|l| l.ends_with("(confirm)")).collect();
    assert!(asked.iter().any(|l| l.contains(" 99.")), "{shown}");
    assert!(asked.iter().all(|l| !l.contains("100%")), "{shown}");
    Ok(())
}

/// A GW-style die, its face a logo (drawn: no photos of such dice are here), read by `detect`
/// as the value the logo stands for: 6 unless `--logo-on 1` says the dice carry it on the 1;
/// named as a logo and asked about either way. A face no logo is on is refused, saying what to
/// give. `eval` and `watch` take the same setting.
#[test]
fn detect_eval_and_watch_read_a_logo_as_the_face_logo_on_says() -> TestResult {
    let tmp = tempfile::tempdir()?;
    let drawn = vision::synth::draw_on_tray(
        vision::synth::Face::Logo(vision::synth::Logo::Skull),
        &mut vision::cnn::XorShift(1),
    );
    let photo = tmp.path().join("logo.png");
    drawn.image.save(&photo)?;
    let photo = photo.to_string_lossy();
    for (args, read) in [
        (vec![], "a logo, read as 6 at"),
        (vec!["--logo-on", "1"], "a logo, read as 1 at"),
    ] {
        let out = nuffle(&[&["vision", "detect", &photo][..], &args].concat())?;
        assert!(out.status.success(), "{}", text(&out.stderr));
        let shown = text(&out.stdout);
        let line = shown.lines().find(|l| l.contains(read));
        assert!(line.is_some_and(|l| l.ends_with("(confirm)")), "{shown}");
    }
    let out = nuffle(&["vision", "detect", &photo, "--logo-on", "1", "--json"])?;
    let line: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(line["dice"][0]["value"], 1, "{line}");
    assert_eq!(line["dice"][0]["logo"], true, "{line}");
    let out = nuffle(&["vision", "detect", &photo, "--logo-on", "5"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("give 1 or 6"),
        "{}",
        text(&out.stderr)
    );
    // A labelled folder of such dice (YOLO: class = value - 1) is measured with the same
    // setting: labelled 1, the logo die is read right only with the logo on the 1.
    let folder = tmp.path().join("labelled");
    std::fs::create_dir_all(folder.join("images"))?;
    std::fs::create_dir_all(folder.join("labels"))?;
    drawn.image.save(folder.join("images/logo.png"))?;
    let (w, h) = (drawn.image.width() as f32, drawn.image.height() as f32);
    let label = format!(
        "0 {} {} {} {}\n",
        drawn.centre.0 / w,
        drawn.centre.1 / h,
        drawn.size / w,
        drawn.size / h
    );
    std::fs::write(folder.join("labels/logo.txt"), label)?;
    let folder = folder.to_string_lossy();
    for (logo_on, right) in [("1", 1.0), ("6", 0.0)] {
        let out = nuffle(&["vision", "eval", &folder, "--json", "--logo-on", logo_on])?;
        assert!(out.status.success(), "{}", text(&out.stderr));
        let r: serde_json::Value = serde_json::from_slice(&out.stdout)?;
        assert_eq!(r["matched"], 1, "{r}");
        assert_eq!(r["value_accuracy"], right, "logo on the {logo_on}: {r}");
    }
    // Watched as it lands on the empty tray and comes to rest (the same frame three times),
    // the die is read once, named a logo.
    let frames = tmp.path().join("frames");
    std::fs::create_dir(&frames)?;
    let (w, h) = drawn.image.dimensions();
    let empty = vision::RgbImage::from_pixel(w, h, *drawn.image.get_pixel(0, 0));
    empty.save(frames.join("0.png"))?;
    for k in 1..4 {
        drawn.image.save(frames.join(format!("{k}.png")))?;
    }
    let frames = frames.to_string_lossy();
    let watch = [
        "vision",
        "watch",
        "--folder",
        &frames,
        "--still-frames",
        "2",
    ];
    let out = nuffle(&[&watch[..], &["--logo-on", "1"]].concat())?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("settled, 1 (logo)? (1 die)"),
        "{shown} / {}",
        text(&out.stderr)
    );
    Ok(())
}

#[test]
fn a_missing_photo_or_folder_is_a_clear_error_and_cameras_says_what_to_do() -> TestResult {
    let out = nuffle(&["vision", "detect", "/nonexistent/photo.jpg"])?;
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("cannot read the image /nonexistent/photo.jpg"),
        "{said}"
    );
    // The reason is given once, not once by the message and again by its cause.
    assert_eq!(said.matches("os error 2").count(), 1, "{said}");
    let out = nuffle(&["vision", "eval", "/nonexistent"])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("has no images/ folder"),
        "{}",
        text(&out.stderr)
    );
    // The default build has no webcam support and says how to get it; a build with it finds
    // no webcam on a machine without one, and says that.
    let out = nuffle(&["vision", "cameras"])?;
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(
        said.contains("--features camera") || said.contains("no webcams found"),
        "{said}"
    );
    let out = nuffle(&["vision", "watch", "--camera", "0"])?;
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("--features camera") || said.contains("cannot open webcam 0"),
        "{said}"
    );
    let out = nuffle(&["vision", "watch"])?;
    assert!(
        text(&out.stderr).contains("--camera N"),
        "{}",
        text(&out.stderr)
    );
    let out = nuffle(&["vision", "watch", "--camera", "0", "--resolution", "wide"])?;
    assert!(text(&out.stderr).contains("write it as WIDTHxHEIGHT"));
    Ok(())
}

/// Settle detection on frames played from a folder: dice tumbling (three different photos),
/// then at rest (the same photo six times): one read, on the fifth frame that matches the one
/// before, of that photo's dice; nothing while they move.
#[test]
fn watch_reads_the_dice_once_when_they_come_to_rest() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    let frames = tempfile::tempdir()?;
    let photos = dir.join("images");
    let moving = [
        "IMG_20191208_111702.jpg",
        "IMG_20191209_095915.jpg",
        "IMG_20191208_112104.jpg",
    ];
    let mut k = 0;
    for name in moving {
        std::fs::copy(photos.join(name), frames.path().join(format!("{k:02}.jpg")))?;
        k += 1;
    }
    for _ in 0..6 {
        std::fs::copy(
            photos.join("IMG_20191209_100211.jpg"),
            frames.path().join(format!("{k:02}.jpg")),
        )?;
        k += 1;
    }
    let reads = watched(frames.path())?;
    assert_eq!(reads.len(), 1, "{reads:?}");
    // Frames 1-4 each differ from the one before (4 is the dice landing); 5-9 are the five
    // still frames, so the read comes at 9, the last frame.
    assert_eq!(reads[0]["frame"], 9);
    assert_eq!(reads[0]["dice"].as_array().map(Vec::len), Some(6));
    Ok(())
}

/// A camera tilted 35° off straight down over trays of one to three dice (drawn as it sees
/// them, sides and all, `vision::oblique`): `watch` remembers the tilt the first settled roll
/// measured (it shows a 4 or a 5) and asks about the next roll's dice too, though that photo
/// has no 4 or 5 to measure by and, read alone, takes a die as sure. In words, `watch` and
/// `detect` say why a tilted camera's dice ask and what to do.
#[test]
fn watch_asks_about_a_roll_with_no_4_or_5_under_a_camera_it_measured_tilted() -> TestResult {
    use vision::cnn::XorShift;
    let mut rng = XorShift(11);
    let (mut measured, mut unmeasured, mut moving) = (None, None, None);
    for _ in 0..60 {
        let count = 1 + (rng.next_u64() % 3) as usize;
        let image = vision::oblique::draw(&mut rng, 35.0, count).image;
        let dice = vision::recognize(&image);
        let tilt = vision::tilt::of_photo(&dice);
        if measured.is_none() {
            if tilt >= Some(vision::tilt::ASK_FROM) {
                measured = Some(image);
            } else {
                moving = Some(image);
            }
        } else if tilt.is_none() && dice.iter().any(|d| d.confidence >= vision::SURE_AT) {
            unmeasured = Some(image);
            break;
        }
    }
    let (Some(moving), Some(measured), Some(unmeasured)) = (moving, measured, unmeasured) else {
        return Err("the drawn trays hold no roll of each kind".into());
    };
    // Dice tumbling, then at rest (six frames): the first roll; then the second the same way.
    let frames = tempfile::tempdir()?;
    let mut k = 0;
    for (image, times) in [(&moving, 1), (&measured, 6), (&unmeasured, 6)] {
        for _ in 0..times {
            image.save(frames.path().join(format!("{k:02}.png")))?;
            k += 1;
        }
    }
    let reads = watched(frames.path())?;
    assert_eq!(reads.len(), 2, "{reads:?}");
    let second = reads[1]["dice"].as_array().ok_or("no dice")?;
    assert!(!second.is_empty(), "{reads:?}");
    for die in second {
        let tilt = die["camera_tilt"].as_f64().ok_or("no tilt")?;
        let confidence = die["confidence"].as_f64().ok_or("no confidence")?;
        assert!(
            tilt >= f64::from(vision::tilt::ASK_FROM) && confidence < f64::from(vision::SURE_AT),
            "taken unasked under a camera measured tilted: {die}"
        );
    }
    // In words, both reads say why they ask and what to do; so does `detect` on the second
    // roll's photo read alone, where it measures no tilt, it does not.
    let out = nuffle(&[
        "vision",
        "watch",
        "--folder",
        &frames.path().to_string_lossy(),
    ])?;
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    for line in &lines {
        assert!(
            line.contains("; every die asks: the camera looks about")
                && line.contains("point it straight down over the tray"),
            "{line}"
        );
    }
    let shown =
        |image: &vision::RgbImage, name: &str| -> Result<String, Box<dyn std::error::Error>> {
            let path = frames.path().join(name);
            image.save(&path)?;
            Ok(text(
                &nuffle(&["vision", "detect", &path.to_string_lossy()])?.stdout,
            ))
        };
    let measured_alone = shown(&measured, "measured.png")?;
    assert!(
        measured_alone.contains("every die asks: the camera looks about"),
        "{measured_alone}"
    );
    // Read alone, the roll with no 4 or 5 cannot tell the camera's angle, so it asks about
    // every die (`watch` takes nothing from a camera's first roll for the same reason); given
    // with the measured photo as one camera's, it takes the measured tilt and asks for that.
    let unmeasured_alone = shown(&unmeasured, "unmeasured.png")?;
    assert!(
        unmeasured_alone.contains(
            "every die asks: the camera's angle off straight down is not measured yet: a 4 or \
             a 5 read in the tray measures it; photos of one camera given together with \
             --one-camera lend each other its angle"
        ) && unmeasured_alone
            .lines()
            .skip(1)
            .any(|l| l.ends_with("(confirm)"))
            && !unmeasured_alone.lines().any(|l| l.starts_with("  ")
                && !l.contains("every die asks")
                && !l.ends_with("(confirm)")),
        "{unmeasured_alone}"
    );
    let together = nuffle(&[
        "vision",
        "detect",
        "--one-camera",
        &frames.path().join("measured.png").to_string_lossy(),
        &frames.path().join("unmeasured.png").to_string_lossy(),
    ])?;
    let together = text(&together.stdout);
    let second = together
        .split_once("unmeasured.png:")
        .map_or("", |(_, second)| second);
    assert!(
        second.contains("every die asks: the camera looks about"),
        "{together}"
    );
    Ok(())
}

/// Photos from above (byler-d6): one with no 4 or 5 read asks about every die when given
/// alone, and takes its sure dice when given after one that measured the camera near straight
/// down with `--one-camera`; the JSON says why a photo's dice ask, or null.
#[test]
fn detect_reads_photos_alone_unless_told_they_are_one_cameras() -> TestResult {
    let Some(dir) = byler() else { return Ok(()) };
    // 100211 shows 5s that measure the camera about 7° off straight down; 111742 (14 dice)
    // shows no 4 or 5 read surely enough to measure by.
    let measured = dir.join("images/IMG_20191209_100211.jpg");
    let unmeasured = dir.join("images/IMG_20191208_111742.jpg");
    let (measured, unmeasured) = (measured.to_string_lossy(), unmeasured.to_string_lossy());
    let sure = |line: &serde_json::Value| {
        line["dice"].as_array().map_or(0, |dice| {
            dice.iter()
                .filter(|d| d["confidence"].as_f64() >= Some(f64::from(vision::SURE_AT)))
                .count()
        })
    };
    let lines = |args: &[&str]| -> Result<Vec<serde_json::Value>, Box<dyn std::error::Error>> {
        let out = nuffle(&[&["vision", "detect", "--json"][..], args].concat())?;
        assert!(out.status.success(), "{}", text(&out.stderr));
        Ok(text(&out.stdout)
            .lines()
            .map(serde_json::from_str)
            .collect::<Result<_, _>>()?)
    };
    let alone = lines(&[&measured, &unmeasured])?;
    assert_eq!(alone.len(), 2);
    assert!(alone[0]["every_die_asks"].is_null(), "{}", alone[0]);
    assert!(sure(&alone[0]) > 0, "{}", alone[0]);
    assert!(
        alone[1]["every_die_asks"]
            .as_str()
            .is_some_and(|why| why.contains("not measured yet")),
        "{}",
        alone[1]
    );
    assert_eq!(sure(&alone[1]), 0, "{}", alone[1]);
    let together = lines(&["--one-camera", &measured, &unmeasured])?;
    assert!(together[1]["every_die_asks"].is_null(), "{}", together[1]);
    assert!(sure(&together[1]) > 0, "{}", together[1]);
    // Given in the other order, the first photo has nothing to go by yet.
    let backwards = lines(&["--one-camera", &unmeasured, &measured])?;
    assert_eq!(sure(&backwards[0]), 0, "{}", backwards[0]);
    assert!(
        backwards[0]["every_die_asks"]
            .as_str()
            .is_some_and(|why| !why.contains("--one-camera")),
        "{}",
        backwards[0]
    );
    Ok(())
}

/// What `nuffle vision watch --folder FRAMES --json` read, a JSON object a read.
fn watched(frames: &std::path::Path) -> Result<Vec<serde_json::Value>, Box<dyn std::error::Error>> {
    let out = nuffle(&[
        "vision",
        "watch",
        "--folder",
        &frames.to_string_lossy(),
        "--json",
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    Ok(text(&out.stdout)
        .lines()
        .map(serde_json::from_str)
        .collect::<Result<_, _>>()?)
}
