//! The definitions a draft may give its answer, all from WordNet: the answer's synonyms,
//! broader terms and a short gloss, put in the answer's form when WordNet knows only its
//! base (BASSISTS: "bass players"; RITZIER: "more elegant"); a compound's by the kinds its
//! head is of (BUS TRIP: "journey"); a derived form's by its base's words in the same form (SHAMPOOERS:
//! "washers", each checked to be a WordNet word of the derived kind).

use super::answer::{Derivation, Known, Source};
use super::drafts::Drafter;
use crate::words::meaning::{Inflection, Link, Pos, Sense, key_of};

/// What a definition reached through a compound's head costs: it names a broader kind
/// (a BUS TRIP is a journey), never the thing itself.
const HEAD_COST: u8 = 10;
/// What a kind two steps broader costs (EARLOBES: "body parts"), given only when nothing
/// closer is.
const FAR_COST: u8 = 10;
/// What a derived definition costs: a word of the derived kind, one step from WordNet's.
const DERIVED_COST: u8 = 5;
/// At most this many definitions per answer.
const MAX_DEFINITIONS: usize = 8;

impl Drafter<'_> {
    /// Definitions of the answer `known` describes (its key `key`), closest first, each
    /// with what it costs a draft's score.
    pub(super) fn definitions(&self, key: &str, known: &Known<'_>) -> Vec<(String, u8)> {
        let mut out = match known.source {
            Source::Derived(d) => self.derived_definitions(key, &known.senses, d),
            Source::Compound => self.compound_definitions(key, &known.senses),
            _ => self.sense_definitions(key, &known.senses),
        };
        // A definition the guard refuses (BUDGERIGAR shares BUDGIE's stem) would only make
        // drafts the check refuses.
        out.retain(|(d, _)| !known.guard.mentions(d));
        // An adverb WordNet glosses by its own adjective ("in a malevolent manner") is
        // defined as a derived form: MALEVOLENTLY, "maliciously".
        if out.is_empty()
            && known.source == Source::Own
            && let Some((senses, _, d)) = super::answer::derived(self.meanings, key)
        {
            out = self.derived_definitions(key, &senses, d);
            out.retain(|(d, _)| !known.guard.mentions(d));
        }
        if out.is_empty() && known.source != Source::Compound {
            out = self.far_definitions(key, &known.senses);
            out.retain(|(d, _)| !known.guard.mentions(d));
        }
        out.truncate(MAX_DEFINITIONS);
        out
    }

    /// A compound's definitions: the kinds its head's first two senses are of (BUS TRIP,
    /// by TRIP: "journey"), in the head's form.
    fn compound_definitions(&self, key: &str, head: &[Sense<'_>]) -> Vec<(String, u8)> {
        let mut out = Vec::new();
        for sense in head.iter().take(2) {
            let inflection = sense.inflection.as_ref().map(|(i, _)| *i);
            for text in self.broader(sense.synset.id, inflection) {
                push(key, text, HEAD_COST, &mut out);
            }
        }
        out
    }

    /// The kinds two steps broader than the first two senses (EARLOBE → LOBE → "body
    /// part"), for an answer whose own words and kinds all share its root.
    fn far_definitions(&self, key: &str, all: &[Sense<'_>]) -> Vec<(String, u8)> {
        let mut out = Vec::new();
        for sense in all.iter().take(2) {
            let inflection = sense.inflection.as_ref().map(|(i, _)| *i);
            for (link, id) in self.meanings.links(sense.synset.id) {
                if link == Link::Broader {
                    for text in self.broader(id, inflection) {
                        push(key, text, FAR_COST, &mut out);
                    }
                }
            }
        }
        out
    }

    /// The words of the synsets one step broader than `id`, in `inflection`'s form.
    fn broader(&self, id: u32, inflection: Option<Inflection>) -> Vec<String> {
        let mut out = Vec::new();
        for (link, to) in self.meanings.links(id) {
            if link != Link::Broader {
                continue;
            }
            for lemma in self.meanings.synset(to).lemmas() {
                let lemma = lemma.replace('_', " ");
                match inflection {
                    None => out.push(lemma),
                    Some(i) => out.extend(self.inflected(&lemma, i)),
                }
            }
        }
        out
    }

    /// Definitions from `all` (senses of the answer, or of a compound's head): synonyms of
    /// the first senses (one or two words) free, then broader terms and similar words (a
    /// composer for BRAHMS) and a short gloss at 5.
    fn sense_definitions(&self, key: &str, all: &[Sense<'_>]) -> Vec<(String, u8)> {
        let mut out: Vec<(String, u8)> = Vec::new();
        // An inflected entry (SPICES) is defined by its base's synonyms put in its form.
        for sense in all.iter().take(4) {
            let Some((inflection, _)) = &sense.inflection else {
                continue;
            };
            for lemma in sense.synset.lemmas() {
                if let Some(text) = self.inflected(&lemma.replace('_', " "), *inflection) {
                    push(key, text, 0, &mut out);
                }
            }
            // A broader or similar term in the same form (RITZIER: "more elegant").
            for (link, id) in self.meanings.links(sense.synset.id) {
                if matches!(link, Link::Broader | Link::Similar) {
                    for lemma in self.meanings.synset(id).lemmas() {
                        if let Some(text) = self.inflected(&lemma.replace('_', " "), *inflection) {
                            push(key, text, 5, &mut out);
                        }
                    }
                }
            }
        }
        let senses: Vec<_> = all
            .iter()
            .filter(|s| s.inflection.is_none())
            .take(4)
            .collect();
        for sense in &senses {
            for lemma in sense.synset.lemmas() {
                push(key, lemma.replace('_', " "), 0, &mut out);
            }
        }
        for sense in senses.iter().take(2) {
            for (link, id) in self.meanings.links(sense.synset.id) {
                if matches!(link, Link::Broader | Link::Similar) {
                    for lemma in self.meanings.synset(id).lemmas() {
                        push(key, lemma.replace('_', " "), 5, &mut out);
                    }
                }
            }
        }
        if let Some(sense) = senses.first() {
            let first = sense
                .synset
                .definition()
                .split(';')
                .next()
                .unwrap_or("")
                .trim();
            if (1..=5).contains(&first.split(' ').count()) && !first.contains('(') {
                out.push((first.to_string(), 5));
            }
        }
        out
    }

    /// A derived form's definitions: the base senses' words (a verb's broader ones too) in
    /// the derived form, each one WordNet lists as a word of that kind, plural for a plural
    /// answer.
    fn derived_definitions(
        &self,
        key: &str,
        base: &[Sense<'_>],
        d: Derivation,
    ) -> Vec<(String, u8)> {
        let mut out: Vec<(String, u8)> = Vec::new();
        let mut words: Vec<(&str, u8)> = Vec::new();
        for sense in base.iter().take(3) {
            words.extend(sense.synset.lemmas().map(|l| (l, 0)));
            if sense.synset.pos == Pos::Verb {
                for (link, id) in self.meanings.links(sense.synset.id) {
                    if link == Link::Broader {
                        words.extend(self.meanings.synset(id).lemmas().map(|l| (l, 3)));
                    }
                }
            }
        }
        for (word, cost) in words {
            let Some(derived) = derive(word, d.rule) else {
                continue;
            };
            let listed = key_of(&derived).is_some_and(|k| {
                self.meanings
                    .synsets_of(&k)
                    .iter()
                    .any(|&id| self.meanings.synset(id).pos == d.rule.to)
            });
            if listed {
                let text = if d.plural {
                    plural_of(&derived)
                } else {
                    derived
                };
                push(key, text, DERIVED_COST + cost, &mut out);
            }
        }
        out
    }

    /// `lemma` in the form `inflection` names, when the rules know it: a plural noun
    /// (its last word), a verb's forms as WordNet's exceptions and the rules make them, an
    /// adjective's comparative and superlative.
    fn inflected(&self, lemma: &str, inflection: Inflection) -> Option<String> {
        // A noun may be a name's (JAMAICANS: "West Indians"); other words are lowercase.
        let fits = |c: char| {
            c.is_ascii_lowercase()
                || c == ' '
                || (inflection == Inflection::Plural && c.is_ascii_uppercase())
        };
        if !lemma.chars().all(fits) {
            return None;
        }
        match inflection {
            Inflection::Plural => {
                let (head, last) = lemma.rsplit_once(' ').map_or(("", lemma), |(h, l)| (h, l));
                let plural = plural_of(last);
                Some(if head.is_empty() {
                    plural
                } else {
                    format!("{head} {plural}")
                })
            }
            Inflection::ThirdPerson | Inflection::Past | Inflection::Ing => {
                self.meanings.inflect_verb_phrase(lemma, inflection)
            }
            Inflection::Comparative | Inflection::Superlative => compared(lemma, inflection),
        }
    }
}

/// Adds `text` to `out` at `cost` when it reads as a definition of `key`: one or two plain
/// words not sharing the answer's root, not there already.
fn push(key: &str, text: String, cost: u8, out: &mut Vec<(String, u8)>) {
    let fits = text.split(' ').count() <= 2 && !same_root(&text, key) && plain(&text);
    if fits && !out.iter().any(|(d, _)| *d == text) {
        out.push((text, cost));
    }
}

/// What a derivation makes of a word and from which kind of word to which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Rule {
    /// The suffix, in capitals as keys are.
    pub suffix: &'static str,
    /// The kind of word it is added to.
    pub from: Pos,
    /// The kind of word it makes.
    pub to: Pos,
}

/// The derivations drafts define through: the one who does (SHAMPOOER), the quality
/// (BREEZINESS), the manner (BREEZILY).
pub(super) const RULES: &[Rule] = &[
    Rule {
        suffix: "ER",
        from: Pos::Verb,
        to: Pos::Noun,
    },
    Rule {
        suffix: "NESS",
        from: Pos::Adjective,
        to: Pos::Noun,
    },
    Rule {
        suffix: "LY",
        from: Pos::Adjective,
        to: Pos::Adverb,
    },
];

/// The bases a key derived by `rule` may come from (SHAMPOOER → SHAMPOO; STOPPER → STOP;
/// BREEZINESS → BREEZY; GENTLY → GENTLE), spelled as keys.
pub(super) fn bases(key: &str, rule: &Rule) -> Vec<String> {
    let Some(stem) = key.strip_suffix(rule.suffix).filter(|s| s.len() >= 3) else {
        return Vec::new();
    };
    let mut out = vec![stem.to_string(), format!("{stem}E")];
    if let Some(s) = stem.strip_suffix('I') {
        out.push(format!("{s}Y"));
    }
    let b = stem.as_bytes();
    if b.len() >= 2 && b[b.len() - 1] == b[b.len() - 2] {
        out.push(stem[..stem.len() - 1].to_string());
    }
    if rule.suffix == "LY" {
        out.push(format!("{stem}LE"));
        if let Some(s) = stem.strip_suffix("AL") {
            out.push(s.to_string());
        }
    }
    out
}

/// `word` (a lowercase lemma of one word) with `rule`'s suffix added as spelling has it;
/// `None` for a phrase or a word of other characters.
pub(super) fn derive(word: &str, rule: Rule) -> Option<String> {
    if word.is_empty() || !word.chars().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    let b = word.as_bytes();
    let vowel = |c: u8| b"aeiou".contains(&c);
    let last = b[b.len() - 1];
    let consonant_y = last == b'y' && b.len() > 1 && !vowel(b[b.len() - 2]);
    let stem = &word[..word.len() - 1];
    Some(match rule.suffix {
        "ER" if last == b'e' => format!("{word}r"),
        "ER" if consonant_y => format!("{stem}ier"),
        "ER" if doubles(word) => format!("{word}{}er", last as char),
        "ER" => format!("{word}er"),
        "NESS" if consonant_y => format!("{stem}iness"),
        "NESS" => format!("{word}ness"),
        "LY" if consonant_y => format!("{stem}ily"),
        "LY" if word.ends_with("ic") => format!("{word}ally"),
        "LY" if word.ends_with("le") && b.len() > 2 && !vowel(b[b.len() - 3]) => {
            format!("{stem}y")
        }
        "LY" => format!("{word}ly"),
        _ => return None,
    })
}

/// Whether a word doubles its last letter before a suffix: one vowel between consonants
/// at its end, in one syllable (STOP → STOPPER, BIG → BIGGER).
fn doubles(word: &str) -> bool {
    let b = word.as_bytes();
    let vowel = |c: u8| b"aeiou".contains(&c);
    let groups = b.windows(2).filter(|w| !vowel(w[0]) && vowel(w[1])).count()
        + usize::from(b.first().is_some_and(|&c| vowel(c)));
    let last = b[b.len() - 1];
    b.len() >= 3
        && groups == 1
        && !vowel(last)
        && !b"wxy".contains(&last)
        && vowel(b[b.len() - 2])
        && !vowel(b[b.len() - 3])
}

/// An adjective's comparative or superlative: the irregular few, -IER/-IEST for a
/// consonant and Y, -ER/-EST for one syllable, else "more"/"most" before it.
fn compared(lemma: &str, inflection: Inflection) -> Option<String> {
    let most = inflection == Inflection::Superlative;
    const IRREGULAR: &[(&str, &str, &str)] = &[
        ("good", "better", "best"),
        ("well", "better", "best"),
        ("bad", "worse", "worst"),
        ("ill", "worse", "worst"),
        ("far", "farther", "farthest"),
        ("little", "less", "least"),
        ("much", "more", "most"),
        ("many", "more", "most"),
    ];
    if let Some(&(_, more, best)) = IRREGULAR.iter().find(|(w, ..)| *w == lemma) {
        return Some(if most { best } else { more }.to_string());
    }
    if lemma.contains(' ') {
        return None;
    }
    let b = lemma.as_bytes();
    let vowel = |c: u8| b"aeiou".contains(&c);
    let last = *b.last()?;
    let (er, est) = ("er", "est");
    let suffix = if most { est } else { er };
    // Vowel groups, Y one too after a consonant, a silent final E not (FINE has one).
    let sounded = match b {
        [.., c, b'e'] if !vowel(*c) => &b[..b.len() - 1],
        _ => b,
    };
    let voiced = |c: u8| vowel(c) || c == b'y';
    let syllables = sounded
        .windows(2)
        .filter(|w| !voiced(w[0]) && voiced(w[1]))
        .count()
        + usize::from(sounded.first().is_some_and(|&c| vowel(c)));
    let stem = &lemma[..lemma.len() - 1];
    Some(
        if last == b'y' && b.len() > 2 && !vowel(b[b.len() - 2]) && syllables <= 2 {
            format!("{stem}i{suffix}")
        } else if syllables <= 1 && last == b'e' {
            format!("{stem}{suffix}")
        } else if syllables <= 1 && doubles(lemma) {
            format!("{lemma}{}{suffix}", last as char)
        } else if syllables <= 1 {
            format!("{lemma}{suffix}")
        } else {
            format!("{} {lemma}", if most { "most" } else { "more" })
        },
    )
}

/// The regular plural of a noun: BOX → BOXES, CITY → CITIES, CAT → CATS.
pub(super) fn plural_of(noun: &str) -> String {
    let consonant_y = noun
        .strip_suffix('y')
        .filter(|stem| stem.chars().last().is_some_and(|c| !"aeiou".contains(c)));
    if let Some(stem) = consonant_y {
        return format!("{stem}ies");
    }
    let sibilant = ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| noun.ends_with(e));
    if sibilant {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

/// Whether `text` reads as words in a surface: letters, spaces, hyphens and apostrophes
/// (no "o.d.", no digits).
pub(super) fn plain(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\''))
}

/// Whether `text` is `key` or shares its root: one holds the other, or they start with the
/// same five letters (REVERSE for REVERSION) — a definition or cue like that gives the
/// answer away.
pub(super) fn same_root(text: &str, key: &str) -> bool {
    let Some(k) = key_of(text) else {
        return true;
    };
    let shared = k
        .bytes()
        .zip(key.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    k.contains(key) || key.contains(&k) || shared >= 5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derivations_spell_as_english_does() {
        let [er, ness, ly] = [RULES[0], RULES[1], RULES[2]];
        assert_eq!(derive("wash", er).as_deref(), Some("washer"));
        assert_eq!(derive("stick", er).as_deref(), Some("sticker"));
        assert_eq!(derive("stop", er).as_deref(), Some("stopper"));
        assert_eq!(derive("bake", er).as_deref(), Some("baker"));
        assert_eq!(derive("carry", er).as_deref(), Some("carrier"));
        assert_eq!(derive("breezy", ness).as_deref(), Some("breeziness"));
        assert_eq!(derive("gentle", ly).as_deref(), Some("gently"));
        assert_eq!(derive("tragic", ly).as_deref(), Some("tragically"));
        assert_eq!(derive("happy", ly).as_deref(), Some("happily"));
        assert_eq!(derive("ice cream", er), None);
        assert!(bases("SHAMPOOER", &er).contains(&"SHAMPOO".to_string()));
        assert!(bases("STOPPER", &er).contains(&"STOP".to_string()));
        assert!(bases("ADHERER", &er).contains(&"ADHERE".to_string()));
        assert!(bases("BREEZINESS", &ness).contains(&"BREEZY".to_string()));
        assert!(bases("GENTLY", &ly).contains(&"GENTLE".to_string()));
        assert!(bases("ER", &er).is_empty());
    }

    #[test]
    fn comparatives_follow_the_syllables() {
        let c = Inflection::Comparative;
        let s = Inflection::Superlative;
        assert_eq!(compared("posh", c).as_deref(), Some("posher"));
        assert_eq!(compared("flashy", c).as_deref(), Some("flashier"));
        assert_eq!(compared("big", s).as_deref(), Some("biggest"));
        assert_eq!(compared("fine", c).as_deref(), Some("finer"));
        assert_eq!(compared("stylish", c).as_deref(), Some("more stylish"));
        assert_eq!(compared("good", s).as_deref(), Some("best"));
        assert_eq!(compared("far out", c), None);
    }
}
