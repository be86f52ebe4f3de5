import ReelCore

/// `--button TEXT:KEY` with a KEY: the keys a terminal can send apart
/// and reel can give a button, checked as the option is read; the one
/// check that needs the whole command line (`--filter` may come after)
/// runs once it is read (`ParseContext.finished`).
enum ButtonArgument {
    /// The button, or why its KEY cannot press it. `buttons`: those given before it.
    static func button(_ value: String, title: String, key name: String,
                       after buttons: [ToolbarButton]) throws(ReelError) -> ToolbarButton {
        guard let key = Key(named: name) else { throw .buttonKey(value: value, .notAKey(name)) }
        if let sent = key.sentAs { throw .buttonKey(value: value, .sentAs(key: key.name, sent: sent.name)) }
        // The table binds ctrl+c to the interrupt, but a button's key is
        // looked up first: it would take the one key that always gets out.
        if key == .control("c") { throw .buttonKey(value: value, .interrupt) }
        if let other = buttons.first(where: { $0.keyName == key.name }) {
            throw .buttonKey(value: value, .taken(key: key.name, by: other.title))
        }
        return ToolbarButton(title: title, keyName: key.name)
    }

    /// Under `--filter` every character typed goes to the query (while its
    /// wheel or a button has the focus, which is always on a one-wheel
    /// list), so a character KEY would press its button only now and then:
    /// refused, rather than documented as mostly dead.
    static func checkUnderFilter(_ buttons: [ToolbarButton], filters: Bool) throws(ReelError) {
        guard filters else { return }
        for button in buttons {
            guard let name = button.keyName, case .character = Key(named: name) else { continue }
            throw .buttonKey(value: "\(button.title):\(name)", .typedIntoQuery(key: name))
        }
    }
}
