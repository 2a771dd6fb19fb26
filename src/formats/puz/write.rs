//! Writing a puzzle as `.puz`: version 1.3 with ISO-8859-1 text when every string and letter
//! fits, else 2.0 with UTF-8; rebus squares in `GRBS`/`RTBL` (a digit or symbol straight in
//! the solution board), circles in `GEXT`, the no-solution and diagramless marks in the
//! header, and the carried sections and solver's board written back where they still fit.
//!
//! The solution board holds one byte per square, so a letter that is not one byte of the
//! file's encoding (Cyrillic, Greek, Polish Ł, and in 2.0 any letter beyond ASCII) is
//! written as a rebus square of that one letter with an ASCII stand-in byte; the reader turns
//! a one-letter rebus of the puzzle's alphabet back into the letter.

use super::encoding::{Encoding, version_bytes};
use super::layout::{
    FLAG_NO_SOLUTION, FLAG_SCRAMBLED, Header, KIND_DIAGRAMLESS, KIND_NORMAL, Parts, Section,
};
use super::lock;
use super::sections::{self, CIRCLED, FORMAT, GEXT, GRBS, MAX_TABLE, RTBL, STATE};
use crate::formats::scramble::Key;
use crate::formats::{WriteError, check_complete, latin1};
use crate::grid::{Cell, Puzzle};
use unicode_normalization::UnicodeNormalization;

/// Solution byte for a white square with no answer (incomplete grids only).
const NO_LETTER: u8 = b'-';
/// Solution byte of every white square of a puzzle without a solution (as kotwords writes).
const PLACEHOLDER: u8 = b'X';

/// How the rebus squares go into the file.
struct RebusPlan {
    /// The rebus table's texts; a square's key is its index here.
    table: Vec<String>,
    /// Per square: 0, or 1 + the table key.
    grbs: Vec<u8>,
}

/// Builds the file bytes; `lock` scrambles the solution with a key.
pub(super) fn build(
    puzzle: &Puzzle,
    allow_incomplete: bool,
    lock_key: Option<Key>,
) -> Result<Vec<u8>, WriteError> {
    let grid = &puzzle.grid;
    let no_solution = writes_no_solution(puzzle);
    if no_solution && lock_key.is_some() {
        return Err(WriteError::CannotLock(
            "the puzzle has no solution to lock".into(),
        ));
    }
    if !no_solution {
        check_complete(grid, allow_incomplete && lock_key.is_none())?;
    }
    let clue_texts = puz_clues(puzzle);
    let meta = &puzzle.meta;
    let encoding = encoding_for(puzzle);
    let encode = |field: &str, s: &str| encode_field(encoding, field, s);

    let plan = plan_rebus(puzzle, encoding)?;
    let diagramless = meta.diagramless;
    let mut solution = solution_board(puzzle, &plan, encoding, no_solution, diagramless)?;
    let board = player_board(puzzle, diagramless);
    let mut scrambled_sum = 0;
    if let Some(key) = lock_key {
        scrambled_sum = lock::lock(&mut solution, grid.width(), grid.height(), key)?;
    }
    let mut flags = 0;
    if lock_key.is_some() {
        flags |= FLAG_SCRAMBLED;
    }
    if no_solution {
        flags |= FLAG_NO_SOLUTION;
    }
    let clues = clue_texts
        .iter()
        .map(|(field, text)| encode(field, text))
        .collect::<Result<Vec<_>, _>>()?;
    let parts = Parts {
        header: Header {
            version: *version_bytes(encoding),
            scrambled_sum,
            width: grid.width(),
            height: grid.height(),
            clue_count: clues.len(),
            kind: if diagramless {
                KIND_DIAGRAMLESS
            } else {
                KIND_NORMAL
            },
            flags,
        },
        solution,
        board,
        title: encode("title", &meta.title)?,
        author: encode("author", &meta.author)?,
        copyright: encode("copyright", &meta.copyright)?,
        clues,
        notes: encode("notes", &meta.notes)?,
        sections: extra_sections(puzzle, &plan, encoding)?,
    };
    parts.assemble().ok_or(WriteError::TooManyClues)
}

