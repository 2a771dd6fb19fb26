//! Scores edited from the studio: adding, rescoring and banning a word changes the
//! candidates, the pattern search and the next autofill at once, is saved to personal.dict
//! in the config dir, and a studio started again on the same config dir sees it.

use crate::common::studio;

use gridwright::grid::{Alphabet, Alphabets, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::WordSource;
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{poll_background, update, wait_fill};
use gridwright::words::personal::{Change, HEADER};
use std::path::Path;
use std::time::{Duration, Instant};
use studio::{command, said};

const LIST: &str = "CAT;60\nCAR;55\nDOG;52\nOAT;50\nTEN;50\nRAT;40\n";

/// A config dir with the test list in `wordlists/` (no built-in list, for speed).
fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("config/wordlists")).expect("mkdir");
    std::fs::write(dir.path().join("config/wordlists/test.dict"), LIST).expect("list");
    dir
}

fn source(dir: &Path) -> WordSource {
    WordSource {
        builtin: false,
        config_dir: Some(dir.join("config")),
        cache_dir: Some(dir.join("cache")),
        extra_lists: Vec::new(),
        alphabets: Alphabets::builtin(),
    }
}

/// A studio on a 3×3 grid whose only entry is the top row, with its words loaded.
fn studio(dir: &Path) -> Studio {
    let mut puzzle = Puzzle::blank(3, 3).expect("size");
    puzzle.grid =
        gridwright::grid::text::parse_grid("...\n###\n###\n", &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_word_source(source(dir));
    settle(&mut app);
    assert_eq!(app.slots().all().len(), 1, "one entry");
    app
}

/// Waits for the word loads and rereads in flight; a hang guard, not a speed check.
fn settle(app: &mut Studio) {
    let until = Instant::now() + Duration::from_secs(120);
    while app.words().is_none() || app.is_rescoring() {
        assert!(Instant::now() < until, "the words never arrived");
        poll_background(app);
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn candidates(app: &Studio) -> Vec<String> {
    let a = Alphabet::latin();
    app.candidates()
        .words
        .iter()
        .map(|(w, s)| format!("{};{s}", a.spell(w)))
        .collect()
}

fn search(app: &mut Studio, pattern: &str) -> Vec<String> {
    update(app, Action::OpenSearch);
    for c in pattern.chars() {
        update(app, Action::PromptChar(c));
    }
    let a = Alphabet::latin();
    let found = app
        .search()
        .map(|r| r.matches.iter().map(|m| a.spell(&m.word)).collect())
        .unwrap_or_default();
    update(app, Action::Escape);
    found
}

fn personal(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("config/personal.dict")).unwrap_or_default()
}

fn ban_here(app: &mut Studio) {
    update(
        app,
        Action::Personal {
            word: None,
            change: Change::Score(0),
        },
    );
}

#[test]
fn a_ban_add_and_rescore_show_at_once_and_survive_a_restart() {
    let dir = setup();
    let mut app = studio(dir.path());
    assert_eq!(
        candidates(&app),
        ["CAT;60", "CAR;55", "DOG;52", "OAT;50", "TEN;50"]
    );

    // The highlighted candidate is banned: gone from the panel and the search at once.
    ban_here(&mut app);
    assert_eq!(said(&app), "banned CAT in personal.dict");
    assert_eq!(candidates(&app), ["CAR;55", "DOG;52", "OAT;50", "TEN;50"]);
    assert!(!search(&mut app, "?A?").contains(&"CAT".to_string()));
    assert!(
        !search(&mut app, "*T").contains(&"CAT".to_string()),
        "the fst search too"
    );

    // A new word, and a word raised over the minimum.
    command(&mut app, "score zap 70");
    assert_eq!(said(&app), "ZAP scored 70 in personal.dict");
    command(&mut app, "score RAT 58");
    assert_eq!(said(&app), "RAT scored 58 in personal.dict (lists said 40)");
    command(&mut app, "score dog 20");
    assert_eq!(
        candidates(&app),
        ["ZAP;70", "RAT;58", "CAR;55", "OAT;50", "TEN;50"]
    );
    assert_eq!(search(&mut app, "*A?"), ["ZAP", "RAT", "CAR", "OAT"]);
    assert_eq!(
        personal(dir.path()),
        format!("{HEADER}\nCAT;0\nDOG;20\nRAT;58\nZAP;70\n")
    );

    // The lists are read again in the background; the changes stay.
    settle(&mut app);
    assert!(app.words().is_some_and(|w| w.pending.is_empty()));
    assert_eq!(
        candidates(&app),
        ["ZAP;70", "RAT;58", "CAR;55", "OAT;50", "TEN;50"]
    );

    // A studio started again on the same config dir sees all of it.
    let again = studio(dir.path());
    assert_eq!(
        candidates(&again),
        ["ZAP;70", "RAT;58", "CAR;55", "OAT;50", "TEN;50"]
    );
}

#[test]
fn the_next_autofill_uses_the_changed_scores() {
    let dir = setup();
    let mut app = studio(dir.path());
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(60));
    update(&mut app, Action::AcceptProposal);
    assert_eq!(app.entry_text(app.current_slot().expect("an entry")), "CAT");
    // The entry is complete: `-` bans the word in it, not a candidate.
    ban_here(&mut app);
    assert_eq!(said(&app), "banned CAT in personal.dict");
    command(&mut app, "score oat 90");
    update(&mut app, Action::Refill);
    wait_fill(&mut app, Duration::from_secs(60));
    update(&mut app, Action::AcceptProposal);
    assert_eq!(
        app.entry_text(app.current_slot().expect("an entry")),
        "OAT",
        "{}",
        said(&app)
    );
}

#[test]
fn the_score_key_asks_with_60_and_unban_lets_a_word_go() {
    let dir = setup();
    let mut app = studio(dir.path());
    update(&mut app, Action::CandidateNext);
    update(&mut app, Action::ScorePrompt);
    assert_eq!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::Command,
            buffer: "score CAR 60".into()
        }
    );
    update(&mut app, Action::PromptBackspace);
    update(&mut app, Action::PromptChar('5'));
    update(&mut app, Action::PromptSubmit);
    assert_eq!(said(&app), "CAR scored 65 in personal.dict (lists said 55)");
    assert_eq!(candidates(&app)[0], "CAR;65");
    command(&mut app, "ban car");
    assert!(!candidates(&app).iter().any(|c| c.starts_with("CAR")));
    command(&mut app, "unban car");
    assert!(said(&app).starts_with("unbanned CAR"), "{}", said(&app));
    assert_eq!(personal(dir.path()), format!("{HEADER}\n"));
    // Back at its lists' score once they are read again.
    settle(&mut app);
    assert!(candidates(&app).contains(&"CAR;55".to_string()));
}

