import ReelText
@testable import ReelRows
@testable import ReelModel
import ReelInput
@_exported import ModelTestSupport

extension PickerState {
    /// A key as the session hands it to the model: through the key table,
    /// as one input event.
    package mutating func press(_ key: Key, at now: Double) -> [Effect] {
        apply(.input(KeyMap.actions(for: key, in: KeyMap.Context(self), at: now)), at: now)
    }
}
