import ReelText

/// Commands that name each other: `!echo a{B}` in field A and `!echo b{A}`
/// in field B each wait for the other's rows, so neither ever runs (the
/// picker showed `…` for ever, `--batch` ran them once with empty values).
/// Such a picker is refused before the terminal is touched; this finds the
/// cycle to name.
package enum CommandCycle {
    /// The first cycle among `names` (node `i` names the nodes
    /// `names[i]`), as the nodes along it with the first repeated at the
    /// end (`[0, 1, 0]`); nil when there is none. A node naming itself is
    /// no cycle: a command's own wheel reads as empty to it. Iterative,
    /// so a chain of a thousand fields costs no stack.
    package static func find(_ names: [[Int]]) -> [Int]? {
        enum Mark { case unseen, onPath, done }
        var mark = Array(repeating: Mark.unseen, count: names.count)
        for root in names.indices where mark[root] == .unseen {
            // The path from `root`, each node with the next of its names to follow.
            var path: [(node: Int, next: Int)] = [(root, 0)]
            mark[root] = .onPath
            while let (node, next) = path.last {
                guard next < names[node].count else {
                    mark[node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let named = names[node][next]
                guard named != node, names.indices.contains(named) else { continue }
                switch mark[named] {
                case .unseen:
                    mark[named] = .onPath
                    path.append((named, 0))
                case .onPath:
                    let start = path.firstIndex { $0.node == named } ?? 0
                    return path[start...].map(\.node) + [named]
                case .done: continue
                }
            }
        }
        return nil
    }
}
