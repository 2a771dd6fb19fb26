//! Bytes, integers and fragments that sit at the decision points of the formats' parsers: the
//! mutator writes them in, where random bytes would take millions of cases to hit them.
//! (`rustfmt::skip` keeps the tables a few lines each instead of one item per line.)

/// Bytes that often sit at decision points of a parser.
pub const BYTES: &[u8] = b"\x00\x01\x7f\x80\xff\n\r\t \"'\\#.,;:=[]{}-+0129AZaz\xc3\xd0\xe2";

/// Integers around limits and off-by-ones, for binary headers and numeric fields.
#[rustfmt::skip]
pub const INTS: &[u32] = &[
    0, 1, 2, 3, 4, 15, 16, 28, 29, 30, 31, 32, 64, 127, 128, 225, 255, 256, 841, 1023, 1024,
    0x7fff, 0x8000, 0xffff, 0x1_0000, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff,
];

/// Fragments useful to every text format: numbers at the edges, odd Unicode, line endings.
/// Items 4 to 12 are numbers; the mutator's number edit picks from those.
#[rustfmt::skip]
pub const GENERIC: &[&str] = &[
    "\n", "\r\n", "\u{feff}", "\0", "-1", "0", "-0", "1e400", "9223372036854775808",
    "18446744073709551616", "99999999999999999999", "4294967296", "65536", "NaN", "é", "Ё",
    "ß", "ﬁ", "\u{0301}", "\u{10ffff}", "🧩", "İ", "ǅ", "\\u0000", "\\ud800", "\"", "'",
];

/// Slot files, themes and config.toml: table headers and the keys each reader knows.
#[rustfmt::skip]
pub const TOML: &[&str] = &[
    "[puzzle]", "[puzzle.meta]", "[[puzzle.clues]]", "format = ", "created = ", "saved = ",
    "slot = ", "grid = [", "locked = [[0, 0]]", "alphabet = \"", "number = ",
    "direction = \"down\"", "text = \"", "symmetry = \"", "min_entry_len = ", "title = '''",
    "\"\"\"", " = ", "[", "]", "{", "}", ",", "#", ".", "\"#\"", "inf", "nan", "true",
    "1979-05-27T07:32:00Z", "0x7f", "1_0", "\\u00e9", "\\U0010FFFF", "name = ",
    "cursor = \"#ff00ff\"", "Rgb", "width = ", "height = ", "theme = ", "min_score = ",
    "word_lists = [\"", "symmetry = \"diagonal\"",
];

/// `.ipuz` and the layout answer lists' JSON form.
#[rustfmt::skip]
pub const JSON: &[&str] = &[
    "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "\"#\"", "{\"cell\":0}",
    "\"dimensions\":{\"width\":3,\"height\":3}", "\"puzzle\":", "\"solution\":", "\"clues\":",
    "\"Across\":", "\"Down\":", "\"block\":", "\"empty\":", "\"kind\":", "\"charset\":",
    "{\"number\":1,\"clue\":\"x\"}", "[1,\"x\"]", "\"answer\":", "\"meta\":", "\"clue\":",
    "1e999", "-0.0", "\"\\u0000\"", "\"\\ud800\"", "[[[[[[[[", "]]]]]]]]",
];

/// Text grids, word lists and plain answer lists: grid squares, clue headers, separators.
#[rustfmt::skip]
pub const TEXT: &[&str] = &[
    "#", ".", "Across:", "Down:\n", "; Alphabet: ", "; Symmetry: ", "; Title: ", "; Notes: \\",
    "1. ", "12) ", "A1. ", "D2. ", " ~ ", "\t", ";", ",", ": ", " - ", " — ", "## Grid\n\n",
    "## Clues\n\n", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "...............\n", "#####", "КОТ",
];

/// `.puz`: the magic, version strings and extra-section names.
#[rustfmt::skip]
pub const PUZ: &[&str] = &[
    "ACROSS&DOWN\0", "ICHEATED", "1.3\0", "2.0\0", "GRBS", "RTBL", "LTIM", "GEXT", "RUSR",
    "GTBL", " 0:HEART;", "\0", "\0\0\0\0", "-", ".", ":",
];
