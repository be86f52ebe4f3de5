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

/// Issue 20 item 2 for Esc: a bare Esc at the end of keys read ahead ends
/// reel as a Ctrl-C there does, once the Esc delay passes with nothing
/// after it; an Esc that starts a sequence does not.
@Suite struct EscapeLookAheadTests {
    static let delay = Double(KeyDecoder.escapeTimeoutMilliseconds) / 1000

    @Test func aTrailingEscIsBareAfterTheEscDelayWithNothingMore() {
        var ahead = EscapeLookAhead()
        ahead.read(Array("xxxx".utf8) + [0x1B], at: 10)
        #expect(!ahead.isBare(at: 10, idle: true, queued: true))
        #expect(!ahead.isBare(at: 10 + Self.delay / 2, idle: true, queued: true))
        #expect(ahead.isBare(at: 10 + Self.delay, idle: true, queued: true))
    }

    @Test func notWhileTheTerminalHasMoreOrTheDecoderHasReachedIt() {
        var ahead = EscapeLookAhead()
        ahead.read([0x1B], at: 0)
        // More is waiting to be read (the read-ahead cap held it back).
        #expect(!ahead.isBare(at: 1, idle: false, queued: true))
        // Decoded already: the decoder's own Esc timer has it.
        #expect(!ahead.isBare(at: 1, idle: true, queued: false))
    }

    /// The start of a CSI, SS3 or bracketed paste split across reads:
    /// the bytes after the Esc come, and it is not bare.
    @Test(arguments: ["[A", "OA", "[200~pasted\u{1B}[201~", "a"])
    func anEscFollowedByMoreIsNotBare(_ rest: String) {
        var ahead = EscapeLookAhead()
        ahead.read(Array("typed".utf8) + [0x1B], at: 0)
        ahead.read(Array(rest.utf8), at: 0.01)
        #expect(!ahead.isBare(at: 1, idle: true, queued: true))
    }

    @Test func anEscInsideTheBytesIsNotBare() {
        var ahead = EscapeLookAhead()
        ahead.read(Array("\u{1B}[Axx".utf8), at: 0)
        #expect(!ahead.isBare(at: 1, idle: true, queued: true))
    }

    @Test func aReadOfNothingChangesNothingAndResetForgets() {
        var ahead = EscapeLookAhead()
        ahead.read([0x1B], at: 0)
        ahead.read([], at: 0.01)
        #expect(ahead.isBare(at: 1, idle: true, queued: true))
        ahead.reset()
        #expect(!ahead.isBare(at: 1, idle: true, queued: true))
    }

    /// The event it becomes cancels whatever the discarded keys left open.
    @Test func anEscapeAheadCancelsEvenInASearch() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"]))])
        _ = state.press(.character("/"), at: 0)
        #expect(state.finder.search != nil)
        #expect(state.apply(.escapeAhead, at: 0) == [.finish(.cancelled)])
    }
}
