//! Our `.ipuz` exports, read by the Python `ipuz` package's `ipuz.read` (the validator other
//! tools build on): every file of the conformance suite, and the sources of
//! `scripts/check-ipuz.py` (kotwords' corpus, the example saves, the text fixtures). Skipped,
//! with a message, when Python or the package is absent (`pip install ipuz`), unless
//! `GRIDWRIGHT_REQUIRE_TOOLS=1`.
//!
//! The package (1.0) validates clues against ipuz v1: a clue object with ipuz v2's `cells` is
//! "Invalid Clue". Our writer gives a clue its cells only when the puzzle needs them — when no
//! label leads a reader to its squares — and writes `[label, clue]` otherwise. The exports
//! still refused are named below, each with what the puzzle needs.

use super::{imported, options};
use gridwright::formats::{self, Format};
use gridwright::grid::Puzzle;
use gridwright::store::doc::SlotDoc;
use std::path::{Path, PathBuf};

/// Why a puzzle's clues need ipuz v2's `cells`, which `ipuz.read` refuses.
const PATHS: &str = "variety clues that follow paths of squares (rows, bands, spirals, bends, \
                     shapes), not Across/Down entries: their squares are the clue";
const PART: &str = "a clue for part of an entry (a gap or an entry the grid does not make)";
const ZIGZAG: &str = "a Down clue on a path that leaves its column";
const DIAGONAL: &str = "a diagonal clue, kept by its squares (the model has no diagonal \
                        numbering to place it by its number)";

/// Exports `ipuz.read` refuses, by source file (a path suffix), with the reason.
const REFUSED_BY_IPUZ_READ: &[(&str, &str)] = &[
    ("ipuz/kotwords/annotations.ipuz", PATHS),
    ("ipuz/kotwords/around-the-bend.ipuz", PATHS),
    ("ipuz/kotwords/gaps.ipuz", PART),
    ("ipuz/kotwords/hearts-and-arrows-unlabeled.ipuz", PATHS),
    ("ipuz/kotwords/hearts-and-arrows.ipuz", PATHS),
    ("ipuz/kotwords/jelly-roll.ipuz", PATHS),
    ("ipuz/kotwords/labyrinth.ipuz", PATHS),
    ("ipuz/kotwords/marching-bands.ipuz", PATHS),
    ("ipuz/kotwords/patchwork-unlabeled-pieces.ipuz", PATHS),
    ("ipuz/kotwords/patchwork.ipuz", PATHS),
    ("ipuz/kotwords/rows-garden.ipuz", PATHS),
    ("ipuz/kotwords/snake-charmer.ipuz", PATHS),
    ("ipuz/kotwords/spell-weaving.ipuz", PATHS),
    ("ipuz/kotwords/spiral.ipuz", PATHS),
    ("ipuz/kotwords/test-diagonal.ipuz", DIAGONAL),
    ("ipuz/kotwords/twists-and-turns.ipuz", PATHS),
    ("ipuz/kotwords/two-tone.ipuz", PATHS),
    ("jpz/kotwords/around-the-bend/around-the-bend.jpz", PATHS),
    ("jpz/kotwords/eight-tracks/annotations.jpz", PATHS),
    ("jpz/kotwords/eight-tracks/inner-track-starts.jpz", PATHS),
    ("jpz/kotwords/eight-tracks/no-annotations.jpz", PATHS),
    (
        "jpz/kotwords/hearts-and-arrows/hearts-and-arrows.jpz",
        PATHS,
    ),
    (
        "jpz/kotwords/helter-skelter/helter-skelter-extend-to-edges.jpz",
        PATHS,
    ),
    ("jpz/kotwords/helter-skelter/helter-skelter.jpz", PATHS),
    ("jpz/kotwords/jelly-roll/jelly-roll-combined.jpz", PATHS),
    ("jpz/kotwords/jelly-roll/jelly-roll-nonsquare.jpz", PATHS),
    ("jpz/kotwords/jelly-roll/jelly-roll.jpz", PATHS),
    ("jpz/kotwords/jpz/gaps.jpz", PART),
    ("jpz/kotwords/jpz/test-cell-ranges.jpz", ZIGZAG),
    ("jpz/kotwords/jpz/test-diagonal.jpz", DIAGONAL),
    ("jpz/kotwords/labyrinth/labyrinth.jpz", PATHS),
    (
        "jpz/kotwords/marching-bands/marching-bands-without-rows.jpz",
        PATHS,
    ),
    ("jpz/kotwords/marching-bands/marching-bands.jpz", PATHS),
    ("jpz/kotwords/patchwork/patchwork.jpz", PATHS),
    ("jpz/kotwords/rows-garden/rows-garden-mini.jpz", PATHS),
    ("jpz/kotwords/rows-garden/rows-garden.jpz", PATHS),
    ("jpz/kotwords/snake-charmer/snake-charmer.jpz", PATHS),
    ("jpz/kotwords/spell-weaving/spell-weaving.jpz", PATHS),
    ("jpz/kotwords/spiral/spiral-chunked.jpz", PATHS),
    ("jpz/kotwords/spiral/spiral-nonsquare.jpz", PATHS),
    ("jpz/kotwords/spiral/spiral-rectangular.jpz", PATHS),
    ("jpz/kotwords/spiral/spiral.jpz", PATHS),
    ("jpz/kotwords/twists-and-turns/twists-and-turns.jpz", PATHS),
    ("jpz/kotwords/two-tone/two-tone-nonsquare.jpz", PATHS),
    ("jpz/kotwords/two-tone/two-tone.jpz", PATHS),
    ("corpus/kotwords/ipuz/around-the-bend.ipuz", PATHS),
    ("corpus/kotwords/ipuz/gaps.ipuz", PART),
];

