//! `cargo run --release -p nuffle-vision --example fold -- DIR OUT [K [N]]`: a held-out fold of
//! a labelled folder's train split, to choose between recipes without looking at its test
//! split. OUT gets copies of the train split's photos and labels and a `splits.json` in which
//! the photos at sorted index K mod N (default 2 of 5: 40 of byler-d6's 200) are `test` and the
//! rest `train`; the test split's photos are left out. Train on OUT's `train`, measure on its
//! `test` (docs/performance.md, "held-out fold").

use std::collections::BTreeMap;
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, out, rest @ ..] = args.as_slice() else {
        return Err("usage: fold DIR OUT [K [N]]".into());
    };
    let k: usize = rest.first().map_or(Ok(2), |k| k.parse())?;
    let n: usize = rest.get(1).map_or(Ok(5), |n| n.parse())?;
    if n == 0 || k >= n {
        return Err(format!("K ({k}) must be below N ({n})").into());
    }
    let (dir, out) = (Path::new(dir), Path::new(out));
    let splits = vision::dataset::splits(dir)
        .map_err(|e| format!("{e} (the folder needs the author's splits.json)"))?;
    // A BTreeMap iterates in name order: the photos sorted, as `dataset::load` reads them.
    let train: Vec<&String> = splits
        .iter()
        .filter(|(_, split)| split.as_str() == "train")
        .map(|(name, _)| name)
        .collect();
    std::fs::create_dir_all(out.join("images"))?;
    std::fs::create_dir_all(out.join("labels"))?;
    let mut fold = BTreeMap::new();
    for (index, name) in train.iter().enumerate() {
        let stem = Path::new(name.as_str())
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{name}: not a file name"))?;
        std::fs::copy(dir.join("images").join(name), out.join("images").join(name))?;
        let label = format!("{stem}.txt");
        std::fs::copy(
            dir.join("labels").join(&label),
            out.join("labels").join(&label),
        )?;
        let split = if index % n == k { "test" } else { "train" };
        fold.insert(name.as_str(), split);
    }
    std::fs::write(
        out.join("splits.json"),
        serde_json::to_string_pretty(&fold)?,
    )?;
    let held = fold.values().filter(|s| **s == "test").count();
    println!(
        "{}: {} photos, {held} held out as `test`",
        out.display(),
        fold.len()
    );
    Ok(())
}
