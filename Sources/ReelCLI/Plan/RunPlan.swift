import ReelCore
import ReelTerminal

/// Everything one run of reel needs, made once from the command line
/// (`RunPlan+CommandLine`): the picker's plan (each field's wheels, every
/// SPEC, command and `--select` read) and what only the run reads: the
/// picker's chrome and looks, where it runs (`--batch`, `--popup`,
/// `--keys`), when it ends and what it prints. The factory, the input's
/// reading, `--batch` and the drawn and keyed runs take this; none of
/// them reads an argument again.
package struct RunPlan: Sendable {
    package var picker: PickerPlan
    /// `--field NAME` was given: the form shows its fields' names (a text
    /// or a switch alone is a form of one field, which shows none).
    package var namesFields: Bool
    /// The POSIX locale of the presets' and buttons' words (LC_ALL,
    /// LC_TIME, LANG), read from the environment once.
    package var locale: String?

    // The chrome.
    package var title: String?
    package var message: String?
    /// `--done`; nil or empty: the locale's word (Done, 완료, Fertig).
    package var doneTitle: String?
    /// `--cancel`; nil: no Cancel button; empty: one with the locale's word.
    package var cancelTitle: String?
    /// `--button TEXT[:KEY]`, in order: exit 3, 4, … when pressed.
    package var buttons: [ToolbarButton]
    package var visibleRows: Int
    /// `--rows` was given: a list keeps it instead of 40% of the terminal.
    package var rowsGiven: Bool
    /// `--layout`; nil: a list where `--filter` narrows a lone wheel.
    package var layout: PickerLook?
    /// `--header TEXT`: lines above the rows.
    package var header: [String]
    /// Component (in a form, field) to focus first, 1-based as a person writes it.
    package var focus: Int?

    // The looks.
    /// `--keep-right`: a row too wide shows its end.
    package var keepRight: Bool
    package var color: ColorChoice
    /// `--theme`; with `auto`, one theme for each background.
    package var theme: ThemeChoice
    package var rowHeight: Int
    package var gap: Int
    package var border: BorderStyle
    package var fullscreen: Bool
    /// `--flat`: no perspective.
    package var flat: Bool
    /// `--hints`: a line of key hints under the picker.
    package var hints: Bool
    package var ambiguousIsWide: Bool
    package var mouse: Bool
    /// `--accessible`: questions a line at a time instead of wheels drawn.
    package var accessible: Bool

    // Where it runs, and how it ends.
    /// `--popup`: in a tmux popup of this size, where one can open.
    package var popup: TmuxPopup.Size?
    package var batch: Bool
    /// `--alert`: only the title or message and the buttons, stdin unread.
    package var alert: Bool
    /// `--keys KEYS`: keys written down instead of a person's (`KeyedRun`).
    package var keys: String?
    /// `--filter`, `--query`, `--select-1`, `--exit-0`: the query the
    /// picker starts with and what one match, or none, does.
    package var start: StartQuery
    /// `--no-sort`: `--filter` keeps input order.
    package var sorts: Bool
    /// Idle seconds before the picker ends by itself (`--timeout`).
    package var timeout: Double?
    package var onTimeout: TimeoutAction

    // What it reads and prints.
    package var output: OutputOptions
    /// `--live`: print the selection on every settled change.
    package var live: Bool
    /// `--preview-lines`: the height of `--preview`'s pane.
    package var previewLines: Int
    /// `--max-rows`: at most this many rows read from a file, stdin or a command.
    package var maxRows: Int
    /// What separates the fields of an input row (`--show`, `--value`,
    /// `--icon`): bytes, as the rows are.
    package var inputDelimiter: [UInt8]
}
