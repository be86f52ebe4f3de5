import Foundation
import Testing

/// What reaches the commands reel runs (`!CMD`, `--preview`,
/// `--on-change`): a value is one argument of the shell, never code,
/// whichever quotes the template puts around its placeholder, and it keeps
/// its bytes. Run by the real `/bin/sh`.
@Suite struct CommandSafetyEndToEndTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Templates that quote the placeholder every way a script might; each
    /// prints the value between brackets.
    static let templates = [#"!printf '[%s]\n' {1}"#, #"!printf '[%s]\n' "{1}""#, #"!printf '[%s]\n' '{1}'"#,
                            #"!printf '[%s]\n' "x{1}x""#, #"!printf '[%s]\n' 'x{1}x'"#, #"!echo "[$(printf %s {1})]""#,
                            #"!echo "[`printf %s '{1}'`]""#]

    @Test(arguments: templates) func aValueIsNeverCodeInAnyQuoting(template: String) throws {
        let dir = try Self.scratch()
        let marker = dir.appendingPathComponent("pwned").path
        let hostile = ["$(touch \(marker))", "`touch \(marker)`", "'; touch \(marker); '", "\"; touch \(marker); \"",
                       "$(touch \(marker))'\"", "\"; touch \(marker) #"]
        for value in hostile {
            let spec = value.replacingOccurrences(of: ",", with: "\\,") + ",b"
            let run = try DetachedRun.reel(["--batch", "-c", spec, "-c", template, "--format", "{2}"])
            #expect(run.status == 0, "\(template) with \(value): \(run.stderr)")
            let wrapped = template.contains("x{1}x") ? "[x\(value)x]" : "[\(value)]"
            #expect(run.stdoutText == wrapped + "\n", "\(template) with \(value)")
            #expect(!FileManager.default.fileExists(atPath: marker), "\(template) ran \(value)")
        }
    }

    /// The issue's reproduction: `echo "{1}"` created ./pwned.
    @Test func theReportedTemplateNoLongerRunsTheValue() throws {
        let dir = try Self.scratch()
        let run = try DetachedRun.command(["/bin/sh", "-c", "cd \"$1\" && \"$2\" --batch -c '$(touch ./pwned),b' -c '!echo \"{1}\"'",
                                           "sh", dir.path, try ReelBinary.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "$(touch ./pwned)\t$(touch ./pwned)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pwned").path))
    }

    /// A row `caf\xe9` reached commands as `caf\xef\xbf\xbd`.
    @Test func valuesReachCommandsAsTheirBytes() throws {
        let run = try DetachedRun.command(["/bin/sh", "-c",
            "printf 'caf\\351\\n' | \"$1\" --batch -c - -c '!printf %s {1} | od -An -tx1 | tr -s \" \"' --format '{2}'",
            "sh", try ReelBinary.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "63 61 66 e9")
    }
}
