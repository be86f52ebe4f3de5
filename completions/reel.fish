# Generated from reel's option table by `reel --completion fish`; do not edit.
# Regenerate with scripts/gen-completions.sh.

# A SPEC is a range or a list; only `@path` names a file.
complete -c reel -f
function __reel_spec --description 'complete @path in a reel SPEC'
    set -l token (commandline -ct)
    string match -q -- '@*' $token; or return
    __fish_complete_path (string sub -s 2 -- $token) | string replace -r '^' '@'
end
complete -c reel -n 'string match -q -- "@*" (commandline -ct)' -a '(__reel_spec)'

complete -c reel -s c -l component -x -a '(__reel_spec)' -d 'start a wheel: 1...20, 0..<60, 0...55/5, 00...59, a...z, Red,Green, - (stdin), @file'
complete -c reel -s l -l label -x -d 'fixed label beside the selection band (hours, 분)'
complete -c reel -l width -x -d 'columns of the wheel'
complete -c reel -l align -x -a 'left center right' -d 'left, center or right'
complete -c reel -s s -l select -x -d 'start on the row with this value (or text)'
complete -c reel -l select-row -x -d 'start on row N (0-based)'
complete -c reel -l cyclic -d 'wrap from the last row to the first and back'
complete -c reel -l show -x -d 'fields of each input row to show: N, N.. or N..M'
complete -c reel -l value -x -d 'field of each input row to print'
complete -c reel -l icon -x -d 'field of each input row to draw as an icon before it'
complete -c reel -l input-delimiter -x -d 'what separates the fields of input rows'
complete -c reel -s t -l title -x -d 'title above the wheels'
complete -c reel -s m -l message -x -d 'a line under the title'
complete -c reel -l done -x -d 'text of the accept button'
complete -c reel -l cancel -x -d 'add a cancel button with this text'
complete -c reel -l rows -x -d 'visible rows per wheel'
complete -c reel -l separator -x -d 'text between wheels at the band (:)'
complete -c reel -l color -x -a 'auto always never' -d 'auto, always or never (auto honours NO_COLOR)'
complete -c reel -l ambiwide -d 'draw East Asian ambiguous-width characters two columns wide'
complete -c reel -l focus -x -d 'focus component N (1-based) at start'
complete -c reel -l batch -d 'draw nothing; print the initial selection (no terminal needed)'
complete -c reel -l max-rows -x -d 'stop reading stdin or a file after N rows'
complete -c reel -s i -l index -d 'print 0-based row indices instead of values'
complete -c reel -s d -l delimiter -x -d 'text between the values of the components'
complete -c reel -s 0 -l print0 -d 'end the output with NUL instead of a newline'
complete -c reel -s h -l help -d 'show this help and exit'
complete -c reel -s V -l version -d 'print the version and exit'
complete -c reel -l completion -x -a 'bash zsh fish' -d 'print the completion script for bash, zsh or fish and exit'
