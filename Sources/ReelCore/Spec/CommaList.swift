/// `a,b\,c` → ["a", "b,c"]: the list SPEC (`Red,Orange`), and one item per
/// wheel for `--label` and `--select` given to a preset or a tree.
package enum CommaList {
    package static func split(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        items.append(current)
        return items
    }
}
