//! Decisions in a referee's words, and the square a decision is about (so a click on the pitch
//! can choose it).

use rules::{ActionKind, Decision, MatchState, PlayerId, Reroll, Square};

/// The player's label with his team's name (`#4 Blitzer (Reikland Reavers)`), or his id if he
/// is unknown. Blackmail's player under the other team's shirt is named as himself, playing
/// for that team (`#1 Blitzer (Orcland Raiders), playing for the Reikland Reavers`).
pub fn player(state: &MatchState, id: PlayerId) -> String {
    let label = |id: PlayerId| {
        state
            .players
            .iter()
            .find(|p| p.id == id)
            .map_or_else(|| id.to_string(), |p| p.label())
    };
    let him = state.himself(id);
    if him == id {
        label(id)
    } else {
        format!(
            "{}, playing for the {}",
            label(him),
            state.team(id.side).name
        )
    }
}

/// A team's name, as every prompt calls it.
pub fn team(state: &MatchState, side: rules::Side) -> &str {
    &state.team(side).name
}

fn action(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Move => "Move",
        ActionKind::Block => "Block",
        ActionKind::Blitz => "Blitz",
        ActionKind::Pass => "Pass",
        ActionKind::HandOff => "Hand-off",
        ActionKind::Foul => "Foul",
        ActionKind::Bomb => "Bomb",
        ActionKind::Mark => "Mark",
        ActionKind::Sidestep => "Sidestep",
        ActionKind::StandUp => "Stand Up",
        ActionKind::Reserves => "Reserves",
    }
}

