/*
 * The part of libdbus the AT-SPI2 bridge uses, declared here and loaded with dlopen when the bridge first
 * needs it, instead of linking libdbus-1.
 *
 * Why: linked, libdbus-1 and the eight libraries it brings (libsystemd, libgcrypt, libgpg-error, liblz4,
 * liblzma, libzstd, libcap) are loaded and bound at every start, about 0.8 MB of memory, though most runs
 * find no session bus and never speak D-Bus (BENCHMARKS.md). Loaded on first use, they cost nothing then;
 * and a machine without libdbus still runs Shoji programs, without accessibility (shoji_dbus_load says
 * why in one line).
 *
 * Each function below has libdbus's own name and signature (scripts/check-shims.sh checks them, the
 * types and the constants against the real headers in `make test`). It is a static inline trampoline that
 * looks its symbol up once, atomically, and calls it. Call shoji_dbus_load() first and speak D-Bus only
 * when it returned 1: a trampoline whose library could not be loaded aborts with a message.
 */
#ifndef SHOJI_DBUS_SHIM_H
#define SHOJI_DBUS_SHIM_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef SHOJI_DBUS_FUNCTIONS_ONLY /* the check compiles the functions against libdbus's own types */
typedef uint32_t dbus_bool_t;
typedef uint32_t dbus_uint32_t;

typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;
typedef struct DBusPendingCall DBusPendingCall;
typedef struct DBusWatch DBusWatch;
typedef struct DBusTimeout DBusTimeout;

typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

typedef enum { DBUS_WATCH_READABLE = 1 << 0, DBUS_WATCH_WRITABLE = 1 << 1, DBUS_WATCH_ERROR = 1 << 2,
               DBUS_WATCH_HANGUP = 1 << 3 } DBusWatchFlags;
typedef enum { DBUS_DISPATCH_DATA_REMAINS, DBUS_DISPATCH_COMPLETE, DBUS_DISPATCH_NEED_MEMORY } DBusDispatchStatus;
typedef enum { DBUS_HANDLER_RESULT_HANDLED, DBUS_HANDLER_RESULT_NOT_YET_HANDLED,
               DBUS_HANDLER_RESULT_NEED_MEMORY } DBusHandlerResult;

#define DBUS_MESSAGE_TYPE_INVALID 0
#define DBUS_MESSAGE_TYPE_METHOD_CALL 1
#define DBUS_MESSAGE_TYPE_METHOD_RETURN 2
#define DBUS_MESSAGE_TYPE_ERROR 3
#define DBUS_MESSAGE_TYPE_SIGNAL 4

typedef void (*DBusFreeFunction)(void *memory);
typedef dbus_bool_t (*DBusAddWatchFunction)(DBusWatch *watch, void *data);
typedef void (*DBusWatchToggledFunction)(DBusWatch *watch, void *data);
typedef void (*DBusRemoveWatchFunction)(DBusWatch *watch, void *data);
typedef dbus_bool_t (*DBusAddTimeoutFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusTimeoutToggledFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusRemoveTimeoutFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusDispatchStatusFunction)(DBusConnection *connection, DBusDispatchStatus new_status, void *data);
typedef void (*DBusPendingCallNotifyFunction)(DBusPendingCall *pending, void *user_data);
typedef DBusHandlerResult (*DBusHandleMessageFunction)(DBusConnection *connection, DBusMessage *message,
                                                       void *user_data);
#endif

/* libdbus, opened once (thread-safe: dlopen is, and the handle is published atomically). */
static inline void *shoji_dbus_handle(void) {
    static void *handle;
    void *h = __atomic_load_n(&handle, __ATOMIC_ACQUIRE);
    if (!h) {
        h = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
        if (h) __atomic_store_n(&handle, h, __ATOMIC_RELEASE);
    }
    return h;
}

/* 1 when libdbus is loaded (or now loads); 0 with why in `why` (dlerror's line) when it cannot be. */
static inline int shoji_dbus_load(const char **why) {
    if (shoji_dbus_handle()) return 1;
    if (why) *why = dlerror();
    return 0;
}

