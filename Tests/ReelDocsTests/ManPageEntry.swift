import CoreTestSupport
import TerminalTestSupport
/// One option entry of man/reel.1's OPTIONS section, as the page's header
/// comment prescribes: `.TP`, then `\fB\-s\fR, \fB\-\-long\fR \fIVALUE\fR`
/// (an optional value `\fB\-\-long\fR[=\fIVALUE\fR]`), under the `.SS`
/// of the option's group.
struct ManPageEntry: Equatable, CustomStringConvertible {
    var long: String
    var short: Character?
    var valueName: String?
    var valueIsOptional = false
    /// The `.SS` subsection it is in.
    var section: String

    var description: String {
        (short.map { "-\($0), " } ?? "") + "--" + long
            + (valueName.map { valueIsOptional ? "[=\($0)]" : " " + $0 } ?? "") + " under .SS " + section
    }

    static func all(in page: String) -> [ManPageEntry] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".SH OPTIONS") else { return [] }
        var entries: [ManPageEntry] = []
        var section = ""
        var index = start + 1
        while index < lines.count, !lines[index].hasPrefix(".SH ") {
            let line = lines[index]
            if line.hasPrefix(".SS ") { section = String(line.dropFirst(4)) }
            if line == ".TP", index + 1 < lines.count,
               let match = lines[index + 1].wholeMatch(of: /(?:\\fB\\-(.)\\fR, )?\\fB\\-\\-([^\\]+(?:\\-[^\\]+)*)\\fR(?: \\fI([^\\]+)\\fR|\[=\\fI([^\\]+)\\fR\])?/) {
                entries.append(ManPageEntry(
                    long: match.2.replacingOccurrences(of: "\\-", with: "-"),
                    short: match.1.flatMap(\.first),
                    valueName: (match.3 ?? match.4).map(String.init),
                    valueIsOptional: match.4 != nil,
                    section: section))
            }
            index += 1
        }
        return entries
    }
}
