#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdin, stdout and stderr as the executable uses them.
public enum StandardStreams {
    public static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Writes all bytes to a descriptor; false on a closed or broken pipe.
    @discardableResult
    public static func write(_ bytes: [UInt8], to fd: Int32) -> Bool { writeAll(bytes, to: fd) }

    /// `reel: message` on stderr, one line.
    public static func report(_ message: String) {
        // One line whatever the message quotes: a last guard for stderr.
        write(Array("reel: \(ReelError.visible(message))\n".utf8), to: 2)
    }

    /// Whether stdout was closed when reel started (`reel … >&-`).
    public static func outputIsClosed() -> Bool {
        fcntl(1, F_GETFD) == -1 && errno == EBADF
    }

    /// Puts /dev/null on stdin, stdout or stderr where one is closed, so
    /// that /dev/tty opened later cannot take its number and receive the
    /// choice or an error meant for the stream.
    public static func fillClosedDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != fd { _ = dup2(opened, fd); close(opened) }
        }
    }

    /// A broken pipe on stdout is an error to report, not a silent death.
    public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// The wheel whose rows may stream in from stdin while the picker runs,
    /// if any: not in `--batch`, and not when `--select` must see every row.
    public static func streamingPlan(for configuration: Configuration) -> Int? {
        // Presets have no stdin wheel; a tree must be read whole to be built.
        guard !configuration.batch, configuration.preset == nil, configuration.tree == nil else { return nil }
        let specs = configuration.components.isEmpty && !inputIsTerminal ? ["-"] : configuration.components.map(\.spec)
        guard let index = specs.firstIndex(of: "-"), specs.filter({ $0 == "-" }).count == 1 else { return nil }
        if !configuration.components.isEmpty {
            let options = configuration.options(of: index)
            if options.select != nil || options.selectRow != nil { return nil }
        } else if configuration.defaults.select != nil || configuration.defaults.selectRow != nil {
            return nil
        }
        return index
    }

    /// The inputs that read real descriptors and files.
    public static var pickerInputs: PickerFactory.Inputs {
        PickerFactory.Inputs(
            standardInputIsTerminal: inputIsTerminal,
            readStandardInput: { maxRows throws(LineRows.ReadError) in try LineRows.read(fd: 0, maxRows: maxRows) },
            readFile: { path, maxRows throws(LineRows.ReadError) in try LineRows.read(path: path, maxRows: maxRows) })
    }
}
