//! The pre-match and the inducements (004:L2669-L2797, L3005-L3130) played as match scripts
//! through `nuffle match run --json`, the way a referee writes them: a league setup line whose
//! teams buy inducements, the league's house rules (`--rules`) where a choice of the league
//! decides, then the match (docs/match-script.md, "Pre-match and inducements").

use crate::common;

use common::run_json;

/// A league setup line: Human (home, three Linemen) against Orc (away, three Linemen), Orcs
/// kicking, each team's roster keys `home_extra` / `away_extra` added (a Team Value,
/// inducements, stars).
fn setup_line(home_extra: &str, away_extra: &str) -> String {
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,{home_extra}"players":[{{"number":1,"position":"Lineman"}},{{"number":2,"position":"Lineman"}},{{"number":3,"position":"Lineman"}}]}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,{away_extra}"players":[{{"number":1,"position":"Lineman"}},{{"number":2,"position":"Lineman"}},{{"number":3,"position":"Lineman"}}]}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}},"league":{{}}}}}}
"#
    )
}

/// Runs `script` with `rules` as the league's house rules, expecting the setup refused: the
/// error it prints.
fn refused(script: &str, rules: Option<&str>) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scenario.jsonl");
    std::fs::write(&path, script).expect("script written");
    let rules_path = dir.path().join("league.toml");
    let mut args = Vec::new();
    if let Some(rules) = rules {
        std::fs::write(&rules_path, rules).expect("rules written");
        args.extend(["--rules", rules_path.to_str().expect("utf-8 path")]);
    }
    args.extend(["match", "run", "--json", path.to_str().expect("utf-8 path")]);
    let out = common::nuffle(&args).expect("nuffle runs");
    assert!(!out.status.success(), "{}", common::text(&out.stdout));
    common::text(&out.stderr) + &common::text(&out.stdout)
}

/// Both coaches induced Morg 'n' Thorg: neither may use him and he keeps both fees
/// (004:L3109-L3112). The match is played: each team sets up its three Linemen and may end
/// its set-up (with Morg in its Reserves it would have to set him up too), and home's first
/// turn waits. Home pays 430,000 from its 400,000 of gold and 30,000 of Treasury, away from
/// its Treasury: the fees are spent, not refunded (the gold check passes only with both).
#[test]
fn a_star_both_teams_induced_plays_for_neither_004_l3109_l3112() {
    let mut script = setup_line(
        r#""team_value":1000000,"stars":[{"star":"Morg 'n' Thorg"}],"inducements":{"treasury":30000},"#,
        r#""team_value":1400000,"stars":[{"star":"morg-n-thorg"}],"inducements":{"treasury":430000},"#,
    );
    script.push_str(common::QUIET_KICK_OFF);
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
    // Without the 30,000 of Treasury home cannot pay the fee it still owes.
    let short = setup_line(
        r#""team_value":1000000,"stars":[{"star":"Morg 'n' Thorg"}],"#,
        r#""team_value":1400000,"stars":[{"star":"morg-n-thorg"}],"inducements":{"treasury":430000},"#,
    );
    let e = refused(&short, None);
    assert!(
        e.contains("spends 430000") && e.contains("has 400000"),
        "{e}"
    );
}

/// The Waaagh! Drummer costs 50,000 by the text and 30,000 by the card (004:L3315-L3333,
/// L6660): with the league's `waaagh-drummer-cost = "30000"` the Orcs, 30,000 behind, buy him,
/// and after the kick-off their Drummer rolls 3D6 before home's first turn (004:L3325);
/// without the option the setup is refused at 50,000.
#[test]
fn the_waaagh_drummer_at_the_leagues_price_drums_after_the_kick_off_004_l3315_l6660() {
    let mut script = setup_line(
        r#""team_value":1030000,"#,
        r#""team_value":1000000,"inducements":{"waaagh_drummer":true},"#,
    );
    let e = refused(&script, None);
    assert!(e.contains("spends 50000") && e.contains("has 30000"), "{e}");
    let rules = "[ruleset]\nleague = \"on\"\nwaaagh-drummer-cost = \"30000\"\n";
    // The kick-off up to the ball's bounce (the referee's `remove_ball` would come after the
    // Drummer's roll).
    script.push_str(
        common::QUIET_KICK_OFF
            .strip_suffix("{\"edit\":\"remove_ball\"}\n")
            .expect("the kick-off ends taking the ball off"),
    );
    let (_, prompt) = run_json(&script, Some(rules));
    assert_eq!(prompt["roll"]["roll"], "Waaagh! Drummer", "{prompt}");
    assert_eq!(prompt["roll"]["dice"].as_array().map(Vec::len), Some(3));
}

/// Under the Free Fan Factor rule Fan Factor never adds to the Team Value (004:L3280-L3286):
/// home's three Linemen (150,000), two re-rolls (100,000) and Fan Factor 5 are worth 300,000
/// without it and 250,000 with it, so against away's 300,000 home has 0 of gold, or 50,000 for
/// a Bloodweiser Keg (004:L3055).
#[test]
fn free_fan_factor_leaves_fan_factor_out_of_the_inducement_gold_004_l3284() {
    let mut script = setup_line(
        r#""fan_factor":5,"inducements":{"bloodweiser_kegs":1},"#,
        r#""team_value":300000,"#,
    );
    let e = refused(&script, Some("[ruleset]\nleague = \"on\"\n"));
    assert!(e.contains("has 0"), "{e}");
    script.push_str(common::QUIET_KICK_OFF);
    let rules = "[ruleset]\nleague = \"on\"\nfree-fan-factor = \"on\"\n";
    let (_, prompt) = run_json(&script, Some(rules));
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}
