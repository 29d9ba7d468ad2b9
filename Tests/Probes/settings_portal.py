#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface on a test's private session bus.

Owns org.freedesktop.portal.Desktop, serves /org/freedesktop/portal/desktop with
org.freedesktop.portal.Settings (ReadAll, Read, version 2) for the namespace org.freedesktop.appearance,
and reads lines from stdin: "color-scheme 1", "contrast 1", "accent-color 0.2 0.4 0.6" change a value and
emit SettingChanged, as the real portal does when GNOME's settings change. Prints "ready" once it owns
its name. Usage: settings_portal.py [color-scheme] [--silent] (--silent: owns the name, never answers).
"""
import sys
from gi.repository import Gio, GLib

XML = """
<node><interface name="org.freedesktop.portal.Settings">
  <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
  <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
  <property name="version" type="u" access="read"/>
</interface></node>"""
NS = "org.freedesktop.appearance"
PATH = "/org/freedesktop/portal/desktop"
silent = "--silent" in sys.argv
args = [a for a in sys.argv[1:] if a != "--silent"]
values = {"color-scheme": GLib.Variant("u", int(args[0]) if args else 0),
          "contrast": GLib.Variant("u", 0),
          "accent-color": GLib.Variant("(ddd)", (-1.0, -1.0, -1.0))}
connection = None


def call(conn, sender, path, iface, method, params, invocation):
    if silent:
        return  # never answers: the caller's timeout must end the wait
    if method == "ReadAll":
        invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NS: values},)))
    elif method == "Read":
        ns, key = params.unpack()
        if ns == NS and key in values:
            invocation.return_value(GLib.Variant("(v)", (values[key],)))
        else:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")


def get_property(conn, sender, path, iface, name):
    return GLib.Variant("u", 2)


def stdin_line(channel, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    parts = line.split()
    if parts and parts[0] in ("color-scheme", "contrast"):
        values[parts[0]] = GLib.Variant("u", int(parts[1]))
    elif parts and parts[0] == "accent-color":
        values[parts[0]] = GLib.Variant("(ddd)", tuple(float(p) for p in parts[1:4]))
    else:
        return True
    connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                           GLib.Variant("(ssv)", (NS, parts[0], values[parts[0]])))
    connection.flush_sync(None)
    print("changed", flush=True)
    return True


def acquired(conn, name):
    print("ready", flush=True)


connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
connection.register_object(PATH, info, call, get_property, None)
Gio.bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, None)
GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.IO_IN | GLib.IO_HUP, stdin_line)
loop = GLib.MainLoop()
loop.run()
