//! The studio in other alphabets, action by action: words are loaded in the puzzle's
//! alphabet, a list in other letters is refused (never offered, searched or filled), typing
//! goes through the alphabet's folds, and `:new` names an alphabet.

use crate::common::studio;
use studio::{command, said, screen};

use gridwright::grid::{Alphabet, Pos, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::WordSource;
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{poll_background, update, wait_fill};
use gridwright::tui::words::StudioWords;
use gridwright::words::{Lexicon, WordIndex};
use std::time::{Duration, Instant};

/// A few Russian words: КОТ / ОКО / МАК across make КОМ / ОКА / ТОК down.
const RUSSIAN: &str =
    "КОТ;60\nОКО;55\nМАК;55\nКОМ;50\nОКА;50\nТОК;50\nСОК;50\nСОМ;50\nСАД;50\nЛЕС;50\nКИТ;50\n";
const LATIN: &[u8] = b"CAT;60\nCAR;55\nARE;50\nTEN;50\nACE;45\n";

fn words_in(alphabet: &Alphabet, list: &[u8]) -> StudioWords {
    let mut lex = Lexicon::new(alphabet.clone());
    let warnings = lex.add_list("test", list);
    assert!(warnings.is_empty(), "{warnings:?}");
    StudioWords::new(WordIndex::build(&lex).expect("index"), 0)
}

fn alphabet(name: &str) -> Alphabet {
    Alphabet::named(name).expect("a built-in alphabet")
}

fn app_in(name: &str, size: usize) -> Studio {
    let mut puzzle = Puzzle::blank(size, size).expect("size");
    puzzle.alphabet = alphabet(name);
    Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    )
}

fn letter(app: &Studio, r: usize, c: usize) -> Option<char> {
    let p = app.puzzle();
    p.grid
        .cell(Pos::new(r, c))
        .letter()
        .and_then(|l| p.alphabet.char_of(l))
}

fn row(app: &Studio, r: usize) -> String {
    (0..app.puzzle().grid.width())
        .map(|c| letter(app, r, c).unwrap_or('_'))
        .collect()
}

fn typed(app: &mut Studio, s: &str) {
    for c in s.chars() {
        update(app, Action::Type(c));
    }
}

/// Waits for the background word load; a hang guard, not a speed check.
fn wait_words(app: &mut Studio) {
    let until = Instant::now() + Duration::from_secs(120);
    while app.words().is_none() {
        assert!(Instant::now() < until, "the words never arrived");
        poll_background(app);
        std::thread::sleep(Duration::from_millis(5));
    }
}

const REFUSED: &str = "the puzzle is in the Russian alphabet; the word lists loaded are Latin: add a Russian list to ";

#[test]
fn a_cyrillic_puzzle_with_only_a_latin_list_is_refused_never_filled() {
    let mut app = app_in("russian", 3);
    app.set_words(words_in(&Alphabet::latin(), LATIN));
    let before = app.puzzle().clone();

    update(&mut app, Action::Autofill);
    let msg = said(&app);
    assert!(
        msg.starts_with(&format!("autofill refused: {REFUSED}")),
        "{msg}"
    );
    assert!(msg.ends_with("or word_lists in config.toml"), "{msg}");
    assert!(app.fill().is_none(), "no job may start");
    update(&mut app, Action::AutofillSlot);
    update(&mut app, Action::Refill);
    assert!(app.fill().is_none() && app.proposal().is_none());
    assert_eq!(app.puzzle(), &before, "the grid is unchanged");

    // The candidates panel offers nothing and says why.
    assert!(app.candidates().words.is_empty());
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("no words: the puzzle is in"), "{shown}");
    assert!(shown.contains("Russian alphabet"), "{shown}");

    // Search refuses to open, and so does a pattern typed anyway.
    update(&mut app, Action::OpenSearch);
    assert_eq!(app.mode(), Mode::Normal);
    assert!(said(&app).starts_with(&format!("search refused: {REFUSED}")));
    update(&mut app, Action::PlaceCandidate);
    assert_eq!(app.puzzle(), &before);
}

