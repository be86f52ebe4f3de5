import ReelText

/// A query made ready to test rows, one at a time, as bytes. Most rows of
/// a long list fail on their bytes alone: each group that is a single
/// ASCII term needs its characters in order, which a byte scan checks
/// (fzf's skip does the same); only the rows left are decoded and scored.
/// Holds its buffers, so it is made once per scan, never kept in state.
package final class RowMatcher {
    let query: FilterQuery
    /// The query's groups, each once, with how often the query has it: a
    /// word typed twice scores twice, as fzf adds each term's score, but
    /// is searched for once (2,000 words drawn from a dozen cost a dozen).
    private let groups: [(terms: [FilterTerm], times: Int32)]
    private let text = FilterText()
    /// For each group that is one ASCII term to find: its bytes, and per
    /// byte what to OR into a row's byte before comparing (0x20 for a
    /// lowercase letter of a case-blind term, so that "A" reads as "a").
    private let needed: [(bytes: [UInt8], folds: [UInt8])]
    /// A letter beyond ASCII may stand for one of `needed`'s (`é` for `e`
    /// when a term folds accents, `K` for `k` when it ignores case): a
    /// row that fails the byte test but holds such a letter is decoded.
    private let neededBeyondASCII: Bool
    /// A query of one ASCII character (the first key typed, which matches
    /// the most rows): scored on the bytes, with no decoding.
    private let single: (byte: UInt8, fold: UInt8)?
    /// Rows hold colour codes that are drawn (`--ansi`): a row with an
    /// ESC is matched as its text, without them.
    private let stripsColorCodes: Bool
    /// The query's characters, all terms together: a row scored costs
    /// about its length times this many table cells.
    private let scalars: Int
    /// Table cells scored since it was made (row length × the query's
    /// characters, for each row that passed the byte test): what a slice
    /// of a scan counts as work besides its rows (`FilterScan`).
    private(set) var cells = 0

    package init(_ query: FilterQuery, stripsColorCodes: Bool = false) {
        self.query = query
        self.stripsColorCodes = stripsColorCodes
        var seen: [[FilterTerm]: Int] = [:]
        var groups: [(terms: [FilterTerm], times: Int32)] = []
        for group in query.groups {
            if let place = seen[group] {
                groups[place].times += 1
            } else {
                seen[group] = groups.count
                groups.append((group, 1))
            }
        }
        self.groups = groups
        scalars = groups.reduce(0) { $0 + $1.terms.reduce(0) { $0 + $1.scalars.count } }
        if query.groups.count == 1, query.groups[0].count == 1, let term = query.groups[0].first, !term.inverse,
           term.kind == .fuzzy, term.isASCII, term.scalars.count == 1 {
            let byte = UInt8(term.scalars[0])
            single = (byte, !term.caseSensitive && (0x61...0x7A).contains(byte) ? 0x20 : 0)
        } else {
            single = nil
        }
        let terms = groups.compactMap { group -> FilterTerm? in
            guard group.terms.count == 1, let term = group.terms.first, !term.inverse, term.isASCII else { return nil }
            return term
        }
        needed = terms.map { term in
            let bytes = term.scalars.map { UInt8($0) }
            return (bytes, bytes.map { !term.caseSensitive && (0x61...0x7A).contains($0) ? UInt8(0x20) : 0 })
        }
        neededBeyondASCII = terms.contains { $0.foldsAccents || !$0.caseSensitive }
    }

    /// The row's score and its length for ties, or nil when it does not match.
    func match(_ row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)? {
        if stripsColorCodes, SGR.mayHoldSequences(UnsafeRawBufferPointer(row)) {
            return SGR.stripped(UnsafeRawBufferPointer(row)).withUnsafeBufferPointer { matchText($0) }
        }
        return matchText(row)
    }

    /// The same for a row the caller knows is ASCII (`ASCIIRuns`): no
    /// letter in it folds, so its bytes alone can turn it down, as before
    /// folding, without a look for such letters.
    func match(ascii row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)? {
        if stripsColorCodes, SGR.mayHoldSequences(UnsafeRawBufferPointer(row)) {
            return SGR.stripped(UnsafeRawBufferPointer(row)).withUnsafeBufferPointer { matchBytes($0) }
        }
        return matchBytes(row)
    }

    /// Letters missing from the bytes may be there folded (`é` for `e`):
    /// a row holding a scalar that folds to ASCII is scored without the
    /// byte test; any other is tested on its bytes first.
    private func matchText(_ row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)? {
        if neededBeyondASCII, Self.mayFoldToASCII(row) { return scored(row) }
        return matchBytes(row)
    }

    private func matchBytes(_ row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)? {
        if let single, row.count <= TermScore.tableLimit, let found = Self.single(single.byte, fold: single.fold, in: row) {
            return found ?? nil
        }
        for need in needed where !Self.holds(row, need.bytes, need.folds) { return nil }
        return scored(row)
    }

    /// The row decoded and each group's terms scored on it.
    private func scored(_ row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)? {
        cells &+= row.count &* scalars
        text.load(row)
        var total: Int32 = 0
        for group in groups {
            var matched = false, score: Int32 = 0
            for term in group.terms {
                let found = TermScore.score(term, in: text)
                if term.inverse {
                    // An absent word matches this alternative; a later one may still score.
                    if found == nil { matched = true; score = 0 }
                    continue
                }
                if let found {
                    matched = true
                    score = found
                    break
                }
            }
            guard matched else { return nil }
            total &+= score &* group.times
        }
        return (total, text.trimmedLength)
    }

    /// Where the query matches `row`, as offsets of its scalars, in order
    /// (each group's first alternative that matches): what the wheel
    /// highlights. Empty when it does not match.
    package func positions(_ row: UnsafeBufferPointer<UInt8>) -> [Int] {
        Set(termPositions(row).joined()).sorted()
    }

    /// `positions`, each term's (a group's first alternative that
    /// matches) apart, in the query's order: a row too wide for its column
    /// slides to the term that ends last and what follows it.
    package func termPositions(_ row: UnsafeBufferPointer<UInt8>) -> [[Int]] {
        if stripsColorCodes, SGR.mayHoldSequences(UnsafeRawBufferPointer(row)) {
            return SGR.stripped(UnsafeRawBufferPointer(row)).withUnsafeBufferPointer { positionsInText($0) }
        }
        return positionsInText(row)
    }

    private func positionsInText(_ row: UnsafeBufferPointer<UInt8>) -> [[Int]] {
        text.load(row)
        var found: [[Int]] = []
        for group in query.groups {
            for term in group where !term.inverse {
                if let places = TermScore.positions(term, in: text) {
                    if !places.isEmpty { found.append(places.sorted()) }
                    break
                }
            }
        }
        return found
    }

    /// One ASCII character over an ASCII row, as `TermScore`'s one-character
    /// case scores it (its best place: the first at a word's start, else
    /// the greatest bonus), with the length for ties; nil when the row is
    /// not ASCII (the general path then decodes it), .some(nil) when the
    /// character is not in it.
    private static func single(_ byte: UInt8, fold: UInt8, in row: UnsafeBufferPointer<UInt8>) -> (score: Int32, length: Int)?? {
        // The first key typed tests every row, so this is the hot loop of a
        // million: the row's bytes OR-ed (ASCII or not) and compared, which
        // the compiler vectorizes; only the places that match are classed.
        var high: UInt8 = 0
        for current in row { high |= current }
        if high >= 0x80 { return nil }
        let n = row.count
        guard n > 0, let base = row.baseAddress else { return .some(nil) }
        // The places that match, eight bytes at a time (ByteMask.portable's
        // test for a zero byte after an exclusive or: exact, no false
        // matches), in order, until one is worth a boundary's bonus.
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let wanted = UInt64(byte) &* 0x0101_0101_0101_0101, folds = UInt64(fold) &* 0x0101_0101_0101_0101
        var best: Int16 = -1
        var word = 0
        places: while word < n {
            var bytes: UInt64
            if n - word >= 8 {
                bytes = UInt64(littleEndian: UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self))
            } else if n >= 8 {
                // The row's last eight bytes, those already seen shifted out
                // and 0x80 past its end (no ASCII byte, folded or not).
                let left = UInt64(n - word)
                let last = UInt64(littleEndian: UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self))
                bytes = last >> (8 * (8 - left)) | 0x8080_8080_8080_8080 << (8 * left)
            } else {
                bytes = 0x8080_8080_8080_8080
                for k in 0..<(n - word) { bytes = bytes & ~(0xFF << (8 * UInt64(k))) | UInt64(base[word + k]) << (8 * UInt64(k)) }
            }
            let zeroed = (bytes | folds) ^ wanted
            var matches = ~(((zeroed & low) &+ low) | zeroed | low)
            while matches != 0 {
                let j = word + matches.trailingZeroBitCount / 8
                matches &= matches &- 1
                let previous = j == 0 ? CharClass.white : CharClass.of(ascii: base[j - 1])
                best = max(best, Points.bonus(after: previous, at: CharClass.of(ascii: base[j])))
                if best >= Points.boundary { break places }
            }
            word += 8
        }
        guard best >= 0 else { return .some(nil) }
        // The length for ties: without white space at either end.
        var start = 0, end = n
        while start < end && CharClass.of(ascii: row[start]) == .white { start &+= 1 }
        while end > start && CharClass.of(ascii: row[end - 1]) == .white { end &-= 1 }
        return (Int32(Points.match + best * Points.firstCharMultiplier), end - start)
    }

    /// Whether `row` holds a scalar that may fold to an ASCII letter:
    /// first whether it holds any byte past ASCII at all (a loop the
    /// compiler vectorizes), then its lead bytes.
    private static func mayFoldToASCII(_ row: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in row { high |= byte }
        guard high >= 0x80 else { return false }
        return row.contains { LatinFold.mayFoldToASCII(lead: $0) }
    }

    /// Whether `row` holds `bytes` in order, each compared after its fold.
    private static func holds(_ row: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ folds: [UInt8]) -> Bool {
        var k = 0, i = 0
        let n = row.count, m = bytes.count
        while k < m {
            let wanted = bytes[k], fold = folds[k]
            while i < n && row[i] | fold != wanted { i &+= 1 }
            if i == n { return false }
            i &+= 1
            k &+= 1
        }
        return true
    }
}
