import ReelCore
import ReelTerminal

/// Every option reel takes. Parsing, `--help`, the completions and the man
/// page check all read this table.
package enum OptionTable {
    package static let all: [OptionSpec] = [
        // Components
        OptionSpec("component", short: "c", value: "SPEC", group: .components, completion: .spec,
                   help: "start a wheel: 1...20, 0..<60, 0...55/5, 00...59, a...z, Red,Green, - (stdin), @file",
                   handler: .bytes { context, value in context.configuration.components.append(ComponentRequest(bytes: value)) }),
        OptionSpec("label", short: "l", value: "TEXT", scope: .component, group: .components,
                   help: "fixed label beside the band (hours, 분); for --preset and --tree a comma list, one per wheel") {
            context, value in context.component { $0.label = value }
        },
        OptionSpec("width", value: "N", scope: .component, group: .components, default: "widest row",
                   range: Limits.width,
                   help: "columns of the wheel") {
            context, value in
            let n = try context.number(value, in: Limits.width)
            context.component { $0.width = n }
        },
        OptionSpec("align", value: "WHERE", choices: Alignment.allCases.map(\.rawValue), scope: .component,
                   group: .components, default: "center", help: "left, center or right") {
            context, value in
            let alignment = try context.choice(value, as: Alignment.self)
            context.component { $0.alignment = alignment }
        },
        OptionSpec("select", short: "s", value: "VALUE", scope: .component, group: .components,
                   help: "start on the row with this value (or text); with --preset "
                       + Preset.all.map(\.kind.selectExample).joinedAsAlternatives + "; with --tree a comma list",
                   handler: .bytes { context, value in context.component { $0.select = value } }),
        OptionSpec("select-row", value: "N", scope: .component, group: .components, default: "0",
                   range: Limits.selectRow,
                   help: "start on row N (0-based)") {
            context, value in
            let n = try context.number(value, in: Limits.selectRow)
            context.component { $0.selectRow = n }
        },
        OptionSpec("cyclic", scope: .component, group: .components,
                   help: "wrap from the last row to the first and back") {
            context, _ in context.component { $0.cyclic = true }
        },
        OptionSpec("show", value: "FIELDS", scope: .component, group: .components, default: "the whole row",
                   help: "fields of each input row to show: N, N.. or N..M") {
            context, value in
            let range = try context.fieldRange(value)
            context.component { $0.show = range }
        },
        OptionSpec("match", value: "FIELDS", scope: .component, group: .components, default: "the shown fields",
                   help: "fields of each input row that --filter and the / search look at: N, N.. or N..M (fzf's --nth)") {
            context, value in
            let range = try context.fieldRange(value)
            context.component { $0.match = range }
        },
        OptionSpec("value", value: "FIELD", scope: .component, group: .components, default: "the whole row",
                   range: Limits.field,
                   help: "field of each input row to print") {
            context, value in
            let n = try context.number(value, in: Limits.field)
            context.component { $0.valueField = n }
        },
        OptionSpec("icon", value: "FIELD", scope: .component, group: .components,
                   range: Limits.field,
                   help: "field of each input row to draw as an icon before it") {
            context, value in
            let n = try context.number(value, in: Limits.field)
            context.component { $0.iconField = n }
        },
        OptionSpec("swatch", scope: .component, group: .components,
                   help: "rows that name a colour show a swatch of it (names are UIKit's system colours; 202, #ff8000)") {
            context, _ in context.component { $0.swatch = true }
        },
        OptionSpec("multi", value: "N", scope: .component, group: .components, default: "any number", range: Limits.multi,
                   help: "let space check rows (at most N); prints each checked row, or the band's row if none",
                   handler: .optionalText { context, value in
            let limit = try value.map { text throws(ReelError) in try context.number(text, in: Limits.multi) } ?? Int.max
            context.component { $0.multi = limit }
        }),
        OptionSpec("ansi", value: "keep", scope: .component, group: .components,
                   help: "draw the colours and attributes in rows (SGR codes: git log --color, ls --color) instead"
                       + " of showing their codes; print the rows without them, or as they came with --ansi=keep",
                   handler: .optionalText { context, value in
            guard value == nil || value == "keep" else {
                throw ReelError.invalidValue(option: context.spelling, value: value ?? "",
                                             expected: "no value, or keep (--ansi=keep prints the codes too)")
            }
            context.component { $0.colorCodes = value == nil ? .drawn : .kept }
        }),
        OptionSpec("header-lines", value: "N", scope: .component, group: .components, default: "0",
                   range: Limits.headerLines,
                   help: "the input's first N lines are a header: shown above the rows, never chosen, searched or printed") {
            context, value in
            let n = try context.number(value, in: Limits.headerLines)
            context.component { $0.headerLines = n }
        },
        OptionSpec("input-delimiter", value: "STR", group: .components, default: "tab",
                   help: "what separates the fields of input rows; one space splits on runs of blanks, as awk does",
                   handler: .bytes { context, value in context.configuration.inputDelimiter = value }),
        // Presets and trees
        OptionSpec("preset", short: "p", value: "NAME", choices: Preset.all.map(\.name), group: .presets,
                   help: "ready-made wheels: "
                       + Preset.all.map { "\($0.name) (\($0.kind.wheelsInBrief))" }.joined(separator: ", ")) {
            context, value in
            let preset = try context.choice(value, among: Preset.all, named: \.name)
            context.configuration.preset = preset
        },
        OptionSpec("minute-interval", value: "N", group: .presets, default: "1",
                   help: "minutes between rows of a preset's minute wheel: a divisor of 60 up to 30") {
            context, value in
            guard let n = Int(value), PresetRequest.minuteIntervals.contains(n) else {
                throw ReelError.invalidValue(option: context.spelling, value: value,
                                             expected: "a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)")
            }
            context.configuration.minuteInterval = n
        },
        OptionSpec("min", value: "DATE", group: .presets, default: "100 years ago; datetime: a year ago",
                   help: "earliest date of --preset date (YYYY-MM-DD), datetime (also YYYY-MM-DDTHH:MM) or month (YYYY-MM)") {
            context, value in
            (context.configuration.minimumDate, context.configuration.minimumClock) = try context.dateAndTime(value)
        },
        OptionSpec("max", value: "DATE", group: .presets, default: "in 100 years; datetime: in a year",
                   help: "latest date of --preset date (YYYY-MM-DD), datetime (also YYYY-MM-DDTHH:MM) or month (YYYY-MM)") {
            context, value in
            (context.configuration.maximumDate, context.configuration.maximumClock) = try context.dateAndTime(value, monthEnd: true)
        },
        OptionSpec("carry", group: .presets,
                   help: "spin a duration or time like an odometer: 59 -> 00 moves the next wheel on") {
            context, _ in context.configuration.carry = true
        },
        OptionSpec("tree", value: "FILE", group: .presets, completion: .file,
                   help: "one wheel per level of an outline (- for stdin); children indented by two spaces or a tab") {
            context, value in context.configuration.tree = value
        },
        // Forms
        OptionSpec("field", value: "NAME", group: .forms,
                   help: "start a field of a form: the wheels, preset or tree after it, up to the next --field, "
                       + "are its own; NAME (letters, digits, _ -) is its label and its name in --format and commands") {
            context, value in try context.startField(value)
        },
        OptionSpec("text", group: .forms,
                   help: "the field is a line of text to type (alone: a one-field form); --select TEXT starts it") {
            context, _ in try context.setEntry(.text)
        },
        OptionSpec("secret", group: .forms,
                   help: "as --text, drawn as one • per character; its value goes to stdout only") {
            context, _ in try context.setEntry(.secret)
        },
        OptionSpec("switch", group: .forms,
                   help: "the field is a switch, on or off (--select on|off); it prints yes or no, --json true or false") {
            context, _ in try context.setEntry(.toggle)
        },
        OptionSpec("placeholder", value: "TEXT", group: .forms, help: "shown dim in an empty --text or --secret") {
            context, value in context.configuration.placeholder = value
        },
        OptionSpec("max-length", value: "N", group: .forms, default: "no limit", range: Limits.maxLength,
                   help: "characters a --text or --secret takes at most") {
            context, value in context.configuration.maxLength = try context.number(value, in: Limits.maxLength)
        },
        OptionSpec("required", group: .forms, help: "done does not accept while this --text or --secret is empty") {
            context, _ in context.configuration.required = true
        },
        OptionSpec("alert", group: .forms,
                   help: "ask only the title or message with the buttons (a yes or no), never reading stdin:"
                       + " exit 0 for done, 1 for cancel, 3… for a --button; prints nothing") {
            context, _ in context.configuration.alert = true
        },
        // Appearance
        OptionSpec("title", short: "t", value: "TEXT", group: .appearance, help: "title above the wheels") {
            context, value in context.configuration.title = value
        },
        OptionSpec("message", short: "m", value: "TEXT", group: .appearance, help: "a line under the title") {
            context, value in context.configuration.message = value
        },
        OptionSpec("done", value: "TEXT", group: .appearance, default: "the locale's word, e.g. Done",
                   help: "text of the accept button (empty: the locale's word)") {
            context, value in context.configuration.doneTitle = value
        },
        OptionSpec("cancel", value: "TEXT", group: .appearance, default: "none",
                   help: "add a cancel button with this text (empty: the locale's word, e.g. Cancel)") {
            context, value in context.configuration.cancelTitle = value
        },
        OptionSpec("button", value: "TEXT[:KEY]", group: .appearance,
                   help: "add a button between cancel and done (repeatable), pressed also by KEY (ctrl+e, or a character):"
                       + " it prints the selection as done does and exits 3 for the first, 4 for the second, …") {
            context, value in
            guard context.configuration.buttons.count < Limits.buttons else {
                throw ReelError.invalidValue(option: context.spelling, value: value,
                                             expected: "at most \(Limits.buttons) buttons (exit 3 to \(2 + Limits.buttons))")
            }
            // The text after the last ":" is the key when it names one (or
            // means a ctrl key: checked, never taken as text); else all of it is the text.
            if let colon = value.lastIndex(of: ":"), colon > value.startIndex,
               case let name = String(value[value.index(after: colon)...]), Key(named: name) != nil || Key.namesControl(name) {
                context.configuration.buttons.append(try ButtonArgument.button(value, title: String(value[..<colon]), key: name,
                                                                               after: context.configuration.buttons))
            } else if value.isEmpty {
                throw ReelError.invalidValue(option: context.spelling, value: value, expected: "the button's text, then :KEY if any")
            } else {
                context.configuration.buttons.append(ToolbarButton(title: value))
            }
        },
        OptionSpec("rows", value: "N", group: .appearance, default: "5; a list: 40% of the terminal, at least 8",
                   range: Limits.rows,
                   help: "visible rows per wheel; the band is the middle row (even N: one more row below it)") {
            context, value in
            context.configuration.visibleRows = try context.number(value, in: Limits.rows)
            context.configuration.rowsGiven = true
        },
        OptionSpec("layout", value: "LOOK", choices: PickerLook.allCases.map(\.rawValue), group: .appearance,
                   default: "wheel; list with --filter on one wheel",
                   help: "wheel, or list: rows one a line under the query line, the chosen one highlighted (one wheel)") {
            context, value in context.configuration.layout = try context.choice(value, as: PickerLook.self)
        },
        OptionSpec("header", value: "TEXT", group: .appearance, help: "a line above the rows (one per line of TEXT)") {
            context, value in
            context.configuration.header += value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        },
        OptionSpec("keep-right", group: .appearance,
                   help: "a row too wide shows its end (a file name), cut with … at its start") {
            context, _ in context.configuration.keepRight = true
        },
        OptionSpec("row-height", value: "N", group: .appearance, default: "1",
                   range: Limits.rowHeight,
                   help: "lines per row; the band grows with it, the text on its middle line") {
            context, value in context.configuration.rowHeight = try context.number(value, in: Limits.rowHeight)
        },
        OptionSpec("gap", value: "N", group: .appearance, default: "0",
                   range: Limits.gap,
                   help: "columns between wheels, the separator centred in them (at least its width)") {
            context, value in context.configuration.gap = try context.number(value, in: Limits.gap)
        },
        OptionSpec("border", value: "STYLE", choices: BorderStyle.allCases.map(\.rawValue), group: .appearance,
                   default: "none", help: "none, rounded, sharp, double, ascii or heavy; the title sits in it") {
            context, value in context.configuration.border = try context.choice(value, as: BorderStyle.self)
        },
        OptionSpec("fullscreen", group: .appearance,
                   help: "draw centred on the alternate screen instead of inline below the cursor") {
            context, _ in context.configuration.fullscreen = true
        },
        OptionSpec("popup", value: "W%,H%", group: .appearance, default: "50%,50%",
                   help: "inside tmux 3.2+, pick in a popup over the panes (W%,H% of the window, or cells);"
                       + " stdout and the exit status as inline; elsewhere inline",
                   handler: .optionalText { context, value in
            let size: TmuxPopup.Size? = if let value { TmuxPopup.Size(value) } else { .standard }
            guard let size else {
                throw ReelError.invalidValue(option: context.spelling, value: value ?? "",
                                             expected: "W%,H% (1-100%) or cells (1-10000), e.g. 80%,60% or 60,12")
            }
            context.configuration.popup = size
        }),
        OptionSpec("theme", value: "SPEC", group: .appearance, default: "auto",
                   completion: .words(ThemeSpec.names),
                   help: "auto (terminal colours, a band for a light or dark background), default, dark,"
                       + " light, mono, and/or KEY:COLOR[+ATTR],... e.g. dark,accent:orange+bold;"
                       + " keys fg bg selected band label title message button accent dim border focus;"
                       + " colours: ANSI names, brown orange gray pink purple, 0-255, #rrggbb;"
                       + " attrs bold dim italic underline reverse") {
            context, value in context.configuration.theme = try ThemeSpec.choice(value)
        },
        OptionSpec("hints", group: .appearance,
                   help: "keep a line of key hints under the picker (? shows every key)") {
            context, _ in context.configuration.hints = true
        },
        OptionSpec("flat", group: .appearance, help: "no perspective: rows away from the band do not fade") {
            context, _ in context.configuration.flat = true
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
        OptionSpec("focus", value: "N", group: .behaviour, default: "1", range: Limits.focus,
                   help: "focus component N (1-based) at start") {
            context, value in context.configuration.focus = try context.number(value, in: Limits.focus)
        },
        OptionSpec("timeout", value: "SECONDS", group: .behaviour, default: "none",
                   help: "end the picker after this long with no key (exit 124)") {
            context, value in
            guard let seconds = Limits.seconds(value) else {
                throw ReelError.invalidValue(option: context.spelling, value: value,
                                             expected: "decimal seconds above 0, at most \(Int(Limits.timeoutSeconds))")
            }
            context.configuration.timeout = seconds
        },
        OptionSpec("on-timeout", value: "ACTION", choices: TimeoutAction.allCases.map(\.rawValue), group: .behaviour,
                   default: "cancel", help: "cancel (exit 124) or accept the current rows") {
            context, value in context.configuration.onTimeout = try context.choice(value, as: TimeoutAction.self)
        },
        OptionSpec("accessible", group: .behaviour,
                   help: "ask each wheel as a plain question answered a line at a time, for screen readers"
                       + " (also REEL_ACCESSIBLE=1, ACCESSIBLE=1 or TERM=dumb)") {
            context, _ in context.configuration.accessible = true
        },
        OptionSpec("no-mouse", group: .behaviour, help: "leave the mouse to the terminal (for copy and paste)") {
            context, _ in context.configuration.mouse = false
        },
        OptionSpec("filter", group: .behaviour,
                   help: "type to narrow each list wheel to the rows its query matches, best first (fzf's syntax:"
                       + " 'exact ^prefix suffix$ !not a | b); with --batch, print the focused wheel's") {
            context, _ in context.configuration.start.filters = true
        },
        OptionSpec("query", short: "q", value: "TEXT", group: .behaviour,
                   help: "start with this query: --filter's, else a / search's first row (n and N go on)") {
            context, value in context.configuration.start.text = value
        },
        OptionSpec("select-1", group: .behaviour,
                   help: "accept at once, drawing nothing, when exactly one row matches the query (or there is one row)") {
            context, _ in context.configuration.start.selectOne = true
        },
        OptionSpec("exit-0", group: .behaviour, help: "exit 1 at once, drawing nothing, when no row matches the query") {
            context, _ in context.configuration.start.exitZero = true
        },
        OptionSpec("no-sort", group: .behaviour, help: "--filter keeps the rows in input order instead of best first") {
            context, _ in context.configuration.sorts = false
        },
        OptionSpec("literal", group: .behaviour,
                   help: "--filter matches accented letters only as typed (without it, cafe finds café, as in fzf)") {
            context, _ in context.configuration.start.literal = true
        },
        OptionSpec("batch", group: .behaviour, help: "draw nothing; print the initial selection (no terminal needed)") {
            context, _ in context.configuration.batch = true
        },
        OptionSpec("keys", value: "KEYS", group: .behaviour,
                   help: "take these keys instead of a person's, on no terminal: text types itself, <enter> <tab> <down>"
                       + " <ctrl+t> are keys, <lt> a <, <wait> waits for rows and commands; out of keys is exit 124"
                       + " (also REEL_KEYS, REEL_KEYS_FILE; REEL_SCREEN keeps the last frame)") {
            context, value in context.configuration.keys = value
        },
        OptionSpec("live", group: .behaviour, help: "print the selection (as on accept) each time the wheels settle; several lines end with an empty one") {
            context, _ in context.configuration.live = true
        },
        OptionSpec("on-change", value: "CMD", group: .behaviour,
                   help: "run CMD (sh -c, {1} {2.row} {} as quoted words) each time the wheels settle") {
            context, value in context.configuration.onChange = value
        },
        OptionSpec("preview", value: "CMD", group: .behaviour,
                   help: "show CMD's output under the wheels, re-run when they settle ({1} {2.row} {} quoted)") {
            context, value in context.configuration.preview = value
        },
        OptionSpec("preview-lines", value: "N", group: .behaviour, default: "5", range: Limits.previewLines,
                   help: "lines of the --preview pane") {
            context, value in context.configuration.previewLines = try context.number(value, in: Limits.previewLines)
        },
        OptionSpec("max-rows", value: "N", group: .behaviour, default: "10000000",
                   range: Limits.maxRows,
                   help: "stop reading stdin, a file or a !command after N rows") {
            context, value in context.configuration.maxRows = try context.number(value, in: Limits.maxRows)
        },
        // Output
        OptionSpec("index", short: "i", group: .output, help: "print 0-based row indices instead of values") {
            context, _ in context.configuration.output.choose(.indices)
        },
        OptionSpec("delimiter", short: "d", value: "STR", group: .output, default: "tab",
                   help: "text between the values of the components",
                   handler: .bytes { context, value in context.configuration.output.delimiter = value }),
        OptionSpec("print0", short: "0", group: .output, help: "end the output with NUL instead of a newline") {
            context, _ in context.configuration.output.nulTerminated = true
        },
        OptionSpec("json", group: .output, help: "print a JSON array: component, row, value, title, label") {
            context, _ in context.configuration.output.choose(.json)
        },
        OptionSpec("format", value: "TEMPLATE", group: .output,
                   help: "print TEMPLATE: {1} a value, {1.row} its row, {} all, {{ a brace; presets add "
                       + Preset.fieldNames.map { "{\($0)}" }.joined(separator: " "),
                   handler: .bytes { context, value in
            do throws(TemplateError) {
                context.configuration.output.choose(.template(try Template(parsing: value)))
            } catch {
                throw ReelError.template(error)
            }
        }),
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

    package static func option(long: String) -> OptionSpec? { all.first { $0.long == long } }
    package static func option(short: Character) -> OptionSpec? { all.first { $0.short == short } }
}
