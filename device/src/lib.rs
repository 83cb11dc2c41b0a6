//! Nuffle's dice tower: what the tower and the app say to each other over USB.
//!
//! The core of this crate is `no_std` and allocation-free so that the RP2040 firmware compiles
//! the very same code the app does. So far it holds the tower's USB identity; the wire
//! protocol, the serial driver and the tower simulator arrive with the dice-tower issue.

#![no_std]

pub mod usb;
