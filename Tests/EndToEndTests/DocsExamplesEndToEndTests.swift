import Foundation
import Testing
import TestRequirements

/// Examples of `--help`, the man page and README.md run as written, rows
/// given by `--batch` (the initial choice) where they would need a
/// terminal, git ones in a repository made in a temporary directory.
@Suite struct DocsExamplesEndToEndTests {
    /// Runs `script` in `/bin/sh -c` (bash for `< <(…)`) with reel on PATH, in `directory`.
    func shell(_ script: String, in directory: URL? = nil, bash: Bool = false) throws -> DetachedRun {
        let bin = URL(fileURLWithPath: try ReelBinary.path).deletingLastPathComponent().path
        let cd = directory.map { "cd '\($0.path)' && " } ?? "cd '\(ShellCommand.repositoryRoot.path)' && "
        return try DetachedRun.command([bash ? "/bin/bash" : "/bin/sh", "-c", cd + script],
                                       environment: ["PATH": bin + ":/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
    }

    /// A repository with branches main and topic, two commits on topic.
    func fakeRepository() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let made = try shell("""
            git init -q -b main && git config user.email t@example.org && git config user.name T &&
            git commit -q --allow-empty -m first && git switch -q -c topic &&
            git commit -q --allow-empty -m second && git switch -q main
            """, in: directory)
        #expect(made.status == 0, "\(made.stderr)")
        return directory
    }

    /// Every line of the help's Examples, with `--batch` added.
    @Test func everyHelpExampleRuns() throws {
        let help = try shell("reel --help")
        let examples = help.stdoutText.components(separatedBy: "\nExamples:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(examples.count == 6)
        for example in examples {
            let run = try shell(example + " --batch")
            #expect(run.status == 0 && !run.stdout.isEmpty, "\(example): \(run.stderr)")
        }
    }

    @Test(.requires(ShellCommand.find("git") != nil, "git is not installed"))
    func theBranchThenCommitExamplePrintsAHash() throws {
        let repository = try fakeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let hash = try shell("git rev-parse --short main", in: repository).stdoutText
        // The man page's and the README's (they agree), --batch for the terminal.
        let run = try shell("""
            commit=$(reel -c "!git branch --format='%(refname:short)'" \\
                          -c '!git log --format="%h%x09%s" -n 50 {1} --' \\
                          --show 2 --value 1 --format '{2}' --batch) || exit
            git show -s --format=%h "$commit"
            """, in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == hash)
    }

    @Test(.requires(ShellCommand.find("git") != nil, "git is not installed"))
    func theSwitchExamplesAreGuardedAgainstACancel() throws {
        let repository = try fakeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let readme = "branch=$(git branch --format='%(refname:short)' | reel --filter BATCH) && git switch \"$branch\""
        let man = "branch=$(git branch --format='%(refname:short)' | reel --title Branch BATCH) &&\n    git switch \"$branch\""
        // --batch --filter prints every match: the query names one.
        for (example, choose) in [(readme, "--batch -q topic"), (man, "--batch -s topic")] {
            // Accepted: switched.
            let accepted = try shell(example.replacingOccurrences(of: "BATCH", with: choose)
                                     + " && git branch --show-current", in: repository)
            #expect(accepted.stdoutText.hasSuffix("topic\n"), "\(example): \(accepted.stderr)")
            _ = try shell("git switch -q main", in: repository)
            // Nothing accepted (exit 1, as Esc): git switch never runs with "".
            let cancelled = try shell(example.replacingOccurrences(of: "BATCH", with: "--batch --filter -q nosuch")
                                      + "; git branch --show-current", in: repository)
            #expect(cancelled.stdoutText == "main\n")
            #expect(!cancelled.stderr.contains("git switch") && !cancelled.stderr.contains("fatal"), "\(cancelled.stderr)")
        }
    }

    @Test func theReadmesTreeExampleUsesAFileThatIsThere() throws {
        let run = try shell("reel --tree examples/regions.txt --format '{1}/{2}/{3}' --batch")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "Asia/Korea/Seoul\n")
    }

    @Test func theGuardedReadmeLinesRun() throws {
        let lines = [
            ("read -r h m s < <(reel -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator : --batch) || exit; echo \"$h $m $s\"", "0 00 00\n"),
            ("colour=$(printf '%s\\n' Red Orange Yellow Green Blue Black | reel --title Colour --batch) || exit; echo \"$colour\"", "Red\n"),
            ("row=$(reel -c a...z --index --batch) || exit; echo \"$row\"", "0\n"),
            ("read -r h m s < <(reel --preset duration --batch) || exit; echo \"$h $m $s\"", "0 00 00\n"),
            ("at=$(reel -p time --minute-interval 5 -s 14:05 --batch) || exit; echo \"$at\"", "14\t05\n"),
            ("read -r h m s < <(reel --batch -c 1...3 --filter -q nosuch) || exit; echo reached", ""),
        ]
        for (script, printed) in lines {
            let run = try shell(script, bash: true)
            #expect(run.stdoutText == printed, "\(script): \(run.stderr)")
        }
    }
}
