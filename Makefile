# Shoji: `make run` shows the demo, `make test` runs every test. Both install what they need first.
SWIFT ?= swift
DEMO = .build/debug/shoji-demo
OUT ?= out
JA_TOUR = numberpad,refresh,text

.PHONY: all deps build release static-cxx run test test-text unit-test e2e-test tsan soak sanitize fuzz fuzz-smoke tour bench bench-c bench-tools bench-peers examples check-shims clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

# Release builds carry the Swift runtime inside the program (Swift's own advice for shipping on Linux):
# nothing to install beside it, and it starts ~10 ms sooner in ~4 MB less memory (BENCHMARKS.md).
# They are linked by the toolchain's lld so that start-up touches as little of the program file as it can
# (each touch maps ~170 KB of it here; BENCHMARKS.md has the measurements):
# - every function in a section of its own, and the functions start-up runs laid out together first:
#   scripts/startup.order lists them by symbol, scripts/startup.ld those without one (both made by
#   scripts/startup-order.sh; what is no longer there is skipped, what is new is merely not moved);
# - relative relocations packed (DT_RELR, glibc 2.36): 9 KB instead of a 1.2 MB table read at every start;
# - no dynamic symbol table of our own functions (nothing looks them up; Swift's backtracer reads the
#   full symbol table);
# - the C++ runtime that Swift's runtime uses linked in too (libstdc++.a, libgcc_eh.a) instead of loading
#   libstdc++.so and libgcc_s.so at every start: two libraries fewer to map, and libstdc++'s 1,667 symbol
#   bindings gone (0.7 ms of CPU before `main`; no library the program loads uses libstdc++ itself).
#   The toolchain's link line asks for `-lstdc++`; a folder of our own, searched first, holds only the
#   static archive, so that is what the linker finds.
STATIC_CXX_DIR = $(CURDIR)/.build/static-cxx
RELEASE_FLAGS = -c release --static-swift-stdlib \
	-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup.order -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/startup.ld \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -L$(STATIC_CXX_DIR) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc

release: deps static-cxx
	$(SWIFT) build $(RELEASE_FLAGS)

# The folder with only the static C++ runtime in it (see RELEASE_FLAGS).
static-cxx:
	@mkdir -p $(STATIC_CXX_DIR)
	@lib=$$(cc -print-file-name=libstdc++.a); \
	if [ ! -f "$$lib" ]; then echo "make: no static libstdc++.a (apt-get install libstdc++-12-dev)" >&2; exit 1; fi; \
	ln -sfn "$$lib" $(STATIC_CXX_DIR)/libstdc++.a

run: build
	@scripts/run.sh $(DEMO) $(OUT)

# Every stage, timed, with a table of the times at the end (scripts/test.sh): the build, the headless logic and
# pixel tests in two processes (the text layouts' equivalence suites on a share of their cases: `make test-text`
# runs them all), the task queue under TSan, the C declarations, ARCHITECTURE.md against the tree, the
# docs, the examples as an outside package, the fuzz smoke, then the end-to-end tests (each starts its own Xvfb)
# in three processes at once (scripts/e2e.sh).
test:
	@scripts/test.sh

# Examples/ is a package of its own that depends on this one by path, as an outside program would: build
# it, run its own tests (headless, through HeadlessApplication), and render each example to a PNG.
EXAMPLES = Hello Feed Counters Files Editor
examples: deps
	$(SWIFT) build --package-path Examples
	$(SWIFT) test --package-path Examples
	@mkdir -p $(OUT)/examples
	@for e in $(EXAMPLES); do Examples/.build/debug/$$e --headless --screenshot $(OUT)/examples/$$e.png || exit 1; \
		echo "$(OUT)/examples/$$e.png"; done

# The C declarations Shoji keeps for Pango and libdbus, checked against the real headers.
check-shims: deps
	@scripts/check-shims.sh

