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

    /// Wrapping arithmetic, since `row * step` alone may pass `Int.max`
    /// where the sum does not (row 2 of `-9223372036854775808...9223372036854775807/9223372036854775807`
    /// is 9223372036854775806): the true number of a row in `0..<count`
    /// always fits, so the wrapped sum is exact.
    package func number(at row: Int) -> Int { first &+ row &* step }

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
    /// Counted without a signed difference, which overflows for a number
    /// typed far from the range (`--select 9223372036854775807` on `-5...5`).
    package func row(matching text: String) -> Int? {
        guard let n = Int(text), let distance = Self.distance(from: first, to: n, along: step) else { return nil }
        let stride = step.magnitude
        guard distance % stride == 0, distance / stride < UInt(count) else { return nil }
        return Int(distance / stride)
    }

    /// How far `n` lies from `start` in the direction of `step`, exactly
    /// (up to 2^64 − 1); nil when it lies behind `start`.
    package static func distance(from start: Int, to n: Int, along step: Int) -> UInt? {
        if step > 0 { return n >= start ? UInt(bitPattern: n &- start) : nil }
        return n <= start ? UInt(bitPattern: start &- n) : nil
    }
}
