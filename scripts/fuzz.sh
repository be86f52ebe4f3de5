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
for file in $(find Sources -path Sources/reel -prune -o -name "*.swift" -print); do
  sed -E '/^(@_exported )?import Reel(Core|Terminal|Kit|CLI|System)$/d' "$file" > "$src/$(echo "$file" | tr / _)"
done
# -Onone keeps the build short for CI; libFuzzer still finds shallow bugs fast.
swiftc -sanitize=fuzzer,address -parse-as-library -module-name ReelFuzz -package-name reel -Onone \
  "$src"/*.swift Fuzz/*.swift -o "$out/reel-fuzz"
for target in "${targets[@]}"; do
  mkdir -p "$out/corpus/$target"
  echo "== $target (${seconds}s)"
  SWIFT_BACKTRACE=enable=no REEL_FUZZ_TARGET=$target "$out/reel-fuzz" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -print_final_stats=1 "$out/corpus/$target" 2>&1 | grep -E "stat::number_of_executed_units|ERROR|panic|Fatal|SUMMARY" || true
  if ls crash-* leak-* timeout-* >/dev/null 2>&1; then
    echo "fuzz target $target found a failure:"; ls crash-* leak-* timeout-* 2>/dev/null
    exit 1
  fi
done
