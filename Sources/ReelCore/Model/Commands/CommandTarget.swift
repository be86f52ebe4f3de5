import ReelText

/// What a command's output is for: a wheel's rows (`!CMD`), the preview
/// pane (`--preview`), or nobody (`--on-change`, whose output is dropped).
package enum CommandTarget: Hashable, Sendable {
    case wheel(Int)
    case preview
    case onChange
}
