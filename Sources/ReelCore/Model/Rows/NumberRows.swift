import ReelText

/// An arithmetic sequence of integers (`1...20`, `0...55/5`, `10...1`,
/// `00...59`), computed rather than stored.
package struct NumberRows: RowSource, Equatable {
    package var first: Int
    /// Signed distance between neighbouring rows.
    package var step: Int
    package var count: Int
    /// Digits to zero-pad to (0: none), e.g. 2 for `00...59`.
    package var padding: Int

    package init(first: Int, step: Int, count: Int, padding: Int = 0) {
        self.first = first
        self.step = step
        self.count = count
        self.padding = padding
    }

    package func number(at row: Int) -> Int { first + row * step }

    package func title(at row: Int) -> String {
        let n = number(at: row)
        let digits = String(n.magnitude)
        let padded = digits.count < padding ? String(repeating: "0", count: padding - digits.count) + digits : digits
        return n < 0 ? "-" + padded : padded
    }

    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(cap, max(title(at: 0).utf8.count, title(at: count - 1).utf8.count))
    }

    /// Numbers match by value, so `--select 7` finds `07` on `00...59`.
    package func row(matching text: String) -> Int? {
        guard let n = Int(text) else { return nil }
        let offset = n - first
        guard offset % step == 0 else { return nil }
        let row = offset / step
        return (0..<count).contains(row) ? row : nil
    }
}
