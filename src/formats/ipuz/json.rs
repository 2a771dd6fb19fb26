//! The JSON layer: the `ipuz(...)` wrapper and a BOM, and parsing into the typed document
//! with positions.

use super::IpuzError;
use super::doc::Document;
use serde_json::Value;
use std::borrow::Cow;

/// The UTF-8 byte order mark some editors put before the JSON.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The JSON text of a file: without a leading BOM, and with a JSONP wrapper such as
/// `ipuz({...})` (the form the specification's own examples use) blanked out with spaces, so
/// the parser's line and column still point into the file as written.
pub(super) fn unwrap(bytes: &[u8]) -> Cow<'_, [u8]> {
    let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
    match wrapper(body) {
        Some((open, close)) => {
            let mut owned = body.to_vec();
            let (head, rest) = owned.split_at_mut(open);
            let tail = &mut rest[close - open..];
            for b in head.iter_mut().chain(tail.iter_mut()) {
                if !b.is_ascii_whitespace() {
                    *b = b' ';
                }
            }
            Cow::Owned(owned)
        }
        None => Cow::Borrowed(body),
    }
}

/// For `callback( … )` with an optional `;`: the end of the opening and the start of the
/// closing part, as byte offsets.
fn wrapper(body: &[u8]) -> Option<(usize, usize)> {
    let start = body.iter().position(|b| !b.is_ascii_whitespace())?;
    let name_char = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.');
    if !(body[start].is_ascii_alphabetic() || matches!(body[start], b'_' | b'$')) {
        return None;
    }
    let name_end = start + body[start..].iter().take_while(|b| name_char(b)).count();
    let paren = name_end
        + body[name_end..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    if body.get(paren) != Some(&b'(') {
        return None;
    }
    let mut end = body.len();
    let trim = |end: &mut usize| {
        while *end > 0 && body[*end - 1].is_ascii_whitespace() {
            *end -= 1;
        }
    };
    trim(&mut end);
    if end > 0 && body[end - 1] == b';' {
        end -= 1;
        trim(&mut end);
    }
    (end > paren + 1 && body[end - 1] == b')').then_some((paren + 1, end - 1))
}

/// Reads the JSON text into the typed document, naming the line and column of an error.
pub(super) fn parse(body: &[u8]) -> Result<Document, IpuzError> {
    let error = |e: serde_json::Error| IpuzError::Json {
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    };
    match serde_json::from_slice::<Document>(body) {
        Ok(doc) => Ok(doc),
        // Valid JSON that is not a document: not an object, or an object naming a field
        // twice, which a typed read refuses and `Value` reads keeping the last (as other
        // readers do; the clue lists are then in name order).
        Err(e) if e.is_data() => {
            let value: Value = serde_json::from_slice(body).map_err(error)?;
            if !value.is_object() {
                return Err(IpuzError::NotObject);
            }
            serde_json::from_value(value).map_err(|_| error(e))
        }
        Err(e) => Err(error(e)),
    }
}

/// serde_json appends " at line L column C"; we report those separately.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// A value shortened for a message.
pub(super) fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}
