//! What an export writes, as both shells take it: `gridwright export FILE --to OUT --play`
//! and the studio's `:export OUT --play`. One parser reads the options (clap's derive on
//! [`ExportOptions`]: the command line flattens it, the studio reads its command line with
//! [`parse_line`]), and one check ([`ExportOptions::format_for`]) refuses a bad name or a
//! bad mix before anything is asked or written.

use super::page::{Constructor, PageSize};
use super::scramble::Key;
use super::{Format, WriteOptions};
use crate::grid::Puzzle;
use clap::Parser as _;
use std::fmt;
use std::path::{Path, PathBuf};

/// The options of an export, beside where it goes.
#[derive(Debug, Clone, PartialEq, Eq, Default, clap::Args)]
pub struct ExportOptions {
    /// The format, when the extension does not say (or to write Across Lite Text): puz, ipuz,
    /// jpz, xd, exolve, txt, across, html or pdf.
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<Format>,
    /// Write .puz/.ipuz even when squares are still empty (the file will not be playable).
    #[arg(long)]
    pub allow_incomplete: bool,
    /// Leave the solution page out of printable HTML and PDF (with --play: the answers, so
    /// the page cannot check or reveal).
    #[arg(long)]
    pub no_solution: bool,
    /// Write HTML solvers play in a browser (one self-contained page: type, check, reveal,
    /// timer, progress kept) instead of the printable page.
    #[arg(long)]
    pub play: bool,
    /// Lock (scramble) the .puz solution with this four-digit key.
    #[arg(long, value_name = "NNNN")]
    pub lock: Option<Key>,
    /// The paper of printable HTML and PDF: letter or a4. Default: `page` in config.toml, else
    /// the locale's (LC_ALL, LC_PAPER, LANG: Letter in the US, Canada, Mexico and the other
    /// countries that use it), else A4.
    #[arg(long, value_name = "SIZE")]
    pub page: Option<PageSize>,
    /// What printable HTML and PDF hold: `puzzle` (the solver's pages) or `submission` (the
    /// numbered grid, the filled grid and every clue with its answer, with `name` and
    /// `contact` from config.toml on every page).
    #[arg(long, value_name = "SHEET", value_enum, default_value_t = PrintSheet::Puzzle)]
    pub sheet: PrintSheet,
}

/// The printable layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum PrintSheet {
    /// The solver's pages: grid, clues, solution page.
    #[default]
    Puzzle,
    /// What an editor asks for: grid, filled grid, clues with answers, the constructor on
    /// every page.
    Submission,
}

/// Why an export cannot go ahead as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// The options do not parse (clap's first line: the option or value, and what fits).
    #[error("{0}")]
    Options(String),
    /// No `--format` and an extension that names none.
    #[error("{}: cannot tell the format from the extension; use .puz, .ipuz, .jpz, .xd, .exolve, .txt, .html or .pdf (or --format)", .0.display())]
    UnknownFormat(PathBuf),
    /// `--play` with the submission sheet.
    #[error("--play writes the page solvers play; --sheet submission is for editors: choose one")]
    PlayAndSubmission,
    /// `--play` to a format other than HTML.
    #[error("--play writes HTML: write to FILE.html (or give --format html), not .{0}")]
    PlayNeedsHtml(Format),
    /// `--sheet submission` to a format that does not print.
    #[error("--sheet submission is for printable output: export to .pdf or .html, not .{0}")]
    SubmissionNeedsPrint(Format),
}

impl ExportOptions {
    /// The format written to `to` (`--format`, else the extension's), once the options are
    /// known to fit it.
    pub fn format_for(&self, to: &Path) -> Result<Format, ExportError> {
        let format = self
            .format
            .or_else(|| Format::from_path(to))
            .ok_or_else(|| ExportError::UnknownFormat(to.to_path_buf()))?;
        self.check(format)?;
        Ok(format)
    }

    /// Whether the options fit `format`.
    pub fn check(&self, format: Format) -> Result<(), ExportError> {
        if self.play && self.sheet == PrintSheet::Submission {
            return Err(ExportError::PlayAndSubmission);
        }
        if self.play && format != Format::Html {
            return Err(ExportError::PlayNeedsHtml(format));
        }
        if self.sheet == PrintSheet::Submission && !matches!(format, Format::Pdf | Format::Html) {
            return Err(ExportError::SubmissionNeedsPrint(format));
        }
        Ok(())
    }

    /// The writer's options: `page` unless `--page` named one, and the constructor of a
    /// submission sheet (from [`submission_from`]).
    pub fn write_options(&self, page: PageSize, submission: Option<Constructor>) -> WriteOptions {
        WriteOptions {
            allow_incomplete: self.allow_incomplete,
            solution_page: !self.no_solution,
            puz_lock: self.lock,
            page: self.page.unwrap_or(page),
            submission: match self.sheet {
                PrintSheet::Puzzle => None,
                PrintSheet::Submission => submission,
            },
            play: self.play,
        }
    }
}

/// The studio's `:export` line: a file (everything before the first `--` word, spaces and
/// all, so `my puzzle.puz` stays one name) and the command line's options after it.
#[derive(Debug, clap::Parser)]
#[command(
    name = ":export",
    no_binary_name = true,
    disable_help_flag = true,
    disable_version_flag = true
)]
struct Line {
    #[command(flatten)]
    options: ExportOptions,
}

