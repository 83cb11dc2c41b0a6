//! The recogniser on real photos: the byler-d6 set (`../shared/datasets/dice/byler-d6`, beside
//! the repository). Without it these tests say SKIPPED and pass, unless `NUFFLE_REQUIRE_SHARED`
//! is set, as CI does.

use nuffle_tests::byler;
use rules::DieKind;
use vision::{BlockMapping, Reading};

/// The train split's label mistakes: a training tool's list, checked here.
#[path = "../examples/mend/mends.rs"]
mod mends;

/// The dice of the test split whose labels are wrong, found by eye (image, centre, what the
/// die shows): a reader that reads them right disagrees with the labels there.
const LABEL_MISTAKES: [(&str, (f32, f32), &str); 3] = [
    (
        "IMG_20191209_100002.jpg",
        (138.0, 361.0),
        "labelled 2, shows 3",
    ),
    (
        "IMG_20191209_095555.jpg",
        (161.0, 266.0),
        "labelled 5, shows 6",
    ),
    (
        "IMG_20191208_111730.jpg",
        (316.0, 376.0),
        "a red 2 with no label",
    ),
];

/// The figures measured on the test split with the three shipped readers (recall 99.4 %,
/// value accuracy 98.7 %: 302 of 306, 194 dice taken unasked at `SURE_AT`, the two wrong by
/// the labels label mistakes), as a floor: a change that reads worse, or takes a die wrongly
/// without asking, fails here.
#[test]
fn the_test_split_reads_no_worse_than_measured() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    // The tilt each photo measures (`vision::tilt`): phone photos from above, none asks for it.
    let tilts = std::sync::Mutex::new(Vec::new());
    let read = |image: &vision::RgbImage| {
        let dice = vision::recognize(image);
        if let (Some(tilt), Ok(mut tilts)) = (vision::tilt::of_photo(&dice), tilts.lock()) {
            tilts.push(tilt);
        }
        dice
    };
    let r = vision::eval::evaluate_dir(&dir, Some("test"), vision::SURE_AT, read)?;
    let tilts = tilts.into_inner().unwrap_or_default();
    assert!(
        tilts.len() >= 30,
        "{} of 50 photos measured a tilt",
        tilts.len()
    );
    assert!(
        tilts.iter().all(|&t| t < vision::tilt::ASK_FROM),
        "from above, yet measured tilted: {tilts:?}"
    );
    assert_eq!((r.images, r.labelled), (50, 308), "the test split");
    assert!(r.recall >= 0.99, "recall {:.3}", r.recall);
    assert!(r.precision >= 0.99, "precision {:.3}", r.precision);
    // Issue 58: no rule is fitted to this split's dice any more, and its figure may move by a
    // die either way (302 of 306 since `middle_pip.rs` went, which read one navy 3).
    assert!(
        r.value_accuracy >= 0.985,
        "value accuracy {:.4}",
        r.value_accuracy
    );
    assert!(r.accepted >= 190, "only {} dice taken unasked", r.accepted);
    for w in &r.wrong_taken {
        let known = LABEL_MISTAKES.iter().any(|(image, (x, y), _)| {
            w.image == *image && (w.centre.0 - x).abs() < 8.0 && (w.centre.1 - y).abs() < 8.0
        });
        assert!(known, "taken without asking and wrong by the labels: {w:?}");
    }
    Ok(())
}

/// Pips alone (no network): the first recogniser's figures stay a floor too, since the app falls
/// back to it if the model cannot be used.
#[test]
fn pips_alone_read_no_worse_than_measured() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let pips = |image: &image::RgbImage| {
        vision::recognize::recognize_using(
            image,
            &vision::pip_finder::Params::default(),
            &[],
            vision::recognize::LogoFace::default(),
        )
    };
    let r = vision::eval::evaluate_dir(&dir, Some("test"), vision::SURE_AT, pips)?;
    assert!(
        r.recall >= 0.93 && r.precision >= 0.97 && r.value_accuracy >= 0.73,
        "{r:?}"
    );
    assert_eq!(r.accepted, 0, "pip counts alone are never sure");
    Ok(())
}

/// A real photo of six dice against a prompt for two: the referee is asked, told why.
#[test]
fn six_dice_in_view_for_a_two_dice_roll_need_confirmation() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191209_100211.jpg"))?;
    let dice = vision::recognize(&image);
    assert_eq!(dice.len(), 6, "six dice in this photo: {dice:?}");
    let reading = vision::read(
        &dice,
        &[DieKind::D6, DieKind::D6],
        &BlockMapping::default(),
        vision::SURE_AT,
    );
    let Reading::NeedsConfirmation { guess, reasons } = reading else {
        panic!("six dice cannot be a two-dice roll: {reading:?}");
    };
    assert!(guess.is_none());
    assert!(
        reasons[0].contains("6 dice in view; the roll wants 2"),
        "{reasons:?}"
    );
    Ok(())
}

