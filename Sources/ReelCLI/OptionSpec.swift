import ReelCore

/// One command-line option: its names, what it takes, its help, and how it
/// changes the configuration. The table of these is the single source of
/// `--help`, the completions and the man page check.
package struct OptionSpec: Sendable {
    package enum Scope: Sendable { case component, global }

    package enum Group: String, Sendable, CaseIterable {
        case components = "Components (after --component, or before the first for all)"
        case forms = "Forms (each --field NAME, then its wheels)"
        case presets = "Presets and trees"
        case appearance = "Appearance"
        case behaviour = "Behaviour"
        case output = "Output"
        case general = "General"
    }

    /// What a shell completes for the option's value, beyond `choices`.
    package enum ValueCompletion: Sendable, Equatable {
        /// Nothing to offer: free text, a number.
        case none
        /// A file path (`--tree FILE`).
        case file
        /// A component SPEC: file paths after `@`.
        case spec
        /// Words to offer where the option also takes others (`--theme`'s
        /// named themes besides `KEY:COLOR` items).
        case words([String])
    }

    // Untyped because closures infer `any Error`; `run` maps the layers'
    // errors that handlers let through (a theme's) to ReelError.
    package typealias Apply = @Sendable (inout ParseContext, String) throws -> Void
    package typealias ApplyBytes = @Sendable (inout ParseContext, [UInt8]) throws -> Void
    package typealias ApplyOptional = @Sendable (inout ParseContext, String?) throws -> Void

    /// How an option takes its value. Most read text: a number, a name, a
    /// title drawn on the screen (where invalid UTF-8 shows as U+FFFD
    /// anyway). Values that can reach stdout or a command (list items,
    /// `--select`, `--delimiter`, `--format`) take the argument's bytes, so
    /// they print exactly as given, as rows from stdin do.
    package enum Handler: Sendable {
        case text(Apply)
        case bytes(ApplyBytes)
        /// A value that may be left out, given only after `=`
        /// (`--popup`, `--popup=80%,60%`): the next argument is never it.
        case optionalText(ApplyOptional)
    }

    package var long: String
    package var short: Character?
    /// The value's placeholder in help (`SPEC`, `N`); nil for a flag.
    package var valueName: String?
    /// The accepted words, for options that take one of a few.
    package var choices: [String]
    package var scope: Scope
    package var group: Group
    package var help: String
    package var defaultValue: String?
    /// Ignored when `choices` is not empty: the shells complete those.
    package var completion: ValueCompletion
    /// The whole numbers a numeric option accepts (`Limits`), for help and tests.
    package var range: ClosedRange<Int>?
    /// A flag that may take a value after `=` (`--multi` or `--multi=3`):
    /// its placeholder; the handler gets "" without one.
    package var optionalValue: String?
    let handler: Handler

    /// An option that reads its value as text.
    init(_ long: String, short: Character? = nil, value valueName: String? = nil, choices: [String] = [],
         scope: Scope = .global, group: Group, default defaultValue: String? = nil, completion: ValueCompletion = .none,
         range: ClosedRange<Int>? = nil, optionalValue: String? = nil, help: String, apply: @escaping Apply) {
        self.init(long, short: short, value: valueName, choices: choices, scope: scope, group: group,
                  default: defaultValue, completion: completion, range: range, help: help, handler: .text(apply))
        self.optionalValue = optionalValue
    }

    init(_ long: String, short: Character? = nil, value valueName: String? = nil, choices: [String] = [],
         scope: Scope = .global, group: Group, default defaultValue: String? = nil, completion: ValueCompletion = .none,
         range: ClosedRange<Int>? = nil, help: String, handler: Handler) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.choices = choices
        self.scope = scope
        self.group = group
        self.help = help
        self.defaultValue = defaultValue
        self.completion = completion
        self.range = range
        self.handler = handler
    }

    package var takesValue: Bool { valueName != nil }

    /// Its value may be left out, and is given only as `--long=VALUE`.
    package var valueIsOptional: Bool {
        if case .optionalText = handler { return true }
        return false
    }

    /// The values a shell offers: the choices, or the suggested words.
    package var offered: [String] {
        if !choices.isEmpty { return choices }
        if case .words(let words) = completion { return words }
        return []
    }

    /// `offered` with a few words on each, for zsh and fish.
    package var offeredWithHelp: [(value: String, help: String)] {
        offered.map { ($0, ChoiceHelp.text(option: long, value: $0) ?? "") }
    }

    /// Applies the value as the argument gave it (nil: left out).
    func run(_ context: inout ParseContext, _ value: [UInt8]?) throws(ReelError) {
        do {
            switch handler {
            case .text(let apply): try apply(&context, String(decoding: value ?? [], as: UTF8.self))
            case .bytes(let apply): try apply(&context, value ?? [])
            case .optionalText(let apply): try apply(&context, value.map { String(decoding: $0, as: UTF8.self) })
            }
        } catch let error as ReelError {
            throw error
        } catch let error as ThemeError {
            throw .theme(error)
        } catch {
            preconditionFailure("option handlers throw only ReelError or ThemeError, not \(error)")
        }
    }

    /// `-c, --component SPEC` (or `--popup[=W%,H%]`) as help shows it.
    package var synopsis: String {
        let value = valueName.map { valueIsOptional ? "[=\($0)]" : " \($0)" } ?? ""
        return (short.map { "-\($0), " } ?? "    ") + "--\(long)" + value
    }
}
