import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelRender
import SpecTestSupport

/// What a preset says beside its wheels reaches the screen.
@Suite struct PresetToolbarTests {
    /// The date's weekday, in the toolbar while the day is picked.
    @Test func theWeekdayIsDrawnWhilePicking() throws {
        let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 31), hour: 14, minute: 7)
        var state = try PickerState.preset("date", PresetRequest(select: "2026-02-14"), now: now, focus: 3)
        state.perform(.down)
        let frame = Renderer().render(state, size: TerminalSize(columns: 60, rows: 24))
        #expect(frame.text.last?.hasPrefix("Sun") == true, "\(frame.text)")
    }
}
