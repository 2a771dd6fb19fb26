//! Dates: ipuz wants `MM/DD/YYYY` (the `ipuz` reference reader refuses anything else), while
//! `.xd` and most metadata say `YYYY-MM-DD`. The writer converts what it can and keeps the
//! model's own text in our extension, so a round trip gives back the same date.

/// The date in the ipuz form when it is an ISO date (`2024-01-05` → `01/05/2024`); any
/// other text unchanged.
pub(super) fn to_ipuz(date: &str) -> String {
    let t = date.trim();
    let parts: Vec<&str> = t.split(['-', '/']).collect();
    match parts.as_slice() {
        [y, m, d] if y.len() == 4 && valid(y, m, d) => {
            format!("{:0>2}/{:0>2}/{y}", m.trim(), d.trim())
        }
        _ => date.to_string(),
    }
}

/// Whether the text is a date in the ipuz form (`M/D/YYYY`, one or two digits each).
pub(super) fn is_ipuz(date: &str) -> bool {
    match date.split('/').collect::<Vec<_>>().as_slice() {
        [m, d, y] => {
            y.len() == 4
                && (1..=2).contains(&m.len())
                && (1..=2).contains(&d.len())
                && valid(y, m, d)
        }
        _ => false,
    }
}

/// Digits only, a month 1–12 and a day that month can have.
fn valid(y: &str, m: &str, d: &str) -> bool {
    let num = |s: &str| {
        (!s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let (Some(y), Some(m), Some(d)) = (num(y), num(m), num(d)) else {
        return false;
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => 0,
    };
    (1..=days).contains(&d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_dates_become_the_ipuz_form_and_others_stay() {
        assert_eq!(to_ipuz("1955-01-09"), "01/09/1955");
        assert!(is_ipuz(&to_ipuz("1955-01-09")));
        assert_eq!(to_ipuz("3/4/2020"), "3/4/2020");
        assert!(is_ipuz("3/4/2020"));
        assert_eq!(to_ipuz("Sunday"), "Sunday");
        assert!(!is_ipuz("Sunday"));
        assert!(!is_ipuz("02/30/2021"));
        assert!(!is_ipuz("2021-01-01"));
    }
}
