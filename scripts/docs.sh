#!/usr/bin/env bash
# `make docs`: the DocC site for Shoji, ShojiCairo, ShojiRuntime, ShojiX11 and ShojiFiles, combined into one static site in
# .build/docs (open it through any web server: `python3 -m http.server -d .build/docs`, then http://localhost:8000/).
# Members that implement a documented protocol requirement or override a documented method show that
# documentation (--enable-inherited-docs). Fails on any DocC warning (a broken symbol link, a topic that names
# nothing, …) and, with --check, on any public symbol without a doc comment.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[ "${1:-}" = "--check" ] && check=1
out=.build/docs
new=.build/docs.new
log=.build/docs.log
rm -rf "$new"
mkdir -p .build
start=$(date +%s)
# The pictures the articles show are drawn here, by Shoji itself (shoji-docshots, through the public API), into
# a folder of the catalog that git ignores: DocC takes images only from the catalog, and made afresh on every
# run they can never be stale.
pictures=Sources/Shoji/Shoji.docc/Generated
if ! swift build --product shoji-docshots >"$log" 2>&1; then
    tail -20 "$log" >&2
    echo "make docs: could not build shoji-docshots (whole log: $log)" >&2
    exit 1
fi
rm -rf "$pictures"
mkdir -p "$pictures"
"$(swift build --show-bin-path)/shoji-docshots" "$pictures" >>"$log" || { echo "make docs: shoji-docshots failed" >&2; exit 1; }
# --warnings-as-errors makes `docc convert` fail on a warning; the log is searched as well, because the final
# `docc merge` step takes no such flag.
if ! swift package --allow-writing-to-directory "$new" generate-documentation \
        --target ShojiFiles --target Shoji --target ShojiSystem --target ShojiCairo --target ShojiRuntime --target ShojiX11 --target ShojiAccessibility \
        --enable-experimental-combined-documentation \
        --transform-for-static-hosting --enable-inherited-docs --warnings-as-errors \
        --output-path "$new" >>"$log" 2>&1; then
    grep -i -E 'warning:|error:' "$log" >&2 || tail -20 "$log" >&2
    echo "make docs: DocC failed (whole log: $log)" >&2
    exit 1
fi
if grep -i -E '(warning|error):' "$log" | grep -v -E '^\[[0-9]+/[0-9]+\]' >&2; then
    echo "make docs: DocC reported the problems above (whole log: $log)" >&2
    exit 1
fi
# The combined archive's own index.html is the web app's shell, which shows nothing at the site's root: the top
# page sends the reader to the package's page (the three modules) and links each module for a browser without
# JavaScript.
cat >"$new/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Shoji documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
</head>
<body>
<h1>Shoji documentation</h1>
<ul>
<li><a href="documentation/shoji/">Shoji</a>: the toolkit (views, windows, input, animation, widgets, patterns)</li>
<li><a href="documentation/shojicairo/">ShojiCairo</a>: drawing with Cairo, text with Pango, PNG, assets</li>
<li><a href="documentation/shojiruntime/">ShojiRuntime</a>: the application runtime (the application, its windows, the run loop, headless tests, the file dialog)</li>
<li><a href="documentation/shojix11/">ShojiX11</a>: the X11 platform the runtime runs on</li>
<li><a href="documentation/shojifiles/">ShojiFiles</a>: files written safely, and errors about files</li>
<li><a href="documentation/shojisystem/">ShojiSystem</a>: the operating system's services beside the toolkit: the network's status, small state files</li>
<li><a href="documentation/shojiaccessibility/">ShojiAccessibility</a>: the AT-SPI2 bridge that shows the views to screen readers</li>
</ul>
</body>
</html>
HTML
[ -f "$new/documentation/index.html" ] || { echo "make docs: the site has no package page" >&2; exit 1; }
for module in shoji shojicairo shojix11 shojifiles shojiaccessibility; do
    if [ ! -f "$new/documentation/$module/index.html" ] || [ ! -f "$new/data/documentation/$module.json" ]; then
        echo "make docs: the site has no page for $module" >&2
        exit 1
    fi
done
# Every picture a page shows is in the site (DocC names each by URL in the page's data).
python3 - "$new" <<'PY' || exit 1
import glob, json, os, sys
site = sys.argv[1]
shown, missing = 0, []
for page in glob.glob(f"{site}/data/**/*.json", recursive=True):
    for ref in json.load(open(page)).get("references", {}).values():
        for variant in ref.get("variants", []) if ref.get("type") == "image" else []:
            shown += 1
            if not os.path.exists(site + variant["url"]):
                missing.append(f"{page}: {variant['url']}")
for m in missing:
    print(f"make docs: a page shows a picture the site lacks: {m}", file=sys.stderr)
if shown == 0:
    print("make docs: no page shows a picture", file=sys.stderr)
sys.exit(1 if missing or shown == 0 else 0)
PY
# The new site replaces the old one only once it is complete.
rm -rf "$out.old"
[ -d "$out" ] && mv "$out" "$out.old"
mv "$new" "$out"
rm -rf "$out.old"
echo "make docs: $out/index.html ($(($(date +%s) - start)) s; serve with: python3 -m http.server -d $out)"
if [ "$check" = 1 ]; then
    # The README and the Getting Started article show Hello as Examples/ has it, word for word.
    python3 - <<'PY'
import sys
hello = open("Examples/Sources/Hello/Hello.swift").read().strip()
stale = [doc for doc in ("README.md", "Sources/Shoji/Shoji.docc/GettingStarted.md") if hello not in open(doc).read()]
for doc in stale:
    print(f"{doc}: its Hello differs from Examples/Sources/Hello/Hello.swift", file=sys.stderr)
sys.exit(1 if stale else 0)
PY
    scripts/check-doc-coverage.py ShojiFiles Shoji ShojiSystem ShojiCairo ShojiRuntime ShojiX11 ShojiAccessibility
fi
