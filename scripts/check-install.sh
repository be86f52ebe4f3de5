#!/usr/bin/env bash
# Installs reel into a temporary PREFIX with `make install`, checks every
# file and that the binary runs without the Swift runtime's shared
# libraries, then `make uninstall`s and checks nothing is left. Run by
# .ci/run after the release build (too slow for `swift test`, and a build
# started from inside `swift test` would wait on the lock of .build).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

make --no-print-directory -s install PREFIX="$prefix" >/dev/null

for pair in bin/reel: share/man/man1/reel.1: \
    share/bash-completion/completions/reel:completions/reel.bash \
    share/zsh/site-functions/_reel:completions/_reel \
    share/fish/vendor_completions.d/reel.fish:completions/reel.fish; do
  installed=$prefix/${pair%%:*} source=${pair#*:}
  [ -f "$installed" ] || fail "make install did not create ${pair%%:*}"
  if [ -n "$source" ]; then
    cmp -s "$installed" "$source" || fail "${pair%%:*} differs from $source"
  fi
done
[ -x "$prefix/bin/reel" ] || fail "bin/reel is not executable"

version=$("$prefix/bin/reel" --version) || fail "the installed reel --version failed"
[[ $version == "reel "[0-9]* ]] || fail "unexpected --version output: $version"
# The page as written, with the version added to its .TH line.
diff <(sed '/^\.TH /s/"reel"/"'"$version"'"/' man/reel.1) "$prefix/share/man/man1/reel.1" >/dev/null ||
  fail "share/man/man1/reel.1 is not man/reel.1 with \"$version\" in its .TH"
if [ "$(uname -s)" = Linux ]; then
  if ldd "$prefix/bin/reel" 2>&1 | grep -q 'libswift\|libFoundation'; then
    ldd "$prefix/bin/reel" >&2
    fail "bin/reel links the Swift runtime dynamically; build with --static-swift-stdlib"
  fi
fi
if command -v man >/dev/null; then
  MANPATH=$prefix/share/man man -w reel >/dev/null 2>&1 || fail "man cannot find reel.1 under PREFIX/share/man"
fi

make --no-print-directory -s uninstall PREFIX="$prefix"
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "check-install: ok ($version)"
