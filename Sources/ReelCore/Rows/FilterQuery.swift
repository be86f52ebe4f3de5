import ReelText

/// A `--filter` query parsed as fzf's extended search: words separated by
/// spaces must all match; words joined by ` | ` are alternatives; `\ ` is
/// a space inside a word. Leading spaces, and trailing ones not escaped,
/// are ignored, so a query being typed means the same with its space.
/// A word without accents finds accented Latin letters as their base
/// letter (`cafe` finds `café`), as fzf's does, unless `literal` (fzf's
/// `--literal`).
package struct FilterQuery: Sendable, Equatable {
    /// Every group must match; within a group, any term.
    package let groups: [[FilterTerm]]

    package init(_ text: String, literal: Bool = false) {
        groups = Self.parse(Self.trimmed(text), literal: literal)
    }

    /// No terms: every row matches, in input order.
    package var isEmpty: Bool { groups.isEmpty }

    /// Ranking means something only when some term is not an exclusion
    /// (fzf keeps input order for `!word` alone).
    package var ranks: Bool { groups.contains { $0.contains { !$0.inverse } } }

    /// True when every row this query matches, `weaker` matches too, so
    /// the rows `weaker` kept are all this one need search: each of
    /// `weaker`'s groups follows from one of this query's groups, a group
    /// following from another when each of its alternatives implies one
    /// of the other's. Typing on at the end of a query is the usual case;
    /// an exclusion growing (`!a` to `!ab`) keeps more rows, so it is not.
    package func refines(_ weaker: FilterQuery) -> Bool {
        weaker.groups.allSatisfy { wanted in
            groups.contains { group in group.allSatisfy { term in wanted.contains { term.implies($0) } } }
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        var text = text.drop { $0 == " " }
        while text.hasSuffix(" ") && !text.hasSuffix("\\ ") { text = text.dropLast() }
        return text
    }

    /// The words between unescaped spaces, each "\\ " in them a space
    /// (written without the string-processing module, which the static
    /// executable does not carry).
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = [], word = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\\", next < text.endIndex, text[next] == " " {
                word.append(" ")
                index = text.index(after: next)
                continue
            }
            if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
            index = next
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// fzf's reading, word by word: `!` first (an exclusion is exact unless
    /// `'` follows), then a trailing `$`, then a leading `'` or `^`.
    private static func parse(_ text: Substring, literal: Bool) -> [[FilterTerm]] {
        // "\ " stands for a space inside a word: split at the other spaces.
        let words = Self.words(text)
        var groups: [[FilterTerm]] = [], group: [FilterTerm] = []
        var startsGroup = false, afterBar = false
        for word in words {
            var text = Substring(word)
            let lowered = text.lowercased()
            let caseSensitive = lowered != String(text)
            // fzf decides on the whole word, each scalar lowercased alone
            // (`İ` is `i`): `Café` folds nothing, `İstanbul` folds, and
            // its `İ` is compared as `I` then.
            let foldsAccents = !literal && LatinFold.isFolded(text.unicodeScalars.map { FilterText.lowercase($0.value) })
            if !caseSensitive { text = Substring(lowered) }
            if !group.isEmpty && !afterBar && text == "|" {
                startsGroup = false
                afterBar = true
                continue
            }
            afterBar = false
            var kind = FilterTerm.Kind.fuzzy, inverse = false
            if text.hasPrefix("!") {
                inverse = true
                kind = .exact
                text = text.dropFirst()
            }
            if text != "$" && text.hasSuffix("$") {
                kind = .suffix
                text = text.dropLast()
            }
            if text.hasPrefix("'") {
                kind = inverse ? .fuzzy : .exact
                text = text.dropFirst()
            } else if text.hasPrefix("^") {
                kind = kind == .suffix ? .equal : .prefix
                text = text.dropFirst()
            }
            guard !text.isEmpty else { continue }
            if startsGroup {
                groups.append(group)
                group = []
            }
            group.append(FilterTerm(kind: kind, inverse: inverse, caseSensitive: caseSensitive,
                                    scalars: text.unicodeScalars.map { foldsAccents ? LatinFold.base($0.value) : $0.value },
                                    foldsAccents: foldsAccents))
            startsGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        return groups
    }
}
