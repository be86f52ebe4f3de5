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

extension PickerDelegate {
    public func width(forComponent component: Int) -> Int? { nil }
    public func rowHeight(forComponent component: Int) -> Int { 1 }
    public func styledRow(_ row: Int, forComponent component: Int) -> PickerRow? { nil }
    public func label(forComponent component: Int) -> String? { nil }
    public func isCyclic(component: Int) -> Bool { false }
    public mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {}
}
