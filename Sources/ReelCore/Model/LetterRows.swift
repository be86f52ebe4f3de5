/// A run of letters (`a...z`, `A...F`, `z...a/2`), computed rather than stored.
public struct LetterRows: RowSource, Equatable {
    public var first: Unicode.Scalar
    public var step: Int
    public var count: Int

    public init(first: Unicode.Scalar, step: Int, count: Int) {
        self.first = first
        self.step = step
        self.count = count
    }

    public func title(at row: Int) -> String {
        String(Character(Unicode.Scalar(UInt32(Int(first.value) + row * step))!))
    }

    public func widestRow(width: DisplayWidth, cap: Int) -> Int { min(cap, count > 0 ? 1 : 0) }
}
