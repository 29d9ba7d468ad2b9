/* Selection peers for the end-to-end tests, in plain Xlib.
 *   xselection hang      owns CLIPBOARD and never answers a request (a hung or stopped owner)
 *   xselection manager   a minimal clipboard manager: owns CLIPBOARD_MANAGER; on SAVE_TARGETS it reads the
 *                        clipboard's UTF8_STRING, answers, then owns CLIPBOARD itself and serves that text
 * Each prints "ready" on stdout once it owns its selection, and runs until killed. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Display *d;
static Window w;
static Atom CLIPBOARD, MANAGER, SAVE_TARGETS, TARGETS, UTF8, PROP;
static unsigned char *saved;
static unsigned long saved_len;

static Time server_time(void) {
    XEvent e;
    XChangeProperty(d, w, PROP, XA_STRING, 8, PropModeAppend, (unsigned char *)"", 0);
    for (;;) { XWindowEvent(d, w, PropertyChangeMask, &e); if (e.xproperty.atom == PROP) return e.xproperty.time; }
}

static void reply(XSelectionRequestEvent *r, Atom property) {
    XEvent n = {0};
    n.xselection.type = SelectionNotify;
    n.xselection.requestor = r->requestor; n.xselection.selection = r->selection;
    n.xselection.target = r->target; n.xselection.property = property; n.xselection.time = r->time;
    XSendEvent(d, r->requestor, False, 0, &n);
    XFlush(d);
}

/* Reads the clipboard as UTF8_STRING (small data only: no INCR), waiting for the owner's answer. */
static void save_clipboard(void) {
    XEvent e;
    XConvertSelection(d, CLIPBOARD, UTF8, PROP, w, CurrentTime);
    for (;;) {
        XNextEvent(d, &e);
        if (e.type == SelectionNotify) break;
    }
    if (e.xselection.property == None) return;
    Atom type; int format; unsigned long n, after; unsigned char *data = NULL;
    XGetWindowProperty(d, w, PROP, 0, 1 << 20, True, AnyPropertyType, &type, &format, &n, &after, &data);
    if (data) { saved = malloc(n + 1); memcpy(saved, data, n); saved_len = n; XFree(data); }
}

int main(int argc, char **argv) {
    if (argc < 2 || !(d = XOpenDisplay(NULL))) { fprintf(stderr, "usage: xselection hang|manager\n"); return 2; }
    int manager = strcmp(argv[1], "manager") == 0;
    w = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0);
    XSelectInput(d, w, PropertyChangeMask);
    CLIPBOARD = XInternAtom(d, "CLIPBOARD", False); MANAGER = XInternAtom(d, "CLIPBOARD_MANAGER", False);
    SAVE_TARGETS = XInternAtom(d, "SAVE_TARGETS", False); TARGETS = XInternAtom(d, "TARGETS", False);
    UTF8 = XInternAtom(d, "UTF8_STRING", False); PROP = XInternAtom(d, "XSELECTION_DATA", False);
    XSetSelectionOwner(d, manager ? MANAGER : CLIPBOARD, w, server_time());
    printf("ready\n"); fflush(stdout);
    for (;;) {
        XEvent e;
        XNextEvent(d, &e);
        if (e.type != SelectionRequest || !manager) continue; /* hang: every request goes unanswered */
        XSelectionRequestEvent *r = &e.xselectionrequest;
        if (r->selection == MANAGER && r->target == SAVE_TARGETS) {
            XSelectionRequestEvent copy = *r;
            save_clipboard();
            XSetSelectionOwner(d, CLIPBOARD, w, server_time());
            reply(&copy, copy.property);
            printf("saved %lu\n", saved_len); fflush(stdout);
        } else if (r->selection == CLIPBOARD && r->target == UTF8 && saved) {
            XChangeProperty(d, r->requestor, r->property, UTF8, 8, PropModeReplace, saved, (int)saved_len);
            reply(r, r->property);
        } else if (r->selection == CLIPBOARD && r->target == TARGETS) {
            Atom t[2] = { TARGETS, UTF8 };
            XChangeProperty(d, r->requestor, r->property, XA_ATOM, 32, PropModeReplace, (unsigned char *)t, 2);
            reply(r, r->property);
        } else {
            reply(r, None);
        }
    }
}