/// A button's words for a decision.
pub fn label(state: &MatchState, d: &Decision) -> String {
    match d {
        Decision::Place { player: p, square } => format!("Place {} on {square}", player(state, *p)),
        Decision::Withdraw { player: p } => format!("Take {} back to Reserves", player(state, *p)),
        Decision::EndSetup => "Set-up done".into(),
        Decision::Declare {
            player: p,
            action: a,
        } => format!("{}: {}", player(state, *p), action(*a)),
        Decision::Move { to } => format!("Move to {to}"),
        Decision::Leap { to } => format!("Leap to {to}"),
        Decision::HailMary { target } => format!("Hail Mary Pass to {target}"),
        Decision::Block { target } => format!("Block {}", player(state, *target)),
        Decision::Reroll(Reroll::Team) => "Use a team re-roll".into(),
        Decision::Reroll(Reroll::Skill(skill)) => format!("Re-roll with {skill}"),
        Decision::Reroll(Reroll::Ability(ability)) => format!("Re-roll with {}", ability.id()),
        Decision::Reroll(Reroll::RookiesToWatch) => "Discard Rookies to Watch: re-roll".into(),
        Decision::Reroll(Reroll::RawTalent) => "Play Raw Talent: re-roll".into(),
        Decision::Reroll(Reroll::Ball(ball)) => format!("Re-roll with {}", ball.name()),
        Decision::Reroll(Reroll::AncientGrudge) => "Ancient Grudge: re-roll the Block dice".into(),
        Decision::Reroll(Reroll::GetDaGit) => "Get da Git: re-roll the Armour roll".into(),
        Decision::Reroll(Reroll::Keep) => "No re-roll: keep the result".into(),
        Decision::ChooseBlockDie { face } => format!("Apply {}", face.name()),
        Decision::ChooseBlockResult { face } => format!("Apply {}", face.name()),
        Decision::PushTo { square } => format!("Push to {square}"),
        Decision::PushNext { player: p } => format!("Push {} next", player(state, *p)),
        Decision::BounceInto {
            square: Some(square),
        } => format!("Bounce the ball to {square}"),
        Decision::BounceInto { square: None } => "Roll the Bounce".into(),
        Decision::FollowUp { follow: true } => "Follow up".into(),
        Decision::FollowUp { follow: false } => "Stay".into(),
        Decision::UseSkill {
            skill,
            use_it: true,
        } => format!("Use {}", skill.id()),
        Decision::UseSkill {
            skill,
            use_it: false,
        } => format!("Do not use {}", skill.id()),
        Decision::EndAction => "End the Action".into(),
        Decision::EndTurn => "End the turn".into(),
        Decision::InducementsChosen => "Go on with the inducements chosen".into(),
        Decision::CoinToss { winner } => {
            format!("{} won the coin toss", team(state, *winner))
        }
        Decision::Kick => "Kick off".into(),
        Decision::Receive => "Receive".into(),
        Decision::KickTo { square } => format!("Kick to {square}"),
        Decision::MoveLineOfScrimmage { forward: 0 } => "Keep the line of scrimmage".into(),
        Decision::MoveLineOfScrimmage { forward } if *forward > 0 => {
            "Line of scrimmage one square forward".into()
        }
        Decision::MoveLineOfScrimmage { .. } => "Line of scrimmage one square back".into(),
        Decision::MovePlayer { player: p, to } => format!("Move {} to {to}", player(state, *p)),
        Decision::Done => "Done".into(),
        Decision::Ballistics {
            direction,
            distance,
        } => format!("Scatter: D8 {direction}, D6 {distance}"),
        Decision::HalveKick { halve: true } => "Halve the scatter (Kick)".into(),
        Decision::HalveKick { halve: false } => "Full scatter".into(),
        Decision::GiveBall { player: p } => format!("Give the ball to {}", player(state, *p)),
        Decision::Pass { target, .. } => format!("Pass to {target}"),
        Decision::ThrowTeamMate {
            player: p, target, ..
        } => {
            format!("Throw {} to {target}", player(state, *p))
        }
        Decision::HandOff { target } => format!("Hand off to {}", player(state, *target)),
        Decision::Foul { target } => format!("Foul {}", player(state, *target)),
        Decision::KickTeamMate { player: p, long } => format!(
            "Kick {} ({})",
            player(state, *p),
            if *long { "long, 2D6" } else { "short, D6" }
        ),
        Decision::Intercept { player: Some(p) } => format!("Intercept with {}", player(state, *p)),
        Decision::Intercept { player: None } => "No interception".into(),
        Decision::Minion { thrall: Some(p) } => {
            format!("Minion: {} is Injured instead", player(state, *p))
        }
        Decision::Minion { thrall: None } => "No Minion: the Bloodlust player is Injured".into(),
        Decision::DivingTackle { player: Some(p) } => {
            format!("Diving Tackle with {}", player(state, *p))
        }
        Decision::DivingTackle { player: None } => "No Diving Tackle".into(),
        Decision::Shadow { player: Some(p) } => format!("Shadow with {}", player(state, *p)),
        Decision::Shadow { player: None } => "No Shadowing".into(),
        Decision::DumpOff {
            target: Some(square),
        } => format!("Dump-Off to {square}"),
        Decision::DumpOff { target: None } => "No Dump-Off".into(),
        Decision::Bribe { bribe: true } => "Use a Bribe".into(),
        Decision::Bribe { bribe: false } => "No Bribe: the call stands".into(),
        Decision::ArgueTheCall => "Argue the call".into(),
        Decision::RedsAxe => "Red's axe: an Injury roll +2 and a turnover".into(),
        Decision::Apothecary { use_it: true } => "Use an Apothecary".into(),
        Decision::Apothecary { use_it: false } => "No Apothecary".into(),
        Decision::KeepCasualty { second: true } => "Keep the second roll's result".to_string(),
        Decision::KeepCasualty { second: false } => "Keep the first roll's result".to_string(),
        Decision::Igor { use_it: true } => "Use the Igor".into(),
        Decision::Igor { use_it: false } => "No Igor".into(),
        Decision::UseInducement { use_it: true } => "Use it".into(),
        Decision::UseInducement { use_it: false } => "Not now".into(),
        Decision::Fireball { square } => format!("Wizard: Fireball on {square}"),
        Decision::Rune { player: p, rune } => {
            format!("Runesmith: the {} on {}", rune.name(), player(state, *p))
        }
        Decision::WaaaghDrummer { player: p } => {
            format!("Waaagh! Drummer: move {}", player(state, *p))
        }
        Decision::WeatherMage { shift } => format!("Weather Mage: {shift:+} to the roll"),
        Decision::HoratioFireball { square } => format!("Horatio: fireball aimed at {square}"),
        Decision::Bless { player: p } => format!("Papa Skullbones: bless {}", player(state, *p)),
        Decision::KrotPatient { player: p } => {
            format!("Krot Shockwhisker: work on {}", player(state, *p))
        }
        Decision::BlessingResult { result } => format!("Papa Skullbones' table: result {result}"),
        Decision::SitOut { player: p } => format!("{} sits the match out", player(state, *p)),
        Decision::ComethTheHour { skill: Some(skill) } => {
            format!("Cometh the Hour: {}", skill.id())
        }
        Decision::ComethTheHour { skill: None } => "No Cometh the Hour".into(),
        Decision::WarpLightning { square } => {
            format!("Warlock Engineer: warp lightning from {square}")
        }
        Decision::LightningBolt { target } => {
            format!("Wizard: Lightning Bolt at {}", player(state, *target))
        }
        Decision::MoveTurnMarker => "Move the Turn marker".into(),
        Decision::CallIllegalProcedure { by } => {
            format!("{} calls Illegal Procedure", team(state, *by))
        }
        Decision::IllegalProcedurePenalty { end_turn: true } => "Penalty: end the turn".into(),
        Decision::IllegalProcedurePenalty { end_turn: false } => "Penalty: lose a re-roll".into(),
        Decision::Concede => "Concede the match".into(),
        Decision::TurnTimeUp { seconds } => {
            format!(
                "Time ran out ({}:{:02} on the turn clock)",
                seconds / 60,
                seconds % 60
            )
        }
        Decision::CatchBomb { catch: true } => "Catch the bomb".into(),
        Decision::CatchBomb { catch: false } => "Let the bomb fall (it explodes)".into(),
        Decision::Swoop { facing } => {
            format!("Swoop: face the Throw-in template {}", facing.name())
        }
        Decision::InchPerfectKick { facing } => {
            format!(
                "Inch-Perfect Kick: face the Throw-in template {}",
                facing.name()
            )
        }
        Decision::BallAndChain { facing } => {
            format!("Ball & Chain: face the Throw-in template {}", facing.name())
        }
        Decision::MoveBallSuit => "Move the Snotling Ball-Suit".into(),
        Decision::BallSuit { facing } => format!(
            "Snotling Ball-Suit: face the Throw-in template {}",
            facing.name()
        ),
        Decision::ThrowInDirection { direction } => {
            format!("Throw the ball in: direction {direction} on the Throw-in template")
        }
        Decision::KeepCard { card } => format!("Keep the Special Play card {card}"),
        Decision::PlayCard { card, player: None } => format!("Play the Special Play card {card}"),
        Decision::PlayCard {
            card,
            player: Some(p),
        } => format!("Play the Special Play card {card} on {p}"),
        Decision::ClaimChallenge {
            slot,
            card,
            bonus_play,
        } => {
            let name = state
                .challenges
                .as_deref()
                .and_then(|c| c.cards.get(usize::from(*card)))
                .map_or_else(
                    || format!("no. {card}"),
                    |c| {
                        let unit = if c.points == 1 { "point" } else { "points" };
                        format!("{} ({} {unit})", c.name, c.points)
                    },
                );
            match bonus_play {
                Some(_) => format!(
                    "Claim the Challenge Card {name} in space {slot}, its Bonus Play {}",
                    bonus_play_name(state, *bonus_play)
                ),
                None => format!("Claim the Challenge Card {name} in space {slot}"),
            }
        }
        Decision::PlayBonusPlay { card } => {
            format!("Play the Bonus Play {}", bonus_play_name(state, *card))
        }
        Decision::DiscardBonusPlay { card } => {
            format!("Discard the Bonus Play {}", bonus_play_name(state, *card))
        }
        Decision::RandomEvent { card } => match state
            .challenges
            .as_deref()
            .and_then(|c| c.events.get(usize::from(*card)))
        {
            Some(event) => format!("Random Event on top: {}", event.name),
            None => format!("Random Event {card} on top"),
        },
        Decision::ChooseBall { ball } => format!("Place {}", ball.name()),
        Decision::SpecialBall { ball, kicker } => {
            format!("Kick {}, by {}", ball.name(), player(state, *kicker))
        }
        Decision::Fuse { space } => format!("Fuse marker on {space}"),
        Decision::KeepFuseLit => "Spend a team re-roll: keep the fuse alight".into(),
        Decision::DiscardChallenge { slot } => {
            format!("Discard the Challenge Card in space {slot}")
        }
    }
}