#[test]
fn bad_words_and_scores_are_refused_with_a_reason() {
    let dir = setup();
    let mut app = studio(dir.path());
    command(&mut app, "score R2D2 60");
    let msg = said(&app);
    assert!(
        msg.contains("'2' is not a letter of the Latin alphabet"),
        "{msg}"
    );
    command(&mut app, "score CAT 101");
    assert_eq!(said(&app), "\"101\" is not a score 0–100");
    command(&mut app, "ban ЖУК");
    assert!(said(&app).contains("not a letter of the Latin alphabet"));
    assert_eq!(personal(dir.path()), "", "nothing was written");
    // Without a word list there is nothing to score against yet; without a config dir the
    // change holds for the session and says it was not saved.
    let mut bare = Studio::new(
        Puzzle::blank(3, 3).expect("size"),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    bare.set_words(common_words());
    command(&mut bare, "ban CAT");
    assert!(
        said(&bare).contains("for this session only"),
        "{}",
        said(&bare)
    );
}

fn common_words() -> gridwright::tui::words::StudioWords {
    let mut lex = gridwright::words::Lexicon::new(Alphabet::latin());
    lex.add_list("t", LIST.as_bytes());
    gridwright::tui::words::StudioWords::new(
        gridwright::words::WordIndex::build(&lex).expect("index"),
        50,
    )
}
