//! The built-in grid templates: every file keeps its style's house rules (checked by
//! `common::house_rules`, apart from the loader), reads back through the loader as written,
//! and fills with the built-in list; `gridwright templates list|show`.

use crate::common::builtin::tables;
use crate::common::house_rules;
use crate::common::isolated::{gridwright_in, run_in};
use gridwright::fill::{FillOptions, FillOutcome, Region, fill};
use gridwright::grid::templates::{self, TemplateStyle};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// A template file read by hand: its headers and rows.
struct File {
    file: String,
    name: String,
    style: String,
    rows: Vec<String>,
}

fn files() -> Vec<File> {
    templates::builtin_files()
        .iter()
        .map(|(file, text)| {
            let header = |key: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(key))
                    .map(|v| v.trim().to_string())
                    .unwrap_or_else(|| panic!("{file}: no {key}"))
            };
            File {
                file: file.to_string(),
                name: header("name:"),
                style: header("style:"),
                rows: text
                    .lines()
                    .filter(|l| l.starts_with(['.', '#']))
                    .map(str::to_string)
                    .collect(),
            }
        })
        .collect()
}

#[test]
fn the_rule_checks_catch_what_they_should() {
    let rows = |s: &[&str]| s.iter().map(|r| r.to_string()).collect::<Vec<_>>();
    // A 7×7 lattice with alternate unches keeps the British rules.
    let ok = rows(&[
        ".......", ".#.#.#.", ".......", ".#.#.#.", ".......", ".#.#.#.", ".......",
    ]);
    assert!(
        house_rules::british(&ok).is_empty(),
        "{:?}",
        house_rules::british(&ok)
    );
    // Its unches are unchecked, so the American rules refuse it.
    assert!(!house_rules::american(&ok, 100).is_empty());
    // A crossing square blocked leaves two-letter lights.
    let short = rows(&[
        ".......", ".#.#.#.", "..#....", ".#.#.#.", "....#..", ".#.#.#.", ".......",
    ]);
    let broken = house_rules::british(&short);
    assert!(
        broken.iter().any(|e| e.contains("has 2 letters")),
        "{broken:?}"
    );
    // Walls of blocks leave three unchecked squares in a row along the edges.
    let walls = rows(&[".....", ".###.", ".....", ".###.", "....."]);
    let broken = house_rules::british(&walls);
    assert!(
        broken.iter().any(|e| e.contains("two unchecked")),
        "{broken:?}"
    );
    // A lost symmetry partner; a disconnected grid; too many words.
    let lopsided = rows(&["#....", ".....", ".....", ".....", "....."]);
    let broken = house_rules::american(&lopsided, 100);
    assert!(broken.iter().any(|e| e.contains("symmetry")), "{broken:?}");
    let cut = rows(&[
        "...#...", "...#...", "...#...", "#######", "...#...", "...#...", "...#...",
    ]);
    let broken = house_rules::american(&cut, 100);
    assert!(broken.iter().any(|e| e.contains("connected")), "{broken:?}");
    assert!(
        house_rules::american(&rows(&["...", "...", "..."]), 5)
            .iter()
            .any(|e| e.contains("6 entries > 5"))
    );
}

#[test]
fn every_template_keeps_its_styles_rules() {
    let all = files();
    let count = |style: &str, size: usize| {
        all.iter()
            .filter(|f| f.style == style && f.rows.len() == size)
            .count()
    };
    assert!(
        count("british", 15) >= 30,
        "{} British 15x15",
        count("british", 15)
    );
    assert!(count("american", 15) >= 4 && count("american", 21) >= 2);
    for f in &all {
        assert_eq!(
            format!("{}.txt", f.name),
            f.file,
            "a template's name is its file's"
        );
        let broken = match (f.style.as_str(), f.rows.len()) {
            ("british", 15) => house_rules::british(&f.rows),
            ("american", 15) => house_rules::american(&f.rows, 78),
            ("american", 21) => house_rules::american(&f.rows, 140),
            other => panic!("{}: unexpected style and size {other:?}", f.file),
        };
        assert!(
            broken.is_empty(),
            "{}:\n{}\n{broken:#?}",
            f.file,
            f.rows.join("\n")
        );
        assert!(
            f.rows.iter().all(|r| r.chars().count() == f.rows.len()),
            "{}: not square",
            f.file
        );
    }
    // No template twice, nor one that is another turned or mirrored.
    let mut seen = BTreeSet::new();
    for f in &all {
        let flipped: Vec<String> = f.rows.iter().map(|r| r.chars().rev().collect()).collect();
        let mut upside = f.rows.clone();
        upside.reverse();
        for shape in [f.rows.clone(), flipped, upside] {
            assert!(
                !seen.contains(&shape.join("\n")),
                "{} repeats a template",
                f.file
            );
        }
        seen.insert(f.rows.join("\n"));
    }
}

