//! A puzzle: the grid with its alphabet, clues, metadata and locked squares.

use super::{
    Alphabet, Bars, Ceilings, Cell, DEFAULT_MAX_UNCHES, Direction, Grid, GridError, HouseStyle,
    Kind, Pos, Slots, Symmetry,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Identifies a clue by its number and direction; orders by number, across before down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ClueKey {
    /// The clue number.
    pub number: u16,
    /// Across or down.
    pub direction: Direction,
}

impl ClueKey {
    /// The key for `number` in `direction`.
    pub fn new(number: u16, direction: Direction) -> Self {
        Self { number, direction }
    }
}

/// Facts about a puzzle that are not its grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Meta {
    /// Title.
    pub title: String,
    /// Author or constructor.
    pub author: String,
    /// Editor.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub editor: String,
    /// Publisher.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub publisher: String,
    /// Copyright line.
    pub copyright: String,
    /// Publication date, as the file gives it (ipuz uses MM/DD/YYYY).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub date: String,
    /// Free notes (the `.puz` notepad).
    pub notes: String,
    /// Text shown to the solver before solving (ipuz `intro`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub intro: String,
    /// Text shown after solving (ipuz `explanation`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub explanation: String,
    /// Where the puzzle is published.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub url: String,
    /// Difficulty as the file words it ("Easy", "Saturday").
    #[serde(skip_serializing_if = "String::is_empty")]
    pub difficulty: String,
    /// The file gave no solution: white squares are empty because the answer is unknown,
    /// not unfinished, and writers say so (the `.puz` no-solution flag) instead of inventing one.
    #[serde(skip_serializing_if = "is_false")]
    pub no_solution: bool,
    /// A diagramless puzzle: the solver sees no blocks.
    #[serde(skip_serializing_if = "is_false")]
    pub diagramless: bool,
    /// The symmetry blocks are drawn with.
    pub symmetry: Symmetry,
    /// The shortest entry the health check accepts.
    pub min_entry_len: usize,
    /// The house rules the grid is checked against (`style` in files and config).
    #[serde(rename = "style", skip_serializing_if = "is_american")]
    pub house: HouseStyle,
    /// A barred grid may have two-letter entries (the setter allows them).
    #[serde(skip_serializing_if = "is_false")]
    pub two_letter_entries: bool,
    /// The largest share of an entry's squares a barred grid leaves unchecked, in percent.
    #[serde(skip_serializing_if = "is_default_unches")]
    pub max_unches: u8,
    /// Themed or themeless, as the grid was made (a designer's themeless grid records it):
    /// the word and 3-letter limits `check` holds the grid to.
    #[serde(skip_serializing_if = "Kind::is_themed")]
    pub kind: Kind,
    /// Ceilings the constructor set beyond the defaults for the size and kind (a design made
    /// to `--max-words 66` records it), which `check` holds the grid to.
    #[serde(skip_serializing_if = "Ceilings::is_default")]
    pub ceilings: Ceilings,
    /// Theme entries, as the constructor typed them: autofill must place each somewhere.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub theme_entries: Vec<String>,
    /// Autofill lets no two entries share a run of more than this many letters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_shared: Option<usize>,
    /// Answers placed one by one in the studio's freeform mode (`:place`), where they lie.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub placed: Vec<PlacedAnswer>,
}

/// One answer placed into a freeform puzzle, with its clue and first square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedAnswer {
    /// The answer as the puzzle's alphabet spells it.
    pub answer: String,
    /// Its clue.
    #[serde(default)]
    pub clue: String,
    /// Row of its first square.
    pub row: usize,
    /// Column of its first square.
    pub col: usize,
    /// Across or down.
    pub direction: Direction,
}

impl Meta {
    /// The names of the free-text fields, in the order [`Meta::text_fields`] gives them
    /// (ipuz's key names).
    pub const TEXT_FIELDS: [&'static str; 11] = [
        "title",
        "author",
        "editor",
        "publisher",
        "copyright",
        "date",
        "notes",
        "intro",
        "explanation",
        "url",
        "difficulty",
    ];

