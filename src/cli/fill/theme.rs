//! What a fill says about its theme entries: those it left out and why, and those the lists
//! lack or score below the minimum, which the fill counts at the theme score all the same.

use crate::fill::rules::THEME_SCORE;
use crate::fill::{Filled, LeftOut, LeftOutWhy};
use crate::grid::Alphabet;
use crate::words::WordIndex;

/// A placed theme entry the lists lack (`None`) or score below the minimum (its score).
pub type Unlisted = (Vec<u8>, Option<u8>);

/// The theme entries in the fill that the lists lack or score below `min`.
pub fn unlisted(f: &Filled, include: &[Vec<u8>], index: &WordIndex, min: u8) -> Vec<Unlisted> {
    include
        .iter()
        .filter(|w| f.entries.iter().any(|e| &e.word == *w))
        .filter_map(|w| match index.score(w) {
            Some(s) if s >= min => None,
            s => Some((w.clone(), s)),
        })
        .collect()
}

/// The summary's sentence for [`unlisted`] entries (empty for none).
pub fn unlisted_text(list: &[Unlisted], alphabet: &Alphabet, min: u8) -> String {
    if list.is_empty() {
        return String::new();
    }
    let named: Vec<String> = list
        .iter()
        .map(|(w, s)| match s {
            Some(s) => format!("{} ({s})", alphabet.spell(w)),
            None => format!("{} (not in the lists)", alphabet.spell(w)),
        })
        .collect();
    format!(
        "theme {} below the minimum score {min} or not listed, counted as {THEME_SCORE} in the \
         average and the lowest: {}",
        if list.len() == 1 { "entry" } else { "entries" },
        named.join(", ")
    )
}

/// The summary's sentence for theme entries a soft fill left out, each with why.
pub fn left_out_text(left: &[LeftOut], alphabet: &Alphabet) -> String {
    let named: Vec<String> = left
        .iter()
        .map(|l| format!("{} ({})", alphabet.spell(&l.word), why_text(l, alphabet)))
        .collect();
    format!(
        "left out {} theme {}: {}",
        left.len(),
        if left.len() == 1 { "entry" } else { "entries" },
        named.join(", ")
    )
}

/// Why one theme entry is left out, in words.
pub fn why_text(l: &LeftOut, alphabet: &Alphabet) -> String {
    match &l.why {
        LeftOutWhy::NoEntryOfLength => format!("no entry has {} letters", l.word.len()),
        LeftOutWhy::NoRoom { beside } if beside.is_empty() => "no fill has room for it".into(),
        LeftOutWhy::NoRoom { beside } => {
            let others: Vec<String> = beside.iter().map(|w| alphabet.spell(w)).collect();
            format!("no fill has room for it beside {}", others.join(", "))
        }
        LeftOutWhy::Undecided => "not placed within the search's budget".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_out_entries_say_why() {
        let latin = Alphabet::latin();
        let jazz = latin.encode("JAZZMEN").expect("latin");
        let tar = latin.encode("TAR").expect("latin");
        let quiz = latin.encode("QUIZ").expect("latin");
        let left = |word: &Vec<u8>, why| LeftOut {
            word: word.clone(),
            why,
        };
        let left = [
            left(&jazz, LeftOutWhy::NoEntryOfLength),
            left(&tar, LeftOutWhy::NoRoom { beside: vec![] }),
            left(&tar, LeftOutWhy::NoRoom { beside: vec![quiz] }),
            left(&tar, LeftOutWhy::Undecided),
        ];
        assert_eq!(
            left_out_text(&left, &latin),
            "left out 4 theme entries: JAZZMEN (no entry has 7 letters), \
             TAR (no fill has room for it), TAR (no fill has room for it beside QUIZ), \
             TAR (not placed within the search's budget)"
        );
        let obese = latin.encode("OBESE").expect("latin");
        let text = unlisted_text(&[(obese, Some(40))], &latin, 50);
        assert!(
            text.contains("OBESE (40)") && text.contains("minimum score 50"),
            "{text}"
        );
        assert_eq!(unlisted_text(&[], &latin, 50), "");
    }
}
