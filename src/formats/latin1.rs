//! The 8-bit text encoding of `.puz` strings.
//!
//! The format says ISO-8859-1, but Across Lite runs on Windows and real files carry
//! Windows-1252 punctuation (curly quotes, dashes) in 0x80–0x9F, where ISO-8859-1 has only
//! unused control codes. We therefore read and write ISO-8859-1 with the Windows-1252 letters in
//! that range; the five bytes Windows-1252 leaves undefined map to their control codes. This
//! is a bijection between the 256 bytes and 256 characters, so every string round-trips.

/// Windows-1252 characters for bytes 0x80–0x9F; `None` where Windows-1252 has none.
const CP1252_HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('\u{2018}'),
    Some('\u{2019}'),
    Some('\u{201C}'),
    Some('\u{201D}'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// The character a byte stands for.
pub fn decode_byte(b: u8) -> char {
    match b {
        0x80..=0x9F => CP1252_HIGH[(b - 0x80) as usize].unwrap_or(b as char),
        _ => b as char,
    }
}

/// Decodes bytes into a string (every byte is a character, so this cannot fail).
pub fn decode(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| decode_byte(b)).collect()
}

/// The byte of a character, or `None` when the encoding has no byte for it.
pub fn encode_char(c: char) -> Option<u8> {
    let u = c as u32;
    match u {
        0..=0x7F | 0xA0..=0xFF => Some(u as u8),
        0x80..=0x9F => {
            // Only the control codes whose byte Windows-1252 leaves undefined stay themselves.
            let b = u as u8;
            CP1252_HIGH[(b - 0x80) as usize].is_none().then_some(b)
        }
        _ => CP1252_HIGH
            .iter()
            .position(|&x| x == Some(c))
            .map(|i| 0x80 + i as u8),
    }
}

/// Encodes a string, or returns the first character that has no byte.
pub fn encode(s: &str) -> Result<Vec<u8>, char> {
    s.chars().map(|c| encode_char(c).ok_or(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_round_trips() {
        for b in 0..=255u8 {
            assert_eq!(encode_char(decode_byte(b)), Some(b), "byte {b:#x}");
        }
    }

    #[test]
    fn latin1_and_curly_quotes_encode_and_others_do_not() {
        assert_eq!(
            encode("Café ½"),
            Ok(vec![b'C', b'a', b'f', 0xE9, b' ', 0xBD])
        );
        assert_eq!(
            encode("\u{201C}hi\u{201D}"),
            Ok(vec![0x93, b'h', b'i', 0x94])
        );
        assert_eq!(encode("naïve → x"), Err('→'));
        // U+0080 would read back as the euro sign, so it must not be written as 0x80.
        assert_eq!(encode_char('\u{80}'), None);
        assert_eq!(encode_char('\u{81}'), Some(0x81));
    }
}
