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
