import ReelInput
import ReelModel
import ReelText

/// The first steps of the layout: measure (the columns each part of each
/// wheel asks for) and fit the columns (take them back, the least
/// important first, until the picker fits the terminal).
extension Layout {
    struct Widths {
        /// Each field's wheels (one field for a picker), by field and
        /// wheel: `rows[field][wheel]`.
        var rows: [[Int]]
        var labels: [[Int]]
        var icons: [[Int]]
        /// The check mark column of multi-select wheels.
        var marks: [[Int]]
        var gap: Int
        /// The separator's own columns, the last a gap gives up.
        var separator: Int
        /// The buttons and the room kept for notes beside them.
        var toolbar: Int
        /// A form's field names, and its widest field line.
        var fieldNames: Int
        var fieldValues: Int
        /// The wheels of each field (one field for a picker), as drawn.
        var orders: [[Int]]
        /// Whether each field is drawn as a list.
        var lists: [Bool]
        /// The columns a text's or a switch's line asks for, by field
        /// (nil: a field of wheels).
        var entries: [Int?]
        /// The columns of each field's value as its line shows it now (a
        /// `--multi` wheel's checked rows joined), at most the terminal's.
        var shownValues: [Int]
        /// The field shown (0 for a picker).
        var shown: Int
        var measure: DisplayWidth
        var hintsShown: Bool

        init(state: PickerState, appearance: Appearance, measure: DisplayWidth, size: TerminalSize) {
            self.measure = measure
            hintsShown = appearance.hints
            // Every field is measured, so the picker keeps its width as the
            // focus moves from field to field.
            var (rows, labels, icons, marks, orders): ([[Int]], [[Int]], [[Int]], [[Int]], [[Int]]) = ([], [], [], [], [])
            var lists: [Bool] = []
            let form = state.form
            entries = form.fields.map { $0.entry?.columns(width: measure) }
            shownValues = form.fields.map { field in
                guard form.hasLines, let wheels = field.wheels else { return 0 }
                let value = Renderer.fieldValue(wheels, cap: size.columns + 1, width: measure)
                return min(SafeText.glyphs(value, maxColumns: size.columns + 1, width: measure).glyphs.columns, size.columns)
            }
            for field in form.fields.indices {
                do {
                    let picker = form.fields[field].wheels ?? .none
                    let wheels = picker.wheels
                    rows.append(wheels.map { min(max(1, $0.width ?? $0.measuredWidth), size.columns) })
                    labels.append(wheels.map { $0.label.map { min(SafeText.columns(of: $0, width: measure), size.columns) } ?? 0 })
                    icons.append(wheels.indices.map {
                        max(wheels[$0].measuredIconWidth, appearance.showsSwatch($0, field: form.hasLines ? field : nil) ? Swatch.width : 0)
                    })
                    marks.append(wheels.indices.map { picker.checks.isMulti($0) ? Renderer.markWidth : 0 })
                    orders.append(picker.wheelOrder)
                    lists.append(picker.showsList)
                }
            }
            if form.fields.isEmpty {
                // An alert: no field, measured as one of no wheels.
                (rows, labels, icons, marks, orders, lists) = ([[]], [[]], [[]], [[]], [[]], [false])
                (entries, shownValues) = ([nil], [0])
            }
            (self.rows, self.labels, self.icons, self.marks, self.orders) = (rows, labels, icons, marks, orders)
            self.lists = lists
            shown = form.shown
            if form.hasLines {
                separator = form.fields.map { min(SafeText.columns(of: $0.separator, width: measure), size.columns) }.max() ?? 0
                fieldNames = !form.showsNames ? 0
                    : min(form.fields.map { SafeText.columns(of: $0.name, width: measure) }.max() ?? 0, size.columns)
            } else {
                separator = min(SafeText.columns(of: state.shownWheels.separator, width: measure), size.columns)
                fieldNames = 0
            }
            gap = min(max(appearance.gap, separator), size.columns)
            fieldValues = 0
            toolbar = min(Toolbar.width(state: state, measure: measure)
                          + (state.mayHaveNotes ? Toolbar.spacing + Toolbar.noteRoom(state) : 0), size.columns)
            if form.hasLines { fieldValues = orders.indices.map(valueWidth).max() ?? 0 }
        }

