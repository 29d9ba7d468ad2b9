/* Logs what an X input method tells an on-the-spot client (XIMPreeditCallbacks), one JSON object a line:
 * the styles it offers, each preedit callback (start, draw with caret, chg_first, chg_length, text and one
 * feedback per character, caret, done), each key the client reads (an input method's commit arrives as
 * one, keysym 0), and what Xutf8ResetIC answers when the window loses the keyboard. The recordings in
 * Tests/ShojiX11Tests/FcitxAnthyRecordings.swift were made with it, under Xvfb with fcitx5 + Anthy
 * (UseOnTheSpot=True), typing with xdotool:
 *
 *   cc -o /tmp/xim-log scripts/xim-log.c -lX11
 *   XMODIFIERS=@im=fcitx LANG=C.UTF-8 /tmp/xim-log > log.jsonl &
 *   xdotool windowfocus --sync <its window>; fcitx5-remote -o; xdotool key --delay 120 n i h o n g o space Return
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <locale.h>
#include <stdio.h>

static int start_cb(XIC ic, XPointer c, XPointer d) { (void)ic; (void)c; (void)d; puts("{\"cb\":\"start\"}"); fflush(stdout); return -1; }
static void done_cb(XIC ic, XPointer c, XPointer d) { (void)ic; (void)c; (void)d; puts("{\"cb\":\"done\"}"); fflush(stdout); }

static void draw_cb(XIC ic, XPointer c, XIMPreeditDrawCallbackStruct *d) {
    (void)ic; (void)c;
    printf("{\"cb\":\"draw\",\"caret\":%d,\"chgFirst\":%d,\"chgLength\":%d", d->caret, d->chg_first, d->chg_length);
    if (d->text) {
        XIMText *t = d->text;
        printf(",\"length\":%d", t->length);
        if (!t->encoding_is_wchar && t->string.multi_byte) printf(",\"text\":\"%s\"", t->string.multi_byte);
        printf(",\"feedback\":[");
        for (int i = 0; i < t->length; i++) printf("%s%lu", i ? "," : "", t->feedback ? t->feedback[i] : 0UL);
        printf("]");
    } else {
        printf(",\"text\":null");
    }
    puts("}");
    fflush(stdout);
}

static void caret_cb(XIC ic, XPointer c, XIMPreeditCaretCallbackStruct *d) {
    (void)ic; (void)c;
    printf("{\"cb\":\"caret\",\"position\":%d,\"direction\":%d,\"style\":%d}\n", d->position, d->direction, d->style);
    fflush(stdout);
}

int main(void) {
    setlocale(LC_CTYPE, "");
    XSetLocaleModifiers("");
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fputs("xim-log: no display\n", stderr); return 2; }
    Window w = XCreateSimpleWindow(dpy, DefaultRootWindow(dpy), 0, 0, 400, 300, 0, 0, 0xffffff);
    XIM im = XOpenIM(dpy, NULL, NULL, NULL);
    if (!im) { fputs("xim-log: no input method\n", stderr); return 1; }
    XIMStyles *st = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &st, NULL) == NULL && st) {
        for (int i = 0; i < st->count_styles; i++) printf("{\"style\":\"0x%lx\"}\n", st->supported_styles[i]);
        XFree(st);
    }
    XIMCallback s = { NULL, (XIMProc)start_cb }, dn = { NULL, (XIMProc)done_cb };
    XIMCallback dr = { NULL, (XIMProc)draw_cb }, ca = { NULL, (XIMProc)caret_cb };
    XVaNestedList l = XVaCreateNestedList(0, XNPreeditStartCallback, &s, XNPreeditDoneCallback, &dn,
                                          XNPreeditDrawCallback, &dr, XNPreeditCaretCallback, &ca, NULL);
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, w,
                       XNFocusWindow, w, XNPreeditAttributes, l, NULL);
    XFree(l);
    if (!ic) { fputs("xim-log: no on-the-spot context\n", stderr); return 1; }
    long fe = 0;
    XGetICValues(ic, XNFilterEvents, &fe, NULL);
    XSelectInput(dpy, w, ExposureMask | KeyPressMask | KeyReleaseMask | FocusChangeMask | StructureNotifyMask | fe);
    XMapWindow(dpy, w);
    for (;;) {
        XEvent e;
        XNextEvent(dpy, &e);
        if (e.type == FocusIn) { XSetICFocus(ic); puts("{\"x\":\"focusin\"}"); fflush(stdout); }
        if (e.type == FocusOut) {
            char *r = Xutf8ResetIC(ic);
            printf("{\"x\":\"focusout\"}\n{\"reset\":%s%s%s}\n", r ? "\"" : "", r ? r : "null", r ? "\"" : "");
            fflush(stdout);
            if (r) XFree(r);
            XUnsetICFocus(ic);
        }
        if (XFilterEvent(&e, None)) continue;
        if (e.type == KeyPress) {
            char b[256];
            KeySym ks;
            Status status;
            int n = Xutf8LookupString(ic, &e.xkey, b, 255, &ks, &status);
            b[n > 0 && n < 256 ? n : 0] = 0;
            printf("{\"key\":\"%s\",\"keysym\":\"0x%lx\",\"status\":%d}\n", b, ks, status);
            fflush(stdout);
        }
    }
}
