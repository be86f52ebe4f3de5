#!/usr/bin/env bash
# Builds the Debian package (`make deb`, reusing the release build) twice
# to see the same bytes, runs lintian on it (no error and no warning;
# overrides, each with its reason, in packaging/debian/lintian-overrides),
# installs it on this machine with dpkg -i, checks that reel, its man page
# and its completions are found where Debian's tools look, then removes
# and purges it and checks that no file of it is left. Run by .ci/run as
# root on a throwaway machine; it refuses to run where a reel package is
# installed already.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-deb: $*" >&2; exit 1; }

version=$(make --no-print-directory -s version)
[ -n "$version" ] || fail "make version printed nothing: Help.version not found in Sources/ReelCLI/Help.swift"
arch=$(dpkg --print-architecture)
deb=dist/reel_${version}_$arch.deb
[ "$(id -u)" = 0 ] || fail "dpkg -i needs root (CI runs as root)"
if dpkg-query -W -f='${Status}\n' reel 2>/dev/null | grep -q ' installed$'; then
  fail "a reel package is installed already; remove it first (dpkg --purge reel)"
fi

rm -f "$deb"
make --no-print-directory -s deb >/dev/null
[ -f "$deb" ] || fail "make deb did not write $deb"
for field in Package:reel Version:"$version" Architecture:"$arch" Section:utils Priority:optional; do
  value=$(dpkg-deb -f "$deb" "${field%%:*}")
  [ "$value" = "${field#*:}" ] || fail "control: ${field%%:*} is '$value', expected '${field#*:}'"
done
grep -q " ${deb#dist/}\$" dist/SHA256SUMS || fail "dist/SHA256SUMS does not list ${deb#dist/}"
# Reproducible: the same bytes under another umask and time zone, after
# the inputs' mtimes change (dpkg-deb clamps them to SOURCE_DATE_EPOCH).
first=$(sha256sum "$deb" | cut -d' ' -f1)
touch man/reel.1 completions/* packaging/debian/*
(umask 077 && TZ=Pacific/Chatham make --no-print-directory -s deb >/dev/null)
[ "$(sha256sum "$deb" | cut -d' ' -f1)" = "$first" ] || fail "make deb is not reproducible"

# lintian's exit status covers the tags it was asked to fail on; the grep,
# any E: or W: line it prints all the same.
report=$(lintian --fail-on error,warning "$deb" 2>/dev/null) || { echo "$report" >&2; fail "lintian failed on $deb"; }
if grep -E '^[EW]: ' <<<"$report"; then fail "lintian reports the errors or warnings above"; fi

dpkg -i "$deb" >/dev/null
trap 'dpkg --purge reel >/dev/null 2>&1 || true' EXIT
mapfile -t owned < <(dpkg-query -L reel)

[ "$(command -v reel)" = /usr/bin/reel ] || fail "reel is not on PATH as /usr/bin/reel"
[ "$(reel --version)" = "reel $version" ] || fail "reel --version says '$(reel --version)', expected reel $version"
[ "$(reel --batch -c 1...20 -s 7)" = 7 ] || fail "reel --batch -c 1...20 -s 7 did not print 7"
[ "$(man -w reel)" = /usr/share/man/man1/reel.1.gz ] || fail "man -w reel says '$(man -w reel 2>&1)'"
MANWIDTH=80 man reel 2>/dev/null | grep -q "reel $version" || fail "man reel does not show reel $version"

# bash-completion finds the script on demand in its own directory.
bash_script='
  source /usr/share/bash-completion/bash_completion
  _completion_loader reel
  complete -p reel
  COMP_WORDS=(reel --pres); COMP_CWORD=1; COMPREPLY=()
  _reel reel --pres reel
  printf "%s\n" "${COMPREPLY[@]}"'
got=$(env -i HOME=/nonexistent PATH=/usr/bin:/bin bash --norc --noprofile -c "$bash_script" 2>&1)
[ "$got" = "complete -F _reel reel
--preset" ] || fail "bash completion of 'reel --pres':
$got"
# zsh and fish look in their vendor directories without set-up.
if command -v zsh >/dev/null; then
  got=$(env -i HOME=/nonexistent zsh -f -c 'autoload -Uz +X _reel && print -r -- $functions_source[_reel]' 2>&1)
  [ "$got" = /usr/share/zsh/vendor-completions/_reel ] || fail "zsh does not find _reel in its fpath: $got"
fi
if command -v fish >/dev/null; then
  # A new HOME: fish --no-config would leave out the vendor directories too.
  home=$(mktemp -d)
  got=$(env -i HOME="$home" fish -c 'complete -C "reel --pres"' 2>&1 | cut -f1)
  rm -rf "$home"
  [[ $'\n'$got$'\n' == *$'\n--preset\n'* ]] || fail "fish does not complete 'reel --pres' to --preset: $got"
fi

dpkg -r reel >/dev/null
# A package with conffiles stays known (config-files) until purged; reel has none.
if dpkg-query -W reel >/dev/null 2>&1; then dpkg --purge reel >/dev/null; fi
trap - EXIT
if dpkg-query -W -f='${Status}\n' reel 2>/dev/null | grep -qv '^unknown ok not-installed$\|^$'; then
  fail "after dpkg --purge: $(dpkg-query -W -f='${Status}' reel)"
fi
for path in "${owned[@]}"; do
  [ "$path" = /. ] && continue
  if [ -d "$path" ] && [ ! -L "$path" ]; then
    # A directory may stay when another package has files in it.
    if ! dpkg-query -S "$path" >/dev/null 2>&1 && [ -z "$(ls -A "$path")" ]; then
      fail "dpkg -r left the empty directory $path"
    fi
  elif [ -e "$path" ] || [ -L "$path" ]; then
    fail "dpkg -r left $path"
  fi
done
echo "check-deb: ok (${deb#dist/}, lintian clean, installed, found and removed)"
