//! The database schema, as an ordered list of migrations. Never edit a migration that has
//! shipped: append a new one.

use rusqlite_migration::{M, Migrations};

/// The first schema: the list of matches.
const V1_MATCHES: &str = "CREATE TABLE matches (
    id         INTEGER PRIMARY KEY,
    home_team  TEXT NOT NULL,
    away_team  TEXT NOT NULL,
    ruleset    TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;";

/// The league and the input log: teams and players from `tables` rosters, leagues and
/// seasons, each match's setup and append-only inputs, the rulings derived from them, the
/// recorded results and the audit trail of corrections after a match was locked.
const V2_LEAGUE_AND_LOG: &str = "
CREATE TABLE leagues (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    win_points  INTEGER NOT NULL DEFAULT 3,
    draw_points INTEGER NOT NULL DEFAULT 1,
    loss_points INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE seasons (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues(id),
    name      TEXT NOT NULL,
    UNIQUE (league_id, name)
) STRICT;

CREATE TABLE teams (
    id                INTEGER PRIMARY KEY,
    name              TEXT NOT NULL,
    coach             TEXT NOT NULL,
    naf_number        INTEGER,
    roster            TEXT NOT NULL,
    rerolls           INTEGER NOT NULL,
    fan_factor        INTEGER NOT NULL,
    treasury          INTEGER NOT NULL,
    apothecary        INTEGER NOT NULL,
    assistant_coaches INTEGER NOT NULL,
    cheerleaders      INTEGER NOT NULL,
    season_id         INTEGER REFERENCES seasons(id),
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    team_id     INTEGER NOT NULL REFERENCES teams(id),
    number      INTEGER NOT NULL,
    name        TEXT NOT NULL,
    position    TEXT NOT NULL,
    -- skills gained beyond the position's own, as a JSON list of skill ids
    skills      TEXT NOT NULL DEFAULT '[]',
    ma          INTEGER NOT NULL,
    st          INTEGER NOT NULL,
    ag          INTEGER NOT NULL,
    av          INTEGER NOT NULL,
    spp         INTEGER NOT NULL DEFAULT 0,
    value       INTEGER NOT NULL,
    niggling    INTEGER NOT NULL DEFAULT 0,
    miss_next   INTEGER NOT NULL DEFAULT 0,
    status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dead', 'fired'))
) STRICT;
CREATE INDEX players_team ON players(team_id);

ALTER TABLE matches ADD COLUMN setup TEXT;
ALTER TABLE matches ADD COLUMN season_id INTEGER REFERENCES seasons(id);
ALTER TABLE matches ADD COLUMN home_team_id INTEGER REFERENCES teams(id);
ALTER TABLE matches ADD COLUMN away_team_id INTEGER REFERENCES teams(id);
ALTER TABLE matches ADD COLUMN book TEXT;
ALTER TABLE matches ADD COLUMN friendly INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN locked_at TEXT;

CREATE TABLE match_players (
    match_id  INTEGER NOT NULL REFERENCES matches(id),
    side      TEXT NOT NULL CHECK (side IN ('home', 'away')),
    number    INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (match_id, side, number)
) STRICT;

-- The input log. Rows are only ever added: undo is an input, and a correction is a new row
-- naming the earlier input it replaces.
CREATE TABLE inputs (
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    seq        INTEGER NOT NULL,
    input      TEXT NOT NULL,
    entered_by TEXT NOT NULL,
    entered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    source     TEXT,
    confidence REAL,
    corrects   INTEGER,
    reason     TEXT,
    PRIMARY KEY (match_id, seq)
) STRICT;
CREATE TRIGGER inputs_no_update BEFORE UPDATE ON inputs
BEGIN SELECT RAISE(ABORT, 'the input log is append-only'); END;
CREATE TRIGGER inputs_no_delete BEFORE DELETE ON inputs
BEGIN SELECT RAISE(ABORT, 'the input log is append-only'); END;

-- Rulings are derived from the inputs and rewritten when a correction re-judges the match.
CREATE TABLE rulings (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    seq      INTEGER NOT NULL,
    n        INTEGER NOT NULL,
    kind     TEXT NOT NULL,
    event    TEXT NOT NULL,
    text     TEXT NOT NULL,
    PRIMARY KEY (match_id, seq, n)
) STRICT;

CREATE TABLE results (
    match_id      INTEGER PRIMARY KEY REFERENCES matches(id),
    home_score    INTEGER NOT NULL,
    away_score    INTEGER NOT NULL,
    home_cas      INTEGER NOT NULL,
    away_cas      INTEGER NOT NULL,
    conceded      TEXT,
    home_winnings INTEGER NOT NULL,
    away_winnings INTEGER NOT NULL,
    home_ff       INTEGER NOT NULL,
    away_ff       INTEGER NOT NULL,
    report        TEXT NOT NULL,
    recorded_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- One row per player who did anything worth counting in a match.
CREATE TABLE player_stats (
    match_id     INTEGER NOT NULL REFERENCES matches(id),
    player_id    INTEGER NOT NULL REFERENCES players(id),
    td           INTEGER NOT NULL DEFAULT 0,
    cas          INTEGER NOT NULL DEFAULT 0,
    cas_suffered INTEGER NOT NULL DEFAULT 0,
    comp         INTEGER NOT NULL DEFAULT 0,
    int          INTEGER NOT NULL DEFAULT 0,
    mvp          INTEGER NOT NULL DEFAULT 0,
    fouls        INTEGER NOT NULL DEFAULT 0,
    spp          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, player_id)
) STRICT;
CREATE INDEX player_stats_player ON player_stats(player_id);

-- How many of each face each team's coach rolled in a match.
CREATE TABLE dice_record (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    team_id  INTEGER NOT NULL REFERENCES teams(id),
    kind     TEXT NOT NULL,
    value    INTEGER NOT NULL,
    count    INTEGER NOT NULL,
    PRIMARY KEY (match_id, team_id, kind, value)
) STRICT;

CREATE TABLE audit (
    id       INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id),
    at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    who      TEXT NOT NULL,
    what     TEXT NOT NULL,
    reason   TEXT NOT NULL
) STRICT;
CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
";

