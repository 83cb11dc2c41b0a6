//! The post-match sequence of league play (004:L2798-L3003): Most Valuable Player, Star
//! Player Points and Improvement rolls, winnings and the Fan Factor roll. Like the engine it
//! never rolls: it asks ([`Ask`]) and takes the dice and choices ([`Answer`]) from the table.
//! Pure: no IO; the ledger writes its [`Outcome`] (see `record.rs`).

use std::collections::{BTreeMap, VecDeque};

use rules::{Die, DieKind, PlayerId, Side};
use serde::Serialize;
use tables::{Rulebook, SkillCategory};

use crate::tally::MatchTally;

/// A player of the match as the league knows him before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaguePlayer {
    /// His shirt in the match.
    pub id: PlayerId,
    /// Name, for the prompts.
    pub name: String,
    /// Star Player Points before the match.
    pub spp: u16,
    /// The position's MA, ST, AG, AV: the base of the "+2 at most" limit (004:L2661-L2668).
    pub start: [u8; 4],
    /// MA, ST, AG, AV now.
    pub now: [u8; 4],
    /// Every skill he has (the position's and gained), by id.
    pub skills: Vec<String>,
    /// His Normal skill categories.
    pub normal: Vec<SkillCategory>,
    /// His Double skill categories.
    pub double: Vec<SkillCategory>,
}

/// A Star Player or Mercenary induced for the match (004:L3021-L3041, L3094-L3119). The MVP
/// is the one award either may earn SPP from (004:L3039-L3040, L3114-L3115), so he may be
/// nominated and receive it; he plays this match only, and its SPP leave with him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HiredPlayer {
    /// His shirt in the match.
    pub id: PlayerId,
    /// Name, for the prompts.
    pub name: String,
    /// A Star Player; else a Mercenary.
    pub star: bool,
}

/// What the sequence starts from.
#[derive(Debug, Clone)]
pub struct PostMatchSetup {
    /// A Friendly: no MVP, D3 winnings (004:L11615-L11644).
    pub friendly: bool,
    /// Final score, home then away.
    pub score: [u8; 2],
    /// FAME of each team as the match left it: Appalling Stands, Breaking Scandal or Fair
    /// Weather Fans can take it below 0 (004:L3658-L3662, L3785-L3789).
    pub fame: [i16; 2],
    /// The stadium's attribute (`"Broadcast Studio"`), if the match had one: Desperate for
    /// Exposure, Integrated Merchandise Stalls and Broadcast Studio change the post-match
    /// sequence (004:L3677-L3728).
    pub stadium: Option<String>,
    /// Fan Factor of each team before the roll.
    pub fan_factor: [u8; 2],
    /// Team value of each team, for Spiralling Expenses.
    pub team_value: [u32; 2],
    /// Gold in each team's Treasury once its inducements are paid (004:L2750-L2754), before
    /// the winnings: with them, what Expensive Mistakes reads (004:L2976-L2977).
    pub treasury: [u32; 2],
    /// What the match's rulings add up to.
    pub tally: MatchTally,
    /// The players who took part.
    pub players: Vec<LeaguePlayer>,
    /// The Star Players and Mercenaries induced for the match: MVP nominees who earn no SPP
    /// for any player of the league.
    pub hired: Vec<HiredPlayer>,
    /// The active players of both teams who did not take part (missing it injured), by their
    /// roster numbers: a penalised concession's 51+ SPP departures count them too
    /// (004:L3000-L3003).
    pub absent: Vec<LeaguePlayer>,
}

/// One improvement (004:L2606-L2617).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Improvement {
    /// A new skill, by id or name.
    Skill(String),
    /// +1 MA.
    Ma,
    /// +1 ST.
    St,
    /// +1 AG.
    Ag,
    /// +1 AV.
    Av,
}

