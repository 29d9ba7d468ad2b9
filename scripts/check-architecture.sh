#!/usr/bin/env bash
# ARCHITECTURE.md against the tree, as part of `make test`: every module and every folder of Sources/, Tests/,
# Fuzz/Sources/ and Examples/Sources/ is named in it (as `Sources/Shoji/Text/`), and every path it names exists.
# A map that names what is gone, or leaves out what came, misleads the next reader.
set -euo pipefail
cd "$(dirname "$0")/.."
doc=ARCHITECTURE.md
[ -f "$doc" ] || { echo "check-architecture: no $doc" >&2; exit 1; }
bad=0
# Folders that must be named: source and test folders, not DocC catalogs' insides or generated pictures.
while IFS= read -r d; do
    grep -qF "\`$d/\`" "$doc" || grep -qF "\`$d/" "$doc" || { echo "$doc does not name the folder $d/" >&2; bad=1; }
done < <(find Sources Tests Fuzz/Sources Examples/Sources -type d \
            ! -path '*.docc*' ! -name Generated | sort)
# Paths it names (in backticks, starting with a top-level folder of the repository) must exist.
while IFS= read -r p; do
    p=${p%%[\`]*}
    [ -e "$p" ] || { echo "$doc names $p, which does not exist" >&2; bad=1; }
done < <(grep -oE '`(Sources|Tests|Fuzz|Examples|bench|scripts|assets)/[^` *{}]*`' "$doc" | tr -d '`' | sort -u)
[ $bad -eq 0 ] && echo "check-architecture: $doc names every folder, and every path it names exists"
exit $bad
