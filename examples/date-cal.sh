#!/bin/sh
# date-cal.sh [REEL OPTIONS]: choose a date with the month's calendar shown
# under the wheels (--preview), redrawn once the wheels settle.
# Prints the date in the date preset's form.
set -eu
reel=${REEL:-reel}
"$reel" --preset date --title Date --preview 'cal {2} {1}' --preview-lines 8 "$@"
