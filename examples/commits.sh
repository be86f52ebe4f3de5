#!/bin/sh
# commits.sh [REEL OPTIONS]: choose a branch, then one of its last 50
# commits; the commit wheel re-runs `git log` once the branch wheel settles.
# Prints the commit's hash. Run it inside a git repository.
set -eu
reel=${REEL:-reel}
branches=$(git for-each-ref --format='%(refname:short)' refs/heads | sed 's/,/\\,/g' | paste -sd, -)
"$reel" --title Commit -c "$branches" \
    -c '!git log --format="%h%x09%s" -n 50 {1} --' --show 2 --value 1 --format '{2}' "$@"
