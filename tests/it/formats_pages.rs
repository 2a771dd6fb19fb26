//! Paper and submission sheets: `--page letter|a4`, `page` in config.toml and the locale
//! deciding in that order, and `--sheet submission` (numbered grid, filled grid, every clue
//! with its answer, the constructor on every page). The PDFs are rendered with poppler's
//! `pdftoppm` and read with `pdftotext` where installed (`.ci/run` installs poppler-utils);
//! without them the tests say so and check the PDF's own page boxes and text (and fail under
//! `GRIDWRIGHT_REQUIRE_TOOLS=1`, as in CI).

use crate::common::isolated::gridwright_in;
use crate::print_support::pdf::PdfFile;
use crate::print_support::samples::{fifteen, twenty_one};
use gridwright::formats::{self, WriteOptions, page};
use gridwright::grid::Puzzle;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A4 and Letter at 72 dpi, in pixels (pdftoppm rounds 595.28 up).
const A4_PX: (u32, u32) = (596, 842);
const LETTER_PX: (u32, u32) = (612, 792);

fn has(tool: &str) -> bool {
    let found = Command::new(tool).arg("-v").output().is_ok();
    if !found {
        crate::common::tools::missing(
            &format!("{tool} is not installed (poppler-utils)"),
            "checking the PDF's own page boxes and text only",
        );
    }
    found
}

/// A puzzle saved as .ipuz in `dir`.
fn saved(dir: &Path, p: &Puzzle) -> PathBuf {
    let path = dir.join("puzzle.ipuz");
    formats::write_path(p, &path, None, &WriteOptions::default()).unwrap();
    path
}

/// Runs `gridwright export` in `dir` with the locale variables set as given (the rest cleared).
fn export(dir: &Path, args: &[&str], locale: &[(&str, &str)]) -> (bool, String) {
    let mut c = gridwright_in(dir);
    c.arg("export").args(args);
    for v in page::size::LOCALE_VARS {
        c.env_remove(v);
    }
    for (k, v) in locale {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Each page's media box, in points.
fn media_boxes(pdf: &Path) -> Vec<(f64, f64)> {
    let file = PdfFile::parse(&std::fs::read(pdf).unwrap());
    file.pages()
        .into_iter()
        .map(|p| {
            let d = file.dict(p);
            let at = d.find("/MediaBox [").expect("a media box") + 11;
            let nums: Vec<f64> = d[at..at + d[at..].find(']').expect("closed")]
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            (nums[2], nums[3])
        })
        .collect()
}

fn paper_of(boxes: &[(f64, f64)]) -> &'static str {
    let all = |w: f64, h: f64| {
        boxes
            .iter()
            .all(|&(bw, bh)| (bw - w).abs() < 0.5 && (bh - h).abs() < 0.5)
    };
    if all(612.0, 792.0) {
        "letter"
    } else if all(595.3, 841.9) {
        "a4"
    } else {
        "other"
    }
}

/// The size of each page pdftoppm renders at 72 dpi (from the PNGs' headers).
fn rendered_sizes(pdf: &Path, dir: &Path) -> Vec<(u32, u32)> {
    let prefix = dir.join("page");
    let ok = Command::new("pdftoppm")
        .args(["-r", "72", "-png"])
        .arg(pdf)
        .arg(&prefix)
        .status()
        .unwrap()
        .success();
    assert!(ok, "pdftoppm renders {}", pdf.display());
    let mut pngs: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    pngs.sort();
    pngs.iter()
        .map(|p| {
            let b = std::fs::read(p).unwrap();
            let be = |i: usize| u32::from_be_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
            (be(16), be(20))
        })
        .collect()
}

#[test]
fn pages_are_letter_or_a4_as_asked_and_render_at_that_size() {
    let dir = tempfile::tempdir().unwrap();
    let input = saved(dir.path(), &fifteen());
    let poppler = has("pdftoppm");
    for (flag, px) in [("letter", LETTER_PX), ("a4", A4_PX)] {
        let out = dir.path().join(format!("{flag}.pdf"));
        let (ok, err) = export(
            dir.path(),
            &[
                input.to_str().unwrap(),
                "--to",
                out.to_str().unwrap(),
                "--page",
                flag,
            ],
            &[("LANG", "de_DE.UTF-8")],
        );
        assert!(ok, "{err}");
        let boxes = media_boxes(&out);
        assert_eq!(boxes.len(), 2, "puzzle and solution pages");
        assert_eq!(paper_of(&boxes), flag);
        if poppler {
            let renders = tempfile::tempdir().unwrap();
            let sizes = rendered_sizes(&out, renders.path());
            assert_eq!(sizes, vec![px; 2], "{flag}");
        }
    }
}

#[test]
fn the_flag_then_config_then_the_locale_choose_the_paper() {
    let dir = tempfile::tempdir().unwrap();
    let input = saved(dir.path(), &fifteen());
    let out = dir.path().join("out.pdf");
    let paper = |locale: &[(&str, &str)], extra: &[&str]| {
        let mut args = vec![input.to_str().unwrap(), "--to", out.to_str().unwrap()];
        args.extend(extra);
        let (ok, err) = export(dir.path(), &args, locale);
        assert!(ok, "{err}");
        paper_of(&media_boxes(&out))
    };
    assert_eq!(paper(&[("LANG", "en_US.UTF-8")], &[]), "letter");
    assert_eq!(paper(&[("LANG", "en_GB.UTF-8")], &[]), "a4");
    assert_eq!(
        paper(&[("LC_PAPER", "es_MX.UTF-8"), ("LANG", "en_GB.UTF-8")], &[]),
        "letter"
    );
    assert_eq!(
        paper(&[("LC_ALL", "fr_FR.UTF-8"), ("LC_PAPER", "en_US")], &[]),
        "a4"
    );
    assert_eq!(paper(&[], &[]), "a4");
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.toml"), "page = \"letter\"\n").unwrap();
    assert_eq!(paper(&[("LANG", "en_GB.UTF-8")], &[]), "letter");
    assert_eq!(paper(&[("LANG", "en_US.UTF-8")], &["--page", "a4"]), "a4");
    // The same rule for the printable HTML page.
    let html = dir.path().join("out.html");
    let (ok, err) = export(
        dir.path(),
        &[input.to_str().unwrap(), "--to", html.to_str().unwrap()],
        &[("LANG", "en_GB.UTF-8")],
    );
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&html).unwrap();
    assert!(
        text.contains("size: letter"),
        "config's page reaches the HTML"
    );
}

