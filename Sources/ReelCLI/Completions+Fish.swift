import ReelCore

extension Completions {
    /// One `complete` line per option; positional words are SPECs, so file
    /// names are offered only after `@` and for file-taking options.
    static func fish(_ options: [OptionSpec]) -> String {
        var lines: [String] = []
        for option in options {
            var line = "complete -c reel"
            if let short = option.short { line += " -s \(short)" }
            line += " -l \(option.long)"
            // An optional value (`--popup=80%,60%`) is typed, not offered.
            if option.takesValue, !option.valueIsOptional {
                if !option.offered.isEmpty {
                    // `value\t"help"` each: fish shows the value's own few
                    // words, not the option's description for every one.
                    line += " -x -a " + fishQuoted(option.offeredWithHelp.map {
                        fishToken($0.value) + ($0.help.isEmpty ? "" : "\\t" + fishToken($0.help))
                    }.joined(separator: " "))
                } else {
                    switch option.completion {
                    case .spec: line += " -x -a '(__reel_spec)'"
                    case .file: line += " -r -F"
                    case .none, .words: line += " -x"
                    }
                }
            }
            line += " -d " + fishQuoted(option.help)
            lines.append(line)
        }
        return """
        \(header(.fish))

        # A SPEC is a range or a list; only `@path` names a file.
        complete -c reel -f
        function __reel_spec --description 'complete @path in a reel SPEC'
            set -l token (commandline -ct)
            string match -q -- '@*' $token; or return
            __fish_complete_path (string sub -s 2 -- $token) | string replace -r '^' '@'
        end
        complete -c reel -n 'string match -q -- "@*" (commandline -ct)' -a '(__reel_spec)'

        \(lines.joined(separator: "\n"))

        """
    }

    /// A word as fish reads `-a`'s list: in double quotes, `\\`, `"` and
    /// `$` escaped.
    private static func fishToken(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\\" || character == "\"" || character == "$" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    /// A fish single-quoted string: only `\\` and `'` are special inside.
    private static func fishQuoted(_ text: String) -> String {
        var out = "'"
        for character in text {
            if character == "\\" || character == "'" { out.append("\\") }
            out.append(character)
        }
        return out + "'"
    }
}
