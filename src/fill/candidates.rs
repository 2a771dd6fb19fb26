//! Live candidates for one entry: the words that fit its letters, those that leave every
//! crossing entry a word first, ranked by how much room they leave the crossings
//! ([`rank`](super::rank)) and then by score; the rest after them, by score.

use super::rank::{CrossingCounts, Fit};
use crate::grid::{Grid, SlotId, Slots};
use crate::words::tables::{WordTable, WordTables};

/// Candidates for an entry.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Candidates {
    /// The best viable words with their scores, at most the limit asked for: most room for
    /// the crossings first, then best score.
    pub words: Vec<(Vec<u8>, u8)>,
    /// The room each of `words` leaves its crossings, in the same order.
    pub fits: Vec<Fit>,
    /// Words that fit the letters but leave a crossing no word, best score first, at most
    /// the limit asked for: listed after `words`, dimmed.
    pub dead: Vec<(Vec<u8>, u8)>,
    /// How many words fit the entry's letters.
    pub matching: usize,
    /// How many of those also leave every crossing entry a word.
    pub viable: usize,
    /// The entry runs through a rebus the alphabet cannot spell (a digit, a symbol): no
    /// word can fill it, and autofill leaves it as it is.
    pub skipped: bool,
}

impl Candidates {
    /// How many words the list shows: the viable ones, then the dead ones.
    pub fn listed(&self) -> usize {
        self.words.len() + self.dead.len()
    }

    /// The `i`th word listed with its score and, for a viable one, its fit.
    pub fn get(&self, i: usize) -> Option<(&[u8], u8, Option<Fit>)> {
        match self.words.get(i) {
            Some((w, s)) => Some((w, *s, self.fits.get(i).copied())),
            None => self
                .dead
                .get(i - self.words.len())
                .map(|(w, s)| (w.as_slice(), *s, None)),
        }
    }
}

/// An open square of an entry and the entry crossing it there.
pub(crate) struct OpenCrossing {
    /// The square's offset in the entry's letters.
    pub k: usize,
    /// The crossing entry.
    pub other: SlotId,
    /// The crossing entry's letters (rebus squares spelled).
    pub letters: Vec<Option<u8>>,
    /// The shared square's offset in the crossing entry's letters.
    pub q: usize,
}

/// Every open square of `slot` (its `letters`) that another entry crosses, with that entry:
/// where a candidate's letter meets a crossing's options.
pub(crate) fn open_crossings(
    grid: &Grid,
    slots: &Slots,
    slot: SlotId,
    letters: &[Option<u8>],
    tables: &WordTables,
) -> Vec<OpenCrossing> {
    let s = slots.get(slot);
    let mut out = Vec::new();
    for (&p, k) in s.cells.iter().zip(s.offsets(grid)) {
        if letters.get(k).is_none_or(|l| l.is_some()) {
            continue;
        }
        let (a, d) = slots.crossing(p);
        let Some(other) = (if a == Some(slot) { d } else { a }) else {
            continue;
        };
        let o = slots.get(other);
        let Ok(ol) = o.spelled(grid, tables.alphabet()) else {
            continue;
        };
        let i = o.cells.iter().position(|&c| c == p).unwrap_or(0);
        out.push(OpenCrossing {
            k,
            other,
            letters: ol,
            q: o.offsets(grid)[i],
        });
    }
    out
}

/// The words of `table` matching per-square letters (`None` = open), as a bitset.
pub fn matching(table: &WordTable, letters: &[Option<u8>]) -> Vec<u64> {
    let mut dom = table.full();
    for (k, l) in letters.iter().enumerate() {
        if let Some(c) = *l {
            for (d, b) in dom.iter_mut().zip(table.letter_bits(k, c)) {
                *d &= b;
            }
        }
    }
    dom
}

/// The letters a crossing entry can still take at its square `k`.
fn crossing_support(table: &WordTable, letters: &[Option<u8>], k: usize, alpha: usize) -> u64 {
    let dom = matching(table, letters);
    let mut mask = 0u64;
    for c in 0..alpha.min(64) as u8 {
        if dom
            .iter()
            .zip(table.letter_bits(k, c))
            .any(|(d, b)| d & b != 0)
        {
            mask |= 1 << c;
        }
    }
    mask
}

