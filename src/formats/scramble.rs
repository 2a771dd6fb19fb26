//! Across Lite's solution scrambling ("locked" `.puz` files) with a four-digit key.
//!
//! The letters of the solution are read column by column (top to bottom, then left to
//! right), skipping blocks. Scrambling spreads them with a stride of 16 over a ring of
//! `len | 1` places, then for each key digit `k` (strides 16, 8, 4, 2): adds the key digits
//! to the letters in stride order (mod 26) and moves the first `stride` letters to the end
//! `k` times, rotating each moved group right by one when the letter count is even. The
//! header keeps a checksum of the unscrambled letters, so a wrong key is detected.

use std::fmt;
use std::str::FromStr;

/// Fewer letters than this cannot be scrambled (the stride arithmetic needs room).
pub const MIN_LETTERS: usize = 12;

/// A four-digit scrambling key such as `1234`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(pub [u8; 4]);

impl FromStr for Key {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let digits: Vec<u8> = s.trim().bytes().collect();
        if digits.len() != 4 || !digits.iter().all(u8::is_ascii_digit) {
            return Err(format!(
                "a .puz key is four digits, such as 1234, not {s:?}"
            ));
        }
        Ok(Key([
            digits[0] - b'0',
            digits[1] - b'0',
            digits[2] - b'0',
            digits[3] - b'0',
        ]))
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.0 {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The place the `i`-th letter goes when spreading with `stride` over a ring of `len | 1`.
/// Strides are powers of two and the ring size is odd, so this visits every place below
/// `len` exactly once for `i` in `0..len`.
fn spread(i: usize, stride: usize, len: usize) -> usize {
    ((i + 1) * stride - 1) % (len | 1)
}

/// How many letters one move takes from the front: the stride, wrapped for short buffers.
fn group(stride: usize, len: usize) -> usize {
    if stride > len {
        stride - (len | 1)
    } else {
        stride
    }
}

/// Scrambles letter values 0–25 in place; fewer than [`MIN_LETTERS`] are left as they are.
pub fn scramble(letters: &mut [u8], key: Key) {
    let len = letters.len();
    if len < MIN_LETTERS {
        return;
    }
    let plain = letters.to_vec();
    for (i, &l) in plain.iter().enumerate() {
        letters[spread(i, 16, len)] = l;
    }
    for k in 0..4 {
        let stride = 1 << (4 - k);
        for i in 0..len {
            let j = spread(i, stride, len);
            letters[j] = (letters[j] + key.0[i % 4]) % 26;
        }
        let n = group(stride, len);
        for _ in 0..key.0[k] {
            let mut moved = letters[..n].to_vec();
            if len.is_multiple_of(2) {
                moved.rotate_right(1);
            }
            letters.copy_within(n.., 0);
            letters[len - n..].copy_from_slice(&moved);
        }
    }
}

/// Undoes [`scramble`] in place; fewer than [`MIN_LETTERS`] are left as they are.
pub fn unscramble(letters: &mut [u8], key: Key) {
    let len = letters.len();
    if len < MIN_LETTERS {
        return;
    }
    for k in (0..4).rev() {
        let stride = 1 << (4 - k);
        let n = group(stride, len);
        for _ in 0..key.0[k] {
            let mut moved = letters[len - n..].to_vec();
            if len.is_multiple_of(2) {
                moved.rotate_left(1);
            }
            letters.copy_within(..len - n, n);
            letters[..n].copy_from_slice(&moved);
        }
        for i in 0..len {
            let j = spread(i, stride, len);
            letters[j] = (letters[j] + 26 - key.0[i % 4] % 26) % 26;
        }
    }
    let spread_out = letters.to_vec();
    for (i, l) in letters.iter_mut().enumerate() {
        *l = spread_out[spread(i, 16, len)];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spreading_is_a_permutation_for_every_length() {
        for len in MIN_LETTERS..=841 {
            for stride in [2, 4, 8, 16] {
                let mut seen = vec![false; len];
                for i in 0..len {
                    let j = spread(i, stride, len);
                    assert!(j < len && !seen[j], "len {len} stride {stride} i {i}");
                    seen[j] = true;
                }
            }
        }
    }

    #[test]
    fn unscramble_inverts_scramble() {
        for len in [12, 13, 15, 16, 17, 76, 185, 841] {
            let plain: Vec<u8> = (0..len).map(|i| (i * 7 % 26) as u8).collect();
            for key in ["1234", "9999", "4237", "0000", "8051"] {
                let key: Key = key.parse().unwrap();
                let mut s = plain.clone();
                scramble(&mut s, key);
                if key.0 != [0; 4] {
                    assert_ne!(s, plain, "len {len} key {key}");
                }
                unscramble(&mut s, key);
                assert_eq!(s, plain, "len {len} key {key}");
            }
        }
    }

    #[test]
    fn keys_are_four_digits() {
        assert_eq!("4237".parse::<Key>(), Ok(Key([4, 2, 3, 7])));
        assert!("123".parse::<Key>().is_err());
        assert!("12a4".parse::<Key>().is_err());
        assert_eq!(Key([0, 1, 2, 3]).to_string(), "0123");
    }
}
