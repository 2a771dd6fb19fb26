//! The clue lists as the printed page sets them: Across, Down, then any extra lists, each
//! clue with its label and its text (markup when the clue has some), measured once and
//! wrapped for a column width and size.

use super::columns::Item;
use super::fonts::{Font, pt_to_mm};
use super::text::{Line, Mark, Rich};
use crate::grid::{ClueKey, Direction, Puzzle, Slots, markup};

/// Line height as a multiple of the clue size.
pub const LEADING: f64 = 1.17;
/// A list heading is this much larger than the clues.
pub const HEADING_EXTRA_PT: f64 = 1.2;
/// Space above a heading that does not start a column.
pub const HEADING_GAP_MM: f64 = 2.4;
/// Space between two clues, as a fraction of the line height.
const CLUE_GAP: f64 = 0.22;
/// Space between the label and the clue text.
pub const LABEL_PAD_MM: f64 = 1.4;

/// Where a printed clue comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClueSource {
    /// An Across or Down entry, with its length.
    Entry(ClueKey, usize),
    /// Clue `index` of extra list `list` (indices into `puzzle.extra_clues`).
    Extra(usize, usize),
}

/// One printed clue.
#[derive(Debug, Clone, PartialEq)]
pub struct ClueItem {
    /// Which list (index into [`Lists::titles`]).
    pub list: usize,
    /// The label printed before it ("17", or an explicit label).
    pub label: String,
    /// The plain text ("(5 letters)" for an entry with no clue yet).
    pub text: String,
    /// Sanitized markup when the clue has formatting.
    pub markup: Option<String>,
    /// The entry has no clue yet.
    pub empty: bool,
    /// Where it comes from.
    pub source: ClueSource,
    /// The answer printed after it (a submission's clue sheet).
    pub answer: Option<String>,
    rich: Rich,
}

/// All clue lists of a puzzle.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lists {
    /// The list titles: "Across", "Down", then the extra lists'.
    pub titles: Vec<String>,
    /// The clues, list by list.
    pub clues: Vec<ClueItem>,
}

/// What a stacked item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The heading of a list.
    Heading(usize),
    /// A clue (index into [`Lists::clues`]).
    Clue(usize),
}

/// The lists measured for one size and column width.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    /// Clue size in points.
    pub size: f64,
    /// Column width in mm.
    pub width: f64,
    /// Width of the label column in mm.
    pub label_mm: f64,
    /// Heights for packing.
    pub items: Vec<Item>,
    /// What each item is.
    pub kinds: Vec<Kind>,
    /// The wrapped lines of each item (one line for a heading).
    pub lines: Vec<Vec<Line>>,
}

impl Lists {
    /// The lists of a puzzle.
    pub fn of(puzzle: &Puzzle, slots: &Slots) -> Lists {
        let mut lists = Lists::default();
        let has_extra = puzzle.extra_clues.iter().any(|l| !l.clues.is_empty());
        let clued = puzzle.clues.values().any(|t| !t.trim().is_empty());
        for dir in [Direction::Across, Direction::Down] {
            // A barred or variety puzzle whose clues are all in lists of their own (or whose
            // Across or Down clues are in a list of that title): the standard entries would
            // print as a phantom list of "(n letters)" beside the real clues.
            if (has_extra && !clued) || crate::formats::replaced_by_extra(puzzle, dir) {
                continue;
            }
            let list = lists.titles.len();
            lists.titles.push(
                match dir {
                    Direction::Across => "Across",
                    Direction::Down => "Down",
                }
                .to_string(),
            );
            for s in slots.all().iter().filter(|s| s.direction == dir) {
                let key = ClueKey::new(s.number, dir);
                let label = puzzle
                    .label_at(s.start(), slots)
                    .unwrap_or_else(|| s.number.to_string());
                let source = ClueSource::Entry(key, s.len());
                lists.clues.push(match puzzle.clues.get(&key) {
                    Some(text) => {
                        let markup = puzzle
                            .clue_markup(key)
                            .filter(|m| markup::has_markup(m))
                            .map(markup::sanitize);
                        item(list, label, text, markup, source)
                    }
                    None => ClueItem {
                        empty: true,
                        ..item(list, label, &format!("({} letters)", s.len()), None, source)
                    },
                });
            }
        }
        for (i, extra) in puzzle.extra_clues.iter().enumerate() {
            // An extra list titled like one already printed (the stray Down clue of a puzzle
            // with gaps) joins it: two "Down" headings would puzzle the solver.
            let same = |t: &String| t.trim().eq_ignore_ascii_case(extra.title.trim());
            let list = match lists.titles.iter().position(same) {
                Some(at) => at,
                None => {
                    lists.titles.push(extra.title.clone());
                    lists.titles.len() - 1
                }
            };
            for (j, c) in extra.clues.iter().enumerate() {
                let source = ClueSource::Extra(i, j);
                lists
                    .clues
                    .push(item(list, c.label.clone(), &c.text, None, source));
            }
        }
        // Each list's clues together, in their order (pages set a heading where the list
        // changes).
        lists.clues.sort_by_key(|c| c.list);
        lists
    }

