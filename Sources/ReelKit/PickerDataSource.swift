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
