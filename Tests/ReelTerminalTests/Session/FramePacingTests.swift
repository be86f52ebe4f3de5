import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

@Suite struct FramePacingTests {
    static let rows = LoopEvent.model(.rows(wheel: 0, rows: LineRows("a\n")))

    @Test func rowsAloneWaitForTheNextSixtiethOfASecond() {
        var pacing = FramePacing()
        #expect(pacing.due(at: 10) <= 10, "the first frame is drawn at once")
        pacing.drew(at: 10)
        pacing.saw(Self.rows)
        pacing.saw(Self.rows)
        #expect(pacing.due(at: 10.001) == 10 + FramePacing.interval)
        #expect(pacing.due(at: 10.02) <= 10.02)
    }

    @Test(arguments: [LoopEvent.key(.down), .model(.tick), .model(.rowsEnded(wheel: 0, failure: nil)),
                      .resized(TerminalSize(columns: 20, rows: 5))])
    func anythingElseIsDrawnAtOnce(event: LoopEvent) {
        var pacing = FramePacing()
        pacing.drew(at: 10)
        pacing.saw(Self.rows)
        pacing.saw(event)
        pacing.saw(Self.rows)
        #expect(pacing.due(at: 10.001) <= 10.001)
    }
}
