/* The reference for Shoji's benchmarks: the least a program can do with only Xlib, Cairo and Pango, for
 * each kind of work the benchmarks give Shoji. Built by `make bench` (gcc -O2) and run by shoji-bench in
 * the same run, so every figure of Shoji's stands beside one of this program's from the same machine.
 *
 *   startup            map a 1280x800 window, draw 200 labelled rounded rectangles, present, print
 *                      "first-frame <CLOCK_REALTIME ns> <peak RSS kB>" and exit.
 *   frame N            that frame N times (after a warm-up): median ms drawing alone, with XPutImage of
 *                      the whole window, and with XShmPutImage.
 *   idle               show that frame, print "ready", then wait for X events (for ever).
 *   grid               show that frame and answer input, as the peers the external probe compares
 *                      (bench/probe) do: the rectangle under a pressed button changes colour until the
 *                      release, and dragging with the button down moves the whole grid with the pointer.
 *   spin SECONDS RATE  show a 37x37 spinner of 12 spokes that steps RATE times a second, presenting only
 *                      its square; print "ready", then "frames N seconds S" after SECONDS or on SIGTERM.
 *   list ROWS N        (no X) a ROWS-row list, 44 px rows, scrolled N steps of 50 px in a 1280x800
 *                      image: median ms when the moved pixels are blitted and only the new strip is
 *                      drawn, and when every visible row is drawn again.
 *   shadow N           (no X) a 400x300 rounded panel's inner shadow, blur 10, made the way Shoji makes
 *                      it (coverage on a half-resolution grid, three extended box blurs each way,
 *                      stretched back and kept inside the shape): median ms made from scratch, and ms
 *                      to draw the finished mask (what a cached shadow costs). */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
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

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *t, int n) {
    qsort(t, n, sizeof *t, cmp);
    return t[n / 2];
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* 200 labelled rounded rectangles: 20 columns x 10 rows. Each label is shaped once and kept (as a
 * toolkit keeps a label's layout), so a frame costs only drawing. */
static int pressed_item = -1;
static double grid_dy;

static void draw_frame(cairo_t *cr, PangoLayout *layout) {
    static PangoLayout *labels[200];
    cairo_set_source_rgb(cr, 0.97, 0.97, 0.97);
    cairo_paint(cr);
    char text[32];
    for (int i = 0; i < 200; i++) {
        double x = 8 + (i % 20) * 63.5, y = 8 + (i / 20) * 79 + grid_dy;
        rounded(cr, x, y, 56, 70, 8);
        if (i == pressed_item) cairo_set_source_rgb(cr, 0.1, 0.2, 0.4);
        else cairo_set_source_rgb(cr, 0.2 + (i % 7) * 0.1, 0.5, 0.9 - (i % 5) * 0.1);
        cairo_fill(cr);
        if (!labels[i]) {
            labels[i] = pango_layout_copy(layout);
            snprintf(text, sizeof text, "Item %d", i);
            pango_layout_set_text(labels[i], text, -1);
        }
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_move_to(cr, x + 6, y + 26);
        pango_cairo_show_layout(cr, labels[i]);
    }
}

static PangoLayout *make_layout(cairo_t *cr) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *d = pango_font_description_from_string("DejaVu Sans 9");
    pango_layout_set_font_description(layout, d);
    pango_font_description_free(d);
    return layout;
}

/* ---- The list: 44 px rows, "Row N" and a hairline, as Shoji's ListCell draws them (15 px text at
 * (16, 10), the hairline from x = 16 at the bottom). ---- */

#define ROW_H 44

static void draw_rows(cairo_t *cr, PangoLayout *layout, long rows, double offset, double y0, double y1) {
    cairo_save(cr);
    cairo_rectangle(cr, 0, y0, W, y1 - y0);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    char text[32];
    long first = (long)((offset + y0) / ROW_H), last = (long)((offset + y1 - 1) / ROW_H);
    for (long r = first; r <= last && r < rows; r++) {
        double y = r * ROW_H - offset;
        snprintf(text, sizeof text, "Row %ld", r);
        pango_layout_set_text(layout, text, -1);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        cairo_move_to(cr, 16, y + 10);
        pango_cairo_show_layout(cr, layout);
        cairo_rectangle(cr, 16, y + ROW_H - 1, W - 16, 1);
        cairo_set_source_rgb(cr, 0.86, 0.86, 0.86);
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

static int list_mode(long rows, int n) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *cr = cairo_create(s);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *d = pango_font_description_from_string("DejaVu Sans 15px");
    pango_layout_set_font_description(layout, d);
    pango_font_description_free(d);
    double *t = calloc(n, sizeof *t), med[2];
    long limit = rows * ROW_H - H;
    for (int pass = 0; pass < 2; pass++) {
        double offset = 0;
        draw_rows(cr, layout, rows, offset, 0, H);
        for (int i = -20; i < n; i++) { /* 20 steps of warm-up */
            if (offset + 50 > limit) { offset = 0; draw_rows(cr, layout, rows, offset, 0, H); }
            double t0 = now_ms();
            offset += 50;
            if (pass == 0) {
                cairo_surface_flush(s);
                unsigned char *data = cairo_image_surface_get_data(s);
                int stride = cairo_image_surface_get_stride(s);
                memmove(data, data + 50 * stride, (size_t)(H - 50) * stride);
                cairo_surface_mark_dirty(s);
                draw_rows(cr, layout, rows, offset, H - 50, H);
            } else {
                draw_rows(cr, layout, rows, offset, 0, H);
            }
            cairo_surface_flush(s);
            if (i >= 0) t[i] = now_ms() - t0;
        }
        med[pass] = median(t, n);
    }
    printf("copy-ms %.4f full-ms %.4f\n", med[0], med[1]);
    return 0;
}

/* ---- The inner shadow, the same algorithm as Shoji's ShadowRenderer (edges: all). ---- */

static void rasterize(cairo_surface_t **out, int w, int h, double scale, double ox, double oy,
                      double x, double y, double rw, double rh, double r) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
    cairo_t *c = cairo_create(s);
    cairo_scale(c, scale, scale);
    cairo_translate(c, -ox, -oy);
    rounded(c, x, y, rw, rh, r);
    cairo_fill(c);
    cairo_destroy(c);
    cairo_surface_flush(s);
    *out = s;
}

/* One vertical pass of an extended box (radius r, fractional edge weight) over all columns. */
static void box_pass(const float *restrict src, float *restrict dst, float *restrict sums, int w, int h, int r, float scale, float edge) {
    memset(sums, 0, w * sizeof *sums);
    for (int y = 0; y < r && y < h; y++) for (int x = 0; x < w; x++) sums[x] += src[y * w + x];
    for (int y = 0; y < h; y++) {
        if (y + r < h) { const float *a = src + (y + r) * w; for (int x = 0; x < w; x++) sums[x] += a[x]; }
        float *o = dst + y * w;
        for (int x = 0; x < w; x++) o[x] = sums[x] * scale;
        if (edge > 0) {
            if (y - r - 1 >= 0) { const float *b = src + (y - r - 1) * w; for (int x = 0; x < w; x++) o[x] += b[x] * edge; }
            if (y + r + 1 < h) { const float *a = src + (y + r + 1) * w; for (int x = 0; x < w; x++) o[x] += a[x] * edge; }
        }
        if (y - r >= 0) { const float *s = src + (y - r) * w; for (int x = 0; x < w; x++) sums[x] -= s[x]; }
    }
}

static void transpose(const float *src, float *dst, int w, int h) {
    for (int y0 = 0; y0 < h; y0 += 32)
        for (int x0 = 0; x0 < w; x0 += 32)
            for (int y = y0; y < y0 + 32 && y < h; y++)
                for (int x = x0; x < x0 + 32 && x < w; x++) dst[x * h + y] = src[y * w + x];
}

static void blur(float *a, float *b, float *sums, int w, int h, double sigma) {
    double v = sigma * sigma / 3;
    int r = (int)((sqrt(1 + 12 * v) - 1) / 2);
    double rd = r, frac = ((2 * rd + 1) * v - rd * (rd + 1) * (2 * rd + 1) / 3) / (2 * (rd + 1) * (rd + 1) - 2 * v);
    float scale = 1 / (2 * rd + 1 + 2 * frac), edge = frac * scale;
    box_pass(a, b, sums, w, h, r, scale, edge); box_pass(b, a, sums, w, h, r, scale, edge); box_pass(a, b, sums, w, h, r, scale, edge);
    transpose(b, a, w, h);
    box_pass(a, b, sums, h, w, r, scale, edge); box_pass(b, a, sums, h, w, r, scale, edge); box_pass(a, b, sums, h, w, r, scale, edge);
    transpose(b, a, h, w);
}

/* The panel at (20, 20) 400x300, radius 12; shadow offset (0, 2), blur 10 (sigma 5 device pixels,
 * worked on a grid twice as coarse, as Shoji does for a sigma of 4 or more). */
static cairo_surface_t *make_shadow_mask(void) {
    const double px = 20, py = 20, pw = 400, ph = 300, pr = 12, offy = 2, sigma = 5.0 / 2, gs = 0.5;
    double v = sigma * sigma / 3;
    int br = (int)((sqrt(1 + 12 * v) - 1) / 2) + 1, pad = br * 3 + 2;
    int gx = (int)floor(px * gs) - pad, gy = (int)floor(py * gs) - pad;
    int gw = (int)ceil((px + pw) * gs) - (int)floor(px * gs) + 2 * pad, gh = (int)ceil((py + ph) * gs) - (int)floor(py * gs) + 2 * pad;
    cairo_surface_t *hole;
    rasterize(&hole, gw, gh, gs, gx / gs, gy / gs, px, py + offy, pw, ph, pr);
    float *a = malloc(gw * gh * sizeof *a), *b = malloc(gw * gh * sizeof *b), *sums = malloc((gw > gh ? gw : gh) * sizeof *sums);
    unsigned char *hd = cairo_image_surface_get_data(hole);
    int hs = cairo_image_surface_get_stride(hole);
    for (int y = 0; y < gh; y++) for (int x = 0; x < gw; x++) a[y * gw + x] = 1 - hd[y * hs + x] / 255.0f;
    cairo_surface_destroy(hole);
    blur(a, b, sums, gw, gh, sigma);
    /* Stretch back to device pixels over the panel, inside the panel's coverage. */
    int tw = (int)pw, th = (int)ph;
    cairo_surface_t *cover;
    rasterize(&cover, tw, th, 1, px, py, px, py, pw, ph, pr);
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, tw, th);
    cairo_surface_flush(mask);
    unsigned char *cd = cairo_image_surface_get_data(cover), *md = cairo_image_surface_get_data(mask);
    int cs = cairo_image_surface_get_stride(cover), ms = cairo_image_surface_get_stride(mask);
    /* Where each device column falls between two grid columns (worked out once), and grid rows with
     * nothing in them (most of an inner shadow's middle) skipped. */
    int *ci = malloc(tw * sizeof *ci);
    float *cw = malloc(tw * sizeof *cw);
    for (int x = 0; x < tw; x++) {
        double uu = (px + x + 0.5) * gs - 0.5 - gx;
        int i = (int)floor(uu); if (i > gw - 2) i = gw - 2;
        ci[x] = i; cw[x] = uu - i;
    }
    char *empty = calloc(gh, 1);
    for (int j = 0; j < gh; j++) {
        empty[j] = 1;
        for (int i = 0; i < gw; i++) if (a[j * gw + i] != 0) { empty[j] = 0; break; }
    }
    memset(md, 0, (size_t)ms * th);
    for (int y = 0; y < th; y++) {
        double u = (py + y + 0.5) * gs - 0.5 - gy;
        int j = (int)floor(u); if (j > gh - 2) j = gh - 2;
        if (empty[j] && empty[j + 1]) continue;
        float t = u - j;
        const float *top = a + j * gw, *bot = top + gw;
        for (int x = 0; x < tw; x++) {
            int i = ci[x];
            float s = cw[x];
            float up = top[i] + (top[i + 1] - top[i]) * s, lo = bot[i] + (bot[i + 1] - bot[i]) * s;
            float val = (up + (lo - up) * t) * (cd[y * cs + x] / 255.0f);
            int level = (int)(val * 255 + 0.5f);
            md[y * ms + x] = level < 0 ? 0 : level > 255 ? 255 : level;
        }
    }
    free(ci); free(cw); free(empty);
    cairo_surface_mark_dirty(mask);
    cairo_surface_destroy(cover);
    free(a); free(b); free(sums);
    return mask;
}

