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
        static let timedOut: Int32 = 124
        static let interrupted: Int32 = 130
    }

    /// `arguments` are the command line's bytes as the kernel passed them
    /// (not decoded: a value keeps invalid UTF-8 on its way to stdout).
    package static func run(arguments: [[UInt8]], environment: [String: String]) -> Int32 {
        do {
            return try runOrThrow(arguments: arguments, environment: environment)
        } catch {
            StandardStreams.report(error.message)
            return ReelError.exitStatus
        }
    }

    private static func runOrThrow(arguments: [[UInt8]], environment: [String: String]) throws(ReelError) -> Int32 {
        StandardStreams.ignoreBrokenPipes()
        let outputClosed = StandardStreams.outputIsClosed()
        StandardStreams.fillClosedDescriptors()
        let configuration: Configuration
        if let request = ArgumentParser.informationRequest(raw: arguments) {
            configuration = request
        } else {
            configuration = try ArgumentParser.parse(raw: arguments, environment: environment)
        }
        if configuration.showHelp { return printed(Help.text) }
        if configuration.showVersion { return printed(Help.versionText) }
        if let shell = configuration.completionShell { return printed(Completions.script(for: shell)) }

        // Typos first, then the terminal, and only then stdin: a cron job
        // fails at once instead of waiting on input it cannot use.
        try PickerFactory.validate(configuration)
        if outputClosed { throw .outputClosed }
        let tty: TTY?
        do { tty = configuration.batch ? nil : try TTY() } catch { throw .terminal(error) }

        // --timeout counts while stdin has not given a row yet (nothing is drawn then).
        guard let made = try makePicker(configuration, environment: environment) else {
            return ExitStatus.timedOut
        }
        var picker = made.0
        let (loading, stream) = (made.1, made.2)
        if let tty {
            let depth = ColorPolicy.depth(choice: configuration.color, environment: environment)
            picker.appearance = configuration.appearance(wheels: picker.numberOfComponents, depth: depth)
            picker.measure = DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide)
            picker.options.mouse = configuration.mouse
            picker.options.timeout = configuration.timeout
            picker.options.acceptOnTimeout = configuration.onTimeout == .accept
            switch picker.run(on: tty, depth: depth, loading: loading, stream: stream) {
            case .selected: break
            case .cancelled: return ExitStatus.cancelled
            case .interrupted: return ExitStatus.interrupted
            case .timedOut: return ExitStatus.timedOut
            }
        }
        guard StandardStreams.write(OutputFormatter.bytes(for: picker.state, options: configuration.output), to: 1) else {
            throw .unwritableOutput(reason: String(cString: strerror(errno)))
        }
        return ExitStatus.accepted
    }

    /// `--batch`: each `!CMD` wheel's command runs once, left to right,
    /// with the values chosen so far; a failure is an error, as a missing
    /// file is.
    private static func loadCommandsOnce(_ picker: inout Picker, _ configuration: Configuration) throws(ReelError) {
        do { try picker.loadRowsCommands() } catch {
            let spec = error.component.flatMap { configuration.components.indices.contains($0) ? configuration.components[$0].spec : nil }
            throw .commandFailed(spec: spec ?? "--batch", reason: error.message)
        }
    }

    private static func printed(_ text: String) -> Int32 {
        StandardStreams.write(Array(text.utf8), to: 1)
        return 0
    }

    /// The picker the configuration describes. Stdin may stream: its first
    /// rows are read here and the rest while the picker runs. Nothing else
    /// keeps a reference to the first rows, so rows streaming in are
    /// appended in place, never copied.
    /// Nil when `--timeout` passed before stdin gave a row.
    private static func makePicker(_ configuration: Configuration, environment: [String: String])
        throws(ReelError) -> (Picker, Loading?, RowStream?)? {
        var inputs = PickerFactory.systemInputs(environment: environment)
        var loading: Loading?
        var stream: RowStream?
        if let wheel = PickerFactory.streamingPlan(for: configuration) {
            let first: (LineRows, finished: Bool)?
            do {
                first = try RowStream.firstRows(fd: 0, maxRows: configuration.maxRows,
                                                timeout: configuration.batch ? nil : configuration.timeout)
            } catch {
                throw .unreadable(spec: "-", path: "stdin", reason: error.reason)
            }
            guard let (rows, finished) = first else { return nil }
            inputs.readStandardInput = { _ in rows }
            if !finished { stream = RowStream(fd: 0, wheel: wheel) }
            loading = Loading(wheel: wheel, maxRows: configuration.maxRows, finished: finished, cut: rows.wasCut,
                              measured: rows.count, measure: DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide))
        }
        var picker = try PickerFactory.makePicker(configuration, inputs: inputs)
        if configuration.batch { try loadCommandsOnce(&picker, configuration) }
        return (picker, loading, stream)
    }
}
