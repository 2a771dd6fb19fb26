//! Drafted clues over the built-in list and WordNet: the named examples, and for a sample of
//! answers every draft reproduces its answer from its parse, passes the engine's check, and
//! never shows the answer in its surface.

use gridwright::words::MinScores;
use gridwright::words::meaning;
use gridwright::words::wordplay::{Drafter, Indicators, Recipe, Sounds, Wordplay, enumeration_of};

fn spell(w: &[u8]) -> String {
    w.iter().map(|&l| char::from(b'A' + l)).collect()
}

/// The letters a recipe makes, worked out here apart from the engine (a homophone's are the
/// words it sounds like; an anagram's, its fodder sorted).
fn made(recipe: &Recipe) -> String {
    match recipe {
        Recipe::Anagram(words) => {
            let mut l: Vec<u8> = words.concat();
            l.sort_unstable();
            spell(&l)
        }
        Recipe::Charade(parts) => spell(&parts.concat()),
        Recipe::Container { outer, inner, at } => {
            spell(&[&outer[..*at], inner.as_slice(), &outer[*at..]].concat())
        }
        Recipe::Reversal(parts) => spell(&parts.concat().into_iter().rev().collect::<Vec<_>>()),
        Recipe::Homophone(words) => words.concat(),
        Recipe::Deletion { word, at, len } => spell(&[&word[..*at], &word[at + len..]].concat()),
    }
}

#[test]
fn drafts_reproduce_their_answers_and_never_show_them() {
    let index = crate::common::builtin::index();
    let meanings = meaning::builtin().expect("meanings");
    let sounds = Sounds::builtin().expect("sounds");
    let indicators = Indicators::builtin();
    let wp = Wordplay::setters(index, &MinScores::uniform(50));
    let d = Drafter {
        wordplay: &wp,
        meanings: &meanings,
        sounds: &sounds,
        indicators: &indicators,
    };
    let answers = [
        "department",
        "strange",
        "there",
        "layered",
        "steamer",
        "article",
        "absence",
        "success",
        "nostalgia",
        "dormitory",
        "parsnip",
        "knights",
        "carpet",
        "reward",
        "master",
        "lecturers",
    ];
    let mut drafted = 0;
    for answer in answers {
        let key = answer.to_uppercase();
        let guard = meanings.answer_guard(&key).expect("guard");
        for draft in d.drafts(answer, None).expect("drafts") {
            drafted += 1;
            assert_eq!(d.verify(&draft, answer), Ok(()), "{draft:?}");
            assert!(!guard.mentions(&draft.clue), "{draft:?}");
            let got = made(&draft.recipe);
            match &draft.recipe {
                Recipe::Anagram(_) => {
                    let mut k: Vec<char> = key.chars().collect();
                    k.sort_unstable();
                    assert_eq!(got, k.into_iter().collect::<String>(), "{draft:?}");
                }
                Recipe::Homophone(words) => {
                    let ws: Vec<&str> = words.iter().map(String::as_str).collect();
                    assert!(sounds.alike(&key, &ws) && got != key, "{draft:?}");
                }
                _ => assert_eq!(got, key, "{draft:?}"),
            }
            let suffix = format!("({})", enumeration_of(answer).expect("enum"));
            assert!(draft.clue.ends_with(&suffix), "{draft:?}");
            assert!(
                draft
                    .parse
                    .starts_with(&format!("definition: {}", draft.definition))
            );
            assert!(
                draft.clue.contains(&draft.definition)
                    || draft
                        .clue
                        .to_lowercase()
                        .contains(&draft.definition.to_lowercase())
            );
        }
    }
    assert!(drafted >= 3 * answers.len(), "{drafted} drafts");
    // DEPARTMENT drafts an anagram of two words with its indicator.
    let dep = d.drafts("department", None).expect("drafts");
    assert!(dep.iter().any(|x| x.parse.contains("anagram (")), "{dep:?}");
    assert_eq!(enumeration_of("abel tasman").as_deref(), Some("4,6"));
    assert_eq!(
        enumeration_of("jack-in-the-box").as_deref(),
        Some("4-2-3-3")
    );
}
