# make install PREFIX=/usr/local (the default): a release reel with the
# Swift standard library linked in, so it runs where no Swift toolchain is
# (the host of a cron job), plus its man page and shell completions where
# man, bash-completion, zsh and fish look under PREFIX. DESTDIR stages a
# package. make uninstall removes exactly those files.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# Extra `swift build` flags: Homebrew passes --disable-sandbox (its own
# sandbox cannot nest SwiftPM's on macOS).
SWIFT_BUILD_FLAGS ?=

# The version is written once, as Help.version in Sources/ReelCLI/Help.swift
# (`reel --version`); the installed man page takes it from there.
VERSION := $(shell sed -n 's/^ *public static let version = "\([^"]*\)"$$/\1/p' Sources/ReelCLI/Help.swift)

# macOS ships the Swift runtime in the OS and has no static standard library.
# On Linux, one static executable: loading and relocating shared libraries
# took three quarters of the instructions reel ran to show a small picker
# (callgrind, scripts/bench). SwiftPM already links it with --gc-sections.
# lld, which the Swift toolchain ships, rather than the default gold: gold
# prints glibc's link-time warning on the runtime's dlopen on every build
# (LibPrespecialized.cpp, which reaches it only with SWIFT_DEBUG_* variables
# set); lld prints none, and links in a fraction of the time. Only the reel
# product: swift test builds the example.
ifeq ($(shell uname -s),Linux)
STATIC := --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -use-ld=lld
endif
SWIFT_BUILD := $(SWIFT) build -c release --product reel $(STATIC) $(SWIFT_BUILD_FLAGS)

root := $(DESTDIR)$(PREFIX)
bin := $(root)/bin/reel
man := $(root)/share/man/man1/reel.1
bash := $(root)/share/bash-completion/completions/reel
zsh := $(root)/share/zsh/site-functions/_reel
fish := $(root)/share/fish/vendor_completions.d/reel.fish

# The page's .TH names the program; the version is added as it is installed.
man_page = sed '/^\.TH /s/"reel"/"reel $(VERSION)"/' man/reel.1

.PHONY: all build bin-path version install uninstall completions

all: build

build:
	$(SWIFT_BUILD)

# For scripts that run the release binary (scripts/bench, the checks).
bin-path:
	@$(SWIFT_BUILD) --show-bin-path

version:
	@echo $(VERSION)

# Stripped as installed (install -s): .build keeps the symbols for
# profiling (README, Performance).
install: build
	install -d $(dir $(bin)) $(dir $(man)) $(dir $(bash)) $(dir $(zsh)) $(dir $(fish))
	install -s -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/reel" $(bin)
	$(man_page) > $(man) && chmod 644 $(man)
	install -m 644 completions/reel.bash $(bash)
	install -m 644 completions/_reel $(zsh)
	install -m 644 completions/reel.fish $(fish)

uninstall:
	rm -f $(bin) $(man) $(bash) $(zsh) $(fish)

# After a change to the option table: rewrite completions/ (a test checks it).
completions:
	scripts/gen-completions.sh
