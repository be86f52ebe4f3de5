import Testing
@testable import ReelCore
@testable import ReelTerminal
import ReelSystem

/// What the loop is handed first when the terminal is busy (issue 18
/// item 3, issue 20 item 2): a Ctrl-C or a bare Esc behind a backlog of
/// keys, a key behind rows streaming in or a search's next slice. Counted
/// in events handed over, on a clock the test stops and moves: the end to
/// end tests only check that reel ends, however busy the machine.
@Suite struct EventSourceTests {
    /// A pipe for the keyboard: what is written to it is what the terminal
    /// sent. Writes must fit the pipe's 64 KiB, so they never block.
    final class Keyboard {
        let tty: TTY
        private let writeEnd: Int32

        init() {
            var fds: [Int32] = [-1, -1]
            precondition(pipe(&fds) == 0)
            tty = TTY(descriptor: fds[0])
            writeEnd = fds[1]
            _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        }

        func type(_ bytes: [UInt8]) {
            let n = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            #expect(n == bytes.count, "the pipe took all of it")
        }

        deinit { close(writeEnd) }
    }

    /// The time events are stamped with; it moves only when the test says.
    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    /// 60,000 keys: more than a pipe's read of them is decoded at once
    /// (`keyBytesPerWakeUp`) by far, less than the pipe holds.
    static let backlog = [UInt8](repeating: UInt8(ascii: "5"), count: 60_000)

    static func source(_ keyboard: Keyboard, clock: Clock, stream: RowStream? = nil) -> EventSource {
        EventSource(tty: keyboard.tty, stream: stream, clock: { clock.now })
    }

    /// The events as runs of equal ones, `key "5" × 4096`: what is
    /// compared, so a failure prints a line, not thousands of keys.
    static func runs(_ events: [Event]) -> [String] {
        var runs: [(event: Event, count: Int)] = []
        for event in events {
            if let last = runs.last, last.event == event { runs[runs.count - 1].count += 1 } else { runs.append((event, 1)) }
        }
        return runs.map { "\(name($0.event)) × \($0.count)" }
    }

    static func name(_ event: Event) -> String {
        switch event {
        case .key(.character(let c)): "key \(String(c).debugDescription)"
        case .key(.control(let c)): "ctrl+\(c)"
        default: "\(event)"
        }
    }

    static let ctrlC = ["ctrl+c × 1"]

    /// Some of the backlog's keys, and nothing else.
    static func someDigits(_ events: [Event]) -> Bool {
        runs(events).count == 1 && events.first == .key(.character("5"))
    }

    /// A Ctrl-C read together with the keys before it: handed over first,
    /// and alone; the keys are discarded, as a terminal's own interrupt
    /// character discards pending input.
    @Test func aCtrlCReadWithABacklogComesFirstAndAlone() {
        let keyboard = Keyboard()
        let source = Self.source(keyboard, clock: Clock())
        keyboard.type(Self.backlog + [EventSource.interrupt])
        #expect(Self.runs(source.next(until: nil)) == Self.ctrlC)
    }

    /// A Ctrl-C that comes while a backlog is still being decoded: the
    /// keys handed over are one wake-up's, not the 60,000.
    @Test func aCtrlCBehindABacklogStillBeingDecodedDiscardsIt() {
        let keyboard = Keyboard()
        let source = Self.source(keyboard, clock: Clock())
        keyboard.type(Self.backlog)
        let first = source.next(until: nil)
        #expect(Self.someDigits(first), "\(Self.runs(first))")
        #expect(first.count <= EventSource.keyBytesPerWakeUp)
        keyboard.type([EventSource.interrupt])
        #expect(Self.runs(source.next(until: nil)) == Self.ctrlC)
    }

    /// A bare Esc behind a backlog is only a backlog's last key until the
    /// Esc delay passes with nothing after it (it may start a sequence);
    /// then it goes ahead of every key still queued.
    @Test func aBareEscBehindABacklogGoesAheadOnceTheEscDelayPasses() {
        let keyboard = Keyboard()
        let clock = Clock()
        let source = Self.source(keyboard, clock: clock)
        keyboard.type(Self.backlog + [0x1B])
        let first = source.next(until: nil)
        #expect(Self.someDigits(first), "\(Self.runs(first))")
        // Half the delay: nothing came after the Esc yet, but it still may.
        clock.now += KeyDecoder.escapeDelay / 2
        let second = source.next(until: nil)
        #expect(Self.someDigits(second), "\(Self.runs(second))")
        clock.now += KeyDecoder.escapeDelay
        #expect(Self.runs(source.next(until: nil)) == ["escapeAhead × 1"])
        #expect(first.count + second.count < Self.backlog.count)
    }

    /// Keys and rows ready together: the key is handed over, and the rows
    /// are read at the next wake-up, so a busy stdin never delays a key.
    @Test func aKeyGoesAheadOfRowsStreamingIn() throws {
        let keyboard = Keyboard()
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let (rows, _) = try RowStream.firstRows(fd: fds[0], maxRows: .max)
        let stream = RowStream(fd: fds[0], wheel: 0, rows: rows)
        let clock = Clock()
        let source = Self.source(keyboard, clock: clock, stream: stream)
        let lines = Array(String(repeating: "a row\n", count: 1000).utf8)
        #expect(lines.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == lines.count)
        keyboard.type(Array("j".utf8))
        #expect(Self.runs(source.next(until: nil)) == [#"key "j" × 1"#])
        // A deadline of now: a broken source fails here rather than waits.
        let later = source.next(until: clock.now)
        guard case .rows(_, let snapshot) = later.first else {
            Issue.record("rows next: \(Self.runs(later))")
            return
        }
        #expect(snapshot.count == 1000)
    }

    /// A deadline of now (a search asking for its next slice) does not
    /// hold a key back: the key is handed over instead of the tick.
    @Test func aKeyGoesAheadOfATickDueNow() {
        let keyboard = Keyboard()
        let clock = Clock()
        let source = Self.source(keyboard, clock: clock)
        #expect(Self.runs(source.next(until: clock.now)) == ["tick × 1"])
        keyboard.type(Array("q".utf8))
        #expect(Self.runs(source.next(until: clock.now)) == [#"key "q" × 1"#])
        #expect(Self.runs(source.next(until: clock.now)) == ["tick × 1"])
    }
}
