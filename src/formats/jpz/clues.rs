//! `.jpz` words and clue lists into the model: Across and Down clues keyed by the standard
//! entry their squares form, every other list (and any clue that names no entry) kept as an
//! extra list with its labels and squares.

use super::markup::{Content, content};
use super::xml::Element;
use crate::grid::markup::escape_text;
use crate::grid::{ClueKey, ClueList, Direction, ListClue, Pos, Puzzle, Slots};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// One `<clue>` as read.
struct ClueIn {
    /// The `number` shown before it.
    label: String,
    /// Its text.
    content: Content,
    /// The squares of its word, in order.
    cells: Vec<Pos>,
}

/// What the clue lists held that the model cannot keep, for warnings.
#[derive(Default)]
struct Notes {
    moved: Vec<String>,
    relabelled: Vec<String>,
    enumerations: usize,
    dropped_tags: Vec<String>,
    plain_only: usize,
    unknown_words: Vec<String>,
    bad_ranges: Vec<String>,
    over_budget: usize,
}

/// Most squares kept over all words, and over all clues: a 29×29 crossword names about 1,700;
/// the caps keep a hostile file (thousands of grid-sized words, or one long word named by every
/// clue) from filling memory.
const MAX_WORD_SQUARES: usize = 200_000;
const MAX_CLUE_SQUARES: usize = 100_000;

/// Reads the words and clue lists of `<crossword>` into the puzzle.
pub(super) fn read(
    crossword: &Element,
    puzzle: &mut Puzzle,
    file_labels: &BTreeMap<Pos, String>,
    warnings: &mut Vec<String>,
) {
    let mut notes = Notes::default();
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    let mut word_budget = MAX_WORD_SQUARES;
    let mut words: HashMap<&str, Vec<Pos>> = HashMap::new();
    for word in crossword.named("word") {
        let Some(id) = word.attr("id") else {
            continue;
        };
        let cells = word_cells(word, w, h, &mut notes);
        if cells.len() > word_budget {
            notes.over_budget += 1;
            continue;
        }
        word_budget -= cells.len();
        words.insert(id.trim(), cells);
    }
    let slots = puzzle.slots();
    let mut labelled: HashMap<&str, Pos> = HashMap::new();
    for (pos, label) in file_labels {
        labelled.entry(label.as_str()).or_insert(*pos);
    }
    let mut budget = MAX_CLUE_SQUARES;
    let barred = puzzle.styles.values().any(|s| s.bar_right || s.bar_bottom);
    for list in crossword.named("clues") {
        let title = list
            .child("title")
            .map(|t| content(t).plain)
            .unwrap_or_default();
        let clues: Vec<ClueIn> = list
            .named("clue")
            .map(|c| read_clue(c, &words, &mut budget, &mut notes))
            .collect();
        let direction = match title.to_ascii_lowercase().as_str() {
            "across" => Some(Direction::Across),
            "down" => Some(Direction::Down),
            _ => None,
        };
        let rest = match direction {
            Some(dir) => {
                let map = Mapper {
                    slots: &slots,
                    dir,
                    labelled: &labelled,
                };
                map.assign(clues, barred, &title, puzzle, &mut notes, warnings)
            }
            None => clues,
        };
        if !rest.is_empty() || direction.is_none() {
            puzzle.extra_clues.push(extra_list(title, rest, &mut notes));
        }
    }
    notes.report(warnings);
}

/// The squares of a `<word>`: its own `x`/`y` ranges, then each `<cells>` child's.
fn word_cells(word: &Element, w: usize, h: usize, notes: &mut Notes) -> Vec<Pos> {
    let mut cells = Vec::new();
    let parts = std::iter::once(word).chain(word.named("cells"));
    for part in parts {
        let (Some(x), Some(y)) = (part.attr("x"), part.attr("y")) else {
            continue;
        };
        match (range(x, w), range(y, h)) {
            (Some(xs), Some(ys)) if cells.len() + xs.len() * ys.len() > w * h => {
                // No word needs more squares than the grid has.
                notes.bad_ranges.push(format!(
                    "x=\"{x}\" y=\"{y}\" ({}): more squares than the grid has",
                    part.at
                ));
                break;
            }
            (Some(xs), Some(ys)) => {
                for &c in &xs {
                    for &r in &ys {
                        cells.push(Pos::new(r - 1, c - 1));
                    }
                }
            }
            _ => notes
                .bad_ranges
                .push(format!("x=\"{x}\" y=\"{y}\" ({})", part.at)),
        }
    }
    cells
}

