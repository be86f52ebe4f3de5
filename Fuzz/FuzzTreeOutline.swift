/// Any bytes parse to an outline or a ParseError naming a line of the
/// input; a parsed outline builds wheels whose reloads stay in range.
func fuzzTreeOutline(_ bytes: [UInt8]) {
    var lines = LineRows()
    lines.append(bytes, final: true)
    do {
        let outline = try TreeOutline(lines: lines)
        precondition(outline.depth >= 1 && !outline.roots.isEmpty)
        for level in 0..<outline.depth {
            for node in outline.nodes(atLevel: level) { precondition(outline.nodes.indices.contains(node)) }
        }
    } catch {
        precondition(error.line >= 0 && error.line <= lines.count + 1, "error names line \(error.line) of \(lines.count)")
    }
}
