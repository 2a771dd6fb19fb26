//! What an edit changed in a puzzle, as an inverse that undo and redo apply: only the parts
//! that changed are kept (the grid when squares changed, single clues when clues did), never
//! the whole puzzle twice.

use super::{Alphabet, Carried, ClueKey, ClueList, Grid, Meta, Pos, Puzzle, Style};
use std::collections::{BTreeMap, BTreeSet};

/// One clue before and after an edit (`None`: no clue).
type ClueChange = (ClueKey, Option<String>, Option<String>);

/// A part of a puzzle before and after an edit.
type Change<T> = Option<(T, T)>;

/// The difference between a puzzle before and after one edit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Delta {
    grid: Change<Grid>,
    alphabet: Change<Alphabet>,
    clues: Vec<ClueChange>,
    meta: Change<Box<Meta>>,
    locked: Change<BTreeSet<Pos>>,
    styles: Change<BTreeMap<Pos, Style>>,
    labels: Change<BTreeMap<Pos, String>>,
    clue_markup: Change<BTreeMap<ClueKey, String>>,
    clue_answers: Change<BTreeMap<ClueKey, String>>,
    extra_clues: Change<Vec<ClueList>>,
    carried: Change<Vec<Carried>>,
}

/// How much one version differs from another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChangeCounts {
    /// Squares whose content changed (all of them when the size did).
    pub squares: usize,
    /// The grid changed size.
    pub resized: bool,
    /// Clues written where there were none.
    pub clues_added: usize,
    /// Clues taken away.
    pub clues_removed: usize,
    /// Clues rewritten.
    pub clues_changed: usize,
    /// Title, author, notes or other facts changed.
    pub meta: bool,
    /// Locks, circles, shading or bars changed.
    pub marks: bool,
}

/// `Some((before, after))` when they differ.
fn change<T: PartialEq + Clone>(before: &T, after: &T) -> Change<T> {
    (before != after).then(|| (before.clone(), after.clone()))
}

impl Delta {
    /// What changed from `before` to `after`.
    pub fn between(before: &Puzzle, after: &Puzzle) -> Delta {
        // Every field named, so a field added to `Puzzle` must be added here too.
        let Puzzle {
            grid,
            alphabet,
            clues,
            meta,
            locked,
            styles,
            labels,
            clue_markup,
            clue_answers,
            extra_clues,
            carried,
        } = before;
        Delta {
            grid: change(grid, &after.grid),
            alphabet: change(alphabet, &after.alphabet),
            clues: clue_changes(clues, &after.clues),
            meta: (*meta != after.meta)
                .then(|| (Box::new(meta.clone()), Box::new(after.meta.clone()))),
            locked: change(locked, &after.locked),
            styles: change(styles, &after.styles),
            labels: change(labels, &after.labels),
            clue_markup: change(clue_markup, &after.clue_markup),
            clue_answers: change(clue_answers, &after.clue_answers),
            extra_clues: change(extra_clues, &after.extra_clues),
            carried: change(carried, &after.carried),
        }
    }

    /// How much the edit changed, counted: for a history list that tells versions apart.
    pub fn counts(&self) -> ChangeCounts {
        let squares = self.grid.as_ref().map_or(0, |(a, b)| {
            if a.width() != b.width() || a.height() != b.height() {
                return a.width() * a.height();
            }
            a.positions().filter(|&p| a.cell(p) != b.cell(p)).count()
        });
        let count = |f: fn(&ClueChange) -> bool| self.clues.iter().filter(|c| f(c)).count();
        ChangeCounts {
            squares,
            resized: self
                .grid
                .as_ref()
                .is_some_and(|(a, b)| (a.width(), a.height()) != (b.width(), b.height())),
            clues_added: count(|(_, a, b)| a.is_none() && b.is_some()),
            clues_removed: count(|(_, a, b)| a.is_some() && b.is_none()),
            clues_changed: count(|(_, a, b)| a.is_some() && b.is_some()),
            meta: self.meta.is_some(),
            marks: self.locked.is_some() || self.styles.is_some(),
        }
    }

    /// Whether the edit changed nothing (an empty step is never recorded).
    pub fn is_empty(&self) -> bool {
        *self == Delta::default()
    }

    /// Takes `puzzle` from its state after the edit back to before it.
    pub fn undo(&self, puzzle: &mut Puzzle) {
        self.put(puzzle, false);
    }

    /// Takes `puzzle` from its state before the edit to after it again.
    pub fn redo(&self, puzzle: &mut Puzzle) {
        self.put(puzzle, true);
    }

    fn put(&self, p: &mut Puzzle, forward: bool) {
        fn pick<T: Clone>(c: &Change<T>, forward: bool, into: &mut T) {
            if let Some((before, after)) = c {
                *into = if forward { after } else { before }.clone();
            }
        }
        pick(&self.grid, forward, &mut p.grid);
        pick(&self.alphabet, forward, &mut p.alphabet);
        if let Some((before, after)) = &self.meta {
            p.meta = (**if forward { after } else { before }).clone();
        }
        pick(&self.locked, forward, &mut p.locked);
        pick(&self.styles, forward, &mut p.styles);
        pick(&self.labels, forward, &mut p.labels);
        pick(&self.clue_markup, forward, &mut p.clue_markup);
        pick(&self.clue_answers, forward, &mut p.clue_answers);
        pick(&self.extra_clues, forward, &mut p.extra_clues);
        pick(&self.carried, forward, &mut p.carried);
        for (key, before, after) in &self.clues {
            match if forward { after } else { before } {
                Some(text) => p.clues.insert(*key, text.clone()),
                None => p.clues.remove(key),
            };
        }
    }
}

/// The clues that differ, each with its text before and after (`None`: no clue).
fn clue_changes(
    before: &BTreeMap<ClueKey, String>,
    after: &BTreeMap<ClueKey, String>,
) -> Vec<ClueChange> {
    let keys: BTreeSet<&ClueKey> = before.keys().chain(after.keys()).collect();
    keys.into_iter()
        .filter(|k| before.get(k) != after.get(k))
        .map(|k| (*k, before.get(k).cloned(), after.get(k).cloned()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Direction};

    fn puzzle() -> Puzzle {
        Puzzle::blank(5, 5).expect("size")
    }

    #[test]
    fn an_edit_undoes_and_redoes_and_keeps_only_what_changed() {
        let before = puzzle();
        let mut after = before.clone();
        let _ = after.grid.set(Pos::new(0, 0), Cell::Letter(2));
        after
            .clues
            .insert(ClueKey::new(1, Direction::Across), "Feline".into());
        let d = Delta::between(&before, &after);
        assert!(d.grid.is_some() && d.meta.is_none() && d.locked.is_none());
        assert_eq!(d.clues.len(), 1);
        let mut p = after.clone();
        d.undo(&mut p);
        assert_eq!(p, before);
        d.redo(&mut p);
        assert_eq!(p, after);
    }

    #[test]
    fn no_change_is_an_empty_delta() {
        let p = puzzle();
        assert!(Delta::between(&p, &p.clone()).is_empty());
    }
}
