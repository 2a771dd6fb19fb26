//! `query --like`, `define` and `clue-ideas` through the binary, on the shipped index.

use crate::common::isolated;

use isolated::gridwright_in;

fn run(args: &[&str]) -> (i32, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path()).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn query_like_keeps_only_related_words_with_the_relation() {
    let (code, out, err) = run(&["query", "s???r??", "--like", "spice"]);
    assert_eq!(code, 0, "{err}");
    let saffron = out.lines().find(|l| l.starts_with("SAFFRON")).expect(&out);
    assert!(saffron.ends_with("sister term (flavorer)"), "{saffron}");
    let (code, out, _) = run(&["query", "s???r??", "--like", "spice", "--json"]);
    assert_eq!(code, 0);
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(doc["like"], "spice");
    assert_eq!(doc["matches"][0]["word"], "SAFFRON");
    assert_eq!(doc["matches"][0]["relation"], "sister term (flavorer)");
}

#[test]
fn query_like_happy_ranks_synonyms_first() {
    let (code, out, err) = run(&["query", "????", "--like", "happy"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("GLAD "), "{out}");
    let (code, out, _) = run(&["query", "?????", "--like", "happy"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("MERRY ")), "{out}");
    assert!(!out.contains("TABLE") && !out.contains("STONE"), "{out}");
    // GLAD has four letters, MERRY five: with any length both come, GLAD (a synonym) first,
    // and a word with no tie to HAPPY not at all.
    let (code, out, _) = run(&["query", "*", "--like", "happy", "--limit", "5000"]);
    assert_eq!(code, 0);
    let at = |w: &str| out.lines().position(|l| l.split(' ').next() == Some(w));
    let (glad, merry) = (at("GLAD").expect(&out), at("MERRY").expect(&out));
    assert!(glad < merry, "{out}");
    assert_eq!(at("TABLE"), None);
}

#[test]
fn an_unknown_word_or_another_alphabet_says_so() {
    let (code, _, err) = run(&["query", "?????", "--like", "qwzx"]);
    assert_eq!(code, 2);
    assert!(err.contains("WordNet does not know \"qwzx\""), "{err}");
    let dir = tempfile::tempdir().expect("tempdir");
    let ru = dir.path().join("ru.dict");
    std::fs::write(&ru, "кот;60\nкит;60\nток;60\n").expect("write");
    let ru = ru.display().to_string();
    let (code, _, err) = run(&["query", "к??", "--list", &ru, "--like", "кошка"]);
    assert_eq!(code, 2);
    assert!(err.contains("no meaning data for this list"), "{err}");
    let (code, _, err) = run(&["define", "кот"]);
    assert_eq!(code, 2);
    assert!(err.contains("no meaning data"), "{err}");
    let (code, _, err) = run(&["clue-ideas", "кот"]);
    assert_eq!(code, 2);
    assert!(err.contains("no meaning data"), "{err}");
}

#[test]
fn define_prints_senses_in_order_with_relations() {
    let (code, out, err) = run(&["define", "saffron"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("dried pungent stigmas"), "{out}");
    assert!(out.contains("broader: flavorer"), "{out}");
    let (code, out, _) = run(&["define", "SPICES"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("(plural of spice)") && out.contains("(3rd person of spice)"),
        "{out}"
    );
    let (code, out, _) = run(&["define", "ice cream", "--json"]);
    assert_eq!(code, 0);
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(doc["senses"][0]["pos"], "noun");
    assert_eq!(doc["senses"][0]["broader"][0], "frozen dessert");
    let (code, out, err) = run(&["define", "qwzx"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("WordNet does not know"), "{err}");
}

#[test]
fn clue_ideas_print_one_a_line_without_the_answer() {
    let (code, out, err) = run(&["clue-ideas", "ICECREAM"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "Kind of frozen dessert"), "{out}");
    let lower = out.to_lowercase();
    assert!(
        !lower.contains("ice cream") && !lower.contains("icecream"),
        "{out}"
    );
    let (code, out, _) = run(&["clue-ideas", "happy", "--json"]);
    assert_eq!(code, 0);
    let ideas: Vec<serde_json::Value> = serde_json::from_str(&out).expect("json");
    assert!(
        ideas
            .iter()
            .any(|i| i["text"] == "Glad" && i["kind"] == "synonym"),
        "{out}"
    );
    let (code, _, err) = run(&["clue-ideas", "qwzx"]);
    assert_eq!(code, 1);
    assert!(err.contains("WordNet does not know"), "{err}");
}
