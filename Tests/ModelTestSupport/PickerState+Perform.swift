import ReelText
@testable import ReelRows
@testable import ReelModel

extension PickerState {
    /// One action as the session hands it to the model: one input event
    /// through `apply(_:at:)`, so through the one accept rule (an accept
    /// may finish, wait for rows, or be refused). At `now`; by default the
    /// time a typed key carries (a key's time is its event's), else the
    /// state's clock.
    @discardableResult
    package mutating func perform(_ action: Action, at now: Double? = nil) -> [Effect] {
        apply(.input([action]), at: now ?? action.typedAt ?? clock)
    }
}

extension Action {
    /// When a key that carries its time was read.
    fileprivate var typedAt: Double? {
        switch self {
        case .typed(_, let at), .pasted(_, let at), .erase(let at): at
        default: nil
        }
    }
}
