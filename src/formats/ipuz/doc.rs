//! The `.ipuz` document as the reader takes it: typed serde structs, lenient where files in
//! the wild are. The specification gives each field a type; a field holding something else
//! is kept as [`Loose::Other`] (its JSON value, for the message naming it) rather than
//! refusing the whole file, and the reader decides whether that is an error or a warning.
//! `serde_json::Value` appears only there, in vendors' fields (which may hold anything), and
//! in a cell the specification allows to be a number, text, null or an object.

use super::extension::{Count, Extension};
use super::json::short;
use serde::Deserialize;
use serde::de::{Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::{Number, Value};
use std::collections::BTreeMap;
use std::fmt;

/// The top level: the fields the reader reads, the free-text fields, and every other field
/// (kept to be written back).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct Document {
    pub kind: Option<Loose<Kinds>>,
    /// `width` and `height` (`null`, like any other odd value, names the missing width).
    #[serde(deserialize_with = "present")]
    pub dimensions: Option<Loose<BTreeMap<String, Loose<Count>>>>,
    /// `null` is kept, to be named as not an array of rows.
    #[serde(deserialize_with = "present")]
    pub puzzle: Option<Loose<Rows<PuzzleCell>>>,
    pub solution: Option<Loose<Rows<SolutionCell>>>,
    /// The block marker (default `#`).
    pub block: Option<Loose<Scalar>>,
    /// The marker of a white square without a label (default `0`).
    pub empty: Option<Loose<Scalar>>,
    pub charset: Option<Loose<String>>,
    /// Named styles, which cells refer to by name.
    pub styles: Option<Loose<BTreeMap<String, StyleValue>>>,
    pub clues: Option<Loose<ClueLists>>,
    /// Our extension (spelled as [`super::EXTENSION`]).
    #[serde(rename = "org.gridwright.studio")]
    pub extension: Option<Loose<Extension>>,
    /// The solver's progress.
    pub saved: Option<Loose<Rows<Option<Loose<Scalar>>>>>,
    pub zones: Option<Bulk>,
    pub answers: Option<Bulk>,
    pub misses: Option<Bulk>,
    pub enumerations: Option<Bulk>,
    /// Not needed to read the puzzle; not carried either (the writer writes its own).
    pub version: Option<IgnoredAny>,
    /// Read with the clues, whose enumerations join their text.
    pub showenumerations: Option<IgnoredAny>,
    #[serde(flatten)]
    pub text: TextFields,
    /// Every other field (`origin`, `publication`, a vendor's extension): anything.
    #[serde(flatten)]
    pub other: BTreeMap<String, Value>,
}

/// Rows of cells.
pub(super) type Rows<T> = Vec<Loose<Vec<T>>>;

/// A value of the expected type, or whatever else the file holds there.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub(super) enum Loose<T> {
    /// Of the expected type.
    Ok(T),
    /// Anything else, as read.
    Other(Value),
}

impl<T> Loose<T> {
    /// The value, when of the expected type.
    pub fn ok(&self) -> Option<&T> {
        match self {
            Loose::Ok(t) => Some(t),
            Loose::Other(_) => None,
        }
    }

    /// The value, when of the expected type.
    pub fn into_ok(self) -> Option<T> {
        match self {
            Loose::Ok(t) => Some(t),
            Loose::Other(_) => None,
        }
    }
}

/// Reads a field that may be `null` as `Some`, so `null` and absent differ.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A string, number or boolean.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub(super) enum Scalar {
    Text(String),
    Number(Number),
    Bool(bool),
}

impl Scalar {
    /// As text: strings as they are, numbers and booleans written out.
    pub fn text(&self) -> String {
        match self {
            Scalar::Text(s) => s.clone(),
            Scalar::Number(n) => n.to_string(),
            Scalar::Bool(b) => b.to_string(),
        }
    }

    /// Loose equality of cell markers: `0` matches `"0"`.
    pub fn same_marker(&self, marker: &Scalar) -> bool {
        self == marker
            || match (self, marker) {
                (Scalar::Text(s), Scalar::Number(n)) | (Scalar::Number(n), Scalar::Text(s)) => {
                    s.trim() == n.to_string()
                }
                _ => false,
            }
    }

    /// The number zero (`0`, not `"0"`).
    pub fn is_zero(&self) -> bool {
        matches!(self, Scalar::Number(n) if n.as_u64() == Some(0))
    }

    /// As JSON, for a message.
    pub fn shown(&self) -> String {
        match self {
            Scalar::Text(s) => short(&Value::String(s.clone())),
            other => other.text(),
        }
    }
}

/// `kind`: one URL or a list of them (entries that are not text are skipped).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum Kinds {
    One(String),
    Many(Vec<Loose<String>>),
}

