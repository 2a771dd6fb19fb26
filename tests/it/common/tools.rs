//! The programs outside Rust some tests drive (Chromium with Node.js and playwright-core,
//! poppler's pdftoppm and pdftotext, Python's `ipuz` package). Where one is missing a test
//! says so and checks what it can without it, except under [`REQUIRE`]`=1` (`.ci/run` sets
//! it after `.ci/install` installed them all): there a missing tool fails the test, so a
//! broken install cannot pass as a skip.

/// The environment variable that turns a missing tool into a failure.
pub const REQUIRE: &str = "GRIDWRIGHT_REQUIRE_TOOLS";

/// Whether the tools are required here (CI).
pub fn required() -> bool {
    std::env::var(REQUIRE).is_ok_and(|v| v.trim() == "1")
}

/// Reports that `what` is missing and what the test does instead: a failure when the tools
/// are required, else a line on stderr.
pub fn missing(what: &str, instead: &str) {
    assert!(
        !required(),
        "{what}, and {REQUIRE}=1 requires it (.ci/install installs it)"
    );
    eprintln!("{what}: {instead}");
}