/// `"3"` or `"2-5"` (either way round) as squares counted from 1, all within `1..=limit`.
fn range(s: &str, limit: usize) -> Option<Vec<usize>> {
    let (a, b) = match s.split_once('-') {
        Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
        None => {
            let n = s.trim().parse().ok()?;
            (n, n)
        }
    };
    let ok = |n: usize| (1..=limit).contains(&n);
    if !ok(a) || !ok(b) {
        return None;
    }
    Some(if a <= b {
        (a..=b).collect()
    } else {
        (b..=a).rev().collect()
    })
}

fn read_clue(
    el: &Element,
    words: &HashMap<&str, Vec<Pos>>,
    budget: &mut usize,
    notes: &mut Notes,
) -> ClueIn {
    let mut text = content(el);
    for tag in std::mem::take(&mut text.dropped) {
        if !notes.dropped_tags.contains(&tag) {
            notes.dropped_tags.push(tag);
        }
    }
    // The enumeration ("4", "2, 3") is part of what the solver sees; the model has no field
    // for it, so it joins the text as the printed clue shows it.
    if let Some(format) = el.attr("format").map(str::trim).filter(|f| !f.is_empty()) {
        text.plain = format!("{} ({format})", text.plain)
            .trim_start()
            .to_string();
        if let Some(m) = &mut text.markup {
            *m = format!("{m} ({})", escape_text(format));
        }
        notes.enumerations += 1;
    }
    let cells = match el.attr("word").map(str::trim) {
        Some(id) => match words.get(id) {
            Some(cells) if cells.len() <= *budget => {
                *budget -= cells.len();
                cells.clone()
            }
            Some(_) => {
                notes.over_budget += 1;
                Vec::new()
            }
            None => {
                notes.unknown_words.push(format!("{id} ({})", el.at));
                Vec::new()
            }
        },
        None => Vec::new(),
    };
    ClueIn {
        label: el.attr("number").unwrap_or("").trim().to_string(),
        content: text,
        cells,
    }
}

/// Maps the clues of an Across or Down list onto the grid's standard entries.
struct Mapper<'a> {
    slots: &'a Slots,
    dir: Direction,
    /// The file's numbering: the first square showing each label.
    labelled: &'a HashMap<&'a str, Pos>,
}

