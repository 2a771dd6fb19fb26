//! `:design [WxH]`: block patterns designed around the puzzle's theme entries, in the
//! background. A small form (size, theme entries — the `:include` ones to begin with — and
//! a word ceiling) starts the search on the design service; its progress is on the status
//! line, Esc stops it (showing what it found), any edit cancels it, and a result for an
//! older edit generation is dropped. The designs then open in the [gallery](gallery).

mod form;
mod gallery;

pub use crate::tui::panels::design::{
    Ask, DesignField, DesignForm, DesignRun, DesignState, Found, Setup,
};
pub use form::form_mode;
pub use gallery::{gallery_mode, puzzle_of};

use super::call::Call;
use super::events::Event;
use super::services::Service;
use super::studio::{Mode, Studio};
use crate::design::{DesignProgress, DesignReport, DesignRequest, End, RunError};
use crate::grid::Symmetry;
use crate::tui::view::{CommandError, Said};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How many designs the studio asks for: a gallery to choose from, found in seconds.
pub const GALLERY_COUNT: usize = 5;
/// How long a studio search may run before it shows what it has (the minute).
pub const DESIGN_TIMEOUT: Duration = Duration::from_secs(60);
/// Time each design's fill is polished for (the CLI's `--polish` default).
pub const DESIGN_POLISH: Duration = Duration::from_secs(1);
/// Progress is posted at most this often (designs found are always posted).
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

impl Studio {
    /// The design search and the gallery's designs.
    pub fn design(&self) -> &DesignState {
        &self.design
    }
}

/// `:design [WxH]`: opens the form with the size (the grid's by default) and the puzzle's
/// `:include` entries filled in.
pub fn design_command(app: &mut Studio, call: Call<'_>) -> Said {
    let g = &app.doc.puzzle().grid;
    let size = match call.arg.trim() {
        "" => format!("{}x{}", g.width(), g.height()),
        arg => match crate::grid::parse_size(arg).map_err(|e| e.to_string()) {
            Ok((w, h)) => format!("{w}x{h}"),
            Err(e) => {
                return Err(CommandError::new(e));
            }
        },
    };
    form::open(app, size);
    Ok(None)
}

/// Starts a search for `ask` on the design service; the reason it cannot start otherwise.
pub fn start(app: &mut Studio, ask: Ask) -> Result<(), String> {
    let tables = app.words_for("design refused")?.tables.clone();
    let alphabet = tables.alphabet().clone();
    let mut theme = Vec::new();
    let mut theme_words = Vec::new();
    for typed in &ask.theme {
        let (answer, pin) =
            crate::design::split_pinned(typed).map_err(|e| format!("theme entry {typed}: {e}"))?;
        let letters =
            crate::fill::rules::encode_entry(answer, &alphabet).map_err(|e| e.to_string())?;
        theme.push(crate::design::ThemeEntry {
            answer: letters,
            pin,
        });
        theme_words.push(answer.trim().to_string());
    }
    let (width, height) = ask.size;
    let pz = app.doc.puzzle();
    let mut req = DesignRequest::new(width, height);
    req.symmetry = match pz.meta.symmetry {
        s if s != Symmetry::None && s.fits(width, height) => s,
        _ => Symmetry::Rotational,
    };
    req.rules.min_entry = pz.meta.min_entry_len.max(3);
    req.rules.max_words = ask.max_words;
    req.theme = theme;
    req.count = GALLERY_COUNT;
    req.seed = fastrand::u64(..);
    req.threads = threads(app);
    req.timeout = Some(DESIGN_TIMEOUT);
    req.max_attempts = None;
    // The studio's seed is drawn anew each time, so nothing is lost by polishing the fill.
    req.polish = DESIGN_POLISH;
    req.check(&alphabet).map_err(|e| e.to_string())?;
    let setup = Setup {
        alphabet,
        symmetry: req.symmetry,
        theme_words,
        min_entry: req.rules.min_entry,
        themeless: req.theme.is_empty(),
    };
    let what = match req.theme.len() {
        0 => format!("themeless, at most {} words", req.word_ceiling()),
        1 => "around 1 theme entry".to_string(),
        n => format!("around {n} theme entries"),
    };
    spawn(app, req, tables, setup);
    app.view.say(format!(
        "design: searching {width}×{height} patterns {what}, up to {} s (Esc stops)",
        DESIGN_TIMEOUT.as_secs()
    ));
    Ok(())
}

