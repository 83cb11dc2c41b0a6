//! A camera tilted off straight down, on drawn trays of dice seen as it sees them, sides and all
//! (`vision::oblique`): the recogniser measures the tilt from the 4s and 5s it reads
//! (`vision::tilt`), and from `tilt::ASK_FROM` asks about every die, since a die's side, or its
//! top and a side together, can be read as a die (drawn trays at 30-45°).

use vision::cnn::XorShift;
use vision::oblique;
use vision::tilt::ASK_FROM;

/// How many of `dice` are taken unasked.
fn sure(dice: &[vision::Detection]) -> usize {
    dice.iter()
        .filter(|d| d.confidence >= vision::SURE_AT)
        .count()
}

/// The tilts measured on twelve drawn trays of eight dice seen `tilt` degrees off straight
/// down (trays with no 4 or 5 read measure none), and how many dice were taken unasked on the
/// trays that measured one.
fn measured(tilt: f32, seed: u64) -> (Vec<f32>, usize) {
    let mut rng = XorShift(seed);
    let mut tilts = Vec::new();
    let mut taken = 0;
    for _ in 0..12 {
        let tray = oblique::draw(&mut rng, tilt, 8);
        let dice = vision::recognize(&tray.image);
        if let Some(tilt) = vision::tilt::of_photo(&dice) {
            tilts.push(tilt);
            taken += sure(&dice);
        }
    }
    (tilts, taken)
}

#[test]
fn a_camera_tilted_35_degrees_is_measured_so_and_every_die_asked_about() {
    let (tilts, taken) = measured(35.0, 5);
    assert!(
        tilts.len() >= 5,
        "only {} of 12 trays measured",
        tilts.len()
    );
    for t in &tilts {
        assert!((29.0..41.0).contains(t), "35° measured {t:.1}°: {tilts:?}");
    }
    // A tray with no 4 or 5 read measures no tilt, and its dice may still be taken
    //.
    assert_eq!(
        taken, 0,
        "dice taken unasked under a camera measured tilted"
    );
}

#[test]
fn a_camera_near_straight_down_is_measured_so_and_its_dice_taken() {
    let (tilts, taken) = measured(10.0, 5);
    assert!(
        tilts.len() >= 5,
        "only {} of 12 trays measured",
        tilts.len()
    );
    for t in &tilts {
        assert!(*t < ASK_FROM - 5.0, "10° measured {t:.1}°: {tilts:?}");
    }
    assert!(taken >= 20, "only {taken} dice taken unasked");
}

/// A Blood Bowl roll is one to three dice, and most such photos have no 4 or 5 to measure the
/// tilt by. Read as one camera's photos (`vision::tilt::CameraTilt`), trays of 1-3 dice seen
/// 35° off straight down take no die unasked from the first photo that measured the tilt on;
/// read alone, some of the photos that measure none do take dice (checked, so the camera's
/// memory is what asks).
#[test]
fn a_tilted_cameras_photos_that_measure_no_tilt_ask_too() {
    let mut rng = XorShift(11);
    let mut camera = vision::tilt::CameraTilt::new();
    let (mut measured_yet, mut taken_alone, mut taken_through_camera) = (false, 0, 0);
    for _ in 0..30 {
        let count = 1 + (rng.next_u64() % 3) as usize;
        let tray = oblique::draw(&mut rng, 35.0, count);
        let mut dice = vision::recognize(&tray.image);
        let own = vision::tilt::of_photo(&dice);
        measured_yet |= own.is_some();
        if measured_yet && own.is_none() {
            taken_alone += sure(&dice);
        }
        camera.read(&mut dice);
        if measured_yet {
            taken_through_camera += sure(&dice);
            assert!(
                dice.iter().all(|d| d.camera_tilt >= Some(ASK_FROM)),
                "{dice:?}"
            );
        }
    }
    assert!(measured_yet, "no tray measured the tilt");
    assert!(
        taken_alone > 0,
        "no unmeasured photo took a die alone: the test shows nothing"
    );
    assert_eq!(taken_through_camera, 0, "dice taken unasked");
}

/// The same camera's memory does not make a camera that looks nearly straight down ask:
/// trays of 1-3 dice at 10° take dice through it as they do alone.
#[test]
fn a_camera_near_straight_down_takes_small_rolls_through_its_memory_too() {
    let mut rng = XorShift(11);
    let mut camera = vision::tilt::CameraTilt::new();
    let (mut alone, mut through) = (0, 0);
    for _ in 0..20 {
        let count = 1 + (rng.next_u64() % 3) as usize;
        let tray = oblique::draw(&mut rng, 10.0, count);
        let mut dice = vision::recognize(&tray.image);
        alone += sure(&dice);
        camera.read(&mut dice);
        through += sure(&dice);
    }
    assert!(alone >= 10, "only {alone} dice taken");
    assert_eq!(through, alone);
}
