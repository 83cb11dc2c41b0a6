//! A player who joins a team after the match has started, or who changes sides: the one way
//! every rule that adds a player mid-match goes (Raise the Dead's Zombie, 004:L1095-L1106;
//! Kari Coldsteel playing a drive, 004:L3164-L3176; the Ogre of They Think It's All… Ogre?!,
//! 004:L5084-L5095).
//!
//! A player is his side and shirt number ([`PlayerId`]), so:
//! - one who **joins** takes the next shirt number free on his side (one more than the highest
//!   worn; none when 255 is worn), is added after every other player (whose order never
//!   changes, so the look-ups stay right once rebuilt) and is told as `PlayerJoined`;
//! - one who **changes sides** joins the other team as a new player in the same place, with the
//!   skills he has now, holding the ball if he held it; his old self goes to the dungeon
//!   (`Place::SentOff`) and plays no more. Every earlier event names the old id, every later
//!   one the new. What cards do to him (their effects on him, the skills they took) follows
//!   him, whichever team played them;
//! - one who changes sides **for a turn** (Blackmail, 004:L5138-L5161) goes back to his own
//!   id at its end, with what happened to him meanwhile; the id he played under leaves.
//!
//! All of it is read from the state alone, so replaying or undoing the inputs builds the same
//! players with the same numbers.

use super::Engine;
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId, Profile, Stance};
use crate::state::Ball;

impl Engine<'_> {
    /// `profile` joins `side` in `place` with the next free shirt number; `why` says so
    /// (`{label}` in it is written as his label). `None` when the side wears every number.
    pub(crate) fn join_team(
        &mut self,
        side: Side,
        mut profile: Profile,
        place: Place,
        why: &str,
    ) -> Option<PlayerId> {
        let number = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| p.id.number)
            .max()
            .map_or(Some(1), |n| n.checked_add(1))?;
        profile.number = number;
        profile.team.clone_from(&self.s.team(side).name);
        let mut player = Player::new(side, profile);
        player.place = place;
        let id = player.id;
        self.s.players.push(player);
        // Rebuilds who is where and each team's skills with him among them.
        self.s.reindex();
        let label = self.ruling_label(id);
        self.say(
            EventKind::PlayerJoined { player: id },
            format_args!("{}", why.replace("{label}", &label)),
        );
        Some(id)
    }

    /// `id` changes sides: he joins the other team where he is, and his old self leaves the
    /// match. Returns his new id (`None`, and nothing changes, when the other side wears every
    /// number or he is not in the match).
    pub(crate) fn change_sides(&mut self, id: PlayerId, why: &str) -> Option<PlayerId> {
        let old = self.s.player(id)?.clone();
        let side = id.side.opponent();
        let free = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| p.id.number)
            .max()
            .map_or(Some(1), |n| n.checked_add(1));
        free?;
        let place = old.place;
        self.s.set_place(id, Place::SentOff);
        let profile = (*old.profile).clone();
        let new = self.join_team(side, profile, place, why)?;
        if let Some(p) = self.s.player_mut(new) {
            // What the match gave him (a skill, an injury's flags) goes with him.
            carry_over(&old, p);
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        self.ball_follows(id, new);
        Some(new)
    }

    /// A card's player is set up Standing on `to` (the Ogre on a sideline, a Heel Turn in the
    /// End Zone), the card's square step done: he has played this drive. His label, for the
    /// card's ruling.
    pub(crate) fn set_up_standing(&mut self, player: PlayerId, to: Square) -> String {
        self.s.stack.pop();
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        if let Some(p) = self.s.player_mut(player) {
            p.played_this_drive = true;
        }
        self.ruling_label(player)
    }

    /// `now`, the id `own` played under on the other side, goes back to being `own`: `own`
    /// takes his place (box, square, stance) and what the match gave him since (skills,
    /// characteristics a card changed, injuries' flags, the ball he holds, the card effects on
    /// him), and `now` leaves the match (`Place::SentOff`) with nothing. Nothing changes when
    /// either is not in the match.
    pub(crate) fn back_to_own_side(&mut self, now: PlayerId, own: PlayerId, why: &str) {
        let (Some(was), true) = (self.s.player(now).cloned(), self.s.player(own).is_some()) else {
            return;
        };
        self.s.set_place(now, Place::SentOff);
        self.s.set_place(own, was.place);
        if let Some(p) = self.s.player_mut(own) {
            let profile = std::sync::Arc::make_mut(&mut p.profile);
            (profile.ma, profile.st, profile.ag, profile.av) = (
                was.profile.ma,
                was.profile.st,
                was.profile.ag,
                was.profile.av,
            );
            carry_over(&was, p);
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        self.ball_follows(now, own);
        let label = self.ruling_label(own);
        self.say(
            EventKind::Note,
            format_args!("{}", why.replace("{label}", &label)),
        );
    }

    /// A player who changed sides keeps the ball he held and what cards do to him.
    fn ball_follows(&mut self, old: PlayerId, new: PlayerId) {
        if self.s.ball == Ball::Held(old) {
            self.s.ball = Ball::Held(new);
        }
        if let Some(other) = self.s.other_ball_held_by(old) {
            self.s.other_balls[usize::from(other)].ball = Ball::Held(new);
        }
        self.s.cards.follow(old, new);
    }
}

/// What the match gave `from` that `to`, the same man under another id, keeps: his skills
/// and the flags of his turn, his drive and his injuries.
fn carry_over(from: &Player, to: &mut Player) {
    to.skills = from.skills;
    to.acted = from.acted;
    to.stunned_this_turn = from.stunned_this_turn;
    to.lost_tackle_zones = from.lost_tackle_zones;
    to.rooted = from.rooted;
    to.must_feed = from.must_feed;
    to.used_dodge = from.used_dodge;
    to.used_this_turn = from.used_this_turn;
    to.out_until_drive_ends = from.out_until_drive_ends;
    to.collapsed = from.collapsed;
    to.played_this_drive = from.played_this_drive;
    to.sent_off_hurt = from.sent_off_hurt;
    to.dead = from.dead;
}

/// A player made mid-match from a position of a team's roster in `book` (the Human team's Ogre,
/// the Necromancer's Zombie): his characteristics and his skills by their ids.
pub(crate) fn position_profile(
    book: &tables::Rulebook,
    roster: &str,
    position: &str,
) -> Result<Profile, String> {
    let roster = book.roster(roster).map_err(|e| e.to_string())?;
    let found = roster
        .position(position)
        .ok_or_else(|| format!("roster \"{}\" has no {position} position", roster.name))?;
    Ok(Profile {
        number: 0,
        name: found.name.clone(),
        position: found.name.clone(),
        ma: found.ma,
        st: found.st,
        ag: found.ag,
        av: found.av,
        skills: found
            .skills
            .iter()
            .map(|s| book.skill(s).map(|skill| skill.id.clone()))
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{}: {e}", found.name))?,
        team: String::new(),
        blitz: None,
        niggling: 0,
    })
}
