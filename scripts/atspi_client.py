#!/usr/bin/python3
"""A real AT-SPI client for the end-to-end tests: Debian's pyatspi, as Orca and Accerciser use it.

Run with /usr/bin/python3 (pyatspi is Debian's). Every command prints one JSON object on stdout:
  registry [APP]                  whether the accessibility bus and its registry run, and the apps
                                  (with APP: once APP is among them, or after 10 s)
  tree APP                        the application's accessible tree, one node per element
  do APP NAME ROLE ACTION         finds the first element so named ("#id": with that id) and roled,
                                  and performs the action
  set-value APP NAME ROLE VALUE   sets an element's Value
  at APP X Y                      the deepest element at a root-window pixel (Component)
  cache APP                       the application's Cache.GetItems, every element in one reply
  table APP NAME ROLE ROW...      a table as a screen reader reads it (Table, TableCell, Selection):
                                  counts, column headers, the given rows' cells, the selection
  select-row APP NAME ROLE ROW    Table.AddRowSelection, then the selected rows
  listen SECONDS                  prints {"ready": true}, then the events heard for SECONDS
  gtk                             a small GTK 3 window's tree size (the harness's sanity check)
"""
import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402


def out(obj):
    print(json.dumps(obj))
    sys.stdout.flush()


def a11y_bus():
    """The accessibility bus as a plain D-Bus connection (for what pyatspi does not show: the cache)."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return address, Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


def call(bus, name, path, interface, method, args, reply):
    return bus.call_sync(name, path, interface, method, args, GLib.VariantType(reply),
                         Gio.DBusCallFlags.NONE, 5000, None).unpack()


def cache(app_name):
    """The application's Cache.GetItems, as libatspi asks for it, found through the registry's desktop."""
    find_app(app_name)
    _, bus = a11y_bus()
    root = "/org/a11y/atspi/accessible/root"
    for name, path in call(bus, "org.a11y.atspi.Registry", root, "org.a11y.atspi.Accessible", "GetChildren",
                           None, "(a(so))")[0]:
        props = "org.freedesktop.DBus.Properties"
        label = call(bus, name, path, props, "Get", GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), "(v)")[0]
        if label == app_name:
            items = call(bus, name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None,
                         "(a((so)(so)(so)iiassusau))")[0]
            return {"items": [{"path": i[0][1], "app": i[1][1], "parent": i[2][1], "index": i[3], "children": i[4],
                               "interfaces": i[5], "name": i[6], "role": i[7], "states": i[9]} for i in items]}
    return {"error": "no application %r" % app_name}


def registry(wait_for=None, timeout=10.0):
    """Asks the session bus for the accessibility bus, and that bus whether the registry has its name.

    With `wait_for`, the desktop is asked again until that application is on it: an application registers
    with the registry after its window shows, and under load that can come after the client first asks."""
    deadline = time.time() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)  # asking the registry starts it, if nothing has yet
        apps = [a.name for a in desktop if a is not None]
        if wait_for is None or wait_for in apps or time.time() > deadline:
            break
        time.sleep(0.1)
    address, a11y = a11y_bus()
    owned = a11y.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                           GLib.Variant("(s)", ("org.a11y.atspi.Registry",)), GLib.VariantType("(b)"),
                           Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    return {"address": address, "registry": owned, "apps": apps}


def find_app(name, timeout=10.0):
    deadline = time.time() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for a in desktop:
            if a is not None and a.name == name:
                return a
        if time.time() > deadline:
            raise SystemExit(json.dumps({"error": "no application %r on the desktop" % name}))
        time.sleep(0.1)


def walk(obj, depth=0, index_path=()):
    yield obj, depth, index_path
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1, index_path + (i,))


def info(obj, depth, index_path):
    node = {
        "depth": depth,
        "path": list(index_path),
        "role": obj.getRoleName(),
        "name": obj.name,
        "description": obj.description,
        "id": obj.accessibleId,
        "states": sorted(Atspi.StateType(s).value_nick for s in obj.getState().getStates()),
        "index": obj.getIndexInParent(),
        "parentOk": depth == 0 or obj.parent is not None,
    }
    relations = {}
    for relation in obj.getRelationSet() or []:
        nick = Atspi.RelationType(relation.getRelationType()).value_nick
        targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
        relations[nick] = [t.accessibleId or t.name for t in targets if t is not None]
    node["relations"] = relations
    try:
        action = obj.queryAction()
        node["actions"] = [action.getName(i) for i in range(action.nActions)]
        node["keys"] = [action.getKeyBinding(i) for i in range(action.nActions)]
    except NotImplementedError:
        node["actions"] = []
    try:
        value = obj.queryValue()
        node["value"] = [value.currentValue, value.minimumValue, value.maximumValue, value.minimumIncrement]
    except NotImplementedError:
        pass
    try:
        node["text"] = obj.queryText().getText(0, -1)
    except NotImplementedError:
        pass
    try:
        box = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        node["extents"] = [box.x, box.y, box.width, box.height]
    except NotImplementedError:
        pass
    return node


def find(app, name, role):
    """By name and role; a name "#id" matches the element's accessible id (the view's identifier)."""
    for obj, _, _ in walk(app):
        matches = obj.accessibleId == name[1:] if name.startswith("#") else obj.name == name
        if matches and obj.getRoleName() == role:
            return obj
    raise SystemExit(json.dumps({"error": "no %s named %r" % (role, name)}))


def do(app, name, role, action_name):
    obj = find(app, name, role)
    action = obj.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if action_name not in names:
        return {"done": False, "actions": names}
    return {"done": bool(action.doAction(names.index(action_name))), "actions": names}


def at(app, x, y):
    """As a screen reader's mouse review does: ask each window, then ask what it found, down to the leaf."""
    for i in range(app.childCount - 1, -1, -1):
        window = app.getChildAtIndex(i)
        found = window.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
        if found is None:
            continue
        while True:
            try:
                deeper = found.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
            except NotImplementedError:
                deeper = None
            if deeper is None or deeper == found:
                break
            found = deeper
        return {"name": found.name, "role": found.getRoleName(), "id": found.accessibleId, "window": window.name}
    return {"name": None}


