import ReelText

/// Sorts a filter's rank keys, best first. A key is score (inverted),
/// length and the match's ordinal (`FilterResult.keep`), and the keys are
/// made in ordinal order, so a stable sort of their upper 32 bits is the
/// whole order: two passes of counting sort, 16 bits each (length, then
/// score), instead of comparing — a million keys in a few milliseconds.
enum RankSort {
    static func ordinals(_ keys: [UInt64]) -> [Int] {
        guard keys.count > 1 else { return keys.indices.map { $0 } }
        let byLength = pass(Array(keys.indices), keys, shift: 32)
        return pass(byLength, keys, shift: 48)
    }

    /// `order` stably sorted by the 16 bits of each key at `shift`.
    private static func pass(_ order: [Int], _ keys: [UInt64], shift: UInt64) -> [Int] {
        var counts = [Int](repeating: 0, count: 1 << 16 + 1)
        for i in order { counts[Int(truncatingIfNeeded: (keys[i] >> shift) & 0xFFFF) + 1] += 1 }
        for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
        var sorted = [Int](repeating: 0, count: order.count)
        for i in order {
            let bucket = Int(truncatingIfNeeded: (keys[i] >> shift) & 0xFFFF)
            sorted[counts[bucket]] = i
            counts[bucket] += 1
        }
        return sorted
    }
}
