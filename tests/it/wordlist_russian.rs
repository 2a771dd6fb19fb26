//! `wordlists/build_russian.py` on a fixture dictionary (`tests/fixtures/wordlist/russian`):
//! headwords score 60, other forms 40, and clipped abbreviations the dictionary lists as
//! uninflected stems (ТРЛН, СООТВ) stay below 50 with the forms (issue 33 item 7).
//! `forms.txt` stands in for unmunch's expansion, so the test needs no hunspell-tools.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

/// Runs the script on the fixture and returns the list's lines, header included.
fn build() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let fx = root.join("tests/fixtures/wordlist/russian");
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("ru.dict");
    let output = Command::new("python3")
        .arg(root.join("wordlists/build_russian.py"))
        .arg(&out)
        .arg("--dic")
        .arg(fx.join("ru.dic"))
        .arg("--forms")
        .arg(fx.join("forms.txt"))
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "build_russian.py failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::read_to_string(&out).expect("build_russian.py wrote its output")
}

#[test]
fn abbreviations_are_not_headwords() {
    let text = build();
    assert!(text.starts_with("# alphabet: russian\n"), "{text}");
    let words: HashMap<&str, u8> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let (w, s) = l.split_once(';').expect("WORD;SCORE");
            (w, s.parse().expect("a score"))
        })
        .collect();
    let get = |w: &str| words.get(w).copied();
    // Headwords: inflected stems, and uninflected words not shaped like a clipping.
    for w in ["КОТ", "ТЕКСТ", "СООТВЕТСТВИЕ", "ГЕОГРАФИЯ", "ВДРУГ", "ТИХО"]
    {
        assert_eq!(get(w), Some(60), "{w} is a headword");
    }
    // Other forms.
    for w in ["КОТА", "ТЕКСТА", "СООТВЕТСТВИЯ", "ГЕОГРАФИИ"] {
        assert_eq!(get(w), Some(40), "{w} is a form");
    }
    // No vowel (ТРЛН, МЛРД), or two final consonants cut from a longer stem (СООТВ, ГЕОГР).
    for w in ["ТРЛН", "МЛРД", "СООТВ", "ГЕОГР"] {
        assert_eq!(get(w), Some(40), "{w} is an abbreviation");
    }
    // Proper nouns and all-capital abbreviations are dropped as before.
    assert_eq!(get("МОСКВА"), None);
    assert_eq!(get("ЧПУ"), None);
}