/// A Bonus Play by its place in the match's list, as its card names it.
pub fn bonus_play_name(state: &MatchState, card: Option<u8>) -> String {
    match card {
        None => "not named at its claim".into(),
        Some(n) => state
            .challenges
            .as_deref()
            .and_then(|c| c.bonus_play(card))
            .map_or_else(|| format!("no. {n}"), |c| c.name.clone()),
    }
}

/// The player a square decision moves (set-up and kick-off moves), whom the referee picks first.
pub fn mover(d: &Decision) -> Option<PlayerId> {
    match d {
        Decision::Place { player, .. } | Decision::MovePlayer { player, .. } => Some(*player),
        _ => None,
    }
}

/// The square a decision is about, when it is chosen by clicking the pitch.
pub fn square(state: &MatchState, d: &Decision) -> Option<Square> {
    let at = |id: &PlayerId| {
        state
            .players
            .iter()
            .find(|p| p.id == *id)
            .and_then(|p| match p.place {
                rules::Place::Pitch { square, .. } => Some(square),
                _ => None,
            })
    };
    match d {
        Decision::Place { square, .. }
        | Decision::Move { to: square }
        | Decision::Leap { to: square }
        | Decision::HailMary { target: square }
        | Decision::PushTo { square }
        | Decision::KickTo { square }
        | Decision::MovePlayer { to: square, .. }
        | Decision::Pass { target: square, .. }
        | Decision::ThrowTeamMate { target: square, .. } => Some(*square),
        Decision::Block { target }
        | Decision::Foul { target }
        | Decision::HandOff { target }
        | Decision::PushNext { player: target } => at(target),
        _ => None,
    }
}