def text(app, name, role):
    """A text element as a screen reader reads it: its text, caret, words and lines (pyatspi's Text)."""
    t = find(app, name, role).queryText()
    n = t.characterCount
    word = t.getStringAtOffset(min(1, n), pyatspi.TEXT_GRANULARITY_WORD) if n else None
    line = t.getStringAtOffset(0, pyatspi.TEXT_GRANULARITY_LINE)
    box = t.getCharacterExtents(0, pyatspi.DESKTOP_COORDS) if n else None
    return {"text": t.getText(0, -1), "caret": t.caretOffset, "count": n,
            "word": list(word) if word else None, "line": list(line), "extents": list(box) if box else None}


def edit(app, name, role, how, *args):
    """Changes a text element through EditableText: set CONTENTS, insert POSITION TEXT, delete START END."""
    e = find(app, name, role).queryEditableText()
    if how == "set":
        ok = e.setTextContents(args[0])
    elif how == "insert":
        ok = e.insertText(int(args[0]), args[1], len(args[1].encode("utf-8")))
    elif how == "delete":
        ok = e.deleteText(int(args[0]), int(args[1]))
    elif how == "caret":
        ok = e.setCaretOffset(int(args[0]))
    else:
        raise SystemExit(json.dumps({"error": "unknown edit %r" % how}))
    return {"done": bool(ok), "text": e.getText(0, -1), "caret": e.caretOffset}


def table(app, name, role, rows):
    """Table, TableCell and Selection, as Orca reads a table: "row 5 of 1,000,000, Name"."""
    obj = find(app, name, role)
    t = obj.queryTable()
    headers = []
    for c in range(t.nColumns):
        h = t.getColumnHeader(c)
        headers.append({"name": h.name if h is not None else None, "role": h.getRoleName() if h is not None else None,
                        "description": t.getColumnDescription(c)})
    cells = []
    for r in rows:
        row = []
        for c in range(t.nColumns):
            cell = t.getAccessibleAt(r, c)
            if cell is None:
                row.append(None)
                continue
            position = Atspi.TableCell.get_position(cell)
            header = [h.name for h in (Atspi.TableCell.get_column_header_cells(cell) or [])]
            parent = cell.parent
            row.append({"name": cell.name, "role": cell.getRoleName(), "position": list(position)[-2:],
                        "headers": header, "index": t.getIndexAt(r, c),
                        "states": sorted(Atspi.StateType(s).value_nick for s in cell.getState().getStates()),
                        "attributes": dict(a.split(":", 1) for a in cell.getAttributes() or []),
                        "parent": parent.getRoleName() if parent is not None else None})
        cells.append(row)
    selection = obj.querySelection()
    children = [obj.getChildAtIndex(i) for i in range(obj.childCount)]
    return {"rows": t.nRows, "columns": t.nColumns, "headers": headers, "cells": cells,
            "selectedRows": list(t.getSelectedRows()), "nSelectedRows": t.nSelectedRows,
            "nSelectedChildren": selection.nSelectedChildren,
            "children": [{"name": c.name, "role": c.getRoleName(), "childCount": c.childCount,
                          "states": sorted(Atspi.StateType(s).value_nick for s in c.getState().getStates()),
                          "attributes": dict(a.split(":", 1) for a in c.getAttributes() or [])}
                         for c in children if c is not None]}


