//! Known examples over a small list.

use super::*;
use crate::words::Lexicon;
use crate::words::pattern::Pattern;

fn index(list: &str) -> WordIndex {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("t", list.as_bytes());
    WordIndex::build(&lex).expect("index")
}

const LIST: &str = "MASTER;60\nSTREAM;70\nTAMERS;40\nCAR;60\nPET;55\nCARPET;65\nCARP;50\nET;30\n\
PAP;45\nRSNI;50\nPARSNIP;60\nCAT;70\nTAB;50\nARM;50\nEST;40\nTOPIC;50\nHAND;50\nAT;40\n\
REWARD;55\nDRAWER;60\nCARPETS;50\nSCARPET;30\nRED;60\nTAPE;60\nREDTAPE;60\nPEAR;50\nTED;50\n";

/// The tools over `idx` with list words only, no short parts table.
fn plain<'a>(idx: &'a WordIndex, mins: &MinScores) -> Wordplay<'a> {
    Wordplay::with_parts(idx, mins, Parts::none())
}

fn spell(w: &[u8]) -> String {
    Alphabet::latin().spell(w)
}

#[test]
fn master_is_an_anagram_of_stream_and_the_fodder_itself_is_not() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(0));
    let r = wp
        .anagrams("stream", &AnagramOptions::default())
        .expect("ok");
    let got: Vec<String> = r.iter().map(|a| spell(&a.answer())).collect();
    assert_eq!(
        got,
        ["MASTER", "TAMERS", "ARMEST"],
        "ARM + EST ties TAMERS at 40, one part first"
    );
    let r = wp
        .anagrams(
            "streams",
            &AnagramOptions {
                partial: true,
                min_len: 6,
                ..AnagramOptions::default()
            },
        )
        .expect("ok");
    let first = &r[0];
    assert_eq!(spell(&first.answer()), "STREAM");
    assert_eq!(spell(&first.leftover), "S");
    assert!(r.iter().any(|a| spell(&a.answer()) == "MASTER"));
}

#[test]
fn two_word_anagrams_of_a_phrase_and_a_fitted_order() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(0));
    let r = wp
        .anagrams("pear, ted", &AnagramOptions::default())
        .expect("ok");
    let got: Vec<String> = r
        .iter()
        .map(|a| {
            a.parts
                .iter()
                .map(|p| spell(&p.word))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert!(got.contains(&"REDTAPE".to_string()), "{got:?}");
    assert!(got.contains(&"RED TAPE".to_string()), "{got:?}");
    // The fodder's own words are no anagram.
    assert!(!got.contains(&"PEAR TED".to_string()), "{got:?}");
    let fit = Pattern::parse("T??????", idx.alphabet()).expect("pattern");
    let r = wp
        .anagrams(
            "red tape",
            &AnagramOptions {
                fit: Some(fit),
                ..AnagramOptions::default()
            },
        )
        .expect("ok");
    let got: Vec<String> = r.iter().map(|a| spell(&a.answer())).collect();
    // RED TAPE is the fodder itself; TED PEAR is the one order of a pair that fits.
    assert_eq!(got, ["TEDPEAR"]);
}

#[test]
fn car_pet_is_a_charade_and_parsnip_a_container() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(0));
    let r = wp.charades("carpet", 3, 2).expect("ok");
    let got: Vec<Vec<String>> = r
        .iter()
        .map(|c| c.parts.iter().map(|p| spell(&p.word)).collect())
        .collect();
    assert_eq!(got, [vec!["CAR", "PET"], vec!["CARP", "ET"]]);
    let r = wp.containers("parsnip", 2).expect("ok");
    assert_eq!(r.len(), 1);
    assert_eq!(
        (spell(&r[0].outer.word), spell(&r[0].inner.word), r[0].at),
        ("PAP".into(), "RSNI".into(), 2)
    );
}

