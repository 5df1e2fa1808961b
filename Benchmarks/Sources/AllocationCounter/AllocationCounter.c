// Counts heap allocations by defining malloc and its relatives in the executable, which the
// dynamic linker then prefers for every library, and forwarding to glibc's own entry points.
// Counting costs one relaxed atomic load when off.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting = 0;
static atomic_llong allocations = 0;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int allocation_counter_available(void) { return 1; }

void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}

int64_t allocation_counter_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&allocations);
}

int64_t allocation_counter_live_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    // Blocks too large for the heap are mapped on their own and counted apart from it.
    return (int64_t)(info.uordblks + info.hblkhd);
}

#else

int allocation_counter_available(void) { return 0; }
void allocation_counter_start(void) {}
int64_t allocation_counter_stop(void) { return -1; }
int64_t allocation_counter_live_bytes(void) { return -1; }

#endif
