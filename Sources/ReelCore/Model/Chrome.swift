import ReelText

/// What the picker shows around its fields, set when it is made: the
/// title and message above, the buttons below, the rows each wheel shows.
/// (Between and in what order a field's wheels stand is the field's:
/// `WheelField`.)
package struct Chrome: Equatable, Sendable {
    package var title: String?
    package var message: String?
    package var doneTitle: String
    /// The optional second button; nil: no Cancel button.
    package var cancelTitle: String?
    /// `--button`s, drawn between Cancel and Done.
    package var buttons: [ToolbarButton] = []
    /// The `--button` that ended the picker, for `{button}` and `--json`.
    package var pressedButton: Int?
    /// A note for the toolbar set by the program (the library's `status`).
    package var status: String?
    /// Rows visible per wheel; PgUp/PgDn move this many.
    package var visibleRows: Int {
        didSet { visibleRows = max(1, visibleRows) }
    }
    /// Lines above the rows (`--header`, and `--header-lines` as they
    /// arrive come from the rows themselves: `RowSource.header`).
    package var header: [String] = []
    /// `?` put the key help up; the next key takes it down.
    package var showsKeys = false
    /// The buttons the view draws (`Event.toolbarDrawn`), which Tab
    /// reaches; nil: every button, as where no view lays the toolbar out
    /// (the accessible mode, a test).
    package var drawnButtons: [Focus]?
    /// When the toolbar's note or the key help comes or goes (a feature).
    package var toolbarRoom = ToolbarRoom()

    package init(title: String? = nil, message: String? = nil, doneTitle: String = "Done", cancelTitle: String? = nil,
                 visibleRows: Int = 5) {
        self.title = title
        self.message = message
        self.doneTitle = doneTitle
        self.cancelTitle = cancelTitle
        self.visibleRows = max(1, visibleRows)    }
}
