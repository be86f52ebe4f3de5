import ReelCore
import ReelTerminal

/// Everything the command line asked for, before any input is read.
package struct Configuration: Sendable, Equatable {
    package var components: [ComponentRequest] = []
    /// Component options given before the first `--component`: defaults for all.
    package var defaults = ComponentOptions()
    package var title: String?
    package var message: String?
    /// `--done`; nil or empty: the locale's word (Done, 완료, Fertig).
    package var doneTitle: String?
    /// `--cancel`; nil: no Cancel button; empty: one with the locale's word.
    package var cancelTitle: String?
    package var visibleRows = 5
    package var separator = ""
    /// Component to focus first, 1-based as a person writes it.
    package var focus: Int?
    package var color = ColorChoice.auto
    /// `--theme`, parsed as it is read so a bad colour stops the run at
    /// once; with `auto`, one theme for each background.
    package var theme = ThemeChoice.auto
    package var rowHeight = 1
    package var gap = 0
    package var border = BorderStyle.none
    package var fullscreen = false
    /// `--popup`: in a tmux popup of this size, where one can open.
    package var popup: TmuxPopup.Size?
    /// `--flat`: no perspective.
    package var flat = false
    package var ambiguousIsWide = false
    package var output = OutputOptions()
    package var batch = false
    /// `--live`: print the selection on every settled change.
    package var live = false
    /// `--on-change CMD`: run CMD on every settled change.
    package var onChange: String?
    /// `--preview CMD`: a pane of CMD's output under the wheels.
    package var preview: String?
    package var previewLines = 5
    /// Idle seconds before the picker ends by itself (`--timeout`).
    package var timeout: Double?
    package var onTimeout = TimeoutAction.cancel
    package var mouse = true
    package var maxRows = Configuration.defaultMaxRows
    /// What separates the fields of an input row (`--show`, `--value`,
    /// `--icon`): bytes, as the rows are.
    package var inputDelimiter: [UInt8] = [0x09]
    /// `--preset`, with the options that only presets take.
    package var preset: Preset?
    package var minuteInterval: Int?
    package var minimumDate: CalendarDay?
    package var maximumDate: CalendarDay?
    /// The time a `--min`/`--max` gave after its date (`2026-02-14T09:30`),
    /// in minutes from midnight: only `--preset datetime` takes one.
    package var minimumClock: Int?
    package var maximumClock: Int?
    package var carry = false
    /// `--tree FILE|-`.
    package var tree: String?
    package var showHelp = false
    package var showVersion = false
    /// `--completion SHELL`: print that shell's script instead of picking.
    package var completionShell: Shell?

    /// Enough for any list a person scrolls; bounds `yes | reel`.
    package static let defaultMaxRows = 10_000_000

    package init() {}

    /// How the picker looks, for a picker of `wheels` wheels drawn on a
    /// terminal of `depth` colours with a `backdrop` background.
    package func appearance(wheels: Int, depth: ColorDepth, backdrop: Backdrop = .dark) -> Appearance {
        var appearance = Appearance()
        let theme = theme.theme(for: backdrop)
        appearance.theme = theme.shown(at: depth)
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
    package func options(of index: Int) -> ComponentOptions {
        components[index].options.over(defaults)
    }
}
