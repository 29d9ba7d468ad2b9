/* The external probe: how a program looks to its user, measured from outside it with X DAMAGE, XFixes and
 * XTest, the same way for every program (Shoji, the raw C program, GTK 3, GTK 4, Tk). Built by `make bench`.
 *
 *   probe [options] -- PROGRAM [ARGS...]
 *
 * It spawns PROGRAM on $DISPLAY (or --display), watches the root's children for its top-level window, and
 * prints one `name value` pair a line:
 *
 *   spawn-ns        CLOCK_MONOTONIC when the program was spawned (to line up the program's own trace)
 *   map-ms          spawn to the top-level's MapNotify
 *   first-frame-ms  spawn to the first moment the window's pixels are not all one colour (each batch of
 *                   DAMAGE on the window or any window inside it is followed by XShmGetImage and a check)
 *   settle-ms       spawn to the last damage before --settle-ms (default 500) with none
 *   peak-kb         VmHWM of the program, read just before it is killed
 *   idle-cpu-ms, idle-wakeups
 *                   CPU time and voluntary context switches of every thread over --idle-s (default 2)
 *                   seconds after settling, with nothing asked of it
 *   press-ms        --press X,Y[,N]: median, over N presses (default 5), of XTest button 1 press at X,Y
 *                   to the first damage after it (the pressed look); press-count: presses that drew
 *   drag-ms         --drag X,Y,DY,STEPS: button 1 pressed at X,Y, then STEPS pointer moves of DY pixels:
 *                   median time from a move to the first damage after it; drag-count: moves that drew
 *   key-p50-ms, key-p99-ms, key-max-ms, key-count
 *                   --key KEYSYM,N: the window given the keyboard focus (XSetInputFocus, as a window
 *                   manager does), two untimed presses, then N XTest presses of KEYSYM (each released
 *                   after its damage settles): time from the press to the first damage after it; the
 *                   program must draw nothing else meanwhile (a text widget's caret blink turned off)
 *                   (--key-wait-s S: how long a press may take to draw, 1 s unless given; the 1 MB line's.
 *                   --key-click X,Y: after the focus, button 1 clicked at X,Y in the window, as a user puts
 *                   the caret, and the keys start once the click's frames have settled)
 *   key-first-ms    --key: the first of the two untimed presses, the first key after the focus came (and
 *                   after the click, with --key-click): work a program does at its first key shows here only
 *   menu-p50-ms, menu-p99-ms, menu-max-ms, menu-count, menu-first-ms, menu-map-p50-ms, menu-damage-p50-ms
 *                   --menu X,Y,N: a context menu opened N times (after one untimed open, whose time is
 *                   menu-first-ms): an XTest press of button 3 at X,Y, then the time from the press to the
 *                   first DAMAGE on the menu's window (an override-redirect window of type
 *                   _NET_WM_WINDOW_TYPE_POPUP_MENU, or any window inside it) after which the window's
 *                   pixels are not all one colour: its first frame on screen, not the server painting its
 *                   background on map (menu-damage-p50-ms counts any first damage; menu-map-p50-ms is the
 *                   MapNotify). Then the button is released, Escape closes the menu and, once its window is
 *                   unmapped and the program has settled, the next open starts. menu-count: opens that drew
 *   menubar-p50-ms, menubar-p99-ms, … (the same names as --menu's, each starting menubar-)
 *                   --menubar X,Y,N: a menu bar's menu pulled down N times, as --menu but by a press of button
 *                   1 on a title at X,Y, timed to the first frame of the dropdown menu's window (of type
 *                   _NET_WM_WINDOW_TYPE_DROPDOWN_MENU or _POPUP_MENU)
 *
 *   wheel-*, click-*, selectall-*, hdrag-* (each -p50-ms, -p99-ms, -max-ms, -count)
 *                   the table measures, each timed from its input to the first DAMAGE after which the pixels
 *                   of --watch X,Y,W,H (window coordinates) differ from what they were before the input (so a
 *                   pressed header's look or a scroll bar shown is not counted, only the rows' new frame):
 *                   --wheel X,Y,N      N XTest wheel steps down (button 5) at X,Y
 *                   --click X,Y,N      N clicks at X,Y (a header: each sorts the other way); timed from the
 *                                      release (the press, untimed, settles first), as toolkits sort on release
 *                   --select-all X,Y,N N times: a click at X,Y (one row selected, untimed), then Ctrl+A, timed
 *                   --hdrag X,Y,DX,STEPS  button 1 pressed at X,Y (a column's edge), then STEPS moves of DX px
 *
 * Exit status: 0 measured, 1 the program never showed a window or drew nothing, 2 bad arguments,
 * 3 no display or a missing extension. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/XTest.h>
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static Display *dpy;
static int damage_event, damage_error;
static double t0;
static pid_t child;

#define MAX_DAMAGES 4096
static Window tracked[MAX_DAMAGES];
static Damage damages[MAX_DAMAGES];
static Window tracked_menu[MAX_DAMAGES]; /* the menu window a tracked window is (in), or None */
static int ntracked;

