// reel: parse the command line, run one picker, print the choice, exit.
import ReelKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ExitStatus {
    static let accepted: Int32 = 0
    static let cancelled: Int32 = 1
    static let timedOut: Int32 = 124
    static let interrupted: Int32 = 130
}

func fail(_ error: ReelError) -> Never {
    StandardStreams.report(error.message)
    exit(ReelError.exitStatus)
}

StandardStreams.ignoreBrokenPipes()
let outputClosed = StandardStreams.outputIsClosed()
StandardStreams.fillClosedDescriptors()
let environment = ProcessEnvironment.current
let configuration: Configuration
do {
    configuration = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    fail(error)
}
if configuration.showHelp {
    StandardStreams.write(Array(Help.text.utf8), to: 1)
    exit(0)
}
if configuration.showVersion {
    StandardStreams.write(Array(Help.versionText.utf8), to: 1)
    exit(0)
}
if let shell = configuration.completionShell {
    StandardStreams.write(Array(Completions.script(for: shell).utf8), to: 1)
    exit(0)
}

// Typos first, then the terminal, and only then stdin: a cron job fails
// at once instead of waiting on input it cannot use.
do { try PickerFactory.validate(configuration) } catch { fail(error) }
if outputClosed { fail(.outputClosed) }
let tty: TTY?
do { tty = configuration.batch ? nil : try TTY() } catch { fail(error) }

// The command is one client of the library's Picker. Stdin may stream:
// its first rows are read here and the rest while the picker runs. Built
// in a function so that nothing global keeps a second reference to the
// first rows: rows streaming in are then appended in place, never copied.
let stream = StandardStreams.streamingPlan(for: configuration)
func makePicker() -> (Picker, StreamingInput?) {
    var inputs = StandardStreams.pickerInputs
    var streaming: StreamingInput?
    if let wheel = stream {
        do {
            let (rows, finished) = try StreamingInput.firstRows(fd: 0, maxRows: configuration.maxRows)
            inputs.readStandardInput = { _ in rows }
            if !finished {
                streaming = StreamingInput(fd: 0, wheel: wheel, maxRows: configuration.maxRows,
                                           width: DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide))
            }
        } catch {
            fail(.unreadable(spec: "-", path: "stdin", reason: error.reason))
        }
    }
    do {
        return (Picker(state: try PickerFactory.makeState(configuration, inputs: inputs)), streaming)
    } catch {
        fail(error)
    }
}
var (picker, streaming) = makePicker()
if let tty {
    let depth = ColorPolicy.depth(choice: configuration.color, environment: environment)
    picker.appearance = configuration.appearance(wheels: picker.state.wheels.count, depth: depth)
    picker.measure = DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide)
    picker.options.mouse = configuration.mouse
    picker.options.timeout = configuration.timeout
    picker.options.acceptOnTimeout = configuration.onTimeout == .accept
    if let wheel = stream {
        let rows = picker.state.wheels[wheel].rows
        let cut = StreamingInput.lines(in: rows)?.wasCut ?? false
        picker.status = StreamingInput.note(rows: rows.count, finished: streaming == nil, cut: cut)
    }
    switch picker.run(on: tty, depth: depth, input: streaming) {
    case .selected: break
    case .cancelled: exit(ExitStatus.cancelled)
    case .interrupted: exit(ExitStatus.interrupted)
    case .timedOut: exit(ExitStatus.timedOut)
    }
}
guard StandardStreams.write(OutputFormatter.bytes(for: picker.state, options: configuration.output), to: 1) else {
    StandardStreams.report("cannot write the choice to stdout: \(String(cString: strerror(errno)))")
    exit(ReelError.exitStatus)
}
exit(ExitStatus.accepted)
