//! The design search's state (the run, the designs found) and the design form's fields.

use super::form::{Fields, Form};
use crate::design::{Design, DesignProgress};
use crate::grid::{Alphabet, Symmetry};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A design search running in the background.
pub struct DesignRun {
    /// Set to stop the search (dropping the run sets it).
    pub(in crate::tui) cancel: Arc<AtomicBool>,
    /// Names this search's events apart from an older one's.
    pub job: u64,
    /// The puzzle's edit generation when it started: a result for any other is stale.
    pub generation: u64,
    /// The latest progress.
    pub progress: Option<DesignProgress>,
    /// Esc was pressed: the search is stopping and its designs will be shown.
    pub stopping: bool,
    /// When it started.
    pub started: Instant,
    /// What the taken puzzle keeps of the request.
    pub(in crate::tui) setup: Setup,
}

impl Drop for DesignRun {
    fn drop(&mut self) {
        // A search nobody waits for must not keep the cores busy.
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// What a design taken from the gallery carries over from the request.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// The alphabet of the word tables (the puzzle's).
    pub alphabet: Alphabet,
    /// The symmetry the designs keep.
    pub symmetry: Symmetry,
    /// The theme entries as typed (without their pins), kept as the puzzle's `:include`
    /// entries.
    pub theme_words: Vec<String>,
    /// The shortest entry the designs allow.
    pub min_entry: usize,
    /// Whether the search had no theme entries.
    pub themeless: bool,
}

/// The designs found, for the gallery.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// Best first.
    pub designs: Vec<Design>,
    /// What a taken design carries over.
    pub setup: Setup,
}

/// The studio's design search and gallery.
#[derive(Default)]
pub struct DesignState {
    /// The running search.
    pub(in crate::tui) run: Option<DesignRun>,
    /// The last job number handed out.
    pub(in crate::tui) jobs: u64,
    /// The designs of the last search, shown while the gallery is open.
    pub(in crate::tui) found: Option<Found>,
}

impl DesignState {
    /// The running search, if any.
    pub fn run(&self) -> Option<&DesignRun> {
        self.run.as_ref()
    }

    /// The designs of the last search (the gallery's).
    pub fn found(&self) -> Option<&Found> {
        self.found.as_ref()
    }
}

/// What the form asks the search for.
pub struct Ask {
    /// Width and height.
    pub size: (usize, usize),
    /// The theme entries as typed, each perhaps with a pin (`ANSWER@ROW,COL,DIR` or
    /// `ANSWER@DIR`; none: themeless).
    pub theme: Vec<String>,
    /// The word ceiling, if one was given.
    pub max_words: Option<usize>,
}

/// Which field of the form has the cursor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum DesignField {
    /// The size, WxH.
    Size,
    /// The theme entries, comma-separated.
    #[default]
    Theme,
    /// The most words, blank for the default.
    MaxWords,
}

impl Fields for DesignField {
    const ALL: &'static [DesignField] =
        &[DesignField::Size, DesignField::Theme, DesignField::MaxWords];
}

/// The design form: the size, the theme entries and the word ceiling.
pub type DesignForm = Form<DesignField>;

impl DesignForm {
    /// What the fields ask for, or why they do not make a request.
    pub fn ask(&self) -> Result<Ask, String> {
        let size = crate::grid::parse_size(self.text(DesignField::Size).text().trim())
            .map_err(|e| e.to_string())?;
        let theme = crate::design::split_theme_list(self.text(DesignField::Theme).text());
        let max_words = match self.text(DesignField::MaxWords).text().trim() {
            "" => None,
            t => match t.parse::<usize>() {
                Ok(n) if n > 0 => Some(n),
                _ => {
                    return Err(format!(
                        "most words: {t:?} is not a number (blank: the usual)"
                    ));
                }
            },
        };
        Ok(Ask {
            size,
            theme,
            max_words,
        })
    }
}
