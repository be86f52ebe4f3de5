import ReelText

/// One row made ready for scoring: its scalars, the same lowercased, both
/// with accented Latin letters folded (fzf's normalisation, for query
/// words without accents; ASCII rows share the unfolded buffers), each
/// one's class and bonus. Scoring reads them many times, so they are worked
/// out once per row, and only for rows whose bytes could match. The buffers
/// grow to the longest row seen and are reused: a scan of a million rows
/// allocates nothing per row.
final class FilterText {
    private(set) var count = 0
    private(set) var scalars: UnsafeMutablePointer<UInt32>
    private(set) var folded: UnsafeMutablePointer<UInt32>
    private var baseScalars: UnsafeMutablePointer<UInt32>
    private var baseFolded: UnsafeMutablePointer<UInt32>
    /// The row is ASCII: nothing in it folds, so the folded buffers are not filled.
    private var isASCII = true
    private(set) var classes: UnsafeMutablePointer<CharClass>
    private(set) var bonuses: UnsafeMutablePointer<Int16>
    /// The DP's two tables (score, consecutive run) and the first matches.
    private(set) var scores: UnsafeMutablePointer<Int16>
    private(set) var runs: UnsafeMutablePointer<Int16>
    private(set) var firsts: UnsafeMutablePointer<Int>
    /// Where the last fuzzy match scored best (its last character), and
    /// the last column of its table: what `TermScore.positions` reads back.
    var bestColumn = 0
    var lastColumn = 0
    private var capacity = 0
    private var tableCapacity = 0
    private var firstsCapacity = 0

    init() {
        scalars = .allocate(capacity: 0)
        folded = .allocate(capacity: 0)
        baseScalars = .allocate(capacity: 0)
        baseFolded = .allocate(capacity: 0)
        classes = .allocate(capacity: 0)
        bonuses = .allocate(capacity: 0)
        scores = .allocate(capacity: 0)
        runs = .allocate(capacity: 0)
        firsts = .allocate(capacity: 0)
    }

    deinit {
        scalars.deallocate(); folded.deallocate(); classes.deallocate(); bonuses.deallocate()
        baseScalars.deallocate(); baseFolded.deallocate()
        scores.deallocate(); runs.deallocate(); firsts.deallocate()
    }

    /// Loads a row's UTF-8 bytes; invalid bytes read as U+FFFD.
    func load(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        var ascii = true
        for byte in bytes where byte >= 0x80 { ascii = false; break }
        isASCII = ascii
        guard ascii else { return loadUnicode(bytes) }
        var n = 0
        var previous = CharClass.white
        for byte in bytes {
            let scalar = UInt32(byte), current = CharClass.of(ascii: byte)
            scalars[n] = scalar
            folded[n] = current == .upper ? scalar | 0x20 : scalar
            classes[n] = current
            bonuses[n] = Points.bonus(after: previous, at: current)
            previous = current
            n &+= 1
        }
        count = n
    }

    /// A row beyond ASCII, decoded, with its folded letters too. Kept out
    /// of `load`, so that the ASCII loop, which most rows take, compiles
    /// as it did before folding.
    @inline(never)
    private func loadUnicode(_ bytes: UnsafeBufferPointer<UInt8>) {
        var n = 0
        var previous = CharClass.white
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        decoding: while true {
            let scalar: UInt32
            switch decoder.decode(&iterator) {
            case .scalarValue(let value): scalar = value.value
            case .error: scalar = 0xFFFD
            case .emptyInput: break decoding
            }
            let current = CharClass.of(scalar)
            scalars[n] = scalar
            let lower = scalar < 0x80 ? (current == .upper ? scalar | 0x20 : scalar) : Self.lowercase(scalar)
            folded[n] = lower
            baseScalars[n] = LatinFold.base(scalar)
            baseFolded[n] = LatinFold.base(lower)
            classes[n] = current
            bonuses[n] = Points.bonus(after: previous, at: current)
            previous = current
            n &+= 1
        }
        count = n
    }

    /// What `term` compares its scalars with: the row as it is or
    /// lowercased (smart case), accented letters folded or not.
    @inline(__always)
    func characters(for term: FilterTerm) -> UnsafeMutablePointer<UInt32> {
        if term.foldsAccents && !isASCII { return term.caseSensitive ? baseScalars : baseFolded }
        return term.caseSensitive ? scalars : folded
    }

    /// Room for `cells` DP cells and `terms` first matches.
    func reserveTables(cells: Int, terms: Int) {
        if cells > tableCapacity {
            tableCapacity = max(cells, tableCapacity * 2)
            scores.deallocate(); runs.deallocate()
            scores = .allocate(capacity: tableCapacity)
            runs = .allocate(capacity: tableCapacity)
        }
        if terms > firstsCapacity {
            firstsCapacity = max(terms, firstsCapacity * 2)
            firsts.deallocate()
            firsts = .allocate(capacity: firstsCapacity)
        }
    }

    /// The row's length as fzf's tie-break counts it: scalars, without
    /// white space at either end.
    var trimmedLength: Int {
        var start = 0, end = count
        while end > 0 && classes[end - 1] == .white { end -= 1 }
        while start < end && classes[start] == .white { start += 1 }
        return end - start
    }

    var leadingWhite: Int {
        var start = 0
        while start < count && classes[start] == .white { start += 1 }
        return start
    }

    var trailingWhite: Int {
        var end = count
        while end > 0 && classes[end - 1] == .white { end -= 1 }
        return count - end
    }

    private func reserve(_ bytes: Int) {
        // A scalar takes at least one byte: `bytes` scalars always suffice.
        guard bytes > capacity else { return }
        capacity = max(bytes, capacity * 2)
        scalars.deallocate(); folded.deallocate(); classes.deallocate(); bonuses.deallocate()
        baseScalars.deallocate(); baseFolded.deallocate()
        scalars = .allocate(capacity: capacity)
        folded = .allocate(capacity: capacity)
        baseScalars = .allocate(capacity: capacity)
        baseFolded = .allocate(capacity: capacity)
        classes = .allocate(capacity: capacity)
        bonuses = .allocate(capacity: capacity)
    }

    /// A scalar's simple lowercase (the Kelvin sign's is `k`), or itself
    /// where it has none. Where the lowercase takes several scalars, its
    /// first when that is ASCII (`İ` U+0130 is `i` and a dot above: `i`,
    /// as fzf's simple mapping has it), else the scalar itself.
    static func lowercase(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return (0x41...0x5A).contains(scalar) ? scalar | 0x20 : scalar }
        guard let value = Unicode.Scalar(scalar), value.properties.changesWhenLowercased else { return scalar }
        let lower = value.properties.lowercaseMapping.unicodeScalars
        guard let first = lower.first else { return scalar }
        return lower.count == 1 || first.isASCII ? first.value : scalar
    }
}
