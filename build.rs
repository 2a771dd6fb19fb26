//! Build script: puts the git commit into `gridwright --version` when built from a clone,
//! and embeds the grid templates of `templates/`.
//!
//! Sets `GRIDWRIGHT_COMMIT` to ` (commit abcdef123456)`, or to nothing when there is no git
//! or no repository (a crates.io or release tarball builds the same, without the commit).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let suffix = match commit() {
        Some(hash) => format!(" (commit {hash})"),
        None => String::new(),
    };
    println!("cargo:rustc-env=GRIDWRIGHT_COMMIT={suffix}");
    embed_templates();
}

/// Writes `$OUT_DIR/templates.rs`: a slice of (file name, `include_str!` of the file) for
/// every `templates/*.txt`, sorted, so a new template file needs no code change.
fn embed_templates() {
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("templates");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "txt"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut code = String::from("&[\n");
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        code.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    code.push_str("]\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out.join("templates.rs"), code).expect("write OUT_DIR/templates.rs");
}

/// The short hash of HEAD, and the files whose change means a new HEAD registered with
/// cargo; `None` outside a git work tree or without git.
fn commit() -> Option<String> {
    // A tarball unpacked inside some other repository is not built "from git": only a
    // work tree whose top is this package counts.
    let top = PathBuf::from(git(&["rev-parse", "--show-toplevel"])?);
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR")?);
    if top.canonicalize().ok()? != dir.canonicalize().ok()? {
        return None;
    }
    let hash = git(&["rev-parse", "--short=12", "HEAD"])?;
    if hash.is_empty() || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    // A commit moves the branch ref (or packed-refs); a checkout moves HEAD. Paths come from
    // git itself, so a linked worktree (where .git is a file) works too.
    let mut watched = vec!["HEAD".to_string(), "packed-refs".to_string()];
    if let Some(reference) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(reference);
    }
    for name in watched {
        if let Some(path) = git(&["rev-parse", "--git-path", &name]) {
            let path = dir.join(path);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    Some(hash)
}

/// One line of a git command's output, run in the package directory.
fn git(args: &[&str]) -> Option<String> {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR")?;
    let out = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    Some(text.trim().to_string())
}
