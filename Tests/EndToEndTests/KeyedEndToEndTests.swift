import Foundation
import Testing

/// Keys written down instead of pressed (`--keys`, `REEL_KEYS`,
/// `REEL_KEYS_FILE`), as a CI job runs them: a new session with no
/// controlling terminal (`setsid`) and an empty environment (`env -i`), so
/// no terminal could be opened if reel tried. The picker ends as the keys
/// say, printing and exiting as a person's keys would.
@Suite struct KeyedEndToEndTests {
    /// `env -i VARIABLES… reel ARGUMENTS…` in a session of its own.
    static func keyed(_ arguments: [String], environment: [String] = [], stdin: Data? = nil) throws -> DetachedRun {
        try DetachedRun.command(["/usr/bin/env", "-i"] + environment + [try ReelBinary.path] + arguments, stdin: stdin)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var keys: String
        var stdin: String? = nil
        var status: Int32
        var stdout: String
        var description: String { name }
    }

    static let form = ["--field", "Name", "--text", "--field", "Password", "--secret",
                       "--field", "Count", "-c", "1...9", "--field", "Notify", "--switch"]

    static let cases: [Case] = [
        Case(name: "a wheel", arguments: ["-c", "Tea,Coffee,Milk"], keys: "<down><enter>", status: 0, stdout: "Coffee\n"),
        Case(name: "esc cancels", arguments: ["-c", "Tea,Coffee"], keys: "<esc>", status: 1, stdout: ""),
        Case(name: "ctrl+c interrupts", arguments: ["-c", "Tea,Coffee"], keys: "<down><ctrl+c>", status: 130, stdout: ""),
        Case(name: "keys that run out time out", arguments: ["-c", "Tea,Coffee"], keys: "<down>", status: 124, stdout: ""),
        Case(name: "no keys time out", arguments: ["-c", "Tea,Coffee"], keys: "", status: 124, stdout: ""),
        Case(name: "every field kind", arguments: form,
             keys: "Ada<tab>s3<lt>ret<tab><down><down><tab><space><enter>", status: 0, stdout: "Ada\ns3<ret\n3\nyes\n"),
        Case(name: "a button's status", arguments: ["-c", "a,b", "--button", "Later:ctrl+l"], keys: "<ctrl+l>",
             status: 3, stdout: "a\n"),
        Case(name: "the alert", arguments: ["--alert", "--title", "Delete?", "--cancel", "Keep"], keys: "<left><enter>",
             status: 1, stdout: ""),
        Case(name: "multi", arguments: ["-c", "a,b,c", "--multi"], keys: "<space><down><down><space><enter>", status: 0,
             stdout: "a\nc\n"),
        Case(name: "streamed rows filtered", arguments: ["--filter"], keys: "<wait>'777<wait><enter>",
             stdin: (1...20000).map { "row \($0)\n" }.joined(), status: 0, stdout: "row 777\n"),
        Case(name: "a command wheel", arguments: ["-c", "Japan,Korea", "-c", "!case {1} in Japan) echo Tokyo;; *) echo Seoul; echo Busan;; esac"],
             keys: "<wait><down><tab><wait><down><enter>", status: 0, stdout: "Korea\tBusan\n"),
        Case(name: "a preset", arguments: ["-p", "time", "-s", "9:30"], keys: "<down><enter>", status: 0, stdout: "10\t30\n"),
        Case(name: "json", arguments: ["--switch", "--json"], keys: "<space><enter>", status: 0, stdout: "{\"switch\":true}\n"),
        Case(name: "format", arguments: ["-c", "a,b", "-c", "1...3", "--format", "{1}={2}"], keys: "<down><tab><end><enter>",
             status: 0, stdout: "b=3\n"),
        Case(name: "live", arguments: ["-c", "a,b,c", "--live"], keys: "<down><wait><down><wait><enter>", status: 0,
             stdout: "b\nc\nc\n"),
    ]

