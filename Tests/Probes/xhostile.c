/* A misbehaving selection owner and XDND source for the hostile end-to-end tests, in plain Xlib.
 *   xhostile endless SEL         answers every request with INCR and then 1 MiB chunks without end
 *   xhostile silent SEL          answers with INCR and never sends a chunk
 *   xhostile drip SEL            answers with INCR, then one byte every 2.5 s without end
 *   xhostile stale SEL           answers each request three times: first a SelectionNotify naming another
 *                                selection, then one with a time 100 s before the request's (both over a
 *                                property holding "stale"), then, once the requestor deleted that property
 *                                or 0.3 s passed, the right one with "fresh"
 *   xhostile hang SEL            owns SEL and never answers (a stalled owner)
 *   xhostile types N X Y         an XDND source offering N types (XdndTypeList), over the XdndAware window
 *                                at root point (X, Y): XdndEnter, then 20 XdndPosition each waiting for
 *                                its XdndStatus; prints "status MS" per answer ("status timeout" after
 *                                10 s), then "positions done", and stays until killed
 * SEL is CLIPBOARD or PRIMARY. The owners print "ready" once they own it, "chunks N" every 64 chunks sent,
 * and run until killed. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/time.h>

static Display *d;
static Window w;
static Atom SEL, INCR, PROP, UTF8;

static double now(void) { struct timeval t; gettimeofday(&t, NULL); return t.tv_sec + t.tv_usec / 1e6; }

static Time server_time(void) {
    XEvent e;
    XChangeProperty(d, w, PROP, XA_STRING, 8, PropModeAppend, (unsigned char *)"", 0);
    for (;;) { XWindowEvent(d, w, PropertyChangeMask, &e); if (e.xproperty.atom == PROP) return e.xproperty.time; }
}

static void notify(Window requestor, Atom selection, Atom target, Atom property, Time time) {
    XEvent n;
    memset(&n, 0, sizeof n);
    n.xselection.type = SelectionNotify;
    n.xselection.requestor = requestor; n.xselection.selection = selection;
    n.xselection.target = target; n.xselection.property = property; n.xselection.time = time;
    XSendEvent(d, requestor, False, 0, &n);
    XFlush(d);
}

/* Waits up to `seconds` for an event; 0 when none came. */
static int wait_event(XEvent *e, double seconds) {
    double end = now() + seconds;
    while (!XPending(d)) {
        double left = end - now();
        if (left <= 0) return 0;
        fd_set fds; FD_ZERO(&fds); FD_SET(ConnectionNumber(d), &fds);
        struct timeval tv = { (long)left, (long)((left - (long)left) * 1e6) };
        select(ConnectionNumber(d) + 1, &fds, NULL, NULL, &tv);
    }
    XNextEvent(d, e);
    return 1;
}

/* The INCR owners: one requestor at a time (the latest request), fed on each delete of its property. */
static int owner(const char *mode) {
    static unsigned char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    Window requestor = 0; Atom property = 0, target = 0;
    long sent = 0; double next_drip = 0; int deleted = 0;
    XSetSelectionOwner(d, SEL, w, server_time());
    printf("ready\n"); fflush(stdout);
    for (;;) {
        XEvent e;
        if (!wait_event(&e, 0.1)) e.type = 0;
        if (e.type == SelectionRequest) {
            XSelectionRequestEvent *r = &e.xselectionrequest;
            if (strcmp(mode, "hang") == 0) continue;
            if (strcmp(mode, "stale") == 0) {
                Atom other = XInternAtom(d, SEL == XA_PRIMARY ? "CLIPBOARD" : "PRIMARY", False);
                XChangeProperty(d, r->requestor, r->property, UTF8, 8, PropModeReplace, (unsigned char *)"stale", 5);
                notify(r->requestor, other, r->target, r->property, r->time);
                notify(r->requestor, r->selection, r->target, r->property, r->time - 100000);
                /* A requestor that took either reads and deletes "stale": wait for that, 0.3 s at most. */
                XSelectInput(d, r->requestor, PropertyChangeMask);
                XSelectionRequestEvent request = *r;
                double end = now() + 0.3;
                XEvent p;
                while (now() < end) {
                    if (wait_event(&p, end - now()) && p.type == PropertyNotify && p.xproperty.window == request.requestor
                        && p.xproperty.atom == request.property && p.xproperty.state == PropertyDelete) break;
                }
                r = &request;
                XChangeProperty(d, r->requestor, r->property, UTF8, 8, PropModeReplace, (unsigned char *)"fresh", 5);
                notify(r->requestor, r->selection, r->target, r->property, r->time);
                continue;
            }
            /* INCR with an announced size of 63.75 MiB, whatever will follow. */
            long size = 0x3fc0000;
            XSelectInput(d, r->requestor, PropertyChangeMask);
            XChangeProperty(d, r->requestor, r->property, INCR, 32, PropModeReplace, (unsigned char *)&size, 1);
            notify(r->requestor, r->selection, r->target, r->property, r->time);
            requestor = r->requestor; property = r->property; target = r->target;
            deleted = 0; next_drip = now() + 2.5;
        } else if (e.type == PropertyNotify && e.xproperty.window == requestor && e.xproperty.atom == property
                   && e.xproperty.state == PropertyDelete) {
            deleted = 1;
        }
        if (!requestor || !deleted || strcmp(mode, "silent") == 0) continue;
        (void)target;
        if (strcmp(mode, "endless") == 0) {
            XChangeProperty(d, requestor, property, UTF8, 8, PropModeReplace, chunk, sizeof chunk);
            deleted = 0;
            if (++sent % 64 == 0) { printf("chunks %ld\n", sent); fflush(stdout); }
            XFlush(d);
        } else if (strcmp(mode, "drip") == 0 && now() >= next_drip) {
            XChangeProperty(d, requestor, property, UTF8, 8, PropModeReplace, chunk, 1);
            XFlush(d);
            deleted = 0; next_drip = now() + 2.5;
        }
    }
    return 0;
}

