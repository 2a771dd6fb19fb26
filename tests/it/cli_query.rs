//! `gridwright query` and `gridwright words stats` through the binary, with a private cache.

use std::process::Command;

fn gridwright(cache: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gridwright"));
    c.env("GRIDWRIGHT_CACHE_DIR", cache)
        .env("GRIDWRIGHT_CONFIG_DIR", cache.join("no-config"));
    c
}

#[test]
fn classic_pattern_over_the_default_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright(dir.path())
        .args(["query", "s???r??", "--limit", "1000", "--json"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let words: Vec<&str> = v["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .filter_map(|m| m["word"].as_str())
        .collect();
    for want in [
        "SAFFRON", "SEVERAL", "SPARROW", "SQUARES", "STIRRUP", "SYNERGY",
    ] {
        assert!(words.contains(&want), "{want} missing from {words:?}");
    }
    assert_eq!(v["total"].as_u64(), Some(words.len() as u64));
    // The second run reuses the cached index.
    let stats = gridwright(dir.path())
        .args(["words", "stats"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&stats.stdout);
    assert!(text.contains("index cache: reused"), "{text}");
}

#[test]
fn user_list_warnings_limit_and_bad_pattern() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, "CAT;70\nCOT;40\nCUT\nC4T;10\n").expect("write");
    let out = gridwright(dir.path())
        .args(["query", "c?t", "--min-score", "45", "--list"])
        .arg(&list)
        .output()
        .expect("runs");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stdout.starts_with("CAT"), "{stdout}");
    assert!(
        stdout.contains("CUT") && !stdout.contains("COT"),
        "{stdout}"
    );
    assert!(stdout.contains("2 matches"), "{stdout}");
    assert!(stderr.contains("mine.dict:4:"), "{stderr}");

    let out = gridwright(dir.path())
        .args(["query", "ab[cd", "--list"])
        .arg(&list)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("column 3"));

    let out = gridwright(dir.path())
        .args(["query", "zzz", "--list"])
        .arg(&list)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn one_minimum_score_50_unless_the_flag_or_the_config_file_says_otherwise() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, "CAT;60\nCOT;50\nCUT;40\n").expect("write");
    let query = |extra: &[&str]| {
        let out = gridwright(dir.path())
            .args(["query", "c?t", "--list"])
            .arg(&list)
            .args(extra)
            .output()
            .expect("runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let plain = query(&[]);
    assert!(
        plain.contains("2 matches") && !plain.contains("CUT"),
        "{plain}"
    );
    assert!(query(&["--min-score", "0"]).contains("3 matches"));
    let config = dir.path().join("no-config");
    std::fs::create_dir_all(&config).expect("mkdir");
    std::fs::write(config.join("config.toml"), "min_score = 60\n").expect("write");
    let from_config = query(&[]);
    assert!(from_config.ends_with("1 match\n"), "{from_config}");
    assert!(query(&["--min-score", "40"]).contains("3 matches"));
}
