//! The playable page (`export --play`) as HTML: self-contained, answers hidden but
//! recoverable by the page's key, every text of the puzzle escaped, marks and entries handed
//! to the script, and the CLI's refusals. The page played in a browser is
//! `formats_play_browser`.

use crate::common::isolated::gridwright_in;
use crate::print_support::samples::{fifteen, marked_puzzle};
use gridwright::formats::play::{self, PlayOptions, hide};
use gridwright::formats::{self, WriteOptions};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, ClueKey, ClueList, Direction, ListClue, Pos, Puzzle};
use serde_json::Value;

fn page(p: &Puzzle) -> String {
    play::to_string(
        p,
        PlayOptions {
            answers: true,
            allow_incomplete: false,
        },
    )
    .expect("a full grid plays")
}

/// The JSON the page hands its script.
pub fn data_of(html: &str) -> Value {
    let start = html
        .find("<script type=\"application/json\" id=\"gw-data\">")
        .expect("the data element");
    let rest = &html[start..];
    let open = rest.find('>').unwrap() + 1;
    let close = rest.find("</script>").unwrap();
    serde_json::from_str(&rest[open..close]).expect("the data is JSON")
}

/// A 9×2 grid whose across answers are words no page text holds.
fn words() -> Puzzle {
    let grid = parse_grid("XYLOPHONE\nQUIZZICAL", &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    p.meta.title = "Hidden".into();
    p.clues
        .insert(ClueKey::new(1, Direction::Across), "Mallets' target".into());
    p
}

#[test]
fn the_page_loads_nothing_from_anywhere() {
    let html = page(&marked_puzzle());
    let lower = html.to_lowercase();
    for needle in [
        "src=",
        "href=",
        "<link",
        "url(",
        "@import",
        "<iframe",
        "<img",
        "<object",
        "fetch(",
        "xmlhttprequest",
        "websocket",
        "eventsource",
        "import(",
        "sendbeacon",
        "<base",
    ] {
        assert!(!lower.contains(needle), "the page has {needle:?}");
    }
    assert!(html.contains("Content-Security-Policy\" content=\"default-src 'none';"));
    // Exactly the data and the script: no script of the puzzle's text.
    assert_eq!(lower.matches("<script").count(), 2);
    assert_eq!(lower.matches("</script>").count(), 2);
    assert!(html.contains(play::SCRIPT) && html.contains(play::STYLE));
}

#[test]
fn answers_are_hidden_and_the_page_key_brings_them_back() {
    let p = words();
    let html = page(&p);
    let lower = html.to_lowercase();
    for word in ["xylophone", "quizzical", "xylo", "quiz"] {
        assert!(!lower.contains(word), "{word} is readable in the page");
    }
    let data = data_of(&html);
    let answers = data["answers"].as_array().expect("answers");
    let seed = hide::seed(&p.grid);
    let back: String = answers
        .iter()
        .enumerate()
        .map(|(i, a)| hide::reveal(a.as_str().unwrap(), seed, i).expect("hex"))
        .collect();
    assert_eq!(back, "XYLOPHONEQUIZZICAL");
    // Another grid shape gives another key: the same answers do not decode with it.
    let other = parse_grid("XYLOPHONE\nQUIZZICA#", &Alphabet::latin()).unwrap();
    assert_ne!(hide::seed(&other), seed);
}

#[test]
fn rebus_answers_are_hidden_whole() {
    let mut p = words();
    p.grid.set_rebus(Pos::new(0, 4), "HEART").unwrap();
    let html = page(&p);
    assert!(!html.contains("HEART"));
    let data = data_of(&html);
    let hidden = data["answers"][4].as_str().unwrap();
    assert_eq!(
        hide::reveal(hidden, hide::seed(&p.grid), 4).as_deref(),
        Some("HEART")
    );
}

#[test]
fn every_text_of_the_puzzle_is_escaped() {
    let mut p = words();
    let hostile = "</script><script>alert(1)</script>";
    p.meta.title = format!("<img src=x onerror=alert(1)>{hostile}");
    p.meta.author = "A & B <b>".into();
    p.meta.notes = hostile.into();
    p.meta.copyright = "\"quoted\" 'single'".into();
    p.clues
        .insert(ClueKey::new(1, Direction::Across), hostile.into());
    p.extra_clues.push(ClueList {
        title: hostile.into(),
        clues: vec![ListClue {
            label: "<b>".into(),
            text: hostile.into(),
            cells: Vec::new(),
        }],
    });
    let html = page(&p);
    let lower = html.to_lowercase();
    assert_eq!(lower.matches("<script").count(), 2, "{html}");
    assert!(!lower.contains("<img") && !lower.contains("<b>"));
    assert!(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("by A &amp; B &lt;b&gt;"));
    assert!(html.contains("&quot;quoted&quot; &#39;single&#39;"));
    // The data for the script cannot close its element either, and still reads back.
    let data = data_of(&html);
    assert!(data["entries"].as_array().unwrap().len() >= 2);
}

#[test]
fn marks_labels_and_metadata_reach_the_page() {
    let p = marked_puzzle();
    let html = page(&p);
    let data = data_of(&html);
    let w = p.grid.width();
    let at = |r: usize, c: usize| &data["cells"][r * w + c];
    assert!(at(0, 0).is_null(), "a block");
    assert_eq!(at(0, 1)["c"], true, "circled");
    assert_eq!(at(0, 1)["n"], "1");
    assert_eq!(at(1, 0)["s"], true, "shaded");
    assert_eq!(at(2, 2)["bg"], "#A0C8F0");
    assert_eq!(at(1, 1)["b"], true, "bar below");
    assert_eq!(at(0, 3)["g"], "T", "the given letter is shown");
    for text in [
        "<h1>Marks &amp; &lt;Co&gt;</h1>",
        "by Jane Setter · edited by Ed Itor",
        "The Daily · 04/01/2026 · Easy",
        "<p class=\"intro\">Read this first.</p>",
        "<p class=\"notes\">A note.</p>",
        "© 2026 Jane Setter",
        "<p class=\"explanation\" id=\"gw-explanation\" hidden>Why it works.</p>",
        "<h2>Bonus</h2>",
        "<li><span class=\"n\">A</span><span class=\"t\">Hidden word</span></li>",
        // Clue markup keeps its formatting and loses its handlers.
        "<i>Breaking Bad</i> star",
    ] {
        assert!(html.contains(text), "missing {text:?}");
    }
    assert!(!html.contains("onclick"));
}

#[test]
fn every_entry_is_playable_in_list_order() {
    let p = fifteen();
    let html = page(&p);
    let data = data_of(&html);
    let entries = data["entries"].as_array().unwrap();
    let slots = p.slots();
    assert_eq!(entries.len(), slots.len());
    // Across first, then Down, each with its squares and the label the bar shows.
    let first_down = entries.iter().position(|e| e["d"] == "d").unwrap();
    assert!(entries[..first_down].iter().all(|e| e["d"] == "a"));
    assert!(entries[first_down..].iter().all(|e| e["d"] == "d"));
    assert_eq!(entries[0]["l"], "1A");
    for (k, e) in entries.iter().enumerate() {
        assert!(
            html.contains(&format!("<li data-e=\"{k}\">")),
            "clue of entry {k}"
        );
        let squares = e["c"].as_array().unwrap();
        assert!(squares.len() >= 2);
    }
    let across = slots
        .all()
        .iter()
        .find(|s| s.direction == Direction::Across)
        .unwrap();
    let want: Vec<Value> = across
        .cells
        .iter()
        .map(|&q| Value::from(p.grid.index(q)))
        .collect();
    assert_eq!(entries[0]["c"].as_array().unwrap(), &want);
}

#[test]
fn a_barred_grid_plays_the_entries_its_lists_keep() {
    let grid = parse_grid("ABCD\nEFGH", &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    let sq = |c: &[(usize, usize)]| c.iter().map(|&(r, c)| Pos::new(r, c)).collect();
    // Bars cut each row in two: the Across list keeps the four short entries.
    p.extra_clues.push(ClueList {
        title: "Across".into(),
        clues: vec![
            ListClue {
                label: "1".into(),
                text: "First half".into(),
                cells: sq(&[(0, 0), (0, 1)]),
            },
            ListClue {
                label: "2".into(),
                text: "Second half".into(),
                cells: sq(&[(0, 2), (0, 3)]),
            },
        ],
    });
    p.extra_clues.push(ClueList {
        title: "Snakes".into(),
        clues: vec![ListClue {
            label: "S".into(),
            text: "Round the corner".into(),
            cells: sq(&[(0, 0), (1, 0), (1, 1)]),
        }],
    });
    let html = page(&p);
    let data = data_of(&html);
    let entries = data["entries"].as_array().unwrap();
    let shapes: Vec<(&str, &str)> = entries
        .iter()
        .map(|e| (e["l"].as_str().unwrap(), e["d"].as_str().unwrap()))
        .collect();
    assert!(shapes.contains(&("1A", "a")) && shapes.contains(&("2A", "a")));
    assert!(shapes.contains(&("Snakes S", "x")), "{shapes:?}");
    assert!(
        !html.contains("letters)"),
        "no phantom list of standard entries"
    );
    assert_eq!(html.matches("<h2>Across</h2>").count(), 1);
}

#[test]
fn the_cli_writes_the_page_and_refuses_what_cannot_play() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("in.ipuz");
    formats::write_path(&words(), &src, None, &WriteOptions::default()).unwrap();
    let out = dir.path().join("puzzle.html");
    let run = gridwright_in(dir.path())
        .args(["export"])
        .arg(&src)
        .arg("--to")
        .arg(&out)
        .arg("--play")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(html.contains("id=\"gw-grid\"") && data_of(&html)["answers"].is_array());

    // --no-solution: a page without answers, which says it cannot check.
    let run = gridwright_in(dir.path())
        .arg("export")
        .arg(&src)
        .arg("--to")
        .arg(&out)
        .args(["--play", "--no-solution"])
        .output()
        .unwrap();
    assert!(run.status.success());
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(data_of(&html).get("answers").is_none());
    assert!(html.contains("no solution to check against") && !html.contains("check-cell"));

    // Not HTML.
    let run = gridwright_in(dir.path())
        .arg("export")
        .arg(&src)
        .arg("--to")
        .arg(dir.path().join("x.puz"))
        .arg("--play")
        .output()
        .unwrap();
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("--play writes HTML"));
}

#[test]
fn an_unfinished_grid_plays_only_when_allowed_and_cannot_check() {
    let mut p = words();
    p.grid
        .set(Pos::new(1, 8), gridwright::grid::Cell::Empty)
        .unwrap();
    let refused = play::to_string(
        &p,
        PlayOptions {
            answers: true,
            allow_incomplete: false,
        },
    );
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("1 square is empty")
    );
    let html = play::to_string(
        &p,
        PlayOptions {
            answers: true,
            allow_incomplete: true,
        },
    )
    .unwrap();
    assert!(data_of(&html).get("answers").is_none());
    assert!(html.contains("no solution to check against"));
}

#[test]
fn a_diagramless_puzzle_is_played_with_a_warning() {
    let mut p = words();
    p.meta.diagramless = true;
    assert!(play::warning(&p).unwrap().contains("diagramless"));
    assert!(play::warning(&words()).is_none());
}
