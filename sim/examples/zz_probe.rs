fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let book = tables::builtin().expect("tables");
    let config = sim::SimConfig {
        games: 1,
        seed: 1,
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        ..sim::SimConfig::default()
    };
    let r = sim::play_game(&config, book, seed - 1, &|_| {}).expect("game");
    println!("{:?}", r.violation);
    let script = r.script(&config.setup_spec());
    let mut lines = script.lines().filter(|l| !l.starts_with('#'));
    let setup: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let spec: rules::SetupSpec = serde_json::from_value(setup["setup"].clone()).unwrap();
    let mut m = rules::Match::new(spec.build(book).unwrap(), book).unwrap();
    let inputs: Vec<&str> = lines.collect();
    let n = inputs.len();
    for (i, l) in inputs.iter().enumerate() {
        let input: rules::Input = serde_json::from_str(l).unwrap();
        let ev = m.apply(input).unwrap();
        if i + 12 >= n {
            println!(">> {l}");
            for e in ev {
                println!("{i}: {}", e.text);
            }
        }
    }
    println!("PROMPT {:?}", m.prompt());
}
