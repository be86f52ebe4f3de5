import ReelText

/// A query and how it compares: exact when it has capitals, else ASCII
/// letters of any case. Bytes outside ASCII always compare exactly: "é"
/// does not find "É" (folding them would need Unicode's case tables, and
/// the scan below compares bytes, not characters).
struct SmartCase {
    let bytes: [UInt8]
    let ignoresCase: Bool
    /// Per byte of the query, what to OR into a text byte before comparing:
    /// 0x20 for a lowercase ASCII letter when case is ignored (so that "A"
    /// becomes "a"; no other byte ORs into a letter), else 0.
    let folds: [UInt8]

    init(_ query: String) {
        self.init(bytes: Array(query.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        ignoresCase = !bytes.contains { (0x41...0x5A).contains($0) }
        folds = bytes.map { [ignoresCase] byte in ignoresCase && (0x61...0x7A).contains(byte) ? 0x20 : 0 }
    }

    /// The query after a "\n": found in a buffer of lines, it starts a line.
    var afterNewline: SmartCase { SmartCase(bytes: [0x0A] + bytes) }

    /// Whether a match found in a buffer of lines lies inside one line and
    /// is the same as a match in that line's shown text: no line ending in
    /// the query (a "\r" could meet the one a CRLF line hides).
    var scansLines: Bool { !bytes.isEmpty && !bytes.contains(0x0D) && !bytes.dropFirst().contains(0x0A) }

    func matches<Text: RandomAccessCollection<UInt8>>(_ text: Text, as match: TextMatch) -> Bool where Text.Index == Int {
        guard bytes.count <= text.count else { return false }
        if match == .prefix { return equal(text, at: text.startIndex) }
        var index = text.startIndex
        while index + bytes.count <= text.endIndex {
            if equal(text, at: index) { return true }
            index += 1
        }
        return false
    }

    private func equal<Text: RandomAccessCollection<UInt8>>(_ text: Text, at index: Int) -> Bool where Text.Index == Int {
        for (offset, byte) in bytes.enumerated() where text[index + offset] | folds[offset] != byte {
            return false
        }
        return true
    }

    /// The first offset in `starts` where the query lies in `base`, reading
    /// no byte at or past `limit`. Sixteen offsets at a time: a block is
    /// looked at closer only when some offset in it has the query's first
    /// byte and, `count - 1` bytes on, its last one, so text without the
    /// query costs about one pass at vector speed. `touched` grows by the
    /// bytes this call looked at (the offsets passed, and the bytes
    /// compared at each candidate), which tests bound.
    func firstOffset(in base: UnsafePointer<UInt8>, starts: Range<Int>, limit: Int, touched: inout Int) -> Int? {
        let n = bytes.count
        precondition(n > 0)
        let stop = min(starts.upperBound, limit - n + 1)
        guard starts.lowerBound < stop else { return nil }
        return bytes.withUnsafeBufferPointer { needle in
            folds.withUnsafeBufferPointer { folds in
                Self.scan(base, from: starts.lowerBound, to: stop, needle: needle, folds: folds, touched: &touched)
            }
        }
    }

    private typealias Block = SIMD16<UInt8>

    private static func scan(_ base: UnsafePointer<UInt8>, from start: Int, to stop: Int, needle: UnsafeBufferPointer<UInt8>,
                             folds: UnsafeBufferPointer<UInt8>, touched: inout Int) -> Int? {
        let n = needle.count, width = Block.scalarCount
        let first = Block(repeating: needle[0]), firstFold = Block(repeating: folds[0])
        let last = Block(repeating: needle[n - 1]), lastFold = Block(repeating: folds[n - 1])
        let raw = UnsafeRawPointer(base)
        var offset = start
        var compared = 0
        defer { touched += offset - start + compared }
        // A candidate at `at`: compares the bytes between the first and the last.
        func matches(at candidate: Int) -> Bool {
            var i = 1
            while i < n - 1 {
                if base[candidate &+ i] | folds[i] != needle[i] { break }
                i &+= 1
            }
            compared &+= i
            return i >= n - 1
        }
        // Blocks whose last-byte lanes stay before `stop + n - 1 <= limit`.
        while offset &+ width <= stop {
            let heads = raw.loadUnaligned(fromByteOffset: offset, as: Block.self)
            let tails = raw.loadUnaligned(fromByteOffset: offset &+ n &- 1, as: Block.self)
            // Zero where both ends match, in lanes whose offset may start the query.
            let misses = ((heads | firstFold) ^ first) | ((tails | lastFold) ^ last)
            if misses.min() == 0 {
                for lane in 0..<width where misses[lane] == 0 && matches(at: offset &+ lane) {
                    offset &+= lane
                    return offset
                }
            }
            offset &+= width
        }
        while offset < stop {
            if base[offset] | folds[0] == needle[0], base[offset &+ n &- 1] | folds[n - 1] == needle[n - 1], matches(at: offset) {
                return offset
            }
            offset &+= 1
        }
        return nil
    }
}
