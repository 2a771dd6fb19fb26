//! Bounded reading of every input file: a size limit per kind of file, and nothing but
//! regular files.
//!
//! A reader holds a whole file in memory (and a parser may need several times that), so an
//! unbounded read of a huge or endless input can take the machine down; and opening a fifo
//! for reading blocks until someone writes to it, which hangs whatever loads it. Every file
//! gridwright reads as input goes through [`read_limited`].

use std::fmt;
use std::io::{self, Read};
use std::path::Path;

const MIB: u64 = 1024 * 1024;

/// Largest puzzle file read (`.puz`, `.ipuz`, text grids): published grids are a few KiB.
pub const PUZZLE_LIMIT: u64 = 16 * MIB;
/// Largest slot file, backup or recovery file read: a slot holds one puzzle in TOML.
pub const SLOT_LIMIT: u64 = 16 * MIB;
/// Largest layout answer list read (text or JSON): thousands of answers fit in well under 1 MiB.
pub const ANSWER_LIST_LIMIT: u64 = 16 * MIB;
/// Largest word list read: the biggest public lists are about 10 MiB.
pub const WORD_LIST_LIMIT: u64 = 64 * MIB;

/// A byte count as people write it (`16 MiB`, `512 KiB`, `10 bytes`).
pub struct Size(pub u64);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        if n >= MIB && n.is_multiple_of(MIB) {
            write!(f, "{} MiB", n / MIB)
        } else if n >= MIB {
            write!(f, "{:.1} MiB", n as f64 / MIB as f64)
        } else if n >= 1024 && n.is_multiple_of(1024) {
            write!(f, "{} KiB", n / 1024)
        } else {
            write!(f, "{n} bytes")
        }
    }
}

fn too_large(size: Option<u64>, limit: u64) -> io::Error {
    let size = size.map_or(String::new(), |n| format!("{} is ", Size(n)));
    io::Error::new(
        io::ErrorKind::FileTooLarge,
        format!("{size}over the {} limit for this kind of file", Size(limit)),
    )
}

/// What a non-regular file is, for the refusal message.
fn describe(ft: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if ft.is_fifo() {
            return "a fifo";
        }
        if ft.is_char_device() || ft.is_block_device() {
            return "a device";
        }
        if ft.is_socket() {
            return "a socket";
        }
    }
    if ft.is_dir() {
        "a directory"
    } else {
        "a special file"
    }
}

fn check_regular(meta: &std::fs::Metadata, limit: u64) -> io::Result<()> {
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({})", describe(meta.file_type())),
        ));
    }
    if meta.len() > limit {
        return Err(too_large(Some(meta.len()), limit));
    }
    Ok(())
}

/// Opens for reading without ever blocking: on Unix, `O_NONBLOCK` makes opening a fifo
/// return at once (a plain open waits for a writer), and the caller refuses it from the
/// handle's metadata, so a file swapped for a fifo after the first check cannot hang us.
fn open(path: &Path) -> io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

/// Reads a whole regular file of at most `limit` bytes.
///
/// Refuses, without opening it for a blocking read, anything that is not a regular file
/// (symlinks are followed): fifos, devices, sockets, directories. Refuses a file over the
/// limit before reading it, and stops reading one that grows past the limit meanwhile. The
/// error does not repeat the path: callers add it.
pub fn read_limited(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    check_regular(&std::fs::metadata(path)?, limit)?;
    let file = open(path)?;
    let meta = file.metadata()?;
    check_regular(&meta, limit)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    read_stream_limited(file, limit, &mut bytes)?;
    Ok(bytes)
}

/// [`read_limited`] for text: the bytes must be UTF-8.
pub fn read_to_string_limited(path: &Path, limit: u64) -> io::Result<String> {
    String::from_utf8(read_limited(path, limit)?)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not valid UTF-8 text"))
}

/// Appends at most `limit` bytes of `reader` (a pipe, stdin) to `out`; more is an error.
pub fn read_stream_limited(reader: impl Read, limit: u64, out: &mut Vec<u8>) -> io::Result<()> {
    let start = out.len();
    reader.take(limit.saturating_add(1)).read_to_end(out)?;
    if (out.len() - start) as u64 > limit {
        out.truncate(start);
        return Err(too_large(None, limit));
    }
    Ok(())
}

/// Cuts `text` to at most `max_chars` characters on a character boundary, marking the cut
/// with `…`, so echoing a bad input line in a message stays readable however long the line.
pub fn clip(text: &str, max_chars: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(max_chars) {
        None => text.into(),
        Some(_) => {
            let keep = max_chars.saturating_sub(1);
            let end = text.char_indices().nth(keep).map_or(text.len(), |(i, _)| i);
            format!("{}…", &text[..end]).into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_small_file_and_refuses_a_big_one_naming_the_limit() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("a.txt");
        std::fs::write(&p, b"hello").expect("write");
        assert_eq!(read_limited(&p, 5).expect("fits"), b"hello");
        let e = read_limited(&p, 4).expect_err("over");
        assert_eq!(e.kind(), io::ErrorKind::FileTooLarge);
        assert_eq!(
            e.to_string(),
            "5 bytes is over the 4 bytes limit for this kind of file"
        );
    }

    #[test]
    fn a_stream_is_cut_at_the_limit() {
        let mut out = Vec::new();
        let e = read_stream_limited(io::repeat(b'x'), 1000, &mut out).expect_err("endless");
        assert_eq!(e.kind(), io::ErrorKind::FileTooLarge);
        assert!(out.is_empty());
        read_stream_limited(&b"abc"[..], 3, &mut out).expect("fits");
        assert_eq!(out, b"abc");
    }

    #[test]
    fn directories_are_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        let e = read_limited(dir.path(), 100).expect_err("dir");
        assert!(
            e.to_string().contains("not a regular file (a directory)"),
            "{e}"
        );
    }

    #[test]
    fn sizes_read_naturally() {
        assert_eq!(Size(16 * MIB).to_string(), "16 MiB");
        assert_eq!(Size(3 * MIB / 2).to_string(), "1.5 MiB");
        assert_eq!(Size(2048).to_string(), "2 KiB");
        assert_eq!(Size(10).to_string(), "10 bytes");
    }

    #[test]
    fn clip_keeps_short_text_and_cuts_long_text_on_a_char_boundary() {
        assert_eq!(clip("short", 60), "short");
        let long = "é".repeat(100);
        let c = clip(&long, 60);
        assert_eq!(c.chars().count(), 60);
        assert!(c.ends_with('…'));
        assert_eq!(clip(&"x".repeat(60), 60).chars().count(), 60);
    }
}
