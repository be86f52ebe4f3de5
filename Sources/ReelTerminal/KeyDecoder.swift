import ReelCore

/// Turns the bytes a terminal sends into keys. A pure function of its
/// input: a sequence split across reads is kept until it is complete, and
/// the event loop calls `flush()` when no byte followed an Esc within
/// `escapeTimeout`, which is how a lone Esc is told from the start of a
/// sequence.
package struct KeyDecoder: Sendable {
    /// Long enough for a sequence's bytes to arrive over ssh, short enough
    /// that Esc still feels immediate.
    package static let escapeTimeoutMilliseconds = 50
    /// The same delay in seconds, as the event loop's clock counts.
    package static let escapeDelay = Double(escapeTimeoutMilliseconds) / 1000

    private var pending: [UInt8] = []
    /// `pending` starts with a paste whose end has not come yet.
    private var pasteOpen = false
    /// Esc delays that the start of a background reply has waited.
    private var replyWaits = 0

    /// How many Esc delays the start of a reply to reel's background
    /// query (`ESC ] 11 ;`) waits for the rest, which a slow link may
    /// bring in a later read, before it is dropped: its rest would
    /// otherwise be read as keys (its `/` a search, its digits a jump).
    package static let replyPatience = 10

    /// reel has asked the terminal for its background and no answer (nor
    /// the cursor position reply that follows it) has come: an Esc alone
    /// may then be the first byte of the answer, which a slow link or a
    /// terminal multiplexer sent apart, and waits for its rest as a
    /// started reply does. Set by the session; a person's Esc in that
    /// moment waits the same few delays, then is the Esc key.
    package var awaitsReply = false

    package init(awaitsReply: Bool = false) {
        self.awaitsReply = awaitsReply
    }

    /// How long a paste whose end marker has not come waits, from the
    /// terminal's last byte, before it is taken as typed (`flush`): longer
    /// than an Esc waits, since a paste over a slow link comes in pieces
    /// with pauses between them, and every piece of it is worth waiting for.
    package static let pasteIdleDelay = 0.5

    /// True when bytes wait for more input (arm the Esc timer).
    package var hasPending: Bool { !pending.isEmpty }

    /// What waits is a paste whose end marker has not come yet.
    package var isInsidePaste: Bool { pasteOpen }

    package mutating func feed(_ bytes: some Collection<UInt8>) -> [Key] {
        let old = pending.count
        pending.append(contentsOf: bytes)
        // Inside a paste only the new bytes can end it: a megabyte pasted
        // in thousands of reads is scanned once, not once per read.
        if pasteOpen {
            let from = max(Self.pasteStart.count, old - (Self.pasteEnd.count - 1))
            guard Self.index(of: Self.pasteEnd, in: pending, from: from) != nil else { return [] }
            pasteOpen = false
        }
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending, at: index) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        pasteOpen = pending.starts(with: Self.pasteStart)
        if pending.isEmpty { replyWaits = 0 }
        return keys
    }

    /// Where `needle` first starts in `bytes` at or after `from`.
    private static func index(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        var at = from
        while let start = bytes[at...].firstIndex(of: needle[0]) {
            guard start + needle.count <= bytes.count else { return nil }
            if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
            at = start + 1
        }
        return nil
    }

    /// What is left when the Esc timeout expires: a lone Esc, or a sequence
    /// that will never complete, consumed whole. A paste whose end marker
    /// never came (a terminal or multiplexer that lost it, a paste cut
    /// short) is what was pasted so far, taken as typed: dropped, Enter
    /// after it would accept less than the person saw pasted, silently.
    package mutating func flush() -> [Key] {
        if pasteOpen {
            defer {
                pending = []
                pasteOpen = false
            }
            return [.paste(Array(pending[Self.pasteStart.count...]))]
        }
        let mayBeReply = Self.mayBeBackgroundReply(pending) || (awaitsReply && pending == [0x1B])
        if mayBeReply, replyWaits < Self.replyPatience {
            replyWaits += 1
            return []
        }
        defer {
            pending = []
            pasteOpen = false
            replyWaits = 0
        }
        guard !pending.isEmpty else { return [] }
        if pending == [0x1B] { return [.escape] }
        // Esc followed by a complete key: Alt with that key, which reel does not use.
        return [.unknown(pending)]
    }

    private static let backgroundReplyStart: [UInt8] = Array("\u{1B}]11;".utf8)

    /// `bytes` start a background reply, or are the start of its start
    /// (an Esc alone is not: that is the Esc key).
    private static func mayBeBackgroundReply(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && (bytes.starts(with: backgroundReplyStart) || backgroundReplyStart.starts(with: bytes))
    }

    /// The key at `index` and its length in bytes, or nil if incomplete.
    static func decode(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return decodeEscape(bytes, at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown([byte]), 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return decodeUTF8(bytes, at: index)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
        guard length > 0 else { return (.unknown([lead]), 1) }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            guard bytes[index + offset] & 0xC0 == 0x80 else { return (.unknown(Array(bytes[index..<index + offset])), offset) }
        }
        let slice = bytes[index..<index + length]
        guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
            return (.unknown(Array(slice)), length)
        }
        return (.character(character), length)
    }

    private static func decodeEscape(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return decodeCSI(bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            let key: Key? = switch bytes[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: nil
            }
            return (key ?? .unknown(Array(bytes[index...index + 2])), 3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            return decodeString(bytes, at: index)
        case 0x1B:
            return (.escape, 1)
        default:
            // Alt with a key: the Esc and the whole key after it.
            guard let (_, length) = decode(bytes, at: index + 1) else { return nil }
            return (.unknown(Array(bytes[index..<index + 1 + length])), 1 + length)
        }
    }

    /// OSC, DCS, APC and PM strings run to BEL or ESC \ (terminal replies).
    private static func decodeString(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        var i = index + 2
        while i < bytes.count {
            if bytes[i] == 0x07 { return (string(bytes[index...i], body: bytes[(index + 2)..<i]), i - index + 1) }
            if bytes[i] == 0x1B {
                guard i + 1 < bytes.count else { return nil }
                if bytes[i + 1] == UInt8(ascii: "\\") {
                    return (string(bytes[index...i + 1], body: bytes[(index + 2)..<i]), i - index + 2)
                }
            }
            i += 1
        }
        return nil
    }

    /// A whole control string: the background colour reply, a palette
    /// colour reply, or unknown.
    private static func string(_ whole: ArraySlice<UInt8>, body: ArraySlice<UInt8>) -> Key {
        guard whole[whole.startIndex + 1] == UInt8(ascii: "]") else { return .unknown(Array(whole)) }
        if let color = backgroundColor(body) { return .backgroundColor(red: color.0, green: color.1, blue: color.2) }
        if let index = paletteColor(body) { return .paletteColor(index: index) }
        return .unknown(Array(whole))
    }

    /// `4;N;rgb:…`, as xterm answers OSC 4 for colour N: only the number
    /// matters (the terminal has the colour); the value is not read.
    static func paletteColor(_ body: ArraySlice<UInt8>) -> Int? {
        let fields = String(decoding: body, as: UTF8.self).split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "4", fields[2].hasPrefix("rgb:"), fields[1].count <= 3,
              let index = Int(fields[1]), (0...255).contains(index) else { return nil }
        return index
    }

    /// `11;rgb:RRRR/GGGG/BBBB`, as xterm answers OSC 11 (1 to 4 hex
    /// digits a channel, scaled; `rgba:` with a fourth, as some terminals
    /// answer): each channel scaled to 8 bits.
    static func backgroundColor(_ body: ArraySlice<UInt8>) -> (UInt8, UInt8, UInt8)? {
        let text = String(decoding: body, as: UTF8.self)
        let prefixes = ["11;rgb:", "11;rgba:"]
        guard let prefix = prefixes.first(where: text.hasPrefix) else { return nil }
        let channels = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == (prefix == "11;rgb:" ? 3 : 4) else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit),
                  let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return (values[0], values[1], values[2])
    }

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func decodeCSI(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        var i = index + 2
        while i < bytes.count, (0x20...0x3F).contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return nil }
        let final = bytes[i]
        let length = i - index + 1
        guard (0x40...0x7E).contains(final) else {
            // Broken sequence: drop what came before the stray byte.
            return (.unknown(Array(bytes[index..<i])), i - index)
        }
        let sequence = Array(bytes[index..<index + length])
        if sequence == pasteStart { return decodePaste(bytes, at: index) }
        let parameters = String(decoding: bytes[(index + 2)..<i], as: UTF8.self)
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (Mouse(parameters: parameters, final: final).map(Key.mouse) ?? .unknown(sequence), length)
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let plain = parameters.isEmpty || parameters == "1;1"
        let key: Key?
        switch (final, plain) {
        case (UInt8(ascii: "A"), true): key = .up
        case (UInt8(ascii: "B"), true): key = .down
        case (UInt8(ascii: "C"), true): key = .right
        case (UInt8(ascii: "D"), true): key = .left
        case (UInt8(ascii: "H"), true): key = .home
        case (UInt8(ascii: "F"), true): key = .end
        case (UInt8(ascii: "Z"), true): key = .shiftTab
        case (UInt8(ascii: "~"), _) where numbers.count == 1:
            key = switch numbers[0] {
            case 1, 7: .home
            case 2: .insert
            case 3: .delete
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        case (UInt8(ascii: "R"), _) where numbers.count == 2 && numbers.allSatisfy({ $0 != nil }):
            key = .cursorPosition(row: numbers[0]!, column: numbers[1]!)
        default: key = nil
        }
        return (key ?? .unknown(sequence), length)
    }

    private static func decodePaste(_ bytes: [UInt8], at index: Int) -> (Key, Int)? {
        let body = index + pasteStart.count
        guard let end = Self.index(of: pasteEnd, in: bytes, from: body) else { return nil }
        return (.paste(Array(bytes[body..<end])), end + pasteEnd.count - index)
    }
}
