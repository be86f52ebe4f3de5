import Testing
@testable import ReelTerminal
import ReelSystem

/// `--popup`'s edge: which tmux opens one, and what passes between the two reels.
@Suite struct TmuxPopupTests {
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
