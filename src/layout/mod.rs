//! Freeform layout: a compact crossword from a list of answers and clues.
