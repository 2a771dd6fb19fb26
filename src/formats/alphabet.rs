//! A puzzle file's alphabet: every reader applies the one rule of [`Alphabets::choose`]
//! (the declared alphabet, else the first built-in one holding every one-letter answer) and
//! says which letters fell outside it.

use crate::grid::{Alphabet, AlphabetError, Alphabets, Puzzle};

/// The alphabet a file declares by name or by its letters (see [`Alphabets::declared`]);
/// readers know only the built-in alphabets, so a user's one declared by its letters keeps
/// them without a name.
pub fn declared(value: &str) -> Result<Alphabet, AlphabetError> {
    Alphabets::builtin().declared(value)
}

/// An ipuz `charset`: the characters answers may use (the spec's own example is
/// `"abcdefghijklmnopqrstuvwxyz1234567890"`). Its letters, in either case, make the alphabet;
/// digits and symbols in it are answers of their own, read as one-character rebus squares.
/// A built-in alphabet's name is read as that alphabet.
pub fn charset(value: &str) -> Result<Alphabet, AlphabetError> {
    let registry = Alphabets::builtin();
    if let Ok(named) = registry.get(value.trim()) {
        return Ok(named);
    }
    let mut seen: Vec<char> = Vec::new();
    let mut letters: Vec<char> = Vec::new();
    for c in value.chars().filter(|c| c.is_alphabetic()) {
        let key = c.to_uppercase().next().unwrap_or(c);
        if !seen.contains(&key) {
            seen.push(key);
            letters.push(c);
        }
    }
    Ok(registry.resolve(Alphabet::new(letters)?))
}

/// The alphabet of a file: `declared`, else chosen by its one-letter answers, with a warning
/// for letters outside the chosen one (kept as rebus squares). A declared alphabet gets no
/// warning: the file says those squares are rebus squares.
pub fn choose(
    declared: Option<Alphabet>,
    letters: impl IntoIterator<Item = char> + Clone,
    warnings: &mut Vec<String>,
) -> Alphabet {
    if let Some(a) = declared {
        return a;
    }
    let chosen = Alphabets::builtin().choose(None, letters.clone());
    warnings.extend(outside_warning(&chosen, letters));
    chosen
}

/// Whether a writer must declare the alphabet although it is Latin: a one-letter rebus square
/// (`Ω`, `É`) would otherwise choose another alphabet, or warn, when read back.
pub fn rebus_needs_declaring(puzzle: &Puzzle) -> bool {
    puzzle.grid.rebus_squares().any(|(_, t)| {
        let mut chars = t.chars();
        matches!((chars.next(), chars.next()), (Some(c), None) if c.is_alphabetic())
    })
}

/// The warning for one-letter answers outside the alphabet, which the reader keeps as rebus
/// squares; `None` when every letter is in it.
pub fn outside_warning(
    alphabet: &Alphabet,
    letters: impl IntoIterator<Item = char>,
) -> Option<String> {
    let outside = Alphabets::outside(alphabet, letters);
    if outside.is_empty() {
        return None;
    }
    let shown: Vec<String> = outside.iter().take(12).map(char::to_string).collect();
    let more = if outside.len() > 12 { ", …" } else { "" };
    let (n, s) = (outside.len(), if outside.len() == 1 { "" } else { "s" });
    Some(format!(
        "{n} letter{s} not in the {} alphabet ({}{more}) kept as rebus squares",
        alphabet.describe(),
        shown.join(", ")
    ))
}

/// True for the default alphabet, which files leave undeclared.
fn is_default(alphabet: &Alphabet) -> bool {
    *alphabet == Alphabet::latin()
}

/// The name of a built-in alphabet (not a user's, which another machine does not know).
fn builtin_name(alphabet: &Alphabet) -> Option<&str> {
    alphabet
        .name()
        .filter(|n| crate::grid::alphabet::named::get(n).as_ref() == Some(alphabet))
}

/// What an `Alphabet:` header (text, `.xd`) says: nothing for Latin (unless a one-letter
/// rebus needs it, see [`rebus_needs_declaring`]), the name of a built-in alphabet, else the
/// letters.
pub fn header_value(puzzle: &Puzzle) -> Option<String> {
    let alphabet = &puzzle.alphabet;
    if is_default(alphabet) && !rebus_needs_declaring(puzzle) {
        return None;
    }
    Some(builtin_name(alphabet).map_or_else(|| alphabet.to_string(), str::to_string))
}

/// What a letters attribute (`.jpz` `alphabet`) says: nothing for Latin (unless a one-letter
/// rebus needs it), else the letters, or the name when the letters alone would read back as
/// another alphabet (`german-folded` has Latin's letters).
pub fn letters_value(puzzle: &Puzzle) -> Option<String> {
    let alphabet = &puzzle.alphabet;
    if is_default(alphabet) && !rebus_needs_declaring(puzzle) {
        return None;
    }
    let letters = alphabet.to_string();
    match builtin_name(alphabet) {
        Some(name) if declared(&letters).as_ref() != Ok(alphabet) => Some(name.to_string()),
        _ => Some(letters),
    }
}

