# Shoji: `make run` shows the demo, `make test` runs every test. Both install what they need first.
SWIFT ?= swift
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
DEMO = .build/debug/shoji-demo
OUT ?= out

.PHONY: all deps build release run test unit-test e2e-test soak tour clean

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
	$(SWIFT) test --filter EndToEnd --no-parallel

unit-test: build
	$(SWIFT) test --skip EndToEnd

e2e-test: build
	$(SWIFT) test --filter EndToEnd --no-parallel

# The long soak: random real X input for SOAK_SECONDS (default 600), then many more headless fuzz sequences.
soak: build
	SOAK_SECONDS=$${SOAK_SECONDS:-600} $(SWIFT) test --filter SoakTests --no-parallel
	SHOJI_FUZZ_SEQUENCES=$${SHOJI_FUZZ_SEQUENCES:-30000} $(SWIFT) test --filter HeadlessFuzzTests

tour: build
	$(DEMO) --headless --tour assets/screenshots

clean:
	rm -rf .build $(OUT)
