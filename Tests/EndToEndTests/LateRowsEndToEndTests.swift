import Foundation
import Testing

import ReelSystem

/// Issue 18 item 2 on a real pseudo-terminal: rows that have not come yet
/// never hold the picker back. It takes the terminal and draws `loading…`
/// in its first frame, answers Esc, Ctrl-C and `--timeout` with no row,
/// holds Enter on the empty wheel for the first row, and fills the wheel when rows arrive;
/// an `@file` that is not a regular file (a fifo, /dev/zero) streams as
/// stdin does; a line over the 64 MiB cap is cut, with a note.
@Suite struct LateRowsEndToEndTests {
    /// A named pipe in a fresh folder; `holdOpen` keeps a writer on it
    /// (as `exec 3<>f` does), so that opening it to read does not block
    /// and reading it never ends.
    final class Fifo {
        let path: String
        private(set) var writer: Int32 = -1
        private let folder: String

        init(holdOpen: Bool) throws {
            folder = NSTemporaryDirectory() + "reel-fifo-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            path = folder + "/f"
            guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            if holdOpen { writer = open(path, O_RDWR | O_CLOEXEC) }
        }

        /// Opens the writing end when not held yet (reel opens to read without blocking).
        func write(_ text: String) {
            if writer < 0 { writer = open(path, O_WRONLY | O_CLOEXEC) }
            let bytes = Array(text.utf8)
            let n = bytes.withUnsafeBytes { System.write(writer, $0.baseAddress, $0.count) }
            #expect(n == bytes.count)
        }

        func closeWriter() {
            if writer >= 0 { close(writer) }
            writer = -1
        }

        deinit {
            closeWriter()
            unlink(path)
            rmdir(folder)
        }
    }

