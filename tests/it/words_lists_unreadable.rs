//! One unreadable word list never costs the others (issue 19, item 5), long bad lines are
//! echoed short, and the index cache is evicted (item 10).

use gridwright::grid::Alphabet;
use gridwright::words::{CACHE_KEEP, CacheUse, ListSpec, LoadedWords, Unreadable, load, load_with};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// A hang guard, not a timing assertion: a load that blocks on a fifo never returns at all.
const HANG_GUARD: Duration = Duration::from_secs(30);

fn has(w: &LoadedWords, word: &str) -> bool {
    let letters = Alphabet::latin().encode(word).expect("latin word");
    w.index.score(&letters).is_some()
}

fn only(files: Vec<PathBuf>) -> ListSpec {
    ListSpec {
        default_list: false,
        config_lists: None,
        files,
        ..Default::default()
    }
}

/// Runs `f` on a thread and fails the test if it has not finished within the hang guard.
fn without_hanging<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(HANG_GUARD)
        .unwrap_or_else(|_| panic!("{what} blocked"))
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn dangling_link_and_missing_config_list_still_load_the_built_in_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lists = dir.path().join("wordlists");
    std::fs::create_dir(&lists).expect("mkdir");
    let dangling = lists.join("gone.dict");
    std::os::unix::fs::symlink(dir.path().join("nowhere.dict"), &dangling).expect("symlink");
    std::fs::write(lists.join("mine.dict"), "ZZYZXROAD;80\n").expect("write");
    let missing = dir.path().join("missing-from-config.dict");
    let spec = ListSpec {
        default_list: true,
        config_lists: Some(lists),
        files: vec![missing.clone()],
        ..Default::default()
    };
    let w = load(&spec, Some(&dir.path().join("cache"))).expect("loads");
    assert!(has(&w, "SAFFRON"), "the built-in list is loaded");
    assert!(has(&w, "ZZYZXROAD"), "the readable config list is loaded");
    let skipped: Vec<String> = w.skipped.iter().map(ToString::to_string).collect();
    assert_eq!(skipped.len(), 2, "{skipped:?}");
    for bad in [&dangling, &missing] {
        let bad = bad.display().to_string();
        assert!(
            skipped.iter().any(|s| s.contains(&bad)),
            "{bad}: {skipped:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_in_the_config_folder_is_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lists = dir.path().join("wordlists");
    std::fs::create_dir(&lists).expect("mkdir");
    let fifo = lists.join("x.dict");
    mkfifo(&fifo);
    std::fs::write(lists.join("y.dict"), "QUUX;70\n").expect("write");
    let spec = ListSpec {
        default_list: false,
        config_lists: Some(lists),
        files: Vec::new(),
        ..Default::default()
    };
    let w =
        without_hanging("loading a folder with a fifo", move || load(&spec, None)).expect("loads");
    assert!(has(&w, "QUUX"));
    assert_eq!(w.skipped.len(), 1);
    let s = w.skipped[0].to_string();
    assert!(s.contains("x.dict") && s.contains("fifo"), "{s}");
}

#[cfg(unix)]
#[test]
fn a_fifo_named_with_list_is_an_error_not_a_hang() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("x.dict");
    mkfifo(&fifo);
    let named = fifo.clone();
    let e = without_hanging("loading a fifo named as a list", move || {
        load_with(&only(vec![named]), None, Unreadable::Fail).map(|_| ())
    })
    .expect_err("refused");
    let e = e.to_string();
    assert!(
        e.contains(&fifo.display().to_string()) && e.contains("fifo"),
        "{e}"
    );
}

#[cfg(unix)]
#[test]
fn the_cli_refuses_a_fifo_list_and_skips_a_dangling_config_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("config");
    let lists = config.join("wordlists");
    std::fs::create_dir_all(&lists).expect("mkdir");
    let dangling = lists.join("gone.dict");
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &dangling).expect("symlink");
    let fifo = dir.path().join("x.dict");
    mkfifo(&fifo);
    let run = move |args: Vec<std::ffi::OsString>| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_gridwright"));
        c.env("GRIDWRIGHT_CACHE_DIR", dir.path().join("cache"))
            .env("GRIDWRIGHT_CONFIG_DIR", &config)
            .args(args)
            .stdin(std::process::Stdio::null());
        let child = c
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("spawns");
        let pid = child.id();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(child.wait_with_output());
        });
        match rx.recv_timeout(HANG_GUARD) {
            Ok(out) => out.expect("runs"),
            Err(_) => {
                let _ = std::process::Command::new("kill")
                    .args(["-9", &pid.to_string()])
                    .status();
                panic!("gridwright blocked");
            }
        }
    };
    let out = run(vec![
        "query".into(),
        "c?t".into(),
        "--list".into(),
        fifo.clone().into(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(&fifo.display().to_string()), "{stderr}");
    let out = run(vec!["query".into(), "c?t".into()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("CAT"));
    assert!(
        stderr.contains("skipped word list") && stderr.contains(&dangling.display().to_string()),
        "{stderr}"
    );
}

#[test]
fn upper_case_extensions_count() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("X.DICT"), "XYLOPHONE;90\n").expect("write");
    std::fs::write(dir.path().join("Y.TXT"), "YODELER;90\n").expect("write");
    std::fs::write(dir.path().join("Z.BAK"), "ZITHER;90\n").expect("write");
    let spec = ListSpec {
        default_list: false,
        config_lists: Some(dir.path().to_path_buf()),
        files: Vec::new(),
        ..Default::default()
    };
    let w = load(&spec, None).expect("loads");
    assert!(has(&w, "XYLOPHONE") && has(&w, "YODELER"));
    assert!(!has(&w, "ZITHER"));
}

#[test]
fn a_ten_megabyte_bad_line_is_echoed_short_also_from_the_cache() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("junk.dict");
    let mut junk = "CAT;70\n".to_string();
    junk.push_str(&"j".repeat(10 * 1024 * 1024));
    junk.push_str("0\nDOG\n");
    std::fs::write(&list, junk).expect("write");
    let cache = dir.path().join("cache");
    for run in ["built", "reused"] {
        let w = load(&only(vec![list.clone()]), Some(&cache)).expect("loads");
        assert_eq!(w.index.len(), 2, "{run}");
        assert_eq!(w.warnings.len(), 1, "{run}");
        let shown = w.warnings[0].to_string();
        assert!(shown.chars().count() < 200, "{run}: {} chars", shown.len());
        assert!(shown.contains(":2:"), "{shown}");
    }
}

#[test]
fn the_cache_keeps_the_most_recently_used_indexes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let list = dir.path().join("l.dict");
    let load_list = |n: usize| {
        std::fs::write(&list, format!("WORD;{n}\n")).expect("write");
        load(&only(vec![list.clone()]), Some(&cache)).expect("loads")
    };
    let first = load_list(0);
    let CacheUse::Built(first_fst) = first.cache else {
        panic!("built")
    };
    for n in 1..CACHE_KEEP + 3 {
        // Reusing the first index keeps it among the recent ones.
        assert!(matches!(load_list(0).cache, CacheUse::Reused(_)));
        assert!(matches!(load_list(n).cache, CacheUse::Built(_)));
    }
    let fsts: Vec<_> = std::fs::read_dir(&cache)
        .expect("ls")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".fst"))
        .collect();
    assert!(fsts.len() <= CACHE_KEEP, "{fsts:?}");
    assert!(first_fst.exists(), "the reused index was evicted: {fsts:?}");
}
