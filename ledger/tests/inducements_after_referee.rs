//! A league match whose inducements are chosen after the Referee roll (004:L2676-L2682), in a
//! real SQLite file: the three rolls are recorded before anything is bought, so a crash while
//! the coaches choose loses none of them; once chosen, the stored setup holds the purchases
//! and the match replays with them from the file.

use crate::common;

use common::{TestResult, book, temp_ledger};
use ledger::Ledger;
use rules::{
    DiceRoll, Die, Inducement, InducementSpec, InducementsChosen, Input, LeagueSpec, Prompt,
    SetupSpec, Side, TeamSpec,
};

fn d6(values: &[u8]) -> Input {
    Input::Dice(DiceRoll::manual(
        values.iter().map(|v| Die::D6(*v)).collect::<Vec<_>>(),
    ))
}

const HOUSE: &str = "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n";

fn team_json(name: &str, roster: &str, treasury: u32) -> String {
    common::team_file(name, roster, &[("Lineman", 11)], 3, 4, treasury)
}

/// The league's spec for the two teams, as the window makes it: each Treasury put in for
/// inducements, `home` what the home team buys.
fn spec(
    ledger: &Ledger,
    book: &tables::Rulebook,
    ids: (i64, i64),
    home: InducementSpec,
) -> Result<SetupSpec, Box<dyn std::error::Error>> {
    let team = |id: i64, buys: InducementSpec| -> Result<TeamSpec, Box<dyn std::error::Error>> {
        let mut spec = ledger.team_spec(book, id)?;
        let treasury = ledger.team(id)?.treasury;
        if let TeamSpec::Roster { inducements, .. } = &mut spec {
            *inducements = InducementSpec { treasury, ..buys };
        }
        Ok(spec)
    };
    Ok(SetupSpec {
        home: team(ids.0, home)?,
        away: team(ids.1, InducementSpec::default())?,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    })
}

#[test]
fn the_rolls_are_kept_while_choosing_and_the_purchases_stored_with_the_match_004_l2676()
-> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let rules_book = book().with_file("league.toml", HOUSE)?;
    // Equal teams: no gap; the home team pays a Bribe from its Treasury.
    let h = ledger.import_team(
        &rules_book,
        "h.json",
        &team_json("Reavers", "human", 150_000),
    )?;
    let a = ledger.import_team(&rules_book, "a.json", &team_json("Raiders", "human", 0))?;
    let ids = (h.id, a.id);
    let mut setup =
        spec(&ledger, &rules_book, ids, InducementSpec::default())?.build(&rules_book)?;
    if let Some(league) = setup.league.as_mut() {
        league.inducements_chosen = InducementsChosen::AfterReferee;
    }
    let start = common::league_start([(&h.name, h.id), (&a.name, a.id)], setup, HOUSE);
    let mut open = ledger.start_match(&start)?;
    let id = open.id();
    open.apply(&mut ledger, d6(&[3, 4]), "test")?; // Weather 7: Nice
    open.apply(&mut ledger, d6(&[4, 4]), "test")?; // Stadium 8: Standard
    open.apply(&mut ledger, d6(&[1, 2]), "test")?; // Referee 3: the Trundlefoot Triplets
    assert!(open.game().choosing_inducements().is_some());

    // The window closes while the coaches choose: the rolls are in the file.
    drop(open);
    drop(ledger);
    let mut ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let mut open = ledger.open_match(id)?;
    assert_eq!(
        open.game().choosing_inducements().map(|c| c.chosen),
        Some(false),
        "it waits for the inducements again"
    );
    assert_eq!(
        open.game().state().referee.as_deref(),
        Some("Trundlefoot Triplets")
    );

    // A Bribe, 100,000 from the Treasury, knowing the referee.
    let bribe = InducementSpec::default().with(Inducement::Bribes, 1);
    let priced = open
        .game()
        .inducement_spec(spec(&ledger, &rules_book, ids, bribe)?);
    let chosen = open.game().chosen_setup(priced.build(&rules_book)?);
    let said = open.choose_inducements(&mut ledger, chosen.clone(), "test")?;
    assert!(said.iter().any(|e| e.text.contains("1 Bribe")), "{said:?}");
    // The Referee roll corrected after the choosing (11: Jorm the Ogre): the Bribe was bought
    // knowing the Triplets, so the correction is refused with why, nothing written.
    let refused = open
        .correct(&mut ledger, 3, d6(&[5, 6]), "test", None)
        .expect_err("the referee the Bribe was bought knowing");
    assert!(
        refused.to_string().contains("choose them again"),
        "{refused}"
    );
    // Chosen twice: refused, and nothing more written.
    let seq = open.last_seq();
    assert!(
        open.choose_inducements(&mut ledger, chosen, "test")
            .is_err()
    );
    assert_eq!(open.last_seq(), seq);
    drop(open);

    // From the file: the setup with the Bribe, paid from the Treasury, and the match on.
    let (stored, _) = ledger.match_setup(id)?;
    let league = stored.league.ok_or("league")?;
    assert_eq!(league.spent, [100_000, 0]);
    assert_eq!(league.from_treasury, [100_000, 0]);
    assert_eq!(league.inducements_chosen, InducementsChosen::Chosen);
    let open = ledger.open_match(id)?;
    assert_eq!(
        open.game()
            .state()
            .team(Side::Home)
            .inducements
            .get(Inducement::Bribes),
        1
    );
    assert!(open.game().choosing_inducements().is_none());
    assert!(
        matches!(open.game().prompt(), Prompt::Roll(r) if r.roll != "Referee"),
        "past the pre-match rolls"
    );
    let audit = ledger.audit(id)?.join("\n");
    assert!(
        audit.contains("Reavers spent 100,000") && audit.contains("004:L2676"),
        "{audit}"
    );
    Ok(())
}
