import ReelCore

/// What the terminal layer can fail at before the picker runs.
package enum TerminalError: Error, Equatable, Sendable {
    /// No controlling terminal to open (cron, `setsid`, a container).
    case noTerminal(reason: String)
    /// A reel a tmux popup started could not take over its caller's streams.
    case popup(reason: String)

    package var reason: String {
        switch self {
        case .noTerminal(let reason), .popup(let reason): reason
        }
    }
}
