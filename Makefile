# make install PREFIX=/usr/local (the default): a release reel with the
# Swift standard library linked in, so it runs where no Swift toolchain is
# (the host of a cron job), plus its man page and shell completions where
# man, bash-completion, zsh and fish look under PREFIX. DESTDIR stages a
# package. make uninstall removes exactly those files.
#
# Release artefacts, in dist/ (Linux; scripts/check-dist.sh and
# scripts/check-deb.sh check them):
#   make dist         reel-VERSION-linux-ARCH.tar.gz, and SHA256SUMS
#   make deb          reel_VERSION_ARCH.deb (dpkg-deb)
#   make source-dist  reel-VERSION.tar.gz, the source of the last commit
#   make formula      reel.rb, packaging/homebrew/reel.rb with the source
#                     tarball's URL and sha256 filled in
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# Extra `swift build` flags: Homebrew passes --disable-sandbox (its own
# sandbox cannot nest SwiftPM's on macOS).
SWIFT_BUILD_FLAGS ?=

# The version is written once, as Help.version in Sources/ReelCLI/Help.swift
# (`reel --version`). The installed man page, the tarball, the .deb and the
# Homebrew formula take it from there.
VERSION := $(shell sed -n 's/^ *package static let version = "\([^"]*\)"$$/\1/p' Sources/ReelCLI/Help.swift)

# macOS ships the Swift runtime in the OS and has no static standard library.
# On Linux, one static executable: loading and relocating shared libraries
# took three quarters of the instructions reel ran to show a small picker
# (callgrind, scripts/bench). SwiftPM already links it with --gc-sections.
# lld, which the Swift toolchain ships, rather than the default gold: gold
# prints glibc's link-time warning on the runtime's dlopen on every build
# (LibPrespecialized.cpp, which reaches it only with SWIFT_DEBUG_* variables
# set); lld prints none, and links in a fraction of the time. Only the reel
# product: swift test builds the example.
# The functions a small picker runs are laid out together
# (scripts/startup.order, written by scripts/startup-order): the kernel maps
# code in 64 KiB windows around each page touched (Linux 6.18: the whole
# cached folio, often larger), so scattered through the
# binary they made 4.3 MB of a 20-row picker's 5.6 MB peak RSS; together,
# its peak is 3.8 MB.
# Without the file (a first run of that script), the default layout.
ORDER := $(wildcard $(CURDIR)/scripts/startup.order)
# Generic types' metadata is asked for by direct calls rather than by
# mangled name: the first lookup by name demangles and scans every protocol
# conformance in the binary (half of `reel --version`'s instructions went
# to [String: String]'s).
# --icf=all folds functions whose code is identical (the generic
# specialisations and thunks the compiler writes for each type alike):
# 9.1 MB stripped without, 8.8 MB with; the end-to-end suite passes on it
# (REEL_BINARY=.build/release/reel swift test --filter EndToEndTests).
# --no-eh-frame-hdr: no binary-search table over the unwind tables (190 KB).
# Nothing in reel unwinds on its way (Swift errors are returned, not
# thrown through frames); a debugger or a C++ throw in the runtime still
# finds the tables, registered at start by crtbeginT.o as in any static
# executable gcc links, which gets no such table either.
# -function-sections: each of reel's functions in a section of its own,
# so that the order file above places each one (the compiler otherwise
# puts a file's non-package functions in one section, placed whole) and
# --gc-sections drops each one nothing calls. -internalize-at-link: the
# package and public functions are not marked as kept (SHF_GNU_RETAIN, for
# the clients of a library; this executable is the whole program), so
# those only the tests call go too. Stripped, 9,047,632 bytes without
# either, 8,707,664 with the sections, 8,560,208 with both; a 20-row
# list's peak RSS (scripts/peak-rss) 4,884 kB without, 4,420 kB with both.
# (Swift's standard library is linked as built: its public functions keep
# their retain flag, and its other functions are one section.)
ifeq ($(shell uname -s),Linux)
SECTIONS := -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -Xfrontend -Xswiftc -internalize-at-link
STATIC := --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xlinker --icf=all \
	-Xlinker --no-eh-frame-hdr \
	$(if $(ORDER),-Xlinker --symbol-ordering-file=$(ORDER) -Xlinker --no-warn-symbol-ordering)
endif
DIRECT_METADATA := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# reel uses neither regexes nor async code: without the implicit imports of
# _StringProcessing and _Concurrency the static binary does not carry the
# regex parser, Unicode's scalar names or libdispatch (10.0 MB stripped
# with them, 8.0 MB without). A use of either fails this build, not CI's
# size check.
NO_IMPLICIT := -Xswiftc -Xfrontend -Xswiftc -disable-implicit-string-processing-module-import \
	-Xswiftc -Xfrontend -Xswiftc -disable-implicit-concurrency-module-import
SWIFT_BUILD := $(SWIFT) build -c release --product reel $(STATIC) $(DIRECT_METADATA) $(NO_IMPLICIT) $(SECTIONS) $(SWIFT_BUILD_FLAGS)

root := $(DESTDIR)$(PREFIX)
bin := $(root)/bin/reel
man := $(root)/share/man/man1/reel.1
bash := $(root)/share/bash-completion/completions/reel
zsh := $(root)/share/zsh/site-functions/_reel
fish := $(root)/share/fish/vendor_completions.d/reel.fish

# The page's .TH names the program; the version is added as it is installed.
man_page = sed '/^\.TH /s/"reel"/"reel $(VERSION)"/' man/reel.1

.PHONY: all build bin-path version install uninstall completions dist deb source-dist formula

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

# --- Release artefacts ---------------------------------------------------

