//! League matches with the whole pre-match (stadium, referee, a home stadium now and then) and
//! random inducements bought (Kegs, Bribes, Extra Team Training, a Halfling Master Chef, a
//! Wizard, the race and Winterbowl inducements, (In)Famous Coaching Staff, a Mercenary):
//! drawn teams of any roster keep every invariant, and the Wizard's and Horatio's spells, the
//! Master of Ballistics' choice and the inducements a coach is asked to use (Interference, the
//! Weather Mage, the Runesmith, the Revitalising Tonic) are played.

use rules::Inducement;
use sim::{SimConfig, play_game};

#[test]
fn league_matches_with_inducements_keep_every_invariant() {
    let book = tables::builtin()
        .expect("built-in tables")
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n\
             winterbowl-inducements = \"on\"\n",
        )
        .expect("league ruleset");
    let config = SimConfig {
        games: 240,
        seed: 57,
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        undo_rate: 0.01,
        ..SimConfig::default()
    };
    let (mut chefs, mut mercenaries, mut bribes) = (0, 0, 0);
    let (mut wizards, mut staff, mut race) = (0, 0, 0);
    let (mut spells, mut ballistics, mut used) = (0, 0, 0);
    let (mut winterbowl, mut horatio) = (0, 0);
    for game in 0..config.games {
        let report = play_game(&config, &book, game, &|_| {}).expect("the drawn teams build");
        spells += report.spells;
        ballistics += report.ballistics;
        used += report.inducements_used;
        assert!(
            report.violation.is_none(),
            "game {game}: {:?}\n{}",
            report.violation,
            report.script(&config.setup_spec())
        );
        let setup = report.setup.expect("the match's setup");
        assert!(setup.league.is_some(), "a league match");
        for team in [&setup.home, &setup.away] {
            if let rules::TeamSpec::Roster { inducements, .. } = team {
                let n = |i: Inducement| usize::from(inducements.bought.get(i));
                chefs += n(Inducement::HalflingMasterChef);
                mercenaries += inducements.mercenaries.len();
                bribes += n(Inducement::Bribes);
                wizards += n(Inducement::Wizard);
                staff += inducements.coaching_staff.len();
                horatio += inducements
                    .coaching_staff
                    .iter()
                    .filter(|s| s.as_str() == Inducement::HoratioXScottenheim.id())
                    .count();
                winterbowl += n(Inducement::Interference) + n(Inducement::WeatherMage);
                race += usize::from(
                    n(Inducement::MasterOfBallistics)
                        + n(Inducement::WaaaghDrummer)
                        + n(Inducement::Runesmith)
                        + n(Inducement::WarlockEngineer)
                        > 0,
                );
            }
        }
    }
    assert!(chefs > 10, "{chefs} chefs");
    assert!(mercenaries > 10, "{mercenaries} mercenaries");
    assert!(bribes > 50, "{bribes} bribes");
    assert!(wizards > 30, "{wizards} wizards");
    assert!(staff > 10, "{staff} coaching staff");
    assert!(race > 3, "{race} race inducements");
    assert!(spells > 20, "{spells} spells cast");
    assert!(ballistics > 0, "{ballistics} ballistics choices");
    assert!(horatio > 10, "{horatio} Horatios hired");
    assert!(
        winterbowl > 20,
        "{winterbowl} Interference and Weather Mages"
    );
    assert!(used > 20, "{used} inducements used when asked");
}
