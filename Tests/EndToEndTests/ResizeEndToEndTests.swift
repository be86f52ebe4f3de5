import Foundation
import Testing

/// Narrowing the window while the picker is open: kitty and alacritty
/// reflow the lines of the frame shown (xterm cuts them), so lines of the
/// old frame stood above the new one. reel erases from where the reflowed
/// frame begins, by its place on the screen, before drawing again.
@Suite struct ResizeEndToEndTests {
    static let rows = Data((1...20).map { "/usr/lib/google-cloud-sdk/lib/googlecloudsdk/generated_clients/run_v2/services/transports/row\($0).py" }
        .joined(separator: "\n").utf8 + [0x0A])
    /// What moves the cursor to the screen's first line and erases below.
    static let clearFromTheTop = Array("\u{1B}[1;1H\r\u{1B}[J".utf8)

    func bytes(resizedTo columns: Int, environment: [String: String?]) throws -> [UInt8] {
        let session = try TerminalSession.reel(["--filter"], stdin: .data(Self.rows), environment: environment,
                                               rows: 30, columns: 120)
        _ = try session.waitForScreen { $0.lines.first?.hasSuffix("20/20") == true }
        let before = session.raw.count
        session.resize(rows: 30, columns: columns)
        let drawn = try? session.waitForScreen(timeout: 10) { screen in
            screen.lines.first?.hasSuffix("20/20") == true && screen.lines[1].hasSuffix("service…")
        }
        if drawn == nil { Issue.record("not drawn again at \(columns) columns: \(session.screen.lines)") }
        session.send(Keys.escape)
        _ = try session.waitForExit()
        return Array(session.raw[before...])
    }

    /// The picker starts on the screen's first line: its reflowed lines
    /// fit below it, so the erase starts there, by position (where the
    /// cursor went, terminals disagree).
    @Test func aNarrowingResizeErasesFromTheReflowedTop() throws {
        let written = try bytes(resizedTo: 80, environment: [:])
        #expect(written.firstRange(of: Self.clearFromTheTop) != nil,
                "\(String(decoding: written.prefix(200), as: UTF8.self).debugDescription)")
    }

    /// xterm cuts the lines instead: the frame is where it was, erased
    /// from the cursor as before.
    @Test func xtermNeedsNothingMore() throws {
        let written = try bytes(resizedTo: 80, environment: ["XTERM_VERSION": "XTerm(379)"])
        #expect(written.firstRange(of: Self.clearFromTheTop) == nil)
        #expect(written.firstRange(of: Array("\r\u{1B}[J".utf8)) != nil)
    }
}
