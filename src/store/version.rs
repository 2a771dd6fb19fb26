//! The on-disk version of a slot: its save sequence number and a digest of its bytes, so a
//! studio can tell whether the slot changed since it opened it (a CLI save, another studio,
//! a hand edit) and ask before replacing it.

use std::fmt;

/// What a slot file held when it was read: compare two to see whether the slot changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SlotVersion {
    seq: u64,
    digest: u64,
}

impl SlotVersion {
    /// An empty slot (no file).
    pub const EMPTY: SlotVersion = SlotVersion { seq: 0, digest: 0 };

    /// The version of a slot file holding `bytes`, saved as number `seq` (0 for a file that
    /// does not say: written before 0.3, by hand, or not parsing).
    pub fn of(seq: u64, bytes: &[u8]) -> SlotVersion {
        SlotVersion {
            seq,
            digest: fnv1a(bytes),
        }
    }

    /// The save's sequence number: 1 for a slot's first save, one more for each save after
    /// (0 when the slot is empty or its file does not say).
    pub fn seq(self) -> u64 {
        self.seq
    }

    /// Whether the slot was empty.
    pub fn is_empty(self) -> bool {
        self == SlotVersion::EMPTY
    }
}

impl fmt::Display for SlotVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            write!(f, "empty")
        } else {
            write!(f, "save {} ({:016x})", self.seq, self.digest)
        }
    }
}

/// FNV-1a, 64 bits: stable across builds and platforms, unlike std's hasher; a digest to
/// notice a change, not a defence against anyone forging one.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    // An empty file is a version too, never the empty slot.
    h | 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_of_bytes_or_sequence_is_a_new_version() {
        let a = SlotVersion::of(3, b"one");
        assert_eq!(a, SlotVersion::of(3, b"one"));
        assert_ne!(a, SlotVersion::of(3, b"two"));
        assert_ne!(a, SlotVersion::of(4, b"one"));
        assert!(!SlotVersion::of(0, b"").is_empty());
        assert!(SlotVersion::EMPTY.is_empty());
        assert_eq!(a.seq(), 3);
    }
}
