//! Clue lists across the suite. Issue 31, case 7: no `.jpz` we write has two clue lists of
//! one title (pypuz, like other readers, fails on two lists both titled "Down"). Case 6: no
//! printed page has a phantom list of empty entries ("1 (8 letters)") beside real clues.

use super::{imported, options};
use gridwright::formats::page::Lists;
use gridwright::formats::{self, Format};

/// The titles of the `<clues>` lists of a `.jpz` we wrote, in order.
fn list_titles(jpz: &str) -> Vec<String> {
    jpz.split("<clues")
        .skip(1)
        .filter_map(|list| {
            let start = list.find("<title>")? + "<title>".len();
            let end = list[start..].find("</title>")? + start;
            Some(list[start..end].replace("<b>", "").replace("</b>", ""))
        })
        .collect()
}

#[test]
fn no_jpz_export_has_two_clue_lists_of_one_title() {
    let mut twice = Vec::new();
    let mut checked = 0;
    for (name, p) in imported() {
        let bytes = formats::to_bytes(&p, Format::Jpz, &options())
            .unwrap_or_else(|e| panic!("{name} → .jpz: {e}"));
        let jpz = String::from_utf8(bytes).expect("utf-8");
        let titles = list_titles(&jpz);
        checked += usize::from(titles.len() > 1);
        for (i, t) in titles.iter().enumerate() {
            if titles[..i]
                .iter()
                .any(|u| u.trim().eq_ignore_ascii_case(t.trim()))
            {
                twice.push(format!("{name}: two lists titled {t:?} in {titles:?}"));
            }
        }
    }
    assert!(checked > 10, "the suite has puzzles with several lists");
    assert!(twice.is_empty(), "{}", twice.join("\n"));
}

#[test]
fn no_printed_page_has_a_phantom_list_of_empty_entries_beside_real_clues() {
    let mut phantoms = Vec::new();
    let mut with_extra = 0;
    for (name, p) in imported() {
        with_extra += usize::from(!p.extra_clues.is_empty());
        let lists = Lists::of(&p, &p.slots());
        let clued = lists.clues.iter().any(|c| !c.empty);
        for (i, title) in lists.titles.iter().enumerate() {
            let mut items = lists.clues.iter().filter(|c| c.list == i).peekable();
            if clued && items.peek().is_some() && items.all(|c| c.empty) {
                phantoms.push(format!("{name}: list {title:?} has only empty entries"));
            }
            if lists.titles[..i].contains(title) {
                phantoms.push(format!("{name}: two printed lists titled {title:?}"));
            }
        }
    }
    assert!(with_extra > 10, "the suite has barred and variety puzzles");
    assert!(phantoms.is_empty(), "{}", phantoms.join("\n"));
}
