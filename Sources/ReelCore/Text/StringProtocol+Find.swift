extension StringProtocol {
    /// The first occurrence of `needle`, compared character by character.
    /// reel's own, so that the binary does not link the Swift regex and
    /// string-processing libraries (about a megabyte with their Unicode
    /// name tables) for the few places that look for a literal.
    package func firstRange(ofLiteral needle: String) -> Range<Index>? {
        guard let first = needle.first else { return startIndex..<startIndex }
        var start = startIndex
        while let at = self[start...].firstIndex(of: first) {
            var i = at, j = needle.startIndex
            while i < endIndex, j < needle.endIndex, self[i] == needle[j] {
                formIndex(after: &i)
                needle.formIndex(after: &j)
            }
            if j == needle.endIndex { return at..<i }
            start = index(after: at)
        }
        return nil
    }

    package func contains(literal needle: String) -> Bool { firstRange(ofLiteral: needle) != nil }
}
