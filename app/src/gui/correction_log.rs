//! A correction in the match log: the line that says, in words, which roll was corrected and
//! what it was and is now ("Corrected: Dodge roll of #4 Lineman (Reikland Reavers) was 1, now
//! 4"), placed where the referee made it. The log keeps the earlier rulings as judged again.

use ledger::{Ledger, LogEntry};
use rules::{Die, Input, Match, Prompt};

/// How a correction's line begins (an undo never strikes such a line: it takes back inputs).
pub const PREFIX: &str = "Corrected: ";

/// A die as the log writes it: its number, or a block die's face.
fn face(die: &Die) -> String {
    match die {
        Die::Block(face) => face.name().to_string(),
        other => other.value().map_or_else(String::new, |v| v.to_string()),
    }
}

/// Dice in words: "1", "3 and 4".
fn dice_words(dice: &[Die]) -> String {
    let faces: Vec<String> = dice.iter().map(face).collect();
    match faces.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => faces.join(""),
    }
}

/// The roll the match asked for, in words: "Dodge roll of #4 Lineman (Reikland Reavers)".
fn roll_words(game: &Match) -> Option<String> {
    let Prompt::Roll(request) = game.prompt() else {
        return None;
    };
    let state = game.state();
    let team = &state.team(request.side).name;
    Some(match request.player.and_then(|id| state.player(id)) {
        Some(player) => format!("{} roll of {} ({team})", request.roll, player.label()),
        None => format!("{} roll of {team}", request.roll),
    })
}

/// The log's line for each correction of a dice roll in `log` (match `id`), with the number
/// the correction has in the log: which roll, what it was before and what it is now.
pub fn lines(ledger: &Ledger, id: i64, log: &[LogEntry]) -> Vec<(i64, String)> {
    let corrections: Vec<&LogEntry> = log
        .iter()
        .filter(|e| e.corrects.is_some() && !e.sets_aside)
        .filter(|e| matches!(e.input, Input::Dice(_)))
        .collect();
    if corrections.is_empty() {
        return Vec::new();
    }
    let rolls = described(ledger, id, log, &corrections);
    corrections
        .iter()
        .filter_map(|c| {
            let seq = c.corrects?;
            let Input::Dice(now) = &c.input else {
                return None;
            };
            // What the roll counted as just before this correction: the original input, or
            // the latest earlier correction of it.
            let before = log
                .iter()
                .filter(|e| e.seq < c.seq && !e.sets_aside)
                .rfind(|e| e.seq == seq || e.corrects == Some(seq))?;
            let Input::Dice(was) = &before.input else {
                return None;
            };
            let what = rolls
                .iter()
                .find(|(s, _)| *s == seq)
                .map_or_else(|| format!("the roll of input {seq}"), |(_, w)| w.clone());
            Some((
                c.seq,
                format!(
                    "{PREFIX}{what} was {}, now {} (input {seq}).",
                    dice_words(&was.dice),
                    dice_words(&now.dice)
                ),
            ))
        })
        .collect()
}

/// The match replayed as it counts now, naming the roll each corrected input answered.
fn described(
    ledger: &Ledger,
    id: i64,
    log: &[LogEntry],
    corrections: &[&LogEntry],
) -> Vec<(i64, String)> {
    let game = ledger.match_setup(id).and_then(|(setup, rules)| {
        let book = ledger::match_book(id, rules.as_deref())?;
        Match::new(setup, &book).map_err(|e| ledger::LedgerError::Stored {
            match_id: id,
            what: "setup".into(),
            detail: e.to_string(),
        })
    });
    let Ok(mut game) = game else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (seq, input) in ledger::effective_inputs(log) {
        if corrections.iter().any(|c| c.corrects == Some(seq))
            && let Some(words) = roll_words(&game)
        {
            out.push((seq, words));
        }
        if game.apply(input).is_err() {
            break;
        }
    }
    out
}

/// `rulings` (oldest first, each with its input's number) with the correction lines of `log`
/// placed among them by number.
pub fn with_corrections(
    ledger: &Ledger,
    id: i64,
    log: &[LogEntry],
    rulings: Vec<(i64, String)>,
) -> Vec<(i64, String)> {
    let extra = lines(ledger, id, log);
    if extra.is_empty() {
        return rulings;
    }
    let mut all = rulings;
    all.extend(extra);
    // Stable: a correction's number follows every input it was made after.
    all.sort_by_key(|(seq, _)| *seq);
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_are_written_as_a_referee_says_them() {
        assert_eq!(dice_words(&[Die::D6(1)]), "1");
        assert_eq!(dice_words(&[Die::D6(3), Die::D6(4)]), "3 and 4");
        assert_eq!(
            dice_words(&[
                Die::Block(rules::BlockFace::Pushed),
                Die::Block(rules::BlockFace::BothDown)
            ]),
            format!(
                "{} and {}",
                rules::BlockFace::Pushed.name(),
                rules::BlockFace::BothDown.name()
            )
        );
    }
}