/* --menu: the menu window mapped since the last open began, when, and its first damages. */
static Atom type_atom, popup_menu_atom, dropdown_menu_atom;
static int menu_button = 3; /* 3 for a context menu (--menu), 1 for a menu bar's title (--menubar) */
static Window menu_window;
static double menu_map_ms = -1, menu_damage_ms = -1, menu_content_ms = -1;
static int menu_unmapped;
static Window top;            /* the program's top-level, once mapped */
static double map_ms = -1, first_ms = -1, last_damage_ms = -1;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void die(int status, const char *msg) {
    fprintf(stderr, "probe: %s\n", msg);
    if (child > 0) { kill(child, SIGKILL); waitpid(child, NULL, 0); }
    exit(status);
}

/* BadWindow and BadDamage are expected: windows come and go under us. */
static int ignore_errors(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

static int tracked_index(Drawable w) {
    for (int i = 0; i < ntracked; i++) if (tracked[i] == w) return i;
    return -1;
}

static int is_tracked(Window w) { return tracked_index(w) >= 0; }

/* Damage on a window reports drawing into that window only, so every window inside the top-level gets its
 * own (Tk and GTK 3 draw into child windows). */
static void track(Window w) {
    if (is_tracked(w) || ntracked == MAX_DAMAGES) return;
    tracked[ntracked] = w;
    damages[ntracked++] = XDamageCreate(dpy, w, XDamageReportNonEmpty);
    XSelectInput(dpy, w, SubstructureNotifyMask);
    Window root, parent, *kids = NULL;
    unsigned int n = 0;
    if (XQueryTree(dpy, w, &root, &parent, &kids, &n)) {
        for (unsigned int i = 0; i < n; i++) track(kids[i]);
        if (kids) XFree(kids);
    }
}

/* A menu window and every window inside it, each with its own damage, marked as that menu's; kept across
 * opens (toolkits map the same menu window again). Windows already followed are only marked. */
static void track_menu(Window w, Window menu) {
    int i = tracked_index(w);
    if (i < 0) {
        if (ntracked == MAX_DAMAGES) return;
        i = ntracked++;
        tracked[i] = w;
        damages[i] = XDamageCreate(dpy, w, XDamageReportNonEmpty);
    }
    tracked_menu[i] = menu;
    Window root, parent, *kids = NULL;
    unsigned int n = 0;
    if (XQueryTree(dpy, w, &root, &parent, &kids, &n)) {
        for (unsigned int k = 0; k < n; k++) track_menu(kids[k], menu);
        if (kids) XFree(kids);
    }
}

static int is_popup_menu(Window w) {
    Atom type;
    int format;
    unsigned long n = 0, after;
    unsigned char *data = NULL;
    int yes = 0;
    if (XGetWindowProperty(dpy, w, type_atom, 0, 8, False, XA_ATOM, &type, &format, &n, &after, &data) == Success && data) {
        for (unsigned long k = 0; k < n; k++)
            if (((Atom *)data)[k] == popup_menu_atom || ((Atom *)data)[k] == dropdown_menu_atom) yes = 1;
        XFree(data);
    }
    return yes;
}

/* ---- the window's pixels ---- */

static XShmSegmentInfo shm;
static XImage *img;
static int img_w, img_h;

/* The window's pixels as the screen shows them: read from the root over the part of the window on screen
 * (GetImage of a window that reaches past the screen's edge fails, and GTK's windows do). */
static int window_is_uniform(Window win) {
    XWindowAttributes a;
    if (!XGetWindowAttributes(dpy, win, &a) || a.map_state != IsViewable) return 1;
    int x, y;
    Window dummy;
    Window root = DefaultRootWindow(dpy);
    XTranslateCoordinates(dpy, win, root, 0, 0, &x, &y, &dummy);
    int sw = DisplayWidth(dpy, DefaultScreen(dpy)), sh = DisplayHeight(dpy, DefaultScreen(dpy));
    int x1 = x + a.width < sw ? x + a.width : sw, y1 = y + a.height < sh ? y + a.height : sh;
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    int w = x1 - x, h = y1 - y;
    if (w <= 0 || h <= 0) return 1;
    if (!img || img_w != w || img_h != h) {
        if (img) { XShmDetach(dpy, &shm); XDestroyImage(img); shmdt(shm.shmaddr); }
        img = XShmCreateImage(dpy, a.visual, a.depth, ZPixmap, NULL, &shm, w, h);
        shm.shmid = shmget(IPC_PRIVATE, img->bytes_per_line * h, IPC_CREAT | 0600);
        shm.shmaddr = img->data = shmat(shm.shmid, NULL, 0);
        shm.readOnly = False;
        XShmAttach(dpy, &shm);
        XSync(dpy, False);
        shmctl(shm.shmid, IPC_RMID, NULL);
        img_w = w; img_h = h;
    }
    if (!XShmGetImage(dpy, root, img, x, y, AllPlanes)) return 1;
    const unsigned int *p = (const unsigned int *)img->data;
    unsigned int first = p[0] & 0xffffff;
    for (int y = 0; y < img_h; y++) {
        const unsigned int *row = (const unsigned int *)(img->data + (size_t)y * img->bytes_per_line);
        for (int x = 0; x < img_w; x++) if ((row[x] & 0xffffff) != first) return 0;
    }
    return 1;
}

/* ---- the table measures' watched rectangle ---- */

static int watch_x, watch_y, watch_w, watch_h; /* window coordinates; watch_w 0: none given */
static unsigned long watch_before;              /* the rectangle's checksum before the input */
static double watch_changed_ms = -1;            /* when the damage after which it differed was read */
static int watching;

/* A checksum of the watched rectangle as the screen shows it (read from the root, as window_is_uniform). */
static unsigned long watch_sum(void) {
    int x, y;
    Window dummy;
    XTranslateCoordinates(dpy, top, DefaultRootWindow(dpy), watch_x, watch_y, &x, &y, &dummy);
    XImage *im = XGetImage(dpy, DefaultRootWindow(dpy), x, y, watch_w, watch_h, AllPlanes, ZPixmap);
    if (!im) return 0;
    unsigned long h = 1469598103934665603UL;
    for (int r = 0; r < watch_h; r++) {
        const unsigned char *row = (const unsigned char *)im->data + (size_t)r * im->bytes_per_line;
        for (int c = 0; c < watch_w * 4; c++) h = (h ^ row[c]) * 1099511628211UL;
    }
    XDestroyImage(im);
    return h;
}

/* ---- events ---- */

/* Reads every event waiting (or waits up to `timeout` ms for one); returns how many damage events came.
 * Damage is subtracted as it comes, so that the next drawing reports again. */
static int pump(int timeout) {
    int damaged = 0;
    if (!XPending(dpy)) {
        struct pollfd p = { ConnectionNumber(dpy), POLLIN, 0 };
        if (poll(&p, 1, timeout) <= 0) return 0;
    }
    double t = now_ms() - t0;
    while (XPending(dpy)) {
        XEvent e;
        XNextEvent(dpy, &e);
        if (e.type == damage_event + XDamageNotify) {
            XDamageNotifyEvent *d = (XDamageNotifyEvent *)&e;
            XDamageSubtract(dpy, d->damage, None, None);
            damaged++;
            if (watching && watch_changed_ms < 0 && is_tracked(d->drawable)) {
                /* Timed when read, before the look at the pixels (the look costs the probe, not the program). */
                double at = now_ms() - t0;
                if (watch_sum() != watch_before) watch_changed_ms = at;
            }
            int i = tracked_index(d->drawable);
            if (menu_window != None && i >= 0 && tracked_menu[i] == menu_window && menu_content_ms < 0) {
                /* Timed when read, before the look at its pixels (the look costs the probe, not the program). */
                double at = now_ms() - t0;
                if (menu_damage_ms < 0) menu_damage_ms = at;
                if (!window_is_uniform(menu_window)) menu_content_ms = at;
            }
        } else if (e.type == CreateNotify) {
            XCreateWindowEvent *c = &e.xcreatewindow;
            /* A child of a window we follow (or a new top-level): follow it too. */
            if (c->parent != DefaultRootWindow(dpy) || !c->override_redirect) track(c->window);
        } else if (e.type == MapNotify && type_atom != None && top != None && e.xmap.override_redirect &&
                   e.xmap.event == DefaultRootWindow(dpy) && menu_window == None && is_popup_menu(e.xmap.window)) {
            menu_window = e.xmap.window;
            menu_map_ms = now_ms() - t0;
            track_menu(menu_window, menu_window);
            /* It may have drawn before its damage was asked for (a new window): look at once. */
            if (!window_is_uniform(menu_window)) menu_damage_ms = menu_content_ms = now_ms() - t0;
        } else if (e.type == UnmapNotify && menu_window != None && e.xunmap.window == menu_window) {
            menu_unmapped = 1;
        } else if (e.type == MapNotify && top == None) {
            XMapEvent *m = &e.xmap;
            XWindowAttributes a;
            if (m->event == DefaultRootWindow(dpy) && !m->override_redirect &&
                XGetWindowAttributes(dpy, m->window, &a) && a.width >= 100 && a.height >= 100) {
                top = m->window;
                map_ms = t;
                track(top);
                damaged++; /* look at once: it may have drawn before we asked for its damage */
            }
        }
    }
    if (damaged) last_damage_ms = t;
    if (damaged && top != None && first_ms < 0 && !window_is_uniform(top)) first_ms = t;
    return damaged;
}

/* Waits until `quiet` ms pass with no damage (or `limit` ms in all); false if the limit came first. */
static int settle(double quiet, double limit) {
    double start = now_ms(), last = start;
    while (now_ms() - last < quiet) {
        if (now_ms() - start > limit) return 0;
        if (pump((int)(quiet / 5) + 1)) last = now_ms();
    }
    return 1;
}

/* Time from now to the first damage, up to `limit` ms (-1 when none came). */
static double time_to_damage(double start, double limit) {
    while (now_ms() - start < limit)
        if (pump(5)) return now_ms() - start;
    return -1;
}

/* ---- the process ---- */

static void usage_of(pid_t pid, double *cpu_ms, long *wakeups) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    DIR *dir = opendir(path);
    *cpu_ms = 0; *wakeups = 0;
    if (!dir) return;
    struct dirent *d;
    while ((d = readdir(dir))) {
        if (d->d_name[0] == '.') continue;
        char file[320], line[256];
        snprintf(file, sizeof file, "/proc/%d/task/%s/schedstat", pid, d->d_name);
        FILE *f = fopen(file, "r");
        if (f) { unsigned long long ns = 0; if (fscanf(f, "%llu", &ns) == 1) *cpu_ms += ns / 1e6; fclose(f); }
        snprintf(file, sizeof file, "/proc/%d/task/%s/status", pid, d->d_name);
        f = fopen(file, "r");
        while (f && fgets(line, sizeof line, f))
            if (strncmp(line, "voluntary_ctxt_switches:", 24) == 0) *wakeups += atol(line + 24);
        if (f) fclose(f);
    }
    closedir(dir);
}

