//! Keying dice on the tower's keypad (digits, `#` Enter, `*` Clear), one die after another.
//!
//! When the app has said what it expects ([`crate::ToTower::Expect`]) the keypad keys exactly
//! those dice and finishes by itself after the last one. With nothing expected every digit is a
//! D6 and Enter sends them. A D16 takes one or two digits: `1` then Enter is 1, `1` `2` is 12,
//! any other first digit is the whole face.

use crate::message::{Dice, Die, DieKind, Kinds};

/// A key on the keypad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// 0-9.
    Digit(u8),
    /// `#`: ends a D16's one-digit face, or sends free entry.
    Enter,
    /// `*`: starts the entry again.
    Clear,
}

/// What a key press did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Press {
    /// Taken; more keys to come.
    Taken,
    /// Refused: no such face on the die being keyed (nothing changed).
    Refused,
    /// The last die was keyed: the result.
    Complete(Dice),
}

/// The keypad's entry in progress.
#[derive(Debug, Clone, Default)]
pub struct Keypad {
    expect: Kinds,
    dice: Dice,
    /// A D16's first digit, `1`, waiting to see whether a second follows.
    tens: bool,
}

impl Keypad {
    /// Starts keying `kinds` (empty: free entry of D6s).
    pub fn expect(&mut self, kinds: Kinds) {
        self.expect = kinds;
        self.clear();
    }

    /// The dice the keypad waits for (empty: free entry).
    pub fn expected(&self) -> &[DieKind] {
        &self.expect
    }

    /// Dice keyed so far.
    pub fn keyed(&self) -> &[Die] {
        &self.dice
    }

    fn clear(&mut self) {
        self.dice.clear();
        self.tens = false;
    }

    fn current(&self) -> DieKind {
        self.expect
            .get(self.dice.len())
            .copied()
            .unwrap_or(DieKind::D6)
    }

    /// Takes one key.
    pub fn press(&mut self, key: Key) -> Press {
        match key {
            Key::Clear => {
                self.clear();
                Press::Taken
            }
            Key::Enter if self.tens => {
                self.tens = false;
                self.push(Die {
                    kind: DieKind::D16,
                    face: 1,
                })
            }
            Key::Enter if self.expect.is_empty() && !self.dice.is_empty() => self.finish(),
            Key::Enter => Press::Refused,
            Key::Digit(d) => self.digit(d),
        }
    }

    fn digit(&mut self, d: u8) -> Press {
        let kind = self.current();
        let face = if self.tens {
            if d > 6 {
                return Press::Refused;
            }
            self.tens = false;
            10 + d
        } else if kind == DieKind::D16 && d == 1 {
            self.tens = true;
            return Press::Taken;
        } else {
            d
        };
        let die = Die { kind, face };
        if !die.is_valid() {
            return Press::Refused;
        }
        self.push(die)
    }

    fn push(&mut self, die: Die) -> Press {
        if self.dice.push(die).is_err() {
            return Press::Refused;
        }
        if !self.expect.is_empty() && self.dice.len() == self.expect.len() {
            return self.finish();
        }
        Press::Taken
    }

    fn finish(&mut self) -> Press {
        let dice = core::mem::take(&mut self.dice);
        self.expect.clear();
        self.tens = false;
        Press::Complete(dice)
    }
}

/// The 4x4 membrane keypad's layout, row by row (the letter keys are unused).
pub const LAYOUT: [[Option<Key>; 4]; 4] = {
    const fn d(n: u8) -> Option<Key> {
        Some(Key::Digit(n))
    }
    [
        [d(1), d(2), d(3), None],
        [d(4), d(5), d(6), None],
        [d(7), d(8), d(9), None],
        [Some(Key::Clear), d(0), Some(Key::Enter), None],
    ]
};

/// How long a key must read the same before it counts.
pub const DEBOUNCE_MS: u32 = 20;

/// Turns raw matrix scans (which row and column read pressed, if any) into key presses: a key
/// counts once, when it has read pressed for [`DEBOUNCE_MS`], and not again until released.
#[derive(Debug, Clone, Default)]
pub struct Debouncer {
    raw: Option<(u8, u8)>,
    since: u32,
    reported: bool,
}

