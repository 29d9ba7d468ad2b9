#!/usr/bin/env python3
"""Fails (exit 1) when a public symbol of the documented modules has no doc comment.

Reads the symbol graphs that `make docs` has the compiler extract (the same ones DocC renders), so what it
counts is exactly what a reader of the site sees. Symbols the compiler synthesises (an `Equatable` conformance's
`!=`, a protocol's default implementations) carry their protocol's documentation and are not counted.
A symbol may instead be documented by a DocC extension file in its module's catalogue (Shoji.docc/SymbolNotes).
Prints one line per undocumented symbol, `file:line: kind name`, so an editor can jump to it.
"""
import glob
import json
import os
import re
import sys

MODULES = sys.argv[1:] or ["ShojiFiles", "Shoji", "ShojiCairo", "ShojiX11"]
# Requirements of the standard library's protocols: DocC shows the protocol's own documentation for them.
INHERITED = {"==(_:_:)", "<(_:_:)", "hash(into:)", "description", "debugDescription", "init(from:)",
             "encode(to:)", "makeIterator()", "next()"}


def line_of(symbol) -> int:
    return symbol.get("location", {}).get("position", {}).get("line", -1)


def is_case_of_documented_one_line_enum(symbol, enum) -> bool:
    """`enum Phase { case began, moved, ended }`: the enum's comment describes its cases, which have no line
    of their own to carry one."""
    return (symbol["kind"]["identifier"] == "swift.enum.case" and enum is not None and bool(enum.get("docComment"))
            and line_of(enum) == line_of(symbol))


def documented_in_catalogues() -> set:
    """Symbols documented by a DocC extension file in a module's catalogue (`# ``Module/Type/member```)."""
    found = set()
    for path in glob.glob("Sources/*/*.docc/**/*.md", recursive=True):
        with open(path) as f:
            first = f.readline().strip()
        match = re.fullmatch(r"#\s*``([^`]+)``", first)
        if match and "/" in match.group(1):
            found.add(match.group(1).replace("/", "."))
    return found


def main() -> int:
    missing, total = [], 0
    in_catalogues = documented_in_catalogues()
    for module in MODULES:
        files = glob.glob(f".build/*/extracted-symbols/*/{module}/{module}*.symbols.json")
        if not files:
            print(f"check-doc-coverage: no symbol graph for {module}; run `make docs` first", file=sys.stderr)
            return 2
        for path in files:
            with open(path) as f:
                graph = json.load(f)
            symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
            parent = {r["source"]: r["target"] for r in graph["relationships"] if r["kind"] == "memberOf"}
            for symbol in graph["symbols"]:
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                total += 1
                name = ".".join(symbol["pathComponents"])
                if symbol.get("docComment") or symbol["pathComponents"][-1] in INHERITED:
                    continue
                if f"{module}.{name}" in in_catalogues:
                    continue
                if is_case_of_documented_one_line_enum(symbol, symbols.get(parent.get(symbol["identifier"]["precise"]))):
                    continue
                location = symbol.get("location", {})
                file = location.get("uri", "?").removeprefix("file://")
                file = os.path.relpath(file) if file.startswith("/") else file
                line = location.get("position", {}).get("line", -1) + 1
                missing.append((file, line, f"{symbol['kind']['displayName'].lower()} {module}.{name}"))
    for file, line, what in sorted(set(missing)):
        print(f"{file}:{line}: {what}")
    documented = total - len(missing)
    print(f"check-doc-coverage: {documented} of {total} public symbols documented in {', '.join(MODULES)}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
