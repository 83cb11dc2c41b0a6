//! The example in docs/house-rules.md loads and does what the page says.

#[test]
fn the_documented_example_loads_and_applies() {
    let page = include_str!("../../docs/house-rules.md");
    let example = page
        .split("```toml\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_else(|| panic!("no toml example in docs/house-rules.md"));
    let book = tables::builtin()
        .unwrap_or_else(|e| panic!("{e}"))
        .with_file("league.toml", example)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(book.is_on("piling-on"));
    assert!(book.is_on("spiralling-expenses"));
    assert_eq!(book.choice("star-price"), Some("roster-page"));
    assert_eq!(
        book.skill("iron hard skin").map(|s| s.source.as_str()),
        Ok("our league, rule 4")
    );
}
