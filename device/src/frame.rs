//! Framing: a postcard message, then its CRC-32C (little-endian), COBS-encoded, then a zero byte.
//!
//! COBS leaves no zero inside a frame, so a zero always ends one: a reader that joins mid-stream
//! or meets a damaged frame drops what it has and starts clean at the next zero. The CRC catches
//! damage COBS cannot see.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Largest postcard message (the largest real one, a keyed result of 8 dice, is 24 bytes).
pub const MAX_MESSAGE: usize = 64;
/// Bytes of the CRC after the message.
pub const CRC_LEN: usize = 4;
/// Largest frame on the wire, trailing zero included.
pub const MAX_FRAME: usize = MAX_MESSAGE + CRC_LEN + (MAX_MESSAGE + CRC_LEN) / 254 + 2;

const CRC: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISCSI);

/// Why a frame was not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameError {
    /// More bytes than any frame has before a zero: noise or a lost zero.
    TooLong,
    /// Not valid COBS, or too short to hold a CRC.
    Malformed,
    /// The CRC does not match: bytes were damaged on the way.
    BadCrc,
    /// The CRC matches but the message is not one this protocol knows (a newer peer?).
    Unknown,
    /// (Writing) the message does not fit in [`MAX_MESSAGE`] bytes.
    Oversized,
}

impl FrameError {
    /// The problem in words.
    pub fn describe(self) -> &'static str {
        match self {
            FrameError::TooLong => "a frame longer than any message (noise on the line)",
            FrameError::Malformed => "a malformed frame",
            FrameError::BadCrc => "a frame damaged on the way (CRC mismatch)",
            FrameError::Unknown => "a message this protocol version does not know",
            FrameError::Oversized => "a message too large for a frame",
        }
    }
}

/// Writes `message` as one frame into `out`; returns its length, trailing zero included.
pub fn encode<T: Serialize>(message: &T, out: &mut [u8; MAX_FRAME]) -> Result<usize, FrameError> {
    let mut raw = [0u8; MAX_MESSAGE + CRC_LEN];
    let len = postcard::to_slice(message, &mut raw[..MAX_MESSAGE])
        .map_err(|_| FrameError::Oversized)?
        .len();
    let crc = CRC.checksum(&raw[..len]).to_le_bytes();
    raw[len..len + CRC_LEN].copy_from_slice(&crc);
    let n = cobs::try_encode(&raw[..len + CRC_LEN], &mut out[..MAX_FRAME - 1])
        .map_err(|_| FrameError::Oversized)?;
    out[n] = 0;
    Ok(n + 1)
}

/// How many frames a [`Decoder`] has seen, good and bad.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FrameStats {
    /// Frames read.
    pub good: u64,
    /// Frames dropped: too long, malformed, CRC mismatch or unknown.
    pub dropped: u64,
}

/// Reads frames from a byte stream, one byte at a time; holds one frame's bytes at most.
#[derive(Debug, Clone)]
pub struct Decoder {
    buf: [u8; MAX_FRAME],
    len: usize,
    overflow: bool,
    stats: FrameStats,
}

impl Default for Decoder {
    fn default() -> Self {
        Decoder::new()
    }
}

impl Decoder {
    /// A decoder waiting for the first frame.
    pub const fn new() -> Decoder {
        Decoder {
            buf: [0; MAX_FRAME],
            len: 0,
            overflow: false,
            stats: FrameStats {
                good: 0,
                dropped: 0,
            },
        }
    }

    /// Frames read and dropped so far.
    pub fn stats(&self) -> FrameStats {
        self.stats
    }

    /// Forgets a partial frame (after a reconnect, say): reading starts clean.
    pub fn reset(&mut self) {
        self.len = 0;
        self.overflow = false;
    }

    /// Takes one byte; when it ends a frame, returns the message or why it was dropped.
    /// Empty frames (two zeros in a row) are not frames and return nothing.
    pub fn feed<T: DeserializeOwned>(&mut self, byte: u8) -> Option<Result<T, FrameError>> {
        if byte != 0 {
            if self.len < self.buf.len() {
                self.buf[self.len] = byte;
                self.len += 1;
            } else {
                self.overflow = true;
            }
            return None;
        }
        let len = core::mem::replace(&mut self.len, 0);
        let result = if core::mem::replace(&mut self.overflow, false) {
            Err(FrameError::TooLong)
        } else if len == 0 {
            return None;
        } else {
            read(&mut self.buf[..len])
        };
        match result {
            Ok(_) => self.stats.good += 1,
            Err(_) => self.stats.dropped += 1,
        }
        Some(result)
    }
}

/// Decodes one frame's bytes (without the trailing zero) in place.
fn read<T: DeserializeOwned>(bytes: &mut [u8]) -> Result<T, FrameError> {
    let n = cobs::decode_in_place(bytes).map_err(|_| FrameError::Malformed)?;
    if n < CRC_LEN {
        return Err(FrameError::Malformed);
    }
    let (body, crc) = bytes[..n].split_at(n - CRC_LEN);
    let mut expected = [0u8; CRC_LEN];
    expected.copy_from_slice(crc);
    if CRC.checksum(body) != u32::from_le_bytes(expected) {
        return Err(FrameError::BadCrc);
    }
    match postcard::take_from_bytes::<T>(body) {
        Ok((message, [])) => Ok(message),
        _ => Err(FrameError::Unknown),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::{ToHost, ToTower};

    fn frame<T: Serialize>(message: &T) -> ([u8; MAX_FRAME], usize) {
        let mut out = [0u8; MAX_FRAME];
        let n = encode(message, &mut out).expect("fits");
        (out, n)
    }

    #[test]
    fn a_frame_has_one_zero_at_its_end() {
        let (out, n) = frame(&ToHost::Heartbeat {
            uptime_ms: 0,
            unacked: 0,
        });
        assert_eq!(out[n - 1], 0);
        assert!(!out[..n - 1].contains(&0));
    }

    #[test]
    fn a_flipped_bit_is_dropped_and_the_next_frame_still_reads() {
        let (mut bad, n) = frame(&ToTower::Ack { seq: 7 });
        bad[1] ^= 0x10;
        let (good, m) = frame(&ToTower::Ack { seq: 8 });
        let mut decoder = Decoder::new();
        let mut out = [None, None];
        let mut k = 0;
        for &b in bad[..n].iter().chain(&good[..m]) {
            if let Some(r) = decoder.feed::<ToTower>(b) {
                out[k] = Some(r);
                k += 1;
            }
        }
        assert!(matches!(out[0], Some(Err(_))));
        assert_eq!(out[1], Some(Ok(ToTower::Ack { seq: 8 })));
        assert_eq!(
            decoder.stats(),
            FrameStats {
                good: 1,
                dropped: 1
            }
        );
    }

    #[test]
    fn noise_longer_than_a_frame_is_dropped_once() {
        let mut decoder = Decoder::new();
        for _ in 0..500 {
            assert!(decoder.feed::<ToTower>(0x55).is_none());
        }
        assert_eq!(decoder.feed::<ToTower>(0), Some(Err(FrameError::TooLong)));
        let (good, m) = frame(&ToTower::Identify);
        let last = good[..m]
            .iter()
            .filter_map(|&b| decoder.feed::<ToTower>(b))
            .last();
        assert_eq!(last, Some(Ok(ToTower::Identify)));
    }
}
