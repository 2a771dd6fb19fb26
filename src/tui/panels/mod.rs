//! The state of the studio's panels and forms: plain data the [`Mode`](super::mode::Mode)
//! and the [`Studio`](super::studio::Studio) hold. What changes it lives with each feature,
//! on a floor above the studio; here nothing knows the studio.

pub mod design;
pub mod form;
pub mod meaning;
pub mod past_clues;
pub mod place;
pub mod templates;
pub mod viability;
pub mod wordplay;