#[test]
fn hidden_words_cross_boundaries_and_read_back() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(0));
    let p = Pattern::parse("???", idx.alphabet()).expect("p");
    let r = wp.hidden(&p, "topic at hand", false).expect("ok");
    let cat = r.iter().find(|h| spell(&h.word) == "CAT").expect("CAT");
    assert_eq!(
        (cat.direction, cat.start, cat.words_spanned),
        (Direction::Forwards, 4, 2)
    );
    // "pick a table" hides TAB inside one word, but no CAT (its C and AT are apart).
    let r = wp.hidden(&p, "pick a table", false).expect("ok");
    let got: Vec<(String, Direction)> = r.iter().map(|h| (spell(&h.word), h.direction)).collect();
    assert_eq!(got, [("TAB".to_string(), Direction::Forwards)]);
    assert!(wp.hidden(&p, "pick a table", true).expect("ok").is_empty());
    // A whole word of the phrase is not hidden.
    let r = wp.hidden(&p, "the cat", false).expect("ok");
    assert!(r.iter().all(|h| spell(&h.word) != "CAT"));
}

#[test]
fn deletions_and_reversals() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(0));
    let r = wp.deletions("carpet", 2).expect("ok");
    let got: Vec<(String, DeletionKind)> =
        r.iter().map(|d| (spell(&d.word.word), d.kind)).collect();
    assert_eq!(
        got,
        [
            ("CARPETS".into(), DeletionKind::Tail),
            ("SCARPET".into(), DeletionKind::Head)
        ]
    );
    let r = wp.reversal("reward").expect("ok").expect("DRAWER");
    assert_eq!(spell(&r.word.word), "DRAWER");
    assert_eq!(wp.reversal("pap").expect("ok"), None);
}

#[test]
fn min_score_and_bad_letters() {
    let idx = index(LIST);
    let wp = plain(&idx, &MinScores::uniform(50));
    let r = wp
        .anagrams("stream", &AnagramOptions::default())
        .expect("ok");
    assert_eq!(r.len(), 1, "TAMERS is below 50");
    let e = wp.anagrams("str3am", &AnagramOptions::default());
    assert!(e.is_ok(), "digits are not letters: they separate");
    let e = wp.anagrams("strüam", &AnagramOptions::default());
    assert!(e.is_ok(), "ü folds to U");
    let e = wp
        .anagrams("strαam", &AnagramOptions::default())
        .expect_err("greek");
    assert!(e.to_string().contains("'α' at character 4"), "{e}");
    let e = wp
        .anagrams(" - ", &AnagramOptions::default())
        .expect_err("empty");
    assert!(e.to_string().contains("no letters"), "{e}");
}

/// Minimums `default` with `by_length` set apart.
fn mins(default: u8, by_length: &[(usize, u8)]) -> MinScores {
    MinScores {
        default,
        by_length: by_length.iter().copied().collect(),
    }
}

#[test]
fn each_word_is_kept_by_the_minimum_of_its_own_length() {
    let idx = index(LIST);
    let answers = |m: &MinScores| -> Vec<String> {
        plain(&idx, m)
            .anagrams("stream", &AnagramOptions::default())
            .expect("ok")
            .iter()
            .map(|a| spell(&a.answer()))
            .collect()
    };
    // TAMERS and EST both score 40: six letters at 40 keep TAMERS, EST (three) stays out.
    assert_eq!(answers(&mins(50, &[(6, 40)])), ["MASTER", "TAMERS"]);
    // Three letters at 40 let ARM + EST in, and TAMERS is below the default.
    assert_eq!(answers(&mins(50, &[(3, 40)])), ["MASTER", "ARMEST"]);
    // A container's outer PAP (three letters, 45) and inner RSNI (four, 50).
    let wp = plain(&idx, &mins(50, &[(3, 45)]));
    assert_eq!(wp.containers("parsnip", 2).expect("ok").len(), 1);
    let wp = plain(&idx, &mins(45, &[(3, 46)]));
    assert!(wp.containers("parsnip", 2).expect("ok").is_empty());
    // CARP + ET: the two-letter ET (30) goes at 2=31, CAR + PET stays at the default 0.
    let wp = plain(&idx, &mins(0, &[(2, 31)]));
    let r = wp.charades("carpet", 3, 2).expect("ok");
    let got: Vec<Vec<String>> = r
        .iter()
        .map(|c| c.parts.iter().map(|p| spell(&p.word)).collect())
        .collect();
    assert_eq!(got, [vec!["CAR", "PET"]]);
    // Deletions and reversals judge the longer word and the reversed one by their lengths.
    let wp = plain(&idx, &mins(0, &[(7, 50)]));
    let r = wp.deletions("carpet", 2).expect("ok");
    let got: Vec<String> = r.iter().map(|d| spell(&d.word.word)).collect();
    assert_eq!(got, ["CARPETS"], "SCARPET (30) is below seven letters' 50");
    let wp = plain(&idx, &mins(0, &[(6, 61)]));
    assert_eq!(wp.reversal("reward").expect("ok"), None, "DRAWER is 60");
    // Hidden words: CAT (70) across "topic at hand" goes at 3=71.
    let p = Pattern::parse("???", idx.alphabet()).expect("p");
    let wp = plain(&idx, &mins(0, &[(3, 71)]));
    assert!(
        wp.hidden(&p, "topic at hand", false)
            .expect("ok")
            .is_empty()
    );
    let wp = plain(&idx, &mins(71, &[(3, 70)]));
    let r = wp.hidden(&p, "topic at hand", false).expect("ok");
    assert_eq!(spell(&r[0].word), "CAT");
}

