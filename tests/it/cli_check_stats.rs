//! `gridwright check --stats` (issue 44) on a fixture whose figures are counted by hand.

use crate::common::isolated;

/// Counted by hand: 8 across (5, 7, 7, 3, 3, 7, 7, 5 letters) and the same down: 16 words of
/// 88 squares in all (average 5.50), four of 3 letters; 5 blocks, the four corners cheaters
/// (each only lengthens an entry) and the middle one not (it splits two entries). QUIZZES is
/// worth 10+1+1+10+10+1+1 = 34 over 7 letters: 4.86; 20 letters of A–Z are missing.
const GRID: &str = "#.....#\nQUIZZES\n.......\n...#...\n.......\n.......\n#.....#\n";

fn stats(args: &[&str]) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("g.txt"), GRID).expect("grid");
    std::fs::write(dir.path().join("w.dict"), "QUIZZES;62\n").expect("list");
    let g = dir.path().join("g.txt");
    let w = dir.path().join("w.dict");
    let mut all = vec!["check", "--stats", g.to_str().expect("utf-8"), "--list"];
    all.push(w.to_str().expect("utf-8"));
    all.extend_from_slice(args);
    isolated::run_in(dir.path(), &all)
}

#[test]
fn stats_count_what_a_constructor_counts_by_hand() {
    let (code, out, err) = stats(&["--json"]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    let s = &v["stats"];
    assert_eq!(s["words"], 16);
    assert_eq!(s["blocks"], 5);
    assert_eq!(s["average_length"], 5.5);
    assert_eq!(s["three_letter"], 4);
    let cheaters: Vec<(u64, u64)> = s["cheaters"]
        .as_array()
        .expect("cheaters")
        .iter()
        .map(|p| {
            (
                p["row"].as_u64().expect("row"),
                p["col"].as_u64().expect("col"),
            )
        })
        .collect();
    assert_eq!(cheaters, [(0, 0), (0, 6), (6, 0), (6, 6)]);
    assert_eq!(s["scrabble_average"], 4.86);
    assert_eq!(s["missing_letters"].as_array().expect("missing").len(), 20);
    assert_eq!(v["pangram"], false);
    assert_eq!(v["scores"]["strong"], 1, "QUIZZES");
    assert_eq!(v["scores"]["open"], 15);
}

#[test]
fn stats_as_text_name_the_cheaters() {
    let (code, out, err) = stats(&[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("16 words, 5 blocks, average length 5.50, 4 3-letter entries"),
        "{out}"
    );
    assert!(
        out.contains("cheaters: 4 (r1c1, r1c7, r7c1, r7c7)"),
        "{out}"
    );
    assert!(
        out.contains("Scrabble average 4.86, not a pangram"),
        "{out}"
    );
    assert!(out.contains("1 scored 60+"), "{out}");
}
