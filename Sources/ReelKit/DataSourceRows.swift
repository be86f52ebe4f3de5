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
        if let styled = delegate?.styledRow(row, forComponent: component) { return styled.title }
        return source.title(forRow: row, forComponent: component)
    }

    /// A styled row's title, else the attributed title with its runs'
    /// styles, else the title.
    func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        if delegate?.styledRow(row, forComponent: component) == nil,
           let attributed = source.attributedTitle(forRow: row, forComponent: component) {
            return attributed.glyphs(maxColumns: maxColumns, width: width)
        }
        return SafeText.glyphs(title(at: row), maxColumns: maxColumns, width: width)
    }

    /// Measured as drawn: an attributed title may differ from the title
    /// (a title with codes, an attributed one without).
    func widestRow(width: DisplayWidth, cap: Int) -> Int {
        var widest = 0
        for row in 0..<count {
            let (glyphs, truncated) = glyphs(at: row, maxColumns: cap, width: width)
            widest = max(widest, glyphs.columns + (truncated ? 1 : 0))
            if widest >= cap { return cap }
        }
        return widest
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
