//! Blackmail (004:L5138-L5161) through the league's record: for one turn the card's team
//! plays an opposing player under a shirt of its own (home #13 here), and what he does that
//! turn is his own, on his own team's roster (004:L2472-L2477): the Star Player Points, the
//! casualties he inflicts or suffers and a lasting injury go to away #1, never to a home #13
//! the league does not have. Each test plays a real league match into a SQLite file in a
//! temporary folder, the away coach concedes at the start of his turn (000:L820-L822), and
//! the post-match sequence is recorded by `record_result`.
//!
//! What counts: for that turn he is the card's team's player in everything but the two
//! things the card names (no touchdown for it, no sending-off for fouling his own team,
//! 004:L5154-L5161), so his own team-mates are the opponents he blocks and who block him
//! (004:L2548-L2551): a Casualty he causes earns him 2 SPP, and one he suffers from a
//! team-mate earns that team-mate 2.

use crate::common;

use common::{TestResult, book};
use ledger::{Answer, Ask, Improvement, Ledger, OpenMatch, PostMatch};
use rules::special_play::Card;
use rules::{
    ActionKind, BlockFace, Decision, DiceRoll, Die, DieKind, DugoutBox, Edit, Input, LeagueSetup,
    MatchSetup, PlayerId, Prompt, Side, Square, Stance,
};

const RULES: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n";

fn cards_book() -> tables::Rulebook {
    book().with_file("league.toml", RULES).expect("league file")
}

fn team_json(name: &str, roster: &str, players: &[(&str, usize)]) -> String {
    common::team_file(name, roster, players, 3, 4, 0)
}

fn home(n: u8) -> PlayerId {
    PlayerId::new(Side::Home, n)
}

fn away(n: u8) -> PlayerId {
    PlayerId::new(Side::Away, n)
}

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y).expect("square on the pitch")
}

/// A league match in a real database: its ledger, its open match and the two teams' ids.
struct Table {
    _dir: tempfile::TempDir,
    ledger: Ledger,
    open: OpenMatch,
    teams: (i64, i64),
}

impl Table {
    /// Human (12: #1-2 Blitzer, #3-4 Catcher, #5 Thrower, #6-12 Lineman) v Orc (12: #1-2
    /// Blitzer, #3-4 Black Orc Blocker, #5 Thrower, #6-12 Lineman), the Orcs kicking; home
    /// keeps Blackmail; both set up, a quiet kick-off, the ball taken off: home's first turn,
    /// its card window open.
    fn new() -> Result<Table, Box<dyn std::error::Error>> {
        let book = cards_book();
        let dir = tempfile::tempdir()?;
        let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
        let humans = [
            ("Blitzer", 2),
            ("Catcher", 2),
            ("Thrower", 1),
            ("Lineman", 7),
        ];
        let orcs = [
            ("Blitzer", 2),
            ("Black Orc", 2),
            ("Thrower", 1),
            ("Lineman", 7),
        ];
        let h = ledger.import_team(&book, "h.json", &team_json("Reavers", "human", &humans))?;
        let a = ledger.import_team(&book, "a.json", &team_json("Raiders", "orc", &orcs))?;
        let setup = MatchSetup {
            home: ledger.team_setup(&book, h.id)?,
            away: ledger.team_setup(&book, a.id)?,
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: Some(LeagueSetup {
                card_keeps: [1, 0],
                team_value: [
                    ledger.team_value(&book, h.id)?,
                    ledger.team_value(&book, a.id)?,
                ],
                ..LeagueSetup::default()
            }),
        };
        let start = common::league_start([(&h.name, h.id), (&a.name, a.id)], setup, RULES);
        let open = ledger.start_match(&start)?;
        let mut t = Table {
            _dir: dir,
            ledger,
            open,
            teams: (h.id, a.id),
        };
        t.decide(Decision::KeepCard {
            card: Card::Blackmail,
        });
        for side in [Side::Away, Side::Home] {
            for (i, square) in rules::pitch::example_formation(side).iter().enumerate() {
                let number = u8::try_from(i + 1)?;
                t.decide(Decision::Place {
                    player: PlayerId::new(side, number),
                    square: *square,
                });
            }
            t.decide(Decision::EndSetup);
        }
        while t.offered() {
            t.decide(Decision::Done);
        }
        // The rules tests' quiet kick-off (rules/tests/common): a High Kick nobody uses, the
        // ball bouncing onto an empty square; the referee takes it off.
        t.decide(Decision::KickTo { square: sq(3, 3) });
        t.dice(&[Die::D8(2), Die::D6(1)]);
        t.dice(&[Die::D6(2), Die::D6(3)]);
        t.decide(Decision::Done);
        t.dice(&[Die::D8(7)]);
        t.edit(Edit::RemoveBall);
        Ok(t)
    }

