import ReelCore

/// `--alert`: a question with buttons only, whatever stdin is.
extension PickerPlan {
    /// An alert has nothing to choose but a button, so a wheel of any kind
    /// beside it is a mistake said at once; and it asks something, so it
    /// needs a title or a message. It draws the title, the message and the
    /// buttons and nothing else: a `--preview` is refused, not run unseen.
    static func checkAlert(_ configuration: Configuration) throws(ReelError) {
        guard configuration.alert else { return }
        if !configuration.fields.isEmpty { throw .conflict("--alert", "--field") }
        if let component = configuration.components.first { throw .conflict("--alert", "--component '\(component.spec)'") }
        if configuration.preset != nil { throw .conflict("--alert", "--preset") }
        if configuration.tree != nil { throw .conflict("--alert", "--tree") }
        if let entry = configuration.entry { throw .conflict("--alert", entry.option) }
        if configuration.start.filters { throw .conflict("--alert", "--filter") }
        if configuration.preview != nil { throw .conflict("--alert", "--preview") }
        if configuration.title == nil, configuration.message == nil { throw .needs(option: "--alert", what: "--title or --message") }
    }
}
