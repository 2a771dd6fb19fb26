//! Square styles (`StyleSpec`): circles, shading, colours and bars in and out; every other
//! style property is counted by name so the reader can say what it did not keep.

use super::doc::{Loose, Scalar, StyleSpec, StyleValue};
use super::json::short;
use crate::grid::{Rgb, Style};
use std::collections::BTreeMap;

/// What one square's style says, as far as the model keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Look {
    /// `shapebg: circle`.
    pub circled: bool,
    /// `highlight: true` (or an application-defined colour number).
    pub shaded: bool,
    /// `color` in hex.
    pub color: Option<Rgb>,
    /// `barred` sides, T R B L.
    pub top: bool,
    /// Right bar.
    pub right: bool,
    /// Bottom bar.
    pub bottom: bool,
    /// Left bar.
    pub left: bool,
    /// The top-left mark, which some writers use as the square's number.
    pub mark_tl: Option<String>,
}

/// Reads style specs, resolving names through the file's `styles` map and counting what is
/// dropped.
pub(super) struct StyleReader<'a> {
    named: Option<&'a BTreeMap<String, StyleValue>>,
    /// Style properties not kept, by name, with how many squares had them.
    pub dropped: BTreeMap<String, usize>,
}

impl<'a> StyleReader<'a> {
    /// A reader for a file whose top-level `styles` map is `named`.
    pub fn new(named: Option<&'a BTreeMap<String, StyleValue>>) -> Self {
        Self {
            named,
            dropped: BTreeMap::new(),
        }
    }

    /// Reads a `style` value: an object, the name of a style in `styles`, or null.
    pub fn read(&mut self, spec: &StyleValue) -> Look {
        let mut look = Look::default();
        self.apply(spec, &mut look, 0);
        look
    }

    fn apply(&mut self, spec: &StyleValue, look: &mut Look, depth: u8) {
        match spec {
            StyleValue::Null => {}
            StyleValue::Name(name) => match self.named.and_then(|m| m.get(name)) {
                Some(named) if depth < 4 => self.apply(named, look, depth + 1),
                _ => self.drop_one(format!("the style name {name:?} (not in styles)")),
            },
            StyleValue::Spec(spec) => self.properties(spec, look, depth),
            StyleValue::Array(items) => {
                self.drop_one(format!("style {}", short(&items.clone().into())));
            }
            StyleValue::Other(other) => self.drop_one(format!("style {}", short(other))),
        }
    }

    /// The properties of a spec, in the order of their names (as a later one may override
    /// an earlier one: `named` after `color`).
    fn properties(&mut self, spec: &StyleSpec, look: &mut Look, depth: u8) {
        if let Some(barred) = &spec.barred {
            match barred {
                Loose::Ok(sides) => self.bars(sides, look),
                Loose::Other(_) => self.drop_one("barred".into()),
            }
        }
        match &spec.color {
            None => {}
            Some(Loose::Ok(s)) => match s.parse::<Rgb>() {
                Ok(rgb) => look.color = Some(rgb),
                Err(_) => self.drop_one(format!("color {s:?}")),
            },
            // A number is an application-defined colour: the nearest the model has is shading.
            Some(Loose::Other(n)) if n.is_number() => {
                look.shaded = true;
                self.drop_one("color numbers (read as shading)".into());
            }
            Some(Loose::Other(_)) => self.drop_one("color".into()),
        }
        match &spec.highlight {
            None | Some(Loose::Ok(false)) => {}
            Some(Loose::Ok(true)) => look.shaded = true,
            Some(Loose::Other(_)) => self.drop_one("highlight".into()),
        }
        match &spec.mark {
            None => {}
            Some(Loose::Ok(marks)) => {
                for (corner, text) in marks {
                    match (corner.as_str(), text) {
                        ("TL", Loose::Ok(Scalar::Text(t))) if !t.trim().is_empty() => {
                            look.mark_tl = Some(t.trim().to_string());
                        }
                        ("TL", Loose::Ok(Scalar::Number(n))) => look.mark_tl = Some(n.to_string()),
                        _ => self.drop_one(format!("mark {corner}")),
                    }
                }
            }
            Some(Loose::Other(_)) => self.drop_one("mark".into()),
        }
        if let Some(named) = &spec.named {
            self.apply(named, look, depth + 1);
        }
        match &spec.shapebg {
            None => {}
            Some(Loose::Ok(s)) if s.eq_ignore_ascii_case("circle") => look.circled = true,
            Some(Loose::Ok(s)) => self.drop_one(format!("shapebg {s:?}")),
            Some(Loose::Other(_)) => self.drop_one("shapebg".into()),
        }
        for (key, value) in &spec.other {
            if value.is_some() {
                self.drop_one(key.clone());
            }
        }
    }

    /// `barred` lists sides as letters; kotwords separates them with ", ".
    fn bars(&mut self, sides: &str, look: &mut Look) {
        for c in sides.chars() {
            match c.to_ascii_uppercase() {
                'T' => look.top = true,
                'R' => look.right = true,
                'B' => look.bottom = true,
                'L' => look.left = true,
                ',' | ' ' => {}
                other => self.drop_one(format!("barred {other:?}")),
            }
        }
    }

    fn drop_one(&mut self, what: String) {
        *self.dropped.entry(what).or_default() += 1;
    }
}

/// The `StyleSpec` fields we write (keys sorted, as every object of the file).
#[derive(Debug, Default, PartialEq, Eq, serde::Serialize)]
pub(super) struct Spec {
    /// Bars on the right (`R`) and bottom (`B`) edges.
    #[serde(skip_serializing_if = "Option::is_none")]
    barred: Option<String>,
    /// The background colour, `RRGGBB`.
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<String>,
    /// A shaded square.
    #[serde(skip_serializing_if = "Option::is_none")]
    highlight: Option<bool>,
    /// `circle` for a circled square.
    #[serde(skip_serializing_if = "Option::is_none")]
    shapebg: Option<&'static str>,
}

/// The `StyleSpec` of a model style (given letters are written as the cell's `value`, not
/// here); `None` for a square that looks plain.
pub(super) fn spec(style: &Style) -> Option<Spec> {
    let bars: String = [(style.bar_right, 'R'), (style.bar_bottom, 'B')]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, c)| *c)
        .collect();
    let spec = Spec {
        barred: (!bars.is_empty()).then_some(bars),
        color: style.color.map(|rgb| rgb.to_string()),
        highlight: style.shaded.then_some(true),
        shapebg: style.circled.then_some("circle"),
    };
    (spec != Spec::default()).then_some(spec)
}
