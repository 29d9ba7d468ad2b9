/* Prints the keyboard's groups as keysyms, one keycode a line ("54: 63 43; 6d3 6f3": each group's
   unshifted and shifted keysyms in hex), as KeymapSnapshot reads them: how the keymaps in
   Tests/ShojiX11Tests/Keymaps/ were recorded, under Xvfb after `setxkbmap -layout LAYOUTS`. */
#include <X11/Xlib.h>
#include <X11/XKBlib.h>
#include <stdio.h>

int main(void) {
    Display *d = XOpenDisplay(NULL);
    if (!d) return 1;
    int min, max;
    XDisplayKeycodes(d, &min, &max);
    for (int kc = min; kc <= max; kc++) {
        int printed = 0;
        for (int g = 0; g < 4; g++) {
            KeySym a = XkbKeycodeToKeysym(d, kc, g, 0), b = XkbKeycodeToKeysym(d, kc, g, 1);
            if (!a && !b) break;
            if (!printed) printf("%d: %lx %lx", kc, a, b);
            else printf("; %lx %lx", a, b);
            printed = 1;
        }
        if (printed) printf("\n");
    }
    XCloseDisplay(d);
    return 0;
}
