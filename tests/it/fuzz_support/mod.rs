//! A small mutation fuzzer for the readers: no nightly toolchain or `cargo fuzz` needed.
//!
//! A run starts from seed files, stacks random edits on a copy of one (bit flips, byte
//! inserts and deletes, splices of two inputs, truncation, duplicated chunks, interesting
//! integers, format tokens), feeds the result to a check and records a finding when the check
//! panics, reports a broken property, allocates absurdly or hangs. Inputs a reader accepts
//! join the pool, so later mutations start from files that already pass the first checks.
//! A finding's input goes to `target/fuzz-findings/` so it can be replayed.

#![allow(dead_code)] // Each test binary uses a different part of the support code.

pub mod alloc;
pub mod seeds;
pub mod tokens;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Once};
use std::time::{Duration, Instant};
use tokens::{BYTES, GENERIC, INTS};

/// What a reader made of one input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Read successfully (and, where the check does one, written back and re-read the same).
    Accepted,
    /// Refused with an error message.
    Rejected,
}

/// A check: `Err` is a broken property (a finding); a panic inside is a finding too.
pub type Check = fn(&[u8]) -> Result<Verdict, String>;

/// One reader to fuzz.
pub struct Target {
    /// Short name, used in file names and the summary line.
    pub name: &'static str,
    /// Runs the reader on an input and checks what it returns.
    pub check: Check,
    /// Valid (or nearly valid) files to start from.
    pub seeds: Vec<Vec<u8>>,
    /// Fragments that mean something to this format (keywords, delimiters).
    pub tokens: &'static [&'static str],
    /// Length of a binary header whose integers are worth overwriting (0 for text formats).
    pub header: usize,
}

/// How long to run.
#[derive(Debug, Clone, Copy)]
pub enum Budget {
    /// A fixed number of cases (CI).
    Cases(u64),
    /// Until this much time has passed (the long `#[ignore]` runs).
    Time(Duration),
}

impl Budget {
    /// CI's budget: `GRIDWRIGHT_FUZZ_CASES` cases, 500 by default.
    pub fn short() -> Budget {
        Budget::Cases(env_u64("GRIDWRIGHT_FUZZ_CASES").unwrap_or(500))
    }

    /// The long runs' budget: `GRIDWRIGHT_FUZZ_SECS` seconds, by default ten minutes.
    pub fn long() -> Budget {
        Budget::Time(Duration::from_secs(
            env_u64("GRIDWRIGHT_FUZZ_SECS").unwrap_or(600),
        ))
    }
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|s| s.trim().parse().ok())
}

/// What a run did.
#[derive(Debug)]
pub struct Report {
    /// Inputs tried.
    pub cases: u64,
    /// Of those, inputs the reader accepted.
    pub accepted: u64,
    /// Inputs that gave a finding (all of them, not only distinct ones).
    pub findings: u64,
    /// Total bytes of the inputs tried: the mean shows whether the pool drifted to trivia.
    pub bytes: u64,
    /// One file per distinct finding (same kind and place), with the first input that hit it.
    pub files: Vec<PathBuf>,
}

/// Inputs grow by duplication and splicing; past this they are cut, so a case stays fast and
/// a finding stays about structure rather than sheer size (input limits are another test's job).
const MAX_INPUT: usize = 64 * 1024;
/// Accepted mutants kept to mutate further, besides the seeds.
const POOL_EXTRA: usize = 512;
/// A case whose peak heap use grows by more than this has a finding: inputs are at most 64 KiB.
const MEMORY_LIMIT: usize = 256 << 20;

/// Where findings go: `target/fuzz-findings/`.
pub fn findings_dir() -> PathBuf {
    // CARGO_TARGET_TMPDIR is `<target dir>/tmp`, so this follows a shared or moved target dir.
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(&tmp).join("fuzz-findings")
}

/// The input being tried, where the watchdog and the allocator can find it.
pub(crate) struct Current {
    target: &'static str,
    input: Mutex<Vec<u8>>,
    /// Bumped before every case; the watchdog sees a hang when it stops moving.
    case: AtomicU64,
    done: AtomicBool,
    seed: u64,
}

thread_local! {
    /// Set while a check runs on this thread: its panics are findings, not test failures.
    static FUZZING: Cell<bool> = const { Cell::new(false) };
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
    pub(crate) static CURRENT: RefCell<Option<Arc<Current>>> = const { RefCell::new(None) };
}

/// Catches the message and place of panics inside checks without printing them (a long run
/// may hit the same panic thousands of times); other panics print as usual.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if FUZZING.with(Cell::get) {
                let place = info
                    .location()
                    .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
                    .unwrap_or_default();
                let msg = info
                    .payload()
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| info.payload().downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                LAST_PANIC.with(|p| *p.borrow_mut() = Some(format!("{msg} at {place}")));
            } else {
                previous(info);
            }
        }));
    });
}

