//! A photo file opened for reading its dice: a large JPEG is decoded at a half, a quarter or
//! an eighth of its size (the decoder's own scaling, which skips most of the work), as long as
//! its longest side stays [`DECODE_SIDE`] or more; the dice are measured and brought to the
//! size the readers learnt afterwards ([`crate::scale::read_scaled`]). A 4032x3024 phone photo
//! is decoded at 1008x756, where a die 150 pixels wide in the photo is still the readers' 36.

use std::path::Path;

use image::RgbImage;

use crate::error::VisionError;

/// The shortest a photo's longest side is decoded at.
pub const DECODE_SIDE: u32 = 900;

/// A photo as decoded: its pixels, and how many of the file's pixels each is across
/// (1, 2, 4 or 8).
#[derive(Debug, Clone)]
pub struct Photo {
    /// The decoded pixels.
    pub image: RgbImage,
    /// The file's pixels per decoded pixel, along each side.
    pub shrunk: f32,
}

/// Opens the photo at `path`: a JPEG whose longest side is at least twice [`DECODE_SIDE`]
/// decoded smaller, anything else (a PNG, a small JPEG, a JPEG this decoder cannot scale)
/// decoded whole ([`crate::camera::load`]).
pub fn open(path: &Path) -> Result<Photo, VisionError> {
    let jpeg = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg"));
    if jpeg && let Some(photo) = decoded_smaller(path)? {
        return Ok(photo);
    }
    Ok(Photo {
        image: crate::camera::load(path)?,
        shrunk: 1.0,
    })
}

/// The JPEG at `path` decoded at the smallest of a half, a quarter and an eighth of its size
/// whose longest side is [`DECODE_SIDE`] or more; none when no such scale is smaller than the
/// photo, the file cannot be read, or the decoder cannot give its pixels as RGB (the caller
/// decodes it whole then).
fn decoded_smaller(path: &Path) -> Result<Option<Photo>, VisionError> {
    // A file that cannot be read is left to the whole decode, whose error names it as an
    // image that cannot be read (the message a referee gets for any photo).
    let Ok(bytes) = std::fs::read(path) else {
        return Ok(None);
    };
    let mut decoder = jpeg_decoder::Decoder::new(bytes.as_slice());
    if decoder.read_info().is_err() {
        return Ok(None);
    }
    let Some(info) = decoder.info() else {
        return Ok(None);
    };
    let full_width = info.width;
    let long = u32::from(info.width.max(info.height));
    let Some(shrunk) = [8u32, 4, 2].into_iter().find(|s| long / s >= DECODE_SIDE) else {
        return Ok(None);
    };
    // The decoder takes the smallest of its scales at least this large.
    let want = |side: u16| (u32::from(side).div_ceil(shrunk)) as u16;
    let Ok((w, h)) = decoder.scale(want(info.width), want(info.height)) else {
        return Ok(None);
    };
    let (Ok(pixels), Some(info)) = (decoder.decode(), decoder.info()) else {
        return Ok(None);
    };
    let image = match info.pixel_format {
        jpeg_decoder::PixelFormat::RGB24 => RgbImage::from_raw(u32::from(w), u32::from(h), pixels),
        jpeg_decoder::PixelFormat::L8 => {
            let rgb = pixels.iter().flat_map(|&v| [v, v, v]).collect();
            RgbImage::from_raw(u32::from(w), u32::from(h), rgb)
        }
        _ => None,
    };
    Ok(image.map(|image| Photo {
        shrunk: f32::from(full_width) / image.width().max(1) as f32,
        image,
    }))
}
