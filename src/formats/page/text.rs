//! Text on the printed page: runs of one style (from plain text or sanitized clue markup),
//! measured once in ems and wrapped into lines for any width and size.

use super::fonts::Font;
use unicode_normalization::UnicodeNormalization;

/// How a run of text is set: the face, and sub/superscript or strike-through.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Mark {
    /// Bold (`<b>`, `<strong>`).
    pub bold: bool,
    /// Italic (`<i>`, `<em>`).
    pub italic: bool,
    /// Subscript.
    pub sub: bool,
    /// Superscript.
    pub sup: bool,
    /// Struck through (`<s>`).
    pub strike: bool,
}

/// Size of sub- and superscripts relative to the text.
pub const SCRIPT_SCALE: f64 = 0.7;

impl Mark {
    /// Bold text.
    pub const BOLD: Mark = Mark {
        bold: true,
        italic: false,
        sub: false,
        sup: false,
        strike: false,
    };
    /// Italic text.
    pub const ITALIC: Mark = Mark {
        bold: false,
        italic: true,
        sub: false,
        sup: false,
        strike: false,
    };

    /// The serif face for this mark. Bold italic prints bold: no bold-italic face is vendored.
    pub fn font(self) -> Font {
        if self.bold {
            Font::SerifBold
        } else if self.italic {
            Font::SerifItalic
        } else {
            Font::Serif
        }
    }

    /// The run's size relative to the line's.
    pub fn scale(self) -> f64 {
        if self.sub || self.sup {
            SCRIPT_SCALE
        } else {
            1.0
        }
    }

    /// How far the baseline moves up, in ems of the line's size.
    pub fn rise(self) -> f64 {
        if self.sup {
            0.33
        } else if self.sub {
            -0.15
        } else {
            0.0
        }
    }

    /// The width of `text` set in this mark, in ems of the line's size.
    pub fn width(self, text: &str) -> f64 {
        self.font().width(text) * self.scale()
    }
}

/// A run of text in one mark.
#[derive(Debug, Clone, PartialEq)]
pub struct Span {
    /// The text (NFC).
    pub text: String,
    /// How it is set.
    pub mark: Mark,
}

/// A word: the spans between two breakable spaces, with its width in ems.
#[derive(Debug, Clone, PartialEq)]
pub struct Word {
    /// Its spans.
    pub spans: Vec<Span>,
    /// Its width.
    pub em: f64,
}

/// Text ready to wrap: its words, each measured.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rich {
    /// The words in order.
    pub words: Vec<Word>,
}

/// One set line.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Line {
    /// Its spans, spaces included.
    pub spans: Vec<Span>,
    /// Its width in ems of the line's size.
    pub em: f64,
}

impl Line {
    /// The line's text without marks.
    pub fn text(&self) -> String {
        self.spans.iter().map(|s| s.text.as_str()).collect()
    }
}

impl Rich {
    /// Plain text in one mark; runs of white space are one breakable space.
    pub fn plain(text: &str, mark: Mark) -> Rich {
        let mut b = Builder::default();
        b.push(text, mark);
        b.finish()
    }

    /// Markup as [`crate::grid::markup::sanitize`] leaves it (`<i>`, `<b>`, `<em>`,
    /// `<strong>`, `<sub>`, `<sup>`, `<s>` and the entities it escapes), over a base mark.
    pub fn markup(sanitized: &str, base: Mark) -> Rich {
        use crate::grid::markup::{Token, tokens};
        let mut b = Builder::default();
        let mut stack: Vec<(String, Mark)> = Vec::new();
        let mut mark = base;
        for t in tokens(sanitized) {
            match t {
                Token::Tag(tag) if tag.closing => {
                    // Unwinds to the matching open tag; a stray close is ignored.
                    if let Some(i) = stack.iter().rposition(|(n, _)| *n == tag.name) {
                        mark = stack[i].1;
                        stack.truncate(i);
                    }
                }
                Token::Tag(tag) => {
                    let next = with_tag(mark, &tag.name);
                    stack.push((tag.name, mark));
                    mark = next;
                }
                Token::Entity(c) => b.push(c.encode_utf8(&mut [0; 4]), mark),
                Token::Text(text) => b.push(text, mark),
            }
        }
        b.finish()
    }

    /// True when there is no text.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The width of the whole text on one line, in ems.
    pub fn em(&self) -> f64 {
        self.wrap(f64::MAX, f64::MAX).first().map_or(0.0, |l| l.em)
    }

