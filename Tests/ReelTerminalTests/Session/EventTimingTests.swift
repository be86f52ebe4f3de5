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

/// What time does to a running picker, driven by the clock the test
/// chooses: `apply(_:at:)` takes the time as a value, so no test sleeps.
@Suite struct EventTimingTests {
    static func picker(timeout: Double, accepts: Bool = false, startingAt start: Double = 100) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 9))])
        state.clock = start
        state.edit(.timeout(IdleTimeout(seconds: timeout, accepts: accepts, lastActivity: start)))
        return state
    }

    @Test func theTimeoutEndsAnIdlePicker() {
        var state = Self.picker(timeout: 1.5)
        #expect(state.apply(.tick, at: 101.4) == [])
        #expect(state.apply(.tick, at: 101.5) == [.finish(.timedOut(accepted: false))])
    }

    @Test func onTimeoutAcceptAccepts() {
        var state = Self.picker(timeout: 2, accepts: true)
        #expect(state.apply(.tick, at: 102) == [.finish(.timedOut(accepted: true))])
    }

    @Test func keysPostponeTheTimeout() {
        var state = Self.picker(timeout: 1.5)
        for t in [100.5, 101.0, 101.5, 102.0] { _ = state.press(.down, at: t) }
        #expect(state.wheels[0].selectedRow == 4)
        #expect(state.apply(.tick, at: 103.4) == [])
        #expect(state.apply(.tick, at: 103.5) == [.finish(.timedOut(accepted: false))])
    }

    @Test func theCountdownShowsTheLastSecondsAndWakesOnEach() {
        var state = Self.picker(timeout: 10)
        #expect(state.countdown == nil)
        #expect(state.nextTick() == 105)  // when the countdown starts
        _ = state.apply(.tick, at: 105)
        #expect(state.countdown == 5)
        #expect(Toolbar.note(state: state)?.text == "5s")
        _ = state.apply(.tick, at: 107.25)
        #expect(state.countdown == 3)
        #expect(state.nextTick() == 108)
    }

    @Test func withoutATimeoutTheLoopNeedNotWake() {
        let state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 9))])
        #expect(state.nextTick() == nil)
    }

    /// The Esc delay lives outside the decoder: a lone Esc stays pending
    /// until the loop's timer flushes it; the rest of a sequence in time
    /// makes it a key instead.
    @Test func aLoneEscapeIsAKeyOnlyWhenTheTimerFlushesIt() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[A".utf8)) == [.up])
    }

    @Test func streamedRowsShowLoadingUntilTheirEnd() {
        var input = LineRows("a\n")
        var state = PickerState(wheels: [Wheel(rows: input)])
        state.streaming = Streaming(wheel: 0, measured: 1)
        input.append(Array("b\nc".utf8))
        #expect(state.apply(.rows(wheel: 0, rows: input), at: 1) == [.relayout])
        #expect(state.note == "loading… 2")
        input.finish()
        _ = state.apply(.rows(wheel: 0, rows: input), at: 2)
        _ = state.apply(.rowsEnded(wheel: 0, failure: nil), at: 2)
        #expect(state.wheels[0].rows.count == 3)
        #expect(state.note == nil)
    }

    @Test func signalsBecomeEffects() {
        var state = Self.picker(timeout: 100)
        #expect(state.apply(.signal(.suspend), at: 1) == [.suspend])
        #expect(state.apply(.signal(.resume), at: 1) == [.resume])
        #expect(state.apply(.signal(.fatal(15)), at: 1) == [.die(15)])
        #expect(state.apply(.hangUp, at: 1) == [.die(1)])
    }

    @Test func aPasteIsTypedTextNotKeys() {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 30))])
        // "q" and "j" in a paste neither cancel nor spin; the digits jump.
        #expect(state.press(.paste(Array("qj15".utf8)), at: 1) == [])
        #expect(state.wheels[0].selectedRow == 14)
    }
}
