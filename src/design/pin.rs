//! How a constructor writes a theme entry with its place: `ANSWER@ROW,COL,DIR` (counted from
//! 1) or `ANSWER@DIR`, read the same way by the CLI's `--theme` and the studio's form.

use super::request::Pin;
use crate::grid::{Direction, Pos};

/// Why a pin does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PinError {
    /// A direction other than across or down.
    #[error("{0:?} is not a direction (across or down)")]
    Direction(String),
    /// A row or column that is not a number from 1.
    #[error("{0:?} is not a row or column (counted from 1)")]
    Number(String),
    /// Neither `ROW,COL,DIR` nor `DIR`.
    #[error("a pin is @ROW,COL,across|down or @across|@down, not @{0}")]
    Shape(String),
}

/// Reads the part after `@`: `ROW,COL,DIR` (counted from 1) or `DIR`.
pub fn parse_pin(p: &str) -> Result<Pin, PinError> {
    let direction = |d: &str| match d.trim().to_ascii_lowercase().as_str() {
        "across" | "a" => Ok(Direction::Across),
        "down" | "d" => Ok(Direction::Down),
        other => Err(PinError::Direction(other.to_string())),
    };
    let parts: Vec<&str> = p.split(',').collect();
    match parts.as_slice() {
        [d] => Ok(Pin {
            start: None,
            direction: Some(direction(d)?),
        }),
        [r, c, d] => {
            let n = |t: &str| match t.trim().parse::<usize>() {
                Ok(v) if v >= 1 => Ok(v - 1),
                _ => Err(PinError::Number(t.trim().to_string())),
            };
            Ok(Pin {
                start: Some(Pos::new(n(r)?, n(c)?)),
                direction: Some(direction(d)?),
            })
        }
        _ => Err(PinError::Shape(p.to_string())),
    }
}

/// Splits `ANSWER[@PIN]` into the answer as written and its pin (none without `@`).
pub fn split_pinned(arg: &str) -> Result<(&str, Pin), PinError> {
    match arg.rsplit_once('@') {
        Some((answer, p)) => Ok((answer, parse_pin(p)?)),
        None => Ok((arg, Pin::default())),
    }
}

/// Splits a list of theme entries separated by commas or semicolons, where an entry may
/// carry a pin whose own commas (`@8,4,across`) do not separate entries.
pub fn split_theme_list(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // Pieces still owed to the last entry's `@ROW,COL,DIR` pin.
    let mut owed = 0;
    for piece in text.split([',', ';']) {
        if owed > 0 {
            if let Some(last) = out.last_mut() {
                last.push(',');
                last.push_str(piece.trim());
            }
            owed -= 1;
            continue;
        }
        let piece = piece.trim();
        if piece.is_empty() {
            continue;
        }
        if let Some((_, p)) = piece.rsplit_once('@')
            && p.trim().parse::<usize>().is_ok()
        {
            owed = 2;
        }
        out.push(piece.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_read_with_a_place_or_a_direction_only() {
        let pin = parse_pin("8,4,across").expect("pin");
        assert_eq!(pin.start, Some(Pos::new(7, 3)));
        assert_eq!(pin.direction, Some(Direction::Across));
        assert_eq!(
            parse_pin("down").expect("pin").direction,
            Some(Direction::Down)
        );
        assert_eq!(parse_pin("0,1,across"), Err(PinError::Number("0".into())));
        assert_eq!(parse_pin("1,2"), Err(PinError::Shape("1,2".into())));
        assert_eq!(
            parse_pin("sideways"),
            Err(PinError::Direction("sideways".into()))
        );
        let (answer, pin) = split_pinned("ICED TEA@d").expect("pin");
        assert_eq!((answer, pin.direction), ("ICED TEA", Some(Direction::Down)));
    }

    #[test]
    fn a_theme_list_keeps_the_commas_of_a_pin_together() {
        assert_eq!(
            split_theme_list("ICED TEA@8,4,across, HOT COCOA ; SODA POP@down,"),
            vec!["ICED TEA@8,4,across", "HOT COCOA", "SODA POP@down"]
        );
        assert_eq!(split_theme_list(" , ;"), Vec::<String>::new());
    }
}
