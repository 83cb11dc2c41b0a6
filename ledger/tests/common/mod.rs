//! A real database file in a temporary folder, the box teams, and the simulator's coach and
//! dice to feed matches with legal inputs.
#![allow(dead_code)]

use ledger::{Ledger, MatchStart, NewMatch};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{Input, Match, MatchSetup, SetupSpec, Side, TeamSpec};

pub type TestResult = Result<(), Box<dyn std::error::Error>>;

/// A league team file as `nuffle league import` reads it: `players` as (position, how many),
/// numbered from 1 in that order, no Apothecary.
pub fn team_file(
    name: &str,
    roster: &str,
    players: &[(&str, usize)],
    rerolls: u8,
    fan_factor: u8,
    treasury: u32,
) -> String {
    let mut list = Vec::new();
    for (position, count) in players {
        for _ in 0..*count {
            list.push(serde_json::json!({ "number": list.len() + 1, "position": position }));
        }
    }
    serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": rerolls,
        "fan_factor": fan_factor, "treasury": treasury, "apothecary": false, "players": list,
    })
    .to_string()
}

/// A league match between two imported teams, `teams` their names and ids (home first), under
/// `house_rules`: what `Ledger::start_match` records.
pub fn league_start(teams: [(&str, i64); 2], setup: MatchSetup, house_rules: &str) -> MatchStart {
    MatchStart {
        label: NewMatch {
            home_team: teams[0].0.to_string(),
            away_team: teams[1].0.to_string(),
            ruleset: "league".into(),
        },
        setup,
        house_rules: Some(house_rules.into()),
        teams: Some((teams[0].1, teams[1].1)),
        season_id: None,
        friendly: false,
    }
}

pub fn book() -> &'static tables::Rulebook {
    tables::builtin().expect("built-in tables load")
}

/// Human v Orc quick-start teams, Orcs kicking, Nice weather.
pub fn box_setup() -> MatchSetup {
    SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    }
    .build(book())
    .expect("quick-start teams build")
}

pub fn box_start() -> MatchStart {
    MatchStart {
        label: NewMatch {
            home_team: "human-quick-start".into(),
            away_team: "orc-quick-start".into(),
            ruleset: "box-2016".into(),
        },
        setup: box_setup(),
        house_rules: None,
        teams: None,
        season_id: None,
        friendly: false,
    }
}

pub fn temp_ledger() -> (tempfile::TempDir, Ledger) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let ledger = Ledger::open(&dir.path().join("nuffle.sqlite3")).expect("ledger opens");
    (dir, ledger)
}

/// Seeded legal inputs: the simulator's uniform coach and dice.
pub struct Feeder {
    rng: Xoshiro256PlusPlus,
}

impl Feeder {
    pub fn new(seed: u64) -> Feeder {
        Feeder {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// The next legal input for `m` from the uniform coach, or `None` when the match is over.
    pub fn next(&mut self, m: &Match) -> Option<Input> {
        self.next_with(sim::Policy::Uniform, m)
    }

    /// As [`Feeder::next`], from the coach who goes for the ball and the End Zone.
    pub fn next_forward(&mut self, m: &Match) -> Option<Input> {
        self.next_with(sim::Policy::Forward, m)
    }

    fn next_with(&mut self, policy: sim::Policy, m: &Match) -> Option<Input> {
        policy.next_input(m, &mut self.rng)
    }
}

/// How a league match between two teams of the ledger is started for a test.
pub struct LeagueMatch<'a> {
    /// The match's ruleset label (`"league"`, `"bugmans"`).
    pub ruleset: &'a str,
    /// The house rules it plays by.
    pub house_rules: &'a str,
    /// A Friendly.
    pub friendly: bool,
    /// The feeder's seed.
    pub seed: u64,
}

/// Starts a league match between the ledger's teams `home` and `away` as they stand, plays it
/// to its end with the feeder's forward coach and dice, and gives the open match and its
/// post-match setup.
pub fn played_league_match(
    ledger: &mut Ledger,
    book: &tables::Rulebook,
    (home, away): (i64, i64),
    how: &LeagueMatch,
) -> Result<(ledger::OpenMatch, ledger::PostMatchSetup), Box<dyn std::error::Error>> {
    // Free Journeymen for a team that can field 10 or fewer (004:L2978-L2985), as the window
    // starts a league match.
    ledger.prepare_journeymen(book, home)?;
    ledger.prepare_journeymen(book, away)?;
    let start = MatchStart {
        label: NewMatch {
            home_team: ledger.team(home)?.name,
            away_team: ledger.team(away)?.name,
            ruleset: how.ruleset.into(),
        },
        setup: MatchSetup {
            home: ledger.team_setup(book, home)?,
            away: ledger.team_setup(book, away)?,
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        },
        house_rules: Some(how.house_rules.into()),
        teams: Some((home, away)),
        season_id: None,
        friendly: how.friendly,
    };
    let mut open = ledger.start_match(&start)?;
    let mut feed = Feeder::new(how.seed);
    while !matches!(open.game().prompt(), rules::Prompt::MatchOver { .. }) {
        let input = feed.next_forward(open.game()).ok_or("no input")?;
        open.apply(ledger, input, "sim")?;
    }
    let post = ledger.post_match_setup(book, &open)?;
    Ok((open, post))
}

/// A league player for a post-match sequence: a Human Lineman's profile (MA 6, ST 3, AG 3,
/// AV 8; General, doubles Agility and Strength), `spp` before the match.
pub fn league_player(side: Side, number: u8, spp: u16) -> ledger::LeaguePlayer {
    ledger::LeaguePlayer {
        id: rules::PlayerId::new(side, number),
        name: format!("#{number}"),
        spp,
        start: [6, 3, 3, 8],
        now: [6, 3, 3, 8],
        skills: Vec::new(),
        normal: vec![tables::SkillCategory::General],
        double: vec![
            tables::SkillCategory::Agility,
            tables::SkillCategory::Strength,
        ],
    }
}

/// A plain answer to what a post-match sequence asks, `None` once it is done: the first
/// nominees, threes on every die, no winnings re-roll, the first characteristic offered or
/// else Block (a caller refused it answers with another skill).
pub fn plain_answer(ask: &ledger::Ask) -> Option<ledger::Answer> {
    use ledger::{Answer, Ask, Improvement};
    Some(match ask {
        Ask::Done => return None,
        Ask::Nominate {
            eligible, count, ..
        } => Answer::Nominate(eligible[..*count].to_vec()),
        Ask::Roll { dice, .. } => Answer::Dice(dice.iter().map(|_| rules::Die::D6(3)).collect()),
        Ask::RerollWinnings { .. } => Answer::Reroll(false),
        Ask::Improve {
            characteristics, ..
        } => Answer::Improve(
            characteristics
                .first()
                .cloned()
                .unwrap_or(Improvement::Skill("Block".into())),
        ),
    })
}
