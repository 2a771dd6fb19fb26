//! What WordNet knows of an answer a draft defines: its own senses and base forms, else, for
//! a phrase, those of the phrase with one word in its base form (BACKS OFF → BACK OFF,
//! KNIGHTS ERRANT → KNIGHT ERRANT), marked with the inflection so definitions follow it;
//! else a compound's head (CASH SALE → SALE, FIRECREST → CREST) or a derived form's base
//! (SHAMPOOERS → SHAMPOO). (British spellings need no rule of their own: WordNet lists them
//! beside the American.)

use super::define::{RULES, Rule, bases};
use crate::words::meaning::{Guard, Meanings, Pos, Sense};

/// Words too common to be a compound's part (FULL OF BEANS is an idiom, not a compound).
const FUNCTION_WORDS: &[&str] = &[
    "A", "AN", "THE", "OF", "IN", "ON", "TO", "AND", "OR", "FOR", "AT", "BY", "WITH", "UP", "OUT",
    "OFF", "AS", "IS", "IT", "BE", "NO", "NOT", "INTO", "TOO", "ONES", "YOUR", "MY", "ME",
];
/// The shortest head a one-word compound is cut at (FIRE|CREST): shorter ones (TITAN|ATE)
/// cut words that are no compounds.
const MIN_HEAD: usize = 4;

/// How a derived answer is made from its base: the rule, and whether it is plural.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Derivation {
    /// The suffix and the kinds of word.
    pub rule: Rule,
    /// A plural of the derived noun (SHAMPOOERS).
    pub plural: bool,
}

/// Where a draft's definitions come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Source {
    /// WordNet knows the answer or a base form of it (SPICES of SPICE).
    Own,
    /// A phrase WordNet knows with one of its words in its base form (BACKS OFF).
    Phrase,
    /// A compound WordNet lacks of words it knows: the senses are its head's (SALE).
    Compound,
    /// A derived form WordNet lacks: the senses are its base's (SHAMPOO).
    Derived(Derivation),
    /// None of these: no definition.
    Unknown,
}

impl Source {
    /// The kind, as drafts report it.
    pub fn defined_by(self) -> DefinedBy {
        match self {
            Source::Own => DefinedBy::WordNet,
            Source::Phrase => DefinedBy::Phrase,
            Source::Compound => DefinedBy::Compound,
            Source::Derived(_) => DefinedBy::Derived,
            Source::Unknown => DefinedBy::Nothing,
        }
    }
}

/// How WordNet defines an answer for drafts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DefinedBy {
    /// It knows the answer or a base form of it (SPICES of SPICE).
    WordNet,
    /// It knows the phrase with a word in its base form (BACKS OFF of BACK OFF).
    Phrase,
    /// By the head of a compound of words it knows (CASH SALE by SALE).
    Compound,
    /// By the base of a derived form (SHAMPOOERS by SHAMPOO).
    Derived,
    /// Not at all.
    Nothing,
}

/// The senses a draft's definitions come from, and the guard that keeps the answer out of
/// its surface.
pub(super) struct Known<'m> {
    /// The senses, closest first.
    pub senses: Vec<Sense<'m>>,
    /// The answer, its forms, the form WordNet knows and the phrase's words.
    pub guard: Guard,
    /// How the senses were reached.
    pub source: Source,
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
        return Known {
            senses: own,
            guard,
            source: Source::Own,
        };
    }
    if let Some((senses, form)) = phrase(meanings, &words) {
        let guard = Guard::new(key, form.as_deref(), &words);
        return Known {
            senses,
            guard,
            source: Source::Phrase,
        };
    }
    if let Some((senses, base, derivation)) = derived(meanings, key) {
        return Known {
            senses,
            guard: Guard::new(key, [base.as_str()], &words),
            source: Source::Derived(derivation),
        };
    }
    if let Some((senses, parts)) = compound(meanings, &words) {
        return Known {
            senses,
            guard: Guard::new(key, [], &parts),
            source: Source::Compound,
        };
    }
    Known {
        senses: Vec::new(),
        guard: Guard::new(key, [], &words),
        source: Source::Unknown,
    }
}

/// A compound of words WordNet knows, as `words` are (CASH SALE) or cut in two (FIRE|CREST,
/// the longest head first): its head's noun senses, and its parts. Function words (FULL OF
/// BEANS) make an idiom, not a compound.
fn compound<'m>(meanings: &'m Meanings, words: &[String]) -> Option<(Vec<Sense<'m>>, Vec<String>)> {
    let head_senses = |head: &str| -> Vec<Sense<'m>> {
        meanings
            .senses(head)
            .into_iter()
            .filter(|s| s.synset.pos == Pos::Noun)
            .collect()
    };
    let known = |w: &str| !meanings.senses(w).is_empty();
    let plain = |w: &String| !FUNCTION_WORDS.contains(&w.as_str());
    match words {
        [] => None,
        [one] => (MIN_HEAD..one.len().saturating_sub(2)).rev().find_map(|n| {
            let (modifier, head) = one.split_at(one.len() - n);
            let senses = head_senses(head);
            (!senses.is_empty() && known(modifier))
                .then(|| (senses, vec![modifier.to_string(), head.to_string()]))
        }),
        [modifiers @ .., head] if words.len() <= 3 && words.iter().all(plain) => {
            let senses = head_senses(head);
            (!senses.is_empty() && modifiers.iter().all(|m| known(m)))
                .then(|| (senses, words.to_vec()))
        }
        _ => None,
    }
}

/// A derived form of a word WordNet knows (SHAMPOOER of the verb SHAMPOO, a plural too):
/// the base's senses of the rule's kind, the base, and how it was derived.
pub(super) fn derived<'m>(
    meanings: &'m Meanings,
    key: &str,
) -> Option<(Vec<Sense<'m>>, String, Derivation)> {
    let singular = key.strip_suffix('S');
    for rule in RULES {
        let forms = [(Some(key), false), (singular, rule.to == Pos::Noun)];
        for (form, plural) in forms {
            let Some(form) = form.filter(|f| plural || *f == key) else {
                continue;
            };
            for base in bases(form, rule) {
                let senses: Vec<Sense<'m>> = meanings
                    .synsets_of(&base)
                    .iter()
                    .map(|&id| meanings.synset(id))
                    .filter(|s| s.pos == rule.from)
                    .map(|synset| Sense {
                        synset,
                        inflection: None,
                    })
                    .collect();
                if !senses.is_empty() {
                    let derivation = Derivation {
                        rule: *rule,
                        plural,
                    };
                    return Some((senses, base, derivation));
                }
            }
        }
    }
    None
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
