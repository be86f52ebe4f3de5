import ReelModel
import ReelText

/// `a,b\,c` → ["a", "b,c"]: the list SPEC (`Red,Orange`), and one item per
/// wheel for `--label` and `--select` given to a preset or a tree. A
/// backslash keeps the next byte as it is (`\,` a comma, `\\` a backslash);
/// one at the very end is kept.
///
/// Split as bytes, not characters: an argument's bytes reach stdout as
/// given, invalid UTF-8 included, and the two ASCII bytes that matter are
/// never part of a longer UTF-8 sequence.
package enum CommaList {
    package static func split(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
        var items: [[UInt8]] = []
        var current: [UInt8] = []
        var escaped = false
        for byte in bytes {
            if escaped {
                current.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: ",") {
                items.append(current)
                current = []
            } else {
                current.append(byte)
            }
        }
        if escaped { current.append(UInt8(ascii: "\\")) }
        items.append(current)
        return items
    }

    /// The items of text (valid UTF-8 in, so each item is too).
    package static func split(_ text: String) -> [String] {
        split(text.utf8).map { String(decoding: $0, as: UTF8.self) }
    }
}
