import ReelModel
import ReelText

/// The tree's `didSelectRow`: when a level's row changes, every level below
/// reloads with the children of the row above it, keeping its row when a
/// row with the same value is still there (Paris stays Paris when France
/// is spun away and back), else the first.
package struct TreeWheels: WheelDependency {
    package var outline: TreeOutline
    /// Dresses a level's rows (the field syntax: `FieldRows`), or returns
    /// them as they are.
    package var dress: @Sendable (TreeRows) -> any RowSource
    package var measure: DisplayWidth

    package init(outline: TreeOutline, measure: DisplayWidth,
                dress: @escaping @Sendable (TreeRows) -> any RowSource = { $0 }) {
        self.outline = outline
        self.measure = measure
        self.dress = dress
    }

    /// The rows of each level for the rows selected now: what the wheels
    /// show at the start, before any change.
    package func rows(under selected: [Int]) -> [TreeRows] {
        var levels: [TreeRows] = []
        var nodes = outline.roots
        for level in 0..<outline.depth {
            let rows = TreeRows(outline: outline, nodes: nodes)
            levels.append(rows)
            let row = min(level < selected.count ? selected[level] : 0, rows.count - 1)
            nodes = rows.node(at: row).map { outline.nodes[$0].children } ?? []
        }
        return levels
    }

    /// A `--select` value no row of its level has: `level` from 0.
    package struct NotFound: Error, Equatable, Sendable {
        package var level: Int
        package var value: [UInt8]
    }

    /// The wheels at the start, one per level: on each the row whose value
    /// `selects` gives for its level (none or an empty one: the first),
    /// each as wide as the widest row its level has under any parent, so
    /// that the layout (made once per terminal size) holds every reload.
    package func wheels(selecting selects: [[UInt8]] = []) throws(NotFound) -> [Wheel] {
        var wheels: [Wheel] = []
        var nodes = outline.roots
        for level in 0..<outline.depth {
            let plain = TreeRows(outline: outline, nodes: nodes)
            let rows = dress(plain)
            var row = 0
            if level < selects.count, !selects[level].isEmpty {
                guard let found = rows.row(matchingBytes: selects[level]) else {
                    throw NotFound(level: level, value: selects[level])
                }
                row = found
            }
            var wheel = Wheel(rows: rows, selectedRow: row)
            wheel.width = dress(TreeRows(outline: outline, nodes: outline.nodes(atLevel: level)))
                .widestRow(width: measure, cap: Wheel.measureCap)
            wheels.append(wheel)
            nodes = plain.node(at: row).map { outline.nodes[$0].children } ?? []
        }
        return wheels
    }

    package func update(_ wheels: inout [Wheel], after change: WheelChange) {
        // Walk down from the roots along the selected rows; levels below
        // the one that changed reload on the way.
        var nodes = outline.roots
        for level in wheels.indices {
            if level > change.wheel {
                let dressed = dress(TreeRows(outline: outline, nodes: nodes))
                let kept = wheels[level].rows.value(at: wheels[level].selectedRow)
                let row = (0..<dressed.count).first { dressed.value(at: $0) == kept } ?? 0
                wheels[level].reload(dressed, selecting: row, measure: measure)
            }
            let node = nodes.isEmpty ? nil : nodes[min(wheels[level].selectedRow, nodes.count - 1)]
            nodes = node.map { outline.nodes[$0].children } ?? []
        }
    }
}
