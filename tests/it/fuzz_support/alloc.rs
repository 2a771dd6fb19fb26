//! A counting allocator: the fuzzer's "huge allocation" detector.
//!
//! Each thread counts its own live heap bytes and their peak, so a case can be charged with
//! what it allocated even while other tests run beside it. A single request past
//! [`HUGE`] is recorded as a finding before it goes to the system allocator, since such a
//! request usually fails and aborts the process before any test code could report it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// A single allocation this large from an input of at most 64 KiB is a bug.
const HUGE: usize = 1 << 30;

struct Counting;

#[global_allocator]
static COUNTING: Counting = Counting;

thread_local! {
    // const-initialised Cells: no lazy init and no destructor, so safe to touch from inside
    // the allocator.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
    static IN_HOOK: Cell<bool> = const { Cell::new(false) };
}

fn grow(by: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + by;
        live.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
    });
}

fn check_huge(size: usize) {
    if size < HUGE {
        return;
    }
    // Recording allocates; the flag keeps that from re-entering here.
    let _ = IN_HOOK.try_with(|busy| {
        if !busy.replace(true) {
            super::record_huge_allocation(size);
            busy.set(false);
        }
    });
}

// SAFETY: every call is forwarded to `System` with the same arguments; the counting around it
// touches only thread-local Cells.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        check_huge(layout.size());
        // SAFETY: same layout the caller gave us.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grow(layout.size() as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        check_huge(layout.size());
        // SAFETY: same layout the caller gave us.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grow(layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: ptr was allocated by System with this layout (every alloc above forwards).
        unsafe { System.dealloc(ptr, layout) };
        grow(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        check_huge(new_size);
        // SAFETY: forwarded unchanged; ptr came from System with this layout.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            grow(new_size as isize - layout.size() as isize);
        }
        p
    }
}

/// Starts a new peak at the current live bytes and returns them (the baseline of a case).
pub fn reset_peak() -> isize {
    let live = LIVE.try_with(Cell::get).unwrap_or(0);
    let _ = PEAK.try_with(|p| p.set(live));
    live
}

/// The highest live byte count on this thread since the last [`reset_peak`]. Counts may be
/// negative: memory freed here may have been allocated on another thread.
pub fn peak() -> isize {
    PEAK.try_with(Cell::get).unwrap_or(0)
}
