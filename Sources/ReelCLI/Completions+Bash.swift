import ReelCore

extension Completions {
    /// A `complete -F` function that needs nothing from the bash-completion
    /// package, so sourcing the file from ~/.bashrc works too.
    static func bash(_ options: [OptionSpec]) -> String {
        let longs = options.map { "--" + $0.long }.joined(separator: " ")
        var cases: [String] = []
        var freeValues: [String] = []
        // An optional value comes only after `=`: the next word is never it.
        for option in options where option.takesValue && !option.valueIsOptional {
            let pattern = names(of: option).joined(separator: "|")
            let body: String
            if !option.offered.isEmpty {
                body = "COMPREPLY=($(compgen -W '\(option.offered.map(shellQuoted).joined(separator: " "))' -- \"$cur\"))"
            } else {
                switch option.completion {
                case .spec: body = "_reel_spec"
                case .file: body = "_reel_files \"$cur\""
                case .none, .words: freeValues += names(of: option); continue
                }
            }
            cases.append("        \(pattern)) \(body); return ;;")
        }
        if !freeValues.isEmpty {
            // Free text or a number: offer nothing rather than file names.
            cases.append("        \(freeValues.joined(separator: "|"))) return ;;")
        }
        return """
        # bash completion for reel
        \(header(.bash))

        _reel_files() {
            local IFS=$'\\n'  # one file name a line, blanks and all
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
        \(cases.joined(separator: "\n"))
            esac
            case $cur in
                -*) COMPREPLY=($(compgen -W '\(longs)' -- "$cur")) ;;
                *) _reel_spec ;;
            esac
        }

        complete -F _reel reel

        """
    }

    /// `-c|--component`: the spellings a `case` matches.
    private static func names(of option: OptionSpec) -> [String] {
        (option.short.map { ["-\($0)"] } ?? []) + ["--" + option.long]
    }

    /// A word for a single-quoted shell string.
    static func shellQuoted(_ word: String) -> String {
        word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
    }
}
