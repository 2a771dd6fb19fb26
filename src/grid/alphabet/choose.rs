//! The one rule for a puzzle file's alphabet, shared by every reader (`.ipuz`, `.jpz`, `.xd`,
//! `.puz`, text grids, layout answer lists): what the file declares wins; else the first
//! alphabet holding every one-letter answer; else the one holding the most of them, the
//! others becoming rebus squares.

use super::{Alphabet, AlphabetError, Alphabets};

impl Alphabets {
    /// The alphabet a file declares (an `.ipuz` `charset`, a `.jpz` `alphabet` attribute, an
    /// `Alphabet:` header): a name such as `russian`, or the letters in order, which resolve
    /// to a named alphabet when a built-in or a user's one has exactly those letters.
    pub fn declared(&self, value: &str) -> Result<Alphabet, AlphabetError> {
        let value = value.trim();
        let named = self.get(value);
        if named.is_ok() || looks_like_a_name(value) {
            return named;
        }
        let letters = Alphabet::new(value.chars().filter(|c| !c.is_whitespace()))?;
        Ok(self.resolve(letters))
    }

    /// The alphabet of a file's letters: `declared` when given, else the first alphabet (in
    /// the order of [`Alphabets::holding`]) that has every one of `letters` as a letter; else
    /// the one having the most of them (the earlier on a tie), and the rest are not its
    /// letters (readers make them rebus squares and say so, see [`Alphabets::outside`]).
    /// Characters that are not alphabetic (digits, symbols) take no part.
    pub fn choose(
        &self,
        declared: Option<Alphabet>,
        letters: impl IntoIterator<Item = char>,
    ) -> Alphabet {
        if let Some(a) = declared {
            return a;
        }
        let mut seen: Vec<char> = letters
            .into_iter()
            .filter(|c| c.is_alphabetic())
            .map(super::to_upper)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        if let Some(a) = self.holding(seen.iter().copied()) {
            return a;
        }
        let mut best: Option<(Alphabet, usize)> = None;
        for a in self.candidates() {
            let held = seen.iter().filter(|&&c| a.index_of(c).is_some()).count();
            if best.as_ref().is_none_or(|(_, most)| held > *most) {
                best = Some((a, held));
            }
        }
        best.map_or_else(Alphabet::latin, |(a, _)| a)
    }

    /// The distinct letters among `letters` that are not letters of `alphabet`, in order of
    /// first appearance: what a reader turns into rebus squares.
    pub fn outside(alphabet: &Alphabet, letters: impl IntoIterator<Item = char>) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in letters.into_iter().filter(|c| c.is_alphabetic()) {
            let up = super::to_upper(c);
            if alphabet.index_of(up).is_none() && !out.contains(&up) {
                out.push(up);
            }
        }
        out
    }
}

/// A declared value with no capital letter, all ASCII letters, digits, `-` and `_`, is a name
/// (`russian`, `german-folded`, a user's `klingon`), never a set of letters: an unknown one
/// is reported as an unknown name rather than read as the letters K, L, I…
fn looks_like_a_name(value: &str) -> bool {
    !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg() -> Alphabets {
        Alphabets::builtin()
    }

    #[test]
    fn a_declared_name_or_letters_wins() {
        let r = reg();
        assert_eq!(r.declared("russian").unwrap(), Alphabet::cyrillic());
        assert_eq!(
            r.declared(" АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ ").unwrap(),
            Alphabet::cyrillic()
        );
        let greek: String = Alphabet::named("greek").unwrap().letters().iter().collect();
        assert_eq!(r.declared(&greek).unwrap().name(), Some("greek"));
        assert_eq!(
            r.declared("german-folded").unwrap().name(),
            Some("german-folded")
        );
        assert!(matches!(
            r.declared("klingon"),
            Err(AlphabetError::Unknown { .. })
        ));
        assert!(matches!(
            r.declared("ABA"),
            Err(AlphabetError::Duplicate('A'))
        ));
        let odd = r.declared("ÞÆÐ").unwrap();
        assert_eq!((odd.name(), odd.len()), (None, 3));
        assert_eq!(
            r.choose(Some(Alphabet::cyrillic()), "CAT".chars()),
            Alphabet::cyrillic()
        );
    }

    #[test]
    fn the_letters_choose_the_first_alphabet_holding_them() {
        let r = reg();
        let name = |s: &str| r.choose(None, s.chars()).name().map(String::from);
        assert_eq!(name("CAT").as_deref(), Some("latin"));
        assert_eq!(name("").as_deref(), Some("latin"));
        assert_eq!(name("кот1").as_deref(), Some("russian"));
        assert_eq!(name("ЇЖАК").as_deref(), Some("ukrainian"));
        assert_eq!(name("ΓΑΤΑ").as_deref(), Some("greek"));
        assert_eq!(name("NIÑO").as_deref(), Some("spanish"));
        assert_eq!(name("BÄR").as_deref(), Some("german"));
        assert_eq!(name("ŁÓDŹ").as_deref(), Some("polish"));
        assert_eq!(name("ÅR").as_deref(), Some("swedish"));
    }

    #[test]
    fn mixed_letters_choose_the_alphabet_holding_most() {
        let r = reg();
        let a = r.choose(None, "КОТX".chars());
        assert_eq!(a, Alphabet::cyrillic());
        assert_eq!(Alphabets::outside(&a, "КОТxX".chars()), vec!['X']);
        assert!(r.choose(None, "CATÉ".chars()).is_latin());
    }
}
