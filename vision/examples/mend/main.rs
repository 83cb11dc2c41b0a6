//! `cargo run --release -p nuffle-vision --example mend -- SRC DST`: a copy of a labelled folder
//! (byler-d6) with the label mistakes of its train split mended
//! ([`mends::TRAIN_MENDS`], `examples/mend/mends.rs`): `images/` and `splits.json` copied as they are, each
//! label file through [`mends::mended_text`]. The shipped readers learn from
//! `mend byler-d6 SRC`, then `retray SRC DIR 2a3a2c,1c1c1c,283850,4a2a20,wood,pitch add`, then
//! `relight DIR` (examples/train.rs).

use std::path::Path;

mod mends;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [src, dst] = args.as_slice() else {
        return Err("usage: mend SRC DST".into());
    };
    let (src, dst) = (Path::new(src), Path::new(dst));
    std::fs::create_dir_all(dst.join("images"))?;
    std::fs::create_dir_all(dst.join("labels"))?;
    std::fs::copy(src.join("splits.json"), dst.join("splits.json"))?;
    let (mut photos, mut mended) = (0, 0);
    for labelled in vision::dataset::load(src, None)? {
        let name = labelled
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("an image without a name")?;
        let stem = labelled
            .path
            .file_stem()
            .and_then(|n| n.to_str())
            .ok_or("an image without a name")?;
        std::fs::copy(&labelled.path, dst.join("images").join(name))?;
        let label = format!("{stem}.txt");
        let text = std::fs::read_to_string(src.join("labels").join(&label))?;
        let (w, h) = image::image_dimensions(&labelled.path)?;
        let mends = mends::of_photo(name, &mends::TRAIN_MENDS);
        let out = mends::mended_text(&text, (f64::from(w), f64::from(h)), mends);
        mended += usize::from(out != text);
        std::fs::write(dst.join("labels").join(&label), out)?;
        photos += 1;
    }
    println!(
        "{photos} photos copied into {}, the labels of {mended} mended",
        dst.display()
    );
    Ok(())
}
