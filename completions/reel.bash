# bash completion for reel
# Generated from reel's option table by `reel --completion bash`; do not edit.
# Regenerate with scripts/gen-completions.sh.

_reel_files() {
    local IFS=$'\n'  # one file name a line, blanks and all
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$1"))
}

# A SPEC is a range or a list; only `@path` names a file. Bash splits
# the word at `@` (COMP_WORDBREAKS) but readline replaces all of
# `@path`, so the matches keep their `@`, and `-o filenames` (which
# would quote it) is left off.
_reel_spec() {
    local path paths
    [[ $cur == @* ]] && cur=${cur#@} || [[ $prev == @ ]] || return
    mapfile -t paths < <(compgen -f -- "$cur")
    for path in "${paths[@]}"; do
        [[ -d $path ]] && path+=/
        COMPREPLY+=("@$path")
    done
    [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == */ ]] && compopt -o nospace 2>/dev/null
}

_reel() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=
    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
    # Bash splits `--align=left` and `@file` at `=` and `@`
    # (COMP_WORDBREAKS): look through the split to the option.
    if [[ $cur == = ]]; then
        cur=
    elif [[ $cur == @ ]]; then
        cur= prev=@
    fi
    if [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    case $prev in
        -c|--component) _reel_spec; return ;;
        --align) COMPREPLY=($(compgen -W 'left center right' -- "$cur")); return ;;
        -p|--preset) COMPREPLY=($(compgen -W 'duration time time12 date datetime month' -- "$cur")); return ;;
        --tree) _reel_files "$cur"; return ;;
        --layout) COMPREPLY=($(compgen -W 'wheel list' -- "$cur")); return ;;
        --border) COMPREPLY=($(compgen -W 'none rounded sharp double ascii heavy' -- "$cur")); return ;;
        --theme) COMPREPLY=($(compgen -W 'auto default dark light mono' -- "$cur")); return ;;
        --color) COMPREPLY=($(compgen -W 'auto always never' -- "$cur")); return ;;
        --on-timeout) COMPREPLY=($(compgen -W 'cancel accept' -- "$cur")); return ;;
        --completion) COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur")); return ;;
        -l|--label|--width|-s|--select|--select-row|--show|--match|--value|--icon|--header-lines|--input-delimiter|--minute-interval|--min|--max|--field|--placeholder|--max-length|-t|--title|-m|--message|--done|--cancel|--button|--rows|--header|--row-height|--gap|--separator|--focus|--timeout|-q|--query|--keys|--on-change|--preview|--preview-lines|--max-rows|-d|--delimiter|--format) return ;;
    esac
    case $cur in
        -*) COMPREPLY=($(compgen -W '--component --label --width --align --select --select-row --cyclic --show --match --value --icon --swatch --multi --ansi --header-lines --input-delimiter --preset --minute-interval --min --max --carry --tree --field --text --secret --switch --placeholder --max-length --required --alert --title --message --done --cancel --button --rows --layout --header --keep-right --row-height --gap --border --fullscreen --popup --theme --hints --flat --separator --color --ambiwide --focus --timeout --on-timeout --accessible --no-mouse --filter --query --select-1 --exit-0 --no-sort --literal --batch --keys --live --on-change --preview --preview-lines --max-rows --index --delimiter --print0 --json --format --help --version --completion' -- "$cur")) ;;
        *) _reel_spec ;;
    esac
}

complete -F _reel reel
