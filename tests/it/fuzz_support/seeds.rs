//! Seed inputs per reader: real files other tools wrote (vendored under
//! `tests/fixtures/corpus/`, plus `../shared/corpus/` in long runs when it exists), the example
//! saves, the fixtures, and files gridwright writes from those puzzles.

use gridwright::formats::scramble::Key;
use gridwright::formats::{ipuz, puz, text};
use gridwright::grid::{Alphabet, Cell, ClueKey, Direction, Puzzle};
use gridwright::store::doc::SlotDoc;
use gridwright::store::read_doc_file;
use gridwright::words::{Lexicon, WordIndex};
use std::path::{Path, PathBuf};

/// The key the locked `.puz` seeds are scrambled with; the `.puz` check tries it too.
pub const KEY: Key = Key([4, 2, 3, 7]);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (recursively) whose extension is one of `exts`, in path order.
fn files_under(dir: &Path, exts: &[&str]) -> Vec<Vec<u8>> {
    let mut paths = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.filter_map(Result::ok) {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| exts.contains(&e))
            {
                paths.push(p);
            }
        }
    }
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

/// Real files in a format: the vendored corpus, and in long runs `../shared/corpus` too.
pub fn corpus(exts: &[&str], long: bool) -> Vec<Vec<u8>> {
    let mut out = files_under(&root().join("tests/fixtures/corpus"), exts);
    if long {
        out.extend(files_under(&root().join("../shared/corpus"), exts));
    }
    out
}

/// Puzzles to write seeds from: the example saves, the text fixture and every corpus file
/// gridwright reads, plus a filled and locked-square variant and a Cyrillic one.
pub fn puzzles(long: bool) -> Vec<Puzzle> {
    let mut out = Vec::new();
    for name in ["mini-5x5", "british-13x13", "american-15x15"] {
        if let Ok(Some(s)) = read_doc_file(&root().join(format!("saves/{name}.toml"))) {
            out.push(s.puzzle);
        }
    }
    if let Ok(p) = text::parse(include_bytes!("../../fixtures/themeless-15x15.txt")) {
        out.push(p);
    }
    for f in corpus(&["puz"], long) {
        if let Ok(f) = puz::parse(&f) {
            out.push(f.puzzle);
        }
    }
    for f in corpus(&["ipuz"], long) {
        if let Ok(f) = ipuz::parse(&f) {
            out.push(f.puzzle);
        }
    }
    if let Some(first) = out.first().cloned() {
        let mut full = filled(first);
        full.meta.title = "Filled — «test» ½".into();
        full.locked.insert(gridwright::grid::Pos::new(0, 0));
        for s in full.slots().all() {
            let text = format!("Clue {} with “quotes”", s.label());
            full.clues.insert(ClueKey::new(s.number, s.direction), text);
        }
        out.push(full);
    }
    let cyr = gridwright::grid::text::parse_grid("КОТ\nО#Ё\nТЁ.", &Alphabet::cyrillic());
    if let Ok(grid) = cyr {
        let mut p = Puzzle::new(grid);
        p.alphabet = Alphabet::cyrillic();
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Кот".into());
        out.push(p);
    }
    out
}

/// The puzzle with a letter in every white square (locked `.puz` files need a full solution).
fn filled(mut p: Puzzle) -> Puzzle {
    let n = p.alphabet.len();
    for (i, pos) in p
        .grid
        .positions()
        .collect::<Vec<_>>()
        .into_iter()
        .enumerate()
    {
        if p.grid.cell(pos).is_white() {
            let _ = p.grid.set(pos, Cell::Letter((i * 7 % n) as u8));
        }
    }
    p
}

pub fn puz(long: bool) -> Vec<Vec<u8>> {
    let mut out = corpus(&["puz"], long);
    for p in puzzles(long).iter().filter(|p| p.alphabet.is_latin()) {
        out.extend(puz::to_bytes(p, true).ok());
        out.extend(puz::to_bytes_locked(&filled(p.clone()), KEY).ok());
    }
    out
}