/// Seconds a single case may take before the run counts it as a hang and stops.
fn hang_limit() -> Duration {
    Duration::from_secs(env_u64("GRIDWRIGHT_FUZZ_HANG_SECS").unwrap_or(20))
}

/// Watches one run: if its case counter stands still past the limit, writes the input being
/// tried to the findings dir and aborts (a stuck thread cannot be stopped any other way).
fn spawn_watchdog(current: Arc<Current>) {
    let limit = hang_limit();
    std::thread::spawn(move || {
        let mut seen = u64::MAX;
        let mut since = Instant::now();
        while !current.done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(200));
            let case = current.case.load(Ordering::Relaxed);
            if case != seen {
                (seen, since) = (case, Instant::now());
            } else if since.elapsed() > limit {
                let input = current.input.lock().map(|i| i.clone()).unwrap_or_default();
                let msg = format!("one case ran for over {} s", limit.as_secs());
                let path = write_finding(current.target, "hang", &msg, &input, current.seed);
                eprintln!("fuzz {}: HANG, input in {}", current.target, path.display());
                std::process::abort();
            }
        }
    });
}

/// Called by the counting allocator when a single request is beyond any sane size: the
/// allocation is about to fail and abort the process, so the input is saved first.
pub(crate) fn record_huge_allocation(size: usize) {
    let Some(current) = CURRENT.try_with(|c| c.borrow().clone()).ok().flatten() else {
        return;
    };
    let input = current.input.lock().map(|i| i.clone()).unwrap_or_default();
    let msg = format!("a single allocation of {size} bytes");
    let path = write_finding(current.target, "memory", &msg, &input, current.seed);
    eprintln!(
        "fuzz {}: {msg}, input in {}",
        current.target,
        path.display()
    );
}

/// Runs a target for a budget; `seed` picks the random stream (print it to replay a run).
pub fn run(target: &Target, budget: Budget, seed: u64) -> Report {
    install_panic_hook();
    let current = Arc::new(Current {
        target: target.name,
        input: Mutex::new(Vec::new()),
        case: AtomicU64::new(0),
        done: AtomicBool::new(false),
        seed,
    });
    spawn_watchdog(current.clone());
    CURRENT.with(|c| *c.borrow_mut() = Some(current.clone()));

    let mut rng = fastrand::Rng::with_seed(seed);
    let mut pool: Vec<Vec<u8>> = target.seeds.clone();
    let seeds = pool.len();
    let mut report = Report {
        cases: 0,
        accepted: 0,
        findings: 0,
        bytes: 0,
        files: Vec::new(),
    };
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    let start = Instant::now();
    loop {
        let more = match budget {
            Budget::Cases(n) => report.cases < n,
            Budget::Time(d) => start.elapsed() < d,
        };
        if !more {
            break;
        }
        // The seeds themselves go first, unmutated: a seed that fails is the plainest finding.
        let input = if (report.cases as usize) < seeds {
            pool[report.cases as usize].clone()
        } else {
            mutate(&mut rng, &pool, seeds, target)
        };
        {
            let mut slot = current.input.lock().unwrap_or_else(|e| e.into_inner());
            slot.clear();
            slot.extend_from_slice(&input);
        }
        current.case.fetch_add(1, Ordering::Relaxed);
        let before = alloc::reset_peak();
        FUZZING.with(|f| f.set(true));
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| (target.check)(&input)));
        FUZZING.with(|f| f.set(false));
        let grew = (alloc::peak() - before).max(0) as usize;
        report.cases += 1;
        report.bytes += input.len() as u64;
        let problem = match outcome {
            Ok(Ok(Verdict::Accepted)) => {
                report.accepted += 1;
                if pool.len() < seeds + POOL_EXTRA {
                    pool.push(input.clone());
                } else if rng.u8(..) < 16 {
                    // Replace an old mutant now and then so the pool keeps moving.
                    let i = rng.usize(seeds..pool.len());
                    pool[i] = input.clone();
                }
                None
            }
            Ok(Ok(Verdict::Rejected)) => None,
            Ok(Err(msg)) => Some(("property", msg)),
            Err(_) => {
                let msg = LAST_PANIC
                    .with(|p| p.borrow_mut().take())
                    .unwrap_or_default();
                Some(("panic", msg))
            }
        };
        let problem = problem.or_else(|| {
            (grew > MEMORY_LIMIT).then(|| {
                let msg = format!("peak heap grew by {} MiB", grew >> 20);
                ("memory", msg)
            })
        });
        if let Some((kind, msg)) = problem {
            report.findings += 1;
            let key = signature(kind, &msg);
            if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(key) {
                let path = write_finding(target.name, kind, &msg, &input, seed);
                eprintln!(
                    "fuzz {}: {kind}: {msg}\n  input ({} bytes) in {}",
                    target.name,
                    input.len(),
                    path.display()
                );
                slot.insert(path.clone());
                report.files.push(path);
            }
        }
    }
    current.done.store(true, Ordering::Relaxed);
    CURRENT.with(|c| *c.borrow_mut() = None);
    let secs = start.elapsed().as_secs_f64();
    // One line in a fixed shape: scripts/fuzz.sh builds its table from these.
    eprintln!(
        "fuzz-result reader={} secs={secs:.0} cases={} accepted={} findings={} distinct={} avg_bytes={} seed={seed}",
        target.name,
        report.cases,
        report.accepted,
        report.findings,
        report.files.len(),
        report.bytes / report.cases.max(1),
    );
    report
}

