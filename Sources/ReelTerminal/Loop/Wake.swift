import ReelSystem

/// What one wake-up found: each source waited on, with how it is. Built
/// from the list polled and poll(2)'s answers in the same order, and read
/// by name: `wake[.terminal]`, the commands that have output.
struct Wake {
    private let sources: [PollSource]
    private let readiness: [System.Readiness]

    init(_ sources: [PollSource], _ readiness: [System.Readiness]) {
        self.sources = sources
        self.readiness = readiness
    }

    /// How `source` is; idle when it was not waited on.
    subscript(source: PollSource) -> System.Readiness {
        sources.firstIndex(of: source).map { readiness[$0] } ?? .idle
    }

    /// The commands' descriptors that can be read or hung up.
    var commandsReady: [Int32] {
        zip(sources, readiness).compactMap { source, ready in
            if case .command(let fd) = source, ready != .idle { fd } else { nil }
        }
    }

    /// Nothing was ready: the wait ran out (a timer).
    var isIdle: Bool { readiness.allSatisfy { $0 == .idle } }
}
