#!/bin/sh
# log-day.sh LOGFILE [REEL OPTIONS]: pick a day (up to today) and print the
# lines of LOGFILE that start with it, as ISO-dated logs do.
#   log-day.sh /var/log/app.log --select 2026-02-14
set -eu
reel=${REEL:-reel}
log=${1:?usage: log-day.sh LOGFILE [REEL OPTIONS]}
shift
day=$("$reel" --preset date --max "$(date +%Y-%m-%d)" --title "Lines of $log from" --format '{iso}' "$@") || exit
grep -- "^$day" "$log" || echo "log-day: no lines from $day" >&2
