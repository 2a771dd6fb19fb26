//! The studio's floors, lowest first: a module may import its own floor and those below,
//! never one above. The test reads the sources, so a new arrow running back up fails it.

/// The floors of `tui`, lowest first. A module not listed fails the test: a new module
/// says where it stands.
const FLOORS: &[(&str, &[&str])] = &[
    // Pure parts: no studio state in them.
    ("parts", &["line_edit", "messages", "theme", "config"]),
    // The core's types: what the user can do, the document, the words.
    ("core", &["action", "document", "words", "clue_desk"]),
    // The state and what changes it: the View, the Studio, the services and their events,
    // `handle`, the commands and the features they reach.
    (
        "rooms",
        &[
            "view",
            "studio",
            "services",
            "events",
            "watch",
            "update",
            "commands",
            "command_table",
            "keymap",
            "design",
            "meaning",
            "past_clues",
            "place_word",
            "templates",
            "viability",
            "fill_rules",
            "min_scores",
            "wordplay",
        ],
    ),
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
    found
}

#[test]
fn no_import_runs_back_up_inside_the_studio() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut wrong = Vec::new();
    let mut unplaced = Vec::new();
    let mut files = vec![root.clone()];
    while let Some(dir) = files.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/tui reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                files.push(path);
                continue;
            }
            let rel = path.strip_prefix(&root).expect("under src/tui");
            let parts: Vec<String> = rel
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if parts == ["mod"] || parts == ["layers"] {
                continue;
            }
            let module = parts[0].clone();
            // `x.rs` and `x/mod.rs` reach `tui` with one `super`; `x/y.rs`, with two.
            let supers = if parts.len() == 1 || parts[1] == "mod" {
                1
            } else {
                parts.len()
            };
            let Some(floor) = floor_of(&module) else {
                unplaced.push(module);
                continue;
            };
            let text = std::fs::read_to_string(&path).expect("source reads");
            for name in imports(&text, supers) {
                if name != module
                    && let Some(to) = floor_of(&name)
                    && to > floor
                {
                    wrong.push(format!(
                        "{} ({}) imports {name} ({})",
                        rel.display(),
                        FLOORS[floor].0,
                        FLOORS[to].0
                    ));
                }
            }
        }
    }
    unplaced.sort();
    unplaced.dedup();
    assert!(unplaced.is_empty(), "modules on no floor: {unplaced:?}");
    wrong.sort();
    assert!(wrong.is_empty(), "imports running back up: {wrong:#?}");
}

#[test]
fn the_reader_sees_an_import_up() {
    // The test above must be able to fail: a core file naming the studio is caught.
    let text = "use super::studio::Studio;\n// super::ui in a comment\n";
    assert_eq!(imports(text, 1), ["studio"]);
    assert_eq!(imports("use super::super::view::View;", 2), ["view"]);
    assert_eq!(floor_of("document"), Some(1));
    assert!(floor_of("studio") > floor_of("document"));
}