pub fn ipuz(long: bool) -> Vec<Vec<u8>> {
    let mut out = corpus(&["ipuz"], long);
    for p in puzzles(long) {
        out.extend(ipuz::to_string(&p, true).ok().map(String::into_bytes));
    }
    out
}

pub fn text(long: bool) -> Vec<Vec<u8>> {
    let mut out = corpus(&["xd", "txt"], long);
    out.push(include_bytes!("../../fixtures/themeless-15x15.txt").to_vec());
    for mut p in puzzles(long) {
        p.meta.notes = "a\nb".into();
        out.push(text::to_string(&p).into_bytes());
    }
    out
}

/// The example saves and slot documents of every seed puzzle, one as a recovery file.
pub fn slots(long: bool) -> Vec<Vec<u8>> {
    let mut out = files_under(&root().join("saves"), &["toml"]);
    for (i, p) in puzzles(long).iter().enumerate() {
        let doc = SlotDoc::new(
            p,
            1_700_000_000,
            1_700_000_000 + i as i64,
            (i % 3 == 0).then_some(3),
        );
        out.extend(doc.to_toml().ok().map(String::into_bytes));
    }
    out
}

/// Stretches of the built-in list, line-aligned, plus lists with every kind of bad line.
pub fn word_lists() -> Vec<Vec<u8>> {
    let list = gridwright::words::source::DEFAULT_LIST;
    let mut out: Vec<Vec<u8>> = [0, 400_000, 1_200_000, 2_000_000]
        .iter()
        .map(|&at: &usize| {
            let start = list[at..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(at, |n| at + n + 1);
            let end = (start + 3000).min(list.len());
            let end = list[..end]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(end, |n| n + 1);
            list[start..end].to_vec()
        })
        .collect();
    out.push(
        b"\xEF\xBB\xBFapple;60\r\nbanana\r\ncherry;abc\nDATE;101\n\xFF\xFEgarbage\n\n# note\n\
          apple;70\nice cream;55;a clue\nfig,40\nStra\xc3\x9fe\tx\nCaf\xc3\xa9-au-lait;99\n"
            .to_vec(),
    );
    out.push("ёлка;60\nКОТ\nКОТ;10\nщи,100\n".as_bytes().to_vec());
    out
}

/// The layout fixtures as text, and some of them in the JSON form.
pub fn layout_lists() -> Vec<Vec<u8>> {
    let mut out = files_under(&root().join("tests/fixtures/layout"), &["txt"]);
    let json: Vec<Vec<u8>> = out
        .iter()
        .take(3)
        .map(|t| {
            let clues: Vec<serde_json::Value> = String::from_utf8_lossy(t)
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| {
                    let (a, c) = l.split_once('\t').unwrap_or((l, ""));
                    serde_json::json!({"answer": a, "meta": {"clue": c, "link": "x"}})
                })
                .collect();
            serde_json::json!({"title": "Fuzz", "clues": clues})
                .to_string()
                .into_bytes()
        })
        .collect();
    out.extend(json);
    out.push(
        "PLANET: a\nCOMET - b\nORBIT – c\nÉCLAIR — d\nКОТ\n"
            .as_bytes()
            .to_vec(),
    );
    out
}

pub fn themes() -> Vec<Vec<u8>> {
    files_under(&root().join("themes"), &["toml"])
}

pub fn configs() -> Vec<Vec<u8>> {
    [
        "theme = \"light\"\nwidth = 21\nheight = 21\n",
        "theme = \"dark\"\nwidth = 15\nheight = 15\nsymmetry = \"rotational\"\nmin_score = 40\n\
         word_lists = [\"/tmp/a.dict\", \"b.txt\"]\n",
        "symmetry = \"none\"\nmin_score = 0\n",
        "theme = \"light\"\nwidth = \"big\"\n",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect()
}

/// Word index cache files (fst bytes) of a few list stretches.
pub fn word_indexes() -> Vec<Vec<u8>> {
    word_lists()
        .iter()
        .take(3)
        .filter_map(|list| {
            let mut lex = Lexicon::new(Alphabet::latin());
            lex.add_list("seed", list);
            WordIndex::build_bytes(&lex).ok()
        })
        .collect()
}
