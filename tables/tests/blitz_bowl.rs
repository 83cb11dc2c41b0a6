//! The Blitz Bowl data (seed 002): it loads, its teams say what the source prints, its gaps are
//! marked, and a league's file that gets a field wrong is refused at that field's line.

use crate::shared;

use shared::seed;
use tables::{BlitzBowl, BlitzFace, FoulResult, MoveValue, TablesError, Target, ThrowBand};

fn blitz() -> &'static BlitzBowl {
    tables::blitz_bowl().unwrap_or_else(|e| panic!("{e}"))
}

/// A team's positions as `(name, count, move, block, throw, armour, ability)`.
type Row = (
    &'static str,
    u8,
    &'static str,
    u8,
    &'static str,
    &'static str,
    &'static str,
);

fn rows(team: &str) -> Vec<(String, u8, String, u8, String, String, String)> {
    let team = blitz().team(team).unwrap_or_else(|e| panic!("{e}"));
    team.positions
        .iter()
        .map(|p| {
            (
                p.name.clone(),
                p.count,
                String::from(p.move_value),
                p.block,
                String::from(p.throw),
                String::from(p.armour),
                p.ability.clone().unwrap_or_default(),
            )
        })
        .collect()
}

fn expect(team: &str, want: &[Row]) {
    let want: Vec<_> = want
        .iter()
        .map(|&(n, c, m, b, t, a, ab)| {
            (
                n.to_string(),
                c,
                m.to_string(),
                b,
                t.to_string(),
                a.to_string(),
                ab.to_string(),
            )
        })
        .collect();
    assert_eq!(rows(team), want, "{team}");
}

#[test]
fn the_game_numbers_are_the_sources_002_l458_l624_l662_l692() {
    let game = blitz().game().unwrap_or_else(|| panic!("no [game]"));
    assert_eq!(
        (
            game.actions_per_turn,
            game.touchdown_points,
            game.clean_sweep_points,
            game.sudden_death_margin,
            game.hand_limit,
            game.modifier_cap,
        ),
        (3, 4, 2, 10, 3, 1)
    );
    assert_eq!(
        (
            game.challenge_deck,
            game.active_challenges,
            game.random_event_deck,
            game.random_events_used
        ),
        (26, 3, 12, 6)
    );
}

/// Rows 3 and 4 of the misaligned Dwarf table: Offensive Specialist is the Blitzer's (002:L285),
/// Frenzied the Troll Slayer's (002:L297); stats stay with their ability rows (digest §9 A5).
#[test]
fn dwarf_team_as_printed_002_l252_l255_l259() {
    expect(
        "dwarf",
        &[
            ("Lineman", 3, "4", 1, "5+", "2+", ""),
            ("Runner", 1, "6", 1, "4+", "3+", "safe-hands"),
            ("Blitzer", 1, "5", 1, "3+", "2+", "offensive-specialist"),
            ("Troll Slayer", 1, "5", 1, "6+", "4+", "frenzied"),
        ],
    );
    assert_eq!(blitz().team("dwarf").map(|t| t.emergency_reserves), Ok(4));
}

/// Only the counts, Block 2 and the abilities are printed (002:L160, L281-L299); the rest is a
/// placeholder, and marked so.
#[test]
fn orc_team_keeps_the_printed_parts_and_marks_the_rest_002_l160_l299() {
    let orc = blitz()
        .team("Orc Rampagers")
        .unwrap_or_else(|e| panic!("{e}"));
    let printed: Vec<(&str, u8, Option<&str>)> = orc
        .positions
        .iter()
        .map(|p| (p.name.as_str(), p.count, p.ability.as_deref()))
        .collect();
    assert_eq!(
        printed,
        vec![
            ("Lineman", 3, None),
            ("Thrower", 1, Some("handling")),
            ("Blitzer", 1, Some("offensive-specialist")),
            ("Big Un Blocker", 1, None),
        ]
    );
    assert_eq!(orc.position("big un blocker").map(|p| p.block), Some(2));
    for p in &orc.positions {
        for field in ["move", "throw", "armour"] {
            assert!(p.defaults.iter().any(|d| d == field), "{} {field}", p.name);
        }
        assert!(p.note.as_deref().is_some_and(|n| n.contains("placeholder")));
    }
    assert!(orc.defaults.iter().any(|d| d == "emergency_reserves"));
}

