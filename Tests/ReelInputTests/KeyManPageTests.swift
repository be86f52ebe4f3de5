import TestRequirements
import Testing
@testable import ReelInput

/// The man page's KEYS AND MOUSE section has one `.TP` entry per line of
/// the key table's help (`KeyMap.helpLines`), in its order, headed with its
/// keys in bold; the words under each are the page's own.
@Suite struct KeyManPageTests {
    static let path = "man/reel.1"

    /// `.BR home ", " g " / " end ", " G`: the keys of a binding joined by
    /// commas, bindings by slashes; `.B /` for a single key.
    static func header(of line: KeyMap.HelpLine) -> String {
        let names = line.keys.map { $0.map { $0.replacingOccurrences(of: "-", with: "\\-") } }
        if names.count == 1, names[0].count == 1 { return ".B " + names[0][0] }
        let quoted = names.map { $0.map { $0.contains(" ") ? "\"\($0)\"" : $0 } }
        return ".BR " + quoted.map { $0.joined(separator: " \", \" ") }.joined(separator: " \" / \" ")
    }

    /// The line after each `.TP` from `.SH KEYS AND MOUSE` to the next `.SH`.
    static func headers(in page: String) -> [String] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".SH KEYS AND MOUSE") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix(".SH ") }
        return zip(section, section.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
    }

    @Test func everyKeyIsInTheManPageAsTheTableHasIt() throws {
        let found = Self.headers(in: try RepositoryFile.text(Self.path))
        let expected = KeyMap.helpLines.map(Self.header)
        for (index, header) in expected.enumerated() where found.indices.contains(index) ? found[index] != header : true {
            Issue.record("""
                \(Self.path), KEYS AND MOUSE: entry \(index + 1) (\(KeyMap.helpLines[index].help)) should be headed
                    \(header)
                (KeyMap.bindings in Sources/ReelCore/Input/KeyMap.swift; the format: the comment at the top of \(Self.path))
                """)
        }
        if found.count > expected.count {
            Issue.record("\(Self.path), KEYS AND MOUSE: entries no binding has: \(found[expected.count...].joined(separator: "; "))")
        }
    }

    @Test func headersAreWrittenAsTheTestReadsThem() {
        #expect(Self.header(of: .init(keys: [["home", "g"], ["end", "G"]], help: "")) == #".BR home ", " g " / " end ", " G"#)
        #expect(Self.header(of: .init(keys: [["/"]], help: "")) == ".B /")
        #expect(Self.header(of: .init(keys: [["0-9"]], help: "")) == #".B 0\-9"#)
        #expect(Self.header(of: .init(keys: [["any character"]], help: "")) == ".B any character")
        #expect(Self.header(of: .init(keys: [["n"], ["N"]], help: "")) == #".BR n " / " N"#)
    }
}
