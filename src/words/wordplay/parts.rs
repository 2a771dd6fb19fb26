//! The short parts setters clue by a word (ST street, E east, RE about …) and the indicator
//! words of each device: both tables are ours, kept as text in `data/` and read when the
//! tools are made.

use crate::grid::Alphabet;
use std::collections::HashMap;

/// The built-in table of short parts: `LETTERS SCORE meaning; meaning; …` a line.
pub const ABBREVIATIONS: &str = include_str!("data/abbreviations.txt");

/// The built-in indicator table: `[device]` sections, one indicator a line.
pub const INDICATORS: &str = include_str!("data/indicators.txt");

/// Longest part in a table worth looking up at a position.
const MAX_PART: usize = 6;

/// One short part: its letters, how readily solvers take it, and what it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Abbreviation {
    /// The letters, as alphabet indices.
    pub letters: Vec<u8>,
    /// 0–100, as a list score: ranked with the words it stands beside.
    pub score: u8,
    /// What it stands for, most usual first ("street", "saint", "stone").
    pub meanings: Vec<&'static str>,
}

/// The short parts, looked up by their letters.
#[derive(Debug, Clone, Default)]
pub struct Parts {
    by_letters: HashMap<Vec<u8>, Abbreviation>,
    longest: usize,
}

impl Parts {
    /// No parts: the tools use list words only.
    pub fn none() -> Parts {
        Parts::default()
    }

    /// The built-in table in `alphabet` (parts with a letter outside it are left out).
    pub fn builtin(alphabet: &Alphabet) -> Parts {
        Parts::read(ABBREVIATIONS, alphabet)
    }

    /// A table in the format of [`ABBREVIATIONS`]; a line that does not parse is skipped
    /// (the built-in table is checked by a test), a part listed twice has both lines'
    /// meanings and the higher score.
    pub fn read(text: &'static str, alphabet: &Alphabet) -> Parts {
        let mut by_letters: HashMap<Vec<u8>, Abbreviation> = HashMap::new();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((letters, score, meanings)) = parse_line(line) else {
                continue;
            };
            let Ok(letters) = alphabet.encode(letters) else {
                continue;
            };
            let entry = by_letters
                .entry(letters.clone())
                .or_insert_with(|| Abbreviation {
                    letters,
                    score,
                    meanings: Vec::new(),
                });
            entry.score = entry.score.max(score);
            for m in meanings {
                if !entry.meanings.contains(&m) {
                    entry.meanings.push(m);
                }
            }
        }
        let longest = by_letters.keys().map(Vec::len).max().unwrap_or(0);
        Parts {
            by_letters,
            longest: longest.min(MAX_PART),
        }
    }

    /// The part spelled `letters`, if the table has it.
    pub fn get(&self, letters: &[u8]) -> Option<&Abbreviation> {
        self.by_letters.get(letters)
    }

    /// How many parts the table holds.
    pub fn len(&self) -> usize {
        self.by_letters.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.by_letters.is_empty()
    }

    /// Every part, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = &Abbreviation> {
        self.by_letters.values()
    }

    /// The parts that start at `pos` in `e`: the end of each, and the part.
    pub fn starting_at<'p>(
        &'p self,
        e: &'p [u8],
        pos: usize,
    ) -> impl Iterator<Item = (usize, &'p Abbreviation)> + 'p {
        (pos + 1..=e.len().min(pos + self.longest))
            .filter_map(move |end| Some((end, self.by_letters.get(&e[pos..end])?)))
    }
}

/// `ST 60 street; saint; stone` → ("ST", 60, ["street", "saint", "stone"]).
fn parse_line(line: &'static str) -> Option<(&'static str, u8, Vec<&'static str>)> {
    let (letters, rest) = line.split_once(' ')?;
    let (score, meanings) = rest.trim_start().split_once(' ')?;
    let score: u8 = score.parse().ok().filter(|&s| s <= 100)?;
    let meanings: Vec<&'static str> = meanings
        .split(';')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .collect();
    (!meanings.is_empty()).then_some((letters, score, meanings))
}