/// Runs the search on the design service, its progress and report tagged with a job number
/// and the edit generation it was started for.
fn spawn(app: &mut Studio, req: DesignRequest, tables: Arc<crate::fill::WordTables>, setup: Setup) {
    // A newer search replaces an older one (dropping it cancels it).
    app.design.run = None;
    app.design.jobs += 1;
    let job = app.design.jobs;
    let generation = app.doc.generation();
    let cancel = Arc::new(AtomicBool::new(false));
    let (flag, tx) = (Arc::clone(&cancel), app.services.sender());
    app.services.spawn(Service::Design, move || {
        let last = std::sync::Mutex::new((None::<Instant>, 0usize));
        let on_progress = |p: &DesignProgress| {
            let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
            let stale = last.0.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY);
            if stale || p.found != last.1 {
                *last = (Some(Instant::now()), p.found);
                // The studio may have quit: nobody to tell.
                let _ = tx.send(Event::DesignProgress {
                    job,
                    progress: p.clone(),
                });
            }
        };
        let report = crate::design::design(&req, &tables, &flag, &on_progress);
        Event::DesignDone {
            job,
            generation,
            report,
        }
    });
    app.design.run = Some(DesignRun {
        cancel,
        job,
        generation,
        progress: None,
        stopping: false,
        started: Instant::now(),
        setup,
    });
}

/// The design search's threads: fill's (config.toml's `threads`, else the cores less one),
/// so the interface never waits on it.
fn threads(app: &Studio) -> usize {
    app.settings
        .fill_threads
        .unwrap_or_else(|| crate::fill::default_threads().saturating_sub(1))
        .clamp(1, 256)
}

/// A progress report: kept when it is the running search's.
pub fn progress(app: &mut Studio, job: u64, progress: DesignProgress) {
    if let Some(run) = app.design.run.as_mut().filter(|r| r.job == job) {
        run.progress = Some(progress);
    }
}

/// The search ended: its designs open in the gallery, unless it is not the running search
/// (cancelled, replaced) or the puzzle changed since it started.
pub fn done(app: &mut Studio, job: u64, generation: u64, report: Result<DesignReport, RunError>) {
    let Some(run) = app.design.run.take_if(|r| r.job == job) else {
        return;
    };
    if generation != app.doc.generation() || run.generation != generation {
        app.view
            .say("design result dropped: the puzzle changed meanwhile");
        return;
    }
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            app.view.say(format!("design refused: {e}"));
            return;
        }
    };
    if report.designs.is_empty() {
        app.view.say(none_found(&report, &run));
        return;
    }
    let n = report.designs.len();
    app.view.say(format!(
        "design: {n} {} in {:.1} s{}{} — ←/→ browse, Enter takes one, f keeps the pattern only",
        if n == 1 { "design" } else { "designs" },
        report.elapsed.as_secs_f64(),
        match report.end {
            End::Cancelled => ", stopped",
            End::TimedOut => ", at the time limit",
            _ => "",
        },
        if report.relaxed {
            "; none kept the house rules, each says what it breaks"
        } else {
            ""
        }
    ));
    app.design.found = Some(Found {
        designs: report.designs,
        setup: run.setup.clone(),
    });
    app.view.mode = Mode::Gallery { selected: 0 };
}

/// Why a search ended with no design, in the studio's words.
fn none_found(report: &DesignReport, run: &DesignRun) -> String {
    match report.end {
        End::Impossible => "design: no design exists — the theme entries cannot be placed as \
                            whole entries under these rules"
            .into(),
        End::Cancelled if run.stopping => "design stopped: no design found yet".into(),
        End::Cancelled => "design cancelled".into(),
        _ => format!(
            "design: none found in {:.0} s ({} patterns tried) — try a higher word ceiling{}",
            report.elapsed.as_secs_f64(),
            report.attempts,
            if run.setup.themeless {
                ""
            } else {
                " or fewer theme entries"
            }
        ),
    }
}

/// Esc while a search runs: it stops and shows what it found. Returns whether one ran.
pub fn stop(app: &mut Studio) -> bool {
    match app.design.run.as_mut() {
        Some(run) if !run.stopping => {
            run.stopping = true;
            run.cancel.store(true, Ordering::Relaxed);
            app.view.say("design: stopping…");
            true
        }
        // A second Esc drops it.
        Some(_) => {
            app.design.run = None;
            app.view.say("design cancelled");
            true
        }
        None => false,
    }
}

/// The status line's piece for a running search.
pub fn status_text(app: &Studio) -> Option<String> {
    let run = app.design.run.as_ref()?;
    let secs = run.started.elapsed().as_secs_f64();
    Some(match &run.progress {
        _ if run.stopping => "design stopping ".into(),
        Some(p) => {
            // The clock moves between reports; a report's own time is never taken back.
            let secs = secs.max(p.elapsed.as_secs_f64());
            format!(
                "design {}/{} · {} tried · {} dead ends · {} patterns · {secs:.0}s ",
                p.found, p.wanted, p.attempts, p.dead_ends, p.fills
            )
        }
        None => format!("design starting · {secs:.0}s "),
    })
}
