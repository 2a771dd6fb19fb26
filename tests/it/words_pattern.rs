//! Pattern queries against a brute-force filter, and messy list files end to end.

use gridwright::grid::Alphabet;
use gridwright::words::{Lexicon, Pattern, WordIndex, WordTables};
use proptest::prelude::*;

/// A small alphabet slice keeps random patterns matching something often.
const LETTERS: &[u8] = b"ABCDEIRST";

fn word() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(LETTERS), 1..8)
        .prop_map(|v| String::from_utf8(v).expect("ascii"))
}

fn pattern() -> impl Strategy<Value = String> {
    let elem = prop_oneof![
        4 => prop::sample::select(LETTERS).prop_map(|c| (c as char).to_string()),
        3 => Just("?".to_string()),
        1 => Just(".".to_string()),
        1 => Just("*".to_string()),
        1 => prop::collection::vec(prop::sample::select(LETTERS), 1..4)
            .prop_map(|v| format!("[{}]", String::from_utf8(v).expect("ascii"))),
        1 => prop::collection::vec(prop::sample::select(LETTERS), 1..4)
            .prop_map(|v| format!("[^{}]", String::from_utf8(v).expect("ascii").to_lowercase())),
    ];
    prop::collection::vec(elem, 1..7).prop_map(|v| v.concat())
}

/// An independent matcher: regex-free recursive descent over the raw pattern text.
fn brute(pat: &[u8], word: &[u8]) -> bool {
    match pat.first() {
        None => word.is_empty(),
        Some(b'*') => (0..=word.len()).any(|k| brute(&pat[1..], &word[k..])),
        Some(b'[') => {
            let close = pat.iter().position(|&c| c == b']').expect("closed set");
            let (neg, body) = match pat[1] {
                b'^' => (true, &pat[2..close]),
                _ => (false, &pat[1..close]),
            };
            let Some(&c) = word.first() else { return false };
            let inside = body.iter().any(|b| b.eq_ignore_ascii_case(&c));
            inside != neg && brute(&pat[close + 1..], &word[1..])
        }
        Some(&p) => {
            let Some(&c) = word.first() else { return false };
            (p == b'?' || p == b'.' || p.eq_ignore_ascii_case(&c)) && brute(&pat[1..], &word[1..])
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn index_query_equals_brute_force(
        words in prop::collection::vec((word(), 0u8..=100), 1..120),
        pat in pattern(),
        min in 0u8..=100,
    ) {
        let a = Alphabet::latin();
        let mut lex = Lexicon::new(a.clone());
        for (w, s) in &words {
            lex.insert(a.encode(w).expect("latin"), *s);
        }
        let idx = WordIndex::build(&lex).expect("index");
        let p = Pattern::parse(&pat, &a).expect("generated patterns are valid");
        let got = idx.query(&p, min, usize::MAX);
        let mut want: Vec<(String, u8)> = lex
            .iter()
            .map(|(w, s)| (a.spell(w), s))
            .filter(|(w, s)| *s >= min && brute(pat.as_bytes(), w.as_bytes()))
            .collect();
        want.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
        let total = got.total;
        let got: Vec<(String, u8)> = got.matches.iter().map(|m| (a.spell(&m.word), m.score)).collect();
        prop_assert_eq!(&got, &want);
        // The bitset tables answer fixed-length patterns the same way, limit and total too,
        // whether they hold every word or only those at the minimum (as the studio's do).
        for floor in [0, min] {
            match WordTables::from_index(&idx, floor).query(&p, min, 5) {
                Some(fast) => {
                    prop_assert!(p.fixed_len().is_some());
                    prop_assert_eq!(fast.total, total);
                    let fast: Vec<(String, u8)> =
                        fast.matches.iter().map(|m| (a.spell(&m.word), m.score)).collect();
                    prop_assert_eq!(&fast[..], &want[..want.len().min(5)]);
                }
                None => prop_assert!(p.fixed_len().is_none()),
            }
        }
    }
}

#[test]
fn messy_list_file_loads_with_the_right_warnings() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("messy.dict");
    let mut bytes = b"\xEF\xBB\xBFzebra;70\r\nice cream;55\r\n".to_vec();
    bytes.extend_from_slice(
        b"bad;score\r\n\x00\x01\xff\xfe\r\nzebra;20\r\nover;101\r\n  \r\nnaive\r\n",
    );
    std::fs::write(&path, &bytes).expect("write");
    let mut lex = Lexicon::new(Alphabet::latin());
    let warnings = lex.add_file(&path).expect("reads");
    let a = Alphabet::latin();
    let entries: Vec<(String, u8)> = lex.iter().map(|(w, s)| (a.spell(w), s)).collect();
    assert_eq!(
        entries,
        [
            ("ICECREAM".into(), 55),
            ("NAIVE".into(), 50),
            ("ZEBRA".into(), 70)
        ]
    );
    let lines: Vec<usize> = warnings.iter().map(|w| w.line).collect();
    assert_eq!(lines, [3, 4, 5, 6]);
    assert!(
        warnings[0]
            .to_string()
            .starts_with(&format!("{}:3:", path.display()))
    );
    assert!(warnings[2].message.contains("duplicate"));
}

#[test]
fn bitset_tables_leave_star_and_overlong_patterns_to_the_fst() {
    let a = Alphabet::latin();
    let mut lex = Lexicon::new(a.clone());
    let long = "A".repeat(30);
    for (w, s) in [
        ("STARRED", 50),
        ("SHIRRED", 60),
        ("STEERED", 55),
        ("SOARING", 60),
        (long.as_str(), 50),
    ] {
        lex.insert(a.encode(w).expect("latin"), s);
    }
    let idx = WordIndex::build(&lex).expect("index");
    let tables = WordTables::from_index(&idx, 0);
    let p = Pattern::parse("s???r??", &a).expect("pattern");
    let got = tables.query(&p, 0, 10).expect("fixed length");
    let words: Vec<String> = got.matches.iter().map(|m| a.spell(&m.word)).collect();
    assert_eq!(words, ["SHIRRED", "STEERED", "STARRED"]);
    assert_eq!(got, idx.query(&p, 0, 10));
    assert!(
        tables
            .query(&Pattern::parse("s*", &a).expect("pattern"), 0, 10)
            .is_none()
    );
    // Grids go past 29 now: a 30-letter entry is tabled like any other.
    let thirty = Pattern::parse(&"?".repeat(30), &a).expect("pattern");
    assert_eq!(
        tables.query(&thirty, 0, 10),
        Some(idx.query(&thirty, 0, 10))
    );
    assert_eq!(idx.query(&thirty, 0, 10).total, 1);
    // A pattern longer than any grid side does not parse at all.
    assert!(Pattern::parse(&"?".repeat(256), &a).is_err());
}
