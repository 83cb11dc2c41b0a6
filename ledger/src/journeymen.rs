//! League Journeymen (004:L2978-L2985, L2928-L2933): a team that can field only 10 or fewer
//! players for its next match adds free Journeymen from its 0-16 or 0-12 position, with Loner,
//! until it can field 11; after the match they played the coach hires them permanently, at
//! their Rookie cost, or they leave.
//!
//! A Journeyman is a `players` row with `journeyman = 1` (schema 11): numbered after the
//! team's highest shirt, his position's profile, `loner` among his skills, his Rookie cost as
//! his value, so Team Value counts him (004:L2982-L2983) and his match's SPP, stats and
//! injuries are recorded as any player's. When his match is recorded he leaves (status
//! `fired`, step 4's default) and step 5 adds the Journeymen the team needs for its next match
//! (`Ledger::record_result`); [`Ledger::hire_journeyman`] then hires him back permanently, as
//! step 4 would have, and drops a fresh Journeyman the team no longer needs.

use rusqlite::{Connection, params};
use tables::{Position, Rulebook};

use crate::{Ledger, LedgerError, PlayerRecord};

/// A team must be able to field this many players; below it, Journeymen join (004:L2978-L2980).
pub const FIELD_AT_LEAST: i64 = 11;

/// The most players a roster may have, which a hire must stay under (004:L2930-L2931).
const ROSTER_MAX: i64 = 16;

/// The position a team's Journeymen come from: the first of its team list whose limit is 16
/// or 12 (004:L2980-L2981). Every 2016 team list has one; Undead has two (Skeleton and Zombie),
/// and the first is taken.
pub fn journeyman_position<'a>(book: &'a Rulebook, roster: &str) -> Option<&'a Position> {
    book.roster(roster)
        .ok()?
        .positions
        .iter()
        .find(|p| p.max == 16 || p.max == 12)
}

