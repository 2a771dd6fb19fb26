//! What wordplay and the list reader say about input they cannot use (issue 46, item 11): an
//! argument holding an escape sequence is refused by name, a word longer than any grid is a
//! named skipped line (a few named, the rest counted), and lists that hold no word say so,
//! where "0 results" with exit 1 used to be all.

use crate::common::isolated::run_in;
use std::fmt::Write as _;

/// No raw control or reordering character in what reached the terminal.
fn clean(what: &str, text: &str) {
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{202e}'),
        "{what}: {text:?}"
    );
}

#[test]
fn wordplay_refuses_an_argument_holding_an_escape() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let cases: [(&[&str], &str); 4] = [
        (
            &["wordplay", "reversal", "ab\u{1b}[2Jcd"],
            "the entry \"ab[2Jcd\"",
        ),
        (
            &["wordplay", "anagram", "stop", "--plus", "a\u{1b}]0;x\u{7}"],
            "the --plus",
        ),
        (
            &["wordplay", "hidden", "???", "rat\u{202e}her"],
            "the phrase",
        ),
        (&["wordplay", "clues", "cat\u{7}"], "the answer"),
    ];
    for (args, named) in cases {
        let (code, out, err) = run_in(d, args);
        assert_eq!(code, Some(2), "{args:?}: {out}{err}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(err.contains("holds a control character (U+"), "{err}");
        assert!(
            out.is_empty(),
            "{args:?}: nothing searched, nothing printed: {out}"
        );
        clean(args[1], &err);
    }
    let (_, _, err) = run_in(d, &["wordplay", "reversal", "ab\u{1b}[2Jcd"]);
    assert!(err.contains("(U+001B at character 3)"), "{err}");
}

#[test]
fn a_list_of_one_huge_word_names_it_and_says_no_word_was_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let list = d.join("huge.dict");
    std::fs::write(&list, "A".repeat(100_000) + "\n").expect("write");
    let list = list.to_str().expect("utf-8 path");
    let (code, out, err) = run_in(d, &["wordplay", "anagram", "--list", list, "abc"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(err.contains("huge.dict:1: \"AAAA"), "{err}");
    assert!(
        err.contains("has 100000 letters, more than any grid holds"),
        "{err}"
    );
    assert!(err.contains("the lists hold no word: "), "{err}");
    assert!(err.len() < 600, "the word is cut: {} bytes", err.len());
}

#[test]
fn words_longer_than_any_grid_are_named_a_few_and_counted() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let mut text = String::from("CAT;50\nACT;50\n");
    // One 5 MB line, then eleven more of 1,000 letters: five named, the rest counted.
    text.push_str(&"B".repeat(5_000_000));
    text.push('\n');
    for i in 0..11 {
        let _ = writeln!(text, "{};60", "C".repeat(1_000 + i));
    }
    text.push_str("TAC\n");
    let list = d.join("long.dict");
    std::fs::write(&list, text).expect("write");
    let list = list.to_str().expect("utf-8 path");
    let (code, out, err) = run_in(d, &["wordplay", "anagram", "--list", list, "cat"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("TAC") && out.contains("ACT"), "{out}");
    assert!(err.contains("long.dict:3: \"BBBB"), "{err}");
    assert!(err.contains("has 5000000 letters"), "{err}");
    assert!(err.contains("long.dict:4: \"CCCC"), "{err}");
    assert!(err.contains("… and 7 more skipped lines"), "{err}");
    assert!(err.lines().count() <= 6, "{err}");
    assert!(err.len() < 1_500, "{} bytes", err.len());
    assert!(!err.contains("hold no word"), "{err}");
}