#[test]
fn norse_team_as_printed_002_l723_l727() {
    expect(
        "norse",
        &[
            ("Lineman", 3, "6", 1, "4+", "4+", ""),
            ("Beer Boar", 1, "5", 1, "-", "6+", "pick-me-up"),
            ("Berserker", 1, "6", 1, "4+", "4+", "offensive-specialist"),
            ("Vampire", 1, "7", 1, "3+", "6+", "knockdown-hands"),
            ("Warrior", 1, "6", 2, "6+", "6+", "free-block"),
        ],
    );
    // The card's "7" is the team size (002:L269, L720).
    assert_eq!(blitz().team("norse").map(|t| t.players()), Ok(7));
}

/// The Thrower's Armour cell is blank (002:L1029): a placeholder, marked.
#[test]
fn vampire_team_as_printed_002_l1027_l1029() {
    expect(
        "vampire",
        &[
            ("Thrall", 4, "6", 1, "5+", "6+", "minion"),
            ("Runner", 1, "8", 1, "4+", "3+", "bloodlust"),
            ("Thrower", 1, "6", 2, "2+", "3+", "bloodlust"),
        ],
    );
    let thrower = blitz()
        .team("vampire")
        .ok()
        .and_then(|t| t.position("thrower"));
    assert!(thrower.is_some_and(|p| p.defaults.iter().any(|d| d == "armour")));
}

#[test]
fn amazon_team_as_printed_002_l1038_l1041() {
    expect(
        "amazon",
        &[
            ("Eagle Warrior Linewoman", 3, "6", 1, "4+", "4+", ""),
            ("Python Warrior Thrower", 1, "6", 1, "3+", "4+", "handling"),
            (
                "Piranha Warrior Blitzer",
                1,
                "7",
                1,
                "4+",
                "4+",
                "hit-and-run",
            ),
            ("Jaguar Warrior", 1, "6", 2, "4+", "4+", "hit-and-run"),
        ],
    );
}

/// Armour "-" fails at once and Throw "-" never holds a ball (002:L327); the Pump Wagon's Move
/// is a D6 rolled for each Run (002:L489).
#[test]
fn snotling_team_as_printed_002_l1050_l1053() {
    expect(
        "snotling",
        &[
            ("Snotling", 3, "5", 1, "5+", "-", "insignificant"),
            ("Fungus Flinga", 1, "5", 1, "4+", "-", "bomber"),
            ("Fun-hoppa", 1, "6", 1, "5+", "-", "leap"),
            ("Pump Wagon", 1, "D6", 3, "-", "3+", "war-machine"),
        ],
    );
    let wagon = blitz()
        .team("snotling")
        .ok()
        .and_then(|t| t.position("pump wagon"));
    assert_eq!(
        wagon.map(|p| (p.move_value, p.throw)),
        Some((MoveValue::D6, Target::Never))
    );
}

#[test]
fn elven_union_team_as_printed_002_l1062_l1065() {
    expect(
        "elven union",
        &[
            ("Lineman", 3, "6", 1, "3+", "4+", ""),
            ("Thrower", 1, "6", 1, "2+", "4+", "expert-passer"),
            ("Catcher", 1, "8", 1, "3+", "5+", "catchers-instincts"),
            ("Warrior", 1, "7", 1, "4+", "4+", "active-specialist"),
        ],
    );
}