    /// The lists of a puzzle with each clue's answer after it in bold (a submission's clue
    /// sheet): an entry's letters (`?` for an empty square), an extra clue's squares' when it
    /// has some.
    pub fn with_answers(puzzle: &Puzzle, slots: &Slots) -> Lists {
        let mut lists = Lists::of(puzzle, slots);
        for clue in &mut lists.clues {
            let cells = match clue.source {
                ClueSource::Entry(key, _) => slots
                    .find(key.number, key.direction)
                    .map(|id| slots.get(id).cells.clone())
                    .unwrap_or_default(),
                ClueSource::Extra(i, j) => puzzle.extra_clues[i].clues[j].cells.clone(),
            };
            if cells.is_empty() {
                continue;
            }
            let answer: String = cells
                .iter()
                .map(|&p| puzzle.answer_at(p).unwrap_or_else(|| "?".into()))
                .collect();
            let base = clue
                .markup
                .clone()
                .unwrap_or_else(|| markup::escape(&clue.text));
            let marked = format!("{base} — <b>{}</b>", markup::escape(&answer));
            clue.text = format!("{} — {answer}", clue.text);
            clue.rich = Rich::markup(&marked, Mark::default());
            clue.markup = Some(marked);
            clue.answer = Some(answer);
        }
        lists
    }

    /// Measures every item for clues of `size` pt in columns `width` mm wide.
    pub fn measure(&self, size: f64, width: f64) -> Measured {
        let line = pt_to_mm(size * LEADING);
        let em = pt_to_mm(size);
        let label_mm = self
            .clues
            .iter()
            .map(|c| Font::SerifBold.width(&c.label))
            .fold(0.0, f64::max)
            * em
            + LABEL_PAD_MM;
        let text_em = ((width - label_mm) / em).max(1.0);
        let mut m = Measured {
            size,
            width,
            label_mm,
            items: Vec::new(),
            kinds: Vec::new(),
            lines: Vec::new(),
        };
        let mut last_list = None;
        for (i, clue) in self.clues.iter().enumerate() {
            if last_list != Some(clue.list) {
                last_list = Some(clue.list);
                let head = self.heading(clue.list, false);
                m.items.push(Item {
                    height: heading_height(size),
                    gap_before: HEADING_GAP_MM,
                    keep_with_next: true,
                });
                m.kinds.push(Kind::Heading(clue.list));
                m.lines.push(head.wrap(f64::MAX, f64::MAX));
            }
            let lines = clue.rich.wrap(text_em, text_em);
            m.items.push(Item {
                height: lines.len() as f64 * line,
                gap_before: line * CLUE_GAP,
                keep_with_next: false,
            });
            m.kinds.push(Kind::Clue(i));
            m.lines.push(lines);
        }
        m
    }

