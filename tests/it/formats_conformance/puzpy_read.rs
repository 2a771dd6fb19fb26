//! Our Across Lite Text and `.puz` exports, read by puzpy (`puz.read_text`, `puz.read`), an
//! independent reader: our own text reader accepts `<ACROSS PUZZLE V2>` as well as `v2`, so
//! only another reader could show that puzpy refuses the upper-case spelling. Every file of
//! the conformance suite and the sources of the `ipuz` check go through; each export must be
//! accepted with our size, our number of clues and our diagramless mark. Skipped, with a
//! message, when Python or puzpy is absent (`pip install puzpy`), unless
//! `GRIDWRIGHT_REQUIRE_TOOLS=1`.

use super::{imported, ipuz_read::script_sources, options};
use gridwright::formats::{self, Format};
use gridwright::grid::{Pos, Puzzle};
use std::path::Path;

/// What puzpy makes of one file: accepted with (width, height, clues, diagramless), or its
/// error.
#[derive(Debug, PartialEq, Eq)]
enum Read {
    Ok(usize, usize, usize, bool),
    Refused(String),
}

/// Runs puzpy over each file in `dir` (`.txt` through `read_text`, `.puz` through `read`).
/// `None` when Python or puzpy is missing; a script that fails otherwise fails the test.
fn puzpy_read_all(dir: &Path) -> Option<Vec<(String, Read)>> {
    const BODY: &str = r#"
for name in sorted(os.listdir(d)):
    path = os.path.join(d, name)
    try:
        p = puz.read_text(path) if name.endswith(".txt") else puz.read(path)
        kind = 1 if p.puzzletype == puz.PuzzleType.Diagramless else 0
        print("%s\tok\t%d\t%d\t%d\t%d" % (name, p.width, p.height, len(p.clues), kind))
    except Exception as e:
        print(name + "\t" + type(e).__name__ + ": " + str(e).replace("\n", " "))
"#;
    let text = super::python_over(dir, "puz", BODY)?;
    Some(text.lines().filter_map(parse_line).collect())
}

fn parse_line(line: &str) -> Option<(String, Read)> {
    let fields: Vec<&str> = line.split('\t').collect();
    let read = match fields.as_slice() {
        [_, "ok", w, h, n, d] => {
            Read::Ok(w.parse().ok()?, h.parse().ok()?, n.parse().ok()?, *d == "1")
        }
        [_, err, ..] => Read::Refused((*err).to_string()),
        _ => return None,
    };
    Some((fields[0].to_string(), read))
}

/// What puzpy should find in our export of `p`: its size, one clue per entry numbered by
/// blocks (as both formats number), and the diagramless mark where the grid has a block to
/// say it with (`:`; a blockless grid's loss is named, see `loss::losses`).
fn expected(p: &Puzzle) -> Read {
    let entries = entries_by_blocks(p);
    let has_block = p.grid.cells().iter().any(|c| c.is_block());
    Read::Ok(
        p.grid.width(),
        p.grid.height(),
        entries,
        p.meta.diagramless && has_block,
    )
}

/// Runs of two or more white squares between blocks and edges, across and down.
fn entries_by_blocks(p: &Puzzle) -> usize {
    let (w, h) = (p.grid.width(), p.grid.height());
    let white = |r: usize, c: usize| !p.grid.cell(Pos::new(r, c)).is_block();
    let mut n = 0;
    for r in 0..h {
        for c in 0..w {
            if !white(r, c) {
                continue;
            }
            n += usize::from((c == 0 || !white(r, c - 1)) && c + 1 < w && white(r, c + 1));
            n += usize::from((r == 0 || !white(r - 1, c)) && r + 1 < h && white(r + 1, c));
        }
    }
    n
}

fn export_name(source: &str, format: Format) -> String {
    let ext = if format == Format::Puz { "puz" } else { "txt" };
    format!("{}.{ext}", source.replace('/', "__"))
}

#[test]
fn puzpy_reads_every_across_lite_text_and_puz_export() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut sources = imported();
    sources.extend(script_sources());
    let formats = [Format::AcrossText, Format::Puz];
    for (name, p) in &sources {
        for format in formats {
            let bytes = formats::to_bytes(p, format, &options())
                .unwrap_or_else(|e| panic!("{name} → {format:?}: {e}"));
            std::fs::write(dir.path().join(export_name(name, format)), bytes).expect("write");
        }
    }
    let Some(report) = puzpy_read_all(dir.path()) else {
        crate::common::tools::missing(
            "python3 with puzpy is not available (pip install puzpy)",
            "skipping the puzpy check of the Across Lite Text and .puz exports",
        );
        return;
    };
    assert_eq!(report.len(), 2 * sources.len(), "one line per export");
    let mut wrong = Vec::new();
    let mut accepted = [0usize; 2];
    let mut diagramless = 0;
    let missing = Read::Refused("no line".into());
    for (name, p) in &sources {
        for (i, format) in formats.into_iter().enumerate() {
            let file = export_name(name, format);
            let got = report
                .iter()
                .find(|(f, _)| *f == file)
                .map(|(_, r)| r)
                .unwrap_or(&missing);
            let want = expected(p);
            if *got == want {
                accepted[i] += 1;
                diagramless += usize::from(matches!(want, Read::Ok(.., true)));
            } else {
                wrong.push(format!(
                    "{name} → {format:?}: puzpy {got:?}, expected {want:?}"
                ));
            }
        }
    }
    eprintln!(
        "puzpy: read_text accepts {} of {n} Across Lite Text exports, read {} of {n} .puz \
         ({diagramless} diagramless kept)",
        accepted[0],
        accepted[1],
        n = sources.len()
    );
    assert!(
        diagramless >= 4,
        "the diagramless fixtures are among the sources"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
