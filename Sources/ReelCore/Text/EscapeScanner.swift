/// A row read under `--ansi` as a terminal would read it, one byte after
/// the other, in one pass: its text, its SGR sequences, and nothing else.
/// Every escape sequence of ECMA-48's grammar is left out, whole:
///
/// - CSI, `ESC [`, parameter and intermediate bytes (space to `?`), a
///   final byte (`@` to `~`): SGR when the final is `m` and the
///   parameters digits, `;` and `:`; otherwise dropped (cursor moves, the
///   `ESC[K` that `grep --color` writes, private modes);
/// - the control strings OSC `ESC ]`, DCS `ESC P`, SOS `ESC X`, PM `ESC ^`
///   and APC `ESC _`, up to ST (`ESC \`) or BEL: a hyperlink shows its
///   text, a title, a clipboard write or an XTGETTCAP query nothing;
/// - `ESC`, intermediate bytes, one final byte (`ESC ( B` from `tput
///   sgr0`, `ESC # 8`), and `ESC` with one final byte (`ESC 7`, `ESC 8`,
///   `ESC c`, `ESC =`);
/// - an overstrike, a character and the BS after it (`b BS b`, `_ BS x`
///   from `man`): the character after the BS stays.
///
/// A sequence cut short (by the row's end, another ESC, a byte its
/// grammar has no place for) is left out up to where it was cut, and a
/// lone ESC goes too; the byte that cut it is read afresh, so an ESC
/// there starts the next sequence. Nothing left out is ever joined to
/// what surrounds it to make another sequence (`ESC[31` `ESC]52;…BEL`
/// `m` reads as `m`, not `ESC[31m`): no ESC and no BS is ever text.
/// CAN and SUB, which cancel a sequence in a terminal, end one here and
/// stay as text (a placeholder when drawn), as other controls do.
package struct EscapeScanner {
    /// A part of the row worth something: its text, or a style.
    package enum Piece: Equatable, Sendable {
        /// Bytes of text, as they came.
        case text(Range<Int>)
        /// An SGR sequence's parameter bytes (between `ESC [` and `m`).
        case style(Range<Int>)
    }

    private let bytes: UnsafeRawBufferPointer
    /// Whether SGR sequences are told apart as `.style`; without, every
    /// sequence is only left out (the text alone is wanted).
    private let readsStyles: Bool
    /// Where the next piece starts.
    private(set) var index = 0

    package init(_ bytes: UnsafeRawBufferPointer, readsStyles: Bool = true) {
        self.bytes = bytes
        self.readsStyles = readsStyles
    }

    private static let escape: UInt8 = 0x1B
    private static let backspace: UInt8 = 0x08

    /// The next piece, skipping what is left out; nil at the end.
    package mutating func next() -> Piece? {
        let n = bytes.count
        while index < n {
            let start = index
            var i = start
            // Text is mostly printable: one comparison a byte for it.
            while i < n {
                let byte = bytes[i]
                guard byte > Self.escape || (byte != Self.escape && byte != Self.backspace) else { break }
                i += 1
            }
            if i == n { index = n; return .text(start..<n) }
            if bytes[i] == Self.backspace {
                // The character struck over goes with its BS; a BS with no
                // text of the row just before it goes alone.
                index = i + 1
                let struck = i > start ? Self.scalarStart(in: bytes, before: i, notBefore: start) : start
                if struck > start { return .text(start..<struck) }
                continue
            }
            if i > start { index = i; return .text(start..<i) }
            if let parameters = sequence() { return .style(parameters) }
        }
        return nil
    }

    /// Reads the sequence at `index` (an ESC) and moves past it: the
    /// parameter bytes when it is SGR.
    private mutating func sequence() -> Range<Int>? {
        let n = bytes.count
        var i = index + 1
        guard i < n else { index = n; return nil }
        switch bytes[i] {
        case 0x5B:
            i += 1
            let parameters = i
            // DEL is ignored inside a sequence, as terminals ignore it.
            while i < n, (0x20...0x3F).contains(bytes[i]) || bytes[i] == 0x7F { i += 1 }
            guard i < n, (0x40...0x7E).contains(bytes[i]) else { index = i; return nil }
            index = i + 1
            return readsStyles && bytes[i] == 0x6D && Self.isStyle(parameters..<i, in: bytes) ? parameters..<i : nil
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:
            i += 1
            while i < n {
                switch bytes[i] {
                case 0x07: index = i + 1; return nil
                case Self.escape:
                    // ST ends it; any other ESC starts the next sequence.
                    index = i + 1 < n && bytes[i + 1] == 0x5C ? i + 2 : i
                    return nil
                case 0x18, 0x1A: index = i; return nil
                default: i += 1
                }
            }
            index = n
            return nil
        case 0x20...0x2F:
            while i < n, (0x20...0x2F).contains(bytes[i]) || bytes[i] == 0x7F { i += 1 }
            guard i < n, (0x30...0x7E).contains(bytes[i]) else { index = i; return nil }
            index = i + 1
            return nil
        case 0x30...0x7E:
            index = i + 1
            return nil
        default:
            // A lone ESC: what follows it is read afresh.
            index = i
            return nil
        }
    }

    /// SGR's parameters: digits, `;` and `:`, and a sequence no longer
    /// than `SGR.maxLength` (a longer one is dropped, never read, so the
    /// style of a row costs a bounded look at each code).
    private static func isStyle(_ parameters: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard parameters.count + 3 <= SGR.maxLength else { return false }
        for i in parameters where !(0x30...0x3B).contains(bytes[i]) { return false }
        return true
    }

    /// Where the UTF-8 sequence that ends just before `end` starts (at
    /// most three continuation bytes back, never before `floor`).
    private static func scalarStart(in bytes: UnsafeRawBufferPointer, before end: Int, notBefore floor: Int) -> Int {
        var i = end - 1
        while i > floor, i > end - 4, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }
}