/// The clues in the order of the `.puz`'s own numbering, which knows blocks but not bars
/// ([`clues_by_blocks`](crate::formats::blocked::clues_by_blocks)).
fn puz_clues(puzzle: &Puzzle) -> Vec<(String, &str)> {
    crate::formats::blocked::clues_by_blocks(puzzle)
        .into_iter()
        .map(|(k, text)| {
            let label = format!("{}{}", k.number, k.direction.letter());
            (format!("clue {label}"), text.unwrap_or(""))
        })
        .collect()
}

/// The clues of a barred grid's entries that start after a bar: a `.puz`, numbered by its
/// blocks alone, has no entry for them.
pub fn clues_lost_to_bars(puzzle: &Puzzle) -> usize {
    let blocked = crate::grid::Slots::of(&puzzle.grid);
    puzzle
        .slots()
        .all()
        .iter()
        .filter(|s| {
            puzzle
                .clue(s.number, s.direction)
                .is_some_and(|t| !t.trim().is_empty())
        })
        .filter(|s| {
            blocked
                .at(s.start(), s.direction)
                .is_none_or(|id| blocked.get(id).start() != s.start())
        })
        .count()
}

/// The encoding a puzzle is written in: ISO-8859-1 (version 1.3) when every string, rebus
/// text and letter of the grid fits it, else UTF-8 (version 2.0).
pub(super) fn encoding_for(puzzle: &Puzzle) -> Encoding {
    let meta = &puzzle.meta;
    let fixed = [&meta.title, &meta.author, &meta.copyright, &meta.notes];
    let slots = puzzle.slots();
    let clues = slots
        .all()
        .iter()
        .filter_map(|s| puzzle.clue(s.number, s.direction));
    let letters = used_letters(puzzle);
    let texts = fixed
        .into_iter()
        .map(String::as_str)
        .chain(clues)
        .chain(puzzle.grid.rebus_squares().map(|(_, t)| t))
        .chain(std::iter::once(letters.as_str()));
    Encoding::for_texts(texts)
}

/// The letters the grid uses, once each.
fn used_letters(puzzle: &Puzzle) -> String {
    let mut used = [false; 256];
    for c in puzzle.grid.cells() {
        if let Cell::Letter(l) = c {
            used[usize::from(*l)] = true;
        }
    }
    (0..=u8::MAX)
        .filter(|&l| used[usize::from(l)])
        .filter_map(|l| puzzle.alphabet.char_of(l))
        .collect()
}

/// How many rebus squares cannot be written as rebus squares (a `;` in the text, or more
/// different texts than the table holds); they are written as their first letter.
pub(super) fn rebus_left_out(puzzle: &Puzzle) -> usize {
    let encoding = encoding_for(puzzle);
    let Ok(plan) = plan_rebus(puzzle, encoding) else {
        return 0;
    };
    let grid = &puzzle.grid;
    grid.rebus_squares()
        .filter(|&(pos, text)| {
            plan.grbs[grid.index(pos)] == 0 && direct_byte(text, encoding).is_none()
        })
        .count()
}

/// The squares whose letter is not one byte of the file's encoding (Cyrillic, Greek, Ł, and in
/// 2.0 any letter beyond ASCII), with those letters once each in reading order: they are
/// written as one-letter rebus squares over a stand-in byte (see the module's note).
pub(super) fn letters_as_rebus(puzzle: &Puzzle) -> (usize, Vec<char>) {
    let encoding = encoding_for(puzzle);
    let mut squares = 0;
    let mut letters: Vec<char> = Vec::new();
    for cell in puzzle.grid.cells() {
        let Cell::Letter(l) = cell else { continue };
        let Some(c) = puzzle.alphabet.char_of(*l) else {
            continue;
        };
        if encoding.letter_byte(c).is_none() {
            squares += 1;
            if !letters.contains(&c) {
                letters.push(c);
            }
        }
    }
    (squares, letters)
}

