/// The one Unicode property reel needs that Swift's standard library lacks:
/// East_Asian_Width, plus which scalars draw nothing of their own and which
/// are drawn apart from the character they join.
///
/// The table lives in `EastAsianWidth+Generated.swift`, written by
/// `scripts/gen-width-table.py` (which documents what each class holds);
/// `TextTests.WidthTableTests` fails when the two disagree.
enum EastAsianWidth {
    enum Class: UInt8, Sendable {
        /// Draws nothing on its own: combining marks, most format characters,
        /// Hangul medial vowels and final consonants, Hangul fillers.
        case zeroWidth
        /// A prepended concatenation mark (U+0600 ARABIC NUMBER SIGN): 1
        /// column, drawn before the character Unicode joins it to.
        case prepended
        /// East_Asian_Width A: 1 column, or 2 on a terminal set up for CJK.
        case ambiguous
        /// East_Asian_Width W or F: 2 columns.
        case wide
    }

    struct ScalarRange: Sendable {
        var first: UInt32
        var last: UInt32
        var widthClass: Class

        init(_ first: UInt32, _ last: UInt32, _ widthClass: Class) {
            self.first = first
            self.last = last
            self.widthClass = widthClass
        }
    }

    /// The class of `scalar`, or nil for the 1-column majority (N, Na, H).
    static func widthClass(of scalar: Unicode.Scalar) -> Class? {
        let value = scalar.value
        // Nothing below U+00A1 is in the table; Latin text stops here.
        guard value >= 0xA1 else { return nil }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle
            } else if value > range.last {
                low = middle + 1
            } else {
                return range.widthClass
            }
        }
        return nil
    }
}
