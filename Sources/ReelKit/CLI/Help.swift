/// `--help` and `--version`, written from `OptionTable` and `KeyMap`.
public enum Help {
    public static let version = "0.1.0"

    public static var versionText: String { "reel \(version)\n" }

    static let synopsisWidth = 26
    static let lineWidth = 80

    public static var text: String {
        var out = """
        reel \(version): spin wheels in the terminal, print the choice on stdout

        Usage:
          reel [OPTIONS] (--component SPEC [COMPONENT OPTIONS])...
          reel --preset duration|time|time12|date [OPTIONS]
          reel --tree FILE|- [OPTIONS]
          COMMAND | reel [OPTIONS]          rows from stdin (same as -c -)

        """
        for group in OptionSpec.Group.allCases {
            out += "\n\(group.rawValue):\n"
            for option in OptionTable.all where option.group == group {
                var help = option.help
                if let defaultValue = option.defaultValue { help += " [default: \(defaultValue)]" }
                out += entry(option.synopsis, help)
            }
        }
        out += "\nKeys:\n"
        for (keys, does) in KeyMap.summary { out += entry(keys, does, indent: 2) }
        out += """

        Examples:
          reel -t 휴식하기 -c 1...20 -l 분 -s 10
          reel -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator :
          printf '%s\\n' Red Orange Yellow | reel --title Colour
          reel -p duration --format '{seconds}'
          reel -p date --min 2026-01-01 --select 2026-02-14 --json

        Exit status: 0 accepted, 1 cancelled, 2 usage or input error,
        130 ctrl+c, 128+n killed by signal n.

        """
        return out
    }

    /// One option or key line: the name column, then the help wrapped.
    private static func entry(_ name: String, _ help: String, indent: Int = 2) -> String {
        let lead = String(repeating: " ", count: indent) + name
        var lines: [String] = []
        var current = lead.count >= synopsisWidth ? "" : lead + String(repeating: " ", count: synopsisWidth - lead.count)
        if current.isEmpty { lines.append(lead); current = String(repeating: " ", count: synopsisWidth) }
        var lineHasWords = false
        for word in help.split(separator: " ") {
            if lineHasWords, current.count + 1 + word.count > lineWidth {
                lines.append(current)
                current = String(repeating: " ", count: synopsisWidth)
                lineHasWords = false
            }
            current += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(current)
        return lines.joined(separator: "\n") + "\n"
    }
}
