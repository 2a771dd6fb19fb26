//! The values several commands read the same way: a grid size (`15x13`) and a number of
//! seconds (`--timeout`, `--quality`, `--seconds`, `--polish`). Messages leave the value out:
//! clap prints it as typed next to them.

use std::time::Duration;

/// The longest time a command takes in seconds: longer is surely a typo, and a bound keeps
/// deadline arithmetic far from overflow.
pub const DAY: f64 = 86_400.0;

/// `WIDTHxHEIGHT` (`15x13`, `15X13`, `15×13`) or one side for a square (`15`); the sides
/// are checked where the size is used.
pub fn size(s: &str) -> Result<(usize, usize), String> {
    crate::grid::parse_size(s).map_err(|e| e.to_string())
}

/// More than 0 seconds, at most a day (`--timeout`, `design --seconds`).
pub fn timeout(s: &str) -> Result<Duration, String> {
    seconds(s, false, DAY)
}

/// 0 seconds or more, at most a day (`--quality`).
pub fn seconds_or_zero(s: &str) -> Result<Duration, String> {
    seconds(s, true, DAY)
}

/// A number of seconds, 0 (when `zero_ok`) or more, up to `max`.
pub fn seconds(s: &str, zero_ok: bool, max: f64) -> Result<Duration, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or("not a number of seconds")?;
    if secs < 0.0 || (secs == 0.0 && !zero_ok) {
        return Err(if zero_ok {
            "must be 0 or more seconds".into()
        } else {
            "must be more than 0 seconds".into()
        });
    }
    if secs > max {
        let day = if max == DAY { " (a day)" } else { "" };
        return Err(format!("must be at most {max} seconds{day}"));
    }
    Ok(Duration::from_secs_f64(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_every_spelling() {
        assert_eq!(size("15x15"), Ok((15, 15)));
        assert_eq!(size("21×21"), Ok((21, 21)));
        assert_eq!(size(" 15X13 "), Ok((15, 13)));
        assert_eq!(size("9"), Ok((9, 9)));
        for bad in ["fifteen", "1x2x3", "x5", ""] {
            assert!(size(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn seconds_are_bounded() {
        assert_eq!(timeout("1.5"), Ok(Duration::new(1, 500_000_000)));
        assert!(timeout("0").unwrap_err().contains("more than 0"));
        assert_eq!(seconds_or_zero("0"), Ok(Duration::ZERO));
        assert!(
            timeout("86401")
                .unwrap_err()
                .contains("at most 86400 seconds")
        );
        assert!(
            seconds("3601", true, 3600.0)
                .unwrap_err()
                .contains("at most 3600")
        );
        assert!(timeout("nan").unwrap_err().contains("not a number"));
    }
}