    /// Breaks the text into lines no wider than `width` ems (the first line `first` ems), at
    /// spaces; a word wider than a line is broken between characters.
    pub fn wrap(&self, first: f64, width: f64) -> Vec<Line> {
        let mut lines = Vec::new();
        let mut line = Line::default();
        for word in &self.words {
            let limit = if lines.is_empty() { first } else { width };
            let space = space_after(&line);
            let space_em = space.map_or(0.0, |m| m.width(" "));
            if space.is_some() && line.em + space_em + word.em > limit {
                lines.push(std::mem::take(&mut line));
            }
            let limit = if lines.is_empty() { first } else { width };
            if line.spans.is_empty() && word.em > limit {
                split_long(word, limit, width, &mut lines, &mut line);
                continue;
            }
            if let Some(mark) = space_after(&line) {
                add(&mut line, " ", mark);
            }
            for s in &word.spans {
                add(&mut line, &s.text, s.mark);
            }
        }
        if !line.spans.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// The mark of a space after the line's text so far (its last mark, on the baseline), or
/// `None` at the start of a line, where no space is set.
fn space_after(line: &Line) -> Option<Mark> {
    line.spans.last().map(|s| Mark {
        sub: false,
        sup: false,
        ..s.mark
    })
}

/// Appends text to a line, merging with the last span when the mark is the same.
fn add(line: &mut Line, text: &str, mark: Mark) {
    line.em += mark.width(text);
    match line.spans.last_mut() {
        Some(last) if last.mark == mark => last.text.push_str(text),
        _ => line.spans.push(Span {
            text: text.to_string(),
            mark,
        }),
    }
}

/// Sets a word too wide for any line character by character over as many lines as it takes.
fn split_long(word: &Word, first: f64, width: f64, lines: &mut Vec<Line>, line: &mut Line) {
    for s in &word.spans {
        for c in s.text.chars() {
            let mut buf = [0u8; 4];
            let c = c.encode_utf8(&mut buf);
            let w = s.mark.width(c);
            let limit = if lines.is_empty() { first } else { width };
            if !line.spans.is_empty() && line.em + w > limit {
                lines.push(std::mem::take(line));
            }
            add(line, c, s.mark);
        }
    }
}

fn with_tag(mark: Mark, tag: &str) -> Mark {
    match tag {
        "b" | "strong" => Mark { bold: true, ..mark },
        "i" | "em" => Mark {
            italic: true,
            ..mark
        },
        "sub" => Mark {
            sub: true,
            sup: false,
            ..mark
        },
        "sup" => Mark {
            sup: true,
            sub: false,
            ..mark
        },
        "s" => Mark {
            strike: true,
            ..mark
        },
        _ => mark,
    }
}

/// Collects spans into measured words.
#[derive(Default)]
struct Builder {
    words: Vec<Word>,
    current: Option<Word>,
}

impl Builder {
    fn push(&mut self, text: &str, mark: Mark) {
        let text: String = text.nfc().collect();
        let mut first = true;
        for piece in text.split(char::is_whitespace) {
            if !first {
                self.break_word();
            }
            first = false;
            if piece.is_empty() {
                continue;
            }
            let word = self.current.get_or_insert_with(|| Word {
                spans: Vec::new(),
                em: 0.0,
            });
            word.em += mark.width(piece);
            match word.spans.last_mut() {
                Some(last) if last.mark == mark => last.text.push_str(piece),
                _ => word.spans.push(Span {
                    text: piece.to_string(),
                    mark,
                }),
            }
        }
    }

    fn break_word(&mut self) {
        if let Some(w) = self.current.take() {
            self.words.push(w);
        }
    }

    fn finish(mut self) -> Rich {
        self.break_word();
        Rich { words: self.words }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(Line::text).collect()
    }

    #[test]
    fn wraps_at_spaces_within_the_width() {
        let r = Rich::plain("one two three four five six", Mark::default());
        let width = Font::Serif.width("one two three") + 0.01;
        let lines = r.wrap(width, width);
        assert_eq!(texts(&lines), ["one two three", "four five six"]);
        assert!(lines.iter().all(|l| l.em <= width));
    }

    #[test]
    fn a_word_wider_than_the_line_is_split() {
        let r = Rich::plain("Supercalifragilistic", Mark::default());
        let width = Font::Serif.width("Superca");
        let lines = r.wrap(width, width);
        assert!(lines.len() >= 3, "{:?}", texts(&lines));
        assert_eq!(texts(&lines).concat(), "Supercalifragilistic");
        assert!(lines.iter().all(|l| l.em <= width + 1e-9));
    }

    #[test]
    fn markup_sets_marks_and_decodes_entities() {
        let r = Rich::markup(
            "<i>Breaking Bad</i>&#39;s &quot;H<sub>2</sub>O&quot; &amp; <b>co</b>",
            Mark::default(),
        );
        let lines = r.wrap(100.0, 100.0);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].text(), "Breaking Bad's \"H2O\" & co");
        let italic: String = lines[0]
            .spans
            .iter()
            .filter(|s| s.mark.italic)
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(italic, "Breaking Bad");
        assert!(lines[0].spans.iter().any(|s| s.mark.sub && s.text == "2"));
        assert!(lines[0].spans.iter().any(|s| s.mark.bold && s.text == "co"));
    }

    #[test]
    fn empty_text_is_one_empty_line() {
        let r = Rich::plain("   ", Mark::default());
        assert!(r.is_empty());
        assert_eq!(r.wrap(10.0, 10.0).len(), 1);
    }
}
