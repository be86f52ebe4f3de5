import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import ReelSystem
import CoreTestSupport
import TerminalTestSupport

/// `--popup[=W%,H%]` as the command line reads it, and which tmux opens one.
@Suite struct PopupTests {
    struct Given: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var size: TmuxPopup.Size?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Given(arguments: ["-c", "a,b"], size: nil),
        Given(arguments: ["--popup", "-c", "a,b"], size: .standard),
        Given(arguments: ["--popup=80%,60%", "-c", "a,b"], size: TmuxPopup.Size(width: "80%", height: "60%")),
        Given(arguments: ["--popup=70%", "-c", "a,b"], size: TmuxPopup.Size(width: "70%", height: "70%")),
        Given(arguments: ["--popup=60,12", "-c", "a,b"], size: TmuxPopup.Size(width: "60", height: "12")),
        Given(arguments: ["--popup=100%,8"], size: TmuxPopup.Size(width: "100%", height: "8")),
    ])
    func popupTakesItsSizeAfterEquals(_ given: Given) throws {
        #expect(try ArgumentParser.parse(given.arguments).popup == given.size)
    }

    /// The value comes only after `=`: the next word is a component.
    @Test func theNextWordIsNeverTheSize() throws {
        let configuration = try ArgumentParser.parse(["--popup", "80%,60%"])
        #expect(configuration.popup == .standard)
        #expect(configuration.components.map(\.spec) == ["80%,60%"])
    }

    @Test(arguments: ["", "0%", "101%", "50%,", ",50%", "50%,50%,50%", "0", "10001", "-5", "5x", "50 %", "١٢%"])
    func aBadSizeSaysWhatIsExpected(_ value: String) {
        #expect(throws: ReelError.invalidValue(option: "--popup", value: value,
                                               expected: "W%,H% (1-100%) or cells (1-10000), e.g. 80%,60% or 60,12")) {
            try ArgumentParser.parse(["--popup=" + value, "-c", "a"])
        }
    }

    @Test(arguments: [("tmux 3.2", true), ("tmux 3.2a", true), ("tmux 3.3a\n", true), ("tmux 3.1c", false),
                      ("tmux 2.9", false), ("tmux 10.1", true), ("tmux next-3.5", true), ("tmux master", true),
                      ("tmux openbsd-7.4", true), ("", false), ("tmux", false)])
    func displayPopupCameInTmux32(_ version: String, _ supported: Bool) {
        #expect(TmuxPopup.supports(version: version) == supported)
    }

    @Test func aWordIsQuotedForSh() {
        #expect(TmuxPopup.shellQuoted("/opt/my reel/it's") == "'/opt/my reel/it'\\''s'")
    }

    /// The files between the two reels keep every byte of every entry.
    @Test func entriesRoundTripWithEmptyOnesAndAnyBytes() throws {
        let path = "/tmp/reel-popup-entries-\(getpid())"
        defer { _ = unlink(path) }
        let entries: [[UInt8]] = [Array("--title".utf8), [], [0xFF, 0x0A, 0x27], Array("a=b=c".utf8)]
        #expect(PopupLink.writeEntries(entries, to: path))
        #expect(PopupLink.readEntries(path) == entries)
    }
}
