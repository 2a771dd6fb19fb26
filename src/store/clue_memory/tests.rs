use super::import::{content_hash, parse_date};
use super::*;
use crate::grid::{Alphabet, ClueKey, Direction};

/// A 3×3 puzzle "CAT / ORE / WET" titled `title` with 1-Across clued `clue`.
fn puzzle(title: &str, clue: &str) -> Puzzle {
    let grid = crate::grid::text::parse_grid("CAT\nORE\nWET", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.title = title.into();
    p.write_clue(ClueKey::new(1, Direction::Across), clue);
    p
}

fn slot(n: u8) -> Source {
    Source::Slot { slot: n }
}

#[test]
fn past_clues_come_newest_first_with_their_source() {
    let mut m = ClueMemory::new();
    assert_eq!(m.remember(&puzzle("Old", "Feline"), &slot(1), 100), 1);
    assert_eq!(m.remember(&puzzle("New", "Kitty"), &slot(2), 200), 1);
    let past = m.lookup("cat");
    let clues: Vec<&str> = past.iter().map(|p| p.clue.as_str()).collect();
    assert_eq!(clues, ["Kitty", "Feline"]);
    assert_eq!(past[0].source.to_string(), "slot 2");
    assert_eq!(past[1].puzzle, "Old");
    // An entry without a clue is not remembered.
    assert!(m.lookup("ORE").is_empty());
}

#[test]
fn the_same_clue_of_one_puzzle_is_kept_once_at_its_newest_date() {
    let mut m = ClueMemory::new();
    m.remember(&puzzle("P", "Feline"), &Source::History { slot: 1 }, 100);
    assert_eq!(m.remember(&puzzle("P", "Feline"), &slot(1), 300), 0);
    assert_eq!(m.remember(&puzzle("P", "feline"), &slot(1), 200), 0);
    assert_eq!(m.lookup("CAT").len(), 1);
    assert_eq!(m.lookup("CAT")[0].date, 300);
    assert_eq!(m.lookup("CAT")[0].source, slot(1));
}

#[test]
fn an_answer_keeps_at_most_its_cap_dropping_the_oldest() {
    let mut m = ClueMemory::new();
    for i in 0..(PER_ANSWER + 5) {
        m.remember(&puzzle("P", &format!("clue {i}")), &slot(1), i as i64);
    }
    let past = m.lookup("CAT");
    assert_eq!(past.len(), PER_ANSWER);
    assert_eq!(past[0].clue, format!("clue {}", PER_ANSWER + 4));
    assert_eq!(past.last().map(|p| p.date), Some(5));
}

#[test]
fn the_total_cap_drops_the_oldest_clues_of_any_answer() {
    let mut m = ClueMemory::new();
    for (i, answer_clue) in ["a", "b", "c", "d", "e"].iter().enumerate() {
        m.remember(&puzzle("P", answer_clue), &slot(1), i as i64);
    }
    m.enforce(3, 10);
    assert_eq!(m.len(), 3);
    let kept: Vec<i64> = m.lookup("CAT").iter().map(|p| p.date).collect();
    assert_eq!(kept, [4, 3, 2]);
}

#[test]
fn clues_are_kept_as_plain_single_lines() {
    let mut m = ClueMemory::new();
    m.remember(&puzzle("P", "Pet\x1b[31m  with\nwhiskers"), &slot(1), 1);
    assert_eq!(m.lookup("CAT")[0].clue, "Pet [31m with whiskers");
    assert_eq!(answer_key("ice cream"), "ICECREAM");
}

#[test]
fn dates_of_puzzle_files_are_read_in_both_orders() {
    assert_eq!(parse_date("1970-01-02"), Some(86_400));
    assert_eq!(parse_date("01/02/1970"), Some(86_400));
    assert_eq!(parse_date("2024-02-29 (Thursday)"), parse_date("2/29/2024"));
    assert_eq!(parse_date("soon"), None);
    assert_eq!(parse_date("2024-13-01"), None);
    assert_ne!(content_hash(b"ab"), content_hash(b"ba"));
}

#[test]
fn a_damaged_file_is_rebuilt_from_the_slots_and_said_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = crate::store::Store::new(dir.path());
    let n = crate::store::SlotNumber::new(4).expect("slot");
    store
        .save(n, &puzzle("Saved", "Feline"), false)
        .expect("save");
    std::fs::write(ClueMemory::path(dir.path()), b"{not json").expect("damage");
    let opened = ClueMemory::open(dir.path());
    let notice = opened.notice.expect("the damage is said");
    assert!(notice.contains("damaged"), "{notice}");
    assert_eq!(opened.memory.lookup("CAT")[0].clue, "Feline");
    // Written back whole: the next open says nothing.
    let again = ClueMemory::open(dir.path());
    assert_eq!(again.notice, None);
    assert_eq!(again.memory, opened.memory);
}

#[test]
fn a_sync_reads_only_what_changed_and_finds_earlier_versions() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = crate::store::Store::new(dir.path());
    let n = crate::store::SlotNumber::new(2).expect("slot");
    store.save(n, &puzzle("P", "Feline"), false).expect("save");
    let mut m = ClueMemory::open(dir.path()).memory;
    assert!(!m.sync_slots(&store), "nothing changed");
    store.save(n, &puzzle("P", "Kitty"), false).expect("save");
    assert!(m.sync_slots(&store));
    let clues: Vec<&str> = m.lookup("CAT").iter().map(|p| p.clue.as_str()).collect();
    assert!(
        clues.contains(&"Kitty") && clues.contains(&"Feline"),
        "{clues:?}"
    );
    assert!(!m.sync_slots(&store));
}
