//! Dice as the engine receives them: faces read off real dice, where they came from, and how
//! sure the reader was. The engine never rolls; it checks that what arrives fits what it asked.

use serde::{Deserialize, Serialize};

/// The kinds of die the engine asks for (000:L251).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieKind {
    /// A six-sided die.
    D6,
    /// An eight-sided die, read against the Scatter template.
    D8,
    /// A block die: five faces, Pushed twice (000:L553-L577).
    Block,
    /// The sixteen-sided die that picks a random player by shirt number (000:L983).
    D16,
}

impl DieKind {
    /// The name a referee reads: "D6", "D8", "block die".
    pub fn name(self) -> &'static str {
        match self {
            DieKind::D6 => "D6",
            DieKind::D8 => "D8",
            DieKind::Block => "block die",
            DieKind::D16 => "D16",
        }
    }
}

/// The faces of a block die (000:L553-L577). Which number a plain die maps to is the dice
/// source's business (the digest §9.4 finds the seeds contradict each other), never the engine's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockFace {
    /// The attacker is Knocked Down (000:L561).
    AttackerDown,
    /// Both are Knocked Down unless they use Block (000:L563-L565).
    BothDown,
    /// The defender is pushed back one square (000:L567).
    Pushed,
    /// Pushed, then Knocked Down unless he uses Dodge (000:L569-L573).
    DefenderStumbles,
    /// Pushed, then Knocked Down (000:L575-L577).
    DefenderDown,
}

impl BlockFace {
    /// The face's name as the rulebook prints it.
    pub fn name(self) -> &'static str {
        match self {
            BlockFace::AttackerDown => "Attacker Down",
            BlockFace::BothDown => "Both Down",
            BlockFace::Pushed => "Pushed",
            BlockFace::DefenderStumbles => "Defender Stumbles",
            BlockFace::DefenderDown => "Defender Down",
        }
    }

    /// The face under the common software numbering (1 Attacker Down, 2 Both Down, 3-4 Pushed,
    /// 5 Defender Stumbles, 6 Defender Down; digest §9.4). Dice sources may use their own map.
    pub fn from_number(n: u8) -> Option<BlockFace> {
        Some(match n {
            1 => BlockFace::AttackerDown,
            2 => BlockFace::BothDown,
            3 | 4 => BlockFace::Pushed,
            5 => BlockFace::DefenderStumbles,
            6 => BlockFace::DefenderDown,
            _ => return None,
        })
    }
}

/// One die as read: its kind and the face it shows. In JSON `{"d6": 4}`, `{"d8": 2}`,
/// `{"d16": 11}`, `{"block": "pushed"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    /// A D6 showing 1-6.
    D6(u8),
    /// A D8 showing 1-8.
    D8(u8),
    /// A block die.
    Block(BlockFace),
    /// A D16 showing 1-16.
    D16(u8),
}

impl Die {
    /// What kind of die this is.
    pub fn kind(self) -> DieKind {
        match self {
            Die::D6(_) => DieKind::D6,
            Die::D8(_) => DieKind::D8,
            Die::Block(_) => DieKind::Block,
            Die::D16(_) => DieKind::D16,
        }
    }

    /// The number shown (block dice have none).
    pub fn value(self) -> Option<u8> {
        match self {
            Die::D6(v) | Die::D8(v) | Die::D16(v) => Some(v),
            Die::Block(_) => None,
        }
    }

    /// Whether the face exists on such a die.
    pub fn is_valid(self) -> bool {
        match self {
            Die::D6(v) => (1..=6).contains(&v),
            Die::D8(v) => (1..=8).contains(&v),
            Die::D16(v) => (1..=16).contains(&v),
            Die::Block(_) => true,
        }
    }
}

impl std::fmt::Display for Die {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Die::D6(v) | Die::D8(v) | Die::D16(v) => write!(f, "{v}"),
            Die::Block(face) => f.write_str(face.name()),
        }
    }
}

/// Where a roll came from. Kept in the log so the league can tell tower dice from clicks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceSource {
    /// The USB dice tower.
    Tower,
    /// The camera over the dice tray.
    Camera,
    /// Typed or clicked by a person.
    #[default]
    Manual,
    /// The simulator's seeded generator.
    Simulator,
}

/// A roll's dice, in order. Held inline up to eight (a roll of the game asks at most three
/// at once; more spill to the heap), so the dice of an input, of a waiting re-roll and of a
/// ruling cost no allocation; in JSON a plain list, as a `Vec` is.
pub type Dice = smallvec::SmallVec<[Die; 8]>;

/// A dice result as an input: the dice, where they came from and, per die, how sure the reader
/// was (0-1; empty when a person entered them).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct DiceRoll {
    /// The dice, in the order the prompt asked for them.
    pub dice: Dice,
    /// Who read them.
    #[serde(default)]
    pub source: DiceSource,
    /// Per-die confidence of a camera or tower reading.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub confidence: Vec<f32>,
}