/// What `ipuz.read` says of a clue object it does not know.
const INVALID_CLUE: &str = "Invalid Clue in clues element found";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The sources of `scripts/check-ipuz.py` beyond the suite: kotwords' corpus, the example
/// saves and the text fixtures, as `(name, puzzle)`.
pub(super) fn script_sources() -> Vec<(String, Puzzle)> {
    let mut paths = Vec::new();
    for dir in [
        "tests/fixtures/corpus/kotwords/ipuz",
        "tests/fixtures/corpus/kotwords/puz",
        "tests/fixtures/corpus/kotwords/xd",
        "saves",
        "tests/fixtures",
        "tests/fixtures/alphabets",
    ] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        paths.extend(entries.flatten().map(|e| e.path()).filter(|p| {
            p.is_file()
                && matches!(
                    p.extension().and_then(|e| e.to_str()),
                    Some("ipuz" | "puz" | "xd" | "toml" | "txt")
                )
        }));
    }
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p
                .strip_prefix(root().join("tests/fixtures"))
                .or_else(|_| p.strip_prefix(root()))
                .unwrap_or(&p)
                .display()
                .to_string();
            let puzzle = if p.extension().is_some_and(|e| e == "toml") {
                let text = std::fs::read_to_string(&p).expect("a save");
                let doc = SlotDoc::from_toml(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                doc.puzzle.to_puzzle().expect("a valid save")
            } else {
                formats::load(&p)
                    .unwrap_or_else(|e| panic!("{name}: {e}"))
                    .puzzle
            };
            (name, puzzle)
        })
        .collect()
}

/// Runs `ipuz.read` over each file in `dir`: `(file name, "ok" or the error)`. `None` when
/// Python or the package is missing; a script that fails otherwise fails the test.
fn ipuz_read_all(dir: &Path) -> Option<Vec<(String, String)>> {
    const BODY: &str = r#"
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name), encoding="utf-8") as f:
        data = f.read()
    try:
        ipuz.read(data)
        print(name + "\tok")
    except Exception as e:
        print(name + "\t" + type(e).__name__ + ": " + str(e).replace("\n", " "))
"#;
    let text = super::python_over(dir, "ipuz", BODY)?;
    Some(
        text.lines()
            .filter_map(|l| l.split_once('\t'))
            .map(|(n, r)| (n.to_string(), r.to_string()))
            .collect(),
    )
}