    @Test(arguments: cases) func keysEndThePickerAsAPersonsWould(_ example: Case) throws {
        let run = try Self.keyed(example.arguments + ["--keys", example.keys], stdin: example.stdin.map { Data($0.utf8) })
        #expect(run.status == example.status, "\(run.stderr)")
        #expect(run.stdoutText == example.stdout)
        #expect(example.status == 2 || run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func reelKeysInTheEnvironmentToo() throws {
        let run = try Self.keyed(["-c", "Tea,Coffee,Milk"], environment: ["REEL_KEYS=<end><enter>"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "Milk\n")
    }

    @Test func anUnknownKeyIsOneLineNamingIt() throws {
        let run = try Self.keyed(["-c", "Tea,Coffee", "--keys", "<down><entr>"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("reel: --keys: unknown key <entr>"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// The last frame, as text with no escape, on the screen size asked for.
    @Test func theScreenFileKeepsEachRunsLastFrame() throws {
        let screen = try Self.temporaryDirectory().appendingPathComponent("screen.txt")
        let environment = ["REEL_SCREEN=\(screen.path)", "REEL_SCREEN_SIZE=30x8"]
        _ = try Self.keyed(["--title", "Drink", "-c", "Tea,Coffee,Milk"], environment: environment + ["REEL_KEYS=<down><enter>"])
        _ = try Self.keyed(["--text", "--title", "Name?"], environment: environment + ["REEL_KEYS=Ada<esc>"])
        let text = try String(contentsOf: screen, encoding: .utf8)
        #expect(!text.contains("\u{1B}"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count <= 30 })
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Drink") })
        #expect(lines.contains { $0.contains("Coffee") && $0.contains(">") } || lines.contains { $0.contains("Coffee") })
        #expect(lines.contains { $0.contains("Name?") })
        #expect(lines.contains { $0.contains("Ada") })
        let bad = try Self.keyed(["-c", "a,b"], environment: ["REEL_KEYS=<enter>", "REEL_SCREEN_SIZE=80by24"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("REEL_SCREEN_SIZE '80by24'"))
    }

    /// Each run takes the next line; runs started at once take distinct
    /// lines (the flock'd cursor beside the file); none left is exit 2.
    @Test func runsStartedAtOnceTakeDistinctLinesOfTheKeysFile() throws {
        let directory = try Self.temporaryDirectory()
        let file = directory.appendingPathComponent("keys")
        let count = 8
        try (0..<count).map { String(repeating: "<down>", count: $0) + "<enter>\n" }.joined()
            .write(to: file, atomically: true, encoding: .utf8)
        let rows = (1...count).map { "r\($0)" }.joined(separator: ",")
        // Started together, each from a thread of its own.
        let outputs = Outputs(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let run = try? Self.keyed(["-c", rows], environment: ["REEL_KEYS_FILE=\(file.path)"])
            outputs.set(index, run.map { "\($0.status) \($0.stdoutText)" } ?? "did not end")
        }
        #expect(Set(outputs.values) == Set((1...count).map { "0 r\($0)\n" }))
        let none = try Self.keyed(["-c", rows], environment: ["REEL_KEYS_FILE=\(file.path)"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no line left"), "\(none.stderr)")
    }

    /// `<wait>` holds the keys until the rows still streaming in are all
    /// there: the query typed after it finds a row that came late, and ↓
    /// after it moves among every row.
    @Test func waitHoldsTheKeysUntilRowsStopComing() throws {
        let script = "{ echo early; /bin/sleep 2; /usr/bin/seq 1 20000; } | '\(try ReelBinary.path)' --filter --keys"
        let waited = try Self.keyed(["-c", script + " \"<wait>^777$<wait><enter>\""], environment: [], shell: true)
        #expect(waited.status == 0, "\(waited.stderr)")
        #expect(waited.stdoutText == "777\n")
        let moved = try Self.keyed(["-c", script + " \"<wait><down><enter>\""], environment: [], shell: true)
        #expect(moved.stdoutText == "1\n")
        // Without it the keys go in while one row is there: ↓ has nowhere
        // to go, and Enter takes the one row.
        let raced = try Self.keyed(["-c", script + " \"<down><enter>\""], environment: [], shell: true)
        #expect(raced.status == 0)
        #expect(raced.stdoutText == "early\n")
    }

    /// A script asking three questions reads three lines.
    @Test func aScriptReadsOneLineAQuestion() throws {
        let directory = try Self.temporaryDirectory()
        let file = directory.appendingPathComponent("keys")
        try "<down><enter>\nAda<enter>\n<space><enter>\n".write(to: file, atomically: true, encoding: .utf8)
        let reel = try ReelBinary.path
        let script = "\(reel) -c Tea,Coffee; \(reel) --text; \(reel) --switch"
        let run = try Self.keyed(["-c", script], environment: ["REEL_KEYS_FILE=\(file.path)"], shell: true)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "Coffee\nAda\nyes\n")
    }
}

extension KeyedEndToEndTests {
    /// What runs on several threads write, each its own place.
    final class Outputs: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String]
        init(count: Int) { all = Array(repeating: "", count: count) }
        func set(_ index: Int, _ value: String) { lock.withLock { all[index] = value } }
        var values: [String] { lock.withLock { all } }
    }

    /// `env -i VARIABLES… sh -c SCRIPT` in a session of its own.
    static func keyed(_ arguments: [String], environment: [String], shell: Bool) throws -> DetachedRun {
        try DetachedRun.command(["/usr/bin/env", "-i"] + environment + ["/bin/sh"] + arguments)
    }
}