        func columns(_ text: String?) -> Int { text.map { SafeText.columns(of: $0, width: measure) } ?? 0 }

        /// A field's value on its line: its rows side by side, a space or
        /// its separator between.
        func valueWidth(_ field: Int) -> Int {
            if let entry = entries[field] { return entry }
            return max(rows[field].reduce(0, +) + max(0, rows[field].count - 1) * max(1, separator), shownValues[field])
        }

        /// Wheels `wheels` of `field` side by side: margins, marks, icons, rows, labels and gaps.
        func span(field: Int, wheels: [Int]) -> Int {
            wheels.map {
                2 * Layout.margin + marks[field][$0] + (icons[field][$0] > 0 ? icons[field][$0] + 1 : 0) + rows[field][$0]
                    + (labels[field][$0] > 0 ? labels[field][$0] + 1 : 0)
            }.reduce(0, +) + gap * max(0, wheels.count - 1)
        }

        /// A field's wheels as drawn.
        func span(field: Int) -> Int { span(field: field, wheels: orders[field]) }

        /// The widest field's wheels (a picker's wheels).
        var widestField: Int { orders.indices.map(span(field:)).max() ?? 0 }

        /// `widestField`, a list's rows counted as one column: they are
        /// cut at the width given them, whatever they ask for.
        var widestNeeded: Int {
            orders.indices.map { field in
                guard lists[field] else { return span(field: field) }
                var narrowed = self
                narrowed.rows[field] = rows[field].map { _ in 1 }
                return narrowed.span(field: field)
            }.max() ?? 0
        }

        /// A field line: the focus marker, the name, two spaces, the value.
        var fieldLine: Int { fieldValues > 0 ? Renderer.fieldMarker + (fieldNames > 0 ? fieldNames + 2 : 0) + fieldValues : 0 }

        /// Fit the columns: gaps give up their columns first (to the
        /// separator's, then to none), then labels (the widest first, down
        /// to nothing), then the rows (the widest first), until the widest
        /// field fits; returns the content's width.
        mutating func fit(columns available: Int, border: BorderStyle, state: PickerState) -> Int {
            // Each field alone must fit: its excess comes off the shared gap,
            // then its labels, then its rows, each by bisection
            // (`Layout.narrow`), so a picker of many wheels costs no more
            // than a few passes over them.
            for field in orders.indices where orders[field].count > 1 {
                let (excess, count) = (span(field: field) - available, orders[field].count)
                if excess > 0 { gap = max(0, gap - (excess + count - 2) / (count - 1)) }
            }
            for field in orders.indices {
                let excess = span(field: field) - available
                guard excess > 0 else { continue }
                // In the order drawn, as the widest-first narrowing breaks ties.
                var own = orders[field].map { labels[field][$0] }
                // A label given up entirely takes its trailing space with it.
                Layout.narrow(&own, by: excess, floor: 0)
                for (k, i) in orders[field].enumerated() { labels[field][i] = own[k] }
            }
            for field in orders.indices {
                let excess = span(field: field) - available
                guard excess > 0 else { continue }
                var own = orders[field].map { rows[field][$0] }
                Layout.narrow(&own, by: excess)
                for (k, i) in orders[field].enumerated() { rows[field][i] = own[k] }
            }
            if state.form.hasLines { fieldValues = orders.indices.map(valueWidth).max() ?? 0 }
            // In the border the title keeps a space on either side.
            let title = columns(state.chrome.title) + (border != .none && state.chrome.title != nil ? 2 : 0)
            // `--hints` and `?` ask for room to be read whole where there is room.
            let hints = hintsShown ? columns(KeyHints.widest.joined(separator: "  ")) : 0
            let help = state.chrome.showsKeys ? KeyHints.helpLines(for: state).map(columns).max() ?? 0 : 0
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
