//! Thesaurus depth (issue 33): `--like bird` reaches kinds of kinds (SPARROW is two steps
//! below BIRD: bird → passerine → sparrow), ranked nearer first and said with the step
//! between ("kind of bird (passerine)").

use crate::common;
use crate::common::isolated::gridwright_in;

use gridwright::grid::Alphabet;
use gridwright::words::Pattern;
use gridwright::words::meaning::{Closeness, MAX_KIND_DEPTH};

/// How each of `words` relates to `like` in the shipped WordNet, as the studio and
/// `query --like` say it.
fn described(like: &str, words: &[&str]) -> Vec<Option<String>> {
    let related = common::meanings().related(like).expect("known word");
    words
        .iter()
        .map(|w| related.get(w).map(|r| r.describe()))
        .collect()
}

#[test]
fn bird_reaches_sparrow_two_steps_down_and_says_how() {
    assert_eq!(
        described("bird", &["SPARROW"]),
        [Some("kind of bird (passerine)".to_string())]
    );
    let tmp = tempfile::tempdir().expect("tmp");
    let out = gridwright_in(tmp.path())
        .args(["query", "s???r??", "--like", "bird", "--json"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("json");
    let matches = doc["matches"].as_array().expect("matches");
    let sparrow = matches
        .iter()
        .find(|m| m["word"] == "SPARROW")
        .expect("SPARROW found");
    assert_eq!(sparrow["relation"], "kind of bird (passerine)");
}

/// Hand-checked against WordNet 3.1: a passerine and a bird of prey are kinds of bird; a
/// sparrow is a passerine, an eagle a bird of prey; BIRD is not its own relation.
#[test]
fn kinds_rank_nearer_first_against_a_hand_checked_list() {
    let got = described("bird", &["PASSERINE", "SPARROW", "EAGLE", "BIRD"]);
    assert_eq!(
        got,
        [
            Some("kind of bird".to_string()),
            Some("kind of bird (passerine)".to_string()),
            Some("kind of bird (bird of prey)".to_string()),
            None,
        ]
    );
    let related = common::meanings().related("bird").expect("known");
    let alphabet = Alphabet::latin();
    let pattern = Pattern::parse("*", &alphabet).expect("pattern");
    let (result, relations) = related.fitting(&alphabet, &pattern, |_| Some(50), 0, 100_000);
    assert_eq!(result.matches.len(), relations.len());
    // Closer first all the way down, and no deeper than the walk's bound.
    assert!(relations.windows(2).all(|w| w[0].rank() <= w[1].rank()));
    assert!(relations.iter().all(|r| r.depth <= MAX_KIND_DEPTH));
    let at = |word: &str| {
        result
            .matches
            .iter()
            .position(|m| alphabet.spell(&m.word) == word)
            .unwrap_or_else(|| panic!("{word} is related to bird"))
    };
    assert!(at("PASSERINE") < at("SPARROW"));
    let sparrow = &relations[at("SPARROW")];
    assert_eq!(
        (sparrow.closeness, sparrow.depth),
        (Closeness::KindOfKind, 2)
    );
}
