// Counts heap allocations for pinframe-bench by defining the C allocation functions in
// the executable: the dynamic linker resolves every library's malloc (the Swift runtime's
// included) to these, which count and forward to glibc's own implementations.
#include "AllocationCounter.h"

// Any libc header defines __GLIBC__ on glibc.
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_llong allocations;

static inline void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { counted(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { counted(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { counted(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

long long pinframe_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
long long pinframe_allocation_count(void) { return -1; }
#endif
