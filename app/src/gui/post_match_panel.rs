//! The post-match sequence in the window (004:L2556-L3000): once a league match is over, the
//! prompt panel asks for the MVP nominations, the dice (MVP, winnings, Fan Factor, Improvement
//! rolls) and the improvements, then records the result.

use egui::RichText;
use ledger::{Answer, Ask, Improvement};
use rules::{Die, DieKind};

use super::session::{PostMatchState, Session};

/// What the referee answered in the panel.
#[derive(Debug, Clone, PartialEq)]
pub enum PostAction {
    /// Begin the sequence.
    Begin,
    /// Answer what it asks.
    Answer(Answer),
    /// Record the finished sequence.
    Record,
}

/// What is being filled in for the question on screen.
#[derive(Debug, Default)]
pub struct PostForm {
    nominees: Vec<rules::PlayerId>,
    dice: Vec<Option<u8>>,
    skill: String,
}

fn faces(kind: DieKind) -> u8 {
    match kind {
        DieKind::D8 => 8,
        DieKind::D16 => 16,
        _ => 6,
    }
}

fn die(kind: DieKind, value: u8) -> Die {
    match kind {
        DieKind::D8 => Die::D8(value),
        DieKind::D16 => Die::D16(value),
        _ => Die::D6(value),
    }
}

/// Draws the sequence's question, if the match has one; returns the referee's answer.
pub fn show(ui: &mut egui::Ui, session: &Session, form: &mut PostForm) -> Option<PostAction> {
    let state = session.post_match();
    if state == PostMatchState::None {
        return None;
    }
    ui.separator();
    ui.label(RichText::new("Post-match sequence").heading());
    let mut action = None;
    match state {
        PostMatchState::None => {}
        PostMatchState::Ready => {
            ui.label("The league match is over: MVP, Star Player Points, improvements, winnings and Fan Factor are settled next, then the result is recorded.");
            if ui.button("Begin the post-match sequence").clicked() {
                action = Some(PostAction::Begin);
            }
        }
        PostMatchState::Recorded => {
            ui.label("The result is recorded; the match is locked. The League view (F4) has it.");
        }
        PostMatchState::Asks(Ask::Nominate {
            side,
            eligible,
            count,
        }) => {
            ui.label(format!(
                "The {} coach nominates {count} players for the MVP (004:L2556-L2562):",
                session.game().state().team(side).name
            ));
            for id in &eligible {
                let mut on = form.nominees.contains(id);
                if ui.checkbox(&mut on, session.player_name(*id)).changed() {
                    if on {
                        form.nominees.push(*id);
                    } else {
                        form.nominees.retain(|n| n != id);
                    }
                }
            }
            let ready = form.nominees.len() == count;
            if ui
                .add_enabled(ready, egui::Button::new("Nominate"))
                .clicked()
            {
                action = Some(PostAction::Answer(Answer::Nominate(std::mem::take(
                    &mut form.nominees,
                ))));
            }
        }
        PostMatchState::Asks(Ask::Roll { side, what, dice }) => {
            ui.label(format!(
                "The {} coach rolls: {what}",
                session.game().state().team(side).name
            ));
            form.dice.resize(dice.len(), None);
            for (i, kind) in dice.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(format!("{kind:?}"));
                    for value in 1..=faces(*kind) {
                        let picked = form.dice[i] == Some(value);
                        if ui.selectable_label(picked, value.to_string()).clicked() {
                            form.dice[i] = Some(value);
                        }
                    }
                });
            }
            let all: Option<Vec<Die>> = dice
                .iter()
                .zip(&form.dice)
                .map(|(kind, v)| v.map(|v| die(*kind, v)))
                .collect();
            if ui
                .add_enabled(all.is_some(), egui::Button::new("Apply the dice"))
                .clicked()
                && let Some(all) = all
            {
                form.dice.clear();
                action = Some(PostAction::Answer(Answer::Dice(all)));
            }
        }
        PostMatchState::Asks(Ask::RerollWinnings { side, first }) => {
            ui.label(format!(
                "The {} won: re-roll the winnings die ({first})? The second result stands (004:L2840).",
                session.game().state().team(side).name
            ));
            ui.horizontal(|ui| {
                if ui.button("Re-roll").clicked() {
                    action = Some(PostAction::Answer(Answer::Reroll(true)));
                }
                if ui.button("Keep it").clicked() {
                    action = Some(PostAction::Answer(Answer::Reroll(false)));
                }
            });
        }
        PostMatchState::Asks(Ask::Improve {
            player,
            roll,
            characteristics,
            categories,
        }) => {
            ui.label(format!(
                "{} improves (roll {} + {}): a characteristic or a skill from {}",
                session.player_name(player),
                roll[0],
                roll[1],
                categories
                    .iter()
                    .map(|c| format!("{c:?}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            ui.horizontal(|ui| {
                for c in characteristics {
                    if ui.button(format!("+1 {c:?}")).clicked() {
                        action = Some(PostAction::Answer(Answer::Improve(c)));
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut form.skill)
                        .hint_text("skill name")
                        .desired_width(160.0),
                );
                if ui
                    .add_enabled(
                        !form.skill.trim().is_empty(),
                        egui::Button::new("Take skill"),
                    )
                    .clicked()
                {
                    let skill = std::mem::take(&mut form.skill).trim().to_string();
                    action = Some(PostAction::Answer(Answer::Improve(Improvement::Skill(
                        skill,
                    ))));
                }
            });
        }
        PostMatchState::Asks(Ask::Done) => {
            ui.label("The sequence is complete.");
            if ui.button("Record the result").clicked() {
                action = Some(PostAction::Record);
            }
        }
    }
    action
}

/// Carries out the panel's answer on the session.
pub fn apply(session: &mut Session, action: PostAction) {
    match action {
        PostAction::Begin => {
            session.begin_post_match();
        }
        PostAction::Answer(answer) => {
            session.answer_post_match(answer);
        }
        PostAction::Record => {
            session.record_post_match();
        }
    }
}
