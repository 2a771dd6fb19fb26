//! The house's ranks: a module imports only modules of a lower rank, so every arrow runs
//! down. A test reads the sources and names each import that runs up or sideways.

use std::path::{Path, PathBuf};

/// Each top-level module and its rank. Modules of one rank do not import each other.
const RANKS: [(&str, u8); 10] = [
    ("grid", 0),
    ("store", 1),
    ("words", 2),
    ("formats", 3),
    ("fill", 3),
    ("layout", 3),
    ("design", 4),
    ("config", 5),
    ("tui", 6),
    ("cli", 6),
];

/// Crates only a shell may use: the engines (and `config`) never touch the terminal.
const SHELL_CRATES: [&str; 2] = ["ratatui", "crossterm"];

fn rank(module: &str) -> Option<u8> {
    RANKS.iter().find(|(m, _)| *m == module).map(|(_, r)| *r)
}

/// Every `.rs` file under `dir`, with its module path below `src` (`["store", "config"]`
/// for `src/store/config.rs`, `["store"]` for `src/store/mod.rs`).
fn sources(dir: &Path, module: &[String], found: &mut Vec<(PathBuf, Vec<String>)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(String::from) else {
            continue;
        };
        let mut here = module.to_vec();
        if path.is_dir() {
            here.push(name);
            sources(&path, &here, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            if name != "mod" {
                here.push(name);
            }
            found.push((path, here));
        }
    }
}

/// The top-level modules `code` (a file at `module`) names through `crate::`, `super::`
/// chains that climb to the crate root, or `crate::{a, b}` groups. Comment lines are left
/// out: a doc link is not an import.
fn imports(code: &str, module: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        let mut rest = line;
        while let Some(at) = rest.find(['c', 's']) {
            rest = &rest[at..];
            let starts_word = line.len() == rest.len()
                || !line[..line.len() - rest.len()]
                    .ends_with(|c: char| c.is_alphanumeric() || c == '_');
            let root = if !starts_word {
                None
            } else if let Some(after) = rest.strip_prefix("crate::") {
                Some(after)
            } else {
                climb(rest, module.len())
            };
            match root {
                Some(after) => {
                    found.extend(first_names(after));
                    rest = after;
                }
                None => rest = &rest[1..],
            }
        }
    }
    found
}

/// What follows a `super::` chain that reaches the crate root from a module `depth` deep.
fn climb(text: &str, depth: usize) -> Option<&str> {
    let mut rest = text;
    let mut up = 0;
    while let Some(after) = rest.strip_prefix("super::") {
        rest = after;
        up += 1;
    }
    (up > 0 && up == depth).then_some(rest)
}

/// The module names at the head of a path (`grid::Pos` → grid; `{grid, words::X}` → both).
fn first_names(path: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = path.strip_prefix('{') else {
        return vec![ident(path)];
    };
    let mut names = Vec::new();
    let mut depth = 0;
    let mut start = true;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && !c.is_whitespace() => {
                names.push(ident(&group[i..]));
                start = false;
            }
            _ => {}
        }
    }
    names
}

/// Every import in `src` that runs up or sideways, or a shell crate used below the shells.
fn arrows_up(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for (module, _) in RANKS {
        let dir = src.join(module);
        if dir.is_dir() {
            sources(&dir, &[module.to_string()], &mut files);
        } else {
            files.push((src.join(format!("{module}.rs")), vec![module.to_string()]));
        }
    }
    let mut wrong = Vec::new();
    for (path, module) in files {
        let code = std::fs::read_to_string(&path).unwrap_or_default();
        let from = rank(&module[0]).unwrap_or(0);
        for to in imports(&code, &module) {
            if rank(&to).is_some_and(|r| r >= from) && to != module[0] {
                wrong.push(format!("{} imports {to}", path.display()));
            }
        }
        if from < 6 {
            for c in SHELL_CRATES {
                if code.contains(&format!("{c}::")) {
                    wrong.push(format!("{} uses {c}", path.display()));
                }
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    wrong
}

#[test]
fn no_import_runs_back_up_the_house() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let wrong = arrows_up(&src);
    assert!(
        wrong.is_empty(),
        "imports against the ranks:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_rank_test_sees_each_way_of_naming_a_module() {
    let at = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let code = "use crate::formats::Format;\nuse crate::{grid::Pos, words};\n\
                fn f() { super::super::fill::run(); super::tables::x(); }\n\
                // crate::tui in a comment\nlet s = \"isuper::cli\";";
    assert_eq!(
        imports(code, &at(&["store", "clue_memory"])),
        ["formats", "grid", "words", "fill"]
    );
    assert_eq!(imports("use super::words;", &at(&["store"])), ["words"]);
    assert!(imports("use super::words;", &at(&["store", "x"])).is_empty());
}

#[test]
fn an_arrow_up_is_found() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("store/deep")).expect("dirs");
    std::fs::write(dir.path().join("grid.rs"), "use crate::store::X;").expect("write");
    std::fs::write(
        dir.path().join("store/deep/a.rs"),
        "use super::super::super::words;",
    )
    .expect("w");
    std::fs::write(
        dir.path().join("config.rs"),
        "use ratatui::Frame; use crate::cli;",
    )
    .expect("w");
    let wrong = arrows_up(dir.path());
    let names: Vec<&str> = wrong
        .iter()
        .map(|w| w.rsplit(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(names, ["cli", "ratatui", "store", "words"], "{wrong:?}");
}
