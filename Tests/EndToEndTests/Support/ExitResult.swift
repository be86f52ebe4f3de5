import Foundation

/// How the child ended and what it wrote outside the terminal.
struct ExitResult: Sendable {
    enum Status: Hashable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        /// Decodes a wait(2) status; written out because the W* macros are
        /// not imported into Swift.
        init(waitStatus: Int32) {
            let signal = waitStatus & 0x7F
            self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signaled(signal)
        }

        var description: String {
            switch self {
            case .exited(let code): return "exit code \(code)"
            case .signaled(let signal): return "killed by signal \(signal)"
            }
        }
    }

    var status: Status
    /// Only the result: the screen went to /dev/tty.
    var stdout: Data
    var stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    var exitCode: Int32? {
        if case .exited(let code) = status { return code }
        return nil
    }
}
