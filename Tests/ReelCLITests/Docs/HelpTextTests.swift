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

    @Test func theExitStatusesIncludeTheButtons() {
        #expect(Help.text.contains("3, 4, ... the first, second, ... --button accepted"))
        #expect(Help.text.contains("124 --timeout passed"))
    }
}