impl Debouncer {
    /// One scan at `now`; returns a key when one has just been pressed.
    pub fn scan(&mut self, pressed: Option<(u8, u8)>, now: u32) -> Option<Key> {
        if pressed != self.raw {
            self.raw = pressed;
            self.since = now;
            self.reported = false;
            return None;
        }
        let (row, col) = pressed?;
        if self.reported || now.wrapping_sub(self.since) < DEBOUNCE_MS {
            return None;
        }
        self.reported = true;
        LAYOUT
            .get(usize::from(row))
            .and_then(|r| r.get(usize::from(col)))
            .copied()
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_counts_once_after_it_reads_steady_and_not_for_a_bounce() {
        let mut d = Debouncer::default();
        // A bounce: pressed, released, pressed again within the debounce time.
        assert_eq!(d.scan(Some((3, 2)), 0), None);
        assert_eq!(d.scan(None, 3), None);
        assert_eq!(d.scan(Some((3, 2)), 5), None);
        assert_eq!(d.scan(Some((3, 2)), 5 + DEBOUNCE_MS - 1), None);
        assert_eq!(d.scan(Some((3, 2)), 5 + DEBOUNCE_MS), Some(Key::Enter));
        // Held down: no repeat.
        assert_eq!(d.scan(Some((3, 2)), 500), None);
        assert_eq!(d.scan(None, 501), None);
        assert_eq!(d.scan(Some((0, 0)), 600), None);
        assert_eq!(d.scan(Some((0, 0)), 620), Some(Key::Digit(1)));
        // A letter key is no key.
        assert_eq!(d.scan(Some((0, 3)), 700), None);
        assert_eq!(d.scan(Some((0, 3)), 800), None);
    }

    fn kinds(k: &[DieKind]) -> Kinds {
        Kinds::from_slice(k).expect("fits")
    }

    fn press_all(pad: &mut Keypad, keys: &[Key]) -> Option<Dice> {
        let mut done = None;
        for &k in keys {
            if let Press::Complete(d) = pad.press(k) {
                done = Some(d);
            }
        }
        done
    }

    #[test]
    fn expected_dice_finish_by_themselves_in_order() {
        let mut pad = Keypad::default();
        pad.expect(kinds(&[DieKind::D6, DieKind::D8]));
        assert_eq!(pad.press(Key::Digit(4)), Press::Taken);
        let done = pad.press(Key::Digit(8));
        let Press::Complete(dice) = done else {
            panic!("two dice keyed: {done:?}")
        };
        assert_eq!(
            dice.as_slice(),
            [
                Die {
                    kind: DieKind::D6,
                    face: 4
                },
                Die {
                    kind: DieKind::D8,
                    face: 8
                }
            ]
        );
    }

    #[test]
    fn a_face_the_die_lacks_is_refused() {
        let mut pad = Keypad::default();
        pad.expect(kinds(&[DieKind::D6]));
        assert_eq!(pad.press(Key::Digit(7)), Press::Refused);
        assert_eq!(pad.press(Key::Digit(0)), Press::Refused);
        assert!(pad.keyed().is_empty());
        assert!(matches!(pad.press(Key::Digit(6)), Press::Complete(_)));
    }

    #[test]
    fn d16_takes_one_or_two_digits() {
        let mut pad = Keypad::default();
        pad.expect(kinds(&[DieKind::D16, DieKind::D16, DieKind::D16]));
        let dice = press_all(
            &mut pad,
            &[
                Key::Digit(1),
                Key::Digit(4),
                Key::Digit(1),
                Key::Enter,
                Key::Digit(9),
            ],
        )
        .expect("three D16 keyed");
        let faces: heapless::Vec<u8, 8> = dice.iter().map(|d| d.face).collect();
        assert_eq!(faces.as_slice(), [14, 1, 9]);
    }

    #[test]
    fn free_entry_is_d6s_sent_with_enter_and_clear_starts_again() {
        let mut pad = Keypad::default();
        assert_eq!(pad.press(Key::Enter), Press::Refused);
        let dice = press_all(
            &mut pad,
            &[
                Key::Digit(2),
                Key::Clear,
                Key::Digit(3),
                Key::Digit(5),
                Key::Enter,
            ],
        )
        .expect("sent");
        let faces: heapless::Vec<u8, 8> = dice.iter().map(|d| d.face).collect();
        assert_eq!(faces.as_slice(), [3, 5]);
    }
}