/// True when the puzzle is written with the no-solution flag: it is marked so and its grid
/// holds no answer (a grid with letters is written as a solution, see [`super::dropped`]).
pub(super) fn writes_no_solution(puzzle: &Puzzle) -> bool {
    puzzle.meta.no_solution && !puzzle.grid.cells().iter().any(|c| c.is_filled())
}

/// Encodes one string field; a NUL would end it early, so it is refused.
fn encode_field(encoding: Encoding, field: &str, s: &str) -> Result<Vec<u8>, WriteError> {
    let unencodable = |ch| WriteError::Unencodable {
        field: field.to_string(),
        ch,
    };
    let bytes = encoding.encode(s).map_err(unencodable)?;
    if bytes.contains(&0) {
        return Err(unencodable('\0'));
    }
    Ok(bytes)
}

/// True for a rebus text the rebus table cannot hold.
fn untabled(text: &str) -> bool {
    // `;` ends a table entry.
    text.contains(';')
}

/// The byte a one-character rebus (a digit, a symbol) is written as straight in the solution
/// board, read back as the same rebus; `None` when it needs the rebus table. A one-letter
/// rebus (`A`, `É`) always needs the table: a letter byte reads back as a letter.
fn direct_byte(text: &str, encoding: Encoding) -> Option<u8> {
    let mut chars = text.chars();
    let c = chars.next()?;
    if chars.next().is_some() || c.is_alphabetic() || c.is_whitespace() || c.is_control() {
        return None;
    }
    encoding
        .square_byte(c)
        .filter(|&b| !sections::is_block_byte(b) && b != NO_LETTER && b != 0)
}

/// The letter Across Lite shows for a rebus square in the solution board: its first
/// character when that is plain ASCII (or an accented ASCII letter, Ą → A), else a
/// placeholder.
fn stand_in(text: &str) -> u8 {
    let first = text.chars().next().map(|c| c.nfd().next().unwrap_or(c));
    match first {
        Some(c) if c.is_ascii_graphic() && !sections::is_block_byte(c as u8) && c != '-' => {
            c.to_ascii_uppercase() as u8
        }
        _ => PLACEHOLDER,
    }
}

/// Assigns table keys to the rebus texts that need the table, in reading order: rebus
/// squares, and letters that are not one byte of the encoding. A letter the full table
/// cannot take is refused, as it could not be read back.
fn plan_rebus(puzzle: &Puzzle, encoding: Encoding) -> Result<RebusPlan, WriteError> {
    let grid = &puzzle.grid;
    let mut table: Vec<String> = Vec::new();
    let mut grbs = vec![0u8; grid.width() * grid.height()];
    for pos in grid.positions() {
        let (text, letter) = match grid.cell(pos) {
            Cell::Rebus(id) => (grid.rebus_text(id).to_string(), false),
            Cell::Letter(l) => match puzzle.alphabet.char_of(l) {
                Some(c) if encoding.letter_byte(c).is_none() => (c.to_string(), true),
                _ => continue,
            },
            Cell::Block | Cell::Empty => continue,
        };
        if !letter && (direct_byte(&text, encoding).is_some() || untabled(&text)) {
            continue;
        }
        let key = match table.iter().position(|t| *t == text) {
            Some(k) => k,
            None if table.len() < MAX_TABLE => {
                table.push(text);
                table.len() - 1
            }
            None if letter => {
                return Err(WriteError::LetterTableFull {
                    pos,
                    letter: text,
                    max: MAX_TABLE,
                });
            }
            None => continue,
        };
        // MAX_TABLE keeps 1 + key within a byte.
        grbs[grid.index(pos)] = u8::try_from(key + 1).unwrap_or(0);
    }
    Ok(RebusPlan { table, grbs })
}

