//! Drafted cryptic clues: a definition from WordNet at the start or the end, wordplay from the
//! tools with an indicator from the table, and the enumeration. Every draft is checked before
//! it is offered: its recipe yields exactly the answer, its definition is the answer's in
//! WordNet, and no form of the answer shows in the surface.

pub use super::recipe::{Recipe, enumeration_of};
use super::{Device, Indicator, Indicators, Part, Sounds, Wordplay, WordplayError};
use crate::words::meaning::{Guard, Inflection, Link, Meanings, Sense, key_of};

/// One drafted clue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// The surface with its enumeration: `Mixed up pretend mat in an office division (10)`.
    pub clue: String,
    /// The definition as it stands in the surface.
    pub definition: String,
    /// The parse: `definition: division; anagram (mixed) of PRETEND MAT`.
    pub parse: String,
    /// 0–100: how natural the parts are, less for table parts and a gloss definition.
    pub score: u8,
    /// The device of the wordplay.
    pub device: Device,
    /// How the letters are made, for the check.
    pub recipe: Recipe,
}

/// Why a draft failed its check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DraftFault {
    /// The recipe does not make the answer.
    #[error("the wordplay does not make the answer")]
    Letters,
    /// The definition is not the answer's in WordNet.
    #[error("the definition is not related to the answer")]
    Definition,
    /// The surface shows the answer or a form of it.
    #[error("the surface shows the answer")]
    ShowsAnswer,
}

/// What drafting needs: the tools, WordNet, the pronunciations and the indicators.
#[derive(Debug, Clone, Copy)]
pub struct Drafter<'a> {
    /// The wordplay tools (their list and minimum scores).
    pub wordplay: &'a Wordplay<'a>,
    /// WordNet, for definitions and the parts' synonyms.
    pub meanings: &'a Meanings,
    /// Pronunciations, for homophones.
    pub sounds: &'a Sounds,
    /// Indicator words.
    pub indicators: &'a Indicators,
}

/// At most this many drafts of one device.
pub(super) const PER_DEVICE: usize = 3;
/// At most this many drafts in all.
const MAX_DRAFTS: usize = 12;

/// A draft in the making: the wordplay half of the surface, its parse, and its score.
pub(super) struct Play {
    pub text: String,
    pub parse: String,
    pub score: u8,
    pub device: Device,
    pub recipe: Recipe,
}

