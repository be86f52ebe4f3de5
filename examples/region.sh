#!/bin/sh
# region.sh [REEL OPTIONS]: choose a continent, a country and a city from a
# --tree; the country and city wheels reload as the wheel above spins.
# Prints e.g. asia/kr/seoul: rows show a name and print an id (--show, --value).
set -eu
reel=${REEL:-reel}
"$reel" --tree - --title Region --show 2 --value 1 --format '{1}/{2}/{3}' "$@" <<'TREE'
asia	Asia
	kr	Korea
		seoul	Seoul
		busan	Busan
	jp	Japan
		tokyo	Tokyo
		osaka	Osaka
europe	Europe
	fr	France
		paris	Paris
		lyon	Lyon
	is	Iceland
		reykjavik	Reykjavík
TREE
