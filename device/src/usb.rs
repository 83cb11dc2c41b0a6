//! The tower's USB identity: the firmware announces it, the app finds the tower by it.

/// USB vendor id: pid.codes, the open-source hardware vendor id.
pub const VID: u16 = 0x1209;
/// USB product id. `0x0001` is pid.codes' test id, for development only; a production tower
/// needs its own id allocated before it ships.
pub const PID: u16 = 0x0001;
/// USB manufacturer string.
pub const MANUFACTURER: &str = "Nuffle";
/// USB product string.
pub const PRODUCT: &str = "Nuffle dice tower";

/// True when a USB device with these ids is a Nuffle tower.
pub fn is_tower(vid: u16, pid: u16) -> bool {
    vid == VID && pid == PID
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_ids_are_a_tower() {
        assert!(is_tower(0x1209, 0x0001));
        // The RP2040's own boot-ROM ids (Raspberry Pi) are not a tower.
        assert!(!is_tower(0x2E8A, 0x0003));
        assert!(!is_tower(0x1209, 0x0002));
    }
}
