import ReelText

/// The composition: the running features in the order they hear each
/// event. A new feature is one line here.
extension PickerState {
    static let features: [FeatureSlot] = [
        // First: each field hears its part (its filters give their wheels
        // their source back before its stream and its commands change the
        // rows), and follows it, its commands once every field has.
        .fields,
        FeatureSlot(\.finder, empty: Finder(), takesActions: true),
        FeatureSlot(\.idle, empty: nil),
        // Once every field's commands have looked at the selection.
        FeatureSlot(\.heldAccept, empty: HeldAccept()),
        FeatureSlot(\.preview, empty: nil),
        FeatureSlot(\.watch, empty: nil),
        // Last: the toolbar's notes are made once the others have followed.
        FeatureSlot(\.chrome.toolbarRoom, empty: ToolbarRoom()),
    ]

    /// The features a person's action is offered to, in order, after the
    /// shown field (`handleInShownField`).
    static let actionTakers = features.filter(\.takesActions)

    /// When the state next needs a `.tick` with no other event: the
    /// earliest any feature asks for (a countdown second, the timeout, a
    /// command or a spring-back due, a search's next slice); nil: never.
    package func nextTick() -> Double? {
        Self.features.compactMap { $0.nextTick(self) }.min()
    }
}

/// One feature of the composition, by where the state keeps it. While it
/// hears an event it is taken out of the state (an empty one stands in),
/// so that it can change the picker and itself without copying either.
struct FeatureSlot: Sendable {
    let willHandle: @Sendable (inout PickerState, Event) -> Void
    let handle: @Sendable (inout PickerState, Action) -> Bool
    /// Whether it may take a person's action (`PickerFeature.handle`):
    /// the others are not asked, key after key.
    let takesActions: Bool
    let receive: @Sendable (inout PickerState, Event, Double) -> [Effect]
    let follow: @Sendable (inout PickerState, Event, FollowContext, Double) -> [Effect]
    let nextTick: @Sendable (PickerState) -> Double?
    let notes: @Sendable (PickerState) -> [ToolbarNote]
    let mayNote: @Sendable (PickerState) -> Bool

    init<F: PickerFeature>(_ path: WritableKeyPath<PickerState, F> & Sendable, empty: F, takesActions: Bool = false) {
        self.takesActions = takesActions
        willHandle = { state, event in
            Self.taking(path, empty, from: &state) { feature, state in feature.willHandle(event, state) }
        }
        handle = { state, action in
            Self.taking(path, empty, from: &state) { feature, state in feature.handle(action, &state) }
        }
        receive = { state, event, now in
            Self.taking(path, empty, from: &state) { feature, state in feature.receive(event, &state, at: now) }
        }
        follow = { state, event, context, now in
            Self.taking(path, empty, from: &state) { feature, state in feature.follow(event, &state, context, at: now) }
        }
        nextTick = { state in state[keyPath: path].nextTick(state) }
        notes = { state in state[keyPath: path].notes(state) }
        mayNote = { state in state[keyPath: path].mayNote(state) }
    }

    /// The fields (`PickerState+Fields`): they stay in the state while
    /// they hear an event, each taken out in turn as it does.
    static let fields = FeatureSlot(
        willHandle: { _, _ in }, handle: { _, _ in false },
        receive: { state, event, _ in state.fieldsReceive(event) },
        follow: { state, event, context, _ in state.fieldsFollow(event, context) },
        nextTick: { $0.fieldsNextTick() }, notes: { $0.fieldsNotes() }, mayNote: { $0.fieldsMayNote() })

    private init(willHandle: @escaping @Sendable (inout PickerState, Event) -> Void,
                 handle: @escaping @Sendable (inout PickerState, Action) -> Bool,
                 receive: @escaping @Sendable (inout PickerState, Event, Double) -> [Effect],
                 follow: @escaping @Sendable (inout PickerState, Event, FollowContext, Double) -> [Effect],
                 nextTick: @escaping @Sendable (PickerState) -> Double?,
                 notes: @escaping @Sendable (PickerState) -> [ToolbarNote],
                 mayNote: @escaping @Sendable (PickerState) -> Bool) {
        self.willHandle = willHandle
        self.handle = handle
        takesActions = false
        self.receive = receive
        self.follow = follow
        self.nextTick = nextTick
        self.notes = notes
        self.mayNote = mayNote
    }

    /// The feature out of the state while `body` works, an empty one in its
    /// place: its arrays then have one owner and change in place.
    private static func taking<F: PickerFeature, R>(_ path: WritableKeyPath<PickerState, F>, _ empty: F,
                                                  from state: inout PickerState,
                                                  _ body: (inout F, inout PickerState) -> R) -> R {
        var feature = state[keyPath: path]
        state[keyPath: path] = empty
        defer { state[keyPath: path] = feature }
        return body(&feature, &state)
    }
}
