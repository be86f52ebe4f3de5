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
    static let interrupted: Int32 = 130
}

func fail(_ error: ReelError) -> Never {
    StandardStreams.report(error.message)
    exit(ReelError.exitStatus)
}

StandardStreams.ignoreBrokenPipes()
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

let state: PickerState
do {
    state = try PickerFactory.makeState(configuration, inputs: StandardStreams.pickerInputs)
} catch {
    fail(error)
}

var chosen = state
if !configuration.batch {
    let tty: TTY
    do { tty = try TTY() } catch { fail(error) }
    let renderer = Renderer(measure: DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide))
    let depth = ColorPolicy.depth(choice: configuration.color, environment: environment)
    let session = PickerSession(state: state, renderer: renderer, depth: depth, tty: tty)
    switch session.run() {
    case .accepted: chosen = session.state
    case .cancelled: exit(ExitStatus.cancelled)
    case .interrupted: exit(ExitStatus.interrupted)
    }
}
guard StandardStreams.write(OutputFormatter.bytes(for: chosen, options: configuration.output), to: 1) else {
    StandardStreams.report("cannot write the choice to stdout: \(String(cString: strerror(errno)))")
    exit(ReelError.exitStatus)
}
exit(ExitStatus.accepted)
