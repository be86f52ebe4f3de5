import ReelModel
import ReelText

/// `--tree`: an indented outline, one wheel per level (country → city).
/// Each level is indented by two spaces or one tab more than its parent;
/// blank lines are skipped. Node text keeps its bytes, so rows may use the
/// field syntax of input rows (`--show`, `--value`).
package struct TreeOutline: Sendable {
    package struct Node: Sendable {
        package var text: [UInt8]
        /// 1-based line in the input, for messages.
        package var line: Int
        package var children: [Int] = []
    }

    /// Every node; `roots` and `children` index into it.
    package private(set) var nodes: [Node] = []
    package private(set) var roots: [Int] = []
    /// Levels, hence wheels: the deepest node's depth plus one.
    package private(set) var depth = 0

    /// Why an outline cannot be read, and on which line.
    package struct ParseError: Error, Equatable, Sendable {
        package enum Problem: Equatable, Sendable { case inconsistentIndentation, noParent, empty }
        package var line: Int
        package var problem: Problem
    }

    /// Reads the lines of `rows` (a file or stdin, one line a row).
    package init(lines rows: LineRows) throws(ParseError) {
        var unit: UInt8?  // space or tab, fixed by the first indented line
        var path: [Int] = []  // the last node seen at each level
        for row in 0..<rows.count {
            let line = row + 1
            let bytes = rows.value(at: row)[...]
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            let indent = bytes.prefix { $0 == 0x20 || $0 == 0x09 }
            var level = 0
            if let first = indent.first {
                guard indent.allSatisfy({ $0 == first }), unit == nil || unit == first,
                      first == 0x09 || indent.count % 2 == 0 else {
                    throw ParseError(line: line, problem: .inconsistentIndentation)
                }
                unit = first
                level = first == 0x09 ? indent.count : indent.count / 2
            }
            guard level <= path.count else { throw ParseError(line: line, problem: .noParent) }
            let index = nodes.count
            nodes.append(Node(text: Array(bytes.dropFirst(indent.count)), line: line))
            path.removeSubrange(level...)
            if let parent = path.last { nodes[parent].children.append(index) } else { roots.append(index) }
            path.append(index)
            depth = max(depth, path.count)
        }
        guard !roots.isEmpty else { throw ParseError(line: rows.count, problem: .empty) }
    }

    /// The nodes at `level`, under any parent: what a level's wheel may
    /// ever show, to size it once.
    package func nodes(atLevel level: Int) -> [Int] {
        var current = roots
        for _ in 0..<level { current = current.flatMap { nodes[$0].children } }
        return current
    }
}
