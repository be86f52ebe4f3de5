import Foundation
import Testing

/// What a test needs from outside Swift (a shell, groff, crontab, the
/// pinned Python packages): without it the test is skipped, saying what
/// to install, so `swift test` passes on a bare machine. Under
/// `REEL_REQUIRE_ALL=1`, which `scripts/test` sets once it has installed
/// all of it, a test that would be skipped fails instead: a run meant to
/// be whole never comes out quietly short.
public enum Requirement {
    public static let variable = "REEL_REQUIRE_ALL"
    public static let allRequired = ProcessInfo.processInfo.environment[variable] == "1"

    public struct Missing: Error, CustomStringConvertible {
        public var comment: Comment
        public var description: String { "\(comment.rawValue) (\(Requirement.variable)=1: required, not skipped)" }
    }
}

extension Trait where Self == ConditionTrait {
    /// `.enabled(if:)` for something the machine may lack (`Requirement`).
    public static func requires(_ met: @autoclosure @escaping @Sendable () -> Bool, _ missing: Comment) -> Self {
        .enabled(missing) {
            if met() { return true }
            if Requirement.allRequired { throw Requirement.Missing(comment: missing) }
            return false
        }
    }
}
