import ReelText
@testable import ReelRows
@testable import ReelModel

extension PickerState {
    /// The toolbar's notes besides a search and the countdown, as one text.
    package var note: String? {
        let shown = notes.filter { $0.rank != .typing && $0.rank != .countdown }
        return shown.isEmpty ? nil : shown.map(\.text).joined(separator: "  ")
    }

    /// Springs back at once, as Enter does.
    @discardableResult
    package mutating func springBack() -> Bool { changeShownWheels { $0.springBack() } ?? false }
}

extension ShellCommand {
    /// The script, then its arguments: what a test compares.
    package var shown: String {
        String(decoding: script, as: UTF8.self) + " ← " + arguments.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ", ")
    }
}