/// One writer per match (docs/ledger.md): the lease that names who may append to a match's
/// log, the version of Nuffle that wrote each input, and rows that set an input aside (a
/// log that does not replay is mended by a new row, never by changing the old one).
const V3_ONE_WRITER: &str = "
CREATE TABLE leases (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id),
    token        TEXT NOT NULL,
    holder       TEXT NOT NULL,
    pid          INTEGER NOT NULL,
    started      TEXT,
    host         TEXT NOT NULL,
    taken_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    heartbeat_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- The Nuffle version that recorded the row (NULL: recorded before this column existed).
ALTER TABLE inputs ADD COLUMN version TEXT;
-- 1: the row sets aside the input it `corrects` (kept in the log, no longer counted).
ALTER TABLE inputs ADD COLUMN sets_aside INTEGER NOT NULL DEFAULT 0;
";

/// The window's set-up help and the end of a match nobody will finish: a team's saved
/// formations (each player's square as the home side sees it, by shirt number), and the
/// moment a match was abandoned (its row and inputs are kept; it leaves the match lists).
const V4_FORMATIONS_AND_ABANDONED: &str = "
CREATE TABLE formations (
    id       INTEGER PRIMARY KEY,
    team     TEXT NOT NULL,
    roster   TEXT NOT NULL,
    name     TEXT NOT NULL,
    -- JSON list of {number, x, y}, the squares as the home side sees them
    places   TEXT NOT NULL,
    saved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (team, roster, name)
) STRICT;

ALTER TABLE matches ADD COLUMN abandoned_at TEXT;
";

