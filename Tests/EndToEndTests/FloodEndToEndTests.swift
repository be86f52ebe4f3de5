import Foundation
import Testing

/// Floods of typed or pasted input (issue 20): every byte is written,
/// waiting whenever the terminal's input buffer is full, then Ctrl-C or
/// Esc ends reel with the terminal restored. What that costs is counted,
/// not timed: handling the input reads rows in proportion to it
/// (`FloodCostTests`), and a Ctrl-C or bare Esc behind keys still queued
/// discards them (`EventSourceTests`).
@Suite struct FloodEndToEndTests {
    struct Flood: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let bytes: [UInt8]
    }

    static let floods = [
        Flood(testDescription: "/ then 10,000 characters", bytes: Array("/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_000)),
        Flood(testDescription: "/ then 30,000 characters", bytes: Array("/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 30_000)),
        Flood(testDescription: "/ then 100,000 characters", bytes: Array("/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 100_000)),
        Flood(testDescription: "100,000 digits", bytes: Array(repeating: UInt8(ascii: "7"), count: 100_000)),
        Flood(testDescription: "/ then a 1 MB bracketed paste",
              bytes: Array("/\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "x"), count: 1_000_000) + Array("\u{1B}[201~".utf8)),
    ]

    @Test(arguments: floods)
    func aFloodThenCtrlCEndsReel(_ flood: Flood) throws {
        let session = try TerminalSession.reel(["-c", "1...100", "--cancel", "No"])
        try session.waitForText("[ Done ]")
        session.send(bytes: flood.bytes)
        session.send(bytes: [0x03])
        let result = try session.waitForExit()
        #expect(result.status == .exited(130))
        #expect(session.terminalAttributesRestored())
    }

    /// Issue 20 item 2 for Esc: a bare Esc behind each flood ends reel
    /// (exit 1). Behind keys still queued it cancels outright
    /// (`EscapeLookAhead`); once reel has caught up with the flood it is
    /// the ordinary key, which in a search goes back first, so there a
    /// second Esc ends reel. Which of the two happens is up to the
    /// machine's load; the test waits for either, never for a time.
    @Test(arguments: floods)
    func aFloodThenEscEndsReel(_ flood: Flood) throws {
        let session = try TerminalSession.reel(["-c", "1...100", "--cancel", "No"])
        try session.waitForText("[ Done ]")
        session.send(bytes: flood.bytes)
        let searching = flood.bytes.first == UInt8(ascii: "/")
        // The search is open once its query shows (it stays so until Esc).
        if searching { try session.waitForScreen { $0.showsSearchPrompt } }
        session.send(bytes: [0x1B])
        if searching {
            // Either reel ended (the picker erased), or the search closed
            // and the picker is still drawn without it.
            let closed = try? session.waitForScreen { $0.contains("[ Done ]") && !$0.showsSearchPrompt }
            if closed != nil { session.send(bytes: [0x1B]) }
        }
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(session.terminalAttributesRestored())
    }

    @Test func aSearchLongerThanEveryRowStopsAndSaysSo() throws {
        let session = try TerminalSession.reel(["-c", "1...100", "--cancel", "No"])
        try session.waitForText("[ Done ]")
        session.send("/1000")
        try session.waitForText("/100 (full)")
        session.send(Keys.enter + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "100\n")
    }
}