unit-test: build bench-c
	$(SWIFT) test --skip EndToEnd
	$(MAKE) --no-print-directory tsan

# The text layouts' equivalence suites (Tests/ShojiCairoTests: the kept-word layouts against Pango's) with every
# case: `make test` runs a fixed, rotating share of their texts, widths and random edits (TestDepth.swift), since
# all of them took four minutes. Run it after a change to the text layouts; about five minutes.
test-text: deps
	$(SWIFT) build --build-tests
	SHOJI_TEST_EXHAUSTIVE=1 $(SWIFT) test --skip-build --filter ShojiCairoTests

# The serial task queue's and the network monitor's tests (Tests/ShojiSystemTests) under ThreadSanitizer, on every
# `make test`: SHOJI_TSAN_SMOKE declares only the modules they need (Package.swift), in a folder of their own (a TSan
# build cannot share objects with the plain one); about a minute the first time, seconds after.
TSAN_TESTS = SerialTaskQueueTests|NetworkMonitorTests
tsan: deps
	SHOJI_TSAN_SMOKE=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan-smoke --filter '$(TSAN_TESTS)'

e2e-test: build
	$(SWIFT) build --build-tests
	@scripts/e2e.sh

# The long soak: random real X input for SOAK_SECONDS (default 600), then many more headless fuzz sequences.
# The soak shows every scene first, then prints where the demo's memory is (heap, resident pages, Shoji's caches,
# the back buffer: its memory.report on SIGUSR2) after a warm-up and at the end, and fails if the heap in use or
# the resident pages outside shared memory grew by more than 10 % + 1 MB.
soak: build
	SOAK_SECONDS=$${SOAK_SECONDS:-600} $(SWIFT) test --filter SoakTests --no-parallel
	SHOJI_FUZZ_SEQUENCES=$${SHOJI_FUZZ_SEQUENCES:-30000} $(SWIFT) test --filter HeadlessFuzzTests

# libFuzzer on every input a user controls (Fuzz/README.md): the recording reader and replay, the JSON reader,
# the command line, the PNG/asset loader, input events into the demo's screen, what a selection owner sends a
# read (IncomingTransfer) and XDND client messages (XdndTarget). Each target runs
# FUZZ_SECONDS (default 180) from its seeds in Fuzz/corpus, carrying on past findings, which it writes to
# .build-fuzz/findings and then fails. A separate instrumented build in .build-fuzz (~2 min the first time).
FUZZ_SECONDS ?= 180
fuzz: deps
	@Fuzz/fuzz.sh build
	@Fuzz/fuzz.sh run $(FUZZ_SECONDS)

# Part of `make test`: every input in Fuzz/regressions replayed once, then each target fuzzed
# FUZZ_SMOKE_SECONDS (default 10), stopping at the first finding.
FUZZ_SMOKE_SECONDS ?= 10
fuzz-smoke: deps
	@Fuzz/fuzz.sh build
	@Fuzz/fuzz.sh smoke $(FUZZ_SMOKE_SECONDS)

# Every headless test under the address sanitizer, then under the thread sanitizer (separate build folders).
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
	$(SWIFT) test --skip EndToEnd --skip BenchTests --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --skip EndToEnd --skip BenchTests --sanitize=thread --scratch-path .build-tsan

# Every benchmark beside its reference, measured in the same run (release builds; the raw Xlib + Cairo
# reference in C is built here too): a table on the terminal, bench/results.json and bench/results.md
# (see BENCHMARKS.md). A few minutes. BENCH_ARGS passes options, e.g. BENCH_ARGS="--filter list".
BENCH_REF = .build/bench/raw_xlib_cairo
BENCH_PROBE = .build/bench/probe
bench: bench-tools
	.build/release/shoji-bench --json bench/results.json --markdown bench/results.md $(BENCH_ARGS)

bench-tools: bench-c static-cxx
	$(SWIFT) build $(RELEASE_FLAGS)

