//! Special Play cards in the window, driven headless with egui_kittest on a real SQLite file:
//! a league match of two imported teams with the cards on, a Special Play bought in the
//! Inducements panel; at the draw each coach picks the
//! deck and the card he turned over and keeps or discards it, the team with the higher Team
//! Value first (004:L2780-L2797); each team's hand shown with the card's name, what it does and
//! its line, and "not ruled" where the engine does not rule it; at the card's moment it is a
//! button with its name (a card played on a player: a button a player), and the card played
//! is in the match log and the database's input log.

use crate::common;
use common::window::{app_harness, key_dice, play_until};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::special_play_panel::{self, discard_label, keep_label, play_label};
use nuffle_app::gui::{NuffleApp, Session, inducement_panel};
use rules::special_play::Card;
use rules::{Decision, DecisionKind, Prompt, Ruled, Side};

/// Imports the Reavers (Human, Team Value 760,000) and the Raiders (Orc, 880,000), as
/// window_prematch.rs does (004:L2348-L2359 for the values).
fn import_teams(dir: &std::path::Path, db: &std::path::Path) -> anyhow::Result<()> {
    let db_arg = db.to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            common::team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            common::team(
                "Raiders",
                "orc",
                &[("Black Orc", 4), ("Blitzer", 2), ("Lineman", 5)],
                88,
            ),
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, json)?;
        let out = common::nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    Ok(())
}

fn text(node: &egui_kittest::Node<'_>) -> String {
    let n = node.accesskit_node();
    if n.role() == Role::Label {
        n.value()
    } else {
        n.label()
    }
    .unwrap_or_default()
}

fn shows(h: &Harness<'static, NuffleApp>, part: &str) -> bool {
    let part = part.to_string();
    h.query_all_by(move |n| {
        n.value().is_some_and(|t| t.contains(&part)) || n.label().is_some_and(|t| t.contains(&part))
    })
    .next()
    .is_some()
}

fn all_text(h: &Harness<'static, NuffleApp>) -> String {
    h.get_all_by(|_| true)
        .map(|n| text(&n))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn pick(h: &mut Harness<'static, NuffleApp>, side: usize, team: &str) {
    let mut boxes: Vec<egui::Rect> = h
        .get_all_by_role(Role::ComboBox)
        .map(|n| n.rect())
        .collect();
    boxes.sort_by(|a, b| a.top().total_cmp(&b.top()));
    let at = boxes[side].center();
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    let start = team.to_string();
    h.get_by(move |n| n.role() != Role::Label && n.label().is_some_and(|t| t.starts_with(&start)))
        .click();
    h.run();
}

/// Clicks the one control (not a plain label) named `label`.
fn click(h: &mut Harness<'static, NuffleApp>, label: &str) {
    let want = label.to_string();
    h.get_by(move |n| n.role() != Role::Label && n.label().as_deref() == Some(want.as_str()))
        .click();
    h.run();
}

fn card_prompt(s: &Session) -> Option<Side> {
    match s.game().prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::SpecialPlay => Some(d.side),
        _ => None,
    }
}

