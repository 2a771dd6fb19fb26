//! Real answers with their clues from published puzzles other tools wrote (the vendored
//! puzpy corpus), for layout tests and benches.

use gridwright::formats;
use std::path::Path;

/// Published puzzles of the puzpy corpus, read in this order.
const PUZZLES: [&str; 4] = [
    "nyt_nov0596.puz",
    "washpost.puz",
    "wsj110624.puz",
    "av110622.puz",
];

/// The first `n` distinct answers of the puzzles, as "ANSWER<TAB>clue" lines.
pub fn real_answers(n: usize) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/puz/puzpy");
    let mut seen = std::collections::HashSet::new();
    let mut lines = String::new();
    for name in PUZZLES {
        let puzzle = formats::read_path(&dir.join(name)).expect("a vendored puzzle reads");
        for slot in puzzle.slots().all() {
            let Some(answer) = slot.answer(&puzzle.grid, &puzzle.alphabet) else {
                continue;
            };
            let clue = puzzle.clue(slot.number, slot.direction).unwrap_or("");
            if seen.len() < n && seen.insert(answer.clone()) {
                lines.push_str(&format!("{answer}\t{}\n", clue.replace('\t', " ")));
            }
        }
    }
    assert_eq!(seen.len(), n, "the corpus holds {n} distinct answers");
    lines
}
