//! Which alphabet a word list is in: its header line, else the `--alphabet` flag, else
//! what its first entries show.

use crate::grid::{Alphabet, Alphabets};

/// How many entries detection looks at: enough to see a script and its letters, few enough
/// that a large list is not read twice.
const SAMPLE: usize = 2000;

/// The alphabet a pattern or a grid takes against lists loaded in `lists`: theirs when every
/// one of `letters` is a letter of it. `К???А` is in the Russian alphabet by the first-match
/// rule, yet every letter is Ukrainian too, so against a Ukrainian list it is Ukrainian.
pub fn fitting(lists: &Alphabet, letters: impl IntoIterator<Item = char>) -> Option<Alphabet> {
    Alphabets::outside(lists, letters)
        .is_empty()
        .then(|| lists.clone())
}

/// The lists' alphabet from a refusal to load them for another alphabet, when `letters` all
/// fit it (see [`fitting`]): the load is then tried again in it.
pub fn refit(error: &anyhow::Error, letters: impl IntoIterator<Item = char>) -> Option<Alphabet> {
    match error.downcast_ref::<super::WordsError>()? {
        super::WordsError::Mismatch { mismatch, .. } => fitting(mismatch.lists.as_ref()?, letters),
        _ => None,
    }
}

/// Where a list's alphabet came from, for messages and `words stats`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlphabetSource {
    /// The list's own `# alphabet: NAME` line.
    Header,
    /// The built-in list is Latin.
    BuiltIn,
    /// `--alphabet NAME`, or the config file.
    Flag,
    /// Told from its entries.
    Detected,
    /// Nothing told: the puzzle's alphabet, else Latin.
    Assumed,
}

/// A list's alphabet header that names no alphabet known here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{source_name}:{line}: {error}")]
pub struct HeaderError {
    /// The list.
    pub source_name: String,
    /// The header's line.
    pub line: usize,
    /// Why it was refused.
    pub error: crate::grid::AlphabetError,
}

/// The alphabet named by a `# alphabet: NAME` line among the comments and blank lines that
/// open a list, with its line number.
pub fn header(bytes: &[u8]) -> Option<(usize, String)> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(raw);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let comment = line.strip_prefix('#')?.trim();
        let Some((key, value)) = comment.split_once(':') else {
            continue;
        };
        if key.trim().eq_ignore_ascii_case("alphabet") {
            return Some((i + 1, value.trim().to_string()));
        }
    }
    None
}

/// The word part of up to [`SAMPLE`] entries, for detection.
fn sample(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(256 * 1024)]);
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split([';', '\t', ',']).next().unwrap_or("").to_string())
        .take(SAMPLE)
        .collect()
}

/// The alphabet a list is read in: its header, else the one its first entries show, where
/// `flag` (`--alphabet`), else `hint` (the puzzle's alphabet), wins when the entries fit it;
/// else the flag, the hint or Latin.
pub fn list_alphabet(
    source_name: &str,
    bytes: &[u8],
    flag: Option<&Alphabet>,
    hint: Option<&Alphabet>,
    alphabets: &Alphabets,
) -> Result<(Alphabet, AlphabetSource), HeaderError> {
    if let Some((line, name)) = header(bytes) {
        let a = alphabets.get(&name).map_err(|error| HeaderError {
            source_name: source_name.to_string(),
            line,
            error,
        })?;
        return Ok((a, AlphabetSource::Header));
    }
    // The flag is the first guess, like the puzzle's alphabet: it wins when the entries fit
    // it, but an English list is not read as Russian because `--alphabet russian` was given.
    let guess = flag.or(hint);
    let entries = sample(bytes);
    let refs: Vec<&str> = entries.iter().map(String::as_str).collect();
    match alphabets.detect_list(&refs, guess) {
        Some(a) if flag.is_some_and(|f| *f == a) => Ok((a, AlphabetSource::Flag)),
        Some(a) => Ok((a, AlphabetSource::Detected)),
        None => Ok((
            guess.cloned().unwrap_or_else(Alphabet::latin),
            AlphabetSource::Assumed,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_is_read_only_before_the_first_entry() {
        assert_eq!(
            header(b"\xEF\xBB\xBF# my list\n\n#Alphabet : Russian\nKOT\n"),
            Some((3, "Russian".into()))
        );
        assert_eq!(header(b"KOT\n# alphabet: russian\n"), None);
        assert_eq!(header(b"# note: something\nCAT\n"), None);
    }

    #[test]
    fn header_then_flag_then_detection() {
        let reg = Alphabets::builtin();
        let ru = Alphabet::cyrillic();
        let name = |r: Result<(Alphabet, AlphabetSource), HeaderError>| {
            r.map(|(a, s)| (a.name().unwrap_or("?").to_string(), s))
        };
        let got = name(list_alphabet(
            "l",
            b"# alphabet: greek\nCAT\n",
            Some(&ru),
            None,
            &reg,
        ));
        assert_eq!(got, Ok(("greek".into(), AlphabetSource::Header)));
        let got = name(list_alphabet("l", "кот\n".as_bytes(), None, None, &reg));
        assert_eq!(got, Ok(("russian".into(), AlphabetSource::Detected)));
        let got = name(list_alphabet(
            "l",
            "кот\n".as_bytes(),
            Some(&ru),
            None,
            &reg,
        ));
        assert_eq!(got, Ok(("russian".into(), AlphabetSource::Flag)));
        let got = name(list_alphabet("l", b"CAT\n", Some(&ru), None, &reg));
        assert_eq!(got, Ok(("latin".into(), AlphabetSource::Detected)));
        let e = list_alphabet("l.dict", b"\n# alphabet: klingon\nCAT\n", None, None, &reg)
            .expect_err("unknown");
        assert!(e.to_string().starts_with("l.dict:2: "), "{e}");
        let got = name(list_alphabet("l", "日本\n".as_bytes(), None, None, &reg));
        assert_eq!(got, Ok(("latin".into(), AlphabetSource::Assumed)));
    }
}

#[cfg(test)]
mod fitting_tests {
    use super::*;

    #[test]
    fn a_pattern_whose_letters_fit_the_lists_takes_their_alphabet() {
        let ukrainian = Alphabet::named("ukrainian").expect("built in");
        assert_eq!(
            fitting(&ukrainian, "К???А".chars()),
            Some(ukrainian.clone())
        );
        // Ы is Russian, not Ukrainian.
        assert_eq!(fitting(&ukrainian, "КЫ".chars()), None);
    }
}
