/*
 * libdispatch's two hooks for a run loop that serves the main queue on the main thread itself, as
 * Foundation's RunLoop does on Linux. They are exported by libdispatch (static and shared) but declared
 * only in its private headers, so they are declared here.
 *
 * - the handle: an eventfd that libdispatch writes whenever the main queue is given work;
 * - the callback: runs what the main queue holds, on the calling (main) thread.
 */
#ifndef SHOJI_MAIN_QUEUE_H
#define SHOJI_MAIN_QUEUE_H

int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
