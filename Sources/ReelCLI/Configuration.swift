import ReelCore
import ReelTerminal

/// Everything the command line asked for, as the parser fills it in: its
/// scratch result, made once into the plan of the run (`RunPlan(_:)`),
/// which is all that goes further. The wheels' part (`FieldPart`:
/// components, preset, tree) is read and set through it as if it were its
/// own: `configuration.components`.
@dynamicMemberLookup
package struct Configuration: Sendable, Equatable {
    /// The wheels asked for, with their options; in a form, the last
    /// field's while it is being read.
    package var fieldPart = FieldPart()
    /// `--field NAME`…: a form, each field a picker of its own (its part
    /// of the configuration); empty: one picker.
    package var fields: [FieldRequest] = []
    /// In the configuration of one field (`field(_:)`): the form's field
    /// names, which its commands may name.
    package var formFields: [String] = []
    package var title: String?
    package var message: String?
    /// `--done`; nil or empty: the locale's word (Done, 완료, Fertig).
    package var doneTitle: String?
    /// `--cancel`; nil: no Cancel button; empty: one with the locale's word.
    package var cancelTitle: String?
    /// `--button TEXT[:KEY]`, in order: exit 3, 4, … when pressed.
    package var buttons: [ToolbarButton] = []
    package var visibleRows = 5
    /// `--rows` was given: a list keeps it instead of 40% of the terminal.
    package var rowsGiven = false
    /// `--layout`; nil: a list where `--filter` narrows a lone wheel.
    package var layout: PickerLook?
    /// `--header TEXT`: lines above the rows.
    package var header: [String] = []
    /// `--keep-right`: a row too wide shows its end.
    package var keepRight = false
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
    /// `--hints`: a line of key hints under the picker.
    package var hints = false
    package var ambiguousIsWide = false
    package var output = OutputOptions()
    package var batch = false
    /// `--alert`: only the title or message and the buttons, stdin unread.
    package var alert = false
    /// `--filter`, `--query`, `--select-1`, `--exit-0`: the query the
    /// picker starts with and what one match, or none, does.
    package var start = StartQuery()
    /// `--no-sort`: `--filter` keeps input order.
    package var sorts = true
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
    /// `--accessible`: questions a line at a time instead of wheels drawn.
    package var accessible = false
    /// `--keys KEYS`: keys written down instead of a person's (`KeyedRun`).
    package var keys: String?
    package var maxRows = Configuration.defaultMaxRows
    /// What separates the fields of an input row (`--show`, `--value`,
    /// `--icon`): bytes, as the rows are.
    package var inputDelimiter: [UInt8] = [0x09]
    package var showHelp = false
    package var showVersion = false
    /// `--completion SHELL`: print that shell's script instead of picking.
    package var completionShell: Shell?

    /// Enough for any list a person scrolls; bounds `yes | reel`.
    package static let defaultMaxRows = 10_000_000

    package init() {}

    /// The options of component `index`, its own over the defaults.
    package func options(of index: Int) -> ComponentOptions {
        self.components[index].options.over(self.defaults)
    }

    package subscript<Value>(dynamicMember path: WritableKeyPath<FieldPart, Value>) -> Value {
        get { fieldPart[keyPath: path] }
        set { fieldPart[keyPath: path] = newValue }
    }

    /// The configuration of field `index` as a picker of its own.
    package func field(_ index: Int) -> Configuration {
        var configuration = self
        configuration.formFields = fields.map { $0.name }
        configuration.fields = []
        configuration.fieldPart = fields[index].part
        return configuration
    }
}
