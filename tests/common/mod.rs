//! Helpers shared by the studio tests.

use gridwright::grid::Alphabet;
use gridwright::tui::app::StudioWords;
use gridwright::words::{Lexicon, WordIndex};

/// Studio words from a small `WORD;SCORE` list, all scores admitted.
pub fn studio_words(list: &[u8]) -> StudioWords {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("test", list);
    let index = WordIndex::build(&lex).expect("index");
    StudioWords::new(index, 0)
}
