//! The studio's floors, lowest first: a module may import its own floor and those below,
//! never one above, and the modules' imports make no cycle (so within a floor no two
//! modules import each other). The test reads the sources, so a new arrow running back up
//! fails it.

use std::collections::{BTreeMap, BTreeSet};

/// The floors of `tui`, lowest first. A module not listed fails the test: a new module
/// says where it stands.
const FLOORS: &[(&str, &[&str])] = &[
    // Pure parts: no studio state in them.
    (
        "parts",
        &["line_edit", "messages", "theme", "config", "clue_desk"],
    ),
    // The core's types: what the user can do, the document, the words.
    ("core", &["action", "document", "words"]),
    // The panels' and forms' state: plain data, no studio.
    ("panels", &["panels"]),
    // What arrives from the background, and the one channel it comes on.
    ("jobs", &["events", "services"]),
    // What the screen shows and the message door.
    ("view", &["mode", "view"]),
    // The whole state, and a command's call on it.
    ("studio", &["studio", "call"]),
    // What changes the studio, feature by feature (the operations below the commands, the
    // map, the design search, the wordplay search, the past clues…).
    (
        "features",
        &[
            "ops",
            "design",
            "place_word",
            "fill_rules",
            "house_style",
            "min_scores",
            "past_clues",
            "meaning",
            "viability",
            "templates",
            "wordplay",
            "watch",
            "stats",
        ],
    ),
    // The `:` commands and the one table of every command.
    ("commands", &["commands", "command_table"]),
    // Keys to actions, by mode.
    ("keys", &["keymap"]),
    // `handle`: the one entry point that changes the studio.
    ("update", &["update"]),
    // The screen: draws the state, changes nothing.
    ("screen", &["ui"]),
];

fn floor_of(module: &str) -> Option<usize> {
    FLOORS.iter().position(|(_, ms)| ms.contains(&module))
}

/// The `tui` modules a source file names (`crate::tui::X`, and `super::X` or
/// `super::super::X` as they resolve from where the file sits), outside comments and tests.
fn imports(text: &str, supers_to_tui: usize) -> Vec<String> {
    let code: String = text
        .split("#[cfg(test)]")
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let prefixes = ["crate::tui::".to_string(), "super::".repeat(supers_to_tui)];
    let mut found = Vec::new();
    for prefix in prefixes.iter().filter(|p| !p.is_empty()) {
        for (at, _) in code.match_indices(prefix.as_str()) {
            // `super::super::X` must not also count as `super::X` from a deeper file.
            let before = &code[..at];
            if prefix.starts_with("super") && before.ends_with("super::") {
                continue;
            }
            let rest = &code[at + prefix.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() && !name.starts_with("super") {
                found.push(name);
            }
        }
    }
    // `use super::{a, b::C}` from a top-level file names `a` and `b`.
    if supers_to_tui == 1 {
        for (at, _) in code.match_indices("super::{") {
            if code[..at].ends_with("super::") {
                continue;
            }
            let group = &code[at + "super::{".len()..];
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if name.starts_with(|c: char| c.is_ascii_lowercase()) {
                    found.push(name);
                }
            }
        }
    }
    found
}

type Arrows = BTreeMap<String, BTreeMap<String, String>>;

/// Every `tui` module's imports of other `tui` modules (with a file that makes each), and
/// the modules on no floor. Test files (`tests.rs`, `#[cfg(test)]` sections) are left out.
fn arrows() -> (Arrows, Vec<String>) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let (mut arrows, mut unplaced) = (Arrows::new(), Vec::new());
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/tui reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let rel = path.strip_prefix(&root).expect("under src/tui");
            let parts: Vec<String> = rel
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if parts == ["mod"] || parts == ["layers"] || parts.last().is_some_and(|p| p == "tests")
            {
                continue;
            }
            let module = parts[0].clone();
            if floor_of(&module).is_none() {
                unplaced.push(module);
                continue;
            }
            // `x.rs` and `x/mod.rs` reach `tui` with one `super`; `x/y.rs`, with two.
            let supers = if parts.len() == 1 || parts[1] == "mod" {
                1
            } else {
                parts.len()
            };
            let text = std::fs::read_to_string(&path).expect("source reads");
            let out = arrows.entry(module.clone()).or_default();
            for name in imports(&text, supers) {
                if name != module && floor_of(&name).is_some() {
                    out.entry(name).or_insert_with(|| rel.display().to_string());
                }
            }
        }
    }
    unplaced.sort();
    unplaced.dedup();
    (arrows, unplaced)
}

/// A cycle among the modules' imports, as the modules round it, if there is one.
fn cycle(arrows: &Arrows) -> Option<Vec<String>> {
    // Depth first; a module met again while still on the path closes a cycle.
    fn visit<'a>(
        at: &'a str,
        arrows: &'a Arrows,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(from) = path.iter().position(|m| *m == at) {
            return Some(path[from..].iter().map(|m| m.to_string()).collect());
        }
        if !done.insert(at) {
            return None;
        }
        path.push(at);
        for next in arrows.get(at).into_iter().flat_map(|m| m.keys()) {
            if let Some(c) = visit(next, arrows, path, done) {
                return Some(c);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    arrows
        .keys()
        .find_map(|m| visit(m, arrows, &mut Vec::new(), &mut done))
}

#[test]
fn no_import_runs_back_up_inside_the_studio() {
    let (arrows, unplaced) = arrows();
    assert!(unplaced.is_empty(), "modules on no floor: {unplaced:?}");
    let mut wrong = Vec::new();
    for (module, out) in &arrows {
        let floor = floor_of(module).expect("placed");
        for (name, file) in out {
            let to = floor_of(name).expect("placed");
            if to > floor {
                let (a, b) = (FLOORS[floor].0, FLOORS[to].0);
                wrong.push(format!("{file} ({a}) imports {name} ({b})"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports running back up: {wrong:#?}");
    assert_eq!(cycle(&arrows), None, "modules importing each other");
}

#[test]
fn the_reader_sees_an_import_up() {
    // The test above must be able to fail: a core file naming the studio is caught.
    let text = "use super::studio::Studio;\n// super::ui in a comment\n";
    assert_eq!(imports(text, 1), ["studio"]);
    assert_eq!(imports("use super::super::view::View;", 2), ["view"]);
    assert_eq!(
        imports("use super::{mode::Mode, view};", 1),
        ["mode", "view"]
    );
    assert_eq!(floor_of("document"), Some(1));
    assert!(floor_of("studio") > floor_of("document"));
}

#[test]
fn the_cycle_check_sees_two_modules_importing_each_other() {
    let mut arrows = Arrows::new();
    let edge = |arrows: &mut Arrows, a: &str, b: &str| {
        let out = arrows.entry(a.to_string()).or_default();
        out.insert(b.to_string(), format!("{a}.rs"));
    };
    edge(&mut arrows, "ops", "design");
    edge(&mut arrows, "design", "view");
    assert_eq!(cycle(&arrows), None);
    edge(&mut arrows, "design", "ops");
    assert_eq!(cycle(&arrows), Some(vec!["design".into(), "ops".into()]));
}