/// The solution board.
fn solution_board(
    puzzle: &Puzzle,
    plan: &RebusPlan,
    encoding: Encoding,
    no_solution: bool,
    diagramless: bool,
) -> Result<Vec<u8>, WriteError> {
    let grid = &puzzle.grid;
    let block = if diagramless { b':' } else { b'.' };
    grid.positions()
        .map(|pos| {
            Ok(match grid.cell(pos) {
                Cell::Block => block,
                _ if no_solution => PLACEHOLDER,
                Cell::Empty => NO_LETTER,
                Cell::Letter(index) => {
                    let c = puzzle
                        .alphabet
                        .char_of(index)
                        .ok_or(WriteError::BadLetter { pos, index })?;
                    match encoding.letter_byte(c) {
                        Some(b) => b,
                        None => stand_in(&c.to_string()),
                    }
                }
                Cell::Rebus(id) => {
                    let text = grid.rebus_text(id);
                    let tabled = plan.grbs[grid.index(pos)] != 0;
                    match direct_byte(text, encoding) {
                        Some(b) if !tabled => b,
                        _ => stand_in(text),
                    }
                }
            })
        })
        .collect()
}

/// The player's board: the carried solver's progress when it still fits, else blank.
fn player_board(puzzle: &Puzzle, diagramless: bool) -> Vec<u8> {
    let grid = &puzzle.grid;
    let block = if diagramless { b':' } else { b'.' };
    let state = puzzle
        .carried
        .iter()
        .find(|c| c.format == FORMAT && c.name == STATE)
        .filter(|c| sections::unfit(c, grid).is_none());
    match state {
        Some(c) => c
            .data
            .iter()
            .map(|&b| if sections::is_block_byte(b) { block } else { b })
            .collect(),
        None => grid
            .cells()
            .iter()
            .map(|c| if c.is_block() { block } else { b'-' })
            .collect(),
    }
}

/// The sections after the strings: the rebus grid and table, then the carried sections in
/// their order with the circles merged into `GEXT` (appended when none was carried).
fn extra_sections(
    puzzle: &Puzzle,
    plan: &RebusPlan,
    encoding: Encoding,
) -> Result<Vec<Section>, WriteError> {
    let grid = &puzzle.grid;
    let section = |name: &[u8; 4], data: Vec<u8>| Section {
        name: *name,
        data,
        offset: 0,
    };
    let mut out = Vec::new();
    if !plan.table.is_empty() {
        let table = sections::format_table(&plan.table);
        out.push(section(GRBS, plan.grbs.clone()));
        out.push(section(
            RTBL,
            encode_field(encoding, "rebus table", &table)?,
        ));
    }
    let mut wrote_gext = false;
    for c in &puzzle.carried {
        if c.format != FORMAT || c.name == STATE || sections::unfit(c, grid).is_some() {
            continue;
        }
        let Ok(name) = <[u8; 4]>::try_from(latin1::encode(&c.name).unwrap_or_default()) else {
            continue;
        };
        if &name == GEXT {
            if !wrote_gext {
                out.push(section(GEXT, gext(puzzle, Some(&c.data))));
                wrote_gext = true;
            }
            continue;
        }
        out.push(section(&name, c.data.clone()));
    }
    let circles = gext(puzzle, None);
    if !wrote_gext && circles.iter().any(|&b| b != 0) {
        out.push(section(GEXT, circles));
    }
    Ok(out)
}

/// The `GEXT` bytes: the carried flags (without their circles on white squares) with the
/// puzzle's circles set.
fn gext(puzzle: &Puzzle, carried: Option<&[u8]>) -> Vec<u8> {
    let grid = &puzzle.grid;
    let mut data = carried.map_or_else(|| vec![0; grid.cells().len()], <[u8]>::to_vec);
    for (i, cell) in grid.cells().iter().enumerate() {
        if cell.is_white() {
            data[i] &= !CIRCLED;
            if puzzle.style(grid.pos(i)).circled {
                data[i] |= CIRCLED;
            }
        }
    }
    data
}