    fn put(&mut self, input: Input) -> Vec<rules::Event> {
        match self.open.apply(&mut self.ledger, input.clone(), "test") {
            Ok(events) => events,
            Err(e) => panic!(
                "{input:?} refused: {e}\nprompt: {:#?}",
                self.open.game().prompt()
            ),
        }
    }

    fn decide(&mut self, d: Decision) -> Vec<rules::Event> {
        self.put(Input::Decide(d))
    }

    fn edit(&mut self, e: Edit) {
        self.put(Input::Edit(e));
    }

    fn dice(&mut self, dice: &[Die]) {
        self.put(Input::Dice(DiceRoll::manual(dice.to_vec())));
    }

    /// The roll asked, read as `values` on its dice in order.
    fn roll(&mut self, values: &[u8]) {
        let Prompt::Roll(request) = self.open.game().prompt() else {
            panic!("a roll is asked, not {:#?}", self.open.game().prompt());
        };
        let dice: Vec<Die> = request
            .dice
            .iter()
            .zip(values)
            .map(|(kind, v)| match kind {
                DieKind::D6 => Die::D6(*v),
                DieKind::D8 => Die::D8(*v),
                DieKind::D16 => Die::D16(*v),
                DieKind::Block => panic!("block dice are not read as numbers"),
            })
            .collect();
        assert_eq!(dice.len(), request.dice.len(), "{request:?}");
        self.dice(&dice);
    }

    fn options(&self) -> Vec<Decision> {
        match self.open.game().prompt() {
            Prompt::Decision(d) => d.every().collect(),
            _ => Vec::new(),
        }
    }

    fn offered(&self) -> bool {
        self.options()
            .iter()
            .any(|o| matches!(o, Decision::PlayCard { .. }))
    }

    /// Only away #1 on 12,7 next to his team-mate away #3 (a Black Orc Blocker) on 13,7, and
    /// home #1 far off; home plays Blackmail on away #1, who is home #13 for the turn and
    /// blocks away #3 with `face` on every block die.
    fn blackmail_block(&mut self, face: BlockFace) {
        let on: Vec<PlayerId> = self
            .open
            .game()
            .state()
            .players
            .iter()
            .filter(|p| p.square().is_some())
            .map(|p| p.id)
            .collect();
        for id in on {
            self.edit(Edit::RemovePlayer {
                player: id,
                to: DugoutBox::Reserves,
            });
        }
        for (id, (x, y)) in [(away(1), (12, 7)), (away(3), (13, 7)), (home(1), (5, 7))] {
            self.edit(Edit::PlacePlayer {
                player: id,
                square: sq(x, y),
                stance: Stance::Standing,
            });
        }
        assert!(self.offered(), "{:#?}", self.open.game().prompt());
        self.decide(Decision::PlayCard {
            card: Card::Blackmail,
            player: Some(away(1)),
        });
        self.decide(Decision::Declare {
            player: home(13),
            action: ActionKind::Block,
        });
        self.decide(Decision::Block { target: away(3) });
        let Prompt::Roll(request) = self.open.game().prompt() else {
            panic!("block dice are asked: {:#?}", self.open.game().prompt());
        };
        let faces = vec![Die::Block(face); request.dice.len()];
        self.dice(&faces);
        // The die chosen, no re-roll, the push to the first square offered, no follow-up.
        loop {
            let options = self.options();
            let pick = options.iter().find(|o| {
                matches!(
                    o,
                    Decision::ChooseBlockDie { .. }
                        | Decision::Reroll(rules::Reroll::Keep)
                        | Decision::PushTo { .. }
                        | Decision::FollowUp { follow: false }
                )
            });
            match pick {
                Some(d) => {
                    self.decide(*d);
                }
                None => break,
            }
        }
    }

