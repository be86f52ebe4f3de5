import ReelSystem

/// Everything the harness can fail with; the messages carry the screen so a
/// failing test shows what the user would have seen.
enum HarnessError: Error, CustomStringConvertible {
    case system(String, Int32)
    case spawnFailed(executable: String, Int32)
    case screenTimeout(seconds: Double, screen: Screen, rawTail: String)
    case exitedBeforeScreen(ExitResult, screen: Screen)
    case exitTimeout(seconds: Double, screen: Screen)
    /// `seconds` nil: the program ended first.
    case stdoutDidNotMatch(ExitResult, seconds: Double?, screen: Screen)
    case detachedTimeout(command: [String], seconds: Double, stderr: String)
    case binaryNotFound(searched: [String])
    /// The X server or a program on it (`XvfbDisplay`) did not do what it should.
    case display(String)

    var description: String {
        switch self {
        case .system(let call, let code):
            return "\(call) failed: \(String(cString: strerror(code)))"
        case .spawnFailed(let executable, let code):
            return "could not start \(executable): \(String(cString: strerror(code)))"
        case .screenTimeout(let seconds, let screen, let rawTail):
            return "the screen did not match within \(seconds) s\n\(Self.framed(screen))\nlast bytes: \(rawTail)"
        case .exitedBeforeScreen(let result, let screen):
            return "the program ended (\(result.status)) before the screen matched\n\(Self.framed(screen))\nstderr: \(result.stderr)"
        case .exitTimeout(let seconds, let screen):
            return "the program did not exit within \(seconds) s\n\(Self.framed(screen))"
        case .stdoutDidNotMatch(let result, let seconds, let screen):
            let why = seconds.map { "within \($0) s" } ?? "before the program ended (\(result.status))"
            return "stdout did not match \(why): \(result.stdoutText.debugDescription)\n\(Self.framed(screen))"
        case .detachedTimeout(let command, let seconds, let stderr):
            return "\(command.joined(separator: " ")) did not end within \(seconds) s; stderr: \(stderr)"
        case .binaryNotFound(let searched):
            return "no reel executable: set REEL_BINARY or run `swift build`; looked in \(searched.joined(separator: ", "))"
        case .display(let what):
            return what
        }
    }

    /// The screen with row numbers and a right edge, so blank rows and
    /// trailing spaces are visible in a failure message.
    static func framed(_ screen: Screen) -> String {
        let padded = screen.lines.enumerated().map { index, line in
            let number = String(index).count < 2 ? " \(index)" : "\(index)"
            return "\(number)│\(line)"
        }
        let cursor = "cursor \(screen.cursor)\(screen.isCursorVisible ? "" : " hidden")"
        return (["──┬" + String(repeating: "─", count: screen.columns)] + padded + [cursor]).joined(separator: "\n")
    }
}
