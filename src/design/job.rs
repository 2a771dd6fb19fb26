//! A design search on a worker thread: progress events over a channel, a cancel handle, one
//! report at the end (the shape of [`crate::fill::job`], for the studio's gallery).

use super::search::{RunError, design};
use super::{DesignProgress, DesignReport, DesignRequest};
use crate::words::WordTables;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// What a design job reports.
#[derive(Debug, Clone, PartialEq)]
pub enum DesignEvent {
    /// After an attempt.
    Progress(DesignProgress),
    /// The search ended (or was refused).
    Done(Result<DesignReport, RunError>),
}

/// A design search running on its own thread.
pub struct DesignJob {
    cancel: Arc<AtomicBool>,
    events: Receiver<DesignEvent>,
    handle: Option<JoinHandle<()>>,
}

impl DesignJob {
    /// Starts `req` on a worker thread (which runs the search's own threads).
    pub fn spawn(req: DesignRequest, tables: Arc<WordTables>) -> DesignJob {
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, events) = channel();
        let flag = Arc::clone(&cancel);
        let handle = std::thread::Builder::new()
            .name("gridwright-design".into())
            .spawn(move || {
                let progress_tx = Mutex::new(tx.clone());
                let on_progress = |p: &DesignProgress| {
                    let tx = progress_tx.lock().unwrap_or_else(|e| e.into_inner());
                    let _ = tx.send(DesignEvent::Progress(p.clone()));
                };
                let report = design(&req, &tables, &flag, &on_progress);
                // The receiver may be gone (the studio moved on); that is fine.
                let _ = tx.send(DesignEvent::Done(report));
            })
            .ok();
        DesignJob {
            cancel,
            events,
            handle,
        }
    }

    /// Asks the search to stop; it ends with the designs found so far.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The next event, waiting up to `timeout`; `None` when none came.
    pub fn next_event(&self, timeout: Duration) -> Option<DesignEvent> {
        match self.events.recv_timeout(timeout) {
            Ok(e) => Some(e),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Waits for the report, handing each progress event to `on_progress`.
    pub fn wait(
        mut self,
        mut on_progress: impl FnMut(&DesignProgress),
    ) -> Option<Result<DesignReport, RunError>> {
        let mut out = None;
        while let Ok(e) = self.events.recv() {
            match e {
                DesignEvent::Progress(p) => on_progress(&p),
                DesignEvent::Done(r) => {
                    out = Some(r);
                    break;
                }
            }
        }
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
        out
    }
}

impl Drop for DesignJob {
    /// A job dropped unfinished is cancelled, so its threads do not run on unseen.
    fn drop(&mut self) {
        self.cancel();
    }
}
