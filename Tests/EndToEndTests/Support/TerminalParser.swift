/// Splits a terminal's input bytes into the actions a terminal performs,
/// keeping partial UTF-8 and partial escape sequences across feeds: the
/// program's writes reach the master in arbitrary chunks.
///
/// Follows the shape of the DEC/xterm state machine (ground, escape, CSI,
/// OSC, other control strings) closely enough that an unknown sequence is
/// consumed whole rather than printed.
struct TerminalParser: Sendable {
    enum Action: Hashable, Sendable {
        case print(Unicode.Scalar)
        /// A C0 control other than ESC (BEL, BS, HT, LF, CR…).
        case control(UInt8)
        case escape(intermediates: [UInt8], final: UInt8)
        /// `ESC [ marker? parameters intermediates final`, where marker is
        /// one of `< = > ?`; an omitted parameter is nil.
        case controlSequence(marker: UInt8?, parameters: [Int?], intermediates: [UInt8], final: UInt8)
        case operatingSystemCommand(String)
    }

    private enum State: Sendable {
        case ground, escape, controlSequence, operatingSystemCommand, operatingSystemCommandEscape
        /// DCS, SOS, PM and APC: consumed up to ST and dropped.
        case controlString, controlStringEscape
    }

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    /// CAN and SUB abort a sequence in progress.
    private static let cancel: Set<UInt8> = [0x18, 0x1A]
    /// Bounds a runaway OSC so a stray ESC ] cannot eat memory.
    private static let maximumStringLength = 65_536
    /// Parameters beyond this are clamped; xterm clamps too.
    private static let maximumParameter = 65_535

    private var state = State.ground
    private var intermediates: [UInt8] = []
    private var parameterBytes: [UInt8] = []
    private var stringBytes: [UInt8] = []
    private var utf8: [UInt8] = []
    private var utf8Length = 0

    mutating func consume(_ byte: UInt8, into actions: inout [Action]) {
        switch state {
        case .ground:
            consumeGround(byte, into: &actions)
        case .escape:
            if byte == Self.escape {
                intermediates = []
            } else if Self.cancel.contains(byte) {
                state = .ground
            } else if byte < 0x20 {
                actions.append(.control(byte))
            } else if byte < 0x30 {
                intermediates.append(byte)
            } else if intermediates.isEmpty, byte == UInt8(ascii: "[") {
                parameterBytes = []
                state = .controlSequence
            } else if intermediates.isEmpty, byte == UInt8(ascii: "]") {
                stringBytes = []
                state = .operatingSystemCommand
            } else if intermediates.isEmpty, [UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_")].contains(byte) {
                state = .controlString
            } else if byte < 0x7F {
                actions.append(.escape(intermediates: intermediates, final: byte))
                state = .ground
            } else {
                state = .ground
            }
        case .controlSequence:
            if byte == Self.escape {
                intermediates = []
                state = .escape
            } else if Self.cancel.contains(byte) {
                state = .ground
            } else if byte < 0x20 {
                // C0 controls inside a sequence are executed, as on a VT.
                actions.append(.control(byte))
            } else if byte < 0x30 {
                intermediates.append(byte)
            } else if byte < 0x40 {
                parameterBytes.append(byte)
            } else if byte < 0x7F {
                actions.append(controlSequence(final: byte))
                state = .ground
            } else {
                state = .ground
            }
        case .operatingSystemCommand:
            if byte == Self.bell {
                finishOperatingSystemCommand(into: &actions)
            } else if byte == Self.escape {
                state = .operatingSystemCommandEscape
            } else if Self.cancel.contains(byte) {
                state = .ground
            } else if stringBytes.count < Self.maximumStringLength {
                stringBytes.append(byte)
            }
        case .operatingSystemCommandEscape:
            // ESC \ is the proper terminator; any other ESC ends the string
            // too and starts a new sequence.
            finishOperatingSystemCommand(into: &actions)
            if byte != UInt8(ascii: "\\") {
                intermediates = []
                state = .escape
                consume(byte, into: &actions)
            }
        case .controlString:
            if byte == Self.escape {
                state = .controlStringEscape
            } else if Self.cancel.contains(byte) {
                state = .ground
            }
        case .controlStringEscape:
            if byte == UInt8(ascii: "\\") {
                state = .ground
            } else {
                intermediates = []
                state = .escape
                consume(byte, into: &actions)
            }
        }
    }

    private mutating func consumeGround(_ byte: UInt8, into actions: inout [Action]) {
        if utf8Length > 0 {
            if byte & 0xC0 == 0x80 {
                utf8.append(byte)
                if utf8.count == utf8Length { finishScalar(into: &actions) }
                return
            }
            // A sequence cut short shows as one replacement character, and
            // the byte that cut it is read afresh.
            utf8 = []
            utf8Length = 0
            actions.append(.print("\u{FFFD}"))
        }
        switch byte {
        case Self.escape:
            intermediates = []
            state = .escape
        case 0x00..<0x20:
            actions.append(.control(byte))
        case 0x20..<0x7F:
            actions.append(.print(Unicode.Scalar(byte)))
        case 0x7F:
            break
        case 0xC2...0xDF, 0xE0...0xEF, 0xF0...0xF4:
            utf8 = [byte]
            utf8Length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        default:
            actions.append(.print("\u{FFFD}"))
        }
    }

    private mutating func finishScalar(into actions: inout [Action]) {
        // The standard decoder rejects overlong forms and surrogates.
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            actions.append(.print(scalar))
        } else {
            actions.append(.print("\u{FFFD}"))
        }
        utf8 = []
        utf8Length = 0
    }

    private mutating func finishOperatingSystemCommand(into actions: inout [Action]) {
        actions.append(.operatingSystemCommand(String(decoding: stringBytes, as: UTF8.self)))
        stringBytes = []
        state = .ground
    }

    private func controlSequence(final: UInt8) -> Action {
        var bytes = parameterBytes[...]
        var marker: UInt8?
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        }
        var parameters: [Int?] = []
        if !bytes.isEmpty {
            // Colon sub-parameters are read as plain parameters: reel does
            // not write them, and this keeps the sequence consumed whole.
            for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                .flatMap({ $0.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) }) {
                var value: Int?
                for digit in field where (0x30...0x39).contains(digit) {
                    value = min((value ?? 0) * 10 + Int(digit - 0x30), Self.maximumParameter)
                }
                parameters.append(value)
            }
        }
        return .controlSequence(marker: marker, parameters: parameters, intermediates: intermediates, final: final)
    }
}
