import Foundation
import Testing

/// README.md's screens are what reel draws: each block marked
/// `<!-- screen COLSxROWS [keys …]: COMMAND -->` is run here on a
/// pseudo-terminal of that size (after those tmux key names) and compared
/// line by line. `scripts/readme-screens` captures them from tmux.
@Suite struct ReadmeScreensEndToEndTests {
    struct Block: Sendable, CustomTestStringConvertible {
        var columns: Int
        var rows: Int
        var keys: [String]
        var command: String
        var lines: [String]
        var testDescription: String { command }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var blocks: [Block] {
        guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var blocks: [Block] = []
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- screen ") && line.hasSuffix(" -->") {
            let body = line.dropFirst("<!-- screen ".count).dropLast(" -->".count)
            guard let colon = body.range(of: ": ") else { continue }
            var head = body[..<colon.lowerBound].split(separator: " ").map(String.init)
            let size = head.removeFirst().split(separator: "x").compactMap { Int($0) }
            let keys = head.first == "keys" ? Array(head.dropFirst()) : []
            var shown: [String] = []
            var at = index + 2
            while at < lines.count, lines[at] != "```" {
                shown.append(lines[at])
                at += 1
            }
            blocks.append(Block(columns: size[0], rows: size[1], keys: keys, command: String(body[colon.upperBound...]),
                                lines: shown))
        }
        return blocks
    }

    /// tmux's key names as the terminal sends them.
    static let keys: [String: String] = [
        "Space": Keys.space, "Down": Keys.down, "Up": Keys.up, "Left": Keys.left, "Right": Keys.right,
        "Tab": Keys.tab, "BTab": Keys.shiftTab, "Enter": Keys.enter, "C-a": "\u{01}", "/": "/", "?": "?",
    ]

    @Test func everyBlockIsAScreen() {
        #expect(Self.blocks.count >= 6, "README.md lost its screens")
    }

    @Test(arguments: blocks) func theScreenIsWhatReelDraws(_ block: Block) throws {
        let reel = try ReelBinary.path
        let directory = URL(fileURLWithPath: reel).deletingLastPathComponent().path
        let script = "cd '\(Self.root.appendingPathComponent("examples").path)' && " + block.command
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", script],
            environment: ["PATH": directory + ":/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"],
            rows: block.rows, columns: block.columns)
        func drawn(_ screen: Screen) -> [String] {
            var lines = screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }
        // The first frame before any key, so the keys reach a picker.
        try session.waitForScreen { !drawn($0).isEmpty }
        for key in block.keys { session.send(try #require(Self.keys[key], "no key \(key)")) }
        do {
            _ = try session.waitForScreen { drawn($0) == block.lines }
        } catch {
            let now = drawn(session.screen).joined(separator: "\n")
            Issue.record("README.md's screen for `\(block.command)` is not what reel draws now:\n\(now)\nrun scripts/readme-screens to capture it again")
        }
        session.send(Keys.escape)
    }
}