impl Drafter<'_> {
    /// Checked drafts for `answer` (a word or phrase; `enumeration` such as `4,6`, else
    /// taken from its spaces and hyphens), best first.
    pub fn drafts(
        &self,
        answer: &str,
        enumeration: Option<&str>,
    ) -> Result<Vec<Draft>, WordplayError> {
        let wp = self.wordplay;
        let letters = wp.letters("answer", answer)?.letters;
        let key = wp.alphabet().spell(&letters);
        let enumeration = enumeration
            .map(str::to_string)
            .or_else(|| enumeration_of(answer))
            .unwrap_or_default();
        let known = super::answer::known(self.meanings, &key, &enumeration);
        let defs = self.definitions(&key, &known.senses);
        if defs.is_empty() {
            return Ok(Vec::new());
        }
        let guard = known.guard;
        let mut plays = self.anagram_plays(&key)?;
        plays.extend(self.charade_plays(&key)?);
        plays.extend(self.container_plays(&key)?);
        plays.extend(self.reversal_plays(&key)?);
        plays.extend(self.homophone_plays(&key)?);
        plays.extend(self.deletion_plays(&key)?);
        plays.extend(self.hidden_plays(&key));
        plays.extend(self.spoonerism_plays(&key)?);
        let mut out: Vec<Draft> = Vec::new();
        for (i, play) in plays.into_iter().enumerate() {
            // The closest definitions first, varied a little across the plays.
            let (def, cost) = &defs[i % defs.len().min(3)];
            let at_start = i % 2 == 1;
            let surface = if at_start {
                format!("{} {}", capitalise(def), play.text)
            } else {
                format!("{} {}", capitalise(&play.text), def)
            };
            let draft = Draft {
                clue: format!("{surface} ({enumeration})"),
                definition: def.clone(),
                parse: format!("definition: {def}; {}", play.parse),
                score: play.score.saturating_sub(*cost),
                device: play.device,
                recipe: play.recipe,
            };
            if self.check(&draft, &letters, &guard).is_ok() {
                out.push(draft);
            }
        }
        out.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.clue.cmp(&b.clue)));
        let mut per: std::collections::HashMap<Device, usize> = Default::default();
        out.retain(|d| {
            let n = per.entry(d.device).or_default();
            *n += 1;
            *n <= PER_DEVICE
        });
        out.truncate(MAX_DRAFTS);
        Ok(out)
    }

    /// Whether WordNet knows `answer` (with its `enumeration`, for a phrase), as drafts
    /// look it up: without that there is no definition to give.
    pub fn knows(&self, answer: &str, enumeration: Option<&str>) -> bool {
        let Ok(letters) = self.wordplay.letters("answer", answer) else {
            return false;
        };
        let key = self.wordplay.alphabet().spell(&letters.letters);
        let enumeration = enumeration
            .map(str::to_string)
            .or_else(|| enumeration_of(answer))
            .unwrap_or_default();
        !super::answer::known(self.meanings, &key, &enumeration)
            .senses
            .is_empty()
    }

    /// The engine's check of a draft for `answer` (its letters): see [`DraftFault`].
    pub fn check(&self, draft: &Draft, answer: &[u8], guard: &Guard) -> Result<(), DraftFault> {
        let key = self.wordplay.alphabet().spell(answer);
        if !draft.recipe.yields(answer, &key, self.sounds) {
            return Err(DraftFault::Letters);
        }
        let known = super::answer::known(self.meanings, &key, enumeration_in(&draft.clue));
        if !self
            .definitions(&key, &known.senses)
            .iter()
            .any(|(d, _)| *d == draft.definition)
        {
            return Err(DraftFault::Definition);
        }
        if guard.mentions(&draft.clue) {
            return Err(DraftFault::ShowsAnswer);
        }
        Ok(())
    }

    /// The check of a draft on its own: the answer's guard looked up.
    pub fn verify(&self, draft: &Draft, answer: &str) -> Result<(), DraftFault> {
        let letters = self
            .wordplay
            .letters("answer", answer)
            .map_err(|_| DraftFault::Letters)?
            .letters;
        let key = self.wordplay.alphabet().spell(&letters);
        let guard = super::answer::known(self.meanings, &key, enumeration_in(&draft.clue)).guard;
        self.check(draft, &letters, &guard)
    }

    /// Definitions of `key` from WordNet, closest first, each with what it costs a draft's
    /// score: synonyms of its first senses (one or two words) free, then broader terms and
    /// similar words (a composer for BRAHMS) and a short gloss at 5.
    fn definitions(&self, key: &str, all: &[Sense<'_>]) -> Vec<(String, u8)> {
        let mut out: Vec<(String, u8)> = Vec::new();
        let push = |text: String, cost: u8, out: &mut Vec<(String, u8)>| {
            let fits = text.split(' ').count() <= 2 && !same_root(&text, key) && plain(&text);
            if fits && !out.iter().any(|(d, _)| *d == text) {
                out.push((text, cost));
            }
        };
        // An inflected entry (SPICES) is defined by its base's synonyms put in its form.
        for sense in all.iter().take(4) {
            let Some((inflection, _)) = &sense.inflection else {
                continue;
            };
            for lemma in sense.synset.lemmas() {
                let lemma = lemma.replace('_', " ");
                if let Some(text) = self.inflected(&lemma, *inflection) {
                    push(text, 0, &mut out);
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
                push(lemma.replace('_', " "), 0, &mut out);
            }
        }
        for sense in senses.iter().take(2) {
            for (link, id) in self.meanings.links(sense.synset.id) {
                if matches!(link, Link::Broader | Link::Similar) {
                    for lemma in self.meanings.synset(id).lemmas() {
                        push(lemma.replace('_', " "), 5, &mut out);
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
        out.truncate(8);
        out
    }

    /// `lemma` in the form `inflection` names, when the rules know it: a plural noun
    /// (its last word), a verb's forms as WordNet's exceptions and the rules make them.
    fn inflected(&self, lemma: &str, inflection: Inflection) -> Option<String> {
        if !lemma.chars().all(|c| c.is_ascii_lowercase() || c == ' ') {
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
            _ => None,
        }
    }

    /// A word a clue may give for `part`: a table part's meaning, a list word's synonym
    /// (one or two words, not the word itself); `None` when WordNet has none.
    fn cue(&self, part: &Part) -> Option<String> {
        if let Some(m) = part.abbrev {
            return Some(m.to_string());
        }
        let key = self.wordplay.alphabet().spell(&part.word);
        let senses = self.meanings.senses(&key);
        senses
            .iter()
            .filter(|s| s.inflection.is_none())
            .take(3)
            .flat_map(|s| s.synset.lemmas())
            .map(|l| l.replace('_', " "))
            .find(|l| l.split(' ').count() <= 2 && plain(l) && !same_root(l, &key))
    }

    /// The indicator of `device` for this answer: one of the preferred few, varied by the
    /// answer so a puzzle's drafts do not all say "mixed".
    pub(super) fn indicator(&self, device: Device, key: &str, nth: usize) -> Option<Indicator> {
        let list = self.indicators.of(device);
        let few = list.len().min(8);
        let seed: usize = key.bytes().map(usize::from).sum::<usize>() + nth;
        (few > 0).then(|| list[seed % few])
    }

    pub(super) fn spell(&self, w: &[u8]) -> String {
        self.wordplay.alphabet().spell(w)
    }

    fn anagram_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let opts = super::AnagramOptions {
            min_len: 3,
            ..Default::default()
        };
        let found = self.wordplay.anagrams(key, &opts)?;
        let mut out = Vec::new();
        // A fodder word of four letters or more that stands in the answer as it is
        // (SPEECH in SPEECHIFY) is barely an anagram.
        let whole = |a: &&super::Anagram| {
            a.parts
                .iter()
                .all(|p| p.word.len() < 4 || !key.contains(&self.spell(&p.word)))
        };
        for (nth, a) in found.iter().filter(whole).take(PER_DEVICE).enumerate() {
            let words: Vec<String> = a
                .parts
                .iter()
                .map(|p| self.spell(&p.word).to_lowercase())
                .collect();
            let fodder = words.join(" ");
            let Some(ind) = self.indicator(Device::Anagram, key, nth) else {
                break;
            };
            out.push(Play {
                text: ind.apply(&[&fodder]),
                parse: format!(
                    "anagram ({}) of {}",
                    ind.words().collect::<Vec<_>>().join(" "),
                    fodder.to_uppercase()
                ),
                score: a.score,
                device: Device::Anagram,
                recipe: Recipe::Anagram(a.parts.iter().map(|p| p.word.clone()).collect()),
            });
        }
        Ok(out)
    }

    /// Cues for every part, with the parse's labels (`ST (street)`, `RANGE (scope)`).
    pub(super) fn cues(&self, parts: &[Part]) -> Option<(Vec<String>, Vec<String>)> {
        let mut cues = Vec::new();
        let mut labels = Vec::new();
        for p in parts {
            let cue = self.cue(p)?;
            labels.push(format!("{} ({cue})", self.spell(&p.word)));
            cues.push(cue);
        }
        Some((cues, labels))
    }

    fn charade_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let found = self.wordplay.charades(key, 3, 3)?;
        let mut out = Vec::new();
        for c in found.iter().take(40) {
            let Some((cues, labels)) = self.cues(&c.parts) else {
                continue;
            };
            let text = match cues.as_slice() {
                [a, b] => self
                    .indicator(Device::Charade, key, out.len())
                    .map_or(format!("{a} {b}"), |i| i.apply(&[a, b])),
                many => many.join(" "),
            };
            out.push(Play {
                text,
                parse: format!("charade: {}", labels.join(" + ")),
                score: tabled(c.score, &c.parts),
                device: Device::Charade,
                recipe: Recipe::Charade(c.parts.iter().map(|p| p.word.clone()).collect()),
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }

    fn container_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let found = self.wordplay.containers(key, 3)?;
        let mut out = Vec::new();
        for c in found.iter().take(40) {
            let (Some((outer, outer_label)), Some((inner, inner_labels))) = (
                self.cues(std::slice::from_ref(&c.outer)),
                self.cues(&c.inner_parts),
            ) else {
                continue;
            };
            let (outer, inner) = (outer.join(" "), inner.join(" "));
            let holding = out.len() % 2 == 0;
            let device = if holding {
                Device::Container
            } else {
                Device::Insertion
            };
            let Some(ind) = self.indicator(device, key, out.len()) else {
                continue;
            };
            let text = if holding {
                ind.apply(&[&outer, &inner])
            } else {
                ind.apply(&[&inner, &outer])
            };
            let text = if ind.0.matches('~').count() == 1 {
                // A one-slot indicator ("~ holding") takes the other part after it.
                format!("{text} {}", if holding { &inner } else { &outer })
            } else {
                text
            };
            let mut all = c.inner_parts.clone();
            all.push(c.outer.clone());
            out.push(Play {
                text,
                parse: format!(
                    "{} around {}",
                    outer_label.join(""),
                    inner_labels.join(" + ")
                ),
                score: tabled(c.score, &all),
                device: Device::Container,
                recipe: Recipe::Container {
                    outer: c.outer.word.clone(),
                    inner: c.inner.word.clone(),
                    at: c.at,
                },
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }

    fn reversal_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let found = self.wordplay.reversals(key, 2, 3)?;
        let mut out = Vec::new();
        for r in found.iter().take(20) {
            let Some((cues, labels)) = self.cues(&r.parts) else {
                continue;
            };
            let Some(ind) = self.indicator(Device::Reversal, key, out.len()) else {
                break;
            };
            out.push(Play {
                text: ind.apply(&[&cues.join(" ")]),
                parse: format!("reversal of {}", labels.join(" + ")),
                score: tabled(r.word.score, &r.parts),
                device: Device::Reversal,
                recipe: Recipe::Reversal(r.parts.iter().map(|p| p.word.clone()).collect()),
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }

    fn homophone_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let found = self.wordplay.homophones(self.sounds, key)?;
        let mut out = Vec::new();
        for h in found.iter().take(10) {
            let Some((cues, labels)) = self.cues(&h.parts) else {
                continue;
            };
            let Some(ind) = self.indicator(Device::Homophone, key, out.len()) else {
                break;
            };
            out.push(Play {
                text: ind.apply(&[&cues.join(" ")]),
                parse: format!("sounds like {}", labels.join(" + ")),
                score: h.score,
                device: Device::Homophone,
                recipe: Recipe::Homophone(h.parts.iter().map(|p| self.spell(&p.word)).collect()),
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }

    fn deletion_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let found = self.wordplay.deletions(key, 2)?;
        let mut out = Vec::new();
        for d in found.iter().take(30) {
            let Some(cue) = self.cue(&d.word) else {
                continue;
            };
            let (device, text) = match (d.removed_abbrev, d.kind, d.removed.len()) {
                (Some(m), _, _) => (Device::Deletion, format!("{cue} without {m}")),
                (None, super::DeletionKind::Head, 1) => (Device::DeletionHead, cue.clone()),
                (None, super::DeletionKind::Tail, 1) => (Device::DeletionTail, cue.clone()),
                _ => continue,
            };
            let text = match device {
                Device::Deletion => text,
                _ => match self.indicator(device, key, out.len()) {
                    Some(ind) => ind.apply(&[&text]),
                    None => continue,
                },
            };
            out.push(Play {
                text,
                parse: format!(
                    "{} ({cue}) less {}",
                    self.spell(&d.word.word),
                    self.spell(&d.removed)
                ),
                score: d.word.score,
                device: Device::Deletion,
                recipe: Recipe::Deletion {
                    word: d.word.word.clone(),
                    at: d.at,
                    len: d.removed.len(),
                },
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }
}

/// The enumeration a clue ends with (`Retreats (5,3)` → `5,3`), empty without one.
fn enumeration_in(clue: &str) -> &str {
    clue.trim_end()
        .strip_suffix(')')
        .and_then(|c| c.rsplit_once('('))
        .map_or("", |(_, e)| e)
}

/// The regular plural of a noun: BOX → BOXES, CITY → CITIES, CAT → CATS.
fn plural_of(noun: &str) -> String {
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
fn plain(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\''))
}

/// Whether `text` is `key` or shares its root: one holds the other, or they start with the
/// same five letters (REVERSE for REVERSION) — a definition or cue like that gives the
/// answer away.
fn same_root(text: &str, key: &str) -> bool {
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

/// `score` less 3 for each table part: whole words read better.
fn tabled(score: u8, parts: &[Part]) -> u8 {
    let n = super::abbreviations_in(parts);
    score.saturating_sub(u8::try_from(3 * n).unwrap_or(u8::MAX))
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
