//! Every command that writes a file (`export --to`, `fill --out`, `import --out`,
//! `layout --out`) goes through one writer with one set of rules: a fifo, a device or a
//! directory at the target is refused and left as it was; a symlink is followed and stays a
//! link; a replaced file keeps its mode; nothing is half-written.

#![cfg(unix)]

use crate::common::isolated;

use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The commands that write a file.
const WRITERS: [&str; 4] = ["export", "fill", "import", "layout"];

/// Fills an open 3×3 one way (or its transpose).
const LIST: &str = "ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\n";

struct Setup {
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("words.dict"), LIST).expect("list");
        std::fs::write(dir.path().join("open.txt"), "...\n...\n...\n").expect("grid");
        std::fs::write(
            dir.path().join("answers.txt"),
            "CAT\tPet\nTEA\tDrink\nACE\tCard\n",
        )
        .expect("answers");
        let s = Setup { dir };
        // A filled grid, and that grid as .ipuz for import to read.
        for (name, target) in [("fill", "filled.txt"), ("export", "filled.ipuz")] {
            let made = s.writer(name, &s.path(target)).output().expect("runs");
            assert!(made.status.success(), "{target}: {made:?}");
        }
        s
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// The writing command `name`, aimed at `target`.
    fn writer(&self, name: &str, target: &Path) -> Command {
        let mut c = self.command();
        match name {
            "export" => c
                .arg("export")
                .arg(self.path("filled.txt"))
                .arg("--to")
                .arg(target),
            "fill" => c
                .arg("fill")
                .arg("--list")
                .arg(self.path("words.dict"))
                .arg(self.path("open.txt"))
                .arg("--out")
                .arg(target),
            "import" => c
                .arg("import")
                .arg(self.path("filled.ipuz"))
                .arg("--out")
                .arg(target),
            _ => c
                .arg("layout")
                .arg(self.path("answers.txt"))
                .arg("--out")
                .arg(target),
        };
        c
    }

    fn command(&self) -> Command {
        isolated::gridwright_in(self.dir.path())
    }
}

fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "mkfifo");
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("ls")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// The extension each command's target needs to pick its format.
fn target_name(cmd: &str) -> &'static str {
    match cmd {
        "layout" => "out.json",
        "import" => "out.ipuz",
        _ => "out.txt",
    }
}

#[test]
fn a_fifo_at_the_target_is_refused_by_every_writer() {
    let s = Setup::new();
    for name in WRITERS {
        let dir = s.path(&format!("fifo-{name}"));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let target = dir.join(target_name(name));
        mkfifo(&target);
        let out = s.writer(name, &target).output().expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains("fifo"), "{name}: {err}");
        assert!(
            err.contains(target_name(name)),
            "{name} names the file: {err}"
        );
        let kind = std::fs::symlink_metadata(&target)
            .expect("stat")
            .file_type();
        assert!(kind.is_fifo(), "{name} replaced the fifo");
        assert_eq!(names(&dir), [target_name(name)], "{name} left files behind");
    }
}

#[test]
fn a_device_node_at_the_target_is_refused() {
    let s = Setup::new();
    let node = s.path("null.txt");
    let c = std::ffi::CString::new(node.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path; the node (numbers of /dev/null) is made in our own
    // temp dir, so nothing outside the test is touched.
    let made = unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) };
    if made != 0 {
        eprintln!(
            "skipped: cannot make a device node here ({})",
            std::io::Error::last_os_error()
        );
        return;
    }
    // Export and fill take the device's own name; import and layout need an extension.
    for name in ["export", "fill"] {
        let out = s.writer(name, &node).output().expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains("character device"), "{name}: {err}");
        let kind = std::fs::symlink_metadata(&node).expect("stat").file_type();
        assert!(kind.is_char_device(), "{name} replaced the device node");
    }
}

#[test]
fn a_symlink_is_followed_and_a_replaced_file_keeps_its_mode() {
    let s = Setup::new();
    for name in WRITERS {
        let dir = s.path(&format!("link-{name}"));
        std::fs::create_dir_all(dir.join("real")).expect("mkdir");
        let real = dir.join("real").join(target_name(name));
        std::fs::write(&real, "old").expect("write");
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).expect("chmod");
        let link = dir.join(target_name(name));
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        let out = s.writer(name, &link).output().expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{name}: {err}");
        let meta = std::fs::symlink_metadata(&link).expect("stat");
        assert!(meta.file_type().is_symlink(), "{name} replaced the link");
        let written = std::fs::read_to_string(&real).expect("read");
        assert!(
            written != "old" && !written.is_empty(),
            "{name} wrote nothing"
        );
        let mode = std::fs::metadata(&real).expect("stat").permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "{name} changed the mode");
        assert_eq!(
            names(&dir.join("real")),
            [target_name(name)],
            "{name} left temps"
        );
    }
}
