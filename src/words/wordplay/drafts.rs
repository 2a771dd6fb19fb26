//! Drafted cryptic clues: a definition from WordNet at the start or the end, wordplay from the
//! tools with an indicator from the table, and the enumeration. Every draft is checked before
//! it is offered: its recipe yields exactly the answer, its definition is the answer's in
//! WordNet, and no form of the answer shows in the surface.

pub use super::answer::DefinedBy;
use super::define::{plain, same_root};
pub use super::recipe::{Recipe, enumeration_of};
use super::{Device, Indicator, Indicators, Part, Sounds, Wordplay, WordplayError};
use crate::words::meaning::{Guard, Meanings};

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, thiserror::Error)]
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

/// What drafting one answer found: the drafts, and when there are none, why.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// The checked drafts, best first.
    pub drafts: Vec<Draft>,
    /// How WordNet defines the answer.
    pub defined_by: DefinedBy,
    /// How many definitions it gave.
    pub definitions: usize,
    /// How many wordplays the devices found, before the checks.
    pub plays: usize,
    /// Each draft the check refused, with why.
    pub refused: Vec<DraftFault>,
}

/// Why an attempt drafted nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NoDraft {
    /// WordNet does not know the answer, nor a form, compound or derivation of it.
    Unknown,
    /// It knows it, but every definition is longer than two plain words or gives the
    /// answer away.
    NoDefinition,
    /// No device found wordplay whose parts have cues.
    NoWordplay,
    /// The check refused every draft, most often for this fault.
    Refused(DraftFault),
}

impl Attempt {
    /// Why there is no draft; `None` when there is one.
    pub fn why_none(&self) -> Option<NoDraft> {
        if !self.drafts.is_empty() {
            return None;
        }
        Some(if self.defined_by == DefinedBy::Nothing {
            NoDraft::Unknown
        } else if self.definitions == 0 {
            NoDraft::NoDefinition
        } else if self.plays == 0 || self.refused.is_empty() {
            NoDraft::NoWordplay
        } else {
            let count = |f: &DraftFault| self.refused.iter().filter(|r| *r == f).count();
            let most = self.refused.iter().max_by_key(|f| count(f));
            NoDraft::Refused(most.copied().unwrap_or(DraftFault::Letters))
        })
    }
}

impl Drafter<'_> {
    /// Checked drafts for `answer` (a word or phrase; `enumeration` such as `4,6`, else
    /// taken from its spaces and hyphens), best first.
    pub fn drafts(
        &self,
        answer: &str,
        enumeration: Option<&str>,
    ) -> Result<Vec<Draft>, WordplayError> {
        Ok(self.attempt(answer, enumeration)?.drafts)
    }

    /// Drafts for `answer` as [`Drafter::drafts`] makes them, with what was found on the
    /// way: how WordNet defines it, how many definitions and plays there were, and why the
    /// check refused the drafts it refused.
    pub fn attempt(
        &self,
        answer: &str,
        enumeration: Option<&str>,
    ) -> Result<Attempt, WordplayError> {
        let wp = self.wordplay;
        let letters = wp.letters("answer", answer)?.letters;
        let key = wp.alphabet().spell(&letters);
        let enumeration = enumeration
            .map(str::to_string)
            .or_else(|| enumeration_of(answer))
            .unwrap_or_default();
        let known = super::answer::known(self.meanings, &key, &enumeration);
        let defs = self.definitions(&key, &known);
        let mut attempt = Attempt {
            drafts: Vec::new(),
            defined_by: known.source.defined_by(),
            definitions: defs.len(),
            plays: 0,
            refused: Vec::new(),
        };
        if defs.is_empty() {
            return Ok(attempt);
        }
        let plays = self.plays(&key)?;
        attempt.plays = plays.len();
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
            match self.check(&draft, &letters, &known.guard) {
                Ok(()) => out.push(draft),
                Err(fault) => attempt.refused.push(fault),
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
        attempt.drafts = out;
        Ok(attempt)
    }

    /// Every device's wordplay for `key`, unchecked.
    fn plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let mut plays = self.anagram_plays(key)?;
        plays.extend(self.charade_plays(key)?);
        plays.extend(self.container_plays(key)?);
        plays.extend(self.reversal_plays(key)?);
        plays.extend(self.homophone_plays(key)?);
        plays.extend(self.deletion_plays(key)?);
        plays.extend(self.hidden_plays(key));
        plays.extend(self.spoonerism_plays(key)?);
        Ok(plays)
    }

    /// Whether WordNet defines `answer` (with its `enumeration`, for a phrase) as drafts
    /// look it up, itself or through a phrase, compound or derived form: without that
    /// there is no definition to give.
    pub fn knows(&self, answer: &str, enumeration: Option<&str>) -> bool {
        let Ok(letters) = self.wordplay.letters("answer", answer) else {
            return false;
        };
        let key = self.wordplay.alphabet().spell(&letters.letters);
        let enumeration = enumeration
            .map(str::to_string)
            .or_else(|| enumeration_of(answer))
            .unwrap_or_default();
        let known = super::answer::known(self.meanings, &key, &enumeration);
        !self.definitions(&key, &known).is_empty()
    }

    /// The engine's check of a draft for `answer` (its letters): see [`DraftFault`].
    pub fn check(&self, draft: &Draft, answer: &[u8], guard: &Guard) -> Result<(), DraftFault> {
        let key = self.wordplay.alphabet().spell(answer);
        if !draft.recipe.yields(answer, &key, self.sounds) {
            return Err(DraftFault::Letters);
        }
        let known = super::answer::known(self.meanings, &key, enumeration_in(&draft.clue));
        if !self
            .definitions(&key, &known)
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
