import TestRequirements
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

    /// Calls that reach a file, the clock, the environment, a process,
    /// the terminal or a thread. The core may use memory functions (memchr,
    /// memmove) from ReelSystem and the `Workers` it is given, nothing else
    /// of it.
    static let io = [#"\bpthread_"#, #"\bTwoThreads\b"#, #"\bSecondThread\b"#, #"\bopen\("#, #"System\.\w"#, #"\btime\(nil\)"#, #"\bclock_gettime\b"#, #"\bgetenv\b"#,
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
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                let module = String(line.split(separator: " ").last ?? "")
                #expect(module == "ReelSystem" || Self.layerDependencies.keys.contains(module),
                        "\(path): the core imports nothing but its own layers and ReelSystem (\(line))")
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

    /// The core's layers depend one way: the model (wheels, rows and the
    /// running features) knows nothing of keys, drawing or printing; the
    /// key table and the mouse turn input into the model's actions; the
    /// renderer draws the model (and the key table's help); the output
    /// prints it. Each layer is a target, so the compiler holds every file
    /// to its target's dependencies; this holds the targets to the table.
    static let layerDependencies: [String: Set<String>] = [
        "ReelText": ["ReelSystem"],
        // The row sources and the matcher, below the model (issue 47).
        "ReelRows": ["ReelText", "ReelSystem"],
        "ReelModel": ["ReelRows", "ReelText", "ReelSystem"],
        "ReelSpec": ["ReelModel", "ReelText"],
        "ReelInput": ["ReelModel", "ReelText"],
        "ReelRender": ["ReelInput", "ReelModel", "ReelText"],
        "ReelOutput": ["ReelSpec", "ReelModel", "ReelText"],
        // The accessible interview is a view of the model, as the renderer
        // is: the model cannot see it (issue 47).
        "ReelAsk": ["ReelModel", "ReelText"],
    ]

    @Test func coreLayersAreTargetsThatDependOneWay() throws {
        let manifest = try RepositoryFile.text("Package.swift")
        for (layer, allowed) in Self.layerDependencies {
            let declaration = try #require(manifest.range(of: ".target(name: \"\(layer)\""), "\(layer) is not a target")
            let line = manifest[declaration.lowerBound...].prefix { $0 != "\n" }
            let list = try #require(line.range(of: #"dependencies: \[[^\]]*\]"#, options: .regularExpression))
            let named = Set(line[list].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            #expect(named == allowed, "\(layer) depends on \(named.sorted()), the table says \(allowed.sorted())")
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: RepositoryFile.root.appendingPathComponent("Sources/ReelCore").path)
        #expect(Set(folders) == ["Text", "Rows", "Model", "Input", "Spec", "Output", "Render", "Ask", "Core"], "a folder of ReelCore is not a layer")
    }
}
