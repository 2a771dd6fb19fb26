//! `.jpz` metadata: `<metadata>` fields, `<instructions>`, and the applet's title, copyright
//! and completion message.

use super::xml::Element;
use crate::grid::Meta;

/// The completion message every writer uses by default; any other is the puzzle's own.
pub(super) const DEFAULT_COMPLETION: &str = "Congratulations! The puzzle is solved correctly.";

/// Metadata, with the applet's title and copyright standing in for empty ones.
pub(super) fn read(root: &Element, rp: &Element, warnings: &mut Vec<String>) -> Meta {
    let mut meta = Meta::default();
    let mut formatted = Vec::new();
    let mut text = |el: Option<&Element>, name: &str| -> String {
        let Some(e) = el else {
            return String::new();
        };
        if e.elements().any(|c| c.name != "br") {
            formatted.push(name.to_string());
        }
        e.text().trim().to_string()
    };
    let md = rp.child("metadata");
    let field = |name: &str| md.and_then(|m| m.child(name));
    let applet = root.child("applet-settings");
    meta.title = text(field("title"), "title");
    meta.author = text(field("creator"), "creator");
    meta.editor = text(field("editor"), "editor");
    meta.publisher = text(field("publisher"), "publisher");
    meta.copyright = text(field("copyright"), "copyright");
    meta.notes = text(field("description"), "description");
    meta.date = text(field("created").or_else(|| field("date")), "created");
    let instructions = rp.child("instructions").or_else(|| field("instructions"));
    meta.intro = text(instructions, "instructions");
    if meta.title.is_empty() {
        meta.title = text(applet.and_then(|a| a.child("title")), "title");
    }
    if meta.copyright.is_empty() {
        meta.copyright = text(applet.and_then(|a| a.child("copyright")), "copyright");
    }
    let completion = text(applet.and_then(|a| a.child("completion")), "completion");
    if !is_default_completion(&completion) {
        meta.explanation = completion;
    }
    if !formatted.is_empty() {
        formatted.dedup();
        warnings.push(format!(
            "formatting in the metadata not kept (plain text read): {}",
            formatted.join(", ")
        ));
    }
    let known = [
        "title",
        "creator",
        "editor",
        "publisher",
        "copyright",
        "description",
        "created",
        "date",
        "instructions",
    ];
    let unknown: Vec<String> = md
        .into_iter()
        .flat_map(Element::elements)
        .filter(|e| !known.contains(&e.name.as_str()) && !e.text().trim().is_empty())
        .map(|e| format!("<{}>", e.name))
        .collect();
    if !unknown.is_empty() {
        warnings.push(format!("metadata not kept: {}", unknown.join(", ")));
    }
    meta
}

/// The stock "puzzle solved" message (any spacing, with or without the full stop), or none.
fn is_default_completion(text: &str) -> bool {
    let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let t = norm(text);
    t.is_empty() || t.trim_end_matches('.') == norm(DEFAULT_COMPLETION).trim_end_matches('.')
}
