use super::*;

/// The text with `|` where the cursor is.
fn shown(e: &LineEdit) -> String {
    format!("{}|{}", &e.text()[..e.cursor()], &e.text()[e.cursor()..])
}

/// An editor on `text` with the cursor where `|` is.
fn at(text: &str) -> LineEdit {
    let cursor = text.find('|').expect("a | marks the cursor");
    LineEdit {
        text: text.replace('|', ""),
        cursor,
    }
}

fn after(text: &str, ops: &[EditOp]) -> String {
    let mut e = at(text);
    for op in ops {
        e.apply(op);
    }
    shown(&e)
}

use EditOp::*;

#[test]
fn typing_inserts_at_the_cursor() {
    assert_eq!(after("|", &[Insert('a'), Insert('b')]), "ab|");
    assert_eq!(after("ac|", &[Left, Insert('b')]), "ab|c");
    // Control characters are not text.
    assert_eq!(after("a|", &[Insert('\u{7}'), Insert('\n')]), "a|");
    let mut e = LineEdit::from("STAR");
    assert_eq!(shown(&e), "STAR|");
    assert!(e.apply(&Insert('S')));
    assert!(!e.apply(&Left));
}

#[test]
fn left_right_home_end_stop_at_the_ends() {
    assert_eq!(after("ab|", &[Right]), "ab|");
    assert_eq!(after("|ab", &[Left]), "|ab");
    assert_eq!(after("a|b", &[Home]), "|ab");
    assert_eq!(after("a|b", &[End]), "ab|");
    assert_eq!(after("ab|", &[Left, Left, Left, Right]), "a|b");
}

#[test]
fn backspace_and_delete_remove_one_grapheme() {
    assert_eq!(after("ab|c", &[Backspace]), "a|c");
    assert_eq!(after("ab|c", &[Delete]), "ab|");
    assert_eq!(after("|abc", &[Backspace]), "|abc");
    assert_eq!(after("abc|", &[Delete]), "abc|");
}

#[test]
fn multibyte_text_moves_by_letter_not_byte() {
    // Accents precomposed and combining, an em dash, Cyrillic, a wide letter.
    let text = "café — e\u{301}té ёж 猫|";
    let mut e = at(text);
    e.apply(&Backspace);
    assert_eq!(shown(&e), "café — e\u{301}té ёж |");
    // Left over " ", "ж", "ё", " ", "é" (precomposed), "t", "é" (combining: one step).
    for _ in 0..7 {
        e.apply(&Left);
    }
    assert_eq!(shown(&e), "café — |e\u{301}té ёж ");
    e.apply(&Delete);
    assert_eq!(shown(&e), "café — |té ёж ");
    for _ in 0..3 {
        e.apply(&Left);
    }
    assert_eq!(shown(&e), "café| — té ёж ");
    e.apply(&Backspace);
    assert_eq!(shown(&e), "caf| — té ёж ");
    e.apply(&Insert('é'));
    assert_eq!(e.text(), "café — té ёж ");
}

#[test]
fn word_moves_skip_punctuation_and_dashes() {
    assert_eq!(
        after("Purring pet, often|", &[WordLeft]),
        "Purring pet, |often"
    );
    assert_eq!(
        after("Purring pet, often|", &[WordLeft, WordLeft]),
        "Purring |pet, often"
    );
    assert_eq!(after("cat—café|", &[WordLeft]), "cat—|café");
    assert_eq!(
        after("|Purring pet, often", &[WordRight]),
        "Purring| pet, often"
    );
    assert_eq!(
        after("Purring| pet, often", &[WordRight]),
        "Purring pet|, often"
    );
    assert_eq!(after("a b|", &[WordRight]), "a b|");
    assert_eq!(after("|  ", &[WordRight]), "  |");
    assert_eq!(after("  |", &[WordLeft]), "|  ");
}