/// Blitz Bowl (seed 002) in the ledger: the board side a Blitz Bowl match is played on (its
/// `ruleset` is `blitz-bowl`; the board is part of the game, so the log replays on it), and
/// the Blitz Bowl results, in points, apart from the 2016 `results` that feed SPP and
/// standings.
const V5_BLITZ_BOWL: &str = "
ALTER TABLE matches ADD COLUMN board TEXT;

CREATE TABLE blitz_results (
    match_id    INTEGER PRIMARY KEY REFERENCES matches(id),
    home_name   TEXT NOT NULL,
    away_name   TEXT NOT NULL,
    home_points INTEGER NOT NULL,
    away_points INTEGER NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
";

/// A Bugman's League Cup team's roster (seed 001): its Star Players kept as roster players for
/// the event (001:L467), by star id, and the event's staff beside the Apothecary: the
/// Hunchbacked Henchman (001:L499-L501), the Halfling Master Chef (001:L503-L505) and the
/// Goblin Bribery Agent (001:L507-L511). Only a team imported under the cup's rules has any.
const V6_CUP_ROSTER: &str = "
ALTER TABLE teams ADD COLUMN hunchbacked_henchman INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teams ADD COLUMN master_chef INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teams ADD COLUMN bribery_agent INTEGER NOT NULL DEFAULT 0;

CREATE TABLE team_stars (
    team_id INTEGER NOT NULL REFERENCES teams(id),
    star    TEXT NOT NULL,
    PRIMARY KEY (team_id, star)
) STRICT;
";

/// A Bugman's League Cup team's Star Players as players of its roster (001:L467: bought "as if
/// they were normal players", kept for the event): each model of a star is a `players` row
/// (position `Star Player`, his profile, the star's price as the first model's value), so his
/// match stats, the league's Team Value and the exports count him as they count a player. The
/// hook adds those rows for the stars a schema-6 file kept in `team_stars` alone. And the cup
/// games a team had played before it was imported (`cup_games`, its team file's `games`): each
/// brought one improvement (001:L1093) and, when won, one Fan Factor (001:L1102).
const V7_CUP_STARS_AS_PLAYERS: &str = "
ALTER TABLE teams ADD COLUMN cup_games INTEGER NOT NULL DEFAULT 0;
";

/// The hook of [`V7_CUP_STARS_AS_PLAYERS`]: the star rows of every cup team that has none yet,
/// from the built-in rulebook's star list.
fn star_rows_for_kept_stars(tx: &rusqlite::Transaction) -> rusqlite_migration::HookResult {
    let Ok(book) = tables::builtin() else {
        return Err(rusqlite_migration::HookError::Hook(
            "the built-in rulebook does not load, so a cup team's Star Players cannot be \
             given their profiles"
                .into(),
        ));
    };
    let kept: Vec<(i64, String, String)> = tx
        .prepare(
            "SELECT s.team_id, t.roster, s.star FROM team_stars s JOIN teams t ON t.id = s.team_id
             WHERE NOT EXISTS (SELECT 1 FROM players p
                               WHERE p.team_id = s.team_id AND p.position = 'Star Player')
             ORDER BY s.team_id, s.rowid",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (team_id, roster, star) in kept {
        crate::cup_roster::add_star_players(tx, book, team_id, &roster, &star)?;
    }
    Ok(())
}

/// The rules a Blitz Bowl match plays with besides its board (its advanced rules, 002:L741):
/// a JSON list of their names as `rules::script_ruleset::ScriptRuleset::option_names` gives
/// them (`["foul"]`), so a rule added later needs no new column; NULL: none.
const V8_GAME_OPTIONS: &str = "
ALTER TABLE matches ADD COLUMN game_options TEXT;
";

/// How a Blitz Bowl match was won (002:L688): `victory` is `sudden-death` (002:L692) or
/// `points` (a Points Victory, 002:L698), as the engine ended the match; NULL for a draw, and for
/// a result recorded before this migration, whose kind was not kept.
const V9_BLITZ_VICTORY: &str = "
ALTER TABLE blitz_results ADD COLUMN victory TEXT
    CHECK (victory IN ('sudden-death', 'points'));
";

/// A Blitz Bowl match won by a concession (000:L820-L822; the conceding coach is "the loser",
/// 004:L2996-L2998): `victory` may also be `conceded`, and `conceded` names the side that
/// conceded (`home`, `away`), set exactly when `victory` is `conceded`. SQLite cannot alter a
/// CHECK, so the table is rebuilt: every row and column copied, the new column NULL for them.
const V10_BLITZ_CONCEDED: &str = "
CREATE TABLE blitz_results_v10 (
    match_id    INTEGER PRIMARY KEY REFERENCES matches(id),
    home_name   TEXT NOT NULL,
    away_name   TEXT NOT NULL,
    home_points INTEGER NOT NULL,
    away_points INTEGER NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    victory     TEXT CHECK (victory IN ('sudden-death', 'points', 'conceded')),
    conceded    TEXT CHECK (conceded IN ('home', 'away')),
    CHECK ((victory IS 'conceded') = (conceded IS NOT NULL))
) STRICT;

INSERT INTO blitz_results_v10 (match_id, home_name, away_name, home_points, away_points,
                               recorded_at, victory)
SELECT match_id, home_name, away_name, home_points, away_points, recorded_at, victory
FROM blitz_results;

DROP TABLE blitz_results;
ALTER TABLE blitz_results_v10 RENAME TO blitz_results;
";

/// League Journeymen (004:L2978-L2985): a `players` row added free, with Loner, from the team's
/// 0-16 or 0-12 position, when the team can field 10 or fewer for its next match. `journeyman`
/// is 1 while he is one: hired permanently (004:L2928-L2933) it is 0; not hired, he leaves
/// (status `fired`) when the team prepares for its next match.
const V11_JOURNEYMEN: &str = "
ALTER TABLE players ADD COLUMN journeyman INTEGER NOT NULL DEFAULT 0;
";

/// Expensive Mistakes are step 5 of the post-match sequence, after Hire and Fire
/// (004:L2692-L2693, L2976-L2977), so a team rolls them as its next league match starts:
/// `mistakes_due` is 1 from the recording of a league match that played the sequence until
/// the roll is made in the team's next match (recorded, or abandoned after it). 0 for the
/// teams of an older file, whose sequence rolled them as it was recorded.
const V12_MISTAKES_DUE: &str = "
ALTER TABLE teams ADD COLUMN mistakes_due INTEGER NOT NULL DEFAULT 0;
";

/// A free rookie's position skills are his by position, not skills gained: the rookies of
/// Raise the Dead and Nurgle's Rot were recorded with them listed again (a Zombie's
/// Regeneration, a Rotter's Decay and Nurgle's Rot), which a team file's import refuses. None
/// of those can be gained as an improvement (Extraordinary, 004:L1825, L9852-L9971), so each
/// is taken off where it is listed.
const V13_ROOKIE_POSITION_SKILLS: &str = "
UPDATE players
SET skills = (
    SELECT json_group_array(j.value) FROM json_each(players.skills) AS j
    WHERE NOT (players.position = 'Zombie' AND j.value = 'regeneration')
      AND NOT (players.position = 'Rotter' AND j.value IN ('decay', 'nurgles-rot'))
)
WHERE (position = 'Zombie'
       AND EXISTS (SELECT 1 FROM json_each(players.skills) WHERE value = 'regeneration'))
   OR (position = 'Rotter'
       AND EXISTS (SELECT 1 FROM json_each(players.skills)
                   WHERE value IN ('decay', 'nurgles-rot')));
";

/// Every migration, oldest first. `PRAGMA user_version` records how many have run.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(V1_MATCHES),
        M::up(V2_LEAGUE_AND_LOG),
        M::up(V3_ONE_WRITER),
        M::up(V4_FORMATIONS_AND_ABANDONED),
        M::up(V5_BLITZ_BOWL),
        M::up(V6_CUP_ROSTER),
        M::up_with_hook(V7_CUP_STARS_AS_PLAYERS, star_rows_for_kept_stars),
        M::up(V8_GAME_OPTIONS),
        M::up(V9_BLITZ_VICTORY),
        M::up(V10_BLITZ_CONCEDED),
        M::up(V11_JOURNEYMEN),
        M::up(V12_MISTAKES_DUE),
        M::up(V13_ROOKIE_POSITION_SKILLS),
    ])
}

