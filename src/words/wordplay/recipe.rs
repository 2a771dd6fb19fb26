//! What a drafted clue's wordplay does to its letters, in a form the check can run, and the
//! enumeration a clue ends with.

use super::Sounds;

/// How the letters of a draft are made: what its parse says, in a form the check can run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recipe {
    /// These letters (the fodder's words) rearranged.
    Anagram(Vec<Vec<u8>>),
    /// These parts in a row.
    Charade(Vec<Vec<u8>>),
    /// `inner` put into `outer` after its first `at` letters.
    Container {
        /// The part that goes round.
        outer: Vec<u8>,
        /// The letters that go in.
        inner: Vec<u8>,
        /// Where.
        at: usize,
    },
    /// These parts in a row, read backwards.
    Reversal(Vec<Vec<u8>>),
    /// Said like these words (spelled A–Z).
    Homophone(Vec<String>),
    /// Hidden across these words: the answer runs from inside the first to inside the last.
    Hidden(Vec<Vec<u8>>),
    /// These two words with their first `onsets` letters swapped.
    Spoonerism {
        /// The words a clue gives.
        from: [Vec<u8>; 2],
        /// How many letters of each make its first sound.
        onsets: [usize; 2],
    },
    /// `word` with `len` letters taken out from letter `at`.
    Deletion {
        /// The longer word.
        word: Vec<u8>,
        /// Where the letters go from.
        at: usize,
        /// How many.
        len: usize,
    },
}

impl Recipe {
    /// Whether it yields exactly `answer` (`key` is the answer spelled A–Z, for sounds).
    pub fn yields(&self, answer: &[u8], key: &str, sounds: &Sounds) -> bool {
        let made = match self {
            Recipe::Anagram(words) => {
                let mut f: Vec<u8> = words.concat();
                let mut a = answer.to_vec();
                f.sort_unstable();
                a.sort_unstable();
                // An anagram must move a letter: the answer itself is no fodder.
                return f == a && words.concat() != answer;
            }
            Recipe::Charade(parts) => parts.concat(),
            Recipe::Container { outer, inner, at } => {
                if *at == 0 || *at >= outer.len() {
                    return false;
                }
                [&outer[..*at], inner, &outer[*at..]].concat()
            }
            Recipe::Reversal(parts) => parts.concat().into_iter().rev().collect(),
            Recipe::Homophone(words) => {
                let ws: Vec<&str> = words.iter().map(String::as_str).collect();
                return words.concat() != key && sounds.alike(key, &ws);
            }
            Recipe::Hidden(words) => return hides(words, answer),
            Recipe::Spoonerism { from, onsets } => {
                let [a, b] = from;
                let [oa, ob] = *onsets;
                if oa > a.len() || ob > b.len() || a[..oa] == b[..ob] {
                    return false;
                }
                [&b[..ob], &a[oa..], &a[..oa], &b[ob..]].concat()
            }
            Recipe::Deletion { word, at, len } => {
                let Some(end) = at.checked_add(*len).filter(|&e| e <= word.len()) else {
                    return false;
                };
                [&word[..*at], &word[end..]].concat()
            }
        };
        made == answer
    }
}

/// Whether `words` hide `answer`: it runs through their letters from inside the first word
/// to inside the last, so every word gives some of it and none gives all of its own.
fn hides(words: &[Vec<u8>], answer: &[u8]) -> bool {
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return false;
    };
    if words.len() < 2 || answer.is_empty() {
        return false;
    }
    let all = words.concat();
    let inner = all.len() - first.len() - last.len();
    // The answer starts `s` letters into the first word and ends inside the last.
    (1..first.len()).any(|s| {
        let end = s + answer.len();
        end > first.len() + inner && end < all.len() && all[s..end] == *answer
    })
}

/// The enumeration of `answer` as written (`ABEL TASMAN` → `4,6`, `JACK-IN-THE-BOX` →
/// `4-2-3-3`, `CARPET` → `6`); `None` when it has no letters.
pub fn enumeration_of(answer: &str) -> Option<String> {
    let mut out = String::new();
    let mut run = 0;
    for c in answer.trim().chars() {
        if c.is_alphabetic() {
            run += 1;
        } else if run > 0 && (c == '-' || c.is_whitespace() || c == ',') {
            out.push_str(&run.to_string());
            out.push(if c == '-' { '-' } else { ',' });
            run = 0;
        }
    }
    if run == 0 {
        return None;
    }
    out.push_str(&run.to_string());
    Some(out)
}
