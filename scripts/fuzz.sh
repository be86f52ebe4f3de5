#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer for SECONDS each (default 30):
#   scripts/fuzz.sh [SECONDS] [TARGET...]
# Builds one instrumented binary from ReelKit's sources and Fuzz/, keeps a
# corpus per target in .build/fuzz/corpus/TARGET, and stops at the first
# crash, printing the input that caused it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(sed -n 's/^ *"\([a-z]*\)": fuzz.*/\1/p' Fuzz/FuzzMain.swift))
out=.build/fuzz
mkdir -p "$out"
# The layers' sources compiled as one module (libFuzzer brings its own
# main), so the imports between them go: `package` access holds within it.
src="$out/src"
rm -rf "$src" && mkdir -p "$src"
# A call the sources qualify with the C library's shim (ReelSystem.close,
# where a method of the same name is in scope) names the C library here.
for file in $(find Sources -path Sources/reel -prune -o -name "*.swift" -print); do
  sed -E -e '/^(@_exported )?import Reel[A-Za-z]+$/d' -e 's/\<ReelSystem\./Glibc./g' \
    "$file" > "$src/$(echo "$file" | tr / _)"
done
# -Onone keeps the build short for CI; libFuzzer still finds shallow bugs fast.
# The linker's notes on the sanitizer's local symbols are noise: kept in a log.
# Extern: ReelSystem calls prctl(2) by its symbol (Package.swift sets it for that target).
swiftc -sanitize=fuzzer,address -parse-as-library -module-name ReelFuzz -package-name reel -Onone \
  -enable-experimental-feature Extern \
  "$src"/*.swift Fuzz/*.swift -o "$out/reel-fuzz" > "$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
# Failing inputs go here, not into the working tree (where .gitignore hid them).
failures="$out/failures"
rm -rf "$failures" && mkdir -p "$failures"
for target in "${targets[@]}"; do
  mkdir -p "$out/corpus/$target"
  SWIFT_BACKTRACE=enable=no REEL_FUZZ_TARGET=$target "$out/reel-fuzz" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$failures/$target-" -print_final_stats=1 "$out/corpus/$target" > "$out/$target.log" 2>&1 || true
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$target.log")
  time=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$out/$target.log")
  echo "== $target: ${runs:-0} runs in ${seconds}s, ${time:-0} exec/s"
  # Any file there is a crash, leak, timeout or out-of-memory input.
  if [ -n "$(ls -A "$failures")" ]; then
    grep -E "ERROR|panic|Fatal|failed|SUMMARY" "$out/$target.log" | head -20
    echo "fuzz target $target found a failure (replay: REEL_FUZZ_TARGET=$target $out/reel-fuzz FILE):"
    for file in "$failures"/*; do echo "$file:"; od -An -c "$file" | head -8; done
    exit 1
  fi
  # No final stats at all: the target did not run.
  if [ -z "$runs" ]; then
    tail -20 "$out/$target.log"
    echo "fuzz target $target did not run"
    exit 1
  fi
done