/// The text of each page: pdftotext's (pages split at form feeds) where installed, else
/// the PDF's own text through its fonts' ToUnicode maps.
fn page_texts(pdf: &Path) -> Vec<String> {
    if has("pdftotext") {
        let out = Command::new("pdftotext")
            .args(["-layout"])
            .arg(pdf)
            .arg("-")
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
        if pages.last().is_some_and(|p| p.trim().is_empty()) {
            pages.pop();
        }
        return pages;
    }
    let file = PdfFile::parse(&std::fs::read(pdf).unwrap());
    file.pages()
        .into_iter()
        .map(|p| file.page_text(p))
        .collect()
}

fn squeeze(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_submission_sheet_lists_every_clue_with_its_answer_and_the_constructor_on_every_page() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("config.toml"),
        "name = \"Ada Constructor\"\ncontact = \"ada@example.org, 555-0100\"\n",
    )
    .unwrap();
    for (puzzle, flag) in [(fifteen(), "letter"), (twenty_one(), "a4")] {
        let input = saved(dir.path(), &puzzle);
        let out = dir.path().join(format!("submission-{flag}.pdf"));
        let (ok, err) = export(
            dir.path(),
            &[
                input.to_str().unwrap(),
                "--to",
                out.to_str().unwrap(),
                "--sheet",
                "submission",
                "--page",
                flag,
            ],
            &[],
        );
        assert!(ok, "{err}");
        assert!(!err.contains("warning: no"), "{err}");
        let boxes = media_boxes(&out);
        assert_eq!(paper_of(&boxes), flag);
        let pages: Vec<String> = page_texts(&out).iter().map(|p| squeeze(p)).collect();
        assert_eq!(pages.len(), boxes.len());
        assert!(
            pages.len() >= 3,
            "grid, filled grid, clue sheet: {}",
            pages.len()
        );
        for (i, page) in pages.iter().enumerate() {
            assert!(page.contains("Ada Constructor"), "page {}: {page}", i + 1);
            assert!(page.contains("ada@example.org, 555-0100"), "page {}", i + 1);
            assert!(
                page.contains(&format!("page {} of {}", i + 1, pages.len())),
                "page {}: {page}",
                i + 1
            );
        }
        assert!(pages[1].contains("Solution"), "{}", pages[1]);
        let clue_pages = pages[2..].join(" ");
        let slots = puzzle.slots();
        for s in slots.all() {
            let answer = s.answer(&puzzle.grid, &puzzle.alphabet).unwrap();
            let clue = &puzzle.clues[&gridwright::grid::ClueKey::new(s.number, s.direction)];
            let first_words: String = squeeze(clue)
                .split(' ')
                .take(2)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(
                clue_pages.contains(&answer),
                "{}{}: {answer}",
                s.number,
                s.direction.letter()
            );
            assert!(clue_pages.contains(&first_words), "{first_words}");
        }
        let answers = clue_pages.matches(" — ").count();
        assert!(
            answers >= slots.len(),
            "{answers} answers for {} entries",
            slots.len()
        );
        if has("pdftoppm") {
            let renders = tempfile::tempdir().unwrap();
            let sizes = rendered_sizes(&out, renders.path());
            let px = if flag == "letter" { LETTER_PX } else { A4_PX };
            assert_eq!(sizes, vec![px; pages.len()]);
        }
    }
}

#[test]
fn a_submission_is_printable_only_and_says_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let input = saved(dir.path(), &fifteen());
    let puz = dir.path().join("out.puz");
    let (ok, err) = export(
        dir.path(),
        &[
            input.to_str().unwrap(),
            "--to",
            puz.to_str().unwrap(),
            "--sheet",
            "submission",
        ],
        &[],
    );
    assert!(!ok);
    assert!(
        err.contains("--sheet submission is for printable output"),
        "{err}"
    );
    let html = dir.path().join("out.html");
    let (ok, err) = export(
        dir.path(),
        &[
            input.to_str().unwrap(),
            "--to",
            html.to_str().unwrap(),
            "--sheet",
            "submission",
        ],
        &[],
    );
    assert!(ok, "{err}");
    assert!(
        err.contains("no `name` in config.toml; the submission names the puzzle's author"),
        "{err}"
    );
    assert!(err.contains("no `contact` in config.toml"), "{err}");
    let text = std::fs::read_to_string(&html).unwrap();
    assert!(
        text.contains("Jane Setter"),
        "the author stands in for the name"
    );
    assert!(text.contains("Clues and answers"));
    let first = fifteen();
    let slots = first.slots();
    let answer = slots.all()[0].answer(&first.grid, &first.alphabet).unwrap();
    assert!(
        text.contains(&format!("<b>{answer}</b>")),
        "answers in bold"
    );
}