/// A die found by one pip off its middle, and so read small (`vision::photo_size`): the
/// translucent red 3 of IMG_20191208_112104, whose gold pips the finder sees one of, 13 pixels
/// from its middle. Read round that pip, it was a 2 at 0.19; read again as large as the photo's
/// sure dice, on the square near it fullest of die, it is a 3, and asks, since its two reads
/// disagree. The sure 4 beside it stays as it was.
#[test]
fn a_die_found_off_its_middle_is_read_again_at_the_photos_size() -> Result<(), vision::VisionError>
{
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191208_112104.jpg"))?;
    let dice = vision::recognize(&image);
    let near = |x: f32, y: f32| die_near(&dice, x, y);
    let red = near(197.0, 352.0);
    assert_eq!(red.value, 3, "{red:?}");
    assert!(red.confidence <= vision::photo_size::MOVED_READ, "{red:?}");
    let black = near(249.0, 355.0);
    assert_eq!(black.value, 4, "{black:?}");
    assert!(black.confidence >= vision::SURE_AT, "{black:?}");
    Ok(())
}

/// The die read within 12 pixels of (x, y) each way; the test fails if there is none.
fn die_near(dice: &[vision::Detection], x: f32, y: f32) -> &vision::Detection {
    dice.iter()
        .find(|d| {
            let (cx, cy) = d.bbox.centre();
            (cx - x).abs() < 12.0 && (cy - y).abs() < 12.0
        })
        .unwrap_or_else(|| panic!("no die near ({x}, {y}): {dice:?}"))
}

/// The train split's label mistakes (`examples/mend/mends.rs`, mended in the folder the readers learn
/// from) name photos of the train split, never the test split's, and dice as the author
/// labelled them: a mislabelled die has a label there of another value, an unlabelled die none.
#[test]
fn the_mends_are_of_train_photos_and_their_dice_as_labelled() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let splits = vision::dataset::splits(&dir)?;
    let train = vision::dataset::load(&dir, Some("train"))?;
    for mend in mends::TRAIN_MENDS {
        let name = format!("{}.jpg", mend.image);
        assert_eq!(
            splits.get(&name).map(String::as_str),
            Some("train"),
            "{mend:?}"
        );
        let photo = train
            .iter()
            .find(|p| p.path.file_name().and_then(|n| n.to_str()) == Some(name.as_str()))
            .unwrap_or_else(|| panic!("{name} not loaded"));
        let there: Vec<u8> = photo
            .labels
            .iter()
            .filter(|l| {
                let (x, y) = l.bbox.centre();
                mend.is_at((f64::from(x), f64::from(y)))
            })
            .map(|l| l.value)
            .collect();
        if mend.unlabelled_side.is_some() {
            assert!(there.is_empty(), "{mend:?} is labelled {there:?}");
        } else {
            assert_eq!(there.len(), 1, "{mend:?}: {there:?}");
            assert_ne!(there[0], mend.shows, "{mend:?} is no mistake");
        }
    }
    Ok(())
}

/// Real dice alone in view, as a camera close over a one-die roll sees them: each of the test
/// split's lone dice cut out with its tray (four times its size) at three times the photos'
/// scale, about 110 pixels a die. A lone die has no other to measure it by; read unscaled,
/// its parts were taken for several dice (24 of these 51 read as one die, 20 right; now 41,
/// 38 right: `examples/lone_dice.rs`, docs/performance.md). None is taken unasked as another
/// value.
#[test]
fn a_lone_die_close_to_the_camera_reads_as_one_die() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let (mut lone, mut right) = (0, 0);
    for labelled in vision::dataset::load(&dir, Some("test"))? {
        let image = vision::camera::load(&labelled.path)?;
        for (cut, value) in vision::dataset::lone_dice(&image, &labelled.labels, 4.0) {
            let side = cut.width() * 3;
            let near =
                image::imageops::resize(&cut, side, side, image::imageops::FilterType::Triangle);
            let dice = vision::recognize(&near);
            lone += 1;
            right += usize::from(dice.len() == 1 && dice[0].value == value);
            for d in dice.iter().filter(|d| d.confidence >= vision::SURE_AT) {
                assert_eq!(
                    d.value, value,
                    "a lone {value} taken unasked as {}",
                    d.value
                );
            }
        }
    }
    assert_eq!(lone, 51, "the test split's lone dice");
    assert!(
        right >= 34,
        "{right} of {lone} lone dice read as one die, rightly"
    );
    Ok(())
}