static long peak_kb(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    FILE *f = fopen(path, "r");
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kb = atol(line + 6);
    if (f) fclose(f);
    return kb;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    if (n == 0) return -1;
    qsort(v, n, sizeof *v, cmp);
    return v[n / 2];
}

static void move_to(int x, int y) { XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime); XFlush(dpy); }
static void button(int down) { XTestFakeButtonEvent(dpy, 1, down, CurrentTime); XFlush(dpy); }
static void key(KeyCode code, int down) { XTestFakeKeyEvent(dpy, code, down, CurrentTime); XFlush(dpy); }

static double percentile(double *sorted, int n, double p) {
    if (n == 0) return -1;
    int i = (int)(n * p);
    return sorted[i < n ? i : n - 1];
}

/* One open of the context menu (--menu; --menubar: button 1 on a title): press button 3 at X,Y, wait for the menu's first frame, release,
 * Escape, wait for the unmap and for the program to settle. Returns press → first frame (ms), or -1. */
static double open_menu(int x, int y, KeyCode escape, double *map, double *damage) {
    move_to(x, y);
    settle(60, 2000);
    menu_window = None;
    menu_unmapped = 0;
    menu_map_ms = menu_damage_ms = menu_content_ms = -1;
    double start = now_ms();
    XTestFakeButtonEvent(dpy, menu_button, True, CurrentTime);
    XFlush(dpy);
    while (menu_content_ms < 0 && now_ms() - start < 2000) pump(5);
    double ms = menu_content_ms >= 0 ? menu_content_ms - (start - t0) : -1;
    *map = menu_map_ms >= 0 ? menu_map_ms - (start - t0) : -1;
    *damage = menu_damage_ms >= 0 ? menu_damage_ms - (start - t0) : -1;
    settle(60, 2000); /* the menu's last pieces */
    XTestFakeButtonEvent(dpy, menu_button, False, CurrentTime);
    XFlush(dpy);
    settle(30, 2000);
    if (menu_window != None) {
        key(escape, 1);
        key(escape, 0);
        double closing = now_ms();
        while (!menu_unmapped && now_ms() - closing < 2000) pump(5);
        if (!menu_unmapped) die(1, "--menu: Escape did not close the menu");
    }
    menu_window = None;
    settle(100, 3000); /* what the closing redraws below it */
    return ms;
}

