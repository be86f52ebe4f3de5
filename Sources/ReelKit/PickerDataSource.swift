import ReelCore

/// What a picker shows, as `UIPickerViewDataSource` (plus the delegate's
/// `titleForRow`) gives it: a number of components, a number of rows in
/// each, and a title per row.
///
/// The picker asks on demand and caches only row counts, so a component of
/// a million rows costs what is drawn. Counts are read again when a
/// component is reloaded (`reloadComponent(_:)`), as UIKit does.
///
/// A data source is a value. When it also conforms to `PickerDelegate`, it
/// is the picker's delegate too (a view controller that is both), and the
/// changes its `didSelectRow` makes to itself are what reloaded components
/// show.
public protocol PickerDataSource: Sendable {
    /// Wheels side by side (`numberOfComponents(in:)`).
    var numberOfComponents: Int { get }
    /// Rows in `component` (`pickerView(_:numberOfRowsInComponent:)`).
    func numberOfRows(inComponent component: Int) -> Int
    /// The text of `row` in `component` (`pickerView(_:titleForRow:forComponent:)`).
    func title(forRow row: Int, forComponent component: Int) -> String
    /// The text of `row` with styles of its own, in place of `title`
    /// (`pickerView(_:attributedTitleForRow:forComponent:)`): nil (the
    /// default) draws the title in the theme's colours. Rows a program
    /// has as ANSI-coloured text give `AttributedText(ansi: line)`.
    /// The title is still what `--select`-like lookups and the result
    /// name; a delegate's `styledRow` comes before this, as UIKit's
    /// `viewForRow` comes before its attributed title.
    func attributedTitle(forRow row: Int, forComponent component: Int) -> AttributedText?
}

extension PickerDataSource {
    /// Nil: the title, in the theme's colours.
    public func attributedTitle(forRow row: Int, forComponent component: Int) -> AttributedText? { nil }
}

extension PickerDataSource {
    /// Lets the delegate side of this value react to a selection, and puts
    /// the changed value back: `self` is both roles, so the delegate's
    /// changes are the data source's.
    mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {
        guard var delegate = self as? any PickerDelegate else { return }
        delegate.didSelectRow(row, inComponent: component, of: &picker)
        // Same dynamic type as `self`, so the cast cannot fail.
        if let updated = delegate as? Self { self = updated }
    }
}
