//! The message log: every message the studio showed, with its time, for `:messages`.
//!
//! The message line shows only the newest; a message that scrolled away (a fill's verdict
//! while the user typed on) stays readable here.

use std::collections::VecDeque;

/// How many messages the log keeps.
pub const LOG_LIMIT: usize = 100;

/// One logged message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logged {
    /// When it was shown (Unix seconds).
    pub at: i64,
    /// What it said.
    pub text: String,
}

/// The last [`LOG_LIMIT`] messages, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MessageLog {
    entries: VecDeque<Logged>,
}

impl MessageLog {
    /// Records `text` shown at `at`, dropping the oldest past the limit.
    pub fn push(&mut self, at: i64, text: String) {
        if self.entries.len() == LOG_LIMIT {
            self.entries.pop_front();
        }
        self.entries.push_back(Logged { at, text });
    }

    /// The messages, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Logged> + ExactSizeIterator {
        self.entries.iter()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// `HH:MM:SS` of a Unix time, in UTC like every time the studio shows.
pub fn clock(unix: i64) -> String {
    let s = unix.rem_euclid(86_400);
    format!("{:02}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_last_hundred_in_order() {
        let mut log = MessageLog::default();
        for i in 0..(LOG_LIMIT + 5) {
            log.push(i as i64, format!("m{i}"));
        }
        assert_eq!(log.len(), LOG_LIMIT);
        assert_eq!(log.iter().next().map(|l| l.text.as_str()), Some("m5"));
        assert_eq!(
            log.iter().last().map(|l| l.text.as_str()),
            Some(format!("m{}", LOG_LIMIT + 4).as_str())
        );
    }

    #[test]
    fn clock_reads_utc() {
        assert_eq!(clock(0), "00:00:00");
        assert_eq!(clock(3 * 3600 + 25 * 60 + 7), "03:25:07");
    }
}
