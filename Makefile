# Shoji: `make run` shows the demo, `make test` runs every test. Both install what they need first.
SWIFT ?= swift
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
DEMO = .build/debug/shoji-demo
OUT ?= out

.PHONY: all deps build release run test unit-test e2e-test tsan tour clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	@scripts/run.sh $(DEMO) $(OUT)

# Headless logic and pixel tests in parallel, then the end-to-end tests (each starts its own Xvfb) one at a time.
test: build
	$(SWIFT) test --skip EndToEnd
	$(MAKE) --no-print-directory tsan
	$(SWIFT) test --filter EndToEnd --no-parallel

unit-test: build
	$(SWIFT) test --skip EndToEnd
	$(MAKE) --no-print-directory tsan

# The serial task queue's tests under ThreadSanitizer. A TSan build cannot share objects with the plain one,
# so it has its own scratch folder (git-ignored); after the first build it takes seconds.
TSAN_TESTS = SerialTaskQueueTests|NetworkMonitorTests
tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_TESTS)'

e2e-test: build
	$(SWIFT) test --filter EndToEnd --no-parallel

tour: build
	$(DEMO) --headless --tour assets/screenshots

clean:
	rm -rf .build $(OUT)
