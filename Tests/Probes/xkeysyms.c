/* Holds keys for characters the keyboard lacks while a test types them: each argument is a Unicode scalar in
   hex ("65e5"); each goes on a keycode with no symbols, "mapped N" is printed, and the mapping stays until the
   probe is stopped (its connection closing undoes it).

   Why: xdotool types a character the keyboard lacks by mapping it on a spare key for one press and mapping
   the key back right after. A program reads the keyboard's mapping again only when it next looks a key up,
   so a program that a loaded machine holds past the mapping back reads a key with no character, and the
   character is lost. With the characters already on keys, xdotool finds them and maps nothing. The mapping
   must be held by a live client: Xvfb here undoes a mapping change when the client that made it closes its
   connection (xmodmap's and xkbcomp's changes do not outlive them). */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "xkeysyms: cannot open display\n"); return 1; }
    int min, max, per;
    XDisplayKeycodes(d, &min, &max);
    KeySym *map = XGetKeyboardMapping(d, min, max - min + 1, &per);
    int used[256] = {0}, n = 0; /* X keycodes are 8 to 255 */
    for (int i = 1; i < argc; i++) {
        unsigned long scalar = strtoul(argv[i], NULL, 16);
        /* Latin-1's keysyms are its code points (é is eacute, 0xe9), as xdotool and input methods look them up;
           every other character has the Unicode keysym. */
        KeySym sym = scalar >= 0xa0 && scalar <= 0xff ? scalar : 0x1000000 + scalar;
        int kc = min;
        /* A free keycode is one with no symbol at any level. */
        for (; kc <= max; kc++) {
            int empty = !used[kc];
            for (int l = 0; l < per && empty; l++) empty = map[(kc - min) * per + l] == NoSymbol;
            if (empty) break;
        }
        if (kc > max) { fprintf(stderr, "xkeysyms: no free keycode for U+%s\n", argv[i]); return 1; }
        KeySym both[2] = {sym, sym};
        XChangeKeyboardMapping(d, kc, 2, both, 1);
        used[kc] = 1;
        n++;
    }
    XSync(d, False);
    /* Said only once the server holds them: a probe that says it mapped keys must have (xmodmap's changes did
       not take here, silently). */
    for (int kc = min; kc <= max; kc++) {
        if (!used[kc]) continue;
        int count;
        KeySym *now = XGetKeyboardMapping(d, kc, 1, &count);
        int held = now && now[0] != NoSymbol;
        if (now) XFree(now);
        if (!held) { fprintf(stderr, "xkeysyms: keycode %d did not take its keysym\n", kc); return 1; }
    }
    printf("mapped %d\n", n);
    fflush(stdout);
    for (;;) pause();
}
