//! A fill on a worker thread: progress events over a channel, a cancel handle, one outcome.
//!
//! A worker that panics (a bug) ends with [`FillOutcome::Panicked`] and the panic's
//! message, so the studio and the CLI report an internal error rather than a cancel.

use super::problem::FillOptions;
use super::run::{FillOutcome, Progress, fill};
use crate::grid::Grid;
use crate::words::tables::WordTables;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Progress events are sent at most this often.
const PROGRESS_EVERY: Duration = Duration::from_millis(50);

/// What a job reports.
#[derive(Debug, Clone, PartialEq)]
pub enum JobEvent {
    /// How far the search is.
    Progress(Progress),
    /// The final outcome; nothing follows it.
    Done(FillOutcome),
}

/// A running fill.
pub struct FillJob {
    cancel: Arc<AtomicBool>,
    events: Receiver<JobEvent>,
    handle: Option<JoinHandle<()>>,
}

impl FillJob {
    /// Starts filling `grid` on a new thread.
    pub fn spawn(grid: Grid, tables: Arc<WordTables>, opts: FillOptions) -> FillJob {
        FillJob::spawn_with(move |cancel, on_progress| {
            fill(&grid, &tables, &opts, cancel, on_progress)
        })
    }

    /// Starts `run` on a new thread, with the cancel flag and progress channel of a fill
    /// (an optimal fill runs this way).
    pub fn spawn_with<F>(run: F) -> FillJob
    where
        F: FnOnce(&AtomicBool, &mut dyn FnMut(Progress)) -> FillOutcome + Send + 'static,
    {
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, events) = channel();
        let flag = Arc::clone(&cancel);
        let failed_tx = tx.clone();
        let handle = std::thread::Builder::new()
            .name("gridwright-fill".into())
            .spawn(move || {
                let mut last = Instant::now() - PROGRESS_EVERY;
                let mut last_best = None;
                let progress_tx = tx.clone();
                let mut on_progress = |p: Progress| {
                    // A better fill is always news; counters only every so often.
                    if last.elapsed() >= PROGRESS_EVERY || p.best_score != last_best {
                        last = Instant::now();
                        last_best = p.best_score;
                        let _ = progress_tx.send(JobEvent::Progress(p));
                    }
                };
                // The search holds no state another thread shares, so nothing is left
                // half-changed by a panic: unwinding is safe to catch here.
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run(&flag, &mut on_progress)
                }))
                .unwrap_or_else(|payload| FillOutcome::Panicked(panic_message(payload.as_ref())));
                // The receiver may be gone (the studio moved on); that is fine.
                let _ = tx.send(JobEvent::Done(outcome));
            })
            .map_err(|e| {
                let msg = format!("cannot start the fill thread: {e}");
                let _ = failed_tx.send(JobEvent::Done(FillOutcome::Panicked(msg)));
            })
            .ok();
        drop(failed_tx);
        FillJob {
            cancel,
            events,
            handle,
        }
    }

    /// Asks the search to stop; it reports `Cancelled` within a few milliseconds.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The next event if one is waiting, without blocking.
    pub fn try_event(&self) -> Option<JobEvent> {
        match self.events.try_recv() {
            Ok(e) => Some(e),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(JobEvent::Done(vanished())),
        }
    }

    /// Waits up to `timeout` for the next event.
    pub fn next_event(&self, timeout: Duration) -> Option<JobEvent> {
        self.events.recv_timeout(timeout).ok()
    }

    /// Blocks until the outcome, passing progress events to `on_progress`.
    pub fn wait(mut self, mut on_progress: impl FnMut(&Progress)) -> FillOutcome {
        let outcome = loop {
            match self.events.recv() {
                Ok(JobEvent::Progress(p)) => on_progress(&p),
                Ok(JobEvent::Done(o)) => break o,
                Err(_) => break vanished(),
            }
        };
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
        outcome
    }
}

/// The outcome of a worker that ended without one: it cannot happen unless the thread was
/// killed, and it is no cancel either.
fn vanished() -> FillOutcome {
    FillOutcome::Panicked("the fill thread stopped without a result".into())
}

/// The text a panic was raised with (`panic!("…")`), or a note that it had none.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

impl Drop for FillJob {
    fn drop(&mut self) {
        // A dropped job must not keep a core busy.
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_that_panics_is_an_internal_error_with_its_message() {
        let job = FillJob::spawn_with(|_, _| panic!("slot table out of step"));
        match job.wait(|_| {}) {
            FillOutcome::Panicked(msg) => assert_eq!(msg, "slot table out of step"),
            other => panic!("not reported as a panic: {other:?}"),
        }
        let n = 7;
        let job = FillJob::spawn_with(move |_, _| panic!("bad index {n}"));
        let mut event = None;
        while event.is_none() {
            event = job.next_event(Duration::from_secs(5));
        }
        assert_eq!(
            event,
            Some(JobEvent::Done(FillOutcome::Panicked("bad index 7".into())))
        );
    }
}