#[test]
fn kills_remove_a_word_or_half_the_line() {
    assert_eq!(
        after("Purring pet, |often", &[DeleteWordBack]),
        "Purring |often"
    );
    assert_eq!(after("one two  |", &[DeleteWordBack]), "one |");
    assert_eq!(after("|one", &[DeleteWordBack]), "|one");
    assert_eq!(after("one t|wo", &[KillToStart]), "|wo");
    assert_eq!(after("one t|wo", &[KillToEnd]), "one t|");
    let mut e = at("one|");
    assert!(!e.apply(&KillToEnd), "nothing after the cursor to kill");
    assert!(e.apply(&KillToStart));
    assert!(e.is_empty());
}

#[test]
fn paste_inserts_one_line() {
    assert_eq!(
        after("A |cat", &[Paste("big\r\nfat\n".into())]),
        "A big fat|cat"
    );
    assert_eq!(after("|", &[Paste("\n\ttab\rcr\u{1b}".into())]), " tab cr|");
    assert_eq!(after("x|", &[Paste("ёлка — ель".into())]), "xёлка — ель|");
    let mut e = LineEdit::new();
    assert!(
        !e.apply(&Paste("\n".into())),
        "a bare newline pastes nothing"
    );
}

#[test]
fn a_mid_line_correction() {
    // Type with a typo, go back, fix it, go to the end and go on.
    let mut e = LineEdit::new();
    for c in "Purring pwt".chars() {
        e.apply(&Insert(c));
    }
    e.apply(&Left);
    e.apply(&Backspace);
    e.apply(&Insert('e'));
    e.apply(&End);
    for c in ", often".chars() {
        e.apply(&Insert(c));
    }
    assert_eq!(e.into_text(), "Purring pet, often");
}

#[test]
fn set_text_puts_the_cursor_at_the_end() {
    let mut e = at("sa|");
    e.set_text("saveas ");
    assert_eq!(shown(&e), "saveas |");
}

#[test]
fn a_window_scrolls_to_keep_the_cursor_visible() {
    let e = at("abcdef|");
    assert_eq!(e.window(10), ("abcdef", 6));
    // The cursor at the end needs a column of its own.
    assert_eq!(e.window(6), ("bcdef", 5));
    assert_eq!(e.window(3), ("ef", 2));
    let e = at("ab|cdef");
    assert_eq!(e.window(4), ("abcd", 2));
    // Wide letters count two columns.
    let e = at("猫猫猫|");
    assert_eq!(e.window(5), ("猫猫", 4));
    assert_eq!(LineEdit::new().window(0), ("", 0));
}

fn rows(text: &str, width: usize) -> Vec<&str> {
    wrap_ranges(text, width)
        .into_iter()
        .map(|r| &text[r])
        .collect()
}

#[test]
fn wrapping_breaks_at_spaces_and_inside_long_words() {
    assert_eq!(
        rows("Purring pet, often", 8),
        vec!["Purring ", "pet, ", "often"]
    );
    assert_eq!(rows("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    assert_eq!(rows("", 4), vec![""]);
    assert_eq!(rows("ab cdefghij", 4), vec!["ab ", "cdef", "ghij"]);
    assert_eq!(rows("café — été", 6), vec!["café ", "— été"]);
    // Every byte is in exactly one row.
    let text = "a clue that runs on — and on, with accents: éèê";
    for w in 1..20 {
        let joined: String = rows(text, w).concat();
        assert_eq!(joined, text, "width {w}");
        assert!(rows(text, w).iter().all(|r| r.width() <= w), "width {w}");
    }
}

#[test]
fn the_wrapped_cursor_is_on_its_row() {
    let e = at("Purring pet, |often");
    let (r, c) = e.wrap(8);
    assert_eq!(r.len(), 3);
    assert_eq!(c, CursorAt { row: 2, col: 0 });
    let e = at("Purr|ing pet");
    assert_eq!(e.wrap(8).1, CursorAt { row: 0, col: 4 });
    // At the end of a full row the cursor starts the next.
    let e = at("abcd|");
    let (r, c) = e.wrap(4);
    assert_eq!(r, vec![0..4, 4..4]);
    assert_eq!(c, CursorAt { row: 1, col: 0 });
}