/// A `puzzle` cell (`LabeledCell`): a label or marker, `null`, or an object.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum PuzzleCell {
    /// No square (read as a block).
    Null,
    /// A label, or the block or empty marker.
    Scalar(Scalar),
    /// Not a cell (listed before `Object`, which would read an array as its fields).
    Array(Vec<Value>),
    /// `{"cell": …, "style": …, "value": …}`.
    Object(CellObject),
    /// An object that is not a cell (a key given twice): refused, naming the square.
    Other(Value),
}

impl PuzzleCell {
    /// The cell as JSON, shortened, for a message.
    pub fn shown(&self) -> String {
        match self {
            PuzzleCell::Null => "null".into(),
            PuzzleCell::Scalar(s) => s.shown(),
            PuzzleCell::Array(items) => short(&Value::Array(items.clone())),
            PuzzleCell::Other(v) => short(v),
            PuzzleCell::Object(o) => match &o.cell {
                Some(inner) => format!("{{\"cell\":{}, …}}", inner.shown()),
                None => "{…}".into(),
            },
        }
    }
}

/// A `puzzle` cell given as an object.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct CellObject {
    /// The label or marker (`null` is kept: it omits the square).
    #[serde(deserialize_with = "present")]
    pub cell: Option<Box<PuzzleCell>>,
    pub style: Option<StyleValue>,
    /// A letter given to the solver.
    pub value: Option<Loose<String>>,
}

/// A `solution` cell (`CrosswordValue`).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum SolutionCell {
    Null,
    /// An answer, or the block or empty marker.
    Scalar(Scalar),
    /// Several accepted answers (the first is kept).
    Array(Vec<SolutionCell>),
    /// `{"value": …}`.
    Object(SolutionObject),
    /// An object that is not a cell (a key given twice): refused, naming the square.
    Other(Value),
}

impl SolutionCell {
    /// The cell as JSON, shortened, for a message.
    pub fn shown(&self) -> String {
        match self {
            SolutionCell::Null => "null".into(),
            SolutionCell::Scalar(s) => s.shown(),
            SolutionCell::Array(items) => {
                let parts: Vec<String> = items.iter().map(SolutionCell::shown).collect();
                format!("[{}]", parts.join(","))
            }
            SolutionCell::Object(o) => match &o.value {
                Some(v) => format!("{{\"value\":{}}}", v.shown()),
                None => "{}".into(),
            },
            SolutionCell::Other(v) => short(v),
        }
    }
}

/// A `solution` cell given as an object.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct SolutionObject {
    #[serde(deserialize_with = "present")]
    pub value: Option<Box<SolutionCell>>,
}

/// A `style`: a `StyleSpec`, the name of one in `styles`, or `null`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum StyleValue {
    Null,
    Name(String),
    /// A spec (listed after the catch-all arrays, which it would read as its fields).
    Array(Vec<Value>),
    Spec(Box<StyleSpec>),
    Other(Value),
}

/// A `StyleSpec`: the properties the model keeps, and the names of the others.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct StyleSpec {
    pub barred: Option<Loose<String>>,
    /// Hex; a number is a colour the application defines.
    pub color: Option<Loose<String>>,
    pub highlight: Option<Loose<bool>>,
    /// Texts in the square's corners, by corner (`TL`, …).
    pub mark: Option<Loose<BTreeMap<String, Loose<Scalar>>>>,
    /// A named style the spec builds on.
    pub named: Option<Box<StyleValue>>,
    pub shapebg: Option<Loose<String>>,
    /// Every other property; `null` ones say nothing.
    #[serde(flatten)]
    pub other: BTreeMap<String, Option<IgnoredAny>>,
}

/// The clue lists in the file's order. A name given twice keeps the last list, where the
/// name first came (as `serde_json::Value` would keep it).
#[derive(Debug, Default)]
pub(super) struct ClueLists(pub Vec<(String, Loose<Vec<ClueItem>>)>);

impl<'de> Deserialize<'de> for ClueLists {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ListsVisitor;
        impl<'de> Visitor<'de> for ListsVisitor {
            type Value = ClueLists;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of clue lists")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ClueLists, A::Error> {
                let mut lists: Vec<(String, Loose<Vec<ClueItem>>)> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    let list = map.next_value()?;
                    match lists.iter_mut().find(|(n, _)| *n == name) {
                        Some((_, earlier)) => *earlier = list,
                        None => lists.push((name, list)),
                    }
                }
                Ok(ClueLists(lists))
            }
        }
        d.deserialize_map(ListsVisitor)
    }
}

/// One clue: `[number, text]`, a bare text, or an object.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum ClueItem {
    /// `[number, text, …]`: read when it has a number and a text.
    Array(Vec<Loose<Scalar>>),
    Text(String),
    Object(ClueObject),
    Other(Value),
}

