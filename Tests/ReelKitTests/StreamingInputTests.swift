import Testing
@testable import ReelKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows streaming into a running picker: the buffer under the wheel is
/// appended in place, never copied (copy-on-write) nor moved, however
/// many reads it takes.
@Suite struct StreamingInputTests {
    /// A pipe whose write end the test feeds between reads.
    struct Pipe: ~Copyable {
        let read: Int32
        let writeEnd: Int32
        init() {
            var fds: [Int32] = [0, 0]
            precondition(pipe(&fds) == 0)
            (read, writeEnd) = (fds[0], fds[1])
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

    /// A picker on the first rows, which it alone holds: a copy of them
    /// kept anywhere else would make the first append copy the buffer.
    static func picker(reading fd: Int32, splitIntoFields: Bool) throws -> PickerState {
        let (first, finished) = try StreamingInput.firstRows(fd: fd, maxRows: .max)
        #expect(!finished)
        let rows: any RowSource = splitIntoFields ? FieldRows(base: first, delimiter: [0x20], show: FieldRange(first: 2, last: 2)) : first
        return PickerState(wheels: [Wheel(rows: rows)])
    }

    @Test(arguments: [false, true])
    func theBufferIsAppendedInPlace(splitIntoFields: Bool) throws {
        let pipe = Pipe()
        pipe.send(Self.chunk(0))
        var state = try Self.picker(reading: pipe.read, splitIntoFields: splitIntoFields)
        let input = StreamingInput(fd: pipe.read, wheel: 0, maxRows: .max)
        let identity = try #require(StreamingInput.lines(in: state.wheels[0].rows)).storageIdentity
        for index in 1..<64 {
            pipe.send(Self.chunk(index))
            input.readAvailable(into: &state)
            let now = try #require(StreamingInput.lines(in: state.wheels[0].rows)).storageIdentity
            #expect(now.0 == identity.0, "copied at read \(index)")
            #expect(now.moves == 0, "moved at read \(index)")
        }
        #expect(state.status == "loading… \(64 * 2048)")
        pipe.closeWrite()
        input.readAvailable(into: &state)
        #expect(input.isFinished)
        #expect(state.status == nil)
        #expect(state.wheels[0].rows.count == 64 * 2048)
        #expect(state.wheels[0].rows.title(at: 64 * 2048 - 1).hasPrefix(splitIntoFields ? "131071" : "row 131071"))
    }

    @Test func theWheelWidensAsWiderRowsArrive() throws {
        let pipe = Pipe()
        pipe.send(Array("a\n".utf8))
        let (first, _) = try StreamingInput.firstRows(fd: pipe.read, maxRows: .max)
        var state = PickerState(wheels: [Wheel(rows: first)])
        let input = StreamingInput(fd: pipe.read, wheel: 0, maxRows: .max)
        #expect(state.wheels[0].measuredWidth == 1)
        pipe.send(Array("a much wider row\n".utf8))
        input.readAvailable(into: &state)
        #expect(state.wheels[0].measuredWidth == 16)
    }

    @Test func maxRowsEndsTheInputWithANote() throws {
        let pipe = Pipe()
        pipe.send(Array("y\ny\n".utf8))
        let (first, _) = try StreamingInput.firstRows(fd: pipe.read, maxRows: 1000)
        var state = PickerState(wheels: [Wheel(rows: first)])
        let input = StreamingInput(fd: pipe.read, wheel: 0, maxRows: 1000)
        while !input.isFinished {
            pipe.send(Array(repeating: Array("y\n".utf8), count: 500).flatMap { $0 })
            input.readAvailable(into: &state)
        }
        #expect(state.wheels[0].rows.count == 1000)
        #expect(state.status == "only first 1000")
    }
}
