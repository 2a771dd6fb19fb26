//! Helpers shared by the studio tests.

use gridwright::fill::WordTables;
use gridwright::grid::Alphabet;
use gridwright::tui::app::StudioWords;
use gridwright::words::{Lexicon, WordIndex};
use std::sync::Arc;

/// Studio words from a small `WORD;SCORE` list, all scores admitted.
pub fn studio_words(list: &[u8]) -> StudioWords {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("test", list);
    let index = WordIndex::build(&lex).expect("index");
    let tables = Arc::new(WordTables::from_index(&index, 0));
    StudioWords { index, tables }
}