#[test]
fn the_real_loader_sets_the_latin_list_aside_for_a_russian_puzzle() {
    let config = tempfile::tempdir().expect("config dir");
    let mut app = app_in("russian", 3);
    app.set_word_source(WordSource {
        builtin: true,
        config_dir: Some(config.path().to_path_buf()),
        ..WordSource::default()
    });
    wait_words(&mut app);
    let msg = said(&app);
    assert!(msg.starts_with(REFUSED), "{msg}");
    assert!(msg.contains(&config.path().join("wordlists").display().to_string()));
    update(&mut app, Action::Autofill);
    assert!(app.fill().is_none());
    assert!(said(&app).starts_with("autofill refused: "));
}

#[test]
fn words_are_loaded_again_when_the_alphabet_changes() {
    let config = tempfile::tempdir().expect("config dir");
    std::fs::create_dir(config.path().join("wordlists")).expect("mkdir");
    std::fs::write(config.path().join("wordlists/ru.dict"), RUSSIAN).expect("write");
    let mut app = app_in("latin", 3);
    app.set_word_source(WordSource {
        config_dir: Some(config.path().to_path_buf()),
        ..WordSource::default()
    });
    wait_words(&mut app);
    // A Latin puzzle and only a Russian list: refused the other way round.
    assert!(
        said(&app).contains("the word lists loaded are Russian"),
        "{}",
        said(&app)
    );

    command(&mut app, "new 3x3 russian");
    assert_eq!(app.puzzle().alphabet, alphabet("russian"));
    assert!(app.words().is_none(), "the Latin words go at once");
    wait_words(&mut app);
    assert!(app.words_problem().is_none());
    assert!(!app.candidates().words.is_empty());

    // Undo brings the Latin grid back, and its words are loaded for it again.
    update(&mut app, Action::Undo);
    assert!(app.puzzle().alphabet.is_latin());
    wait_words(&mut app);
    assert!(app.words_problem().is_some());
}

#[test]
fn typing_searching_and_filling_in_russian() {
    let ru = alphabet("russian");
    let mut app = app_in("russian", 3);
    app.set_words(words_in(&ru, RUSSIAN.as_bytes()));

    // Upper and lower case type the same letters.
    typed(&mut app, "кОт");
    assert_eq!(row(&app, 0), "КОТ");
    // A letter of another alphabet is named, and the grid stays as it was.
    update(&mut app, Action::Move(gridwright::tui::action::Move::Down));
    update(&mut app, Action::Move(gridwright::tui::action::Move::Down));
    let before = app.puzzle().clone();
    update(&mut app, Action::Type('Z'));
    assert_eq!(said(&app), "'Z' is not a letter of the Russian alphabet");
    assert_eq!(app.puzzle(), &before);

    // A pattern in the puzzle's letters, lower case and sets included.
    update(&mut app, Action::OpenSearch);
    for c in "с??".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    let spell = |app: &Studio| -> Vec<String> {
        app.search()
            .map(|r| r.matches.iter().map(|m| ru.spell(&m.word)).collect())
            .unwrap_or_default()
    };
    let found = spell(&app);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found.iter().all(|w| w.starts_with('С')), "{found:?}");
    update(&mut app, Action::Escape);
    update(&mut app, Action::OpenSearch);
    for c in "[ол]??".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    let mut found = spell(&app);
    found.sort();
    assert_eq!(found, ["ЛЕС", "ОКА", "ОКО"]);
    update(&mut app, Action::Escape);

    // Autofill fills the grid from the list, in Cyrillic letters only.
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(60));
    update(&mut app, Action::AcceptProposal);
    let rows: Vec<String> = (0..3).map(|r| row(&app, r)).collect();
    assert_eq!(rows, ["КОТ", "ОКО", "МАК"], "{}", said(&app));
    let list: Vec<&str> = RUSSIAN
        .lines()
        .map(|l| &l[..l.find(';').unwrap_or(l.len())])
        .collect();
    for id in 0..app.slots().len() {
        let entry = app.entry_text(gridwright::grid::SlotId(id));
        assert!(list.contains(&entry.as_str()), "{entry} is not in the list");
    }
}

