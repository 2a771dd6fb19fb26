//! The terminal studio: app state, input → actions, widgets, theme.
