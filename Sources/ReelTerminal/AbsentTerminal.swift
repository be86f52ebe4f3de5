import ReelCore

/// The terminal a keyed run has: none. Nothing is taken or given back,
/// nothing read, frames go nowhere (the view keeps its own), and the size
/// is the one the screen in memory was given.
package final class AbsentTerminal: Terminal {
    private let screenSize: TerminalSize

    package init(size: TerminalSize) { screenSize = size }

    package func enterRawMode() {}
    package func restore() {}
    package func hideTyping() {}
    package func size() -> TerminalSize { screenSize }
    package func write(_ bytes: [UInt8]) -> Bool { true }
    package func writeFrame(_ bytes: [UInt8], watching signals: Int32, interrupted: () -> Void) -> Bool { true }
    package func read(max: Int) -> [UInt8]? { [] }
}
