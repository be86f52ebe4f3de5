/// One of fzf's options and reel's word for it: a row of the README's
/// "Coming from fzf" table, and the answer an fzf user gets on typing an
/// option of fzf's that reel does not take (`ReelError.fzfOption`).
package struct FzfOption: Equatable, Sendable {
    /// fzf's spellings, as the table writes them (Markdown).
    package var fzf: String
    /// reel's word for it (Markdown), or `notInReel`.
    package var reel: String
    /// What else to know (Markdown); may be empty.
    package var note: String

    package static let notInReel = "not in reel"

    init(_ fzf: String, _ reel: String, _ note: String = "") {
        self.fzf = fzf
        self.reel = reel
        self.note = note
    }

    /// The options a person types that this row answers: the first word
    /// of each quoted part of `fzf` that starts with `-` or `+` (`-n`,
    /// `--nth`, `+i`; `--height` of `--height 40%`).
    package var spellings: [String] {
        fzf.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .compactMap { $0.element.split(separator: " ").first.map(String.init) }
            .filter { $0.count > 1 && ($0.hasPrefix("-") || $0.hasPrefix("+")) }
    }

    /// The answer's words, one line: what reel has instead, or that it
    /// has nothing, and the note.
    package func answer(to spelling: String) -> String {
        let reelWords = reel == Self.notInReel ? Self.notInReel : Self.plain(reel) + " in reel"
        return "fzf's \(spelling) is \(reelWords)" + (note.isEmpty ? "" : "; " + Self.plain(note))
    }

    /// Markdown's code quotes taken off, and the backslash before a `|`
    /// (which a table's cell needs).
    static func plain(_ markdown: String) -> String {
        // By hand: the release build imports no string-processing module.
        var plain = ""
        var escaped = false
        for character in markdown where character != "`" {
            if escaped && character != "|" { plain.append("\\") }
            escaped = character == "\\"
            if !escaped { plain.append(character) }
        }
        if escaped { plain.append("\\") }
        return plain
    }

    /// The row as the README writes it.
    package var markdownRow: String { "| \(fzf) | \(reel) |" + (note.isEmpty ? " |" : " \(note) |") }
}