/// The seed for a run: `GRIDWRIGHT_FUZZ_SEED` if set; otherwise fixed per target in CI (so CI
/// is repeatable) and fresh for long runs (so each long run explores something new).
pub fn run_seed(name: &str, long: bool) -> u64 {
    if let Some(s) = env_u64("GRIDWRIGHT_FUZZ_SEED") {
        return s;
    }
    if long {
        fastrand::u64(..)
    } else {
        name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    }
}

/// What makes two findings the same bug: the kind and the message without its numbers (a
/// panic message ends with its source location, which is the real identity).
fn signature(kind: &str, msg: &str) -> String {
    let plain: String = msg
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(160)
        .collect();
    let place = msg.rsplit(" at ").next().unwrap_or("");
    if kind == "panic" {
        format!("{kind} {place}")
    } else {
        format!("{kind} {plain}")
    }
}

/// Writes `<reader>-<kind>-<hash>.bin` (the raw input) and `.txt` (what happened and a hex
/// dump), and returns the `.txt` path.
pub fn write_finding(target: &str, kind: &str, msg: &str, input: &[u8], seed: u64) -> PathBuf {
    let dir = findings_dir();
    let _ = std::fs::create_dir_all(&dir);
    let hash = input.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    let stem = format!("{target}-{kind}-{hash:08x}");
    let bin = dir.join(format!("{stem}.bin"));
    let txt = dir.join(format!("{stem}.txt"));
    let _ = std::fs::write(&bin, input);
    let mut text = format!(
        "reader: {target}\nkind: {kind}\nmessage: {msg}\nrun seed: {seed}\nlength: {}\n\
         replay: GRIDWRIGHT_FUZZ_REPLAY={} cargo test --test fuzz_readers replay -- --ignored --nocapture\n\n",
        input.len(),
        bin.display()
    );
    text.push_str(&hex_dump(input));
    let _ = std::fs::write(&txt, text);
    txt
}

/// Offset, 16 bytes of hex and their ASCII, per line.
pub fn hex_dump(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (i, chunk) in bytes.chunks(16).enumerate() {
        let _ = write!(out, "{:08x}  ", i * 16);
        for b in chunk {
            let _ = write!(out, "{b:02x} ");
        }
        out.push_str(&"   ".repeat(16 - chunk.len()));
        let ascii: String = chunk
            .iter()
            .map(|&b| {
                if (0x20..0x7f).contains(&b) {
                    b as char
                } else {
                    '.'
                }
            })
            .collect();
        let _ = writeln!(out, " |{ascii}|");
    }
    out
}

/// One mutant of an input from the pool: one to eight stacked edits.
fn mutate(rng: &mut fastrand::Rng, pool: &[Vec<u8>], seeds: usize, target: &Target) -> Vec<u8> {
    if rng.u16(..) < 64 {
        // Now and then plain noise, for the paths that refuse non-files early.
        let mut noise = vec![0; rng.usize(0..512)];
        rng.fill(&mut noise);
        return noise;
    }
    // A quarter of the cases start from a seed: accepted mutants, which fill the rest of the
    // pool, drift towards whatever the edits favour (short inputs, when truncation wins).
    let from = if rng.u8(..4) == 0 {
        ..seeds
    } else {
        ..pool.len()
    };
    let mut data = pool[rng.usize(from)].clone();
    let edits = 1 + (0..7).take_while(|_| rng.bool()).count();
    for _ in 0..edits {
        edit(rng, &mut data, pool, target);
    }
    data.truncate(MAX_INPUT);
    data
}

