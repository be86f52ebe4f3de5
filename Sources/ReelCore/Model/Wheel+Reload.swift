extension Wheel {
    /// `reloadComponent`: new rows, `row` selected (clamped), and the width
    /// measured again, since the renderer caches nothing else per wheel.
    package mutating func reload(_ rows: any RowSource, selecting row: Int, measure: DisplayWidth) {
        self.rows = rows
        select(row)
        self.measure(with: measure)
    }
}
