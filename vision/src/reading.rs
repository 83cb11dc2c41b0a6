//! Dice as the rules prompt wants them: the recognised dice held against the kinds and count the
//! prompt asks for. A read is taken as it is only when it fits exactly and every die is sure;
//! otherwise the referee confirms, told why.

use rules::{BlockFace, DiceRoll, DiceSource, Die, DieKind};

use crate::detection::Detection;

/// Which block-die face each number of a plain D6 stands for (the seeds disagree; a setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockMapping {
    /// The face for 1-6.
    pub faces: [BlockFace; 6],
}

impl Default for BlockMapping {
    /// The common software numbering: 1 Attacker Down, 2 Both Down, 3-4 Pushed, 5 Defender
    /// Stumbles, 6 Defender Down.
    fn default() -> Self {
        use BlockFace::*;
        BlockMapping {
            faces: [
                AttackerDown,
                BothDown,
                Pushed,
                Pushed,
                DefenderStumbles,
                DefenderDown,
            ],
        }
    }
}

impl BlockMapping {
    /// A mapping from six comma-separated faces for 1-6: `AD,BD,P,P,DS,DD` (also the full names
    /// with or without spaces). Each face must appear, Pushed twice.
    pub fn parse(text: &str) -> Result<BlockMapping, String> {
        let names: Vec<String> = text
            .split(',')
            .map(|s| s.trim().to_ascii_lowercase().replace([' ', '_', '-'], ""))
            .collect();
        if names.len() != 6 {
            return Err(format!(
                "give six faces for 1-6, separated by commas; got {}",
                names.len()
            ));
        }
        let mut faces = [BlockFace::Pushed; 6];
        for (i, name) in names.iter().enumerate() {
            faces[i] = match name.as_str() {
                "ad" | "attackerdown" | "skull" => BlockFace::AttackerDown,
                "bd" | "bothdown" => BlockFace::BothDown,
                "p" | "pushed" | "push" => BlockFace::Pushed,
                "ds" | "defenderstumbles" => BlockFace::DefenderStumbles,
                "dd" | "defenderdown" | "pow" => BlockFace::DefenderDown,
                other => {
                    return Err(format!(
                        "`{other}` is not a block face: use AD, BD, P, DS or DD"
                    ));
                }
            };
        }
        let count = |f| faces.iter().filter(|&&x| x == f).count();
        if count(BlockFace::Pushed) != 2
            || [
                BlockFace::AttackerDown,
                BlockFace::BothDown,
                BlockFace::DefenderStumbles,
                BlockFace::DefenderDown,
            ]
            .iter()
            .any(|&f| count(f) != 1)
        {
            return Err("a block die has each face once and Pushed twice".into());
        }
        Ok(BlockMapping { faces })
    }

    /// The face a D6 value stands for.
    pub fn face(&self, value: u8) -> Option<BlockFace> {
        self.faces.get(usize::from(value).checked_sub(1)?).copied()
    }
}

/// What a camera read comes to.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// The dice fit the prompt and every one is sure: apply them.
    Sure(DiceRoll),
    /// Show the referee, with the reasons; `guess` is the read when its count and kinds fit.
    NeedsConfirmation {
        /// The best read, when it fits the prompt.
        guess: Option<DiceRoll>,
        /// Why it cannot be taken as it is.
        reasons: Vec<String>,
    },
}

/// How many unsure dice a read names one by one; past them it says how many more there are.
/// A roll is one to three dice, and a frame full of dice-like marks (a speckled table, a
/// camera pointed away from the tray) can hold hundreds: the referee needs the count and what
/// to do, not a line for each.
pub const UNSURE_NAMED: usize = 6;

/// More dice than this in one frame are no tray of dice: byler-d6's busiest photo holds 25
/// (a box of dice poured out), a Blood Bowl roll three. A speckled or patterned surface, or a
/// camera pointed away from the tray, shows hundreds of die-like marks (a drawn tray strewn
/// with 3,000 dark dots read as 425 dice), and the referee is told to aim the camera rather
/// than to take dice away.
pub const MORE_THAN_A_TRAY: usize = 40;