static int shadow_mode(int n) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 440, 340);
    cairo_t *cr = cairo_create(s);
    double *t = calloc(n, sizeof *t), med[2];
    for (int pass = 0; pass < 2; pass++) {
        cairo_surface_t *cached = make_shadow_mask();
        for (int i = -5; i < n; i++) {
            double t0 = now_ms();
            cairo_surface_t *m = pass == 0 ? make_shadow_mask() : cached;
            cairo_set_source_rgba(cr, 0, 0, 0, 0.5);
            cairo_mask_surface(cr, m, 20, 20);
            if (pass == 0) cairo_surface_destroy(m);
            cairo_surface_flush(s);
            if (i >= 0) t[i] = now_ms() - t0;
        }
        cairo_surface_destroy(cached);
        med[pass] = median(t, n);
    }
    printf("uncached-ms %.4f cached-ms %.4f\n", med[0], med[1]);
    return 0;
}

static volatile sig_atomic_t stop;
static void on_term(int sig) { (void)sig; stop = 1; }

/* ---- The spinner: 12 rounded spokes, the leading one brightest, on a dark card. ---- */

static void draw_spinner(cairo_t *cr, double cx, double cy, int step) {
    const double radius = 18.5;
    cairo_save(cr);
    cairo_rectangle(cr, cx - radius, cy - radius, 2 * radius, 2 * radius);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 0.14, 0.14, 0.14);
    cairo_paint(cr);
    for (int i = 0; i < 12; i++) {
        int behind = (step - i + 12) % 12;
        cairo_save(cr);
        cairo_translate(cr, cx, cy);
        cairo_rotate(cr, 2 * G_PI * i / 12);
        rounded(cr, -radius * 0.09, -radius, radius * 0.18, radius * 0.5, radius * 0.09);
        cairo_set_source_rgba(cr, 1, 1, 1, 1 - 0.75 * behind / 11.0);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    cairo_restore(cr);
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "startup";
    if (strcmp(mode, "list") == 0) return list_mode(argc > 2 ? atol(argv[2]) : 100000, argc > 3 ? atoi(argv[3]) : 200);
    if (strcmp(mode, "shadow") == 0) return shadow_mode(argc > 2 ? atoi(argv[2]) : 50);

    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "raw_xlib_cairo: no display\n"); return 3; }
    int scr = DefaultScreen(dpy);
    Visual *vis = DefaultVisual(dpy, scr);
    Window win = XCreateSimpleWindow(dpy, RootWindow(dpy, scr), 0, 0, W, H, 0, 0, 0);
    XSelectInput(dpy, win, ExposureMask | StructureNotifyMask
                 | (strcmp(mode, "grid") == 0 ? ButtonPressMask | ButtonReleaseMask | Button1MotionMask : 0));
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

    {   /* Mapped in every mode: a server skips drawing into an unmapped window. */
        XMapWindow(dpy, win);
        XEvent e;
        do XNextEvent(dpy, &e); while (e.type != MapNotify);
        draw_frame(cr, layout);
        cairo_surface_flush(surface);
        if (use_shm) XShmPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H, False);
        else XPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H);
        XSync(dpy, False);
    }
    if (strcmp(mode, "startup") == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        printf("first-frame %lld %ld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec, peak_rss_kb());
        fflush(stdout);
        return 0;
    }
    if (strcmp(mode, "idle") == 0) {
        printf("ready\n");
        fflush(stdout);
        for (;;) { XEvent e; XNextEvent(dpy, &e); }
    }
    if (strcmp(mode, "grid") == 0) {
        int down_y = 0, down = 0;
        for (;;) {
            XEvent e;
            XNextEvent(dpy, &e);
            int redraw = 0, item = -1;
            if (e.type == Expose) redraw = 1;
            else if (e.type == ButtonPress && e.xbutton.button == 1) {
                down = 1; down_y = e.xbutton.y;
                int col = (int)((e.xbutton.x - 8) / 63.5), row = (int)((e.xbutton.y - 8 - grid_dy) / 79);
                if (col >= 0 && col < 20 && row >= 0 && row < 10) { item = pressed_item = row * 20 + col; redraw = 1; }
            } else if (e.type == ButtonRelease && e.xbutton.button == 1) {
                down = 0; redraw = pressed_item >= 0; item = pressed_item; pressed_item = -1;
            } else if (e.type == MotionNotify && down) {
                while (XCheckTypedWindowEvent(dpy, win, MotionNotify, &e)) {}
                grid_dy = e.xmotion.y - down_y; pressed_item = -1; redraw = 1;
            }
            if (!redraw) continue;
            /* A press redraws and sends only its rectangle; a drag, everything. */
            int x = 0, y = 0, w = W, h = H;
            if (item >= 0) { x = 8 + (item % 20) * 63.5; y = 8 + (item / 20) * 79 + grid_dy; w = 57; h = 71; }
            cairo_save(cr);
            cairo_rectangle(cr, x, y, w, h);
            cairo_clip(cr);
            draw_frame(cr, layout);
            cairo_restore(cr);
            cairo_surface_flush(surface);
            if (y < 0) { h += y; y = 0; }
            if (y + h > H) h = H - y;
            if (h <= 0) continue;
            if (use_shm) XShmPutImage(dpy, win, gc, img, x, y, x, y, w, h, False);
            else XPutImage(dpy, win, gc, img, x, y, x, y, w, h);
            XSync(dpy, False);
        }
    }
    if (strcmp(mode, "spin") == 0) {
        double seconds = argc > 2 ? atof(argv[2]) : 10, rate = argc > 3 ? atof(argv[3]) : 12;
        const int cx = W / 2, cy = H / 2, x0 = cx - 19, y0 = cy - 19;
        signal(SIGTERM, on_term);
        printf("ready\n");
        fflush(stdout);
        double start = now_ms(), next = start;
        long frames = 0;
        struct pollfd pfd = { ConnectionNumber(dpy), POLLIN, 0 };
        while (!stop && now_ms() - start < seconds * 1000) {
            double wait = next - now_ms();
            if (wait > 0) { poll(&pfd, 1, (int)ceil(wait)); while (XPending(dpy)) { XEvent e; XNextEvent(dpy, &e); } continue; }
            next += 1000 / rate;
            draw_spinner(cr, cx, cy, (int)(frames % 12));
            cairo_surface_flush(surface);
            if (use_shm) XShmPutImage(dpy, win, gc, img, x0, y0, x0, y0, 38, 38, False);
            else XPutImage(dpy, win, gc, img, x0, y0, x0, y0, 38, 38);
            XSync(dpy, False);
            frames++;
        }
        printf("frames %ld seconds %.3f\n", frames, (now_ms() - start) / 1000);
        return 0;
    }

    /* frame N: the three ways in turn, frame by frame, so that drift in the machine's speed weighs on
     * each alike. */
    int n = argc > 2 ? atoi(argv[2]) : 50;
    double *t[3] = { calloc(n, sizeof(double)), calloc(n, sizeof(double)), calloc(n, sizeof(double)) };
    double med[3] = { 0, 0, -1 };
    for (int i = 0; i < 5; i++) draw_frame(cr, layout); /* warm the glyph caches */
    for (int i = 0; i < n; i++) {
        for (int pass = 0; pass < 3; pass++) {
            if (pass == 2 && !use_shm) continue;
            double t0 = now_ms();
            draw_frame(cr, layout);
            cairo_surface_flush(surface);
            if (pass == 1) { XPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H); XSync(dpy, False); }
            if (pass == 2) { XShmPutImage(dpy, win, gc, img, 0, 0, 0, 0, W, H, False); XSync(dpy, False); }
            t[pass][i] = now_ms() - t0;
        }
    }
    for (int pass = 0; pass < 3; pass++) if (pass < 2 || use_shm) med[pass] = median(t[pass], n);
    printf("frame-ms %.4f putimage-ms %.4f shm-ms %.4f\n", med[0], med[1], med[2]);
    return 0;
}
