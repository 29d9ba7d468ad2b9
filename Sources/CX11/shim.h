#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/Xresource.h>
#include <X11/cursorfont.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/sync.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xfixes.h>
#include <X11/Xcursor/Xcursor.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <locale.h>
#include <langinfo.h>
#include <malloc.h>  /* mallinfo2, for MemoryReport */

/* XIM's variadic calls, which Swift cannot make: a NULL-terminated argument list in C. */
static inline XIC shoji_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

/* The events the input context needs to see (XNFilterEvents), 0 when it cannot say. */
static inline long shoji_ic_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return mask;
}

/* Whether the input method offers the one style Shoji uses (no preedit or status drawn by us). */
static inline int shoji_im_supports_root_style(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    int ok = 0;
    for (int i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (XIMPreeditNothing | XIMStatusNothing)) ok = 1;
    }
    XFree(styles);
    return ok;
}

/* XISetMask is a macro. */
static inline void shoji_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int shoji_xi_mask_is_set(const unsigned char *mask, int bit) { return XIMaskIsSet(mask, bit); }

/* An input method server can go away (ibus restarted) and come back. Xlib tells through callbacks that
 * Swift cannot pass to the variadic XSetIMValues; they only set a flag the host reads after each event:
 * 1 = the input method went away (its contexts are gone), 2 = an input method can be opened again. */
static inline void shoji_im_destroyed(XIM im, XPointer flag, XPointer call) {
    (void)im; (void)call; *(int *)flag = 1;
}
static inline void shoji_im_available(Display *d, XPointer flag, XPointer call) {
    (void)d; (void)call; *(int *)flag = 2;
}
static inline void shoji_watch_im(XIM im, int *flag) {
    XIMCallback cb;
    cb.client_data = (XPointer)flag;
    cb.callback = (XIMProc)shoji_im_destroyed;
    XSetIMValues(im, XNDestroyCallback, &cb, NULL);
}
static inline void shoji_wait_for_im(Display *d, int *flag, int wait) {
    if (wait) XRegisterIMInstantiateCallback(d, NULL, NULL, NULL, (XIDProc)shoji_im_available, (XPointer)flag);
    else XUnregisterIMInstantiateCallback(d, NULL, NULL, NULL, (XIDProc)shoji_im_available, (XPointer)flag);
}
