/// Numbers shown with the text a locale glues to them and printed bare:
/// the date preset's `2026年` and `14일` print `2026` and `14`. The shown
/// number may be padded differently from the printed one (US English shows
/// the 3rd as `3`; the date prints `03`).
public struct AffixedRows: RowSource, Equatable {
    /// What prints, and what typed digits and `--select` find.
    public var numbers: NumberRows
    public var prefix: String
    public var suffix: String
    /// Digits the shown number is padded to (0: none).
    public var shownPadding: Int

    public init(_ numbers: NumberRows, prefix: String = "", suffix: String = "", shownPadding: Int? = nil) {
        self.numbers = numbers
        self.prefix = prefix
        self.suffix = suffix
        self.shownPadding = shownPadding ?? numbers.padding
    }

    public var count: Int { numbers.count }

    public func title(at row: Int) -> String {
        var shown = numbers
        shown.padding = shownPadding
        return prefix + shown.title(at: row) + suffix
    }

    public func value(at row: Int) -> [UInt8] { numbers.value(at: row) }

    /// The widest number is the first or the last; the affixes add the same to each.
    public func widestRow(width: DisplayWidth, cap: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(cap, max(SafeText.columns(of: title(at: 0), width: width),
                            SafeText.columns(of: title(at: count - 1), width: width)))
    }

    public func row(matching text: String) -> Int? {
        numbers.row(matching: text) ?? (0..<count).first { title(at: $0) == text }
    }

    /// Digits typed find the number, whatever is glued to it.
    public func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        numbers.firstRow(matching: query, as: match, from: start)
    }
}
