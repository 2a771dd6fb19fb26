//! Drafts' wordplay of the devices that build a surface rather than parse the answer: the
//! answer hidden across two list words (`agenDA VITal` for DAVIT), and a spoonerism of two
//! list words (`belly jean` for JELLY BEAN).

use super::drafts::{Drafter, PER_DEVICE, Play};
use super::ends::Endings;
use super::{Device, Part, Recipe, Wordplay, WordplayError};
use crate::words::Pattern;

/// The longest word a hidden draft hides its answer in: longer ones make a surface no one
/// would write.
const HIDING_MAX: usize = 9;
/// How many words ending with each piece of the answer are kept while searching.
const PER_PIECE: usize = 4;

/// One way to hide the answer: the word whose end holds its start, the word whose start
/// holds the rest.
struct Hiding {
    words: [Part; 2],
    score: u8,
}

impl Wordplay<'_> {
    /// The kept words a hidden draft may hide its answer's start in, by their endings:
    /// built at the first hidden draft, a pass over the list, then kept with the tools.
    fn endings(&self) -> &Endings {
        self.endings.get_or_init(|| {
            let mut words = Vec::new();
            self.index.for_each(|w, score| {
                if w.len() <= HIDING_MAX && self.kept(w.len(), Some(score)).is_some() {
                    words.push((w.to_vec(), score));
                }
            });
            Endings::new(words)
        })
    }
}

impl Drafter<'_> {
    /// The answer hidden across two list words, the first ending with its start and the
    /// second starting with the rest, each word longer than its piece; best first by the
    /// weaker word, then the shorter pair.
    fn hidings(&self, key: &str) -> Vec<Hiding> {
        let wp = self.wordplay;
        let Ok(answer) = wp.alphabet().encode(key) else {
            return Vec::new();
        };
        let n = answer.len();
        if n < 4 {
            return Vec::new();
        }
        // The best few words that end with the answer's first `i` letters (a suffix search
        // the fst cannot prune): one range of the endings table, built at the first draft.
        let endings = wp.endings();
        let outside = |w: &[u8]| !contains(w, &answer);
        let ends: Vec<Vec<Part>> = (0..n)
            .map(|i| match i {
                0 => Vec::new(),
                _ => endings.ending_with(&answer[..i], PER_PIECE, &outside),
            })
            .collect();
        let mut out = Vec::new();
        for (i, firsts) in ends.iter().enumerate().skip(1) {
            if firsts.is_empty() {
                continue;
            }
            let rest = wp.alphabet().spell(&answer[i..]);
            let Ok(pattern) = Pattern::parse(&format!("{rest}?*"), wp.alphabet()) else {
                continue;
            };
            let min = wp.min_for(n - i + 1);
            let seconds = wp.index().query(&pattern, min, 40).matches;
            let second = seconds.into_iter().find(|m| {
                m.word.len() <= HIDING_MAX
                    && wp.kept(m.word.len(), Some(m.score)).is_some()
                    && !contains(&m.word, &answer)
            });
            let (Some(second), Some(first)) = (second, firsts.first()) else {
                continue;
            };
            out.push(Hiding {
                score: first.score.min(second.score),
                words: [first.clone(), Part::listed(second.word, second.score)],
            });
        }
        out.sort_by_key(|h| {
            let len = h.words[0].word.len() + h.words[1].word.len();
            (std::cmp::Reverse(h.score), len)
        });
        out
    }

    /// Hidden-word wordplay: `in agenda vital`, parsed `hidden in AGENDA VITAL`.
    pub(super) fn hidden_plays(&self, key: &str) -> Vec<Play> {
        let mut out = Vec::new();
        for h in self.hidings(key).into_iter().take(PER_DEVICE) {
            let Some(ind) = self.indicator(Device::Hidden, key, out.len()) else {
                break;
            };
            let fodder = h
                .words
                .iter()
                .map(|p| self.spell(&p.word).to_lowercase())
                .collect::<Vec<_>>()
                .join(" ");
            out.push(Play {
                text: ind.apply(&[&fodder]),
                parse: format!(
                    "hidden ({}) in {}",
                    ind.words().collect::<Vec<_>>().join(" "),
                    fodder.to_uppercase()
                ),
                // A hidden word reads less naturally than a parse of list words.
                score: h.score.saturating_sub(5),
                device: Device::Hidden,
                recipe: Recipe::Hidden(h.words.iter().map(|p| p.word.clone()).collect()),
            });
        }
        out
    }

    /// Spoonerism wordplay: the cues of the two swapped words (`Spooner's stomach denim`).
    pub(super) fn spoonerism_plays(&self, key: &str) -> Result<Vec<Play>, WordplayError> {
        let mut out = Vec::new();
        for s in self.wordplay.spoonerisms(key)?.into_iter().take(10) {
            let Some((cues, labels)) = self.cues(&s.from) else {
                continue;
            };
            let Some(ind) = self.indicator(Device::Spoonerism, key, out.len()) else {
                break;
            };
            let onsets = [
                self.wordplay.onset(&s.to[1].word),
                self.wordplay.onset(&s.to[0].word),
            ];
            out.push(Play {
                text: ind.apply(&[&cues.join(" ")]),
                parse: format!("spoonerism of {}", labels.join(" + ")),
                score: s.score.saturating_sub(5),
                device: Device::Spoonerism,
                recipe: Recipe::Spoonerism {
                    from: [s.from[0].word.clone(), s.from[1].word.clone()],
                    onsets,
                },
            });
            if out.len() == PER_DEVICE {
                break;
            }
        }
        Ok(out)
    }
}

/// Whether `word` holds `part` as a run of letters.
fn contains(word: &[u8], part: &[u8]) -> bool {
    part.is_empty() || word.windows(part.len()).any(|w| w == part)
}
