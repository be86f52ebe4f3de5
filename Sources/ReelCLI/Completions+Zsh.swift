import ReelCore

extension Completions {
    /// An `_arguments` spec per option. Every option may repeat (`*`):
    /// component options come once per wheel.
    static func zsh(_ options: [OptionSpec]) -> String {
        var lines: [String] = []
        for option in options {
            let description = "[" + escaped(option.help, special: "\\[]:") + "]"
            var action = ""
            if let valueName = option.valueName {
                let what: String
                if option.offeredWithHelp.contains(where: { !$0.help.isEmpty }) {
                    // `((word\:help …))`: each value with its few words.
                    what = "((" + option.offeredWithHelp.map {
                        escaped($0.value, special: "\\[]:() ") + "\\:" + escaped($0.help, special: Self.evaluated)
                    }.joined(separator: " ") + "))"
                } else if !option.offered.isEmpty {
                    what = "(" + option.offered.map { escaped($0, special: "\\[]:() ") }.joined(separator: " ") + ")"
                } else {
                    switch option.completion {
                    case .spec: what = "_reel_spec"
                    case .file: what = "_files"
                    case .none, .words: what = " "  // a message and no matches: free text or a number
                    }
                }
                action = ":" + valueName + ":" + what
            }
            // `-c+`: the value attached or next; `--label=`: after `=` or
            // next; `--popup=-`: only after `=`, and optional.
            let long = "--" + option.long + (option.valueIsOptional ? "=-" : option.takesValue ? "=" : "")
            if let short = option.short {
                let shortName = "-\(short)" + (option.takesValue ? "+" : "")
                lines.append("  '*'{\(shortName),\(long)}'\(shellQuoted(description + action))'")
            } else {
                lines.append("  '*\(long)\(shellQuoted(description + action))'")
            }
        }
        lines.append("  '*:SPEC:_reel_spec'")
        return """
        #compdef reel
        \(header(.zsh))

        # A SPEC is a range or a list; only `@path` names a file.
        _reel_spec() {
          if compset -P '@'; then
            _files
          else
            _message -e specs '\(specHint)'
          fi
        }

        _arguments -s -S \\
        \(lines.joined(separator: " \\\n"))

        """
    }

    /// What zsh evaluates in a `((value\:help))` list and so must be escaped.
    private static let evaluated = "\\[]:() '\"|;&<>$`*?#~!{}"

    /// Text inside `_arguments`' brackets or choice lists, with the
    /// characters that have meaning there escaped.
    private static func escaped(_ text: String, special: String) -> String {
        var out = ""
        for character in text {
            if special.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
