//! Locking and unlocking a solution board with a four-digit key (see [`scramble`]).
//!
//! Only the letters A–Z take part, read column by column; blocks (`.` or `:`), digits and
//! symbols stay where they are. The header keeps a checksum of the plain letters in that
//! order, which is how a wrong key is told apart from the right one.

use super::PuzError;
use super::checksum::checksum;
use crate::formats::WriteError;
use crate::formats::scramble::{self, Key};

/// The indices of the letters of a solution board in scrambling order: column by column.
fn letter_places(solution: &[u8], w: usize, h: usize) -> Vec<usize> {
    (0..w)
        .flat_map(|c| (0..h).map(move |r| r * w + c))
        .filter(|&i| solution.get(i).is_some_and(u8::is_ascii_uppercase))
        .collect()
}

/// Scrambles the solution board in place; returns the checksum of the plain letters.
pub(super) fn lock(solution: &mut [u8], w: usize, h: usize, key: Key) -> Result<u16, WriteError> {
    let places = letter_places(solution, w, h);
    if places.len() < scramble::MIN_LETTERS {
        return Err(WriteError::CannotLock(format!(
            "only {} letters; at least {} are needed",
            places.len(),
            scramble::MIN_LETTERS
        )));
    }
    let plain: Vec<u8> = places.iter().map(|&i| solution[i]).collect();
    let sum = checksum(&plain, 0);
    let mut letters: Vec<u8> = plain.iter().map(|b| b - b'A').collect();
    scramble::scramble(&mut letters, key);
    for (&i, l) in places.iter().zip(letters) {
        solution[i] = b'A' + l;
    }
    Ok(sum)
}

/// Unscrambles a copy of the solution board with `key`, checking the stored checksum.
pub(super) fn unlock(
    solution: &[u8],
    w: usize,
    h: usize,
    key: Key,
    expected: u16,
) -> Result<Vec<u8>, PuzError> {
    let places = letter_places(solution, w, h);
    if places.len() < scramble::MIN_LETTERS {
        return Err(PuzError::ScrambledTooSmall(places.len()));
    }
    let mut letters: Vec<u8> = places.iter().map(|&i| solution[i] - b'A').collect();
    scramble::unscramble(&mut letters, key);
    let plain: Vec<u8> = letters.iter().map(|l| b'A' + l).collect();
    if checksum(&plain, 0) != expected {
        return Err(PuzError::WrongKey(key));
    }
    let mut out = solution.to_vec();
    for (&i, b) in places.iter().zip(plain) {
        out[i] = b;
    }
    Ok(out)
}