/* ---- the table measures ---- */

/* Starts watching once the program has settled: the rectangle's pixels now. */
static void watch_begin(void) {
    settle(100, 3000);
    watch_before = watch_sum();
    watch_changed_ms = -1;
    watching = 1;
}

/* Waits up to `limit` ms after `start` for the watched rectangle to change; start → change (ms), or -1. */
static double watch_end(double start, double limit) {
    while (watch_changed_ms < 0 && now_ms() - start < limit) pump(5);
    watching = 0;
    return watch_changed_ms >= 0 ? watch_changed_ms - (start - t0) : -1;
}

static void report(const char *name, double *t, int n) {
    qsort(t, n, sizeof *t, cmp);
    if (n > 0) printf("%s-p50-ms %.3f\n%s-p99-ms %.3f\n%s-max-ms %.3f\n", name, t[n / 2], name, percentile(t, n, 0.99), name, t[n - 1]);
    printf("%s-count %d\n", name, n);
    fflush(stdout);
}

static void verbose(const char *what, int k, double ms) {
    if (getenv("PROBE_VERBOSE")) fprintf(stderr, "%s %d: %.3f ms\n", what, k, ms);
}

/* N wheel steps down at X,Y, each to the frame that shows the rows moved. */
static void measure_wheel(int x, int y, int n) {
    double *t = calloc(n, sizeof *t);
    int got = 0;
    move_to(x, y);
    for (int k = -1; k < n; k++) { /* one untimed step first */
        watch_begin();
        double start = now_ms();
        XTestFakeButtonEvent(dpy, 5, True, CurrentTime);
        XTestFakeButtonEvent(dpy, 5, False, CurrentTime);
        XFlush(dpy);
        double ms = watch_end(start, 2000);
        verbose("wheel", k, ms);
        if (k >= 0 && ms >= 0) t[got++] = ms;
    }
    report("wheel", t, got);
    free(t);
}

