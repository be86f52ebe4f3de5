import ReelCore
import ReelKit
import ReelSystem
import ReelTerminal

/// The `reel` command: options in, one picker run, the choice on stdout,
/// an exit status out. Errors become one line on stderr here and only here.
package enum ReelCommand {
    package enum ExitStatus {
        static let accepted: Int32 = 0
        static let cancelled: Int32 = 1
        /// The first `--button`'s; the next ones count on.
        static let firstButton: Int32 = 3
        static let timedOut: Int32 = 124
        static let interrupted: Int32 = 130
    }

    /// `arguments` are the command line's bytes as the kernel passed them
    /// (not decoded: a value keeps invalid UTF-8 on its way to stdout).
    /// The environment is read only when needed: `--version` and `--help`
    /// never build its dictionary (a quarter of `--version`'s instructions).
    package static func run(arguments: [[UInt8]], environment: @autoclosure () -> [String: String]) -> Int32 {
        // In a tmux popup, the caller's streams, environment and arguments
        // are taken over before anything reads or writes them.
        let popupArguments: [[UInt8]]?
        do { popupArguments = try PopupLink.joinIfAsked() } catch {
            StandardStreams.report(ReelError.terminal(error).message)
            return ReelError.exitStatus
        }
        let status: Int32
        do {
            status = try runOrThrow(arguments: popupArguments ?? arguments, environment: environment,
                                    inPopup: popupArguments != nil)
        } catch {
            StandardStreams.report(error.message)
            status = ReelError.exitStatus
        }
        PopupLink.reportExit(status)
        return status
    }

    /// Command line → plan, once → run.
    private static func runOrThrow(arguments: [[UInt8]], environment readEnvironment: () -> [String: String],
                                   inPopup: Bool) throws(ReelError) -> Int32 {
        StandardStreams.ignoreBrokenPipes()
        let outputClosed = StandardStreams.outputIsClosed()
        StandardStreams.fillClosedDescriptors()
        // Typos first, then the terminal, and only then stdin: a cron job
        // fails at once instead of waiting on input it cannot use.
        switch try RunPlan.read(arguments, environment: readEnvironment) {
        case .information(let text): return printed(text)
        case .run(let plan, let environment):
            if outputClosed { throw .outputClosed }
            return try run(plan, environment: environment, arguments: arguments, inPopup: inPopup)
        }
    }

    private static func printed(_ text: String) -> Int32 {
        if !StandardStreams.write(Array(text.utf8), to: 1) { StandardStreams.dieIfReaderWentAway(errno) }
        return 0
    }
}
