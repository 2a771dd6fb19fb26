//! Printable output: the shared page layout's geometry (grid size, balanced clue columns,
//! sheet counts), the HTML page (SVG marks, sanitized markup) and the PDF file (structure,
//! page count, embedded subset fonts, the text it shows, non-Latin scripts).

use crate::print_support;

use gridwright::formats::page::{self, EntryKind, SheetKind};
use gridwright::formats::{self, Format, WriteOptions, html, pdf};
use gridwright::grid::{ClueKey, Direction, Pos, Puzzle, Rgb, Style};
use print_support::pdf::{PdfFile, value};
use print_support::samples::{GRID_15, fifteen, marked_puzzle, puzzle, twenty_one};

#[test]
fn the_test_grids_have_newspaper_clue_counts() {
    assert_eq!(fifteen().slots().len(), 78);
    assert_eq!(twenty_one().slots().len(), 140);
}

// ---- layout ----

/// The heights of a sheet's clue columns in mm.
fn column_heights(sheet: &page::Sheet) -> Vec<f64> {
    sheet.columns.iter().map(|c| c.height).collect()
}

#[test]
fn a_15x15_with_78_clues_fits_one_sheet_with_a_large_grid_and_level_columns() {
    let doc = page::layout(&fifteen(), true);
    assert_eq!(doc.puzzle_sheets(), 1);
    assert_eq!(doc.sheets.len(), 2, "puzzle and solution");
    let grid = doc.puzzle_grid().unwrap();
    assert!(
        grid.width >= 125.0,
        "solving grid only {:.1} mm wide",
        grid.width
    );
    assert!(grid.width <= page::CONTENT_W);
    let solution = doc.solution_grid().unwrap();
    assert!(solution.width <= grid.width + 1e-9);
    // Across then Down through 2–4 columns whose bottoms are level within two lines.
    let first = &doc.sheets[0];
    assert!((2..=4).contains(&first.columns.len()));
    let heights = column_heights(first);
    let line = doc.clue_pt * page::clues::LEADING * 25.4 / 72.0;
    let spread = heights.iter().copied().fold(0.0, f64::max)
        - heights.iter().copied().fold(f64::MAX, f64::min);
    assert!(
        spread <= 2.5 * line,
        "column heights {heights:?}, line {line:.2} mm"
    );
    // Everything stays inside the content box.
    let bottom = first
        .columns
        .iter()
        .map(|c| c.y + c.height)
        .fold(0.0, f64::max);
    assert!(bottom <= page::CONTENT_H, "clues end at {bottom:.1} mm");
    assert!(grid.y + grid.height <= first.columns[0].y);
    assert!(doc.clue_pt >= 7.0);
}

#[test]
fn every_clue_is_placed_once_in_order_across_then_down() {
    for p in [fifteen(), twenty_one()] {
        let doc = page::layout(&p, false);
        let placed: Vec<usize> = doc
            .sheets
            .iter()
            .flat_map(|s| &s.columns)
            .flat_map(|c| &c.entries)
            .filter_map(|e| match &e.kind {
                EntryKind::Clue { index, .. } => Some(*index),
                EntryKind::Heading { .. } => None,
            })
            .collect();
        assert_eq!(placed, (0..p.slots().len()).collect::<Vec<_>>());
        let lists: Vec<usize> = placed.iter().map(|&i| doc.lists.clues[i].list).collect();
        assert!(lists.windows(2).all(|w| w[0] <= w[1]), "Across before Down");
    }
}

#[test]
fn a_21x21_with_140_clues_takes_at_most_two_sheets_with_a_full_width_grid() {
    let doc = page::layout(&twenty_one(), true);
    assert!(
        doc.puzzle_sheets() <= 2,
        "{} puzzle sheets",
        doc.puzzle_sheets()
    );
    let grid = doc.puzzle_grid().unwrap();
    assert!(grid.width >= 150.0, "grid {:.1} mm", grid.width);
    if doc.puzzle_sheets() == 2 {
        let cont = &doc.sheets[1];
        assert_eq!(cont.kind, SheetKind::Continued);
        // The last sheet's columns are balanced.
        let heights = column_heights(cont);
        let line = doc.clue_pt * page::clues::LEADING * 25.4 / 72.0;
        let spread = heights.iter().copied().fold(0.0, f64::max)
            - heights.iter().copied().fold(f64::MAX, f64::min);
        assert!(spread <= 3.5 * line, "{heights:?}");
        // The continued sheet starts with a heading: the list's own, or "(continued)".
        assert!(matches!(
            cont.columns[0].entries.first().map(|e| &e.kind),
            Some(EntryKind::Heading { .. })
        ));
    }
    for sheet in &doc.sheets {
        for c in &sheet.columns {
            assert!(c.y + c.height <= page::CONTENT_H + 1e-6);
        }
    }
}

