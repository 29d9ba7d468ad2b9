#!/usr/bin/python3
"""A GTK 3 peer for the drag-and-drop end-to-end tests, placed at (X, Y) on an X server with no window
manager. Prints "ready" once mapped, then, as target, "received <text>" for each drop.
    gtkdnd.py source-text X Y TEXT     a button that drags TEXT (text targets)
    gtkdnd.py source-files X Y P1 P2…  a button that drags the files (text/uri-list)
    gtkdnd.py target X Y               a label that takes dropped text
    gtkdnd.py target-files X Y         a label that takes files first ("received-uris <uri> <uri>…"), else text
"""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, Gdk, GLib

mode, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
args = sys.argv[4:]
win = Gtk.Window(title="gtkdnd")
win.set_default_size(200, 200)
win.move(x, y)
if mode.startswith("source"):
    widget = Gtk.Button(label="drag me")
    widget.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
    if mode == "source-files":
        widget.drag_source_add_uri_targets()
        uris = [GLib.filename_to_uri(p, None) for p in args]
        widget.connect("drag-data-get", lambda w, ctx, data, info, t: data.set_uris(uris))
    else:
        widget.drag_source_add_text_targets()
        widget.connect("drag-data-get", lambda w, ctx, data, info, t: data.set_text(args[0], -1))
    widget.connect("drag-end", lambda w, ctx: print("drag-end", flush=True))
elif mode == "target-files":
    # The uri targets first: GTK asks a source offering both for the first of the list it offers.
    widget = Gtk.Label(label="drop files here")
    widget.drag_dest_set(Gtk.DestDefaults.ALL, [], Gdk.DragAction.COPY)
    widget.drag_dest_add_uri_targets()
    targets = widget.drag_dest_get_target_list()
    targets.add_text_targets(1)
    widget.drag_dest_set_target_list(targets)

    def received(w, ctx, px, py, data, info, t):
        uris = data.get_uris()
        print("received-uris " + " ".join(uris) if uris else "received " + (data.get_text() or ""), flush=True)
    widget.connect("drag-data-received", received)
else:
    widget = Gtk.Label(label="drop here")
    widget.drag_dest_set(Gtk.DestDefaults.ALL, [], Gdk.DragAction.COPY)
    widget.drag_dest_add_text_targets()
    widget.connect("drag-data-received",
                   lambda w, ctx, px, py, data, info, t: print("received " + (data.get_text() or ""), flush=True))
win.add(widget)
win.connect("map-event", lambda *a: print("ready", flush=True))
win.connect("destroy", Gtk.main_quit)
win.show_all()
Gtk.main()
