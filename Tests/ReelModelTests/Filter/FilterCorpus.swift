import ModelTestSupport

/// Rows people pipe into a picker, made up from a seed so that every run
/// sees the same ones: file paths, `git log --oneline` lines, identifiers
/// in camelCase, snake_case and kebab-case, branch names, package lines,
/// and a few with CJK and accents-free Unicode. `FzfAgreementTests` checks
/// reel's filter against fzf's on them.
struct FilterCorpus {
    /// splitmix64: the same numbers on every machine.
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(state: seed &+ 0x9E37_79B9_7F4A_7C15) }

    mutating func below(_ n: Int) -> Int { random.below(n) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let words = ["picker", "wheel", "render", "frame", "state", "event", "source", "row", "rows", "terminal",
                        "session", "filter", "query", "match", "score", "theme", "color", "layout", "toolbar", "button",
                        "config", "parser", "option", "value", "index", "cache", "buffer", "stream", "reader", "writer",
                        "main", "test", "util", "core", "model", "view", "controller", "date", "time", "month",
                        "fix", "add", "remove", "update", "bump", "refactor", "docs", "crash", "leak", "speed"]
    static let extensions = ["swift", "go", "rs", "c", "h", "md", "txt", "json", "yaml", "py", "sh", "toml"]
    static let dirs = ["Sources", "Tests", "src", "lib", "docs", "scripts", "internal", "pkg", "cmd", ".github",
                       "node_modules", "vendor", "build", "assets"]
    static let unicode = ["日本語", "設定", "휴식", "분", "時間", "ファイル", "データ"]

    private mutating func camel(_ parts: Int) -> String {
        (0..<parts).map { i in
            let word = pick(Self.words)
            return i == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    private mutating func joined(_ parts: Int, by separator: String) -> String {
        (0..<parts).map { _ in pick(Self.words) }.joined(separator: separator)
    }

    private mutating func hex(_ count: Int) -> String {
        String((0..<count).map { _ in "0123456789abcdef".randomElementStable(below(16)) })
    }

    mutating func row() -> String {
        switch below(10) {
        case 0, 1, 2:  // a path
            let depth = 1 + below(4)
            let dirs = (0..<depth).map { _ in below(3) == 0 ? pick(Self.dirs) : joined(1 + below(2), by: pick(["-", "_"])) }
            let name = below(2) == 0 ? camel(1 + below(3)).capitalizedFirst : joined(1 + below(3), by: pick(["_", "-", "."]))
            return (below(4) == 0 ? "./" : "") + (dirs + [name + "." + pick(Self.extensions)]).joined(separator: "/")
        case 3, 4:  // git log --oneline
            let message = [pick(["Fix", "Add", "Remove", "Update", "Refactor", "Bump"]), joined(1 + below(6), by: " ")]
            return hex(7) + " " + message.joined(separator: " ") + (below(3) == 0 ? " (#\(below(5000)))" : "")
        case 5:  // an identifier
            switch below(3) {
            case 0: return camel(1 + below(4))
            case 1: return joined(1 + below(4), by: "_")
            default: return joined(1 + below(4), by: "-").uppercased(maybe: below(5) == 0)
            }
        case 6:  // a branch
            return pick(["feature/", "fix/", "release/", "", "origin/"]) + joined(1 + below(3), by: "-") + (below(2) == 0 ? "-\(below(100))" : "")
        case 7:  // a package line
            return "\(pick(Self.words))-\(pick(Self.words)) \(below(10)).\(below(30)).\(below(10))  \(joined(2 + below(5), by: " "))"
        case 8:  // with Unicode or spacing
            let parts = [pick(Self.unicode), joined(1 + below(2), by: " "), pick(Self.unicode)]
            return (below(3) == 0 ? "  " : "") + parts.joined(separator: pick([" ", "/", "_"])) + (below(3) == 0 ? " " : "")
        default:  // key: value, a config line
            return "\(camel(1 + below(2))): \(joined(1 + below(3), by: pick([",", ";", " | ", " "])))"
        }
    }

    mutating func rows(_ count: Int) -> [String] { (0..<count).map { _ in row() } }

    /// A query a person might type for `row`: a few of its characters in
    /// order, sometimes a word of it exact, a prefix, a suffix, two words.
    mutating func query(for row: String) -> String {
        let chars = Array(row.lowercased().filter { $0 != " " && $0 != "|" && $0 != "'" && $0 != "!" && $0 != "^" && $0 != "$" && $0 != "\\" })
        guard chars.count >= 2 else { return "a" }
        let length = min(chars.count, 1 + below(6))
        var picked: [Character] = []
        var index = below(max(1, chars.count - length))
        for _ in 0..<length where index < chars.count {
            picked.append(chars[index])
            index += 1 + below(3)
        }
        let text = String(picked)
        switch below(8) {
        case 0: return "'" + text
        case 1: return "^" + String(chars.prefix(1 + below(3)))
        case 2: return String(chars.suffix(1 + below(3))) + "$"
        case 3: return text + " " + String(chars.suffix(2))
        case 4: return text + " !" + String(pick(Self.words).prefix(2))
        case 5: return text.prefix(2) + " | " + pick(Self.words).prefix(3)
        case 6: return String(text.uppercased().prefix(1)) + String(text.dropFirst())
        default: return text
        }
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    func uppercased(maybe: Bool) -> String { maybe ? uppercased() : self }
    func randomElementStable(_ index: Int) -> Character { self[self.index(startIndex, offsetBy: index)] }
}

private extension Substring {
    func uppercased(maybe: Bool) -> String { maybe ? uppercased() : String(self) }
}
