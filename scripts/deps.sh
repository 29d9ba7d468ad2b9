#!/usr/bin/env bash
# Installs the Debian packages Shoji needs, only those missing.
set -euo pipefail
need=()
have_pc() { pkg-config --exists "$1" 2>/dev/null; }
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
command -v pkg-config >/dev/null || need+=(pkg-config)
have_pc x11 || need+=(libx11-dev)
have_pc xrender || need+=(libxrender-dev)
have_pc xext || need+=(libxext-dev)
have_pc xi || need+=(libxi-dev)           # XInput 2: smooth scrolling and touch
have_pc xcursor || need+=(libxcursor-dev) # pointer cursors from the user's theme
have_pc xfixes || need+=(libxfixes-dev)   # names the cursors (and the e2e test reads them back)
have_pc xrandr || need+=(libxrandr-dev)   # the monitor a popup window must stay on
# A cursor theme with the CSS names, so the e2e test sees themed cursors, not only the core-font fallback.
[ -e /usr/share/icons/Adwaita/cursors/pointer ] || need+=(adwaita-icon-theme)
have_pc cairo || need+=(libcairo2-dev)
have_pc pangocairo || need+=(libpango1.0-dev)
command -v Xvfb >/dev/null || need+=(xvfb)
command -v xdotool >/dev/null || need+=(xdotool)
command -v xwd >/dev/null || need+=(x11-apps)
command -v xprop >/dev/null || need+=(x11-utils) # the end-to-end tests read the window's properties
command -v xsettingsd >/dev/null || need+=(xsettingsd) # the end-to-end tests' XSETTINGS daemon (DesktopSettingsEndToEndTests)
# The settings and file chooser portals and their GTK back end, dconf behind gsettings
# (SettingsPortalEndToEndTests, FileChooserPortalEndToEndTests).
[ -x /usr/libexec/xdg-desktop-portal ] || need+=(xdg-desktop-portal)
[ -x /usr/libexec/xdg-desktop-portal-gtk ] || need+=(xdg-desktop-portal-gtk)
[ -x /usr/libexec/dconf-service ] || need+=(dconf-service dconf-gsettings-backend)
have_pkg gsettings-desktop-schemas || need+=(gsettings-desktop-schemas)
command -v gsettings >/dev/null || need+=(libglib2.0-bin)
command -v openbox >/dev/null || need+=(openbox) # the end-to-end tests' window manager (second windows, popups)
command -v xrandr >/dev/null || need+=(x11-xserver-utils) # the end-to-end tests change the monitors a menu stays on
command -v cc >/dev/null || need+=(gcc) # the benchmarks' C reference
# Release builds link the C++ runtime in (`make release`); the Swift toolchain needs the package anyway.
compgen -G "/usr/lib/gcc/*/*/libstdc++.a" >/dev/null || need+=(libstdc++-12-dev)
have_pc xdamage || need+=(libxdamage-dev) # the benchmarks' external probe (bench/probe)
have_pc xtst || need+=(libxtst-dev)
if [ "${1:-}" = "--peers" ]; then # make bench-peers: the toolkits Shoji is measured beside
    have_pc gtk+-3.0 || need+=(libgtk-3-dev)
    have_pc gtk4 || need+=(libgtk-4-dev)
    command -v wish >/dev/null || need+=(tk)
    have_pc Qt6Widgets || need+=(qt6-base-dev) # the table rows' QTableView (bench/peers/table_qt.cpp)
fi
have_pkg fonts-dejavu-core || need+=(fonts-dejavu-core)
have_pkg fonts-noto-cjk || need+=(fonts-noto-cjk)
have_pkg fonts-noto-color-emoji || need+=(fonts-noto-color-emoji) # emoji in text fields and the Text scene
# Accessibility: libdbus's headers, which `make test` checks Shoji's own declarations against (programs load
# libdbus at run time, when there is a bus); the bus daemon, at-spi2-core's bus launcher and registry, and
# Debian's pyatspi for the end-to-end test's client.
have_pc dbus-1 || need+=(libdbus-1-dev)
command -v dbus-daemon >/dev/null || need+=(dbus)
[ -x /usr/libexec/at-spi-bus-launcher ] || need+=(at-spi2-core)
have_pkg python3-pyatspi || need+=(python3-pyatspi)
# Input methods: the end-to-end tests type Japanese through fcitx5 with Anthy (XIM), beside GTK 3's entry
# (PyGObject), and take screenshots with ImageMagick's import.
command -v fcitx5 >/dev/null || need+=(fcitx5)
[ -e /usr/share/fcitx5/addon/anthy.conf ] || need+=(fcitx5-anthy)
have_pkg python3-gi || need+=(python3-gi)
have_pkg gir1.2-gtk-3.0 || need+=(gir1.2-gtk-3.0)
[ -x /usr/bin/import ] || need+=(imagemagick)
# Copy, paste and drag and drop: the end-to-end tests' peers (xclip, xsel; GTK 3 through PyGObject, above).
command -v xclip >/dev/null || need+=(xclip)
command -v xsel >/dev/null || need+=(xsel)
if [ ${#need[@]} -gt 0 ]; then
    echo "Installing: ${need[*]}" >&2
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
