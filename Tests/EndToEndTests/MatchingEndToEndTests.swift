import Foundation
import Testing

/// fzf's matching beyond ASCII, through the binary: `cafe` finds `café`,
/// the Kelvin sign and `İ` fold, and `--literal` turns accents off.
@Suite struct MatchingEndToEndTests {
    static let input = Data("café\ncafe\nCAFÉ\n\u{212A}elvin\nİstanbul\n".utf8)

    func filtered(_ arguments: [String]) throws -> [String] {
        let run = try DetachedRun.reel(["--batch", "--filter"] + arguments, stdin: Self.input)
        return run.stdoutText.split(separator: "\n").map(String.init)
    }

    @Test func accentsFoldUnlessTheQueryHasOne() throws {
        #expect(Set(try filtered(["-q", "cafe"])) == ["café", "cafe", "CAFÉ"])
        #expect(Set(try filtered(["-q", "café"])) == ["café", "CAFÉ"])
        #expect(try filtered(["-q", "cafe", "--literal"]) == ["cafe"])
    }

    @Test func capitalsWhoseLowercaseIsASCIIFold() throws {
        #expect(try filtered(["-q", "kelvin"]) == ["\u{212A}elvin"])
        #expect(try filtered(["-q", "istanbul"]) == ["İstanbul"])
    }

    /// The drawn picker filters the same way, and prints the row's bytes.
    @Test func theDrawnFilterFoldsToo() throws {
        let session = try TerminalSession.reel(["--filter", "-q", "CAFE"], stdin: .data(Self.input))
        _ = try session.waitForText("1/5")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "CAFÉ\n")
    }
}
