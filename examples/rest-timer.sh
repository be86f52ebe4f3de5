#!/bin/sh
# rest-timer.sh: ask how many minutes of rest (1-20), then print the crontab
# line that reminds you when they are over, or append it to a crontab FILE.
#
#   rest-timer.sh                      print the line
#   rest-timer.sh --install FILE       append it to FILE (then: crontab FILE)
#
# With no terminal (cron, ssh without -t) reel cannot ask, so the script
# falls back to --batch and the default of 10 minutes. REEL names the reel
# to run (default: reel on PATH).
set -eu
reel=${REEL:-reel}
file=
case ${1-} in
    --install) file=${2:?usage: rest-timer.sh [--install CRONTAB_FILE]} ;;
    '') ;;
    *) echo "usage: rest-timer.sh [--install CRONTAB_FILE]" >&2; exit 2 ;;
esac

# Opening /dev/tty fails without a controlling terminal: ask nobody then.
batch=
if ! (: </dev/tty) 2>/dev/null; then batch=--batch; fi

minutes=$("$reel" $batch --title 휴식하기 --message '최대 20분까지 설정할 수 있습니다.' \
          --component 1...20 --label 분 --select 10) || exit

# When the rest ends: GNU date, else BSD date.
when=$(date -d "+$minutes minutes" '+%M %H %d %m' 2>/dev/null || date -v "+${minutes}M" '+%M %H %d %m')
line="$when * echo '휴식 끝 ($minutes 분)' | wall"

if [ -n "$file" ]; then
    printf '%s\n' "$line" >> "$file"
    echo "rest-timer: added to $file; load it with: crontab $file" >&2
else
    printf '%s\n' "$line"
fi
