//! The one line editor of the studio: every prompt (`:` commands, search, clues, sizes,
//! rebus text) and the clue desk edit text with it.
//!
//! Pure text and a cursor, no terminal: keys become [`EditOp`]s elsewhere. The cursor moves
//! by grapheme (an `é` typed as `e` and a combining accent is one step; so is an em dash),
//! and layout measures display width, so accents, dashes and wide letters keep the cursor
//! where the letters are.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// One editing step, as the keys of a readline-style prompt mean them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditOp {
    /// Insert a character at the cursor (control characters are ignored).
    Insert(char),
    /// Insert pasted text at the cursor; line breaks become spaces, other control
    /// characters are dropped, so a pasted paragraph stays one line.
    Paste(String),
    /// Delete the grapheme before the cursor.
    Backspace,
    /// Delete the grapheme under the cursor.
    Delete,
    /// One grapheme left.
    Left,
    /// One grapheme right.
    Right,
    /// To the start of the line (Home, Ctrl-A).
    Home,
    /// To the end of the line (End, Ctrl-E).
    End,
    /// To the start of this or the previous word (Ctrl-Left, Alt-B).
    WordLeft,
    /// To the end of this or the next word (Ctrl-Right, Alt-F).
    WordRight,
    /// Delete back to the start of the word (Ctrl-W, Alt-Backspace).
    DeleteWordBack,
    /// Delete everything before the cursor (Ctrl-U).
    KillToStart,
    /// Delete everything from the cursor on (Ctrl-K).
    KillToEnd,
}

/// A line of text with a cursor, always on a character boundary (a grapheme boundary
/// unless a combining mark was inserted on its own).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineEdit {
    text: String,
    /// Byte offset of the cursor in `text`.
    cursor: usize,
}

/// Where the cursor is drawn in a laid-out line: row and display column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CursorAt {
    /// Row in the wrapped lines (0 for a one-line window).
    pub row: usize,
    /// Display column within that row.
    pub col: usize,
}

impl LineEdit {
    /// An empty line.
    pub fn new() -> LineEdit {
        LineEdit::default()
    }

    /// The text so far.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor as a byte offset into [`text`](Self::text).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The text, dropping the editor.
    pub fn into_text(self) -> String {
        self.text
    }

    /// Whether the line is empty.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Applies one step; returns whether the text changed (a search re-runs only then).
    pub fn apply(&mut self, op: &EditOp) -> bool {
        let before = self.text.len();
        let at = self.cursor;
        match op {
            EditOp::Insert(c) => {
                if c.is_control() {
                    return false;
                }
                self.text.insert(at, *c);
                self.cursor += c.len_utf8();
                return true;
            }
            EditOp::Paste(s) => {
                let clean = clean_paste(s);
                self.text.insert_str(at, &clean);
                self.cursor += clean.len();
                return !clean.is_empty();
            }
            EditOp::Backspace => self.remove(self.prev_boundary(at), at),
            EditOp::Delete => self.remove(at, self.next_boundary(at)),
            EditOp::Left => self.cursor = self.prev_boundary(at),
            EditOp::Right => self.cursor = self.next_boundary(at),
            EditOp::Home => self.cursor = 0,
            EditOp::End => self.cursor = self.text.len(),
            EditOp::WordLeft => self.cursor = self.word_left(at),
            EditOp::WordRight => self.cursor = self.word_right(at),
            EditOp::DeleteWordBack => self.remove(self.word_left(at), at),
            EditOp::KillToStart => self.remove(0, at),
            EditOp::KillToEnd => self.remove(at, self.text.len()),
        }
        self.text.len() != before
    }

    /// Replaces the whole text, cursor at the end (Tab completion of a `:` name).
    pub fn set_text(&mut self, text: impl Into<String>) {
        self.text = text.into();
        self.cursor = self.text.len();
    }

    fn remove(&mut self, from: usize, to: usize) {
        self.text.replace_range(from..to, "");
        self.cursor = from;
    }

    fn prev_boundary(&self, at: usize) -> usize {
        self.text[..at]
            .grapheme_indices(true)
            .next_back()
            .map_or(0, |(i, _)| i)
    }

    fn next_boundary(&self, at: usize) -> usize {
        self.text[at..]
            .graphemes(true)
            .next()
            .map_or(at, |g| at + g.len())
    }