/* N clicks at X,Y (a header), each timed from the release to the frame that shows the rows changed. */
static void measure_click(int x, int y, int n) {
    double *t = calloc(n, sizeof *t);
    int got = 0;
    move_to(x, y);
    for (int k = -1; k < n; k++) {
        settle(100, 3000);
        usleep(800000); /* so that this click is no double click with the last one (Qt and Tk do not sort on those) */
        button(1);
        watch_begin(); /* after the pressed look */
        double start = now_ms();
        button(0);
        double ms = watch_end(start, 60000);
        verbose("click", k, ms);
        if (k >= 0 && ms >= 0) t[got++] = ms;
    }
    settle(300, 60000);
    report("click", t, got);
    free(t);
}

/* N times: a click at X,Y (one row selected, untimed), then Ctrl+A to the frame that shows the rows selected. */
static void measure_select_all(int x, int y, int n) {
    KeyCode ctrl = XKeysymToKeycode(dpy, XK_Control_L), a = XKeysymToKeycode(dpy, XK_a);
    double *t = calloc(n, sizeof *t);
    int got = 0;
    XSetInputFocus(dpy, top, RevertToParent, CurrentTime);
    for (int k = 0; k < n; k++) { /* no untimed round: GTK 3 takes seconds to select a million rows */
        move_to(x, y);
        settle(100, 3000);
        usleep(800000); /* so that this click is no double click with the last one */
        button(1);
        button(0);
        key(ctrl, 1);
        watch_begin();
        double start = now_ms();
        key(a, 1);
        double ms = watch_end(start, 60000);
        key(a, 0);
        key(ctrl, 0);
        verbose("select-all", k, ms);
        if (k >= 0 && ms >= 0) t[got++] = ms;
    }
    settle(300, 60000);
    report("selectall", t, got);
    free(t);
}

/* Button 1 pressed at X,Y (a column's right edge), then STEPS moves of DX px, each to the frame that shows it. */
static void measure_hdrag(int x, int y, int dx, int steps) {
    double *t = calloc(steps, sizeof *t);
    int got = 0;
    move_to(x, y);
    settle(300, 3000);
    button(1);
    settle(150, 3000);
    for (int k = 1; k <= steps; k++) {
        watch_begin();
        double start = now_ms();
        move_to(x + k * dx, y);
        double ms = watch_end(start, 2000);
        verbose("hdrag", k, ms);
        if (ms >= 0) t[got++] = ms;
    }
    button(0);
    settle(300, 5000);
    report("hdrag", t, got);
    free(t);
}

