/// Everything the command line asked for, before any input is read.
public struct Configuration: Sendable, Equatable {
    public var components: [ComponentRequest] = []
    /// Component options given before the first `--component`: defaults for all.
    public var defaults = ComponentOptions()
    public var title: String?
    public var message: String?
    /// `--done`; nil or empty: the locale's word (Done, 완료, Fertig).
    public var doneTitle: String?
    /// `--cancel`; nil: no Cancel button; empty: one with the locale's word.
    public var cancelTitle: String?
    public var visibleRows = 5
    public var separator = ""
    /// Component to focus first, 1-based as a person writes it.
    public var focus: Int?
    public var color = ColorChoice.auto
    /// `--theme`, parsed as it is read so a bad colour stops the run at once.
    public var theme = Theme.standard
    public var rowHeight = 1
    public var gap = 0
    public var border = BorderStyle.none
    public var fullscreen = false
    /// `--flat`: no perspective.
    public var flat = false
    public var ambiguousIsWide = false
    public var output = OutputOptions()
    public var batch = false
    /// Idle seconds before the picker ends by itself (`--timeout`).
    public var timeout: Double?
    public var onTimeout = TimeoutAction.cancel
    public var mouse = true
    public var maxRows = Configuration.defaultMaxRows
    /// What separates the fields of an input row (`--show`, `--value`, `--icon`).
    public var inputDelimiter = "\t"
    /// `--preset`, with the options that only presets take.
    public var preset: Preset?
    public var minuteInterval: Int?
    public var minimumDate: CalendarDay?
    public var maximumDate: CalendarDay?
    public var carry = false
    /// `--tree FILE|-`.
    public var tree: String?
    public var showHelp = false
    public var showVersion = false
    /// `--completion SHELL`: print that shell's script instead of picking.
    public var completionShell: Shell?

    /// Enough for any list a person scrolls; bounds `yes | reel`.
    public static let defaultMaxRows = 10_000_000

    public init() {}

    /// How the picker looks, for a picker of `wheels` wheels drawn on a
    /// terminal of `depth` colours.
    public func appearance(wheels: Int, depth: ColorDepth) -> Appearance {
        var appearance = Appearance()
        appearance.theme = theme
        appearance.perspective = Perspective.choose(flat: flat, depth: depth, theme: theme)
        appearance.border = border
        appearance.rowHeight = rowHeight
        appearance.gap = gap
        appearance.fullscreen = fullscreen
        // Rows piped in with no --component get the defaults, as in PickerFactory.
        appearance.swatches = (0..<wheels).map {
            (components.indices.contains($0) ? options(of: $0) : defaults).swatch ?? false
        }
        return appearance
    }

    /// The options of component `index`, its own over the defaults.
    public func options(of index: Int) -> ComponentOptions {
        components[index].options.over(defaults)
    }
}

/// One `--component SPEC` and the options that followed it.
public struct ComponentRequest: Sendable, Equatable {
    public var spec: String
    public var options = ComponentOptions()

    /// Whether any option splits this component's rows into fields.
    public static func usesFields(_ options: ComponentOptions) -> Bool {
        options.show != nil || options.valueField != nil || options.iconField != nil
    }

    public init(spec: String, options: ComponentOptions = ComponentOptions()) {
        self.spec = spec
        self.options = options
    }
}

/// Options that apply to one component (or, before the first, to all).
public struct ComponentOptions: Sendable, Equatable {
    public var label: String?
    public var width: Int?
    public var alignment: Alignment?
    public var select: String?
    public var selectRow: Int?
    public var cyclic: Bool?
    /// Fields of an input row that are shown, printed and drawn as an icon.
    public var show: FieldRange?
    public var valueField: Int?
    public var iconField: Int?
    /// Rows that name a colour show a swatch of it.
    public var swatch: Bool?

    public init() {}

    func over(_ base: ComponentOptions) -> ComponentOptions {
        var merged = self
        merged.label = label ?? base.label
        merged.width = width ?? base.width
        merged.alignment = alignment ?? base.alignment
        merged.select = select ?? base.select
        merged.selectRow = selectRow ?? base.selectRow
        merged.cyclic = cyclic ?? base.cyclic
        merged.show = show ?? base.show
        merged.valueField = valueField ?? base.valueField
        merged.iconField = iconField ?? base.iconField
        merged.swatch = swatch ?? base.swatch
        return merged
    }
}

/// How the choice is printed.
public struct OutputOptions: Sendable, Equatable {
    /// Print 0-based row indices instead of values.
    public var indices = false
    public var delimiter = "\t"
    /// End the record with NUL instead of a newline.
    public var nulTerminated = false
    public var json = false
    public var template: Template?
    /// The preset whose derived fields a template may name.
    public var preset: Preset?

    public init() {}
}

/// `--color`.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}

/// `--on-timeout`: what an idle timeout counts as.
public enum TimeoutAction: String, Sendable, CaseIterable {
    case cancel, accept
}