/// Issue 45: grids closer to what the papers print (the Guardian's and the Times's have 63–81
/// blocks and at most two 15-letter lights), counted from the rows apart from the loader.
#[test]
fn a_dozen_british_templates_are_shaped_like_the_papers_grids() {
    let papers = files()
        .into_iter()
        .filter(|f| f.style == "british")
        .filter(|f| {
            let blocks: usize = f.rows.iter().map(|r| r.matches('#').count()).sum();
            let columns: Vec<String> = (0..f.rows[0].len())
                .map(|c| f.rows.iter().map(|r| &r[c..=c]).collect())
                .collect();
            let fifteens = f
                .rows
                .iter()
                .chain(&columns)
                .filter(|line| line.len() == 15 && !line.contains('#'))
                .count();
            (63..=81).contains(&blocks) && fifteens <= 2
        })
        .count();
    assert!(
        papers >= 12,
        "{papers} templates shaped like the papers' grids"
    );
}

#[test]
fn the_loader_reads_every_file_as_written() {
    let loaded = templates::builtin().expect("every template reads");
    let on_disk: BTreeSet<String> =
        std::fs::read_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates"))
            .expect("templates/")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".txt"))
            .collect();
    let embedded: BTreeSet<String> = files().into_iter().map(|f| f.file).collect();
    assert_eq!(on_disk, embedded, "every file in templates/ is embedded");
    for f in files() {
        let t = loaded.iter().find(|t| t.name == f.name).expect("loaded");
        assert_eq!(t.style.name(), f.style);
        for (r, row) in f.rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                assert_eq!(
                    templates::is_block(t, r, c),
                    ch == '#',
                    "{} at {r},{c}",
                    f.file
                );
            }
        }
    }
    let british = templates::select(&loaded, Some(TemplateStyle::British), Some((15, 15)));
    assert_eq!(
        british.len(),
        files().iter().filter(|f| f.style == "british").count()
    );
}

