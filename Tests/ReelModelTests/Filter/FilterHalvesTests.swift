import ReelSystem
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// A scan split in two halves, and a listing gathered two runs at a time,
/// give exactly what one pass gives: the same rows, ranks, ties and bytes,
/// whether the halves run in turn, the second first, or on two threads.
@Suite struct FilterHalvesTests {
    /// Two pieces at a time, the second run first: a merge that leaned
    /// on the order pieces ran in would show here without threads.
    struct SecondFirst: Workers {
        var atOnce: Int { 2 }
        /// The caller's pieces are the even ones.
        func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int) {
            var k = 0, work = 0
            while k < count && work < limit {
                let pair = min(count, k + 2)
                for j in (k..<pair).reversed() {
                    let done = piece(j)
                    if j % 2 == 0 { work += done }
                }
                k = pair
            }
            return (k, work)
        }

        func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                     _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int) {
            var made: [Int: Piece] = [:], k = 0, work = 0
            while k < count && work < limit {
                let pair = min(count, k + 2)
                for j in (k..<pair).reversed() {
                    let result = piece(j)
                    made[j] = result.piece
                    if j % 2 == 0 { work += result.work }
                }
                k = pair
            }
            return ((0..<k).map { made[$0]! }, work)
        }
    }

    /// The other thread always slow: each of its pieces is made again by
    /// the caller (`Workers.gather`), the first made thrown away. A piece
    /// that wrote to anything shared would show here twice.
    struct MadeTwice: Workers {
        var atOnce: Int { 2 }
        func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int) {
            SecondFirst().claim(count, upTo: limit, piece)
        }

        func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                     _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int) {
            SecondFirst().gather(count, upTo: limit) { k in
                guard k % 2 == 1 else { return piece(k) }
                _ = piece(k)
                return (piece(k).piece, 0)
            }
        }
    }

    static let workers: [any Workers] = [InTurn(), SecondFirst(), MadeTwice(), TwoThreads(), SecondThread()]

    /// Corpus rows with ties made on purpose: rows repeated (the same
    /// score and length, only input order between them), some ended by
    /// CR LF, and an empty row.
    static let rows: [String] = {
        var corpus = FilterCorpus(seed: 41)
        var rows = corpus.rows(3000)
        for i in stride(from: 0, to: 3000, by: 7) { rows.insert(rows[(i * 13) % rows.count], at: i) }
        rows.insert("", at: 1500)
        return rows
    }()

    static let lines: LineRows = {
        var text = ""
        for (i, row) in rows.enumerated() { text += row + (i % 11 == 0 ? "\r\n" : "\n") }
        return LineRows(text)
    }()

    static let queries: [String] = {
        var corpus = FilterCorpus(seed: 7)
        let typed = (0..<40).map { _ in corpus.query(for: corpus.pick(rows)) }
        return ["s", "e", "sw", "src", "fix !test", "wheel | frame", "^src", ".swift$", "'row", "zqx", "日本"] + typed
    }()

    private func expectSame(_ split: FilterResult, _ single: FilterResult, _ context: String) {
        #expect(split.rows == single.rows, "\(context)")
        #expect(split.rankKeys == single.rankKeys, "\(context)")
        #expect(split.ranked() == single.ranked(), "\(context)")
        #expect(split.rowsTested == single.rowsTested && split.scannedTo == single.scannedTo, "\(context)")
        #expect(split.hasStarts == single.hasStarts, "\(context)")
        #expect(split.rows.indices.allSatisfy { split.start(ofMatch: $0) == single.start(ofMatch: $0) }, "\(context)")
    }

    @Test func halvesFindWhatOnePassFinds() {
        for text in Self.queries {
            let query = FilterQuery(text)
            let single = FilterResult.scan(query, in: Self.lines, halvesFrom: .max)
            for workers in Self.workers {
                for halvesFrom in [2, 1001] {
                    let split = FilterResult.scan(query, in: Self.lines, workers: workers, halvesFrom: halvesFrom)
                    expectSame(split, single, "\(text) \(type(of: workers)) \(halvesFrom)")
                }
            }
        }
    }

    /// A longer query tests in halves what the shorter kept (itself made
    /// in halves or not), then the rows the shorter had not seen.
    @Test func narrowedHalvesFindWhatOnePassFinds() {
        let head = LineRows(Self.rows.prefix(2000).joined(separator: "\n") + "\n")
        for (shorter, longer) in [("s", "sw"), ("e", "er"), ("r", "ro"), ("s", "s !test"), ("f", "fi")] {
            let single = FilterResult.scan(FilterQuery(shorter), in: head, halvesFrom: .max)
            let narrowed = FilterResult.scan(FilterQuery(longer), in: Self.lines, narrowing: single, halvesFrom: .max)
            for workers in Self.workers {
                let split = FilterResult.scan(FilterQuery(shorter), in: head, workers: workers, halvesFrom: 3)
                expectSame(split, single, shorter)
                let both = FilterResult.scan(FilterQuery(longer), in: Self.lines, narrowing: split, workers: workers,
                                             halvesFrom: 3)
                expectSame(both, narrowed, "\(shorter) → \(longer) \(type(of: workers))")
            }
        }
    }

    /// Every matching row once, best first, as the rows themselves (a CR
    /// before the LF left off): runs gathered on two threads are written
    /// in order.
    @Test func listingGatheredInRunsIsWrittenInOrder() {
        let rows = Self.rows, lines = Self.lines
        for text in ["s", "e", "sw", "zqx"] {
            let result = FilterResult.scan(FilterQuery(text), in: lines, halvesFrom: .max)
            let expected = Array(result.ranked().map { rows[Int($0)] + "\n" }.joined().utf8)
            let unsorted = Array(result.ranked(sort: false).map { rows[Int($0)] + "\n" }.joined().utf8)
            for workers in Self.workers {
                for (sort, wanted) in [(true, expected), (false, unsorted)] {
                    var printed: [UInt8] = [], writes = 0
                    let written = FilterListing.write(result, of: lines, sort: sort, end: 0x0A, workers: workers,
                                                      runBytes: 4096) {  // runs of 256 rows
                        printed += $0
                        writes += 1
                        return true
                    }
                    #expect(written && printed == wanted, "\(text) \(sort) \(type(of: workers))")
                    #expect(text != "s" || writes > 2, "gathered in runs")
                }
            }
        }
    }

    /// A write that fails ends the listing: false, nothing more written.
    @Test func aFailedWriteEndsTheListing() {
        let lines = Self.lines
        let result = FilterResult.scan(FilterQuery("e"), in: lines)
        var writes = 0
        let written = FilterListing.write(result, of: lines, sort: true, end: 0x0A, workers: TwoThreads(),
                                          runBytes: 4096) { _ in
            writes += 1
            return false
        }
        #expect(!written && writes == 1)
    }

    /// The picker's filter a slice at a time, each slice's rows in pairs
    /// of runs, one to each worker: typed key by key (each key narrowing
    /// what the last kept, or overtaking its scan unfinished), it shows
    /// what one worker shows, in fewer slices.
    @Test func slicesInPairsFindWhatOnePassFinds() {
        for workers in Self.workers where workers.atOnce > 1 {
            for settles in [true, false] {
                var single = WheelFilter(wheel: 0, sliceWork: 700)
                var paired = WheelFilter(wheel: 0, sliceWork: 700, workers: workers)
                var singleTicks = 0, pairedTicks = 0
                for key in ["s", "r", "c", " ", "!", "t", "e"] {
                    single.type(key, in: Self.lines)
                    paired.type(key, in: Self.lines)
                    guard settles || key == "e" else { continue }
                    while single.isPending { single.tick(in: Self.lines); singleTicks += 1 }
                    while paired.isPending { paired.tick(in: Self.lines); pairedTicks += 1 }
                    #expect(paired.shown == single.shown, "\(key) \(type(of: workers)) \(settles)")
                    #expect(paired.matchCount == single.matchCount)
                }
                #expect(pairedTicks < singleTicks)
                paired.erase(in: Self.lines)
                single.erase(in: Self.lines)
                while single.isPending { single.tick(in: Self.lines) }
                while paired.isPending { paired.tick(in: Self.lines) }
                #expect(paired.shown == single.shown && single.shown != nil)
            }
        }
    }

    /// Matches enough to be ranked a slice at a time (`RankSorting`), ties
    /// among them: two threads show what one shows, while the scan goes on
    /// and once it is ranked, and both show the rows as comparing their
    /// whole rank keys orders them.
    @Test func manyMatchesRankedInSlicesAgree() {
        var corpus = FilterCorpus(seed: 52)
        var rows = corpus.rows(64_000)
        for i in stride(from: 0, to: rows.count, by: 5) { rows[i] = rows[(i * 31) % rows.count] }
        let lines = LineRows(rows.joined(separator: "\n") + "\n")
        for workers in [SecondThread(), MadeTwice()] as [any Workers] {
            var single = WheelFilter(wheel: 0)
            var paired = WheelFilter(wheel: 0, workers: workers)
            for key in ["e", "r"] {
                single.type(key, in: lines)
                paired.type(key, in: lines)
                while single.isPending || paired.isPending {
                    if single.isPending { single.tick(in: lines) }
                    if paired.isPending { paired.tick(in: lines) }
                }
                #expect(paired.shown == single.shown, "\(key) \(type(of: workers))")
                let result = FilterResult.scan(FilterQuery(single.query), in: lines)
                let compared = result.rankKeys.indices.sorted { result.rankKeys[$0] < result.rankKeys[$1] }.map { result.rows[$0] }
                #expect(single.shown == compared, "\(key)")
                #expect(key != "e" || result.rows.count > WheelFilter.rankedAtOnce, "ranked a slice at a time")
            }
        }
    }
}
