import ReelText

/// A run of letters (`a...z`, `A...F`, `z...a/2`), computed rather than stored.
package struct LetterRows: RowSource, Equatable {
    package var first: Unicode.Scalar
    package var step: Int
    package var count: Int

    package init(first: Unicode.Scalar, step: Int, count: Int) {
        self.first = first
        self.step = step
        self.count = count
    }

    package func title(at row: Int) -> String {
        String(Character(Unicode.Scalar(UInt32(Int(first.value) + row * step))!))
    }

    package func widestRow(width: DisplayWidth, cap: Int) -> Int { min(cap, count > 0 ? 1 : 0) }
}
