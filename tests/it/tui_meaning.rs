//! Meaning in the studio (issue 21), action by action: the search prompt's `~word` keeps the
//! related matches closest first, the candidate panel glosses the highlighted word, and the
//! clue ideas list puts an idea into the clue editor, never into the puzzle by itself.

use crate::common;
use crate::common::studio;
use studio::{said, screen};

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Direction, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const LIST: &[u8] =
    b"SAFFRON;60\nSCARRED;90\nSTARRED;80\nXQZZYAB;95\nZEST;50\nNIP;60\nCINNAMON;70\nTABLE;99\n";

/// A grid of one white row of `n` squares (one entry, 1A) over blocks, in `alphabet`.
fn one_row(n: usize, alphabet: Alphabet) -> Studio {
    let text = format!("{}\n{}\n{}\n", ".".repeat(n), "#".repeat(n), "#".repeat(n));
    let grid = parse_grid(&text, &alphabet).expect("grid");
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    let mut app = Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    gridwright::tui::meaning::install_index(&mut app, common::meanings().clone());
    app
}

/// A seven-square entry with `LIST`, the index loaded.
fn studio() -> Studio {
    let mut app = one_row(7, Alphabet::latin());
    app.set_words(common::studio_words(LIST));
    app
}

fn type_in(app: &mut Studio, text: &str) {
    for c in text.chars() {
        update(app, Action::PromptChar(c));
    }
}

fn search(app: &mut Studio, text: &str) {
    update(app, Action::OpenSearch);
    type_in(app, text);
}

fn found(app: &Studio) -> Vec<String> {
    let a = &app.puzzle().alphabet;
    app.search()
        .map(|r| r.matches.iter().map(|m| a.spell(&m.word)).collect())
        .unwrap_or_default()
}

fn relations(app: &Studio) -> Vec<String> {
    app.meaning()
        .relations
        .as_ref()
        .map(|v| v.iter().map(|r| r.describe()).collect())
        .unwrap_or_default()
}

fn typed(app: &mut Studio, word: &str) {
    for c in word.chars() {
        update(app, Action::Type(c));
    }
}

fn clue_1a(app: &Studio) -> Option<String> {
    app.puzzle()
        .clue(1, Direction::Across)
        .map(ToString::to_string)
}

fn editor_text(app: &Studio) -> Option<String> {
    match app.mode() {
        Mode::Prompt {
            kind: PromptKind::Clue,
            buffer,
        } => Some(buffer.text().to_string()),
        Mode::Clues(desk) => desk.editing.map(|e| e.text().to_string()),
        _ => None,
    }
}

#[test]
fn a_tilde_keeps_only_related_matches_with_their_relation() {
    let mut app = studio();
    search(&mut app, "s???r??");
    assert_eq!(
        found(&app),
        ["SCARRED", "STARRED", "SAFFRON"],
        "plain: by score"
    );
    assert!(app.meaning().relations.is_none());
    type_in(&mut app, " ~spice");
    assert_eq!(found(&app), ["SAFFRON"]);
    assert_eq!(relations(&app), ["sister term (flavorer)"]);
    assert_eq!(app.message(), None);
    // Back to the plain pattern: everything again.
    for _ in 0.." ~spice".len() {
        update(&mut app, Action::PromptBackspace);
    }
    assert_eq!(found(&app).len(), 3);
    assert!(app.meaning().relations.is_none());
}

#[test]
fn a_tilde_ranks_closer_words_first_whatever_their_score() {
    let mut app = studio();
    search(&mut app, "* ~spice");
    assert_eq!(found(&app), ["ZEST", "NIP", "CINNAMON", "SAFFRON"]);
    assert_eq!(
        relations(&app),
        [
            "synonym",
            "synonym of zest",
            "kind of spice",
            "sister term (flavorer)"
        ]
    );
    // Enter places the highlighted related word like any search result.
    update(&mut app, Action::ListMove(3));
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.entry_text(gridwright::grid::SlotId(0)), "SAFFRON");
}

