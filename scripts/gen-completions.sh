#!/bin/sh
# Rewrites completions/ from reel's option table (`reel --completion SHELL`).
# A test fails with this command when the checked-in scripts are stale.
set -eu
cd "$(dirname "$0")/.."
swift build --product reel >/dev/null
bin="$(swift build --show-bin-path)/reel"
"$bin" --completion bash > completions/reel.bash
"$bin" --completion zsh > completions/_reel
"$bin" --completion fish > completions/reel.fish
