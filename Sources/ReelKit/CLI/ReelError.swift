/// Every way a run can fail before or outside the picker, each with one
/// line of words for stderr. All exit with status 2.
public enum ReelError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String, valueName: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    case spec(SpecError)
    case noComponents
    case twoStandardInputs
    case unreadable(spec: String, path: String, reason: String)
    case noRows(spec: String)
    case selectNotFound(value: String, component: Int, spec: String)
    case selectRowOutOfRange(row: Int, component: Int, count: Int)
    case focusOutOfRange(Int, components: Int)
    case noTerminal(reason: String)
    case terminal(reason: String)
    /// A word list that does not split (`REEL_DEFAULT_OPTS` with an open quote).
    case words(ShellWords.SplitError)
    /// An error in options that came from an environment variable, not the command line.
    indirect case inEnvironment(variable: String, ReelError)

    public static let exitStatus: Int32 = 2

    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see reel --help")
        case .missingValue(let option, let valueName):
            "option '\(option)' needs a value (\(valueName))"
        case .unexpectedValue(let option):
            "option '\(option)' takes no value"
        case .invalidValue(let option, let value, let expected):
            "\(option): '\(value)' is not valid; expected \(expected)"
        case .spec(let error):
            error.message
        case .noComponents:
            "nothing to choose from: give --component SPEC (e.g. -c 1...20) or pipe rows on stdin"
        case .twoStandardInputs:
            "only one component can read stdin ('-')"
        case .unreadable(let spec, let path, let reason):
            "component '\(spec)': cannot read '\(path)': \(reason)"
        case .noRows(let spec):
            "component '\(spec)': no rows to choose from"
        case .selectNotFound(let value, let component, let spec):
            "--select '\(value)' is not a row of component \(component) ('\(spec)')"
        case .selectRowOutOfRange(let row, let component, let count):
            "--select-row \(row) is outside component \(component), which has rows 0 to \(count - 1)"
        case .focusOutOfRange(let focus, let components):
            "--focus \(focus) is not a component; expected 1 to \(components)"
        case .noTerminal(let reason):
            "no terminal to draw on (\(reason)); use --batch to print the initial selection without one"
        case .terminal(let reason):
            "terminal: \(reason)"
        case .words(let error):
            error.message
        case .inEnvironment(let variable, let error):
            "in \(variable): \(error.message)"
        }
    }
}
