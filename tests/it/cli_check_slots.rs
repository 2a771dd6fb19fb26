//! `gridwright check` and `gridwright slots` driven as a user would, through the binary.

use std::path::Path;
use std::process::Command;

fn gridwright(data: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gridwright"));
    c.env("GRIDWRIGHT_DATA_DIR", data)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn run(c: &mut Command) -> (i32, String, String) {
    let out = c.output().expect("binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn check_prints_report_and_json() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (code, out, _) = run(gridwright(dir.path()).args(["check", "saves/american-15x15.toml"]));
    assert_eq!(code, 0);
    assert!(
        out.contains("words           76 (39 across, 37 down)"),
        "{out}"
    );
    assert!(out.contains("   1 STAR  Leading light"), "{out}");
    let (code, out, _) =
        run(gridwright(dir.path()).args(["check", "--json", "tests/fixtures/themeless-15x15.txt"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["report"]["words"], 68);
    assert_eq!(v["entries"][0]["pattern"], "???????????????");
}

#[test]
fn bad_grid_names_file_line_and_column() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "...\n.x?\n...\n").expect("write");
    let (code, _, err) = run(gridwright(dir.path()).arg("check").arg(&bad));
    assert_eq!(code, 2);
    assert!(err.contains("bad.txt"), "{err}");
    assert!(err.contains("line 2, column 3"), "{err}");
}

#[test]
fn slots_save_list_show_delete_and_refuse_corrupt() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (code, _, err) =
        run(gridwright(dir.path()).args(["slots", "save", "2", "saves/mini-5x5.toml"]));
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = run(gridwright(dir.path()).args(["slots", "list"]));
    assert!(out.contains("2  Mini warm-up"), "{out}");
    assert!(out.contains("1  (empty)"), "{out}");
    let (_, out, _) = run(gridwright(dir.path()).args(["slots", "show", "2"]));
    assert!(out.contains("Size: 5×5"), "{out}");
    assert!(out.contains("#...."), "{out}");

    let broken = dir.path().join("slot-4.toml");
    std::fs::write(&broken, "format = [\n").expect("write");
    let (code, _, err) =
        run(gridwright(dir.path()).args(["slots", "save", "4", "saves/mini-5x5.toml"]));
    assert_eq!(code, 2);
    assert!(
        err.contains("slot-4.toml") && err.contains("line 1"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&broken).expect("read"),
        "format = [\n"
    );
    let (code, _, _) =
        run(gridwright(dir.path()).args(["slots", "save", "4", "saves/mini-5x5.toml", "--force"]));
    assert_eq!(code, 0);

    let (code, out, _) = run(gridwright(dir.path()).args(["slots", "delete", "2"]));
    assert_eq!(code, 0);
    assert!(out.contains("deleted slot 2"));
    let kept = std::fs::read_dir(dir.path().join("history/slot-2")).expect("history");
    assert_eq!(kept.count(), 1, "the deleted slot is kept in its history");
    let (code, _, err) = run(gridwright(dir.path()).args(["slots", "show", "2"]));
    assert_eq!(code, 2);
    assert!(err.contains("slot 2 is empty"), "{err}");
    let (code, _, _) = run(gridwright(dir.path()).args(["slots", "show", "12"]));
    assert_eq!(code, 2);
}

#[test]
fn export_and_import_through_slots() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ipuz = dir.path().join("mini.ipuz");
    let (code, _, err) = run(gridwright(dir.path())
        .args([
            "export",
            "saves/american-15x15.toml",
            "--allow-incomplete",
            "--to",
        ])
        .arg(&ipuz));
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(gridwright(dir.path())
        .arg("import")
        .arg(&ipuz)
        .args(["--slot", "3"]));
    assert_eq!(code, 0, "{err}");
    let txt = dir.path().join("back.txt");
    let (code, _, err) = run(gridwright(dir.path())
        .args(["export", "--slot", "3", "--to"])
        .arg(&txt));
    assert_eq!(code, 0, "{err}");
    let back = std::fs::read_to_string(&txt).expect("written");
    assert!(back.contains("STAR#OPERA#...."), "{back}");
    assert!(back.contains("Leading light"), "{back}");
}

#[test]
fn check_json_locates_every_problem() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A cut-off left column (unchecked too), asymmetric against rotational symmetry.
    let g = dir.path().join("cut.txt");
    std::fs::write(&g, ".#...\n.#...\n.#...\n##..#\n.#..#\n").expect("write");
    let (code, out, err) = run(gridwright(dir.path()).arg("check").arg("--json").arg(&g));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let at = |r: u64, c: u64| serde_json::json!({"row": r, "col": c});
    let regions = v["report"]["region_squares"].as_array().expect("regions");
    assert_eq!(regions.len(), 3, "{v}");
    assert_eq!(regions[2], serde_json::json!([at(4, 0)]));
    let problems = v["problems"].as_array().expect("problems");
    let kinds: Vec<&str> = problems.iter().filter_map(|p| p["kind"].as_str()).collect();
    assert_eq!(&kinds[..2], ["disconnected", "disconnected"], "{v}");
    assert!(
        kinds.contains(&"asymmetric") && kinds.contains(&"unchecked"),
        "{kinds:?}"
    );
    let unchecked = problems
        .iter()
        .find(|p| p["kind"] == "unchecked")
        .expect("unchecked");
    assert!(
        unchecked["squares"]
            .as_array()
            .expect("squares")
            .contains(&at(0, 0)),
        "{unchecked}"
    );
    // Short entries carry their squares too.
    let (_, out, _) = run(gridwright(dir.path())
        .args(["check", "--json", "--min-len", "4"])
        .arg(&g));
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let short = &v["report"]["short_entries"][0];
    assert_eq!(short["label"], "1D", "{v}");
    assert_eq!(
        short["squares"],
        serde_json::json!([at(0, 0), at(1, 0), at(2, 0)])
    );
}
