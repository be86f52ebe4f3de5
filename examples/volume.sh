#!/bin/sh
# volume.sh [REEL OPTIONS]: a volume slider; the volume follows the wheel
# as it settles (--on-change), Enter keeps it, Esc puts the old one back.
# VOLUME_CMD is the command that sets it; {1} is the percentage.
set -eu
reel=${REEL:-reel}
set_volume=${VOLUME_CMD:-'pactl set-sink-volume @DEFAULT_SINK@ {1}%'}
before=${VOLUME_NOW:-50}
if ! "$reel" --title Volume -c 0...100/5 --label % --select "$before" --on-change "$set_volume" "$@"; then
    # Put back the volume there was: the same command, the old value.
    sh -c "$(printf '%s\n' "$set_volume" | sed "s/{1}/$before/g")"
    exit 1
fi
