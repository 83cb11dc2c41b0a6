//! A real webcam through `nokhwa` (Video4Linux on Linux, the platform's own API elsewhere), built
//! only with the `camera` feature: nokhwa's Linux backend generates its bindings with libclang
//! at build time, so the default build needs no system package. Without a webcam, or without
//! permission to open it, every call says so in words that say what to do.

use image::RgbImage;
use nokhwa::pixel_format::RgbFormat;
use nokhwa::utils::{
    ApiBackend, CameraFormat, CameraIndex, FrameFormat, RequestedFormat, RequestedFormatType,
    Resolution,
};

use crate::camera::Camera;
use crate::error::VisionError;

/// The webcams the platform reports, one line each: the index to open it by, its name and what
/// the driver says of it.
pub fn list() -> Result<Vec<String>, VisionError> {
    let cameras = nokhwa::query(ApiBackend::Auto).map_err(|e| {
        VisionError::Camera(format!(
            "cannot list the webcams: {e}. Check that the camera is plugged in and that you may \
             use it (on Linux, membership of the video group)"
        ))
    })?;
    Ok(cameras
        .iter()
        .map(|c| format!("{}: {} ({})", c.index(), c.human_name(), c.description()))
        .collect())
}

/// An open webcam, streaming.
pub struct Webcam {
    camera: nokhwa::Camera,
    name: String,
}

impl Webcam {
    /// Opens webcam `index` (from [`list`]) at the resolution closest to `resolution`, or its
    /// highest.
    pub fn open(index: u32, resolution: Option<(u32, u32)>) -> Result<Webcam, VisionError> {
        let wanted = match resolution {
            Some((w, h)) => RequestedFormatType::Closest(CameraFormat::new(
                Resolution::new(w, h),
                FrameFormat::MJPEG,
                30,
            )),
            None => RequestedFormatType::AbsoluteHighestResolution,
        };
        let unavailable = |e: nokhwa::NokhwaError| {
            VisionError::Camera(format!(
                "cannot open webcam {index}: {e}. `nuffle vision cameras` lists the webcams \
                 this machine has"
            ))
        };
        let mut camera = nokhwa::Camera::new(
            CameraIndex::Index(index),
            RequestedFormat::new::<RgbFormat>(wanted),
        )
        .map_err(unavailable)?;
        camera.open_stream().map_err(unavailable)?;
        let name = format!(
            "webcam {index}: {} at {}",
            camera.info().human_name(),
            camera.resolution()
        );
        Ok(Webcam { camera, name })
    }
}

impl Camera for Webcam {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn live(&self) -> bool {
        true
    }

    fn frame(&mut self) -> Result<RgbImage, VisionError> {
        let lost = |e: nokhwa::NokhwaError| {
            VisionError::Camera(format!(
                "the webcam gave no frame: {e}. Check its cable, or key the dice by hand"
            ))
        };
        let buffer = self.camera.frame().map_err(lost)?;
        let decoded = buffer.decode_image::<RgbFormat>().map_err(lost)?;
        let (w, h) = decoded.dimensions();
        RgbImage::from_raw(w, h, decoded.into_raw())
            .ok_or_else(|| VisionError::Camera("the webcam's frame had the wrong size".into()))
    }
}
