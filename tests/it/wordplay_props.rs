//! Each wordplay tool against brute force over a small random list of five letters, with
//! random minimum scores by length (each word kept when it reaches its length's minimum).

use gridwright::grid::Alphabet;
use gridwright::words::wordplay::{AnagramOptions, Direction, Wordplay};
use gridwright::words::{Lexicon, MinScores, Pattern, WordIndex};
use proptest::prelude::*;
use std::collections::BTreeMap;

type List = BTreeMap<Vec<u8>, u8>;

fn word() -> impl Strategy<Value = String> {
    "[a-e]{1,5}"
}

/// A list of up to 60 words with scores, as the index holds it.
fn build(entries: &[(String, u8)]) -> (WordIndex, List) {
    let text: String = entries.iter().map(|(w, s)| format!("{w};{s}\n")).collect();
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("t", text.as_bytes());
    let index = WordIndex::build(&lex).expect("index");
    let mut list = List::new();
    index.for_each(|w, s| {
        list.insert(w.to_vec(), s);
    });
    (index, list)
}

fn entries() -> impl Strategy<Value = Vec<(String, u8)>> {
    prop::collection::vec((word(), 0u8..=100), 1..60)
}

fn enc(s: &str) -> Vec<u8> {
    s.bytes()
        .filter(u8::is_ascii_alphabetic)
        .map(|b| b.to_ascii_uppercase() - b'A')
        .collect()
}

fn sorted(w: &[u8]) -> Vec<u8> {
    let mut v = w.to_vec();
    v.sort_unstable();
    v
}

/// A default minimum below 80 and up to four of the lengths 1–6 set apart (0–100).
fn mins() -> impl Strategy<Value = MinScores> {
    (
        0u8..80,
        prop::collection::btree_map(1usize..=6, 0u8..=100, 0..4),
    )
        .prop_map(|(default, by_length)| MinScores { default, by_length })
}

/// Whether `w` is listed at or above the minimum of its length.
fn ok(list: &List, mins: &MinScores, w: &[u8]) -> bool {
    list.get(w).is_some_and(|&s| s >= mins.for_len(w.len()))
}

fn listed<'a>(list: &'a List, mins: &MinScores) -> Vec<&'a Vec<u8>> {
    list.iter()
        .filter(|(w, s)| **s >= mins.for_len(w.len()))
        .map(|(w, _)| w)
        .collect()
}

/// The short parts table read on its own: letters to their best score.
fn table() -> BTreeMap<Vec<u8>, u8> {
    let mut t = BTreeMap::new();
    for line in gridwright::words::wordplay::ABBREVIATIONS.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut f = line.split(' ');
        let (Some(w), Some(s)) = (f.next(), f.next()) else {
            continue;
        };
        let s: u8 = s.parse().expect("score");
        let e = t.entry(enc(w)).or_insert(s);
        *e = (*e).max(s);
    }
    t
}

/// Every split of `e` into `min`..=`max` pieces that `part` accepts.
fn compositions<F>(e: &[u8], min: usize, max: usize, part: &F) -> Vec<Vec<(Vec<u8>, bool)>>
where
    F: Fn(&[u8]) -> Option<(Vec<u8>, bool)>,
{
    let n = e.len();
    let mut out = Vec::new();
    for mask in 0u32..(1 << (n - 1)) {
        let mut pieces = Vec::new();
        let mut start = 0;
        for i in 1..=n {
            if i == n || mask & (1 << (i - 1)) != 0 {
                pieces.push(&e[start..i]);
                start = i;
            }
        }
        if !(min..=max).contains(&pieces.len()) {
            continue;
        }
        let parts: Option<Vec<(Vec<u8>, bool)>> = pieces.iter().map(|p| part(p)).collect();
        if let Some(parts) = parts {
            out.push(parts);
        }
    }
    out
}

