//! What installing needs: shell completions, the man page and a `--version` naming the commit.

use crate::common::isolated::gridwright_in;
use std::process::Command;

fn stdout_of(args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path()).args(args).output().expect("runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn completions_for_each_shell_name_the_subcommands_and_flags() {
    for (shell, marker) in [
        ("bash", "complete -F _gridwright"),
        ("zsh", "#compdef gridwright"),
        ("fish", "complete -c gridwright"),
    ] {
        let text = stdout_of(&["completions", shell]);
        assert!(text.contains(marker), "{shell}: no {marker:?}");
        for word in ["query", "fill", "export", "completions", "min-score"] {
            assert!(text.contains(word), "{shell} completions lack {word}");
        }
    }
}

#[test]
fn an_unknown_shell_is_refused_with_the_choices() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path())
        .args(["completions", "powershell-7"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bash") && err.contains("fish"), "{err}");
}

#[test]
fn the_man_page_is_roff_with_every_subcommand() {
    let text = stdout_of(&["man"]);
    assert!(text.contains(".TH gridwright 1"), "no title line");
    assert!(text.contains(".SH NAME") && text.contains(".SH SYNOPSIS"));
    for sub in ["query", "fill", "export", "wordplay", "completions", "man"] {
        assert!(
            text.contains(&format!("gridwright\\-{sub}(1)")),
            "{sub} missing"
        );
    }
    assert!(text.contains(env!("CARGO_PKG_VERSION")), "no version");
}

/// `man --dir` writes every page a page refers to (`gridwright-design(1)` …), each with
/// the current one-liners: import and export name every format and `--play`.
#[test]
fn man_dir_writes_every_page_the_pages_refer_to() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright_in(dir.path())
        .args(["man", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(out.status.success(), "{out:?}");
    let read = |name: &str| {
        std::fs::read_to_string(dir.path().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let pages: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".1"))
        .collect();
    assert!(pages.len() > 20, "{pages:?}");
    for page in &pages {
        let text = read(page);
        for (i, _) in text.match_indices("gridwright\\-") {
            let rest = &text[i..];
            let Some(end) = rest.find("(1)") else {
                continue;
            };
            let name = rest[..end].replace("\\-", "-");
            if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                assert!(
                    pages.contains(&format!("{name}.1")),
                    "{page} refers to {name}(1)"
                );
            }
        }
    }
    let main = read("gridwright.1");
    for word in [".exolve", "\\-\\-play"] {
        assert!(main.contains(word), "gridwright.1 lacks {word}");
    }
    let import = read("gridwright-import.1");
    assert!(
        import.contains(".exolve") && import.contains(".html"),
        "{import}"
    );
    let export = read("gridwright-export.1");
    assert!(
        export.contains("across") && export.contains("\\-\\-play"),
        "{export}"
    );
    assert!(read("gridwright-slots-list.1").contains(".TH gridwright-slots-list 1"));
}

#[test]
fn version_names_the_commit_when_built_from_git() {
    let version = stdout_of(&["--version"]);
    let want = format!("gridwright {}", env!("CARGO_PKG_VERSION"));
    assert!(version.starts_with(&want), "{version}");
    let root = env!("CARGO_MANIFEST_DIR");
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(root)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let top = git(&["rev-parse", "--show-toplevel"]);
    let ours =
        top.is_some_and(|t| std::fs::canonicalize(t).ok() == std::fs::canonicalize(root).ok());
    match git(&["rev-parse", "--short=12", "HEAD"]).filter(|_| ours) {
        Some(hash) => assert!(
            version.contains(&format!("(commit {hash})")),
            "{version} lacks {hash}"
        ),
        // A tarball: the version alone.
        None => assert!(!version.contains("commit"), "{version}"),
    }
}
