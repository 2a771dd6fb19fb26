//! A fast 64-bit content hash for the index cache's file names.

/// Not cryptographic: it only has to tell one set of lists from another, and it must be
/// fast on a few megabytes.
pub(super) struct Hasher(u64);

impl Hasher {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;

    pub(super) fn new() -> Self {
        Hasher(0x243F_6A88_85A3_08D3)
    }

    fn mix(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(Self::K);
    }

    pub(super) fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            self.mix(u64::from_le_bytes(b));
        }
        let mut tail = [0u8; 8];
        tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        self.mix(u64::from_le_bytes(tail) ^ ((bytes.len() as u64) << 56));
    }

    pub(super) fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x
    }
}