    func expectTerminalGivenBack(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalAttributesRestored(), "stty -g differs", sourceLocation: sourceLocation)
        #expect(session.screen.isCursorVisible, "cursor hidden", sourceLocation: sourceLocation)
    }

    /// Reproduction 4 of issue 18: `mkfifo f; exec 3<>f; reel --timeout 1 <f`.
    /// The first frame is the picker, before any row and before the
    /// timeout (which erases it), however late the harness reads it.
    @Test func aSilentFifoDrawsLoadingThenTimesOut() throws {
        let fifo = try Fifo(holdOpen: true)
        let session = try TerminalSession.reel(["--timeout", "1"], stdin: .file(fifo.path))
        let first = try session.waitForScreen { $0.framesEnded == 1 }
        #expect(first.contains("loading…") && first.contains("[ Done ]"))
        let result = try session.waitForExit()
        #expect(result.status == .exited(124))
        #expect(result.stdout.isEmpty)
        expectTerminalGivenBack(session)
    }

    @Test(arguments: [(Keys.escape, 1), (Keys.ctrlC, 130)] as [(String, Int32)])
    func aSilentFifoAnswersEscAndCtrlC(_ key: String, status: Int32) throws {
        let fifo = try Fifo(holdOpen: true)
        let session = try TerminalSession.reel([], stdin: .file(fifo.path))
        try session.waitForText("loading…")
        try expectEnds(session, after: key, status: status)
    }

    /// Issue 47: Enter on the empty wheel waits for the first row (it was
    /// dropped: `(sleep 1.5; seq 5) | reel`, Enter, nothing) and accepts
    /// it; rows written later fill the wheel, and a later Enter prints the
    /// row chosen.
    @Test(arguments: [false, true])
    func enterBeforeTheFirstRowWaitsForIt(asFile: Bool) throws {
        let fifo = try Fifo(holdOpen: true)
        let session = asFile ? try TerminalSession.reel(["-c", "@" + fifo.path])
                             : try TerminalSession.reel([], stdin: .file(fifo.path))
        try session.waitForText("loading…")
        session.send(Keys.enter)
        try session.waitUntilKeysAreHandled()
        #expect(session.screen.contains("accepting…"), "held, and it says so")
        fifo.write("alpha\nbeta\n")
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "alpha\n")
        expectTerminalGivenBack(session)
    }

    @Test(arguments: [false, true])
    func rowsArrivingLaterFillTheWheel(asFile: Bool) throws {
        let fifo = try Fifo(holdOpen: true)
        let session = asFile ? try TerminalSession.reel(["-c", "@" + fifo.path])
                             : try TerminalSession.reel([], stdin: .file(fifo.path))
        try session.waitForText("loading…")
        fifo.write("alpha\nbeta\n")
        try session.waitForText("beta")
        #expect(session.screen.contains("loading…"))
        fifo.closeWriter()
        try session.waitForScreen { !$0.contains("loading") }
        session.send(Keys.down + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "beta\n")
        expectTerminalGivenBack(session)
    }

    /// `-c @fifo` with no writer at all: reel does not block opening it.
    @Test func aFifoWithNoWriterYetStillDraws() throws {
        let fifo = try Fifo(holdOpen: false)
        let session = try TerminalSession.reel(["-c", "@" + fifo.path, "-c", "x,y"])
        try session.waitForText("loading…")
        fifo.write("one\n")
        fifo.closeWriter()
        try session.waitForScreen { $0.contains("one") && !$0.contains("loading") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "one\tx\n")
    }

    /// Issue 41 item 8: input that ends with no row while the picker is
    /// up (`sleep 1 | reel`) is the error `printf '' | reel` gives, exit 2,
    /// the terminal given back; it once left an empty picker only Esc ended.
    @Test func inputEndingEmptyIsTheErrorOfAnEmptyInput() throws {
        let fifo = try Fifo(holdOpen: true)
        let session = try TerminalSession.reel([], stdin: .file(fifo.path))
        try session.waitForText("loading…")
        fifo.closeWriter()
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr == "reel: component '-': no rows to choose from\n")
        #expect(result.stdout.isEmpty)
        expectTerminalGivenBack(session)
        #expect(!session.screen.contains("loading…"), "the picker is erased")
    }

    /// The same for an `@file` that streams, beside another wheel: the
    /// error names the component as it was written.
    @Test func aFifoEndingEmptyNamesItsComponent() throws {
        let fifo = try Fifo(holdOpen: true)
        let session = try TerminalSession.reel(["-c", "@" + fifo.path, "-c", "x,y"])
        try session.waitForText("loading…")
        fifo.closeWriter()
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr == "reel: component '@\(fifo.path)': no rows to choose from\n")
        expectTerminalGivenBack(session)
    }

    /// `--exit-0`: no rows is no match, whenever the input ends: exit 1,
    /// nothing said (`printf '' | reel --exit-0` exited 2, against the docs).
    @Test(arguments: [false, true])
    func exitZeroEndsQuietlyOnAnEmptyInput(late: Bool) throws {
        let session = try TerminalSession.reel(["--exit-0"], stdin: late ? .pipe : .text(""))
        if late { session.closeStdin() }
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
        expectTerminalGivenBack(session)
    }

    @Test func exitZeroInBatchEndsQuietlyOnAnEmptyInput() throws {
        let run = try DetachedRun.reel(["--batch", "--exit-0"], stdin: Data())
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
    }

    /// `reel -c @/dev/zero`: the first frame comes before the input ends
    /// (it says `loading…`; reel once read everything, 1 GiB, first), Esc
    /// and Ctrl-C are answered, the 64 MiB line cut with a note.
    @Test(arguments: [(Keys.escape, 1), (Keys.ctrlC, 130)] as [(String, Int32)])
    func anEndlessFileDrawsAtOnceAndAnswersKeys(_ key: String, status: Int32) throws {
        let session = try TerminalSession.reel(["-c", "@/dev/zero"])
        let first = try session.waitForScreen { $0.framesEnded == 1 }
        #expect(first.contains("[ Done ]") && first.contains("loading…"))
        try session.waitForText("long lines cut")
        try expectEnds(session, after: key, status: status)
    }

    /// A line over the cap in piped input, then ordinary lines: the long
    /// one is cut to 64 MiB, the note says so, and the next row is whole.
    @Test func aLongLineIsCutWithANote() throws {
        let session = try TerminalSession.reel([], stdin: .pipe)
        let chunk = String(repeating: "x", count: 1 << 20)
        for _ in 0..<65 { session.writeStdin(chunk) }
        session.writeStdin("tail of the long line\nshort\n")
        session.closeStdin()
        try session.waitForText("long lines cut")
        try session.waitForScreen { $0.contains("short") && !$0.contains("loading") }
        session.send(Keys.down + Keys.enter)
        let result = try session.waitForExit()
        // Data, not text: a failure prints its size, not 64 MiB of x.
        #expect(result.stdout == Data("short\n".utf8))
    }

    /// `--batch -c @/dev/zero` ends, holding one cut row: the first 64 MiB.
    @Test func batchOfAnEndlessFileEnds() throws {
        let session = try TerminalSession.reel(["--batch", "-c", "@/dev/zero"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdout.count == (64 << 20) + 1)
    }

    /// `key` ends reel, with `status` and the terminal restored. (That a
    /// key goes ahead of rows still coming is `EventSourceTests`.)
    private func expectEnds(_ session: TerminalSession, after key: String, status: Int32) throws {
        session.send(key)
        let result = try session.waitForExit()
        #expect(result.status == .exited(status))
        expectTerminalGivenBack(session)
    }
}
