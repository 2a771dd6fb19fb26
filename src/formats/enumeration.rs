//! A clue's enumeration (`(9)`, `(4,5)`, `(6-3)`): the answer's word lengths a British or
//! barred clue ends with. The model keeps it in the clue text, where the clue desk edits it
//! and a drafted clue puts it; formats with a field of their own (`.ipuz` `enumeration`)
//! take it out of the text when they write and put it back when they read.

/// The clue text before its closing enumeration, and the enumeration without its
/// parentheses: `Mixed up pretend mat in an office division (10)` → (`… division`, `10`).
/// `None` when the text does not end with an enumeration.
pub fn split(text: &str) -> Option<(&str, &str)> {
    let trimmed = text.trim_end();
    let body = trimmed.strip_suffix(')')?;
    let open = body.rfind('(')?;
    let inner = &body[open + 1..];
    is_enumeration(inner).then(|| (trimmed[..open].trim_end(), inner.trim()))
}

/// Whether `inner` (the text inside parentheses) is an enumeration: lengths joined by `,`,
/// `-`, `'`, `.` or spaces, starting with a digit (`4,5`, `6-3`, `2,1,4`).
pub fn is_enumeration(inner: &str) -> bool {
    let s = inner.trim();
    s.starts_with(|c: char| c.is_ascii_digit())
        && s.ends_with(|c: char| c.is_ascii_digit())
        && s.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | ',' | '\'' | '.' | ' '))
}

/// `text` with `enumeration` at its end, as a printed clue shows it (`Pet (3)`); the text
/// as it is when it already ends with an enumeration, or when `enumeration` is blank.
pub fn join(text: &str, enumeration: &str) -> String {
    let e = enumeration
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim();
    if e.is_empty() || split(text).is_some() {
        return text.to_string();
    }
    if text.trim().is_empty() {
        return format!("({e})");
    }
    format!("{} ({e})", text.trim_end())
}

/// The enumeration of a clue for an entry of `len` letters: the clue's own when it ends
/// with one, else the entry's length as one word (`9`).
pub fn of_clue(text: &str, len: usize) -> String {
    split(text).map_or_else(|| len.to_string(), |(_, e)| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closing_enumeration_splits_off() {
        assert_eq!(split("Pet (3)"), Some(("Pet", "3")));
        assert_eq!(split("Tasman's sea (4,6) "), Some(("Tasman's sea", "4,6")));
        assert_eq!(split("Jack (4-2-3-3)"), Some(("Jack", "4-2-3-3")));
        assert_eq!(split("(5)"), Some(("", "5")));
        assert_eq!(split("A clue (not one)"), None);
        assert_eq!(split("A (5) clue"), None);
        assert_eq!(split("Plain"), None);
        assert_eq!(split("Odd (4,)"), None);
    }

    #[test]
    fn joining_adds_the_enumeration_once() {
        assert_eq!(join("Pet", "3"), "Pet (3)");
        assert_eq!(join("Pet", "(3)"), "Pet (3)");
        assert_eq!(join("Pet (3)", "3"), "Pet (3)");
        assert_eq!(join("Pet", " "), "Pet");
        assert_eq!(join("", "4,5"), "(4,5)");
        let (text, e) = split("Sea (4,6)").unwrap();
        assert_eq!(join(text, e), "Sea (4,6)");
    }

    #[test]
    fn a_clue_without_one_takes_its_entry_s_length() {
        assert_eq!(of_clue("Sea (4,6)", 10), "4,6");
        assert_eq!(of_clue("Sea", 10), "10");
    }
}
