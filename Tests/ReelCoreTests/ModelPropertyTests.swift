import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelRender
import SpecTestSupport

/// 100,000 random events on pickers of every kind keep the model's
/// invariants and the renderer's: the selection inside its wheel, focus on
/// a stop that exists, every frame inside the terminal (exactly its size in
/// fullscreen), every line exactly the frame's width, no wide glyph split.
@Suite struct ModelPropertyTests {
    typealias Random = SplitMix64

    static let outline = """
    Korea
      Seoul
        Gangnam
        Jongno
      Busan
    Japan
      東京
        渋谷
      大阪
    Empty
    """

    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0)

    /// Each as the command line in its name asks for it.
    static func makePickers() throws -> [(String, PickerState)] {
        var list = Wheel(rows: LineRows("Red\n\u{1B}[2J\n東京\n👩‍💻 dev\n\n"))
        (list.isList, list.showsPosition) = (true, true)
        var tree = try PickerState.tree(outline)
        tree.edit(.cancelTitle("Cancel"))
        return [
            ("-c 0...23 -l hours -c 00...59 --cyclic -l min --cancel No",
             PickerState(wheels: [try Wheel(spec: "0...23", label: "hours"), try Wheel(spec: "00...59", label: "min", cyclic: true)],
                         cancelTitle: "No")),
            ("-c - --title 時間 --message a\u{7}b", PickerState(wheels: [list], title: "時間", message: "a\u{7}b")),
            ("-p date --min 2024-01-31 --max 2026-03-15 -s 2024-01-31",
             try PickerState.preset("date", PresetRequest(select: "2024-01-31", min: "2024-01-31", max: "2026-03-15"), now: now)),
            ("-p duration --carry", try PickerState.preset("duration", PresetRequest(carry: true), now: now)),
            ("-p time12", try PickerState.preset("time12", now: now)),
            ("--tree /outline --cancel Cancel", tree),
            ("-c a...z -c 1,22,333,4444 --cyclic -c -5...5/2 --separator :",
             PickerState(wheels: [try Wheel(spec: "a...z"), try Wheel(spec: "1,22,333,4444", cyclic: true), try Wheel(spec: "-5...5/2")],
                         separator: ":")),
        ]
    }

    func randomAction(_ random: inout Random, _ state: PickerState) -> Action {
        let wheel = random.below(state.wheels.count)
        let time = Double(random.below(1000)) / 10
        switch random.below(20) {
        case 0: return .up
        case 1: return .down
        case 2: return .pageUp
        case 3: return .pageDown
        case 4: return .home
        case 5: return .end
        case 6: return .left
        case 7: return .right
        case 8: return .next
        case 9: return .previous
        case 10: return .typed(Character(String(random.below(10))), at: time)
        case 11: return .typed(["a", "e", "東", "/", "q", " "][random.below(6)], at: time)
        case 12: return .erase(at: time)
        case 13: return .beginSearch
        case 14: return .spin(wheel: wheel, by: random.below(7) - 3)
        case 15: return .choose(wheel: wheel, row: random.below(state.wheels[wheel].rows.count))
        case 16: return .focus([.done, .cancel, .wheel(wheel)][random.below(3)])
        case 17: return .cancel
        case 18: return .activate
        default: return .down
        }
    }

    func checkModel(_ state: PickerState, _ context: String) {
        for (i, wheel) in state.wheels.enumerated() {
            #expect(wheel.rows.count > 0, "\(context): wheel \(i) empty")
            #expect((0..<wheel.rows.count).contains(wheel.selectedRow), "\(context): wheel \(i) row \(wheel.selectedRow)")
        }
        #expect(state.focusStops.contains(state.focus), "\(context): focus \(state.focus)")
        if let search = state.finder.search { #expect(state.wheels.indices.contains(search.wheel)) }
    }

    func checkFrame(_ frame: Frame, size: TerminalSize, fullscreen: Bool, _ context: String) -> Bool {
        let size = size.columns > 0 && size.rows > 0 ? size : .fallback
        var ok = frame.width <= size.columns && frame.lines.count <= size.rows
        if fullscreen { ok = ok && frame.width == size.columns && frame.lines.count == size.rows }
        for line in frame.lines {
            ok = ok && line.count == frame.width && line.reduce(0) { $0 + $1.width } == frame.width
            for (x, cell) in line.enumerated() {
                if cell.width == 2 { ok = ok && x + 1 < line.count && line[x + 1].isContinuation }
                if cell.isContinuation { ok = ok && x > 0 && line[x - 1].width == 2 }
                ok = ok && !cell.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            }
        }
        #expect(ok, "\(context): bad frame \(frame.width)×\(frame.lines.count) in \(size.columns)×\(size.rows)")
        return ok
    }

    @Test func randomEventsKeepEveryInvariant() throws {
        var random = Random(state: 20261129)
        var events = 0
        var appearances: [Appearance] = []
        for (border, fullscreen, rowHeight) in [(BorderStyle.none, false, 1), (.rounded, true, 2), (.double, false, 3)] {
            var a = Appearance()
            a.border = border
            a.fullscreen = fullscreen
            a.rowHeight = rowHeight
            appearances.append(a)
        }
        let pickers = try Self.makePickers()
        while events < 100_000 {
            for (name, start) in pickers {
                var state = start
                let appearance = appearances[random.below(appearances.count)]
                let renderer = Renderer(appearance: appearance)
                var size = TerminalSize(columns: 80, rows: 24)
                for _ in 0..<500 {
                    events += 1
                    if random.below(25) == 0 {
                        size = TerminalSize(columns: random.below(100), rows: random.below(40))
                    }
                    let action = randomAction(&random, state)
                    state.perform(action)
                    checkModel(state, "\(name) after \(action)")
                    if events % 5 == 0 {
                        let frame = renderer.render(state, layout: renderer.layout(state, size: size))
                        guard checkFrame(frame, size: size, fullscreen: appearance.fullscreen, "\(name) after \(action)") else { return }
                    }
                }
            }
        }
        #expect(events >= 100_000)
    }
}