static inline void *shoji_dbus_symbol(const char *name) {
    void *h = shoji_dbus_handle();
    void *symbol = h ? dlsym(h, name) : NULL;
    if (!symbol) {
        fprintf(stderr, "shoji: libdbus-1 has no %s (call shoji_dbus_load first)\n", name);
        abort();
    }
    return symbol;
}

#ifdef SHOJI_DBUS_FUNCTIONS_ONLY
#define SHOJI_DBUS(ret, name, params, args) ret name params;
#else
#define SHOJI_DBUS(ret, name, params, args)                                                       \
    static inline ret name params {                                                                \
        static ret(*shoji_resolved) params;                                                        \
        ret(*shoji_f) params = __atomic_load_n(&shoji_resolved, __ATOMIC_ACQUIRE);                 \
        if (!shoji_f) {                                                                            \
            shoji_f = (ret(*) params)shoji_dbus_symbol(#name);                                     \
            __atomic_store_n(&shoji_resolved, shoji_f, __ATOMIC_RELEASE);                          \
        }                                                                                          \
        return shoji_f args;                                                                       \
    }
#endif

SHOJI_DBUS(void, dbus_error_init, (DBusError *error), (error))
SHOJI_DBUS(void, dbus_error_free, (DBusError *error), (error))

SHOJI_DBUS(DBusConnection *, dbus_connection_open_private, (const char *address, DBusError *error),
           (address, error))
SHOJI_DBUS(dbus_bool_t, dbus_bus_register, (DBusConnection *connection, DBusError *error), (connection, error))
SHOJI_DBUS(const char *, dbus_bus_get_unique_name, (DBusConnection *connection), (connection))
SHOJI_DBUS(void, dbus_connection_close, (DBusConnection *connection), (connection))
SHOJI_DBUS(void, dbus_connection_unref, (DBusConnection *connection), (connection))
SHOJI_DBUS(dbus_bool_t, dbus_connection_get_is_connected, (DBusConnection *connection), (connection))
SHOJI_DBUS(void, dbus_connection_set_exit_on_disconnect, (DBusConnection *connection, dbus_bool_t exit_on_disconnect),
           (connection, exit_on_disconnect))
SHOJI_DBUS(DBusDispatchStatus, dbus_connection_dispatch, (DBusConnection *connection), (connection))
SHOJI_DBUS(dbus_bool_t, dbus_connection_add_filter,
           (DBusConnection *connection, DBusHandleMessageFunction function, void *user_data,
            DBusFreeFunction free_data_function),
           (connection, function, user_data, free_data_function))
SHOJI_DBUS(dbus_bool_t, dbus_connection_set_watch_functions,
           (DBusConnection *connection, DBusAddWatchFunction add_function, DBusRemoveWatchFunction remove_function,
            DBusWatchToggledFunction toggled_function, void *data, DBusFreeFunction free_data_function),
           (connection, add_function, remove_function, toggled_function, data, free_data_function))
SHOJI_DBUS(dbus_bool_t, dbus_connection_set_timeout_functions,
           (DBusConnection *connection, DBusAddTimeoutFunction add_function,
            DBusRemoveTimeoutFunction remove_function, DBusTimeoutToggledFunction toggled_function, void *data,
            DBusFreeFunction free_data_function),
           (connection, add_function, remove_function, toggled_function, data, free_data_function))
SHOJI_DBUS(void, dbus_connection_set_dispatch_status_function,
           (DBusConnection *connection, DBusDispatchStatusFunction function, void *data,
            DBusFreeFunction free_data_function),
           (connection, function, data, free_data_function))
SHOJI_DBUS(dbus_bool_t, dbus_connection_send,
           (DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial),
           (connection, message, client_serial))
SHOJI_DBUS(dbus_bool_t, dbus_connection_send_with_reply,
           (DBusConnection *connection, DBusMessage *message, DBusPendingCall **pending_return,
            int timeout_milliseconds),
           (connection, message, pending_return, timeout_milliseconds))
SHOJI_DBUS(DBusMessage *, dbus_connection_send_with_reply_and_block,
           (DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error),
           (connection, message, timeout_milliseconds, error))

SHOJI_DBUS(dbus_bool_t, dbus_pending_call_set_notify,
           (DBusPendingCall *pending, DBusPendingCallNotifyFunction function, void *user_data,
            DBusFreeFunction free_user_data),
           (pending, function, user_data, free_user_data))
SHOJI_DBUS(DBusMessage *, dbus_pending_call_steal_reply, (DBusPendingCall *pending), (pending))
SHOJI_DBUS(void, dbus_pending_call_unref, (DBusPendingCall *pending), (pending))

SHOJI_DBUS(DBusMessage *, dbus_message_new_method_call,
           (const char *bus_name, const char *path, const char *iface, const char *method),
           (bus_name, path, iface, method))
SHOJI_DBUS(DBusMessage *, dbus_message_new_method_return, (DBusMessage *method_call), (method_call))
SHOJI_DBUS(DBusMessage *, dbus_message_new_error,
           (DBusMessage *reply_to, const char *error_name, const char *error_message),
           (reply_to, error_name, error_message))
SHOJI_DBUS(DBusMessage *, dbus_message_new_signal, (const char *path, const char *iface, const char *name),
           (path, iface, name))
SHOJI_DBUS(void, dbus_message_unref, (DBusMessage *message), (message))
SHOJI_DBUS(int, dbus_message_get_type, (DBusMessage *message), (message))
SHOJI_DBUS(const char *, dbus_message_get_path, (DBusMessage *message), (message))
SHOJI_DBUS(const char *, dbus_message_get_interface, (DBusMessage *message), (message))
SHOJI_DBUS(const char *, dbus_message_get_member, (DBusMessage *message), (message))
SHOJI_DBUS(const char *, dbus_message_get_signature, (DBusMessage *message), (message))
SHOJI_DBUS(dbus_bool_t, dbus_message_get_no_reply, (DBusMessage *message), (message))
SHOJI_DBUS(dbus_bool_t, dbus_message_is_signal, (DBusMessage *message, const char *iface, const char *signal_name),
           (message, iface, signal_name))

SHOJI_DBUS(dbus_bool_t, dbus_message_iter_init, (DBusMessage *message, DBusMessageIter *iter), (message, iter))
SHOJI_DBUS(void, dbus_message_iter_init_append, (DBusMessage *message, DBusMessageIter *iter), (message, iter))
SHOJI_DBUS(int, dbus_message_iter_get_arg_type, (DBusMessageIter *iter), (iter))
SHOJI_DBUS(void, dbus_message_iter_get_basic, (DBusMessageIter *iter, void *value), (iter, value))
SHOJI_DBUS(dbus_bool_t, dbus_message_iter_next, (DBusMessageIter *iter), (iter))
SHOJI_DBUS(void, dbus_message_iter_recurse, (DBusMessageIter *iter, DBusMessageIter *sub), (iter, sub))
SHOJI_DBUS(dbus_bool_t, dbus_message_iter_append_basic, (DBusMessageIter *iter, int type, const void *value),
           (iter, type, value))
SHOJI_DBUS(dbus_bool_t, dbus_message_iter_open_container,
           (DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub),
           (iter, type, contained_signature, sub))
SHOJI_DBUS(dbus_bool_t, dbus_message_iter_close_container, (DBusMessageIter *iter, DBusMessageIter *sub),
           (iter, sub))

SHOJI_DBUS(int, dbus_watch_get_unix_fd, (DBusWatch *watch), (watch))
SHOJI_DBUS(unsigned int, dbus_watch_get_flags, (DBusWatch *watch), (watch))
SHOJI_DBUS(dbus_bool_t, dbus_watch_get_enabled, (DBusWatch *watch), (watch))
SHOJI_DBUS(dbus_bool_t, dbus_watch_handle, (DBusWatch *watch, unsigned int flags), (watch, flags))
SHOJI_DBUS(int, dbus_timeout_get_interval, (DBusTimeout *timeout), (timeout))
SHOJI_DBUS(dbus_bool_t, dbus_timeout_get_enabled, (DBusTimeout *timeout), (timeout))
SHOJI_DBUS(dbus_bool_t, dbus_timeout_handle, (DBusTimeout *timeout), (timeout))

#endif