fn edit(rng: &mut fastrand::Rng, data: &mut Vec<u8>, pool: &[Vec<u8>], target: &Target) {
    let len = data.len();
    let pos = |rng: &mut fastrand::Rng| rng.usize(..=len);
    match rng.u8(..14) {
        0 if len > 0 => {
            let i = rng.usize(..len);
            data[i] ^= 1 << rng.u8(..8);
        }
        1 if len > 0 => {
            let i = rng.usize(..len);
            data[i] = rng.u8(..);
        }
        2 if len > 0 => {
            let i = rng.usize(..len);
            data[i] = BYTES[rng.usize(..BYTES.len())];
        }
        3 => {
            let at = pos(rng);
            let n = rng.usize(1..=8);
            let bytes: Vec<u8> = (0..n).map(|_| rng.u8(..)).collect();
            data.splice(at..at, bytes);
        }
        4 if len > 0 => {
            let at = rng.usize(..len);
            let n = rng.usize(1..=16.min(len - at));
            data.drain(at..at + n);
        }
        5 => data.truncate(pos(rng)),
        6 if len > 0 => {
            // Duplicate a chunk, sometimes many times: repeated rows, clues, sections.
            let at = rng.usize(..len);
            let n = rng.usize(1..=64.min(len - at));
            let chunk = data[at..at + n].to_vec();
            let times = if rng.u8(..8) == 0 {
                rng.usize(2..64)
            } else {
                1
            };
            let to = pos(rng);
            data.splice(to..to, chunk.repeat(times));
        }
        7 => {
            // Splice: the head of this input and the tail of another.
            let other = &pool[rng.usize(..pool.len())];
            let cut = pos(rng);
            let from = rng.usize(..=other.len());
            data.truncate(cut);
            data.extend_from_slice(&other[from..]);
        }
        8 => {
            // An interesting integer, little- or big-endian, 1, 2 or 4 bytes wide; in a
            // binary format half of them land in the header, where the counts and sizes are.
            let width = [1, 2, 4][rng.usize(..3)];
            if len < width {
                return;
            }
            let span = if target.header > 0 && rng.bool() {
                target.header.min(len)
            } else {
                len
            };
            let at = rng.usize(..=span.saturating_sub(width).min(len - width));
            let v = INTS[rng.usize(..INTS.len())].wrapping_add([0, 1, u32::MAX][rng.usize(..3)]);
            let big_endian = rng.u8(..4) == 0;
            let bytes = if big_endian {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            };
            let src = if big_endian {
                &bytes[4 - width..]
            } else {
                &bytes[..width]
            };
            data[at..at + width].copy_from_slice(src);
        }
        9 | 10 => {
            // A format token, inserted or written over what was there.
            let token = pick_token(rng, target);
            let at = pos(rng);
            let end = if rng.bool() {
                (at + token.len()).min(len)
            } else {
                at
            };
            data.splice(at..end, token.bytes());
        }
        11 => {
            // A number in the text replaced by an edge value: sizes, counts, scores, indices.
            let start = pos(rng);
            let Some(d) = data[start..].iter().position(u8::is_ascii_digit) else {
                return;
            };
            let a = start + d;
            let b = a + data[a..].iter().take_while(|c| c.is_ascii_digit()).count();
            let v = INTS[rng.usize(..INTS.len())];
            let text = match rng.u8(..3) {
                0 => v.to_string(),
                1 => format!("-{v}"),
                _ => GENERIC[rng.usize(4..13)].to_string(),
            };
            data.splice(a..b, text.into_bytes());
        }
        12 => {
            // Cross-over: a chunk of another input inserted here.
            let other = &pool[rng.usize(..pool.len())];
            if other.is_empty() {
                return;
            }
            let from = rng.usize(..other.len());
            let n = rng.usize(1..=256.min(other.len() - from));
            let at = pos(rng);
            data.splice(at..at, other[from..from + n].iter().copied());
        }
        _ if len > 1 => {
            // Swap two bytes or remove a line: reorders and drops structure.
            if rng.bool() {
                let (i, j) = (rng.usize(..len), rng.usize(..len));
                data.swap(i, j);
            } else if let Some(start) = data[..rng.usize(..len)].iter().rposition(|&b| b == b'\n') {
                let end = data[start + 1..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(len, |e| start + 1 + e);
                data.drain(start..end);
            }
        }
        _ => {}
    }
}

fn pick_token<'a>(rng: &mut fastrand::Rng, target: &'a Target) -> &'a str {
    if !target.tokens.is_empty() && rng.u8(..3) != 0 {
        target.tokens[rng.usize(..target.tokens.len())]
    } else {
        GENERIC[rng.usize(..GENERIC.len())]
    }
}
