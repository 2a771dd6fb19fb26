//! Drafted clues over the built-in list and WordNet: the named examples, and for a sample of
//! answers every draft reproduces its answer from its parse, passes the engine's check, and
//! never shows the answer in its surface.

use gridwright::words::MinScores;
use gridwright::words::meaning;
use gridwright::words::wordplay::{
    DefinedBy, Drafter, Indicators, NoDraft, Recipe, Sounds, Wordplay, enumeration_of,
};
use std::sync::OnceLock;

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
        // The letters from inside the first word to inside the last that read as a listed
        // word of the answer's length: checked against the answer by the caller.
        Recipe::Hidden(words) => spell(&words.concat()),
        Recipe::Spoonerism { from, onsets } => {
            let ([a, b], [oa, ob]) = (from, *onsets);
            spell(&[&b[..ob], &a[oa..], &a[..oa], &b[ob..]].concat())
        }
    }
}

/// Whether the hidden fodder `words` (spelled) hides `key` across a word break, each word
/// giving some of it.
fn hides(words: &[Vec<u8>], key: &str) -> bool {
    let spelled: Vec<String> = words.iter().map(|w| spell(w)).collect();
    let all = spelled.concat();
    let (first, last) = (spelled[0].len(), spelled[spelled.len() - 1].len());
    all.match_indices(key).any(|(at, _)| {
        at > 0 && at < first && at + key.len() > all.len() - last && at + key.len() < all.len()
    })
}

/// Drafts `answer` and checks every draft apart from the engine: its recipe makes the
/// answer (worked out here), the engine's own check passes, the surface never shows the
/// answer and ends with the enumeration, and the parse names the definition the surface
/// holds. Returns how many drafts there were.
fn checked_drafts(d: &Drafter, answer: &str) -> usize {
    let key = answer.to_uppercase().replace(' ', "");
    let guard = d.meanings.answer_guard(&key).expect("guard");
    let drafts = d.drafts(answer, None).expect("drafts");
    for draft in &drafts {
        assert_eq!(d.verify(draft, answer), Ok(()), "{draft:?}");
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
                assert!(d.sounds.alike(&key, &ws) && got != key, "{draft:?}");
            }
            Recipe::Hidden(words) => assert!(hides(words, &key), "{draft:?}"),
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
            draft
                .clue
                .to_lowercase()
                .contains(&draft.definition.to_lowercase()),
            "{draft:?}"
        );
    }
    drafts.len()
}

/// Runs `f` with a drafter over the built-in list, meanings, sounds and indicators (read
/// once for the whole test binary).
fn with_builtin_drafter(f: impl FnOnce(&Drafter)) {
    static MEANINGS: OnceLock<meaning::Meanings> = OnceLock::new();
    static SOUNDS: OnceLock<Sounds> = OnceLock::new();
    let index = crate::common::builtin::index();
    let meanings = MEANINGS.get_or_init(|| meaning::builtin().expect("meanings"));
    let sounds = SOUNDS.get_or_init(|| Sounds::builtin().expect("sounds"));
    let indicators = Indicators::builtin();
    let wp = Wordplay::setters(index, &MinScores::uniform(50));
    let d = Drafter {
        wordplay: &wp,
        meanings,
        sounds,
        indicators: &indicators,
    };
    f(&d);
}

#[test]
fn drafts_reproduce_their_answers_and_never_show_them() {
    with_builtin_drafter(|d| {
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
            // Known only in another form, or through a compound's head or a derivation.
            "ritzier",
            "earlobes",
            "bassists",
            "jamaicans",
            "malevolently",
            "bus trip",
            "firecrest",
            "shampooers",
        ];
        let drafted: usize = answers.iter().map(|a| checked_drafts(d, a)).sum();
        assert!(drafted >= 3 * answers.len(), "{drafted} drafts");
        // DEPARTMENT drafts an anagram of two words with its indicator.
        let dep = d.drafts("department", None).expect("drafts");
        assert!(dep.iter().any(|x| x.parse.contains("anagram (")), "{dep:?}");
        assert_eq!(enumeration_of("abel tasman").as_deref(), Some("4,6"));
        assert_eq!(
            enumeration_of("jack-in-the-box").as_deref(),
            Some("4-2-3-3")
        );
    });
}

/// Hidden-word and spoonerism drafts, and answers WordNet knows only in another form: a
/// phrase with an inflected word (BACKS OFF from BACK OFF, TAPERS OFF from TAPER OFF), whose
/// definitions take the same form.
#[test]
fn hidden_spoonerism_and_other_forms_draft() {
    with_builtin_drafter(|d| {
        let hidden = d.drafts("davit", None).expect("drafts");
        let h = hidden
            .iter()
            .find(|x| matches!(x.recipe, Recipe::Hidden(_)))
            .unwrap_or_else(|| panic!("no hidden draft: {hidden:?}"));
        let Recipe::Hidden(words) = &h.recipe else {
            unreachable!()
        };
        assert!(hides(words, "DAVIT"), "{h:?}");
        assert!(h.parse.contains("hidden ("), "{h:?}");
        assert_eq!(d.verify(h, "davit"), Ok(()));

        let spoon = d.drafts("jelly bean", None).expect("drafts");
        let s = spoon
            .iter()
            .find(|x| matches!(x.recipe, Recipe::Spoonerism { .. }))
            .unwrap_or_else(|| panic!("no spoonerism draft: {spoon:?}"));
        assert_eq!(made(&s.recipe), "JELLYBEAN", "{s:?}");
        assert!(s.parse.contains("spoonerism of BELLY"), "{s:?}");
        assert!(s.clue.ends_with("(5,4)"), "{s:?}");
        assert_eq!(d.verify(s, "jelly bean"), Ok(()));

        for (answer, enumeration) in [("BACKSOFF", "5,3"), ("TAPERSOFF", "6,3")] {
            assert!(
                d.meanings.senses(answer).is_empty(),
                "{answer} is known as spelled"
            );
            let drafts = d.drafts(answer, Some(enumeration)).expect("drafts");
            assert!(!drafts.is_empty(), "{answer}: no drafts");
            assert!(d.knows(answer, Some(enumeration)), "{answer}");
            for x in &drafts {
                assert_eq!(d.verify(x, answer), Ok(()), "{x:?}");
                assert!(x.clue.ends_with(&format!("({enumeration})")), "{x:?}");
            }
        }
        // BACKS OFF is defined as it is inflected: "bows out", not "bow out".
        let backs = d.drafts("backs off", None).expect("drafts");
        assert!(
            backs.iter().all(|x| x
                .definition
                .split(' ')
                .next()
                .is_some_and(|w| w.ends_with('s'))),
            "{backs:?}"
        );
        assert!(!d.knows("qqqq zzzz", None));
    });
}