#[test]
fn an_unknown_word_says_so_and_finds_nothing() {
    let mut app = studio();
    search(&mut app, "s???r?? ~xqzzy");
    assert!(app.search().is_none());
    assert!(
        said(&app).contains("WordNet does not know \"xqzzy\""),
        "{}",
        said(&app)
    );
    // A bare ~ is the plain search.
    update(&mut app, Action::Escape);
    search(&mut app, "s???r?? ~");
    assert_eq!(found(&app).len(), 3);
}

#[test]
fn the_highlighted_candidate_is_glossed_and_an_unknown_one_is_not() {
    let mut app = studio();
    let a = app.puzzle().alphabet.clone();
    let pick = |app: &mut Studio, word: &str| {
        let at = (0..app.candidates().listed())
            .find(|&i| {
                app.candidates()
                    .get(i)
                    .is_some_and(|(w, _, _)| a.spell(w) == word)
            })
            .expect("listed");
        update(app, Action::CandidateBy(i32::MIN));
        update(app, Action::CandidateBy(at as i32));
    };
    pick(&mut app, "SAFFRON");
    let s = screen(&app, 80, 24);
    assert!(s.contains("n. Old World crocus"), "{s}");
    pick(&mut app, "XQZZYAB");
    let s = screen(&app, 80, 24);
    assert!(!s.contains("n. "), "{s}");
}

#[test]
fn an_idea_goes_into_the_editor_and_only_the_editors_enter_writes_it() {
    let mut app = studio();
    update(&mut app, Action::ClueIdeas);
    assert!(said(&app).contains("fill 1A first"), "{}", said(&app));
    assert!(app.meaning().ideas.is_none());
    typed(&mut app, "SAFFRON");
    update(&mut app, Action::ClueIdeas);
    let list = app.meaning().ideas.clone().expect("the list is open");
    let ideas = list.ideas.expect("the index is loaded");
    assert!(ideas.len() > 3, "{ideas:?}");
    assert_eq!(
        editor_text(&app).as_deref(),
        Some(""),
        "the clue prompt opened"
    );
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::PromptSubmit);
    assert!(app.meaning().ideas.is_none(), "Enter closes the list");
    assert_eq!(editor_text(&app), Some(ideas[1].text.clone()));
    assert_eq!(clue_1a(&app), None, "nothing written yet");
    type_in(&mut app, "!");
    update(&mut app, Action::PromptSubmit);
    assert_eq!(clue_1a(&app), Some(format!("{}!", ideas[1].text)));
}

#[test]
fn esc_closes_the_list_and_then_the_editor_leaving_the_clue_as_it_was() {
    let mut app = studio();
    typed(&mut app, "SAFFRON");
    update(&mut app, Action::EditClue);
    type_in(&mut app, "Spice");
    update(&mut app, Action::PromptSubmit);
    update(&mut app, Action::ClueIdeas);
    assert_eq!(editor_text(&app).as_deref(), Some("Spice"));
    assert!(app.meaning().ideas.is_some());
    update(&mut app, Action::ListMove(2));
    update(&mut app, Action::Escape);
    assert!(app.meaning().ideas.is_none());
    assert_eq!(editor_text(&app).as_deref(), Some("Spice"), "still editing");
    update(&mut app, Action::Escape);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(clue_1a(&app).as_deref(), Some("Spice"));
    // The key again closes an open list too.
    update(&mut app, Action::ClueIdeas);
    update(&mut app, Action::ClueIdeas);
    assert!(app.meaning().ideas.is_none());
}

#[test]
fn the_clue_desk_takes_ideas_the_same_way() {
    let mut app = studio();
    typed(&mut app, "SAFFRON");
    update(&mut app, Action::OpenClues);
    update(&mut app, Action::ClueIdeas);
    let ideas = app
        .meaning()
        .ideas
        .clone()
        .and_then(|l| l.ideas)
        .expect("ideas");
    assert_eq!(
        editor_text(&app).as_deref(),
        Some(""),
        "the desk is editing 1A"
    );
    update(&mut app, Action::PromptSubmit);
    assert_eq!(editor_text(&app), Some(ideas[0].text.clone()));
    update(&mut app, Action::PromptSubmit);
    assert_eq!(clue_1a(&app), Some(ideas[0].text.clone()));
    assert!(matches!(app.mode(), Mode::Clues(_)));
}

