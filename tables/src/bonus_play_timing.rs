//! When a Blitz Bowl Bonus Play may be played, read from the data's `timing` words (the
//! source prints no Bonus Play text, digest §5.2, so a league writes them): a moment the
//! engine offers it at, or the data is refused on load.

/// The moments the engine offers a Bonus Play at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BonusPlayTiming {
    /// Between the holder's own Actions in his turn: the turn prompt offers it.
    BetweenActions,
    /// In the holder's Pre-Turn: his turn prompt offers it only before his turn's first
    /// Action.
    PreTurn,
    /// After the holder's own failed Armour Check or Throw Check, or his player's Block Dice:
    /// the re-roll decision offers it (Raw Talent's, 002:L680, the digest's lead).
    AfterOwnRoll,
}

impl BonusPlayTiming {
    /// The words a `[[bonus_play]]` entry's `timing` may hold (upper or lower case alike), and
    /// the moment each names. "when drawn" is Multi-Ball's (002:L822): "drawn" read as played
    /// between Actions (digest §9 A18).
    pub const WORDS: &[(&'static str, BonusPlayTiming)] = &[
        ("between your Actions", BonusPlayTiming::BetweenActions),
        ("when drawn", BonusPlayTiming::BetweenActions),
        ("Pre-Turn", BonusPlayTiming::PreTurn),
        ("at the start of your turn", BonusPlayTiming::PreTurn),
        (
            "after your own Armour Check, Throw Check or Block Dice",
            BonusPlayTiming::AfterOwnRoll,
        ),
    ];

    /// The moment `words` name, if any.
    pub fn parse(words: &str) -> Option<BonusPlayTiming> {
        let words = words.trim();
        BonusPlayTiming::WORDS
            .iter()
            .find(|(w, _)| w.eq_ignore_ascii_case(words))
            .map(|&(_, t)| t)
    }

    /// The accepted words, for a refusal.
    pub fn listed() -> String {
        BonusPlayTiming::WORDS
            .iter()
            .map(|(w, _)| format!("\"{w}\""))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
