//! The pattern language: `?`/`.` any letter, letters, `[AEIOU]` sets, `[^AEIOU]`, `*` runs.
//!
//! A pattern compiles to a sequence of letter sets and stars over the alphabet's indices, and
//! matching runs it as an NFA whose state is the set of pattern positions reached. That NFA is
//! also an [`fst::Automaton`], so a query walks only the branches of the index that can match.

use crate::grid::Alphabet;
use std::fmt;

/// Most elements a pattern may have (the NFA state is one bit per position).
pub const MAX_PATTERN_LEN: usize = 63;

/// One element of a pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elem {
    /// One letter from a set (bit i = alphabet index i).
    Set(u64),
    /// Any run of letters, possibly empty.
    Star,
}

/// A compiled pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    elems: Vec<Elem>,
    text: String,
    fixed_len: Option<usize>,
}

/// A malformed pattern; `column` counts characters from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("pattern {pattern:?}, column {column}: {message}")]
pub struct PatternError {
    /// The pattern as typed.
    pub pattern: String,
    /// Where the problem is.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl Pattern {
    /// Compiles `text` against an alphabet (case-insensitive).
    pub fn parse(text: &str, alphabet: &Alphabet) -> Result<Pattern, PatternError> {
        let all: u64 = if alphabet.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << alphabet.len()) - 1
        };
        let err = |column: usize, message: String| PatternError {
            pattern: text.to_string(),
            column,
            message,
        };
        let chars: Vec<char> = text.chars().collect();
        let mut elems = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let col = i + 1;
            match c {
                '?' | '.' => elems.push(Elem::Set(all)),
                '*' => {
                    // Consecutive stars mean the same as one.
                    if elems.last() != Some(&Elem::Star) {
                        elems.push(Elem::Star);
                    }
                }
                '[' => {
                    let mut j = i + 1;
                    let negate = chars.get(j) == Some(&'^');
                    if negate {
                        j += 1;
                    }
                    let mut set = 0u64;
                    loop {
                        match chars.get(j) {
                            None => return Err(err(col, "'[' is never closed with ']'".into())),
                            Some(']') => break,
                            Some(&l) => match alphabet.fold_char(l).as_deref() {
                                Some(&[k]) => set |= 1 << k,
                                _ => {
                                    return Err(err(
                                        j + 1,
                                        format!(
                                            "{l:?} is not a letter of the {} alphabet",
                                            alphabet.describe()
                                        ),
                                    ));
                                }
                            },
                        }
                        j += 1;
                    }
                    if set == 0 {
                        return Err(err(col, "empty letter set []".into()));
                    }
                    elems.push(Elem::Set(if negate { all & !set } else { set }));
                    i = j;
                }
                ']' => return Err(err(col, "']' without a matching '['".into())),
                // A fold may stand for several letters (ß → SS): one element each.
                l => match alphabet.fold_char(l) {
                    Some(ks) => elems.extend(ks.into_iter().map(|k| Elem::Set(1 << k))),
                    None => {
                        return Err(err(
                            col,
                            format!(
                                "{l:?} is not a letter of the {} alphabet, '?', '.', '*' or a [set]",
                                alphabet.describe()
                            ),
                        ));
                    }
                },
            }
            i += 1;
        }
        if elems.is_empty() {
            return Err(err(1, "empty pattern".into()));
        }
        if elems.len() > MAX_PATTERN_LEN {
            return Err(err(
                MAX_PATTERN_LEN + 1,
                format!("longer than {MAX_PATTERN_LEN} elements"),
            ));
        }
        let fixed_len = (!elems.contains(&Elem::Star)).then_some(elems.len());
        Ok(Pattern {
            elems,
            text: text.to_string(),
            fixed_len,
        })
    }

    /// A fixed-length pattern from per-square options: `None` for an open square.
    pub fn from_letters(letters: &[Option<u8>], alphabet: &Alphabet) -> Pattern {
        let all: u64 = if alphabet.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << alphabet.len()) - 1
        };
        let elems: Vec<Elem> = letters
            .iter()
            .map(|l| Elem::Set(l.map_or(all, |k| 1u64 << k)))
            .collect();
        let text = letters
            .iter()
            .map(|l| l.and_then(|k| alphabet.char_of(k)).unwrap_or('?'))
            .collect();
        Pattern {
            fixed_len: Some(elems.len()),
            elems,
            text,
        }
    }

    /// The elements.
    pub fn elems(&self) -> &[Elem] {
        &self.elems
    }

    /// The length every match has, when the pattern has no `*`.
    pub fn fixed_len(&self) -> Option<usize> {
        self.fixed_len
    }

    /// The pattern as given.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The NFA start state: position 0 and every position reachable over leading stars.
    pub fn start_state(&self) -> u64 {
        self.closure(1)
    }

    /// Adds positions reachable by skipping stars (a star may match nothing).
    fn closure(&self, mut state: u64) -> u64 {
        for (i, e) in self.elems.iter().enumerate() {
            if *e == Elem::Star && state & (1 << i) != 0 {
                state |= 1 << (i + 1);
            }
        }
        state
    }

    /// The state after reading letter index `letter`.
    pub fn step(&self, state: u64, letter: u8) -> u64 {
        let bit = 1u64 << letter;
        let mut next = 0u64;
        let mut s = state;
        while s != 0 {
            let i = s.trailing_zeros() as usize;
            s &= s - 1;
            match self.elems.get(i) {
                Some(Elem::Set(set)) if set & bit != 0 => next |= 1 << (i + 1),
                Some(Elem::Star) => next |= 1 << i,
                _ => {}
            }
        }
        self.closure(next)
    }

    /// Whether a state has read a whole match.
    pub fn accepts(&self, state: u64) -> bool {
        state & (1 << self.elems.len()) != 0
    }

    /// Whether a word (letter indices) matches, by running the NFA.
    pub fn matches(&self, word: &[u8]) -> bool {
        if self.fixed_len.is_some_and(|n| n != word.len()) {
            return false;
        }
        let mut s = self.start_state();
        for &l in word {
            s = self.step(s, l);
            if s == 0 {
                return false;
            }
        }
        self.accepts(s)
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The pattern as an fst automaton over letter-index keys.
///
/// The state carries the depth so fixed-length patterns stop descending past their length.
impl fst::Automaton for Pattern {
    type State = (u64, u8);

    fn start(&self) -> (u64, u8) {
        (self.start_state(), 0)
    }

    fn is_match(&self, state: &(u64, u8)) -> bool {
        self.accepts(state.0)
    }

    fn can_match(&self, state: &(u64, u8)) -> bool {
        state.0 != 0 && self.fixed_len.is_none_or(|n| (state.1 as usize) <= n)
    }

    fn accept(&self, state: &(u64, u8), byte: u8) -> (u64, u8) {
        if byte >= 64 {
            return (0, state.1);
        }
        (self.step(state.0, byte), state.1.saturating_add(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Pattern {
        Pattern::parse(s, &Alphabet::latin()).expect("valid pattern")
    }

    fn w(s: &str) -> Vec<u8> {
        Alphabet::latin().encode(s).expect("latin word")
    }

    #[test]
    fn fixed_letters_wildcards_and_case() {
        let pat = p("s???r??");
        assert_eq!(pat.fixed_len(), Some(7));
        assert!(pat.matches(&w("SAFFRON")));
        assert!(pat.matches(&w("SPARROW")));
        assert!(!pat.matches(&w("SPARROWS")));
        assert!(!pat.matches(&w("TAFFRON")));
        assert!(p("c.t").matches(&w("CAT")));
    }

    #[test]
    fn sets_and_negation() {
        let pat = p("[AEIOU]???[^AEIOU]");
        assert!(pat.matches(&w("ALONG")));
        assert!(!pat.matches(&w("ALONE")));
        assert!(!pat.matches(&w("BLOND")));
    }

    #[test]
    fn stars() {
        assert!(p("*ING").matches(&w("ING")));
        assert!(p("*ING").matches(&w("SINGING")));
        assert!(!p("*ING").matches(&w("INGOT")));
        assert!(p("Q*").matches(&w("QUIZ")));
        assert!(p("A*B*C").matches(&w("AXXBYYC")));
        assert!(p("A*B*C").matches(&w("ABC")));
        assert!(!p("A*B*C").matches(&w("ACB")));
        assert!(p("**").matches(&w("ANY")));
        assert_eq!(p("a**b").elems().len(), 3);
    }

    #[test]
    fn errors_point_at_the_column() {
        let a = Alphabet::latin();
        let e = Pattern::parse("AB3?", &a).expect_err("digit");
        assert_eq!(e.column, 3);
        let e = Pattern::parse("A[BC", &a).expect_err("open set");
        assert_eq!(e.column, 2);
        let e = Pattern::parse("A[B!]", &a).expect_err("bad set letter");
        assert_eq!(e.column, 4);
        let e = Pattern::parse("AB]", &a).expect_err("stray bracket");
        assert_eq!(e.column, 3);
        assert!(Pattern::parse("", &a).is_err());
        assert!(Pattern::parse("[]", &a).is_err());
        assert!(e.to_string().contains("column 3"));
    }

    #[test]
    fn patterns_fold_like_the_alphabet_and_name_it() {
        let ru = Alphabet::named("russian-folded").expect("ru");
        let p = Pattern::parse("ёл??", &ru).expect("Ё folds to Е");
        assert_eq!(
            p.elems()[0],
            Pattern::parse("е", &ru).expect("е").elems()[0]
        );
        let p = Pattern::parse("[аеё]?", &ru).expect("set with a fold");
        assert_eq!(p.elems().len(), 2);
        let de = Alphabet::named("german").expect("de");
        assert_eq!(Pattern::parse("straße", &de).expect("ß").elems().len(), 7);
        let e = Pattern::parse("кот", &Alphabet::latin()).expect_err("Cyrillic");
        assert!(
            e.to_string().contains("not a letter of the Latin alphabet"),
            "{e}"
        );
        assert!(
            Pattern::parse("[ß]", &de).is_err(),
            "a set holds single letters"
        );
    }

    #[test]
    fn from_letters_builds_slot_patterns() {
        let a = Alphabet::latin();
        let pat = Pattern::from_letters(&[Some(18), None, None], &a);
        assert_eq!(pat.as_str(), "S??");
        assert!(pat.matches(&w("SAD")));
        assert!(!pat.matches(&w("MAD")));
    }
}
