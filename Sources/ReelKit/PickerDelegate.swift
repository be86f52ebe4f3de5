import ReelCore

/// Optional customisation and the selection callback, as
/// `UIPickerViewDelegate`. Every requirement has a default, so a delegate
/// implements only what it changes.
public protocol PickerDelegate: Sendable {
    /// Columns for the rows of `component`; nil (the default) measures the
    /// widest row (`pickerView(_:widthForComponent:)`, in columns, not points).
    func width(forComponent component: Int) -> Int?
    /// Lines per row (`pickerView(_:rowHeightForComponent:)`). A terminal
    /// picker has one row band, so the tallest component's height is used
    /// for all. Default 1.
    func rowHeight(forComponent component: Int) -> Int
    /// A styled row — its own title, colours and an icon column — in place
    /// of the plain title (`pickerView(_:viewForRow:forComponent:reusing:)`).
    /// Nil (the default) shows the data source's title in the theme's colours.
    func styledRow(_ row: Int, forComponent component: Int) -> PickerRow?
    /// Fixed text beside the selection band, like UIDatePicker's "hours".
    /// Default nil.
    func label(forComponent component: Int) -> String?
    /// Whether `component` wraps from its last row to its first, like the
    /// iOS timer wheels. Default false.
    func isCyclic(component: Int) -> Bool
    /// Called after a person (or `Picker.selectRow`) changes the selected
    /// row of `component` (`pickerView(_:didSelectRow:inComponent:)`).
    ///
    /// `mutating`: the delegate may change itself (the country now chosen)
    /// and then reload or move other components through `picker`; reloaded
    /// components read the changed value. Default: nothing.
    mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl)
}

/// The defaults: a delegate that implements nothing draws plain titles in
/// the theme, one line per row, measured to fit, and ignores selections.
extension PickerDelegate {
    /// Nil: the widest row.
    public func width(forComponent component: Int) -> Int? { nil }
    /// One line per row.
    public func rowHeight(forComponent component: Int) -> Int { 1 }
    /// Nil: the data source's title in the theme's colours.
    public func styledRow(_ row: Int, forComponent component: Int) -> PickerRow? { nil }
    /// No label.
    public func label(forComponent component: Int) -> String? { nil }
    /// Wheels stop at their ends.
    public func isCyclic(component: Int) -> Bool { false }
    /// Nothing follows a selection.
    public mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {}
}
