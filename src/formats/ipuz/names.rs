//! Clue list names. A file names its lists `Direction` or `Direction:Label`; Across and Down
//! (in any case, with any label) are the main lists. Other lists become extra lists whose
//! title is the name, and are written back under a name the `ipuz` package accepts:
//! a direction it knows as it is, anything else as `Clues:Title`.

use crate::grid::Direction;

/// The directions besides Across and Down that the `ipuz` package accepts in a list name.
const OTHER_DIRECTIONS: [&str; 6] = [
    "Diagonal",
    "Diagonal Up",
    "Diagonal Down Left",
    "Diagonal Up Left",
    "Zones",
    "Clues",
];

/// The prefix our writer puts before the title of an extra list with a name of its own.
const CLUES: &str = "Clues:";

/// Across or Down for a main list's name (`Across`, `down`, `Across:Horizontal`).
pub(super) fn direction(name: &str) -> Option<Direction> {
    let base = name.split(':').next().unwrap_or("").trim();
    if base.eq_ignore_ascii_case("across") {
        Some(Direction::Across)
    } else if base.eq_ignore_ascii_case("down") {
        Some(Direction::Down)
    } else {
        None
    }
}

/// Whether the `ipuz` package accepts this name as it is (and it is not one we made).
fn known(name: &str) -> bool {
    let mut parts = name.split(':');
    let base = parts.next().unwrap_or("");
    !name.starts_with(CLUES) && parts.count() <= 1 && OTHER_DIRECTIONS.contains(&base)
}

/// The list name the writer uses for an extra list's title.
pub(super) fn key(title: &str) -> String {
    if direction(title).is_some() || known(title) {
        title.to_string()
    } else {
        format!("{CLUES}{title}")
    }
}

/// The title of the extra list a file's list name makes; `title(key(t)) == t` for every
/// title, and `title(key(title(n))) == title(n)` for every name.
pub(super) fn title(name: &str) -> String {
    if direction(name).is_none()
        && let Some(rest) = name.strip_prefix(CLUES)
        && key(rest) == name
    {
        return rest.to_string();
    }
    name.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_survive_a_write_and_a_read() {
        for t in [
            "Rows",
            "Clues",
            "Diagonal:Southeast",
            "Clues:Rows",
            "Clues:Diagonal",
            "A:B:C",
            "",
            "Across:Horizontal",
        ] {
            assert_eq!(title(&key(t)), t, "{t}");
            assert_eq!(title(&key(&title(t))), title(t), "{t}");
        }
        assert_eq!(key("Rows"), "Clues:Rows");
        assert_eq!(key("Diagonal:Southeast"), "Diagonal:Southeast");
        assert_eq!(title("Clues:Rows"), "Rows");
        assert_eq!(direction("Across:Horizontal"), Some(Direction::Across));
    }
}
