/*
 * The C the application runtime needs and the platform's Swift modules do not declare: libdispatch's
 * main-queue hooks (main_queue.h, for MainQueueLoop) and glibc's mallinfo2 (malloc.h, for MemoryReport).
 * No library is linked for it: both are in libdispatch and libc, which every Swift program has.
 */
#ifndef SHOJI_RUNTIME_SHIM_H
#define SHOJI_RUNTIME_SHIM_H

#include <malloc.h>
#include "main_queue.h"

#endif
