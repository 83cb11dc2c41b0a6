//! A match setup the ledger stored before the inducements were typed (each inducement a
//! field of its own, the (In)Famous Coaching Staff one flag each) still loads from a real
//! database file, with the same inducements and the same match.

use crate::common;
use common::*;

use rules::{Inducement, Side};

#[test]
fn a_setup_stored_with_the_old_inducement_fields_still_loads_004_l2730() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("nuffle.sqlite3");
    let id = {
        let mut ledger = ledger::Ledger::open(&path)?;
        let open = ledger.start_match(&box_start())?;
        open.id()
    };
    // The setup as an older Nuffle wrote it: the home team's inducements field by field.
    let mut setup = serde_json::to_value(box_setup())?;
    setup["home"]["inducements"] = serde_json::from_str(
        r#"{"bloodweiser_kegs":2,"bribes":1,"extra_team_training":1,"wizard":true,
            "runesmith":true,"coaching_staff":{"kari_coldsteel":true},"special_plays":1}"#,
    )?;
    {
        let conn = rusqlite::Connection::open(&path)?;
        let changed = conn.execute(
            "UPDATE matches SET setup = ?1 WHERE id = ?2",
            rusqlite::params![setup.to_string(), id],
        )?;
        assert_eq!(changed, 1);
    }
    let ledger = ledger::Ledger::open(&path)?;
    let (loaded, _) = ledger.match_setup(id)?;
    let kept = loaded.home.inducements;
    assert_eq!(kept.count(Inducement::BloodweiserKegs), 2);
    assert_eq!(kept.count(Inducement::Bribes), 1);
    assert_eq!(kept.count(Inducement::ExtraTeamTraining), 1);
    assert!(kept.has(Inducement::Wizard) && kept.has(Inducement::Runesmith));
    assert!(kept.has(Inducement::KariColdsteel));
    assert_eq!(kept.special_plays, 1);
    assert!(loaded.away.inducements.is_none());
    // The match it builds has them: a Bribe, two kegs, the Wizard, the training re-roll and
    // Kari's 3 Cheerleaders (004:L3055-L3074, L3162).
    let game = rules::Match::new(loaded.clone(), book())?;
    let home = game.state().team(Side::Home);
    assert_eq!(home.inducements.get(Inducement::Bribes), 1);
    assert_eq!(home.inducements.get(Inducement::BloodweiserKegs), 2);
    assert!(home.inducements.has(Inducement::Wizard));
    assert_eq!(home.rerolls, box_setup().home.rerolls + 1);
    assert_eq!(home.cheerleaders, box_setup().home.cheerleaders + 3);
    // Written back, it reads the same.
    let again: rules::MatchSetup = serde_json::from_str(&serde_json::to_string(&loaded)?)?;
    assert_eq!(again, loaded);
    Ok(())
}
