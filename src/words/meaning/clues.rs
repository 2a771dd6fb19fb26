//! Clue starting points from WordNet: glosses, synonyms, broader terms, opposites and
//! fill-in-the-blank examples, each with the answer kept out.

use super::forms::Guard;
use super::{Inflection, Link, Meanings, Pos, Sense, key_of};

/// Where a clue idea comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IdeaKind {
    /// The sense's gloss.
    Definition,
    /// A synonym on its own, the classic short clue.
    Synonym,
    /// "Kind of …" (a noun's broader term) or "…, in a way" (a verb's).
    KindOf,
    /// "Not …" or "Opposite of …".
    Opposite,
    /// A usage example with the answer blanked.
    FillIn,
}

impl IdeaKind {
    /// Its name in lists and JSON.
    pub fn name(self) -> &'static str {
        match self {
            IdeaKind::Definition => "definition",
            IdeaKind::Synonym => "synonym",
            IdeaKind::KindOf => "kind of",
            IdeaKind::Opposite => "opposite",
            IdeaKind::FillIn => "fill in",
        }
    }
}

/// One suggested clue: a starting point for the constructor to edit, never placed silently.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueIdea {
    /// The clue text.
    pub text: String,
    /// Where it comes from.
    pub kind: IdeaKind,
    /// The part of speech of the sense it clues.
    pub pos: Pos,
    /// The entry's inflection when it is one (SPICES: plural) and the text could not be put
    /// in that form: the constructor still has to.
    pub unadapted: Option<Inflection>,
}

/// At most this many ideas per entry.
const MAX_IDEAS: usize = 24;
/// Glosses longer than this are not clues.
const MAX_LEN: usize = 90;

impl Meanings {
    /// Clue ideas for `answer` (an entry such as ICECREAM), most common sense first. None of
    /// them contains the answer or a form of it.
    pub fn clue_ideas(&self, answer: &str) -> Vec<ClueIdea> {
        let Some(key) = key_of(answer) else {
            return Vec::new();
        };
        let senses = self.senses(&key);
        let guard = self.guard(&key, &senses);
        let mut out: Vec<ClueIdea> = Vec::new();
        let mut push = |idea: ClueIdea| {
            let fresh = !out.iter().any(|o| o.text.eq_ignore_ascii_case(&idea.text));
            if fresh && out.len() < MAX_IDEAS && !guard.mentions(&idea.text) {
                out.push(idea);
            }
        };
        for sense in senses.iter().take(12) {
            for idea in self.sense_ideas(&key, sense, &guard) {
                push(idea);
            }
        }
        out
    }

    /// Why `answer` has no clue ideas, when [`Meanings::clue_ideas`] found none: WordNet does
    /// not know it, or it does and every idea gave the answer away (and was filtered).
    pub fn no_ideas_reason(&self, answer: &str) -> String {
        let Some(key) = key_of(answer) else {
            return "it has no letters to look up".into();
        };
        if self.senses(&key).is_empty() {
            return "WordNet does not know it".into();
        }
        format!(
            "filtered: every idea contained {} or a form of it",
            key.to_uppercase()
        )
    }

    /// The guard that keeps `answer` (an entry such as ICECREAM) out of a clue: its forms,
    /// its base forms and, for a phrase, its words. `None` when it has no letters.
    pub fn answer_guard(&self, answer: &str) -> Option<Guard> {
        let key = key_of(answer)?;
        let senses = self.senses(&key);
        Some(self.guard(&key, &senses))
    }