/* The XdndAware window under root point (x, y), or 0. */
static Window aware_window(int x, int y) {
    Atom aware = XInternAtom(d, "XdndAware", False);
    Window current = DefaultRootWindow(d), child = 0;
    for (int depth = 0; depth < 8; depth++) {
        int cx, cy;
        if (!XTranslateCoordinates(d, DefaultRootWindow(d), current, x, y, &cx, &cy, &child) || !child) return 0;
        current = child;
        Atom type; int format; unsigned long n, after; unsigned char *data = NULL;
        XGetWindowProperty(d, current, aware, 0, 1, False, AnyPropertyType, &type, &format, &n, &after, &data);
        if (data) { XFree(data); if (n > 0) return current; }
    }
    return 0;
}

static void client_message(Window to, Atom type, long l0, long l1, long l2, long l3, long l4) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage; e.xclient.window = to; e.xclient.message_type = type; e.xclient.format = 32;
    e.xclient.data.l[0] = l0; e.xclient.data.l[1] = l1; e.xclient.data.l[2] = l2;
    e.xclient.data.l[3] = l3; e.xclient.data.l[4] = l4;
    XSendEvent(d, to, False, 0, &e);
    XFlush(d);
}

static int source(long count, int x, int y) {
    Atom typeList = XInternAtom(d, "XdndTypeList", False), status = XInternAtom(d, "XdndStatus", False);
    /* The list, in appends of 64 Ki atoms (any request fits); UTF8_STRING last. */
    enum { STEP = 1 << 16 };
    long *atoms = malloc(sizeof(long) * STEP);
    for (long done = 0; done < count; done += STEP) {
        long n = count - done < STEP ? count - done : STEP;
        for (long i = 0; i < n; i++) atoms[i] = done + i == count - 1 ? (long)UTF8 : 100000 + done + i;
        XChangeProperty(d, w, typeList, XA_ATOM, 32, done ? PropModeAppend : PropModeReplace, (unsigned char *)atoms, (int)n);
    }
    free(atoms);
    XSync(d, False);
    Window target = aware_window(x, y);
    if (!target) { fprintf(stderr, "xhostile: no XdndAware window at %d,%d\n", x, y); return 1; }
    printf("ready\n"); fflush(stdout);
    client_message(target, XInternAtom(d, "XdndEnter", False), (long)w, 5L << 24 | 1, 0, 0, 0);
    for (int i = 0; i < 20; i++) {
        double sent = now();
        client_message(target, XInternAtom(d, "XdndPosition", False), (long)w, 0, (long)(x + i) << 16 | y, CurrentTime,
                       (long)XInternAtom(d, "XdndActionCopy", False));
        XEvent e;
        int answered = 0;
        while (!answered && now() - sent < 10) {
            if (wait_event(&e, 10 - (now() - sent)) && e.type == ClientMessage && e.xclient.message_type == status) answered = 1;
        }
        if (answered) printf("status %.0f\n", (now() - sent) * 1000); else printf("status timeout\n");
        fflush(stdout);
    }
    client_message(target, XInternAtom(d, "XdndLeave", False), (long)w, 0, 0, 0, 0);
    printf("positions done\n"); fflush(stdout);
    for (;;) { XEvent e; XNextEvent(d, &e); }
}

int main(int argc, char **argv) {
    if (argc < 3 || !(d = XOpenDisplay(NULL))) {
        fprintf(stderr, "usage: xhostile endless|silent|drip|stale|hang CLIPBOARD|PRIMARY, or xhostile types N X Y\n");
        return 2;
    }
    w = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0);
    XSelectInput(d, w, PropertyChangeMask);
    INCR = XInternAtom(d, "INCR", False); UTF8 = XInternAtom(d, "UTF8_STRING", False);
    PROP = XInternAtom(d, "XHOSTILE_TIME", False);
    if (strcmp(argv[1], "types") == 0) {
        if (argc < 5) { fprintf(stderr, "usage: xhostile types N X Y\n"); return 2; }
        return source(atol(argv[2]), atoi(argv[3]), atoi(argv[4]));
    }
    SEL = XInternAtom(d, argv[2], False);
    return owner(argv[1]);
}