#[test]
fn a_league_match_draws_keeps_shows_and_plays_special_play_cards_004_l2780() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_teams(dir.path(), &db)?;
    let session = Session::launch(Some(db.clone()))?;
    let mut h = app_harness(NuffleApp::new(session), [1400.0, 1000.0]);
    let book = tables::builtin().map_err(|e| anyhow::anyhow!("{e}"))?;
    let name = |card: Card| special_play_panel::name(book, card);

    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Reavers");
    pick(&mut h, 1, "Raiders");
    h.get_by_label("Special Play cards (a league match draws them, 004:L2780)")
        .click();
    h.run();
    click(&mut h, "Start the match");
    // Weather 3 + 4 = 7, Nice (000:L1013-L1023); then the inducements (004:L2676-L2682).
    key_dice(&mut h, &[3, 4]);
    click(&mut h, inducement_panel::DONE);
    // The Reavers (the underdog, 120,000 to spend) buy a Special Play of the Random Events
    // deck: 50,000, one more card kept (004:L3043-L3047, L3122-L3130).
    let random_events =
        inducement_panel::special_play_label(book, rules::special_play::Deck::RandomEvents);
    click(&mut h, &inducement_panel::buy_label(&random_events));
    assert!(
        shows(
            &h,
            "Reavers: Team Value 760,000; inducement gold 120,000; Treasury 0; spent 50,000"
        ),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::DONE);
    assert!(
        shows(&h, "Reavers buys Special Play (Random Events deck)"),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::START);
    assert!(
        !h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );
    // Then the cards, before the fans.

    // The Raiders have the higher Team Value: they keep first (004:L2782-L2788), one card (the
    // higher value is under 1,000,000: draw 2, keep 1).
    assert_eq!(card_prompt(h.state().session()), Some(Side::Away));
    assert!(
        shows(&h, "Raiders decides: Special Play cards"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "1 to keep"), "{}", all_text(&h));
    // A card the engine does not rule, turned over and sent back: the window says so.
    let unruled = Card::ALL
        .iter()
        .copied()
        .find(|c| c.ruled() == Ruled::No && c.deck() == rules::special_play::Deck::RandomEvents);
    if let Some(card) = unruled {
        click(&mut h, "Random Events deck");
        click(&mut h, &name(card));
        // The card's own reason (the Ogre's says what is not built), and what to do.
        assert!(
            shows(&h, "Not ruled: ") && shows(&h, "apply it by hand."),
            "{}",
            all_text(&h)
        );
        assert!(shows(&h, &format!("(Random Events deck, {})", card.cite())));
        click(&mut h, &discard_label(&name(card)));
        assert!(
            shows(
                &h,
                &format!(
                    "Back to the bottom of their decks (004:L2786-L2788): {}",
                    name(card)
                )
            ),
            "{}",
            all_text(&h)
        );
        assert_eq!(
            card_prompt(h.state().session()),
            Some(Side::Away),
            "a discard is no keep"
        );
    }
    // Golden Boy kept (004:L5962): a Random Events card would do as well; Heroic Feats.
    click(&mut h, "Heroic Feats deck");
    click(&mut h, &name(Card::GoldenBoy));
    assert!(
        shows(&h, "(Heroic Feats deck, 004:L5962)"),
        "{}",
        all_text(&h)
    );
    click(&mut h, &keep_label(&name(Card::GoldenBoy)));

    // The Reavers keep Johnny Waterboy: its line says what it does.
    assert_eq!(card_prompt(h.state().session()), Some(Side::Home));
    assert!(shows(&h, "Reavers decides: Special Play cards"));
    click(&mut h, "Random Events deck");
    click(&mut h, &name(Card::JohnnyWaterboy));
    assert!(
        shows(
            &h,
            "+1 to your KO-recovery rolls this game (Random Events deck, 004:L4813)"
        ),
        "{}",
        all_text(&h)
    );
    click(&mut h, &keep_label(&name(Card::JohnnyWaterboy)));
    // Their Special Play: a second card (1 + 1).
    assert!(shows(&h, "1 to keep"), "{}", all_text(&h));
    click(&mut h, "Miscellaneous Mayhem deck");
    click(&mut h, &name(Card::IronMan));
    click(&mut h, &keep_label(&name(Card::IronMan)));

    // Both hands on screen, each under its team's name.
    assert!(card_prompt(h.state().session()).is_none());
    assert!(
        shows(&h, "Special Play cards held by Raiders (1)"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Special Play cards held by Reavers (2)"));
    assert!(shows(&h, "+1 to your KO-recovery rolls this game"));

    // The fans, then on to the start of the game's cards (004:L4813, L5962: "SoG").
    key_dice(&mut h, &[3, 3]);
    key_dice(&mut h, &[2, 2]);
    let mut played = Vec::new();
    for seed in [1, 2] {
        assert!(play_until(h.state_mut().session_mut(), seed, |s| {
            card_prompt(s).is_some()
        }));
        h.run();
        assert!(shows(&h, special_play_panel::PLAY_NONE), "{}", all_text(&h));
        match card_prompt(h.state().session()) {
            Some(Side::Home) => {
                click(&mut h, &play_label(&name(Card::JohnnyWaterboy)));
                assert!(shows(&h, "SPECIAL PLAY CARD"), "{}", all_text(&h));
                played.push(Side::Home);
            }
            Some(Side::Away) => {
                // Golden Boy goes on a player: a button a Raider (the first listed).
                assert!(
                    shows(&h, &format!("{} on:", play_label(&name(Card::GoldenBoy)))),
                    "{}",
                    all_text(&h)
                );
                let Prompt::Decision(d) = h.state().session().game().prompt() else {
                    panic!("a decision");
                };
                let Some(Decision::PlayCard {
                    player: Some(id), ..
                }) = d.options.first()
                else {
                    panic!("{:?}", d.options);
                };
                let who = h.state().session().player_name(*id);
                h.get_by(move |n| {
                    n.role() == Role::Button && n.label().is_some_and(|l| l.contains(&who))
                })
                .click();
                h.run();
                assert!(shows(&h, "SPECIAL PLAY CARD"), "{}", all_text(&h));
                played.push(Side::Away);
            }
            None => unreachable!(),
        }
    }
    played.sort_by_key(|s| s.index());
    assert_eq!(played, vec![Side::Home, Side::Away]);

    // In the match log, with the card's line, and as a ruling's card.
    let log = h.state().session().rulings().join("\n");
    assert!(
        log.contains("Reavers plays the Special Play card Johnny Waterboy (004:L4813)"),
        "{log}"
    );
    assert!(
        log.contains("Raiders plays the Special Play card Golden Boy on"),
        "{log}"
    );
    assert!(
        shows(&h, "Special Play cards held by Reavers (1)"),
        "{}",
        all_text(&h)
    );
    assert!(!shows(&h, "Special Play cards held by Raiders"));
    // And in the database's input log, as inputs like any other.
    let ledger = ledger::Ledger::open(&db)?;
    let id = ledger
        .matches()?
        .iter()
        .map(|m| m.id)
        .max()
        .ok_or_else(|| anyhow::anyhow!("no match"))?;
    let inputs = ledger.log(id)?;
    let cards: Vec<&rules::Input> = inputs
        .iter()
        .map(|e| &e.input)
        .filter(|i| {
            matches!(
                i,
                rules::Input::Decide(Decision::KeepCard { .. } | Decision::PlayCard { .. })
            )
        })
        .collect();
    assert_eq!(cards.len(), 5, "three kept, two played: {cards:?}");
    Ok(())
}
