//! `gridwright words add/list/dump/score/ban`: lists copied into the config dir, the active
//! lists in merge order, and the merged list after the personal list.

use crate::common::isolated;

use isolated::gridwright_in;
use std::path::Path;
use std::process::Output;

fn run(dir: &Path, args: &[&str]) -> Output {
    gridwright_in(dir).args(args).output().expect("runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn add_copies_a_list_once_and_refuses_to_overwrite_without_force() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, "ICEDTEA;60\nHOTDOG;65\nETUI;55\n").expect("list");
    let o = run(dir.path(), &["words", "add", list.to_str().expect("utf8")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("3 entries, Latin alphabet"), "{out}");
    assert!(
        out.contains("built "),
        "the index is built into the cache: {out}"
    );
    let kept = dir.path().join("config/wordlists/mine.dict");
    assert_eq!(
        std::fs::read(&kept).expect("copied"),
        std::fs::read(&list).expect("list")
    );

    std::fs::write(&list, "ICEDTEA;70\n").expect("changed");
    let o = run(dir.path(), &["words", "add", list.to_str().expect("utf8")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("mine.dict exists; --force replaces it"),
        "{}",
        stderr(&o)
    );
    assert!(
        std::fs::read_to_string(&kept)
            .expect("kept")
            .contains("HOTDOG")
    );
    let o = run(
        dir.path(),
        &["words", "add", list.to_str().expect("utf8"), "--force"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(&kept).expect("kept"),
        "ICEDTEA;70\n"
    );

    // --name, with .dict added so the folder's reader takes it.
    let o = run(
        dir.path(),
        &[
            "words",
            "add",
            list.to_str().expect("utf8"),
            "--name",
            "stwl",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(dir.path().join("config/wordlists/stwl.dict").is_file());
}

#[test]
fn add_refuses_a_bad_list_naming_the_file_and_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("bad.txt");
    std::fs::write(&list, "GOOD;50\nBAD;abc\nR2D2;40\n").expect("list");
    let o = run(dir.path(), &["words", "add", list.to_str().expect("utf8")]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "{}:2: score \"abc\" is not a whole number",
            list.display()
        )),
        "{err}"
    );
    assert!(err.contains("(and 1 more bad line)"), "{err}");
    assert!(
        !dir.path().join("config/wordlists").exists(),
        "nothing copied"
    );
    let o = run(
        dir.path(),
        &["words", "add", list.to_str().expect("utf8"), "--skip-bad"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("1 entries") || stdout(&o).contains("2 bad lines left out"));
    let missing = dir.path().join("none.dict");
    let o = run(
        dir.path(),
        &["words", "add", missing.to_str().expect("utf8")],
    );
    assert!(stderr(&o).contains("none.dict"), "{}", stderr(&o));
}

#[test]
fn list_and_dump_follow_the_merge_order_and_the_personal_list_wins() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("config/wordlists")).expect("mkdir");
    std::fs::write(
        dir.path().join("config/wordlists/mine.dict"),
        "ZZTOPWORD;90\nRETARD;80\n",
    )
    .expect("list");
    let o = run(dir.path(), &["words", "ban", "retard"]);
    assert_eq!(
        stdout(&o),
        "banned RETARD in personal.dict\n",
        "{}",
        stderr(&o)
    );
    // Above every built-in score (74 at most), below mine.dict's 90.
    let o = run(dir.path(), &["words", "score", "iced tea", "85"]);
    assert_eq!(stdout(&o), "ICEDTEA scored 85 in personal.dict\n");
    let o = run(dir.path(), &["words", "score", "R2D2", "50"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not a letter of the Latin alphabet"));

    let o = run(dir.path(), &["words", "list"]);
    let out = stdout(&o);
    let order: Vec<&str> = ["built-in", "config dir", "personal"]
        .into_iter()
        .filter(|k| out.contains(k))
        .collect();
    assert_eq!(order.len(), 3, "{out}");
    let at = |s: &str| out.find(s).unwrap_or(usize::MAX);
    assert!(
        at("built-in") < at("mine.dict") && at("mine.dict") < at("personal.dict"),
        "{out}"
    );
    let o = run(dir.path(), &["words", "list", "--json"]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let lists = doc["lists"].as_array().expect("lists");
    assert_eq!(lists.last().expect("one")["kind"], "personal");
    assert_eq!(lists.last().expect("one")["entries"], 2);

    let o = run(dir.path(), &["words", "dump"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "ZZTOPWORD;90");
    assert_eq!(lines[1], "ICEDTEA;85", "the personal score wins");
    assert!(lines.contains(&"RETARD;0"), "the ban wins over 80");
    let scores: Vec<u8> = lines
        .iter()
        .map(|l| {
            l.rsplit(';')
                .next()
                .and_then(|s| s.parse().ok())
                .expect("score")
        })
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first");
    let o = run(dir.path(), &["words", "dump", "--min-score", "50"]);
    assert!(!stdout(&o).lines().any(|l| l.starts_with("RETARD;")));
    // `--list` means exactly that file: no personal list.
    let only = dir.path().join("config/wordlists/mine.dict");
    let o = run(
        dir.path(),
        &["words", "dump", "--list", only.to_str().expect("utf8")],
    );
    assert_eq!(stdout(&o), "ZZTOPWORD;90\nRETARD;80\n");
}
