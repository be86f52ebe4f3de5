/// Every option reel takes. Parsing, `--help`, the completions and the man
/// page check all read this table.
public enum OptionTable {
    public static let all: [OptionSpec] = [
        // Components
        OptionSpec("component", short: "c", value: "SPEC", group: .components, completion: .spec,
                   help: "start a wheel: 1...20, 0..<60, 0...55/5, 00...59, a...z, Red,Green, - (stdin), @file") {
            context, value in context.configuration.components.append(ComponentRequest(spec: value))
        },
        OptionSpec("label", short: "l", value: "TEXT", scope: .component, group: .components,
                   help: "fixed label beside the selection band (hours, 분)") {
            context, value in context.component { $0.label = value }
        },
        OptionSpec("width", value: "N", scope: .component, group: .components, default: "widest row",
                   help: "columns of the wheel") {
            context, value in
            let n = try context.number(value, atLeast: 1)
            context.component { $0.width = n }
        },
        OptionSpec("align", value: "WHERE", choices: Alignment.allCases.map(\.rawValue), scope: .component,
                   group: .components, default: "center", help: "left, center or right") {
            context, value in
            let alignment = try context.choice(value, as: Alignment.self)
            context.component { $0.alignment = alignment }
        },
        OptionSpec("select", short: "s", value: "VALUE", scope: .component, group: .components,
                   help: "start on the row with this value (or text)") {
            context, value in context.component { $0.select = value }
        },
        OptionSpec("select-row", value: "N", scope: .component, group: .components, default: "0",
                   help: "start on row N (0-based)") {
            context, value in
            let n = try context.number(value, atLeast: 0)
            context.component { $0.selectRow = n }
        },
        OptionSpec("cyclic", scope: .component, group: .components,
                   help: "wrap from the last row to the first and back") {
            context, _ in context.component { $0.cyclic = true }
        },
        OptionSpec("show", value: "FIELDS", scope: .component, group: .components, default: "the whole row",
                   help: "fields of each input row to show: N, N.. or N..M") {
            context, value in
            guard let range = FieldRange(value) else {
                throw ReelError.invalidValue(option: context.spelling, value: value, expected: "a field N, N.. or N..M (from 1)")
            }
            context.component { $0.show = range }
        },
        OptionSpec("value", value: "FIELD", scope: .component, group: .components, default: "the whole row",
                   help: "field of each input row to print") {
            context, value in
            let n = try context.number(value, atLeast: 1)
            context.component { $0.valueField = n }
        },
        OptionSpec("icon", value: "FIELD", scope: .component, group: .components,
                   help: "field of each input row to draw as an icon before it") {
            context, value in
            let n = try context.number(value, atLeast: 1)
            context.component { $0.iconField = n }
        },
        OptionSpec("input-delimiter", value: "STR", group: .components, default: "tab",
                   help: "what separates the fields of input rows") {
            context, value in context.configuration.inputDelimiter = value
        },
        // Appearance
        OptionSpec("title", short: "t", value: "TEXT", group: .appearance, help: "title above the wheels") {
            context, value in context.configuration.title = value
        },
        OptionSpec("message", short: "m", value: "TEXT", group: .appearance, help: "a line under the title") {
            context, value in context.configuration.message = value
        },
        OptionSpec("done", value: "TEXT", group: .appearance, default: "Done", help: "text of the accept button") {
            context, value in context.configuration.doneTitle = value
        },
        OptionSpec("cancel", value: "TEXT", group: .appearance, default: "none",
                   help: "add a cancel button with this text") {
            context, value in context.configuration.cancelTitle = value
        },
        OptionSpec("rows", value: "N", group: .appearance, default: "5", help: "visible rows per wheel") {
            context, value in context.configuration.visibleRows = try context.number(value, atLeast: 1)
        },
        OptionSpec("separator", value: "TEXT", group: .appearance, default: "none",
                   help: "text between wheels at the band (:)") {
            context, value in context.configuration.separator = value
        },
        OptionSpec("color", value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue), group: .appearance,
                   default: "auto", help: "auto, always or never (auto honours NO_COLOR)") {
            context, value in context.configuration.color = try context.choice(value, as: ColorChoice.self)
        },
        OptionSpec("ambiwide", group: .appearance,
                   help: "draw East Asian ambiguous-width characters two columns wide") {
            context, _ in context.configuration.ambiguousIsWide = true
        },
        // Behaviour
        OptionSpec("focus", value: "N", group: .behaviour, default: "1", help: "focus component N (1-based) at start") {
            context, value in context.configuration.focus = try context.number(value, atLeast: 1)
        },
        OptionSpec("batch", group: .behaviour, help: "draw nothing; print the initial selection (no terminal needed)") {
            context, _ in context.configuration.batch = true
        },
        OptionSpec("max-rows", value: "N", group: .behaviour, default: "10000000",
                   help: "stop reading stdin or a file after N rows") {
            context, value in context.configuration.maxRows = try context.number(value, atLeast: 1)
        },
        // Output
        OptionSpec("index", short: "i", group: .output, help: "print 0-based row indices instead of values") {
            context, _ in context.configuration.output.indices = true
        },
        OptionSpec("delimiter", short: "d", value: "STR", group: .output, default: "tab",
                   help: "text between the values of the components") {
            context, value in context.configuration.output.delimiter = value
        },
        OptionSpec("print0", short: "0", group: .output, help: "end the output with NUL instead of a newline") {
            context, _ in context.configuration.output.nulTerminated = true
        },
        // General
        OptionSpec("help", short: "h", group: .general, help: "show this help and exit") {
            context, _ in context.configuration.showHelp = true
        },
        OptionSpec("version", short: "V", group: .general, help: "print the version and exit") {
            context, _ in context.configuration.showVersion = true
        },
        OptionSpec("completion", value: "SHELL", choices: Shell.allCases.map(\.rawValue), group: .general,
                   help: "print the completion script for bash, zsh or fish and exit") {
            context, value in context.configuration.completionShell = try context.choice(value, as: Shell.self)
        },
    ]

    public static func option(long: String) -> OptionSpec? { all.first { $0.long == long } }
    public static func option(short: Character) -> OptionSpec? { all.first { $0.short == short } }
}
