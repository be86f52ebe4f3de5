import ReelCore

/// Splits a string into words as a POSIX shell splits a simple command,
/// without expansions: blanks separate words, `'…'` is literal, `"…"` keeps
/// blanks and lets a backslash escape only `"`, `\`, `$` and `` ` ``, and a
/// backslash outside quotes escapes any character. Used for
/// `REEL_DEFAULT_OPTS`, so that what works quoted on the command line works
/// there too.
package enum ShellWords {
    package enum SplitError: Error, Equatable, Sendable {
        case unclosedQuote(Character)
        case trailingBackslash

        package var message: String {
            switch self {
            case .unclosedQuote(let quote): "the \(quote) quote is not closed"
            case .trailingBackslash: "a backslash ends the text with nothing to escape"
            }
        }
    }

    package static func split(_ text: String) throws(SplitError) -> [String] {
        var words: [String] = []
        // Scalars, not Characters: a combining mark after a quote must not
        // fuse with it into one Character that no longer equals the quote.
        var word = String.UnicodeScalarView()
        // `''` is an empty word, so "in a word" is not the same as "word is non-empty".
        var inWord = false
        var characters = text.unicodeScalars.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(String(word)) }
                word = String.UnicodeScalarView()
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("'") }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("\"") }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { throw .unclosedQuote("\"") }
                        if escaped == "\n" { continue }  // a line continuation
                        if !"\"\\$`".unicodeScalars.contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                guard let escaped = characters.next() else { throw .trailingBackslash }
                if escaped == "\n" { continue }  // a line continuation joins the lines
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(String(word)) }
        return words
    }
}
