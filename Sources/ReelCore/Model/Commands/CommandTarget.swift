import ReelText

/// What a command's output is for: a wheel's rows (`!CMD`, the wheel
/// numbered within its form field, field 0 outside forms), the preview
/// pane (`--preview`), or nobody (`--on-change`, whose output is dropped).
package enum CommandTarget: Hashable, Sendable {
    case wheel(Int, field: Int = 0)
    case preview
    case onChange
}
