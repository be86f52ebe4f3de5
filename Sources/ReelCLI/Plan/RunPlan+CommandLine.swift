import ReelCore

/// The command line turned, once, into what it asks for: text to print
/// instead of picking, or the plan of a run. The parser fills a
/// `Configuration` as its scratch work; it goes no further than here.
extension RunPlan {
    /// What a command line asks for.
    package enum Request {
        /// `--help`, `--version`, `--completion SHELL`: this text on stdout.
        case information(String)
        /// A picker to run, with the environment as it was read, once.
        case run(RunPlan, environment: [String: String])
    }

    /// `arguments` as the kernel passed them (a value keeps invalid UTF-8
    /// on its way to stdout), and the environment only where they need it:
    /// `--version` and `--help` never build its dictionary (a quarter of
    /// `--version`'s instructions). Every argument error is found here,
    /// before the terminal or stdin is touched.
    package static func read(_ arguments: [[UInt8]], environment readEnvironment: () -> [String: String])
        throws(ReelError) -> Request {
        // `--help` or `--version` anywhere wins over errors: a look for two
        // words, before the parse that could stop at an error.
        if let request = ArgumentParser.informationRequest(raw: arguments), let text = information(request) {
            return .information(text)
        }
        let environment = readEnvironment()
        let configuration = try ArgumentParser.parse(raw: arguments, environment: environment)
        if let text = information(configuration) { return .information(text) }
        let plan = try RunPlan(configuration, locale: LocaleWords.localeFromEnvironment(environment))
        return .run(plan, environment: environment)
    }

    /// What `--help`, `--version` or `--completion SHELL` print instead of picking.
    private static func information(_ configuration: Configuration) -> String? {
        if configuration.showHelp { return Help.text }
        if configuration.showVersion { return Help.versionText }
        return configuration.completionShell.map { Completions.script(for: $0) }
    }

    /// The parsed command line made into the plan: the picker's fields
    /// (`PickerPlan(configuration)`, with its checks), then what the run
    /// takes as it was given, then a picker's `--format`, which a preset's
    /// wheels as built may answer (`checkFormat`). `locale`: the words a
    /// preset's wheels are built with.
    package init(_ configuration: Configuration, locale: String? = nil) throws(ReelError) {
        picker = try PickerPlan(configuration)
        namesFields = !configuration.fields.isEmpty
        self.locale = locale
        title = configuration.title
        message = configuration.message
        doneTitle = configuration.doneTitle
        cancelTitle = configuration.cancelTitle
        buttons = configuration.buttons
        visibleRows = configuration.visibleRows
        rowsGiven = configuration.rowsGiven
        layout = configuration.layout
        header = configuration.header
        focus = configuration.focus
        keepRight = configuration.keepRight
        color = configuration.color
        theme = configuration.theme
        rowHeight = configuration.rowHeight
        gap = configuration.gap
        border = configuration.border
        fullscreen = configuration.fullscreen
        flat = configuration.flat
        hints = configuration.hints
        ambiguousIsWide = configuration.ambiguousIsWide
        mouse = configuration.mouse
        accessible = configuration.accessible
        popup = configuration.popup
        batch = configuration.batch
        alert = configuration.alert
        keys = configuration.keys
        start = configuration.start
        sorts = configuration.sorts
        timeout = configuration.timeout
        onTimeout = configuration.onTimeout
        output = configuration.output
        live = configuration.live
        previewLines = configuration.previewLines
        maxRows = configuration.maxRows
        inputDelimiter = configuration.inputDelimiter
        // A form's templates are checked with the form (`PickerPlan(form:)`);
        // a text or a switch alone names its one field.
        if !picker.isForm { try PickerPlan.checkFormat(picker.fields[0], self) }
    }
}