/// Fills every template of `style` with the built-in list on up to four threads, one
/// template a thread at a time; a budget of dead ends (not a clock) bounds each fill. Each
/// fill is checked by `fill_valid::validate`: every entry a listed word, no duplicates.
fn fill_all(style: TemplateStyle) {
    let all = templates::builtin().expect("templates");
    let all = Arc::new(templates::select(&all, Some(style), None));
    let next = Arc::new(Mutex::new(0usize));
    let failed = Arc::new(Mutex::new(Vec::new()));
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let (all, next, failed) = (all.clone(), next.clone(), failed.clone());
            std::thread::spawn(move || {
                let t = tables();
                loop {
                    let i = {
                        let mut n = next.lock().expect("lock");
                        *n += 1;
                        *n - 1
                    };
                    let Some(tpl) = all.get(i) else { break };
                    let opts = FillOptions {
                        threads: 1,
                        max_backtracks: Some(200_000),
                        ..FillOptions::default()
                    };
                    let outcome = fill(&tpl.grid, &t, &opts, &AtomicBool::new(false), &mut |_| {});
                    let what = match outcome {
                        FillOutcome::Filled(f) => {
                            let none = BTreeSet::new();
                            crate::fill_valid::validate(
                                &tpl.grid,
                                &f.grid,
                                &Region::All,
                                &none,
                                &none,
                                false,
                            );
                            continue;
                        }
                        FillOutcome::Unfillable { .. } => "unfillable",
                        FillOutcome::TimedOut { .. } => "gave up at the budget",
                        _ => "stopped",
                    };
                    failed
                        .lock()
                        .expect("lock")
                        .push(format!("{}: {what}", tpl.name));
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a fill thread panicked");
    }
    let failed = failed.lock().expect("lock");
    assert!(
        failed.is_empty(),
        "templates that did not fill: {failed:#?}"
    );
}

#[test]
fn every_british_template_fills_with_the_builtin_list() {
    fill_all(TemplateStyle::British);
}

#[test]
fn every_american_template_fills_with_the_builtin_list() {
    fill_all(TemplateStyle::American);
}

fn cli(args: &[&str]) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    run_in(dir.path(), &[&["templates"], args].concat())
}

#[test]
fn the_cli_lists_and_shows_templates() {
    let (code, out, err) = cli(&["list", "--style", "british", "--size", "15x15", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    let list = doc.as_array().expect("array");
    assert_eq!(
        list.len(),
        files().iter().filter(|f| f.style == "british").count()
    );
    assert!(
        list.iter()
            .all(|t| t["style"] == "british" && t["width"] == 15)
    );
    let first = list[0]["name"].as_str().expect("name").to_string();

    let (code, out, _) = cli(&["list"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().count(), files().len());
    assert!(
        out.lines()
            .any(|l| l.starts_with("american-21-02") && l.contains("21x21"))
    );

    let (code, out, _) = cli(&["show", &first]);
    assert_eq!(code, Some(0));
    let want = files().into_iter().find(|f| f.name == first).expect("file");
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("; Style: british"));
    assert_eq!(lines.collect::<Vec<_>>(), want.rows);
    // `check` reads what `show` writes as a British grid, with or without `.txt`.
    let dir = tempfile::tempdir().expect("tempdir");
    for name in ["grid.txt", "grid"] {
        let file = dir.path().join(name);
        std::fs::write(&file, &out).expect("write");
        let path = file.to_str().expect("utf-8 path");
        let (code, report, err) = run_in(dir.path(), &["check", path, "--json"]);
        assert_eq!(code, Some(0), "{name}: {err}");
        let doc: serde_json::Value = serde_json::from_str(&report).expect("json");
        assert_eq!(doc["report"]["house"], "british", "{name}");
    }

    let (code, out, _) = cli(&["show", &first, "--json"]);
    assert_eq!(code, Some(0));
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(doc["rows"].as_array().expect("rows").len(), 15);
    assert_eq!(doc["name"], first.as_str());

    let (code, _, err) = cli(&["show", "no-such-grid"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no template named \"no-such-grid\""), "{err}");
    let (code, out, _) = cli(&["list", "--size", "3x3"]);
    assert_eq!((code, out.as_str()), (Some(1), ""));
    let (code, _, err) = cli(&["list", "--style", "cubist"]);
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn templates_new_makes_a_puzzle_of_the_templates_style() {
    use gridwright::formats;
    use gridwright::grid::HouseStyle;
    let dir = tempfile::tempdir().expect("tempdir");
    let run = |args: &[&str]| {
        let out = gridwright_in(dir.path()).args(args).output().expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let british = files()
        .into_iter()
        .find(|f| f.style == "british")
        .expect("a british template");
    let (code, _, err) = run(&["templates", "new", &british.name, "--slot", "3"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains(&format!("from template {}", british.name)),
        "{err}"
    );
    let (code, out, err) = run(&["check", "--slot", "3", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(doc["report"]["house"], "british");
    assert_eq!(doc["report"]["symmetry"], "rotational");
    assert_eq!(doc["report"]["unchecked"].as_array().map(Vec::len), Some(0));
    // The publish checks follow the style too: neither the unches nor the British density
    // of blocks are problems (the empty squares and missing clues are).
    let (code, out, _) = run(&["check", "--slot", "3", "--publish", "--json"]);
    assert_eq!(code, Some(1));
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    let kinds: Vec<&str> = doc["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter_map(|p| p["kind"].as_str())
        .collect();
    assert!(kinds.contains(&"incomplete"), "{kinds:?}");
    assert!(
        !kinds.iter().any(|k| ["density", "unchecked"].contains(k)),
        "{kinds:?}"
    );
    // The slot is taken now: a second `new` refuses without --force.
    let (code, _, err) = run(&["templates", "new", &british.name, "--slot", "3"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("slot 3 holds"), "{err}");

    let american = files()
        .into_iter()
        .find(|f| f.style == "american")
        .expect("an american template");
    let file = dir.path().join("a.ipuz");
    let path = file.to_str().expect("utf-8 path");
    let (code, _, err) = run(&["templates", "new", &american.name, "--out", path]);
    assert_eq!(code, Some(0), "{err}");
    let back = formats::load(&file).expect("reads").puzzle;
    assert_eq!(back.meta.house, HouseStyle::American);
    let file = dir.path().join("b.ipuz");
    let path = file.to_str().expect("utf-8 path");
    let (code, _, err) = run(&["templates", "new", &british.name, "-o", path]);
    assert_eq!(code, Some(0), "{err}");
    let back = formats::load(&file).expect("reads").puzzle;
    assert_eq!(back.meta.house, HouseStyle::British);
    assert_eq!(back.grid.width(), 15);
    let (code, _, err) = run(&["templates", "new", "no-such-grid", "--slot", "4"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no template named"), "{err}");
}
