import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
@testable import ReelTerminal
import ReelSystem
import TerminalTestSupport

/// The keyed view in the real loop, on the console's clock: keys go in
/// back to back through the key table, `<wait>` lets the loop read rows
/// until none are coming, keys that run out end it as a timeout, and the
/// last frame is kept whichever way it ended. Nothing is written to the
/// terminal: there is none.
@Suite struct KeyedViewTests {
    static let start = 100.0

    static func session(_ console: FakeConsole, _ keys: String, state: PickerState, stream: RowStream? = nil,
                        frame: @escaping (Frame) -> Void = { _ in }) throws -> Session {
        Session.keyed(state: state, keys: try KeyScript(parsing: keys), renderer: Renderer(appearance: Appearance()),
                      size: TerminalSize(columns: 20, rows: 6), poller: console, stream: stream, lastFrame: frame)
    }

    static func drinks() -> PickerState { PickerState(wheels: [Wheel(rows: ListRows(["Tea", "Coffee", "Milk"]))]) }

    @Test func keysEndThePickerAsTheySay() throws {
        let console = FakeConsole()
        var last: Frame?
        let session = try Self.session(console, "<down><down><up><enter>", state: Self.drinks()) { last = $0 }
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [1])
        #expect(console.now() == Self.start, "no time passes between keys")
        #expect(console.written.isEmpty)
        #expect(last?.text.contains { $0.contains("Coffee") } == true)
    }

    @Test func keysThatRunOutTimeOutAndTheFrameIsKept() throws {
        let console = FakeConsole()
        var frames = 0
        let session = try Self.session(console, "<down>", state: Self.drinks()) { _ in frames += 1 }
        #expect(session.loop() == .ended(.timedOut(accepted: false)))
        #expect(frames == 1)
    }

    /// Rows arrive a second in: `<wait>` lets them in before the keys after it.
    @Test func waitHoldsTheKeysWhileRowsStream() throws {
        let (readEnd, writeEnd) = closeOnExecPipe()
        var state = PickerState(wheels: [Wheel(rows: LineRows())])
        state.edit(.streaming(Streaming(wheel: 0)))
        let stream = RowStream(fd: readEnd, wheel: 0, rows: LineRows.reserved())
        let console = FakeConsole()
        console.at(Self.start + 1, .piped(Array("a\nb\nc\n".utf8), into: writeEnd, ends: true))
        let session = try Self.session(console, "<wait><end><enter>", state: state, stream: stream)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [2])
        #expect(console.now() >= Self.start + 1)
    }
}
