#!/usr/bin/env bash
# Checks the release artefacts on Linux, reusing the release build:
#   - one version: `reel --version`, the installed man page's .TH, the
#     tarball's name, the Homebrew formula and CHANGELOG.md agree with
#     Help.version (the .deb: scripts/check-deb.sh);
#   - the binary `make install` ships: static, stripped, at most 8.6 MiB,
#     and it runs alone in an empty root (chroot);
#   - `make dist`: the tarball's exact listing, owner and dates, and that
#     a second `make dist` (other umask, time zone, input mtimes) gives the
#     same bytes; SHA256SUMS;
#   - `make formula`: the source tarball and the formula (ruby -c).
# Usage: scripts/check-dist.sh [BUILD_LOG], BUILD_LOG being the output of a
# clean `make build` to check for linker warnings (.ci/run passes it).
# Needs root (chroot, mount), tar, gzip, readelf and ruby.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-dist: $*" >&2; exit 1; }
make() { command make --no-print-directory -s "$@"; }

version=$(make version)
[ -n "$version" ] || fail "make version printed nothing: Help.version not found in Sources/ReelCLI/Help.swift"
arch=$(uname -m)
name=reel-$version-linux-$arch
tarball=dist/$name.tar.gz
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- A clean build links without warnings -----------------------------------
if [ $# -gt 0 ]; then
  # Compiler diagnostics name a .swift file; anything else that warns is the link.
  if grep -i 'warning' "$1" | grep -v '\.swift:[0-9]*:[0-9]*: warning:'; then
    fail "the release build printed the linker warnings above ($1)"
  fi
fi

# --- The tarball ------------------------------------------------------------
rm -f "$tarball"
make dist >/dev/null
[ -f "$tarball" ] || fail "make dist did not write $tarball"
(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "dist/SHA256SUMS does not match the files in dist/"
grep -q " $name.tar.gz\$" dist/SHA256SUMS || fail "dist/SHA256SUMS does not list $name.tar.gz"

expected="$name/
$name/LICENSE
$name/README.md
$name/bin/
$name/bin/reel
$name/share/
$name/share/bash-completion/
$name/share/bash-completion/completions/
$name/share/bash-completion/completions/reel
$name/share/fish/
$name/share/fish/vendor_completions.d/
$name/share/fish/vendor_completions.d/reel.fish
$name/share/man/
$name/share/man/man1/
$name/share/man/man1/reel.1
$name/share/zsh/
$name/share/zsh/site-functions/
$name/share/zsh/site-functions/_reel"
listing=$(tar -tzf "$tarball")
[ "$listing" = "$expected" ] || fail "$tarball holds, in this order:
$listing
expected:
$expected"
when=$(TZ=UTC date -d "@$epoch" '+%Y-%m-%d %H:%M:%S')
TZ=UTC tar --numeric-owner --full-time -tvzf "$tarball" | while read -r mode owner size day time path; do
  [ "$owner" = 0/0 ] || fail "$path is owned by $owner, not 0/0"
  [ "$day $time" = "$when" ] || fail "$path is dated $day $time, not SOURCE_DATE_EPOCH ($when)"
  case $mode in
    -rwxr-xr-x|drwxr-xr-x|-rw-r--r--) ;;
    *) fail "$path has mode $mode" ;;
  esac
done
[ "$(od -An -tx1 -j4 -N4 "$tarball" | tr -d ' ')" = 00000000 ] || fail "$tarball's gzip header holds a time (gzip -n)"

tar -xzf "$tarball" -C "$work"
unpacked=$work/$name
cmp -s "$unpacked/README.md" README.md || fail "the tarball's README.md differs from README.md"
cmp -s "$unpacked/LICENSE" LICENSE || fail "the tarball's LICENSE differs from LICENSE"
cmp -s "$unpacked/share/bash-completion/completions/reel" completions/reel.bash || fail "bash completion differs"
cmp -s "$unpacked/share/zsh/site-functions/_reel" completions/_reel || fail "zsh completion differs"
cmp -s "$unpacked/share/fish/vendor_completions.d/reel.fish" completions/reel.fish || fail "fish completion differs"

# --- One version --------------------------------------------------------------
reel=$unpacked/bin/reel
[ "$("$reel" --version)" = "reel $version" ] || fail "reel --version says '$("$reel" --version)', Help.version is $version"
th=$(grep '^\.TH ' "$unpacked/share/man/man1/reel.1")
[[ $th == *"\"reel $version\""* ]] || fail "the installed man page's .TH does not name reel $version: $th"
grep -q "^## \[$version\]" CHANGELOG.md || fail "CHANGELOG.md has no '## [$version]' section"

