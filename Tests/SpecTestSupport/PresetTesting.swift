import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

/// A test of presets at a fixed `now`: a preset made as the plan asks,
/// and what it prints, shows and dims.
package protocol PresetTesting {
    static var now: LocalTime { get }
}

extension PresetTesting {
    package func make(_ name: String, _ request: PresetRequest = PresetRequest(), focus: Int? = nil,
                      locale: String? = nil) throws -> PickerState {
        try PickerState.preset(name, request, now: Self.now, locale: locale, focus: focus)
    }

    package func printed(_ state: PickerState) -> String { state.printed }

    package func shown(_ state: PickerState) -> [String] { state.shown }

    package func titles(_ wheel: Wheel) -> [String] { wheel.titles }

    package func dimmed(_ wheel: Wheel) -> [String] { wheel.dimmed }
}
