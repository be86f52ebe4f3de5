# make install PREFIX=/usr/local (the default): a release reel with the
# Swift standard library linked in, so it runs where no Swift toolchain is
# (the host of a cron job), plus its man page and shell completions where
# man, bash-completion, zsh and fish look under PREFIX. DESTDIR stages a
# package. make uninstall removes exactly those files.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

# macOS ships the Swift runtime in the OS and has no static standard library.
# On Linux, one static executable: loading and relocating shared libraries
# took three quarters of the instructions reel ran to show a small picker
# (callgrind, scripts/bench).
ifeq ($(shell uname -s),Linux)
STATIC := --static-swift-stdlib -Xswiftc -static-executable
endif
SWIFT_BUILD := $(SWIFT) build -c release $(STATIC)

root := $(DESTDIR)$(PREFIX)
bin := $(root)/bin/reel
man := $(root)/share/man/man1/reel.1
bash := $(root)/share/bash-completion/completions/reel
zsh := $(root)/share/zsh/site-functions/_reel
fish := $(root)/share/fish/vendor_completions.d/reel.fish

.PHONY: all build install uninstall completions

all: build

build:
	$(SWIFT_BUILD)

install: build
	install -d $(dir $(bin)) $(dir $(man)) $(dir $(bash)) $(dir $(zsh)) $(dir $(fish))
	install -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/reel" $(bin)
	install -m 644 man/reel.1 $(man)
	install -m 644 completions/reel.bash $(bash)
	install -m 644 completions/_reel $(zsh)
	install -m 644 completions/reel.fish $(fish)

uninstall:
	rm -f $(bin) $(man) $(bash) $(zsh) $(fish)

# After a change to the option table: rewrite completions/ (a test checks it).
completions:
	scripts/gen-completions.sh