# --- The binary -----------------------------------------------------------------
size=$(stat -c %s "$reel")
# The budget issue 47 sets: 8.6 MiB.
[ "$size" -le 9017753 ] || fail "bin/reel is $size bytes, more than 8.6 MiB (9,017,753)"
if readelf -lW "$reel" | grep -q 'INTERP'; then fail "bin/reel asks for a dynamic loader: not static"; fi
if readelf -SW "$reel" | grep -q '\.symtab'; then fail "bin/reel is not stripped"; fi

# Alone in an empty root. The Swift runtime needs /proc, as a container has
# it: CommandLine.arguments comes from /proc/self/maps (without it, reel
# would see no arguments) and the runtime aborts at start-up when it cannot
# read /proc/self/exe. So the root holds bin/reel and a mount of /proc, in
# a mount namespace of its own that ends with the check.
[ "$(id -u)" = 0 ] || fail "chroot needs root (CI runs as root)"
root=$work/root
mkdir -p "$root/proc"
cp "$reel" "$root/reel"
unshare --mount --fork sh -c '
  mount -t proc proc "$1/proc" || exit 3
  fail() { echo "check-dist: in an empty root: $*" >&2; exit 1; }
  out=$(env -i "$3" "$1" /reel --version) || fail "reel --version failed"
  [ "$out" = "reel $2" ] || fail "reel --version printed \"$out\""
  out=$(env -i "$3" "$1" /reel --batch -c 1...20 -s 7) || fail "reel --batch -c 1...20 -s 7 failed"
  [ "$out" = 7 ] || fail "reel --batch -c 1...20 -s 7 printed \"$out\""
  out=$(printf "a\nb\nc\n" | env -i "$3" "$1" /reel --batch --select b) || fail "rows on stdin failed"
  [ "$out" = b ] || fail "reel --batch --select b with rows on stdin printed \"$out\""
  out=$(env -i LANG=ko_KR.UTF-8 "$3" "$1" /reel --batch -p date -s 2026-02-14) || fail "the date preset failed"
  [ "$out" = "$(printf "2026\t02\t14")" ] || fail "reel --batch -p date -s 2026-02-14 printed \"$out\""
' sh "$root" "$version" "$(command -v chroot)" || { [ $? = 3 ] && fail "cannot mount /proc in a mount namespace (unshare --mount)"; exit 1; }

# --- Reproducible -----------------------------------------------------------------
first=$(sha256sum "$tarball" | cut -d' ' -f1)
touch README.md LICENSE man/reel.1 completions/*
(umask 077 && TZ=Pacific/Chatham LC_ALL=C make dist >/dev/null)
second=$(sha256sum "$tarball" | cut -d' ' -f1)
[ "$first" = "$second" ] || fail "make dist is not reproducible: $first, then $second"

# --- Source tarball and Homebrew formula --------------------------------------------
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  source=dist/reel-$version.tar.gz
  make formula >/dev/null
  [ -f "$source" ] || fail "make source-dist did not write $source"
  [ "$(tar -tzf "$source" | grep -v '/$' | LC_ALL=C sort)" = "$(git ls-tree -r --name-only HEAD | sed "s|^|reel-$version/|" | LC_ALL=C sort)" ] ||
    fail "$source does not hold exactly the files of the last commit"
  first=$(sha256sum "$source" | cut -d' ' -f1)
  make source-dist >/dev/null
  [ "$(sha256sum "$source" | cut -d' ' -f1)" = "$first" ] || fail "make source-dist is not reproducible"
  ruby -c packaging/homebrew/reel.rb >/dev/null || fail "packaging/homebrew/reel.rb: ruby -c failed"
  ruby -c dist/reel.rb >/dev/null || fail "dist/reel.rb: ruby -c failed"
  grep -q "^  sha256 \"$first\"\$" dist/reel.rb || fail "dist/reel.rb does not carry $source's sha256"
  grep -q "^  url \".*/reel-$version\\.tar\\.gz\"\$" dist/reel.rb || fail "dist/reel.rb does not point at reel-$version.tar.gz"
  if grep -n '@[A-Z0-9]*@' dist/reel.rb; then fail "dist/reel.rb still holds placeholders"; fi
else
  echo "check-dist: not a git checkout: make source-dist and the formula are not checked" >&2
fi

echo "check-dist: ok ($name.tar.gz, $size-byte static reel, reproducible)"