/// What the sequence waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// The coach of `side` nominates up to three players for an MVP (004:L2556-L2562).
    Nominate {
        /// The nominating coach.
        side: Side,
        /// Who may be nominated.
        eligible: Vec<PlayerId>,
        /// How many to nominate.
        count: usize,
    },
    /// Dice to roll.
    Roll {
        /// The coach rolling.
        side: Side,
        /// What the roll is for, in words.
        what: String,
        /// The dice.
        dice: Vec<DieKind>,
    },
    /// The winner may re-roll the winnings die and must keep the second result (004:L2840).
    RerollWinnings {
        /// The winner.
        side: Side,
        /// The first roll.
        first: u8,
    },
    /// A player's Improvement roll came to this: choose the improvement.
    Improve {
        /// Who.
        player: PlayerId,
        /// The two dice.
        roll: [u8; 2],
        /// Characteristic increases this roll offers and his limits allow.
        characteristics: Vec<Improvement>,
        /// Skill categories he may choose from.
        categories: Vec<SkillCategory>,
    },
    /// Nothing more: [`PostMatch::outcome`] is final.
    Done,
}

/// An answer to an [`Ask`].
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// MVP nominees.
    Nominate(Vec<PlayerId>),
    /// Dice read off the table.
    Dice(Vec<Die>),
    /// Whether the winner re-rolls the winnings die.
    Reroll(bool),
    /// The improvement chosen.
    Improve(Improvement),
}

/// What the post-match sequence came to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// MVP awards, one entry per award: one to a Star Player or Mercenary is the team's
    /// award all the same, and adds SPP to no player of the league.
    pub mvps: Vec<PlayerId>,
    /// SPP earned in the match, per player.
    pub spp: BTreeMap<PlayerId, u16>,
    /// Improvements taken, with the value each adds.
    pub improvements: Vec<(PlayerId, Improvement, u32)>,
    /// Winnings of each team, home then away (after a concession: the winner's includes the
    /// loser's, 004:L2845-L2846).
    pub winnings: [u32; 2],
    /// Fan Factor change of each team.
    pub fan_factor: [i8; 2],
    /// Players of a penalised conceding team who leave it: 51+ SPP and a D6 of 1-3
    /// (004:L3000-L3003), by roster number.
    pub departed: Vec<PlayerId>,
    /// Spiralling Expenses beyond a team's winnings, home then away: taken from its Treasury,
    /// which they never take below 0 (004:L3360-L3370).
    pub expenses_from_treasury: [u32; 2],
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Task {
    Nominate(Side),
    MvpRoll(Side, Vec<PlayerId>),
    Levels,
    ImproveRoll(PlayerId),
    Improve(PlayerId, [u8; 2]),
    Winnings(Side),
    WinningsReroll(Side, u8),
    WinningsSecond(Side),
    /// Promo Tour's D3 added to the winnings die that was kept (004:L6043-L6046).
    PromoTour(Side, u8),
    /// Desperate for Exposure: one D6 x 10,000 for each team (004:L3677-L3679).
    Exposure,
    /// Integrated Merchandise Stalls: `side`'s coach's D3 x 10,000 (004:L3718-L3719).
    Merchandise(Side),
    FanFactor(Side),
    /// A conceding loser's player of 51+ SPP rolls a D6: 1-3 he leaves (004:L3000-L3003).
    Departure(PlayerId),
    /// Bugman's League Cup: the coach of `side` chooses the one player to improve (001:L1086).
    CupNominate(Side),
    /// Bugman's improvement roll, a D6 (001:L1093-L1096).
    CupRoll(PlayerId),
    /// The skill chosen after the Bugman's roll.
    CupImprove(PlayerId, u8),
}

/// Broadcast Studio adds this to each coach's Fan Factor roll (004:L3725-L3728).
const BROADCAST_FAN_FACTOR: u16 = 3;

/// A penalised conceding team's players with this many SPP or more may leave
/// (004:L3000-L3003).
const DEPARTURE_SPP: u16 = 51;

/// Which of `count` MVP nominees a D6 picks, each as likely (004:L2556-L2559 "at random"):
/// of three, the D3 (the D6 halved, rounding up); of two, 1-3 the first and 4-6 the second.
fn mvp_pick(d6: u8, count: usize) -> usize {
    usize::from(d6.clamp(1, 6) - 1) * count / 6
}

/// The ruleset option of the Bugman's League Cup (seed 001).
pub const BUGMANS: &str = "bugmans-league-cup";

/// The post-match sequence in progress.
#[derive(Debug, Clone)]
pub struct PostMatch {
    setup: PostMatchSetup,
    book: tables::League,
    spiralling: bool,
    tasks: VecDeque<Task>,
    rolled_winnings: [u32; 2],
    /// What the stadium adds to each team's winnings (004:L3677-L3719).
    stadium_gold: [u32; 2],
    outcome: Outcome,
    /// Bugman's League Cup: one improvement a team, the winner +1 Fan Factor; no SPP, MVP,
    /// winnings or Fan Factor roll (001:L1084-L1106).
    cup: bool,
    /// A penalised concession's winnings have gone to the winner (done once: the winner's
    /// Spiralling Expenses are paid from them once).
    handed_over: bool,
}

