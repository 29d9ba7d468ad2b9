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
#include <X11/extensions/Xrandr.h>
#include <X11/Xcursor/Xcursor.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <malloc.h>  /* malloc_trim, for TransferHost */
#include <poll.h>
#include <time.h>

/* XIM's variadic calls, which Swift cannot make: a NULL-terminated argument list in C. */

/* Input styles (XIMPreedit* | XIMStatus*), best first: on-the-spot (the client draws the composition from
 * preedit callbacks), over-the-spot (the input method draws it at XNSpotLocation), root (in a window of
 * its own). The first the input method offers, 0 when it offers none of them. */
static inline long shoji_im_choose_style(XIM im) {
    static const long wanted[] = { XIMPreeditCallbacks | XIMStatusNothing, XIMPreeditPosition | XIMStatusNothing,
                                   XIMPreeditNothing | XIMStatusNothing };
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    long chosen = 0;
    for (int w = 0; w < 3 && chosen == 0; w++) {
        for (int i = 0; i < styles->count_styles; i++) {
            if ((long)styles->supported_styles[i] == wanted[w]) { chosen = wanted[w]; break; }
        }
    }
    XFree(styles);
    return chosen;
}

/* Preedit callbacks, recorded. Xlib calls them from inside XFilterEvent (or any call that reads the
 * connection); they copy what they are given into a log and nothing else, and the host applies the log
 * after the event: no Swift, no view code, no re-entry into Xlib from inside it.
 * kind: 1 start, 2 draw, 3 caret, 4 done. */
typedef struct {
    int kind;
    int caret, chg_first, chg_length; /* draw */
    int position, direction, style;   /* caret */
    char *text;                       /* draw: UTF-8 (malloc'd), NULL: delete */
    unsigned long *feedback;          /* draw: one per character (malloc'd) */
    int feedback_count;
} shoji_preedit_event;

typedef struct {
    shoji_preedit_event *events;
    int count, capacity;
    XIMCallback callbacks[4]; /* start, done, draw, caret: kept as long as the context that points at them */
} shoji_preedit_log;

static inline shoji_preedit_event *shoji_preedit_push(shoji_preedit_log *log, int kind) {
    if (log->count == log->capacity) {
        int capacity = log->capacity ? log->capacity * 2 : 16;
        shoji_preedit_event *grown = realloc(log->events, (size_t)capacity * sizeof *grown);
        if (grown == NULL) return NULL;
        log->events = grown;
        log->capacity = capacity;
    }
    shoji_preedit_event *e = &log->events[log->count++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    return e;
}

static inline void shoji_preedit_log_clear(shoji_preedit_log *log) {
    for (int i = 0; i < log->count; i++) { free(log->events[i].text); free(log->events[i].feedback); }
    log->count = 0;
}

static inline int shoji_preedit_start(XIC ic, XPointer log, XPointer call) {
    (void)ic; (void)call;
    shoji_preedit_push((shoji_preedit_log *)log, 1);
    return -1; /* no limit on the preedit's length */
}

static inline void shoji_preedit_done(XIC ic, XPointer log, XPointer call) {
    (void)ic; (void)call;
    shoji_preedit_push((shoji_preedit_log *)log, 4);
}

static inline void shoji_preedit_draw(XIC ic, XPointer log, XIMPreeditDrawCallbackStruct *call) {
    (void)ic;
    shoji_preedit_event *e = shoji_preedit_push((shoji_preedit_log *)log, 2);
    if (e == NULL) return;
    e->caret = call->caret; e->chg_first = call->chg_first; e->chg_length = call->chg_length;
    XIMText *t = call->text;
    if (t == NULL) return;
    if (t->encoding_is_wchar) {
        const wchar_t *w = t->string.wide_char;
        size_t n = w ? wcstombs(NULL, w, 0) : 0;
        e->text = malloc(n == (size_t)-1 ? 1 : n + 1);
        if (e->text) { if (n == (size_t)-1 || w == NULL) e->text[0] = 0; else wcstombs(e->text, w, n + 1); }
    } else {
        e->text = strdup(t->string.multi_byte ? t->string.multi_byte : "");
    }
    if (t->feedback && t->length > 0) {
        e->feedback = malloc((size_t)t->length * sizeof(unsigned long));
        if (e->feedback) {
            for (int i = 0; i < t->length; i++) e->feedback[i] = t->feedback[i];
            e->feedback_count = t->length;
        }
    }
}

static inline void shoji_preedit_caret(XIC ic, XPointer log, XIMPreeditCaretCallbackStruct *call) {
    (void)ic;
    shoji_preedit_event *e = shoji_preedit_push((shoji_preedit_log *)log, 3);
    if (e == NULL) return;
    e->position = call->position; e->direction = (int)call->direction; e->style = (int)call->style;
}

/* An input context in `style` (from shoji_im_choose_style) on `window`: on-the-spot with the callbacks
 * recording into `log`; over-the-spot at (x, y) with `fontset` (Xlib insists on one for that style, though
 * the input method draws with its own fonts). */
static inline XIC shoji_create_ic(XIM im, Window window, long style, shoji_preedit_log *log, XFontSet fontset,
                                  short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = NULL;
    if (style & XIMPreeditCallbacks) {
        XIMCallback *cb = log->callbacks;
        cb[0].client_data = cb[1].client_data = cb[2].client_data = cb[3].client_data = (XPointer)log;
        cb[0].callback = (XIMProc)shoji_preedit_start;
        cb[1].callback = (XIMProc)shoji_preedit_done;
        cb[2].callback = (XIMProc)shoji_preedit_draw;
        cb[3].callback = (XIMProc)shoji_preedit_caret;
        preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &cb[0], XNPreeditDoneCallback, &cb[1],
                                      XNPreeditDrawCallback, &cb[2], XNPreeditCaretCallback, &cb[3],
                                      XNSpotLocation, &spot, NULL);
    } else if (style & XIMPreeditPosition) {
        preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, fontset, NULL);
    }
    XIC ic = preedit
        ? XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                    XNPreeditAttributes, preedit, NULL)
        : XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, NULL);
    if (preedit) XFree(preedit);
    return ic;
}

