//! What WordNet knows of an answer a draft defines: its own senses and base forms, else, for
//! a phrase, those of the phrase with one word in its base form (BACKS OFF → BACK OFF,
//! KNIGHTS ERRANT → KNIGHT ERRANT), marked with the inflection so definitions follow it.
//! (British spellings need no rule of their own: WordNet lists them beside the American.)

use crate::words::meaning::{Guard, Meanings, Sense};

/// The senses a draft's definitions come from, and the guard that keeps the answer out of
/// its surface.
pub(super) struct Known<'m> {
    /// The senses, closest first.
    pub senses: Vec<Sense<'m>>,
    /// The answer, its forms, the form WordNet knows and the phrase's words.
    pub guard: Guard,
}

/// The lengths of an enumeration's words (`4,6` → [4, 6], `6-3` → [6, 3]); `None` when it
/// does not read as one.
pub fn lengths(enumeration: &str) -> Option<Vec<usize>> {
    let e = enumeration
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')');
    let out: Option<Vec<usize>> = e
        .split([',', '-', ' ', '\''])
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().ok().filter(|&n| n > 0))
        .collect();
    out.filter(|v| !v.is_empty())
}

/// `key` cut into words of `lengths` when they add up to its length.
pub fn words(key: &str, lengths: &[usize]) -> Option<Vec<String>> {
    if lengths.iter().sum::<usize>() != key.len() || !key.is_ascii() {
        return None;
    }
    let mut at = 0;
    Some(
        lengths
            .iter()
            .map(|&n| {
                at += n;
                key[at - n..at].to_string()
            })
            .collect(),
    )
}

/// What WordNet knows of `key` (A–Z) whose enumeration is `enumeration` (`5,3`, or empty).
pub(super) fn known<'m>(meanings: &'m Meanings, key: &str, enumeration: &str) -> Known<'m> {
    let words = lengths(enumeration)
        .and_then(|l| words(key, &l))
        .unwrap_or_else(|| vec![key.to_string()]);
    let own = meanings.senses(key);
    if !own.is_empty() {
        let guard = meanings
            .answer_guard(key)
            .unwrap_or_else(|| Guard::new(key, [], &words));
        return Known { senses: own, guard };
    }
    let (senses, form) = phrase(meanings, &words).unwrap_or_default();
    let guard = Guard::new(key, form.as_deref(), &words);
    Known { senses, guard }
}

/// The senses of the phrase `words` with one word in a base form, marked with that word's
/// inflection (the phrase is inflected as its word is), with the phrase WordNet knows.
fn phrase<'m>(
    meanings: &'m Meanings,
    words: &[String],
) -> Option<(Vec<Sense<'m>>, Option<String>)> {
    if words.len() < 2 {
        return None;
    }
    for (i, word) in words.iter().enumerate() {
        for (pos, inflection, base) in meanings.base_forms(word) {
            let mut phrase = words.to_vec();
            phrase[i] = base;
            let known = phrase.concat();
            let senses: Vec<Sense<'m>> = meanings
                .synsets_of(&known)
                .iter()
                .map(|&id| meanings.synset(id))
                .filter(|s| s.pos == pos)
                .map(|synset| Sense {
                    synset,
                    inflection: Some((inflection, known.clone())),
                })
                .collect();
            if !senses.is_empty() {
                return Some((senses, Some(known)));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumerations_cut_answers_into_words() {
        assert_eq!(lengths("4,6"), Some(vec![4, 6]));
        assert_eq!(lengths("(6-3)"), Some(vec![6, 3]));
        assert_eq!(lengths("3,2,3"), Some(vec![3, 2, 3]));
        assert_eq!(lengths(""), None);
        assert_eq!(lengths("4,x"), None);
        assert_eq!(
            words("BACKSOFF", &[5, 3]),
            Some(vec!["BACKS".to_string(), "OFF".to_string()])
        );
        assert_eq!(words("BACKSOFF", &[4, 3]), None);
    }
}
