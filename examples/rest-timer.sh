#!/bin/sh
# rest-timer.sh: ask how many minutes of rest (1-20), then set a reminder
# with cron that fires once, when they are over; or, with --every, one that
# fires every N minutes.
#
#   rest-timer.sh                  print the crontab line
#   rest-timer.sh --install        add it to your crontab (crontab -l, crontab -)
#   rest-timer.sh --every [--install]
#                                  every N minutes: */N * * * *
#   rest-timer.sh --remove ID      take the entry tagged ID out of your crontab
#
# cron has no one-shot entries (at(1) has, where atd runs, but it too
# starts a job at the top of its minute, and atd seldom runs in containers
# and on desktops), so the once form names the minute, hour, day and month,
# rounded up so that it never fires before the rest is over, and its
# command ends by removing its own line: it fires once, not again a year
# later. Each line
# carries its tag as a shell comment, `# rest-timer:ID`, and --remove
# deletes exactly the lines with that tag.
#
# The reminder is `wall`; REST_TIMER_NOTIFY names another command that reads
# the text on stdin (e.g. 'notify-send 휴식' or 'cat >> ~/rest.log'). With
# no terminal (cron, ssh without -t) reel cannot ask, so the script falls
# back to --batch and the default of 10 minutes. REEL names the reel to run
# (default: reel on PATH).
set -eu
reel=${REEL:-reel}
notify=${REST_TIMER_NOTIFY:-wall}
usage="usage: rest-timer.sh [--every] [--install] | --remove ID"

install= every=
while [ $# -gt 0 ]; do
    case $1 in
        --install) install=1 ;;
        --every) every=1 ;;
        --remove)
            id=${2:?$usage}
            # Everything but the tagged lines; an empty crontab stays empty.
            { crontab -l 2>/dev/null || :; } | grep -vF "# rest-timer:$id" | crontab -
            exit ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
    shift
done

# Opening /dev/tty fails without a controlling terminal: ask nobody then.
batch=
if ! (: </dev/tty) 2>/dev/null; then batch=--batch; fi

id=$(date +%Y%m%d%H%M%S)-$$
if [ -n "$every" ]; then
    minutes=$("$reel" $batch --title 휴식하기 --message '몇 분마다 알려 드릴까요?' \
              --component 1...59 --label 분 --select 10) || exit
    line="*/$minutes * * * * echo '휴식 시간 ($minutes 분마다)' | $notify # rest-timer:$id"
else
    minutes=$("$reel" $batch --title 휴식하기 --message '최대 20분까지 설정할 수 있습니다.' \
              --component 1...20 --label 분 --select 10) || exit
    # When the rest ends, rounded up to a whole minute: cron starts a job
    # at the top of the minute it names, so 12 minutes from 08:44:38 is
    # 08:57, never 08:56 (up to a minute late, never early). GNU date,
    # else BSD date.
    end=$(( ($(date +%s) + minutes * 60 + 59) / 60 * 60 ))
    when=$(date -d "@$end" '+%M %H %d %m' 2>/dev/null || date -r "$end" '+%M %H %d %m')
    self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
    line="$when * echo '휴식 끝 ($minutes 분)' | $notify; sh '$self' --remove $id # rest-timer:$id"
fi

if [ -n "$install" ]; then
    { crontab -l 2>/dev/null || :; printf '%s\n' "$line"; } | crontab -
    echo "rest-timer: added to your crontab; undo with: rest-timer.sh --remove $id" >&2
else
    printf '%s\n' "$line"
fi
