//! Homophones, spoonerisms and alternate letters against brute force over a small random list
//! (pronunciations made up for it: the check is the search, not the dictionary).

use gridwright::grid::Alphabet;
use gridwright::words::wordplay::{Selection, Sounds, Wordplay};
use gridwright::words::{Lexicon, MinScores, WordIndex};
use proptest::prelude::*;
use std::collections::BTreeMap;

fn build(entries: &[(String, u8)]) -> (WordIndex, BTreeMap<Vec<u8>, u8>) {
    let text: String = entries.iter().map(|(w, s)| format!("{w};{s}\n")).collect();
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("t", text.as_bytes());
    let index = WordIndex::build(&lex).expect("index");
    let mut list = BTreeMap::new();
    index.for_each(|w, s| {
        list.insert(w.to_vec(), s);
    });
    (index, list)
}

fn enc(s: &str) -> Vec<u8> {
    s.bytes().map(|b| b.to_ascii_uppercase() - b'A').collect()
}

fn spell(w: &[u8]) -> String {
    w.iter().map(|&l| char::from(b'A' + l)).collect()
}

fn entries() -> impl Strategy<Value = Vec<(String, u8)>> {
    prop::collection::vec(("[a-e]{1,5}", 0u8..=100), 1..50)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::common::brute::cases(64)))]

    #[test]
    fn homophones_are_every_word_or_pair_said_alike(
        es in entries(),
        said in prop::collection::vec(("[a-e]{1,5}", "[xyz]{1,3}"), 1..40),
        entry in "[a-e]{1,5}",
        min in 0u8..80,
    ) {
        let (index, list) = build(&es);
        let mins = MinScores::uniform(min);
        let wp = Wordplay::setters(&index, &mins);
        let text: String = said.iter().map(|(w, c)| format!("{} {c}\n", w.to_uppercase())).collect();
        let sounds = Sounds::read(&text).expect("sounds");
        let key = entry.to_uppercase();
        let mut got: Vec<Vec<String>> = wp.homophones(&sounds, &entry).unwrap().into_iter()
            .map(|h| h.parts.iter().map(|p| spell(&p.word)).collect()).collect();
        got.sort();
        let ok = |w: &String| list.get(&enc(w)).is_some_and(|&s| s >= min);
        let ways = |w: &str| -> Vec<String> {
            said.iter().filter(|(x, _)| x.to_uppercase() == w).map(|(_, c)| c.clone()).collect()
        };
        let words: Vec<String> = said.iter().map(|(w, _)| w.to_uppercase()).collect();
        let mut want: Vec<Vec<String>> = Vec::new();
        for s in ways(&key) {
            for a in &words {
                if *a != key && ok(a) && ways(a).contains(&s) {
                    want.push(vec![a.clone()]);
                }
                for b in &words {
                    let two = format!("{a}{b}");
                    let alike = ways(a).iter().any(|x| ways(b).iter().any(|y| format!("{x}{y}") == s));
                    if two != key && ok(a) && ok(b) && alike {
                        want.push(vec![a.clone(), b.clone()]);
                    }
                }
            }
        }
        want.sort();
        want.dedup();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn alternates_and_selections(es in entries(), entry in "[a-e]{1,3}", phrase in prop::collection::vec("[a-e]{1,4}", 1..4), min in 0u8..80) {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &MinScores::uniform(min));
        let e = enc(&entry);
        let mut got: Vec<(Vec<u8>, bool)> = wp.alternates(&entry).unwrap().into_iter()
            .map(|a| (a.word.word, a.selection == Selection::Odd)).collect();
        got.sort();
        let mut want = Vec::new();
        for (w, &s) in &list {
            if s < min {
                continue;
            }
            let odd: Vec<u8> = w.iter().step_by(2).copied().collect();
            let even: Vec<u8> = w.iter().skip(1).step_by(2).copied().collect();
            if odd == e {
                want.push((w.clone(), true));
            }
            if even == e {
                want.push((w.clone(), false));
            }
        }
        want.sort();
        prop_assert_eq!(got, want);
        let text = phrase.join(" ");
        let got = wp.selections(&text).unwrap();
        let firsts: Vec<u8> = phrase.iter().map(|w| enc(w)[0]).collect();
        let lasts: Vec<u8> = phrase.iter().map(|w| *enc(w).last().unwrap()).collect();
        prop_assert_eq!(&got[0].letters, &firsts);
        prop_assert_eq!(&got[1].letters, &lasts);
        for s in &got {
            let want = list.get(&s.letters).copied().filter(|&x| x >= min);
            prop_assert_eq!(s.score, want);
        }
    }

    #[test]
    fn spoonerisms_swap_the_first_sounds(es in entries(), a in "[a-e]{1,4}", b in "[a-e]{1,4}", min in 0u8..80) {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &MinScores::uniform(min));
        let got: Vec<(String, String)> = wp.spoonerisms(&format!("{a} {b}")).unwrap().into_iter()
            .map(|s| (spell(&s.from[0].word), spell(&s.from[1].word))).collect();
        let ok = |w: &str| list.get(&enc(w)).is_some_and(|&s| s >= min);
        let onset = |w: &str| w.find(|c: char| "aeiou".contains(c)).unwrap_or(w.len());
        let (oa, ob) = (onset(&a), onset(&b));
        let na = format!("{}{}", &b[..ob], &a[oa..]);
        let nb = format!("{}{}", &a[..oa], &b[ob..]);
        let swapped = (oa > 0 || ob > 0) && a[..oa] != b[..ob];
        let want: Vec<(String, String)> = if swapped && ok(&a) && ok(&b) && ok(&na) && ok(&nb) {
            vec![(na.to_uppercase(), nb.to_uppercase())]
        } else {
            Vec::new()
        };
        prop_assert_eq!(got, want);
    }
}
