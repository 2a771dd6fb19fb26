use super::*;

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("ls")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn replaces_content() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("f.txt");
    write_atomic(&p, b"one").expect("first write");
    write_atomic(&p, b"two").expect("second write");
    assert_eq!(std::fs::read(&p).expect("read"), b"two");
    assert_eq!(names(dir.path()), ["f.txt"]);
}

#[test]
fn failure_before_rename_keeps_old_file_and_leaves_no_temp() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("f.txt");
    write_atomic(&p, b"old").expect("first write");
    let err = write_atomic_with(&p, b"new", || Err(io::Error::other("power cut")));
    assert!(err.is_err());
    assert_eq!(std::fs::read(&p).expect("read"), b"old");
    assert_eq!(names(dir.path()), ["f.txt"]);
}

#[test]
fn a_directory_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("sub");
    std::fs::create_dir(&target).expect("mkdir");
    let e = write_atomic(&target, b"x").expect_err("refused");
    assert!(e.to_string().contains("a directory"), "{e}");
    assert!(target.is_dir());
    assert_eq!(names(dir.path()), ["sub"]);
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_opening_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("out.puz");
    let c = std::ffi::CString::new(fifo.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "mkfifo");
    let e = write_atomic(&fifo, b"x").expect_err("refused");
    assert!(e.to_string().contains("a fifo"), "{e}");
    let kind = std::fs::symlink_metadata(&fifo).expect("stat").file_type();
    assert!(kind.is_fifo(), "the fifo is still a fifo");
    assert_eq!(names(dir.path()), ["out.puz"]);
}

#[cfg(unix)]
#[test]
fn a_character_device_is_refused() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let node = dir.path().join("null");
    let c = std::ffi::CString::new(node.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path; the node is made in our own temp dir, with the
    // numbers of /dev/null, so nothing outside the test is touched.
    let made = unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) };
    if made != 0 {
        eprintln!(
            "skipped: cannot make a device node here ({})",
            io::Error::last_os_error()
        );
        return;
    }
    let e = write_atomic(&node, b"x").expect_err("refused");
    assert!(e.to_string().contains("a character device"), "{e}");
    let kind = std::fs::symlink_metadata(&node).expect("stat").file_type();
    assert!(
        kind.is_char_device(),
        "the device node is still a device node"
    );
    assert_eq!(names(dir.path()), ["null"]);
}

#[cfg(unix)]
#[test]
fn a_symlink_is_followed_and_stays_a_link() {
    let dir = tempfile::tempdir().expect("tempdir");
    let real = dir.path().join("real.txt");
    std::fs::write(&real, "old").expect("write");
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink("real.txt", &link).expect("symlink");
    write_atomic(&link, b"new").expect("write through the link");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("stat")
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&real).expect("read"), b"new");
    // A link to a file not yet there creates that file.
    let dangling = dir.path().join("later.txt");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    std::os::unix::fs::symlink("sub/made.txt", &dangling).expect("symlink");
    write_atomic(&dangling, b"made").expect("write");
    assert_eq!(
        std::fs::read(dir.path().join("sub/made.txt")).expect("read"),
        b"made"
    );
    // A link to a fifo is refused like the fifo.
    let fifo = dir.path().join("fifo");
    let c = std::ffi::CString::new(fifo.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "mkfifo");
    let to_fifo = dir.path().join("to-fifo");
    std::os::unix::fs::symlink(&fifo, &to_fifo).expect("symlink");
    assert!(write_atomic(&to_fifo, b"x").is_err());
}

#[cfg(unix)]
#[test]
fn a_replaced_file_keeps_its_mode_and_a_new_one_follows_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("kept.txt");
    std::fs::write(&p, "old").expect("write");
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    write_atomic(&p, b"new").expect("write");
    let mode = |p: &Path| std::fs::metadata(p).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode(&p), 0o640);
    let fresh = dir.path().join("fresh.txt");
    write_atomic(&fresh, b"new").expect("write");
    // The process's umask, as the kernel reports it (Linux); 022 is the usual one.
    let umask = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("Umask:"))?.to_string();
            u32::from_str_radix(line.trim_start_matches("Umask:").trim(), 8).ok()
        })
        .unwrap_or(0o022);
    assert_eq!(mode(&fresh), 0o666 & !umask);
}

#[cfg(unix)]
#[test]
fn temp_files_of_dead_processes_are_removed_by_the_next_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    // No process can have this number (Linux caps pids at 2^22).
    let dead = format!("{TEMP_PREFIX}999999999-abc{TEMP_SUFFIX}");
    let ours = format!("{TEMP_PREFIX}{}-def{TEMP_SUFFIX}", std::process::id());
    // An older version's name: removed only once it is an hour old.
    let other = ".gridwright-notes.tmp";
    for name in [dead.as_str(), ours.as_str(), other] {
        std::fs::write(dir.path().join(name), "x").expect("write");
    }
    write_atomic(&dir.path().join("f.txt"), b"x").expect("write");
    let left = names(dir.path());
    assert!(!left.contains(&dead), "{left:?}");
    assert!(
        left.contains(&ours),
        "a write under way in this process stays"
    );
    assert!(
        left.iter().any(|n| n == other),
        "a fresh temp file without a process is kept"
    );
}

#[test]
fn temp_owner_reads_only_our_names() {
    assert_eq!(temp_owner(".gridwright-123-x9Zq.tmp"), Some(Some(123)));
    assert_eq!(temp_owner(".gridwright-x9Zq.tmp"), Some(None));
    assert_eq!(temp_owner("gridwright-123-x.tmp"), None);
    assert_eq!(temp_owner(".gridwright-123-x.toml"), None);
}

#[test]
fn a_file_in_the_way_of_the_directory_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    std::fs::write(&data, "not a dir").expect("write");
    let e = ensure_dir(&data.join("sub")).expect_err("refused");
    let msg = e.to_string();
    assert!(msg.contains("is a file, not a directory"), "{msg}");
    assert!(msg.contains(&data.display().to_string()), "{msg}");
    assert!(!msg.contains("os error"), "{msg}");
}

#[test]
fn directories_are_not_made_for_a_named_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("no/such/dir/x.puz");
    assert!(write_atomic(&p, b"x").is_err());
    assert!(!dir.path().join("no").exists());
}

#[cfg(unix)]
#[test]
fn own_files_refuse_a_link_and_leave_its_target_unchanged() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("precious.txt");
    std::fs::write(&target, "keep me").expect("write");
    let link = dir.path().join("slot-1.toml");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    let e = write_own(&link, b"overwritten").expect_err("refused");
    assert!(e.to_string().contains("is a symbolic link"), "{e}");
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "keep me");
    // A link at a directory gridwright makes below its root is refused too.
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).expect("dir");
    let root = dir.path().join("data");
    std::fs::create_dir(&root).expect("dir");
    std::os::unix::fs::symlink(&elsewhere, root.join("history")).expect("symlink");
    let e = ensure_own_dir(&root, &root.join("history").join("slot-1")).expect_err("refused");
    assert!(e.to_string().contains("history is a symbolic link"), "{e}");
    assert!(std::fs::read_dir(&elsewhere).expect("dir").next().is_none());
    // The root itself may be a link (the user's choice).
    let linked_root = dir.path().join("data-link");
    std::os::unix::fs::symlink(&root, &linked_root).expect("symlink");
    ensure_own_dir(&linked_root, &linked_root.join("cache")).expect("made");
    write_own(&linked_root.join("cache").join("f"), b"x").expect("written");
}