    /// The answer's forms: itself, its base forms and, for a phrase, its words.
    fn guard(&self, key: &str, senses: &[Sense<'_>]) -> Guard {
        let bases: Vec<&str> = senses
            .iter()
            .filter_map(|s| s.inflection.as_ref().map(|(_, b)| b.as_str()))
            .collect();
        let mut parts = Vec::new();
        for sense in senses {
            let base = sense.inflection.as_ref().map_or(key, |(_, b)| b.as_str());
            for lemma in sense.synset.lemmas() {
                if key_of(lemma).as_deref() == Some(base) {
                    parts.extend(lemma.split([' ', '-']).filter_map(key_of));
                }
            }
        }
        Guard::new(key, bases, &parts)
    }

    fn sense_ideas(&self, key: &str, sense: &Sense<'_>, guard: &Guard) -> Vec<ClueIdea> {
        let synset = &sense.synset;
        let pos = synset.pos;
        let inflection = sense.inflection.as_ref().map(|(i, _)| *i);
        let mut out = Vec::new();
        let idea = |text: String, kind: IdeaKind, adapted: bool| ClueIdea {
            text,
            kind,
            pos,
            unadapted: inflection.filter(|_| !adapted),
        };
        let inflect = |phrase: &str| match (pos, inflection) {
            (_, None) => Some(phrase.to_string()),
            (Pos::Verb, Some(i)) => self.inflect_verb_phrase(phrase, i),
            _ => None,
        };
        // Only the gloss's first part defines; later ones add detail ("found chiefly in Africa").
        let first = synset.definition().split("; ").next().unwrap_or("");
        if let Some(part) = definition_clue(first) {
            let (text, adapted) = inflect(&part).map_or((part.clone(), false), |t| (t, true));
            let masked = guard.mask(&text);
            // "The act of ___" says nothing: a blank needs words round it.
            let blanked = masked != text;
            let words = masked
                .split_whitespace()
                .filter(|w| !w.contains("___"))
                .count();
            if !guard.mentions(&masked) && (!blanked || words >= 5) {
                out.push(idea(capitalise(&masked), IdeaKind::Definition, adapted));
            }
        }
        for example in synset.examples() {
            let masked = guard.mask(example);
            if masked.contains("___") && masked.len() <= MAX_LEN {
                out.push(idea(
                    format!("\"{}\"", capitalise(&masked)),
                    IdeaKind::FillIn,
                    true,
                ));
            }
        }
        if inflection.is_none() {
            let synonyms = synset
                .lemmas()
                .filter(|l| key_of(l).as_deref() != Some(key));
            for lemma in synonyms.filter(|l| l.split(' ').count() <= 3).take(3) {
                out.push(idea(capitalise(lemma), IdeaKind::Synonym, true));
            }
        }
        let links = self.links(synset.id);
        if let Some(&(_, broader)) = links.iter().find(|(l, _)| *l == Link::Broader) {
            let head = self.synset(broader).head();
            match pos {
                Pos::Noun if inflection == Some(Inflection::Plural) => {
                    out.push(idea(format!("Kinds of {head}"), IdeaKind::KindOf, true))
                }
                Pos::Noun => out.push(idea(format!("Kind of {head}"), IdeaKind::KindOf, true)),
                Pos::Verb => {
                    let (text, adapted) =
                        inflect(head).map_or((head.to_string(), false), |t| (t, true));
                    out.push(idea(
                        format!("{}, in a way", capitalise(&text)),
                        IdeaKind::KindOf,
                        adapted,
                    ))
                }
                _ => {}
            }
        }
        if inflection.is_none()
            && let Some(&(_, opposite)) = links.iter().find(|(l, _)| *l == Link::Opposite)
        {
            let word = self.synset(opposite).head();
            let text = match pos {
                Pos::Adjective | Pos::Adverb => format!("Not {word}"),
                _ => format!("Opposite of {word}"),
            };
            out.push(idea(text, IdeaKind::Opposite, true));
        }
        out
    }

    /// `phrase` with its leading verb (and one coordinated with "or"/"and") inflected;
    /// `None` when a verb's form is irregular and ambiguous.
    /// `phrase` (a verb phrase such as "give up") with its verb in `inflection`'s form, when
    /// the rules or WordNet's exceptions know it.
    pub fn inflect_verb_phrase(&self, phrase: &str, inflection: Inflection) -> Option<String> {
        let mut words: Vec<String> = phrase.split(' ').map(str::to_string).collect();
        let first = words.first()?.clone();
        words[0] = self.inflect_verb(&first, inflection)?;
        if words.len() > 2 && (words[1] == "or" || words[1] == "and") {
            let second = words[2].clone();
            words[2] = self.inflect_verb(&second, inflection)?;
        }
        Some(words.join(" "))
    }

    /// One verb in the form asked for: WordNet's exceptions when they decide, else the rules.
    fn inflect_verb(&self, verb: &str, inflection: Inflection) -> Option<String> {
        let base = key_of(verb)?;
        if !verb.chars().all(|c| c.is_ascii_lowercase()) {
            return None;
        }
        let irregular: Vec<&str> = self
            .exceptions
            .iter()
            .filter(|(form, bases)| {
                bases.iter().any(|(p, b)| *p == Pos::Verb && **b == *base)
                    && super::morph::exception_kind(Pos::Verb, form) == inflection
            })
            .map(|(form, _)| &**form)
            .collect();
        match irregular.as_slice() {
            [one] => return Some(one.to_lowercase()),
            [_, _, ..] => return None,
            [] => {}
        }
        Some(regular(verb, inflection))
    }
}

/// The regular English inflection of a verb.
pub(super) fn regular(verb: &str, inflection: Inflection) -> String {
    let b = verb.as_bytes();
    let vowel = |c: u8| b"aeiou".contains(&c);
    let last = *b.last().unwrap_or(&b'x');
    let consonant_y = last == b'y' && b.len() > 1 && !vowel(b[b.len() - 2]);
    // STOP → STOPPED: one vowel between consonants, in a one-syllable word.
    let groups = b.windows(2).filter(|w| !vowel(w[0]) && vowel(w[1])).count()
        + usize::from(b.first().is_some_and(|&c| vowel(c)));
    let doubles = b.len() >= 3
        && groups == 1
        && !vowel(last)
        && !b"wxy".contains(&last)
        && vowel(b[b.len() - 2])
        && !vowel(b[b.len() - 3]);
    let stem = &verb[..verb.len() - 1];
    match inflection {
        Inflection::ThirdPerson if consonant_y => format!("{stem}ies"),
        Inflection::ThirdPerson
            if ["s", "x", "z", "ch", "sh", "o"]
                .iter()
                .any(|s| verb.ends_with(s)) =>
        {
            format!("{verb}es")
        }
        Inflection::ThirdPerson => format!("{verb}s"),
        Inflection::Past if last == b'e' => format!("{verb}d"),
        Inflection::Past if consonant_y => format!("{stem}ied"),
        Inflection::Past if doubles => format!("{verb}{}ed", last as char),
        Inflection::Past => format!("{verb}ed"),
        Inflection::Ing if verb.ends_with("ie") => format!("{}ying", &verb[..verb.len() - 2]),
        Inflection::Ing if last == b'e' && !verb.ends_with("ee") && b.len() > 2 => {
            format!("{stem}ing")
        }
        Inflection::Ing if doubles => format!("{verb}{}ing", last as char),
        Inflection::Ing => format!("{verb}ing"),
        _ => verb.to_string(),
    }
}

/// Words a long gloss is cut before, to keep its head: "succulent plants having rosettes…".
const CLAUSES: &[&str] = &[
    ", ",
    " having ",
    " with ",
    " that ",
    " which ",
    " usually ",
    " especially ",
];

/// A gloss as a clue: a leading domain label moved to the end ("(baseball) a measure of …" →
/// "a measure of …, in baseball"), and a long one cut at a clause; `None` when too long.
fn definition_clue(gloss: &str) -> Option<String> {
    let mut text = gloss.trim().to_string();
    if let Some(rest) = text.strip_prefix('(')
        && let Some((domain, body)) = rest.split_once(") ")
    {
        text = if domain.chars().all(|c| c.is_ascii_lowercase() || c == ' ') {
            format!("{body}, in {domain}")
        } else {
            body.to_string()
        };
    }
    if text.len() > MAX_LEN {
        let cut = CLAUSES
            .iter()
            .filter_map(|c| text.find(c))
            .filter(|at| (12..=MAX_LEN).contains(at))
            .min()?;
        text.truncate(cut);
    }
    (!text.trim().is_empty()).then_some(text)
}

/// The text with its first letter in capitals.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
