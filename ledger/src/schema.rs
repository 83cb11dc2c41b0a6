//! The database schema, as an ordered list of migrations. Never edit a migration that has
//! shipped: append a new one.

use rusqlite_migration::{M, Migrations};

/// Every migration, oldest first. `PRAGMA user_version` records how many have run.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![M::up(
        "CREATE TABLE matches (
            id         INTEGER PRIMARY KEY,
            home_team  TEXT NOT NULL,
            away_team  TEXT NOT NULL,
            ruleset    TEXT NOT NULL,
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        ) STRICT;",
    )])
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }
}
