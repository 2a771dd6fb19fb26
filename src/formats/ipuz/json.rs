//! The JSON layer: the `ipuz(...)` wrapper and a BOM, parsing with positions, the order of
//! the clue lists, and small helpers for loosely typed values.

use super::IpuzError;
use serde::Deserialize;
use serde::de::{IgnoredAny, MapAccess, Visitor};
use serde_json::Value;
use std::borrow::Cow;
use std::fmt;

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

/// Parses the JSON text, naming the line and column of an error.
pub(super) fn parse(body: &[u8]) -> Result<Value, IpuzError> {
    serde_json::from_slice(body).map_err(|e| IpuzError::Json {
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })
}

/// serde_json appends " at line L column C"; we report those separately.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// The names of the clue lists in the order the file gives them (a parsed `Value` sorts
/// object keys, but the order of extra lists is part of the puzzle). `None` when the clues
/// are not an object or the order cannot be read; then the sorted order is used.
pub(super) fn clue_list_order(body: &[u8]) -> Option<Vec<String>> {
    #[derive(Deserialize)]
    struct Doc {
        #[serde(default)]
        clues: Option<Keys>,
    }
    let doc: Doc = serde_json::from_slice(body).ok()?;
    let mut keys = doc.clues?.0;
    // A name given twice: serde_json keeps the last value, listed where the name first came.
    let mut seen = std::collections::HashSet::new();
    keys.retain(|k| seen.insert(k.clone()));
    Some(keys)
}

/// The keys of a JSON object, in order, with their values skipped.
struct Keys(Vec<String>);

impl<'de> Deserialize<'de> for Keys {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl<'de> Visitor<'de> for KeyVisitor {
            type Value = Keys;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of clue lists")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keys, A::Error> {
                let mut keys = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    map.next_value::<IgnoredAny>()?;
                    keys.push(key);
                }
                Ok(Keys(keys))
            }
        }
        d.deserialize_map(KeyVisitor)
    }
}

/// A non-negative whole number given as a number or a numeric string.
pub(super) fn as_count(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f < 1e15)
                .map(|f| f as u64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Loose equality of cell markers: `0` matches `"0"`.
pub(super) fn same_marker(v: &Value, marker: &Value) -> bool {
    v == marker
        || match (v, marker) {
            (Value::String(s), Value::Number(n)) | (Value::Number(n), Value::String(s)) => {
                s.trim() == n.to_string()
            }
            _ => false,
        }
}

/// A scalar as text: strings as they are, numbers and booleans written out.
pub(super) fn scalar_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
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