impl Mapper<'_> {
    /// The entry whose squares are exactly these.
    fn exact(&self, cells: &[Pos]) -> Option<(ClueKey, Pos)> {
        let id = self.slots.at(*cells.first()?, self.dir)?;
        let slot = self.slots.get(id);
        (slot.cells == cells).then(|| (ClueKey::new(slot.number, self.dir), slot.start()))
    }

    /// The entry that starts at the clue's first square, or at the square its number labels.
    fn by_start(&self, clue: &ClueIn) -> Option<(ClueKey, Pos)> {
        let start = match clue.cells.first() {
            Some(&p) => p,
            None if self.labelled.is_empty() => {
                let n: u16 = clue.label.parse().ok()?;
                self.slots.get(self.slots.find(n, self.dir)?).start()
            }
            None => *self.labelled.get(clue.label.as_str())?,
        };
        let slot = self.slots.get(self.slots.at(start, self.dir)?);
        (slot.start() == start).then(|| (ClueKey::new(slot.number, self.dir), start))
    }

    /// Puts the clues that name an entry into the puzzle and returns the rest, in order.
    fn assign(
        &self,
        clues: Vec<ClueIn>,
        barred: bool,
        title: &str,
        puzzle: &mut Puzzle,
        notes: &mut Notes,
        warnings: &mut Vec<String>,
    ) -> Vec<ClueIn> {
        let exact: Vec<Option<(ClueKey, Pos)>> =
            clues.iter().map(|c| self.exact(&c.cells)).collect();
        if barred && exact.iter().any(Option::is_none) {
            warnings.push(format!(
                "some {title} clues name squares that are not an entry of the grid (by its blocks and bars); the {title} clues are kept as a separate list \"{title}\" with their squares"
            ));
            return clues;
        }
        let mut keys: Vec<Option<(ClueKey, Pos)>> = vec![None; clues.len()];
        let mut taken: BTreeSet<ClueKey> = puzzle.clues.keys().copied().collect();
        for (i, found) in exact.into_iter().enumerate() {
            if let Some((k, start)) = found
                && taken.insert(k)
            {
                keys[i] = Some((k, start));
            }
        }
        for (i, clue) in clues.iter().enumerate() {
            if keys[i].is_some() || barred {
                continue;
            }
            if let Some((k, start)) = self.by_start(clue)
                && taken.insert(k)
            {
                keys[i] = Some((k, start));
                if !clue.cells.is_empty() {
                    notes
                        .moved
                        .push(format!("{} {} ({start})", clue.label, self.dir));
                }
            }
        }
        let mut rest = Vec::new();
        for (clue, key) in clues.into_iter().zip(keys) {
            let Some((key, start)) = key else {
                rest.push(clue);
                continue;
            };
            let shown = puzzle.label_at(start, self.slots).unwrap_or_default();
            if !clue.label.is_empty() && clue.label != shown {
                notes
                    .relabelled
                    .push(format!("{shown} {} shows \"{}\"", self.dir, clue.label));
            }
            puzzle.clues.insert(key, clue.content.plain);
            if let Some(m) = clue.content.markup {
                puzzle.clue_markup.insert(key, m);
            }
        }
        if !rest.is_empty() {
            let mut labels: Vec<&str> = rest.iter().take(20).map(|c| c.label.as_str()).collect();
            let more = format!("and {} more", rest.len().saturating_sub(20));
            if rest.len() > 20 {
                labels.push(&more);
            }
            let (n, s, verb) = match rest.len() {
                1 => (1, "", "names"),
                n => (n, "s", "name"),
            };
            warnings.push(format!(
                "{n} {title} clue{s} {verb} no entry of the grid ({}); kept as a separate list \"{title}\" with {}squares",
                labels.join(", "),
                if n == 1 { "its " } else { "their " }
            ));
        }
        rest
    }
}

/// An extra list: plain text, labels and squares.
fn extra_list(title: String, clues: Vec<ClueIn>, notes: &mut Notes) -> ClueList {
    let clues = clues
        .into_iter()
        .map(|c| {
            notes.plain_only += usize::from(c.content.markup.is_some());
            ListClue {
                label: c.label,
                text: c.content.plain,
                cells: c.cells,
            }
        })
        .collect();
    ClueList { title, clues }
}

impl Notes {
    fn report(&self, w: &mut Vec<String>) {
        let list = |w: &mut Vec<String>, what: &str, items: &[String]| {
            if !items.is_empty() {
                let mut shown: Vec<&str> = items.iter().take(20).map(String::as_str).collect();
                let more = format!("and {} more", items.len().saturating_sub(20));
                if items.len() > 20 {
                    shown.push(&more);
                }
                w.push(format!("{what}: {}", shown.join(", ")));
            }
        };
        list(
            w,
            "clues whose squares are not an entry of the grid, kept on the entry starting at their first square",
            &self.moved,
        );
        list(
            w,
            "clue numbers that differ from their first square's number, not kept",
            &self.relabelled,
        );
        if self.enumerations > 0 {
            w.push(format!(
                "{} (format=\"…\") added to the clue text in brackets",
                plural(self.enumerations, "clue enumeration", "clue enumerations")
            ));
        }
        let tags: Vec<String> = self.dropped_tags.iter().map(|t| format!("<{t}>")).collect();
        list(w, "clue formatting not kept", &tags);
        if self.plain_only > 0 {
            w.push(format!(
                "formatting of {} in other lists not kept (those lists hold plain text)",
                plural(self.plain_only, "clue", "clues")
            ));
        }
        list(
            w,
            "clues naming a word the file does not define",
            &self.unknown_words,
        );
        list(w, "word squares outside the grid ignored", &self.bad_ranges);
        if self.over_budget > 0 {
            w.push(format!(
                "the squares of {} not kept: the file names far more squares than a puzzle has",
                plural(self.over_budget, "word or clue", "words or clues")
            ));
        }
    }
}

/// "1 clue", "3 clues".
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