#[test]
fn the_built_in_tables_parse_whole() {
    let a = Alphabet::latin();
    let parts = Parts::builtin(&a);
    // Every non-comment line parses (duplicates merge).
    let lines = ABBREVIATIONS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    for line in lines {
        let letters = line.split(' ').next().unwrap_or_default();
        let enc = a.encode(letters).expect("A-Z");
        assert!(parts.get(&enc).is_some(), "{line}");
    }
    assert!(parts.len() > 300, "{}", parts.len());
    let st = parts.get(&a.encode("ST").expect("ST")).expect("ST");
    assert_eq!(st.meanings[..3], ["street", "saint", "stone"]);
    let ind = Indicators::builtin();
    assert!(ind.len() > 300, "{}", ind.len());
    for d in Device::ALL {
        assert!(!ind.of(d).is_empty(), "{d:?} has no indicators");
    }
    assert_eq!(
        ind.of(Device::Anagram)[0].apply(&["pretend mat"]),
        "mixed pretend mat"
    );
    assert_eq!(Indicator("~ holding ~").apply(&["a", "b"]), "a holding b");
}

#[test]
fn table_parts_join_charades_containers_and_reversals_ranked_below_words() {
    let idx = index("RANGE;69\nSTRANGE;66\nHERE;71\nLAYER;65\nPAP;62\nARS;57\nSTAR;60\nRATS;60\n");
    let wp = Wordplay::setters(&idx, &MinScores::uniform(50));
    let a = Alphabet::latin();
    let shown = |parts: &[Part]| {
        parts
            .iter()
            .map(|p| p.label(&a))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    let r = wp.charades("strange", 3, 2).expect("ok");
    assert_eq!(shown(&r[0].parts), "ST (street) + RANGE");
    let r = wp.charades("there", 3, 2).expect("ok");
    assert_eq!(shown(&r[0].parts), "T (time) + HERE");
    // HERE is THERE's only list word: every split of it takes a table part.
    assert!(r.iter().all(|c| abbreviations_in(&c.parts) >= 1));
    let r = wp.charades("layered", 3, 2).expect("ok");
    assert_eq!(shown(&r[0].parts), "LAYER + ED (editor)");
    let r = wp.containers("parsnip", 2).expect("ok");
    assert!(
        r.iter()
            .any(|c| shown(std::slice::from_ref(&c.outer)) == "PP (pages)"
                && shown(&c.inner_parts) == "ARS + NI (Northern Ireland)"),
        "{:?}",
        r.iter()
            .map(|c| (shown(std::slice::from_ref(&c.outer)), shown(&c.inner_parts)))
            .collect::<Vec<_>>()
    );
    let r = wp.reversals("star", 2, 2).expect("ok");
    assert_eq!(shown(&r[0].parts), "RATS");
    let r = wp.deletions("range", 1).expect("ok");
    let s = r.iter().find(|d| spell(&d.word.word) == "STRANGE");
    assert!(s.is_none(), "two letters off is past a run of one");
}