fn idx(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

impl PostMatch {
    /// Starts the sequence. `book` gives the league tables and whether Spiralling Expenses
    /// is on.
    pub fn new(setup: PostMatchSetup, book: &Rulebook) -> Result<PostMatch, String> {
        let league = book
            .league()
            .cloned()
            .ok_or("the rulebook has no league tables")?;
        if book.is_on(BUGMANS) {
            return Ok(PostMatch::cup(setup, league));
        }
        let mut tasks = VecDeque::new();
        // A concession at a set-up by a team that could field 2 or fewer players costs it the
        // match and nothing more (004:L2995-L2996): no MVP, winnings or Fan Factor handed
        // over. `penalised` is the loser of any other concession.
        let penalised = setup.tally.penalised();
        if !setup.friendly {
            match penalised {
                // The conceding team's MVP goes to the winner (004:L2560-L2562).
                Some(loser) => {
                    tasks.push_back(Task::Nominate(loser.opponent()));
                    tasks.push_back(Task::Nominate(loser.opponent()));
                }
                None => {
                    tasks.push_back(Task::Nominate(Side::Home));
                    tasks.push_back(Task::Nominate(Side::Away));
                }
            }
        }
        tasks.push_back(Task::Levels);
        // A team that conceded receives no winnings (004:L2845-L2846); after a penalised
        // concession its winnings are still rolled, for the winner (004:L2997-L2999).
        let winning: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|side| setup.tally.conceded != Some(*side) || penalised == Some(*side))
            .collect();
        // The stadium's gold first, added to the winnings (our reading: it is winnings, so
        // it goes where they go, 004:L3677-L3719).
        match setup.stadium.as_deref() {
            Some(rules::DESPERATE_FOR_EXPOSURE) if !winning.is_empty() => {
                tasks.push_back(Task::Exposure);
            }
            Some(rules::INTEGRATED_MERCHANDISE_STALLS) => {
                tasks.extend(winning.iter().copied().map(Task::Merchandise));
            }
            _ => {}
        }
        tasks.extend(winning.into_iter().map(Task::Winnings));
        for side in Side::BOTH {
            if penalised != Some(side) {
                tasks.push_back(Task::FanFactor(side));
            }
        }
        let mut outcome = Outcome::default();
        // Bonus MVPs (Star Ascendant), even in a Friendly (004:L5898-L5903).
        outcome.mvps.extend(setup.tally.bonus_mvps.iter().copied());
        if let Some(loser) = penalised {
            // A conceding loser loses 1 FF and does not roll (004:L2999-L3000).
            outcome.fan_factor[idx(loser)] = -1;
        }
        let mut post = PostMatch {
            spiralling: book.is_on(&league.spiralling_expenses.option),
            setup,
            book: league,
            tasks,
            rolled_winnings: [0; 2],
            stadium_gold: [0; 2],
            outcome,
            cup: false,
            handed_over: false,
        };
        if let Some(loser) = penalised {
            // Each of the loser's players with 51 SPP or more, this match's counted, rolls to
            // see if he leaves (004:L3000-L3003). Who sat the match out earned none: a hired
            // player may wear his roster number.
            let played = post.setup.players.iter().map(|p| (p, post.spp_after(p)));
            let sat_out = post.setup.absent.iter().map(|p| (p, p.spp));
            let at_risk: Vec<PlayerId> = played
                .chain(sat_out)
                .filter(|(p, spp)| p.id.side == loser && *spp >= DEPARTURE_SPP)
                .map(|(p, _)| p.id)
                .collect();
            post.tasks.extend(at_risk.into_iter().map(Task::Departure));
        }
        // Step 5, Prepare for Next Match, comes after Hire and Fire (004:L2692-L2693): its
        // Expensive Mistakes are rolled as the team's next match starts
        // (`rules::expensive_mistakes`), its Journeymen added then (`Ledger::league_match_start`).
        post.advance();
        Ok(post)
    }

    /// A player's SPP once this match's are added (the MVPs known by then).
    fn spp_after(&self, p: &LeaguePlayer) -> u16 {
        let t = self
            .setup
            .tally
            .players
            .get(&p.id)
            .copied()
            .unwrap_or_default();
        let mvps = self.outcome.mvps.iter().filter(|m| **m == p.id).count() as u16;
        let spp = |id: &str| u16::from(self.book.spp(id).unwrap_or(0));
        p.spp
            + t.td * spp("touchdown")
            + t.cas * spp("casualty")
            + t.comp * spp("completion")
            + t.int * spp("interception")
            + mvps * spp("mvp")
    }

    /// The Bugman's League Cup's post-match sequence (001:L1084-L1106): each coach chooses
    /// one player and rolls a D6 for his new skill; the winner's Fan Factor rises by 1.
    fn cup(setup: PostMatchSetup, league: tables::League) -> PostMatch {
        let mut post = PostMatch {
            spiralling: false,
            setup,
            book: league,
            tasks: Side::BOTH.into_iter().map(Task::CupNominate).collect(),
            rolled_winnings: [0; 2],
            stadium_gold: [0; 2],
            outcome: Outcome::default(),
            cup: true,
            handed_over: false,
        };
        for side in Side::BOTH {
            if post.result(side) > 0 {
                post.outcome.fan_factor[idx(side)] = 1;
            }
        }
        post
    }

    /// Whether the match was played at a Broadcast Studio (004:L3725-L3728).
    fn broadcast(&self) -> bool {
        self.setup.stadium.as_deref() == Some(rules::BROADCAST_STUDIO)
    }

    /// The result of the match for `side`: 1 won, 0 draw, -1 lost. A conceding team loses.
    pub fn result(&self, side: Side) -> i8 {
        if let Some(loser) = self.setup.tally.conceded {
            return if loser == side { -1 } else { 1 };
        }
        let [h, a] = self.setup.score;
        let (mine, theirs) = if side == Side::Home { (h, a) } else { (a, h) };
        (mine.cmp(&theirs)) as i8
    }

    /// What it came to so far (final once [`PostMatch::ask`] is [`Ask::Done`]).
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    fn player(&self, id: PlayerId) -> Option<&LeaguePlayer> {
        self.setup.players.iter().find(|p| p.id == id)
    }

    /// The question to nominate up to `most` of `side`'s players: MVP nominees, the Star
    /// Players and Mercenaries it hired among them (004:L3039-L3040, L3114-L3115), or the
    /// cup's one player to improve, of its own players only (001:L1086).
    fn nominate(&self, side: Side, most: usize, hired: bool) -> Ask {
        let hired = self.setup.hired.iter().filter(|_| hired).map(|h| h.id);
        let eligible: Vec<PlayerId> = self
            .setup
            .players
            .iter()
            .map(|p| p.id)
            .chain(hired)
            .filter(|id| id.side == side)
            .collect();
        Ask::Nominate {
            side,
            count: eligible.len().min(most),
            eligible,
        }
    }

    /// What the sequence waits for.
    pub fn ask(&self) -> Ask {
        let Some(task) = self.tasks.front() else {
            return Ask::Done;
        };
        match task {
            Task::Nominate(side) => self.nominate(*side, 3, true),
            Task::MvpRoll(side, nominees) => Ask::Roll {
                side: *side,
                what: if nominees.len() == 2 {
                    "MVP: a D6 picks one of 2 nominees at random, 1-3 the first, 4-6 the second \
                     (004:L2556-L2559)"
                        .to_string()
                } else {
                    format!(
                        "MVP: D3 (a D6 halved, rounding up) picks one of {} nominees \
                         (004:L2556-L2559)",
                        nominees.len()
                    )
                },
                dice: vec![DieKind::D6],
            },
            Task::ImproveRoll(id) => Ask::Roll {
                side: id.side,
                what: format!(
                    "Improvement roll for {} (2D6, 004:L2606-L2617)",
                    self.player(*id).map_or("?", |p| p.name.as_str())
                ),
                dice: vec![DieKind::D6, DieKind::D6],
            },
            Task::Improve(id, roll) => {
                let (characteristics, categories) = self.choices(*id, *roll);
                Ask::Improve {
                    player: *id,
                    roll: *roll,
                    characteristics,
                    categories,
                }
            }
            Task::Winnings(side) | Task::WinningsSecond(side) => Ask::Roll {
                side: *side,
                what: if self.setup.friendly {
                    "Winnings: D3 (a D6 halved, rounding up) x 10,000 in a Friendly (004:L11615-L11644)"
                        .into()
                } else {
                    "Winnings: D6 x 10,000 (004:L2838-L2856)".into()
                },
                dice: vec![DieKind::D6],
            },
            Task::PromoTour(side, _) => Ask::Roll {
                side: *side,
                what: "Promo Tour: a D3 (a D6 halved, rounding up) added to the winnings roll \
                       (004:L6043-L6046)"
                    .into(),
                dice: vec![DieKind::D6],
            },
            Task::Exposure => Ask::Roll {
                side: Side::Home,
                what: "Desperate for Exposure: one D6 x 10,000 more for each team, the same for \
                       both (004:L3677-L3679)"
                    .into(),
                dice: vec![DieKind::D6],
            },
            Task::Merchandise(side) => Ask::Roll {
                side: *side,
                what: "Integrated Merchandise Stalls: a D3 (a D6 halved, rounding up) x 10,000 \
                       added to the winnings (004:L3718-L3719)"
                    .into(),
                dice: vec![DieKind::D6],
            },
            Task::WinningsReroll(side, first) => Ask::RerollWinnings {
                side: *side,
                first: *first,
            },
            Task::Departure(id) => Ask::Roll {
                side: id.side,
                what: format!(
                    "Concession: {} has 51 SPP or more and leaves the team on a D6 of 1-3 \
                     (004:L3000-L3003)",
                    self.player(*id)
                        .or_else(|| self.setup.absent.iter().find(|p| p.id == *id))
                        .map_or("?", |p| p.name.as_str())
                ),
                dice: vec![DieKind::D6],
            },
            Task::FanFactor(side) => Ask::Roll {
                side: *side,
                what: format!(
                    "Fan Factor roll: {}{} against Fan Factor {} (004:L2858-L2868)",
                    if self.result(*side) > 0 { "3D6" } else { "2D6" },
                    if self.broadcast() {
                        " + 3 (Broadcast Studio, 004:L3725-L3728)"
                    } else {
                        ""
                    },
                    self.setup.fan_factor[idx(*side)]
                ),
                dice: vec![DieKind::D6; if self.result(*side) > 0 { 3 } else { 2 }],
            },
            Task::Levels => Ask::Done,
            Task::CupNominate(side) => self.nominate(*side, 1, false),
            Task::CupRoll(id) => Ask::Roll {
                side: id.side,
                what: format!(
                    "Bugman's improvement roll for {}: D6, 1-5 a skill of his Normal \
                     categories, 6 any category (001:L1093-L1096)",
                    self.player(*id).map_or("?", |p| p.name.as_str())
                ),
                dice: vec![DieKind::D6],
            },
            Task::CupImprove(id, die) => {
                let (characteristics, categories) = self.choices(*id, [*die, 0]);
                Ask::Improve {
                    player: *id,
                    roll: [*die, 0],
                    characteristics,
                    categories,
                }
            }
        }
    }

    /// The characteristic increases and skill categories a roll of `roll` offers `id`.
    fn choices(&self, id: PlayerId, roll: [u8; 2]) -> (Vec<Improvement>, Vec<SkillCategory>) {
        let Some(p) = self.player(id) else {
            return (Vec::new(), Vec::new());
        };
        if self.cup {
            // Bugman's: skills only; a 6 opens every category (001:L1095-L1096).
            let categories = if roll[0] == 6 {
                vec![
                    SkillCategory::General,
                    SkillCategory::Agility,
                    SkillCategory::Strength,
                    SkillCategory::Passing,
                    SkillCategory::Mutation,
                ]
            } else {
                p.normal.clone()
            };
            return (Vec::new(), categories);
        }
        let limit = |i: usize| {
            let cap =
                (p.start[i] + self.book.characteristic_rise_max).min(self.book.characteristic_max);
            p.now[i] < cap
        };
        let mut chars = Vec::new();
        match roll[0] + roll[1] {
            10 => {
                if limit(0) {
                    chars.push(Improvement::Ma);
                }
                if limit(3) {
                    chars.push(Improvement::Av);
                }
            }
            11 if limit(2) => chars.push(Improvement::Ag),
            12 if limit(1) => chars.push(Improvement::St),
            _ => {}
        }
        let mut categories = p.normal.clone();
        if roll[0] == roll[1] {
            categories.extend(p.double.iter().copied());
        }
        (chars, categories)
    }

    /// Takes an answer. A wrong one (dice that do not fit, a player who cannot be nominated,
    /// an improvement the roll does not give) is refused with the reason, and nothing changes.
    pub fn answer(&mut self, answer: Answer, book: &Rulebook) -> Result<(), String> {
        let Some(task) = self.tasks.front().cloned() else {
            return Err("the post-match sequence is over".into());
        };
        let dice = |want: usize| -> Result<Vec<u8>, String> {
            match &answer {
                Answer::Dice(dice)
                    if dice.len() == want && dice.iter().all(|d| matches!(d, Die::D6(1..=6))) =>
                {
                    Ok(dice.iter().filter_map(|d| d.value()).collect())
                }
                _ => Err(format!("this step wants {want} D6 read off the table")),
            }
        };
        let mut next: Vec<Task> = Vec::new();
        match task {
            Task::CupNominate(side) => {
                let chosen = match &answer {
                    Answer::Nominate(n) if n.len() == 1 => n[0],
                    _ => return Err("choose one player to improve (001:L1086)".into()),
                };
                if chosen.side != side || self.player(chosen).is_none() {
                    return Err(format!(
                        "choose one player of the {} team's roster (001:L1093), not a Star \
                         Player: a Star Player never gains a new skill (004:L3115-L3116)",
                        side.name()
                    ));
                }
                next.push(Task::CupRoll(chosen));
            }
            Task::CupRoll(id) => {
                let d = dice(1)?;
                next.push(Task::CupImprove(id, d[0]));
            }
            Task::CupImprove(id, die) => {
                let Answer::Improve(choice) = &answer else {
                    return Err("this step wants the skill chosen".into());
                };
                let value = self.improve(id, [die, 0], choice, book)?;
                self.outcome.improvements.push((id, value.0, value.1));
            }
            Task::Nominate(side) => {
                let Answer::Nominate(nominees) = &answer else {
                    return Err("this step wants the MVP nominees".into());
                };
                let Ask::Nominate {
                    eligible, count, ..
                } = self.ask()
                else {
                    return Err("internal: no nomination asked".into());
                };
                // Three different players (004:L2556-L2558), in the order the D3 reads them.
                let unique = nominees.clone();
                let different: std::collections::BTreeSet<&PlayerId> = unique.iter().collect();
                if different.len() != unique.len()
                    || unique.len() != count
                    || unique.iter().any(|n| !eligible.contains(n))
                {
                    return Err(format!(
                        "nominate {count} different players of the {side:?} team who played"
                    ));
                }
                // One nominee is the MVP; none (nobody of the team the league keeps played)
                // leaves the team without one; more are picked by the D3.
                match unique.len() {
                    0 => {}
                    1 => self.outcome.mvps.push(unique[0]),
                    _ => next.push(Task::MvpRoll(side, unique)),
                }
            }
            Task::MvpRoll(_, nominees) => {
                let d = dice(1)?;
                if let Some(mvp) = nominees.get(mvp_pick(d[0], nominees.len())) {
                    self.outcome.mvps.push(*mvp);
                }
            }
            Task::Levels => return Err("internal: levels are worked out, not answered".into()),
            Task::ImproveRoll(id) => {
                let d = dice(2)?;
                next.push(Task::Improve(id, [d[0], d[1]]));
            }
            Task::Improve(id, roll) => {
                let Answer::Improve(choice) = &answer else {
                    return Err("this step wants the improvement chosen".into());
                };
                let value = self.improve(id, roll, choice, book)?;
                self.outcome.improvements.push((id, value.0, value.1));
            }
            Task::Winnings(side) => {
                let d = dice(1)?;
                // A Friendly changes the die to a D3 and nothing else (004:L11622-L11629): its
                // winner may re-roll it too.
                if self.result(side) > 0 {
                    next.push(Task::WinningsReroll(side, d[0]));
                } else {
                    self.winnings_die(side, d[0], &mut next);
                }
            }
            Task::WinningsReroll(side, first) => {
                let Answer::Reroll(again) = answer else {
                    return Err("this step wants whether the winner re-rolls the die".into());
                };
                if again {
                    next.push(Task::WinningsSecond(side));
                } else {
                    self.winnings_die(side, first, &mut next);
                }
            }
            Task::WinningsSecond(side) => {
                let d = dice(1)?;
                self.winnings_die(side, d[0], &mut next);
            }
            Task::PromoTour(side, die) => {
                let d = dice(1)?;
                self.win(side, die, rules::dice::d3(d[0]));
            }
            Task::Exposure => {
                let gold = u32::from(dice(1)?[0]) * self.book.winnings.unit;
                self.stadium_gold = [gold; 2];
            }
            Task::Merchandise(side) => {
                let d3 = rules::dice::d3(dice(1)?[0]);
                self.stadium_gold[idx(side)] = u32::from(d3) * self.book.winnings.unit;
            }
            Task::Departure(id) => {
                if dice(1)?[0] <= 3 {
                    self.outcome.departed.push(id);
                }
            }
            Task::FanFactor(side) => {
                let n = if self.result(side) > 0 { 3 } else { 2 };
                let total: u16 = dice(n)?.iter().map(|&v| u16::from(v)).sum::<u16>()
                    + if self.broadcast() {
                        BROADCAST_FAN_FACTOR
                    } else {
                        0
                    };
                let ff = u16::from(self.setup.fan_factor[idx(side)]);
                let change = match self.result(side) {
                    1 if total > ff => 1,
                    0 if total > ff => 1,
                    0 if total < ff => -1,
                    -1 if total < ff => -1,
                    _ => 0,
                };
                // Fan Factor never goes below 0.
                self.outcome.fan_factor[idx(side)] = if ff == 0 { change.max(0) } else { change };
            }
        }
        self.tasks.pop_front();
        for t in next.into_iter().rev() {
            self.tasks.push_front(t);
        }
        self.advance();
        Ok(())
    }

    /// Works out the steps that need no answer (the SPP and who levels up), and the
    /// concession's transfer of winnings once both are rolled.
    fn advance(&mut self) {
        while self.tasks.front() == Some(&Task::Levels) {
            self.tasks.pop_front();
            let mut rolls = Vec::new();
            for p in &self.setup.players {
                let earned = self.spp_after(p) - p.spp;
                if earned == 0 {
                    continue;
                }
                self.outcome.spp.insert(p.id, earned);
                let before = self.book.level(p.spp).map_or(0, |l| l.improvements);
                let after = self
                    .book
                    .level(p.spp + earned)
                    .map_or(0, |l| l.improvements);
                for _ in before..after {
                    rolls.push(Task::ImproveRoll(p.id));
                }
            }
            for t in rolls.into_iter().rev() {
                self.tasks.push_front(t);
            }
        }
        let rolled = !self.tasks.iter().any(|t| {
            matches!(
                t,
                Task::Winnings(_)
                    | Task::WinningsReroll(..)
                    | Task::WinningsSecond(_)
                    | Task::PromoTour(..)
            )
        });
        if rolled
            && !self.handed_over
            && let Some(loser) = self.setup.tally.penalised()
        {
            self.handed_over = true;
            let l = idx(loser);
            let w = idx(loser.opponent());
            // The winner's Spiralling Expenses come out of all its winnings first.
            let all = self.rolled_winnings[w] + self.rolled_winnings[l];
            let owed = self.outcome.expenses_from_treasury[w];
            self.outcome.winnings[w] = all.saturating_sub(owed);
            self.outcome.expenses_from_treasury[w] = owed.saturating_sub(all);
            self.outcome.winnings[l] = 0;
        }
    }

    /// The winnings die `side` keeps: Promo Tour's D3 is asked next, or the winnings are
    /// worked out.
    fn winnings_die(&mut self, side: Side, die: u8, next: &mut Vec<Task>) {
        if self.setup.tally.promo_tour[idx(side)] {
            next.push(Task::PromoTour(side, die));
        } else {
            self.win(side, die, 0);
        }
    }

    /// `side`'s winnings from its die (a D3 in a Friendly) and `extra` added to the roll
    /// (Promo Tour's D3, 004:L6043-L6046).
    fn win(&mut self, side: Side, die: u8, extra: u8) {
        let w = &self.book.winnings;
        let die = if self.setup.friendly {
            u32::from(rules::dice::d3(die))
        } else {
            u32::from(die)
        } + u32::from(extra);
        // FAME below 0 takes gold off, but the winnings never go below 0 (004:L3658-L3662,
        // L3788-L3789); the stadium's gold is added (004:L3677-L3719).
        let bonus = match self.result(side) {
            1 => w.win_bonus,
            0 => w.tie_bonus,
            _ => 0,
        };
        let gold = i64::from(die * w.unit)
            + i64::from(self.stadium_gold[idx(side)])
            + i64::from(self.setup.fame[idx(side)]) * i64::from(w.per_fame)
            + i64::from(bonus);
        let mut gold = u32::try_from(gold.max(0)).unwrap_or(u32::MAX);
        if self.spiralling {
            // Deducted from the winnings; what they do not cover comes from the Treasury
            // (004:L3360-L3370).
            let cut = self
                .book
                .spiralling_expenses(self.setup.team_value[idx(side)]);
            self.outcome.expenses_from_treasury[idx(side)] = cut.saturating_sub(gold);
            gold = gold.saturating_sub(cut);
        }
        self.rolled_winnings[idx(side)] = gold;
        self.outcome.winnings[idx(side)] = gold;
    }

    fn improve(
        &mut self,
        id: PlayerId,
        roll: [u8; 2],
        choice: &Improvement,
        book: &Rulebook,
    ) -> Result<(Improvement, u32), String> {
        let (chars, categories) = self.choices(id, roll);
        let increase = |key: &str| self.book.value_increase(key).unwrap_or(0);
        let (taken, value) = match choice {
            Improvement::Skill(name) => {
                let skill = book.skill(name).map_err(|e| e.to_string())?;
                let p = self.player(id).ok_or("no such player")?;
                if p.skills.contains(&skill.id) {
                    return Err(format!("{} has {} already (004:L1825)", p.name, skill.name));
                }
                if let Some(other) =
                    rules::skill::never_with(&skill.id, p.skills.iter().map(String::as_str))
                {
                    return Err(format!(
                        "{} and {} may never be taken together ({})",
                        skill.name,
                        book.skill(other).map_or(other, |s| s.name.as_str()),
                        rules::skill::NEVER_TOGETHER_SOURCE
                    ));
                }
                if !categories.contains(&skill.category) {
                    let category = format!("{:?}", skill.category);
                    let article = if category.starts_with(['A', 'E', 'I', 'O', 'U']) {
                        "an"
                    } else {
                        "a"
                    };
                    return Err(format!(
                        "{} is {article} {category} skill; this roll gives {}",
                        skill.name,
                        categories
                            .iter()
                            .map(|c| format!("{c:?}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                let key = if p.normal.contains(&skill.category) {
                    "normal-skill"
                } else {
                    "double-skill"
                };
                // The cup keeps no team value (001:L1106).
                let value = if self.cup { 0 } else { increase(key) };
                (Improvement::Skill(skill.id.clone()), value)
            }
            c => {
                if !chars.contains(c) {
                    // The roll's own characteristic, refused for the limit, or another one.
                    let rolled = matches!(
                        (roll[0] + roll[1], c),
                        (10, Improvement::Ma | Improvement::Av)
                            | (11, Improvement::Ag)
                            | (12, Improvement::St)
                    );
                    return Err(if self.cup {
                        format!(
                            "at the Bugman's League Cup an improvement is a new skill, never \
                             {c:?} (001:L1093-L1096)"
                        )
                    } else if rolled {
                        format!(
                            "this player's {c:?} is at its limit: no more than +2 over his \
                             position's, nor above 10 (004:L2661-L2668)"
                        )
                    } else {
                        format!(
                            "a roll of {}+{} does not give {c:?} (004:L2606-L2617)",
                            roll[0], roll[1]
                        )
                    });
                }
                let key = match c {
                    Improvement::Ag => "ag",
                    Improvement::St => "st",
                    _ => "ma-or-av",
                };
                (c.clone(), increase(key))
            }
        };
        if let Some(p) = self.setup.players.iter_mut().find(|p| p.id == id) {
            match &taken {
                Improvement::Skill(s) => p.skills.push(s.clone()),
                Improvement::Ma => p.now[0] += 1,
                Improvement::St => p.now[1] += 1,
                Improvement::Ag => p.now[2] += 1,
                Improvement::Av => p.now[3] += 1,
            }
        }
        Ok((taken, value))
    }
}
