import ReelCore
import ReelTerminal

/// Every way a run can fail before or outside the picker, each with one
/// line of words for stderr. All exit with status 2.
package enum ReelError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    /// An option of fzf's that reel does not take (`--nth`, `--tac`, `+i`),
    /// as typed, with its row of `FzfOptionTable`.
    case fzfOption(String, FzfOption)
    case missingValue(option: String, valueName: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    /// A `--button TEXT:KEY` (as given) whose KEY cannot press it.
    case buttonKey(value: String, ButtonKeyProblem)
    case spec(SpecError)
    case noComponents
    case twoStandardInputs
    case unreadable(spec: String, path: String, reason: String)
    case noRows(spec: String)
    case selectNotFound(value: String, component: Int, spec: String)
    case selectRowOutOfRange(row: Int, component: Int, count: Int)
    case focusOutOfRange(Int, components: Int)
    case focusFieldOutOfRange(Int, fields: Int)
    case conflict(String, String)
    case needs(option: String, what: String)
    case preset(PresetError)
    /// `--min`/`--max` in the form of a date, on one no calendar has.
    case impossibleDate(option: String, value: String, CalendarDay.Impossible)
    case tooManyItems(option: String, given: Int, wheels: Int)
    case tree(path: String, TreeOutline.ParseError)
    case unreadableTree(path: String, reason: String)
    case template(TemplateError)
    /// A `!CMD` component whose placeholders cannot be used.
    case commandTemplate(spec: String, TemplateError)
    /// `!CMD` wheels whose commands name each other, in a cycle (the
    /// first one named again at the end); `form`: named as fields.
    case commandCycle([String], form: Bool)
    /// A `!CMD` component's command failed under `--batch`.
    case commandFailed(spec: String, reason: String)
    case terminal(TerminalError)
    /// stdout closed at start: nothing could receive the choice.
    case outputClosed
    case theme(ThemeError)
    /// A word list that does not split (`REEL_DEFAULT_OPTS` with an open quote).
    case words(ShellWords.SplitError)
    /// `--field` with a name a template cannot say.
    case badFieldName(String)
    case duplicateField(String)
    /// A `--field` with no wheel in it.
    case emptyField(String)
    /// `--batch` with a `--required` text that has no `--select`.
    /// The verdict refused an accept that nobody can follow up (`--batch`,
    /// `--select-1` with no terminal).
    case refused(Verdict.Refusal, by: String)
    /// A command names a `--secret`, whose value reaches stdout alone.
    case secretInCommand(option: String, field: String)
    /// A `--component` before the first `--field` of a form.
    case componentOutsideField(spec: String)
    /// A form-wide template (`--format`, `--preview`, `--on-change`) that
    /// names a wheel by number: in a form it must name a field.
    case numberedInForm(option: String, placeholder: String, fields: [String])
    /// KEYS that cannot be read (`--keys`, `REEL_KEYS`, a line of
    /// `REEL_KEYS_FILE`): where they came from, and why.
    case keys(source: String, KeyScriptError)
    /// `REEL_KEYS_FILE` has no line left for this run, or cannot be read.
    case keysFile(path: String, reason: String)
    /// `REEL_SCREEN_SIZE` that is no `COLSxROWS`.
    case screenSize(String)
    /// An error in options that came from an environment variable, not the command line.
    indirect case inEnvironment(variable: String, ReelError)

    package static let exitStatus: Int32 = 2

    /// The line for stderr. User text inside it (a spec, a value, a path)
    /// may hold anything; escaping the whole line keeps it one line that
    /// cannot act on the terminal, whatever a case quotes.
    package var message: String { Escaped.message(words) }

    private var words: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\((option))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see reel --help")
        case .fzfOption(let option, let row):
            "unknown option '\(option)': " + row.answer(to: option)
        case .missingValue(let option, let valueName):
            "option '\((option))' needs a value (\(valueName))"
        case .unexpectedValue(let option):
            "option '\((option))' takes no value"
        case .invalidValue(let option, let value, let expected):
            "\((option)): '\((value))' is not valid; expected \(expected)"
        case .buttonKey(let value, let problem):
            "--button '\(value)': " + Self.words(problem)
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
        case .focusFieldOutOfRange(let focus, let fields):
            "--focus \(focus) is not a field of the form; expected 1 to \(fields)"
        case .focusOutOfRange(let focus, let components):
            "--focus \(focus) is not a component; expected 1 to \(components)"
        case .conflict(let a, let b):
            "\(a) and \(b) cannot be used together"
        case .needs(let option, let what):
            "\(option) works only with \(what)"
        case .preset(.select(let value, let preset, let expected)):
            "--select '\(value)' does not fit --preset \(preset); expected \(expected)"
        case .preset(.impossibleDate(let value, let impossible)):
            Self.impossible(option: "--select", value: value, impossible)
        case .impossibleDate(let option, let value, let impossible):
            Self.impossible(option: option, value: value, impossible)
        case .preset(.emptyDateRange(let minimum, let maximum)):
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
        case .commandTemplate(let spec, let error):
            (spec.hasPrefix("--") ? spec : "component '\((spec))'") + ": \(error.problemText)"
        case .commandCycle(let names, let form):
            "\(form ? "fields" : "commands") name each other in a cycle, so none could ever load: "
                + names.joined(separator: " → ") + "; a command may name only wheels that do not wait for it"
        case .commandFailed(let spec, let reason):
            "component '\((spec))': \(reason)"
        case .keys(let source, let error):
            "\(source): \(error.reason)"
        case .keysFile(let path, let reason):
            "REEL_KEYS_FILE '\(path)': \(reason)"
        case .screenSize(let value):
            "REEL_SCREEN_SIZE '\(value)': expected COLSxROWS, e.g. 80x24, at most \(TerminalSize.maximum.columns)x\(TerminalSize.maximum.rows)"
        case .outputClosed:
            "stdout is closed, so the choice could not be printed; redirect it (e.g. >/dev/null) instead"
        case .terminal(.noTerminal(let reason)):
            "no terminal to draw on (\(reason)); use --batch to print the initial selection without one"
        case .terminal(.popup(let reason)):
            "--popup: \(reason)"
        case .theme(.unknownTheme(let name, let known)):
            "--theme: unknown theme '\(name)'; expected \(known.joined(separator: ", ")) or key:color"
        case .theme(.unknownKey(let key, let known)):
            "--theme: unknown key '\(key)'; expected one of \(known.joined(separator: ", "))"
        case .theme(.unknownColor(let color)):
            "--theme: unknown colour '\(color)'; expected a name (red, bright-red, orange, …), 0-255 or #rrggbb"
        case .theme(.unknownAttribute(let attribute, let known)):
            "--theme: unknown attribute '\(attribute)'; expected one of \(known.joined(separator: ", "))"
        case .words(let error):
            error.message
        case .badFieldName(let name):
            "--field '\(name)': a field's name is letters, digits, '_' and '-' (not only digits), e.g. Country"
        case .duplicateField(let name):
            "--field '\(name)' is given twice; each field needs a name of its own"
        case .emptyField(let name):
            "--field '\(name)' has no wheel; give it a --component, a --preset, a --tree, --text or --switch"
        case .refused(let refusal, let option):
            refusal.reason == .required && !refusal.name.isEmpty
                ? "\(option): {\(refusal.name)} is --required and empty; give it a --select"
                : "\(option): \(refusal.message)"
        case .secretInCommand(let option, let field):
            "\(option) names {\(field)}, a --secret: its value goes to stdout only, never to a command"
        case .componentOutsideField(let spec):
            "component '\((spec))' comes before the first --field; in a form every --component belongs to a field"
        case .numberedInForm(let option, let placeholder, let fields):
            "\(option): \(placeholder) names a wheel by number; in a form name a field: "
                + fields.prefix(3).map { "{\($0)}" }.joined(separator: ", ") + (fields.count > 3 ? ", …" : "")
                + " (or {NAME.1}, {NAME.1.row})"
        case .inEnvironment(let variable, let error):
            "in \(variable): \(error.message)"
        }
    }

    /// `--select 2026-02-30: February 2026 has 28 days`: the value is in
    /// the right format (digits and dashes), so it needs no quotes.
    private static func words(_ problem: ButtonKeyProblem) -> String {
        switch problem {
        case .notAKey(let key):
            "\(key) is no key; expected ctrl+ and one letter (ctrl+e), or one character"
        case .sentAs(let key, let sent):
            "a terminal sends \(key) as \(sent), so it could never press the button; choose another key"
        case .interrupt:
            "ctrl+c always interrupts (exit 130); choose another key"
        case .taken(let key, let title):
            "\(key) already presses '\(title)'; give each button its own key"
        case .typedIntoQuery(let key):
            "under --filter the query takes every character typed, \(key) too; choose a ctrl+ key (ctrl+e)"
        }
    }

    private static func impossible(option: String, value: String, _ impossible: CalendarDay.Impossible) -> String {
        "\(option) \(value): \(impossible.reason)"
    }
}
