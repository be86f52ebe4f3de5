import Foundation
import Testing

/// A `/` search of ten million rows never blocks the terminal (issue 19
/// item 2): it goes on a slice at a time while keys are read between
/// slices, so a key typed during it is answered and Esc ends it. (A debug
/// build takes tens of seconds of CPU over this search.) The slices are
/// counted in `SearchSliceTests`; that a key waiting goes ahead of the
/// next slice, in `EventSourceTests`.
@Suite(.serialized) struct SearchEndToEndTests {
    /// 10,000,000 rows of `line 0000000 hello` (190 MB) in a temporary
    /// file, made by `yes | head` (a second or so).
    static func tenMillionRows() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-10m-\(UUID().uuidString)")
        let made = try ShellCommand.run("/bin/sh", ["-c", "yes 'line 0000000 hello' | head -n 10000000 > \"$1\"", "sh", file.path])
        #expect(made.status == 0)
        return file
    }

    @Test func keysAreAnsweredDuringASearchOfTenMillionRows() throws {
        let file = try Self.tenMillionRows()
        defer { try? FileManager.default.removeItem(at: file) }
        let session = try TerminalSession.reel(["--cancel", "No"], stdin: .file(file.path))
        _ = try session.waitForScreen { $0.text.contains("[ Done ]") && !$0.text.contains("loading") }
        // No row has a "z": a full search would read 190 MB twice.
        session.send("/zz")
        _ = try session.waitForText("/zz")
        session.send("q")
        _ = try session.waitForText("/zzq")
        // Esc ends the search, a second Esc the picker.
        session.send(Keys.escape)
        _ = try session.waitForScreen { $0.contains("[ Done ]") && !$0.showsSearchPrompt }
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(session.terminalAttributesRestored())
    }
}
