import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import ReelSystem
import CoreTestSupport
import TerminalTestSupport

/// Rows streaming into a running picker: the buffer under the wheel is
/// appended in place, never copied (copy-on-write) nor moved, however
/// many reads it takes.
@Suite struct StreamingInputTests {
    /// A pipe whose write end the test feeds between reads.
    struct Pipe: ~Copyable {
        let read: Int32
        let writeEnd: Int32
        init() {
            (read, writeEnd) = closeOnExecPipe()
        }
        func send(_ bytes: [UInt8]) {
            let n = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            precondition(n == bytes.count)
        }
        func closeWrite() { close(writeEnd) }
        deinit { close(read) }
    }

    static func chunk(_ index: Int) -> [UInt8] {
        // 32 KiB, under a pipe's 64 KiB, so a write never blocks.
        Array((0..<2048).map { "row \(index * 2048 + $0)".padding(toLength: 15, withPad: " ", startingAt: 0) + "\n" }.joined().utf8)
    }

    /// A picker on the first rows, and the stream that reads the rest into
    /// the same buffer, as ReelCommand makes them.
    static func picker(reading fd: Int32, splitIntoFields: Bool, maxRows: Int = .max) throws -> (PickerState, RowStream) {
        let (first, finished) = try RowStream.firstRows(fd: fd, maxRows: maxRows)
        #expect(!finished)
        let rows: any RowSource = splitIntoFields ? FieldRows(base: first, delimiter: [0x20], show: FieldRange(first: 2, last: 2)) : first
        var state = PickerState(wheels: [Wheel(rows: rows)])
        state.streaming = Streaming(wheel: 0, measured: first.count)
        return (state, RowStream(fd: fd, wheel: 0, rows: first, maxRows: maxRows))
    }

    /// What the event loop does when the stream is readable.
    static func pump(_ stream: RowStream, into state: inout PickerState) {
        for event in stream.read() { _ = state.apply(event, at: 0) }
    }

    /// The lines under a wheel's rows, read straight or split into fields.
    static func lines(in rows: any RowSource) -> LineRows? {
        ((rows as? FieldRows)?.base ?? rows) as? LineRows
    }

    @Test(arguments: [false, true])
    func theBufferIsAppendedInPlace(splitIntoFields: Bool) throws {
        let pipe = Pipe()
        pipe.send(Self.chunk(0))
        var (state, input) = try Self.picker(reading: pipe.read, splitIntoFields: splitIntoFields)
        let identity = try #require(Self.lines(in: state.wheels[0].rows)).storageIdentity
        for index in 1..<64 {
            pipe.send(Self.chunk(index))
            Self.pump(input, into: &state)
            let now = try #require(Self.lines(in: state.wheels[0].rows)).storageIdentity
            #expect(now.buffer == identity.buffer, "copied at read \(index)")
            #expect(now.bytes == identity.bytes, "moved at read \(index)")
        }
        #expect(state.note == "loading… \(64 * 2048)")
        pipe.closeWrite()
        Self.pump(input, into: &state)
        #expect(input.isFinished)
        #expect(state.note == nil)
        #expect(state.wheels[0].rows.count == 64 * 2048)
        #expect(state.wheels[0].rows.title(at: 64 * 2048 - 1).hasPrefix(splitIntoFields ? "131071" : "row 131071"))
    }

    @Test func theWheelWidensAsWiderRowsArrive() throws {
        let pipe = Pipe()
        pipe.send(Array("a\n".utf8))
        var (state, input) = try Self.picker(reading: pipe.read, splitIntoFields: false)
        #expect(state.wheels[0].measuredWidth == 1)
        pipe.send(Array("a much wider row\n".utf8))
        Self.pump(input, into: &state)
        #expect(state.wheels[0].measuredWidth == 16)
    }

    @Test func maxRowsEndsTheInputWithANote() throws {
        let pipe = Pipe()
        pipe.send(Array("y\ny\n".utf8))
        var (state, input) = try Self.picker(reading: pipe.read, splitIntoFields: false, maxRows: 1000)
        while !(state.streaming?.finished ?? true) {
            pipe.send(Array(repeating: Array("y\n".utf8), count: 500).flatMap { $0 })
            Self.pump(input, into: &state)
        }
        #expect(state.wheels[0].rows.count == 1000)
        #expect(state.note == "only first 1000")
    }
}

