//! Issue 31 through the binary: a pattern in the letters of a Ukrainian list (case 8) and the
//! paper of printable output (`--page letter|a4`, the locale's by default).

use crate::common::isolated::gridwright_in;
use std::path::Path;

const UKRAINIAN: &str =
    "# alphabet: ukrainian\nкабіна;60\nкарта;60\nкішка;60\nкомора;55\nлампа;50\n";

fn run(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = gridwright_in(dir);
    for v in ["LC_ALL", "LC_PAPER", "LANG"] {
        cmd.env_remove(v);
    }
    let out = cmd
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_pattern_whose_letters_are_all_ukrainian_queries_a_ukrainian_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let list = d.join("ukrainian.dict");
    std::fs::write(&list, UKRAINIAN).expect("write");
    let list = list.display().to_string();
    let (code, out, err) = run(d, &["query", "К???А", "--list", &list], &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("КАРТА") && out.contains("КІШКА"), "{out}");
    // A letter Ukrainian lacks (Ы) is still refused, naming both alphabets.
    let (code, _, err) = run(d, &["query", "К?Ы??", "--list", &list], &[]);
    assert_ne!(code, 0);
    assert!(err.contains("Ukrainian"), "{err}");
}

#[test]
fn a_grid_whose_letters_are_all_ukrainian_fills_from_a_ukrainian_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let list = d.join("ukrainian.dict");
    std::fs::write(
        &list,
        "# alphabet: ukrainian\nкот;60\nото;60\nток;60\nкіт;60\nтік;60\nокі;60\n",
    )
    .expect("write");
    let grid = d.join("grid.txt");
    std::fs::write(&grid, "К..\n...\n...\n").expect("write");
    let out = d.join("out.txt");
    let (code, _, err) = run(
        d,
        &[
            "fill",
            &grid.display().to_string(),
            "--list",
            &list.display().to_string(),
            "--allow-duplicates",
            "--out",
            &out.display().to_string(),
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    let filled = std::fs::read_to_string(&out).expect("written");
    assert!(
        filled.contains("Alphabet: ukrainian") && filled.contains("КОТ"),
        "{filled}"
    );
}

fn media_box(pdf: &[u8]) -> String {
    let text = String::from_utf8_lossy(pdf);
    let at = text.find("/MediaBox").expect("a media box");
    text[at..].chars().take(40).collect()
}

#[test]
fn printable_pages_are_letter_or_a4_by_flag_else_by_locale() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/faithful/origin.ipuz");
    let src = src.display().to_string();
    let pdf = |args: &[&str], env: &[(&str, &str)]| {
        let out = d.join("p.pdf");
        let mut all = vec!["export", src.as_str(), "--to", out.to_str().expect("utf-8")];
        all.extend_from_slice(args);
        let (code, _, err) = run(d, &all, env);
        assert_eq!(code, 0, "{err}");
        media_box(&std::fs::read(&out).expect("written"))
    };
    assert!(
        pdf(&["--page", "letter"], &[]).contains("612 792"),
        "letter"
    );
    assert!(pdf(&["--page", "a4"], &[("LANG", "en_US.UTF-8")]).contains("595.276 841.89"));
    assert!(
        pdf(&[], &[("LANG", "en_US.UTF-8")]).contains("612 792"),
        "US locale"
    );
    assert!(
        pdf(&[], &[("LANG", "de_DE.UTF-8")]).contains("595.276 841.89"),
        "German locale"
    );
    let html = d.join("p.html");
    let (code, _, err) = run(
        d,
        &[
            "export",
            &src,
            "--to",
            html.to_str().expect("utf-8"),
            "--page",
            "letter",
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(&html).expect("written");
    assert!(page.contains("@page { size: letter;"), "{page}");
}

/// Case 7: a locked `.puz` exported with `--key` is written unlocked, and the export says so
/// and how to lock it again.
#[test]
fn a_locked_puz_exported_with_its_key_notes_that_the_copy_is_unlocked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/puz/puzpy/nyt_locked.puz");
    let src = src.display().to_string();
    let out = d.join("copy.puz");
    let out = out.to_str().expect("utf-8");
    let (code, _, err) = run(d, &["export", &src, "--key", "7844", "--to", out], &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("locked") && err.contains("unlocked") && err.contains("--lock"),
        "{err}"
    );
    // The copy opens without a key: it is unlocked, as the note says.
    let (code, _, err) = run(d, &["import", out], &[]);
    assert_eq!(code, 0, "{err}");
    // Locked again on request, it needs the key again.
    let (code, _, err) = run(
        d,
        &[
            "export", &src, "--key", "7844", "--to", out, "--lock", "7844",
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(d, &["import", out], &[]);
    assert_ne!(code, 0);
    assert!(err.contains("--key"), "{err}");
}
