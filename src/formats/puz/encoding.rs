//! The text encoding of a `.puz` file, chosen by its version string: ISO-8859-1 (with the
//! Windows-1252 punctuation real files carry, see [`latin1`]) before 2.0, UTF-8 from 2.0 on.

use crate::formats::latin1;

/// How a file's strings are encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// One byte per character (versions 1.x).
    Latin1,
    /// UTF-8 (version 2.0 and later).
    Utf8,
}

/// The version string written for each encoding (NUL-terminated, four bytes).
pub(super) fn version_bytes(encoding: Encoding) -> &'static [u8; 4] {
    match encoding {
        Encoding::Latin1 => b"1.3\0",
        Encoding::Utf8 => b"2.0\0",
    }
}

/// A version string such as `1.2c`, `1.3\0` or `2.0\0` as (major, minor); `None` when it
/// does not start with `digits.digits`.
pub(super) fn parse_version(bytes: &[u8]) -> Option<(u32, u32)> {
    let number = |s: &[u8]| -> Option<u32> {
        let digits: Vec<u8> = s.iter().copied().take_while(u8::is_ascii_digit).collect();
        if digits.is_empty() {
            return None;
        }
        std::str::from_utf8(&digits).ok()?.parse().ok()
    };
    let dot = bytes.iter().position(|&b| b == b'.')?;
    Some((number(&bytes[..dot])?, number(&bytes[dot + 1..])?))
}

impl Encoding {
    /// The encoding a file of this version uses; an unreadable version is taken as 1.x.
    pub fn for_version(version: Option<(u32, u32)>) -> Encoding {
        match version {
            Some((major, _)) if major >= 2 => Encoding::Utf8,
            _ => Encoding::Latin1,
        }
    }

    /// The narrowest encoding that holds every string: ISO-8859-1 when it can, else UTF-8.
    pub fn for_texts<'a>(mut texts: impl Iterator<Item = &'a str>) -> Encoding {
        if texts.all(|t| latin1::encode(t).is_ok()) {
            Encoding::Latin1
        } else {
            Encoding::Utf8
        }
    }

    /// Decodes a string; `None` when the bytes are not valid in this encoding.
    pub fn decode(self, bytes: &[u8]) -> Option<String> {
        match self {
            Encoding::Latin1 => Some(latin1::decode(bytes)),
            Encoding::Utf8 => std::str::from_utf8(bytes).ok().map(str::to_string),
        }
    }

    /// Encodes a string, or returns the first character it cannot hold.
    pub fn encode(self, s: &str) -> Result<Vec<u8>, char> {
        match self {
            Encoding::Latin1 => latin1::encode(s),
            Encoding::Utf8 => Ok(s.as_bytes().to_vec()),
        }
    }

    /// The solution byte of a letter, when it is one byte of the encoding: A–Z always, and
    /// the ISO-8859-1 letters (Ñ, Ä, Å) in version 1.3. Other letters are written as
    /// one-letter rebus squares; a one-letter rebus whose letter has a byte is a rebus by
    /// intent (see `read`).
    pub fn letter_byte(self, c: char) -> Option<u8> {
        if c.is_ascii_uppercase() {
            return Some(c as u8);
        }
        match self {
            Encoding::Latin1 => latin1::encode_char(c).filter(|b| *b >= 0xC0),
            Encoding::Utf8 => None,
        }
    }

    /// The single byte that stands for `c` in a solution square, if there is one.
    pub fn square_byte(self, c: char) -> Option<u8> {
        match self {
            Encoding::Latin1 => latin1::encode_char(c),
            // A byte above 0x7F is not a UTF-8 character on its own.
            Encoding::Utf8 => c.is_ascii().then_some(c as u8),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_choose_the_encoding() {
        assert_eq!(parse_version(b"1.3\0"), Some((1, 3)));
        assert_eq!(parse_version(b"1.2c"), Some((1, 2)));
        assert_eq!(parse_version(b"2.0\0"), Some((2, 0)));
        assert_eq!(parse_version(b"\0\0\0\0"), None);
        assert_eq!(Encoding::for_version(Some((2, 0))), Encoding::Utf8);
        assert_eq!(Encoding::for_version(Some((1, 4))), Encoding::Latin1);
        assert_eq!(Encoding::for_version(None), Encoding::Latin1);
    }

    #[test]
    fn the_narrowest_encoding_is_chosen() {
        assert_eq!(
            Encoding::for_texts(["Café", "\u{201C}quoted\u{201D}"].into_iter()),
            Encoding::Latin1
        );
        assert_eq!(
            Encoding::for_texts(["Café", "\u{2694}\u{FE0F}"].into_iter()),
            Encoding::Utf8
        );
        assert_eq!(Encoding::Utf8.decode(&[0xC3, 0xA9]).as_deref(), Some("é"));
        assert_eq!(Encoding::Utf8.decode(&[0xE9]), None);
        assert_eq!(Encoding::Utf8.square_byte('É'), None);
        assert_eq!(Encoding::Latin1.square_byte('É'), Some(0xC9));
    }
}
