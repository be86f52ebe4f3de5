import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// A template is read once: its text, its numbered placeholders, and the
/// names (`FieldPath`) split into what they name.
@Suite struct TemplateTests {
    @Test func parts() throws {
        #expect(try Template(parsing: "{1}h{2.row}{}{x}{{}}").parts
            == [.value(1), .text(Array("h".utf8)), .row(2), .all, .field("x"), .text(Array("{}".utf8))])
    }

    @Test func syntaxErrors() {
        #expect(throws: TemplateError(template: "a{1", problem: .unclosed)) { try Template(parsing: "a{1") }
        #expect(throws: TemplateError(template: "a}", problem: .strayClose)) { try Template(parsing: "a}") }
        #expect(TemplateError(template: "a}", problem: .strayClose).message
            == "--format 'a}': a '}' closes nothing; write }} for a literal brace")
    }

    struct Path: Sendable, CustomTestStringConvertible {
        var text: String
        var name: String
        var rest: String?
        var wheel: Int?
        var isRow = false
        var testDescription: String { "{\(text)}" }
    }

    /// What a name says before any picker is known: the field (or derived
    /// name) before the first dot, a wheel's number after it, `.row`.
    @Test(arguments: [
        Path(text: "Country", name: "Country"),
        Path(text: "Country.2", name: "Country", rest: "2", wheel: 2),
        Path(text: "Country.2.row", name: "Country", rest: "2.row", wheel: 2, isRow: true),
        Path(text: "When.iso", name: "When", rest: "iso"),
        Path(text: "iso", name: "iso"),
        Path(text: "A.1.x", name: "A", rest: "1.x", wheel: 1),
        Path(text: "A.", name: "A", rest: ""),
        Path(text: "A.2.row.x", name: "A", rest: "2.row.x", wheel: 2),
    ])
    func aNameIsReadOnce(_ c: Path) throws {
        let parts = try Template(parsing: "{\(c.text)}").parts
        guard case .field(let path) = parts.first else { Issue.record("\(parts)"); return }
        #expect(path.text == c.text && path.name == c.name && path.rest == c.rest)
        #expect(path.wheel == c.wheel && path.isRow == c.isRow)
    }

    /// A form's field, its wheel and that wheel's row, as the output reads
    /// them from the path read once; a name no field has is a derived one.
    @Test func theFieldsPathsReadTheSelection() throws {
        let country = PickerState(wheels: [Wheel(rows: ListRows(["kr", "jp"]), selectedRow: 1), Wheel(rows: ListRows(["a", "b"]))])
        let state = PickerState(fields: [("Country", country), ("Note", PickerState(wheels: [Wheel(rows: ListRows(["x"]))]))],
                                chrome: Chrome())
        let template = try Template(parsing: "{Country}|{Country.1}|{Country.1.row}|{Country.3}|{Note}|{iso}|{button}")
        let printed = template.render(Placeholders(SelectionValues(state), delimiter: Array("-".utf8)))
        #expect(String(decoding: printed, as: UTF8.self) == "jp-a|jp|1||x||Done")
    }
}
