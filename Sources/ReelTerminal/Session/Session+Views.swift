import ReelCore
import ReelSystem

/// The views reel has: drawn and asked, each on a test's terminal or on
/// `/dev/tty`, and keyed, on no terminal.
extension Session {
    /// The picker drawn on `terminal`.
    package static func drawn(state: PickerState, renderer: Renderer, depth: ColorDepth, terminal: any Terminal,
                              poller: any Poller, mouse: Bool = true, stream: RowStream? = nil,
                              commands: CommandRunner = CommandRunner(), backdrop: BackdropQuery? = nil,
                              record: KeyRecord? = nil, reflows: Bool = false) -> Session {
        let view = DrawnView(state: state, renderer: renderer, depth: depth, terminal: terminal, poller: poller,
                             mouse: mouse, backdrop: backdrop, record: record, reflows: reflows)
        return Session(state: state, view: view, terminal: terminal, poller: poller, stream: stream, commands: commands)
    }

    /// The picker drawn on `/dev/tty`, with the system's poll(2), signals and clock.
    package static func drawn(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY, mouse: Bool = true,
                              stream: RowStream? = nil, backdrop: BackdropQuery? = nil, record: KeyRecord? = nil) -> Session {
        drawn(state: state, renderer: renderer, depth: depth, terminal: tty, poller: SystemPoller(terminal: tty.fd),
              mouse: mouse, stream: stream, backdrop: backdrop, record: record,
              reflows: Reflow.applies(environment: System.environment()))
    }

    /// The picker as questions on `terminal`.
    package static func asked(state: PickerState, terminal: any Terminal, poller: any Poller, stream: RowStream? = nil,
                              commands: CommandRunner = CommandRunner()) -> Session {
        Session(state: state, view: AskedView(state: state, terminal: terminal, poller: poller), terminal: terminal,
                poller: poller, stream: stream, commands: commands)
    }

    /// The picker as questions on `/dev/tty`.
    package static func asked(state: PickerState, tty: TTY, stream: RowStream? = nil) -> Session {
        asked(state: state, terminal: tty, poller: SystemPoller(terminal: tty.fd), stream: stream)
    }

    /// The picker driven by `keys` on a screen of `size` kept in memory,
    /// with the system's poll(2), signals and clock and no terminal.
    package static func keyed(state: PickerState, keys: KeyScript, renderer: Renderer, size: TerminalSize,
                              poller: any Poller = SystemPoller(terminal: -1), stream: RowStream? = nil,
                              commands: CommandRunner = CommandRunner(),
                              lastFrame: @escaping (Frame) -> Void = { _ in }) -> Session {
        let view = KeyedView(state: state, keys: keys, renderer: renderer, size: size, poller: poller, lastFrame: lastFrame)
        return Session(state: state, view: view, terminal: AbsentTerminal(size: size), poller: poller, stream: stream,
                       commands: commands)
    }
}
