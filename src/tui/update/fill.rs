//! Autofill: starting a job, its progress and outcome, accepting the proposal.

use super::*;
use crate::fill::Progress;
use crate::tui::services::Service;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Starts autofill on a region. A plain fill keeps every letter in the grid; a refill may
/// replace the unlocked letters inside the region. Locked letters never change.
pub fn start_fill(app: &mut Studio, region: Region, mode: FillMode) {
    let Some(request) = fill_request(app, region, mode) else {
        return;
    };
    let Some(tables) = app.words.ready().map(|w| w.tables.clone()) else {
        return;
    };
    let ban = app.settings.ban.clone();
    // On the worker: the same queried cost, ban and per-kind limit as the CLI's `fill`.
    let run = move |cancel: &AtomicBool, on_progress: &mut dyn FnMut(Progress)| {
        let queried = crate::words::queried::Queried::built_in();
        let tables = crate::words::queried::for_autofill(&tables, &queried, &ban);
        let outcome = request
            .run(&tables, cancel, on_progress)
            .unwrap_or_else(|_| FillOutcome::Cancelled(Default::default()));
        crate::fill::limit::limit_kinds(&request, outcome, &tables, &queried, &ban, cancel)
    };
    started(app, run, mode, false);
}

/// Starts the search for the best-scoring fill of a region (letters kept, as a plain fill),
/// which says at the end whether it proved no fill scores more.
pub fn start_optimal(app: &mut Studio, region: Region) {
    let Some(request) = fill_request(app, region, FillMode::Fill) else {
        return;
    };
    let Some(tables) = app.words.ready().map(|w| w.tables.clone()) else {
        return;
    };
    if let Err(e) = request.check_optimal(&tables) {
        app.view.say(format!("best fill refused: {e}"));
        return;
    }
    let ban = app.settings.ban.clone();
    // The best total of the lists' own scores, as the CLI's `fill --optimal`: the ban only.
    let run = move |cancel: &AtomicBool, on_progress: &mut dyn FnMut(Progress)| {
        let budget = crate::fill::optimal::Budget::default();
        let queried = crate::words::queried::Queried::built_in();
        let tables = crate::words::queried::with_ban(&tables, &queried, &ban);
        request
            .run_optimal(&tables, budget, cancel, on_progress)
            .unwrap_or_else(|_| FillOutcome::Cancelled(Default::default()))
    };
    started(app, run, FillMode::Fill, true);
}

/// The request the studio's fills make, or `None` (with a message saying why) when the words
/// cannot serve the puzzle or a theme entry cannot fit.
fn fill_request(app: &mut Studio, region: Region, mode: FillMode) -> Option<Request> {
    // `spawn` refuses too; the studio says it in its own words, with where a list goes.
    if let Err(why) = app.words_for("autofill refused") {
        app.view.say(why);
        return None;
    }
    // The puzzle's theme entries and shared-run limit; one that cannot fit is refused here.
    // A selection's fill places the theme entries it has room for; the rest wait for another.
    let whole = matches!(region, Region::All);
    let request =
        crate::fill::rules::for_puzzle(app.doc.puzzle(), &[], false, None).and_then(|rules| {
            let r = Request::from_puzzle(app.doc.puzzle(), region, mode)
                .seed(fastrand::u64(..))
                .timeout(Some(app.settings.fill_timeout))
                .quality(Duration::ZERO, true)
                .threads(fill_threads(app));
            if whole {
                r.rules(rules)
            } else {
                r.rules_where_they_fit(rules)
            }
        });
    match request {
        Ok(r) => Some(r),
        Err(e) => {
            app.view.say(format!("autofill refused: {e}"));
            None
        }
    }
}

/// Runs a fill on the fill service, its progress and outcome tagged with the edit generation
/// it was started for, and says so.
fn started<F>(app: &mut Studio, run: F, mode: FillMode, optimal: bool)
where
    F: FnOnce(&AtomicBool, &mut dyn FnMut(Progress)) -> FillOutcome + Send + 'static,
{
    app.doc.take_proposal();
    // The new search marks the entries it gets stuck on; an older verdict's would mislead.
    app.view.marks.clear();
    let cancel = Arc::new(AtomicBool::new(false));
    let generation = app.doc.generation();
    app.fill_jobs += 1;
    let job = app.fill_jobs;
    let (flag, tx) = (Arc::clone(&cancel), app.services.sender());
    app.services.spawn(Service::Fill, move || {
        let mut due = ProgressThrottle::default();
        let mut on_progress = |progress: Progress| {
            if due.due(&progress) {
                // The studio may have quit: nobody to tell.
                let _ = tx.send(Event::FillProgress { job, progress });
            }
        };
        let outcome = run(&flag, &mut on_progress);
        Event::FillDone { job, outcome }
    });
    app.fill = Some(FillRun {
        cancel,
        job,
        base: app.doc.puzzle().grid.clone(),
        generation,
        mode,
        progress: None,
        started: Instant::now(),
    });
    app.view.say(match (optimal, mode) {
        (true, _) => {
            "best fill: searching for the top total score, up to 2 min (Esc cancels)".to_string()
        }
        (false, FillMode::Fill) => "autofill running… (Esc cancels)".to_string(),
        (false, FillMode::Refill) => "refill running… (Esc cancels)".to_string(),
    });
}