    /// Back over what is not a word, then over the word: readline's Alt-B.
    fn word_left(&self, at: usize) -> usize {
        let mut pos = at;
        let mut in_word = false;
        for (i, g) in self.text[..at].grapheme_indices(true).rev() {
            let w = is_word(g);
            if in_word && !w {
                break;
            }
            in_word |= w;
            pos = i;
        }
        pos
    }

    /// On over what is not a word, then over the word: readline's Alt-F.
    fn word_right(&self, at: usize) -> usize {
        let mut pos = at;
        let mut in_word = false;
        for g in self.text[at..].graphemes(true) {
            let w = is_word(g);
            if in_word && !w {
                break;
            }
            in_word |= w;
            pos += g.len();
        }
        pos
    }

    /// The part of the line a window `width` columns wide shows, and the cursor's column
    /// in it: the start while the cursor fits, else scrolled so the cursor sits at the right
    /// edge (the last column is kept for the cursor at the end of the text).
    pub fn window(&self, width: usize) -> (&str, usize) {
        let before = self.text[..self.cursor].width();
        let start = if before < width {
            0
        } else {
            // Drop graphemes from the front until the cursor fits with a column to spare.
            let mut start = 0;
            let mut shown = before;
            for g in self.text[..self.cursor].graphemes(true) {
                if shown < width {
                    break;
                }
                shown -= g.width();
                start += g.len();
            }
            start
        };
        let col = self.text[start..self.cursor].width();
        let mut end = start;
        let mut used = 0;
        for g in self.text[start..].graphemes(true) {
            if used + g.width() > width {
                break;
            }
            used += g.width();
            end += g.len();
        }
        (&self.text[start..end], col)
    }

    /// The line wrapped to `width` columns (at spaces where it can, inside a word only when
    /// the word is longer than the width), as byte ranges of the text, and where the cursor
    /// is. A cursor at the end of a full last row goes to the start of an extra empty row.
    pub fn wrap(&self, width: usize) -> (Vec<std::ops::Range<usize>>, CursorAt) {
        let rows = wrap_ranges(&self.text, width);
        let row = rows
            .iter()
            .rposition(|r| r.start <= self.cursor)
            .unwrap_or(0);
        let col = self.text[rows[row].start..self.cursor].width();
        if col >= width.max(1) && self.cursor == self.text.len() {
            let mut rows = rows;
            rows.push(self.text.len()..self.text.len());
            let row = rows.len() - 1;
            return (rows, CursorAt { row, col: 0 });
        }
        (rows, CursorAt { row, col })
    }
}

impl From<&str> for LineEdit {
    /// The text with the cursor at its end, where typing goes on.
    fn from(text: &str) -> LineEdit {
        LineEdit {
            text: text.to_string(),
            cursor: text.len(),
        }
    }
}

impl From<String> for LineEdit {
    /// The text with the cursor at its end, where typing goes on.
    fn from(text: String) -> LineEdit {
        let cursor = text.len();
        LineEdit { text, cursor }
    }
}

/// Letters and digits make words; spaces, punctuation and dashes separate them.
fn is_word(g: &str) -> bool {
    g.chars().any(char::is_alphanumeric)
}

/// Pasted text as one line (the one rule for text shown in a line,
/// [`crate::grid::printable::one_line`]), breaks at either end dropped.
fn clean_paste(s: &str) -> String {
    crate::grid::printable::one_line(s.trim_matches(['\r', '\n'])).into_owned()
}

/// Greedy wrapping of `text` into rows of at most `width` columns, as byte ranges; always
/// at least one row. A row ends after a space when one is in it, else inside the word.
pub fn wrap_ranges(text: &str, width: usize) -> Vec<std::ops::Range<usize>> {
    let width = width.max(1);
    let mut rows = Vec::new();
    let mut start = 0;
    let mut used = 0;
    // The byte after the last space in this row and the width up to it.
    let mut last_space: Option<(usize, usize)> = None;
    for (i, g) in text.grapheme_indices(true) {
        let w = g.width();
        if used + w > width && used > 0 {
            match last_space.take() {
                Some((after, upto)) if after > start && after <= i => {
                    rows.push(start..after);
                    start = after;
                    used -= upto;
                }
                _ => {
                    rows.push(start..i);
                    start = i;
                    used = 0;
                }
            }
            if used + w > width && used > 0 {
                rows.push(start..i);
                start = i;
                used = 0;
            }
        }
        used += w;
        if g == " " {
            last_space = Some((i + g.len(), used));
        }
    }
    rows.push(start..text.len());
    rows
}

#[cfg(test)]
mod tests;
