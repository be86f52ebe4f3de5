import Foundation
import Testing
@testable import ReelCLI

/// What `--help` says that a newcomer found cut or missing (issue 43 item 10).
@Suite struct HelpTextTests {
    @Test func theDateBoundsSayTheirWholeDefault() {
        let help = Help.text.replacingOccurrences(of: "\n                          ", with: " ")
        #expect(help.contains("[default: 100 years ago; datetime: a year ago]"))
        #expect(help.contains("[default: in 100 years; datetime: in a year]"))
        #expect(!help.contains("datetime: 1]"))
    }

    @Test func theUsageHasEveryForm() {
        #expect(Help.text.contains("  reel [OPTIONS] (--field NAME (COMPONENTS | PRESET | TREE))...\n"))
    }

    /// Issue 48 item 6: nothing `--help` shows puts `!` and a letter in
    /// double quotes, which an interactive bash would expand from its
    /// history when pasted (HistoryExpansionTests holds the documents).
    @Test func noDoubleQuotedBang() throws {
        let regex = try NSRegularExpression(pattern: #""[^"\n]*![A-Za-z][^"\n]*""#)
        let help = Help.text
        #expect(regex.firstMatch(in: help, range: NSRange(help.startIndex..., in: help)) == nil)
    }

    @Test func theExitStatusesIncludeTheButtons() {
        #expect(Help.text.contains("3, 4, ... the first, second, ... --button accepted"))
        #expect(Help.text.contains("124 --timeout passed"))
    }
}

/// The man page's layout: every `.RS` closed by a `.RE` before the next
/// section (one missing indented the last examples), and the quoting
/// sentence shows the three quotings it names.
@Suite struct ManPageLayoutTests {
    static let page = (try? String(contentsOfFile: ManPageTests.path, encoding: .utf8)) ?? ""

    @Test func everyIndentIsClosed() {
        var depth = 0, section = ""
        for (number, line) in Self.page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(".SH ") { section = String(line.dropFirst(4)) }
            if line.hasPrefix(".RS") { depth += 1 }
            if line.hasPrefix(".RE") { depth -= 1; #expect(depth >= 0, "line \(number + 1): .RE without .RS") }
            if line.hasPrefix(".SH") || line.hasPrefix(".SS") { #expect(depth == 0, "line \(number + 1): .RS left open") }
            // Each example is indented alike: .EX inside .RS.
            if section == "EXAMPLES", line.hasPrefix(".EX") { #expect(depth == 1, "line \(number + 1): .EX outside .RS") }
        }
        #expect(depth == 0)
    }

    @Test func theQuotingSentenceKeepsItsQuotes() {
        #expect(Self.page.contains(".B \\(dq{1}\\(dq\nor\n.BR \\(aq{1}\\(aq ."))
    }
}
