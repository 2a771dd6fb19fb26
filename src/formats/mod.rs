//! Puzzle files: Across Lite `.puz`, `.ipuz`, plain text and printable output.
