#!/bin/sh
# reminder.sh: three questions (what, at what time, every day?), then the
# crontab line that reminds you. test.sh answers them with keys, no terminal.
set -eu
reel=${REEL:-reel}
what=$("$reel" --text --title 'Remind me to' --placeholder 'stretch') || exit
at=$("$reel" -p time --title 'At' --select 9:00 --format '{mm} {hh}') || exit
daily=$("$reel" --switch --title 'Every day?') || exit
if [ "$daily" = yes ]; then days='* * *'; else days="$(date +%d) $(date +%m) *"; fi
echo "$at $days echo '$what' | wall"
