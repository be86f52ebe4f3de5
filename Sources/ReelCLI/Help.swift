import ReelCore
import ReelTerminal

/// `--help` and `--version`, written from `OptionTable`, `Preset.all` and `KeyMap`.
package enum Help {
    package static let version = "0.1.0"

    package static var versionText: String { "reel \(version)\n" }

    static let synopsisWidth = 26
    static let lineWidth = 80

    package static var text: String {
        var out = """
        reel \(version): spin wheels in the terminal, print the choice on stdout

        Usage:
          reel [OPTIONS] (--component SPEC [COMPONENT OPTIONS])...
          reel --preset \(Preset.all.map(\.name).joined(separator: "|")) [OPTIONS]
          reel --tree FILE|- [OPTIONS]
          reel [OPTIONS] (--field NAME (COMPONENTS | PRESET | TREE))...
          COMMAND | reel [OPTIONS]          rows from stdin (same as -c -)

        """
        for group in OptionSpec.Group.allCases {
            out += "\n\(group.rawValue):\n"
            for option in OptionTable.all where option.group == group {
                // The default is one word for wrapping: `[default:` never ends a line.
                var words = option.help.split(separator: " ").map(String.init)
                if let range = option.range { words.append("[\(range.lowerBound)-\(range.upperBound)]") }
                if let defaultValue = option.defaultValue { words.append("[default: \(defaultValue)]") }
                out += entry(option.synopsis, words)
            }
        }
        out += "\nKeys:\n"
        for line in KeyMap.helpLines { out += entry(line.keysText, line.help.split(separator: " ").map(String.init)) }
        out += """

        Examples:
          reel -t 휴식하기 -c 1...20 -l 분 -s 10
          reel -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator :
          printf '%s\\n' Red Orange Yellow | reel --title Colour
          reel -p duration --format '{seconds}'
          reel -p date --min 2026-01-01 --select 2026-02-14 --json
          reel -p datetime --minute-interval 15 --format '{iso}'

        Exit status: 0 accepted, 1 cancelled, 2 usage or input error,
        3, 4, ... the first, second, ... --button accepted, 124 --timeout passed,
        130 ctrl+c, 128+n killed by signal n.

        Environment: REEL_DEFAULT_OPTS (options read before the command line's),
        NO_COLOR, COLORTERM, TERM, COLORFGBG, TMUX;
        \(AccessiblePolicy.variables.joined(separator: " or ")) set (not 0), or TERM=dumb, asks questions as
        --accessible does. More in man reel.

        """
        return out
    }

    /// One option or key line: the name column, then the help's words
    /// wrapped by display width (a label such as 분 takes two columns).
    private static func entry(_ name: String, _ words: [String]) -> String {
        let columns = DisplayWidth()
        let lead = "  " + name
        var lines: [String] = []
        var current = lead.count >= synopsisWidth ? "" : lead + String(repeating: " ", count: synopsisWidth - lead.count)
        if current.isEmpty { lines.append(lead); current = String(repeating: " ", count: synopsisWidth) }
        var lineHasWords = false
        for word in words {
            if lineHasWords, columns.width(of: current) + 1 + columns.width(of: word) > lineWidth {
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
