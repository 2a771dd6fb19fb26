//! Laying out the written document: one grid row or one clue a line, objects spread out.
//!
//! The document is a typed struct (see [`super::write`]) that serde_json writes compactly, in
//! field order. Whether an array is spread over lines depends on what it holds, which a
//! streaming writer cannot know when it opens the array; so the compact text is read back
//! into an ordered tree (JSON objects keep their keys as written, which `serde_json::Value`
//! does not) and laid out from that.

use serde::Serialize;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// A JSON value with object keys in the order written; scalars and keys as JSON text.
#[derive(Debug)]
enum Tree {
    /// A string, number, boolean or null, as JSON text.
    Scalar(String),
    /// An array.
    Array(Vec<Tree>),
    /// An object: each key as JSON text (quoted and escaped), with its value.
    Object(Vec<(String, Tree)>),
}

/// The document as `.ipuz` text: objects spread out and indented, arrays of plain values on
/// one line, and each element of an array of arrays or objects (a grid row, a clue) on a
/// line of its own.
pub(super) fn pretty<T: Serialize>(doc: &T) -> Result<String, serde_json::Error> {
    let compact = serde_json::to_string(doc)?;
    let tree: Tree = serde_json::from_str(&compact)?;
    let mut out = String::new();
    write_value(&mut out, &tree, 0);
    out.push('\n');
    Ok(out)
}

/// Arrays of plain values stay on one line, as does each element of a longer array;
/// objects are spread out and indented.
fn write_value(out: &mut String, value: &Tree, depth: usize) {
    let pad = |n: usize| "  ".repeat(n);
    match value {
        Tree::Array(items) if items.iter().any(|v| !matches!(v, Tree::Scalar(_))) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&inline(item));
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push(']');
        }
        Tree::Object(entries) if !entries.is_empty() => {
            out.push_str("{\n");
            for (i, (key, v)) in entries.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(key);
                out.push_str(": ");
                write_value(out, v, depth + 1);
                out.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push('}');
        }
        other => out.push_str(&inline(other)),
    }
}

/// A value on one line, with a space after each comma and colon.
fn inline(value: &Tree) -> String {
    match value {
        Tree::Scalar(text) => text.clone(),
        Tree::Array(items) => {
            let parts: Vec<String> = items.iter().map(inline).collect();
            format!("[{}]", parts.join(", "))
        }
        Tree::Object(entries) => {
            let parts: Vec<String> = entries
                .iter()
                .map(|(k, v)| format!("{k}: {}", inline(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

impl<'de> Deserialize<'de> for Tree {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TreeVisitor)
    }
}

/// Reads any JSON value into a [`Tree`], writing scalars back as serde_json writes them.
struct TreeVisitor;

/// A scalar as JSON text.
fn scalar<T: Serialize + ?Sized, E: de::Error>(v: &T) -> Result<Tree, E> {
    serde_json::to_string(v)
        .map(Tree::Scalar)
        .map_err(E::custom)
}

impl<'de> Visitor<'de> for TreeVisitor {
    type Value = Tree;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Tree, E> {
        scalar(&v)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Tree, E> {
        scalar(&v)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Tree, E> {
        scalar(&v)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Tree, E> {
        scalar(&v)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Tree, E> {
        scalar(v)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Tree, E> {
        Ok(Tree::Scalar("null".into()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Tree, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Tree::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tree, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let key = serde_json::to_string(&key).map_err(de::Error::custom)?;
            entries.push((key, map.next_value()?));
        }
        Ok(Tree::Object(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Doc {
        b: Vec<Vec<u8>>,
        a: Vec<&'static str>,
        c: Inner,
        e: Vec<u8>,
    }

    #[derive(Serialize)]
    struct Inner {
        z: Option<u8>,
        y: f64,
    }

    #[test]
    fn rows_go_one_a_line_and_keys_keep_their_order() {
        let doc = Doc {
            b: vec![vec![1, 2], vec![3, 4]],
            a: vec!["x\"y", "é"],
            c: Inner { z: None, y: 1.5 },
            e: vec![],
        };
        let text = pretty(&doc).unwrap();
        assert_eq!(
            text,
            "{\n  \"b\": [\n    [1, 2],\n    [3, 4]\n  ],\n  \"a\": [\"x\\\"y\", \"é\"],\n  \"c\": {\n    \"z\": null,\n    \"y\": 1.5\n  },\n  \"e\": []\n}\n"
        );
    }
}
