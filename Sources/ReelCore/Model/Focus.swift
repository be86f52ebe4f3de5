import ReelText

/// What has the keyboard focus: a wheel (0-based) or a toolbar button.
package enum Focus: Hashable, Sendable {
    case wheel(Int)
    case done
    case cancel
    /// A `--button`, by its index among them.
    case button(Int)
    /// The shown field's own entry, when it is a text or a switch
    /// (`FieldEntry`), which takes the keys.
    case entry
}