    /// Every free-text field with its name, so code that treats them alike lists them once.
    pub fn text_fields(&self) -> [(&'static str, &String); 11] {
        let values = [
            &self.title,
            &self.author,
            &self.editor,
            &self.publisher,
            &self.copyright,
            &self.date,
            &self.notes,
            &self.intro,
            &self.explanation,
            &self.url,
            &self.difficulty,
        ];
        let mut names = Self::TEXT_FIELDS.into_iter();
        values.map(|v| (names.next().unwrap_or(""), v))
    }

    /// Every free-text field with its name, to change.
    pub fn text_fields_mut(&mut self) -> [(&'static str, &mut String); 11] {
        let values = [
            &mut self.title,
            &mut self.author,
            &mut self.editor,
            &mut self.publisher,
            &mut self.copyright,
            &mut self.date,
            &mut self.notes,
            &mut self.intro,
            &mut self.explanation,
            &mut self.url,
            &mut self.difficulty,
        ];
        let mut names = Self::TEXT_FIELDS.into_iter();
        values.map(|v| (names.next().unwrap_or(""), v))
    }
}

impl Default for Meta {
    fn default() -> Self {
        Self {
            title: String::new(),
            author: String::new(),
            editor: String::new(),
            publisher: String::new(),
            copyright: String::new(),
            date: String::new(),
            notes: String::new(),
            intro: String::new(),
            explanation: String::new(),
            url: String::new(),
            difficulty: String::new(),
            no_solution: false,
            diagramless: false,
            symmetry: Symmetry::Rotational,
            min_entry_len: 3,
            house: HouseStyle::American,
            two_letter_entries: false,
            max_unches: DEFAULT_MAX_UNCHES,
            kind: Kind::Themed,
            ceilings: Ceilings::default(),
            theme_entries: Vec::new(),
            max_shared: None,
            placed: Vec::new(),
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_american(h: &HouseStyle) -> bool {
    *h == HouseStyle::American
}

fn is_default_unches(n: &u8) -> bool {
    *n == DEFAULT_MAX_UNCHES
}

impl Meta {
    /// The shortest entry the house rules accept: the minimum entry length, lowered to 2 in
    /// a barred grid whose setter allows two-letter entries.
    pub fn shortest_entry(&self) -> usize {
        if self.house == HouseStyle::Barred && self.two_letter_entries {
            self.min_entry_len.min(2)
        } else {
            self.min_entry_len
        }
    }
}

/// Everything a constructor saves: grid, alphabet, clues, metadata, locked squares and the
/// marks real puzzle files carry (circles, shading, colours, bars, given letters, explicit
/// numbering, extra clue lists, sections of other formats to write back).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The squares.
    pub grid: Grid,
    /// What the letter indices in the grid mean.
    pub alphabet: Alphabet,
    /// Clue texts by entry.
    pub clues: BTreeMap<ClueKey, String>,
    /// Title, author and other facts.
    pub meta: Meta,
    /// Squares whose letters autofill must keep.
    pub locked: BTreeSet<Pos>,
    /// How squares look: circles, shading, colours, bars, given letters (absent = plain).
    pub styles: BTreeMap<Pos, Style>,
    /// Explicit numbering from a file (the label each numbered square shows); empty means
    /// standard numbering. Clues stay keyed by the standard numbering of their entry.
    pub labels: BTreeMap<Pos, String>,
    /// The original markup (ipuz HTML) of clues that had some; used while the clue's plain
    /// text still equals the markup's plain text, so an edited clue drops its stale markup.
    pub clue_markup: BTreeMap<ClueKey, String>,
    /// Clue lists other than Across and Down (kept and written back where a format can).
    pub extra_clues: Vec<ClueList>,
    /// The answer each clue was written for: its entry as it read then (`?` for an empty
    /// square). A clue whose entry now reads otherwise is stale ([`super::clues::stale`]);
    /// a clue without a record (an import, an old slot file) takes its answer at the first
    /// edit ([`Puzzle::note_clue_answers`]).
    pub clue_answers: BTreeMap<ClueKey, String>,
    /// Sections of a format gridwright keeps without interpreting them (the `.puz` timer),
    /// to write back into that format.
    pub carried: Vec<Carried>,
}

/// How one square looks beyond its letter. The default is a plain square.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Style {
    /// A circle drawn in the square.
    #[serde(skip_serializing_if = "is_false")]
    pub circled: bool,
    /// The square is shaded (grey).
    #[serde(skip_serializing_if = "is_false")]
    pub shaded: bool,
    /// A background colour.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Rgb>,
    /// A bar on the square's right edge (barred grids).
    #[serde(skip_serializing_if = "is_false")]
    pub bar_right: bool,
    /// A bar on the square's bottom edge.
    #[serde(skip_serializing_if = "is_false")]
    pub bar_bottom: bool,
    /// The letter is given to the solver (pre-filled).
    #[serde(skip_serializing_if = "is_false")]
    pub given: bool,
}

impl Style {
    /// True for a square that looks plain.
    pub fn is_plain(&self) -> bool {
        *self == Style::default()
    }
}

/// A colour, written `RRGGBB` in hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl std::fmt::Display for Rgb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }
}

impl std::str::FromStr for Rgb {
    type Err = String;

    /// Reads `RRGGBB`, `#RRGGBB` or the short `#RGB`.
    fn from_str(s: &str) -> Result<Self, String> {
        let hex = s.trim().trim_start_matches('#');
        let digit = |c: char| c.to_digit(16).map(|d| d as u8);
        let ds: Option<Vec<u8>> = hex.chars().map(digit).collect();
        match ds.as_deref() {
            Some([r, g, b]) => Ok(Rgb(r * 17, g * 17, b * 17)),
            Some([r1, r2, g1, g2, b1, b2]) => Ok(Rgb(r1 * 16 + r2, g1 * 16 + g2, b1 * 16 + b2)),
            _ => Err(format!("{s:?} is not a colour (RRGGBB in hex)")),
        }
    }
}

impl Serialize for Rgb {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Rgb {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A clue list beyond Across and Down ("Rows", "Bands", "Blooms").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueList {
    /// The list's heading.
    pub title: String,
    /// Its clues, in order.
    #[serde(default)]
    pub clues: Vec<ListClue>,
}

/// One clue of an extra list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListClue {
    /// The label shown before the clue ("1", "A"), possibly empty.
    #[serde(default)]
    pub label: String,
    /// The clue text (plain).
    pub text: String,
    /// The squares of its answer, in order, when the file says.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<Pos>,
}

/// A section of a file format kept as bytes, to be written back into the same format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carried {
    /// The format's extension (`puz`).
    pub format: String,
    /// The section's name in that format (`LTIM`).
    pub name: String,
    /// Its bytes, unchanged.
    pub data: Vec<u8>,
}

impl Puzzle {
    /// A puzzle around a grid, A–Z, with no clues.
    pub fn new(grid: Grid) -> Self {
        Self {
            grid,
            alphabet: Alphabet::latin(),
            clues: BTreeMap::new(),
            meta: Meta::default(),
            locked: BTreeSet::new(),
            styles: BTreeMap::new(),
            labels: BTreeMap::new(),
            clue_markup: BTreeMap::new(),
            extra_clues: Vec::new(),
            clue_answers: BTreeMap::new(),
            carried: Vec::new(),
        }
    }

    /// An empty, all-white grid of the given size.
    pub fn blank(width: usize, height: usize) -> Result<Self, GridError> {
        Grid::new(width, height).map(Self::new)
    }

    /// The numbered entries of the current grid, blocks and bars ending them alike.
    pub fn slots(&self) -> Slots {
        Slots::with_bars(&self.grid, &self.bars())
    }

    /// The bars of the grid, as its square styles hold them.
    pub fn bars(&self) -> Bars {
        Bars::from_styles(&self.styles, self.grid.width(), self.grid.height())
    }

    /// Whether any square has a bar inside the grid.
    pub fn has_bars(&self) -> bool {
        !self.bars().is_empty()
    }

    /// Sets or clears the bar after `pos` in `direction` (its right or bottom edge) in the
    /// square's style; a bar on the grid's outer edge is never set.
    pub fn set_bar(&mut self, pos: Pos, direction: Direction, on: bool) {
        let (w, h) = (self.grid.width(), self.grid.height());
        let inside = match direction {
            Direction::Across => pos.col + 1 < w && pos.row < h,
            Direction::Down => pos.row + 1 < h && pos.col < w,
        };
        if on && !inside {
            return;
        }
        let mut style = self.style(pos);
        match direction {
            Direction::Across => style.bar_right = on,
            Direction::Down => style.bar_bottom = on,
        }
        self.set_style(pos, style);
    }

    /// How a square looks (a plain style for most squares).
    pub fn style(&self, pos: Pos) -> Style {
        self.styles.get(&pos).cloned().unwrap_or_default()
    }

    /// Changes a square's style; a plain style removes the entry.
    pub fn set_style(&mut self, pos: Pos, style: Style) {
        if style.is_plain() {
            self.styles.remove(&pos);
        } else {
            self.styles.insert(pos, style);
        }
    }

    /// A square's full answer as text: its letter or rebus; `None` for a block or empty square.
    pub fn answer_at(&self, pos: Pos) -> Option<String> {
        match self.grid.get(pos)? {
            Cell::Letter(l) => self.alphabet.char_of(l).map(String::from),
            Cell::Rebus(id) => Some(self.grid.rebus_text(id).to_string()),
            Cell::Block | Cell::Empty => None,
        }
    }

    /// The label a numbered square shows: the explicit one when the file gave numbering,
    /// else the standard number.
    pub fn label_at(&self, pos: Pos, slots: &Slots) -> Option<String> {
        if !self.labels.is_empty() {
            return self.labels.get(&pos).cloned();
        }
        slots.number_at(pos).map(|n| n.to_string())
    }

    /// The clue's markup (ipuz HTML) while it still matches the plain text, else `None`.
    pub fn clue_markup(&self, key: ClueKey) -> Option<&str> {
        let markup = self.clue_markup.get(&key)?;
        let plain = self.clues.get(&key)?;
        (crate::grid::markup::to_plain(markup) == *plain).then_some(markup.as_str())
    }

    /// Moves the puzzle to another alphabet, each letter kept as the same character (an
    /// empty grid can take any alphabet). Nothing changes when some letter is not a letter
    /// of `to`: the error names the first such square and its character.
    pub fn convert_alphabet(&mut self, to: Alphabet) -> Result<(), (Pos, char)> {
        let mut converted = Vec::new();
        for pos in self.grid.positions() {
            if let Cell::Letter(l) = self.grid.cell(pos) {
                let c = self.alphabet.char_of(l).unwrap_or('?');
                let index = to.index_of(c).ok_or((pos, c))?;
                converted.push((pos, index));
            }
        }
        for (pos, index) in converted {
            // The position came from this grid, so setting it cannot fail.
            let _ = self.grid.set(pos, Cell::Letter(index));
        }
        self.alphabet = to;
        Ok(())
    }

    /// Writes (or, with empty text, removes) the clue of an entry, written for the answer
    /// its entry holds now: a rewritten clue is fresh again.
    pub fn write_clue(&mut self, key: ClueKey, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            self.clues.remove(&key);
            self.clue_answers.remove(&key);
            return;
        }
        self.clues.insert(key, text.to_string());
        match self.entry_pattern(key) {
            Some(answer) => self.clue_answers.insert(key, answer),
            None => self.clue_answers.remove(&key),
        };
    }

    /// Records, for each clue that has no record yet, the answer its entry holds now as the
    /// one it was written for. Called before an edit, so a clue read from a file that keeps
    /// no such record (.puz, .ipuz, an old slot file) counts as written for the answer it
    /// came with.
    pub fn note_clue_answers(&mut self) {
        let slots = self.slots();
        let missing: Vec<ClueKey> = self
            .clues
            .keys()
            .filter(|k| !self.clue_answers.contains_key(k))
            .copied()
            .collect();
        for key in missing {
            if let Some(id) = slots.find(key.number, key.direction) {
                let answer = slots.get(id).pattern(&self.grid, &self.alphabet);
                self.clue_answers.insert(key, answer);
            }
        }
    }

    /// The entry a clue belongs to as it reads now (`?` for an empty square).
    fn entry_pattern(&self, key: ClueKey) -> Option<String> {
        let slots = self.slots();
        let id = slots.find(key.number, key.direction)?;
        Some(slots.get(id).pattern(&self.grid, &self.alphabet))
    }

    /// The clue of an entry, if one was written.
    pub fn clue(&self, number: u16, direction: Direction) -> Option<&str> {
        self.clues
            .get(&ClueKey::new(number, direction))
            .map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converting_the_alphabet_keeps_each_character_or_changes_nothing() {
        let grid = crate::grid::text::parse_grid("AB.\n...\n", &Alphabet::latin()).expect("grid");
        let mut p = Puzzle::new(grid);
        let spanish = Alphabet::named("spanish").expect("es");
        p.convert_alphabet(spanish.clone())
            .expect("A and B are Spanish letters");
        assert_eq!(p.answer_at(Pos::new(0, 1)).as_deref(), Some("B"));
        assert_eq!(p.alphabet, spanish);
        let before = p.clone();
        let e = p
            .convert_alphabet(Alphabet::cyrillic())
            .expect_err("no A in Russian");
        assert_eq!(e, (Pos::new(0, 0), 'A'));
        assert_eq!(p, before);
    }
}