/* Moves the spot the input method places its windows at (window pixels; the baseline under the caret). */
static inline void shoji_ic_set_spot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    if (preedit == NULL) return;
    XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
}

/* Resets the context as GTK 3 does: the preedit state (whether the input method is switched on) is kept
 * across the reset, which would otherwise switch it off. Returns what the input method commits (malloc'd
 * UTF-8, free with XFree), or NULL when it cleared the composition. */
static inline char *shoji_ic_reset(XIC ic) {
    XIMPreeditState state = XIMPreeditUnKnown;
    XVaNestedList get = XVaCreateNestedList(0, XNPreeditState, &state, NULL);
    int known = get && XGetICValues(ic, XNPreeditAttributes, get, NULL) == NULL;
    if (get) XFree(get);
    char *text = Xutf8ResetIC(ic);
    if (known && state != XIMPreeditUnKnown) {
        XVaNestedList set = XVaCreateNestedList(0, XNPreeditState, state, NULL);
        if (set) { XSetICValues(ic, XNPreeditAttributes, set, NULL); XFree(set); }
    }
    return text;
}

/* A fontset for over-the-spot contexts: "fixed" took 1.3 ms here, "*" 4.5 ms. */
static inline XFontSet shoji_create_fontset(Display *d) {
    char **missing = NULL, *fallback = NULL;
    int count = 0;
    XFontSet fs = XCreateFontSet(d, "fixed", &missing, &count, &fallback);
    if (missing) XFreeStringList(missing);
    return fs;
}

/* The events the input context needs to see (XNFilterEvents), 0 when it cannot say. */
static inline long shoji_ic_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return mask;
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

/* Whether an XIM server answers before XOpenIM is trusted to it: Xlib's XOpenIM waits for the server's
 * replies with no timeout, so a server that is stopped, hung, or still loading its addons (its selection
 * owned, its event loop not yet running) blocks the whole program in it. The probe asks the server's
 * selection ("@server=fcitx") for its LOCALES, as XOpenIM's first step does; the answer comes as an event.
 * shoji_im_probe_send: -1 no such server (nobody owns the selection: XOpenIM fails at once), 0 sent. */
static inline int shoji_im_probe_send(Display *d, Window w, const char *server) {
    Atom sel = XInternAtom(d, server, False);
    if (XGetSelectionOwner(d, sel) == None) return -1;
    XConvertSelection(d, sel, XInternAtom(d, "LOCALES", False), XInternAtom(d, "_SHOJI_XIM_PROBE", False), w, CurrentTime);
    XFlush(d);
    return 0;
}
/* 1 when e is the server's answer to a probe of window w (its property is deleted), 0 otherwise. The answer
 * is read by the program's event loop like any event: nothing waits for it. */
static inline int shoji_im_probe_is_reply(Display *d, XEvent *e, Window w) {
    if (e->type != SelectionNotify || e->xselection.requestor != w) return 0;
    XDeleteProperty(d, w, XInternAtom(d, "_SHOJI_XIM_PROBE", False));
    return 1;
}
