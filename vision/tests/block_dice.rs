//! Block dice read by their symbols (experimental): drawn dice the reader never trained on
//! (another seed than the training set's), the real pip dice of the byler-d6 photos (none is a
//! block die), and the cap that keeps every block read unsure.

use rules::{BlockFace, DieKind};
use vision::LogoFace;
use vision::cnn::XorShift;
use vision::synth::{BLOCK_FACES, Face, block_class, block_face, draw};

#[test]
fn drawn_dice_are_the_same_for_a_seed_and_differ_between_faces() {
    let a = draw(Face::Block(BlockFace::Pushed), &mut XorShift(5));
    let b = draw(Face::Block(BlockFace::Pushed), &mut XorShift(5));
    assert_eq!(a.image, b.image);
    let c = draw(Face::Block(BlockFace::DefenderDown), &mut XorShift(5));
    assert_ne!(a.image, c.image, "the symbol changes the picture");
    for face in BLOCK_FACES {
        assert_eq!(block_face(block_class(face)), Some(face));
    }
    assert_eq!(block_face(0), None);
    assert_eq!(block_face(6), None);
}

#[test]
fn drawn_block_dice_it_never_saw_are_mostly_read_right_and_never_sure() {
    let mut rng = XorShift(77_001);
    let (mut right, mut total) = (0, 0);
    for k in 0..100 {
        let face = BLOCK_FACES[k % 5];
        let drawn = draw(Face::Block(face), &mut rng);
        let dice = vision::recognize_for(&drawn.image, &[DieKind::Block], true, LogoFace::Six);
        total += 1;
        if let [d] = dice.as_slice() {
            assert_eq!(d.kind, DieKind::Block);
            assert!(
                d.confidence < vision::SURE_AT,
                "a block read is never taken unasked: {}",
                d.confidence
            );
            right += usize::from(d.block_face() == Some(face));
        }
    }
    // Measured 85.1 % on 1,000 such dice (docs/performance.md); a floor well above chance (20 %).
    assert!(right >= 75, "{right} of {total} read right");
}

#[test]
fn a_pip_die_is_not_read_as_a_block_face() -> Result<(), vision::VisionError> {
    let Some(path) = nuffle_tests::byler_image("IMG_20191208_111702.jpg") else {
        return Ok(());
    };
    let photo = vision::camera::load(&path)?;
    // Eleven pip dice: as block dice, none; as pip dice, found.
    assert!(vision::recognize_for(&photo, &[DieKind::Block], true, LogoFace::Six).is_empty());
    assert!(vision::recognize_for(&photo, &[DieKind::Block], false, LogoFace::Six).len() >= 10);
    Ok(())
}
