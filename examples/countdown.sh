#!/bin/sh
# countdown.sh: pick a duration on the iOS timer wheels, sleep that long,
# then ring the bell. Extra arguments go to reel (e.g. --select 0:05:00).
set -eu
reel=${REEL:-reel}
seconds=$("$reel" --preset duration --title Timer --format '{seconds}' "$@") || exit
[ "$seconds" -gt 0 ] || { echo "countdown: nothing to wait for" >&2; exit 1; }
sleep "$seconds"
printf '\a' >&2
echo "countdown: $seconds seconds are over"