#[test]
fn long_clues_wrap_inside_their_column() {
    let mut p = fifteen();
    let long = "A very long clue that goes on and on about nothing in particular, \
                with Supercalifragilisticexpialidocious in the middle of it";
    p.clues
        .insert(ClueKey::new(1, Direction::Across), long.into());
    let doc = page::layout(&p, false);
    let col = &doc.sheets[0].columns[0];
    let text_width = col.width - doc.label_mm;
    let em = doc.clue_pt * 25.4 / 72.0;
    let lines = col
        .entries
        .iter()
        .find_map(|e| match &e.kind {
            EntryKind::Clue { index: 0, lines } => Some(lines.clone()),
            _ => None,
        })
        .unwrap();
    assert!(lines.len() >= 3);
    for l in &lines {
        assert!(l.em * em <= text_width + 1e-6, "{:?} overflows", l.text());
    }
    let joined: String = lines.iter().map(|l| l.text()).collect();
    assert_eq!(squeeze(&joined), squeeze(long), "no text lost in wrapping");
}

#[test]
fn huge_grids_and_empty_grids_lay_out_without_panicking() {
    let big = ".".repeat(29);
    let pattern = vec![big; 29].join("\n");
    let doc = page::layout(&puzzle(&pattern, ""), true);
    assert!(doc.puzzle_grid().unwrap().width <= page::CONTENT_W + 1e-6);
    let blocks = ["###"; 3].join("\n");
    let doc = page::layout(&puzzle(&blocks, "Blocks"), true);
    assert_eq!(doc.puzzle_sheets(), 1);
    let mini = page::layout(&puzzle("...\n...\n...", "Mini"), true);
    let cell = mini.puzzle_grid().unwrap().cell;
    assert!(cell <= 12.0 + 1e-9, "a mini is not poster-sized: {cell}");
}

// ---- HTML ----

#[test]
fn html_draws_circles_shading_colours_bars_rebus_and_given_letters() {
    let p = marked_puzzle();
    let page = html::to_string(&p, html::HtmlOptions::default());
    let (puzzle_page, solution_page) = page.split_once("class=\"page solution\"").unwrap();
    assert_eq!(puzzle_page.matches("<circle ").count(), 1);
    assert!(puzzle_page.contains("fill=\"#D0D0D0\""), "shaded square");
    assert!(puzzle_page.contains("fill=\"#A0C8F0\""), "coloured square");
    // The bar under r2c2: 0.8 mm tall across the square's width.
    assert!(
        puzzle_page.contains("height=\"0.80\" fill=\"#000000\""),
        "bar"
    );
    assert!(
        puzzle_page.contains(">T</text>"),
        "the given letter shows on the puzzle page"
    );
    assert!(!puzzle_page.contains(">STAR</text>"));
    assert!(
        solution_page.contains(">STAR</text>"),
        "rebus on the solution page"
    );
    let star_size: f64 = solution_page
        .split("<text ")
        .find(|t| t.contains(">STAR<"))
        .and_then(|t| t.split("font-size=\"").nth(1))
        .and_then(|t| t.split('"').next())
        .and_then(|s| s.parse().ok())
        .unwrap();
    let letter_size: f64 = solution_page
        .split("<text ")
        .find(|t| t.contains(">C<"))
        .and_then(|t| t.split("font-size=\"").nth(1))
        .and_then(|t| t.split('"').next())
        .and_then(|s| s.parse().ok())
        .unwrap();
    assert!(
        star_size < letter_size,
        "the rebus is set smaller to fit its square"
    );
    assert!(solution_page.contains("Why it works."));
    for text in [
        "A note.",
        "Easy",
        "https://example.org/marks",
        "Ed Itor",
        "The Daily",
        "04/01/2026",
        "Read this first.",
        "Bonus",
        "Hidden word",
    ] {
        assert!(puzzle_page.contains(text), "{text} missing");
    }
}

