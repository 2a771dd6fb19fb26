//! Reading a `.puz` file into a puzzle: the solution (with rebus squares, digits and
//! symbols), circles, the no-solution and diagramless marks, text in the file's encoding, and
//! every section gridwright does not interpret carried along to be written back.

use super::encoding::{Encoding, parse_version};
use super::layout::{self, FLAG_NO_SOLUTION, FLAG_SCRAMBLED, Header, KIND_DIAGRAMLESS, Parts};
use super::sections::{self, CIRCLED, FORMAT, GEXT, GRBS, RTBL, STATE, is_block_byte};
use super::{PuzError, PuzFile, lock};
use crate::formats::latin1;
use crate::formats::scramble::Key;
use crate::grid::{Alphabet, Alphabets, Carried, Cell, ClueKey, Grid, Pos, Puzzle, Slots, Style};
use std::collections::{BTreeMap, BTreeSet};

/// What one solution square holds, before the grid is made.
enum Square {
    Block,
    Empty,
    /// A letter, or a rebus (several letters, a digit or a symbol): which one depends on the
    /// alphabet the letters choose.
    Text(String),
}

/// Reads a `.puz` file, unscrambling a locked solution with `key`.
pub fn parse_with_key(bytes: &[u8], key: Option<Key>) -> Result<PuzFile, PuzError> {
    let (header, stored, mut r) = layout::read_header(bytes)?;
    let (w, h) = (header.width, header.height);
    let sides = Grid::MIN_SIDE..=Grid::MAX_SIDE;
    if !sides.contains(&w) || !sides.contains(&h) {
        return Err(PuzError::Size {
            width: w,
            height: h,
        });
    }
    let no_solution = header.flags & FLAG_NO_SOLUTION != 0;
    let scrambled = !no_solution && header.flags & FLAG_SCRAMBLED != 0;
    if scrambled && key.is_none() {
        return Err(PuzError::Scrambled);
    }
    let solution_at = r.pos;
    let solution = r.take(w * h, "the solution board")?.to_vec();
    let board = r.take(w * h, "the player's board")?.to_vec();
    let title = r.required_zstring(|| "the title".into())?.to_vec();
    let author = r.required_zstring(|| "the author".into())?.to_vec();
    let copyright = r.required_zstring(|| "the copyright".into())?.to_vec();
    let entries = entry_count(&solution, w, h)?;
    if header.clue_count != entries {
        return Err(PuzError::ClueCount {
            header: header.clue_count,
            entries,
        });
    }
    let mut clues = Vec::with_capacity(entries);
    for i in 0..entries {
        let what = || format!("clue {} of {entries}", i + 1);
        clues.push(r.required_zstring(what)?.to_vec());
    }
    // Some writers end the file after the last clue; missing notes are empty notes.
    let notes = r.zstring(|| "the notes".into())?.unwrap_or(&[]).to_vec();
    let mut warnings = Vec::new();
    let sections = r.sections(&mut warnings);
    let parts = Parts {
        header,
        solution,
        board,
        title,
        author,
        copyright,
        clues,
        notes,
        sections,
    };
    warnings.extend(parts.check_sums(&stored));

    // Checksums cover the board as stored; the grid is read from the unlocked letters.
    let plain = match key {
        Some(key) if scrambled => {
            lock::unlock(&parts.solution, w, h, key, parts.header.scrambled_sum)?
        }
        _ => parts.solution.clone(),
    };
    let encoding = Encoding::for_version(parse_version(&parts.header.version));
    let mut reading = Reading {
        encoding,
        warnings,
        carried: Vec::new(),
    };
    if scrambled && key.is_some() {
        // Files written from this puzzle are not locked unless asked (`export --lock`).
        reading.warnings.push(
            "the solution was locked (scrambled); it is read unlocked with the key, and files written from it are unlocked unless locked again (export --lock NNNN)".into(),
        );
    }
    let puzzle = reading.puzzle(&parts, &plain, solution_at, no_solution)?;
    Ok(PuzFile {
        puzzle,
        warnings: reading.warnings,
    })
}

