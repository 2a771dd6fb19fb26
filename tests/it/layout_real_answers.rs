//! 100 real answers, with their clues, from published puzzles other tools wrote (the vendored
//! puzpy corpus): every one is placed, and the layout passes the validator.

use crate::common::real_answers;

use gridwright::layout::{self, Options, validate};
use real_answers::real_answers;

#[test]
fn a_hundred_real_answers_are_all_placed_and_valid() {
    let text = real_answers(100);
    let list = layout::parse(&text, "real100", 255).expect("the answers parse");
    assert_eq!(list.entries.len(), 100);
    let l = layout::lay_out(&list, &Options::default()).expect("a layout");
    assert!(l.unplaced.is_empty(), "unplaced: {:?}", l.unplaced);
    assert_eq!(l.words.len(), 100);
    let problems = validate::validate(&list, &l);
    assert!(problems.is_empty(), "{problems:?}");
    let doc = layout::json::to_json(&list, &l);
    let problems = validate::validate_json(&list, &l, &doc);
    assert!(problems.is_empty(), "{problems:?}");
}
