import ReelInput
import ReelModel
import ReelText

/// Fit the lines: a picker too tall for the terminal gives up lines, the
/// least important first (`Layout`'s order), and a form's field lines
/// scroll so that the focused field stays in view.
extension Layout {
    struct Lines {
        var showsTitle: Bool
        var showsMessage: Bool
        var showsToolbar = true
        var showsHints: Bool
        /// A list's query line.
        var showsQuery: Bool
        /// Header lines shown.
        var header: Int
        var previewHeight: Int
        var rowHeight: Int
        var visibleRows: Int
        /// Field lines shown, and the first of them.
        var fieldLines: Int
        var firstField = 0
        let fields: Int
        let focusedField: Int
        /// A fullscreen list's rows take the lines the rest leaves.
        let fills: Bool

        var chrome: Int {
            (showsTitle ? 1 : 0) + (showsMessage ? 1 : 0) + (showsToolbar ? 1 : 0) + (showsHints ? 1 : 0)
                + (showsQuery ? 1 : 0) + header + previewHeight + fieldLines
        }

        init(state: PickerState, appearance: Appearance, titleInBorder: Bool, size: TerminalSize) {
            showsTitle = state.chrome.title != nil && !titleInBorder
            showsMessage = state.chrome.message != nil
            showsHints = appearance.hints
            showsQuery = state.shownWheels.showsList
            header = Self.headerCount(state)
            previewHeight = state.preview?.height ?? 0
            rowHeight = min(max(1, appearance.rowHeight), size.rows)
            // The key help takes the rows' and the toolbar's lines: as many as it has, where they fit.
            let rows = state.chrome.showsKeys ? max(state.chrome.visibleRows, KeyHints.helpLines(for: state).count - 1) : state.chrome.visibleRows
            // An alert has no wheel, so no rows: title, message, buttons; a
            // form of texts and switches neither: its lines, buttons.
            visibleRows = state.hasNoRows ? 0 : min(max(1, rows), size.rows)
            fields = state.form.hasLines ? state.form.fields.count : 0
            focusedField = state.form.shown
            fieldLines = fields
            fills = Self.fills(state, appearance)
        }

        /// Whether the rows take every line left: a list shown fullscreen
        /// with no `--rows` of its own.
        static func fills(_ state: PickerState, _ appearance: Appearance) -> Bool {
            appearance.fullscreen && appearance.listFillsScreen && state.shownWheels.showsList
        }

        /// Lines the header asks for: `--header`'s, and the room the shown
        /// wheels' `--header-lines` keep from the start (their lines may
        /// still be on their way).
        static func headerCount(_ state: PickerState) -> Int {
            let field = state.shownWheels
            return state.chrome.header.count
                + field.wheels.map { max($0.headerLines, $0.rows.header.count) }.reduce(0, +)
        }

        mutating func fit(available: Int) {
            var room: Int { available - chrome }
            if fills, visibleRows > 0 { visibleRows = max(1, room / rowHeight) }
            // An alert needs no line for a band.
            let rowless = visibleRows == 0
            let least = rowless ? 0 : 1
            if room < visibleRows * rowHeight { previewHeight = 0 }
            if room < visibleRows * rowHeight, !rowless { rowHeight = max(1, room / visibleRows) }
            while room < visibleRows, fieldLines > min(3, fields) { fieldLines -= 1 }
            if room < visibleRows, !rowless { visibleRows = max(1, room) }
            while room < least, fieldLines > 1 { fieldLines -= 1 }
            // The band stays: the rest goes, the least important first.
            while room < visibleRows, header > 0 { header -= 1 }
            while room < least, chrome > 0 {
                if showsHints { showsHints = false } else if fieldLines > 0 { fieldLines -= 1 } else if showsMessage {
                    showsMessage = false
                } else if showsTitle { showsTitle = false } else if showsQuery { showsQuery = false } else { showsToolbar = false }
            }
            visibleRows = rowless ? 0 : max(1, min(visibleRows, room))
            // The focused field in view, the lines around it filled.
            firstField = max(0, min(focusedField - fieldLines / 2, fields - fieldLines))
        }
    }
}
