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
    case conflict(String, String)
    case needs(option: String, what: String)
    case presetSelect(value: String, preset: String, expected: String)
    case emptyDateRange(minimum: String, maximum: String)
    case tooManyItems(option: String, given: Int, wheels: Int)
    case tree(path: String, TreeOutline.ParseError)
    case unreadableTree(path: String, reason: String)
    case template(TemplateError)
    case noTerminal(reason: String)
    /// stdout closed at start: nothing could receive the choice.
    case outputClosed
    /// `--theme`: a word that is neither a named theme nor `key:color`.
    case unknownTheme(String, known: [String])
    case unknownThemeKey(String, known: [String])
    case unknownColor(String)
    case unknownAttribute(String, known: [String])
    /// A word list that does not split (`REEL_DEFAULT_OPTS` with an open quote).
    case words(ShellWords.SplitError)
    /// An error in options that came from an environment variable, not the command line.
    indirect case inEnvironment(variable: String, ReelError)

    public static let exitStatus: Int32 = 2

    /// User text inside a message, with controls written as escapes so the
    /// message stays one line and cannot act on the terminal.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The line for stderr. User text inside it (a spec, a value, a path)
    /// may hold anything; escaping the whole line keeps it one line that
    /// cannot act on the terminal, whatever a case quotes.
    public var message: String { Self.visible(words) }

    private var words: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\((option))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see reel --help")
        case .missingValue(let option, let valueName):
            "option '\((option))' needs a value (\(valueName))"
        case .unexpectedValue(let option):
            "option '\((option))' takes no value"
        case .invalidValue(let option, let value, let expected):
            "\((option)): '\((value))' is not valid; expected \(expected)"
        case .spec(let error):
            error.message
        case .noComponents:
            "nothing to choose from: give --component SPEC (e.g. -c 1...20) or pipe rows on stdin"
        case .twoStandardInputs:
            "only one component can read stdin ('-')"
        case .unreadable(let spec, let path, let reason):
            "component '\((spec))': cannot read '\((path))': \(reason)"
        case .noRows(let spec):
            "component '\((spec))': no rows to choose from"
        case .selectNotFound(let value, let component, let spec):
            "--select '\((value))' is not a row of component \(component) ('\((spec))')"
        case .selectRowOutOfRange(let row, let component, let count):
            "--select-row \(row) is outside component \(component), which has rows 0 to \(count - 1)"
        case .focusOutOfRange(let focus, let components):
            "--focus \(focus) is not a component; expected 1 to \(components)"
        case .conflict(let a, let b):
            "\(a) and \(b) cannot be used together"
        case .needs(let option, let what):
            "\(option) works only with \(what)"
        case .presetSelect(let value, let preset, let expected):
            "--select '\(value)' does not fit --preset \(preset); expected \(expected)"
        case .emptyDateRange(let minimum, let maximum):
            "--min \(minimum) is after --max \(maximum)"
        case .tooManyItems(let option, let given, let wheels):
            "\(option) lists \(given) items for \(wheels) wheels"
        case .tree(let path, let error):
            switch error.problem {
            case .inconsistentIndentation:
                "tree '\(path)' line \(error.line): inconsistent indentation; indent each level by two spaces or one tab"
            case .noParent:
                "tree '\(path)' line \(error.line): indented under no parent (more than one level deeper than the line above)"
            case .empty:
                "tree '\(path)' is empty (\(error.line) blank lines); write one row per line, children indented"
            }
        case .unreadableTree(let path, let reason):
            "--tree: cannot read '\(path)': \(reason)"
        case .template(let error):
            error.message
        case .outputClosed:
            "stdout is closed, so the choice could not be printed; redirect it (e.g. >/dev/null) instead"
        case .noTerminal(let reason):
            "no terminal to draw on (\(reason)); use --batch to print the initial selection without one"
        case .unknownTheme(let name, let known):
            "--theme: unknown theme '\(name)'; expected \(known.joined(separator: ", ")) or key:color"
        case .unknownThemeKey(let key, let known):
            "--theme: unknown key '\(key)'; expected one of \(known.joined(separator: ", "))"
        case .unknownColor(let color):
            "--theme: unknown colour '\(color)'; expected a name (red, bright-red, orange, …), 0-255 or #rrggbb"
        case .unknownAttribute(let attribute, let known):
            "--theme: unknown attribute '\(attribute)'; expected one of \(known.joined(separator: ", "))"
        case .words(let error):
            error.message
        case .inEnvironment(let variable, let error):
            "in \(variable): \(error.message)"
        }
    }
}
