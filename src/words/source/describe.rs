//! What `gridwright words list` shows: each list a load would read, in merge order, with
//! its size and alphabet, and whether it serves the chosen alphabet.

use super::{ListKind, ListSpec, Plan, Unreadable, WordsError, plan};
use crate::grid::Alphabet;
use crate::words::list::parse_list;

/// One list and what it holds.
#[derive(Debug, Clone)]
pub struct ListInfo {
    /// Where it comes from.
    pub kind: ListKind,
    /// Its path, or the built-in list's name.
    pub name: String,
    /// The alphabet it is read in.
    pub alphabet: Alphabet,
    /// Distinct entries (for a list set aside, in its own alphabet).
    pub entries: usize,
    /// Lines skipped as bad.
    pub bad_lines: usize,
    /// Whether it is merged (false: set aside for another alphabet).
    pub active: bool,
}

/// The lists of `spec` in merge order, those set aside for their alphabet after them, and
/// the alphabet chosen (as [`super::load_for`] chooses it).
pub fn describe(
    spec: &ListSpec,
    want: Option<&Alphabet>,
) -> Result<(Vec<ListInfo>, Alphabet), WordsError> {
    let Plan {
        alphabet,
        inputs,
        other_alphabet,
        ..
    } = plan(spec, Unreadable::Skip, want)?;
    let mut out: Vec<ListInfo> = inputs
        .iter()
        .map(|i| {
            let parsed = parse_list(&i.name, &i.bytes, &i.alphabet);
            ListInfo {
                kind: i.kind,
                name: i.name.clone(),
                alphabet: i.alphabet.clone(),
                entries: parsed.words.len(),
                bad_lines: parsed.warnings.len(),
                active: true,
            }
        })
        .collect();
    // Set-aside lists are named with their alphabet only: reading them again in their own
    // letters tells their size.
    for (name, a) in other_alphabet {
        let bytes = if name == super::DEFAULT_NAME {
            super::DEFAULT_LIST.to_vec()
        } else {
            crate::words::list::ListReadError::read(std::path::Path::new(&name)).unwrap_or_default()
        };
        let parsed = parse_list(&name, &bytes, &a);
        let kind = if name == super::DEFAULT_NAME {
            ListKind::BuiltIn
        } else if spec.files.iter().any(|f| f.display().to_string() == name) {
            ListKind::Named
        } else if spec
            .config_files
            .iter()
            .any(|f| f.display().to_string() == name)
        {
            ListKind::ConfigFile
        } else {
            ListKind::ConfigDir
        };
        out.push(ListInfo {
            kind,
            name,
            alphabet: a,
            entries: parsed.words.len(),
            bad_lines: parsed.warnings.len(),
            active: false,
        });
    }
    Ok((out, alphabet))
}
