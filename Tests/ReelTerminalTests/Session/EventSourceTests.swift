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

/// The loop's wake-ups over a fake terminal and poller: what is read, in
/// what order, and when the timers fire, on a clock the test moves. No
/// test waits for time to pass.
@Suite struct EventSourceTests {
    static let start = 100.0

    static func source(_ console: FakeConsole, stream: RowStream? = nil) -> EventSource {
        EventSource(terminal: console, poller: console, stream: stream)
    }

    /// The keys in a batch of events.
    static func keys(_ events: [LoopEvent]) -> [Key] {
        events.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    static func flood(_ count: Int) -> [UInt8] { Array(repeating: UInt8(ascii: "j"), count: count) }

    @Test func keysAreDecodedFromTheBytesRead() {
        let console = FakeConsole()
        console.at(Self.start, type: "jk\u{1B}[A\r")
        let events = Self.source(console).next(until: nil)
        #expect(events == [.key(.character("j")), .key(.character("k")), .key(.up), .key(.enter)])
    }

    @Test func aDeadlineWithNothingElseIsATickThen() {
        let console = FakeConsole()
        #expect(Self.source(console).next(until: Self.start + 1.5) == [.model(.tick)])
        #expect(console.clock == Self.start + 1.5)
    }

    /// The rest of a sequence may be on the way: the Esc waits for it, on
    /// the poller's clock.
    @Test func aLoneEscIsAKeyOnceTheEscDelayPasses() {
        let console = FakeConsole()
        console.at(Self.start, type: "\u{1B}")
        let source = Self.source(console)
        // The wait ran out: a tick with the key, as for any timer.
        #expect(source.next(until: nil) == [.key(.escape), .model(.tick)])
        #expect(console.clock >= Self.start + KeyDecoder.escapeDelay)
        #expect(console.clock < Self.start + 2 * KeyDecoder.escapeDelay)
    }

    @Test func anEscWhoseRestComesInTimeIsPartOfTheSequence() {
        let console = FakeConsole()
        console.at(Self.start, type: "\u{1B}")
        console.at(Self.start + KeyDecoder.escapeDelay / 2, type: "[B")
        let source = Self.source(console)
        var events: [LoopEvent] = []
        while events.isEmpty { events = source.next(until: nil) }
        #expect(events == [.key(.down)])
    }

    /// `reel </dev/zero`: the stream is always readable, and the Esc
    /// delay runs all the same.
    @Test func anEscIsAKeyEvenWhileRowsKeepComing() throws {
        let zero = open("/dev/zero", O_RDONLY)
        try #require(zero >= 0)
        defer { close(zero) }
        let console = FakeConsole()
        console.readyWaitCost = 0.005
        console.at(Self.start, type: "\u{1B}")
        let source = Self.source(console, stream: RowStream(fd: zero, wheel: 0, rows: LineRows.reserved()))
        var rowsBatches = 0
        var escape = false
        for _ in 0..<100 where !escape {
            let events = source.next(until: nil)
            if events.contains(where: { if case .model(.rows) = $0 { true } else { false } }) { rowsBatches += 1 }
            escape = Self.keys(events) == [.escape]
        }
        #expect(escape)
        #expect(rowsBatches > 1)
        #expect(console.clock >= Self.start + KeyDecoder.escapeDelay)
    }

    /// Keys first: the frame they change is drawn before the next
    /// megabyte of rows is read.
    @Test func theTerminalIsServedBeforeAStream() throws {
        let (readEnd, writeEnd) = closeOnExecPipe()
        let fds = [readEnd, writeEnd]
        defer { close(fds[0]) }
        let rows = Array("a\nb\n".utf8)
        #expect(write(fds[1], rows, rows.count) == rows.count)
        close(fds[1])
        let console = FakeConsole()
        console.at(Self.start, type: "j")
        let source = Self.source(console, stream: RowStream(fd: fds[0], wheel: 0, rows: LineRows.reserved()))
        #expect(source.next(until: nil) == [.key(.character("j"))])
        let later = source.next(until: nil)
        guard case .model(.rows(wheel: 0, let read)) = later.first else {
            Issue.record("rows expected, got \(later)")
            return
        }
        #expect(read.count == 2)
        #expect(later.last == .model(.rowsEnded(wheel: 0, failure: nil)))
    }

    /// Ctrl-C read behind a flood still queued discards the flood, as a
    /// terminal's interrupt character discards pending input.
    @Test func aCtrlCDiscardsTheKeysQueuedBeforeIt() {
        let console = FakeConsole()
        console.at(Self.start, .bytes(Self.flood(100_000)))
        console.at(Self.start + 0.001, type: "\u{03}")
        let source = Self.source(console)
        let first = Self.keys(source.next(until: nil))
        #expect(first.count == KeyBudget.initial)
        console.advance(by: 0.001)
        #expect(Self.keys(source.next(until: nil)) == [.control("c")])
        // Nothing of the flood is left to decode.
        #expect(source.next(until: Self.start + 1) == [.model(.tick)])
    }

    /// Esc at the end of a flood, with nothing after it for the Esc delay:
    /// the flood is dropped and the picker told, rather than after every
    /// queued key.
    @Test func aBareEscBehindAFloodDiscardsIt() {
        let console = FakeConsole()
        console.at(Self.start, .bytes(Self.flood(100_000) + [0x1B]))
        let source = Self.source(console)
        var keys = 0
        var events: [LoopEvent] = []
        while !events.contains(.model(.escapeAhead)), keys < 100_000 {
            // Each batch of keys takes the loop a while to apply and draw.
            console.advance(by: 0.008)
            events = source.next(until: nil)
            keys += Self.keys(events).count
        }
        #expect(events.contains(.model(.escapeAhead)))
        #expect(keys < 50_000)
    }

    /// The budget adapts to what the last keys cost the loop (the time
    /// between handing them over and coming back), by `KeyBudget.slow`
    /// and `KeyBudget.quick`.
    @Test func theKeyBudgetHalvesAfterSlowKeysAndDoublesAfterQuickOnes() {
        let console = FakeConsole()
        console.at(Self.start, .bytes(Self.flood(1 << 20)))
        let source = Self.source(console)
        func batch(after spent: Double) -> Int {
            console.advance(by: spent)
            return Self.keys(source.next(until: nil)).count
        }
        let between = (KeyBudget.slow + KeyBudget.quick) / 2
        let budgets = [batch(after: 0), batch(after: KeyBudget.slow * 1.5), batch(after: KeyBudget.slow * 1.5),
                       batch(after: between), batch(after: 0), batch(after: KeyBudget.quick / 2)]
        let initial = KeyBudget.initial
        #expect(budgets == [initial, initial / 2, initial / 4, initial / 4, initial / 2, initial])
    }

    @Test func theKeyBudgetStaysInItsRange() {
        let console = FakeConsole()
        console.at(Self.start, .bytes(Self.flood(4 << 20)))
        let source = Self.source(console)
        var sizes: [Int] = []
        for _ in 0..<12 { sizes.append(Self.keys(source.next(until: nil)).count) }
        #expect(sizes.max() == KeyBudget.range.upperBound)
        for _ in 0..<12 {
            console.advance(by: 1)
            sizes.append(Self.keys(source.next(until: nil)).count)
        }
        #expect(sizes.last == KeyBudget.range.lowerBound)
    }

    /// A flood is read ahead in large reads, a megabyte per wake-up at most.
    @Test func theTerminalIsReadAheadAMegabyteAWakeUpAtMost() {
        let console = FakeConsole()
        console.at(Self.start, .bytes(Self.flood(3 << 20)))
        _ = Self.source(console).next(until: nil)
        #expect(console.bytesRead == KeyReader.bytesPerWakeUp)
    }

    @Test(arguments: [FakeConsole.Arrival.hangUp, .bytes([0x6A]), .signal(SIGTERM)])
    func aHangUpEndsIt(_ before: FakeConsole.Arrival) {
        let console = FakeConsole()
        console.at(Self.start, before)
        console.at(Self.start, .hangUp)
        let source = Self.source(console)
        var events: [LoopEvent] = []
        for _ in 0..<3 where !events.contains(.model(.hangUp)) { events += source.next(until: nil) }
        #expect(events.last == .model(.hangUp))
    }

    struct SignalCase: Sendable, CustomTestStringConvertible {
        let signo: Int32
        let event: LoopEvent
        var testDescription: String { "signal \(signo)" }
    }

    static let small = TerminalSize(columns: 40, rows: 12)

    @Test(arguments: [
        SignalCase(signo: SIGTSTP, event: .model(.signal(.suspend))),
        SignalCase(signo: SIGCONT, event: .model(.signal(.resume))),
        SignalCase(signo: SIGTERM, event: .model(.signal(.fatal(SIGTERM)))),
        SignalCase(signo: SIGHUP, event: .model(.signal(.fatal(SIGHUP)))),
    ])
    func signalsBecomeEvents(_ example: SignalCase) {
        let console = FakeConsole()
        console.at(Self.start + 0.5, .signal(example.signo))
        #expect(Self.source(console).next(until: nil) == [example.event])
    }

    /// SIGWINCH carries the size the terminal reports now, for the session.
    @Test func aResizeIsTheNewSize() {
        let console = FakeConsole()
        console.at(Self.start + 0.5, .resize(Self.small))
        #expect(Self.source(console).next(until: nil) == [.resized(Self.small)])
    }
}
