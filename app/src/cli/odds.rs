//! `nuffle odds`: the chance that rolls succeed — a row of D6 targets with team re-rolls, or a
//! block's dice — worked out exactly (`rules::odds`).

use std::process::ExitCode;

use anyhow::{Context, bail};
use serde_json::json;

/// Arguments of `nuffle odds`.
#[derive(Debug, clap::Args)]
pub struct OddsArgs {
    /// What is rolled: D6 targets in order (`3+ 2+` for a 3+ Dodge then a 2+ Go For It), or
    /// `block N` (N block dice; negative when the defender picks).
    #[arg(required = true, allow_negative_numbers = true)]
    pub rolls: Vec<String>,
    /// Team re-rolls that may be used on the rolls (a match allows one a turn).
    #[arg(long, default_value_t = 0)]
    pub rerolls: u8,
    /// For a block: the attacker has Block (Both Down does not put him down).
    #[arg(long)]
    pub block_skill: bool,
    /// For a block: the defender has Dodge (Defender Stumbles does not put him down).
    #[arg(long)]
    pub dodge: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

fn percent(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

/// Reads `3+` (or `3`) as the natural D6 needed.
fn need(word: &str) -> anyhow::Result<u8> {
    let n: u8 = word
        .trim_end_matches('+')
        .parse()
        .with_context(|| format!("`{word}` is not a D6 target: write it like 3+"))?;
    if !(1..=7).contains(&n) {
        bail!("`{word}` is not a D6 target: 2+ to 6+ (a 1 always fails and a 6 always succeeds)");
    }
    Ok(n)
}

/// Runs `nuffle odds`.
pub fn run(args: &OddsArgs) -> anyhow::Result<ExitCode> {
    if args.rolls.first().map(String::as_str) == Some("block") {
        let [_, dice] = args.rolls.as_slice() else {
            bail!("block takes the number of dice: `nuffle odds block 2` (-2: the defender picks)");
        };
        let dice: i8 = dice
            .parse()
            .ok()
            .filter(|d: &i8| (1..=3).contains(&d.unsigned_abs()))
            .with_context(|| {
                format!("`{dice}` block dice: 1, 2 or 3, negative when the defender picks")
            })?;
        let odds = rules::odds::block(dice, args.block_skill, args.dodge);
        if args.json {
            outln!(
                "{}",
                json!({"block_dice": dice, "attacker_has_block": args.block_skill,
                    "defender_has_dodge": args.dodge, "defender_down": odds.defender_down,
                    "attacker_down": odds.attacker_down})
            );
        } else {
            let who = if dice > 0 {
                "the attacker"
            } else {
                "the defender"
            };
            outln!(
                "{} block {}, {who} picks (000:L541-L551): defender down {}, attacker down {} \
                 (a turnover)",
                dice.unsigned_abs(),
                if dice.unsigned_abs() == 1 {
                    "die"
                } else {
                    "dice"
                },
                percent(odds.defender_down),
                percent(odds.attacker_down)
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    let needs: Vec<u8> = args
        .rolls
        .iter()
        .map(|w| need(w))
        .collect::<anyhow::Result<_>>()?;
    let without = rules::odds::sequence(&needs, 0);
    let with = rules::odds::sequence(&needs, args.rerolls);
    if args.json {
        outln!(
            "{}",
            json!({"needs": needs, "rerolls": args.rerolls, "chance": with,
                "without_rerolls": without})
        );
        return Ok(ExitCode::SUCCESS);
    }
    let shown: Vec<String> = needs
        .iter()
        .map(|n| format!("{}+", n.clamp(&2, &6)))
        .collect();
    let mut line = format!(
        "{}: {} without a re-roll",
        shown.join(" then "),
        percent(without)
    );
    if args.rerolls > 0 {
        line.push_str(&format!(
            ", {} with {} team re-roll{}",
            percent(with),
            args.rerolls,
            if args.rerolls == 1 { "" } else { "s" }
        ));
    }
    outln!("{line}");
    Ok(ExitCode::SUCCESS)
}