/// Adds to `team_id` the free Journeymen it needs to field [`FIELD_AT_LEAST`] players: the
/// active players who do not miss the next match are counted (Journeymen already on the
/// roster among them), and the roster may go above 16 (004:L2984-L2985). None under the
/// Bugman's League Cup's rules, whose injuries last one match (001:L1108-L1118). Returns the
/// shirt numbers added.
pub(crate) fn add_journeymen(
    conn: &Connection,
    book: &Rulebook,
    team_id: i64,
) -> Result<Vec<u8>, LedgerError> {
    if book.is_on(rules::bugmans::BUGMANS_OPTION) {
        return Ok(Vec::new());
    }
    let (fit, highest): (i64, i64) = conn.query_row(
        "SELECT COUNT(*) FILTER (WHERE status = 'active' AND miss_next = 0),
                COALESCE(MAX(number), 0)
         FROM players WHERE team_id = ?1",
        [team_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if fit >= FIELD_AT_LEAST {
        return Ok(Vec::new());
    }
    let roster: String =
        conn.query_row("SELECT roster FROM teams WHERE id = ?1", [team_id], |r| {
            r.get(0)
        })?;
    let position = journeyman_position(book, &roster).ok_or_else(|| {
        LedgerError::Journeyman(format!(
            "team {team_id} ({roster}) can field only {fit} players and its team list has no \
             0-16 or 0-12 position to take Journeymen from (004:L2980-L2981)"
        ))
    })?;
    let loner = book
        .skill("Loner")
        .map_or("loner".to_string(), |s| s.id.clone());
    let mut added = Vec::new();
    for n in 1..=(FIELD_AT_LEAST - fit) {
        let number = highest + n;
        let Ok(shirt) = u8::try_from(number) else {
            break;
        };
        if shirt > 99 {
            break;
        }
        crate::teams::insert_rookie(
            conn,
            team_id,
            i64::from(shirt),
            "Journeyman",
            position,
            std::slice::from_ref(&loner),
            true,
        )?;
        added.push(shirt);
    }
    Ok(added)
}

/// Step 5 run again once step 4 changed the roster (a Journeyman or a player hired, a player
/// fired): the fresh Journeymen (who never played) beyond what the team needs to field
/// [`FIELD_AT_LEAST`] leave, the last added first, and those it now lacks join
/// ([`add_journeymen`]). Returns the shirts of those who left and of those who joined.
pub(crate) fn settle_journeymen(
    conn: &Connection,
    book: &Rulebook,
    team_id: i64,
) -> Result<(Vec<u8>, Vec<u8>), LedgerError> {
    let fit: i64 = conn.query_row(
        "SELECT COUNT(*) FROM players
         WHERE team_id = ?1 AND status = 'active' AND miss_next = 0",
        [team_id],
        |r| r.get(0),
    )?;
    let spare = fit - FIELD_AT_LEAST;
    let mut left = Vec::new();
    if spare > 0 {
        left = conn
            .prepare(
                "DELETE FROM players WHERE id IN (
                     SELECT id FROM players p
                     WHERE team_id = ?1 AND journeyman = 1 AND status = 'active'
                       AND NOT EXISTS (SELECT 1 FROM match_players mp WHERE mp.player_id = p.id)
                     ORDER BY number DESC LIMIT ?2)
                 RETURNING number",
            )?
            .query_map(params![team_id, spare], |r| r.get(0))?
            .collect::<Result<Vec<u8>, _>>()?;
        left.sort_unstable();
    }
    let joined = add_journeymen(conn, book, team_id)?;
    Ok((left, joined))
}

impl Ledger {
    /// The team's last match, when it is recorded and no other has been started since: the
    /// match whose post-match sequence may still hire its Journeymen (004:L2928-L2933).
    fn last_recorded_match(&self, team_id: i64) -> Result<Option<i64>, LedgerError> {
        let last: Option<(i64, bool)> = self
            .conn
            .query_row(
                "SELECT id, locked_at IS NOT NULL FROM matches
                 WHERE ?1 IN (home_team_id, away_team_id) AND abandoned_at IS NULL
                 ORDER BY id DESC LIMIT 1",
                [team_id],
                |r| Ok(Some((r.get(0)?, r.get(1)?))),
            )
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })?;
        Ok(last.and_then(|(id, recorded)| recorded.then_some(id)))
    }

    /// The Journeymen [`Ledger::hire_journeyman`] may hire for `team_id` now: those who played
    /// its last recorded match and left after it (004:L2928-L2933), by shirt.
    pub fn journeymen_to_hire(&self, team_id: i64) -> Result<Vec<PlayerRecord>, LedgerError> {
        let Some(match_id) = self.last_recorded_match(team_id)? else {
            return Ok(Vec::new());
        };
        let played: Vec<i64> = self
            .conn
            .prepare_cached("SELECT player_id FROM match_players WHERE match_id = ?1")?
            .query_map([match_id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut out: Vec<PlayerRecord> = self
            .players(team_id)?
            .into_iter()
            .filter(|p| p.journeyman && p.status == "fired" && played.contains(&p.id))
            .collect();
        out.sort_by_key(|p| p.number);
        Ok(out)
    }

    /// Whether the file has Journeymen (schema 11).
    pub(crate) fn knows_journeymen(&self) -> Result<bool, LedgerError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM pragma_table_info('players') WHERE name = 'journeyman'",
            [],
            |r| r.get::<_, i64>(0),
        )? > 0)
    }

    /// Prepares a league team for its next match (004:L2978-L2985) as a league match is
    /// started: free Journeymen join until it can field 11 (none when it can; a team imported
    /// short, or one whose players were taken off since its last match). Returns the shirt
    /// numbers added. Call it before [`Ledger::team_spec`] or [`Ledger::team_setup`].
    pub fn prepare_journeymen(
        &self,
        book: &Rulebook,
        team_id: i64,
    ) -> Result<Vec<u8>, LedgerError> {
        self.team(team_id)?;
        let tx = self.conn.unchecked_transaction()?;
        let added = add_journeymen(&tx, book, team_id)?;
        tx.commit()?;
        Ok(added)
    }

    /// Hires permanently the Journeyman who wore `number` for `team_id` in its last recorded
    /// match, in that match's post-match sequence (004:L2928-L2933): the Treasury pays his
    /// Rookie cost (his position's), he loses Loner and keeps his SPP and skills, and a fresh
    /// Journeyman who has not played and whom the team no longer needs to field 11 leaves
    /// again (step 5 comes after step 4). Refused when he is not such a Journeyman, when the
    /// team has started another match since, when it has 16 players already (Journeymen
    /// aside, 004:L2930-L2931), or when the Treasury cannot pay.
    pub fn hire_journeyman(
        &mut self,
        book: &Rulebook,
        team_id: i64,
        number: u8,
    ) -> Result<PlayerRecord, LedgerError> {
        let team = self.team(team_id)?;
        let refuse = |why: String| Err(LedgerError::Journeyman(why));
        let players = self.players(team_id)?;
        let Some(player) = players
            .iter()
            .filter(|p| p.number == number && p.status != "dead")
            .max_by_key(|p| p.id)
            .cloned()
        else {
            return refuse(format!("{} has no player #{number}", team.name));
        };
        if !player.journeyman {
            return refuse(format!(
                "#{number} {} of {} is not a Journeyman: only a Journeyman is hired so \
                 (004:L2928-L2930)",
                player.name, team.name
            ));
        }
        // His match: the last the team played, recorded, and none started since.
        let played: bool = match self.last_recorded_match(team_id)? {
            Some(match_id) => self.conn.query_row(
                "SELECT COUNT(*) > 0 FROM match_players WHERE match_id = ?1 AND player_id = ?2",
                params![match_id, player.id],
                |r| r.get(0),
            )?,
            None => false,
        };
        if !played {
            return refuse(format!(
                "#{number} Journeyman of {} did not play {}'s last recorded match: a \
                 Journeyman is hired in the post-match sequence of the match he played, \
                 before the team's next (004:L2928-L2933)",
                team.name, team.name
            ));
        }
        let permanent = players
            .iter()
            .filter(|p| p.status == "active" && !p.journeyman)
            .count() as i64;
        if permanent >= ROSTER_MAX {
            return refuse(format!(
                "{} has {permanent} players: a team must have fewer than 16 to hire a \
                 Journeyman (004:L2930-L2931)",
                team.name
            ));
        }
        let cost = book
            .roster(&team.roster)
            .ok()
            .and_then(|r| r.position(&player.position))
            .map(|p| p.cost)
            .ok_or_else(|| {
                LedgerError::Journeyman(format!(
                    "{} has no position \"{}\" to price #{number} by",
                    team.roster, player.position
                ))
            })?;
        if team.treasury < cost {
            return refuse(format!(
                "hiring #{number} costs his Rookie cost, {cost} gold (004:L2929-L2930); {} has \
                 {} in its Treasury",
                team.name, team.treasury
            ));
        }
        let loner = book
            .skill("Loner")
            .map_or("loner".to_string(), |s| s.id.clone());
        let skills: Vec<&String> = player.skills.iter().filter(|s| **s != loner).collect();
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE players SET journeyman = 0, status = 'active', skills = ?1 WHERE id = ?2",
            params![
                serde_json::to_string(&skills).unwrap_or_else(|_| "[]".into()),
                player.id
            ],
        )?;
        tx.execute(
            "UPDATE teams SET treasury = treasury - ?1 WHERE id = ?2",
            params![cost, team_id],
        )?;
        // Step 5 again: the fresh Journeymen the team no longer needs leave.
        settle_journeymen(&tx, book, team_id)?;
        tx.commit()?;
        self.players(team_id)?
            .into_iter()
            .find(|p| p.id == player.id)
            .ok_or(LedgerError::NoTeam(team_id))
    }
}
