import ReelText

/// The shape every running feature of the picker has (the filter, the
/// finder, the timeout, rows streaming in, the commands, the relations
/// between wheels, a form's fields, the watch): it may take a person's
/// action before the picker does, hears each event in three steps, says
/// what the loop must do, and says when it next needs time to pass. `PickerState.apply` folds the composition (`PickerState.features`)
/// over every event, so a new feature is a folder with a type conforming to
/// this and one line there; its test builds the feature and a few wheels.
package protocol PickerFeature: Sendable {
    /// A person's action, offered to each feature in the composition's
    /// order before the picker's own keys: whether it took it (the typed
    /// filter takes printable keys, the finder `/` and digits).
    mutating func handle(_ action: Action, _ picker: inout PickerState) -> Bool
    /// Before the picker handles `event`, a look at the state as it was
    /// (what changed is the context's: `FollowContext.before`).
    mutating func willHandle(_ event: Event, _ picker: PickerState)
    /// Its own part of `event` (rows for its wheel, a command's output,
    /// time passing), with the picker as the picker and the features
    /// before it left it.
    mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect]
    /// Once every feature has received the event and none ended the
    /// picker: what the state left asks of this one (dependent wheels
    /// follow, commands start, changes are reported).
    mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext, at now: Double) -> [Effect]
    /// When it next needs a `.tick` with no other event; nil: never.
    func nextTick(_ picker: PickerState) -> Double?
    /// What it says beside the toolbar's buttons now.
    func notes(_ picker: PickerState) -> [ToolbarNote]
    /// Whether it may say something while the picker runs: the toolbar
    /// then keeps room for notes from the start, so a note coming never
    /// moves the picker.
    func mayNote(_ picker: PickerState) -> Bool
}

extension PickerFeature {
    package mutating func handle(_ action: Action, _ picker: inout PickerState) -> Bool { false }
    package mutating func willHandle(_ event: Event, _ picker: PickerState) {}
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] { [] }
    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] { [] }
    package func nextTick(_ picker: PickerState) -> Double? { nil }
    package func notes(_ picker: PickerState) -> [ToolbarNote] { [] }
    package func mayNote(_ picker: PickerState) -> Bool { false }
}

/// A feature the picker may not have (`--timeout`, stdin, `--live`, a form).
extension Optional: PickerFeature where Wrapped: PickerFeature {
    package mutating func handle(_ action: Action, _ picker: inout PickerState) -> Bool {
        self?.handle(action, &picker) ?? false
    }
    package mutating func willHandle(_ event: Event, _ picker: PickerState) { self?.willHandle(event, picker) }
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        self?.receive(event, &picker, at: now) ?? []
    }
    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        self?.follow(event, &picker, context, at: now) ?? []
    }
    package func nextTick(_ picker: PickerState) -> Double? { self?.nextTick(picker) }
    package func notes(_ picker: PickerState) -> [ToolbarNote] { self?.notes(picker) ?? [] }
    package func mayNote(_ picker: PickerState) -> Bool { self?.mayNote(picker) ?? false }
}

/// What the features following one event share: the effects so far, what
/// the state was before the event (to tell what changed, worked out once
/// for all of them), and the selection as templates read it, made once,
/// and only when a feature asks (a plain picker's key press makes none).
package final class FollowContext {
    package private(set) var effects: [Effect]
    package let before: StateBefore
    private var made: SelectionValues?

    init(effects: [Effect], before: StateBefore) {
        self.effects = effects
        self.before = before
    }

    /// The selection as the state is now: asked after the wheels have
    /// followed the event, by the commands and the watch alike.
    package func selection(_ picker: PickerState) -> SelectionValues {
        if let made { return made }
        let selection = SelectionValues(picker)
        made = selection
        return selection
    }

    func add(_ more: [Effect]) {
        // A relayout is one, however many asked.
        effects += more.filter { $0 != .relayout || !effects.contains(.relayout) }
    }
}
