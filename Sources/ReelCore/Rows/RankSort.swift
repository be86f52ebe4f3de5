import ReelText

/// Sorts a filter's rank keys, best first, at once (`--batch --filter`,
/// and a result of few matches): `RankSorting` run to its end.
enum RankSort {
    /// The keys' ordinals, best first.
    static func ordinals(_ keys: [UInt64]) -> [Int] {
        ranked(keys).map(Int.init)
    }

    /// `values` (one per key), or the ordinals, best first.
    static func ranked(_ keys: [UInt64], values: [Int32]? = nil) -> [Int32] {
        var sorting = RankSorting(keys, values: values)
        sorting.advance(budget: .max)
        return sorting.sorted
    }
}