/// Text as the window's fonts can draw it: the few signs the rulings use that the built-in
/// font lacks become plain equivalents (an arrow `->`, a minus `-`), instead of boxes.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '→' => out.push_str("->"),
            '↔' => out.push_str("<->"),
            '−' | '—' | '–' => out.push('-'),
            '≤' => out.push_str("<="),
            '≥' => out.push_str(">="),
            '×' => out.push('x'),
            '…' => out.push_str("..."),
            '±' => out.push_str("+/-"),
            '♠' => out.push_str("(spades)"),
            '♣' => out.push_str("(clubs)"),
            '♥' => out.push_str("(hearts)"),
            '♦' => out.push_str("(diamonds)"),
            c => out.push(c),
        }
    }
    out
}

/// A move's rolls in a few letters for its square: "D3+" Dodge, "G2+" Go For It, "P4+" pick-up.
pub fn needs(n: &rules::MoveNeeds) -> String {
    [("G", n.go_for_it), ("D", n.dodge), ("P", n.pick_up)]
        .iter()
        .filter_map(|(letter, need)| need.map(|v| format!("{letter}{v}+")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the colours and letters on the squares a player may move to mean.
pub const MOVE_LEGEND: &str = "Squares to move to: green needs no dice, yellow one roll of 2+ \
    or 3+, orange 4+ or more than one roll. D = Dodge, G = Go For It, P = pick-up, with the \
    natural D6 needed.";

/// The way to a square in words: "4 squares, 67%: Dodge 3+, Go For It 2+".
pub fn reach(r: &rules::Reach) -> String {
    let rolls: Vec<String> = r
        .rolls
        .iter()
        .map(|(name, n)| format!("{name} {n}+"))
        .collect();
    let squares = r.path.len();
    let mut text = format!(
        "{squares} square{}, {:.0}%",
        if squares == 1 { "" } else { "s" },
        r.chance * 100.0
    );
    if rolls.is_empty() {
        text.push_str(": no dice");
    } else {
        text.push_str(&format!(": {}", rolls.join(", ")));
    }
    text
}

#[cfg(test)]
mod move_tests {
    use super::needs;
    use rules::{MoveNeeds, Square};

    #[test]
    fn a_square_s_rolls_read_as_letters_and_targets() {
        let square = Square::new(3, 3).expect("on the pitch");
        let n = MoveNeeds {
            square,
            go_for_it: Some(2),
            dodge: Some(4),
            pick_up: None,
        };
        assert_eq!(needs(&n), "G2+ D4+");
        assert_eq!(
            crate::gui::palette::needs(&n),
            crate::gui::palette::HARD_ROLL
        );
        let free = MoveNeeds {
            square,
            go_for_it: None,
            dodge: None,
            pick_up: None,
        };
        assert_eq!(needs(&free), "");
        assert_eq!(
            crate::gui::palette::needs(&free),
            crate::gui::palette::FREE_MOVE
        );
        let easy = MoveNeeds {
            dodge: Some(3),
            ..free
        };
        assert_eq!(
            crate::gui::palette::needs(&easy),
            crate::gui::palette::EASY_ROLL
        );
    }
}