#[test]
fn explicit_labels_print_in_the_grid_and_the_clue_lists() {
    let mut p = puzzle("#CAT\nDOGE\nARE#\nBE##", "Labelled");
    let slots = p.slots();
    for (i, pos) in p
        .grid
        .positions()
        .filter(|&q| slots.number_at(q).is_some())
        .enumerate()
    {
        p.labels.insert(pos, format!("L{i}"));
    }
    let page = html::to_string(&p, html::HtmlOptions::default());
    assert!(page.contains(">L0</text>") && page.contains(">L5</text>"));
    assert!(page.contains("<li><span class=\"n\">L0</span>"));
    assert!(!page.contains("<li><span class=\"n\">1</span>"));
    let (_, file) = pdf_of(&p, false);
    let text = squeeze(&file.page_text(file.pages()[0]));
    assert!(text.contains("L5"), "{text}");
}

#[test]
fn html_keeps_clue_formatting_and_drops_scripts() {
    let page = html::to_string(&marked_puzzle(), html::HtmlOptions::default());
    assert!(page.contains("<span><i>Breaking Bad</i> star</span>"));
    assert!(!page.contains("<script"));
    assert!(!page.contains("onclick"));
    assert!(page.contains("<h1>Marks &amp; &lt;Co&gt;</h1>"));
}

#[test]
fn html_sizes_the_grid_and_columns_as_the_layout_says() {
    let p = fifteen();
    let doc = page::layout(&p, true);
    let page = html::to_string(&p, html::HtmlOptions::default());
    let grid = doc.puzzle_grid().unwrap();
    let cell = format!("data-cell-mm=\"{:.2}\"", grid.cell);
    assert!(page.contains(&cell), "{cell}");
    assert!(page.contains(&format!("repeat({}, 1fr)", doc.column_count)));
    assert!(page.contains(&format!("font-size: {}pt", doc.clue_pt)));
    assert_eq!(
        page.matches("<div class=\"col\">").count(),
        doc.sheets[0].columns.len()
    );
}

// ---- PDF ----

fn pdf_of(p: &Puzzle, solution_page: bool) -> (Vec<u8>, PdfFile) {
    let options = WriteOptions {
        solution_page,
        ..WriteOptions::default()
    };
    let bytes = pdf::to_bytes(p, &options).unwrap();
    let file = PdfFile::parse(&bytes);
    (bytes, file)
}

/// Text without the spaces between shown strings, to find words split over runs.
fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn a_15x15_pdf_is_one_page_or_two_with_the_solution() {
    let p = fifteen();
    let (bytes, file) = pdf_of(&p, false);
    assert_eq!(file.pages().len(), 1);
    let (_, with) = pdf_of(&p, true);
    assert_eq!(with.pages().len(), 2);
    // The format's own entry point gives the same bytes.
    assert_eq!(
        formats::to_bytes(
            &p,
            Format::Pdf,
            &WriteOptions {
                solution_page: false,
                ..WriteOptions::default()
            }
        )
        .unwrap(),
        bytes
    );
    let text = squeeze(&file.page_text(file.pages()[0]));
    assert!(text.contains("FifteenSquared"), "{text}");
    assert!(text.contains("byJaneSetter"));
    assert!(text.contains("Across") && text.contains("Down"));
    assert!(text.contains(&squeeze("Where the heart is, they say")));
    assert!(text.contains(&squeeze("© 2026 Jane Setter")));
    let solution = squeeze(&with.page_text(with.pages()[1]));
    assert!(solution.contains("Solution"));
}

#[test]
fn a_21x21_pdf_has_at_most_two_puzzle_pages() {
    let (_, file) = pdf_of(&twenty_one(), false);
    let pages = file.pages().len();
    assert!((1..=2).contains(&pages), "{pages} pages");
    let all: String = file
        .pages()
        .iter()
        .map(|&p| squeeze(&file.page_text(p)))
        .collect();
    assert!(all.contains("SundaySized"));
    // Entries 0, 16, …, 128 of the 140 get this clue.
    assert_eq!(all.matches(&squeeze("Opera highlight")).count(), 9, "{all}");
}

