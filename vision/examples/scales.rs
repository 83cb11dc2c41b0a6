//! The scale table (issue 58): a labelled folder's split read at its own size and as copies
//! resized by other factors, as cameras nearer the tray, farther, or with more pixels see it.
//! `scales SRC OUT [SPLIT [FACTORS]]` writes `OUT/x<F>/` for each factor (default
//! `0.5,2,4,6`; the split's photos only, resized bilinear, saved as JPEG at quality 95, the
//! labels copied: they are relative to the image), then reads SRC and each copy as
//! `nuffle vision eval DIR --split SPLIT` does and prints one row each: recall, value
//! accuracy, dice taken unasked (wrong by the labels) and the median and p95 time per image,
//! decoding included, and the mean CPU time per image (the wall clock of a shared machine also
//! counts the waits for a core). Copies already written are read again, not rewritten. Time it
//! on one core: `taskset -c 1 target/release/examples/scales ...`.

use std::path::{Path, PathBuf};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(src), Some(out)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: scales SRC OUT [SPLIT [F1,F2,...]]");
        std::process::exit(2);
    };
    let split = args.get(3).map_or("test", String::as_str);
    let factors: Option<Vec<f32>> = args.get(4).map_or(Some(vec![0.5, 2.0, 4.0, 6.0]), |f| {
        f.split(',').map(|v| v.parse().ok()).collect()
    });
    let Some(factors) = factors else {
        eprintln!("factors are numbers separated by commas, e.g. 0.5,2,4,6");
        std::process::exit(2);
    };
    if let Err(e) = table(Path::new(src), Path::new(out), split, &factors) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

fn table(
    src: &Path,
    out: &Path,
    split: &str,
    factors: &[f32],
) -> Result<(), Box<dyn std::error::Error>> {
    let mut folders: Vec<(String, PathBuf)> = vec![("native".into(), src.to_path_buf())];
    for &f in factors {
        let dst = out.join(format!("x{f}"));
        if !dst.join("splits.json").exists() {
            copy_resized(src, &dst, split, f)?;
        }
        folders.push((format!("x{f}"), dst));
    }
    println!(
        "| copy | image size | recall | value accuracy | taken unasked (wrong) | ms/image median (p95) | CPU ms/image mean |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, dir) in folders {
        let size = first_size(&dir, split)?;
        let cpu = cpu_ms();
        let report = vision::eval::evaluate_dir(&dir, Some(split), vision::SURE_AT, |image| {
            vision::recognize(image)
        })?;
        let cpu = match (cpu, cpu_ms()) {
            (Some(before), Some(after)) => {
                format!("{:.1}", (after - before) / report.images.max(1) as f64)
            }
            _ => "-".into(),
        };
        println!(
            "| {name} | {size} | {:.1} % | {:.1} % | {} ({}) | {:.1} ({:.1}) | {cpu} |",
            report.recall * 100.0,
            report.value_accuracy * 100.0,
            report.accepted,
            report.accepted_wrong,
            report.ms_median,
            report.ms_p95
        );
    }
    Ok(())
}

/// The CPU time this process has used, in milliseconds (user and system, from
/// `/proc/self/stat`, in the kernel's ticks of usually 10 ms): on a machine shared with other
/// work the wall clock also counts the time spent waiting for a core. None off Linux.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's name (which may hold spaces), from the third on.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks * 10.0)
}

/// The size of the split's first photo in `dir`, as `WxH`.
fn first_size(dir: &Path, split: &str) -> Result<String, Box<dyn std::error::Error>> {
    let first = vision::dataset::load(dir, Some(split))?;
    let path = &first.first().ok_or("no photos in the split")?.path;
    let (w, h) = image::image_dimensions(path)?;
    Ok(format!("{w}x{h}"))
}

/// Writes `dst` as a labelled folder of `src`'s `split` photos resized by `f`.
fn copy_resized(
    src: &Path,
    dst: &Path,
    split: &str,
    f: f32,
) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dst.join("images"))?;
    std::fs::create_dir_all(dst.join("labels"))?;
    for labelled in vision::dataset::load(src, Some(split))? {
        let image = vision::camera::load(&labelled.path)?;
        let w = (image.width() as f32 * f).round().max(1.0) as u32;
        let h = (image.height() as f32 * f).round().max(1.0) as u32;
        let resized = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        let name = labelled.path.file_name().ok_or("an image without a name")?;
        vision::dataset::save_photo(&resized, &dst.join("images").join(name))?;
        let stem = Path::new(name).with_extension("txt");
        std::fs::copy(
            src.join("labels").join(&stem),
            dst.join("labels").join(&stem),
        )?;
    }
    // Written last: a copy cut short is written again on the next run.
    std::fs::copy(src.join("splits.json"), dst.join("splits.json"))?;
    Ok(())
}
