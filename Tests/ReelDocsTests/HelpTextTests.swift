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
