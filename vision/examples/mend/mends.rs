//! The label mistakes of byler-d6's train split, found by eye, mended in the copy of the
//! labelled folder the shipped readers learn from (`examples/mend/main.rs`). A training tool,
//! not part of the library: `vision/tests/dataset.rs` includes it to check it.
//!
//! A die labelled with a value it does not show teaches the readers that value; a die with no
//! label teaches them that it is no die, since a place the finders offer where no die is
//! labelled is learnt as "not a die". Three 3s labelled 2 taught the very misread the test split
//! shows most (a 3 read as a 2), and an unlabelled black die with red pips taught that such a
//! die is none. The test split's own mistakes are left as they are (the eval reads the labels
//! as their author gave them; `vision/tests/dataset.rs` lists them).

/// One mended label: in the photo named `image` (its stem; copies made of it by the dataset
/// tools, `t_NAME` and `NAME_g`, are mended alike), the die at `centre` shows `shows`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mend {
    /// The photo's file stem.
    pub image: &'static str,
    /// The die's centre, in pixels.
    pub centre: (f32, f32),
    /// What the die shows.
    pub shows: u8,
    /// Its side in pixels where it has no label; `None` where it has one.
    pub unlabelled_side: Option<f32>,
}

impl Mend {
    /// Whether a die centred at `(x, y)` (pixels) is the one this mend names.
    pub fn is_at(&self, (x, y): (f64, f64)) -> bool {
        (x - f64::from(self.centre.0)).abs() < f64::from(NEAR)
            && (y - f64::from(self.centre.1)).abs() < f64::from(NEAR)
    }
}

/// How near a label's centre must be to a mend's, in pixels, to be the die it mends.
const NEAR: f32 = 4.0;

/// The train split's mistakes, checked by eye.
pub const TRAIN_MENDS: [Mend; 7] = [
    // A black 3 with a glint down it, labelled 2.
    labelled("IMG_20191208_112342", (316.0, 482.0), 3),
    // A green 3 with yellow pips, labelled 2.
    labelled("IMG_20191209_095954", (240.0, 339.0), 3),
    // A pink translucent 3, labelled 2.
    labelled("IMG_20191208_111919", (211.0, 304.0), 3),
    // A green 3 beside a yellow die, with no label.
    unlabelled("IMG_20191208_112342", (270.0, 147.0), 32.0, 3),
    // A black 3 with red pips, with no label.
    unlabelled("IMG_20191208_112353", (315.0, 378.0), 36.0, 3),
    // A green 6, with no label.
    unlabelled("IMG_20191209_095533", (338.0, 364.0), 36.0, 6),
    // A black 6 with red pips near the tray's wall, with no label.
    unlabelled("IMG_20191208_111530", (117.0, 577.0), 32.0, 6),
];

const fn labelled(image: &'static str, centre: (f32, f32), shows: u8) -> Mend {
    Mend {
        image,
        centre,
        shows,
        unlabelled_side: None,
    }
}

const fn unlabelled(image: &'static str, centre: (f32, f32), side: f32, shows: u8) -> Mend {
    Mend {
        image,
        centre,
        shows,
        unlabelled_side: Some(side),
    }
}

/// The mends of the photo named `name` (a file name or stem; copies made of it by the dataset
/// tools, `t_NAME` and `NAME_g`, count as it).
pub fn of_photo<'a>(name: &str, mends: &'a [Mend]) -> impl Iterator<Item = &'a Mend> {
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    let stem = stem.strip_prefix("t_").unwrap_or(stem);
    let original = stem.strip_suffix("_g").unwrap_or(stem).to_string();
    mends.iter().filter(move |m| m.image == original)
}

/// A YOLO label file's text (`class cx cy w h` a line, normalised to the photo's `size` in
/// pixels) with `mends` made: the class of a labelled die a mend names set to what it shows
/// (the rest of its line as it was), and a line for each unlabelled die added at the end
/// (six decimals), unless a label already lies there (so mending twice changes nothing).
/// Blank lines are dropped; a line that does not parse is kept as it is.
pub fn mended_text<'a>(
    text: &str,
    (w, h): (f64, f64),
    mends: impl Iterator<Item = &'a Mend>,
) -> String {
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect();
    let centre = |line: &str| -> Option<(f64, f64)> {
        let mut fields = line.split_whitespace().skip(1);
        let cx: f64 = fields.next()?.parse().ok()?;
        let cy: f64 = fields.next()?.parse().ok()?;
        Some((cx * w, cy * h))
    };
    for mend in mends {
        let class = u32::from(mend.shows.max(1)) - 1;
        let at = lines
            .iter()
            .position(|l| centre(l).is_some_and(|c| mend.is_at(c)));
        match (at, mend.unlabelled_side) {
            (Some(i), None) => {
                let rest: Vec<&str> = lines[i].split_whitespace().skip(1).collect();
                lines[i] = format!("{class} {}", rest.join(" "));
            }
            (Some(_), Some(_)) | (None, None) => {}
            (None, Some(side)) => {
                let (x, y) = (f64::from(mend.centre.0), f64::from(mend.centre.1));
                let side = f64::from(side);
                lines.push(format!(
                    "{class} {:.6} {:.6} {:.6} {:.6}",
                    x / w,
                    y / h,
                    side / w,
                    side / h
                ));
            }
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PHOTO: &str = "1 0.494152 0.752741 0.061404 0.064693\n1 0.823 0.589 0.047 0.045\n";

    #[test]
    fn a_mislabelled_die_takes_the_value_it_shows_and_an_unlabelled_one_is_added() {
        for name in [
            "IMG_20191208_112342.jpg",
            "t_IMG_20191208_112342.jpg",
            "IMG_20191208_112342_g.jpg",
            "IMG_20191208_112342",
        ] {
            let text = mended_text(PHOTO, (640.0, 640.0), of_photo(name, &TRAIN_MENDS));
            // The 2 at (316, 482) shows 3; the 2 at (527, 377) is a 2; the green 3 had no
            // label.
            assert_eq!(
                text,
                "2 0.494152 0.752741 0.061404 0.064693\n\
                 1 0.823 0.589 0.047 0.045\n\
                 2 0.421875 0.229687 0.050000 0.050000\n",
                "{name}"
            );
            let again = mended_text(&text, (640.0, 640.0), of_photo(name, &TRAIN_MENDS));
            assert_eq!(again, text, "mending twice changes nothing");
        }
    }

    #[test]
    fn a_photo_no_mend_names_is_left_alone() {
        for name in ["IMG_20191209_100002.jpg", "xIMG_20191208_112342.jpg"] {
            assert_eq!(of_photo(name, &TRAIN_MENDS).count(), 0, "{name}");
            let text = mended_text(PHOTO, (640.0, 640.0), of_photo(name, &TRAIN_MENDS));
            assert_eq!(text, PHOTO);
        }
    }
}