/// The number of entries the blocks of a solution board make (standard numbering).
fn entry_count(solution: &[u8], w: usize, h: usize) -> Result<usize, PuzError> {
    let cells = solution
        .iter()
        .map(|&b| {
            if is_block_byte(b) {
                Cell::Block
            } else {
                Cell::Empty
            }
        })
        .collect::<Vec<_>>();
    let rows = cells.chunks(w).map(<[Cell]>::to_vec).collect();
    let grid = Grid::from_rows(rows).map_err(|_| PuzError::Size {
        width: w,
        height: h,
    })?;
    Ok(Slots::of(&grid).len())
}

/// The state of one read: the encoding, the warnings so far and the sections carried.
struct Reading {
    encoding: Encoding,
    warnings: Vec<String>,
    carried: Vec<Carried>,
}

impl Reading {
    /// Builds the puzzle from the parts of a file and its (unlocked) solution board.
    fn puzzle(
        &mut self,
        parts: &Parts,
        plain: &[u8],
        solution_at: usize,
        no_solution: bool,
    ) -> Result<Puzzle, PuzError> {
        let header = &parts.header;
        let rebus = if no_solution {
            if parts.sections.iter().any(|s| &s.name == GRBS) {
                self.warn("the rebus squares (GRBS) of a file without a solution are ignored");
            }
            BTreeMap::new()
        } else {
            self.rebus_squares(parts, header)
        };
        let (grid, alphabet) = self.grid(plain, header, &rebus, solution_at, no_solution)?;
        let mut puzzle = Puzzle::new(grid);
        puzzle.alphabet = alphabet;
        puzzle.meta.no_solution = no_solution;
        puzzle.meta.diagramless = header.kind == KIND_DIAGRAMLESS || plain.contains(&b':');
        if no_solution {
            self.warn(
                "the file has no solution (its header says so): the white squares are imported empty",
            );
        }
        self.player_board(&parts.board, &puzzle);
        self.sections(parts, &mut puzzle);
        self.texts(parts, &mut puzzle);
        puzzle.carried = std::mem::take(&mut self.carried);
        Ok(puzzle)
    }

    fn warn(&mut self, message: impl Into<String>) {
        self.warnings.push(message.into());
    }

    /// Decodes a string of the file; text that is not valid UTF-8 in a 2.0 file is read as
    /// ISO-8859-1, with a warning.
    fn decode(&mut self, bytes: &[u8], what: impl FnOnce() -> String) -> String {
        match self.encoding.decode(bytes) {
            Some(s) => s,
            None => {
                self.warn(format!(
                    "{} is not valid UTF-8 although the file is version 2.0; read as ISO-8859-1",
                    what()
                ));
                latin1::decode(bytes)
            }
        }
    }