impl DiceRoll {
    /// Dice typed in by hand.
    pub fn manual(dice: impl Into<Dice>) -> DiceRoll {
        DiceRoll {
            dice: dice.into(),
            source: DiceSource::Manual,
            confidence: Vec::new(),
        }
    }
}

/// Whether `roll` fits a roll named `name` that wants the dice `wanted`, in order: the same
/// kinds, faces that exist, one confidence per die or none. Every dice source (click, camera,
/// tower) is checked by this one function, and so is every roll the engine takes; the error
/// says what was wanted and what came, in words for the referee.
pub fn fit(name: &str, wanted: &[DieKind], roll: &DiceRoll) -> Result<(), String> {
    let kinds_fit = roll.dice.len() == wanted.len()
        && roll.dice.iter().zip(wanted).all(|(d, &k)| d.kind() == k);
    if !kinds_fit {
        let got: Vec<DieKind> = roll.dice.iter().map(|d| d.kind()).collect();
        let names = |kinds: &[DieKind]| {
            kinds
                .iter()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join(" + ")
        };
        return Err(format!(
            "{name} needs {}; got {}",
            names(wanted),
            if got.is_empty() {
                "no dice".to_string()
            } else {
                names(&got)
            }
        ));
    }
    if let Some(bad) = roll.dice.iter().find(|d| !d.is_valid()) {
        return Err(format!(
            "a {} cannot show {bad}: read the die again",
            bad.kind().name()
        ));
    }
    if !roll.confidence.is_empty() && roll.confidence.len() != roll.dice.len() {
        return Err(format!(
            "{} confidences for {} dice: give one per die or none",
            roll.confidence.len(),
            roll.dice.len()
        ));
    }
    if let Some(bad) = roll.confidence.iter().find(|c| !(0.0..=1.0).contains(*c)) {
        return Err(format!(
            "a confidence of {bad} is no chance: give each die's between 0 and 1 (a camera's \
             0.97), or none"
        ));
    }
    Ok(())
}

/// The D6 roll an Agility roll needs before modifiers: 6+ at AG1 down to 1+ at AG6 (000:L471-L475).
pub fn agility_target(ag: u8) -> u8 {
    7u8.saturating_sub(ag).max(1)
}

/// Whether a D6 roll succeeds against `target` with `modifier`: a natural 6 always succeeds and
/// a natural 1 always fails (000:L465, L490).
pub fn succeeds(natural: u8, modifier: i8, target: u8) -> bool {
    match natural {
        6 => true,
        0 | 1 => false,
        n => i16::from(n) + i16::from(modifier) >= i16::from(target),
    }
}

/// Whether a throw's D6 (a pass, a bomb, a team-mate) is fumbled: a natural 1, or 1 or less
/// after modifiers (000:L1151-L1153, 004:L1722-L1727).
pub fn fumbled(natural: u8, modifier: i8) -> bool {
    natural == 1 || i16::from(natural) + i16::from(modifier) <= 1
}

/// The lowest natural D6 that succeeds against `target` with `modifier` (2-6).
pub fn natural_needed(modifier: i8, target: u8) -> u8 {
    (2..=6)
        .find(|&n| succeeds(n, modifier, target))
        .unwrap_or(6)
}

/// D3 read off a D6: 1-2 → 1, 3-4 → 2, 5-6 → 3 (000:L251).
pub fn d3(d6: u8) -> u8 {
    d6.div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A camera's confidence is a chance: 0.97 fits, 7 or -1 is refused with what to give.
    #[test]
    fn a_confidence_outside_0_to_1_does_not_fit() {
        let roll = |c: f32| DiceRoll {
            dice: vec![Die::D6(4)].into_iter().collect(),
            source: DiceSource::Camera,
            confidence: vec![c],
        };
        assert_eq!(fit("Dodge", &[DieKind::D6], &roll(0.97)), Ok(()));
        for bad in [7.0, -1.0] {
            let why = fit("Dodge", &[DieKind::D6], &roll(bad)).expect_err("no chance");
            assert!(why.contains("between 0 and 1"), "{why}");
        }
    }

    #[test]
    fn agility_table_runs_6_plus_to_1_plus_000_l471() {
        let targets: Vec<u8> = (1..=7).map(agility_target).collect();
        assert_eq!(targets, vec![6, 5, 4, 3, 2, 1, 1]);
    }

    #[test]
    fn natural_six_succeeds_and_natural_one_fails_whatever_the_modifiers_000_l465() {
        assert!(succeeds(6, -5, 6));
        assert!(!succeeds(1, 5, 2));
        assert_eq!(natural_needed(-2, 4), 6);
        assert_eq!(natural_needed(1, 4), 3);
    }

    #[test]
    fn dice_read_as_json_by_kind() {
        let roll: DiceRoll =
            serde_json::from_str(r#"{"dice":[{"d6":4},{"block":"both_down"}],"source":"tower"}"#)
                .expect("parses");
        assert_eq!(roll.dice[..], [Die::D6(4), Die::Block(BlockFace::BothDown)]);
        assert_eq!(roll.source, DiceSource::Tower);
        assert!(!Die::D6(7).is_valid());
    }
}
