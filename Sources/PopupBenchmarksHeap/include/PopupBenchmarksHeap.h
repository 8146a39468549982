// The heap bytes in use, for the benchmarks' bytes per explored state.
#ifndef POPUP_BENCHMARKS_HEAP_H
#define POPUP_BENCHMARKS_HEAP_H

#include <stddef.h>

/// Bytes allocated and not yet freed in the main thread's heap arena (glibc's `mallinfo2`),
/// or -1 where the C library cannot say.
long long popup_heap_bytes_in_use(void);

#endif