/// Autofill's threads: config.toml's `threads`, else the machine's cores less one, so the
/// interface (and the viability map) never waits on a fill.
fn fill_threads(app: &Studio) -> usize {
    app.settings
        .fill_threads
        .unwrap_or_else(|| crate::fill::default_threads().saturating_sub(1))
        .clamp(1, MAX_THREADS)
}

/// More search threads than this only thrash.
const MAX_THREADS: usize = 256;

/// Progress is posted at most this often, and whenever a better fill is found.
const PROGRESS_EVERY: Duration = Duration::from_millis(50);

/// Which progress reports are worth posting.
#[derive(Default)]
struct ProgressThrottle {
    last: Option<Instant>,
    best: Option<f64>,
}

impl ProgressThrottle {
    fn due(&mut self, p: &Progress) -> bool {
        let stale = self.last.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY);
        if stale || p.best_score != self.best {
            self.last = Some(Instant::now());
            self.best = p.best_score;
            return true;
        }
        false
    }
}

/// Waits for the running fill to end (tests and scripts), handling whatever else arrives.
pub fn wait_fill(app: &mut Studio, limit: Duration) {
    let until = Instant::now() + limit;
    while app.fill.is_some() {
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return;
        }
        if let Some(event) = app.services.next(Some(left)) {
            handle(app, event);
        }
    }
}

/// Turns a finished fill into a proposal or a message; a result for an older edit
/// generation than the puzzle's is dropped, since it was computed for another puzzle.
pub(super) fn finish_fill(app: &mut Studio, generation: u64, mode: FillMode, outcome: FillOutcome) {
    if generation != app.doc.generation() {
        app.view
            .say("autofill result dropped: the puzzle changed meanwhile");
        return;
    }
    match outcome {
        FillOutcome::Filled(f) => {
            let cells: BTreeSet<Pos> = f
                .grid
                .positions()
                .filter(|&p| f.grid.cell(p) != app.doc.puzzle().grid.cell(p))
                .collect();
            let replaced = match mode {
                FillMode::Refill => format!(", {} letters replaced", f.replaced),
                FillMode::Fill => String::new(),
            };
            let best = match &f.optimality {
                Some(o) if o.proven => format!(", proven best: total {}", o.total),
                Some(o) => format!(", total {} (best not proven; at most {})", o.total, o.bound),
                None => String::new(),
            };
            // A region fill that could not keep its surroundings alive says what it kills.
            let dead = if f.dead_outside.is_empty() {
                String::new()
            } else {
                let named: Vec<String> = f
                    .dead_outside
                    .iter()
                    .map(|&id| app.slots.get(id))
                    .map(|s| {
                        format!(
                            "{} {}",
                            s.label(),
                            s.pattern(&f.grid, &app.doc.puzzle().alphabet)
                        )
                    })
                    .collect();
                format!("; leaves {} dead", named.join(", "))
            };
            app.view.say(format!(
                "autofill: {} squares proposed{replaced}, average score {:.1}{best}{dead} — Ctrl-A accepts, Esc rejects",
                cells.len(),
                f.average_score
            ));
            app.doc.propose(Proposal {
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
            app.view.say_until_edit(msg);
            app.view.mark(slot.into_iter().chain(hardest).collect());
        }
        FillOutcome::TimedOut { hardest, .. } if !hardest.is_empty() => {
            app.view.say_until_edit(format!(
                "autofill timed out; hardest: {}",
                slot_labels(app, &hardest)
            ));
            app.view.mark(hardest);
        }
        FillOutcome::TimedOut { .. } => app.view.say("autofill timed out"),
        FillOutcome::Cancelled(_) => app.view.say("autofill cancelled".to_string()),
        FillOutcome::Panicked(msg) => {
            app.view
                .say(format!("autofill failed: internal error: {msg}"));
        }
    }
}

/// The labels ("51A") of slots of the current grid, space-separated.
fn slot_labels(app: &Studio, ids: &[crate::grid::SlotId]) -> String {
    let labels: Vec<String> = ids
        .iter()
        .filter(|id| id.0 < app.slots.len())
        .map(|&id| app.slots.get(id).label())
        .collect();
    labels.join(" ")
}

pub(super) fn accept_proposal(app: &mut Studio) {
    let Some(p) = app.doc.take_proposal() else {
        app.view.say("no proposal to accept");
        return;
    };
    // Filled letters stay unlocked so a later fill may replace them.
    edit(app, |pz| {
        for &q in &p.cells {
            let _ = pz.grid.set(q, p.grid.cell(q));
            pz.locked.remove(&q);
        }
    });
    app.view.say(format!("accepted {} letters", p.cells.len()));
}