/// Whether `small` is a sub-multiset of `big`; the rest when it is.
fn minus(big: &[u8], small: &[u8]) -> Option<Vec<u8>> {
    let mut rest = sorted(big);
    for l in small {
        let i = rest.iter().position(|x| x == l)?;
        rest.remove(i);
    }
    Some(rest)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::common::brute::cases(64)))]

    #[test]
    fn anagrams_full_and_two_entries(es in entries(), fodder in prop::collection::vec(word(), 1..3), mins in mins(), min_len in 1usize..3) {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &mins);
        let text = fodder.join(" ");
        let f = enc(&text);
        let mut own: Vec<Vec<u8>> = fodder.iter().map(|w| enc(w)).collect();
        own.sort();
        let opts = AnagramOptions { min_len, ..AnagramOptions::default() };
        let mut got: Vec<Vec<Vec<u8>>> = wp.anagrams(&text, &opts).unwrap().into_iter().map(|a| {
            let mut p: Vec<Vec<u8>> = a.parts.into_iter().map(|p| p.word).collect();
            p.sort();
            p
        }).collect();
        got.sort();
        let words = listed(&list, &mins);
        let mut want = Vec::new();
        for a in &words {
            if a.len() >= min_len && sorted(a) == sorted(&f) && own != [a.to_vec()] {
                want.push(vec![a.to_vec()]);
            }
            for b in &words {
                let pair = vec![a.to_vec(), b.to_vec()];
                if a <= b && a.len() >= min_len && b.len() >= min_len
                    && sorted(&[a.as_slice(), b.as_slice()].concat()) == sorted(&f) && pair != own {
                    want.push(pair);
                }
            }
        }
        want.sort();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn anagrams_partial_and_fitted(es in entries(), fodder in "[a-e]{1,7}", mins in mins(), fit in "[a-e?]{1,6}") {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &mins);
        let f = enc(&fodder);
        let opts = AnagramOptions { partial: true, min_len: 1, ..AnagramOptions::default() };
        let mut got: Vec<(Vec<u8>, Vec<u8>)> = wp.anagrams(&fodder, &opts).unwrap().into_iter()
            .map(|a| (a.answer(), a.leftover)).collect();
        got.sort();
        let mut want: Vec<(Vec<u8>, Vec<u8>)> = listed(&list, &mins).into_iter()
            .filter(|w| **w != f)
            .filter_map(|w| Some((w.clone(), minus(&f, w)?)))
            .collect();
        want.sort();
        prop_assert_eq!(got, want);
        // Fitted to a pattern: single entries and ordered pairs whose letters match it.
        let p = Pattern::parse(&fit, index.alphabet()).unwrap();
        let opts = AnagramOptions { fit: Some(p.clone()), min_len: 1, ..AnagramOptions::default() };
        let mut got: Vec<Vec<Vec<u8>>> = wp.anagrams(&fodder, &opts).unwrap().into_iter()
            .map(|a| a.parts.into_iter().map(|p| p.word).collect()).collect();
        got.sort();
        let words = listed(&list, &mins);
        let mut want = Vec::new();
        for a in &words {
            if sorted(a) == sorted(&f) && **a != f && p.matches(a) {
                want.push(vec![a.to_vec()]);
            }
            for b in &words {
                let both = [a.as_slice(), b.as_slice()].concat();
                if sorted(&both) == sorted(&f) && p.matches(&both) {
                    want.push(vec![a.to_vec(), b.to_vec()]);
                }
            }
        }
        want.sort();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn hidden_words_both_ways(es in entries(), phrase in prop::collection::vec(word(), 1..5), mins in mins(), pat in "[a-e?]{1,5}|\\*|[a-e]\\*") {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &mins);
        let text = phrase.join(" ");
        let p = Pattern::parse(&pat, index.alphabet()).unwrap();
        let mut got: Vec<(Vec<u8>, bool, usize)> = wp.hidden(&p, &text, false).unwrap().into_iter()
            .map(|h| (h.word, h.direction == Direction::Reversed, h.start)).collect();
        got.sort();
        let letters = enc(&text);
        let mut word_of = Vec::new();
        for (i, w) in phrase.iter().enumerate() {
            word_of.extend(std::iter::repeat_n(i, w.len()));
        }
        let n = letters.len();
        let mut want = Vec::new();
        for lo in 0..n {
            for hi in lo..n {
                let whole = word_of[lo] == word_of[hi]
                    && (lo == 0 || word_of[lo - 1] != word_of[lo])
                    && (hi + 1 == n || word_of[hi + 1] != word_of[hi]);
                if whole {
                    continue;
                }
                let fwd = letters[lo..=hi].to_vec();
                let back: Vec<u8> = fwd.iter().rev().copied().collect();
                for (w, rev) in [(fwd, false), (back, true)] {
                    if ok(&list, &mins, &w) && p.matches(&w) {
                        want.push((w, rev, lo));
                    }
                }
            }
        }
        want.sort();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn charades_containers_deletions_reversals(es in entries(), entry in "[a-e]{1,8}", mins in mins(), max_parts in 2usize..4, min_part in 1usize..3, max_run in 1usize..3) {
        let (index, list) = build(&es);
        let wp = Wordplay::setters(&index, &mins);
        let e = enc(&entry);
        let n = e.len();
        let ok = |w: &[u8]| ok(&list, &mins, w);
        let table = table();
        // A part: a list word of min_part letters or more, else a table part at its
        // length's minimum (a table part ignores min_part).
        let part = |w: &[u8]| -> Option<(Vec<u8>, bool)> {
            if w.len() >= min_part && ok(w) {
                return Some((w.to_vec(), false));
            }
            let s = table.get(w)?;
            (*s >= mins.for_len(w.len())).then(|| (w.to_vec(), true))
        };
        // Charades: every composition into 2..=max_parts parts.
        let mut got: Vec<Vec<(Vec<u8>, bool)>> = wp.charades(&entry, max_parts, min_part).unwrap().into_iter()
            .map(|c| c.parts.into_iter().map(|p| (p.word, p.abbrev.is_some())).collect()).collect();
        got.sort();
        let mut want: Vec<Vec<(Vec<u8>, bool)>> = compositions(&e, 2, max_parts, &part);
        want.sort();
        prop_assert_eq!(got, want);
        // Containers: an outer part with letters on both sides round one or two parts.
        let mut got: Vec<(Vec<u8>, Vec<Vec<u8>>, usize)> = wp.containers(&entry, min_part).unwrap().into_iter()
            .map(|c| (c.outer.word, c.inner_parts.into_iter().map(|p| p.word).collect(), c.at)).collect();
        got.sort();
        let mut want = Vec::new();
        for i in 1..n {
            for j in i + 1..n {
                let outer = [&e[..i], &e[j..]].concat();
                if part(&outer).is_none() {
                    continue;
                }
                for inner in compositions(&e[i..j], 1, 2, &part) {
                    want.push((outer.clone(), inner.into_iter().map(|p| p.0).collect(), i));
                }
            }
        }
        want.sort();
        prop_assert_eq!(got, want);
        // Deletions: listed words that lose one run of up to max_run letters, the run
        // labelled when it is a table part.
        let mut got: Vec<(Vec<u8>, bool)> = wp.deletions(&entry, max_run).unwrap().into_iter()
            .map(|d| (d.word.word, d.removed_abbrev.is_some() == table.contains_key(&d.removed))).collect();
        got.sort();
        let want: Vec<(Vec<u8>, bool)> = listed(&list, &mins).into_iter().filter(|w| {
            let k = w.len().saturating_sub(n);
            (1..=max_run).contains(&k) && w.len() == n + k
                && (0..=n).any(|p| w[..p] == e[..p] && w[p + k..] == e[p..])
        }).map(|w| (w.clone(), true)).collect();
        prop_assert_eq!(got, want);
        let back: Vec<u8> = e.iter().rev().copied().collect();
        let want = (back != e && ok(&back)).then_some(back.clone());
        prop_assert_eq!(wp.reversal(&entry).unwrap().map(|r| r.word.word), want);
        // Reversals: the entry backwards as one list word or 2..=max_parts parts.
        let mut got: Vec<Vec<Vec<u8>>> = wp.reversals(&entry, max_parts, min_part).unwrap().into_iter()
            .map(|r| r.parts.into_iter().map(|p| p.word).collect()).collect();
        got.sort();
        let mut want: Vec<Vec<Vec<u8>>> = if back == e { Vec::new() } else {
            compositions(&back, 1, max_parts, &part).into_iter()
                .filter(|c| c.len() > 1 || !c[0].1)
                .map(|c| c.into_iter().map(|p| p.0).collect()).collect()
        };
        want.sort();
        prop_assert_eq!(got, want);
    }
}
