//! The clue memory with several writers (issue 33): processes writing it at once keep every
//! clue (the memory is read, changed and written under its lock), and a puzzle written to a
//! file — `export`, `import --out`, `layout --out`, the studio's `:export` — feeds it as a
//! slot save does.

use crate::common;
use crate::common::isolated::gridwright_in;
use crate::common::studio::{command, said, typed};

use gridwright::formats::{self, WriteOptions};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, ClueKey, Direction, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::past_clues::MemoryState;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::update;
use std::ffi::OsStr;
use std::path::Path;

/// "CAT / ORE / WET" titled `title` with 1-Across clued `clue`.
fn puzzle(title: &str, clue: &str) -> Puzzle {
    let grid = parse_grid("CAT\nORE\nWET", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.title = title.into();
    p.write_clue(ClueKey::new(1, Direction::Across), clue);
    p
}

fn write(p: &Puzzle, path: &Path) {
    formats::write_path(p, path, None, &WriteOptions::default()).expect("write fixture");
}

/// Runs gridwright with `args` in `dir`'s private dirs and asserts it succeeds.
fn succeeds(dir: &Path, args: &[&OsStr]) {
    let out = gridwright_in(dir).args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The clues of CAT in the memory of `dir`'s data dir.
fn cat_clues(dir: &Path) -> Vec<(String, String)> {
    let out = gridwright_in(dir)
        .args(["clues", "CAT", "--json"])
        .output()
        .expect("runs");
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    doc["clues"]
        .as_array()
        .expect("clues")
        .iter()
        .map(|c| {
            (
                c["clue"].as_str().unwrap_or_default().to_string(),
                c["source"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn writers_running_at_once_keep_each_others_clues() {
    const WRITERS: usize = 4;
    const FILES: usize = 6;
    let tmp = tempfile::tempdir().expect("tmp");
    for w in 0..WRITERS {
        let folder = tmp.path().join(format!("writer{w}"));
        std::fs::create_dir_all(&folder).expect("folder");
        for f in 0..FILES {
            let p = puzzle(&format!("W{w} F{f}"), &format!("Writer {w} clue {f}"));
            write(&p, &folder.join(format!("p{f}.ipuz")));
        }
    }
    // Each also exports a puzzle of its own, the other way into the memory.
    for w in 0..WRITERS {
        write(
            &puzzle(&format!("E{w}"), &format!("Exported by {w}")),
            &tmp.path().join(format!("in{w}.ipuz")),
        );
    }
    // Every writer starts before any finishes: without the lock each would write back the
    // memory it read at the start, and only the last one's clues would stay.
    let mut running = Vec::new();
    for w in 0..WRITERS {
        let folder = tmp.path().join(format!("writer{w}"));
        running.push(
            gridwright_in(tmp.path())
                .args(["clues", "import", folder.to_str().expect("utf-8"), "--json"])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("spawns"),
        );
        let (from, to) = (
            tmp.path().join(format!("in{w}.ipuz")),
            tmp.path().join(format!("out{w}.puz")),
        );
        running.push(
            gridwright_in(tmp.path())
                .arg("export")
                .arg(&from)
                .arg("--to")
                .arg(&to)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("spawns"),
        );
    }
    for mut child in running {
        assert!(child.wait().expect("waits").success());
    }
    let kept: Vec<String> = cat_clues(tmp.path()).into_iter().map(|(c, _)| c).collect();
    for w in 0..WRITERS {
        for f in 0..FILES {
            let want = format!("Writer {w} clue {f}");
            assert!(kept.contains(&want), "{want} lost: {kept:?}");
        }
        let want = format!("Exported by {w}");
        assert!(kept.contains(&want), "{want} lost: {kept:?}");
    }
    assert_eq!(kept.len(), WRITERS * (FILES + 1), "{kept:?}");
}

#[test]
fn export_import_out_and_layout_out_feed_the_memory() {
    let tmp = tempfile::tempdir().expect("tmp");
    let source = tmp.path().join("source.ipuz");
    write(&puzzle("Sent", "Exported mouser"), &source);
    let to = tmp.path().join("sent.puz");
    succeeds(
        tmp.path(),
        &[
            "export".as_ref(),
            source.as_os_str(),
            "--to".as_ref(),
            to.as_os_str(),
        ],
    );

    write(&puzzle("Text", "Converted mouser"), &source);
    let txt = tmp.path().join("as.txt");
    succeeds(
        tmp.path(),
        &[
            "import".as_ref(),
            source.as_os_str(),
            "--out".as_ref(),
            txt.as_os_str(),
        ],
    );

    let list = tmp.path().join("list.txt");
    std::fs::write(&list, "CAT\tLaid-out mouser\nACE\tTop card\nTEA\tBrew\n").expect("list");
    let laid = tmp.path().join("laid.ipuz");
    succeeds(
        tmp.path(),
        &[
            "layout".as_ref(),
            list.as_os_str(),
            "--out".as_ref(),
            laid.as_os_str(),
        ],
    );

    let clues = cat_clues(tmp.path());
    for (clue, file) in [
        ("Exported mouser", "sent.puz"),
        ("Converted mouser", "as.txt"),
        ("Laid-out mouser", "laid.ipuz"),
    ] {
        assert!(
            clues.iter().any(|(c, s)| c == clue && s.ends_with(file)),
            "{clue} from {file}: {clues:?}"
        );
    }
    // Standard output is no file: nothing to remember from it.
    write(&puzzle("Piped", "Piped mouser"), &source);
    let out = gridwright_in(tmp.path())
        .arg("export")
        .arg(&source)
        .args(["--to", "-", "--format", "text"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    assert!(
        !cat_clues(tmp.path())
            .iter()
            .any(|(c, _)| c == "Piped mouser")
    );
}

#[test]
fn the_studios_export_feeds_the_memory_and_the_open_list() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    let grid = parse_grid(".....\n#####\n#####\n", &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(1).expect("slot"),
        Some(Store::new(&data)),
        Theme::default(),
    );
    app.set_words(common::studio_words(b"TIGER;60\n"));
    typed(&mut app, "TIGER");
    update(&mut app, Action::EditClue);
    for c in "Exported stripes".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    let file = tmp.path().join("tiger.ipuz");
    command(&mut app, &format!("export {}", file.display()));
    common::export_anyway(&mut app);
    assert!(file.exists(), "{}", said(&app));
    crate::clues_studio::settle(&mut app);
    let MemoryState::Ready(memory) = &app.meaning().past.memory else {
        unreachable!("waited for it")
    };
    let past = memory.lookup("TIGER");
    assert_eq!(past.len(), 1, "{past:?}");
    assert_eq!(past[0].clue, "Exported stripes");
    assert!(past[0].source.to_string().ends_with("tiger.ipuz"));
    // And the file on disk has it, for the CLI and the next studio.
    let out = gridwright_in(tmp.path())
        .args(["clues", "tiger"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Exported stripes") && text.contains("tiger.ipuz"),
        "{text}"
    );
}
