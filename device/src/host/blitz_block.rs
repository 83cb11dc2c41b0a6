//! The tower's block die in a Blitz Bowl match (seed 002): the tower keys a `block` die as one
//! of six faces (1-6); which Blitz Bowl face each stands for (Smash, Kerrunch!, Shove, Tackle,
//! Miss, 002:L554-L574) is a setting, [`BlitzBlockMap`], by default the data's `[block_die]`
//! numbering. The match asks its Block Dice as D6s read by that numbering, so a keyed face is
//! handed to it as the D6 number the match's numbering gives the same Blitz Bowl face.

use rules::ruleset::BlockDicePolicy;
use rules::{Match, Prompt, RollRequest};
use tables::{BlitzFace, BlockDie};

use super::prompt::{Offer, expect, offer};
use crate::message::{Die, DieKind, Kinds};

/// The engine's name of a Blitz Bowl Block Dice roll.
const BLOCK_DICE: &str = "Block Dice";

/// Which Blitz Bowl face each of the tower's six block faces stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlitzBlockMap {
    faces: [BlitzFace; 6],
}

impl BlitzBlockMap {
    /// The map that reads the tower's faces as the data's `[block_die]` numbering does.
    pub fn from_data(die: &BlockDie) -> Option<BlitzBlockMap> {
        Some(BlitzBlockMap {
            faces: die.faces.clone().try_into().ok()?,
        })
    }

    /// The built-in data's numbering (`tables::blitz_bowl`'s `[block_die]`).
    pub fn builtin() -> Result<BlitzBlockMap, String> {
        let data = tables::blitz_bowl().map_err(|e| e.to_string())?;
        data.block_die()
            .and_then(BlitzBlockMap::from_data)
            .ok_or_else(|| "the Blitz Bowl data has no six-faced [block_die]".to_string())
    }

    /// Six faces from a setting's text, tower face 1 first, comma-separated, by id or printed
    /// name: `smash, kerrunch, shove, shove, tackle, miss`. Each of the five faces must be
    /// there (002:L554-L574: the die shows them all).
    pub fn parse(text: &str) -> Result<BlitzBlockMap, String> {
        let names: Vec<&str> = text.split(',').map(str::trim).collect();
        let Ok(names) = <[&str; 6]>::try_from(names) else {
            return Err(format!(
                "\"{text}\" names {} faces: name six, tower face 1 first, e.g. \
                 smash, kerrunch, shove, shove, tackle, miss",
                text.split(',').count()
            ));
        };
        let mut faces = [BlitzFace::Miss; 6];
        for (face, name) in faces.iter_mut().zip(names) {
            *face = face_named(name).ok_or_else(|| {
                format!(
                    "\"{name}\" is no Blitz Bowl block face: smash, kerrunch, shove, tackle or miss"
                )
            })?;
        }
        if let Some(missing) = BlitzFace::ALL.iter().find(|f| !faces.contains(f)) {
            return Err(format!(
                "no tower face is {}: the block die shows all five (002:L554-L574)",
                missing.name()
            ));
        }
        Ok(BlitzBlockMap { faces })
    }

    /// The setting's text for this map (as [`BlitzBlockMap::parse`] reads it).
    pub fn text(&self) -> String {
        let ids: Vec<&str> = self.faces.iter().map(|&f| face_id(f)).collect();
        ids.join(", ")
    }

    /// The Blitz Bowl face of tower block face `n` (1-6).
    pub fn face(&self, n: u8) -> Option<BlitzFace> {
        self.faces.get(usize::from(n).checked_sub(1)?).copied()
    }
}

/// A face by id or printed name, any case.
fn face_named(name: &str) -> Option<BlitzFace> {
    let name = name.trim_end_matches('!');
    BlitzFace::ALL
        .into_iter()
        .find(|&f| face_id(f).eq_ignore_ascii_case(name))
}

/// A face's id, as the data writes it.
fn face_id(face: BlitzFace) -> &'static str {
    match face {
        BlitzFace::Smash => "smash",
        BlitzFace::Kerrunch => "kerrunch",
        BlitzFace::Shove => "shove",
        BlitzFace::Tackle => "tackle",
        BlitzFace::Miss => "miss",
    }
}

/// The match's own numbering of its Block Dice when `request` is a Blitz Bowl Block Dice roll.
fn blitz_numbering(game: &Match, request: &RollRequest) -> Option<[BlitzFace; 6]> {
    match game.state().ruleset.block_dice {
        BlockDicePolicy::BlockValue { faces, .. } if request.roll == BLOCK_DICE => Some(faces),
        _ => None,
    }
}

/// What the tower should light for the roll `game` waits for: as [`expect`], but a Blitz
/// Bowl match's Block Dice are lit as `block` dice.
pub fn expect_in(game: &Match, request: &RollRequest) -> Option<Kinds> {
    if blitz_numbering(game, request).is_none() {
        return expect(request);
    }
    let mut kinds = expect(request)?;
    for kind in kinds.iter_mut() {
        *kind = DieKind::Block;
    }
    Some(kinds)
}

/// Checks keyed `dice` against what `game` waits for, as [`offer`]; in a Blitz Bowl match's
/// Block Dice roll a `block` die's face is read by `map` and handed to the match as the D6
/// number its numbering gives that face. A face the match's numbering lacks is refused.
pub fn offer_in(game: &Match, dice: &[Die], map: &BlitzBlockMap) -> Offer {
    let prompt = game.prompt();
    let Some(numbering) = (match &prompt {
        Prompt::Roll(request) => blitz_numbering(game, request),
        _ => None,
    }) else {
        return offer(&prompt, dice);
    };
    let mut read = Vec::with_capacity(dice.len());
    for &die in dice {
        if die.kind != DieKind::Block {
            read.push(die);
            continue;
        }
        let Some(face) = map.face(die.face) else {
            return Offer::Misfit(format!(
                "a block die has no face {}: key it again",
                die.face
            ));
        };
        let Some(number) = numbering.iter().position(|&f| f == face) else {
            return Offer::Misfit(format!(
                "this match's block die has no {} face: check the tower's block faces setting",
                face.name()
            ));
        };
        // `position` is below 6, so the number is 1-6.
        read.push(Die {
            kind: DieKind::D6,
            face: u8::try_from(number + 1).unwrap_or(6),
        });
    }
    offer(&prompt, &read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_reads_back_and_must_name_every_face_002_l554() {
        let map =
            BlitzBlockMap::parse("Miss, Kerrunch!, shove, SHOVE, tackle, smash").expect("reads");
        assert_eq!(map.face(1), Some(BlitzFace::Miss));
        assert_eq!(map.face(6), Some(BlitzFace::Smash));
        assert_eq!(map.face(7), None);
        assert_eq!(BlitzBlockMap::parse(&map.text()), Ok(map));
        assert!(
            BlitzBlockMap::parse("smash, smash, shove, shove, tackle, miss")
                .is_err_and(|e| e.contains("Kerrunch!"))
        );
        assert!(BlitzBlockMap::parse("smash, kerrunch, shove, tackle, miss").is_err());
        assert!(BlitzBlockMap::parse("smash, kerrunch, shove, pow, tackle, miss").is_err());
    }
}
