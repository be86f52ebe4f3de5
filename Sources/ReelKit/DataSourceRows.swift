import ReelCore

/// The adapter from a data source to the model: one component's rows, read
/// from the data source value it was loaded with. The row count is read once
/// per load, as UIKit caches it until `reloadComponent`; a delegate that
/// changes the data without reloading cannot leave a wheel past its end.
struct DataSourceRows: RowSource {
    let source: any PickerDataSource
    /// The same value seen as a delegate, cast once rather than per row.
    let delegate: (any PickerDelegate)?
    let component: Int
    let count: Int

    init(_ source: any PickerDataSource, component: Int) {
        self.source = source
        self.delegate = source as? any PickerDelegate
        self.component = component
        self.count = max(0, source.numberOfRows(inComponent: component))
    }

    func title(at row: Int) -> String {
        delegate?.styledRow(row, forComponent: component)?.title ?? source.title(forRow: row, forComponent: component)
    }

    func icon(at row: Int) -> String? { delegate?.styledRow(row, forComponent: component)?.icon }

    func style(at row: Int) -> Style? { delegate?.styledRow(row, forComponent: component)?.style }

    func widestIcon(width: DisplayWidth, cap: Int) -> Int {
        // Only a delegate can give icons; a plain data source is not asked.
        delegate == nil ? 0 : measureIcons(width: width, cap: cap)
    }

    /// The wheel for `component` of `source`, with the delegate's look.
    static func wheel(_ source: any PickerDataSource, component: Int, selectedRow: Int = 0) -> Wheel {
        let delegate = source as? any PickerDelegate
        return Wheel(rows: DataSourceRows(source, component: component),
                     label: delegate?.label(forComponent: component),
                     width: delegate?.width(forComponent: component),
                     isCyclic: delegate?.isCyclic(component: component) ?? false,
                     selectedRow: selectedRow)
    }
}
