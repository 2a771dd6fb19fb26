//! Edits of the grid, letters, locks and clues: each one undo step.

use super::*;

/// Runs an edit of the puzzle as one undo step (none when nothing changed).
pub(super) fn edit(app: &mut Studio, f: impl FnOnce(&mut Puzzle)) {
    app.apply(f);
}

pub(super) fn clear_square(pz: &mut Puzzle, p: Pos) {
    let _ = pz.grid.set(p, Cell::Empty);
    pz.locked.remove(&p);
}

/// What the studio says when an edit would change a locked letter.
pub(super) const LOCKED: &str = "locked — `!` unlocks";

/// Whether `p` holds a letter (or rebus) the constructor locked.
pub(super) fn is_locked_letter(app: &Studio, p: Pos) -> bool {
    app.doc.puzzle().locked.contains(&p) && app.doc.puzzle().grid.cell(p).is_filled()
}

/// Clears the letter (or rebus) at `p` unless it is locked; says so when it is.
/// Delete: clears the selection's letters (the locked ones stay), or the square under the
/// cursor; one undo step.
pub(super) fn delete(app: &mut Studio) -> Said {
    let Some((a, b)) = app.selection() else {
        return Ok(delete_at(app, app.view.cursor));
    };
    let g = &app.doc.puzzle().grid;
    let (mut clear, mut kept) = (Vec::new(), 0);
    for row in a.row..=b.row {
        for col in a.col..=b.col {
            let p = Pos::new(row, col);
            if !g.cell(p).is_filled() {
                continue;
            }
            if is_locked_letter(app, p) {
                kept += 1;
            } else {
                clear.push(p);
            }
        }
    }
    let n = clear.len();
    edit(app, |pz| {
        for p in clear {
            clear_square(pz, p);
        }
    });
    Ok(Some(match kept {
        0 => format!("cleared {n} squares"),
        k => format!("cleared {n} squares; {k} locked kept (`!` unlocks)"),
    }))
}

/// Clears the square at `p` unless its letter is locked; returns what to say.
pub(super) fn delete_at(app: &mut Studio, p: Pos) -> Option<String> {
    if is_locked_letter(app, p) {
        return Some(LOCKED.to_string());
    }
    if app.doc.puzzle().grid.cell(p).is_filled() {
        edit(app, |pz| clear_square(pz, p));
    }
    None
}

/// Types a character: a letter of the puzzle's alphabet, or what it folds to (Ё → Е in
/// `russian-folded`, Ä → AE in `german-folded`, ß → SS), as if each letter were typed, in
/// one undo step. Anything else is named in a message and leaves the grid alone.
pub(super) fn type_letter(app: &mut Studio, ch: char) -> Said {
    let Some(letters) = app.doc.puzzle().alphabet.fold_char(ch) else {
        // Digits and punctuation that no command binds are no letters anywhere: ignored.
        return Ok(ch.is_alphabetic().then(|| {
            format!(
                "'{ch}' is not a letter of the {} alphabet",
                app.doc.puzzle().alphabet.describe()
            )
        }));
    };
    // The entry is full and the cursor stayed on its last letter: a letter more is past
    // the end, and typing over the last one would drop a letter of the word.
    if app.view.typed_to_end == Some(app.view.cursor) {
        let entry = app
            .current_slot()
            .map_or("the entry".to_string(), |s| app.slots.get(s).label());
        return Err(CommandError::new(format!(
            "{entry} ends here: '{ch}' not typed (Backspace changes the last letter)"
        )));
    }
    // Typing into a proposal keeps it ("this fill, except one word"): it is accepted as
    // one undo step and the letter is typed over it as the next.
    if app.doc.proposal().is_some() {
        accept_proposal(app);
    }
    app.view.typed_to_end = None;
    let (mut typed, mut said) = (Vec::new(), None);
    for l in letters {
        let p = app.view.cursor;
        if app.doc.puzzle().grid.cell(p).is_block() {
            said = Some("that square is a block; press . to open it".to_string());
            break;
        }
        if is_locked_letter(app, p) && app.doc.puzzle().grid.cell(p) != Cell::Letter(l) {
            said = Some(LOCKED.to_string());
            break;
        }
        // Typed letters are not locked: autofill keeps every letter present anyway (only a
        // refill may replace them), and a lock is the constructor's explicit `!`.
        typed.push((p, l));
        // The last square of an entry stays put: the next letter would overwrite it.
        let at = app.view.cursor;
        advance(app, true);
        if app.view.cursor == at {
            app.view.typed_to_end = Some(at);
            break;
        }
    }
    app.apply(|pz| {
        for (p, l) in typed {
            let _ = pz.grid.set(p, Cell::Letter(l));
        }
    });
    app.refresh_candidates();
    Ok(said)
}

pub(super) fn backspace(app: &mut Studio) -> Said {
    let p = app.view.cursor;
    if is_locked_letter(app, p) {
        return Ok(Some(LOCKED.to_string()));
    }
    let mut said = None;
    if app.doc.puzzle().grid.cell(p).is_filled() {
        edit(app, |pz| clear_square(pz, p));
        advance(app, false);
    } else {
        advance(app, false);
        let q = app.view.cursor;
        if q != p {
            said = delete_at(app, q);
        }
    }
    app.refresh_candidates();
    Ok(said)
}