    /// Home ends its turn (if the turnover has not), and the away coach concedes at the start
    /// of his: the match is over.
    fn away_concedes(&mut self) {
        if self.open.game().state().turn.as_ref().map(|t| t.side) == Some(Side::Home) {
            self.decide(Decision::EndTurn);
        }
        while self.offered() {
            self.decide(Decision::Done);
        }
        assert_eq!(
            self.open.game().state().turn.as_ref().map(|t| t.side),
            Some(Side::Away),
            "{:#?}",
            self.open.game().prompt()
        );
        self.decide(Decision::Concede);
        assert!(
            matches!(self.open.game().prompt(), Prompt::MatchOver { .. }),
            "{:#?}",
            self.open.game().prompt()
        );
    }

    /// The post-match sequence (home's two MVPs, 004:L2560-L2562; 3s on every die, the first
    /// choice of each improvement) and the result recorded.
    fn record(&mut self) -> TestResult {
        let book = cards_book();
        let setup = self.ledger.post_match_setup(&book, &self.open)?;
        let mut post = PostMatch::new(setup.clone(), &book)?;
        for _ in 0..200 {
            let answer = match post.ask() {
                Ask::Done => break,
                Ask::Nominate {
                    eligible, count, ..
                } => Answer::Nominate(eligible.into_iter().take(count).collect()),
                Ask::Roll { dice, .. } => Answer::Dice(dice.iter().map(|_| Die::D6(3)).collect()),
                Ask::RerollWinnings { .. } => Answer::Reroll(false),
                Ask::Improve {
                    characteristics,
                    categories,
                    ..
                } => match characteristics.first() {
                    Some(c) => Answer::Improve(c.clone()),
                    None => {
                        let skill = book
                            .skills()
                            .iter()
                            .filter(|s| categories.contains(&s.category))
                            .find(|s| {
                                let mut trial = post.clone();
                                trial
                                    .answer(
                                        Answer::Improve(Improvement::Skill(s.id.clone())),
                                        &book,
                                    )
                                    .is_ok()
                            })
                            .ok_or("no skill could be taken")?;
                        Answer::Improve(Improvement::Skill(skill.id.clone()))
                    }
                },
            };
            post.answer(answer, &book)?;
        }
        assert_eq!(post.ask(), Ask::Done);
        self.ledger
            .record_result(&book, &self.open, &setup, post.outcome())?;
        Ok(())
    }

    /// The league player who wore `id`'s shirt: his row after the match.
    fn league_player(
        &self,
        id: PlayerId,
    ) -> Result<ledger::PlayerRecord, Box<dyn std::error::Error>> {
        let team = if id.side == Side::Home {
            self.teams.0
        } else {
            self.teams.1
        };
        Ok(self
            .ledger
            .players(team)?
            .into_iter()
            .find(|p| p.number == id.number)
            .ok_or(format!("no league player wore {id}"))?)
    }

    /// His line of the match report.
    fn line(&self, id: PlayerId) -> Result<ledger::Leader, Box<dyn std::error::Error>> {
        let team = if id.side == Side::Home {
            "Reavers"
        } else {
            "Raiders"
        };
        Ok(self
            .ledger
            .match_report(self.open.id())?
            .into_iter()
            .find(|l| l.team == team && l.number == id.number)
            .ok_or(format!("{id} has no line in the match report"))?)
    }
}

