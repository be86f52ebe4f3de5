import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@_exported import ModelTestSupport

extension PickerState {
    /// `--preset name` as reel starts it when nothing else is asked: the
    /// preset's wheels, measured, with their relations, the order and the
    /// words of `locale`, its separator and how scripts read its wheels;
    /// the focus on the first wheel drawn, or on wheel `focus` (from 1, as
    /// `--focus` counts).
    package static func preset(_ name: String, _ request: PresetRequest = PresetRequest(), now: LocalTime,
                               locale: String? = nil, focus: Int? = nil) throws -> PickerState {
        guard let preset = Preset.named(name) else { preconditionFailure("no preset \(name)") }
        let words = LocaleWords(locale: locale)
        let measure = DisplayWidth()
        let picker = try preset.kind.build(request, now: now, names: words, measure: measure)
        var wheels = picker.wheels
        for index in wheels.indices { wheels[index].measure(with: measure) }
        var state = PickerState(wheels: wheels, focus: .wheel(focus.map { $0 - 1 } ?? picker.displayOrder?.first ?? 0),
                                doneTitle: words.done, separator: picker.separator ?? "")
        state.edit([.dependencies(Dependencies(picker.dependencies)), .displayOrder(picker.displayOrder)])
        state.edit(.presets([PresetWheels(wheels: wheels.indices, format: preset.kind,
                                          answer: PresetAnswer(preset, request: request, now: now, names: words, measure: measure))]))
        return state
    }

    /// `--tree` of `outline` as reel starts it: a wheel a level, each on
    /// the row whose value `select` gives for it (as `--select a,b`), the
    /// levels below reloading as a row above changes. `dress`: the field
    /// syntax (`--show`, `--value`), as `FieldRows` reads it.
    package static func tree(_ outline: String, select: [String] = [],
                             dress: @escaping @Sendable (TreeRows) -> any RowSource = { $0 }) throws -> PickerState {
        let tree = TreeWheels(outline: try TreeOutline(lines: LineRows(outline)), measure: DisplayWidth(), dress: dress)
        var wheels = try tree.wheels(selecting: select.map { Array($0.utf8) })
        for index in wheels.indices { wheels[index].measure(with: DisplayWidth()) }
        var state = PickerState(wheels: wheels)
        state.edit(.dependencies(Dependencies([tree])))
        return state
    }

    /// What reel prints for the selection (a record per field, values
    /// joined by tabs), as the preset reads its wheels.
    package var printed: String {
        let selection = SelectionValues(self)
        return selection.fields.indices.map { field in
            String(decoding: Array(selection.printed(field: field).joined(separator: [0x09])), as: UTF8.self) + "\n"
        }.joined()
    }

    /// What `--format template` prints for the selection, `{}` joining
    /// values with `delimiter`.
    package func printed(_ template: String, delimiter: String = "\t") throws -> String {
        let parsed = try Template(parsing: template)
        return String(decoding: parsed.render(Placeholders(SelectionValues(self), delimiter: Array(delimiter.utf8))), as: UTF8.self)
            + "\n"
    }

    /// The selected rows' titles left to right, as drawn.
    package var shown: [String] { wheelOrder.map { wheels[$0].rows.title(at: wheels[$0].selectedRow) } }
}

extension PresetRequest {
    /// As `--select`, `--min`, `--max` (a date, a date and time, or a
    /// month), `--minute-interval` and `--carry` ask.
    package init(select: String? = nil, min: String? = nil, max: String? = nil, minuteInterval: Int = 1, carry: Bool = false) {
        self.init()
        self.select = select
        (minimum, minimumClock) = min.flatMap { PresetRequest.bound($0) } ?? (nil, nil)
        (maximum, maximumClock) = max.flatMap { PresetRequest.bound($0, monthEnd: true) } ?? (nil, nil)
        self.minuteInterval = minuteInterval
        self.carry = carry
    }
}

extension Wheel {
    /// A wheel of the rows `spec` names (a range or a comma list), as
    /// `-c SPEC` makes it.
    package init(spec: String, label: String? = nil, cyclic: Bool = false, selectedRow: Int = 0) throws {
        let parsed = try ComponentSpec.parse(spec)
        let rows: any RowSource = switch parsed {
        case .numbers(let rows): rows
        case .letters(let rows): rows
        case .list(let items): ByteListRows(items)
        default: ListRows([])
        }
        self.init(rows: rows, label: label, isCyclic: cyclic)
        isList = parsed.isList
        select(selectedRow)
    }
}

extension Wheel {
    /// The titles of every row.
    package var titles: [String] { (0..<rows.count).map(rows.title(at:)) }

    /// The titles of the rows drawn dim: those the preset's bounds do not allow.
    package var dimmed: [String] {
        (0..<rows.count).filter { rows.style(at: $0) == AllowedRows.unavailable }.map(rows.title(at:))
    }
}
