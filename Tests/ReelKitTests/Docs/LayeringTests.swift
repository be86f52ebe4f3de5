import Foundation
import Testing

/// The layers' rules that the compiler cannot check by itself: the core
/// stays pure, only the shim names a C library, and nothing but the
/// documented library API is public.
@Suite struct LayeringTests {
    static func sources(under folder: String) throws -> [(path: String, text: String)] {
        let base = RepositoryFile.root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            ("\(folder)/\(path)", try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Calls that reach a file, the clock, the environment, a process or
    /// the terminal. The core may use memory functions (memchr, memmove)
    /// from ReelSystem, nothing else of it.
    static let io = [#"\bopen\("#, #"System\.\w"#, #"\btime\(nil\)"#, #"\bclock_gettime\b"#, #"\bgetenv\b"#,
                     #"\benviron\b"#, #"\bstat\("#, #"\bmmap\("#, #"\bfork\("#, #"\bposix_spawn"#, #"\bioctl\("#,
                     #"\bisatty\("#, #"\bpoll\("#, #"\btcsetattr\b"#, #"\bsignal\(SIG"#, #"\bfopen\b"#,
                     #"\bFileManager\b"#, #"\bProcessInfo\b"#]

    /// The code of a file without its comments, where words like
    /// "environment" or "open(" may stand in prose.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    @Test func coreIsPure() throws {
        for (path, text) in try Self.sources(under: "Sources/ReelCore") {
            let code = Self.code(text)
            for call in Self.io {
                #expect(code.range(of: call, options: .regularExpression) == nil,
                        "\(path) matches \(call): I/O belongs in ReelTerminal")
            }
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                #expect(line == "import ReelSystem", "\(path): the core imports nothing but ReelSystem (\(line))")
            }
        }
    }

    @Test func onlyTheShimNamesACLibrary() throws {
        for folder in ["Sources/ReelCore", "Sources/ReelTerminal", "Sources/ReelKit", "Sources/ReelCLI", "Sources/reel"] {
            for (path, text) in try Self.sources(under: folder) {
                #expect(!text.contains("canImport(Glibc)") && !text.contains("import Glibc") && !text.contains("import Darwin"),
                        "\(path): import ReelSystem instead of the C library")
                #expect(!text.contains("import Foundation"), "\(path) imports Foundation")
            }
        }
    }

    /// Public below ReelKit only for the value types its documented API
    /// takes and returns; every public type is named in Docs/Library.md.
    @Test func publicIsTheDocumentedAPI() throws {
        let documented = try RepositoryFile.text("Docs/Library.md")
        for folder in ["Sources/ReelCore", "Sources/ReelTerminal", "Sources/ReelKit", "Sources/ReelCLI"] {
            for (path, text) in try Self.sources(under: folder) {
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let at = words.firstIndex(of: "public"), at + 2 < words.count,
                          ["struct", "enum", "protocol", "class", "final"].contains(String(words[at + 1])) else { continue }
                    let name = String(words[words[at + 1] == "final" ? at + 3 : at + 2].prefix { $0.isLetter || $0.isNumber })
                    #expect(documented.contains("`\(name)`"), "\(path): public \(name) is not in Docs/Library.md")
                }
                if folder != "Sources/ReelKit" && folder != "Sources/ReelCore" {
                    #expect(!text.contains("public "), "\(path): only ReelKit (and the value types it shows) is public")
                }
            }
        }
    }

    /// The folders of the core depend one way: the model (wheels, rows and
    /// the running features) knows nothing of keys, drawing or printing;
    /// the key table and the mouse turn input into the model's actions;
    /// the renderer draws the model (and the key table's help); the output
    /// prints it. The compiler cannot see folders, so this reads the types
    /// each folder declares and the names each file uses.
    static let folderDependencies: [String: Set<String>] = [
        "Text": [],
        "Model": ["Text"],
        "Spec": ["Model", "Text"],
        "Input": ["Model", "Text"],
        "Render": ["Input", "Model", "Text"],
        "Output": ["Spec", "Model", "Text"],
    ]

    @Test func coreFoldersDependOneWay() throws {
        let files = try Self.sources(under: "Sources/ReelCore").map { file in
            (folder: String(file.path.split(separator: "/")[2]), path: file.path, code: Self.codeWithoutStrings(file.text))
        }
        #expect(Set(files.map(\.folder)) == Set(Self.folderDependencies.keys), "a folder of ReelCore is not in the table")
        // Types declared at the top level of a file, by the folder that declares them.
        var owner: [String: String] = [:]
        for file in files {
            for line in file.code.split(separator: "\n") where !line.hasPrefix(" ") {
                let words = line.split(separator: " ").map(String.init)
                guard let at = words.firstIndex(where: { ["struct", "enum", "protocol", "class", "typealias"].contains($0) }),
                      at + 1 < words.count else { continue }
                let name = String(words[at + 1].prefix { $0.isLetter || $0.isNumber })
                if !name.isEmpty, owner[name] == nil { owner[name] = file.folder }
            }
        }
        for file in files {
            let allowed = Self.folderDependencies[file.folder] ?? []
            let used = Set(Self.identifiers(in: file.code))
            for name in used.sorted() {
                guard let folder = owner[name], folder != file.folder else { continue }
                #expect(allowed.contains(folder), "\(file.path) uses \(name) from \(folder)/: \(file.folder)/ may use only \(allowed.sorted())")
            }
        }
    }

    /// Capitalised words of code: the names of types it can use.
    static func identifiers(in code: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if current.first?.isUppercase == true { names.append(current) }
                current = ""
            }
        }
        return names
    }

    /// Code without comments or the text of string literals, where a
    /// type's name may stand as a word.
    static func codeWithoutStrings(_ text: String) -> String {
        code(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = "", inString = false, escaped = false
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else {
                    out.append(character)
                }
            }
            return out
        }.joined(separator: "\n")
    }
}
