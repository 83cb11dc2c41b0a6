//! The post-match sequence (004:L2556-L3009) of a league match as `nuffle match record`
//! takes it: `{"post_match": …}` lines after the final whistle, each answering what the
//! sequence asks (the window's post-match panel asks the same, through the same
//! [`ledger::PostMatchRun`]). Like the window's, the answers are held until the sequence is
//! done and then written in one transaction: a sequence left half-way records nothing of it.

use ledger::{Answer, Ask, Improvement, OpenMatch, PostMatchRun};
use rules::{Die, PlayerId, Side};

/// One `{"post_match": …}` line.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PostMatchLine {
    post_match: LineAnswer,
}

/// What a line answers, as the sequence's [`Ask`]s take it.
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum LineAnswer {
    /// MVP nominees: `{"nominate": ["home#3", "home#5", "home#7"]}`.
    Nominate(Vec<PlayerId>),
    /// The dice asked for: `{"dice": [{"d6": 4}]}`.
    Dice(Vec<Die>),
    /// The winner re-rolls the winnings die, or not: `{"reroll": false}`.
    Reroll(bool),
    /// The improvement chosen: `{"improve": "st"}`, `{"improve": {"skill": "Block"}}`.
    Improve(Improvement),
}

/// How a post-match line is written, for refusals.
const FORMAT: &str = "{\"post_match\": {\"nominate\": [\"home#3\", …]}}, {\"post_match\": \
                      {\"dice\": [{\"d6\": 4}]}}, {\"post_match\": {\"reroll\": false}} or \
                      {\"post_match\": {\"improve\": \"st\"}} (see docs/ledger.md)";

/// A `{"post_match": …}` line's answer, `None` for any other line.
pub fn answer_line(line: &str) -> Option<Result<Answer, String>> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    value.get("post_match")?;
    Some(
        serde_json::from_value::<PostMatchLine>(value)
            .map(|l| match l.post_match {
                LineAnswer::Nominate(players) => Answer::Nominate(players),
                LineAnswer::Dice(dice) => Answer::Dice(dice),
                LineAnswer::Reroll(again) => Answer::Reroll(again),
                LineAnswer::Improve(what) => Answer::Improve(what),
            })
            .map_err(|e| format!("not a post-match line ({e}): it is one of {FORMAT}")),
    )
}

/// What recording `run` wrote, in words: each team's winnings and Fan Factor, the MVPs and
/// how many improvements.
pub fn recorded_words(run: &PostMatchRun, open: &OpenMatch) -> String {
    let outcome = run.outcome();
    let state = open.game().state();
    let side_words = |side: Side| {
        let i = usize::from(side == Side::Away);
        // The change as stored: a Fan Factor never goes below 0.
        let before = i16::from(run.setup().fan_factor[i]);
        let after = (before + i16::from(outcome.fan_factor[i])).max(0);
        format!(
            "{}: winnings {} gold pieces, Fan Factor {before} to {after}",
            state.team(side).name,
            outcome.winnings[i]
        )
    };
    let mvps: Vec<String> = outcome.mvps.iter().map(ToString::to_string).collect();
    format!(
        "post-match sequence of match {} recorded: {}; {}; MVP {}; {} improvement(s)",
        open.id(),
        side_words(Side::Home),
        side_words(Side::Away),
        if mvps.is_empty() {
            "none".to_string()
        } else {
            mvps.join(", ")
        },
        outcome.improvements.len()
    )
}

/// What `ask` waits for, with the line that answers it.
pub fn ask_words(ask: &Ask, open: &OpenMatch) -> String {
    let team = |side: Side| open.game().state().team(side).name.clone();
    // The Bugman's League Cup asks one player to improve and a D6 for him, not MVPs
    // (001:L1084-L1106).
    let cup = open.game().book().is_on(rules::bugmans::BUGMANS_OPTION);
    match ask {
        Ask::Nominate {
            side,
            eligible,
            count: 1,
        } if cup => {
            let names: Vec<String> = eligible.iter().map(ToString::to_string).collect();
            format!(
                "the {} coach's one player to improve, of {} (001:L1086): \
                 {{\"post_match\": {{\"nominate\": [\"{}\"]}}}}",
                team(*side),
                names.join(", "),
                names.first().map_or("home#1", String::as_str)
            )
        }
        Ask::Improve {
            player,
            roll: [die, 0],
            categories,
            ..
        } if cup => {
            let cats: Vec<String> = categories.iter().map(|c| format!("{c:?}")).collect();
            format!(
                "{player}'s new skill, his Bugman's improvement roll {die} (001:L1093-L1096): \
                 a skill of {} {{\"post_match\": {{\"improve\": {{\"skill\": \"…\"}}}}}}",
                cats.join(", ")
            )
        }
        Ask::Nominate {
            side,
            eligible,
            count,
        } => {
            let names: Vec<String> = eligible.iter().map(ToString::to_string).collect();
            format!(
                "the {} coach's {count} MVP nominee(s) of {} (004:L2556-L2562): \
                 {{\"post_match\": {{\"nominate\": [\"{}\", …]}}}}",
                team(*side),
                names.join(", "),
                names.first().map_or("home#1", String::as_str)
            )
        }
        Ask::Roll { side, what, dice } => {
            let kinds: Vec<String> = dice
                .iter()
                .map(|k| format!("{{\"{}\": …}}", serde_name(k)))
                .collect();
            format!(
                "the {} coach's roll, {what}: {{\"post_match\": {{\"dice\": [{}]}}}}",
                team(*side),
                kinds.join(", ")
            )
        }
        Ask::RerollWinnings { side, first } => format!(
            "{} won: whether its coach re-rolls the winnings die ({first}), the second result \
             standing (004:L2840): {{\"post_match\": {{\"reroll\": true}}}} or false",
            team(*side)
        ),
        Ask::Improve {
            player,
            roll,
            characteristics,
            categories,
        } => {
            let chars: Vec<String> = characteristics.iter().map(serde_name).collect();
            let cats: Vec<String> = categories.iter().map(|c| format!("{c:?}")).collect();
            format!(
                "{player}'s improvement, his Improvement roll {}+{} (004:L2606-L2617): a skill \
                 of {} {{\"post_match\": {{\"improve\": {{\"skill\": \"…\"}}}}}}{}",
                roll[0],
                roll[1],
                cats.join(", "),
                if chars.is_empty() {
                    String::new()
                } else {
                    format!(
                        ", or {} ({{\"post_match\": {{\"improve\": \"{}\"}}}})",
                        chars.join(", "),
                        chars[0]
                    )
                }
            )
        }
        Ask::Done => "nothing: the sequence is done".into(),
    }
}

/// How `value` is written in a script line: its serde name (`"d6"`, `"st"`).
fn serde_name(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        Ok(other) => other.to_string(),
        Err(e) => e.to_string(),
    }
}
