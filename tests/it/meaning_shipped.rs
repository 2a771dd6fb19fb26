//! The shipped meaning index: the thesaurus finds what a constructor would ask for, and clue
//! ideas never give the answer away.

use gridwright::words::meaning::{self, Closeness, IdeaKind, Meanings};
use proptest::prelude::*;
use std::sync::OnceLock;

fn index() -> &'static Meanings {
    crate::common::meanings()
}

/// Every entry of the built-in list that the index knows (itself or a base form).
fn known_entries() -> &'static [String] {
    static CELL: OnceLock<Vec<String>> = OnceLock::new();
    CELL.get_or_init(|| {
        let text = std::str::from_utf8(gridwright::words::source::DEFAULT_LIST).expect("utf-8");
        text.lines()
            .filter_map(|l| l.split_once(';').map(|(w, _)| w.to_string()))
            .filter(|w| index().knows(w))
            .collect()
    })
}

/// The forms of `answer` a clue must not hold: itself, its regular inflections, a word that
/// contains it (UNHAPPY for HAPPY, from four letters up), and itself written in parts.
fn gives_away(text: &str, answer: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(|w| meaning::key_of(w).unwrap_or_default())
        .collect();
    let mut forms: Vec<String> = ["", "S", "ES", "ED", "D", "ING", "ER", "EST", "LY", "NESS"]
        .iter()
        .map(|s| format!("{answer}{s}"))
        .collect();
    for cut in ["Y", "E"] {
        if let Some(stem) = answer.strip_suffix(cut) {
            for s in ["IES", "IED", "IER", "IEST", "ILY", "INESS", "ING", "ED"] {
                forms.push(format!("{stem}{s}"));
            }
        }
    }
    let in_one = words
        .iter()
        .any(|w| forms.contains(w) || (answer.len() >= 4 && w.contains(answer)));
    let in_parts = (0..words.len())
        .any(|i| (i + 2..=(i + 4).min(words.len())).any(|j| words[i..j].concat() == answer));
    in_one || in_parts
}

#[test]
fn the_index_covers_most_of_the_built_in_list() {
    let known = known_entries().len();
    assert!(known > 60_000, "only {known} entries have meaning data");
    assert!(index().knows("ICECREAM") && index().knows("SPICES"));
}

#[test]
fn like_spice_finds_saffron_and_like_happy_finds_glad_and_merry() {
    let spice = index().related("spice").expect("known");
    let saffron = spice.get("SAFFRON").expect("SAFFRON is like SPICE");
    assert_eq!(saffron.closeness, Closeness::SisterTerm);
    let happy = index().related("happy").expect("known");
    let glad = happy.get("GLAD").expect("GLAD is like HAPPY");
    let merry = happy.get("MERRY").expect("MERRY is like HAPPY");
    assert_eq!(glad.closeness, Closeness::Synonym);
    // Words with no tie to HAPPY are not returned at all, so every related match outranks them.
    for unrelated in ["TABLE", "STONE", "OCEAN", "RADAR"] {
        assert!(
            happy.get(unrelated).is_none(),
            "{unrelated} is not like HAPPY"
        );
    }
    assert!(glad.rank() < merry.rank());
    assert!(matches!(
        index().related("qwzx"),
        Err(meaning::MeaningError::Unknown(_))
    ));
}

#[test]
fn clue_ideas_come_back_for_phrases_and_inflections() {
    let ice = index().clue_ideas("ICECREAM");
    assert!(!ice.is_empty());
    assert!(ice.iter().any(|i| i.kind == IdeaKind::KindOf), "{ice:?}");
    let happy = index().clue_ideas("HAPPY");
    let texts: Vec<&str> = happy.iter().map(|i| i.text.as_str()).collect();
    assert!(texts.contains(&"Glad"), "{texts:?}");
    assert!(texts.contains(&"\"A ___ smile\""), "{texts:?}");
    // A verb's gloss is put in the entry's form: SPICED clues read in the past tense.
    let spiced = index().clue_ideas("SPICED");
    assert!(
        spiced.iter().any(|i| i.text.starts_with("Seasoned")),
        "{spiced:?}"
    );
}

#[test]
fn no_clue_idea_holds_its_answer_anywhere_in_a_sweep() {
    let known = known_entries();
    let mut ideas = 0;
    for answer in known.iter().step_by(7) {
        for idea in index().clue_ideas(answer) {
            assert!(!gives_away(&idea.text, answer), "{answer}: {:?}", idea.text);
            ideas += 1;
        }
    }
    assert!(ideas > 10_000, "only {ideas} ideas in the sweep");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn clue_ideas_never_hold_their_answer(i in 0usize..1_000_000, suffix in prop::sample::select(vec!["", "S", "ED", "ING", "ER"])) {
        let known = known_entries();
        let answer = format!("{}{suffix}", known[i % known.len()]);
        for idea in index().clue_ideas(&answer) {
            prop_assert!(!gives_away(&idea.text, &answer), "{}: {:?}", answer, idea.text);
        }
    }
}