/// Why a read held at its cap asks whatever the reader made of it: a block die read by its
/// symbols ([`crate::block::UNMEASURED`]) or a die read from its logo
/// ([`crate::recognize::LOGO_UNMEASURED`]). The readers learnt both from drawn dice alone, so
/// the cap is no measure of how sure they are, and the referee is told so, not "90% sure".
fn capped(d: &Detection) -> Option<&'static str> {
    if d.kind == DieKind::Block && d.confidence >= crate::block::UNMEASURED {
        Some("block dice read by their symbols are always checked (learnt from drawn dice only)")
    } else if d.logo && d.confidence >= crate::recognize::LOGO_UNMEASURED {
        Some("a die read from its logo is always checked (logos learnt from drawn dice only)")
    } else {
        None
    }
}

/// Holds `detections` against the dice `wanted` (in the prompt's order; the dice are taken left
/// to right). A die below `threshold`, a die too many or too few, or a kind the camera cannot
/// read (D8, D16) makes the read need confirmation.
pub fn read(
    detections: &[Detection],
    wanted: &[DieKind],
    mapping: &BlockMapping,
    threshold: f32,
) -> Reading {
    let mut reasons = Vec::new();
    if let Some(kind) = wanted
        .iter()
        .find(|k| !matches!(k, DieKind::D6 | DieKind::Block))
    {
        reasons.push(format!(
            "the camera reads six-sided dice only: key the {} by hand",
            kind.name()
        ));
    }
    let mut dice: Vec<&Detection> = detections.iter().collect();
    dice.sort_by(|a, b| a.bbox.centre().0.total_cmp(&b.bbox.centre().0));
    if dice.len() != wanted.len() {
        let what_to_do = if dice.len() > MORE_THAN_A_TRAY {
            "point the camera at the dice tray alone (a speckled or patterned surface reads as \
             dice)"
        } else if dice.len() > wanted.len() {
            "take the other dice out of the camera's view"
        } else {
            "check every die of the roll lies in the camera's view"
        };
        reasons.push(format!(
            "{} {} in view; the roll wants {}: {what_to_do}, or key the roll",
            dice.len(),
            if dice.len() == 1 { "die" } else { "dice" },
            wanted.len()
        ));
    }
    for (i, (d, kind)) in dice.iter().zip(wanted).enumerate() {
        if d.kind == DieKind::Block && *kind != DieKind::Block {
            reasons.push(format!(
                "die {} shows a block-die face; the roll wants a {}",
                i + 1,
                kind.name()
            ));
        }
    }
    if let Some(why) = crate::tilt::why_asked(dice.iter().copied()) {
        reasons.push(why);
    }
    let unsure: Vec<(usize, &&Detection)> = dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.confidence < threshold)
        .collect();
    for &(i, d) in unsure.iter().take(UNSURE_NAMED) {
        let read = d.read_as();
        let read = if d.logo {
            read
        } else {
            format!("read as {read}")
        };
        reasons.push(match capped(d) {
            Some(why) => format!("die {} ({read}) asks: {why}", i + 1),
            None => format!(
                "die {} ({read}) is unsure: {} sure",
                i + 1,
                d.percent_sure()
            ),
        });
    }
    if let Some(more) = unsure.len().checked_sub(UNSURE_NAMED).filter(|&n| n > 0) {
        reasons.push(format!(
            "and {more} more {} unsure",
            if more == 1 { "die is" } else { "dice are" }
        ));
    }
    let confidence: Vec<f32> = dice.iter().map(|d| d.confidence).collect();
    let guess = (dice.len() == wanted.len())
        .then(|| {
            let faces: Option<Vec<Die>> = dice
                .iter()
                .zip(wanted)
                .map(|(d, kind)| match (kind, d.kind) {
                    (DieKind::D6, DieKind::D6) => Some(Die::D6(d.value)),
                    (DieKind::Block, DieKind::D6) => mapping.face(d.value).map(Die::Block),
                    (DieKind::Block, DieKind::Block) => d.block_face().map(Die::Block),
                    _ => None,
                })
                .collect();
            faces.map(|dice| DiceRoll {
                dice: dice.into(),
                source: DiceSource::Camera,
                confidence: confidence.clone(),
            })
        })
        .flatten();
    match guess {
        Some(roll) if reasons.is_empty() => Reading::Sure(roll),
        guess => Reading::NeedsConfirmation { guess, reasons },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detection::BBox;

    /// The dice of a read that must be sure.
    fn sure(dice: &[Detection], wanted: &[DieKind], mapping: &BlockMapping) -> Vec<Die> {
        match read(dice, wanted, mapping, 0.9) {
            Reading::Sure(roll) => roll.dice.to_vec(),
            unsure => panic!("not sure: {unsure:?}"),
        }
    }

    fn die(value: u8, confidence: f32, x: f32) -> Detection {
        Detection {
            kind: DieKind::D6,
            value,
            confidence,
            bbox: BBox {
                x,
                y: 0.0,
                w: 10.0,
                h: 10.0,
            },
            logo: false,
            camera_tilt: None,
        }
    }

    #[test]
    fn sure_dice_that_fit_are_taken_left_to_right() {
        let read = read(
            &[die(5, 0.99, 50.0), die(2, 0.98, 0.0)],
            &[DieKind::D6, DieKind::D6],
            &BlockMapping::default(),
            0.9,
        );
        let Reading::Sure(roll) = read else {
            panic!("{read:?}")
        };
        assert_eq!(roll.dice[..], [Die::D6(2), Die::D6(5)]);
        assert_eq!(roll.source, DiceSource::Camera);
        assert_eq!(roll.confidence, [0.98, 0.99]);
    }

    #[test]
    fn an_extra_die_a_missing_die_or_an_unsure_die_needs_confirmation() {
        let two = [DieKind::D6, DieKind::D6];
        let m = BlockMapping::default();
        let Reading::NeedsConfirmation { guess, reasons } =
            read(&[die(1, 0.99, 0.0)], &two, &m, 0.9)
        else {
            panic!()
        };
        assert!(
            guess.is_none()
                && reasons[0].contains("1 die in view; the roll wants 2")
                && reasons[0].contains("check every die of the roll lies in the camera's view"),
            "{reasons:?}"
        );
        let Reading::NeedsConfirmation { guess, reasons } =
            read(&[die(3, 0.99, 0.0), die(4, 0.5, 9.0)], &two, &m, 0.9)
        else {
            panic!()
        };
        assert_eq!(
            guess.map(|g| g.dice.to_vec()),
            Some(vec![Die::D6(3), Die::D6(4)])
        );
        assert!(
            reasons[0].contains("die 2 (read as 4) is unsure"),
            "{reasons:?}"
        );
        let Reading::NeedsConfirmation { reasons, .. } =
            read(&[die(3, 0.99, 0.0)], &[DieKind::D8], &m, 0.9)
        else {
            panic!()
        };
        assert!(reasons[0].contains("key the D8"), "{reasons:?}");
    }

    /// A frame full of dice-like marks (a speckled table under the camera read 425 "dice" in
    /// a drawn test) says how many it saw and what to do, and names only the first
    /// [`UNSURE_NAMED`] unsure dice, then how many more: not a line for each.
    #[test]
    fn a_frame_full_of_unsure_dice_says_how_many_and_what_to_do_in_a_few_lines() {
        let many: Vec<Detection> = (0..40).map(|i| die(3, 0.5, 10.0 * i as f32)).collect();
        let Reading::NeedsConfirmation { guess, reasons } = read(
            &many,
            &[DieKind::D6, DieKind::D6],
            &BlockMapping::default(),
            0.9,
        ) else {
            panic!("forty dice for a roll of two ask")
        };
        assert!(guess.is_none());
        assert!(
            reasons[0].contains("40 dice in view; the roll wants 2")
                && reasons[0].contains("take the other dice out of the camera's view"),
            "{reasons:?}"
        );
        assert_eq!(reasons.len(), 1 + UNSURE_NAMED + 1, "{reasons:?}");
        assert!(reasons[UNSURE_NAMED].contains("die 6 (read as 3) is unsure"));
        assert_eq!(
            reasons.last().map(String::as_str),
            Some("and 34 more dice are unsure")
        );
        // Exactly as many unsure dice as are named: no line of more.
        let six: Vec<Detection> = (0..UNSURE_NAMED).map(|i| die(3, 0.5, i as f32)).collect();
        let Reading::NeedsConfirmation { reasons, .. } =
            read(&six, &[DieKind::D6], &BlockMapping::default(), 0.9)
        else {
            panic!()
        };
        assert_eq!(reasons.len(), 1 + UNSURE_NAMED, "{reasons:?}");
        // Past what any tray of dice holds, the surface is the likelier cause, not spare dice.
        let marks: Vec<Detection> = (0..=MORE_THAN_A_TRAY)
            .map(|i| die(3, 0.5, i as f32))
            .collect();
        let Reading::NeedsConfirmation { reasons, .. } =
            read(&marks, &[DieKind::D6], &BlockMapping::default(), 0.9)
        else {
            panic!()
        };
        assert!(
            reasons[0].contains(
                "41 dice in view; the roll wants 1: point the camera at the dice \
                                 tray alone (a speckled or patterned surface reads as dice), or \
                                 key the roll"
            ),
            "{reasons:?}"
        );
    }

    /// A photo from a camera tilted past `tilt::ASK_FROM` says so and what to do, once
    /// whatever the dice; one nearly straight down says nothing of its tilt.
    #[test]
    fn a_tilted_camera_is_named_with_what_to_do() {
        let tilted = |tilt: f32, x: f32| Detection {
            camera_tilt: Some(tilt),
            ..die(4, 0.99, x)
        };
        let two = [DieKind::D6, DieKind::D6];
        let m = BlockMapping::default();
        let Reading::NeedsConfirmation { guess, reasons } =
            read(&[tilted(31.6, 0.0), tilted(31.6, 9.0)], &two, &m, 0.9)
        else {
            panic!("a tilted camera asks")
        };
        assert_eq!(
            guess.map(|g| g.dice.to_vec()),
            Some(vec![Die::D6(4), Die::D6(4)])
        );
        assert_eq!(reasons.len(), 1, "{reasons:?}");
        assert!(
            reasons[0].contains("about 32° off straight down")
                && reasons[0].contains("point it straight down"),
            "{reasons:?}"
        );
        // Just under the tilt that asks: the dice are taken as read.
        assert_eq!(
            sure(&[tilted(24.9, 0.0), tilted(24.9, 9.0)], &two, &m),
            [Die::D6(4), Die::D6(4)]
        );
    }

    /// A die read from its logo says so, and the value the logo stands for, so the referee
    /// knows what to check on the die; its value counts as any other.
    #[test]
    fn an_unsure_logo_die_is_named_as_a_logo_and_its_value() {
        let logo = Detection {
            logo: true,
            ..die(6, 0.9, 0.0)
        };
        let Reading::NeedsConfirmation { guess, reasons } = read(
            std::slice::from_ref(&logo),
            &[DieKind::D6],
            &BlockMapping::default(),
            0.9999,
        ) else {
            panic!("a logo read at 0.9 asks")
        };
        assert_eq!(guess.map(|g| g.dice.to_vec()), Some(vec![Die::D6(6)]));
        assert!(
            reasons[0].contains(
                "die 1 (a logo, read as 6) asks: a die read from its logo is always checked"
            ),
            "{reasons:?}"
        );
        assert!(
            !reasons[0].contains('%'),
            "the cap is no measure: {reasons:?}"
        );
        // Under the cap the logo's own doubt shows, as any die's.
        let doubtful = Detection {
            confidence: 0.6,
            ..logo
        };
        let Reading::NeedsConfirmation { reasons, .. } = read(
            &[doubtful],
            &[DieKind::D6],
            &BlockMapping::default(),
            0.9999,
        ) else {
            panic!("a logo read at 0.6 asks")
        };
        assert!(
            reasons[0].contains("die 1 (a logo, read as 6) is unsure: 60% sure"),
            "{reasons:?}"
        );
    }

    #[test]
    fn block_dice_read_by_their_symbols_skip_the_mapping_and_are_no_d6() {
        let symbol = |class: u8, x: f32| Detection {
            kind: DieKind::Block,
            ..die(class, 0.99, x)
        };
        // Class 1 is Attacker Down whatever the numbering says 1 is.
        let mapping = BlockMapping::parse("DD, DS, P, P, BD, AD").expect("a full die");
        let two = [DieKind::Block, DieKind::Block];
        assert_eq!(
            sure(&[symbol(5, 30.0), symbol(1, 0.0)], &two, &mapping),
            [
                Die::Block(BlockFace::AttackerDown),
                Die::Block(BlockFace::DefenderDown)
            ]
        );
        let Reading::NeedsConfirmation { guess, reasons } =
            read(&[symbol(3, 0.0)], &[DieKind::D6], &mapping, 0.9)
        else {
            panic!()
        };
        assert!(guess.is_none());
        assert!(
            reasons[0].contains("die 1 shows a block-die face; the roll wants a D6"),
            "{reasons:?}"
        );
        let unsure = Detection {
            confidence: 0.5,
            ..symbol(4, 0.0)
        };
        let Reading::NeedsConfirmation { reasons, .. } =
            read(&[unsure], &[DieKind::Block], &mapping, 0.9)
        else {
            panic!()
        };
        assert!(
            reasons[0].contains("read as Defender Stumbles"),
            "{reasons:?}"
        );
    }

    /// A block die read by its symbols is held at [`crate::block::UNMEASURED`] however sure
    /// the reader is, so it says why it asks, not a percentage the cap made; below the cap
    /// the reader's doubt shows.
    #[test]
    fn a_block_die_held_at_its_cap_says_why_it_asks_not_how_sure() {
        let symbol = |confidence: f32| Detection {
            kind: DieKind::Block,
            ..die(3, confidence, 0.0)
        };
        let m = BlockMapping::default();
        let reasons = |d: Detection| match read(&[d], &[DieKind::Block], &m, crate::SURE_AT) {
            Reading::NeedsConfirmation { reasons, .. } => reasons,
            sure => panic!("a block read by its symbols asks: {sure:?}"),
        };
        let capped = reasons(symbol(crate::block::UNMEASURED));
        assert_eq!(
            capped,
            [
                "die 1 (read as Pushed) asks: block dice read by their symbols are always \
              checked (learnt from drawn dice only)"
            ]
        );
        let doubtful = reasons(symbol(0.7));
        assert!(
            doubtful[0].contains("die 1 (read as Pushed) is unsure: 70% sure"),
            "{doubtful:?}"
        );
    }

    #[test]
    fn block_dice_read_through_the_mapping_setting() {
        let mapping = BlockMapping::parse("DD, DS, P, P, BD, AD").expect("a full die");
        let two = [DieKind::Block, DieKind::Block];
        assert_eq!(
            sure(&[die(1, 0.99, 0.0), die(4, 0.99, 20.0)], &two, &mapping),
            [
                Die::Block(BlockFace::DefenderDown),
                Die::Block(BlockFace::Pushed)
            ]
        );
        // With the common numbering the same 1 is Attacker Down.
        let Reading::Sure(roll) = read(
            &[die(1, 0.99, 0.0)],
            &[DieKind::Block],
            &BlockMapping::default(),
            0.9,
        ) else {
            panic!()
        };
        assert_eq!(roll.dice[..], [Die::Block(BlockFace::AttackerDown)]);
        assert!(BlockMapping::parse("AD,BD,P,DS,DS,DD").is_err());
        assert!(BlockMapping::parse("AD,BD,P,P,DS").is_err());
    }
}
