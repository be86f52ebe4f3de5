import ReelModel
import ReelText

/// The rows of one level under one parent. A parent without children
/// (a leaf above the deepest level) gives one blank row that prints nothing,
/// as a UIPickerView component with nothing to offer.
package struct TreeRows: RowSource {
    package var outline: TreeOutline
    package var nodes: [Int]

    package init(outline: TreeOutline, nodes: [Int]) {
        self.outline = outline
        self.nodes = nodes
    }

    package var count: Int { max(1, nodes.count) }

    package func value(at row: Int) -> [UInt8] { nodes.isEmpty ? [] : outline.nodes[nodes[row]].text }

    package func title(at row: Int) -> String { String(decoding: value(at: row), as: UTF8.self) }

    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        value(at: row).withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: maxColumns, width: width) }
    }

    /// The node selected on a wheel of these rows, if any.
    package func node(at row: Int) -> Int? { nodes.isEmpty ? nil : nodes[row] }
}