    /// The rebus text of each square the `GRBS`/`RTBL` sections name, by square index.
    fn rebus_squares(&mut self, parts: &Parts, header: &Header) -> BTreeMap<usize, String> {
        let squares = header.width * header.height;
        let first = |name: &[u8; 4]| parts.sections.iter().find(|s| &s.name == name);
        let Some(grbs) = first(GRBS) else {
            if first(RTBL).is_some() {
                self.warn("a rebus table (RTBL) without a rebus grid (GRBS) is ignored");
            }
            return BTreeMap::new();
        };
        if grbs.data.len() != squares {
            self.warn(format!(
                "the rebus grid (GRBS) at offset {} has {} bytes for {squares} squares; ignored",
                grbs.offset,
                grbs.data.len()
            ));
            return BTreeMap::new();
        }
        let table = match first(RTBL) {
            Some(rtbl) => {
                let text = self.decode(&rtbl.data, || "the rebus table (RTBL)".into());
                sections::parse_table(&text, &mut self.warnings)
            }
            None => BTreeMap::new(),
        };
        let mut used = BTreeSet::new();
        let mut out = BTreeMap::new();
        for (i, &v) in grbs.data.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let key = u16::from(v) - 1;
            match table.get(&key) {
                Some(text) => {
                    used.insert(key);
                    out.insert(i, text.clone());
                }
                None => self.warn(format!(
                    "square {} refers to rebus key {key}, which the rebus table lacks; its solution letter is used",
                    Pos::new(i / header.width, i % header.width)
                )),
            }
        }
        for (key, text) in &table {
            if !used.contains(key) {
                self.warn(format!(
                    "rebus table entry {key} ({text}) is used by no square; dropped"
                ));
            }
        }
        out
    }

    /// The grid: blocks, letters, rebus squares (from the table, or a digit or symbol in the
    /// solution board), empty squares.
    fn grid(
        &mut self,
        plain: &[u8],
        header: &Header,
        rebus: &BTreeMap<usize, String>,
        solution_at: usize,
        no_solution: bool,
    ) -> Result<(Grid, Alphabet), PuzError> {
        let w = header.width;
        let bad = |i: usize, b: u8| PuzError::BadSquare {
            pos: Pos::new(i / w, i % w),
            offset: solution_at + i,
            found: latin1::decode_byte(b),
        };
        let mut cells = Vec::with_capacity(plain.len());
        let mut texts = Vec::new();
        // A one-letter rebus from the table whose letter has a solution byte was written so
        // on purpose (a rebus `A` or `É`); the others are letters the board cannot hold.
        let mut intended = BTreeSet::new();
        for (i, &b) in plain.iter().enumerate() {
            let square = match rebus.get(&i) {
                _ if is_block_byte(b) => Square::Block,
                _ if no_solution => Square::Empty,
                Some(text) => {
                    let up = single(text).map(crate::grid::alphabet::to_upper);
                    if up.is_some_and(|c| self.encoding.letter_byte(c).is_some()) {
                        intended.insert(i);
                    }
                    Square::Text(text.clone())
                }
                None => square_of_byte(b).ok_or_else(|| bad(i, b))?,
            };
            let cell = match square {
                Square::Block => Cell::Block,
                Square::Empty => Cell::Empty,
                Square::Text(t) => {
                    texts.push((i, t));
                    Cell::Empty
                }
            };
            cells.push(cell);
        }
        for (i, &b) in plain.iter().enumerate() {
            if is_block_byte(b) && rebus.contains_key(&i) {
                self.warn(format!(
                    "the rebus grid marks block {}; ignored",
                    Pos::new(i / w, i % w)
                ));
            }
        }
        let rows = cells.chunks(w).map(<[Cell]>::to_vec).collect();
        let mut grid = Grid::from_rows(rows).map_err(|_| PuzError::Size {
            width: w,
            height: header.height,
        })?;
        // `.puz` cannot say its alphabet: the one-letter squares choose it (a Cyrillic letter
        // is a one-letter rebus with a stand-in byte, see `write`).
        let singles = texts
            .iter()
            .filter(|(i, _)| !intended.contains(i))
            .filter_map(|(_, t)| single(t));
        // No warning for letters outside it: `.puz` cannot declare an alphabet, so a rebus
        // `É` in a Latin puzzle is written exactly like this and is no surprise.
        let alphabet = Alphabets::builtin().choose(None, singles.clone());
        // But when most squares are letters outside it, the file was surely written in
        // another alphabet (a Cyrillic or Greek code page): say so rather than turn the grid
        // into rebus squares silently.
        let outside = singles
            .clone()
            .filter(|c| c.is_alphabetic() && alphabet.index_of(*c).is_none())
            .count();
        if outside * 2 > texts.len().max(1)
            && let Some(w) = crate::formats::alphabet::outside_warning(&alphabet, singles)
        {
            self.warn(format!(
                "{w}; {outside} of {} squares are rebus squares: .puz cannot say its alphabet, so a file written for another one (a Cyrillic or Greek code page) reads like this",
                texts.len()
            ));
        }
        let letter = |t: &str| single(t).and_then(|c| alphabet.index_of(c));
        for (i, text) in texts {
            let pos = grid.pos(i);
            if let Some(l) = letter(&text).filter(|_| !intended.contains(&i)) {
                let _ = grid.set(pos, Cell::Letter(l));
                continue;
            }
            if grid.set_rebus(pos, &text).is_ok() {
                continue;
            }
            // A rebus table text gridwright cannot hold: fall back to the solution letter.
            let b = plain[i];
            let fallback = square_of_byte(b).ok_or_else(|| bad(i, b))?;
            if rebus.contains_key(&i) {
                self.warn(format!(
                    "rebus {text:?} at {pos} is not 1 to {} printable characters; its solution letter is used",
                    Grid::MAX_REBUS
                ));
            }
            let set = match fallback {
                Square::Text(t) => match letter(&t) {
                    Some(l) => grid.set(pos, Cell::Letter(l)).map(|_| ()),
                    None => grid.set_rebus(pos, &t).map(|_| ()),
                },
                Square::Empty | Square::Block => Ok(()),
            };
            set.map_err(|_| bad(i, b))?;
        }
        Ok((grid, alphabet))
    }

    /// Keeps the solver's progress (the player's board) when it holds anything.
    fn player_board(&mut self, board: &[u8], puzzle: &Puzzle) {
        let block = if puzzle.meta.diagramless { b':' } else { b'.' };
        let normalized: Vec<u8> = board
            .iter()
            .map(|&b| if is_block_byte(b) { block } else { b })
            .collect();
        let blank = normalized.iter().all(|&b| is_block_byte(b) || b == b'-');
        let carried = Carried {
            format: FORMAT.into(),
            name: STATE.into(),
            data: normalized,
        };
        match sections::unfit(&carried, &puzzle.grid) {
            None if blank => {}
            None => self.carried.push(carried),
            Some(_) => self.warn(
                "the player's board does not have the solution's blocks; the solver's progress is dropped",
            ),
        }
    }

    /// Circles from `GEXT`; the sections not interpreted (and `GEXT`'s other bits) carried.
    fn sections(&mut self, parts: &Parts, puzzle: &mut Puzzle) {
        let squares = parts.header.width * parts.header.height;
        let mut seen: Vec<[u8; 4]> = Vec::new();
        for s in &parts.sections {
            let repeated = seen.contains(&s.name);
            seen.push(s.name);
            let interpreted = [GRBS, RTBL, GEXT].contains(&&s.name);
            if interpreted && repeated {
                self.warn(format!(
                    "a second {} section at offset {} is ignored",
                    s.name_str(),
                    s.offset
                ));
                continue;
            }
            if &s.name == GRBS || &s.name == RTBL {
                continue;
            }
            if &s.name != GEXT {
                // Kept only when it can be written back, so a rewrite reads the same.
                let c = sections::carried(&s.name, s.data.clone());
                match sections::unfit(&c, &puzzle.grid) {
                    None => self.carried.push(c),
                    Some(why) => self.warn(format!(
                        "the {} section at offset {} cannot be kept ({why}); dropped",
                        s.name_str(),
                        s.offset
                    )),
                }
                continue;
            }
            if s.data.len() != squares {
                self.warn(format!(
                    "the GEXT section at offset {} has {} bytes for {squares} squares; its circles are ignored",
                    s.offset,
                    s.data.len()
                ));
                continue;
            }
            let mut rest = s.data.clone();
            for (i, b) in rest.iter_mut().enumerate() {
                let pos = puzzle.grid.pos(i);
                if *b & CIRCLED != 0 && puzzle.grid.cell(pos).is_white() {
                    *b &= !CIRCLED;
                    let style = Style {
                        circled: true,
                        ..puzzle.style(pos)
                    };
                    puzzle.set_style(pos, style);
                }
            }
            if rest.iter().any(|&b| b != 0) {
                self.carried.push(sections::carried(GEXT, rest));
            }
        }
    }

    /// Title, author, copyright, notes and the clues, decoded.
    fn texts(&mut self, parts: &Parts, puzzle: &mut Puzzle) {
        let meta = &mut puzzle.meta;
        meta.title = self.decode(&parts.title, || "the title".into());
        meta.author = self.decode(&parts.author, || "the author".into());
        meta.copyright = self.decode(&parts.copyright, || "the copyright".into());
        meta.notes = self.decode(&parts.notes, || "the notes".into());
        let slots = puzzle.slots();
        for (slot, bytes) in slots.all().iter().zip(&parts.clues) {
            if bytes.is_empty() {
                continue;
            }
            let text = self.decode(bytes, || format!("clue {}", slot.label()));
            puzzle
                .clues
                .insert(ClueKey::new(slot.number, slot.direction), text);
        }
    }
}

/// The one character of a text, if it has exactly one.
fn single(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

/// What a solution byte means outside the rebus table: a block, an empty square, or one
/// character: a letter (ASCII lowercase read as uppercase; an ISO-8859-1 letter such as Ñ),
/// a digit or a symbol. `None` for white space and control bytes.
fn square_of_byte(b: u8) -> Option<Square> {
    if is_block_byte(b) {
        return Some(Square::Block);
    }
    if b == b'-' {
        return Some(Square::Empty);
    }
    if b.is_ascii_alphabetic() {
        return Some(Square::Text(char::from(b.to_ascii_uppercase()).to_string()));
    }
    let c = latin1::decode_byte(b);
    (!c.is_whitespace() && !c.is_control()).then(|| Square::Text(c.to_string()))
}
