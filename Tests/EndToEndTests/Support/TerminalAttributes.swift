import ReelSystem

/// The parts of a termios that `stty -g` shows: the modes and the control
/// characters. Line speeds are left out; a pty ignores them.
struct TerminalAttributes: Hashable, Sendable, CustomStringConvertible {
    var inputFlags: UInt
    var outputFlags: UInt
    var controlFlags: UInt
    var localFlags: UInt
    var controlCharacters: [UInt8]

    init(_ attributes: termios) {
        inputFlags = UInt(attributes.c_iflag)
        outputFlags = UInt(attributes.c_oflag)
        controlFlags = UInt(attributes.c_cflag)
        localFlags = UInt(attributes.c_lflag)
        controlCharacters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
    }

    /// Reads them from any descriptor of the terminal.
    init(of fileDescriptor: Int32) throws(HarnessError) {
        var attributes = termios()
        guard tcgetattr(fileDescriptor, &attributes) == 0 else { throw .system("tcgetattr", errno) }
        self.init(attributes)
    }

    var isCanonical: Bool { localFlags & UInt(ICANON) != 0 }
    var echoes: Bool { localFlags & UInt(ECHO) != 0 }

    /// In the shape of `stty -g`, so a failing comparison reads like the
    /// shell check it replaces.
    var description: String {
        let flags = [inputFlags, outputFlags, controlFlags, localFlags].map { String($0, radix: 16) }
        return (flags + controlCharacters.map { String($0, radix: 16) }).joined(separator: ":")
    }
}
