//! Issue 31, case 8 in the studio: a pattern whose letters are all Ukrainian searches a
//! Ukrainian list (К and А are Russian letters too, but the list's alphabet decides), a letter
//! Ukrainian lacks is named, and autofill fills a Ukrainian grid from the Ukrainian list.

use crate::common::studio::said;

use gridwright::grid::{Alphabet, Puzzle, SlotId};
use gridwright::store::SlotNumber;
use gridwright::tui::WordSource;
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{poll_background, update, wait_fill};
use gridwright::tui::words::StudioWords;
use gridwright::words::{Lexicon, WordIndex};
use std::time::{Duration, Instant};

/// Five-letter words, two of them of letters Russian has too (КАРТА, ЛАМПА).
const UKRAINIAN: &str = "кабіна;60\nкарта;60\nкішка;60\nкомора;55\nлампа;50\nкаша;50\n";
/// A 3×3 square: КОТ / ОКО / МАК across make КОМ / ОКА / ТОК down; КІТ and ТІК have the І.
const UKRAINIAN_SQUARE: &str = "кот;60\nоко;55\nмак;55\nком;50\nока;50\nток;50\nкіт;40\nтік;40\n";

fn ukrainian() -> Alphabet {
    Alphabet::named("ukrainian").expect("a built-in alphabet")
}

fn app(size: usize) -> Studio {
    let mut puzzle = Puzzle::blank(size, size).expect("size");
    puzzle.alphabet = ukrainian();
    Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    )
}

fn words(list: &str) -> StudioWords {
    let mut lex = Lexicon::new(ukrainian());
    let warnings = lex.add_list("ukrainian.dict", list.as_bytes());
    assert!(warnings.is_empty(), "{warnings:?}");
    StudioWords::new(WordIndex::build(&lex).expect("index"), 0)
}

/// Opens search, types `pattern` and returns the results, spelled.
fn search(app: &mut Studio, pattern: &str) -> Vec<String> {
    update(app, Action::OpenSearch);
    for c in pattern.chars() {
        update(app, Action::PromptChar(c));
    }
    let a = ukrainian();
    let mut found: Vec<String> = app
        .search()
        .map(|r| r.matches.iter().map(|m| a.spell(&m.word)).collect())
        .unwrap_or_default();
    update(app, Action::Escape);
    // In code-point order: І (U+0406) sorts before А (U+0410).
    found.sort();
    found
}

#[test]
fn a_pattern_of_ukrainian_letters_searches_the_ukrainian_list() {
    let mut app = app(5);
    app.set_words(words(UKRAINIAN));
    assert!(app.words_problem().is_none(), "{:?}", app.words_problem());
    assert_eq!(search(&mut app, "К???А"), ["КІШКА", "КАРТА"]);
    assert_eq!(search(&mut app, "к???а"), ["КІШКА", "КАРТА"], "lower case");
    assert_eq!(
        search(&mut app, "?І???"),
        ["КІШКА"],
        "a letter only Ukrainian has"
    );
    // Ы is Russian, not Ukrainian: named, and no results.
    assert!(search(&mut app, "К?Ы??").is_empty());
    update(&mut app, Action::OpenSearch);
    for c in "К?Ы??".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    let msg = said(&app);
    assert!(msg.contains('Ы') && msg.contains("Ukrainian"), "{msg}");
}

/// The real loader, from a list in the config directory with no `# alphabet:` line: it is
/// read in the puzzle's alphabet, since every letter fits, and searched with it.
#[test]
fn the_real_loader_reads_a_ukrainian_list_for_a_ukrainian_puzzle() {
    let config = tempfile::tempdir().expect("config dir");
    std::fs::create_dir(config.path().join("wordlists")).expect("mkdir");
    std::fs::write(config.path().join("wordlists/uk.dict"), UKRAINIAN).expect("write");
    let mut app = app(5);
    app.set_word_source(WordSource {
        config_dir: Some(config.path().to_path_buf()),
        ..WordSource::default()
    });
    let until = Instant::now() + Duration::from_secs(120);
    while app.words().is_none() {
        assert!(Instant::now() < until, "the words never arrived");
        poll_background(&mut app);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(app.words_problem().is_none(), "{:?}", app.words_problem());
    assert_eq!(search(&mut app, "К???А"), ["КІШКА", "КАРТА"]);
}

#[test]
fn autofill_fills_a_ukrainian_grid_from_the_ukrainian_list() {
    let mut app = app(3);
    app.set_words(words(UKRAINIAN_SQUARE));
    update(&mut app, Action::Type('К'));
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(60));
    update(&mut app, Action::AcceptProposal);
    let list: Vec<String> = UKRAINIAN_SQUARE
        .lines()
        .map(|l| l[..l.find(';').unwrap_or(l.len())].to_uppercase())
        .collect();
    for id in 0..app.slots().len() {
        let entry = app.entry_text(SlotId(id));
        assert!(
            list.contains(&entry),
            "{entry} is not in the list ({})",
            said(&app)
        );
    }
    assert_eq!(app.entry_text(SlotId(0)).chars().next(), Some('К'));
}
