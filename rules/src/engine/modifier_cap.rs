//! The `modifier_cap` switch: under Blitz Bowl a check's modifiers together never take its
//! result more than ±1 from the die, however many apply (002:L325, L523, L1155). The cap is
//! one more modifier, added as the roll is built, that brings the sum back to the cap; so the
//! prompt's "needs", the outcome and a Fumble's "1 after modifiers" all read the capped sum.
//! A natural 1 still fails and a natural 6 still succeeds (002:L325).
//!
//! Asked by the D6 checks: the Agility rolls (`Engine::agility_roll`), Blitz Bowl's Throw
//! Check (`engine/throw_ruler.rs`) and its Armour Check (`engine/blitz_injury.rs`, Kerrunch!'s
//! −1, 002:L562). Without the switch it is one field test.

use super::steps::Modifiers;
use super::{Engine, State};
use crate::prompt::Modifier;

/// `modifiers` with a cap of `cap` either way: one more modifier when their sum goes past it.
pub(crate) fn cap_modifiers(mut modifiers: Modifiers, cap: u8, name: String) -> Modifiers {
    let sum: i16 = modifiers.iter().map(|m| i16::from(m.value)).sum();
    let cap = i16::from(cap);
    let over = if sum > cap {
        cap - sum
    } else if sum < -cap {
        -cap - sum
    } else {
        return modifiers;
    };
    modifiers.push(Modifier {
        name,
        value: i8::try_from(over).unwrap_or(0),
    });
    modifiers
}

impl<S: State> Engine<'_, S> {
    /// `modifiers` under the ruleset's cap, if it has one (002:L325).
    #[inline]
    pub(crate) fn capped(&self, modifiers: Modifiers) -> Modifiers {
        match self.s.ruleset.modifier_cap {
            None => modifiers,
            Some(cap) => {
                let name = self.words(format_args!(
                    "no check is modified by more than {cap} either way (002:L325)"
                ));
                cap_modifiers(modifiers, cap, name)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(m: &Modifiers) -> i8 {
        m.iter().map(|m| m.value).sum()
    }

    fn of(values: &[i8]) -> Modifiers {
        values
            .iter()
            .map(|&value| Modifier {
                name: String::new(),
                value,
            })
            .collect()
    }

    #[test]
    fn the_sum_is_held_to_the_cap_either_way_002_l325() {
        assert_eq!(sum(&cap_modifiers(of(&[-1, -1]), 1, String::new())), -1);
        assert_eq!(sum(&cap_modifiers(of(&[1, 1, 1]), 1, String::new())), 1);
        assert_eq!(cap_modifiers(of(&[-1, 1]), 1, String::new()).len(), 2);
        assert_eq!(cap_modifiers(of(&[-1]), 1, String::new()).len(), 1);
    }
}
