//! The studio's background services: words, rescoring, viability, meaning and fill each run
//! as a job on a worker thread and post their result, tagged with the key it was computed for
//! (an edit generation, an alphabet, a rescoring number), to **one** channel. The event loop
//! blocks on that channel, terminal input included; nothing polls. A job that panics posts
//! [`Event::ServiceFailed`] instead of vanishing, so the studio can say so.

use super::events::Event;
pub use super::events::Service;
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// The background services' one channel.
#[derive(Debug)]
pub struct Services {
    tx: Sender<Event>,
    rx: Receiver<Event>,
}

impl Default for Services {
    fn default() -> Self {
        let (tx, rx) = channel();
        Services { tx, rx }
    }
}

impl Services {
    /// A sender for a job that posts several events (a fill's progress).
    pub fn sender(&self) -> Sender<Event> {
        self.tx.clone()
    }

    /// Runs `work` on a worker thread and posts the event it returns; a panic posts
    /// [`Event::ServiceFailed`] for `service` with the panic's message.
    pub fn spawn<F>(&self, service: Service, work: F)
    where
        F: FnOnce() -> Event + Send + 'static,
    {
        let tx = self.tx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("gridwright-{service:?}").to_lowercase())
            .spawn({
                let tx = tx.clone();
                move || {
                    let event = match std::panic::catch_unwind(AssertUnwindSafe(work)) {
                        Ok(event) => event,
                        Err(panic) => Event::ServiceFailed {
                            service,
                            message: panic_message(panic.as_ref()),
                        },
                    };
                    // The studio may be gone (quitting): nobody to tell.
                    let _ = tx.send(event);
                }
            });
        if let Err(e) = spawned {
            let _ = tx.send(Event::ServiceFailed {
                service,
                message: format!("cannot start a thread: {e}"),
            });
        }
    }

    /// The next event if one is waiting.
    pub fn try_next(&self) -> Option<Event> {
        self.rx.try_recv().ok()
    }

    /// Blocks for the next event, at most `limit` (`None`: until one comes).
    pub fn next(&self, limit: Option<Duration>) -> Option<Event> {
        match limit {
            None => self.rx.recv().ok(),
            Some(d) => self.rx.recv_timeout(d).ok(),
        }
    }
}

/// The text of a panic's payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_posts_its_result_and_a_panic_is_reported() {
        let s = Services::default();
        s.spawn(Service::Rescore, || Event::Tick(std::time::Instant::now()));
        assert!(matches!(
            s.next(Some(Duration::from_secs(60))),
            Some(Event::Tick(_))
        ));
        s.spawn(Service::Viability, || panic!("boom"));
        match s.next(Some(Duration::from_secs(60))) {
            Some(Event::ServiceFailed { service, message }) => {
                assert_eq!(service, Service::Viability);
                assert_eq!(message, "boom");
            }
            other => panic!("{other:?}"),
        }
    }
}
