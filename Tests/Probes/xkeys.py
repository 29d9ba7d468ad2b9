#!/usr/bin/env python3
"""Presses keys by keycode through XTest and locks the keyboard's layout group, on $DISPLAY.

xdotool looks a key up by its keysym, and may change the group to reach it; a keyboard shortcut test needs
the physical key pressed under the group the user chose. Arguments, in order:
  group=N        lock layout group N (XkbLockGroup), as a layout switch key does
  37+54          press keycodes 37 then 54, release them in reverse (Ctrl+C on a pc105 keyboard)
"""
import ctypes
import sys
import time

x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x11.XkbLockGroup.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

display = x11.XOpenDisplay(None)
if not display:
    sys.exit("no display")
XKB_USE_CORE_KBD = 0x0100
for arg in sys.argv[1:]:
    if arg.startswith("group="):
        x11.XkbLockGroup(display, XKB_USE_CORE_KBD, int(arg[6:]))
    else:
        codes = [int(c) for c in arg.split("+")]
        for c in codes:
            xtst.XTestFakeKeyEvent(display, c, 1, 0)
        for c in reversed(codes):
            xtst.XTestFakeKeyEvent(display, c, 0, 0)
    x11.XSync(display, 0)
    time.sleep(0.06)
