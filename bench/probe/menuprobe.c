/* How fast a context menu is on screen, measured from outside the program the same way for every toolkit:
 * an XTest press of button 3 at X,Y, then the time until the menu's window (an override-redirect child of
 * the root, mapped after the press) shows its content: its pixels differ from what was there before the
 * press and are not all one colour (a window's background, black or none, is neither). Then the button is
 * released, Escape closes the menu, and after its unmap the next open starts.
 *
 *   menuprobe X Y OPENS
 *
 * Prints `map-ms` and `menu-ms` lines: p50 and p99 over OPENS of press → MapNotify and press → content,
 * and `menu-count` (opens that showed a menu). Exit 1 when no menu showed, 2 bad arguments, 3 no display. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static Display *dpy;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double pct(double *v, int n, double p) {
    if (n == 0) return -1;
    qsort(v, n, sizeof *v, cmp);
    int i = (int)(p * (n - 1) + 0.5);
    return v[i];
}

/* The next event of `type` on the root's substructure for an override-redirect window, within `limit` ms. */
static Window awaited;

static Window wait_for(int type, double limit, double *at) {
    double start = now_ms();
    while (now_ms() - start < limit) {
        while (XPending(dpy)) {
            XEvent e;
            XNextEvent(dpy, &e);
            if (e.type == type && type == MapNotify && e.xmap.override_redirect) {
                /* GTK maps helper windows too (10×10 off screen, 1×1): the menu is the one that can be seen. */
                XWindowAttributes a;
                if (!XGetWindowAttributes(dpy, e.xmap.window, &a) || a.width < 20 || a.height < 20 ||
                    a.x + a.width <= 0 || a.y + a.height <= 0) continue;
                *at = now_ms();
                return e.xmap.window;
            }
            if (e.type == type && type == UnmapNotify && e.xunmap.window == awaited) { *at = now_ms(); return e.xunmap.window; }
        }
        struct pollfd p = { ConnectionNumber(dpy), POLLIN, 0 };
        poll(&p, 1, 1);
    }
    return None;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: menuprobe X Y OPENS\n"); return 2; }
    int x = atoi(argv[1]), y = atoi(argv[2]), opens = atoi(argv[3]);
    if (opens < 1) { fprintf(stderr, "menuprobe: OPENS must be at least 1\n"); return 2; }
    if (!(dpy = XOpenDisplay(NULL))) { fprintf(stderr, "menuprobe: no display\n"); return 3; }
    int ev, er, maj, min;
    if (!XTestQueryExtension(dpy, &ev, &er, &maj, &min)) { fprintf(stderr, "menuprobe: no XTest\n"); return 3; }
    Window root = DefaultRootWindow(dpy);
    int sw = DisplayWidth(dpy, DefaultScreen(dpy)), sh = DisplayHeight(dpy, DefaultScreen(dpy));
    XSelectInput(dpy, root, SubstructureNotifyMask);
    KeyCode esc = XKeysymToKeycode(dpy, XK_Escape);
    double *maps = calloc(opens, sizeof(double)), *menus = calloc(opens, sizeof(double));
    int nmap = 0, nmenu = 0;
    for (int i = 0; i < opens; i++) {
        XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
        XSync(dpy, False);
        usleep(60000);
        XImage *before = XGetImage(dpy, root, 0, 0, sw, sh, AllPlanes, ZPixmap);
        while (XPending(dpy)) { XEvent e; XNextEvent(dpy, &e); }
        double t0 = now_ms(), tmap = 0, tmenu = -1;
        XTestFakeButtonEvent(dpy, 3, True, CurrentTime);
        XFlush(dpy);
        Window w = wait_for(MapNotify, 2000, &tmap);
        if (w != None) {
            maps[nmap++] = tmap - t0;
            XWindowAttributes a;
            XGetWindowAttributes(dpy, w, &a);
            int wx = a.x < 0 ? 0 : a.x, wy = a.y < 0 ? 0 : a.y;
            int ww = a.width, wh = a.height;
            if (wx + ww > sw) ww = sw - wx;
            if (wy + wh > sh) wh = sh - wy;
            while (now_ms() - t0 < 2000 && ww > 0 && wh > 0) {
                XImage *now = XGetImage(dpy, root, wx, wy, ww, wh, AllPlanes, ZPixmap);
                int differs = 0, uniform = 1;
                unsigned long first = XGetPixel(now, 0, 0);
                for (int yy = 0; yy < wh && !(differs && !uniform); yy += 2)
                    for (int xx = 0; xx < ww; xx += 2) {
                        unsigned long p = XGetPixel(now, xx, yy);
                        if (p != first) uniform = 0;
                        if (p != XGetPixel(before, wx + xx, wy + yy)) differs = 1;
                    }
                XDestroyImage(now);
                if (differs && !uniform) { tmenu = now_ms(); break; }
                usleep(500);
            }
            if (tmenu > 0) menus[nmenu++] = tmenu - t0;
        }
        XDestroyImage(before);
        XTestFakeButtonEvent(dpy, 3, False, CurrentTime);
        XTestFakeKeyEvent(dpy, esc, True, CurrentTime);
        XTestFakeKeyEvent(dpy, esc, False, CurrentTime);
        XFlush(dpy);
        double tun;
        awaited = w;
        if (w != None) wait_for(UnmapNotify, 2000, &tun);
        usleep(40000);
    }
    printf("menu-count %d\n", nmenu);
    printf("map-ms-p50 %.2f\nmap-ms-p99 %.2f\n", pct(maps, nmap, 0.5), pct(maps, nmap, 0.99));
    printf("menu-ms-p50 %.2f\nmenu-ms-p99 %.2f\n", pct(menus, nmenu, 0.5), pct(menus, nmenu, 0.99));
    return nmenu > 0 ? 0 : 1;
}