#[test]
fn the_fonts_are_embedded_subsets() {
    let (_, file) = pdf_of(&fifteen(), true);
    let mut files = 0;
    for &n in file.objects.keys() {
        let d = file.dict(n);
        if d.contains("/FontFile2") {
            let r: u32 = value(&d, "/FontFile2").parse().unwrap();
            let data = file.stream(r);
            // A TrueType file, much smaller than the whole font.
            assert!(data.starts_with(&[0, 1, 0, 0]) || data.starts_with(b"true"));
            assert!(data.len() < 200_000, "{} bytes", data.len());
            files += 1;
        }
        if d.contains("/Subtype /Type0") {
            let name = value(&d, "/BaseFont");
            assert!(
                name.len() > 8 && name.as_bytes()[7] == b'+',
                "subset tag in {name}"
            );
        }
    }
    assert!(files >= 3, "{files} embedded fonts");
}

#[test]
fn cyrillic_and_greek_text_prints() {
    let mut p = puzzle("...\n...\n...", "Кроссворд и σταυρόλεξο");
    p.meta.author = "Анна Петрова".into();
    let key = ClueKey::new(1, Direction::Across);
    p.clues
        .insert(key, "Столица России — Москва; Ελλάδα".into());
    let (_, file) = pdf_of(&p, true);
    let text = squeeze(&file.page_text(file.pages()[0]));
    assert!(text.contains("Кроссвордиσταυρόλεξο"), "{text}");
    assert!(text.contains("byАннаПетрова"));
    assert!(text.contains(&squeeze("Столица России — Москва; Ελλάδα")));
    assert!(!text.contains('\u{FFFD}'));
}

#[test]
fn clue_markup_prints_in_the_italic_face() {
    let p = marked_puzzle();
    let (_, file) = pdf_of(&p, true);
    let page = file.pages()[0];
    let d = file.dict(page);
    let content: u32 = value(&d, "/Contents").parse().unwrap();
    let content = String::from_utf8_lossy(&file.stream(content)).into_owned();
    // F3 is the italic face; the title's bold face is F2.
    assert!(content.contains("/F3 "), "italic face used");
    let text = squeeze(&file.page_text(page));
    assert!(text.contains("BreakingBadstar"));
    assert!(!text.contains("script"));
    for t in [
        "Ed Itor",
        "The Daily",
        "Read this first.",
        "Bonus",
        "Hidden word",
    ] {
        assert!(text.contains(&squeeze(t)), "{t} missing");
    }
    let solution = squeeze(&file.page_text(file.pages()[1]));
    assert!(solution.contains("STAR") && solution.contains("Whyitworks."));
}

#[test]
fn a_puzzle_without_a_solution_prints_no_solution_grid() {
    let mut p = fifteen();
    p.meta.no_solution = true;
    let (_, file) = pdf_of(&p, true);
    assert_eq!(file.pages().len(), 1);
    // Its explanation still prints, on a sheet of its own.
    p.meta.explanation = "The theme explained.".into();
    let doc = page::layout(&p, true);
    assert_eq!(doc.sheets.len(), 2);
    assert!(doc.solution_grid().is_none());
    let (_, file) = pdf_of(&p, true);
    let text = squeeze(&file.page_text(file.pages()[1]));
    assert!(text.contains("Thethemeexplained."), "{text}");
}

/// Writes the sample PDFs and HTML pages to `$PRINT_SAMPLES` for `scripts/render-pdf.sh`.
#[test]
#[ignore = "writes files for a developer to look at; run by scripts/render-pdf.sh"]
fn write_samples() {
    let Some(dir) = std::env::var_os("PRINT_SAMPLES") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut cyrillic = puzzle(GRID_15, "Кроссворд: Ελληνικά и русский");
    cyrillic.meta.author = "Анна Петрова".into();
    for (i, clue) in cyrillic.clues.values_mut().enumerate() {
        *clue = [
            "Столица России",
            "Греческая буква λ",
            "Река в Сибири, впадающая в Карское море",
        ][i % 3]
            .into();
    }
    let samples = [
        ("15x15", fifteen()),
        ("21x21", twenty_one()),
        ("marks", marked_puzzle()),
        ("cyrillic", cyrillic),
    ];
    for (name, p) in samples {
        for format in [Format::Pdf, Format::Html] {
            let path = dir.join(format!("{name}.{}", format.extension()));
            formats::write_path(&p, &path, Some(format), &WriteOptions::default()).unwrap();
        }
        let doc = page::layout(&p, true);
        let grid = doc.puzzle_grid().unwrap();
        let solution = doc.solution_grid().map_or(0.0, |g| g.width);
        println!(
            "{name}: grid {:.1} mm ({:.2} mm squares), solution grid {solution:.1} mm, clues {} pt in {} columns, {} puzzle sheet(s)",
            grid.width,
            grid.cell,
            doc.clue_pt,
            doc.column_count,
            doc.puzzle_sheets()
        );
    }
}

