//! The turn's prompt: "End the turn" on top, always in view; the players who may act, each a
//! line that opens his card (where his Actions are declared); the turn's other choices; and
//! "Concede the match" at the bottom, behind a confirmation.

use egui::RichText;
use rules::{Decision, DecisionKind, Input, Match, Prompt};

use super::palette;
use super::player_card::{self, PlayerCard};
use super::words;

/// The button that asks before conceding.
pub const CONCEDE: &str = "Concede the match...";
/// The button that concedes, once asked.
pub const CONCEDE_SURE: &str = "Yes, concede the match";

/// Draws the turn's prompt when the match waits for one; `None` when it waits for anything
/// else (the prompt panel draws that), else the input chosen this frame, if any.
pub fn show(ui: &mut egui::Ui, game: &Match, card: &mut PlayerCard) -> Option<Option<Input>> {
    let prompt = game.prompt();
    let Prompt::Decision(request) = &prompt else {
        return None;
    };
    if request.kind != DecisionKind::Turn {
        return None;
    }
    let state = game.state();
    let team = &state.team(request.side).name;
    let mut chosen = None;
    let turn = state.team(request.side).turn;
    ui.label(
        RichText::new(words::plain(&format!("{team}: turn {turn}")))
            .strong()
            .size(18.0),
    );
    super::points_track::show_summary(ui, state);
    ui.horizontal_wrapped(|ui| {
        if request.options.contains(&Decision::EndTurn) {
            let end = egui::Button::new(RichText::new("End the turn").size(18.0))
                .min_size(egui::vec2(140.0, 34.0));
            if ui.add(end).clicked() {
                chosen = Some(Decision::EndTurn);
            }
        }
        // The turn's other choices (the Turn marker with Illegal Procedure …); a Bonus Play is
        // played from the hand panel (`bonus_play_hand.rs`), not here as well.
        for option in request.options.iter().filter(|d| {
            !matches!(
                d,
                Decision::Declare { .. }
                    | Decision::EndTurn
                    | Decision::Concede
                    | Decision::PlayBonusPlay { .. }
                    | Decision::Fireball { .. }
                    | Decision::HoratioFireball { .. }
                    | Decision::WarpLightning { .. }
                    | Decision::LightningBolt { .. }
            )
        }) {
            if ui
                .button(words::plain(&words::label(state, option)))
                .clicked()
            {
                chosen = Some(*option);
            }
        }
    });
    // The Wizard's and Horatio's spells (a square or a player each, hundreds): folded away, never a click on
    // the pitch, so that opening a player's card cannot cast one.
    let spells: Vec<&Decision> = request
        .options
        .iter()
        .filter(|d| {
            matches!(
                d,
                Decision::Fireball { .. }
                    | Decision::HoratioFireball { .. }
                    | Decision::WarpLightning { .. }
                    | Decision::LightningBolt { .. }
            )
        })
        .collect();
    if !spells.is_empty() {
        egui::CollapsingHeader::new(
            "Spells: the Wizard's and the Warlock Engineer's one of the match, Horatio's of the \
             half",
        )
        .id_salt("wizard-spells")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(180.0)
                .id_salt("wizard-spell-list")
                .show(ui, |ui| {
                    for option in spells {
                        if ui
                            .button(words::plain(&words::label(state, option)))
                            .clicked()
                        {
                            chosen = Some(*option);
                        }
                    }
                });
        });
    }
    let players = player_card::may_act(&prompt);
    if players.is_empty() {
        ui.label(RichText::new("Nobody left to act: end the turn.").weak());
    } else {
        let hint = if super::points_track::is_points_game(state) {
            "Click a model for his card and his Actions (Tab picks the next who may act, \
             then M Run, B Block, P Throw, F Foul; Mark, Sidestep, Stand Up and the Reserves \
             Action on his card):"
        } else {
            "Click a model for his card and his Actions (Tab picks the next who may act, \
             then M Move, B Block, L Blitz, P Pass, H Hand-off, F Foul):"
        };
        ui.label(RichText::new(hint).weak());
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .id_salt("may-act")
            .show(ui, |ui| {
                for id in players {
                    let actions: Vec<String> = player_card::actions_of(&prompt, id)
                        .into_iter()
                        .map(|kind| super::points_track::action_name(state, kind))
                        .collect();
                    let name = state.player(id).map_or("", |p| p.profile.name.as_str());
                    // Blackmail's player by his own number.
                    let number = state.himself(id).number;
                    let text = words::plain(&format!("#{number} {name}: {}", actions.join(", ")));
                    let picked = card.player() == Some(id);
                    if ui.selectable_label(picked, text).clicked() {
                        if picked {
                            card.close();
                        } else {
                            card.open(id);
                        }
                    }
                }
            });
    }
    if request.options.contains(&Decision::Concede)
        && concede(ui, game.inputs().len(), game.state().challenges.is_some())
    {
        chosen = Some(Decision::Concede);
    }
    Some(chosen.map(Input::Decide))
}

/// "Concede the match..." asks first; true once the coach says yes. The question stands only
/// at the prompt it was asked at (`at`, the count of inputs). In a game of points (Blitz
/// Bowl's Challenge Cards) it says that the other team wins whatever the points.
fn concede(ui: &mut egui::Ui, at: usize, points: bool) -> bool {
    let id = egui::Id::unique(("concede-asked", at));
    let asked = ui.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
    ui.add_space(24.0);
    ui.separator();
    if !asked {
        if ui
            .button(RichText::new(CONCEDE).color(palette::ERROR))
            .clicked()
        {
            ui.data_mut(|d| d.insert_temp(id, true));
        }
        return false;
    }
    ui.label(RichText::new(concede_question(points)).color(palette::ERROR));
    let mut sure = false;
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(CONCEDE_SURE).color(palette::ERROR))
            .clicked()
        {
            sure = true;
        }
        if ui.button("No, play on").clicked() {
            ui.data_mut(|d| d.insert_temp(id, false));
        }
    });
    if sure {
        ui.data_mut(|d| d.insert_temp(id, false));
    }
    sure
}

/// The confirmation's question: in a game of points the other team wins whatever they are
/// (004:L2996-L2998).
pub fn concede_question(points: bool) -> &'static str {
    if points {
        "Concede the match? It ends here, and the other team wins whatever the points \
         (000:L820-L822, 004:L2996-L2998)."
    } else {
        "Concede the match? It ends here (000:L820-L822)."
    }
}
