import ReelText

/// Ranks a filter's matches, best first, a slice at a time: a million
/// matches (the first key of a long list) take more than a frame to rank,
/// so the picker ranks them some hundred thousand keys a tick, showing
/// them in input order meanwhile. A key is score (inverted), length and
/// the match's ordinal (`FilterResult.keep`), made in ordinal order, so a
/// stable sort of its upper 32 bits is the whole order: counting sort,
/// both passes' counts taken in one read of the keys, then the matches
/// placed by length, then by score, each step resumable between any two
/// keys. The first placing carries each key's upper half with what is
/// sorted, so that the second reads its output in turn instead of the
/// keys at random (a cache miss each, most of the time a million matches
/// took to rank).
package struct RankSorting: Sendable {
    /// Fewer keys than this are sorted whole at once, by comparison:
    /// the counts' 65,536 buckets would cost more than the keys.
    static let countsFrom = 4096

    private let keys: [UInt64]
    /// What is sorted: per key, the value the order lists (the ordinals
    /// when none are given).
    private let values: [Int32]?
    /// The values best first, once `isDone`.
    package private(set) var sorted: [Int32] = []
    /// The keys' upper halves, each with its value in the lower, by length.
    private var byLength: [UInt64] = []
    /// Per bucket: how many keys fall in it, then where the next goes.
    private var lengthAt: [Int] = []
    private var scoreAt: [Int] = []
    private var step = Step.counting
    private var next = 0

    private enum Step { case counting, byLength, byScore, done }

    /// Ranks `keys`; `values` (one per key) are what the order lists, the
    /// keys' ordinals when nil.
    package init(_ keys: [UInt64], values: [Int32]? = nil) {
        self.keys = keys
        self.values = values
        guard keys.count >= Self.countsFrom else {
            // The ordinal in each key's lower half is its place, whatever the key held there.
            let order = keys.indices.map { keys[$0] & Self.upper | UInt64($0) }.sorted()
            sorted = order.map { values?[Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)] ?? Int32(truncatingIfNeeded: $0) }
            step = .done
            return
        }
    }

    package var isDone: Bool { step == .done }

    /// Does up to `budget` keys' worth of counting or placing.
    package mutating func advance(budget: Int) {
        var left = max(1, budget)
        while left > 0, step != .done {
            let end = min(keys.count, next + left)
            switch step {
            case .counting: count(next..<end)
            case .byLength: placeByLength(next..<end)
            case .byScore: placeByScore(next..<end)
            case .done: break
            }
            left -= end - next
            next = end
            if next == keys.count { finishStep() }
        }
    }

    private static let upper: UInt64 = 0xFFFF_FFFF_0000_0000

    private mutating func count(_ range: Range<Int>) {
        if lengthAt.isEmpty {
            lengthAt = [Int](repeating: 0, count: 1 << 16)
            scoreAt = [Int](repeating: 0, count: 1 << 16)
        }
        keys.withUnsafeBufferPointer { keys in
            lengthAt.withUnsafeMutableBufferPointer { lengths in
                scoreAt.withUnsafeMutableBufferPointer { scores in
                    for i in range {
                        let key = keys[i]
                        lengths[Int(truncatingIfNeeded: key >> 32 & 0xFFFF)] += 1
                        scores[Int(truncatingIfNeeded: key >> 48)] += 1
                    }
                }
            }
        }
    }

    private mutating func placeByLength(_ range: Range<Int>) {
        keys.withUnsafeBufferPointer { keys in
            lengthAt.withUnsafeMutableBufferPointer { at in
                byLength.withUnsafeMutableBufferPointer { placed in
                    if let values {
                        values.withUnsafeBufferPointer { values in
                            for i in range {
                                let key = keys[i], bucket = Int(truncatingIfNeeded: key >> 32 & 0xFFFF)
                                placed[at[bucket]] = key & Self.upper | UInt64(UInt32(bitPattern: values[i]))
                                at[bucket] += 1
                            }
                        }
                    } else {
                        for i in range {
                            let key = keys[i], bucket = Int(truncatingIfNeeded: key >> 32 & 0xFFFF)
                            placed[at[bucket]] = key & Self.upper | UInt64(i)
                            at[bucket] += 1
                        }
                    }
                }
            }
        }
    }

    private mutating func placeByScore(_ range: Range<Int>) {
        byLength.withUnsafeBufferPointer { byLength in
            scoreAt.withUnsafeMutableBufferPointer { at in
                sorted.withUnsafeMutableBufferPointer { sorted in
                    for k in range {
                        let entry = byLength[k], bucket = Int(truncatingIfNeeded: entry >> 48)
                        sorted[at[bucket]] = Int32(truncatingIfNeeded: entry)
                        at[bucket] += 1
                    }
                }
            }
        }
    }

    /// The counts become where each bucket starts; the places made are
    /// what the next step reads.
    private mutating func finishStep() {
        next = 0
        switch step {
        case .counting:
            Self.starts(&lengthAt)
            Self.starts(&scoreAt)
            byLength = Self.unfilled(keys.count)
            step = .byLength
        case .byLength:
            lengthAt = []
            sorted = Self.unfilled(keys.count)
            step = .byScore
        case .byScore, .done:
            byLength = []
            scoreAt = []
            step = .done
        }
    }

    /// Room for `count` numbers, not zeroed first: a placing writes each
    /// place once before anything reads it.
    private static func unfilled<Number: FixedWidthInteger>(_ count: Int) -> [Number] {
        Array(unsafeUninitializedCapacity: count) { _, filled in filled = count }
    }

    private static func starts(_ counts: inout [Int]) {
        var sum = 0
        for bucket in counts.indices {
            let count = counts[bucket]
            counts[bucket] = sum
            sum += count
        }
    }
}
