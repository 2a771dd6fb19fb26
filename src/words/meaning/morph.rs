//! Base forms, as WordNet's morphy finds them: its exception lists, then its suffix rules.

use super::{Meanings, Pos};

/// How an inflected word relates to its base form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Inflection {
    /// A noun's plural (SPICES).
    Plural,
    /// A verb's third person singular (SPICES).
    ThirdPerson,
    /// A verb's past tense or past participle (SPICED, WENT).
    Past,
    /// A verb's -ing form (SPICING).
    Ing,
    /// An adjective's comparative (HAPPIER).
    Comparative,
    /// An adjective's superlative (HAPPIEST).
    Superlative,
}

impl Inflection {
    /// What it is called in a message: "plural", "past tense"…
    pub fn name(self) -> &'static str {
        match self {
            Inflection::Plural => "plural",
            Inflection::ThirdPerson => "3rd person",
            Inflection::Past => "past tense",
            Inflection::Ing => "-ing form",
            Inflection::Comparative => "comparative",
            Inflection::Superlative => "superlative",
        }
    }
}

/// WordNet's detachment rules: (part of speech, suffix, replacement, what it undoes).
const RULES: &[(Pos, &str, &str, Inflection)] = &[
    (Pos::Noun, "S", "", Inflection::Plural),
    (Pos::Noun, "SES", "S", Inflection::Plural),
    (Pos::Noun, "XES", "X", Inflection::Plural),
    (Pos::Noun, "ZES", "Z", Inflection::Plural),
    (Pos::Noun, "CHES", "CH", Inflection::Plural),
    (Pos::Noun, "SHES", "SH", Inflection::Plural),
    (Pos::Noun, "MEN", "MAN", Inflection::Plural),
    (Pos::Noun, "IES", "Y", Inflection::Plural),
    (Pos::Verb, "S", "", Inflection::ThirdPerson),
    (Pos::Verb, "IES", "Y", Inflection::ThirdPerson),
    (Pos::Verb, "ES", "E", Inflection::ThirdPerson),
    (Pos::Verb, "ES", "", Inflection::ThirdPerson),
    (Pos::Verb, "ED", "E", Inflection::Past),
    (Pos::Verb, "ED", "", Inflection::Past),
    (Pos::Verb, "ING", "E", Inflection::Ing),
    (Pos::Verb, "ING", "", Inflection::Ing),
    (Pos::Adjective, "ER", "", Inflection::Comparative),
    (Pos::Adjective, "EST", "", Inflection::Superlative),
    (Pos::Adjective, "ER", "E", Inflection::Comparative),
    (Pos::Adjective, "EST", "E", Inflection::Superlative),
];

impl Meanings {
    /// The base forms of `key` WordNet knows, with the part of speech and inflection that
    /// lead there: SPICES → (noun, plural, SPICE) and (verb, 3rd person, SPICE).
    pub fn base_forms(&self, key: &str) -> Vec<(Pos, Inflection, String)> {
        let mut out: Vec<(Pos, Inflection, String)> = Vec::new();
        let mut push = |pos: Pos, inflection: Inflection, base: String| {
            let known = self
                .synsets_of(&base)
                .iter()
                .any(|&id| self.synset(id).pos == pos);
            if known && base != key && !out.iter().any(|(p, _, b)| *p == pos && *b == base) {
                out.push((pos, inflection, base));
            }
        };
        for (pos, base) in self.exceptions.get(key).into_iter().flatten() {
            push(*pos, exception_kind(*pos, key), base.to_string());
        }
        for &(pos, suffix, with, inflection) in RULES {
            if let Some(stem) = key.strip_suffix(suffix)
                && !stem.is_empty()
            {
                push(pos, inflection, format!("{stem}{with}"));
            }
        }
        out
    }
}

/// What an exception-list form is: the lists do not say, so the suffix decides.
pub(super) fn exception_kind(pos: Pos, key: &str) -> Inflection {
    match pos {
        Pos::Noun => Inflection::Plural,
        Pos::Verb if key.ends_with("ING") => Inflection::Ing,
        Pos::Verb if key.ends_with('S') && !key.ends_with("SS") => Inflection::ThirdPerson,
        Pos::Verb => Inflection::Past,
        _ if key.ends_with("EST") => Inflection::Superlative,
        _ => Inflection::Comparative,
    }
}