/// The devices indicators are listed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    /// Letters rearranged.
    Anagram,
    /// One part round another ("holding").
    Container,
    /// One part in another ("in").
    Insertion,
    /// Parts one after another ("with").
    Charade,
    /// Read backwards.
    Reversal,
    /// Hidden in the surface.
    Hidden,
    /// First letter taken off.
    DeletionHead,
    /// Last letter taken off.
    DeletionTail,
    /// Middle taken out.
    DeletionInside,
    /// Some letters taken out.
    Deletion,
    /// Sounds like.
    Homophone,
    /// First letters of words.
    Initials,
    /// Last letters of words.
    Finals,
    /// Every other letter.
    Alternates,
    /// Initial sounds swapped.
    Spoonerism,
    /// Letters added to an anagram's fodder.
    LettersAdded,
    /// Letters taken out of an anagram's fodder.
    LettersRemoved,
}

impl Device {
    /// Every device, in table order.
    pub const ALL: [Device; 17] = [
        Device::Anagram,
        Device::Container,
        Device::Insertion,
        Device::Charade,
        Device::Reversal,
        Device::Hidden,
        Device::DeletionHead,
        Device::DeletionTail,
        Device::DeletionInside,
        Device::Deletion,
        Device::Homophone,
        Device::Initials,
        Device::Finals,
        Device::Alternates,
        Device::Spoonerism,
        Device::LettersAdded,
        Device::LettersRemoved,
    ];

    /// Its section name in the table.
    pub fn name(self) -> &'static str {
        match self {
            Device::Anagram => "anagram",
            Device::Container => "container",
            Device::Insertion => "insertion",
            Device::Charade => "charade",
            Device::Reversal => "reversal",
            Device::Hidden => "hidden",
            Device::DeletionHead => "deletion-head",
            Device::DeletionTail => "deletion-tail",
            Device::DeletionInside => "deletion-inside",
            Device::Deletion => "deletion",
            Device::Homophone => "homophone",
            Device::Initials => "initials",
            Device::Finals => "finals",
            Device::Alternates => "alternates",
            Device::Spoonerism => "spoonerism",
            Device::LettersAdded => "letters-added",
            Device::LettersRemoved => "letters-removed",
        }
    }

    fn named(name: &str) -> Option<Device> {
        Device::ALL.into_iter().find(|d| d.name() == name)
    }
}

/// One indicator: words with `~` where the fodder goes (`mixed ~`, `~ holding ~`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Indicator(pub &'static str);

impl Indicator {
    /// The indicator with its slots filled in order by `fodder` (a slot left over is
    /// dropped with its space).
    pub fn apply(self, fodder: &[&str]) -> String {
        let mut out = Vec::new();
        let mut next = fodder.iter();
        for word in self.0.split(' ') {
            match word {
                "~" => {
                    if let Some(f) = next.next() {
                        out.push(*f);
                    }
                }
                w => out.push(w),
            }
        }
        out.join(" ")
    }

    /// The indicator's own words, the slots left out.
    pub fn words(self) -> impl Iterator<Item = &'static str> {
        self.0.split(' ').filter(|w| *w != "~")
    }
}

/// The indicator words of each device.
#[derive(Debug, Clone, Default)]
pub struct Indicators {
    by_device: HashMap<Device, Vec<Indicator>>,
}

impl Indicators {
    /// The built-in table.
    pub fn builtin() -> Indicators {
        Indicators::read(INDICATORS)
    }

    /// A table in the format of [`INDICATORS`]; lines in an unknown section are skipped.
    pub fn read(text: &'static str) -> Indicators {
        let mut by_device: HashMap<Device, Vec<Indicator>> = HashMap::new();
        let mut device = None;
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                device = Device::named(name);
                continue;
            }
            if let Some(d) = device {
                by_device.entry(d).or_default().push(Indicator(line));
            }
        }
        Indicators { by_device }
    }

    /// The indicators of `device`, preferred first.
    pub fn of(&self, device: Device) -> &[Indicator] {
        self.by_device.get(&device).map_or(&[], Vec::as_slice)
    }

    /// How many indicators in all.
    pub fn len(&self) -> usize {
        self.by_device.values().map(Vec::len).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