/// He knocks his own team-mate away #3 down (Defender Down) and breaks his armour (5+5 = 10
/// beats AV 9), and the Injury roll 5+5 = 10 is a Casualty (000:L629-L635); the Casualty
/// roll 11 is Badly Hurt. The Casualty is his, as home #13 blocking an opponent: 2 SPP on
/// away #1's record (004:L2548-L2551, L2602) — not lost to a home #13 the league does not
/// know, and no home player's. Home inflicted it (the results' casualties).
#[test]
fn blackmail_his_casualty_and_spp_go_to_his_own_record_004_l5151_l2548() -> TestResult {
    let mut t = Table::new()?;
    t.blackmail_block(BlockFace::DefenderDown);
    t.roll(&[5, 5]);
    t.roll(&[5, 5]);
    t.roll(&[1, 1]);
    t.away_concedes();
    t.record()?;
    let him = t.league_player(away(1))?;
    assert_eq!(him.spp, 2, "the Casualty's 2 SPP are away #1's");
    let line = t.line(away(1))?;
    assert_eq!((line.cas, line.spp), (1, 2), "{line:?}");
    let mate = t.line(away(3))?;
    assert_eq!((mate.cas_suffered, mate.spp), (1, 0), "{mate:?}");
    assert!(
        t.ledger
            .match_report(t.open.id())?
            .iter()
            .all(|l| !(l.team == "Reavers" && l.number == 13)),
        "no home #13 in the match report"
    );
    assert_eq!(t.ledger.players(t.teams.0)?.len(), 12, "no home #13 joined");
    let row = &t.ledger.recorded_matches(Some(t.open.id()))?[0];
    assert_eq!((row.home_cas, row.away_cas), (1, 0), "{row:?}");
    Ok(())
}

/// The block goes wrong (Attacker Down): he goes down, his armour breaks (6+4 = 10 beats
/// AV 9), the Injury roll 6+5 = 11 is a Casualty and the Casualty roll 52 a Smashed Knee
/// (004:L2479-L2515: a Niggling Injury, he misses the next game). The injury is his own: away
/// #1's row has the niggle and misses the next game; and away #3, the opponent he blocked that
/// turn, earns the Casualty's 2 SPP (004:L2548-L2551: "is blocked by an opponent himself").
#[test]
fn blackmail_the_injury_he_suffers_goes_on_his_own_roster_004_l5151_l2479() -> TestResult {
    let mut t = Table::new()?;
    t.blackmail_block(BlockFace::AttackerDown);
    t.roll(&[6, 4]);
    t.roll(&[6, 5]);
    t.roll(&[5, 2]);
    t.away_concedes();
    t.record()?;
    let him = t.league_player(away(1))?;
    assert_eq!((him.niggling, him.miss_next), (1, true), "{him:?}");
    assert_eq!(t.line(away(1))?.cas_suffered, 1);
    let mate = t.league_player(away(3))?;
    assert_eq!(mate.spp, 2, "{mate:?}");
    assert_eq!(t.line(away(3))?.cas, 1);
    let row = &t.ledger.recorded_matches(Some(t.open.id()))?[0];
    assert_eq!((row.home_cas, row.away_cas), (0, 1), "{row:?}");
    Ok(())
}

/// The NAF report's `teamRating` is each team's Team Value when the match was played
/// (004:L2348-L2359) in tens of thousands: the Humans' 720,000 of players, 3 re-rolls at
/// 50,000 and Fan Factor 4 make 910,000, so 91; the Orcs' 740,000, 3 re-rolls at 60,000 and
/// Fan Factor 4 make 960,000, so 96 — not 0, not 910 or 910000, and not the Orcs' 870,000
/// after the match, with away #1 (80,000) missing the next one (004:L2356-L2358) and a Fan
/// Factor lost for conceding (004:L2998-L2999).
#[test]
fn the_naf_report_gives_each_teams_rating_at_the_match_004_l2348() -> TestResult {
    let mut t = Table::new()?;
    t.blackmail_block(BlockFace::AttackerDown);
    t.roll(&[6, 4]);
    t.roll(&[6, 5]);
    t.roll(&[5, 2]);
    t.away_concedes();
    t.record()?;
    assert_eq!(t.ledger.team_value(&cards_book(), t.teams.1)?, 870_000);
    let naf = t.ledger.export_naf("Organiser", Some(t.open.id()))?;
    let ratings: Vec<&str> = naf
        .split("<teamRating>")
        .skip(1)
        .filter_map(|s| s.split('<').next())
        .collect();
    assert_eq!(ratings, ["91", "96"], "{naf}");
    Ok(())
}