#[test]
fn a_plural_answer_says_make_it_plural() {
    let mut app = one_row(6, Alphabet::latin());
    app.set_words(common::studio_words(b"SPICES;50\n"));
    typed(&mut app, "SPICES");
    update(&mut app, Action::ClueIdeas);
    let list = app.meaning().ideas.clone().expect("open");
    let ideas = list.ideas.expect("ideas");
    let at = ideas
        .iter()
        .position(|i| i.unadapted.is_some())
        .expect("an idea in the singular");
    update(&mut app, Action::ListMove(at as i32));
    assert!(screen(&app, 80, 24).contains("(make it plural)"));
    update(&mut app, Action::PromptSubmit);
    assert!(said(&app).starts_with("make it plural"), "{}", said(&app));
}

#[test]
fn a_russian_list_has_no_meaning_data() {
    let mut app = one_row(3, Alphabet::named("russian").expect("russian"));
    let mut lex = gridwright::words::Lexicon::new(app.puzzle().alphabet.clone());
    lex.add_list("test", "КОТ;60\nКИТ;50\n".as_bytes());
    let index = gridwright::words::WordIndex::build(&lex).expect("index");
    app.set_words(gridwright::tui::words::StudioWords::new(index, 0));
    search(&mut app, "к?т ~кот");
    assert!(app.search().is_none());
    assert_eq!(
        said(&app),
        "no meaning data for this list (WordNet covers English only)"
    );
    update(&mut app, Action::Escape);
    for c in "КОТ".chars() {
        update(&mut app, Action::Type(c));
    }
    update(&mut app, Action::ClueIdeas);
    assert!(app.meaning().ideas.is_none());
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(
        said(&app),
        "no meaning data for this list (WordNet covers English only)"
    );
}

#[test]
fn ideas_by_command_and_typing_under_the_list_goes_into_the_editor() {
    let mut app = studio();
    typed(&mut app, "SAFFRON");
    studio::command(&mut app, "ideas");
    assert!(app.meaning().ideas.is_some(), "{}", said(&app));
    type_in(&mut app, "Red");
    assert_eq!(editor_text(&app).as_deref(), Some("Red"));
    assert!(app.meaning().ideas.is_some(), "the list stays while typing");
    // Enter takes the idea in place of what was typed.
    update(&mut app, Action::PromptSubmit);
    let first = common::meanings().clue_ideas("SAFFRON")[0].text.clone();
    assert_eq!(editor_text(&app), Some(first));
}

/// The rendered buffer at 80×24, cut to `area`: cells and styles.
fn styled(app: &Studio, area: Rect) -> String {
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    let mut out = Buffer::empty(area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            out[(x, y)] = buf[(x, y)].clone();
        }
    }
    format!("{out:?}")
}

#[test]
fn the_ideas_list_at_80x24_with_styles() {
    let mut app = one_row(6, Alphabet::latin());
    app.set_words(common::studio_words(b"SPICES;50\n"));
    typed(&mut app, "SPICES");
    update(&mut app, Action::ClueIdeas);
    update(&mut app, Action::ListMove(1));
    // The list over the top of the screen, the clue prompt below it.
    insta::assert_snapshot!(styled(&app, Rect::new(0, 0, 80, 12)));
}

#[test]
fn the_candidate_gloss_line_at_80x24_with_styles() {
    let mut app = studio();
    typed(&mut app, "SAFFRO");
    // The candidate panel: SAFFRON highlighted, its gloss dimmed in the last row.
    insta::assert_snapshot!(styled(&app, Rect::new(44, 0, 36, 10)));
}
