//! End-to-end tests that cross Nuffle's crates live in `tests/tests/`; this library is empty.
