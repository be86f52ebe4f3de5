import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelRender
import SpecTestSupport

/// Every terminal size from 1×1 to 60×60, then a sample up to 300×100, for
/// the seeds' pickers, every preset, a form, a failing command wheel, a
/// preview, Cancel in three languages and rows still loading: nothing that
/// matters is ever cut. Each frame is checked for the rules of `Layout`:
/// no glyph cut in half, buttons whole or absent, the most important note
/// first and cut only at its end, values keeping their columns before
/// labels and gaps do, and `/` never moving the wheels.
@Suite struct SizeSweepTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () throws -> PickerState
        var testDescription: String { name }
    }

    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 21, minute: 30)

    /// `--preset name` in `locale`, with a Cancel in its words.
    static func preset(_ name: String, locale: String? = nil) throws -> PickerState {
        var state = try PickerState.preset(name, now: now, locale: locale)
        state.edit(.cancelTitle(LocaleWords(locale: locale).cancel))
        return state
    }

    static let cases: [Case] = [
        Case(name: "rest timer") {
            PickerState(wheels: [try Wheel(spec: "1...20", label: "분", selectedRow: 9)], title: "휴식하기",
                        message: "최대 20분까지 설정할 수 있습니다.")
        },
        Case(name: "fixed labels") {
            PickerState(wheels: [try Wheel(spec: "0...23", label: "時間"), try Wheel(spec: "00...59", label: "分")], separator: ":")
        },
        Case(name: "duration") { try preset("duration") },
        Case(name: "time") { try PickerState.preset("time", now: now) },
        Case(name: "time12 ko") { try preset("time12", locale: "ko_KR.UTF-8") },
        Case(name: "date de") { try preset("date", locale: "de_DE.UTF-8") },
        Case(name: "datetime ja") { try preset("datetime", locale: "ja_JP.UTF-8") },
        Case(name: "form") {
            var copies = PickerState(wheels: [try Wheel(spec: "1...3")])
            copies.edit(.multiple(wheel: 0, allowed: true, limit: nil))
            var form = PickerState.form([("Country", PickerState(wheels: [try Wheel(spec: "Japan,Korea,France")])),
                                         ("When", try PickerState.preset("date", now: now)), ("Copies", copies)])
            form.edit(.title("Where"))
            return form
        },
        Case(name: "failing command") {
            var command = Wheel(rows: LineRows())
            command.isList = true
            return PickerState(wheels: [try Wheel(spec: "a,b"), command])
        },
        Case(name: "preview") { PickerState(wheels: [try Wheel(spec: "alpha,beta")]) },
        Case(name: "loading") { PickerState(wheels: [try Wheel(spec: "x,y", label: "rows")], cancelTitle: "Abbrechen") },
    ]

    /// The picker of `c` with its notes up: a command's failure, rows
    /// loading, the countdown, a preview's text.
    func state(_ c: Case) throws -> PickerState {
        var state = try c.make()
        if c.name == "failing command" {
            state.commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: "exit 1"), maxRows: 10))
            _ = state.apply(.tick, at: 0)
            _ = state.apply(.commandEnded(.wheel(1), run: 1, status: 1, firstErrorLine: "oops: no such thing"), at: 0)
        }
        if c.name == "loading" {
            state.wheels[0].reload(LineRows("x\ny\n"), selecting: 0, measure: DisplayWidth())
            state.wheels[0].showsPosition = true
            state.streaming = Streaming(wheel: 0)
        }
        if c.name == "duration" {
            state.idle = IdleTimeout(seconds: 3, accepts: false, lastActivity: 0)
            _ = state.apply(.tick, at: 0.5)
        }
        return state
    }

    static var sizes: [TerminalSize] {
        var sizes: [TerminalSize] = []
        for columns in 1...60 { for rows in 1...60 { sizes.append(TerminalSize(columns: columns, rows: rows)) } }
        for columns in stride(from: 61, through: 300, by: 37) {
            for rows in stride(from: 7, through: 100, by: 31) { sizes.append(TerminalSize(columns: columns, rows: rows)) }
        }
        return sizes
    }

    @Test(arguments: cases) func nothingThatMattersIsCutAtAnySize(_ c: Case) throws {
        let state = try state(c)
        var searching = state
        searching.perform(.beginSearch)
        searching.perform(.typed("1", at: 1))
        let renderer = Renderer()
        let natural = renderer.layout(state, size: TerminalSize(columns: 300, rows: 100))
        let fullNote = Toolbar.note(state: state)?.text
        let labels = Set(Toolbar.buttons(state: state).map { Toolbar.label($0.text) })
        var frames = 0
        for size in Self.sizes {
            let layout = renderer.layout(state, size: size)
            let frame = renderer.render(state, layout: layout)
            frames += 1
            // Within the terminal, every line the frame's width, no glyph cut in half.
            #expect(frame.width <= size.columns && frame.lines.count <= size.rows, "\(c.name) \(size)")
            for line in frame.lines {
                #expect(line.reduce(0) { $0 + $1.width } == frame.width, "\(c.name) \(size)")
                for (i, cell) in line.enumerated() where cell.width == 2 {
                    #expect(i + 1 < line.count && line[i + 1].isContinuation, "\(c.name) \(size): a wide glyph cut")
                }
                for (i, cell) in line.enumerated() where cell.isContinuation {
                    #expect(i > 0 && line[i - 1].width == 2, "\(c.name) \(size): half a glyph")
                }
            }
            // Buttons whole or not at all, on the toolbar's line.
            if let toolbar = layout.toolbarLine {
                let text = frame.text[toolbar]
                for button in layout.buttons {
                    #expect(labels.contains(button.text.isEmpty ? "" : Toolbar.label(button.text)))
                    #expect(text.contains(Toolbar.label(button.text)), "\(c.name) \(size): \(text)")
                }
                #expect(text.filter { $0 == "[" }.count == layout.buttons.count, "\(c.name) \(size): a cut button in \(text)")
                // The notes: the most important first, cut at their end only.
                if let fullNote, !layout.noteColumns.isEmpty {
                    let shown = String(text.prefix(layout.noteColumns.count)).trimmingSuffixSpaces
                    if !shown.isEmpty {
                        let kept = shown.hasSuffix("…") ? String(shown.dropLast()) : shown
                        #expect(fullNote.hasPrefix(kept), "\(c.name) \(size): '\(shown)' is not the start of '\(fullNote)'")
                    }
                }
            }
            // Values keep their columns while labels or gaps still have some.
            let shrunk = layout.order.contains { layout.columns[$0].rowWidth < natural.columns[$0].rowWidth }
            if shrunk {
                #expect(layout.order.allSatisfy { layout.columns[$0].labelWidth == 0 && layout.columns[$0].gap == 0 },
                        "\(c.name) \(size): a value narrowed before its label or gap")
            }
            // A search opening never moves the wheels.
            let search = renderer.layout(searching, size: size)
            #expect(search.order.map { search.columns[$0] } == layout.order.map { layout.columns[$0] }, "\(c.name) \(size)")
            #expect(search.wheelTop == layout.wheelTop && search.box == layout.box, "\(c.name) \(size)")
        }
        #expect(frames == Self.sizes.count)
    }

    @Test func theMostImportantNoteComesFirst() throws {
        var state = try self.state(Self.cases[8])
        state.idle = IdleTimeout(seconds: 2, accepts: false, lastActivity: 0)
        _ = state.apply(.tick, at: 0.1)
        state.streaming = Streaming(wheel: 0)
        let note = try #require(Toolbar.note(state: state))
        #expect(note.text.hasPrefix("oops: no such thing  2s"), "\(note.text)")
    }
}

extension String {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
