//! Freeform layout: a compact crossword from a list of answers and clues.
//!
//! [`input`] reads the list, [`generator`] arranges the answers by beam search,
//! [`to_puzzle`] turns the result into a [`Puzzle`](crate::grid::Puzzle), [`json`] writes the
//! crosswordsmith-style document and [`validate`] checks every rule a layout must obey.

mod board;
pub mod generator;
pub mod input;
pub mod json;
pub mod json_read;
mod output;
pub mod place;
mod plan;
pub mod squares;
pub mod validate;

pub use generator::{Arrangement, MAX_BEAM, Options, Placement, arrange};
pub use input::{AnswerList, Case, Entry, EntryProblem, InputError, Origin, parse, parse_cased};
pub use output::{LaidWord, Layout, LayoutError, build, render_text, to_puzzle};

/// Lays out a parsed list: arranges its answers and numbers the result.
pub fn lay_out(list: &AnswerList, opts: &Options) -> Result<Layout, LayoutError> {
    let words: Vec<Vec<u8>> = list.entries.iter().map(|e| e.letters.clone()).collect();
    build(list, &arrange(&words, opts))
}

/// The layout on an exact `side`×`side` grid (crosswordsmith's `--size`): the answers keep
/// their squares from the top-left and blocks fill the rest. An error when the layout is
/// larger than that.
pub fn on_square(list: &AnswerList, layout: &Layout, side: usize) -> Result<Layout, LayoutError> {
    let a = &layout.arrangement;
    if a.width > side || a.height > side || side > crate::grid::Grid::MAX_SIDE {
        return Err(LayoutError::TooLarge {
            width: a.width,
            height: a.height,
        });
    }
    let mut square = a.clone();
    square.width = side;
    square.height = side;
    build(list, &square)
}

/// Why a list could not be imported as a layout.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The list itself is unusable.
    #[error(transparent)]
    Input(#[from] InputError),
    /// No two answers could be laid out.
    #[error(transparent)]
    Layout(#[from] LayoutError),
    /// A finished layout document that could not be read.
    #[error(transparent)]
    Document(#[from] json_read::ReadError),
}

/// What an import produced: the puzzle to put in a slot and the answers left out.
#[derive(Debug, Clone, PartialEq)]
pub struct Import {
    /// The laid-out puzzle with its clues.
    pub puzzle: crate::grid::Puzzle,
    /// One message per answer that could not be placed, naming its line.
    pub unplaced: Vec<String>,
    /// All of them in one line naming the first five ([`unplaced_summary_naming`]), `None`
    /// when every answer is placed.
    pub summary: Option<String>,
}

/// How many answers [`unplaced_summary`] names before "and N more".
const NAMED_UNPLACED: usize = 12;

/// How many an [`Import`]'s summary names: it must fit the studio's two message rows.
const NAMED_IN_IMPORT: usize = 5;

/// One line for every answer left out: "7 answers could not be placed: FOO (line 3), …";
/// `None` when none is. The CLI prints it and the studio's `:layout` shows it.
pub fn unplaced_summary(list: &AnswerList, unplaced: &[usize]) -> Option<String> {
    unplaced_summary_naming(list, unplaced, NAMED_UNPLACED)
}

/// [`unplaced_summary`] naming at most `named` answers before "and N more".
pub fn unplaced_summary_naming(
    list: &AnswerList,
    unplaced: &[usize],
    named: usize,
) -> Option<String> {
    let first = unplaced.first()?;
    let named: Vec<String> = unplaced
        .iter()
        .take(named.max(1))
        .map(|&i| format!("{} ({})", list.entries[i].answer, list.entries[i].origin))
        .collect();
    let more = unplaced.len() - named.len();
    let tail = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    Some(if unplaced.len() == 1 {
        let e = &list.entries[*first];
        format!("1 answer could not be placed: {} ({})", e.answer, e.origin)
    } else {
        format!(
            "{} answers could not be placed: {}{tail}",
            unplaced.len(),
            named.join(", ")
        )
    })
}

/// Reads an answer/clue list (text or JSON) and lays it out in one call: the entry point for
/// the studio's "import a list into a slot". A finished layout document (crosswordsmith's
/// output JSON) is taken as it is laid out.
pub fn import(text: &str, source_name: &str, opts: &Options) -> Result<Import, ImportError> {
    let (list, layout) = if json_read::is_layout_json(text) {
        json_read::from_json(text, source_name)?
    } else {
        let list = parse(text, source_name, opts.max_width.max(opts.max_height))?;
        let layout = lay_out(&list, opts)?;
        (list, layout)
    };
    let unplaced = layout
        .unplaced
        .iter()
        .map(|&i| {
            let e = &list.entries[i];
            format!(
                "{source_name}: {}: could not place {:?}",
                e.origin, e.answer
            )
        })
        .collect();
    Ok(Import {
        summary: unplaced_summary_naming(&list, &layout.unplaced, NAMED_IN_IMPORT),
        puzzle: layout.puzzle,
        unplaced,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn import_gives_a_puzzle_and_names_leftovers() {
        let got = import(
            "PLANET: a\nCOMET: b\nORBIT: c\nFUZZY: d\n",
            "l.txt",
            &Options::default(),
        )
        .unwrap();
        assert_eq!(got.unplaced, ["l.txt: line 4: could not place \"FUZZY\""]);
        assert_eq!(
            got.summary.as_deref(),
            Some("1 answer could not be placed: FUZZY (line 4)")
        );
        assert_eq!(got.puzzle.clues.len(), 3);
        let texts: Vec<&str> = got.puzzle.clues.values().map(String::as_str).collect();
        assert!(texts.contains(&"a") && texts.contains(&"b") && texts.contains(&"c"));
        assert!(matches!(
            import("ABC\nXYZ\n", "l", &Options::default()),
            Err(ImportError::Layout(_))
        ));
        assert!(matches!(
            import("\n", "l", &Options::default()),
            Err(ImportError::Input(_))
        ));
        // A finished layout document comes in as it is laid out.
        let list = parse("CAT\nACE\nTEA\n", "l", 29).unwrap();
        let laid = lay_out(&list, &Options::default()).unwrap();
        let doc = json::to_json(&list, &laid).to_string();
        let got = import(&doc, "l.json", &Options::default()).unwrap();
        assert_eq!(got.puzzle.grid, laid.puzzle.grid);
    }
}