# Reproducible: every date inside the artefacts is SOURCE_DATE_EPOCH, by
# default the last commit's (dpkg-deb reads it too).
ifeq ($(origin SOURCE_DATE_EPOCH),undefined)
SOURCE_DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
endif
export SOURCE_DATE_EPOCH
# Where a release's files are published, for the Homebrew formula; set
# both once the project has a home.
HOMEPAGE ?= https://example.invalid/reel
RELEASE_URL ?= $(HOMEPAGE)/releases/download/v$(VERSION)

arch := $(shell uname -m)
binary_name := reel-$(VERSION)-linux-$(arch)
stage := .build/stage
# Sorted entries, root:root, one mtime, modes from the executable bit
# alone (not the umask); gzip -n leaves out the name and time.
TAR := tar --format=gnu --sort=name --owner=0 --group=0 --numeric-owner \
	--mtime=@$(SOURCE_DATE_EPOCH) --mode=u=rwX,go=rX
GZIP_FILE := gzip -9n

# SHA256SUMS lists the tarballs and packages in dist/.
define write_sums
cd dist && ls | grep -E '[.](tar[.]gz|deb)$$' | LC_ALL=C sort | xargs -r sha256sum > SHA256SUMS
endef

# GNU tar, dpkg and the static executable: Linux only.
linux_only = test "$$(uname -s)" = Linux || { echo "make $@: Linux only" >&2; exit 1; }
has_version = test -n "$(VERSION)" || { echo "make $@: no version in Sources/ReelCLI/Help.swift" >&2; exit 1; }

dist: build
	@$(linux_only) && $(has_version)
	rm -rf $(stage)/$(binary_name) && mkdir -p $(stage)/$(binary_name) dist
	$(MAKE) --no-print-directory install DESTDIR=$(stage)/$(binary_name) PREFIX=
	install -m 644 README.md LICENSE $(stage)/$(binary_name)/
	$(TAR) -C $(stage) -cf - $(binary_name) | $(GZIP_FILE) > dist/$(binary_name).tar.gz
	$(write_sums)

# A Debian package of the same files, where Debian puts them. The control
# file and changelog are templates in packaging/debian/.
MAINTAINER ?= the reel developers <reel@example.invalid>
deb_arch = $(shell dpkg --print-architecture)
deb_name = reel_$(VERSION)_$(deb_arch)
deb_root = $(stage)/$(deb_name)
deb_doc = $(deb_root)/usr/share/doc/reel
# dpkg-gencontrol's count: KiB per file, rounded up, and one per directory.
deb_installed_size = find $(deb_root)/usr -printf '%y %s\n' | awk '{ k += $$1 == "f" ? int(($$2 + 1023) / 1024) : 1 } END { print k }'
deb_fill = sed -e 's|@VERSION@|$(VERSION)|' -e 's|@ARCH@|$(deb_arch)|' -e 's|@MAINTAINER@|$(MAINTAINER)|' \
	-e "s|@DATE@|$$(date -u -R -d @$(SOURCE_DATE_EPOCH))|"

deb: build
	@$(linux_only) && $(has_version)
	rm -rf $(deb_root) && mkdir -p dist
	install -d $(deb_root)/DEBIAN $(deb_root)/usr/bin $(deb_root)/usr/share/man/man1 \
		$(deb_root)/usr/share/bash-completion/completions $(deb_root)/usr/share/zsh/vendor-completions \
		$(deb_root)/usr/share/fish/vendor_completions.d $(deb_doc) $(deb_root)/usr/share/lintian/overrides
	install -s -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/reel" $(deb_root)/usr/bin/reel
	$(man_page) | $(GZIP_FILE) > $(deb_root)/usr/share/man/man1/reel.1.gz
	install -m 644 completions/reel.bash $(deb_root)/usr/share/bash-completion/completions/reel
	install -m 644 completions/_reel $(deb_root)/usr/share/zsh/vendor-completions/_reel
	install -m 644 completions/reel.fish $(deb_root)/usr/share/fish/vendor_completions.d/reel.fish
	install -m 644 packaging/debian/copyright $(deb_doc)/copyright
	$(deb_fill) packaging/debian/changelog | $(GZIP_FILE) > $(deb_doc)/changelog.gz
	install -m 644 packaging/debian/lintian-overrides $(deb_root)/usr/share/lintian/overrides/reel
	chmod 644 $(deb_root)/usr/share/man/man1/reel.1.gz $(deb_doc)/changelog.gz
	$(deb_fill) -e "s|@INSTALLED_SIZE@|$$($(deb_installed_size))|" packaging/debian/control > $(deb_root)/DEBIAN/control
	cd $(deb_root) && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	chmod 644 $(deb_root)/DEBIAN/control $(deb_root)/DEBIAN/md5sums
	dpkg-deb --root-owner-group --build $(deb_root) dist/$(deb_name).deb
	$(write_sums)

# The source of the last commit (uncommitted changes are not in it), as
# the Homebrew formula builds it.
source-dist:
	@$(has_version)
	mkdir -p dist
	git archive --format=tar --prefix=reel-$(VERSION)/ HEAD | $(GZIP_FILE) > dist/reel-$(VERSION).tar.gz
	$(write_sums)

formula: source-dist
	sed -e 's|@HOMEPAGE@|$(HOMEPAGE)|' -e 's|@URL@|$(RELEASE_URL)/reel-$(VERSION).tar.gz|' \
		-e "s|@SHA256@|$$(sha256sum dist/reel-$(VERSION).tar.gz | cut -d' ' -f1)|" \
		packaging/homebrew/reel.rb > dist/reel.rb