/// How many migrations there are: the `user_version` of an up-to-date database.
pub const SCHEMA_VERSION: i64 = 13;

/// The oldest schema a read-only command can read: the league's tables have not changed
/// since (a cup team's roster, schemas 6 and 7, is read only to start a match or import a team,
/// which migrate the file, and by the teams export, which reads it only where it is), and a
/// read-only file cannot be brought up to date.
pub const OLDEST_READABLE: i64 = 2;

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }

    /// A schema-12 file's free rookies lose the position skills listed again as gained (a
    /// Zombie's Regeneration, a Rotter's Decay and Nurgle's Rot) and keep the skills they
    /// gained; no other player is touched.
    #[test]
    fn migration_13_takes_a_free_rookies_position_skills_off_004_l1102_l10402()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut conn = rusqlite::Connection::open(dir.path().join("twelve.sqlite3"))?;
        super::migrations().to_version(&mut conn, 12)?;
        conn.execute_batch(
            r#"INSERT INTO teams (id, name, coach, roster, rerolls, fan_factor, treasury, apothecary,
                                assistant_coaches, cheerleaders)
             VALUES (1, 'Dead', 'C', 'undead', 0, 0, 0, 0, 0, 0);
             INSERT INTO players (team_id, number, name, position, skills, ma, st, ag, av,
                                  value)
             VALUES (1, 12, 'Zombie', 'Zombie', '["regeneration","block"]', 4, 3, 2, 8, 60000),
                    (1, 13, 'Rotter', 'Rotter', '["decay","nurgles-rot"]', 5, 3, 3, 8, 40000),
                    (1, 1, 'Wight', 'Wight', '["regeneration"]', 6, 3, 3, 8, 90000);"#,
        )?;
        super::migrations().to_latest(&mut conn)?;
        let skills = |n: i64| -> rusqlite::Result<String> {
            conn.query_row("SELECT skills FROM players WHERE number = ?1", [n], |r| {
                r.get(0)
            })
        };
        assert_eq!(skills(12)?, r#"["block"]"#);
        assert_eq!(skills(13)?, "[]");
        assert_eq!(skills(1)?, r#"["regeneration"]"#, "not a rookie's position");
        Ok(())
    }

    /// A schema-8 file's Blitz Bowl result keeps its points and gets no victory kind (it was
    /// not kept); the new column takes `sudden-death` (002:L692) and `points` (002:L698) and
    /// refuses another word.
    #[test]
    fn migration_9_keeps_old_blitz_results_without_a_victory_kind_002_l688()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut conn = rusqlite::Connection::open(dir.path().join("eight.sqlite3"))?;
        super::migrations().to_version(&mut conn, 8)?;
        conn.execute_batch(
            "INSERT INTO matches (id, home_team, away_team, ruleset)
             VALUES (1, 'blitz-bowl/dwarf', 'blitz-bowl/orc', 'blitz-bowl'),
                    (2, 'blitz-bowl/dwarf', 'blitz-bowl/orc', 'blitz-bowl');
             INSERT INTO blitz_results (match_id, home_name, away_name, home_points, away_points)
             VALUES (1, 'Dwarfs', 'Orcs', 22, 7);",
        )?;
        super::migrations().to_latest(&mut conn)?;
        let old: (u16, u16, Option<String>) = conn.query_row(
            "SELECT home_points, away_points, victory FROM blitz_results WHERE match_id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        assert_eq!(old, (22, 7, None));
        for kind in ["sudden-death", "points"] {
            conn.execute(
                "UPDATE blitz_results SET victory = ?1 WHERE match_id = 1",
                [kind],
            )?;
        }
        assert!(
            conn.execute(
                "INSERT INTO blitz_results (match_id, home_name, away_name, home_points,
                 away_points, victory) VALUES (2, 'Dwarfs', 'Orcs', 12, 2, 'knockout')",
                [],
            )
            .is_err(),
            "only the two kinds of victory"
        );
        Ok(())
    }

    /// A schema-9 file's Blitz Bowl results keep every column (a draw's NULL victory too) and
    /// get no `conceded`; a concession (000:L820-L822, 004:L2996-L2998) is taken with the side
    /// that conceded, and refused without one; an unknown kind or side is still refused.
    #[test]
    fn migration_10_keeps_blitz_results_and_takes_a_concession_004_l2996()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut conn = rusqlite::Connection::open(dir.path().join("nine.sqlite3"))?;
        super::migrations().to_version(&mut conn, 9)?;
        conn.execute_batch(
            "INSERT INTO matches (id, home_team, away_team, ruleset)
             VALUES (1, 'blitz-bowl/dwarf', 'blitz-bowl/orc', 'blitz-bowl'),
                    (2, 'blitz-bowl/orc', 'blitz-bowl/dwarf', 'blitz-bowl'),
                    (3, 'blitz-bowl/dwarf', 'blitz-bowl/orc', 'blitz-bowl'),
                    (4, 'blitz-bowl/dwarf', 'blitz-bowl/orc', 'blitz-bowl');
             INSERT INTO blitz_results (match_id, home_name, away_name, home_points,
                                        away_points, recorded_at, victory)
             VALUES (1, 'Dwarfs', 'Orcs', 22, 7, '2026-01-02T03:04:05.000Z', 'sudden-death'),
                    (2, 'Orcs', 'Dwarfs', 6, 6, '2026-01-03T03:04:05.000Z', NULL);",
        )?;
        super::migrations().to_latest(&mut conn)?;
        let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        assert_eq!(version, super::SCHEMA_VERSION);
        type Row = (
            i64,
            String,
            String,
            u16,
            u16,
            String,
            Option<String>,
            Option<String>,
        );
        let rows: Vec<Row> = conn
            .prepare(
                "SELECT match_id, home_name, away_name, home_points, away_points, recorded_at,
                        victory, conceded FROM blitz_results ORDER BY match_id",
            )?
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                ))
            })?
            .collect::<Result<_, _>>()?;
        let row = |id, home: &str, away: &str, points: (u16, u16), at: &str, v: Option<&str>| {
            let (h, a) = points;
            (
                id,
                home.into(),
                away.into(),
                h,
                a,
                at.into(),
                v.map(Into::into),
                None,
            )
        };
        assert_eq!(
            rows,
            [
                row(
                    1,
                    "Dwarfs",
                    "Orcs",
                    (22, 7),
                    "2026-01-02T03:04:05.000Z",
                    Some("sudden-death")
                ),
                row(
                    2,
                    "Orcs",
                    "Dwarfs",
                    (6, 6),
                    "2026-01-03T03:04:05.000Z",
                    None
                ),
            ]
        );
        let insert = |id: i64, victory: Option<&str>, conceded: Option<&str>| {
            conn.execute(
                "INSERT INTO blitz_results (match_id, home_name, away_name, home_points,
                 away_points, victory, conceded) VALUES (?1, 'Dwarfs', 'Orcs', 9, 0, ?2, ?3)",
                rusqlite::params![id, victory, conceded],
            )
        };
        for (victory, conceded, why) in [
            (Some("knockout"), None, "an unknown kind"),
            (Some("conceded"), None, "a concession without its side"),
            (Some("conceded"), Some("referee"), "an unknown side"),
            (
                Some("points"),
                Some("home"),
                "a side that conceded beside another kind",
            ),
            (None, Some("home"), "a side that conceded without the kind"),
        ] {
            assert!(insert(3, victory, conceded).is_err(), "{why} refused");
        }
        assert_eq!(insert(3, Some("conceded"), Some("home"))?, 1);
        assert_eq!(insert(4, Some("points"), None)?, 1);
        // The rebuilt table still refers to its match, as the ledger opens files.
        conn.pragma_update(None, "foreign_keys", "ON")?;
        assert!(
            conn.execute(
                "INSERT INTO blitz_results (match_id, home_name, away_name, home_points,
                 away_points) VALUES (99, 'Dwarfs', 'Orcs', 1, 0)",
                [],
            )
            .is_err(),
            "no result without its match"
        );
        Ok(())
    }

    /// A schema-6 file kept a cup team's star in `team_stars` alone; migration 7 makes him a
    /// player of its roster (001:L467): Deeproot Strongbranch as #12 after eleven players, his
    /// profile, and the Star Player list's 300,000 as his value.
    #[test]
    fn migration_7_makes_a_kept_star_a_player_001_l467() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut conn = rusqlite::Connection::open(dir.path().join("six.sqlite3"))?;
        super::migrations().to_version(&mut conn, 6)?;
        conn.execute_batch(
            "INSERT INTO teams (id, name, coach, roster, rerolls, fan_factor, treasury,
                                apothecary, assistant_coaches, cheerleaders)
             VALUES (1, 'Cup Halflings', 'Coach', 'halfling', 2, 0, 0, 0, 0, 0);
             INSERT INTO team_stars (team_id, star) VALUES (1, 'deeproot-strongbranch');",
        )?;
        for n in 1..=11 {
            conn.execute(
                "INSERT INTO players (team_id, number, name, position, ma, st, ag, av, value)
                 VALUES (1, ?1, 'Halfling', 'Halfling', 5, 2, 3, 6, 30000)",
                [n],
            )?;
        }
        super::migrations().to_latest(&mut conn)?;
        let star: (u8, String, String, u8, u32) = conn.query_row(
            "SELECT number, name, position, st, value FROM players WHERE team_id = 1
             AND position = 'Star Player'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?;
        assert_eq!(
            star,
            (
                12,
                "Deeproot Strongbranch".into(),
                "Star Player".into(),
                7,
                300_000
            )
        );
        Ok(())
    }

    /// A schema-10 file's players are no Journeymen (004:L2978-L2985 adds them only from
    /// schema 11 on): each keeps every column and gets `journeyman` 0.
    #[test]
    fn migration_11_makes_no_journeyman_of_an_old_player_004_l2978()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut conn = rusqlite::Connection::open(dir.path().join("ten.sqlite3"))?;
        super::migrations().to_version(&mut conn, 10)?;
        conn.execute_batch(
            "INSERT INTO teams (id, name, coach, roster, rerolls, fan_factor, treasury,
                                apothecary, assistant_coaches, cheerleaders)
             VALUES (1, 'Reavers', 'Ana', 'human', 2, 3, 0, 0, 0, 0);
             INSERT INTO players (team_id, number, name, position, ma, st, ag, av, spp, value)
             VALUES (1, 7, 'Griff', 'Lineman', 6, 3, 3, 8, 12, 50000);",
        )?;
        super::migrations().to_latest(&mut conn)?;
        let row: (u8, u16, u32, bool) = conn.query_row(
            "SELECT number, spp, value, journeyman FROM players",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
        assert_eq!(row, (7, 12, 50_000, false));
        Ok(())
    }
}