/// The same real photo as a camera twice as near (or with twice the pixels) and one twice as
/// far would take it: the dice are measured and the photo read at the size the recogniser was
/// tuned for (`vision::scale`), so every die comes out with the same value, boxed in the
/// photo's own pixels; any other die read is one the referee is asked about. Read unscaled,
/// the photo at twice the size loses a die it reads at its own (checked).
#[test]
fn a_photo_at_twice_or_half_the_size_reads_the_same_dice() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191208_111328.jpg"))?;
    let native = vision::recognize(&image);
    assert_eq!(native.len(), 11, "{native:?}");
    for f in [2.0f32, 0.5] {
        let (w, h) = (
            (image.width() as f32 * f) as u32,
            (image.height() as f32 * f) as u32,
        );
        let other = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        let dice = vision::recognize(&other);
        assert_same_dice(&native, &dice, |(x, y)| (x / f, y / f), &format!("at {f}×"));
    }
    Ok(())
}

/// A read less sure than this is a guess among values the readers are near flat on (the dark
/// 5 of IMG_20191208_111730: a 6 at 0.25 by one set of readers, a 1 at 0.23 by
/// another), whose value a squashed or scaled photo may change; it must still be found, and
/// asked about.
const GUESS: f32 = 0.5;

/// Every die of `native` is read in `dice`, its centre (taken back to the native photo by
/// `back`) inside the native box, with its value unless the native read is a guess (under
/// [`GUESS`] sure); every other die of `dice` is asked about.
fn assert_same_dice(
    native: &[vision::Detection],
    dice: &[vision::Detection],
    back: impl Fn((f32, f32)) -> (f32, f32),
    what: &str,
) {
    let there =
        |d: &vision::Detection, n: &vision::Detection| n.bbox.contains(back(d.bbox.centre()));
    let same = |d: &vision::Detection, n: &vision::Detection| d.value == n.value && there(d, n);
    for n in native {
        assert!(
            dice.iter().any(|d| same(d, n)
                || (n.confidence < GUESS && there(d, n) && d.confidence < vision::SURE_AT)),
            "{what}, {n:?} is not read: {dice:?}"
        );
    }
    for d in dice {
        assert!(
            native.iter().any(|n| same(d, n)) || d.confidence < vision::SURE_AT,
            "{what}, {d:?} is taken unasked but is no die of the photo's"
        );
    }
}

/// The same real photo as a camera tilted over the tray would take it, the dice squashed to
/// 0.6 of their height (a tilt of about 50 degrees): the dice are measured squashed and the
/// photo stretched back before it is read (`vision::scale::stretch`), so every die comes out
/// with the value read from above, boxed in the squashed photo's pixels; any other die read is
/// one the referee is asked about. Read as it is, the squashed photo loses dice it reads from
/// above (checked). A camera tilted so far shows the dice's sides as well, which this copy
/// does not: the tilt is measured (`vision::tilt`) and every die asked about.
#[test]
fn a_photo_from_a_tilted_camera_reads_the_same_dice() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191208_111730.jpg"))?;
    let native = vision::recognize(&image);
    let by = 0.6;
    let (w, h) = (image.width(), (image.height() as f32 * by) as u32);
    let tilted = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
    let dice = vision::recognize(&tilted);
    assert_same_dice(&native, &dice, |(x, y)| (x, y / by), "squashed");
    for d in &dice {
        assert!(
            d.bbox.h < d.bbox.w,
            "a squashed die's box is squashed: {d:?}"
        );
        let tilt = d.camera_tilt.unwrap_or(0.0);
        assert!(
            (45.0..60.0).contains(&tilt) && d.confidence < vision::SURE_AT,
            "squashed by cos 53°, so asked about: {d:?}"
        );
    }
    assert!(
        native
            .iter()
            .all(|d| d.camera_tilt < Some(vision::tilt::ASK_FROM))
    );
    Ok(())
}

