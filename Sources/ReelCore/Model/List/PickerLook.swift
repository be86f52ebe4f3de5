/// How a picker's rows are drawn (`--layout`): as wheels around a band
/// (UIPickerView), or as a list under a query line (UITableView under a
/// UISearchController), which a long list of text wants.
package enum PickerLook: String, CaseIterable, Sendable {
    case wheel, list

    /// The look a picker (or a form's field) of `wheels` wheels gets:
    /// what was asked, else a list where `--filter` narrows its only wheel.
    package static func chosen(asked: PickerLook?, filters: Bool, wheels: Int) -> PickerLook {
        asked ?? (filters && wheels == 1 ? .list : .wheel)
    }

    /// Rows a list shows when `--rows` does not say: 40% of the terminal's
    /// lines, at least 8 (fzf's `--height 40%`).
    package static func listRows(terminalLines: Int) -> Int { max(8, terminalLines * 2 / 5) }
}