/// A clue given as an object.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct ClueObject {
    pub number: Option<Loose<Scalar>>,
    /// What the file shows instead of the number.
    pub label: Option<Loose<Scalar>>,
    pub clue: Option<Loose<String>>,
    /// `[x, y]` squares; one that is not a pair of whole numbers is `Other`.
    pub cells: Option<Loose<Vec<Loose<(i64, i64)>>>>,
    pub enumeration: Option<Loose<Scalar>>,
}

impl ClueItem {
    /// The clue as JSON, shortened, for a message.
    pub fn shown(&self) -> String {
        match self {
            ClueItem::Array(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|i| match i {
                        Loose::Ok(s) => s.shown(),
                        Loose::Other(v) => short(v),
                    })
                    .collect();
                format!("[{}]", parts.join(","))
            }
            ClueItem::Text(s) => short(&Value::String(s.clone())),
            ClueItem::Object(o) => match &o.clue {
                Some(Loose::Other(v)) => format!("{{\"clue\":{}, …}}", short(v)),
                _ => "{…}".into(),
            },
            ClueItem::Other(v) => short(v),
        }
    }
}

/// A field only checked for content (`zones`, `answers`, …).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum Bulk {
    List(Vec<IgnoredAny>),
    Map(BTreeMap<String, IgnoredAny>),
    Other(IgnoredAny),
}

impl Bulk {
    /// Whether it holds anything.
    pub fn is_filled(&self) -> bool {
        match self {
            Bulk::List(items) => !items.is_empty(),
            Bulk::Map(entries) => !entries.is_empty(),
            Bulk::Other(_) => true,
        }
    }
}

/// The free-text fields ([`crate::grid::Meta::TEXT_FIELDS`], in that order).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct TextFields {
    title: Option<Loose<Scalar>>,
    author: Option<Loose<Scalar>>,
    editor: Option<Loose<Scalar>>,
    publisher: Option<Loose<Scalar>>,
    copyright: Option<Loose<Scalar>>,
    date: Option<Loose<Scalar>>,
    notes: Option<Loose<Scalar>>,
    intro: Option<Loose<Scalar>>,
    explanation: Option<Loose<Scalar>>,
    url: Option<Loose<Scalar>>,
    difficulty: Option<Loose<Scalar>>,
}

impl TextFields {
    /// Each field with its name, in the order of [`crate::grid::Meta::TEXT_FIELDS`].
    pub fn into_named(self) -> [(&'static str, Option<Loose<Scalar>>); 11] {
        [
            ("title", self.title),
            ("author", self.author),
            ("editor", self.editor),
            ("publisher", self.publisher),
            ("copyright", self.copyright),
            ("date", self.date),
            ("notes", self.notes),
            ("intro", self.intro),
            ("explanation", self.explanation),
            ("url", self.url),
            ("difficulty", self.difficulty),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_fields_are_the_models() {
        let names = TextFields::default().into_named().map(|(name, _)| name);
        assert_eq!(names, crate::grid::Meta::TEXT_FIELDS);
    }

    #[test]
    fn known_fields_are_not_carried_and_others_are() {
        let doc: Document = serde_json::from_str(
            r#"{"title": "T", "origin": "X", "version": "v", "puzzle": [[1]],
                "org.gridwright.studio": {}, "vendor": {"a": [1]}}"#,
        )
        .unwrap();
        let carried: Vec<&str> = doc.other.keys().map(String::as_str).collect();
        assert_eq!(carried, ["origin", "vendor"]);
        let [(_, title), ..] = doc.text.into_named();
        assert!(matches!(title, Some(Loose::Ok(Scalar::Text(t))) if t == "T"));
        assert!(matches!(doc.extension, Some(Loose::Ok(_))));
    }

    #[test]
    fn null_and_absent_cells_differ_and_arrays_are_no_objects() {
        let cells: Vec<PuzzleCell> =
            serde_json::from_str(r#"[{"cell": null}, {}, [1, 2], {"cell": {"cell": 1}}]"#).unwrap();
        assert!(
            matches!(&cells[0], PuzzleCell::Object(o) if matches!(o.cell.as_deref(), Some(PuzzleCell::Null)))
        );
        assert!(matches!(&cells[1], PuzzleCell::Object(o) if o.cell.is_none()));
        assert!(matches!(&cells[2], PuzzleCell::Array(_)));
        assert!(
            matches!(&cells[3], PuzzleCell::Object(o) if matches!(o.cell.as_deref(), Some(PuzzleCell::Object(_))))
        );
    }

    #[test]
    fn clue_lists_keep_the_files_order_and_the_last_of_a_name() {
        let lists: ClueLists =
            serde_json::from_str(r#"{"Down": [], "Across": ["a"], "Down": ["b"], "X": 3}"#)
                .unwrap();
        let names: Vec<&str> = lists.0.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["Down", "Across", "X"]);
        assert!(matches!(&lists.0[0].1, Loose::Ok(items) if items.len() == 1));
        assert!(matches!(lists.0[2].1, Loose::Other(_)));
    }
}
