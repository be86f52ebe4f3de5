import ReelText

/// `RankSort` a slice at a time: a million matches (the first key of a
/// long list) take more than a frame to rank, so the picker ranks them a
/// few hundred thousand keys a tick, showing them in input order
/// meanwhile. The same two stable counting passes (length, then score),
/// each a count and a placing, resumable between any two keys.
struct RankSorting: Sendable {
    private let keys: [UInt64]
    /// The order so far: input order, then by length, then by score too.
    private var order: [Int32]
    private var placed: [Int32] = []
    private var counts: [Int] = []
    /// 0: by length; 1: by score; 2: done.
    private var pass = 0
    private var counted = false
    private var next = 0

    init(_ keys: [UInt64]) {
        self.keys = keys
        order = keys.indices.map { Int32(truncatingIfNeeded: $0) }
        if keys.count < 2 { pass = 2 }
    }

    var isDone: Bool { pass == 2 }

    /// The positions of the keys, best first, once `isDone`.
    var ordinals: [Int] { order.map(Int.init) }

    /// Does up to `budget` keys' worth of counting or placing.
    mutating func advance(budget: Int) {
        var left = max(1, budget)
        while left > 0, pass < 2 {
            let shift: UInt64 = pass == 0 ? 32 : 48
            let end = min(order.count, next + left)
            if !counted {
                if next == 0 { counts = [Int](repeating: 0, count: 1 << 16 + 1) }
                // Counts do not depend on the order: the keys in place, read in turn.
                for i in next..<end { counts[Int(truncatingIfNeeded: (keys[i] >> shift) & 0xFFFF) + 1] += 1 }
            } else {
                if next == 0 { placed = [Int32](repeating: 0, count: order.count) }
                for k in next..<end {
                    let i = order[k]
                    let bucket = Int(truncatingIfNeeded: (keys[Int(i)] >> shift) & 0xFFFF)
                    placed[counts[bucket]] = i
                    counts[bucket] += 1
                }
            }
            left -= end - next
            next = end
            guard next == order.count else { continue }
            next = 0
            if !counted {
                for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
                counted = true
            } else {
                order = placed
                placed = []
                counts = []
                counted = false
                pass += 1
            }
        }
    }
}
