import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// Issue 47 item 3: rows that come in pieces are ranked as the same rows
/// read at once (`--batch --filter`), ties included; the band stands on
/// the best row until the person moves it; once the input has ended, the
/// top row, the band and what Enter prints are the batch's first row,
/// however the input was cut and whenever the query was typed.
@Suite struct StreamedRankingTests {
    /// Paths with many ties (the same score, lengths that differ) and the
    /// best rows late, as `find /usr` has `/usr/share/doc` after thousands.
    static func paths(_ random: inout SplitMix64, count: Int) -> [String] {
        let words = ["share", "doc", "lib", "usr", "vim", "python3", "dist", "x", "bin", "sharedoc", "d-o-c"]
        return (0..<count).map { _ in
            let parts = (0..<(1 + random.below(5))).map { _ in words[random.below(words.count)] }
            return "/" + parts.joined(separator: "/")
        }
    }

    static func batchBest(_ rows: [String], query: String) -> [Int32] {
        let source = LineRows(rows.joined(separator: "\n") + "\n")
        return FilterResult.scan(FilterQuery(query), in: source).ranked()
    }

    /// One run: the rows in random pieces at random moments, the query
    /// typed (a key at a time) at a random moment among them; small slices
    /// so that scans and rankings span ticks.
    static func run(seed: UInt64) -> (shown: [Int32]?, band: Int, accepted: Bool, rows: [String], query: String) {
        var random = SplitMix64(state: seed)
        let rows = paths(&random, count: 200 + random.below(3_000))
        let query = ["share doc", "doc", "sh d", "vim doc", "lib"][random.below(5)]
        let bytes = Array((rows.joined(separator: "\n") + "\n").utf8)
        var lines = LineRows()
        var state = PickerState(wheels: [Wheel(rows: lines)])
        state.streaming = Streaming(wheel: 0)
        state.edit(.filter(WheelFilter(wheel: 0, sliceWork: 1 + random.below(2_000), rankWork: 1 + random.below(5_000))))
        var clock = 0.0
        var sent = 0
        var typed = false
        let typeAt = random.below(bytes.count + 1)
        while sent < bytes.count || !typed {
            clock += 0.01
            if !typed, sent >= typeAt {
                for character in query { _ = state.press(.character(character), at: clock) }
                typed = true
                continue
            }
            let piece = min(bytes.count - sent, 1 + random.below(4_000))
            lines.append(bytes[sent..<(sent + piece)], final: false)
            sent += piece
            _ = state.apply(.rows(wheel: 0, rows: lines), at: clock)
            for _ in 0..<random.below(3) where state.nextTick() != nil { _ = state.apply(.tick, at: clock) }
        }
        _ = state.apply(.rowsEnded(wheel: 0, failure: nil), at: clock + 0.01)
        var effects = state.press(.enter, at: clock + 0.02)
        while !effects.ends, state.nextTick() != nil { effects = state.apply(.tick, at: clock + 0.03) }
        return (state.filter?.shown, state.wheels[0].selectedSourceRow, effects == [.finish(.accepted)], rows, query)
    }

    @Test(arguments: 0..<60)
    func streamedRowsRankAsBatchDoes(seed: UInt64) {
        let got = Self.run(seed: seed)
        let best = Self.batchBest(got.rows, query: got.query)
        #expect(got.shown == best, "seed \(seed): the order --batch gives")
        guard let first = best.first else { return }
        #expect(got.band == Int(first), "seed \(seed): the band on the best row")
        #expect(got.accepted, "seed \(seed): Enter accepts")
    }

    /// Enter before the first row was dropped (`(sleep 1.5; seq 5) | reel`,
    /// Enter while loading: nothing): it waits for the first row and
    /// accepts it.
    @Test func enterBeforeTheFirstRowWaitsForIt() {
        var lines = LineRows()
        var state = PickerState(wheels: [Wheel(rows: lines)])
        state.streaming = Streaming(wheel: 0)
        #expect(!state.press(.enter, at: 1).ends, "held")
        #expect(state.heldAccept.ending == .accepted)
        lines.append(Array("1\n2\n".utf8), final: false)
        #expect(state.apply(.rows(wheel: 0, rows: lines), at: 2).contains(.finish(.accepted)))
        #expect(state.wheels[0].currentValue == Array("1".utf8))
    }

    /// With a query, Enter before any row waits for the whole input and
    /// takes `--batch --filter`'s first row, not the first row that
    /// happened to match (`find / | reel --filter -q doc`, Enter at once).
    @Test(arguments: 0..<20)
    func enterBeforeAnyRowUnderAQueryTakesTheBatchsBest(seed: UInt64) {
        var random = SplitMix64(state: seed &+ 1000)
        let rows = Self.paths(&random, count: 300 + random.below(2_000))
        let bytes = Array((rows.joined(separator: "\n") + "\n").utf8)
        var lines = LineRows()
        var state = PickerState(wheels: [Wheel(rows: lines)])
        state.streaming = Streaming(wheel: 0)
        state.edit(.filter(WheelFilter(wheel: 0, sliceWork: 1 + random.below(2_000), rankWork: 1 + random.below(5_000))))
        _ = StartQuery(text: "share doc", filters: true).start(&state)
        #expect(!state.press(.enter, at: 0.5).ends, "held before any row")
        var sent = 0, clock = 1.0
        var ended: [Effect] = []
        while sent < bytes.count {
            let piece = min(bytes.count - sent, 1 + random.below(3_000))
            lines.append(bytes[sent..<(sent + piece)], final: false)
            sent += piece
            clock += 0.01
            ended = state.apply(.rows(wheel: 0, rows: lines), at: clock)
            #expect(!ended.ends, "seed \(seed): held while rows come")
            while state.nextTick() != nil, !ended.ends { ended = state.apply(.tick, at: clock) }
            #expect(!ended.ends, "seed \(seed): held while rows come")
        }
        ended = state.apply(.rowsEnded(wheel: 0, failure: nil), at: clock + 0.01)
        while !ended.ends, state.nextTick() != nil { ended = state.apply(.tick, at: clock + 0.02) }
        let best = Self.batchBest(rows, query: "share doc")
        if let first = best.first {
            #expect(ended.contains(.finish(.accepted)), "seed \(seed)")
            #expect(state.wheels[0].selectedSourceRow == Int(first), "seed \(seed)")
        } else {
            #expect(!ended.ends, "seed \(seed): no match, nothing to accept")
        }
    }
}
