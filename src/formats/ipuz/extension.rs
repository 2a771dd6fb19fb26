//! Our extension (`EXTENSION` in the file): the studio facts other tools do not know, one
//! typed struct the writer serializes and the reader deserializes. The reader is lenient as a
//! reader of a file anyone may edit must be: a field of the wrong type is left out (as if
//! absent), not a reason to refuse the puzzle.

use super::doc::Loose;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

/// The extension's fields, declared in sorted order: written so, as every object of the file.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub(super) struct Extension {
    /// The alphabet's name, when the charset alone does not tell it.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub alphabet: Lenient<String>,
    /// The origin of the `cells` coordinates of the clues (0 or 1).
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub coordinates: Lenient<i64>,
    /// The date as the model had it, when the `date` field holds it converted.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub date: Lenient<String>,
    /// Locked squares as `[row, col]`.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub locked: Lenient<Vec<Locked>>,
    /// The ceiling on unchecked squares, when not the default.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub max_unches: Lenient<Count>,
    /// The shortest entry the checks allow.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub min_entry_len: Lenient<Count>,
    /// The "no solution" mark of a puzzle written with letters (only `true` is written).
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub no_solution: Lenient<bool>,
    /// The house style, when not American.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub style: Lenient<String>,
    /// The symmetry the studio keeps (`rotational`, …).
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub symmetry: Lenient<String>,
    /// Exact clue texts whose escaped form reads back differently, by clue id.
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub texts: Lenient<BTreeMap<String, Lenient<String>>>,
    /// Two-letter entries allowed (written only when true).
    #[serde(skip_serializing_if = "Lenient::is_none")]
    pub two_letter_entries: Lenient<bool>,
}

/// A field read if it has the type we write, else left out; written as its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Lenient<T>(pub Option<T>);

impl<T> Default for Lenient<T> {
    fn default() -> Self {
        Lenient(None)
    }
}

impl<T> Lenient<T> {
    /// Nothing to write (and, read, nothing usable).
    pub fn is_none(&self) -> bool {
        self.0.is_none()
    }

    /// A field to write.
    pub fn of(value: T) -> Self {
        Lenient(Some(value))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Lenient<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // The field may hold anything: what is not a `T` reads as absent.
        Loose::<T>::deserialize(d).map(|l| Lenient(l.into_ok()))
    }
}

impl<T: Serialize> Serialize for Lenient<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// A whole number as a reader takes it: a JSON number (`3` or `3.0`) or a string of digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Count(pub u64);

impl Serialize for Count {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Count {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(CountVisitor)
    }
}

/// Takes a whole number however a file writes it.
struct CountVisitor;

impl Visitor<'_> for CountVisitor {
    type Value = Count;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a whole number")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Count, E> {
        Ok(Count(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Count, E> {
        u64::try_from(v)
            .map(Count)
            .map_err(|_| E::custom("a negative number"))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Count, E> {
        // `3.0` is a whole number; beyond 1e15 a float no longer says which one.
        if v.fract() == 0.0 && (0.0..1e15).contains(&v) {
            Ok(Count(v as u64))
        } else {
            Err(E::custom("not a whole number"))
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Count, E> {
        v.trim()
            .parse()
            .map(Count)
            .map_err(|_| E::custom("not a whole number"))
    }
}

/// A locked square: `[row, col]`, or whatever else the file holds there (named in a
/// warning, so it is kept as read).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub(super) enum Locked {
    /// `[row, col]`.
    At(Count, Count),
    /// Anything else.
    Other(Value),
}