/// The name the export of `source` is written under (its path, flattened).
fn export_name(source: &str) -> String {
    format!("{}.ipuz", source.replace('/', "__"))
}

fn named_refusal(source: &str) -> Option<&'static str> {
    REFUSED_BY_IPUZ_READ
        .iter()
        .find(|(f, _)| source.ends_with(f))
        .map(|(_, why)| *why)
}

#[test]
fn ipuz_read_accepts_our_export_of_every_file_but_those_whose_clues_need_cells() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut sources = imported();
    sources.extend(script_sources());
    let mut unexpected = Vec::new();
    for (name, p) in &sources {
        let bytes = formats::to_bytes(p, Format::Ipuz, &options())
            .unwrap_or_else(|e| panic!("{name} → .ipuz: {e}"));
        // Without Python too: clue cells are written exactly where a reason is named.
        let cells = clues_with_cells(&bytes);
        if (cells > 0) != named_refusal(name).is_some() {
            unexpected.push(format!("{name}: {cells} clues written with cells"));
        }
        std::fs::write(dir.path().join(export_name(name)), bytes).expect("write export");
    }
    let Some(report) = ipuz_read_all(dir.path()) else {
        crate::common::tools::missing(
            "python3 with the `ipuz` package is not available (pip install ipuz)",
            "skipped",
        );
        assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
        return;
    };
    assert_eq!(report.len(), sources.len(), "one line per export");
    let (mut ok, mut named) = (0, 0);
    for (name, _) in &sources {
        let file = export_name(name);
        let result = report
            .iter()
            .find(|(f, _)| *f == file)
            .map(|(_, r)| r.as_str())
            .unwrap_or("no line");
        match (result, named_refusal(name)) {
            ("ok", None) => ok += 1,
            ("ok", Some(_)) => unexpected.push(format!("{name}: now accepted; unname it")),
            (err, Some(why)) if err.contains(INVALID_CLUE) => {
                named += 1;
                eprintln!("ipuz.read refuses {name}: {why}");
            }
            (err, _) => unexpected.push(format!("{name}: {err}")),
        }
    }
    eprintln!(
        "ipuz.read: {ok} of {} exports accepted, {named} refused for a named reason",
        sources.len()
    );
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
}

/// How many clue objects of an `.ipuz` export carry `cells`.
fn clues_with_cells(ipuz: &[u8]) -> usize {
    let doc: serde_json::Value = serde_json::from_slice(ipuz).expect("our ipuz is JSON");
    doc["clues"]
        .as_object()
        .into_iter()
        .flat_map(|lists| lists.values())
        .filter_map(|list| list.as_array())
        .flatten()
        .filter(|clue| clue.get("cells").is_some())
        .count()
}

/// The named refusals are for clue `cells` only: with them taken out, `ipuz.read` accepts
/// every export, so nothing else in our files is outside what it knows.
#[test]
fn without_clue_cells_ipuz_read_accepts_every_export() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut sources = imported();
    sources.extend(script_sources());
    for (name, p) in sources.iter().filter(|(n, _)| named_refusal(n).is_some()) {
        let bytes = formats::to_bytes(p, Format::Ipuz, &options())
            .unwrap_or_else(|e| panic!("{name} → .ipuz: {e}"));
        let mut doc: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
        let mut cut = 0;
        for list in doc["clues"].as_object_mut().expect("clues").values_mut() {
            for clue in list.as_array_mut().expect("a list") {
                cut += usize::from(
                    clue.as_object_mut()
                        .and_then(|o| o.remove("cells"))
                        .is_some(),
                );
            }
        }
        assert!(cut > 0, "{name}: named as needing cells but has none");
        std::fs::write(dir.path().join(export_name(name)), doc.to_string()).expect("write");
    }
    let Some(report) = ipuz_read_all(dir.path()) else {
        crate::common::tools::missing(
            "python3 with the `ipuz` package is not available (pip install ipuz)",
            "skipped",
        );
        return;
    };
    let refused: Vec<_> = report.iter().filter(|(_, r)| r != "ok").collect();
    assert!(refused.is_empty(), "{refused:?}");
}
