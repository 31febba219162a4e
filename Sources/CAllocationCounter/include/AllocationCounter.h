#ifndef PINFRAME_ALLOCATION_COUNTER_H
#define PINFRAME_ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, memalign, posix_memalign,
/// aligned_alloc) the process has made so far, or -1 where they cannot be counted
/// (not glibc).
long long pinframe_allocation_count(void);

#endif
