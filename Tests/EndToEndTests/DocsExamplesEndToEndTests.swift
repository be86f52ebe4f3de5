import Foundation
import Testing
import TestRequirements

/// Every example of README.md (its ```sh blocks), the man page (its `.EX`
/// blocks) and `--help`, found by reading them (`DocExample`), run as
/// written by the run `ExampleRuns` gives it, or named there with the
/// reason it is not run. An example added without either fails here.
@Suite struct DocsExamplesEndToEndTests {
    static let examples = (try? DocExample.all()) ?? []

    @Test func everyExampleIsRunOrExcused() throws {
        let examples = try DocExample.all()
        for example in examples {
            switch (ExampleRuns.runs[example.text] != nil, ExampleRuns.notRun[example.text] != nil) {
            case (false, false):
                Issue.record("\(example.place): neither run nor excused in ExampleRuns; its text:\n\(example.text)")
            case (true, true):
                Issue.record("\(example.place): both run and excused in ExampleRuns")
            default:
                break
            }
        }
        let texts = Set(examples.map(\.text))
        for text in Array(ExampleRuns.runs.keys) + Array(ExampleRuns.notRun.keys) where !texts.contains(text) {
            Issue.record("ExampleRuns has an example no doc shows any more:\n\(text)")
        }
        #expect(ExampleRuns.table.count == ExampleRuns.runs.count, "a text twice in ExampleRuns.table")
        #expect(DocExample.unknownEscapes(try RepositoryFile.text(DocExample.manPagePath)) == [],
                "an escape in the man page's examples that DocExample.unescaped does not undo")
    }

    @Test(arguments: examples.filter { ExampleRuns.runs[$0.text] != nil })
    func runsAsDocumented(_ example: DocExample) throws {
        let run = try #require(ExampleRuns.runs[example.text])
        // As `.requires` does for a whole test (one case cannot be skipped
        // on its own): scripts/test installs these and requires them.
        for program in run.needs + (run.repository ? ["git"] : []) where ShellCommand.find(program) == nil {
            if Requirement.allRequired { Issue.record("\(program) is not installed") }
            return
        }
        for (steps, cancelled) in [(run.steps, false)] + (run.cancelSteps.map { [($0, true)] } ?? []) {
            do {
                try check(example, run, steps: steps, cancelled: cancelled)
            } catch {
                Issue.record("\(example.place)\(cancelled ? ", Esc" : ""): \(example.text)\n\(error)")
            }
        }
    }

    /// What the example runs: the text, or a session's command (the line
    /// after `$ `, the rest being what it shows), or a crontab line's command.
    func command(of example: DocExample, _ run: ExampleRun) -> String {
        let firstLine = example.text.prefix { $0 != "\n" }
        if firstLine.hasPrefix("$ ") { return String(firstLine.dropFirst(2)) }
        if case .cron = run.way {
            return example.text.split(separator: " ", maxSplits: 5).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        return example.text
    }

    func check(_ example: DocExample, _ run: ExampleRun, steps: [ExampleRun.Step], cancelled: Bool) throws {
        let scratch = try ExampleScratch(for: run)
        // Cancelled, only the example runs: what `then` prints is for a choice.
        let script = scratch.script(command(of: example, run), then: cancelled ? nil : run.then)
        let label = "\(example.place)\(cancelled ? ", Esc" : "")"
        var status: Int32?, stdout = "", stderr: String?, transcript: String?
        switch run.way {
        case .batch, .detached, .cron:
            var environment = scratch.environment
            if case .batch = run.way { environment["REEL_DEFAULT_OPTS"] = "--batch" }
            let shell = if case .cron = run.way { ["/bin/sh", "-c", script] } else { ["/bin/bash", "-c", Self.pasted(script), "bash"] }
            let result = try DetachedRun.command(shell + run.arguments, environment: environment)
            status = result.status
            stdout = result.stdoutText
            stderr = result.stderr
        case .keys:
            let session = try TerminalSession(executable: "/bin/bash", arguments: ["-c", Self.pasted(script), "bash"] + run.arguments,
                                              environment: scratch.environment.mapValues { Optional($0) })
            try perform(steps, on: session, scratch)
            let result = try session.waitForExit()
            status = result.exitCode
            stdout = result.stdoutText
            stderr = result.stderr
            transcript = session.transcript
            #expect(session.terminalAttributesRestored(), "\(label): the terminal's settings are restored")
        case .tmux:
            let server = try PopupEndToEndTests.Server()
            let environment = scratch.environment.map { "\($0.key)=\(Self.quoted($0.value))" }.sorted().joined(separator: " ")
            try server.runInPane("env \(environment) /bin/bash -c \(Self.quoted(Self.pasted(script))) bash")
            try perform(steps, on: server.client, scratch)
            let result = try server.result(timeout: Patience.seconds)
            status = result.status
            stdout = String(decoding: result.stdout, as: UTF8.self)
        }
        let said = "\(label): \(example.text)\nexit status \(status.map(String.init) ?? "none"), "
            + "stdout \(stdout.debugDescription), stderr \((stderr ?? "not read").debugDescription), calls \(scratch.loggedCalls.debugDescription)"
        if cancelled {
            // Nothing acted on a choice that was not made, and nothing failed on an empty one.
            #expect(stdout == "" && (stderr ?? "") == "" && scratch.loggedCalls == "", "\(said)")
            return
        }
        #expect(status == run.status, "\(said)")
        #expect(run.printed.holds(for: stdout), "\(said)\nexpected stdout \(run.printed)")
        #expect(run.calls.holds(for: scratch.loggedCalls), "\(said)\nexpected calls \(run.calls)")
        if let stderr { #expect(run.stderr.holds(for: stderr), "\(said)\nexpected stderr \(run.stderr)") }
        if let expected = run.transcript { #expect(transcript == expected, "\(said)\nscreen:\n\(transcript ?? "")") }
    }

    func perform(_ steps: [ExampleRun.Step], on session: TerminalSession, _ scratch: ExampleScratch) throws {
        for step in steps {
            switch step {
            case .see(let text): try session.waitForText(text)
            case .seeLine(let text): try session.waitForScreen { $0.lines.contains(text) }
            case .gone(let text): try session.waitForScreen { !$0.contains(text) }
            case .send(let keys): session.send(keys)
            case .called(let text): try session.waitForScreen { _ in scratch.loggedCalls.contains(text) }
            case .printed(let text): try session.waitForStdout { $0.contains(text) }
            }
        }
    }

    /// `script` as an interactive bash reads what is pasted into it: with
    /// history expansion on (issue 48 item 6), so a `!git` in double
    /// quotes fails here as it fails there ("event not found"), where
    /// `bash -c` alone would run it.
    static func pasted(_ script: String) -> String { "set -H -o history\n" + script }

    /// `text` in single quotes for a shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