/// Every die of IMG_20191208_111730 read sure in daylight is read with the same value under
/// the light `gains` (red, green and blue), and every die taken unasked there is read so in
/// daylight.
fn assert_reads_alike_under(gains: [f32; 3], what: &str) -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191208_111730.jpg"))?;
    let native = vision::recognize(&image);
    let dice = vision::recognize(&vision::exposure::lit(&image, gains));
    // Read alike: the same value, the one's centre inside the other's box.
    let alike = |d: &vision::Detection, among: &[vision::Detection]| {
        among
            .iter()
            .any(|n| n.value == d.value && n.bbox.contains(d.bbox.centre()))
    };
    let sure = |d: &&vision::Detection| d.confidence >= vision::SURE_AT;
    assert!(native.iter().filter(sure).count() >= 8, "{native:?}");
    for n in native.iter().filter(sure) {
        assert!(
            alike(n, &dice),
            "{n:?}, sure in daylight, is not read {what}: {dice:?}"
        );
    }
    for d in dice.iter().filter(sure) {
        assert!(
            alike(d, &native),
            "{d:?}, taken {what}, is read otherwise in daylight"
        );
    }
    Ok(())
}

/// Under warm, dim lamps (red, green and blue times 0.6, 0.5 and 0.35, a tungsten-lit hall
/// against daylight) the photo is read alike: the crops are normalised by their own colours.
/// On the test split so lit: 297 of 306 values right against 298.
#[test]
fn a_photo_under_warm_dim_light_reads_the_same_dice() -> Result<(), vision::VisionError> {
    assert_reads_alike_under([0.6, 0.5, 0.35], "under warm lamps")
}

/// In a room a fifth as light (every channel times 0.2) the photo is brightened before it is
/// read (`vision::exposure`) and read alike. Unbrightened, its dice differ too little from the
/// tray for the pip finder's and the patches' fixed thresholds, and none is found (checked);
/// the test split so dim: 110 of 114 matched dice (recall 37 %) unbrightened, 299 of 307
/// (99.7 %) brightened.
#[test]
fn a_photo_in_a_dim_room_reads_the_same_dice() -> Result<(), vision::VisionError> {
    assert_reads_alike_under([0.2; 3], "in a dim room")
}

/// The same real photo with the dice rolled on a pitch: white lines three pixels wide ruled
/// over the tray every 72 pixels (a pitch's squares are about twice a die), running up to
/// the dice. The lines are taken out of the patches off the tray (`vision::lines`), so a die
/// touching one is still its own patch, and every die is read as on the plain tray. With the
/// lines left in, three of its eight dice are missed (checked). Over the test split ruled at
/// three offsets, 20 of 924 dice are missed against 50.
#[test]
fn dice_on_a_pitchs_lines_read_the_same() -> Result<(), vision::VisionError> {
    let Some(dir) = byler() else { return Ok(()) };
    let image = vision::camera::load(&dir.join("images/IMG_20191208_112957.jpg"))?;
    let native = vision::recognize(&image);
    let tray = vision::patches::median_colour(&image);
    let mut ruled = image.clone();
    for (x, y, p) in ruled.enumerate_pixels_mut() {
        let on_tray =
            p.0.iter()
                .zip(tray)
                .map(|(&v, t)| (f32::from(v) - t).powi(2))
                .sum::<f32>()
                < 40f32.powi(2);
        if on_tray && ((x + 24) % 72 < 3 || (y + 24) % 72 < 3) {
            p.0 = [235, 235, 230];
        }
    }
    assert_same_dice(&native, &vision::recognize(&ruled), |c| c, "on a pitch");
    Ok(())
}

/// The virtual camera plays a folder of real photos in name order, round and round.
#[test]
fn a_folder_of_photos_plays_as_a_camera_in_order() -> Result<(), Box<dyn std::error::Error>> {
    let Some(dir) = byler() else { return Ok(()) };
    let tmp = tempfile::tempdir()?;
    for name in ["IMG_20191208_111228.jpg", "IMG_20191209_100211.jpg"] {
        std::fs::copy(dir.join("images").join(name), tmp.path().join(name))?;
    }
    std::fs::write(tmp.path().join("notes.txt"), "not an image")?;
    use vision::camera::Camera;
    let mut camera = vision::camera::FolderCamera::open(tmp.path())?;
    assert_eq!(camera.len(), 2);
    let first = camera.frame()?;
    let second = camera.frame()?;
    let again = camera.frame()?;
    assert_eq!(first.dimensions(), (640, 640));
    assert_ne!(first.as_raw(), second.as_raw());
    assert_eq!(first.as_raw(), again.as_raw(), "it loops");
    // The same photo twice reads the same: recognition is a function of the image.
    assert_eq!(vision::recognize(&first), vision::recognize(&again));
    Ok(())
}

#[test]
fn an_empty_folder_is_no_camera_and_says_so() -> Result<(), Box<dyn std::error::Error>> {
    let tmp = tempfile::tempdir()?;
    let err = vision::camera::FolderCamera::open(tmp.path()).expect_err("no images");
    assert!(
        err.to_string().contains("holds no .jpg or .png images"),
        "{err}"
    );
    Ok(())
}
