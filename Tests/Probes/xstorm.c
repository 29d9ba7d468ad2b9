/* Real X input in bulk, through XTest, for the event-storm tests: thousands of events in well under a second
 * (one xdotool process per key would take minutes). The events are queued by the server whatever the
 * receiving client is doing, so a stopped program (SIGSTOP) finds them all waiting when it is continued.
 *   xstorm keys COUNT KEY...          each KEY pressed and released in turn, the list COUNT times over; a KEY
 *                                    is a keysym name or a combination such as ctrl+r (modifiers held around it)
 *   xstorm wheel COUNT X Y BUTTON...  the pointer to X Y, then each wheel BUTTON (4-7) clicked in turn, COUNT times over
 *   xstorm motion COUNT X0 Y0 X1 Y1   the pointer moved COUNT times, stepping along the line from X0 Y0 to X1 Y1 and back
 *                                    (64 steps a way), then once more to X1 Y1, where it stays
 * Prints the number of X input events it made. Exit 0 on success, 2 on bad usage (or an unknown key), 3
 * without a display or without XTest. */
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Display *d;
static long sent;

static void flush_sometimes(void) {
    /* The server's request buffer is what grows while the client is stopped; ours stays small. */
    if (++sent % 256 == 0) XSync(d, False);
}

static int keycode(const char *name, KeyCode *out) {
    const char *aliases[][2] = {{"ctrl", "Control_L"}, {"shift", "Shift_L"}, {"alt", "Alt_L"}, {"super", "Super_L"}};
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (strcmp(name, aliases[i][0]) == 0) name = aliases[i][1];
    KeySym sym = XStringToKeysym(name);
    if (sym == NoSymbol) return 0;
    *out = XKeysymToKeycode(d, sym);
    return *out != 0;
}

/* A combination such as "ctrl+shift+Tab": its keycodes in press order. */
static int combination(const char *spec, KeyCode *codes, int max) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    int n = 0;
    for (char *part = strtok(buf, "+"); part; part = strtok(NULL, "+")) {
        if (n == max || !keycode(part, &codes[n])) return 0;
        n++;
    }
    return n;
}

static int usage(void) {
    fprintf(stderr, "usage: xstorm keys COUNT KEY... | wheel COUNT X Y BUTTON... | motion COUNT X0 Y0 X1 Y1\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 3) return usage();
    long count = strtol(argv[2], NULL, 10);
    if (count < 1 || count > 10000000) return usage();
    d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "xstorm: cannot open display\n"); return 3; }
    int ev, er, major, minor;
    if (!XTestQueryExtension(d, &ev, &er, &major, &minor)) { fprintf(stderr, "xstorm: no XTest\n"); return 3; }
    if (strcmp(argv[1], "keys") == 0 && argc > 3) {
        int kinds = argc - 3;
        KeyCode (*codes)[8] = calloc(kinds, sizeof *codes);
        int *lengths = calloc(kinds, sizeof *lengths);
        for (int k = 0; k < kinds; k++) {
            lengths[k] = combination(argv[3 + k], codes[k], 8);
            if (lengths[k] == 0) { fprintf(stderr, "xstorm: unknown key %s\n", argv[3 + k]); return 2; }
        }
        for (long i = 0; i < count; i++)
            for (int k = 0; k < kinds; k++) {
                for (int j = 0; j < lengths[k]; j++) { XTestFakeKeyEvent(d, codes[k][j], True, 0); flush_sometimes(); }
                for (int j = lengths[k] - 1; j >= 0; j--) { XTestFakeKeyEvent(d, codes[k][j], False, 0); flush_sometimes(); }
            }
    } else if (strcmp(argv[1], "wheel") == 0 && argc > 5) {
        XTestFakeMotionEvent(d, -1, atoi(argv[3]), atoi(argv[4]), 0);
        flush_sometimes();
        for (long i = 0; i < count; i++)
            for (int b = 5; b < argc; b++) {
                unsigned button = (unsigned)atoi(argv[b]);
                if (button < 4 || button > 7) return usage();
                XTestFakeButtonEvent(d, button, True, 0); flush_sometimes();
                XTestFakeButtonEvent(d, button, False, 0); flush_sometimes();
            }
    } else if (strcmp(argv[1], "motion") == 0 && argc == 7) {
        int x0 = atoi(argv[3]), y0 = atoi(argv[4]), x1 = atoi(argv[5]), y1 = atoi(argv[6]);
        long steps = 64;
        for (long i = 0; i < count; i++) {
            long s = i % (2 * steps);
            double t = (double)(s < steps ? s : 2 * steps - s) / steps;
            XTestFakeMotionEvent(d, -1, x0 + (int)((x1 - x0) * t), y0 + (int)((y1 - y0) * t), 0);
            flush_sometimes();
        }
        XTestFakeMotionEvent(d, -1, x1, y1, 0);
        flush_sometimes();
    } else {
        return usage();
    }
    XSync(d, False);
    printf("%ld\n", sent);
    XCloseDisplay(d);
    return 0;
}
