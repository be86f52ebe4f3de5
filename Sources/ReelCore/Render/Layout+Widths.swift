import ReelInput
import ReelModel
import ReelText

/// The first steps of the layout: measure (the columns each part of each
/// wheel asks for) and fit the columns (take them back, the least
/// important first, until the picker fits the terminal).
extension Layout {
    struct Widths {
        var rows: [Int]
        var labels: [Int]
        var icons: [Int]
        /// The check mark column of multi-select wheels.
        var marks: [Int]
        var gap: Int
        /// The separator's own columns, the last a gap gives up.
        var separator: Int
        /// The buttons and the room kept for notes beside them.
        var toolbar: Int
        /// A form's field names, and its widest field line.
        var fieldNames: Int
        var fieldValues: Int
        /// The wheels of each field (one field for a picker), as drawn.
        var groups: [[Int]]
        /// Where the shown field's wheels are among the measured.
        var shownFirst: Int
        var measure: DisplayWidth
        var hintsShown: Bool

        init(state: PickerState, appearance: Appearance, measure: DisplayWidth, size: TerminalSize) {
            self.measure = measure
            hintsShown = appearance.hints
            // Every field is measured, so the picker keeps its width as the
            // focus moves from field to field: the fields' wheels one after
            // another, the shown field's from `shownFirst`.
            var (rows, labels, icons, marks, groups): ([Int], [Int], [Int], [Int], [[Int]]) = ([], [], [], [], [])
            var shownFirst = 0
            let form = state.form
            for field in 0..<state.fieldCount {
                state.withField(field) { picker in
                    let first = rows.count
                    if field == form?.shown { shownFirst = first }
                    let wheels = picker.wheels
                    rows += wheels.map { min(max(1, $0.width ?? $0.measuredWidth), size.columns) }
                    labels += wheels.map { $0.label.map { min(SafeText.columns(of: $0, width: measure), size.columns) } ?? 0 }
                    icons += wheels.indices.map {
                        max(wheels[$0].measuredIconWidth, appearance.showsSwatch($0, field: form == nil ? nil : field) ? Swatch.width : 0)
                    }
                    marks += wheels.indices.map { picker.checks.isMulti($0) ? Renderer.markWidth : 0 }
                    groups.append(picker.wheelOrder.map { first + $0 })
                }
            }
            (self.rows, self.labels, self.icons, self.marks, self.groups, self.shownFirst) = (rows, labels, icons, marks, groups, shownFirst)
            if let form {
                separator = form.fields.map { min(SafeText.columns(of: $0.separator, width: measure), size.columns) }.max() ?? 0
                fieldNames = min(form.fields.map { SafeText.columns(of: $0.name, width: measure) }.max() ?? 0, size.columns)
            } else {
                separator = min(SafeText.columns(of: state.chrome.separator, width: measure), size.columns)
                fieldNames = 0
            }
            gap = min(max(appearance.gap, separator), size.columns)
            fieldValues = 0
            toolbar = min(Toolbar.width(state: state, measure: measure)
                          + (state.mayHaveNotes ? Toolbar.spacing + Toolbar.noteRoom(state) : 0), size.columns)
            if state.form != nil { fieldValues = groups.map(valueWidth).max() ?? 0 }
        }

        func columns(_ text: String?) -> Int { text.map { SafeText.columns(of: $0, width: measure) } ?? 0 }

        /// A field's value on its line: its rows side by side, a space or
        /// its separator between.
        func valueWidth(_ group: [Int]) -> Int {
            group.map { rows[$0] }.reduce(0, +) + max(0, group.count - 1) * max(1, separator)
        }

        /// The wheels `indices` side by side: margins, marks, icons, rows, labels and gaps.
        func span(of indices: [Int]) -> Int {
            indices.map {
                2 * Layout.margin + marks[$0] + (icons[$0] > 0 ? icons[$0] + 1 : 0) + rows[$0]
                    + (labels[$0] > 0 ? labels[$0] + 1 : 0)
            }.reduce(0, +) + gap * max(0, indices.count - 1)
        }

        /// The widest field's wheels (a picker's wheels).
        var widestField: Int { groups.map(span(of:)).max() ?? 0 }

        /// A field line: the focus marker, the name, two spaces, the value.
        var fieldLine: Int { fieldNames > 0 ? Renderer.fieldMarker + fieldNames + 2 + fieldValues : 0 }

        /// Fit the columns: gaps give up their columns first (to the
        /// separator's, then to none), then labels (the widest first, down
        /// to nothing), then the rows (the widest first), until the widest
        /// field fits; returns the content's width.
        mutating func fit(columns available: Int, border: BorderStyle, state: PickerState) -> Int {
            // Each field alone must fit: its excess comes off the shared gap,
            // then its labels, then its rows, each by bisection
            // (`Layout.narrow`), so a picker of many wheels costs no more
            // than a few passes over them.
            for group in groups where group.count > 1 {
                let excess = span(of: group) - available
                if excess > 0 { gap = max(0, gap - (excess + group.count - 2) / (group.count - 1)) }
            }
            for group in groups {
                let excess = span(of: group) - available
                guard excess > 0 else { continue }
                var own = group.map { labels[$0] }
                // A label given up entirely takes its trailing space with it.
                Layout.narrow(&own, by: excess, floor: 0)
                for (k, i) in group.enumerated() { labels[i] = own[k] }
            }
            for group in groups {
                let excess = span(of: group) - available
                guard excess > 0 else { continue }
                var own = group.map { rows[$0] }
                Layout.narrow(&own, by: excess)
                for (k, i) in group.enumerated() { rows[i] = own[k] }
            }
            if state.form != nil { fieldValues = groups.map(valueWidth).max() ?? 0 }
            // In the border the title keeps a space on either side.
            let title = columns(state.chrome.title) + (border != .none && state.chrome.title != nil ? 2 : 0)
            // `--hints` and `?` ask for room to be read whole where there is room.
            let hints = hintsShown ? columns(KeyHints.widest.joined(separator: "  ")) : 0
            let help = state.chrome.showsKeys ? KeyHints.helpLines.map(columns).max() ?? 0 : 0
            // A list is as wide as the terminal, as fzf's: a long row is cut
            // where it must be, not where the widest happened to end.
            // So is a picker with a `--preview` pane: sized by the command's
            // output, it moved sideways whenever a line of it grew or shrank.
            if state.isList || state.preview != nil { return max(1, available) }
            let wanted = [widestField, toolbar, title, columns(state.chrome.message), fieldLine, hints, help].max() ?? 1
            return max(1, min(available, wanted))
        }
    }
}