/// Reads `:export`'s argument: the file (`None` when the line names none) and the options,
/// through the parser the command line uses.
pub fn parse_line(line: &str) -> Result<(Option<PathBuf>, ExportOptions), ExportError> {
    let start = option_start(line);
    let file = line[..start].trim();
    let words = line[start..].split_whitespace();
    let parsed = Line::try_parse_from(words).map_err(|e| ExportError::Options(first_line(&e)))?;
    let file = (!file.is_empty()).then(|| PathBuf::from(file));
    Ok((file, parsed.options))
}

/// Where the options begin: the first word that starts with `--` (or the end).
fn option_start(line: &str) -> usize {
    let mut at = 0;
    for word in line.split_inclusive(char::is_whitespace) {
        if word.trim_start().starts_with("--") {
            return at;
        }
        at += word.len();
    }
    line.len()
}

/// clap's message for a status bar: one line, without its `error: ` head and usage, with
/// the values that fit or the option meant when clap names them.
fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let mut lines = text.lines().map(str::trim);
    let head = lines.next().unwrap_or("bad option");
    let mut said = head.strip_prefix("error: ").unwrap_or(head).to_string();
    for hint in lines.filter(|l| l.starts_with("[possible values") || l.starts_with("tip:")) {
        said.push_str(&format!(" ({})", hint.trim_matches(['[', ']'])));
    }
    said
}

/// What a submission sheet lacks; each is said, and the sheet is printed anyway.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubmissionGap {
    /// No `name` in the settings: the puzzle's author is named instead (`true`), or nobody.
    Name {
        /// Whether the puzzle's author stands in.
        author: bool,
    },
    /// No `contact` in the settings.
    Contact,
}

impl fmt::Display for SubmissionGap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubmissionGap::Name { author: true } => {
                f.write_str("no `name` in config.toml; the submission names the puzzle's author")
            }
            SubmissionGap::Name { author: false } => f.write_str(
                "no `name` in config.toml; the submission names nobody (set name and contact in config.toml)",
            ),
            SubmissionGap::Contact => {
                f.write_str("no `contact` in config.toml; the submission gives no way to reach you")
            }
        }
    }
}

/// Who a submission is from: the settings' `name` (else the puzzle's author) and `contact`,
/// with what is missing.
pub fn submission_from(
    name: &str,
    contact: &str,
    puzzle: &Puzzle,
) -> (Constructor, Vec<SubmissionGap>) {
    let mut gaps = Vec::new();
    let mut name = name.trim().to_string();
    if name.is_empty() {
        name = puzzle.meta.author.trim().to_string();
        gaps.push(SubmissionGap::Name {
            author: !name.is_empty(),
        });
    }
    let contact = contact.trim().to_string();
    if contact.is_empty() {
        gaps.push(SubmissionGap::Contact);
    }
    (Constructor { name, contact }, gaps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_gives_its_file_and_the_command_lines_options() {
        let (file, o) = parse_line("a.html --play --page letter").expect("parses");
        assert_eq!(file.as_deref(), Some(Path::new("a.html")));
        assert!(o.play);
        assert_eq!(o.page, Some(PageSize::Letter));
        assert_eq!(o.format_for(Path::new("a.html")), Ok(Format::Html));
        let (file, o) = parse_line("my puzzle.pdf --sheet submission").expect("parses");
        assert_eq!(file.as_deref(), Some(Path::new("my puzzle.pdf")));
        assert_eq!(o.sheet, PrintSheet::Submission);
        let (file, o) = parse_line("").expect("parses");
        assert_eq!((file, o), (None, ExportOptions::default()));
        let (file, o) = parse_line("--format ipuz --allow-incomplete").expect("parses");
        assert_eq!((file, o.format), (None, Some(Format::Ipuz)));
    }

    #[test]
    fn bad_names_and_mixes_are_refused_with_what_fits() {
        let e = parse_line("a.html --pley").expect_err("unknown option");
        assert!(e.to_string().contains("--pley"), "{e}");
        let e = parse_line("a.pdf --sheet editor").expect_err("unknown sheet");
        assert!(e.to_string().contains("submission"), "{e}");
        let e = parse_line("a.pdf --page tabloid").expect_err("unknown page");
        assert!(e.to_string().contains("tabloid"), "{e}");
        let (_, play) = parse_line("a.puz --play").expect("parses");
        assert_eq!(
            play.format_for(Path::new("a.puz")),
            Err(ExportError::PlayNeedsHtml(Format::Puz))
        );
        let (_, sub) = parse_line("a.ipuz --sheet submission").expect("parses");
        assert_eq!(
            sub.format_for(Path::new("a.ipuz")),
            Err(ExportError::SubmissionNeedsPrint(Format::Ipuz))
        );
        let (_, both) = parse_line("a.html --play --sheet submission").expect("parses");
        assert_eq!(
            both.format_for(Path::new("a.html")),
            Err(ExportError::PlayAndSubmission)
        );
        assert!(matches!(
            ExportOptions::default().format_for(Path::new("a.doc")),
            Err(ExportError::UnknownFormat(_))
        ));
    }

    #[test]
    fn a_submission_names_the_author_when_no_name_is_set() {
        let mut p = Puzzle::new(crate::grid::Grid::new(3, 3).expect("grid"));
        p.meta.author = "Ann".into();
        let (c, gaps) = submission_from(" ", "", &p);
        assert_eq!(c.name, "Ann");
        assert_eq!(
            gaps,
            [SubmissionGap::Name { author: true }, SubmissionGap::Contact]
        );
        let (c, gaps) = submission_from("Bo", "bo@x", &p);
        assert_eq!((c.name.as_str(), gaps.len()), ("Bo", 0));
    }
}
