//! The playable page in a real browser: the page is written by the real binary, then
//! tests/browser/play.mjs drives headless Chromium (Debian's, through playwright-core) to
//! type the full solution and see "Solved", move with Tab, Space and clicks, type a wrong
//! letter and see Check mark it, reload and find the progress kept, and type through the
//! phone keyboard's input path on a phone-sized screen.
//!
//! Skips, saying why, when Chromium, Node.js or playwright-core is missing, and fails then
//! under `GRIDWRIGHT_REQUIRE_TOOLS=1`, which `.ci/run` sets after installing all three
//! (`apt-get install chromium`, `npm ci --prefix tests/browser`).

use crate::common::isolated::gridwright_in;
use crate::formats_play::data_of;
use crate::print_support::samples::marked_puzzle;
use gridwright::formats::{self, WriteOptions};
use gridwright::grid::{ClueKey, Direction, Puzzle};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The Chromium to drive: `GRIDWRIGHT_CHROMIUM`, else Debian's.
fn chromium() -> Option<PathBuf> {
    let named = std::env::var_os("GRIDWRIGHT_CHROMIUM").map(PathBuf::from);
    let candidates = named
        .into_iter()
        .chain(["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(PathBuf::from));
    candidates.into_iter().find(|p| p.is_file())
}

/// Why the browser test cannot run here, if it cannot.
fn missing(browser_dir: &Path) -> Option<String> {
    if chromium().is_none() {
        return Some("no Chromium (apt-get install chromium, or set GRIDWRIGHT_CHROMIUM)".into());
    }
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        return Some("no Node.js (`node` is not on PATH)".into());
    }
    if !browser_dir
        .join("node_modules/playwright-core/package.json")
        .is_file()
    {
        return Some("no playwright-core (run `npm ci --prefix tests/browser`)".into());
    }
    None
}

/// The test puzzle: every mark the page draws, a rebus, a given letter, an extra list, and
/// a clue that tries to close the page's script.
fn puzzle() -> (Puzzle, &'static str) {
    let mut p = marked_puzzle();
    let hostile = "</script><script>alert(1)</script>";
    p.clues
        .insert(ClueKey::new(1, Direction::Down), hostile.into());
    (p, hostile)
}

#[test]
fn a_solver_plays_the_page_in_chromium() {
    let browser_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    if let Some(why) = missing(&browser_dir) {
        crate::common::tools::missing(&why, "skipping the browser test of the playable page");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, hostile) = puzzle();
    let src = dir.path().join("marks.ipuz");
    formats::write_path(&puzzle, &src, None, &WriteOptions::default()).unwrap();
    let read = formats::read_path(&src).unwrap();
    let page = dir.path().join("puzzle.html");
    let run = gridwright_in(dir.path())
        .arg("export")
        .arg(&src)
        .arg("--to")
        .arg(&page)
        .arg("--play")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );

    let html = std::fs::read_to_string(&page).unwrap();
    let data = data_of(&html);
    let cells: Vec<_> = read
        .grid
        .positions()
        .filter_map(|pos| {
            let answer = read.answer_at(pos)?.to_uppercase();
            Some(json!({
                "i": read.grid.index(pos),
                "answer": answer,
                "given": read.style(pos).given,
            }))
        })
        .collect();
    let wrong = cells
        .iter()
        .find(|c| c["given"] == false && c["answer"].as_str().is_some_and(|a| a.len() == 1))
        .expect("a one-letter square");
    let letter = if wrong["answer"] == "Q" { "Z" } else { "Q" };
    let entries: Vec<_> = data["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["l"].clone())
        .collect();
    let plan = json!({
        "cells": cells,
        "wrong": {"i": wrong["i"], "letter": letter},
        "entries": entries,
        "hostile": hostile,
    });
    let plan_path = dir.path().join("plan.json");
    std::fs::write(&plan_path, plan.to_string()).unwrap();

    let out = Command::new("node")
        .arg(browser_dir.join("play.mjs"))
        .arg(&page)
        .arg(&plan_path)
        .arg(chromium().unwrap())
        .current_dir(&browser_dir)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    // The script's own account of what it checked, shown with --nocapture.
    println!("{said}");
    assert!(
        out.status.success() && said.contains(" 0 failed"),
        "the browser test failed:\n{said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
