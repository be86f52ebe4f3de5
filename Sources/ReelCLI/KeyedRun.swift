import ReelCore
import ReelSystem
import ReelTerminal

/// A run whose keys are written down instead of pressed: where they came
/// from (`--keys`, else `REEL_KEYS`, else the next line of
/// `REEL_KEYS_FILE`), the screen in memory they are drawn on
/// (`REEL_SCREEN_SIZE`, 80x24 by default) and the file its last frame is
/// appended to (`REEL_SCREEN`). Read before stdin, so a key misspelt ends
/// reel before it waits on input.
struct KeyedRun {
    var keys: KeyScript
    var size = TerminalSize.fallback
    var screenPath: String?

    /// nil: a person's keys (no keys given, or `--batch`, which takes none).
    static func from(_ plan: RunPlan, environment: [String: String]) throws(ReelError) -> KeyedRun? {
        guard !plan.batch else { return nil }
        let written: (text: String, source: String)
        if let keys = plan.keys {
            written = (keys, "--keys")
        } else if let keys = environment["REEL_KEYS"], !keys.isEmpty {
            written = (keys, "REEL_KEYS")
        } else if let path = environment["REEL_KEYS_FILE"], !path.isEmpty {
            let (line, number) = try KeysFile.takeLine(path: path)
            written = (line, "REEL_KEYS_FILE '\(path)' line \(number)")
        } else {
            return nil
        }
        var run: KeyedRun
        do { run = KeyedRun(keys: try KeyScript(parsing: written.text)) } catch { throw .keys(source: written.source, error) }
        if let size = environment["REEL_SCREEN_SIZE"], !size.isEmpty { run.size = try screenSize(size) }
        if let path = environment["REEL_SCREEN"], !path.isEmpty { run.screenPath = path }
        return run
    }

    /// `COLSxROWS`, each at least 1 and at most `TerminalSize.maximum`'s.
    static func screenSize(_ text: String) throws(ReelError) -> TerminalSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (1...TerminalSize.maximum.columns).contains(columns), (1...TerminalSize.maximum.rows).contains(rows)
        else { throw .screenSize(text) }
        return TerminalSize(columns: columns, rows: rows)
    }

    /// The last frame as plain text (no trailing blanks) appended to
    /// `REEL_SCREEN`, one run after another; a file that cannot take it is
    /// said on stderr, the run's status unchanged (the answer is given).
    func saveScreen(_ lines: [String]) {
        guard let screenPath else { return }
        let text = lines.joined(separator: "\n") + "\n"
        if let reason = AppendedLine.append(text, to: screenPath) {
            StandardStreams.report("REEL_SCREEN '\(screenPath)': \(reason)")
        }
    }
}

/// One write at the end of a file (`O_APPEND`): runs that end at once
/// never mix their lines.
enum AppendedLine {
    /// nil when written, else why not.
    static func append(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { _ = System.close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { System.write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count ? nil : String(cString: strerror(errno))
    }
}
