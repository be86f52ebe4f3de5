import Foundation
import Testing

/// The directory one documented example runs in: `work/` (its current
/// directory, with the run's files), `home/` (HOME), `bin/` (fakes, first
/// on PATH, then the built reel), and `calls`, where the fakes write a
/// line per call. Removed with the value.
final class ExampleScratch {
    let root: URL
    let work: URL
    let home: URL
    let bin: URL
    let calls: URL

    /// Stand-ins for what would act on the machine or the network (sleep
    /// for minutes, queue an `at` job, set the volume, log in), each
    /// writing its name and arguments to `calls`; and for what reads the
    /// machine (`ps`, `lsblk`), answering the same on every machine.
    static let fakes: [String: String] = [
        "sleep": logger, "pactl": logger, "ssh": logger, "editor": logger,
        "at": #"{ printf at; printf ' %s' "$@"; printf ' <%s>\n' "$(cat)"; } >> "$REEL_EXAMPLE_CALLS""#,
        "lsblk": #"printf 'sda\nsdb\n'"#,
        "ps": """
            if [ "$1" = aux ]; then cat <<'EOF'
            USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
            root           1  0.0  0.1 167000 11000 ?        Ss   09:00   0:01 /sbin/init
            backup       812  0.0  0.1  20000  9000 pts/0    S+   09:05   0:00 vim notes.txt
            alice       4242  0.0  0.0   5000  1000 pts/1    S    09:10   0:00 sh backup.sh
            EOF
            else cat <<'EOF'
                PID USER     TT       COMMAND
                  1 root     ?        /sbin/init
                812 backup   pts/0    vim notes.txt
               4242 alice    pts/1    sh backup.sh
            EOF
            fi
            """,
        // `swift run reel …` runs the reel the tests built, not a second build.
        "swift": #"[ "$1" = run ] || exit 2; shift; exec "$@""#,
    ]
    static let logger = #"{ printf %s "${0##*/}"; printf ' %s' "$@"; echo; } >> "$REEL_EXAMPLE_CALLS""#

    /// Branches main and topic: main's commits are `first` (adding
    /// README), `Render the toolbar` and `Merge branch 'render-fix'`
    /// (empty), topic's `first` and `second` (adding topic.txt).
    static let repositoryScript = """
        git init -q -b main && git config user.email t@example.org && git config user.name T &&
        echo first > README && git add README && git commit -q -m first &&
        git switch -q -c topic && echo second > topic.txt && git add topic.txt && git commit -q -m second &&
        git switch -q main && git commit -q --allow-empty -m 'Render the toolbar' &&
        git commit -q --allow-empty -m "Merge branch 'render-fix'"
        """

    init(for run: ExampleRun) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-example-\(UUID().uuidString)")
        work = root.appendingPathComponent("work")
        home = root.appendingPathComponent("home")
        bin = root.appendingPathComponent("bin")
        calls = root.appendingPathComponent("calls")
        for directory in [work, home, bin] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        for (name, body) in Self.fakes { try write("#!/bin/sh\n" + body + "\n", to: bin.appendingPathComponent(name)) }
        for (path, text) in run.files {
            let url = path.hasPrefix("~/") ? home.appendingPathComponent(String(path.dropFirst(2)))
                : work.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(text, to: url)
            }
        }
        if run.repository {
            let made = try DetachedRun.command(["/bin/sh", "-c", "cd '\(work.path)' && " + Self.repositoryScript],
                                               environment: environment)
            try #require(made.status == 0, "the git repository: \(made.stderr)")
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var environment: [String: String] {
        let reel = (try? ReelBinary.path).map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? ""
        return ["PATH": "\(bin.path):\(reel):/usr/local/bin:/usr/bin:/bin", "HOME": home.path, "EDITOR": "editor",
                "REEL_EXAMPLE_CALLS": calls.path]
    }

    /// What the fakes logged so far.
    var loggedCalls: String { (try? String(contentsOf: calls, encoding: .utf8)) ?? "" }

    /// The script `bash -c` runs: into `work/`, the example, then `then`.
    func script(_ example: String, then: String?) -> String {
        "cd '\(work.path)' || exit 99\n" + example + (then.map { "\n" + $0 } ?? "")
    }

    private func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        if text.hasPrefix("#!") { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
    }
}
