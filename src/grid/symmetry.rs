//! Symmetry modes: which squares must mirror a block placed at a given square.

use super::Pos;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How blocks are mirrored across the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Symmetry {
    /// No symmetry: a block stands alone.
    None,
    /// 180° rotation about the centre, the American standard.
    #[default]
    Rotational,
    /// Mirror image across the vertical centre line.
    MirrorLeftRight,
    /// Mirror image across the horizontal centre line.
    MirrorTopBottom,
    /// Mirror image across the main (top-left to bottom-right) diagonal; square grids only.
    Diagonal,
    /// 90° rotation about the centre (four partners); square grids only.
    FourWay,
}

impl Symmetry {
    /// Every mode, in the order a "cycle symmetry" key steps through them.
    pub const ALL: [Symmetry; 6] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Diagonal,
        Symmetry::FourWay,
    ];

    /// Whether the mode can apply to a grid of this size (diagonal and four-way need a square).
    pub fn fits(self, width: usize, height: usize) -> bool {
        match self {
            Symmetry::Diagonal | Symmetry::FourWay => width == height,
            _ => true,
        }
    }

    /// The next mode in [`Symmetry::ALL`] that fits the grid, wrapping around.
    pub fn next_for(self, width: usize, height: usize) -> Symmetry {
        let i = Self::ALL.iter().position(|&s| s == self).unwrap_or(0);
        (1..=Self::ALL.len())
            .map(|k| Self::ALL[(i + k) % Self::ALL.len()])
            .find(|s| s.fits(width, height))
            .unwrap_or(Symmetry::None)
    }

    /// The square itself and its partners under this mode, without repeats.
    /// Callers check [`Symmetry::fits`] first; a mode that does not fit yields the square alone.
    pub fn partners(self, pos: Pos, width: usize, height: usize) -> Vec<Pos> {
        let (r, c) = (pos.row, pos.col);
        let (h1, w1) = (height - 1, width - 1);
        let mut out = vec![pos];
        if !self.fits(width, height) {
            return out;
        }
        let others: &[Pos] = &match self {
            Symmetry::None => vec![],
            Symmetry::Rotational => vec![Pos::new(h1 - r, w1 - c)],
            Symmetry::MirrorLeftRight => vec![Pos::new(r, w1 - c)],
            Symmetry::MirrorTopBottom => vec![Pos::new(h1 - r, c)],
            Symmetry::Diagonal => vec![Pos::new(c, r)],
            Symmetry::FourWay => vec![
                Pos::new(c, w1 - r),
                Pos::new(h1 - r, w1 - c),
                Pos::new(h1 - c, r),
            ],
        };
        for &p in others {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// A short name for status lines and flags.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::MirrorLeftRight => "mirror-left-right",
            Symmetry::MirrorTopBottom => "mirror-top-bottom",
            Symmetry::Diagonal => "diagonal",
            Symmetry::FourWay => "four-way",
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .iter()
            .copied()
            .find(|m| m.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<_> = Self::ALL.iter().map(|m| m.name()).collect();
                format!("unknown symmetry {s:?}; one of {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_of_each_mode() {
        let p = Pos::new(0, 1);
        assert_eq!(Symmetry::None.partners(p, 5, 5), vec![p]);
        assert_eq!(
            Symmetry::Rotational.partners(p, 5, 5),
            vec![p, Pos::new(4, 3)]
        );
        assert_eq!(
            Symmetry::MirrorLeftRight.partners(p, 5, 5),
            vec![p, Pos::new(0, 3)]
        );
        assert_eq!(
            Symmetry::MirrorTopBottom.partners(p, 5, 5),
            vec![p, Pos::new(4, 1)]
        );
        assert_eq!(
            Symmetry::Diagonal.partners(p, 5, 5),
            vec![p, Pos::new(1, 0)]
        );
        assert_eq!(
            Symmetry::FourWay.partners(p, 5, 5),
            vec![p, Pos::new(1, 4), Pos::new(4, 3), Pos::new(3, 0)]
        );
        let centre = Pos::new(2, 2);
        assert_eq!(Symmetry::FourWay.partners(centre, 5, 5), vec![centre]);
    }

    #[test]
    fn square_only_modes_are_skipped_on_rectangles() {
        assert!(!Symmetry::Diagonal.fits(5, 7));
        assert_eq!(Symmetry::MirrorTopBottom.next_for(5, 7), Symmetry::None);
        assert_eq!(Symmetry::MirrorTopBottom.next_for(5, 5), Symmetry::Diagonal);
        assert_eq!("Four-Way".parse::<Symmetry>(), Ok(Symmetry::FourWay));
    }
}
