import ReelText

/// What has the keyboard focus: a wheel (0-based) or a toolbar button.
package enum Focus: Hashable, Sendable {
    case wheel(Int)
    case done
    case cancel
    /// A `--button`, by its index among them.
    case button(Int)
}