/// Issue 18 item 2: what is read before the picker takes the terminal
/// never waits, and the toolbar says where the input stands.
@Suite struct FirstRowsTests {
    @Test func aSilentPipeGivesNoRowsAtOnceAndIsNotFinished() throws {
        let pipe = StreamingInputTests.Pipe()
        _ = fcntl(pipe.read, F_SETFL, fcntl(pipe.read, F_GETFL) | O_NONBLOCK)
        let (rows, finished) = try RowStream.firstRows(fd: pipe.read, maxRows: .max)
        #expect(rows.count == 0)
        #expect(!finished)
    }

    @Test func aPipeClosedEmptyIsFinished() throws {
        let pipe = StreamingInputTests.Pipe()
        pipe.closeWrite()
        let (rows, finished) = try RowStream.firstRows(fd: pipe.read, maxRows: .max)
        #expect(rows.count == 0)
        #expect(finished)
    }

    /// A fifo opened without a writer reads as ended; only poll(2) tells
    /// that a writer may still come, so it is not taken for the end.
    @Test func aFifoWithNoWriterYetIsNotTheEnd() throws {
        let path = "/tmp/reel-firstrows-\(getpid())"
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let fd = try LineRows.openForStreaming(path: path)
        defer { close(fd) }
        #expect(LineRows.streams(path: path))
        let (rows, finished) = try RowStream.firstRows(fd: fd, maxRows: .max)
        #expect(rows.count == 0)
        #expect(!finished)
    }

    /// Endless input with no newline: at most `firstChunk` is read before
    /// the first frame, not the 64 MiB of the first (cut) row.
    @Test func endlessInputReadsOneChunkBeforeTheFirstFrame() throws {
        let fd = open("/dev/zero", O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        defer { close(fd) }
        let (rows, finished) = try RowStream.firstRows(fd: fd, maxRows: .max)
        #expect(rows.count == 0)
        #expect(!finished)
        #expect(rows.byteCount == RowStream.firstChunk)
    }

    func note(_ loading: Streaming, rows: Int) -> String? {
        let notes = loading.notes(rows: rows, withPosition: false)
        return notes.isEmpty ? nil : notes.map(\.text).joined(separator: "  ")
    }

    @Test func notesBeforeTheFirstRowAfterTheEndAndForCutLines() {
        var loading = Streaming(wheel: 0)
        #expect(note(loading, rows: 0) == "loading…")
        #expect(note(loading, rows: 3) == "loading… 3")
        loading.linesCut = true
        #expect(note(loading, rows: 3) == "loading… 3  long lines cut")
        loading.finished = true
        #expect(note(loading, rows: 3) == "long lines cut")
        loading.linesCut = false
        #expect(note(loading, rows: 0) == nil, "an empty end ends the picker instead")
        #expect(note(loading, rows: 3) == nil)
    }

    /// An empty streaming wheel shows no `1/0`; a cut line is still said
    /// beside the position.
    @Test func theToolbarOfAnEmptyWheelAndOfACutLine() {
        var wheel = Wheel(rows: LineRows())
        wheel.showsPosition = true
        var state = PickerState(wheels: [wheel])
        state.edit(.streaming(Streaming(wheel: 0)))
        #expect(state.note == "loading…")
        _ = state.apply(.rows(wheel: 0, rows: LineRows("a\n")), at: 0)
        #expect(state.note == "1/1 loading…")
        state.streaming?.linesCut = true
        _ = state.apply(.tick, at: 0)
        #expect(state.note == "1/1 loading…  long lines cut")
    }

    /// Enter on the empty wheel waits for the first row (issue 47: it was
    /// dropped); Esc still cancels meanwhile.
    @Test func enterOnTheEmptyWheelWaitsAndEscCancels() {
        var state = PickerState(wheels: [Wheel(rows: LineRows())])
        state.edit(.streaming(Streaming(wheel: 0)))
        #expect(!state.press(.enter, at: 0).ends)
        #expect(state.heldAccept.ending == .accepted)
        #expect(state.note?.hasPrefix(HeldAccept.note) == true)
        #expect(state.press(.escape, at: 0) == [.finish(.cancelled)])
    }
}
