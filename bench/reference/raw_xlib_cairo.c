/* The reference for Shoji's benchmarks: the least a program can do with only Xlib, Cairo and Pango.
 *
 *   raw_xlib_cairo startup        map a 1280x800 window, draw 200 labelled rounded rectangles, present,
 *                                 then print "first-frame <CLOCK_REALTIME ns> <peak RSS kB>" and exit.
 *   raw_xlib_cairo frame N        draw that frame N times into an image surface; print the median ms for
 *                                 drawing alone, with XPutImage, and with XShmPutImage.
 *
 * Built by `make bench`; compared in the same run with shoji-demo doing the same work. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define W 1280
#define H 800

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long peak_rss_kb(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kb = atol(line + 6);
    if (f) fclose(f);
    return kb;
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* 200 labelled rounded rectangles: 20 columns x 10 rows. */
static void draw_frame(cairo_t *cr, PangoLayout *layout) {
    cairo_set_source_rgb(cr, 0.97, 0.97, 0.97);
    cairo_paint(cr);
    char text[32];
    for (int i = 0; i < 200; i++) {
        double x = 8 + (i % 20) * 63.5, y = 8 + (i / 20) * 79;
        rounded(cr, x, y, 56, 70, 8);
        cairo_set_source_rgb(cr, 0.2 + (i % 7) * 0.1, 0.5, 0.9 - (i % 5) * 0.1);
        cairo_fill(cr);
        snprintf(text, sizeof text, "Item %d", i);
        pango_layout_set_text(layout, text, -1);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_move_to(cr, x + 6, y + 26);
        pango_cairo_show_layout(cr, layout);
    }
}

static PangoLayout *make_layout(cairo_t *cr) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *d = pango_font_description_from_string("DejaVu Sans 9");
    pango_layout_set_font_description(layout, d);
    pango_font_description_free(d);
    return layout;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "startup";
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "raw_xlib_cairo: no display\n"); return 3; }
    int scr = DefaultScreen(dpy);
    Visual *vis = DefaultVisual(dpy, scr);
    Window win = XCreateSimpleWindow(dpy, RootWindow(dpy, scr), 0, 0, W, H, 0, 0, 0);
    XSelectInput(dpy, win, ExposureMask | StructureNotifyMask);
    GC gc = XCreateGC(dpy, win, 0, NULL);

    /* One back buffer in an XImage, as Shoji does. */
    XShmSegmentInfo shm;
    XImage *img = NULL;
    int use_shm = XShmQueryExtension(dpy);
    if (use_shm) {
        img = XShmCreateImage(dpy, vis, DefaultDepth(dpy, scr), ZPixmap, NULL, &shm, W, H);
        shm.shmid = shmget(IPC_PRIVATE, img->bytes_per_line * H, IPC_CREAT | 0600);
        shm.shmaddr = img->data = shmat(shm.shmid, NULL, 0);
        shm.readOnly = False;
        XShmAttach(dpy, &shm);
        XSync(dpy, False);
        shmctl(shm.shmid, IPC_RMID, NULL);
    } else {
        img = XCreateImage(dpy, vis, DefaultDepth(dpy, scr), ZPixmap, 0, malloc(W * H * 4), W, H, 32, W * 4);
    }
    cairo_surface_t *surface = cairo_image_surface_create_for_data((unsigned char *)img->data, CAIRO_FORMAT_ARGB32,
                                                                   W, H, img->bytes_per_line);
    cairo_t *cr = cairo_create(surface);
    PangoLayout *layout = make_layout(cr);

    if (strcmp(mode, "startup") == 0) {
        XMapWindow(dpy, win);
        XEvent e;
        do XNextEvent(dpy, &e); while (e.type != MapNotify);
        draw_frame(cr, layout);
        cairo_surface_flush(surface);
        if (use_shm) XShmPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H, False);
        else XPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H);
        XSync(dpy, False);
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        printf("first-frame %lld %ld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec, peak_rss_kb());
        fflush(stdout);
        return 0;
    }

    int n = argc > 2 ? atoi(argv[2]) : 50;
    double *t = calloc(n, sizeof *t);
    double med[3];
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 2 && !use_shm) { med[2] = -1; break; }
        for (int i = 0; i < n; i++) {
            double t0 = now_ms();
            draw_frame(cr, layout);
            cairo_surface_flush(surface);
            if (pass == 1) { XPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H); XSync(dpy, False); }
            if (pass == 2) { XShmPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H, False); XSync(dpy, False); }
            t[i] = now_ms() - t0;
        }
        qsort(t, n, sizeof *t, cmp);
        med[pass] = t[n / 2];
    }
    printf("frame-ms %.4f putimage-ms %.4f shm-ms %.4f\n", med[0], med[1], med[2]);
    return 0;
}
