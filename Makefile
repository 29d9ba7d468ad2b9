# Shoji: `make run` shows the demo, `make test` runs every test. Both install what they need first.
SWIFT ?= swift
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
DEMO = .build/debug/shoji-demo
OUT ?= out

.PHONY: all deps build release run test tour bench soak sanitize clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	@scripts/run.sh $(DEMO) $(OUT)

test: build
	$(SWIFT) test

tour: build
	$(DEMO) --headless --tour assets/screenshots

clean:
	rm -rf .build $(OUT)