pub(super) fn toggle_block(app: &mut Studio) -> Said {
    let p = app.view.cursor;
    let sym = app.doc.puzzle().meta.symmetry;
    let g = &app.doc.puzzle().grid;
    // A block would swallow the letters of every square it takes, the partners' too.
    if !g.cell(p).is_block()
        && let Some(q) = sym
            .partners(p, g.width(), g.height())
            .into_iter()
            .find(|&q| is_locked_letter(app, q))
    {
        return Ok(Some(if q == p {
            LOCKED.to_string()
        } else {
            format!("the symmetric square {q} is {LOCKED}")
        }));
    }
    let old_slots = app.slots.clone();
    let generation = app.doc.generation();
    let mut notes = Vec::new();
    edit(app, |pz| match pz.grid.toggle_block(p, sym) {
        Ok(changed) => {
            for (q, _) in changed {
                pz.locked.remove(&q);
                if pz.grid.cell(q).is_block() {
                    unmark_block(pz, q);
                }
            }
            // A file's own numbering cannot follow new blocks: number the standard way.
            if !std::mem::take(&mut pz.labels).is_empty() {
                notes.push(
                    "the file's own numbering is dropped; squares are numbered the standard way"
                        .to_string(),
                );
            }
            let dropped = remap_clues(pz, &old_slots);
            if dropped > 0 {
                notes.push(format!("{dropped} clue(s) of vanished entries dropped"));
            }
        }
        Err(e) => notes.push(e.to_string()),
    });
    if notes.is_empty() {
        return Ok(None);
    }
    let edited = app.doc.generation() != generation;
    let tail = if edited { " (Ctrl-Z restores)" } else { "" };
    Ok(Some(format!("{}{tail}", notes.join("; "))))
}

/// Drops the marks only a white square can carry from a square that became a block; its
/// colour and bars stay, since a block may be coloured and bars still edge it.
fn unmark_block(pz: &mut Puzzle, q: Pos) {
    let mut s = pz.style(q);
    s.circled = false;
    s.shaded = false;
    s.given = false;
    pz.set_style(q, s);
}

/// Moves clues, and the markup kept with them, to the new numbers of their entries;
/// returns how many clues lost their entry.
pub(super) fn remap_clues(pz: &mut Puzzle, old: &Slots) -> usize {
    use crate::grid::clues::remap_after;
    let new = pz.slots();
    let r = remap_after(old, &new, std::mem::take(&mut pz.clues));
    pz.clues = r.clues;
    pz.clue_markup = remap_after(old, &new, std::mem::take(&mut pz.clue_markup)).clues;
    pz.clue_answers = remap_after(old, &new, std::mem::take(&mut pz.clue_answers)).clues;
    r.dropped
}

pub(super) fn toggle_lock(app: &mut Studio) -> Said {
    let Some(cur) = app.current_slot() else {
        return Ok(None);
    };
    let letters: Vec<Pos> = app
        .slots
        .get(cur)
        .cells
        .iter()
        .copied()
        .filter(|&p| app.doc.puzzle().grid.cell(p).is_filled())
        .collect();
    if letters.is_empty() {
        return Ok(Some("no letters here to lock".to_string()));
    }
    let all_locked = letters.iter().all(|p| app.doc.puzzle().locked.contains(p));
    edit(app, |pz| {
        for p in &letters {
            if all_locked {
                pz.locked.remove(p);
            } else {
                pz.locked.insert(*p);
            }
        }
    });
    Ok(Some(
        if all_locked { "unlocked" } else { "locked" }.to_string(),
    ))
}

/// Places a word in the entry at the cursor. Letters are constraints: a word that would change
/// letters already in the entry asks first, naming them; locked letters are never changed.
pub(super) fn place_word(app: &mut Studio, word: &[u8]) {
    let Some(cells) = placeable_cells(app, word) else {
        return;
    };
    let Some(question) = super::overwrite::question(app, &cells, word) else {
        place_word_over(app, word);
        return;
    };
    app.view.ask(crate::tui::view::Question {
        text: question,
        on_yes: Pending::ReplaceLetters(word.to_vec()),
    });
}

/// Places a word in the entry at the cursor, over any unlocked letters (one undo step).
pub(super) fn place_word_over(app: &mut Studio, word: &[u8]) {
    let Some(cells) = placeable_cells(app, word) else {
        return;
    };
    edit(app, |pz| {
        for (&p, &l) in cells.iter().zip(word) {
            let _ = pz.grid.set(p, Cell::Letter(l));
        }
    });
}

/// The squares of the entry at the cursor when `word` fits it and changes no locked letter;
/// otherwise `None`, with the reason in the message.
fn placeable_cells(app: &mut Studio, word: &[u8]) -> Option<Vec<Pos>> {
    let cur = app.current_slot()?;
    let cells = app.slots.get(cur).cells.clone();
    if cells.len() != word.len() {
        app.view.say(format!(
            "{} has {} letters; the entry has {}",
            app.doc.puzzle().alphabet.spell(word),
            word.len(),
            cells.len()
        ));
        return None;
    }
    let clash = cells.iter().zip(word).any(|(&p, &l)| {
        is_locked_letter(app, p) && app.doc.puzzle().grid.cell(p) != Cell::Letter(l)
    });
    if clash {
        app.view.say(format!(
            "{} would change a locked letter ({LOCKED})",
            app.doc.puzzle().alphabet.spell(word)
        ));
        return None;
    }
    Some(cells)
}