/// Every position citing one seed line has that line's Move, Block, Throw and Armour, except
/// the fields it marks as not printed, and that line's ability.
#[test]
fn every_team_row_matches_its_seed_line_002() {
    let Some(lines) = seed("002") else {
        return;
    };
    let mut checked = 0;
    for team in blitz().teams() {
        for p in &team.positions {
            let Some(n) = p
                .source
                .strip_prefix("002:L")
                .and_then(|n| n.parse::<usize>().ok())
            else {
                continue;
            };
            let line = lines.get(n - 1).map(String::as_str).unwrap_or_default();
            let cells: Vec<&str> = line.split('\t').collect();
            let ours = [
                ("move", String::from(p.move_value)),
                ("block", p.block.to_string()),
                ("throw", String::from(p.throw)),
                ("armour", String::from(p.armour)),
            ];
            for (i, (field, value)) in ours.iter().enumerate() {
                if p.defaults.iter().any(|d| d == field) {
                    continue;
                }
                assert_eq!(
                    cells.get(i + 1).copied(),
                    Some(value.as_str()),
                    "{} {} {field} against 002:L{n}",
                    team.id,
                    p.name
                );
            }
            let printed = cells
                .get(5)
                .and_then(|c| c.split(':').next())
                .unwrap_or_default()
                .trim();
            let ability = p.ability.as_deref().map(|a| blitz().ability(a));
            match ability {
                None => assert_eq!(printed, "", "{} {}", team.id, p.name),
                Some(found) => assert_eq!(
                    found.map(|_| ()),
                    blitz().ability(printed).map(|_| ()),
                    "{} {}: printed {printed}",
                    team.id,
                    p.name
                ),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 24, "positions citing one seed line");
}

/// Six faces, five symbols, Shove on two (002:L1103); each symbol reads as a Foul result
/// (002:L749-L767), a marked placeholder.
#[test]
fn the_block_die_has_the_printed_faces_002_l1103() {
    let die = blitz()
        .block_die()
        .unwrap_or_else(|| panic!("no [block_die]"));
    let shoves = die.faces.iter().filter(|f| **f == BlitzFace::Shove).count();
    assert_eq!((die.faces.len(), shoves), (6, 2));
    for face in BlitzFace::ALL {
        assert!(die.faces.contains(&face), "{face:?}");
        assert!(die.foul.contains_key(&face), "{face:?}");
    }
    assert!(die.foul.values().any(|r| *r == FoulResult::Spotted));
    assert!(die.defaults.iter().any(|d| d == "foul"));
}

/// Each side has a Trapdoor (002:L1221), side one exactly one (002:L424); the Bounce Chart's
/// numbering is a placeholder, marked.
#[test]
fn both_board_sides_have_trapdoors_and_marked_sizes_002_l424_l1221() {
    let one = blitz()
        .board("one-trapdoor")
        .unwrap_or_else(|e| panic!("{e}"));
    let many = blitz()
        .board("many-trapdoors")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(one.trapdoors.len(), 1);
    assert!(many.trapdoors.len() > 1);
    for board in [one, many] {
        for field in ["length", "width", "bounce_chart"] {
            assert!(
                board.defaults.iter().any(|d| d == field),
                "{} {field}",
                board.id
            );
        }
        assert_eq!(
            (board.end_zone_x(true), board.end_zone_x(false)),
            (0, board.length - 1)
        );
    }
    assert_eq!(one.bounce_step(9), None);
    assert_eq!(one.bounce_step(0), None);
}

/// Adjacent is a Hand-off with no check (002:L546); beyond the Short section a Long Throw, and
/// beyond the ruler out of range (002:L512).
#[test]
fn the_throw_ruler_reads_hand_off_short_long_and_out_002_l512_l546() {
    let ruler = blitz().throw_ruler().unwrap_or_else(|| panic!("no ruler"));
    assert_eq!(ruler.band(1, 1), Some(ThrowBand::HandOff));
    assert_eq!(
        ruler.band(i32::from(ruler.short), 0),
        Some(ThrowBand::Short)
    );
    assert_eq!(
        ruler.band(i32::from(ruler.short) + 1, 0),
        Some(ThrowBand::Long)
    );
    assert_eq!(ruler.band(i32::from(ruler.long), 0), Some(ThrowBand::Long));
    assert_eq!(ruler.band(i32::from(ruler.long) + 1, 0), None);
    assert_eq!(ruler.band(0, 0), None);
    assert_eq!(ruler.long_modifier, -1);
}

#[test]
fn the_two_challenges_the_source_names_are_there_002_l656() {
    for id in ["free-up-the-ball", "break-some-bones"] {
        let card = blitz().challenges().iter().find(|c| c.id == id);
        assert!(
            card.is_some_and(|c| c.source == "002:L656" && c.defaults.iter().any(|d| d == "points")),
            "{id}"
        );
    }
}

/// The two conditions the source gives (002:L656) are ones the engine checks: Break Some Bones
/// an Injured Opposition Player, Free Up The Ball an Opposition Player without his ball; a card
/// the source does not describe has none (the coach's word).
#[test]
fn the_named_challenges_carry_the_check_the_source_gives_002_l656() {
    let check = |id: &str| {
        blitz()
            .challenges()
            .iter()
            .find(|c| c.id == id)
            .and_then(|c| c.check)
    };
    assert_eq!(
        check("break-some-bones"),
        Some(tables::ClaimCheck::InjureOpponent)
    );
    assert_eq!(
        check("free-up-the-ball"),
        Some(tables::ClaimCheck::FreeTheBall)
    );
    assert_eq!(check("get-moving"), None);
}

/// A check the engine does not know is refused at its line.
#[test]
fn an_unknown_claim_check_is_refused_at_its_line() {
    let (line, message) = refused(
        "[[challenge]]\nid = \"x\"\nname = \"X\"\npoints = 1\ntiming = \"t\"\n\
         effect = \"e\"\ncheck = \"score-twice\"\nsource = \"ours\"\n",
    );
    assert_eq!(line, 7, "{message}");
    assert!(message.contains("score-twice"), "{message}");
}

fn refused(house: &str) -> (usize, String) {
    match blitz().with_file("league.toml", house) {
        Err(TablesError::Parse {
            file,
            line,
            message,
            ..
        }) => {
            assert_eq!(file, "league.toml");
            (line, message)
        }
        other => panic!("not refused at a line: {other:?}"),
    }
}

/// A Throw Value is "2+" to "6+" or "-" (002:L321, L327): "7+" is refused at its line.
#[test]
fn a_wrong_stat_is_refused_at_its_line_002_l327() {
    let house = "[[team]]\nid = \"orc\"\nname = \"Orc Rampagers\"\nemergency_reserves = 4\nsource = \"card\"\n\n[[team.position]]\nname = \"Lineman\"\ncount = 6\nmove = \"5\"\nblock = 1\nthrow = \"7+\"\narmour = \"3+\"\nsource = \"card\"\n";
    let (line, message) = refused(house);
    assert_eq!(line, 12, "{message}");
    assert!(message.contains("\"7+\" is not a target"), "{message}");
}

#[test]
fn an_unknown_ability_is_refused_at_its_line() {
    let house = "[[team]]\nid = \"orc\"\nname = \"Orc Rampagers\"\nemergency_reserves = 4\nsource = \"card\"\n\n[[team.position]]\nname = \"Lineman\"\ncount = 6\nmove = \"5\"\nblock = 1\nthrow = \"4+\"\narmour = \"3+\"\nability = \"sure hands\"\nsource = \"card\"\n";
    let (line, message) = refused(house);
    assert_eq!(line, 14, "{message}");
    assert!(
        message.contains("no ability called \"sure hands\""),
        "{message}"
    );
}

#[test]
fn a_blocked_square_off_the_board_is_refused_at_its_line() {
    let house = "[[board]]\nid = \"ours\"\nname = \"Our board\"\nlength = 18\nwidth = 9\nblocked = [[3, 9]]\ntrapdoors = [[9, 4]]\nbounce_chart = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]\nsource = \"measured\"\n";
    let (line, message) = refused(house);
    assert_eq!(line, 6, "{message}");
    assert!(
        message.contains("[3, 9] is off the 18 x 9 board"),
        "{message}"
    );
}

#[test]
fn a_bounce_chart_out_of_order_is_refused_at_its_line_002_l534() {
    let house = "[[board]]\nid = \"ours\"\nname = \"Our board\"\nlength = 18\nwidth = 9\ntrapdoors = [[9, 4]]\nbounce_chart = [[1, -1], [0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]\nsource = \"measured\"\n";
    let (line, message) = refused(house);
    assert_eq!(line, 7, "{message}");
    assert!(message.contains("bounce_chart"), "{message}");
}

#[test]
fn an_unknown_field_is_refused_at_its_line() {
    let house = "[throw_ruler]\nshort = 4\nlong = 8\nlong_modifier = -1\nobstructed_modifier = -1\nlenght = 3\nsource = \"measured\"\n";
    let (line, message) = refused(house);
    assert_eq!(line, 6, "{message}");
    assert!(message.contains("unknown field `lenght`"), "{message}");
}

/// A Bonus Play's timing is a moment the engine offers it at (the source prints none, digest
/// §5.2): words it does not know are refused at the line, saying which it knows; only Raw
/// Talent (002:L680) is played after a roll, and it only there.
#[test]
fn a_bonus_play_timing_the_engine_does_not_know_is_refused_at_its_line_002_l680() {
    let card = |id: &str, timing: &str| {
        format!(
            "[[bonus_play]]\nid = \"{id}\"\nname = \"N\"\npoints = 0\ntiming = \"{timing}\"\n\
             effect = \"e\"\nsource = \"ours\"\n"
        )
    };
    let (line, message) = refused(&card("ours", "whenever you like"));
    assert_eq!(line, 5, "{message}");
    assert!(
        message.contains("\"whenever you like\"") && message.contains("\"Pre-Turn\""),
        "{message}"
    );
    let (line, message) = refused(&card(
        "ours",
        "after your own Armour Check, Throw Check or Block Dice",
    ));
    assert_eq!(line, 5, "{message}");
    assert!(message.contains("only Raw Talent"), "{message}");
    let (line, message) = refused(&card("raw-talent", "between your Actions"));
    assert_eq!(line, 5, "{message}");
    assert!(message.contains("re-rolls a roll"), "{message}");
    for timing in [
        "Pre-Turn",
        "at the start of your turn",
        "BETWEEN YOUR ACTIONS",
    ] {
        assert!(
            blitz()
                .with_file("league.toml", &card("ours", timing))
                .is_ok(),
            "{timing}"
        );
    }
}

/// A league's measured board and its Orc card replace the placeholders; the rest stays.
#[test]
fn a_leagues_file_replaces_entries_by_id() {
    let house = "[[board]]\nid = \"one-trapdoor\"\nname = \"Single-Trapdoor side\"\nlength = 17\nwidth = 11\ntrapdoors = [[8, 5]]\nbounce_chart = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]\nsource = \"measured on our board\"\n\n[[random_event]]\nid = \"pitch-invasion\"\nname = \"Pitch Invasion\"\npoints = 0\ntiming = \"when it comes to the top of the deck\"\neffect = \"Our words for the card.\"\nsource = \"the card\"\n";
    let book = blitz()
        .with_file("league.toml", house)
        .unwrap_or_else(|e| panic!("{e}"));
    let board = book.board("one-trapdoor").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((board.length, board.trapdoors.clone()), (17, vec![[8, 5]]));
    assert_eq!(book.boards().len(), blitz().boards().len());
    assert_eq!(book.random_events().len(), 1);
    assert_eq!(book.teams(), blitz().teams());
    assert_eq!(blitz().board("one-trapdoor").map(|b| b.length), Ok(20));
}