/// Candidates for `slot` in `grid`, at most `limit` of them listed.
///
/// An entry through a rebus gets words of its full length with the rebus's letters in
/// place; an entry through a rebus the alphabet cannot spell gets none and is marked
/// [`Candidates::skipped`].
pub fn candidates(
    grid: &Grid,
    slots: &Slots,
    slot: SlotId,
    tables: &WordTables,
    limit: usize,
) -> Candidates {
    let s = slots.get(slot);
    let Ok(letters) = s.spelled(grid, tables.alphabet()) else {
        return Candidates {
            skipped: true,
            ..Candidates::default()
        };
    };
    let table = tables.of_len(letters.len());
    let dom = matching(&table, &letters);
    let allowed = crossing_masks(grid, slots, slot, &letters, tables);
    let counts = CrossingCounts::of(grid, slots, slot, &letters, tables);
    let mut out = Candidates::default();
    let mut viable: Vec<(u32, Fit)> = Vec::new();
    for (b, &bits) in dom.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            let id = (b * 64) as u32 + bits.trailing_zeros();
            bits &= bits - 1;
            out.matching += 1;
            let w = table.word(id);
            if w.iter().zip(&allowed).all(|(&c, &m)| m & (1 << c) != 0) {
                viable.push((id, counts.fit(w)));
            } else if out.dead.len() < limit {
                // Ids run best score first, so the first dead words are the best.
                out.dead.push((w.to_vec(), table.score(id)));
            }
        }
    }
    out.viable = viable.len();
    // Ids are in score order (ties alphabetical), so the id breaks ties by score; equal
    // products must compare equal although their sums of logarithms can differ in the last
    // bit, so the key is rounded. Only the listed best are sorted.
    let key = |&(id, fit): &(u32, Fit)| (std::cmp::Reverse(fit.key()), id);
    if viable.len() > limit && limit > 0 {
        viable.select_nth_unstable_by_key(limit - 1, key);
    }
    viable.truncate(limit);
    viable.sort_unstable_by_key(key);
    for (id, fit) in viable {
        out.words.push((table.word(id).to_vec(), table.score(id)));
        out.fits.push(fit);
    }
    out
}

/// Per word position of `slot` (whose letters are `letters`): the letters the entry crossing
/// it there can still take, all letters where nothing crosses, the square is filled, or the
/// crossing entry runs through a rebus no word spells.
pub(super) fn crossing_masks(
    grid: &Grid,
    slots: &Slots,
    slot: SlotId,
    letters: &[Option<u8>],
    tables: &WordTables,
) -> Vec<u64> {
    let mut allowed: Vec<u64> = vec![u64::MAX; letters.len()];
    for c in open_crossings(grid, slots, slot, letters, tables) {
        let ot = tables.of_len(c.letters.len());
        allowed[c.k] = crossing_support(&ot, &c.letters, c.q, tables.alpha());
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Direction, text::parse_grid};
    use crate::words::{Lexicon, WordIndex};

    #[test]
    fn crossing_aware_filtering_hides_dead_words() {
        let a = Alphabet::latin();
        let mut lex = Lexicon::new(a.clone());
        // Down entries through row 0 must start with the across word's letters.
        lex.add_list(
            "t",
            b"CAT;60\nCOT;50\nDOG;40\nCXX;10\nAAA;20\nTTT;20\nOOO;20\nGGG;20\n",
        );
        let idx = WordIndex::build(&lex).expect("index");
        let tables = WordTables::from_index(&idx, 0);
        let g = parse_grid("...\n...\n...\n", &a).expect("grid");
        let slots = Slots::of(&g);
        let one_across = slots.find(1, Direction::Across).expect("1A");
        let c = candidates(&g, &slots, one_across, &tables, 10);
        assert_eq!(c.matching, 8);
        let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
        // X starts no down word, so CXX is hidden; ranking is by score.
        assert!(!words.contains(&"CXX".to_string()));
        assert_eq!(&words[..3], ["CAT", "COT", "DOG"]);
        assert_eq!(c.viable, c.words.len());
    }

    #[test]
    fn an_entry_through_a_rebus_gets_words_of_its_full_length() {
        let a = Alphabet::latin();
        let mut lex = Lexicon::new(a.clone());
        // 1A is {ST}?? (four letters, ST first); 2D crosses it at its last square, word
        // position 3. STEW is dead: no three-letter word starts with W. SEM would fit if
        // the rebus were one letter.
        lex.add_list(
            "t",
            b"STEM;60\nSTAB;55\nSTEW;50\nSTOP;45\nSEM;90\nMOB;50\nBIT;50\nPAT;40\n",
        );
        let tables = WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0);
        let g = parse_grid("{ST}..\n##.\n##.\n", &a).expect("grid");
        let slots = Slots::of(&g);
        let one = slots.find(1, Direction::Across).expect("1A");
        let c = candidates(&g, &slots, one, &tables, 10);
        assert!(!c.skipped);
        assert_eq!(c.matching, 4);
        let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
        assert_eq!(words, ["STEM", "STAB", "STOP"]);
        // From the crossing's side: 2D's first letter is 1A's fourth.
        let two = slots.find(2, Direction::Down).expect("2D");
        let c = candidates(&g, &slots, two, &tables, 10);
        let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
        assert_eq!(words, ["BIT", "MOB", "PAT"]);
        // Through a digit: nothing can fill it, and it says so.
        let g = parse_grid("{7}..\n##.\n##.\n", &a).expect("grid");
        let slots = Slots::of(&g);
        let c = candidates(&g, &slots, SlotId(0), &tables, 10);
        assert!(c.skipped);
        assert_eq!(c.matching, 0);
        // Its crossing is not held back by it.
        let two = slots.find(2, Direction::Down).expect("2D");
        assert_eq!(candidates(&g, &slots, two, &tables, 10).viable, 4);
    }
}