/// The name our `.ipuz` extension records beside `charset`: a built-in alphabet's other than
/// Latin.
pub fn extension_name(alphabet: &Alphabet) -> Option<&str> {
    builtin_name(alphabet).filter(|_| !is_default(alphabet))
}

/// The alphabet a file of `format` written from `puzzle` reads back as (`None` for the print
/// formats, which are not read): the declared one where the format declares it, else the
/// one its letters choose.
pub fn read_back(puzzle: &Puzzle, format: super::Format) -> Option<Alphabet> {
    use super::Format;
    let latin = || Ok(Alphabet::latin());
    let declared_or_latin = |v: Option<String>| v.map_or_else(latin, |v| declared(&v));
    let back = match format {
        Format::Html | Format::Pdf => return None,
        Format::Text | Format::Xd => declared_or_latin(header_value(puzzle)),
        Format::Jpz => declared_or_latin(letters_value(puzzle)),
        Format::Ipuz => match extension_name(&puzzle.alphabet) {
            Some(name) => Alphabet::named(name),
            None if puzzle.alphabet.is_latin() => latin(),
            None => declared(&puzzle.alphabet.to_string()),
        },
        Format::Puz => Ok(Alphabets::builtin().choose(None, grid_letters(puzzle))),
        // Exolve declares a built-in alphabet by its language; otherwise (and in Across Lite
        // Text) the letters choose, one-letter rebus answers among them.
        Format::Exolve | Format::AcrossText => match super::exolve::language(puzzle)
            .filter(|_| format == Format::Exolve)
            .and_then(|(code, _)| super::exolve::alphabet_of_language(code))
        {
            Some(name) => Alphabet::named(name),
            None => {
                let rebus = puzzle.grid.rebus_squares().filter_map(|(_, t)| {
                    let mut chars = t.chars();
                    chars.next().filter(|_| chars.next().is_none())
                });
                let letters: Vec<char> = grid_letters(puzzle).into_iter().chain(rebus).collect();
                Ok(Alphabets::builtin().choose(None, letters))
            }
        },
    };
    Some(back.unwrap_or_else(|_| puzzle.alphabet.clone()))
}

/// The characters of the grid's letter squares.
fn grid_letters(puzzle: &Puzzle) -> Vec<char> {
    puzzle
        .grid
        .cells()
        .iter()
        .filter_map(|c| match c {
            crate::grid::Cell::Letter(l) => puzzle.alphabet.char_of(*l),
            _ => None,
        })
        .collect()
}

/// The loss phrase when `format` cannot say the puzzle's alphabet: "the German (Ä as AE)
/// alphabet (read back as Latin)".
pub fn loss(puzzle: &Puzzle, format: super::Format) -> Option<String> {
    let back = read_back(puzzle, format)?;
    let a = &puzzle.alphabet;
    if back == *a {
        return None;
    }
    let how = if back.same_letters(a) && back.name().is_none() {
        "its letters are kept, not its name or folds".to_string()
    } else {
        format!("read back as {}", back.describe())
    };
    Some(format!("the {} alphabet ({how})", a.describe()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_name_builtins_and_spell_the_rest() {
        let named = |n: &str| Alphabet::named(n).unwrap();
        let in_ = |a: &Alphabet| {
            let mut p = Puzzle::new(crate::grid::Grid::new(3, 3).unwrap());
            p.alphabet = a.clone();
            p
        };
        let header_value = |a: &Alphabet| header_value(&in_(a));
        let letters_value = |a: &Alphabet| letters_value(&in_(a));
        assert_eq!(header_value(&Alphabet::latin()), None);
        assert_eq!(header_value(&named("greek")).as_deref(), Some("greek"));
        assert_eq!(
            header_value(&named("german-folded")).as_deref(),
            Some("german-folded")
        );
        let odd = Alphabet::new("ÞÆÐ".chars()).unwrap();
        assert_eq!(header_value(&odd).as_deref(), Some("ÞÆÐ"));
        assert_eq!(
            letters_value(&named("spanish")).as_deref(),
            Some("ABCDEFGHIJKLMNÑOPQRSTUVWXYZ")
        );
        assert_eq!(
            letters_value(&named("german-folded")).as_deref(),
            Some("german-folded")
        );
        assert_eq!(letters_value(&named("finnish")).as_deref(), Some("finnish"));
        for a in crate::grid::alphabet::named::all() {
            for v in [header_value(&a), letters_value(&a)].into_iter().flatten() {
                assert_eq!(declared(&v).unwrap(), a, "{v}");
            }
        }
        assert_eq!(extension_name(&named("russian")), Some("russian"));
        let mut omega = in_(&Alphabet::latin());
        omega
            .grid
            .set_rebus(crate::grid::Pos::new(0, 0), "Ω")
            .unwrap();
        assert_eq!(super::header_value(&omega).as_deref(), Some("latin"));
        assert_eq!(extension_name(&Alphabet::latin()), None);
    }

    #[test]
    fn letters_outside_are_named_in_the_warning() {
        let w = outside_warning(&Alphabet::latin(), "CATÉé".chars()).unwrap();
        assert_eq!(
            w,
            "1 letter not in the Latin alphabet (É) kept as rebus squares"
        );
        assert_eq!(outside_warning(&Alphabet::latin(), "CAT1".chars()), None);
    }
}
