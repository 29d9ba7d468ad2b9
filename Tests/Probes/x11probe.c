/* What the end-to-end tests ask the X server that xprop and xdotool cannot:
 *   x11probe ping WINDOW             send _NET_WM_PING as a window manager does; "pong" when answered
 *   x11probe cursor                  the name of the cursor shown (XFixes), "(none)" for an unnamed one
 *   x11probe shows NAME              "yes" when the cursor shown is a frame of the theme's cursor NAME (an
 *                                    animated cursor's frames carry no name, so "wait" is found this way)
 *   x11probe sync WINDOW W H VALUE   _NET_WM_SYNC_REQUEST then a resize, as a manager does; "synced" once
 *                                    the window's counter reaches VALUE
 * Exit 0 on success, 1 when the answer did not come within 3 s, 2 on bad usage, 3 without a display. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/sync.h>
#include <X11/Xcursor/Xcursor.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static double now(void) { struct timeval t; gettimeofday(&t, NULL); return t.tv_sec + t.tv_usec / 1e6; }

static void send_protocol(Display *d, Window w, Atom kind, long l1, long l2, long l3) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    e.xclient.format = 32;
    e.xclient.data.l[0] = (long)kind;
    e.xclient.data.l[1] = l1;
    e.xclient.data.l[2] = l2;
    e.xclient.data.l[3] = l3;
    XSendEvent(d, w, False, NoEventMask, &e);
    XFlush(d);
}

static int ping(Display *d, Window w) {
    Window root = DefaultRootWindow(d);
    Atom ping = XInternAtom(d, "_NET_WM_PING", False);
    XSelectInput(d, root, SubstructureNotifyMask);
    XSync(d, False);
    send_protocol(d, w, ping, 4242, (long)w, 0);
    double deadline = now() + 3;
    while (now() < deadline) {
        while (XPending(d)) {
            XEvent e;
            XNextEvent(d, &e);
            if (e.type == ClientMessage && e.xclient.window == root && (Atom)e.xclient.data.l[0] == ping
                && e.xclient.data.l[1] == 4242 && (Window)e.xclient.data.l[2] == w) {
                puts("pong");
                return 0;
            }
        }
        usleep(5000);
    }
    puts("no reply");
    return 1;
}

static int cursor_name(Display *d) {
    int ev, err;
    if (!XFixesQueryExtension(d, &ev, &err)) { puts("no XFixes"); return 1; }
    XFixesCursorImage *img = XFixesGetCursorImage(d);
    if (!img) { puts("no cursor"); return 1; }
    printf("%s %dx%d\n", img->name && img->name[0] ? img->name : "(none)", img->width, img->height);
    XFree(img);
    return 0;
}

static int shows(Display *d, const char *name) {
    XFixesCursorImage *img = XFixesGetCursorImage(d);
    XcursorImages *frames = XcursorLibraryLoadImages(name, XcursorGetTheme(d), XcursorGetDefaultSize(d));
    int found = 0;
    for (int f = 0; img && frames && f < frames->nimage && !found; f++) {
        XcursorImage *c = frames->images[f];
        if (c->width != img->width || c->height != img->height) continue;
        found = 1;
        for (unsigned i = 0; i < c->width * c->height; i++) {
            if ((unsigned)(img->pixels[i] & 0xFFFFFFFFu) != c->pixels[i]) { found = 0; break; }
        }
    }
    puts(found ? "yes" : "no");
    if (frames) XcursorImagesDestroy(frames);
    if (img) XFree(img);
    return found ? 0 : 1;
}

static int sync_request(Display *d, Window w, int width, int height, long value) {
    int ev, err, major, minor;
    if (!XSyncQueryExtension(d, &ev, &err) || !XSyncInitialize(d, &major, &minor)) { puts("no SYNC"); return 1; }
    Atom type; int format; unsigned long n, after; unsigned char *data = NULL;
    if (XGetWindowProperty(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST_COUNTER", False), 0, 1, False, XA_CARDINAL,
                           &type, &format, &n, &after, &data) != Success || n != 1) { puts("no counter"); return 1; }
    XSyncCounter counter = (XSyncCounter)((long *)data)[0];
    XFree(data);
    send_protocol(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST", False), CurrentTime, value, 0);
    XResizeWindow(d, w, width, height);
    XFlush(d);
    double deadline = now() + 3;
    while (now() < deadline) {
        XSyncValue v;
        if (XSyncQueryCounter(d, counter, &v) && XSyncValueLow32(v) == (unsigned long)value) {
            puts("synced");
            return 0;
        }
        usleep(5000);
    }
    puts("counter not set");
    return 1;
}

int main(int argc, char **argv) {
    Display *d = XOpenDisplay(NULL);
    if (!d) { fputs("x11probe: cannot open display\n", stderr); return 3; }
    if (argc == 3 && !strcmp(argv[1], "ping")) return ping(d, strtoul(argv[2], NULL, 0));
    if (argc == 2 && !strcmp(argv[1], "cursor")) return cursor_name(d);
    if (argc == 3 && !strcmp(argv[1], "shows")) return shows(d, argv[2]);
    if (argc == 6 && !strcmp(argv[1], "sync"))
        return sync_request(d, strtoul(argv[2], NULL, 0), atoi(argv[3]), atoi(argv[4]), atol(argv[5]));
    fputs("usage: x11probe ping WINDOW | cursor | shows NAME | sync WINDOW W H VALUE\n", stderr);
    return 2;
}
