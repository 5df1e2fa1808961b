#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether allocation counting works on this system (Linux with glibc).
int allocation_counter_available(void);
/// Starts counting allocations made from now on, on every thread.
void allocation_counter_start(void);
/// Stops counting and returns the number of allocations counted since the start.
int64_t allocation_counter_stop(void);
/// Bytes currently allocated on the heap, as the allocator reports them; -1 when unknown.
int64_t allocation_counter_live_bytes(void);

#endif
