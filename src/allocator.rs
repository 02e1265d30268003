//! The `tdc` binary's allocator (not part of the library): mimalloc,
//! asked for plain blocks wherever Rust's alignment allows.
//!
//! Asking mimalloc 3 for an alignment (`mi_malloc_aligned`, which the
//! `mimalloc` crate does for every allocation) costs more than it seems:
//! when the size class has no free block at hand and the size is not a
//! power of two, the request is served by over-allocating from a larger
//! class. A 24-byte value then took a 32-byte block, through the slow
//! path every time, and the 24-byte class never filled. Every mimalloc
//! block is aligned to 8 bytes, so only larger alignments need asking.

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc, mi_zalloc_aligned,
};
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment every mimalloc block has.
const BLOCK_ALIGN: usize = 8;

/// mimalloc as the global allocator.
pub struct Mimalloc;

// SAFETY: each method forwards to the mimalloc function with the same
// contract, asking for the layout's alignment where blocks lack it.
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= BLOCK_ALIGN {
            mi_malloc(layout.size()) as *mut u8
        } else {
            mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= BLOCK_ALIGN {
            mi_zalloc(layout.size()) as *mut u8
        } else {
            mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi_free(ptr as *mut c_void);
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= BLOCK_ALIGN {
            mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}

extern "C" {
    // Part of the mimalloc library that libmimalloc-sys builds (its Rust
    // declaration needs the crate's "extended" feature and another crate).
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_purge_delay` in mimalloc 3's `mi_option_e` (mimalloc.h).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// A command that runs once and exits keeps the memory it frees: mimalloc
/// otherwise hands emptied pages back to the OS after 10 ms, and the next
/// statement's values fault them in again (2-3% of a small file's time).
/// The language server is long-lived and keeps the default.
pub fn keep_freed_memory() {
    // SAFETY: sets an integer option; mimalloc reads it when it next purges.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_have_the_alignment_asked_for() {
        let a = Mimalloc;
        for size in [1, 7, 8, 24, 40, 56, 100, 1000, 5000, 100_000] {
            for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: a non-zero layout; each block is freed once.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null() && p as usize % align == 0, "{size} {align}");
                    let q = a.realloc(p, layout, size * 3);
                    assert!(!q.is_null() && q as usize % align == 0, "{size} {align} grown");
                    a.dealloc(q, Layout::from_size_align(size * 3, align).unwrap());
                    let z = a.alloc_zeroed(layout);
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    a.dealloc(z, layout);
                }
            }
        }
    }
}
