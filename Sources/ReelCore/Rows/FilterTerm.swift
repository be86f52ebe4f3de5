import ReelText

/// One word of a `--filter` query, as fzf's extended search reads it:
/// `abc` fuzzy (the characters in order), `'abc` exact, `^abc` a prefix,
/// `abc$` a suffix, `^abc$` the whole row, `!abc` excludes rows holding
/// `abc` (`!'abc` rows matching it fuzzily).
package struct FilterTerm: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case fuzzy, exact, prefix, suffix, equal
    }

    package var kind: Kind
    package var inverse: Bool
    /// Smart case, per word: a word with a capital letter matches case
    /// exactly; any other matches letters of either case.
    package var caseSensitive: Bool
    /// The word's scalars, lowercased unless `caseSensitive`.
    package var scalars: [UInt32]
    /// Accented Latin letters in rows match their base letter (fzf's
    /// normalisation): true unless the word has one itself, or `--literal`.
    package var foldsAccents: Bool
    /// Every scalar is ASCII: the scan can reject rows on their bytes.
    let isASCII: Bool

    init(kind: Kind, inverse: Bool, caseSensitive: Bool, scalars: [UInt32], foldsAccents: Bool = false) {
        self.kind = kind
        self.inverse = inverse
        self.caseSensitive = caseSensitive
        self.scalars = scalars
        self.foldsAccents = foldsAccents
        isASCII = scalars.allSatisfy { $0 < 0x80 }
    }

    /// True when every row this term matches, `weaker` matches too: then a
    /// query with this term need only search the rows one with `weaker` kept.
    func implies(_ weaker: FilterTerm) -> Bool {
        if inverse || weaker.inverse { return self == weaker }
        // A case-exact weaker word is implied only by a case-exact one;
        // a case-blind one by either, once lowercased.
        if weaker.caseSensitive && !caseSensitive { return false }
        // A weaker word that folds accents finds this one's accented letters as their base.
        let lowered = weaker.caseSensitive ? scalars : scalars.map(FilterText.lowercase)
        let mine = weaker.foldsAccents ? lowered.map(LatinFold.base) : lowered
        let theirs = weaker.scalars
        switch weaker.kind {
        case .fuzzy:
            var index = theirs.startIndex
            for scalar in mine where index < theirs.endIndex && scalar == theirs[index] { index += 1 }
            return index == theirs.endIndex
        case .exact:
            return kind != .fuzzy && Self.contains(mine, theirs)
        case .prefix:
            return (kind == .prefix || kind == .equal) && mine.starts(with: theirs)
        case .suffix:
            return (kind == .suffix || kind == .equal) && mine.reversed().starts(with: theirs.reversed())
        case .equal:
            return kind == .equal && mine == theirs
        }
    }

    private static func contains(_ text: [UInt32], _ part: [UInt32]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { text[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