/// Whether a definition is in the form an answer's case asks for.
type FormCheck = fn(&str) -> bool;

/// Answers WordNet knows only as an inflection of its lemma are defined in the answer's
/// form: a comparative for -IER, plurals for plurals (a name's too), an adverb by its
/// adjective's synonyms made adverbs.
#[test]
fn inflections_are_defined_in_the_answers_form() {
    with_builtin_drafter(|d| {
        let cases: [(&str, FormCheck); 5] = [
            ("ritzier", |x| x.starts_with("more ") || x.ends_with("er")),
            ("earlobes", |x| x.ends_with('s')),
            ("bassists", |x| x.ends_with('s')),
            ("jamaicans", |x| x.ends_with('s')),
            ("malevolently", |x| x.ends_with("ly")),
        ];
        for (answer, form) in cases {
            let a = d.attempt(answer, None).expect("attempt");
            assert_eq!(a.defined_by, DefinedBy::WordNet, "{answer}");
            assert!(!a.drafts.is_empty(), "{answer}: {a:?}");
            assert_eq!(a.why_none(), None);
            for x in &a.drafts {
                assert!(form(&x.definition), "{answer}: {x:?}");
                assert_eq!(d.verify(x, answer), Ok(()), "{x:?}");
            }
        }
    });
}

/// Answers WordNet lacks: a compound is defined by the kinds its head is of (a BUS TRIP is
/// a journey), a derived form by its base's words in that form (SHAMPOOERS: washers), and
/// neither shows a part of the answer in its surface.
#[test]
fn compounds_and_derived_forms_draft_through_their_head_and_base() {
    with_builtin_drafter(|d| {
        for (answer, by, definition, parts) in [
            (
                "bus trip",
                DefinedBy::Compound,
                "journey",
                &["bus", "trip"][..],
            ),
            ("firecrest", DefinedBy::Compound, "", &["fire", "crest"][..]),
            (
                "shampooers",
                DefinedBy::Derived,
                "washers",
                &["shampoo"][..],
            ),
            ("adherer", DefinedBy::Derived, "", &["adhere"][..]),
        ] {
            assert!(
                d.meanings.senses(answer).is_empty(),
                "{answer} is in WordNet"
            );
            let a = d.attempt(answer, None).expect("attempt");
            assert_eq!(a.defined_by, by, "{answer}");
            assert!(!a.drafts.is_empty(), "{answer}: {a:?}");
            assert!(d.knows(answer, None), "{answer}");
            if !definition.is_empty() {
                assert!(
                    a.drafts.iter().any(|x| x.definition == definition),
                    "{answer}: {a:?}"
                );
            }
            for x in &a.drafts {
                assert_eq!(d.verify(x, answer), Ok(()), "{x:?}");
                let words: Vec<String> = x
                    .clue
                    .split(|c: char| !c.is_alphabetic())
                    .map(str::to_lowercase)
                    .collect();
                for part in parts {
                    assert!(!words.iter().any(|w| w.starts_with(part)), "{x:?}");
                }
            }
        }
        // An idiom of function words is no compound; a word of no known parts, nothing.
        assert_eq!(
            d.attempt("full of beans", None)
                .expect("attempt")
                .defined_by,
            DefinedBy::Nothing
        );
        let none = d.attempt("qqqq zzzz", None).expect("attempt");
        assert_eq!(none.why_none(), Some(NoDraft::Unknown));
        assert!(
            d.attempt("department", None)
                .expect("a")
                .why_none()
                .is_none()
        );
    });
}

/// The built-in list's words of 4–12 letters scored 50 or more, in index order.
fn listed_answers() -> &'static [String] {
    static ANSWERS: OnceLock<Vec<String>> = OnceLock::new();
    ANSWERS.get_or_init(|| {
        let mut out = Vec::new();
        crate::common::builtin::index().for_each(|w, score| {
            if (4..=12).contains(&w.len()) && score >= 50 {
                out.push(spell(w));
            }
        });
        out
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]
    /// For answers drawn from the whole list, every draft the engine offers passes the
    /// checks of `checked_drafts`.
    #[test]
    fn every_draft_of_a_listed_answer_reproduces_it(n in 0usize..1_000_000) {
        let answers = listed_answers();
        let answer = answers[n % answers.len()].to_lowercase();
        with_builtin_drafter(|d| {
            checked_drafts(d, &answer);
        });
    }
}