#[test]
fn folds_type_their_letters() {
    // Ё is a letter of `russian`, folded into Е in `russian-folded`.
    let mut app = app_in("russian-folded", 3);
    typed(&mut app, "ёж");
    assert_eq!(row(&app, 0), "ЕЖ_");
    let mut app = app_in("russian", 3);
    typed(&mut app, "ё");
    assert_eq!(row(&app, 0), "Ё__");

    // Ä is two letters in `german-folded`, typed as if each were: one undo step.
    let mut app = app_in("german-folded", 5);
    typed(&mut app, "bä");
    assert_eq!(row(&app, 0), "BAE__");
    assert_eq!(app.cursor(), Pos::new(0, 3));
    update(&mut app, Action::Undo);
    assert_eq!(row(&app, 0), "B____");
    typed(&mut app, "ß");
    assert_eq!(row(&app, 0), "B__SS", "undo keeps the cursor where it was");
    // In `german` Ä is a letter of its own.
    let mut app = app_in("german", 5);
    typed(&mut app, "ä");
    assert_eq!(row(&app, 0), "Ä____");
    // The rebus prompt takes any text; one letter (or its one-letter fold) is that letter.
    let mut app = app_in("russian-folded", 3);
    update(&mut app, Action::SetRebus("ё".into()));
    assert_eq!(row(&app, 0), "Е__");
    update(&mut app, Action::SetRebus("ЗВЕЗДА".into()));
    assert_eq!(
        app.puzzle().answer_at(Pos::new(0, 1)).as_deref(),
        Some("ЗВЕЗДА")
    );
}

#[test]
fn new_names_an_alphabet_and_the_status_line_shows_it() {
    let mut app = app_in("latin", 5);
    app.set_words(words_in(&Alphabet::latin(), LATIN));
    command(&mut app, "new 5x5 greek");
    assert_eq!(app.puzzle().alphabet, alphabet("greek"));
    assert_eq!(app.puzzle().grid.width(), 5);
    assert!(
        said(&app).starts_with("new 5×5 grid in the Greek alphabet"),
        "{}",
        said(&app)
    );
    typed(&mut app, "αβ");
    assert_eq!(row(&app, 0), "ΑΒ___");
    insta::assert_snapshot!(screen(&app, 80, 24));

    // A bare alphabet keeps the size; the size alone keeps the alphabet.
    command(&mut app, "new russian");
    crate::common::studio::yes_if_asked(&mut app);
    assert_eq!(
        (app.puzzle().grid.width(), app.puzzle().alphabet.name()),
        (5, Some("russian"))
    );
    command(&mut app, "new 7");
    crate::common::studio::yes_if_asked(&mut app);
    assert_eq!(
        (app.puzzle().grid.width(), app.puzzle().alphabet.name()),
        (7, Some("russian"))
    );
    // Ctrl-N's prompt reads the same words.
    update(&mut app, Action::NewGrid);
    assert!(matches!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::NewGrid,
            ..
        }
    ));
    update(&mut app, Action::PromptBackspace);
    update(&mut app, Action::PromptBackspace);
    update(&mut app, Action::PromptBackspace);
    for c in "4 polish".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    crate::common::studio::yes_if_asked(&mut app);
    assert_eq!(
        (app.puzzle().grid.width(), app.puzzle().alphabet.name()),
        (4, Some("polish"))
    );

    // An unknown name is refused with the known ones; nothing changes.
    let before = app.puzzle().clone();
    command(&mut app, "new 5x5 klingon");
    let msg = said(&app);
    assert!(
        msg.contains("klingon") && msg.contains("russian") && msg.contains("greek"),
        "{msg}"
    );
    assert_eq!(app.puzzle(), &before);
}
