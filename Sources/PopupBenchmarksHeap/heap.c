#include "PopupBenchmarksHeap.h"

#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long popup_heap_bytes_in_use(void) { return (long long)mallinfo2().uordblks; }
#else
long long popup_heap_bytes_in_use(void) { return -1; }
#endif
