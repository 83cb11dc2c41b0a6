//! The simulator's script: what the simulated tower does, a line at a time.
//!
//! ```text
//! # a comment
//! roll                  dice thrown: random faces for what the app expects (a D6 if nothing)
//! roll 3 5              dice thrown and keyed: two D6s showing 3 and 5
//! roll d6:1 block:6     kinds named: d6, d8, block (faces 1-6 numbered as the wire does), d16
//! key 1 4 #             keypad keys: digits, # (Enter), * (Clear)
//! wait 500              pause, in milliseconds
//! unplug                the USB cable comes out (the tower keeps its unacknowledged events)
//! replug                and goes back in
//! ```

use super::HostError;
use crate::keypad::Key;
use crate::message::{Dice, Die, DieKind, MAX_DICE};

/// One thing the simulated tower does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Dice through the chute; then these faces keyed, or random ones for what the app expects.
    Roll(Option<Dice>),
    /// Dice through the chute and nothing keyed: the tower says the roll settled and a camera
    /// over the tray reads it.
    Shake,
    /// Keypad keys.
    Keys(Vec<Key>),
    /// A pause.
    Wait(u32),
    /// The cable comes out.
    Unplug,
    /// The cable goes back in.
    Replug,
}

/// Reads a script; the error names the line and what is wrong.
pub fn parse(text: &str) -> Result<Vec<Step>, HostError> {
    let mut steps = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        // '#' starts a comment, except on a `key` line where it is Enter.
        let line = raw.split('#').next().unwrap_or("");
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else {
            continue;
        };
        let bad = |why: String| HostError::Script { line: i + 1, why };
        steps.push(match verb {
            "roll" if args.is_empty() => Step::Roll(None),
            "shake" if args.is_empty() => Step::Shake,
            "roll" => Step::Roll(Some(dice(args).map_err(bad)?)),
            "key" => {
                Step::Keys(keys_from(raw.trim_start().trim_start_matches("key")).map_err(bad)?)
            }
            "wait" => match args {
                [ms] => Step::Wait(
                    ms.parse()
                        .map_err(|_| bad(format!("`{ms}` is not a number of milliseconds")))?,
                ),
                _ => return Err(bad("wait takes one number of milliseconds".into())),
            },
            "unplug" if args.is_empty() => Step::Unplug,
            "replug" if args.is_empty() => Step::Replug,
            other => {
                return Err(bad(format!(
                    "`{other}` is not a step: use roll, key, wait, unplug or replug"
                )));
            }
        });
    }
    Ok(steps)
}

/// Dice from words: `3` (a D6) or `kind:face`.
pub fn dice(words: &[&str]) -> Result<Dice, String> {
    if words.len() > MAX_DICE {
        return Err(format!("at most {MAX_DICE} dice in a roll"));
    }
    let mut out = Dice::new();
    for word in words {
        let (kind, face) = match word.split_once(':') {
            Some((kind, face)) => (kind_named(kind)?, face),
            None => (DieKind::D6, *word),
        };
        let face: u8 = face
            .parse()
            .map_err(|_| format!("`{word}`: the face is not a number"))?;
        let die = Die { kind, face };
        if !die.is_valid() {
            return Err(format!("`{word}`: no such face on that die"));
        }
        let _ = out.push(die);
    }
    Ok(out)
}

fn kind_named(name: &str) -> Result<DieKind, String> {
    Ok(match name.to_ascii_lowercase().as_str() {
        "d6" => DieKind::D6,
        "d8" => DieKind::D8,
        "block" | "b" => DieKind::Block,
        "d16" => DieKind::D16,
        other => return Err(format!("`{other}` is not a die: use d6, d8, block or d16")),
    })
}

/// Keys from words: digits, `#` (Enter), `*` (Clear); `"1 4 #"`.
pub fn keys_from(line: &str) -> Result<Vec<Key>, String> {
    let mut out = Vec::new();
    for word in line.split_whitespace() {
        for c in word.chars() {
            out.push(match c {
                '0'..='9' => Key::Digit(c as u8 - b'0'),
                '#' => Key::Enter,
                '*' => Key::Clear,
                other => return Err(format!("`{other}` is not a key: use 0-9, # or *")),
            });
        }
    }
    if out.is_empty() {
        return Err("key needs at least one key".into());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_reads_every_step() {
        let steps =
            parse("# warm up\nroll\nroll 3 d8:8\nkey 1 4 # *\nwait 20\nunplug\nreplug\nshake\n")
                .expect("good script");
        assert_eq!(steps.len(), 7);
        assert_eq!(steps[6], Step::Shake);
        assert_eq!(steps[0], Step::Roll(None));
        let Step::Roll(Some(d)) = &steps[1] else {
            panic!("{:?}", steps[1])
        };
        assert_eq!(
            d[1],
            Die {
                kind: DieKind::D8,
                face: 8
            }
        );
        assert_eq!(
            steps[2],
            Step::Keys(vec![Key::Digit(1), Key::Digit(4), Key::Enter, Key::Clear])
        );
    }

    #[test]
    fn a_bad_line_is_named() {
        let err = parse("roll 3\nroll 7\n").expect_err("a D6 has no 7");
        assert!(err.to_string().starts_with("script line 2:"), "{err}");
        let err = parse("dance\n").expect_err("no such step");
        assert!(err.to_string().contains("not a step"), "{err}");
    }
}
