#!/bin/sh
# The test of reminder.sh, as CI runs it (no terminal needed): each reel
# takes the next line of `keys`; stdout must be `expected`, and the last
# frame of each question `screen`.
set -eu
cd "$(dirname "$0")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A copy: which line is next is kept beside it (keys.cursor).
cp keys "$scratch/keys"
REEL_KEYS_FILE="$scratch/keys" REEL_SCREEN="$scratch/screen" REEL_SCREEN_SIZE=40x8 \
    sh reminder.sh > "$scratch/out"
diff expected "$scratch/out"
diff screen "$scratch/screen"
echo ok