    /// The text of a list's heading, marked "(continued)" at the top of a later page.
    pub fn heading(&self, list: usize, continued: bool) -> Rich {
        let title = self.titles.get(list).map_or("", String::as_str);
        let text = if continued {
            format!("{title} (continued)")
        } else {
            title.to_string()
        };
        Rich::plain(&text, Mark::BOLD)
    }
}

/// The height of a list heading for clues of `size` pt.
pub fn heading_height(size: f64) -> f64 {
    pt_to_mm((size + HEADING_EXTRA_PT) * 1.35)
}

fn item(
    list: usize,
    label: String,
    text: &str,
    markup: Option<String>,
    source: ClueSource,
) -> ClueItem {
    let rich = match &markup {
        Some(m) => Rich::markup(m, Mark::default()),
        None => Rich::plain(text, Mark::default()),
    };
    ClueItem {
        list,
        label,
        text: text.to_string(),
        markup,
        empty: false,
        source,
        answer: None,
        rich,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, ClueList, ListClue, text::parse_grid};

    #[test]
    fn lists_are_across_down_then_extras_with_labels_and_markup() {
        let grid = parse_grid("#CAT\nDOGE\nARE#\nBE##", &Alphabet::latin()).unwrap();
        let mut p = Puzzle::new(grid);
        let key = ClueKey::new(1, Direction::Across);
        p.clues.insert(key, "Breaking Bad star".into());
        p.clue_markup
            .insert(key, "<i>Breaking Bad</i> star<script>x</script>".into());
        p.extra_clues.push(ClueList {
            title: "Bonus".into(),
            clues: vec![ListClue {
                label: "A".into(),
                text: "Hidden word".into(),
                cells: Vec::new(),
            }],
        });
        let slots = p.slots();
        let lists = Lists::of(&p, &slots);
        assert_eq!(lists.titles, ["Across", "Down", "Bonus"]);
        let first = &lists.clues[0];
        assert_eq!((first.label.as_str(), first.list), ("1", 0));
        // The markup's plain text no longer matches ("x" from the script): stale, not used.
        assert_eq!(first.markup, None);
        p.clue_markup.insert(key, "<i>Breaking Bad</i> star".into());
        let lists = Lists::of(&p, &slots);
        assert_eq!(
            lists.clues[0].markup.as_deref(),
            Some("<i>Breaking Bad</i> star")
        );
        assert!(
            lists
                .clues
                .iter()
                .any(|c| c.empty && c.text == "(4 letters)")
        );
        assert_eq!(lists.clues.last().map(|c| c.list), Some(2));
        let m = lists.measure(8.0, 40.0);
        assert_eq!(m.kinds[0], Kind::Heading(0));
        assert_eq!(
            m.kinds
                .iter()
                .filter(|k| matches!(k, Kind::Heading(_)))
                .count(),
            3
        );
    }

    #[test]
    fn an_extra_list_titled_like_a_printed_one_joins_it_after_its_entries() {
        let grid = parse_grid("CAT\nARE\nTEN", &Alphabet::latin()).unwrap();
        let mut p = Puzzle::new(grid);
        p.clues
            .insert(ClueKey::new(1, Direction::Down), "Feline".into());
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Pet".into());
        p.extra_clues.push(ClueList {
            title: "down ".into(),
            clues: vec![ListClue {
                label: "7".into(),
                text: "A gap".into(),
                cells: vec![crate::grid::Pos::new(1, 2), crate::grid::Pos::new(2, 2)],
            }],
        });
        let lists = Lists::of(&p, &p.slots());
        assert_eq!(lists.titles, ["Across", "Down"]);
        let down: Vec<&str> = lists
            .clues
            .iter()
            .filter(|c| c.list == 1)
            .map(|c| c.label.as_str())
            .collect();
        assert_eq!(down, ["1", "2", "3", "7"]);
        assert!(lists.clues.windows(2).all(|w| w[0].list <= w[1].list));
        let m = lists.measure(8.0, 40.0);
        let headings = m.kinds.iter().filter(|k| matches!(k, Kind::Heading(_)));
        assert_eq!(headings.count(), 2);
    }
}
