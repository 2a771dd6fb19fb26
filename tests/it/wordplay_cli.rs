//! `gridwright wordplay` over the built-in list: the known examples, JSON and errors.

use crate::common::isolated::gridwright_in;

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path())
        .arg("wordplay")
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.extend(["--json", "--limit", "1000"]);
    let (code, out, err) = run(&all);
    assert_eq!(code, Some(0), "{err}");
    serde_json::from_str(&out).expect("json")
}

fn answers(doc: &serde_json::Value) -> Vec<String> {
    doc["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|r| r["shown"].as_str().expect("shown").to_string())
        .collect()
}

#[test]
fn stream_is_master_and_streams_is_master_plus_s() {
    let doc = json(&["anagram", "stream"]);
    let got = answers(&doc);
    assert!(got.contains(&"MASTER".to_string()), "{got:?}");
    assert!(
        !got.contains(&"STREAM".to_string()),
        "the fodder is no anagram"
    );
    assert_eq!(doc["total"].as_u64(), Some(got.len() as u64));
    let got = answers(&json(&["anagram", "streams", "--partial"]));
    assert!(got.contains(&"MASTER + S".to_string()), "{got:?}");
    let got = answers(&json(&["anagram", "aster", "--fit", "?????", "--single"]));
    assert!(
        got.contains(&"RATES".to_string()) && got.iter().all(|a| a.len() == 5),
        "{got:?}"
    );
}

#[test]
fn a_phrase_gives_one_and_two_entry_anagrams() {
    let got = answers(&json(&["anagram", "department", "store"]));
    assert!(
        got.iter().any(|a| a.contains(' ')),
        "two-entry answers: {got:?}"
    );
    assert!(!got.contains(&"DEPARTMENT STORE".to_string()));
}

#[test]
fn carpet_is_car_plus_pet_with_glosses() {
    let doc = json(&["charade", "carpet", "--gloss"]);
    let results = doc["results"].as_array().expect("results");
    let car_pet = results
        .iter()
        .find(|r| r["shown"] == "CAR + PET")
        .expect("CAR + PET");
    let gloss = car_pet["parts"][0]["gloss"]
        .as_str()
        .expect("CAR has a gloss");
    assert!(gloss.contains("vehicle"), "{gloss}");
}

#[test]
fn cat_is_hidden_in_topic_at_hand_and_a_pattern_is_checked() {
    let doc = json(&["hidden", "???", "topic at hand", "--across"]);
    let got = answers(&doc);
    assert!(got.contains(&"CAT (across 2 words)".to_string()), "{got:?}");
    let (code, out, _) = run(&[
        "hidden",
        "???",
        "pick a table",
        "--across",
        "--limit",
        "100",
    ]);
    // C and AT are apart in "pick a table": no CAT there.
    assert!(!out.contains("CAT "), "{out}");
    assert!(code == Some(0) || code == Some(1));
    let (code, _, err) = run(&["hidden", "[ab", "pick a table"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("never closed"), "{err}");
}

#[test]
fn containers_deletions_and_reversals_print_their_shape() {
    let (code, out, err) = run(&["reversal", "reward"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("DRAWER backwards"), "{out}");
    let got = answers(&json(&["deletion", "carpet"]));
    assert!(
        got.contains(&"CARPETS less S (south) (tail)".to_string()),
        "{got:?}"
    );
    let got = answers(&json(&["container", "mandate"]));
    assert!(
        got.contains(&"M(AND)ATE".to_string()),
        "MATE round AND: {got:?}"
    );
    for shown in got {
        // `P(ARSNI)P: PP (pages) around ARS + NI`: the shape before the colon.
        let shape = shown.split(':').next().unwrap_or_default();
        assert_eq!(shape.replace(['(', ')'], ""), "MANDATE", "{shown}");
    }
}

#[test]
fn a_letter_outside_the_alphabet_is_named() {
    let (code, _, err) = run(&["anagram", "strαam"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("'α' at character 4"), "{err}");
    let (code, out, _) = run(&["reversal", "qqqzx"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("0 results"), "{out}");
}

/// TAMERS (six letters) and EST (three) both score 40; MASTER and ARM pass the default 50.
const MIN_LIST: &str = "MASTER;60\nTAMERS;40\nARM;50\nEST;40\n";

/// `wordplay ARGS --list MIN_LIST --json` in `dir`'s private dirs: the answers shown.
fn shown_in(dir: &std::path::Path, args: &[&str]) -> Vec<String> {
    let list = dir.join("words.dict");
    std::fs::write(&list, MIN_LIST).expect("list");
    let mut all = vec!["wordplay"];
    all.extend(args);
    all.extend(["--json", "--list", list.to_str().expect("utf-8")]);
    let (code, out, err) = crate::common::isolated::run_in(dir, &all);
    assert!(code == Some(0) || code == Some(1), "{err}");
    answers(&serde_json::from_str(&out).expect("json"))
}

/// The results made of list words alone (a table part shows its meaning in brackets).
fn words_only(shown: Vec<String>) -> Vec<String> {
    shown.into_iter().filter(|s| !s.contains('(')).collect()
}

#[test]
fn min_score_len_holds_each_word_to_its_own_lengths_minimum() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path();
    assert_eq!(shown_in(dir, &["anagram", "stream"]), ["MASTER"]);
    let got = shown_in(dir, &["anagram", "stream", "--min-score-len", "6=40"]);
    assert_eq!(got, ["MASTER", "TAMERS"], "EST (three letters) stays out");
    let got = shown_in(dir, &["anagram", "stream", "--min-score-len", "3=40"]);
    assert_eq!(got, ["MASTER", "ARM EST"], "TAMERS (six letters) stays out");
    // Every tool follows it: a charade's parts too.
    // Whole words only: the short parts table's ARM + E (east) + ST (street) is beside them.
    assert!(words_only(shown_in(dir, &["charade", "armest"])).is_empty());
    let got = shown_in(dir, &["charade", "armest", "--min-score-len", "3=40"]);
    assert_eq!(words_only(got), ["ARM + EST"]);
    let (code, _, err) = crate::common::isolated::run_in(
        dir,
        &["wordplay", "anagram", "stream", "--min-score-len", "3:40"],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("LEN=SCORE"), "{err}");
}

#[test]
fn config_min_score_by_length_reaches_wordplay_and_the_flag_overrides_it() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("config")).expect("config dir");
    std::fs::write(
        dir.join("config/config.toml"),
        "min_score = 50\nmin_score_by_length = { 3 = 40 }\n",
    )
    .expect("config");
    assert_eq!(shown_in(dir, &["anagram", "stream"]), ["MASTER", "ARM EST"]);
    assert_eq!(
        words_only(shown_in(dir, &["charade", "armest"])),
        ["ARM + EST"]
    );
    let got = shown_in(dir, &["anagram", "stream", "--min-score-len", "3=50"]);
    assert_eq!(got, ["MASTER"], "the flag is over the config");
}

/// The `shown` column of `wordplay ARGS --json` over the built-in list.
fn shown(args: &[&str]) -> Vec<String> {
    answers(&json(args))
}

#[test]
fn setters_parts_make_the_charades_a_new_user_tried() {
    let first = |entry: &str| {
        shown(&["charade", entry])
            .first()
            .cloned()
            .unwrap_or_default()
    };
    assert_eq!(first("strange"), "ST (street) + RANGE");
    assert_eq!(first("there"), "T (time) + HERE");
    assert_eq!(first("layered"), "LAYER + ED (editor)");
    assert_eq!(first("steamer"), "STEAM + ER (hesitation)");
    let got = shown(&["container", "parsnip"]);
    assert!(
        got.iter().any(|s| s.contains("PP (pages) around ARS + NI")),
        "{got:?}"
    );
    let doc = json(&["charade", "strange"]);
    assert_eq!(doc["results"][0]["parts"][0]["abbreviation"], "street");
}

#[test]
fn zero_results_name_what_the_minimum_keeps_out() {
    let (code, out, _) = run(&["hidden", "?????", "spend a vital hour"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        out.trim(),
        "0 results (1 below the minimum score: DAVIT 46 — --min-score 40 shows them)"
    );
    let got = shown(&["hidden", "?????", "spend a vital hour", "--min-score", "40"]);
    assert_eq!(got, ["DAVIT (across 3 words)"]);
}

#[test]
fn homophones_spoonerisms_letters_and_adjusted_anagrams() {
    assert!(shown(&["homophone", "knights"]).contains(&"sounds like NIGHTS".to_string()));
    assert!(
        shown(&["spoonerism", "jelly", "bean"]).contains(&"BELLY JEAN → JELLY BEAN".to_string())
    );
    assert!(shown(&["alternate", "bat"]).contains(&"odd letters of BEAST".to_string()));
    assert!(shown(&["letters", "hot", "apple", "pie"]).contains(&"first letters: HAP".to_string()));
    let got = shown(&["anagram", "department", "--less", "t"]);
    assert!(got.contains(&"DAMN PETER".to_string()), "{got:?}");
    let (code, _, err) = run(&["anagram", "department", "--less", "z"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("Z is not in"), "{err}");
}

#[test]
fn clues_are_drafted_with_a_definition_a_parse_and_the_enumeration() {
    let (code, out, err) = run(&["clues", "department", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let drafts: serde_json::Value = serde_json::from_str(&out).expect("json");
    let drafts = drafts.as_array().expect("array");
    assert!(!drafts.is_empty());
    for d in drafts {
        let clue = d["clue"].as_str().expect("clue");
        assert!(clue.ends_with("(10)"), "{clue}");
        assert!(!clue.to_lowercase().contains("department"), "{clue}");
        assert!(d["definition"].is_string() && d["score"].is_u64());
        assert!(
            d["parse"]
                .as_str()
                .expect("parse")
                .starts_with("definition: ")
        );
    }
    let (code, out, _) = run(&["clues", "qqqzx"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("0 drafts: WordNet does not know it"), "{out}");
}

#[test]
fn about_carries_the_pronunciations_notice() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path())
        .arg("about")
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("CMU Pronouncing"), "{text}");
    assert!(text.contains("Carnegie Mellon University"), "{text}");
}
