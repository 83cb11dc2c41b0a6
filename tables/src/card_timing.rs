//! When a Special Play card of the 2016 decks may be played (004:L4783-L6456), typed from the
//! data's `timing` words: every card of a list under the ruleset option `special-play-cards`
//! must read as one of these, or the file does not load.

use std::fmt;

/// The moment a Special Play card is played (digest §6.7's abbreviations: SoG, SoYT, SoOT,
/// Setup).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardTiming {
    /// Before the fans are worked out (Promo Tour, 004:L6028-L6045).
    BeforeFans,
    /// The start of the game, just before the first kick-off ("SoG").
    StartOfGame,
    /// The start of a drive, before the kick-off (some only for the kicking team).
    StartOfDrive,
    /// The start of a drive, before the KO-recovery rolls.
    BeforeKoRecovery,
    /// While the team sets up, at the start of any drive ("Setup").
    Setup,
    /// After both set-ups, before the ball is placed.
    AfterSetup,
    /// After the ball is placed for the kick-off, before its scatter roll.
    BeforeKickScatter,
    /// Before each half's kick-off roll.
    BeforeHalfKickOff,
    /// Receiving: after the kick has scattered to an empty square of the team's half.
    KickLanding,
    /// After the kick-off to the opponent is resolved, before his first turn.
    AfterKickOff,
    /// The start of the team's own turn, before any of its players acts ("SoYT").
    StartOfYourTurn,
    /// The start of the opponent's turn, before any of his players acts ("SoOT").
    StartOfOpponentTurn,
    /// The end of the team's own turn.
    EndOfYourTurn,
    /// When the team suffers a turnover.
    Turnover,
    /// Instead of using a team re-roll.
    TeamReroll,
    /// When one of the team's players throws, before the roll.
    PassRoll,
    /// When one of the team's players tries an interception, before the roll.
    Interception,
    /// After a drive ends.
    AfterDrive,
    /// At one of several moments the card lists (Heel Turn): the engine offers it at the start
    /// of the team's own turn, at [`CardTiming::EnemyArmourRoll`] and at
    /// [`CardTiming::OpponentTeamReroll`].
    Several,
    /// After an Armour roll for an opposing player, before it is read (Heel Turn's first way).
    EnemyArmourRoll,
    /// When the opponent declares a team re-roll, before it is rolled (Heel Turn's third way).
    OpponentTeamReroll,
}

impl CardTiming {
    /// Reads the data's `timing` words: the abbreviations first (`"SoYT, only if …"` is the
    /// start of your turn with a condition the card's rule checks), then the whole phrases
    /// the 2016 decks print.
    pub fn parse(words: &str) -> Option<CardTiming> {
        let head = words.split([',', ' ', '(']).next().unwrap_or("");
        match head {
            "SoG" if words.contains("before working out fans") => {
                return Some(CardTiming::BeforeFans);
            }
            "SoG" => return Some(CardTiming::StartOfGame),
            "SoYT" => return Some(CardTiming::StartOfYourTurn),
            "SoOT" => return Some(CardTiming::StartOfOpponentTurn),
            "Setup" => return Some(CardTiming::Setup),
            _ => {}
        }
        Some(match words {
            "just before the first kick-off" => CardTiming::StartOfGame,
            "start of a drive, before the kick-off"
            | "start of a drive in which you kick, before the kick-off" => CardTiming::StartOfDrive,
            "start of a drive, before KO-recovery rolls" => CardTiming::BeforeKoRecovery,
            "after set-up, before the ball is placed" => CardTiming::AfterSetup,
            "kick-off, after set-up and ball placement, before the scatter roll"
            | "after set-up, just after the ball is placed" => CardTiming::BeforeKickScatter,
            "before each half's kick-off roll" => CardTiming::BeforeHalfKickOff,
            "receiving a kick-off, after the ball has scattered to an unoccupied square in your \
             half" => CardTiming::KickLanding,
            "after the kick-off to the opponent is fully resolved, before his turn" => {
                CardTiming::AfterKickOff
            }
            "end of your turn"
            | "after your turn ends (one use)"
            | "end of your turn while one of your players holds the ball" => {
                CardTiming::EndOfYourTurn
            }
            "when you suffer a turnover" => CardTiming::Turnover,
            "instead of using a team re-roll" => CardTiming::TeamReroll,
            "when throwing, before the roll" => CardTiming::PassRoll,
            "when one of your players attempts an interception, before rolling" => {
                CardTiming::Interception
            }
            "after a drive ends" => CardTiming::AfterDrive,
            w if w.starts_with("one of:") => CardTiming::Several,
            _ => return None,
        })
    }

    /// Its name in a referee's words.
    pub fn name(self) -> &'static str {
        match self {
            CardTiming::BeforeFans => "before the fans are worked out",
            CardTiming::StartOfGame => "the start of the game",
            CardTiming::StartOfDrive => "the start of a drive",
            CardTiming::BeforeKoRecovery => "before the KO-recovery rolls",
            CardTiming::Setup => "the set-up",
            CardTiming::AfterSetup => "after the set-up, before the ball is placed",
            CardTiming::BeforeKickScatter => "after the ball is placed, before it scatters",
            CardTiming::BeforeHalfKickOff => "before the half's kick-off",
            CardTiming::KickLanding => "the kick's landing",
            CardTiming::AfterKickOff => "after the kick-off",
            CardTiming::StartOfYourTurn => "the start of your turn",
            CardTiming::StartOfOpponentTurn => "the start of the opponent's turn",
            CardTiming::EndOfYourTurn => "the end of your turn",
            CardTiming::Turnover => "a turnover",
            CardTiming::TeamReroll => "a team re-roll",
            CardTiming::PassRoll => "a pass roll",
            CardTiming::Interception => "an interception",
            CardTiming::AfterDrive => "the end of a drive",
            CardTiming::Several => "several moments",
            CardTiming::EnemyArmourRoll => "after an Armour roll for an opposing player",
            CardTiming::OpponentTeamReroll => "the opponent's team re-roll",
        }
    }
}

impl fmt::Display for CardTiming {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The option under which a list is a 2016 Special Play deck whose timings must be typed.
pub const SPECIAL_PLAY_OPTION: &str = "special-play-cards";

/// Every card of a 2016 deck in `lists` has a timing that reads as a [`CardTiming`].
pub(crate) fn check<'a>(lists: impl IntoIterator<Item = &'a crate::List>) -> Result<(), String> {
    for list in lists {
        if list.option.as_deref() != Some(SPECIAL_PLAY_OPTION) {
            continue;
        }
        for card in &list.entries {
            let timing = card.timing.as_deref().unwrap_or("");
            if CardTiming::parse(timing).is_none() {
                return Err(format!(
                    "{} card \"{}\": timing \"{timing}\" is none the engine knows (SoG, SoYT, \
                     SoOT, Setup, or one of the 2016 decks' phrases in card_timing.rs)",
                    list.name, card.name
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviations_and_conditions_read_004_l4783() {
        assert_eq!(CardTiming::parse("SoYT"), Some(CardTiming::StartOfYourTurn));
        assert_eq!(
            CardTiming::parse("SoYT, only if one of your players was injured"),
            Some(CardTiming::StartOfYourTurn)
        );
        assert_eq!(
            CardTiming::parse("SoOT, ball on the ground"),
            Some(CardTiming::StartOfOpponentTurn)
        );
        assert_eq!(
            CardTiming::parse("SoG, before working out fans"),
            Some(CardTiming::BeforeFans)
        );
        assert_eq!(CardTiming::parse("whenever"), None);
    }
}
