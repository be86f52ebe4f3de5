import ReelText

/// The picker's one entry point while it runs: every event goes through
/// `apply(_:at:)`, which hands it to the feature it belongs to, changes
/// the state and says what the loop must do. Pure: time comes in as a
/// value, rows as bytes.
extension PickerState {
    package mutating func apply(_ event: Event, at now: Double) -> [Effect] {
        clock = now
        let features = Self.features
        // The session's start sets the clock and the countdown; the
        // features look at the state from the first event after it, as the
        // view first shows it.
        if case .started = event {
            for feature in features { _ = feature.receive(&self, event, now) }
            return []
        }
        let before = StateBefore(self)
        for feature in features { feature.willHandle(&self, event) }
        var effects = handle(event)
        for feature in features where !effects.ends {
            effects += feature.receive(&self, event, now)
        }
        if effects.ends { return effects }
        let context = FollowContext(effects: effects, before: before)
        for feature in features where !context.effects.ends {
            context.add(feature.follow(&self, event, context, now))
        }
        return context.effects
    }

    /// The picker's own part of an event: the person's actions, and what
    /// ends or stops it.
    private mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .input(let actions):
            // The key after `?` takes the help down, and does nothing else
            // (ctrl+c aside): it may have been pressed to read the help.
            if chrome.showsKeys, !actions.isEmpty, !actions.contains(.interrupt) {
                chrome.showsKeys = false
                return []
            }
            return perform(actions)
        case .signal(.suspend):
            return [.suspend]
        case .signal(.resume):
            return [.resume]
        case .signal(.fatal(let signo)):
            return [.die(signo)]
        case .hangUp:
            return [.die(SignalNumber.hangUp)]
        case .escapeAhead:
            return [.finish(.cancelled)]
        case .toolbarDrawn(let drawn):
            toolbarDrawn(drawn)
            return []
        case .started, .tick, .rows, .rowsEnded, .commandOutput, .commandEnded:
            return []
        }
    }

    /// Applies actions in order until one ends the picker.
    private mutating func perform(_ actions: [Action]) -> [Effect] {
        for action in actions.typedTogether {
            switch act(action) {
            case .continue: continue
            case .end(let ending):
                switch ending {
                case .accepted, .pressed:
                    // The one accept rule (`PickerState+Accept`): it may wait.
                    let effects = accept(ending)
                    if effects.isEmpty { continue }
                    return effects
                default: return [.finish(ending)]
                }
            case .redraw: return [.redrawAll]
            case .suspend: return [.suspend]
            }
        }
        return []
    }
}

extension [Action] {
    /// Characters typed one after another as one edit, as a paste is
    /// (text typed into a query, a search, the digits of type-ahead): a
    /// burst of keys read at once (4,000 of them) filters or searches once,
    /// not once a key over a query a key longer each time.
    var typedTogether: [Action] {
        guard count > 1 else { return self }
        var together: [Action] = []
        var text = "", time = 0.0, typed = 0
        func endRun(at index: Int) {
            if typed == 1 { together.append(self[index - 1]) }
            if typed > 1 { together.append(.pasted(text, at: time)) }
            (text, typed) = ("", 0)
        }
        for (index, action) in enumerated() {
            switch action {
            case .typed(let character, let at):
                text.append(character)
                (time, typed) = (at, typed + 1)
            case .pasted(let pasted, let at):
                text += pasted
                (time, typed) = (at, typed + 1)
            default:
                endRun(at: index)
                together.append(action)
            }
        }
        endRun(at: count)
        return together
    }
}

extension [Effect] {
    /// One of them ends the picker: no feature hears the event after it.
    var ends: Bool { contains { if case .finish = $0 { true } else { false } } }
}

extension Event {
    /// A key, a click, or a tick, which carries a person's action on (a
    /// search's next slice, a spring-back): what `--live` reports follow.
    var isPersons: Bool {
        switch self {
        case .input, .tick: true
        default: false
        }
    }
}

/// Signal numbers the model names, without importing the C library.
package enum SignalNumber {
    /// SIGHUP is 1 on every POSIX system.
    package static let hangUp: Int32 = 1
}