int main(int argc, char **argv) {
    const char *display = NULL;
    double settle_ms = 500, idle_s = 2, timeout_s = 20, key_wait_s = 1;
    int key_click_x = -1, key_click_y = -1;
    int press_x = -1, press_y = -1, presses = 5, drag_x = -1, drag_y = -1, drag_dy = 0, drag_steps = 0;
    char key_name[64] = "";
    int keys = 0, menu_x = -1, menu_y = -1, menus = 0;
    int wheel_x = -1, wheel_y = -1, wheels = 0, click_x = -1, click_y = -1, clicks = 0, all_x = -1, all_y = -1, alls = 0;
    int hdrag_x = -1, hdrag_y = -1, hdrag_dx = 0, hdrag_steps = 0;
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) die(2, "every option takes a value; usage: probe [--display D] [--settle-ms MS] [--idle-s S] "
                       "[--timeout-s S] [--press X,Y[,N]] [--drag X,Y,DY,STEPS] [--key KEYSYM,N [--key-wait-s S] [--key-click X,Y]] [--menu X,Y,N] [--menubar X,Y,N] [--watch X,Y,W,H "
                       "[--wheel X,Y,N] [--click X,Y,N] [--select-all X,Y,N] [--hdrag X,Y,DX,STEPS]] -- PROGRAM [ARGS...]");
        if (strcmp(argv[i], "--display") == 0) display = v;
        else if (strcmp(argv[i], "--settle-ms") == 0) settle_ms = atof(v);
        else if (strcmp(argv[i], "--idle-s") == 0) idle_s = atof(v);
        else if (strcmp(argv[i], "--timeout-s") == 0) timeout_s = atof(v);
        else if (strcmp(argv[i], "--key-wait-s") == 0) key_wait_s = atof(v);
        else if (strcmp(argv[i], "--key-click") == 0) {
            if (sscanf(v, "%d,%d", &key_click_x, &key_click_y) != 2) die(2, "--key-click wants X,Y");
        }
        else if (strcmp(argv[i], "--press") == 0) {
            if (sscanf(v, "%d,%d,%d", &press_x, &press_y, &presses) < 2) die(2, "--press wants X,Y[,N]");
        } else if (strcmp(argv[i], "--drag") == 0) {
            if (sscanf(v, "%d,%d,%d,%d", &drag_x, &drag_y, &drag_dy, &drag_steps) != 4) die(2, "--drag wants X,Y,DY,STEPS");
        } else if (strcmp(argv[i], "--key") == 0) {
            if (sscanf(v, "%63[^,],%d", key_name, &keys) != 2 || keys < 1) die(2, "--key wants KEYSYM,N (N at least 1)");
        } else if (strcmp(argv[i], "--menu") == 0) {
            if (sscanf(v, "%d,%d,%d", &menu_x, &menu_y, &menus) != 3 || menus < 1) die(2, "--menu wants X,Y,N (N at least 1)");
        } else if (strcmp(argv[i], "--menubar") == 0) {
            if (sscanf(v, "%d,%d,%d", &menu_x, &menu_y, &menus) != 3 || menus < 1) die(2, "--menubar wants X,Y,N (N at least 1)");
            menu_button = 1;
        } else if (strcmp(argv[i], "--watch") == 0) {
            if (sscanf(v, "%d,%d,%d,%d", &watch_x, &watch_y, &watch_w, &watch_h) != 4 || watch_w < 1 || watch_h < 1)
                die(2, "--watch wants X,Y,W,H");
        } else if (strcmp(argv[i], "--wheel") == 0) {
            if (sscanf(v, "%d,%d,%d", &wheel_x, &wheel_y, &wheels) != 3 || wheels < 1) die(2, "--wheel wants X,Y,N");
        } else if (strcmp(argv[i], "--click") == 0) {
            if (sscanf(v, "%d,%d,%d", &click_x, &click_y, &clicks) != 3 || clicks < 1) die(2, "--click wants X,Y,N");
        } else if (strcmp(argv[i], "--select-all") == 0) {
            if (sscanf(v, "%d,%d,%d", &all_x, &all_y, &alls) != 3 || alls < 1) die(2, "--select-all wants X,Y,N");
        } else if (strcmp(argv[i], "--hdrag") == 0) {
            if (sscanf(v, "%d,%d,%d,%d", &hdrag_x, &hdrag_y, &hdrag_dx, &hdrag_steps) != 4 || hdrag_steps < 1)
                die(2, "--hdrag wants X,Y,DX,STEPS");
        } else { fprintf(stderr, "probe: unknown option %s\n", argv[i]); return 2; }
        i++;
    }
    if ((wheels || clicks || alls || hdrag_steps) && watch_w < 1) die(2, "--wheel, --click, --select-all and --hdrag need --watch");
    if (i + 1 >= argc) die(2, "no program given (probe [options] -- PROGRAM [ARGS...])");
    char **program = argv + i + 1;

    if (display) setenv("DISPLAY", display, 1);
    XSetErrorHandler(ignore_errors);
    dpy = XOpenDisplay(NULL);
    if (!dpy) die(3, "cannot open the X display");
    int major, minor, ev, err;
    if (!XDamageQueryExtension(dpy, &damage_event, &damage_error)) die(3, "no DAMAGE extension");
    if (!XFixesQueryExtension(dpy, &ev, &err)) die(3, "no XFixes extension");
    if (!XTestQueryExtension(dpy, &ev, &err, &major, &minor)) die(3, "no XTEST extension");
    if (!XShmQueryExtension(dpy)) die(3, "no MIT-SHM extension");
    XSelectInput(dpy, DefaultRootWindow(dpy), SubstructureNotifyMask);
    /* The pointer out of the way, so that no hover look counts as drawing. */
    move_to(DisplayWidth(dpy, DefaultScreen(dpy)) - 1, DisplayHeight(dpy, DefaultScreen(dpy)) - 1);
    XSync(dpy, False);

    t0 = now_ms();
    if (posix_spawnp(&child, program[0], NULL, NULL, program, environ) != 0) {
        child = 0;
        die(2, "cannot start the program");
    }
    double deadline = timeout_s * 1000;
    while (first_ms < 0 && now_ms() - t0 < deadline) {
        pump(5);
        if (waitpid(child, NULL, WNOHANG) == child) { child = 0; die(1, "the program exited before its first frame"); }
    }
    if (top == None) die(1, "the program mapped no window");
    if (first_ms < 0) die(1, "the program's window stayed one colour");
    if (!settle(settle_ms, deadline)) die(1, "the program's window never settled");
    printf("spawn-ns %.0f\n", t0 * 1e6);
    printf("map-ms %.3f\nfirst-frame-ms %.3f\nsettle-ms %.3f\n", map_ms, first_ms, last_damage_ms);
    fflush(stdout);

    double cpu0, cpu1;
    long wake0, wake1;
    usage_of(child, &cpu0, &wake0);
    double idle_start = now_ms();
    int idle_damage = 0;
    while (now_ms() - idle_start < idle_s * 1000) idle_damage += pump(50);
    usage_of(child, &cpu1, &wake1);
    printf("idle-cpu-ms %.3f\nidle-wakeups %ld\nidle-damage %d\n", cpu1 - cpu0, wake1 - wake0, idle_damage);
    fflush(stdout);

    if (press_x >= 0) {
        double *t = calloc(presses, sizeof *t);
        int n = 0;
        move_to(press_x, press_y);
        settle(300, 3000);
        for (int k = 0; k < presses; k++) {
            double start = now_ms();
            button(1);
            double ms = time_to_damage(start, 1000);
            if (ms >= 0) t[n++] = ms;
            settle(300, 3000);
            button(0);
            settle(300, 3000);
        }
        printf("press-ms %.3f\npress-count %d\n", median(t, n), n);
        free(t);
    }
    if (drag_x >= 0 && drag_steps > 0) {
        double *t = calloc(drag_steps, sizeof *t);
        int n = 0;
        move_to(drag_x, drag_y);
        settle(300, 3000);
        button(1);
        settle(150, 3000);
        for (int k = 1; k <= drag_steps; k++) {
            double start = now_ms();
            move_to(drag_x, drag_y + k * drag_dy);
            double ms = time_to_damage(start, 500);
            if (ms >= 0) t[n++] = ms;
            if (getenv("PROBE_VERBOSE")) fprintf(stderr, "move %d: %.3f ms\n", k, ms);
            settle(30, 1000); /* the frame's last pieces */
        }
        button(0);
        settle(300, 5000);
        printf("drag-ms %.3f\ndrag-count %d\n", median(t, n), n);
        free(t);
    }

    if (keys > 0) {
        KeySym sym = XStringToKeysym(key_name);
        KeyCode code = sym == NoSymbol ? 0 : XKeysymToKeycode(dpy, sym);
        if (!code) die(2, "--key: no such key on this keyboard");
        double *t = calloc(keys, sizeof *t);
        int n = 0;
        double first = -1;
        XSetInputFocus(dpy, top, RevertToParent, CurrentTime);
        settle(300, 3000);
        if (key_click_x >= 0) {
            int x, y;
            Window dummy;
            XTranslateCoordinates(dpy, top, DefaultRootWindow(dpy), key_click_x, key_click_y, &x, &y, &dummy);
            move_to(x, y);
            settle(100, 3000);
            button(1);
            settle(100, 3000);
            button(0);
            settle(300, 3000);
        }
        for (int k = -2; k < keys; k++) {
            double start = now_ms();
            key(code, 1);
            double ms = time_to_damage(start, key_wait_s * 1000);
            if (k >= 0 && ms >= 0) t[n++] = ms;
            if (k == -2) first = ms;
            if (getenv("PROBE_VERBOSE")) fprintf(stderr, "key %d: %.3f ms\n", k, ms);
            settle(100, 3000 + key_wait_s * 1000); /* the frame's last pieces */
            key(code, 0);
            settle(60, 3000 + key_wait_s * 1000);
        }
        qsort(t, n, sizeof *t, cmp);
        if (n > 0) printf("key-p50-ms %.3f\nkey-p99-ms %.3f\nkey-max-ms %.3f\n", t[n / 2], t[(int)(n * 0.99) < n ? (int)(n * 0.99) : n - 1], t[n - 1]);
        if (first >= 0) printf("key-first-ms %.3f\n", first);
        printf("key-count %d\n", n);
        free(t);
    }

    if (menus > 0) {
        type_atom = XInternAtom(dpy, "_NET_WM_WINDOW_TYPE", False);
        popup_menu_atom = XInternAtom(dpy, "_NET_WM_WINDOW_TYPE_POPUP_MENU", False);
        dropdown_menu_atom = XInternAtom(dpy, "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU", False);
        const char *m = menu_button == 1 ? "menubar" : "menu";
        KeyCode escape = XKeysymToKeycode(dpy, XK_Escape);
        double *t = calloc(menus, sizeof *t), *maps = calloc(menus, sizeof *maps), *dmg = calloc(menus, sizeof *dmg);
        int n = 0, nmap = 0, ndmg = 0;
        double map, damage;
        double first = open_menu(menu_x, menu_y, escape, &map, &damage); /* untimed: the first open makes things */
        if (getenv("PROBE_VERBOSE")) fprintf(stderr, "menu first: %.3f ms (map %.3f)\n", first, map);
        for (int k = 0; k < menus; k++) {
            double ms = open_menu(menu_x, menu_y, escape, &map, &damage);
            if (ms >= 0) t[n++] = ms;
            if (map >= 0) maps[nmap++] = map;
            if (damage >= 0) dmg[ndmg++] = damage;
            if (getenv("PROBE_VERBOSE")) fprintf(stderr, "menu %d: %.3f ms (map %.3f, damage %.3f)\n", k, ms, map, damage);
        }
        qsort(t, n, sizeof *t, cmp);
        qsort(maps, nmap, sizeof *maps, cmp);
        qsort(dmg, ndmg, sizeof *dmg, cmp);
        if (n > 0) printf("%s-p50-ms %.3f\n%s-p99-ms %.3f\n%s-max-ms %.3f\n", m, t[n / 2], m, percentile(t, n, 0.99), m, t[n - 1]);
        if (nmap > 0) printf("%s-map-p50-ms %.3f\n", m, maps[nmap / 2]);
        if (ndmg > 0) printf("%s-damage-p50-ms %.3f\n", m, dmg[ndmg / 2]);
        if (first >= 0) printf("%s-first-ms %.3f\n", m, first);
        printf("%s-count %d\n", m, n);
        free(t); free(maps); free(dmg);
    }

    /* The table measures, in this order: the wheel first (from the top), the sort clicks, select-all, then
     * the resize drag (last: it changes the columns the others' rectangles look at). */
    if (wheels) measure_wheel(wheel_x, wheel_y, wheels);
    if (clicks) measure_click(click_x, click_y, clicks);
    if (alls) measure_select_all(all_x, all_y, alls);
    if (hdrag_steps) measure_hdrag(hdrag_x, hdrag_y, hdrag_dx, hdrag_steps);

    printf("peak-kb %ld\n", peak_kb(child));
    fflush(stdout);
    kill(child, SIGTERM);
    for (int k = 0; k < 100 && waitpid(child, NULL, WNOHANG) == 0; k++) usleep(10000);
    if (waitpid(child, NULL, WNOHANG) == 0) { kill(child, SIGKILL); waitpid(child, NULL, 0); }
    return 0;
}
