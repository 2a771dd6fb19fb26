//! Property test: over random answer lists, seeds, beams and size bounds, every layout obeys
//! the validator (adjacency, crossings, connectivity, each answer once, numbering, JSON).

use gridwright::layout::{self, Options, validate};
use proptest::prelude::*;

/// A list of distinct answers over a few letters (so most share one) plus a rare-letter tail.
fn answers() -> impl Strategy<Value = Vec<String>> {
    let word = proptest::collection::vec(
        prop_oneof![8 => proptest::sample::select(b"AEIOURSTLN".to_vec()), 1 => b'B'..=b'Z'],
        2..11,
    )
    .prop_map(|w| String::from_utf8(w).unwrap_or_default());
    proptest::collection::vec(word, 2..22).prop_map(|mut ws| {
        let mut seen = std::collections::HashSet::new();
        ws.retain(|w| seen.insert(w.clone()));
        ws
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn every_layout_is_valid(
        words in answers(),
        seed in any::<u64>(),
        beam in 1usize..12,
        restarts in 1usize..4,
        shuffle in any::<bool>(),
        max_w in 4usize..30,
        max_h in 10usize..30,
    ) {
        let text: String = words.iter().map(|w| format!("{w}\tclue for {w}\n")).collect();
        let list = layout::parse(&text, "prop", max_w.max(max_h)).unwrap();
        let opts = Options { max_width: max_w, max_height: max_h, beam, restarts, seed, shuffle, ..Options::default() };
        match layout::lay_out(&list, &opts) {
            Ok(l) => {
                let v = validate::validate(&list, &l);
                prop_assert!(v.is_empty(), "{:?}\n{}", v, layout::render_text(&list, &l));
                let doc = layout::json::to_json(&list, &l);
                let v = validate::validate_json(&list, &l, &doc);
                prop_assert!(v.is_empty(), "{:?}", v);
                prop_assert!(l.arrangement.width <= max_w && l.arrangement.height <= max_h);
                prop_assert_eq!(l.words.len() + l.unplaced.len(), list.entries.len());
                // Same options, same layout.
                let again = layout::lay_out(&list, &opts).unwrap();
                prop_assert_eq!(again.puzzle, l.puzzle);
            }
            Err(layout::LayoutError::NothingPlaced { .. }) => {
                // Only when no two answers could be made to cross.
                let words: Vec<Vec<u8>> = list.entries.iter().map(|e| e.letters.clone()).collect();
                let a = layout::arrange(&words, &opts);
                prop_assert!(a.placements.len() < 2);
            }
            Err(e) => prop_assert!(false, "unexpected error {}", e),
        }
    }
}

/// A long list (60 to 500 answers) of distinct pseudo-words over English letter weights.
fn long_list() -> impl Strategy<Value = Vec<String>> {
    let letter = prop_oneof![
        12 => proptest::sample::select(b"EAIONRTLS".to_vec()),
        4 => proptest::sample::select(b"CDUGMPHBY".to_vec()),
        1 => proptest::sample::select(b"FKVWXZJQ".to_vec()),
    ];
    let word = proptest::collection::vec(letter, 3..13)
        .prop_map(|w| String::from_utf8(w).unwrap_or_default());
    proptest::collection::vec(word, 60..500).prop_map(|mut ws| {
        let mut seen = std::collections::HashSet::new();
        ws.retain(|w| seen.insert(w.clone()));
        ws
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn long_lists_are_valid_and_placed(words in long_list(), seed in any::<u64>()) {
        let text: String = words.iter().map(|w| format!("{w}\n")).collect();
        let list = layout::parse(&text, "long", 255).unwrap();
        let opts = Options { seed, ..Options::default() };
        let l = layout::lay_out(&list, &opts).unwrap();
        let v = validate::validate(&list, &l);
        prop_assert!(v.is_empty(), "{:?}", v);
        let doc = layout::json::to_json(&list, &l);
        let v = validate::validate_json(&list, &l, &doc);
        prop_assert!(v.is_empty(), "{:?}", v);
        prop_assert_eq!(l.words.len() + l.unplaced.len(), list.entries.len());
        // Pseudo-words over common letters always share one: nearly all must go in.
        prop_assert!(l.unplaced.len() * 20 <= list.entries.len(), "{} unplaced", l.unplaced.len());
    }
}