def select_row(app, name, role, row):
    t = find(app, name, role).queryTable()
    done = bool(t.addRowSelection(row))
    return {"done": done, "selectedRows": list(t.getSelectedRows()), "isRowSelected": bool(t.isRowSelected(row))}


def listen(seconds):
    """Events as a screen reader hears them (pyatspi's registry and its GLib main loop)."""
    events = []

    def heard(event):
        source = event.source
        try:
            name, role = (source.name, source.getRoleName()) if source is not None else (None, None)
        except Exception:  # the element may be gone by now
            name, role = None, None
        data = event.any_data if isinstance(event.any_data, (str, int, float)) else None
        if data is None and isinstance(event.any_data, Atspi.Accessible):
            try:
                data = event.any_data.name  # the active descendant: the cell a screen reader reads
            except Exception:
                data = None
        events.append({"type": event.type, "detail1": event.detail1, "detail2": event.detail2, "name": name,
                       "role": role, "data": data, "id": source.accessibleId if source is not None else None})

    for kind in ("object:state-changed", "object:announcement", "focus:", "object:children-changed",
                 "object:property-change", "window:activate", "window:deactivate", "object:text-changed",
                 "object:text-caret-moved", "object:text-selection-changed",
                 "object:active-descendant-changed"):
        pyatspi.Registry.registerEventListener(heard, kind)
    out({"ready": True})
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    out({"events": events})


def gtk_window():
    """A GTK 3 window with a few widgets, served by GTK's own AT-SPI bridge (run as a child process)."""
    gi.require_version("Gtk", "3.0")
    from gi.repository import Gtk
    window = Gtk.Window(title="atspi-harness-check")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    for i in range(3):
        box.add(Gtk.Button(label="Button %d" % i))
    box.add(Gtk.Entry())
    box.add(Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 10, 1))
    window.add(box)
    window.show_all()
    Gtk.main()


def gtk():
    """The harness's sanity check: how many nodes a real GTK 3 window shows this client."""
    import subprocess
    try:
        gi.require_version("Gtk", "3.0")
    except ValueError:
        return {"skipped": "no GTK 3 introspection data"}
    child = subprocess.Popen(["/usr/bin/python3", __file__, "gtk-window"])
    try:
        deadline = time.time() + 15
        while time.time() < deadline:
            for a in pyatspi.Registry.getDesktop(0):
                if a is not None and a.childCount > 0 and any(
                        c is not None and c.name == "atspi-harness-check" for c in a):
                    return {"nodes": sum(1 for _ in walk(a)), "app": a.name}
            time.sleep(0.2)
        return {"nodes": 0}
    finally:
        child.kill()
        child.wait()


def main(argv):
    command = argv[1]
    if command == "registry":
        out(registry(argv[2] if len(argv) > 2 else None))
    elif command == "tree":
        app = find_app(argv[2])
        out({"nodes": [info(o, d, p) for o, d, p in walk(app)]})
    elif command == "do":
        out(do(find_app(argv[2]), argv[3], argv[4], argv[5]))
    elif command == "set-value":
        obj = find(find_app(argv[2]), argv[3], argv[4])
        value = obj.queryValue()
        value.currentValue = float(argv[5])
        out({"value": value.currentValue})
    elif command == "text":
        out(text(find_app(argv[2]), argv[3], argv[4]))
    elif command == "edit":
        out(edit(find_app(argv[2]), argv[3], argv[4], argv[5], *argv[6:]))
    elif command == "at":
        out(at(find_app(argv[2]), int(argv[3]), int(argv[4])))
    elif command == "table":
        out(table(find_app(argv[2]), argv[3], argv[4], [int(r) for r in argv[5:]]))
    elif command == "select-row":
        out(select_row(find_app(argv[2]), argv[3], argv[4], int(argv[5])))
    elif command == "cache":
        out(cache(argv[2]))
    elif command == "listen":
        listen(float(argv[2]))
    elif command == "gtk":
        out(gtk())
    elif command == "gtk-window":
        gtk_window()
    else:
        raise SystemExit(json.dumps({"error": "unknown command %r" % command}))


if __name__ == "__main__":
    main(sys.argv)