# The C programs alone (the reference and the probe): `make test` smoke-runs them with the harness.
bench-c: deps
	@mkdir -p $(dir $(BENCH_REF))
	cc -O3 -Wall -o $(BENCH_REF) bench/reference/raw_xlib_cairo.c $$(pkg-config --cflags --libs x11 xext cairo pangocairo) -lm
	cc -O2 -Wall -o $(BENCH_PROBE) bench/probe/probe.c $$(pkg-config --cflags --libs x11 xext xdamage xfixes xtst)

# The same table with GTK 3, GTK 4 (Cairo renderer) and Tk beside Shoji, each showing the grid of 200
# labelled buttons, GTK 3's and Tk's text views holding the typing benchmark's texts (10,000 lines of
# ASCII, and here each of issue 41's kinds too: lines ending in Japanese, combining accents, an emoji,
# Arabic or tabs, centred and right-aligned lines, 200 wrapped paragraphs: 9 starts each, ~15 minutes in
# all; the 1 MB line only with BENCH_ARGS="--typing-long-line", up to ~30 minutes more), GTK 3's
# GtkMenu with the demo's feed menu's items and its GtkMenuBar with the demo's titles and File menu, and a
# million-row table in GTK 3's GtkTreeView, GTK 4's GtkColumnView, Qt 6's QTableView and Tk's ttk::treeview (bench/peers):
# installs their packages first (apt-get, sudo when not root). BENCH_ARGS="--filter typing --typing-runs 5"
# gives issue 41's five starts of the typing rows alone; --typing-kinds mixed,wrapped a few kinds.
bench-peers: bench-tools
	@scripts/deps.sh --peers
	cc -O2 -Wall -o .build/bench/grid_gtk3 bench/peers/grid_gtk3.c $$(pkg-config --cflags --libs gtk+-3.0)
	cc -O2 -Wall -o .build/bench/grid_gtk4 bench/peers/grid_gtk4.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -Wall -o .build/bench/text_gtk3 bench/peers/text_gtk3.c $$(pkg-config --cflags --libs gtk+-3.0)
	cc -O2 -Wall -o .build/bench/menu_gtk3 bench/peers/menu_gtk3.c $$(pkg-config --cflags --libs gtk+-3.0)
	cc -O2 -Wall -o .build/bench/menubar_gtk3 bench/peers/menubar_gtk3.c $$(pkg-config --cflags --libs gtk+-3.0)
	cc -O2 -Wall -o .build/bench/table_gtk3 bench/peers/table_gtk3.c $$(pkg-config --cflags --libs gtk+-3.0)
	cc -O2 -Wall -o .build/bench/table_gtk4 bench/peers/table_gtk4.c $$(pkg-config --cflags --libs gtk4)
	c++ -O2 -fPIC -Wall -o .build/bench/table_qt bench/peers/table_qt.cpp $$(pkg-config --cflags --libs Qt6Widgets)
	.build/release/shoji-bench --peers --json bench/results.json --markdown bench/results.md $(BENCH_ARGS)

# The README's screenshots: every scene, and in Japanese the scenes whose seeds were Japanese UIs.
tour: build
	$(DEMO) --headless --tour assets/screenshots
	$(DEMO) --headless --lang ja --tour assets/screenshots/ja --tour-scenes $(JA_TOUR)

# The DocC site for Shoji, ShojiCairo, ShojiX11 and ShojiFiles as one static site: .build/docs/index.html
# (serve the folder: `python3 -m http.server -d .build/docs`). The pictures the articles show are drawn first, by
# shoji-docshots (2-3 s). Any DocC warning fails it. 25 s to 2 min after a build (2 shared cores).
.PHONY: docs docs-check
docs: deps
	@scripts/docs.sh

# `make docs`, and every public symbol must have a doc comment (scripts/check-doc-coverage.py lists those
# without, as file:line). Part of `make test`.
docs-check: deps
	@scripts/docs.sh --check

clean:
	rm -rf .build Examples/.build $(OUT)
