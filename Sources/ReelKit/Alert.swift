import ReelCore

/// A question with buttons and nothing to choose, for Swift command-line
/// programs: `UIAlertController` in its `.alert` style. Add actions, then
/// `present()` it on the terminal; it returns the action chosen.
///
///     var alert = Alert(title: "Delete 3 files?", message: "They go for good.")
///     alert.addAction(Alert.Action(title: "Keep", style: .cancel))
///     alert.addAction(Alert.Action(title: "Delete", style: .destructive))
///     if case .chosen(let action) = try alert.present(), action.style == .destructive { … }
///
/// The actions become the toolbar's buttons, as `reel --alert` draws them:
/// the `.cancel` action on the left (Esc chooses it), the preferred action
/// (`preferredAction`, else the last that is not `.cancel`) on the right,
/// focused first and chosen by Enter, the others between them in the order
/// added. A destructive action is drawn as the others: the theme has no
/// warning colour to give it. Without any action, one titled "OK" is shown.
public struct Alert: Sendable {
    /// A button of the alert (`UIAlertAction`).
    public struct Action: Equatable, Sendable {
        public enum Style: Equatable, Sendable {
            case `default`
            /// Chosen by Esc as by its button; one per alert (a second is a plain button).
            case cancel
            case destructive
        }

        public var title: String
        public var style: Style

        public init(title: String, style: Style = .default) {
            self.title = title
            self.style = style
        }
    }

    public var title: String?
    public var message: String?
    /// In the order added.
    public private(set) var actions: [Action] = []
    /// The action Enter chooses at first, drawn at the right; nil: the last
    /// one added that is not `.cancel`.
    public var preferredAction: Action?
    /// Theme, border, fullscreen, as a picker's.
    public var appearance = Appearance()
    /// Mouse, timeout and the accessible mode, as a picker's.
    public var options = PickerOptions()
    public var color = ColorChoice.auto

    public init(title: String?, message: String? = nil) {
        self.title = title
        self.message = message
    }

    public mutating func addAction(_ action: Action) { actions.append(action) }

    /// Shows the alert on `/dev/tty` (stdin and stdout stay the caller's)
    /// until the person chooses, and says how it ended. Asked as a
    /// question (`Delete 3 files? [Delete/keep] `) where `options.accessible`
    /// or the environment asks for it. The terminal is restored on every way out.
    public func present() throws(PickerError) -> AlertResult {
        let toolbar = self.toolbar
        var picker = Picker(state: state(toolbar), appearance: appearance)
        picker.options = options
        picker.color = color
        return Self.result(try picker.runOnTerminal(), picker, toolbar)
    }

    /// Presents the alert to `keys` instead of a person, on no terminal
    /// (`Picker.run(keys:)`): `<enter>` presses the focused action, `<tab>`
    /// and `<left>`/`<right>` move among them, `<esc>` dismisses.
    public func present(keys: PickerKeys, size: TerminalSize = .fallback,
                        screen: (([String]) -> Void)? = nil) throws(PickerError) -> AlertResult {
        let toolbar = self.toolbar
        var picker = Picker(state: state(toolbar), appearance: appearance)
        picker.options = options
        picker.appearance.keyed()
        let result = try picker.run(keys: keys.script, size: size) { screen?(Picker.screenLines($0)) }
        return Self.result(result, picker, toolbar)
    }

    private static func result(_ result: PickerResult, _ picker: Picker,
                               _ toolbar: (cancel: Action?, others: [Action], done: Action)) -> AlertResult {
        switch result {
        case .selected: .chosen(picker.pressedToolbarItem.map { toolbar.others[$0] } ?? toolbar.done)
        case .cancelled: toolbar.cancel.map { .chosen($0) } ?? .dismissed
        case .interrupted: .interrupted
        case .timedOut: .timedOut
        }
    }

    /// The alert drawn at `size`, as `present()` would draw it: for tests
    /// and for embedding the frame elsewhere.
    public func render(size: TerminalSize) -> Frame {
        Renderer(appearance: appearance).render(state(toolbar), size: size)
    }

    /// The actions placed as the toolbar holds its buttons: Cancel, the
    /// others, Done.
    private var toolbar: (cancel: Action?, others: [Action], done: Action) {
        let cancel = actions.first { $0.style == .cancel }
        var rest = actions
        if let at = actions.firstIndex(where: { $0.style == .cancel }) { rest.remove(at: at) }
        let doneIndex = preferredAction.flatMap { rest.firstIndex(of: $0) } ?? rest.indices.last
        guard let doneIndex else { return (cancel, [], Action(title: "OK")) }
        let done = rest.remove(at: doneIndex)
        return (cancel, rest, done)
    }

    private func state(_ toolbar: (cancel: Action?, others: [Action], done: Action)) -> PickerState {
        .alert(title: title, message: message, doneTitle: toolbar.done.title, cancelTitle: toolbar.cancel?.title,
               buttons: toolbar.others.map { ToolbarButton(title: $0.title) })
    }
}

/// How `Alert.present()` ended.
public enum AlertResult: Equatable, Sendable {
    /// A button pressed (Enter, a click, Tab then Enter), or Esc with a
    /// `.cancel` action, or the timeout with `acceptOnTimeout` (the
    /// preferred action).
    case chosen(Alert.Action)
    /// Esc on an alert with no `.cancel` action.
    case dismissed
    /// ctrl+c typed in the alert.
    case interrupted
    /// `options.timeout` passed with no key and `acceptOnTimeout` off.
    case timedOut
}