mod generated {
    use super::*;
    use gridwright::grid::{Cell, Grid};
    use proptest::prelude::*;

    /// Any text: markup-like, any script, control characters, very long words.
    fn text() -> impl Strategy<Value = String> {
        prop_oneof![
            "[a-zA-Zа-яА-Яα-ω <>&;/\"'()0-9]{0,80}",
            any::<String>(),
            "[A-Za-z]{60,200}",
        ]
    }

    fn puzzle() -> impl Strategy<Value = Puzzle> {
        (
            2usize..=29,
            2usize..=29,
            any::<u64>(),
            text(),
            text(),
            text(),
        )
            .prop_flat_map(|(w, h, seed, title, clue, markup)| {
                let cells = proptest::collection::vec(0u8..10, w * h);
                (cells, Just((w, seed, title, clue, markup)))
            })
            .prop_map(|(cells, (w, seed, title, clue, markup))| {
                let rows = cells
                    .chunks(w)
                    .map(|r| {
                        r.iter()
                            .map(|&v| match v {
                                0 | 1 => Cell::Block,
                                2 => Cell::Empty,
                                v => Cell::Letter(v),
                            })
                            .collect()
                    })
                    .collect();
                let mut p = Puzzle::new(Grid::from_rows(rows).unwrap());
                p.meta.title = title.clone();
                p.meta.notes = clue.clone();
                p.meta.diagramless = seed % 7 == 0;
                p.meta.no_solution = seed % 11 == 0;
                let slots = p.slots();
                for (i, s) in slots.all().iter().enumerate() {
                    let key = ClueKey::new(s.number, s.direction);
                    if (seed >> (i % 64)) & 1 == 1 {
                        p.clues.insert(key, clue.clone());
                        p.clue_markup.insert(key, markup.clone());
                    }
                }
                let positions: Vec<Pos> = p.grid.positions().collect();
                for (i, pos) in positions.into_iter().enumerate() {
                    let bits = seed.rotate_left(i as u32);
                    if bits % 5 == 0 {
                        p.set_style(
                            pos,
                            Style {
                                circled: bits & 2 != 0,
                                shaded: bits & 4 != 0,
                                bar_right: bits & 8 != 0,
                                bar_bottom: bits & 16 != 0,
                                given: bits & 32 != 0,
                                color: (bits & 64 != 0).then_some(Rgb(1, 2, 3)),
                            },
                        );
                    }
                    if bits % 13 == 0 && p.grid.cell(pos) != Cell::Block {
                        let _ = p.grid.set_rebus(pos, "ΩMEGA");
                    }
                }
                p
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn any_puzzle_prints_inside_the_page(p in puzzle()) {
            let doc = page::layout(&p, true);
            for sheet in &doc.sheets {
                if let Some(g) = &sheet.grid {
                    prop_assert!(g.x >= -1e-6 && g.x + g.width <= page::CONTENT_W + 1e-6);
                    prop_assert!(g.y + g.height <= page::CONTENT_H + 1e-6, "grid ends at {}", g.y + g.height);
                }
                for c in &sheet.columns {
                    prop_assert!(c.x + c.width <= page::CONTENT_W + 1e-6);
                }
            }
            let page = html::to_string(&p, html::HtmlOptions::default());
            prop_assert!(!page.contains("<script"));
            let (_, file) = pdf_of(&p, true);
            prop_assert_eq!(file.pages().len(), doc.sheets.len());
        }
    }
}
