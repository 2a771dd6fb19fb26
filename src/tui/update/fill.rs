//! Autofill: starting a job, its progress and outcome, accepting the proposal.

use super::*;

/// Starts autofill on a region, replacing unlocked letters inside it.
pub fn start_fill(app: &mut App, region: Region) {
    let Some(words) = &app.words else {
        app.message = Some("the word list is still loading".into());
        return;
    };
    let replaceable: BTreeSet<Pos> = app
        .puzzle
        .grid
        .positions()
        .filter(|&p| {
            matches!(app.puzzle.grid.cell(p), Cell::Letter(_))
                && !app.puzzle.locked.contains(&p)
                && region.contains(p)
        })
        .collect();
    let opts = FillOptions {
        region,
        replaceable,
        seed: fastrand::u64(..),
        timeout: Some(FILL_TIMEOUT),
        quality_auto: true,
        ..FillOptions::default()
    };
    let job = FillJob::spawn(app.puzzle.grid.clone(), words.tables.clone(), opts);
    app.proposal = None;
    app.fill = Some(FillRun {
        job,
        base: app.puzzle.grid.clone(),
        progress: None,
        started: Instant::now(),
    });
    app.message = Some("autofill running… (Esc cancels)".into());
}

/// Drains the fill job's events; call often from the event loop.
pub fn poll_fill(app: &mut App) {
    while let Some(run) = &mut app.fill {
        let Some(ev) = run.job.try_event() else {
            return;
        };
        match ev {
            JobEvent::Progress(p) => run.progress = Some(p),
            JobEvent::Done(outcome) => {
                let base = run.base.clone();
                app.fill = None;
                finish_fill(app, base, outcome);
            }
        }
    }
}

/// Waits for the running fill to end (tests and scripts).
pub fn wait_fill(app: &mut App, limit: Duration) {
    let until = Instant::now() + limit;
    while app.fill.is_some() && Instant::now() < until {
        if let Some(run) = &app.fill
            && let Some(ev) = run.job.next_event(Duration::from_millis(20))
        {
            match ev {
                JobEvent::Progress(p) => {
                    if let Some(run) = &mut app.fill {
                        run.progress = Some(p);
                    }
                }
                JobEvent::Done(outcome) => {
                    let base = app.fill.take().map(|r| r.base);
                    if let Some(base) = base {
                        finish_fill(app, base, outcome);
                    }
                }
            }
        }
    }
}

pub(super) fn finish_fill(app: &mut App, base: Grid, outcome: FillOutcome) {
    if base != app.puzzle.grid {
        app.message = Some("autofill result dropped: the grid changed meanwhile".into());
        return;
    }
    match outcome {
        FillOutcome::Filled(f) => {
            let cells: BTreeSet<Pos> = f
                .grid
                .positions()
                .filter(|&p| f.grid.cell(p) != app.puzzle.grid.cell(p))
                .collect();
            app.message = Some(format!(
                "autofill: {} squares proposed, average score {:.1} — Ctrl-A accepts, Esc rejects",
                cells.len(),
                f.average_score
            ));
            app.proposal = Some(Proposal {
                grid: f.grid,
                cells,
                average_score: f.average_score,
            });
        }
        FillOutcome::Unfillable {
            reason,
            slot,
            hardest,
        } => {
            // The outcome names slots by id in the grid it started from, which is this one.
            let mut msg = match slot {
                Some(s) => format!(
                    "autofill: unfillable — {}: {reason}",
                    app.slots.get(s).label()
                ),
                None => format!("autofill: unfillable — {reason}"),
            };
            if !hardest.is_empty() {
                msg.push_str(&format!("; hardest: {}", slot_labels(app, &hardest)));
            }
            app.message = Some(msg);
        }
        FillOutcome::TimedOut { hardest, .. } if !hardest.is_empty() => {
            app.message = Some(format!(
                "autofill timed out; hardest: {}",
                slot_labels(app, &hardest)
            ));
        }
        FillOutcome::TimedOut { .. } => app.message = Some("autofill timed out".into()),
        FillOutcome::Cancelled(_) => app.message = Some("autofill cancelled".into()),
    }
}

/// The labels ("51A") of slots of the current grid, space-separated.
fn slot_labels(app: &App, ids: &[crate::grid::SlotId]) -> String {
    let labels: Vec<String> = ids
        .iter()
        .filter(|id| id.0 < app.slots.len())
        .map(|&id| app.slots.get(id).label())
        .collect();
    labels.join(" ")
}

pub(super) fn accept_proposal(app: &mut App) {
    let Some(p) = app.proposal.take() else {
        app.message = Some("no proposal to accept".into());
        return;
    };
    // Filled letters stay unlocked so a later fill may replace them.
    edit(app, |pz| {
        for &q in &p.cells {
            let _ = pz.grid.set(q, p.grid.cell(q));
            pz.locked.remove(&q);
        }
    });
    app.message = Some(format!("accepted {} letters", p.cells.len()));
}
